Feature: Limited pot, "bote limitado" (Spanish regulation, Art. 114.1)
  "Bote limitado": in the last two betting intervals the limit is half the
  pot as it stands when the sixth card is dealt, then the pot as it stands
  when the seventh card is dealt.  The profile reads the limit as fixed when
  the card is dealt, bounding every bet and every raise, never below the
  small bet, half of an odd pot rounded down; a raise is at least as large as
  the largest bet or raise already made in the round; the first three
  intervals are played at the lower limit (the small bet).

  In the original words of the sources:
    ES-114.1-1 (004, es): Los límites máximos de las apuestas en cada intervalo, tanda o ronda de
      apuestas, en función del bote pueden ser:
    ES-114.1-4 (004, es): "Bote limitado": en los dos últimos intervalos de apuestas el límite
      tiene los siguientes valores:
    ES-114.1-5 (004, es): igual a la mitad del "bote" que existe al dar la sexta carta.
    ES-114.1-6 (004, es): igual al "bote" que existe al dar la séptima carta.

  Background:
    Given the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
    And the players are
      | seat | stack |
      | 1    | 500   |
      | 2    | 500   |
      | 3    | 500   |
      | 4    | 500   |
    And the dealer button is at seat 4

  @clause:ES-114.1-1 @clause:ES-114.1-4
  Scenario Outline: The first three intervals are played at the small bet
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up       |
      | 1    | As Kd | Qh 9c 4d |
      | 2    | Qs Jd | 3d 8h 6c |
      | 3    | 9s 8d | 7s Ac Kh |
      | 4    | 7c 6d | 5c Kc Js |
    When the hand starts
    And seat 2 brings in
    Then seat 3 may complete for 5
    When the actions are
      | seat | action   | amount |
      | 3    | complete | 5      |
      | 4    | call     |        |
      | 1    | call     |        |
      | 2    | call     |        |
    Then the phase is fourth-street
    And seat 3 may bet for 5
    When the street is checked around
    Then the phase is fifth-street
    And seat 3 may bet for 5
    When seat 3 bets 5
    Then seat 4 may raise for 10

    Examples: limited pot
      | profile             |
      | es-stud-limited-pot |

  @clause:ES-114.1-5 @clause:ES-114.1-6
  Scenario Outline: Half the pot at the sixth card, the whole pot at the seventh
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd    | Qh 9c 4d 2s |
      | 2    | Qs Jd    | 3d 8h 6c    |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | call     |        |
      | 4    | call     |        |
      | 1    | call     |        |
      | 3    | bet      | 5      |
      | 4    | call     |        |
      | 1    | call     |        |
      | 2    | call     |        |
      | 3    | bet      | 5      |
      | 4    | call     |        |
      | 1    | call     |        |
      | 2    | fold     |        |
    Then the phase is sixth-street
    And the pot is 47
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    | 5-23   |
    When seat 3 bets 23
    Then the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 23     |
      | raise  | 46     |
    When the actions are
      | seat | action | amount |
      | 4    | raise  | 46     |
      | 1    | fold   |        |
      | 3    | call   |        |
    Then the phase is seventh-street
    And the pot is 139
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    | 5-139  |
    When seat 3 bets 100
    Then seat 4 may raise for 200-239

    Examples: limited pot
      | profile             |
      | es-stud-limited-pot |

  @clause:ES-114.1-5
  Scenario Outline: When half the pot is less than the small bet, the small bet may still be bet
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | As Kd | Qh          |
      | 2    | Qs Jd | 3d 8h 6c 5s |
      | 3    | 9s 8d | 7s Ac Kh 3c |
      | 4    | 7c 6d | 5c          |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | fold     |
      | 1    | fold     |
    And the street is checked around
    And the street is checked around
    Then the phase is sixth-street
    And the pot is 8
    And seat 3 may bet for 5

    Examples: limited pot
      | profile             |
      | es-stud-limited-pot |

  @clause:ES-114.1-5
  Scenario Outline: A raise is at least as large as the largest bet or raise of the round
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd    | Qh 9c 4d 2s |
      | 2    | Qs Jd    | 3d 8h 6c    |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | call     |        |
      | 4    | call     |        |
      | 1    | call     |        |
      | 3    | bet      | 5      |
      | 4    | call     |        |
      | 1    | call     |        |
      | 2    | call     |        |
      | 3    | bet      | 5      |
      | 4    | call     |        |
      | 1    | call     |        |
      | 2    | fold     |        |
    Then the phase is sixth-street
    And the pot is 47
    When seat 3 bets 10
    Then seat 4 may raise for 20-33
    When seat 4 tries to raise to 15
    Then the action is refused
    When seat 4 raises to 30
    Then the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 30     |
      | raise  | 50-53  |
    When seat 1 calls
    And seat 3 tries to raise to 45
    Then the action is refused
    And seat 3 may raise for 50-53

    Examples: limited pot
      | profile             |
      | es-stud-limited-pot |

  @clause:ES-114.1-6
  Scenario Outline: On seventh street a bet of <bet> may be raised to <least> at least and <most> at most
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd    | Qh 9c 4d 2s |
      | 2    | Qs Jd    | 3d 8h 6c    |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | call     |        |
      | 4    | call     |        |
      | 1    | call     |        |
      | 3    | bet      | 5      |
      | 4    | call     |        |
      | 1    | call     |        |
      | 2    | call     |        |
      | 3    | bet      | 5      |
      | 4    | call     |        |
      | 1    | call     |        |
      | 2    | fold     |        |
      | 3    | bet      | 23     |
      | 4    | raise    | 46     |
      | 1    | fold     |        |
      | 3    | call     |        |
    Then the phase is seventh-street
    And the pot is 139
    When seat 3 bets <bet>
    And seat 4 tries to raise to <too small>
    Then the action is refused
    And seat 4 may raise for <least>-<most>

    Examples: limited pot
      | profile             | bet | too small | least | most |
      | es-stud-limited-pot | 80  | 85        | 160   | 219  |
      | es-stud-limited-pot | 5   | 9         | 10    | 144  |
      | es-stud-limited-pot | 139 | 277       | 278   | 278  |
