Feature: Hand ranking at the showdown, under every stud profile
  The cards speak: the best five of a player's seven cards wins.  The
  categories rank from the straight flush down to high card, a flush above a
  straight, a full house above a flush, three of a kind above two pair.
  A-2-3-4-5 is a straight, the lowest one.  Hands of the same kind are
  decided by their highest cards, then by the kickers, one after the other;
  cards beyond the best five never count; identical hands split the pot
  and the odd chip goes by the profile's rule (by suit in the card room and
  the Spanish regulation, to the dealer's left elsewhere), placed from the
  button, never by seat number; an all-in player wins only the pot he is in.
  By suit, the highest card of a wheel is its ace (CF-114).
  Every profile carries these cases itself, heads-up after the low card has
  folded, so a profile certified alone proves its own ranking.

  In the original words of the sources:
    CR-003 (000, es): La mejor mano de póker de cinco cartas gana el bote.
    ES-113-2 (004, es): El objeto es alcanzar la combinación de cartas de mayor valor posible con
      las siete cartas entregadas por el "croupier", teniendo en cuenta que sólo tienen valor cinco
      de ellas, al ser descubiertas por el jugador.
    DE-003 (002, de): Das Ziel des Spiels ist es aus den sieben Karten die bestmögliche Pokerhand
      zu bilden.
    DE-052 (002, de): Die Hand mit den besten 5-Karten Pokerhand (5 aus 7 Karten) gewinnt.
    DE-056 (002, de): Wenn zwei oder mehrere Hände dieselben Werte haben, gewinnt die Karte mit
      dem höchsten Wert, z.B. ein Flush mit einem As ist höher als ein Flush mit einem König.
    DE-057 (002, de): Wenn immer noch Gleichstand herrscht, entscheidet der "Kicker".
    DE-058 (002, de): Dazu schaut man sich die höchste Karte an, welche nicht in der Kombination
      verwendet wird.
    DE-059 (002, de): Wenn ein Spiel unentschieden ausgeht, wird der Pott durch zwei geteilt,
    DE-060 (002, de): ist der Pott ungerade, bekommt der Spieler links vom Dealer den Überschuss.

  Background:
    Given the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
    And the dealer button is at seat 3

  Scenario Outline: Heads-up at the showdown: <case>
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down          | up          |
      | 1    | <seat 1 down> | <seat 1 up> |
      | 2    | <seat 2 down> | <seat 2 up> |
      | 3    | <seat 3 down> | 2c          |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 3    | bring-in |        |
      | 1    | complete | 5      |
      | 2    | call     |        |
      | 3    | fold     |        |
    And the hand is checked down to the showdown
    And the players show their hands in turn
    Then seat 1 wins <seat 1 wins>
    And seat 2 wins <seat 2 wins>

    @clause:CR-003
    Examples: card room

      | profile                  | case                                                                     | seat 1 down | seat 1 up   | seat 2 down | seat 2 up   | seat 3 down | seat 1 wins | seat 2 wins |
      | cardroom-stud            | a flush beats a straight                                                 | Ac 9c 7c    | Jc 5c Kd 8h | 9d Td 4h    | Js Qh Ks 6d | 3h 3s       | 15          | 0           |
      | cardroom-stud            | a full house beats a flush                                               | Kd Kh 8s    | Ks 8d 3d 6h | Ah Jh 9h    | 7h 4h Qs Td | 3c 4c       | 15          | 0           |
      | cardroom-stud            | three of a kind beats two pair                                           | 7d 7h Ad    | 7s Kc 9h 4s | Ah As Kd    | Kh Qc Jd 3s | 3c 4c       | 15          | 0           |
      | cardroom-stud            | equal pairs: the first kicker decides                                    | Ad Kh 9s    | As 8c 6d 4h | Ah Qh 9d    | Ac 8d 6s 5h | 3c 4c       | 15          | 0           |
      | cardroom-stud            | equal pairs and first kickers: a later kicker decides                    | Ad Kh 9s    | As 8c 6d 3h | Ah Kd 9c    | Ac 7d 6s 4h | 3c 4c       | 15          | 0           |
      | cardroom-stud            | equal top pairs: the second pair decides                                 | Kd Kh 9s    | 9c 5d 4h 3s | Ks Kc 8s    | 8h Qd 4d 3h | 6c 7c       | 15          | 0           |
      | cardroom-stud            | A-2-3-4-5 is a straight and beats three of a kind                        | Ad 2h 3s    | 4d 5c Kh 9s | Qd Qh Qs    | Jc 8d 7h 6s | Tc Th       | 15          | 0           |
      | cardroom-stud            | A-2-3-4-5 is the lowest straight                                         | 6d 2s 3h    | 4s 5h Kd 9c | Ad 2h 3s    | 4d 5c Kh 9s | Tc Th       | 15          | 0           |
      | cardroom-stud            | identical five cards split the pot, kickers beyond the five do not count | Ac Kh Qs    | Jc 9d 4h 3s | Ad Kd Qh    | Js 9h 5d 4s | 6c 7c       | 7           | 8           |
      | cardroom-stud-tournament | a flush beats a straight                                                 | Ac 9c 7c    | Jc 5c Kd 8h | 9d Td 4h    | Js Qh Ks 6d | 3h 3s       | 15          | 0           |
      | cardroom-stud-tournament | a full house beats a flush                                               | Kd Kh 8s    | Ks 8d 3d 6h | Ah Jh 9h    | 7h 4h Qs Td | 3c 4c       | 15          | 0           |
      | cardroom-stud-tournament | three of a kind beats two pair                                           | 7d 7h Ad    | 7s Kc 9h 4s | Ah As Kd    | Kh Qc Jd 3s | 3c 4c       | 15          | 0           |
      | cardroom-stud-tournament | equal pairs: the first kicker decides                                    | Ad Kh 9s    | As 8c 6d 4h | Ah Qh 9d    | Ac 8d 6s 5h | 3c 4c       | 15          | 0           |
      | cardroom-stud-tournament | equal pairs and first kickers: a later kicker decides                    | Ad Kh 9s    | As 8c 6d 3h | Ah Kd 9c    | Ac 7d 6s 4h | 3c 4c       | 15          | 0           |
      | cardroom-stud-tournament | equal top pairs: the second pair decides                                 | Kd Kh 9s    | 9c 5d 4h 3s | Ks Kc 8s    | 8h Qd 4d 3h | 6c 7c       | 15          | 0           |
      | cardroom-stud-tournament | A-2-3-4-5 is a straight and beats three of a kind                        | Ad 2h 3s    | 4d 5c Kh 9s | Qd Qh Qs    | Jc 8d 7h 6s | Tc Th       | 15          | 0           |
      | cardroom-stud-tournament | A-2-3-4-5 is the lowest straight                                         | 6d 2s 3h    | 4s 5h Kd 9c | Ad 2h 3s    | 4d 5c Kh 9s | Tc Th       | 15          | 0           |
      | cardroom-stud-tournament | identical five cards split the pot, kickers beyond the five do not count | Ac Kh Qs    | Jc 9d 4h 3s | Ad Kd Qh    | Js 9h 5d 4s | 6c 7c       | 7           | 8           |

    @clause:CR-003 @clause:ES-113-2
    Examples: Spanish regulation

      | profile             | case                                                                     | seat 1 down | seat 1 up   | seat 2 down | seat 2 up   | seat 3 down | seat 1 wins | seat 2 wins |
      | es-stud-split-limit | a flush beats a straight                                                 | Ac 9c 7c    | Jc 5c Kd 8h | 9d Td 4h    | Js Qh Ks 6d | 3h 3s       | 15          | 0           |
      | es-stud-split-limit | a full house beats a flush                                               | Kd Kh 8s    | Ks 8d 3d 6h | Ah Jh 9h    | 7h 4h Qs Td | 3c 4c       | 15          | 0           |
      | es-stud-split-limit | three of a kind beats two pair                                           | 7d 7h Ad    | 7s Kc 9h 4s | Ah As Kd    | Kh Qc Jd 3s | 3c 4c       | 15          | 0           |
      | es-stud-split-limit | equal pairs: the first kicker decides                                    | Ad Kh 9s    | As 8c 6d 4h | Ah Qh 9d    | Ac 8d 6s 5h | 3c 4c       | 15          | 0           |
      | es-stud-split-limit | equal pairs and first kickers: a later kicker decides                    | Ad Kh 9s    | As 8c 6d 3h | Ah Kd 9c    | Ac 7d 6s 4h | 3c 4c       | 15          | 0           |
      | es-stud-split-limit | equal top pairs: the second pair decides                                 | Kd Kh 9s    | 9c 5d 4h 3s | Ks Kc 8s    | 8h Qd 4d 3h | 6c 7c       | 15          | 0           |
      | es-stud-split-limit | A-2-3-4-5 is a straight and beats three of a kind                        | Ad 2h 3s    | 4d 5c Kh 9s | Qd Qh Qs    | Jc 8d 7h 6s | Tc Th       | 15          | 0           |
      | es-stud-split-limit | A-2-3-4-5 is the lowest straight                                         | 6d 2s 3h    | 4s 5h Kd 9c | Ad 2h 3s    | 4d 5c Kh 9s | Tc Th       | 15          | 0           |
      | es-stud-split-limit | identical five cards split the pot, kickers beyond the five do not count | Ac Kh Qs    | Jc 9d 4h 3s | Ad Kd Qh    | Js 9h 5d 4s | 6c 7c       | 7           | 8           |
      | es-stud-limited-pot | a flush beats a straight                                                 | Ac 9c 7c    | Jc 5c Kd 8h | 9d Td 4h    | Js Qh Ks 6d | 3h 3s       | 15          | 0           |
      | es-stud-limited-pot | a full house beats a flush                                               | Kd Kh 8s    | Ks 8d 3d 6h | Ah Jh 9h    | 7h 4h Qs Td | 3c 4c       | 15          | 0           |
      | es-stud-limited-pot | three of a kind beats two pair                                           | 7d 7h Ad    | 7s Kc 9h 4s | Ah As Kd    | Kh Qc Jd 3s | 3c 4c       | 15          | 0           |
      | es-stud-limited-pot | equal pairs: the first kicker decides                                    | Ad Kh 9s    | As 8c 6d 4h | Ah Qh 9d    | Ac 8d 6s 5h | 3c 4c       | 15          | 0           |
      | es-stud-limited-pot | equal pairs and first kickers: a later kicker decides                    | Ad Kh 9s    | As 8c 6d 3h | Ah Kd 9c    | Ac 7d 6s 4h | 3c 4c       | 15          | 0           |
      | es-stud-limited-pot | equal top pairs: the second pair decides                                 | Kd Kh 9s    | 9c 5d 4h 3s | Ks Kc 8s    | 8h Qd 4d 3h | 6c 7c       | 15          | 0           |
      | es-stud-limited-pot | A-2-3-4-5 is a straight and beats three of a kind                        | Ad 2h 3s    | 4d 5c Kh 9s | Qd Qh Qs    | Jc 8d 7h 6s | Tc Th       | 15          | 0           |
      | es-stud-limited-pot | A-2-3-4-5 is the lowest straight                                         | 6d 2s 3h    | 4s 5h Kd 9c | Ad 2h 3s    | 4d 5c Kh 9s | Tc Th       | 15          | 0           |
      | es-stud-limited-pot | identical five cards split the pot, kickers beyond the five do not count | Ac Kh Qs    | Jc 9d 4h 3s | Ad Kd Qh    | Js 9h 5d 4s | 6c 7c       | 7           | 8           |

    @clause:DE-003 @clause:DE-052 @clause:DE-056 @clause:DE-057 @clause:DE-058
    Examples: German rules

      | profile     | case                                                                     | seat 1 down | seat 1 up   | seat 2 down | seat 2 up   | seat 3 down | seat 1 wins | seat 2 wins |
      | german-stud | a flush beats a straight                                                 | Ac 9c 7c    | Jc 5c Kd 8h | 9d Td 4h    | Js Qh Ks 6d | 3h 3s       | 15          | 0           |
      | german-stud | a full house beats a flush                                               | Kd Kh 8s    | Ks 8d 3d 6h | Ah Jh 9h    | 7h 4h Qs Td | 3c 4c       | 15          | 0           |
      | german-stud | three of a kind beats two pair                                           | 7d 7h Ad    | 7s Kc 9h 4s | Ah As Kd    | Kh Qc Jd 3s | 3c 4c       | 15          | 0           |
      | german-stud | equal pairs: the first kicker decides                                    | Ad Kh 9s    | As 8c 6d 4h | Ah Qh 9d    | Ac 8d 6s 5h | 3c 4c       | 15          | 0           |
      | german-stud | equal pairs and first kickers: a later kicker decides                    | Ad Kh 9s    | As 8c 6d 3h | Ah Kd 9c    | Ac 7d 6s 4h | 3c 4c       | 15          | 0           |
      | german-stud | equal top pairs: the second pair decides                                 | Kd Kh 9s    | 9c 5d 4h 3s | Ks Kc 8s    | 8h Qd 4d 3h | 6c 7c       | 15          | 0           |
      | german-stud | A-2-3-4-5 is a straight and beats three of a kind                        | Ad 2h 3s    | 4d 5c Kh 9s | Qd Qh Qs    | Jc 8d 7h 6s | Tc Th       | 15          | 0           |
      | german-stud | A-2-3-4-5 is the lowest straight                                         | 6d 2s 3h    | 4s 5h Kd 9c | Ad 2h 3s    | 4d 5c Kh 9s | Tc Th       | 15          | 0           |
      | german-stud | identical five cards split the pot, kickers beyond the five do not count | Ac Kh Qs    | Jc 9d 4h 3s | Ad Kd Qh    | Js 9h 5d 4s | 6c 7c       | 8           | 7           |

    @clause:ON-059 @clause:ON-060
    Examples: online room

      | profile     | case                                                                     | seat 1 down | seat 1 up   | seat 2 down | seat 2 up   | seat 3 down | seat 1 wins | seat 2 wins |
      | online-stud | a flush beats a straight                                                 | Ac 9c 7c    | Jc 5c Kd 8h | 9d Td 4h    | Js Qh Ks 6d | 3h 3s       | 15          | 0           |
      | online-stud | a full house beats a flush                                               | Kd Kh 8s    | Ks 8d 3d 6h | Ah Jh 9h    | 7h 4h Qs Td | 3c 4c       | 15          | 0           |
      | online-stud | three of a kind beats two pair                                           | 7d 7h Ad    | 7s Kc 9h 4s | Ah As Kd    | Kh Qc Jd 3s | 3c 4c       | 15          | 0           |
      | online-stud | equal pairs: the first kicker decides                                    | Ad Kh 9s    | As 8c 6d 4h | Ah Qh 9d    | Ac 8d 6s 5h | 3c 4c       | 15          | 0           |
      | online-stud | equal pairs and first kickers: a later kicker decides                    | Ad Kh 9s    | As 8c 6d 3h | Ah Kd 9c    | Ac 7d 6s 4h | 3c 4c       | 15          | 0           |
      | online-stud | equal top pairs: the second pair decides                                 | Kd Kh 9s    | 9c 5d 4h 3s | Ks Kc 8s    | 8h Qd 4d 3h | 6c 7c       | 15          | 0           |
      | online-stud | A-2-3-4-5 is a straight and beats three of a kind                        | Ad 2h 3s    | 4d 5c Kh 9s | Qd Qh Qs    | Jc 8d 7h 6s | Tc Th       | 15          | 0           |
      | online-stud | A-2-3-4-5 is the lowest straight                                         | 6d 2s 3h    | 4s 5h Kd 9c | Ad 2h 3s    | 4d 5c Kh 9s | Tc Th       | 15          | 0           |
      | online-stud | identical five cards split the pot, kickers beyond the five do not count | Ac Kh Qs    | Jc 9d 4h 3s | Ad Kd Qh    | Js 9h 5d 4s | 6c 7c       | 8           | 7           |

  Scenario Outline: An all-in player with the best hand wins only the main pot
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 6     |
      | 2    | 200   |
      | 3    | 200   |
    And the cards are dealt
      | seat | down     | up          |
      | 1    | 7d 7h Ad | 7s Kc 9h 4s |
      | 2    | Kd Kh 8s | Qs 8d 3d 6h |
      | 3    | Jc Tc    | 2c 5d 9d 3h |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 3    | bring-in |        |
      | 1    | complete | 5      |
      | 2    | raise    | 10     |
      | 3    | call     |        |
    And the hand is checked down to the showdown
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 18     | 1       |
      | 1   | 10     | 2       |
    And the final stacks are
      | seat | stack |
      | 1    | 18    |
      | 2    | 199   |
      | 3    | 189   |

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

    @clause:DE-052
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-060
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: Two wheels split the pot: by suit, the odd chip goes to the higher ace
    Given the rules of profile "<profile>"
    And the dealer button is at seat 2
    And the cards are dealt
      | seat | down     | up          |
      | 3    | Ad 2d 9h | 3s 4d 5s Kc |
      | 1    | Ah 2c 9d | 3c 4h 5c Qs |
      | 2    | 8c 8d    | 2s          |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 5      |
      | 1    | call     |        |
      | 2    | fold     |        |
    And the hand is checked down to the showdown
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 15     | 1 and 3 |
    And seat 1 wins 8
    And seat 3 wins 7

    @clause:CR-003
    Examples: card room: the ace of hearts above the ace of diamonds (the five of spades does not count)
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:CR-003 @clause:ES-113-2
    Examples: Spanish regulation: as in the card room
      | profile             |
      | es-stud-split-limit |
      | es-stud-limited-pot |

  Scenario Outline: A split pot with the button at seat <button>: the odd chip is placed from the button, never by seat number
    Given the rules of profile "<profile>"
    And the dealer button is at seat <button>
    And the cards are dealt
      | seat | down     | up          |
      | 3    | Ad Kd Qh | Js 9h 5d 4s |
      | 1    | Ac Kh Qs | Jc 9d 4h 3s |
      | 2    | 6c 7c    | 2c          |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 5      |
      | 1    | call     |        |
      | 2    | fold     |        |
    And the hand is checked down to the showdown
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 15     | 1 and 3 |
    And seat 3 wins <seat 3 wins>
    And seat 1 wins <seat 1 wins>

    @clause:CR-003
    Examples: card room: the odd chip to the highest card by suit, the ace of diamonds
      | profile                  | button | seat 3 wins | seat 1 wins |
      | cardroom-stud            | 2      | 8           | 7           |
      | cardroom-stud            | 3      | 8           | 7           |
      | cardroom-stud-tournament | 2      | 8           | 7           |
      | cardroom-stud-tournament | 3      | 8           | 7           |

    @clause:CR-003 @clause:ES-113-2
    Examples: Spanish regulation: as in the card room
      | profile             | button | seat 3 wins | seat 1 wins |
      | es-stud-split-limit | 2      | 8           | 7           |
      | es-stud-split-limit | 3      | 8           | 7           |
      | es-stud-limited-pot | 2      | 8           | 7           |
      | es-stud-limited-pot | 3      | 8           | 7           |

    @clause:DE-059 @clause:DE-060
    Examples: German rules: the odd chip to the first winner on the dealer's left, the dealer last
      | profile     | button | seat 3 wins | seat 1 wins |
      | german-stud | 2      | 8           | 7           |
      | german-stud | 3      | 7           | 8           |

    @clause:ON-061
    Examples: online room: the odd chip by position from the dealer's left, the dealer last
      | profile     | button | seat 3 wins | seat 1 wins |
      | online-stud | 2      | 8           | 7           |
      | online-stud | 3      | 7           | 8           |
