Feature: Split limit (Spanish regulation, Art. 114.1)
  "Split limit": the first two betting intervals are played at the lower
  limit and the next three at the higher limit.  If the first two upcards are
  a pair, the higher limit is played.  Each bet and raise is exactly the limit
  of its interval.

  In the original words of the sources:
    ES-114.1-1 (004, es): Los límites máximos de las apuestas en cada intervalo, tanda o ronda de
      apuestas, en función del bote pueden ser:
    ES-114.1-2 (004, es): "Split limit": en los dos primeros intervalos de apuestas se juega con
      el límite más bajo y en los tres siguientes con el límite más alto.
    ES-114.1-3 (004, es): En el caso de que las dos primeras cartas descubiertas sean una pareja,
      se jugará con el límite más alto.

  Background:
    Given the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
    And the players are
      | seat | stack |
      | 1    | 300   |
      | 2    | 300   |
      | 3    | 300   |
      | 4    | 300   |
    And the dealer button is at seat 4

  @clause:ES-114.1-1 @clause:ES-114.1-2
  Scenario Outline: The lower limit in the first two intervals, the higher in the next three
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd Th | 3d 8h 6c 5s |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And seat 2 brings in
    Then seat 3 may complete for 5
    When seat 3 completes to 5
    Then seat 4 may raise for 10
    When the actions are
      | seat | action | amount |
      | 4    | call   |        |
      | 1    | call   |        |
      | 2    | call   |        |
    Then the phase is fourth-street
    And seat 3 may bet for 5
    When seat 3 bets 5
    Then seat 4 may raise for 10
    When the actions are
      | seat | action | amount |
      | 4    | call   |        |
      | 1    | call   |        |
      | 2    | call   |        |
    Then the phase is fifth-street
    And seat 3 may bet for 10
    When seat 3 bets 10
    Then seat 4 may raise for 20
    When the actions are
      | seat | action | amount |
      | 4    | call   |        |
      | 1    | call   |        |
      | 2    | call   |        |
    Then the phase is sixth-street
    And seat 3 may bet for 10
    When the street is checked around
    Then the phase is seventh-street
    And seat 3 may bet for 10
    When seat 3 bets 10
    Then seat 4 may raise for 20

    Examples: split limit
      | profile             |
      | es-stud-split-limit |

  @clause:ES-114.1-3
  Scenario Outline: A pair in the first two upcards of any player: the higher limit on fourth street
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Qh 9c |
      | 2    | Qs Jd | 3d 8h |
      | 3    | 9s 8d | 7s Ac |
      | 4    | 7c 6d | 5c 5h |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    Then seat 4 is to act
    And the bet size is 10
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    | 10     |
    When seat 4 checks
    Then seat 1 may bet for 10

    Examples: split limit
      | profile             |
      | es-stud-split-limit |

  @clause:ES-114.1-3
  Scenario Outline: The pair folds on fourth street: the rest of the interval is still played at the higher limit
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Qh 9c |
      | 2    | Qs Jd | 3d 8h |
      | 3    | 9s 8d | 7s Ac |
      | 4    | 7c 6d | 5c 5h |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    And the actions are
      | seat | action | amount |
      | 4    | check  |        |
      | 1    | check  |        |
      | 2    | bet    | 10     |
      | 3    | call   |        |
      | 4    | fold   |        |
    Then seat 1 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 10     |
      | raise  | 20     |

    Examples: split limit
      | profile             |
      | es-stud-split-limit |
