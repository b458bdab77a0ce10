Feature: The showdown
  The cards speak: the best five-card poker hand out of a player's seven
  cards wins.  The player who made the last bet or raise on seventh street
  shows first -- if nobody bet, the first player who could have bet -- and
  the others follow clockwise, each showing or mucking.  Under the German
  rules the first player too may muck instead of showing; elsewhere he must
  show, and a later player may muck once a hand has been shown against him.
  Nobody mucks the last hand left in a pot.  Hands of the same
  kind are decided by the highest cards, then by the kickers; identical hands
  split the pot, the odd chip going by the profile's rule (by suit, the
  highest card of the winning five; two odd chips go one each to the first
  two winners).  A high hand all in on seventh street does not show first
  after a check: the first player who could bet does.  The chips of a player
  who folds stay in every pot he put them in.  A player who wins because
  everyone else folded need not show.

  In the original words of the sources:
    CR-003 (000, es): La mejor mano de póker de cinco cartas gana el bote.
    ES-113-2 (004, es): El objeto es alcanzar la combinación de cartas de mayor valor posible con
      las siete cartas entregadas por el "croupier", teniendo en cuenta que sólo tienen valor
      cinco de ellas, al ser descubiertas por el jugador.
    DE-050 (002, de): Der Spieler, welcher als letzter gesetzt oder geraist hatte, zeigt seine
      Hand als erstes (oder muckt),
    DE-051 (002, de): dieser Ablauf geht dann im Uhrzeigersinn von Spieler zu Spieler weiter (Hand
      zeigen oder mucken).
    DE-048 (002, de): Nun sind die Setzrunden abgeschlossen und es kommt zum Showdown.
    DE-049 (002, de): Jeder Spieler in der Hand kann nun seine beste 5-Karten Hand zeigen und
      versuchen den Pot zu gewinnen.
    ES-113-1 (004, es): El "Seven Stud Póker" es una variante de póquer de círculo que enfrenta a
      varios jugadores entre sí y que se juega con una baraja de 52 cartas.
    DE-003 (002, de): Das Ziel des Spiels ist es aus den sieben Karten die bestmögliche Pokerhand
      zu bilden.
    DE-052 (002, de): Die Hand mit den besten 5-Karten Pokerhand (5 aus 7 Karten) gewinnt.
    DE-053 (002, de): Eine der folgenden Kombinationen kann genutzt werden.
    DE-054 (002, de): 5 aus 7 Karten
    DE-057 (002, de): Wenn immer noch Gleichstand herrscht, entscheidet der "Kicker".
    DE-058 (002, de): Dazu schaut man sich die höchste Karte an, welche nicht in der Kombination
      verwendet wird.
    DE-056 (002, de): Wenn zwei oder mehrere Hände dieselben Werte haben, gewinnt die Karte mit
      dem höchsten Wert, z.B. ein Flush mit einem As ist höher als ein Flush mit einem König.
    DE-059 (002, de): Wenn ein Spiel unentschieden ausgeht, wird der Pott durch zwei geteilt,
    DE-060 (002, de): ist der Pott ungerade, bekommt der Spieler links vom Dealer den Überschuss.
    CR-062 (000, es): Un jugador que iguala una apuesta, aunque esté siendo superado por las
      cartas descubiertas de un oponente no tiene derecho a un reembolso.

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

  Scenario Outline: The last raiser on seventh street shows first, then clockwise
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd Th | 3d 8h 6c 5s |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    And the actions are
      | seat | action | amount |
      | 3    | check  |        |
      | 4    | bet    | 10     |
      | 1    | raise  | 20     |
      | 2    | fold   |        |
      | 3    | call   |        |
      | 4    | call   |        |
    Then the phase is showdown
    And seat 1 is to act
    And the legal actions are
      | action | amount |
      | show   |        |
    When seat 1 shows
    Then seat 3 is to act
    And the legal actions are
      | action | amount |
      | show   |        |
      | muck   |        |
    When seat 3 shows
    And seat 4 mucks
    Then the show order is 1, 3 and 4
    And seat 3 wins 72

    @clause:CR-003
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:CR-003 @clause:ES-113-2
    Examples: Spanish regulation
      | profile             |
      | es-stud-split-limit |
      | es-stud-limited-pot |

    @clause:ON-049 @clause:ON-050 @clause:ON-053 @clause:ON-056 @clause:ON-057
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: After the first hand the others are shown clockwise, whichever pots they contest
    Seat 3 is all in on third street and contests the main pot only; seat 1
    bets on seventh street into a side pot and seat 4 calls.  Seat 1 bet last
    so he shows first; seat 3 is next clockwise and shows before seat 4,
    though seat 4 contests more pots.
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 3     |
      | 4    | 200   |
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd Th | 3d 8h 6c 5s |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    Then the status of seat 3 is all-in
    When the street is checked around
    And the street is checked around
    And the street is checked around
    And the actions are
      | seat | action | amount |
      | 4    | check  |        |
      | 1    | bet    | 10     |
      | 2    | fold   |        |
      | 4    | call   |        |
    Then the phase is showdown
    And seat 1 is to act
    When the players show their hands in turn
    Then the show order is 1, 3 and 4
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 12     | 3       |
      | 1   | 20     | 1       |

    @clause:CR-003
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:CR-003 @clause:ES-113-2
    Examples: Spanish regulation
      | profile             |
      | es-stud-split-limit |
      | es-stud-limited-pot |

    @clause:DE-050 @clause:DE-051
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-049 @clause:ON-050
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: Without a bet on seventh street the first player who could bet shows first
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd Th | 3d 8h 6c 5s |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    And the hand is checked down to the showdown
    Then seat 3 is to act
    When the players show their hands in turn
    Then the show order is 3, 4, 1 and 2
    And seat 3 wins 12

    @clause:CR-003
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:CR-003 @clause:ES-113-2
    Examples: Spanish regulation
      | profile             |
      | es-stud-split-limit |
      | es-stud-limited-pot |

    @clause:DE-050 @clause:DE-051
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-051
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: A bet on an earlier street does not decide who shows first after a checked seventh street
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd Th | 3d 8h 6c 5s |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    And the street is checked around
    And the street is checked around
    And the actions are
      | seat | action | amount |
      | 3    | check  |        |
      | 4    | check  |        |
      | 1    | bet    | <bet>  |
      | 2    | call   |        |
      | 3    | call   |        |
      | 4    | call   |        |
    And the street is checked around
    Then the phase is showdown
    And seat 3 is to act
    When the players show their hands in turn
    Then the show order is 3, 4, 1 and 2
    And seat 3 wins <pot>

    @clause:CR-003
    Examples: card room
      | profile                  | bet | pot |
      | cardroom-stud            | 10  | 52  |
      | cardroom-stud-tournament | 10  | 52  |

    @clause:CR-003 @clause:ES-113-2
    Examples: Spanish regulation
      | profile             | bet | pot |
      | es-stud-split-limit | 10  | 52  |
      | es-stud-limited-pot | 6   | 36  |

    @clause:DE-050 @clause:DE-051
    Examples: German rules
      | profile     | bet | pot |
      | german-stud | 10  | 52  |

    @clause:ON-050 @clause:ON-051
    Examples: online room
      | profile     | bet | pot |
      | online-stud | 10  | 52  |

  Scenario Outline: Without a bet on seventh street the high hand all in does not show first: the first player who could bet does
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 6     |
      | 4    | 200   |
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd    | 3d 8h       |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 5      |
      | 4    | call     |        |
      | 1    | call     |        |
      | 2    | call     |        |
    And the actions are
      | seat | action | amount |
      | 4    | bet    | 5      |
      | 1    | call   |        |
      | 2    | fold   |        |
    And the street is checked around
    And the street is checked around
    Then the phase is seventh-street
    And the status of seat 3 is all-in
    And seat 4 is to act
    When the street is checked around
    And the players show their hands in turn
    Then the show order is 4, 1 and 3

    @clause:CR-003
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:CR-003 @clause:ES-113-2
    Examples: Spanish regulation
      | profile             |
      | es-stud-split-limit |
      | es-stud-limited-pot |

    @clause:DE-050 @clause:DE-051
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-051
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: Heads-up, the bettor on seventh street shows first, not the player who called
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
    And the dealer button is at seat 3
    And the cards are dealt
      | seat | down     | up          |
      | 1    | Ac 9c 7c | Jc 5c Kd 8h |
      | 2    | 9d Td 4h | Js Qh Ks 6d |
      | 3    | 3h 3s    | 2c          |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 3    | bring-in |        |
      | 1    | complete | 5      |
      | 2    | call     |        |
      | 3    | fold     |        |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    And the actions are
      | seat | action | amount |
      | 2    | check  |        |
      | 1    | bet    | 10     |
      | 2    | call   |        |
    Then seat 1 is to act
    When the players show their hands in turn
    Then the show order is 1 and 2
    And seat 1 wins 35

    @clause:CR-003
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:CR-003 @clause:ES-113-2
    Examples: Spanish regulation
      | profile             |
      | es-stud-split-limit |
      | es-stud-limited-pot |

    @clause:DE-050 @clause:DE-051
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-050 @clause:ON-052
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: The last raiser may muck instead of showing only where the profile allows it
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd Th | 3d 8h 6c 5s |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    And the actions are
      | seat | action | amount |
      | 3    | check  |        |
      | 4    | bet    | 10     |
      | 1    | raise  | 20     |
      | 2    | fold   |        |
      | 3    | call   |        |
      | 4    | call   |        |
    Then the phase is showdown
    And seat 1 is to act
    When seat 1 tries to muck
    Then seat <next to act> is to act
    When the players show their hands in turn
    Then the show order is 1, 3 and 4
    And seat 3 wins 72

    @clause:DE-050
    Examples: German rules: the first player shows "(oder muckt)"
      | profile     | next to act |
      | german-stud | 3           |

    @clause:ON-056
    Examples: online room: the last raiser must show, the muck is refused
      | profile     | next to act |
      | online-stud | 1           |

  Scenario Outline: A hand shown in the main pot alone does not let a player muck a side pot
    Everyone is all in on third street: seat 1 for 6 chips, seats 2 and 3 for
    20.  Nobody can bet on seventh street, so the high board, seat 1's, shows
    first.  Seat 1 contests only the main pot; the side pot of seats 2 and 3
    has no hand shown yet, so seat 2 must show.
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 6     |
      | 2    | 20    |
      | 3    | 20    |
    And the dealer button is at seat 3
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Ah Ad Kc 9s |
      | 2    | Qs Jd Th | 2d 7h 8c Js |
      | 3    | 9h 8d 3h | 5c Qd Tc 4s |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 5      |
      | 1    | call     |        |
      | 2    | raise    | 10     |
      | 3    | raise    | 15     |
      | 2    | raise    | 19     |
      | 3    | call     |        |
    Then the phase is showdown
    And seat 1 is to act
    When seat 1 shows
    Then seat 2 is to act
    And the legal actions are
      | action | amount |
      | show   |        |
    When the players show their hands in turn
    Then the show order is 1, 2 and 3
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 18     | 1       |
      | 1   | 28     | 2       |

    @clause:CR-003
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:CR-003 @clause:ES-113-2
    Examples: Spanish regulation
      | profile             |
      | es-stud-split-limit |
      | es-stud-limited-pot |

    @clause:ON-056
    Examples: online room
      | profile     |
      | online-stud |

  @clause:DE-049 @clause:DE-050 @clause:DE-051
  Scenario Outline: Under the German rules each player in turn shows or mucks, the first one included
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd Th | 3d 8h 6c 5s |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    And the actions are
      | seat | action | amount |
      | 3    | check  |        |
      | 4    | bet    | 10     |
      | 1    | raise  | 20     |
      | 2    | fold   |        |
      | 3    | call   |        |
      | 4    | call   |        |
    Then the phase is showdown
    And seat 1 is to act
    And the legal actions are
      | action | amount |
      | show   |        |
      | muck   |        |
    When seat 1 mucks
    Then seat 3 is to act
    And the legal actions are
      | action | amount |
      | show   |        |
      | muck   |        |
    When seat 3 shows
    And seat 4 mucks
    Then the show order is 1, 3 and 4
    And the shown hands are
      | seat | hand                                    |
      | 3    | one pair, sevens, ace-king-nine kickers |
    And seat 3 wins 72

    Examples: German rules
      | profile     |
      | german-stud |

  @clause:DE-050 @clause:DE-051
  Scenario Outline: Under the German rules, when all but one muck, the last player wins without showing
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd Th | 3d 8h 6c 5s |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    And the actions are
      | seat | action | amount |
      | 3    | check  |        |
      | 4    | bet    | 10     |
      | 1    | raise  | 20     |
      | 2    | fold   |        |
      | 3    | call   |        |
      | 4    | call   |        |
    Then the phase is showdown
    And seat 1 is to act
    When seat 1 mucks
    And seat 3 mucks
    Then the hand is over
    And the hand history records no show
    And the show order is 1 and 3
    And seat 4 wins 72

    Examples: German rules
      | profile     |
      | german-stud |

  @clause:ON-052
  Scenario Outline: A check and a bet: the bettor shows first
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd Th | 3d 8h 6c 5s |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    And the actions are
      | seat | action | amount |
      | 3    | check  |        |
      | 4    | bet    | 10     |
      | 1    | call   |        |
      | 2    | call   |        |
      | 3    | call   |        |
    Then seat 4 is to act
    When the players show their hands in turn
    Then the show order is 4, 1, 2 and 3

    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: The cards speak: the best five of the seven cards wins
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | Ah Kh 2h | 9h 5c 5d Jh |
      | 2    | Qs Jd Th | 3d 8h 9c 7s |
      | 3    | 9s 8d 7h | 7c Ac Kd 3c |
      | 4    | 6c 6d 2c | 5s Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    And the hand is checked down to the showdown
    And the players show their hands in turn
    Then the shown hands are
      | seat | hand                                    |
      | 1    | flush, A-K-J-9-2                        |
      | 2    | straight, queen high                    |
      | 3    | one pair, sevens, ace-king-nine kickers |
      | 4    | one pair, sixes, king-jack-ten kickers  |
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 12     | 1       |

    @clause:CR-003
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:CR-003 @clause:ES-113-1 @clause:ES-113-2
    Examples: Spanish regulation
      | profile             |
      | es-stud-split-limit |
      | es-stud-limited-pot |

    @clause:DE-003 @clause:DE-052 @clause:DE-053 @clause:DE-054
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-059 @clause:ON-060
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: Equal pairs are decided by the kickers
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | Kh Ad 2h | Kd 9c 4d 3s |
      | 2    | Ks Qd 3h | Kc 8h 6c 5s |
      | 3    | 9s 8d    | 7h          |
      | 4    | 7c 6d    | 5c          |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 4    | bring-in |        |
      | 1    | complete | 5      |
      | 2    | call     |        |
      | 3    | fold     |        |
      | 4    | fold     |        |
    And the hand is checked down to the showdown
    And the players show their hands in turn
    Then the shown hands are
      | seat | hand                                     |
      | 1    | one pair, kings, ace-nine-four kickers   |
      | 2    | one pair, kings, queen-eight-six kickers |
    And seat 1 wins 16

    @clause:CR-003
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-057 @clause:DE-058
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-060
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: Of two flushes the one with the highest card wins
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | Ah 3h 2s | 9h 5h 8c Jh |
      | 2    | Kd Qd 3c | Td 4d 6c 7d |
      | 3    | 9s 8d    | Tc          |
      | 4    | 7c 6d    | 5c          |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 4    | bring-in |        |
      | 1    | complete | 5      |
      | 2    | call     |        |
      | 3    | fold     |        |
      | 4    | fold     |        |
    And the hand is checked down to the showdown
    And the players show their hands in turn
    Then the shown hands are
      | seat | hand             |
      | 1    | flush, A-J-9-5-3 |
      | 2    | flush, K-Q-T-7-4 |
    And seat 1 wins 16

    @clause:CR-003
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-056
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-060
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: Identical hands split the pot; the odd chip goes by the profile's rule
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
    And the dealer button is at seat 3
    And the cards are dealt
      | seat | down     | up          |
      | 1    | Ah Kd 2h | Qc Jh 9c 4d |
      | 2    | As Kc 2s | Qd Js 9d 4h |
      | 3    | 3h 5s    | 2c          |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 3    | bring-in |        |
      | 1    | complete | 5      |
      | 2    | call     |        |
      | 3    | fold     |        |
    And the hand is checked down to the showdown
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 15     | 1 and 2 |
    And seat 1 wins <seat 1 wins>
    And seat 2 wins <seat 2 wins>

    @clause:CR-003
    Examples: card room: the odd chip to the highest card by suit, the ace of spades
      | profile                  | seat 1 wins | seat 2 wins |
      | cardroom-stud            | 7           | 8           |
      | cardroom-stud-tournament | 7           | 8           |

    @clause:CR-003 @clause:ES-113-2
    Examples: Spanish regulation: as in the card room
      | profile             | seat 1 wins | seat 2 wins |
      | es-stud-split-limit | 7           | 8           |
      | es-stud-limited-pot | 7           | 8           |

    @clause:DE-059 @clause:DE-060
    Examples: German rules: the odd chip to the player on the dealer's left
      | profile     | seat 1 wins | seat 2 wins |
      | german-stud | 8           | 7           |

    @clause:ON-014 @clause:ON-061
    Examples: online room: the pot split in equal parts, no suits; the odd chip by position
      | profile     | seat 1 wins | seat 2 wins |
      | online-stud | 8           | 7           |

  Scenario Outline: The odd chip by position goes to the first winner on the dealer's left, not to a player who folded
    Seat 1, on the dealer's left, folds on third street; seats 2 and 3 split
    a pot of 15.  The odd chip goes to seat 2, the first of the winners from
    the dealer's left: seat 1 is no longer in the pot.
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
    And the dealer button is at seat 3
    And the cards are dealt
      | seat | down     | up          |
      | 1    | 3h 5s    | 2c          |
      | 2    | As Kc 2s | Qd Js 9d 4h |
      | 3    | Ah Kd 2h | Qc Jh 9c 4d |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 1    | bring-in |        |
      | 2    | complete | 5      |
      | 3    | call     |        |
      | 1    | fold     |        |
    And the hand is checked down to the showdown
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 15     | 2 and 3 |
    And seat 2 wins 8
    And seat 3 wins 7
    And seat 1 wins 0

    @clause:DE-059 @clause:DE-060
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-061
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: A pot split three ways with two odd chips: one odd chip each to the first two winners in the profile's order
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 200   |
      | 5    | 200   |
    And the dealer button is at seat 5
    And the cards are dealt
      | seat | down     | up          |
      | 1    | 9s Kd 8s | 2c 5h 6d 7c |
      | 2    | 9h Qd 8h | Kc 5d 6h 7d |
      | 3    | 9d Jd 8d | Qs 5s 6s 7h |
      | 4    | 4c 3d    | Ac          |
      | 5    | 4s 3s    | Ah          |
    When the hand starts
    And the actions are
      | seat | action   |
      | 1    | bring-in |
      | 2    | call     |
      | 3    | call     |
      | 4    | fold     |
      | 5    | fold     |
    And the hand is checked down to the showdown
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners    |
      | 0   | 11     | 1, 2 and 3 |
    And seat 1 wins 4
    And seat 2 wins 4
    And seat 3 wins 3

    @clause:CR-003
    Examples: card room: by suit, the nine of spades, then the nine of hearts
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:CR-003 @clause:ES-113-2
    Examples: Spanish regulation: as in the card room
      | profile             |
      | es-stud-split-limit |
      | es-stud-limited-pot |

    @clause:DE-060
    Examples: German rules: from the dealer's left
      | profile     |
      | german-stud |

    @clause:ON-061
    Examples: online room: by position from the dealer's left
      | profile     |
      | online-stud |

  Scenario Outline: The odd chip by suit goes by the highest card of the winning five, not of all seven
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
    And the dealer button is at seat 3
    And the cards are dealt
      | seat | down     | up          |
      | 1    | Ad 2c 9c | 5c 6d 7h 8s |
      | 2    | Kc 2d 9s | 5d 6h 7s 8c |
      | 3    | 3h 4s    | 2h          |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 3    | bring-in |        |
      | 1    | complete | 5      |
      | 2    | call     |        |
      | 3    | fold     |        |
    And the hand is checked down to the showdown
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 15     | 1 and 2 |
    And seat 1 wins 7
    And seat 2 wins 8

    @clause:CR-003
    Examples: card room: the nine of spades in the straight, not the ace of diamonds outside it
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:CR-003 @clause:ES-113-2
    Examples: Spanish regulation: only five of the seven cards count
      | profile             |
      | es-stud-split-limit |
      | es-stud-limited-pot |

  Scenario Outline: The chips of a player who folds go to every pot he put them in, side pots too
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 6     |
      | 4    | 200   |
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd    | 3d 8h 5h    |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 5      |
      | 4    | call     |        |
      | 1    | call     |        |
      | 2    | call     |        |
    Then the status of seat 3 is all-in
    And seat 4 is to act
    When the actions are
      | seat | action | amount |
      | 4    | bet    | 5      |
      | 1    | call   |        |
      | 2    | call   |        |
    Then the phase is fifth-street
    And seat 4 is to act
    When the actions are
      | seat | action | amount |
      | 4    | bet    | <bet>  |
      | 1    | call   |        |
      | 2    | fold   |        |
    Then the phase is sixth-street
    And the pots are
      | pot | amount | eligible   |
      | 0   | 24     | 1, 3 and 4 |
      | 1   | <side> | 1 and 4    |
    When the street is checked around
    And the street is checked around
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 24     | 3       |
      | 1   | <side> | 1       |

    @clause:CR-003
    Examples: card room
      | profile                  | bet | side |
      | cardroom-stud            | 10  | 35   |
      | cardroom-stud-tournament | 10  | 35   |

    @clause:CR-003 @clause:ES-113-2
    Examples: Spanish regulation
      | profile             | bet | side |
      | es-stud-split-limit | 10  | 35   |
      | es-stud-limited-pot | 5   | 25   |

    @clause:DE-052
    Examples: German rules
      | profile     | bet | side |
      | german-stud | 10  | 35   |

    @clause:ON-060
    Examples: online room
      | profile     | bet | side |
      | online-stud | 10  | 35   |

  @clause:ON-054 @clause:ON-055
  Scenario Outline: A winner by default need not show, but may
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up       |
      | 1    | As Kd | Qh 9c 4d |
      | 2    | Qs Jd | 3d 8h 6c |
      | 3    | 9s 8d | 7s Ac Kh |
      | 4    | 7c 6d | 5c Kc Js |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | call     |        |
      | 4    | call     |        |
      | 1    | call     |        |
    And the street is checked around
    And the actions are
      | seat | action | amount |
      | 3    | bet    | 10     |
      | 4    | fold   |        |
      | 1    | fold   |        |
      | 2    | fold   |        |
    Then the hand is over
    And no hand is shown
    And seat 3 wins 12
    And seat 3 gets back 10 uncalled
    When seat 3 shows
    Then the shown hands are
      | seat | hand                 |
      | 3    | high card, A-K-9-8-7 |

    Examples: online room
      | profile     |
      | online-stud |

  @clause:CR-062
  Scenario Outline: A player who calls although beaten on board gets no refund
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 2h | 7c 7d 7h 4s |
      | 2    | Ks Kc 3h | Qd Js 9d 4h |
      | 3    | 3c 5s    | 2c          |
      | 4    | 8c 8d    | Tc          |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 3    | bring-in |        |
      | 4    | fold     |        |
      | 1    | complete | 5      |
      | 2    | call     |        |
      | 3    | fold     |        |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    And the actions are
      | seat | action | amount |
      | 1    | bet    | 10     |
      | 2    | call   |        |
    And the players show their hands in turn
    Then the final stacks are
      | seat | stack |
      | 1    | 220   |
      | 2    | 184   |

    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:DE-050 @clause:DE-051
  Scenario Outline: Under the German rules the last live hand of a side pot may not muck it
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 6     |
    And the dealer button is at seat 3
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd Th | 3d 8h 6c 5s |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 5      |
      | 1    | call     |        |
      | 2    | call     |        |
    Then the status of seat 3 is all-in
    When the street is checked around
    And the street is checked around
    And the street is checked around
    And the actions are
      | seat | action | amount |
      | 1    | bet    | 10     |
      | 2    | call   |        |
    Then the phase is showdown
    And seat 1 is to act
    When seat 1 mucks
    Then seat 2 is to act
    And the legal actions are
      | action | amount |
      | show   |        |

    Examples: German rules
      | profile     |
      | german-stud |

  Scenario Outline: A winner by default is not made to show: the result names no shown hand
    Seat 3 bets on sixth street and the last player against him folds: he
    wins the pot without a showdown.  No source of these profiles makes a
    winner by default show, and the register reads them as not requiring it
    (winner_by_default_must_show false: CF-027 for the card room and the
    Spanish regulation, CF-075 for the German rules), so neither the result
    nor the hand history shows his hand.
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | As Kd | Qh 9c 4d    |
      | 2    | Qs Jd | 3d 8h 6c    |
      | 3    | 9s 8d | 7s Ac Kh 2h |
      | 4    | 7c 6d | 5c Kc Js 3h |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | call     |        |
      | 4    | call     |        |
      | 1    | call     |        |
    And the street is checked around
    And the actions are
      | seat | action | amount |
      | 3    | bet    | <bet>  |
      | 4    | call   |        |
      | 1    | fold   |        |
      | 2    | fold   |        |
    Then the phase is sixth-street
    And seat 3 is to act
    When the actions are
      | seat | action | amount |
      | 3    | bet    | 10     |
      | 4    | fold   |        |
    Then the hand is over
    And no hand is shown
    And the hand history records no show
    And seat 3 wins <pot>
    And seat 3 gets back 10 uncalled

    @clause:CR-003
    Examples: card room and Spanish regulation
      | profile                  | bet | pot |
      | cardroom-stud            | 10  | 32  |
      | cardroom-stud-tournament | 10  | 32  |
      | es-stud-split-limit      | 10  | 32  |
      | es-stud-limited-pot      | 5   | 22  |

    @clause:DE-048
    Examples: German rules
      | profile     | bet | pot |
      | german-stud | 10  | 32  |
