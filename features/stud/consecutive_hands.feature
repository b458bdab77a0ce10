Feature: Consecutive hands at one table
  A table plays hand after hand: each new hand is dealt from a new deck, the
  stacks are those the last hand left, and every rule applies in the second
  and third hands exactly as in the first.  The bring-in is the new low card's
  whoever brought it in before; the first player to act on each later street
  is the new high board; a player all in for what the last hand left him
  plays for the main pot only, the chips bet past him going to a side pot; the
  round allows the completion and three raises, then only calls; at the
  showdown the first player who could bet on seventh street shows first and
  the others follow clockwise; the best five-card hand among those who
  contested a pot wins it, and no hand is dead unless a rule kills it.

  In the original words of the sources:
    CR-003 (000, es): La mejor mano de póker de cinco cartas gana el bote.
    CR-024 (000, es): Si el siguiente jugador aumenta la apuesta a $15 (completa la apuesta), se
      permiten hasta tres aumentos cuando se utiliza un límite de tres aumentos.
    ES-113-2 (004, es): El objeto es alcanzar la combinación de cartas de mayor valor posible con
      las siete cartas entregadas por el "croupier", teniendo en cuenta que sólo tienen valor
      cinco de ellas, al ser descubiertas por el jugador.
    DE-020 (002, de): Jede Runde erlaubt höchstens 4 Einsätze per Spieler, bestehend aus einem
      Einsatz und 3 Erhöhungen.
    DE-050 (002, de): Der Spieler, welcher als letzter gesetzt oder geraist hatte, zeigt seine
      Hand als erstes (oder muckt),
    DE-051 (002, de): dieser Ablauf geht dann im Uhrzeigersinn von Spieler zu Spieler weiter (Hand
      zeigen oder mucken).
    DE-052 (002, de): Die Hand mit den besten 5-Karten Pokerhand (5 aus 7 Karten) gewinnt.

  Background:
    Given the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 15    |
      | 4    | 200   |
    And the dealer button is at seat 4

  Scenario Outline: Three hands in a row: the bring-in, the stacks, a side pot, the raise cap and the showdown in the later hands
    The first hand is won without a showdown.  In the second, seat 3 is all in
    for what the first left him and three hands are shown; in the third, the
    completion and three raises close the round and three hands are shown.
    The profiles that burn a card before each street from fourth street on
    are dealt from these decks; the German rules burn none (next scenario).
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    Then seat 2 is to act
    When the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | fold     |        |
      | 4    | fold     |        |
      | 1    | complete | 5      |
      | 2    | fold     |        |
    Then the hand is over
    And seat 1 wins 8
    And seat 1 gets back 3 uncalled
    And the final stacks are
      | seat | stack |
      | 1    | 205   |
      | 2    | 197   |
      | 3    | 14    |
      | 4    | 199   |
    When the next hand starts with the dealer button at seat 1
      | Qs | 9c | Tc | Ah | Js | 9d | Td | Jc | 8d | 9h | 2c | Kh | 2d |
      | 7d | 5h | Qd | 2h | 5s | Jd | 8s | 3c | 3h | 6h | 4c | 3d | 6c |
      | 5d | 2s | 3s | 4d | 4h | 4s | 5c | 6d | 6s | 7c | 7h | 7s | 8c |
      | 8h | 9s | Th | Ts | Jh | Qc | Qh | Kc | Kd | Ks | Ac | Ad | As |
    Then the phase is third-street
    And seat 1 has 204 chips
    And seat 3 has 13 chips
    And the dealer announces low-card for seat 4
    And seat 4 is to act
    And the legal actions are
      | action   | amount |
      | bring-in | 2      |
      | complete | 5      |
    When the actions are
      | seat | action   | amount |
      | 4    | bring-in |        |
      | 1    | complete | 5      |
      | 2    | fold     |        |
      | 3    | call     |        |
      | 4    | call     |        |
    Then the phase is fourth-street
    And seat 1 is to act
    When the actions are
      | seat | action | amount |
      | 1    | bet    | 5      |
      | 3    | call   |        |
      | 4    | raise  | 10     |
      | 1    | call   |        |
    Then seat 3 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 8      |
    When seat 3 calls
    Then the status of seat 3 is all-in
    And seat 3 has 0 chips
    And the phase is fifth-street
    And seat 1 is to act
    And the pots are
      | pot | amount | eligible   |
      | 0   | 43     | 1, 3 and 4 |
      | 1   | 4      | 1 and 4    |
    When the hand is checked down to the showdown
    And the players show their hands in turn
    Then the hand is over
    And the show order is 1, 3 and 4
    And the shown hands are
      | seat | hand                                      |
      | 1    | high card, A-K-Q-J-8                      |
      | 3    | three of a kind, nines, seven-six kickers |
      | 4    | two pair, tens and fives, jack kicker     |
    And no hand is dead
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 43     | 3       |
      | 1   | 4      | 4       |
    And seat 3 wins 43
    And seat 4 wins 4
    And seat 1 wins 0
    And the final stacks are
      | seat | stack |
      | 1    | 189   |
      | 2    | 196   |
      | 3    | 43    |
      | 4    | 187   |
    When the next hand starts with the dealer button at seat 2
      | Kc | Jh | 5d | Ac | Kd | Jd | 6s | Ad | Qc | 9s | 2d | Ks | 2c |
      | 2s | Th | 7h | 2h | Qh | 3c | 4d | 3d | 6d | 7c | 3s | 3h | 5c |
      | 4h | 8c | 4c | 4s | 5h | 5s | 6c | 6h | 7d | 7s | 8d | 8h | 8s |
      | 9c | 9d | 9h | Tc | Td | Ts | Jc | Js | Qd | Qs | Kh | Ah | As |
    Then seat 3 has 42 chips
    And the dealer announces low-card for seat 1
    And seat 1 is to act
    When the actions are
      | seat | action   | amount |
      | 1    | bring-in |        |
      | 2    | complete | 5      |
      | 3    | raise    | 10     |
      | 4    | call     |        |
      | 1    | fold     |        |
      | 2    | raise    | 15     |
      | 3    | raise    | 20     |
    Then 3 raises have been made this round
    And seat 4 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 20     |
    When seat 4 calls
    Then seat 2 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 20     |
    When seat 2 calls
    Then the phase is fourth-street
    And the pots are
      | pot | amount | eligible   |
      | 0   | 66     | 2, 3 and 4 |
    And the status of seat 3 is active
    When the hand is checked down to the showdown
    And the players show their hands in turn
    Then the hand is over
    And the show order is 3, 4 and 2
    And the shown hands are
      | seat | hand                                     |
      | 3    | two pair, kings and queens, six kicker   |
      | 4    | one pair, jacks, ten-nine-seven kickers  |
      | 2    | one pair, aces, king-eight-seven kickers |
    And no hand is dead
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 66     | 3       |
    And seat 3 wins 66
    And the final stacks are
      | seat | stack |
      | 1    | 186   |
      | 2    | 175   |
      | 3    | 88    |
      | 4    | 166   |

    @clause:CR-003 @clause:CR-024
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:CR-003 @clause:ES-113-2 @clause:CR-024
    Examples: Spanish regulation
      | profile             |
      | es-stud-split-limit |
      | es-stud-limited-pot |

    @clause:ON-051 @clause:ON-026 @clause:ON-060
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: Three hands in a row under the German rules, where no card is burnt
    The same three hands, dealt from decks without burn cards.
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    Then seat 2 is to act
    When the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | fold     |        |
      | 4    | fold     |        |
      | 1    | complete | 5      |
      | 2    | fold     |        |
    Then the hand is over
    And seat 1 wins 8
    And seat 1 gets back 3 uncalled
    And the final stacks are
      | seat | stack |
      | 1    | 205   |
      | 2    | 197   |
      | 3    | 14    |
      | 4    | 199   |
    When the next hand starts with the dealer button at seat 1
      | Qs | 9c | Tc | Ah | Js | 9d | Td | Jc | 8d | 9h | 2c | Kh | 7d |
      | 5h | Qd | 5s | Jd | 8s | 3h | 6h | 4c | 6c | 5d | 2s | 2d | 2h |
      | 3c | 3d | 3s | 4d | 4h | 4s | 5c | 6d | 6s | 7c | 7h | 7s | 8c |
      | 8h | 9s | Th | Ts | Jh | Qc | Qh | Kc | Kd | Ks | Ac | Ad | As |
    Then the phase is third-street
    And seat 1 has 204 chips
    And seat 3 has 13 chips
    And the dealer announces low-card for seat 4
    And seat 4 is to act
    And the legal actions are
      | action   | amount |
      | bring-in | 2      |
      | complete | 5      |
    When the actions are
      | seat | action   | amount |
      | 4    | bring-in |        |
      | 1    | complete | 5      |
      | 2    | fold     |        |
      | 3    | call     |        |
      | 4    | call     |        |
    Then the phase is fourth-street
    And seat 1 is to act
    When the actions are
      | seat | action | amount |
      | 1    | bet    | 5      |
      | 3    | call   |        |
      | 4    | raise  | 10     |
      | 1    | call   |        |
    Then seat 3 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 8      |
    When seat 3 calls
    Then the status of seat 3 is all-in
    And seat 3 has 0 chips
    And the phase is fifth-street
    And seat 1 is to act
    And the pots are
      | pot | amount | eligible   |
      | 0   | 43     | 1, 3 and 4 |
      | 1   | 4      | 1 and 4    |
    When the hand is checked down to the showdown
    And the players show their hands in turn
    Then the hand is over
    And the show order is 1, 3 and 4
    And the shown hands are
      | seat | hand                                      |
      | 1    | high card, A-K-Q-J-8                      |
      | 3    | three of a kind, nines, seven-six kickers |
      | 4    | two pair, tens and fives, jack kicker     |
    And no hand is dead
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 43     | 3       |
      | 1   | 4      | 4       |
    And seat 3 wins 43
    And seat 4 wins 4
    And seat 1 wins 0
    And the final stacks are
      | seat | stack |
      | 1    | 189   |
      | 2    | 196   |
      | 3    | 43    |
      | 4    | 187   |
    When the next hand starts with the dealer button at seat 2
      | Kc | Jh | 5d | Ac | Kd | Jd | 6s | Ad | Qc | 9s | 2d | Ks | 2s |
      | Th | 7h | Qh | 3c | 4d | 6d | 7c | 3s | 5c | 4h | 8c | 2c | 2h |
      | 3d | 3h | 4c | 4s | 5h | 5s | 6c | 6h | 7d | 7s | 8d | 8h | 8s |
      | 9c | 9d | 9h | Tc | Td | Ts | Jc | Js | Qd | Qs | Kh | Ah | As |
    Then seat 3 has 42 chips
    And the dealer announces low-card for seat 1
    And seat 1 is to act
    When the actions are
      | seat | action   | amount |
      | 1    | bring-in |        |
      | 2    | complete | 5      |
      | 3    | raise    | 10     |
      | 4    | call     |        |
      | 1    | fold     |        |
      | 2    | raise    | 15     |
      | 3    | raise    | 20     |
    Then 3 raises have been made this round
    And seat 4 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 20     |
    When seat 4 calls
    Then seat 2 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 20     |
    When seat 2 calls
    Then the phase is fourth-street
    And the pots are
      | pot | amount | eligible   |
      | 0   | 66     | 2, 3 and 4 |
    And the status of seat 3 is active
    When the hand is checked down to the showdown
    And the players show their hands in turn
    Then the hand is over
    And the show order is 3, 4 and 2
    And the shown hands are
      | seat | hand                                     |
      | 3    | two pair, kings and queens, six kicker   |
      | 4    | one pair, jacks, ten-nine-seven kickers  |
      | 2    | one pair, aces, king-eight-seven kickers |
    And no hand is dead
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 66     | 3       |
    And seat 3 wins 66
    And the final stacks are
      | seat | stack |
      | 1    | 186   |
      | 2    | 175   |
      | 3    | 88    |
      | 4    | 166   |

    @clause:DE-020 @clause:DE-050 @clause:DE-051 @clause:DE-052
    Examples: German rules
      | profile     |
      | german-stud |
