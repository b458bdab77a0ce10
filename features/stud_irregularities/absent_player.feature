Feature: A player away from the table
  A player who is not at the table when it is his turn to act forfeits his
  ante and his forced bet, if any.  If he has not come back in time to act,
  his hand is killed when the betting reaches his seat.  In tournaments the
  dealer kills the hand of any absent player as soon as everyone has received
  a complete starting hand.

  An absent player is dealt in like the others; when the low card is away the
  dealer posts the bring-in for it.

  In the original words of the sources:
    CR-030 (000, es): Si no estás presente en la mesa cuando es tu turno de actuar, pierdes tu
      ante y tu apuesta forzada, si la hay.
    CR-031 (000, es): Si no has regresado a la mesa a tiempo para actuar, la mano se anulará
      cuando las apuestas lleguen a tu asiento.
    CR-032 (000, es): (En los torneos, se instruye al dealer a anular la mano de cualquier jugador
      ausente tan pronto como todos hayan recibido su mano inicial completa).

  Background:
    Given the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
    And the dealer button is at seat 4

  @clause:CR-030 @clause:CR-031
  Scenario Outline: The absent low card forfeits the ante and the bring-in, and the hand is killed
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack | present |
      | 1    | 100   | yes     |
      | 2    | 100   | yes     |
      | 3    | 100   | yes     |
      | 4    | 100   | no      |
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 9c 8h | 5h |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    Then the status of seat 4 is dead
    And seat 4 has 97 chips
    And the pot is 6
    And the event log records
      | event     | seat | amount |
      | bring-in  | 4    | 2      |
      | forfeit   | 4    | 3      |
      | dead-hand | 4    |        |
    And seat 1 is to act
    And the legal actions are
      | action   | amount |
      | fold     |        |
      | call     | 2      |
      | complete | 5      |
    When the rest of the hand is checked and called down
    Then seat 4 wins 0
    And the dead hands are
      | seat | cause              |
      | 4    | absent-when-acting |

    Examples: cash games
      | profile             |
      | cardroom-stud       |
      | es-stud-split-limit |
      | es-stud-limited-pot |

  @clause:CR-030 @clause:CR-031
  Scenario Outline: The hand of an absent player is killed when the betting reaches the seat
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack | present |
      | 1    | 100   | yes     |
      | 2    | 100   | no      |
      | 3    | 100   | yes     |
      | 4    | 100   | yes     |
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 9c 8h | 5h |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    Then the status of seat 2 is active
    When seat 4 brings in
    And seat 1 calls
    Then the status of seat 2 is dead
    And seat 2 is dealt no cards
    And seat 2 has 99 chips
    And seat 3 is to act
    And the event log records
      | event     | seat | amount |
      | forfeit   | 2    | 1      |
      | dead-hand | 2    |        |

    Examples: cash games
      | profile             |
      | cardroom-stud       |
      | es-stud-split-limit |
      | es-stud-limited-pot |

  @clause:CR-031
  Scenario Outline: A player back in time to act keeps his hand
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack | present |
      | 1    | 100   | yes     |
      | 2    | 100   | no      |
      | 3    | 100   | yes     |
      | 4    | 100   | yes     |
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 9c 8h | 5h |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    And seat 4 brings in
    And seat 2 comes back to the table
    And seat 1 calls
    Then seat 2 is to act
    And the status of seat 2 is active
    When seat 2 calls
    Then seat 3 is to act

    Examples: cash games
      | profile             |
      | cardroom-stud       |
      | es-stud-split-limit |
      | es-stud-limited-pot |

  @clause:CR-031
  Scenario Outline: A player who leaves during the hand loses it when the betting reaches him
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 100   |
      | 4    | 100   |
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Qh Ac |
      | 2    | 9c 8h | 5h 7d |
      | 3    | 7s 6d | Tc 4s |
      | 4    | Jc Jd | 3h Kc |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
    Then the phase is fourth-street
    And seat 1 is to act
    When seat 3 leaves the table
    And seat 1 checks
    And seat 2 checks
    Then the status of seat 3 is dead
    And seat 4 is to act

    Examples: cash games
      | profile             |
      | cardroom-stud       |
      | es-stud-split-limit |
      | es-stud-limited-pot |

  @clause:CR-032 @clause:CR-030
  Scenario Outline: In a tournament an absent player's hand is killed once the starting hands are out
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack | present |
      | 1    | 100   | yes     |
      | 2    | 100   | no      |
      | 3    | 100   | yes     |
      | 4    | 100   | yes     |
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 9c 8h | 5h |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    Then the status of seat 2 is dead
    And seat 2 has 99 chips
    And the pot is 4
    And seat 4 is to act
    And the event log records
      | event     | seat | amount |
      | forfeit   | 2    | 1      |
      | dead-hand | 2    |        |
    When seat 2 comes back to the table
    Then the status of seat 2 is dead

    Examples: tournament
      | profile                  |
      | cardroom-stud-tournament |

  @clause:CR-032 @clause:CR-030
  Scenario Outline: In a tournament an absent low card is killed before the bring-in
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack | present |
      | 1    | 100   | yes     |
      | 2    | 100   | yes     |
      | 3    | 100   | yes     |
      | 4    | 100   | no      |
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 9c 8h | 5h |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    Then the status of seat 4 is dead
    And seat 4 has 99 chips
    And seat 2 is to act
    And the legal actions are
      | action   | amount |
      | bring-in | 2      |
      | complete | 5      |

    Examples: tournament
      | profile                  |
      | cardroom-stud-tournament |
