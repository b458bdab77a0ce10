Feature: Two cards burned, or none
  If the dealer burns two cards in a round or fails to burn a card, the cards
  are put back, if possible, in their proper positions.  If this happens on
  the final downcard, and a card is mixed with the player's other downcards
  or a player looks at the card, the player must accept that card.

  The error is reported right after the street is dealt, before anyone acts
  on it; a player who looked at or mixed in the card is reported before the
  error.  The cards below are stacked in dealing order; no deuce is named, so
  the burns before fourth to seventh street are 2c, 2d, 2h and 2s.  When a
  player must keep another player's card, the rules do not say what that
  player gets: the floor decides.

  In the original words of the sources:
    CR-039 (000, es): Si el dealer quema dos cartas en una ronda o no quema una carta, las cartas
      se corregirán, si es posible, a sus posiciones correctas.
    CR-040 (000, es): Si esto sucede en una carta final tapada, y una carta se mezcla con las
      otras cartas tapadas del jugador o un jugador mira la carta, el jugador debe aceptar esa
      carta.

  Background:
    Given the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 100   |
      | 4    | 100   |
    And the dealer button is at seat 4

  @clause:CR-039
  Scenario Outline: No burn before fifth street: the upcards go back to their proper places
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
      | 3    | 7s 6d 3d | Tc 4s 8d Th |
      | 4    | Jc Jd 5c | 3h Kc 6c Ks |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
    And the street is checked around
    And it turns out the dealer dealt fifth street without burning a card
    Then the upcards of seat 1 are Qh Ac 4c
    And the upcards of seat 2 are 5h 7d Js
    And the upcards of seat 3 are Tc 4s 8d
    And the upcards of seat 4 are 3h Kc 6c
    And the event log records
      | event          | seat | cards |
      | dealt-in-error | 1    | 2d    |
      | dealt-in-error | 4    | 8d    |
      | restore        |      |       |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-039
  Scenario Outline: Two burns before fourth street: the cards go back and the deal goes on as it should
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
      | 3    | 7s 6d 3d | Tc 4s 8d Th |
      | 4    | Jc Jd 5c | 3h Kc 6c Ks |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
    And it turns out the dealer burned two cards before fourth street
    Then the upcards of seat 1 are Qh Ac
    And the upcards of seat 4 are 3h Kc
    And the event log records
      | event          | seat | cards |
      | dealt-in-error | 1    | 7d    |
      | dealt-in-error | 4    | 2d    |
      | restore        |      |       |
    When the street is checked around
    Then the upcards of seat 1 are Qh Ac 4c
    And the upcards of seat 2 are 5h 7d Js
    And the upcards of seat 3 are Tc 4s 8d
    And the upcards of seat 4 are 3h Kc 6c

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-040 @clause:CR-039
  Scenario Outline: Two burns on the last downcard: the player who looked keeps the card
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
      | 3    | 7s 6d 3d | Tc 4s 8d Th |
      | 4    | Jc Jd 5c | 3h Kc 6c Ks |
    And after these cards the stub holds
      | cards |
      | Ah Qd |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    And seat 4 looks at his cards
    And it turns out the dealer burned two cards before seventh street
    Then seat 4 holds the downcards Jc Jd Ah
    And seat 1 holds the downcards As Kd 3c
    And seat 2 holds the downcards 9c 9h 9d
    And seat 3 holds the downcards 7s 6d 3d
    And the event log records
      | event       | seat |
      | accept-card | 4    |
      | restore     |      |
    And no floor ruling is required

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-040 @clause:CR-039
  Scenario Outline: No burn on the last downcard: a card mixed in must be accepted
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
      | 3    | 7s 6d 3d | Tc 4s 8d Th |
      | 4    | Jc Jd 5c | 3h Kc 6c Ks |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    And seat 1 mixes the card with his other downcards
    And it turns out the dealer dealt seventh street without burning a card
    Then seat 1 holds the downcards As Kd 2s
    And seat 2 holds the downcards 9c 9h 9d
    And seat 3 holds the downcards 7s 6d 3d
    And seat 4 holds the downcards Jc Jd 5c
    And the event log records
      | event       | seat |
      | accept-card | 1    |
      | restore     |      |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-040 @clause:CR-039
  Scenario Outline: A kept card that was another player's is for the floor to settle
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
      | 3    | 7s 6d 3d | Tc 4s 8d Th |
      | 4    | Jc Jd 5c | 3h Kc 6c Ks |
    And after these cards the stub holds
      | cards |
      | Ah Qd |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    And seat 1 looks at his cards
    And it turns out the dealer burned two cards before seventh street
    Then a floor ruling is required
    When the floor rules "deal-in-order"
    Then no floor ruling is required
    And seat 1 holds the downcards As Kd 9d
    And seat 2 holds the downcards 9c 9h 3c
    And seat 3 holds the downcards 7s 6d 3d
    And seat 4 holds the downcards Jc Jd 5c
    And the event log records
      | event                 | seat |
      | floor-ruling-required |      |
      | floor-ruling          |      |
      | accept-card           | 1    |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |
