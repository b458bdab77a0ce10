Feature: Running out of cards on seventh street
  With eight players still in after sixth street, the deck cannot give each
  of them a seventh card: 8 x 6 = 48 cards are out, and where the dealer
  burns, 3 burn cards as well, leaving one card.  The card room (000)
  deals every card but the last, mixes the last with the burn cards,
  shuffles, burns again and deals on; the online room (003) shuffles the burn
  cards together with what is left of the deck; if even that is not enough
  for everyone, one card is turned face up in the middle as a common card
  that plays in every hand, and the high hand with it starts the last round.
  The German rules (002) turn up the common card at once.

  In the original words of the sources:
    CR-049 (000, es): Si el dealer determina que no habrá suficientes cartas nuevas para todos los
      jugadores restantes, entonces el dealer anuncia a la mesa que se usará una carta común.
    CR-050 (000, es): El dealer quema una carta y gira una carta boca arriba en el centro de la
      mesa como una carta común que se juega en la mano de todos.
    CR-051 (000, es): El jugador que ahora tiene la mano alta con la carta común inicia la acción
      para la última ronda.
    DE-045 (002, de): Falls zu diesem Zeitpunkt noch alle Spieler in der Hand sind, kann es
      vorkommen, daß nicht mehr genug Karten im Deck sind, damit jeder Spieler eine siebte Karte
      erhalten kann.
    DE-046 (002, de): In diesem Fall wird nur eine siebte Karte für alle Spieler offen ausgeteilt,
      welche als Community Card genutzt wird.
    CR-047 (000, es): Si no quedan suficientes cartas en la baraja para todos los jugadores, todas
      las cartas se reparten excepto la última carta, que se mezcla con las cartas quemadas (y
      cualquier carta eliminada de la baraja, como en la regla anterior).
    DE-047 (002, de): Jeder Spieler in der Hand kann diese Karte somit nutzen, um seine
      bestmögliche 5-Karten Pokerhand zu bilden.
    DE-055 (002, de): Eine offene Karte und 4 Karten die verteilt werden.
    CR-048 (000, es): Luego, el dealer mezcla y corta estas cartas, quema de nuevo y reparte las
      cartas tapadas restantes, utilizando la última carta si es necesario.
    DE-043 (002, de): Danach wird die siebte Karte an die verbleibenden Spieler ausgeteilt,
      diesmal verdeckt.
    ES-113-2 (004, es): El objeto es alcanzar la combinación de cartas de mayor valor posible con
      las siete cartas entregadas por el "croupier", teniendo en cuenta que sólo tienen valor cinco
      de ellas, al ser descubiertas por el jugador.

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
      | 5    | 200   |
      | 6    | 200   |
      | 7    | 200   |
      | 8    | 200   |
    And the dealer button is at seat 8

  Scenario Outline: Eight players on seventh street share one common card
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | 2c 3c | Ac Ad Ah As |
      | 2    | 4c 5c | Kc Kd 9h 2d |
      | 3    | 6c 7c | Qc Qd 8h 3d |
      | 4    | 8c 9c | Jc Jd 7h 4d |
      | 5    | Th 3h | Td 6d 5h 6h |
      | 6    | 4h Kh | 9d 3s 4s 5s |
      | 7    | Qh 2h | 8d 8s 9s Ts |
      | 8    | Js Qs | Ks 5d 7d Jh |
    When the hand starts
    And the actions are
      | seat | action   |
      | 7    | bring-in |
      | 8    | call     |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
      | 4    | call     |
      | 5    | call     |
      | 6    | call     |
    And the street is checked around
    And the street is checked around
    Then the phase is sixth-street
    And the stub holds <stub on sixth street> cards
    When the street is checked around
    Then the phase is seventh-street
    And one common card is showing
    And the dealer announces a common card
    And seat 2 holds 2 downcards
    And the stub holds <stub on seventh street> cards
    And seat 1 is to act
    And the dealer announces high-hand for seat 1
    When the street is checked around
    And the players show their hands in turn
    Then seat 1 wins 24

    @clause:CR-049 @clause:CR-050 @clause:CR-051
    Examples: card room and Spanish regulation: the burn cards are shuffled, a card burnt and one turned up
      | profile                  | stub on sixth street | stub on seventh street |
      | cardroom-stud            | 1                    | 2                      |
      | cardroom-stud-tournament | 1                    | 2                      |
      | es-stud-split-limit      | 1                    | 2                      |
      | es-stud-limited-pot      | 1                    | 2                      |

    @clause:ON-044 @clause:ON-045 @clause:ON-048
    Examples: online room: 48 cards and 3 burn cards leave one card; the burn cards give the common card
      | profile     | stub on sixth street | stub on seventh street |
      | online-stud | 1                    | 3                      |

    @clause:DE-045 @clause:DE-046
    Examples: German rules: no burn cards, the common card comes from the deck
      | profile     | stub on sixth street | stub on seventh street |
      | german-stud | 4                    | 3                      |

  Scenario Outline: Folded hands never come back into play
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | 2c 3c | Ac Ad Ah As |
      | 2    | 4c 5c | Kc Kd 9h 2d |
      | 3    | 6c 7c | Qc Qd 8h 3d |
      | 4    | 8c 9c | Jc Jd 7h 4d |
      | 5    | Th 3h | Td 6d 5h 6h |
      | 6    | 4h Kh | 9d 3s 4s 5s |
      | 7    | Qh 2h | 8d 8s 9s Ts |
      | 8    | Js Qs | Ks 5d 7d Jh |
    When the hand starts
    And the actions are
      | seat | action   |
      | 7    | bring-in |
      | 8    | call     |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
      | 4    | call     |
      | 5    | call     |
      | 6    | call     |
    And the street is checked around
    And the street is checked around
    And the actions are
      | seat | action | amount |
      | 1    | bet    | 10     |
      | 2    | call   |        |
      | 3    | call   |        |
      | 4    | call   |        |
      | 5    | call   |        |
      | 6    | call   |        |
      | 7    | call   |        |
      | 8    | fold   |        |
    Then the phase is seventh-street
    And the common card comes from 2s 6s 7s Tc
    And the stub holds <stub> cards

    @clause:CR-047 @clause:CR-049 @clause:CR-050
    Examples: card room and Spanish regulation: the burn cards and the last card, never a folded hand
      | profile                  | stub |
      | cardroom-stud            | 2    |
      | cardroom-stud-tournament | 2    |
      | es-stud-split-limit      | 2    |
      | es-stud-limited-pot      | 2    |

    @clause:ON-047 @clause:ON-048
    Examples: online room: cards out of play are never used
      | profile     | stub |
      | online-stud | 3    |

    @clause:DE-046
    Examples: German rules: the common card from the deck
      | profile     | stub |
      | german-stud | 3    |

  Scenario Outline: Whichever card it is, the common card plays in every hand and on every board
    The four cards left for the common card (the burns and the stub) are the
    three remaining sevens and the king of hearts: any of them pairs seat 3's
    board, making it the high hand for the last round, and gives seat 3 a
    full house or four kings, beating seat 5's flush.  Without the common
    card seat 5 would be high and win.
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | Ac Ad | Qc Jd 9h 8s |
      | 2    | Ah Qh | Jc Td 6h 4c |
      | 3    | Kc Kd | 7s Ks 2d 3d |
      | 4    | Qd Jh | Tc 9d 8h 5c |
      | 5    | 2s 4s | As Qs 9s 5s |
      | 6    | Js Ts | 9c 8d 6c 3h |
      | 7    | 8c 6d | 2c 5d 4h 3c |
      | 8    | Th 3s | 6s 2h 5h 4d |
    When the hand starts
    And the actions are
      | seat | action   |
      | 7    | bring-in |
      | 8    | call     |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
      | 4    | call     |
      | 5    | call     |
      | 6    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    Then the phase is seventh-street
    And one common card is showing
    And the common card comes from 7c 7d 7h Kh
    And seat 3 is to act
    And the dealer announces high-hand for seat 3
    When the street is checked around
    And the players show their hands in turn
    Then seat 3 wins 24
    And seat 5 wins 0

    @clause:CR-049 @clause:CR-050 @clause:CR-051
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:CR-049 @clause:CR-050 @clause:CR-051 @clause:ES-113-2
    Examples: Spanish regulation
      | profile             |
      | es-stud-split-limit |
      | es-stud-limited-pot |

    @clause:DE-046 @clause:DE-047 @clause:DE-055
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-048
    Examples: online room
      | profile     |
      | online-stud |

  @clause:DE-045 @clause:DE-046
  Scenario Outline: The German rules turn up the common card at once, without a reshuffle
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | Ac Ad | Qc Jd 9h 8s |
      | 2    | Ah Qh | Jc Td 6h 4c |
      | 3    | Kc Kd | 7s Ks 2d 3d |
      | 4    | Qd Jh | Tc 9d 8h 5c |
      | 5    | 2s 4s | As Qs 9s 5s |
      | 6    | Js Ts | 9c 8d 6c 3h |
      | 7    | 8c 6d | 2c 5d 4h 3c |
      | 8    | Th 3s | 6s 2h 5h 4d |
    When the hand starts
    And the actions are
      | seat | action   |
      | 7    | bring-in |
      | 8    | call     |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
      | 4    | call     |
      | 5    | call     |
      | 6    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    Then one common card is showing
    And the stub holds 3 cards
    And the dealer never announces reshuffle

    Examples: German rules
      | profile     |
      | german-stud |

  @clause:DE-046 @clause:DE-047 @clause:DE-055
  Scenario Outline: The common card plays in every hand
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat   | down  | up          |
      | 1      | 2c 3c | Ac Ad Ah As |
      | 2      | 4c 5c | Kc Kd 9h 2d |
      | 3      | 6c 7c | Qc Qd 8h 3d |
      | 4      | 8c 9c | Jc Jd 7h 4d |
      | 5      | Th 3h | Td 6d 5h 6h |
      | 6      | 4h Kh | 9d 3s 4s 5s |
      | 7      | Qh 2h | 8d 8s 9s Ts |
      | 8      | Js Qs | Ks 5d 7d Jh |
      | common | -     | Tc          |
    When the hand starts
    And the actions are
      | seat | action   |
      | 7    | bring-in |
      | 8    | call     |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
      | 4    | call     |
      | 5    | call     |
      | 6    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    Then the common card is Tc
    When the street is checked around
    And the players show their hands in turn
    Then seat 1 wins 24
    And the shown hands are
      | seat | hand                                      |
      | 1    | four of a kind, aces, ten kicker          |
      | 2    | one pair, kings, ten-nine-five kickers    |
      | 3    | one pair, queens, ten-eight-seven kickers |
      | 4    | straight, jack high                       |
      | 5    | full house, tens full of sixes            |
      | 6    | one pair, fours, king-ten-nine kickers    |
      | 7    | two pair, tens and eights, queen kicker   |
      | 8    | one pair, jacks, king-queen-ten kickers   |

    Examples: German rules
      | profile     |
      | german-stud |

  Scenario Outline: Seven players on seventh street: enough cards for everyone, or a reshuffle
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
    And the dealer button is at seat 7
    And the cards are dealt
      | seat | down  | up          |
      | 1    | 2c 3c | Ac Ad Ah As |
      | 2    | 4c 5c | Kc Kd 9h 2d |
      | 3    | 6c 7c | Qc Qd 8h 3d |
      | 4    | 8c 9c | Jc Jd 7h 4d |
      | 5    | Th 3h | Td 6d 5h 6h |
      | 6    | 4h Kh | 9d 3s 4s 5s |
      | 7    | Qh 2h | 8d 8s 9s Ts |
    When the hand starts
    And the actions are
      | seat | action   |
      | 7    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
      | 4    | call     |
      | 5    | call     |
      | 6    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    Then the phase is seventh-street
    And no common card is dealt
    And seat 1 holds 3 downcards
    And seat 7 holds 3 downcards
    And the stub holds <stub> cards
    And <burnt> cards have been burnt

    @clause:CR-047 @clause:CR-048
    Examples: card room and Spanish regulation: all but the last card dealt, the last shuffled with the burns, a new burn
      | profile                  | stub | burnt |
      | cardroom-stud            | 2    | 1     |
      | cardroom-stud-tournament | 2    | 1     |
      | es-stud-split-limit      | 2    | 1     |
      | es-stud-limited-pot      | 2    | 1     |

    @clause:ON-045 @clause:ON-046
    Examples: online room: the burn cards and the deck are shuffled together
      | profile     | stub | burnt |
      | online-stud | 3    | 0     |

    @clause:DE-043
    Examples: German rules: without burn cards the deck suffices
      | profile     | stub | burnt |
      | german-stud | 3    | 0     |

  Scenario Outline: The order of the deal around the reshuffle
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
    And the dealer button is at seat 7
    And the cards are dealt
      | seat | down  | up          |
      | 1    | 2c 3c | Ac Ad Ah As |
      | 2    | 4c 5c | Kc Kd 9h 2d |
      | 3    | 6c 7c | Qc Qd 8h 3d |
      | 4    | 8c 9c | Jc Jd 7h 4d |
      | 5    | Th 3h | Td 6d 5h 6h |
      | 6    | 4h Kh | 9d 3s 4s 5s |
      | 7    | Qh 2h | 8d 8s 9s Ts |
    When the hand starts
    And the actions are
      | seat | action   |
      | 7    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
      | 4    | call     |
      | 5    | call     |
      | 6    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    Then the hand history of seventh-street records
      | event     | seat | amount   |
      | burn      |      |          |
      | <event 1> | <1>  | <size 1> |
      | <event 2> | <2>  | <size 2> |
      | <event 3> | <3>  | <size 3> |
      | deal-down | 7    |          |

    @clause:CR-047 @clause:CR-048
    Examples: card room and Spanish regulation: five cards dealt, the last card and four burns shuffled, a new burn
      | profile                  | event 1   | 1 | size 1 | event 2   | 2 | size 2 | event 3 | 3 | size 3 |
      | cardroom-stud            | deal-down | 5 |        | reshuffle |   | 5      | burn    |   |        |
      | cardroom-stud-tournament | deal-down | 5 |        | reshuffle |   | 5      | burn    |   |        |
      | es-stud-split-limit      | deal-down | 5 |        | reshuffle |   | 5      | burn    |   |        |
      | es-stud-limited-pot      | deal-down | 5 |        | reshuffle |   | 5      | burn    |   |        |

    @clause:ON-045 @clause:ON-046
    Examples: online room: the six cards of the deck and the four burn cards shuffled together, no new burn
      | profile     | event 1   | 1 | size 1 | event 2   | 2 | size 2 | event 3   | 3 | size 3 |
      | online-stud | reshuffle |   | 10     | deal-down | 1 |        | deal-down | 6 |        |

  @clause:DE-043
  Scenario Outline: Seven players without burn cards: no reshuffle
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
    And the dealer button is at seat 7
    And the cards are dealt
      | seat | down  | up          |
      | 1    | 2c 3c | Ac Ad Ah As |
      | 2    | 4c 5c | Kc Kd 9h 2d |
      | 3    | 6c 7c | Qc Qd 8h 3d |
      | 4    | 8c 9c | Jc Jd 7h 4d |
      | 5    | Th 3h | Td 6d 5h 6h |
      | 6    | 4h Kh | 9d 3s 4s 5s |
      | 7    | Qh 2h | 8d 8s 9s Ts |
    When the hand starts
    And the actions are
      | seat | action   |
      | 7    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
      | 4    | call     |
      | 5    | call     |
      | 6    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    Then the hand history records no reshuffle
    And the hand history of seventh-street records
      | event     | seat |
      | deal-down | 1    |
      | deal-down | 7    |

    Examples: German rules
      | profile     |
      | german-stud |

  Scenario Outline: Exactly one card per player left for seventh street is enough: no reshuffle, no common card
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | 2c 3c | Ac |
      | 2    | 4c 5c | Kc |
      | 3    | 6c 7c | Qc |
      | 4    | 8c 9c | Jc |
      | 5    | Th 3h | Td |
      | 6    | 4h Kh | 9d |
      | 7    | Qh 2h | 8d |
      | 8    | 5d 6d | 2d |
    When the hand starts
    And the actions are
      | seat | action   |
      | 8    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
      | 4    | call     |
      | 5    | call     |
      | 6    | <seat 6> |
      | 7    | fold     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    Then the phase is seventh-street
    And no common card is dealt
    And the hand history records no reshuffle
    And seat 1 holds 3 downcards
    And seat 8 holds 3 downcards
    And the stub holds 0 cards

    @clause:CR-047 @clause:CR-049
    Examples: card room and Spanish regulation: six players, 42 cards dealt and 3 burnt leave seven, a burn and one each
      | profile                  | seat 6 |
      | cardroom-stud            | fold   |
      | cardroom-stud-tournament | fold   |
      | es-stud-split-limit      | fold   |
      | es-stud-limited-pot      | fold   |

    @clause:ON-045
    Examples: online room: six players, 42 cards dealt and 3 burnt leave seven, a burn and one each
      | profile     | seat 6 |
      | online-stud | fold   |

    @clause:DE-045 @clause:DE-043
    Examples: German rules: seven players and no burn cards, 45 cards dealt leave seven, one each
      | profile     | seat 6 |
      | german-stud | call   |

  Scenario Outline: The last card and the burn cards exactly enough for the players left: dealt on, no common card
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | 2c 3c | Ac Ad Ah As |
      | 2    | 4c 5c | Kc Kd 9h 2d |
      | 3    | 6c 7c | Qc Qd 8h 3d |
      | 4    | 8c 9c | Jc Jd 7h 4d |
      | 5    | Th 3h | Td 6d 5h 6h |
      | 6    | 4h Kh | 9d 3s 4s 5s |
      | 7    | Qh 2h | 8d 8s 9s    |
      | 8    | Js Qs | Ks 5d       |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 7    | bring-in |        |
      | 8    | call     |        |
      | 1    | call     |        |
      | 2    | call     |        |
      | 3    | call     |        |
      | 4    | call     |        |
      | 5    | call     |        |
      | 6    | call     |        |
      | 1    | bet      | <4th>  |
      | 2    | call     |        |
      | 3    | call     |        |
      | 4    | call     |        |
      | 5    | call     |        |
      | 6    | call     |        |
      | 7    | call     |        |
      | 8    | fold     |        |
      | 1    | bet      | <5th>  |
      | 2    | call     |        |
      | 3    | call     |        |
      | 4    | call     |        |
      | 5    | call     |        |
      | 6    | call     |        |
      | 7    | fold     |        |
    And the street is checked around
    Then the phase is seventh-street
    And no common card is dealt
    And seat 1 holds 3 downcards
    And seat 6 holds 3 downcards

    @clause:CR-047 @clause:CR-048
    Examples: card room and Spanish regulation: two cards dealt, the last card and four burns shuffled, a burn and one each for four
      | profile                  | 4th | 5th |
      | cardroom-stud            | 5   | 10  |
      | cardroom-stud-tournament | 5   | 10  |
      | es-stud-split-limit      | 10  | 10  |
      | es-stud-limited-pot      | 5   | 5   |

  Scenario Outline: The burn cards and the deck exactly enough for the players left: shuffled together and dealt, no common card
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | 2c 3c | Ac Ad Ah As |
      | 2    | 4c 5c | Kc Kd 9h 2d |
      | 3    | 6c 7c | Qc Qd 8h 3d |
      | 4    | 8c 9c | Jc Jd 7h 4d |
      | 5    | Th 3h | Td 6d 5h 6h |
      | 6    | 4h Kh | 9d 3s 4s 5s |
      | 7    | Qh 2h | 8d 8s 9s    |
      | 8    | Js Qs | Ks 5d 7d    |
    When the hand starts
    And the actions are
      | seat | action   |
      | 7    | bring-in |
      | 8    | call     |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
      | 4    | call     |
      | 5    | call     |
      | 6    | call     |
    And the street is checked around
    And the actions are
      | seat | action | amount |
      | 1    | bet    | 10     |
      | 2    | call   |        |
      | 3    | call   |        |
      | 4    | call   |        |
      | 5    | call   |        |
      | 6    | call   |        |
      | 7    | fold   |        |
      | 8    | fold   |        |
    And the street is checked around
    Then the phase is seventh-street
    And no common card is dealt
    And seat 1 holds 3 downcards
    And seat 6 holds 3 downcards

    @clause:ON-045 @clause:ON-046
    Examples: online room: two cards of the deck and four burn cards, six cards for six players
      | profile     |
      | online-stud |
