Feature: Who acts first from fourth street on
  From fourth street on, the highest hand showing on the board starts the
  action: pairs, trips and quads before high cards, the higher before the
  lower; straights and flushes do not count on board.  Three of a kind ranks
  above two pair, and equal pairs go by the side cards.  If that player
  checks, the action passes clockwise.  Equal boards are decided by position
  (the player dealt to first, from the dealer's left, acts first -- not the
  lowest seat number) or, in the German rules, by suit.

  In the original words of the sources:
    CR-013 (000, es): En las rondas de apuestas posteriores, la mano alta en la mesa inicia la
      acción
    DE-030 (002, de): Ab diesem Zeitpunkt geht die erste Aktion an den Spieler mit der höchsten
      offenen Hand.
    DE-031 (002, de): Der Spieler mit dem höchsten Paar bzw. mit den höchsten beiden Karten muss
      dann entscheiden ob er einen Einsatz macht (ein voller Low Bet) oder checkt.
    DE-032 (002, de): Wenn er checkt geht die Initiative im Uhrzeigersinn an den nächsten Spieler,
      welcher noch im Spiel ist.
    DE-037 (002, de): Der Ablauf ist wie bei der 4th Street, der Spieler mit der höchsten Hand
      agiert als erster.
    DE-041 (002, de): Der Ablauf ist wie bei 5th Street, erneut beginnt der Spieler mit der
      höchsten Hand als erstes.
    DE-044 (002, de): Erneut agiert der Spieler mit der höchsten sichtbaren Hand zuerst.
    CR-014 (000, es): (un empate se resuelve por posición, con el jugador que recibió cartas
      primero actuando primero).
    DE-034 (002, de): Wenn zwei Spieler identische offene Kartenwerte haben, wird nach der Farbe
      entschieden, erneut gilt die Reihenfolge (von niedrig nach hoch): Kreuz (Clubs), Karo
      (Diamond), Herz (Heart) und Pik (Spade).
    DE-023 (002, de): Jeder Spieler muss nun entscheiden, ob er in der Hand bleiben möchte, die
      Hand aufgibt oder raist.
    DE-027 (002, de): Wenn ein Spieler sich entscheidet zu folden, deckt er seine offene Karte zu
      und schiebt seine Karten in die Tischmitte.
    DE-027 (002, de): Wenn ein Spieler sich entscheidet zu folden, deckt er seine offene Karte zu
      und schiebt seine Karten in die Tischmitte.

  Background:
    Given the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 200   |
    And the dealer button is at seat 4

  Scenario Outline: The highest board acts first, and a check passes the action clockwise
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Qh 9c |
      | 2    | Qs Jd | 3d 8h |
      | 3    | 9s 8d | 7s Ac |
      | 4    | 7c 6d | 5c Kc |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    Then seat 3 is to act
    And the dealer announces high-hand for seat 3
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    | 5      |
    When seat 3 checks
    Then seat 4 is to act

    @clause:CR-013
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-030 @clause:DE-031 @clause:DE-032
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-019 @clause:ON-020 @clause:ON-025
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: A pair beats high cards, the higher pair the lower, on every street
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd Th | 3d 8h 3s 5s |
      | 3    | 9s 8d 7h | 7s Ac Kh Ad |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    And the street is checked around
    Then the phase is fifth-street
    And seat 2 is to act
    And the dealer announces high-hand for seat 2
    When the street is checked around
    Then the phase is sixth-street
    And seat 3 is to act
    When the street is checked around
    Then the phase is seventh-street
    And seat 3 is to act

    @clause:CR-013
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-031 @clause:DE-037 @clause:DE-041 @clause:DE-044
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-034 @clause:ON-040
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: Straights and flushes do not count on board
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | Ac Jh | 5h 6h 7h 8h |
      | 2    | Qs Jd | Kd 9c 4s 2d |
      | 3    | 9s 8d | 3c 4c 9d Td |
      | 4    | Tc 6s | Qd 2h 6d 7c |
    When the hand starts
    And the actions are
      | seat | action   |
      | 3    | bring-in |
      | 4    | call     |
      | 1    | call     |
      | 2    | call     |
    And the street is checked around
    And the street is checked around
    Then the phase is sixth-street
    And seat 2 is to act
    And the dealer never announces possible-straight
    And the dealer never announces possible-flush

    @clause:CR-013
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-041
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-040
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: Equal boards are decided by position or by suit: <suits>
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up        |
      | 1    | As Kd | <board 1> |
      | 2    | Qs Jd | 3d 8h     |
      | 3    | 9s 8d | <board 3> |
      | 4    | 7c 6d | 5c 9c     |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    Then seat <first> is to act
    And the dealer announces high-hand for seat <first>

    @clause:CR-014
    Examples: by position: the player dealt to first acts first
      | profile                  | suits                               | board 1 | board 3 | first |
      | cardroom-stud            | spades above clubs                  | Tc 7d   | Ts 7h   | 1     |
      | cardroom-stud            | spades above hearts                 | Th 7d   | Ts 7h   | 1     |
      | cardroom-stud            | diamonds above clubs                | Tc 7d   | Td 7h   | 1     |
      | cardroom-stud            | hearts above diamonds               | Td 7d   | Th 7h   | 1     |
      | cardroom-stud            | spades above clubs, the spade first | Ts 7d   | Tc 7h   | 1     |
      | cardroom-stud-tournament | spades above clubs                  | Tc 7d   | Ts 7h   | 1     |
      | cardroom-stud-tournament | spades above hearts                 | Th 7d   | Ts 7h   | 1     |
      | cardroom-stud-tournament | diamonds above clubs                | Tc 7d   | Td 7h   | 1     |
      | cardroom-stud-tournament | hearts above diamonds               | Td 7d   | Th 7h   | 1     |
      | cardroom-stud-tournament | spades above clubs, the spade first | Ts 7d   | Tc 7h   | 1     |
      | es-stud-split-limit      | spades above clubs                  | Tc 7d   | Ts 7h   | 1     |
      | es-stud-split-limit      | spades above hearts                 | Th 7d   | Ts 7h   | 1     |
      | es-stud-split-limit      | diamonds above clubs                | Tc 7d   | Td 7h   | 1     |
      | es-stud-split-limit      | hearts above diamonds               | Td 7d   | Th 7h   | 1     |
      | es-stud-split-limit      | spades above clubs, the spade first | Ts 7d   | Tc 7h   | 1     |
      | es-stud-limited-pot      | spades above clubs                  | Tc 7d   | Ts 7h   | 1     |
      | es-stud-limited-pot      | spades above hearts                 | Th 7d   | Ts 7h   | 1     |
      | es-stud-limited-pot      | diamonds above clubs                | Tc 7d   | Td 7h   | 1     |
      | es-stud-limited-pot      | hearts above diamonds               | Td 7d   | Th 7h   | 1     |
      | es-stud-limited-pot      | spades above clubs, the spade first | Ts 7d   | Tc 7h   | 1     |

    @clause:ON-014 @clause:ON-021
    Examples: by position in the online room: the player nearest the dealer's left
      | profile     | suits                               | board 1 | board 3 | first |
      | online-stud | spades above clubs                  | Tc 7d   | Ts 7h   | 1     |
      | online-stud | spades above hearts                 | Th 7d   | Ts 7h   | 1     |
      | online-stud | diamonds above clubs                | Tc 7d   | Td 7h   | 1     |
      | online-stud | hearts above diamonds               | Td 7d   | Th 7h   | 1     |
      | online-stud | spades above clubs, the spade first | Ts 7d   | Tc 7h   | 1     |

    @clause:DE-034
    Examples: by suit in the German rules: clubs, diamonds, hearts, spades from low to high
      | profile     | suits                               | board 1 | board 3 | first |
      | german-stud | spades above clubs                  | Tc 7d   | Ts 7h   | 3     |
      | german-stud | spades above hearts                 | Th 7d   | Ts 7h   | 3     |
      | german-stud | diamonds above clubs                | Tc 7d   | Td 7h   | 3     |
      | german-stud | hearts above diamonds               | Td 7d   | Th 7h   | 3     |
      | german-stud | spades above clubs, the spade first | Ts 7d   | Tc 7h   | 1     |

  Scenario Outline: Equal boards are decided by the seat dealt to first, not by the seat number
    Given the rules of profile "<profile>"
    And the dealer button is at seat 2
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Tc 7d |
      | 2    | Qs Jd | 3d 8h |
      | 3    | 9s 8d | Ts 7h |
      | 4    | 7c 6d | 5c 9c |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    Then seat 3 is to act
    And the dealer announces high-hand for seat 3

    @clause:CR-014
    Examples: by position: with the button at seat 2, seat 3 is dealt to first
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:ON-021
    Examples: online room: seat 3 is the player nearest the dealer's left
      | profile     |
      | online-stud |

  Scenario Outline: Equal pairs on board are decided by the side card before position or suit
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up       |
      | 1    | Ah Qd | 8s 2d 8h |
      | 2    | Qs Jd | 3d 9h 4c |
      | 3    | 9s 7d | 8c Kd 8d |
      | 4    | 7c 6d | 5c Jc 6h |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    Then seat 3 is to act
    When the street is checked around
    Then the phase is fifth-street
    And seat 3 is to act
    And the dealer announces high-hand for seat 3

    @clause:CR-013
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-037
    Examples: German rules: the king decides before the suits of the eights
      | profile     |
      | german-stud |

    @clause:ON-034
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: On sixth street three of a kind showing acts before two pair
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | Ac Kc | 9c 9d 4h 4s |
      | 2    | Qs Jc | 3d 8h Jd Ts |
      | 3    | 9s 8d | 5c 5d Kh 5h |
      | 4    | 7c 6d | 7h 6c 2s Qc |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    Then seat 1 is to act
    When the street is checked around
    Then seat 1 is to act
    When the street is checked around
    Then the phase is sixth-street
    And seat 3 is to act
    And the dealer announces high-hand for seat 3

    @clause:CR-013
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-041
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-040
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: A player who checked may raise a later bet
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Qh 9c |
      | 2    | Qs Jd | 3d 8h |
      | 3    | 9s 8d | 7s Ac |
      | 4    | 7c 6d | 5c Kc |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | call     |        |
      | 4    | call     |        |
      | 1    | call     |        |
      | 3    | check    |        |
      | 4    | bet      | 5      |
    Then the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 5      |
      | raise  | 10     |
    When the actions are
      | seat | action | amount |
      | 1    | fold   |        |
      | 2    | fold   |        |
    Then seat 3 may raise for 10
    When seat 3 raises to 10
    Then seat 4 is to act
    And 1 raises have been made this round

    @clause:DE-023
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-026 @clause:ON-027
    Examples: online room
      | profile     |
      | online-stud |

  @clause:DE-027
  Scenario Outline: A player who folds turns his upcards down: they are no longer shown
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Qh 9c |
      | 2    | Qs Jd | 3d 8h |
      | 3    | 9s 8d | 7s Ac |
      | 4    | 7c 6d | 5c Kc |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | fold     |
    Then the upcards of seat 4 are none
    And the upcards of seat 3 are 7s
    When the actions are
      | seat | action |
      | 1    | call   |
    And the street is checked around
    And the actions are
      | seat | action | amount |
      | 3    | bet    | 10     |
      | 1    | fold   |        |
    Then the upcards of seat 1 are none
    And the upcards of seat 4 are none

    Examples: German rules
      | profile     |
      | german-stud |


  Scenario Outline: Equal paired boards in the German rules are decided by the higher suit of the pair
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up       |
      | 1    | Ah Qd | 8c Kd 8s |
      | 2    | Qs Jd | 3d 9h 4c |
      | 3    | 9s 7d | 8h Ks 8d |
      | 4    | 7c 6d | 5c Jc 6h |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    Then seat 3 is to act
    When the street is checked around
    Then the phase is fifth-street
    And seat 1 is to act
    And the dealer announces high-hand for seat 1

    @clause:DE-034 @clause:DE-037
    Examples: German rules: the spade of the eights, not the kings' suits nor the first eight
      | profile     |
      | german-stud |
