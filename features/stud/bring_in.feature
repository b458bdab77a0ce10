Feature: The bring-in on third street
  The lowest door card makes the forced opening bet of third street, the
  bring-in: by rank first, the ace counting high, and between door cards of
  the same rank by suit, clubs lowest, then diamonds, hearts and spades.  The
  player may bring in for the bring-in or open for a full small bet; the
  betting then goes on clockwise from the bring-in's left, and the bring-in
  counts toward what that player has bet.

  In the original words of the sources:
    CR-012 (000, es): La primera ronda de apuestas comienza con una apuesta forzada por la carta
      descubierta más baja por palo.
    DE-007 (002, de): Die offene Karte wird auch "Doorcard" genannt,
    DE-008 (002, de): der Spieler mit dem niedrigsten Wert auf der "Doorcard" setzt als erster.
    DE-009 (002, de): Wenn zwei Spieler denselben Wert haben, entscheidet die Farbe, wer anfängt,
      es gilt diese Reihenfolge (von niedrig nach hoch): Kreuz (Clubs), Karo (Diamond), Herz
      (Heart) und Pik (Spade).
    DE-012 (002, de): Deshalb wird die Clubs-2 immer den Bring—In zahlen müssen.
    CR-023 (000, es): Por ejemplo: En un juego de $15-$30 stud, la carta más baja abre con $5.
    CR-015 (000, es): El jugador con la apuesta forzada tiene la opción de abrir con una apuesta
      completa.
    CR-022 (000, es): Aumentar la cantidad apostada por la apuesta forzada inicial hasta una
      apuesta completa no se considera un aumento, sino simplemente completa la apuesta.
    DE-004 (002, de): Stud wird normalerweise mit einem Ante gespielt, jeder Spieler zahlt also
      einen vorher festgesetzten Betrag (normalerweise 1/5 des niedrigsten Einsatzes)in den Pot.
    DE-010 (002, de): Der Spieler mit der niedrigsten offenen Karte, hat die Möglichkeit ein
      Bring-In Bet zu machen (die Hälfte eines Low Bets) oder den Bet zu ergänzen (den vollen Low
      Bet zahlen).
    DE-011 (002, de): Wenn man z.B. 4$/8$ Limit Stud spielen würde, muss der Bring-In 2$ oder 4$
      betragen.
    DE-022 (002, de): Nachdem die ersten drei Karten verteilt sind (2 Karten verdeckt, 1 Karte
      offen) und der Spieler mit dem Bring-In entschieden hat, ob er den vollen oder den halben
      Bring-In zahlen möchte, wird im Uhrzeigersinn beginnend mit dem Spieler zur linken des
      Spielers, welcher den Bring-In gebracht hat, mit dem Setzen begonnen.
    DE-023 (002, de): Jeder Spieler muss nun entscheiden, ob er in der Hand bleiben möchte, die
      Hand aufgibt oder raist.
    DE-013 (002, de): Der Bring-In zählt für die Einsätze.
    DE-015 (002, de): Falls jemand raist, muss er den Raise-Betrag abzüglich des Bring-In’s
      bezahlen, um im Spiel zu bleiben.
    DE-014 (002, de): Wenn niemand raist, muss der Spieler mit dem Bring-In kein zusätzliches Geld
      zahlen.
    DE-028 (002, de): Nachdem alle Einsätze und Raises gemacht wurden beginnt die 4th Street.

  Background:
    Given the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 200   |
    And the dealer button is at seat 4

  Scenario Outline: The lowest door card brings in, the suit deciding between equal ranks: <suits>
    Given the rules of profile "<profile>"
    And the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
    And the cards are dealt
      | seat | down  | up       |
      | 1    | As Kd | <door 1> |
      | 2    | Qs Jd | <door 2> |
      | 3    | 9s 8d | <door 3> |
      | 4    | 7s 6d | <door 4> |
    When the hand starts
    Then seat <low> is to act
    And the dealer announces low-card for seat <low>
    And the legal actions are
      | action   | amount |
      | bring-in | 2      |
      | complete | 5      |

    @clause:CR-012
    Examples: card room and Spanish regulation
      | profile                  | suits                            | door 1 | door 2 | door 3 | door 4 | low |
      | cardroom-stud            | diamonds below hearts and spades | 3h     | 3d     | 3s     | 5c     | 2   |
      | cardroom-stud            | clubs below diamonds             | 3d     | 5h     | 9h     | 3c     | 4   |
      | cardroom-stud            | hearts below spades              | 3s     | 5h     | 3h     | 9c     | 3   |
      | cardroom-stud-tournament | diamonds below hearts and spades | 3h     | 3d     | 3s     | 5c     | 2   |
      | cardroom-stud-tournament | clubs below diamonds             | 3d     | 5h     | 9h     | 3c     | 4   |
      | cardroom-stud-tournament | hearts below spades              | 3s     | 5h     | 3h     | 9c     | 3   |
      | es-stud-split-limit      | diamonds below hearts and spades | 3h     | 3d     | 3s     | 5c     | 2   |
      | es-stud-split-limit      | clubs below diamonds             | 3d     | 5h     | 9h     | 3c     | 4   |
      | es-stud-split-limit      | hearts below spades              | 3s     | 5h     | 3h     | 9c     | 3   |
      | es-stud-limited-pot      | diamonds below hearts and spades | 3h     | 3d     | 3s     | 5c     | 2   |
      | es-stud-limited-pot      | clubs below diamonds             | 3d     | 5h     | 9h     | 3c     | 4   |
      | es-stud-limited-pot      | hearts below spades              | 3s     | 5h     | 3h     | 9c     | 3   |

    @clause:DE-007 @clause:DE-008 @clause:DE-009
    Examples: German rules
      | profile     | suits                            | door 1 | door 2 | door 3 | door 4 | low |
      | german-stud | diamonds below hearts and spades | 3h     | 3d     | 3s     | 5c     | 2   |
      | german-stud | clubs below diamonds             | 3d     | 5h     | 9h     | 3c     | 4   |
      | german-stud | hearts below spades              | 3s     | 5h     | 3h     | 9c     | 3   |

    @clause:ON-009 @clause:ON-012 @clause:ON-013
    Examples: online room
      | profile     | suits                            | door 1 | door 2 | door 3 | door 4 | low |
      | online-stud | diamonds below hearts and spades | 3h     | 3d     | 3s     | 5c     | 2   |
      | online-stud | clubs below diamonds             | 3d     | 5h     | 9h     | 3c     | 4   |
      | online-stud | hearts below spades              | 3s     | 5h     | 3h     | 9c     | 3   |

  Scenario Outline: The two of clubs is the lowest card and always brings in
    Given the rules of profile "<profile>"
    And the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | 2h |
      | 2    | Qs Jd | 2s |
      | 3    | 9s 8d | 2c |
      | 4    | 7s 6d | 2d |
    When the hand starts
    Then seat 3 is to act
    And the dealer announces low-card for seat 3

    @clause:CR-012
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-012
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-013
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: The ace is a high card for the bring-in
    Given the rules of profile "<profile>"
    And the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
    And the cards are dealt
      | seat | down  | up |
      | 1    | 2s 3d | Ac |
      | 2    | Qs Jd | Kd |
      | 3    | 9s 8d | 4h |
      | 4    | 7s 6d | 9c |
    When the hand starts
    Then seat 3 is to act
    And the dealer announces low-card for seat 3

    @clause:CR-012
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-008
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-011
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: The bring-in is a part of the small bet fixed by the profile
    Given the rules of profile "<profile>"
    And the stakes are
      | ante   | small bet   | big bet   |
      | <ante> | <small bet> | <big bet> |
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    Then the legal actions are
      | action   | amount      |
      | bring-in | <bring-in>  |
      | complete | <small bet> |

    @clause:CR-023 @clause:CR-015
    Examples: one third of the small bet: in a $15-$30 game the low card opens for $5
      | profile                  | ante | small bet | big bet | bring-in |
      | cardroom-stud            | 3    | 15        | 30      | 5        |
      | cardroom-stud-tournament | 3    | 15        | 30      | 5        |
      | es-stud-split-limit      | 3    | 15        | 30      | 5        |
      | es-stud-limited-pot      | 3    | 15        | 30      | 5        |

    @clause:DE-004 @clause:DE-010 @clause:DE-011
    Examples: half a low bet: in $4/$8 stud the bring-in is $2 or $4
      | profile     | ante | small bet | big bet | bring-in |
      | german-stud | 1    | 4         | 8       | 2        |

    @clause:ON-010
    Examples: the online room: the minimum or the larger bet
      | profile     | ante | small bet | big bet | bring-in |
      | online-stud | 1    | 4         | 8       | 2        |

    @clause:CR-023
    Examples: a third of the small bet that is no whole number of chips is rounded down, to one chip at least (CF-112)
      | profile             | ante | small bet | big bet | bring-in |
      | cardroom-stud       | 1    | 10        | 20      | 3        |
      | es-stud-split-limit | 1    | 4         | 8       | 1        |
      | es-stud-limited-pot | 1    | 5         | 10      | 1        |
      | es-stud-limited-pot | 1    | 2         | 4       | 1        |

    @clause:DE-010
    Examples: half a low bet that is no whole number of chips is rounded down (CF-112)
      | profile     | ante | small bet | big bet | bring-in |
      | german-stud | 1    | 5         | 10      | 2        |

  Scenario Outline: After the bring-in the betting goes on from its left
    Given the rules of profile "<profile>"
    And the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    And seat 2 brings in
    Then seat 3 is to act
    And the legal actions are
      | action   | amount |
      | fold     |        |
      | call     | 2      |
      | complete | 5      |
    And the pot is 6

    @clause:CR-012
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-022 @clause:DE-023
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-009
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: The bring-in counts toward the bet: after a completion it owes only the rest
    Given the rules of profile "<profile>"
    And the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
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
      | 4    | call     |        |
      | 1    | fold     |        |
    Then seat 2 may call for 5
    When seat 2 calls
    Then seat 2 has 194 chips
    And the pot is 19
    And the phase is fourth-street

    @clause:CR-015
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-013 @clause:DE-015
    Examples: German rules
      | profile     |
      | german-stud |

  Scenario Outline: The bring-in counts toward the bet: raising a completion, it puts in only the rest
    Seat 2 brings in 2 and, after the completion to 5, raises to 10: he puts
    in 8 more, not 10, before anyone has called his raise.
    Given the rules of profile "<profile>"
    And the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
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
      | 4    | call     |        |
      | 1    | call     |        |
      | 2    | raise    | 10     |
    Then seat 2 has 189 chips
    And seat 2 has 11 chips in the pot
    And the pot is 29
    And seat 3 is to act
    And seat 3 may call for 10

    @clause:CR-015 @clause:CR-022
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-013 @clause:DE-015
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-009
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: When nobody raises, the bring-in pays nothing more
    Given the rules of profile "<profile>"
    And the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    Then the phase is fourth-street
    And seat 2 has 197 chips
    And the pot is 12

    @clause:CR-012
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-014 @clause:DE-028
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-009 @clause:ON-010
    Examples: online room
      | profile     |
      | online-stud |
