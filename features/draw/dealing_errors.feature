@profile:es-draw-openers
Feature: Errors in the deal
  Art. 112.1: a player dealt too many or too few cards who says so before
  looking at them has the extra cards taken back onto the top of the deck, or
  his hand made up; once he has seen any of them, it is a dealing error: every
  card is gathered and the hand is dealt again.  A player's first card dealt
  face up is a dealing error too.  The antes stay in the pot for the new
  deal (CF-031); the bets of the interval are returned (CF-044).  The hand
  starts again: every player is dealt in, those who had folded too.

  In the original words of the sources:
    ES-112.1 (004, es): Si durante el reparto de las cartas se dan algunos de los casos que se
      indican a continuación, se considerará que ha habido error en el reparto y se procederá de
      la siguiente manera:
    ES-112.1.a (004, es): a) En el caso de que algún jugador reciba demasiadas cartas o menos de
      las debidas y antes de mirarlas lo hiciera saber al "croupier", éste deberá recoger las
      cartas adicionales y colocarlas encima de la baraja o completar su número respectivamente.
    ES-112.1.b (004, es): b) Si en el supuesto anterior, el jugador ha visto alguna de las cartas,
      se considera error en el reparto, se recogen todas las cartas por el "croupier" y se inicia
      la "mano" de nuevo.
    ES-112.1.c (004, es): c) Si la primera carta que recibe un jugador se da boca arriba, se
      considera error en el reparto y se deberá iniciar de nuevo la jugada.

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
      | draw | cards |
      | 1    | Qs    |

  @clause:ES-112.1 @clause:ES-112.1.a
  Scenario Outline: Too <which> cards, reported before looking: the count is corrected from the top of the deck
    When the hand starts
    And seat 3 tells the dealer he was dealt <count> too <which>
    Then seat 3 holds the cards Ac Kd 9h 7s 5c
    And the stub holds 31 cards
    And the discard pile holds 0 cards
    And the event log records
      | event    | seat | amount  |
      | <error>  | 3    | <count> |
      | <remedy> | 3    | <count> |
    And the dealer never announces misdeal
    When the play goes on
      | seat | action | amount | discards |
      | 4    | check  |        |          |
      | 3    | check  |        |          |
      | 2    | bet    | 10     |          |
      | 1    | call   |        |          |
      | 4    | call   |        |          |
      | 3    | fold   |        |          |
      | 4    | draw   |        | 2c       |
    Then seat 4 holds the cards 9c 8d 6h 4s Qs

    Examples:
      | which | count | error      | remedy         |
      | many  | 1     | deal-extra | return-to-stub |
      | many  | 2     | deal-extra | return-to-stub |
      | few   | 1     | deal-short | complete-hand  |
      | few   | 2     | deal-short | complete-hand  |

  @clause:ES-112.1 @clause:ES-112.1.b
  Scenario Outline: Too <which> cards, and the player has seen them: the hand is dealt again
    When the hand starts
    And seat 3 looks at his cards
    And seat 3 tells the dealer he was dealt <count> too <which>
    Then the deal is void and the hand is dealt again
    And the event log records
      | event   | seat | amount |
      | misdeal | 3    |        |
      | shuffle |      | 52     |
      | cut     | 1    |        |
      | burn    |      |        |
    And the pot is 8
    And seat 3 has 198 chips
    And the stub holds 31 cards
    And every card is accounted for
    And seat 4 is to act
    When the play goes on
      | seat | action |
      | 4    | check  |
      | 3    | check  |
      | 2    | check  |
      | 1    | check  |
    Then the hand is over
    And the hand result reports a misdeal

    Examples:
      | which | count |
      | many  | 1     |
      | few   | 1     |

  @clause:ES-112.1.b
  Scenario: A misdeal after the pot was opened: the bets are returned, the antes stay
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 4    | check  |        |
      | 3    | check  |        |
      | 2    | bet    | 10     |
      | 1    | call   |        |
    And seat 3 looks at his cards
    And seat 3 tells the dealer he was dealt 1 too many
    Then the deal is void and the hand is dealt again
    And the event log records
      | event   | seat | amount |
      | misdeal | 3    |        |
      | return  | 1    | 10     |
      | return  | 2    | 10     |
    And the pot is 8
    And seat 1 has 198 chips
    And seat 2 has 198 chips
    And seat 4 is to act
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    | 10     |

  @clause:ES-112.1.b
  Scenario: A misdeal after a player folded: the hand starts again and he is dealt in too
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 4    | check  |        |
      | 3    | check  |        |
      | 2    | bet    | 10     |
      | 1    | fold   |        |
    And seat 3 looks at his cards
    And seat 3 tells the dealer he was dealt 1 too many
    Then the deal is void and the hand is dealt again
    And the pot is 8
    And the status of seat 1 is active
    And seat 1 holds 5 cards
    And the stub holds 31 cards
    And every card is accounted for
    And seat 4 is to act

  @clause:ES-112.1 @clause:ES-112.1.c
  Scenario: A player's first card dealt face up: the hand is dealt again
    When the hand starts
    And the dealer deals seat 2's first card face up
    Then the deal is void and the hand is dealt again
    And the event log records
      | event        | seat | cards |
      | deal-face-up | 2    | Jc    |
      | misdeal      | 2    |       |
    And the pot is 8
    And every card is accounted for
