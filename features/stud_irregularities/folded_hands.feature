Feature: Folding with no bet, and picking up the upcards
  If a hand is folded when there is no bet, that seat keeps receiving cards
  until the hand is killed as the result of a bet, so the fold does not change
  who receives the cards still to come.  Facing a bet, picking up one's
  upcards without calling is a fold.  At the showdown this act has no effect,
  because the betting is over: the hand stays live until it is discarded.

  A hand folded with no bet checks when its turn comes, until a bet kills it;
  if no bet ever does, it is still folded and takes no part in the showdown.
  A fold that leaves only one other hand is an ordinary fold (CF-107).
  Picking up the upcards with no bet to face is not covered by the rule: the
  floor decides.

  In the original words of the sources:
    CR-033 (000, es): Si se retira una mano cuando no hay apuesta, ese asiento continuará
      recibiendo cartas hasta que la mano se anule como resultado de una apuesta (por lo que el
      retiro no afecta quién recibe las cartas por venir).
    CR-034 (000, es): Cuando enfrentas una apuesta, recoger tus cartas descubiertas sin igualar es
      un retiro.
    CR-035 (000, es): Este acto no tiene importancia en el showdown porque las apuestas han
      terminado; la mano sigue viva hasta que se descarte.

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

  @clause:CR-033
  Scenario Outline: A hand folded with no bet keeps receiving cards
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up       |
      | 1    | As Kd | Qh Ac 2d |
      | 2    | 9c 8h | 5h 7d 9s |
      | 3    | 7s 6d | Tc 4s 8d |
      | 4    | Jc Jd | 3h Kc 6c |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
      | 1    | check    |
      | 2    | fold     |
      | 3    | check    |
      | 4    | check    |
    Then the phase is fifth-street
    And the status of seat 2 is active
    And the upcards of seat 2 are 5h 7d 9s
    And seat 1 is to act
    When seat 1 checks
    Then seat 3 is to act
    And the event log records
      | event      | seat |
      | fold       | 2    |
      | deal-up    | 2    |
      | auto-check | 2    |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-033
  Scenario Outline: A bet kills the hand folded with no bet
    Given the rules of profile "<profile>"
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
      | 1    | check    |
      | 2    | fold     |
    Then the status of seat 2 is active
    When seat 3 bets 5
    Then the status of seat 2 is folded
    And seat 2 is dealt no cards
    And seat 4 is to act
    And the event log records
      | event  | seat |
      | fold   | 2    |
      | bet    | 3    |
      | killed | 2    |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-033
  Scenario Outline: A fold with no bet that leaves one other hand is an ordinary fold
    Given the rules of profile "<profile>"
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
      | 2    | fold     |
      | 3    | fold     |
    Then the phase is fourth-street
    And seat 1 is to act
    When seat 1 folds
    Then the hand is over
    And the status of seat 1 is folded
    And seat 4 wins 8

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-033
  Scenario Outline: A hand folded with no bet that no bet killed takes no part in the showdown
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 2d 8s |
      | 2    | 9c 9h 9d | 5h 7d 9s Jh |
      | 3    | 7s 6d 3d | Tc 4s 8d Th |
      | 4    | Jc Jd 5c | 3h Kc 6c 2h |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
      | 1    | check    |
      | 2    | fold     |
      | 3    | check    |
      | 4    | check    |
    And the rest of the hand is checked and called down
    Then the hand is over
    And the status of seat 2 is folded
    And seat 1 wins 12
    And the event log records
      | event  | seat |
      | fold   | 2    |
      | killed | 2    |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-034
  Scenario Outline: Picking up the upcards when facing a bet is a fold
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 9c 8h | 5h |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    And seat 4 brings in
    And seat 2 picks up the upcards
    Then the status of seat 2 is folded
    And seat 2 is dealt no cards
    And seat 1 is to act
    When seat 1 calls
    Then seat 3 is to act
    And the event log records
      | event           | seat |
      | pick-up-upcards | 2    |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-034
  Scenario Outline: Picking up the upcards with no bet to face is for the floor
    Given the rules of profile "<profile>"
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
    And seat 2 picks up the upcards
    Then a floor ruling is required
    When the floor rules "play-on"
    Then no floor ruling is required
    And the status of seat 2 is active
    And seat 1 is to act

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-034
  Scenario Outline: The floor may rule the hand dead
    Given the rules of profile "<profile>"
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
    And seat 2 picks up the upcards
    And the floor rules "dead-hand" for seat 2
    Then the status of seat 2 is dead
    And seat 1 is to act

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-035
  Scenario Outline: At the showdown picking up the upcards has no effect
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 2h | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
      | 3    | 7s 6d 3c | Tc 4s 8d 2s |
      | 4    | Jc Jd 5c | 3h Kc 6c Ks |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
    And the hand is checked down to the showdown
    And seat 2 picks up the upcards
    Then the status of seat 2 is active
    And the event log records
      | event           | seat |
      | pick-up-upcards | 2    |
    When the rest of the hand is checked and called down
    Then seat 2 wins 12

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |
