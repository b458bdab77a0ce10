@profile:es-draw-openers
Feature: Opening the pot, and who acts after the draw
  Art. 111 of the Spanish regulation: once the draw has been dealt, the player
  who opened the pot checks or bets first; if he has folded, the player on his
  right has the turn.  The opening requirement (jacks or better) and the antes
  come before the excerpt: the profile takes them as declared defaults
  (CF-010, CF-011).  The first bet opens the pot; "declare-openers" is the same
  opening bet said aloud.

  In the original words of the sources:
    ES-111.p4-1 (004, es): Una vez que se ha finalizado el reparto de cartas, corresponderá al
      jugador que abrió el bote "pasar" o apostar.
    ES-111.p4-2 (004, es): Si dicho jugador se ha retirado, es el jugador que se encuentra a su
      derecha el que tiene el turno.
    ES-112.3-3 (004, es): En el caso de que se haya realizado la última apuesta y ésta no haya
      sido cubierta, se quedan en el "bote" las fichas apostadas para la siguiente partida.

  Background:
    Given the rules of profile "es-draw-openers"
    And the stakes are
      | ante | small bet | big bet |
      | 2    | 10        | 20      |
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 200   |
    And the dealer button is at seat 1
    And the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5c |
      | 2    | Jc Jd 7h 5s 3c |
      | 1    | Tc Td 8h 7c 2d |

  @clause:ES-111.p4-1
  Scenario: The opener checks or bets first after the draw
    When the hand starts
    Then seat 4 is to act
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    | 10     |
    When the play goes on
      | seat | action    | amount | discards |
      | 4    | check     |        |          |
      | 3    | check     |        |          |
      | 2    | bet       | 10     |          |
      | 1    | call      |        |          |
      | 4    | call      |        |          |
      | 3    | call      |        |          |
      | 4    | draw      |        | 6h 4s 2c |
      | 3    | draw      |        | 9h 7s 5c |
      | 2    | draw      |        | 7h 5s 3c |
      | 1    | stand-pat |        |          |
    Then the dealer announces open for seat 2
    And the phase is post-draw
    And seat 2 is to act
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    | 20     |
    And the event log records
      | event        | seat |
      | open         | 2    |
      | first-to-act | 2    |

  @clause:ES-111.p4-1
  Scenario: Declaring openers is the opening bet
    When the hand starts
    And seat 4 checks
    And seat 3 checks
    And seat 2 declares openers
    Then the dealer announces open for seat 2
    And seat 2 has 188 chips
    And the pot is 18
    And seat 1 is to act
    When the play goes on
      | seat | action    | discards |
      | 1    | call      |          |
      | 4    | fold      |          |
      | 3    | fold      |          |
      | 2    | draw      | 7h 5s 3c |
      | 1    | draw      | 2d       |
    Then seat 2 is to act

  @clause:ES-111.p4-2
  Scenario: The opener has folded: the player on his right acts first
    When the hand starts
    And the play goes on
      | seat | action    | amount |
      | 4    | check     |        |
      | 3    | check     |        |
      | 2    | bet       | 10     |
      | 1    | raise     | 20     |
      | 4    | call      |        |
      | 3    | call      |        |
      | 2    | fold      |        |
    And the remaining players stand pat
    Then the phase is post-draw
    And seat 1 is to act
    And the event log records
      | event        | seat |
      | first-to-act | 1    |

  @clause:ES-111.p4-2
  Scenario: The opener and the player on his right have folded: the next player on the right acts
    When the hand starts
    And the play goes on
      | seat | action    | amount |
      | 4    | check     |        |
      | 3    | check     |        |
      | 2    | bet       | 10     |
      | 1    | fold      |        |
      | 4    | raise     | 20     |
      | 3    | call      |        |
      | 2    | fold      |        |
    And the remaining players stand pat
    Then seat 4 is to act

  @clause:ES-111.p4-1
  Scenario: Nobody opens: the hand is passed out and the antes stay for the next deal
    Without an opener there is no draw and no one to act after it.  The excerpt
    does not say what becomes of the antes; the engine keeps the pot for the
    next deal, where every player antes again (a declared default, see CF-038).
    When the hand starts
    And the play goes on
      | seat | action |
      | 4    | check  |
      | 3    | check  |
      | 2    | check  |
      | 1    | check  |
    Then the hand is over
    And nobody wins the pot
    And 8 chips stay in the pot for the next hand
    When the next hand starts with the dealer button at seat 4
    Then the pot carried in from the last hand is 8
    And the pot is 16
    And seat 3 is to act
    And seat 1 has 196 chips

  @clause:ES-111.p4-1 @clause:ES-112.3-3
  Scenario: A deal passed out twice: the chips of both deals stay in the pot for the next one
    The second deal is passed out with the 8 chips carried in and its own 8
    antes: all 16 stay for the third deal.
    When the hand starts
    And the play goes on
      | seat | action |
      | 4    | check  |
      | 3    | check  |
      | 2    | check  |
      | 1    | check  |
    Then 8 chips stay in the pot for the next hand
    When the next hand starts with the dealer button at seat 4
    And the play goes on
      | seat | action |
      | 3    | check  |
      | 2    | check  |
      | 1    | check  |
      | 4    | check  |
    Then the event log records
      | event      | amount |
      | passed-out | 16     |
    And the hand is over
    And nobody wins the pot
    And 16 chips stay in the pot for the next hand

  @clause:ES-111.p4-1 @clause:ES-112.3-3
  Scenario: The chips carried from a passed deal go to the main pot, which every player contests
    Seat 4 antes his last chip in the second deal: the 8 chips carried in are
    in the main pot he can win, not in the side pot of the others.
    Given the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 3     |
    When the hand starts
    And the play goes on
      | seat | action |
      | 4    | check  |
      | 3    | check  |
      | 2    | check  |
      | 1    | check  |
    Then 8 chips stay in the pot for the next hand
    When the next hand starts with the dealer button at seat 4
    Then the status of seat 4 is all-in
    And the pots are
      | pot | amount | eligible      |
      | 0   | 12     | 1, 2, 3 and 4 |
      | 1   | 3      | 1, 2 and 3    |

  @clause:ES-111.p4-1
  Scenario: Fewer than two players have chips to open with: the hand is passed out
    With every player but one all in for his ante nobody can open against
    anybody: the hand is passed out like a hand nobody opens (CF-038).
    Given the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 2     |
      | 3    | 2     |
      | 4    | 2     |
    When the hand starts
    Then the hand is over
    And nobody wins the pot
    And 8 chips stay in the pot for the next hand
    And seat 1 has 198 chips
