Feature: Hands with the wrong number of cards, and no refund for a bad call
  A hand with more than seven cards is dead.  A hand with fewer than seven
  cards at the showdown is dead, except that a player missing a seventh card
  may have the hand ruled live (the profile's
  missing_seventh_card_may_be_live, CF-021; the register reads it as a hand
  of six cards, CF-106).  A player who calls a bet, even when already beaten by an
  opponent's upcards, is not entitled to a refund.

  A seat the dealer skipped is reported right after that street is dealt; the
  card meant for it stays on top of the stub.

  In the original words of the sources:
    CR-059 (000, es): Una mano con más de siete cartas está muerta.
    CR-060 (000, es): Una mano con menos de siete cartas en el showdown está muerta,
    CR-061 (000, es): excepto cualquier jugador que falte a una séptima carta puede tener la mano
      considerada viva.
    CR-062 (000, es): Un jugador que iguala una apuesta, aunque esté siendo superado por las
      cartas descubiertas de un oponente no tiene derecho a un reembolso.

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

  @clause:CR-059
  Scenario Outline: An eighth card kills the hand at once
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
      | 3    | 7s 6d 3d | Tc 4s 8d Th |
      | 4    | Jc Jd 5c | 3h Kc 6c 9s |
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
    And the dealer gives seat 2 an extra card
    Then the status of seat 2 is dead
    And seat 2 is dealt no cards
    When the rest of the hand is checked and called down
    Then seat 2 wins 0
    And the dead hands are
      | seat | cause          |
      | 2    | too-many-cards |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-059
  Scenario Outline: An extra card early on kills the hand when it holds more than seven
    Given the rules of profile "<profile>"
    And the deck is shuffled with seed 5
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
    And the dealer gives seat 3 an extra card
    Then the status of seat 3 is active
    And seat 3 holds 3 downcards
    When the rest of the hand is checked and called down
    Then the dead hands are
      | seat | cause          |
      | 3    | too-many-cards |
    And the event log records
      | event     | seat |
      | street    |      |
      | dead-hand | 3    |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-060
  Scenario Outline: A hand short of more than its seventh card is dead at the showdown
    Given the rules of profile "<profile>"
    And the deck is shuffled with seed 5
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
    And the street is checked around
    And the street is checked around
    And it turns out the dealer skipped seat 1 on sixth street
    And the street is checked around
    And it turns out the dealer skipped seat 1 on seventh street
    Then seat 1 holds 2 downcards
    And the status of seat 1 is active
    When the rest of the hand is checked and called down
    Then seat 1 wins 0
    And the dead hands are
      | seat | cause         |
      | 1    | too-few-cards |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-061 @clause:CR-060
  Scenario Outline: A hand missing only its seventh card is live
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
      | 3    | 7s 6d 3d | Tc 4s 8d Th |
      | 4    | Jc Jd 5c | 3h Kc 6c 9s |
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
    And it turns out the dealer skipped seat 2 on seventh street
    Then seat 2 holds the downcards 9c 9h
    When the rest of the hand is checked and called down
    Then no hand is dead
    And seat 2 wins 12
    And the event log records
      | event     | seat |
      | live-hand | 2    |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-062
  Scenario Outline: No refund for calling a hand already beaten on board
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
    And the dealer button is at seat 2
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 7h 2d | Kc Ks Kh 7d |
    When the hand starts
    And the actions are
      | seat | action   |
      | 1    | bring-in |
      | 2    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    Then seat 2 is to act
    When seat 2 bets <bet>
    And seat 1 calls
    And the rest of the hand is checked and called down
    Then seat 2 wins <pot>
    And seat 1 gets back 0 uncalled
    And seat 1 has <left> chips

    Examples: all card-room profiles
      | profile                  | bet | pot | left |
      | cardroom-stud            | 10  | 26  | 87   |
      | cardroom-stud-tournament | 10  | 26  | 87   |
      | es-stud-split-limit      | 10  | 26  | 87   |
      | es-stud-limited-pot      | 5   | 16  | 92   |
