@profile:es-draw-openers
Feature: The dealer puts the deck away too early
  Art. 112.2: a croupier who puts the deck away before the hand is over, while
  cards are still to be dealt, must if possible take the top part of the
  deck to deal the missing cards.  Otherwise he shuffles the unused cards,
  without the discards; "la mano" cuts again and the first card is burnt
  before the deal goes on.  The engine takes "la mano", the player who cuts (CF-037), to be
  the player at the dealer button (CF-043).

  In the original words of the sources:
    ES-112.2-1 (004, es): El "croupier" que retire la baraja antes de finalizar la jugada, cuando
      aún tienen que repartirse más cartas a los jugadores, debe, si se puede, coger la parte
      superior de la baraja y repartir las cartas que faltan.
    ES-112.2-2 (004, es): En caso contrario, debe mezclar las cartas que no se han usado sin
      incluir las de descarte.
    ES-112.2-4 (004, es): y el "croupier" debe eliminar la primera carta antes de empezara
      repartir.
    ES-112.2-3 (004, es): La "mano" debe proceder de nuevo al corte

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
    And the dealer button is at seat 1
    And the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5c |
      | 2    | Jc Jd 7h 5s 3c |
      | 1    | Tc Td 8h 7c 2d |
    And the draws bring
      | draw | cards             |
      | 1    | Qs Qh Qd Kc Kh Ks |
    When the hand starts
    And the play goes on
      | seat | action | amount | discards |
      | 4    | check  |        |          |
      | 3    | check  |        |          |
      | 2    | bet    | 10     |          |
      | 1    | call   |        |          |
      | 4    | call   |        |          |
      | 3    | fold   |        |          |
      | 4    | draw   |        | 6h 4s 2c |

  @clause:ES-112.2-1
  Scenario: The top of the deck can still be told apart: the deal goes on from it
    When the dealer puts the deck away before the deal is over
    Then the event log records
      | event          |
      | deck-recovered |
    And the stub holds 27 cards
    When seat 2 draws 3 discarding 7h 5s 3c
    Then seat 2 holds the cards Jc Jd Kc Kh Ks

  @clause:ES-112.2-2 @clause:ES-112.2-3 @clause:ES-112.2-4
  Scenario: The order is lost: the unused cards are shuffled without the discards, cut and one burnt
    When the dealer puts the deck away and the order of the unused cards is lost
    Then the event log records
      | event   | seat | amount |
      | shuffle |      | 27     |
      | cut     | 1    |        |
      | burn    |      |        |
    And the stub holds 26 cards
    And the discard pile holds 8 cards
    And every card is accounted for
    When seat 2 draws 3 discarding 7h 5s 3c
    Then seat 2 holds 0 of the cards 6h 4s 2c Ac Kd 9h 7s 5c
    And the stub holds 23 cards
