Feature: The raise cap
  Each betting round allows at most four bets: the bet (or the completion of
  the bring-in) and three raises, whoever makes them.  The count starts again
  on every street.

  In the original words of the sources:
    CR-024 (000, es): Si el siguiente jugador aumenta la apuesta a $15 (completa la apuesta), se
      permiten hasta tres aumentos cuando se utiliza un límite de tres aumentos.
    ES-114.1-4 (004, es): "Bote limitado": en los dos últimos intervalos de apuestas el límite
      tiene los siguientes valores:
    DE-020 (002, de): Jede Runde erlaubt höchstens 4 Einsätze per Spieler, bestehend aus einem
      Einsatz und 3 Erhöhungen.

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

  Scenario Outline: A bet and three raises on a later street, then only calls
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | As Kd | Qh 9c 4d 2s |
      | 2    | Qs Jd | 3d 8h 6c 5s |
      | 3    | 9s 8d | 7s Ac Kh 3c |
      | 4    | 7c 6d | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    And the street is checked around
    Then the phase is fifth-street
    When the actions are
      | seat | action | amount    |
      | 3    | bet    | <bet>     |
      | 4    | raise  | <raise 1> |
      | 1    | raise  | <raise 2> |
      | 2    | raise  | <raise 3> |
    Then 3 raises have been made this round
    And the legal actions are
      | action | amount    |
      | fold   |           |
      | call   | <raise 3> |
    When the actions are
      | seat | action |
      | 3    | call   |
      | 4    | call   |
      | 1    | call   |
    Then the phase is sixth-street
    And 0 raises have been made this round
    And seat 3 may bet for <sixth street bet>

    @clause:CR-024
    Examples: card room and Spanish regulation
      | profile                  | bet | raise 1 | raise 2 | raise 3 | sixth street bet |
      | cardroom-stud            | 10  | 20      | 30      | 40      | 10               |
      | cardroom-stud-tournament | 10  | 20      | 30      | 40      | 10               |
      | es-stud-split-limit      | 10  | 20      | 30      | 40      | 10               |

    @clause:CR-024 @clause:ES-114.1-4
    Examples: limited pot: the small bet in the first three intervals
      | profile             | bet | raise 1 | raise 2 | raise 3 | sixth street bet |
      | es-stud-limited-pot | 5   | 10      | 15      | 20      | 5-46             |

    @clause:DE-020
    Examples: German rules
      | profile     | bet | raise 1 | raise 2 | raise 3 | sixth street bet |
      | german-stud | 10  | 20      | 30      | 40      | 10               |

    @clause:ON-026
    Examples: online room
      | profile     | bet | raise 1 | raise 2 | raise 3 | sixth street bet |
      | online-stud | 10  | 20      | 30      | 40      | 10               |

  Scenario Outline: A bet all in for less than a full bet opens the round: it and three raises reach the cap
    Seat 1 has the high board on fourth street and 3 chips left: his bet all
    in for 3 is the round's bet, and three raises after it close the round to
    raising (CF-047).
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 6     |
      | 2    | 500   |
      | 3    | 500   |
      | 4    | 500   |
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Ah Kc |
      | 2    | Qs Jd | 3d 8h |
      | 3    | 9s 8d | 7s 6c |
      | 4    | 7c 6d | 5c Jc |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    Then the phase is fourth-street
    And seat 1 is to act
    When the actions are
      | seat | action | amount |
      | 1    | bet    | 3      |
      | 2    | raise  | 8      |
      | 3    | raise  | 13     |
      | 4    | raise  | 18     |
    Then seat 2 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 18     |

    @clause:CR-024
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |

    @clause:CR-024 @clause:ES-114.1-4
    Examples: limited pot: the small bet in the first three intervals
      | profile             |
      | es-stud-limited-pot |

    @clause:DE-020
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-026
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: The cap holds heads-up too: the completion and three raises, then only a call
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 5      |
      | 4    | fold     |        |
      | 1    | fold     |        |
      | 2    | raise    | 10     |
      | 3    | raise    | 15     |
      | 2    | raise    | 20     |
    Then 3 raises have been made this round
    And seat 3 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 20     |

    @clause:CR-024
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-020
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-026
    Examples: online room
      | profile     |
      | online-stud |

  @clause:CR-024 @clause:ES-114.1-4
  Scenario Outline: Limited pot: the cap of a bet and three raises holds in the pot-limited intervals too
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
    When the actions are
      | seat | action | amount |
      | 3    | bet    | 5      |
      | 4    | raise  | 10     |
      | 1    | raise  | 15     |
      | 3    | raise  | 20     |
    Then 3 raises have been made this round
    And seat 4 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 20     |

    Examples: limited pot
      | profile             |
      | es-stud-limited-pot |
