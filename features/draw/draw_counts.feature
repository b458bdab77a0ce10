@profile:es-draw-openers
Feature: Asking how many cards each player drew
  Art. 111: at any moment of the draw, and until the betting turn comes, any
  player may ask each of the others to say how many cards he discarded.  The
  dealer's answer names every other player who has drawn as "seat N drew K"
  (K is 0 for a player who stood pat).

  In the original words of the sources:
    ES-111.p3 (004, es): En cualquier momento del descarte, y hasta que llegue el turno de las
      apuestas, cualquier jugador puede solicitar que cada uno de los demás diga el número de
      cartas de las que se ha descartado.

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
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 4    | check  |        |
      | 3    | check  |        |
      | 2    | bet    | 10     |
      | 1    | call   |        |
      | 4    | call   |        |
      | 3    | fold   |        |

  @clause:ES-111.p3
  Scenario: During the draw any player may ask, whether or not it is his turn
    When seat 4 draws 3 discarding 6h 4s 2c
    And seat 1 asks how many cards each player drew
    Then the dealer tells seat 1 the draw counts
      | seat | drew |
      | 4    | 3    |
    And seat 2 is to act
    When seat 2 stands pat
    And seat 4 asks how many cards each player drew
    Then the dealer tells seat 4 the draw counts
      | seat | drew |
      | 2    | 0    |
    When seat 1 draws 1 discarding 2d
    Then the draw counts are
      | seat | draws |
      | 4    | 3     |
      | 2    | 0     |
      | 1    | 1     |
      | 3    | -     |

  @clause:ES-111.p3
  Scenario: Once the betting after the draw has begun the question is refused
    When seat 4 draws 3 discarding 6h 4s 2c
    And seat 2 stands pat
    And seat 1 draws 1 discarding 2d
    Then the phase is post-draw
    When seat 4 tries to ask how many cards each player drew
    Then the action is refused
    And seat 2 is to act
