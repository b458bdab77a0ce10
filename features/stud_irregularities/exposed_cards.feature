Feature: Hole cards exposed by the dealer
  If the dealer accidentally shows a player's first or second downcard, the
  player's third card is dealt face down: the exposed card plays as the
  upcard.  If both downcards are dealt face up, the hand is dead and the ante
  is returned.  If the first card dealt face up would have been the low card,
  the action starts with the first hand to that player's left, who may fold,
  bring in or complete.  In tournaments a downcard dealt face up is a
  misdeal.  A card dealt off the table counts as an exposed card.

  The error is reported right after the starting hands are dealt, before
  anyone acts (the conflict register reads "shown", "dealt face up" and
  "dealt off the table" as one event, CF-017, and the dead hand alone as the
  one excused from the bring-in, CF-018).  When that hand folds, the next hand on its left
  has the same choice, and so on round the table (CF-104).

  In the original words of the sources:
    CR-007 (000, es): Si tu primera o segunda carta tapada se muestra accidentalmente por el
      dealer, entonces tu tercera carta se repartirá tapada.
    CR-012 (000, es): La primera ronda de apuestas comienza con una apuesta forzada por la carta
      descubierta más baja por palo.
    CR-008 (000, es): Si ambas cartas tapadas se reparten descubiertas, tienes una mano muerta y
      recibes tu ante de vuelta.
    CR-009 (000, es): Si la primera carta repartida descubierta habría sido la carta más baja, la
      acción comienza con la primera mano a la izquierda de ese jugador.
    CR-010 (000, es): Ese jugador puede retirarse, abrir con la apuesta forzada o abrir con una
      apuesta completa.
    CR-011 (000, es): (En los torneos, si se reparte una carta tapada descubierta, es un misdeal).
    CR-036 (000, es): Una carta repartida fuera de la mesa se considera una carta expuesta.

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

  @clause:CR-007
  Scenario Outline: An exposed hole card plays face up and the third card is dealt face down
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 9c 8h | 4h |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    And the dealer exposes seat 2's downcard 9c
    Then the upcards of seat 2 are 9c
    And seat 2 holds 2 downcards
    And seat 2 holds the downcards 8h 4h
    And the status of seat 2 is active
    And the event log records
      | event        | seat | cards |
      | exposed-card | 2    | 9c    |
      | turn-down    | 2    |       |
    And the dealer announces low-card for seat 4
    And seat 4 is to act

    Examples: cash games
      | profile             |
      | cardroom-stud       |
      | es-stud-split-limit |
      | es-stud-limited-pot |

  @clause:CR-007 @clause:CR-012
  Scenario Outline: A live hand whose exposed card is the lowest brings in
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 2c 8h | Kh |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    Then seat 4 is to act
    When the dealer deals seat 2's downcard 2c face up
    Then the upcards of seat 2 are 2c
    And the dealer announces low-card for seat 2
    And seat 2 is to act
    And the legal actions are
      | action   | amount |
      | bring-in | 2      |
      | complete | 5      |

    Examples: cash games
      | profile             |
      | cardroom-stud       |
      | es-stud-split-limit |
      | es-stud-limited-pot |

  @clause:CR-008
  Scenario Outline: Both hole cards dealt face up: a dead hand, and the ante comes back
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 9c 8h | 4h |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    And the dealer deals both of seat 2's downcards face up
    Then the status of seat 2 is dead
    And seat 2 is dealt no cards
    And seat 2 has 100 chips
    And the pot is 3
    And the event log records
      | event     | seat | amount |
      | dead-hand | 2    |        |
      | return    | 2    | 1      |
    And seat 4 is to act
    When the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | fold     |
      | 3    | fold     |
    Then seat 4 wins 3
    And seat 4 gets back 2 uncalled
    And the dead hands are
      | seat | cause             |
      | 2    | downcards-exposed |

    Examples: cash games
      | profile             |
      | cardroom-stud       |
      | es-stud-split-limit |
      | es-stud-limited-pot |

  @clause:CR-008
  Scenario Outline: The second hole card exposed after the first makes the hand dead
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 9c 8h | 4h |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    And the dealer exposes seat 2's downcard 9c
    And the dealer exposes seat 2's downcard 8h
    Then the status of seat 2 is dead
    And seat 2 has 100 chips

    Examples: cash games
      | profile             |
      | cardroom-stud       |
      | es-stud-split-limit |
      | es-stud-limited-pot |

  @clause:CR-009 @clause:CR-010
  Scenario Outline: The dead hand's card would have been the low card: the hand on its left acts
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 2c 8h | Kh |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 9d |
    When the hand starts
    And the dealer deals both of seat 2's downcards face up
    Then the status of seat 2 is dead
    And seat 3 is to act
    And the legal actions are
      | action   | amount |
      | fold     |        |
      | bring-in | 2      |
      | complete | 5      |
    And the event log records
      | event         | seat |
      | action-starts | 3    |
    When seat 3 brings in
    Then seat 4 is to act
    And the legal actions are
      | action   | amount |
      | fold     |        |
      | call     | 2      |
      | complete | 5      |

    Examples: cash games
      | profile             |
      | cardroom-stud       |
      | es-stud-split-limit |
      | es-stud-limited-pot |

  @clause:CR-010
  Scenario Outline: The first hand on the dead hand's left may open with a full bet or fold
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 2c 8h | Kh |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 9d |
    When the hand starts
    And the dealer deals both of seat 2's downcards face up
    And seat 3 completes to 5
    Then seat 3 has 94 chips
    And seat 4 is to act
    When seat 4 folds
    And seat 1 folds
    Then seat 3 wins 3
    And seat 3 gets back 5 uncalled

    Examples: cash games
      | profile             |
      | cardroom-stud       |
      | es-stud-split-limit |
      | es-stud-limited-pot |

  @clause:CR-010
  Scenario Outline: The first hand on the left folds: the next hand has the same choice, and the last hand left wins
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 2c 8h | Kh |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 9d |
    When the hand starts
    And the dealer deals both of seat 2's downcards face up
    And seat 3 folds
    Then seat 4 is to act
    And the legal actions are
      | action   | amount |
      | fold     |        |
      | bring-in | 2      |
      | complete | 5      |
    When seat 4 folds
    Then the hand is over
    And seat 1 wins 3

    Examples: cash games
      | profile             |
      | cardroom-stud       |
      | es-stud-split-limit |
      | es-stud-limited-pot |

  @clause:CR-008 @clause:CR-012
  Scenario Outline: A dead hand whose card would not have been low: the low card brings in
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Ac 8h | Kh |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    And the dealer deals both of seat 2's downcards face up
    Then the status of seat 2 is dead
    And seat 4 is to act
    And the legal actions are
      | action   | amount |
      | bring-in | 2      |
      | complete | 5      |

    Examples: cash games
      | profile             |
      | cardroom-stud       |
      | es-stud-split-limit |
      | es-stud-limited-pot |

  @clause:CR-011
  Scenario Outline: In a tournament a downcard dealt face up is a misdeal
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 9c 8h | 4h |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    And the dealer <error>
    Then the starting hands are dealt again
    And the pot is 4
    And the event log records
      | event   |
      | misdeal |
    When the rest of the hand is checked and called down
    Then the hand result reports a misdeal
    And no hand is dead

    Examples: tournament
      | profile                  | error                                |
      | cardroom-stud-tournament | deals seat 2's downcard 9c face up   |
      | cardroom-stud-tournament | exposes seat 3's downcard 6d         |
      | cardroom-stud-tournament | deals both of seat 1's downcards face up |

  @clause:CR-036 @clause:CR-007
  Scenario Outline: A hole card dealt off the table is an exposed card
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 9c 8h | 4h |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    And the dealer deals seat 2's card 9c off the table
    Then the upcards of seat 2 are 9c
    And seat 2 holds 2 downcards
    And the event log records
      | event        | seat | cards |
      | exposed-card | 2    | 9c    |
      | turn-down    | 2    |       |

    Examples: cash games
      | profile             |
      | cardroom-stud       |
      | es-stud-split-limit |
      | es-stud-limited-pot |

  @clause:CR-036 @clause:CR-011
  Scenario Outline: In a tournament a hole card dealt off the table is a misdeal
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 9c 8h | 4h |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    And the dealer deals seat 2's card 9c off the table
    Then the starting hands are dealt again
    And the event log records
      | event        | seat | cards |
      | exposed-card | 2    | 9c    |
      | misdeal      |      |       |

    Examples: tournament
      | profile                  |
      | cardroom-stud-tournament |

  @clause:CR-036
  Scenario Outline: An upcard dealt off the table stands
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 9c 8h | 4h |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    And the dealer deals seat 3's card Tc off the table
    Then the upcards of seat 3 are Tc
    And seat 3 holds the downcards 7s 6d
    And the event log records
      | event        | seat | cards |
      | exposed-card | 3    | Tc    |
    And seat 4 is to act
    When the rest of the hand is checked and called down
    Then the hand result reports no misdeal
    And no hand is dead

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-009
  Scenario Outline: Only the first card dealt face up is judged: a dead hand whose second downcard is the lowest does not pass the action to its left
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Ac 2d | Kh |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    And the dealer deals both of seat 2's downcards face up
    Then the status of seat 2 is dead
    And seat 4 is to act
    And the legal actions are
      | action   | amount |
      | bring-in | 2      |
      | complete | 5      |

    Examples: cash games
      | profile             |
      | cardroom-stud       |
      | es-stud-split-limit |
      | es-stud-limited-pot |
