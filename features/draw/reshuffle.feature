@profile:es-draw-openers
Feature: Reshuffling the discards when the stub runs short in the draw
  Art. 111: if the croupier, dealing the draw, sees on the second-to-last card
  that he will not have enough to complete the draws, he shuffles the last card
  with every card discarded so far, asks the player before the one about to
  receive the next card to cut, and deals on from the new pile.  The discards
  of the opener and of the player about to receive cards stay out when they
  have been kept apart and can be identified.

  Eight players receive 40 cards; with a card burnt before the deal and one
  before the draw, ten cards are left for the draw.

  In the original words of the sources:
    ES-111.p1-1 (004, es): Si el "croupier", al dar las cartas de los descartes, nota cuando le
      dio la penúltima que no va a tener suficientes para completarlos, debe barajar junto con la
      última carta todas las que se hayan descartado previamente,
    ES-111.p1-3 (004, es): y continuar con el reparto con el nuevo montón.
    ES-111.p2 (004, es): Los descartes del jugador que abrió el "bote" y del jugador que tiene que
      recibir las cartas no se incluyen si se han mantenido separadas y se pueden identificar.
    ES-111.p1-2 (004, es): pedir al jugador anterior al que tiene que recibir la siguiente carta
      que corte

  Background:
    Given the rules of profile "es-draw-openers"
    And the stakes are
      | ante | small bet | big bet |
      | 2    | 10        | 20      |
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
    And the dealer button is at seat 1
    And the hands are dealt
      | seat | cards          |
      | 8    | Jc Jd 2c 3d 4h |
      | 7    | Ac 5d 6h 7s 8c |
      | 6    | Kc 2d 3h 4s 5c |
      | 5    | Qs Qh 9c 9d 2h |
      | 4    | ?? ?? ?? ?? ?? |
      | 3    | ?? ?? ?? ?? ?? |
      | 2    | ?? ?? ?? ?? ?? |
      | 1    | ?? ?? ?? ?? ?? |
    And the draws bring
      | draw | cards                         |
      | 1    | Th 9h 8h Ts Td 6s 5s Qc Qd Kd |
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 8    | bet    | 10     |
      | 7    | call   |        |
      | 6    | call   |        |
      | 5    | call   |        |
      | 4    | call   |        |
      | 3    | call   |        |
      | 2    | call   |        |

  @clause:ES-111.p1-1 @clause:ES-111.p1-2 @clause:ES-111.p1-3 @clause:ES-111.p2
  Scenario: The last card is shuffled with the discards, without the opener's and the receiver's
    When seat 1 calls
    And seat 8 draws 3 discarding 2c 3d 4h
    And seat 7 draws 4 discarding 5d 6h 7s 8c
    Then the stub holds 3 cards
    When seat 6 draws 4 discarding 2d 3h 4s 5c
    Then the event log records
      | event     | seat | cards                | amount |
      | deal-down | 6    |                      |        |
      | deal-down | 6    |                      |        |
      | reshuffle | 6    |                      | 5      |
      | held-out  |      | 2c 3d 4h 2d 3h 4s 5c | 7      |
      | cut       | 7    |                      |        |
      | deal-down | 6    |                      |        |
      | deal-down | 6    |                      |        |
    And seat 6 holds 3 of the cards Kc Qc Qd
    And seat 6 holds 2 of the cards Kd 5d 6h 7s 8c
    And the stub holds 3 cards
    And the discard pile holds 7 cards
    And every card is accounted for
    When the remaining players stand pat
    Then the phase is post-draw
    And seat 8 is to act

  @clause:ES-111.p1-2 @clause:ES-111.p2
  Scenario: The opener's discards were not kept apart: they are reshuffled too
    When seat 1 calls
    And seat 8 draws 3 discarding 2c 3d 4h
    And seat 7 draws 4 discarding 5d 6h 7s 8c
    And the discards of seat 8 are mixed with the other discards
    And seat 6 draws 4 discarding 2d 3h 4s 5c
    Then the event log records
      | event     | seat | cards       | amount |
      | reshuffle | 6    |             | 8      |
      | held-out  |      | 2d 3h 4s 5c | 4      |
      | cut       | 7    |             |        |
    And seat 6 holds 2 of the cards Kd 5d 6h 7s 8c 2c 3d 4h
    And the stub holds 6 cards
    And the discard pile holds 4 cards
    And every card is accounted for

  @clause:ES-111.p1-1
  Scenario: The last card completes the draw: nothing is reshuffled
    When seat 1 calls
    And seat 8 draws 3 discarding 2c 3d 4h
    And seat 7 draws 4 discarding 5d 6h 7s 8c
    And seat 6 draws 3 discarding 2d 3h 4s
    Then seat 6 holds the cards Kc 5c Qc Qd Kd
    And the stub holds 0 cards
    And the discard pile holds 10 cards
    And the dealer never announces reshuffle

  @clause:ES-111.p1-2 @clause:ES-111.p2
  Scenario: The stub was used up exactly: the next draw comes from the reshuffled discards
    The text assumes the croupier always keeps the last card back; when an
    earlier draw took it (the last card completed that draw), the engine
    shuffles the discards alone, with the opener's and the receiver's still
    apart; the player before the receiver cuts (a declared default).
    When seat 1 calls
    And seat 8 draws 3 discarding 2c 3d 4h
    And seat 7 draws 4 discarding 5d 6h 7s 8c
    And seat 6 draws 3 discarding 2d 3h 4s
    And seat 5 draws 1 discarding 2h
    Then the event log records
      | event     | seat | amount |
      | reshuffle | 5    | 7      |
      | cut       | 6    |        |
      | deal-down | 5    |        |
    And seat 5 holds 1 of the cards 5d 6h 7s 8c 2d 3h 4s
    And the stub holds 6 cards
    And the discard pile holds 4 cards

  @clause:ES-111.p1-1 @clause:ES-111.p2
  Scenario: A hand folded before the draw is shuffled with the discards
    Seat 1 folds his five cards before the draw; they are discarded cards
    like the others, so they go into the reshuffle with the last card and
    seat 7's discards: ten cards.
    When seat 1 folds
    And seat 8 draws 3 discarding 2c 3d 4h
    And seat 7 draws 4 discarding 5d 6h 7s 8c
    And seat 6 draws 4 discarding 2d 3h 4s 5c
    Then the event log records
      | event     | seat | amount |
      | reshuffle | 6    | 10     |
    And the stub holds 8 cards
    And the discard pile holds 7 cards
    And every card is accounted for
