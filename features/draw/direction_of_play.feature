@profile:es-draw-openers
Feature: Direction of play, betting after the draw and the showdown
  Art. 111: after the draw the opener acts first and, if he has folded, "the
  player on his right".  The profile reads this literally: play runs to the
  right, counter-clockwise, for the deal, the betting and the showdown alike
  (CF-004).  Players fold, call or raise until the bets are equal; the hands
  are then shown in turn and the highest combination wins the pot.  Who shows
  first is not in the text: the last player to bet or raise, else the first to
  act (CF-023).  Bets are the small bet before the draw and the big bet after
  it, with a bet and three raises a round (CF-036, CF-015).

  In the original words of the sources:
    ES-111.p3 (004, es): En cualquier momento del descarte, y hasta que llegue el turno de las
      apuestas, cualquier jugador puede solicitar que cada uno de los demás diga el número de
      cartas de las que se ha descartado.
    ES-111.p4-2 (004, es): Si dicho jugador se ha retirado, es el jugador que se encuentra a su
      derecha el que tiene el turno.
    ES-111.p4-3 (004, es): Cada uno de los demás jugadores en su turno puede retirarse, cubrir o
      subir las apuestas hasta que las mismas sean igualadas.
    ES-111.p4-4 (004, es): En ese momento, se muestran por turno las cartas
    ES-111.p4-5 (004, es): y la combinación más alta gana el "bote".

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

  @clause:ES-111.p4-2
  Scenario Outline: The deal and the betting go round to the right of the dealer (button at seat <dealer>)
    Given the dealer button is at seat <dealer>
    And the deck is shuffled with seed 7
    When the hand starts
    Then seat <first> is to act
    And the event log records
      | event     | seat     |
      | ante      | <first>  |
      | ante      | <second> |
      | ante      | <third>  |
      | ante      | <dealer> |
      | deal-down | <first>  |
      | deal-down | <second> |
      | deal-down | <third>  |
      | deal-down | <dealer> |
    When seat <first> checks
    Then seat <second> is to act

    Examples:
      | dealer | first | second | third |
      | 1      | 4     | 3      | 2     |
      | 2      | 1     | 4      | 3     |
      | 3      | 2     | 1      | 4     |
      | 4      | 3     | 2      | 1     |

  @clause:ES-111.p4-3
  Scenario: After the draw players fold, call or raise until the bets are equal
    Given the dealer button is at seat 1
    And the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5c |
      | 2    | Jc Jd 7h 5s 3c |
      | 1    | Tc Td 8h 7c 2d |
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 4    | check  |        |
      | 3    | check  |        |
      | 2    | bet    | 10     |
      | 1    | call   |        |
      | 4    | call   |        |
      | 3    | call   |        |
    And the remaining players stand pat
    And the play goes on
      | seat | action | amount |
      | 2    | bet    | 20     |
      | 1    | raise  | 40     |
      | 4    | fold   |        |
      | 3    | raise  | 60     |
      | 2    | raise  | 80     |
    Then seat 1 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 80     |
    When seat 1 calls
    Then seat 3 is to act
    When seat 3 calls
    Then the hand is over
    And the pot is 0
    And seat 2 wins 288

  @clause:ES-111.p4-2
  Scenario: The opener all in: after the draw the player on his right acts first
    An opener all in cannot bet after the draw: he is passed over like an
    opener who folded, and the turn goes to the player on his right (CF-047).
    Given the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 12    |
      | 3    | 200   |
      | 4    | 200   |
    And the dealer button is at seat 1
    And the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5c |
      | 2    | Jc Jd 7h 5s 3c |
      | 1    | Tc Td 8h 7c 2d |
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 4    | check  |        |
      | 3    | check  |        |
      | 2    | bet    | 10     |
      | 1    | call   |        |
      | 4    | call   |        |
      | 3    | call   |        |
    Then the status of seat 2 is all-in
    When the remaining players stand pat
    Then seat 1 is to act
    When seat 1 bets 20
    Then seat 4 is to act

  @clause:ES-111.p3
  Scenario: A player all in before the draw still draws, in his turn, and his draw is told
    Seat 1 calls the opening bet all in.  He still draws in his turn, to the
    right of the opener, and the dealer counts his draw like any other.
    Given the players are
      | seat | stack |
      | 1    | 12    |
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
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 4    | check  |        |
      | 3    | check  |        |
      | 2    | bet    | 10     |
      | 1    | call   |        |
      | 4    | fold   |        |
      | 3    | fold   |        |
    Then the status of seat 1 is all-in
    And seat 2 is to act
    When seat 2 stands pat
    Then seat 1 is to act
    When seat 1 asks how many cards each player drew
    Then the dealer tells seat 1 the draw counts
      | seat | drew |
      | 2    | 0    |
    When seat 1 draws 1 discarding 2d
    Then seat 1 holds the cards Tc Td 8h 7c Qs
    And the draw counts are
      | seat | draws |
      | 2    | 0     |
      | 1    | 1     |

  @clause:ES-111.p4-3
  Scenario: Facing an all-in raise after the draw with nobody else left to bet, the opener may call or fold, not raise
    Seat 1 raises all in for a full raise and seat 4 folds: the opener is the
    only player left with chips.  A raise nobody could call has no purpose, so
    he may only call or fold (CF-047).
    Given the players are
      | seat | stack |
      | 1    | 52    |
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
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 4    | check  |        |
      | 3    | check  |        |
      | 2    | bet    | 10     |
      | 1    | call   |        |
      | 4    | call   |        |
      | 3    | fold   |        |
    And the remaining players stand pat
    And the play goes on
      | seat | action | amount |
      | 2    | bet    | 20     |
      | 1    | raise  | 40     |
      | 4    | fold   |        |
    Then the status of seat 1 is all-in
    And seat 2 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 40     |

  @clause:ES-111.p4-3
  Scenario: After the draw a bet all in for less than a full bet and three raises close the round to raising
    The opener has 5 chips left after the draw: his bet all in for 5 is the
    round's bet, and three raises after it close the round to raising
    (CF-047).
    Given the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 17    |
      | 3    | 200   |
      | 4    | 200   |
    And the dealer button is at seat 1
    And the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5c |
      | 2    | Jc Jd 7h 5s 3c |
      | 1    | Tc Td 8h 7c 2d |
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 4    | check  |        |
      | 3    | check  |        |
      | 2    | bet    | 10     |
      | 1    | call   |        |
      | 4    | call   |        |
      | 3    | call   |        |
    And the remaining players stand pat
    And the play goes on
      | seat | action | amount |
      | 2    | bet    | 5      |
      | 1    | raise  | 25     |
      | 4    | raise  | 45     |
      | 3    | raise  | 65     |
    Then seat 1 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 65     |

  @clause:ES-111.p4-3
  Scenario: After the draw a raise all in for less than a full raise: the players still to act may raise, the opener may not
    Seat 1 raises the opener's 20 all in to 30, short of a full raise.  Seat 4
    has not acted yet and may raise a full bet over it; once the betting comes
    back to the opener, who has acted, he may only call or fold (CF-047).
    Given the players are
      | seat | stack |
      | 1    | 42    |
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
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 4    | check  |        |
      | 3    | check  |        |
      | 2    | bet    | 10     |
      | 1    | call   |        |
      | 4    | call   |        |
      | 3    | call   |        |
    And the remaining players stand pat
    And the play goes on
      | seat | action | amount |
      | 2    | bet    | 20     |
      | 1    | raise  | 30     |
    Then the status of seat 1 is all-in
    And seat 4 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 30     |
      | raise  | 50     |
    When the play goes on
      | seat | action | amount |
      | 4    | call   |        |
      | 3    | call   |        |
    Then seat 2 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 30     |

  @clause:ES-111.p4-3
  Scenario: Before the draw the opening bet and three raises close the round to raising
    The opening bet is a bet like any other, not a blind: three raises may
    follow it, and the opener may then only call or fold.
    Given the dealer button is at seat 1
    And the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5c |
      | 2    | Jc Jd 7h 5s 3c |
      | 1    | Tc Td 8h 7c 2d |
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 4    | check  |        |
      | 3    | check  |        |
      | 2    | bet    | 10     |
      | 1    | raise  | 20     |
      | 4    | raise  | 30     |
      | 3    | raise  | 40     |
    Then seat 2 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 40     |

  @clause:ES-111.p4-3
  Scenario: With two players left to bet, the opening bet and three raises still close the round to raising
    Given the dealer button is at seat 1
    And the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5c |
      | 2    | Jc Jd 7h 5s 3c |
      | 1    | Tc Td 8h 7c 2d |
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 4    | check  |        |
      | 3    | check  |        |
      | 2    | bet    | 10     |
      | 1    | fold   |        |
      | 4    | fold   |        |
      | 3    | raise  | 20     |
      | 2    | raise  | 30     |
      | 3    | raise  | 40     |
    Then seat 2 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 40     |

  @clause:ES-111.p4-4 @clause:ES-111.p4-5
  Scenario: Checked down after the draw: the hands are shown from the opener, to his right
    Given the dealer button is at seat 1
    And the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5c |
      | 2    | Jc Jd 7h 5s 3c |
      | 1    | Tc Td 8h 7c 2d |
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 4    | check  |        |
      | 3    | check  |        |
      | 2    | bet    | 10     |
      | 1    | call   |        |
      | 4    | call   |        |
      | 3    | call   |        |
    And the remaining players stand pat
    And the play goes on
      | seat | action |
      | 2    | check  |
      | 1    | check  |
      | 4    | check  |
      | 3    | check  |
    Then the hand is over
    And the show order is 2, 1, 4 and 3
    And the shown hands are
      | seat | hand                                      |
      | 2    | one pair, jacks, seven-five-three kickers |
      | 1    | one pair, tens, eight-seven-deuce kickers |
      | 4    | high card, 9-8-6-4-2                      |
      | 3    | high card, A-K-9-7-5                      |
    And seat 2 wins 48
    And the final stacks are
      | seat | stack |
      | 1    | 188   |
      | 2    | 236   |
      | 3    | 188   |
      | 4    | 188   |

  @clause:ES-111.p4-4
  Scenario: Checked after the draw: the opener shows first, even when another player raised before the draw
    Who bet or raised before the draw does not count: with no bet after it,
    the hands are shown from the opener.
    Given the dealer button is at seat 1
    And the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5c |
      | 2    | Jc Jd 7h 5s 3c |
      | 1    | Tc Td 8h 7c 2d |
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 4    | check  |        |
      | 3    | check  |        |
      | 2    | bet    | 10     |
      | 1    | raise  | 20     |
      | 4    | call   |        |
      | 3    | call   |        |
      | 2    | call   |        |
    And the remaining players stand pat
    And the play goes on
      | seat | action |
      | 2    | check  |
      | 1    | check  |
      | 4    | check  |
      | 3    | check  |
    Then the hand is over
    And the show order is 2, 1, 4 and 3
    And seat 2 wins 88

  @clause:ES-111.p4-4 @clause:ES-111.p4-5
  Scenario: A bet after the draw: the last player to bet shows first, then the others to his right
    Given the dealer button is at seat 1
    And the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5c |
      | 2    | Jc Jd 7h 5s 3c |
      | 1    | Tc Td 8h 7c 2d |
    And the draws bring
      | draw | cards          |
      | 1    | Kh Ks Kc       |
    When the hand starts
    And the play goes on
      | seat | action    | amount | discards |
      | 4    | check     |        |          |
      | 3    | check     |        |          |
      | 2    | bet       | 10     |          |
      | 1    | call      |        |          |
      | 4    | call      |        |          |
      | 3    | call      |        |          |
      | 4    | stand-pat |        |          |
      | 3    | stand-pat |        |          |
      | 2    | stand-pat |        |          |
      | 1    | draw      |        | 8h 7c 2d |
      | 2    | check     |        |          |
      | 1    | bet       | 20     |          |
      | 4    | call      |        |          |
      | 3    | fold      |        |          |
      | 2    | call      |        |          |
    Then the hand is over
    And the show order is 1, 4 and 2
    And seat 1 holds the cards Tc Td Kh Ks Kc
    And seat 1 wins 108
