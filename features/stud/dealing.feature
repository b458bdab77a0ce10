Feature: Dealing seven-card stud
  Each player is dealt two cards face down and one face up, one card at a
  time clockwise from the dealer's left, before the first betting round; then
  three more cards face up and a last card face down, each followed by a
  betting round: five betting rounds, called third to seventh street, for a
  hand that reaches the showdown.  Upcards stay in the order they were dealt.
  Where the profile burns, the dealer burns a card before each street after
  the first.

  In the original words of the sources:
    CR-001 (000, es): El Seven-card Stud se juega con una mano inicial de dos cartas tapadas y una
      carta descubierta repartida antes de la primera ronda de apuestas.
    ES-113-1 (004, es): El "Seven Stud Póker" es una variante de póquer de círculo que enfrenta a
      varios jugadores entre sí y que se juega con una baraja de 52 cartas.
    DE-006 (002, de): Wenn die Antes bezahlt wurden, verteilt der Dealer die Karten im
      Uhrzeigersinn, wobei jeder Spieler drei Karten erhält (2 Karten verdeckt, 1 Karte offen).
    DE-007 (002, de): Die offene Karte wird auch "Doorcard" genannt,
    CR-002 (000, es): Luego se reparten tres cartas descubiertas más y una carta final tapada, con
      una ronda de apuestas después de cada una, para un total de cinco rondas de apuestas en una
      mano que llega al showdown.
    DE-002 (002, de): Jeder Spieler erhält sieben Karten, drei verdeckte Karten (können nur vom
      jeweiligen Spieler eingesehen werden) und vier offene Karten.
    DE-016 (002, de): Bei Seven Card Stud gibt es 5 Setzrunden
    DE-021 (002, de): Bei Stud werden die Setzrunden im Allgemeinen als “Streets” bezeichnet,
      beginnend mit der 3rd Street bis zur 7th Street.
    DE-028 (002, de): Nachdem alle Einsätze und Raises gemacht wurden beginnt die 4th Street.
    DE-029 (002, de): Jeder Spieler erhält nun eine weitere offene Karte.
    DE-035 (002, de): Wenn alle Einsätze bzw. Raises gemacht wurden, beginnt die nächste Runde,
      welche 5th Street genannt wird.
    DE-036 (002, de): Jeder Spieler in der Hand erhält eine weitere offene Karte.
    DE-039 (002, de): Wenn alle Raises und Einsätze gemacht wurden beginnt die nächste Setzrunde,
      welche als 6th Street bezeichnet wird.
    DE-040 (002, de): Eine sechste Karte wird an jeden Spieler in der Hand ausgeteilt, erneut ist
      diese Karte für jeden Spieler sichtbar.
    DE-043 (002, de): Danach wird die siebte Karte an die verbleibenden Spieler ausgeteilt,
      diesmal verdeckt.
    DE-048 (002, de): Nun sind die Setzrunden abgeschlossen und es kommt zum Showdown.
    DE-005 (002, de): Zahlt ein Spieler kein Ante, erhält er keine Karten.
    DE-001 (002, de): Stud kann mit 2 bis 8 Spielern gespielt werden.

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

  Scenario Outline: The starting hand is two cards down and one up, dealt from the dealer's left
    Given the rules of profile "<profile>"
    And the dealer button is at seat 2
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    Then the phase is third-street
    And seat 3 holds 2 downcards
    And the upcards of seat 3 are 7s
    And the upcards of seat 1 are Qh
    And the stub holds 40 cards
    And the hand history records
      | event     | seat |
      | ante      | 3    |
      | deal-down | 3    |
      | deal-down | 4    |
      | deal-down | 1    |
      | deal-down | 2    |
      | deal-down | 3    |
      | deal-down | 4    |
      | deal-down | 1    |
      | deal-down | 2    |
      | deal-up   | 3    |
      | deal-up   | 4    |
      | deal-up   | 1    |
      | deal-up   | 2    |

    @clause:CR-001
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:CR-001 @clause:ES-113-1
    Examples: Spanish regulation
      | profile             |
      | es-stud-split-limit |
      | es-stud-limited-pot |

    @clause:DE-006 @clause:DE-007
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-007 @clause:ON-008
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: Three more cards up and a last card down, with five betting rounds
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
    Then the phase is fourth-street
    And the upcards of seat 1 are Qh 9c
    And seat 1 holds 2 downcards
    When the street is checked around
    Then the phase is fifth-street
    And the upcards of seat 4 are 5c Kc Js
    When the street is checked around
    Then the phase is sixth-street
    And the upcards of seat 2 are 3d 8h 6c 5s
    And seat 2 holds 2 downcards
    When the street is checked around
    Then the phase is seventh-street
    And the upcards of seat 3 are 7s Ac Kh 3c
    And seat 3 holds 3 downcards
    When the street is checked around
    Then the phase is showdown
    And the stub holds <stub> cards
    When the players show their hands in turn
    Then the hand is over
    And the hand history holds every card dealt

    @clause:CR-001 @clause:CR-002
    Examples: card room
      | profile                  | stub |
      | cardroom-stud            | 20   |
      | cardroom-stud-tournament | 20   |

    @clause:CR-002 @clause:ES-113-1
    Examples: Spanish regulation
      | profile             | stub |
      | es-stud-split-limit | 20   |
      | es-stud-limited-pot | 20   |

    @clause:DE-002 @clause:DE-016 @clause:DE-021 @clause:DE-028 @clause:DE-029 @clause:DE-035
    @clause:DE-036 @clause:DE-039 @clause:DE-040 @clause:DE-043 @clause:DE-048
    Examples: German rules
      | profile     | stub |
      | german-stud | 24   |

    @clause:ON-015 @clause:ON-018 @clause:ON-030 @clause:ON-033 @clause:ON-036 @clause:ON-039
    @clause:ON-041 @clause:ON-043
    Examples: online room
      | profile     | stub |
      | online-stud | 20   |

  Scenario Outline: A card is burnt before each street after the first, then the deal starts at the dealer's left
    Given the rules of profile "<profile>"
    And the dealer button is at seat 2
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
    Then 4 cards have been burnt
    And the hand history records
      | event     | seat |
      | street    |      |
      | burn      |      |
      | deal-up   | 3    |
      | deal-up   | 4    |
      | deal-up   | 1    |
      | deal-up   | 2    |
      | street    |      |
      | burn      |      |
      | deal-up   | 3    |
      | street    |      |
      | burn      |      |
      | deal-up   | 3    |
      | street    |      |
      | burn      |      |
      | deal-down | 3    |
      | deal-down | 4    |
      | deal-down | 1    |
      | deal-down | 2    |

    @clause:CR-002
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:ON-016 @clause:ON-017 @clause:ON-031 @clause:ON-032 @clause:ON-037 @clause:ON-038
    @clause:ON-042 @clause:ON-043
    Examples: online room
      | profile     |
      | online-stud |

  @clause:DE-006 @clause:DE-029 @clause:DE-043
  Scenario Outline: The German rules burn no card
    Given the rules of profile "<profile>"
    And the dealer button is at seat 2
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
    Then 0 cards have been burnt
    And the stub holds 24 cards
    And the hand history records
      | event     | seat |
      | street    |      |
      | deal-up   | 3    |
      | deal-up   | 4    |
      | deal-up   | 1    |
      | deal-up   | 2    |
      | street    |      |
      | deal-down | 3    |

    Examples: German rules
      | profile     |
      | german-stud |

  Scenario Outline: A player who pays no ante is dealt no cards
    Given the rules of profile "<profile>"
    And seat 3 does not post an ante
    When the hand starts
    Then seat 3 is dealt no cards
    And the status of seat 3 is sitting-out
    And seat 1 holds 2 downcards
    And seat 1 has 1 chips in the pot
    And the pot is 3
    And the stub holds 43 cards

    @clause:DE-005
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-003 @clause:ON-005
    Examples: online room: the ante goes in automatically unless switched off
      | profile     |
      | online-stud |

  Scenario Outline: A player with no chips left pays no ante and is dealt no cards
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 0     |
      | 4    | 200   |
    When the hand starts
    Then seat 3 is dealt no cards
    And the status of seat 3 is sitting-out
    And seat 3 has 0 chips in the pot
    And the pot is 3
    And the stub holds 43 cards

    @clause:DE-005
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-003 @clause:ON-005
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: Two to eight players
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 200   |
      | 5    | 200   |
      | 6    | 200   |
      | 7    | 200   |
      | 8    | 200   |
      | 9    | 200   |
    And the dealer button is at seat 9
    When the dealer tries to start the hand
    Then the action is refused
    Given the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 200   |
      | 5    | 200   |
      | 6    | 200   |
      | 7    | 200   |
      | 8    | 200   |
      | 9    | 0     |
    When the hand starts
    Then the phase is third-street
    And the stub holds 28 cards

    @clause:DE-001
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-044
    Examples: online room: eight players are a full table
      | profile     |
      | online-stud |
