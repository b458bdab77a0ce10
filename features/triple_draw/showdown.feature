@profile:triple-draw-27
Feature: The showdown
  001: once all bets of the final round are called, the remaining players go
  to a showdown.  The last player to have raised shows first; if nobody bet in
  the last round, the player to the left of the button shows first; hands are
  always revealed in turn, clockwise.  The weakest hand wins, and once the pot
  is awarded a new hand may begin.

  The profile counts a bet like a raise for the order (CF-054) and, when the
  player left of the button has folded, starts with the next remaining player
  clockwise.  The first player to show must show; a later player may muck once
  a hand has been shown against his.  A player who wins because everyone
  else folded need not show (CF-059).

  In the original words of the sources:
    TD-051 (001, es): Una vez que todas las apuestas han sido igualadas en la ronda final de
      apuestas, los jugadores restantes van a un showdown.
    TD-052 (001, es): El último jugador que haya subido debe mostrar sus cartas primero.
    TD-053 (001, es): Si no hubo apuesta en la última ronda de apuestas, el jugador sentado a la
      izquierda del botón del repartidor debe mostrar sus cartas primero.
    TD-055 (001, es): El ganador del bote es el jugador que tiene la mano de póquer de cinco
      cartas más débil, según la jerarquía detallada anteriormente.
    TD-054 (001, es): Las manos siempre se revelan por turnos en el sentido de las agujas del
      reloj alrededor de la mesa.
    TD-057 (001, es): Una vez que el bote se adjudica al ganador o ganadores, puede comenzar una
      nueva mano.

  Background:
    Given the rules of profile "triple-draw-27"
    And the stakes are
      | small bet | big bet |
      | 2         | 4       |
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 100   |
    And the dealer button is at seat 3
    And the hands are dealt
      | seat | cards          |
      | 1    | 7c 5d 4h 3s 2c |
      | 2    | 8c 6d 4c 3d 2h |
      | 3    | Qc Jd 9h 9s 2d |

  @clause:TD-051 @clause:TD-052
  Scenario: Once the final bet is called the players show down, the last bettor first
    When the hand starts
    And the players call or check and stand pat until betting-4
    And the play goes on
      | seat | action | amount |
      | 1    | check  |        |
      | 2    | bet    | 4      |
      | 3    | call   |        |
    Then the phase is betting-4
    When seat 1 calls
    Then the phase is showdown
    And seat 2 is to act
    And the legal actions are
      | action |
      | show   |
    When the players show their hands in turn
    Then the show order is 2, 3 and 1
    And seat 1 wins 18

  @clause:TD-052
  Scenario: The last raiser of the final round shows first
    When the hand starts
    And the players call or check and stand pat until betting-4
    And the play goes on
      | seat | action | amount |
      | 1    | bet    | 4      |
      | 2    | call   |        |
      | 3    | raise  | 8      |
      | 1    | call   |        |
      | 2    | call   |        |
    Then seat 3 is to act
    When the players show their hands in turn
    Then the show order is 3, 1 and 2
    And seat 1 wins 30

  @clause:TD-053 @clause:TD-055
  Scenario: With no bet in the last round the player left of the button shows first
    When the hand starts
    And the players call or check and stand pat until showdown
    Then seat 1 is to act
    When the players show their hands in turn
    Then the show order is 1, 2 and 3
    And seat 1 wins 6

  @clause:TD-053
  Scenario Outline: A raise in an earlier round does not decide who shows first after a checked last round
    When the hand starts
    And the players call or check and stand pat until <round>
    And the play goes on
      | seat | action | amount   |
      | 1    | check  |          |
      | 2    | bet    | <bet>    |
      | 3    | raise  | <raise>  |
      | 1    | call   |          |
      | 2    | call   |          |
    And the players call or check and stand pat until showdown
    Then seat 1 is to act
    When the players show their hands in turn
    Then the show order is 1, 2 and 3
    And seat 1 wins <pot>

    Examples:
      | round     | bet | raise | pot |
      | betting-2 | 2   | 4     | 18  |
      | betting-3 | 4   | 8     | 30  |

  @clause:TD-053
  Scenario: When the player left of the button has folded, the next remaining player shows first
    When the hand starts
    And the play goes on
      | seat | action |
      | 3    | call   |
      | 1    | fold   |
      | 2    | check  |
    And the players call or check and stand pat until showdown
    Then seat 2 is to act
    When the players show their hands in turn
    Then the show order is 2 and 3
    And seat 2 wins 5

  @clause:TD-053
  Scenario: Heads-up with no bet in the last round the player left of the button shows first, not the button
    Heads-up the button posts the small blind and acts first before the
    draw; the showdown still starts on the button's left.
    Given the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
    And the dealer button is at seat 2
    And the hands are dealt
      | seat | cards          |
      | 1    | 8c 6d 4c 3d 2h |
      | 2    | 7c 5d 4h 3s 2c |
    When the hand starts
    And the players call or check and stand pat until showdown
    Then seat 1 is to act
    When the players show their hands in turn
    Then the show order is 1 and 2
    And seat 2 wins 4

  @clause:TD-054
  Scenario: Hands are revealed in turn clockwise; a later player may muck a beaten hand
    When the hand starts
    And the players call or check and stand pat until showdown
    Then seat 1 is to act
    And seat 1 may not muck
    When seat 1 shows
    Then seat 2 is to act
    And the legal actions are
      | action |
      | show   |
      | muck   |
    When seat 2 mucks
    Then seat 3 is to act
    When seat 3 shows
    Then the hand is over
    And the show order is 1, 2 and 3
    And seat 1 wins 6

  @clause:TD-057
  Scenario: Once the pot is awarded a new hand may begin
    When the hand starts
    And the players call or check and stand pat until showdown
    And the players show their hands in turn
    Then the hand is over
    And the final stacks are
      | seat | stack |
      | 1    | 104   |
      | 2    | 98    |
      | 3    | 98    |
    When the next hand starts with the dealer button at seat 1
    Then the phase is pre-draw
    And seat 2 has bet 1 in this round
    And seat 3 has bet 2 in this round
    And seat 1 has 104 chips
    And seat 1 is to act

  @clause:TD-051
  Scenario: A winner by default is not made to show: the result names no shown hand
    Seat 3, with the worst hand at the table, bets in the second round and
    both others fold: he wins without a showdown.  The article describes a
    showdown only once the final bets are called, and the profile does not
    make a winner by default show (CF-059: winner_by_default_must_show
    false), so neither the result nor the hand history shows his hand.
    When the hand starts
    And the players call or check and stand pat until betting-2
    And the play goes on
      | seat | action | amount |
      | 1    | check  |        |
      | 2    | check  |        |
      | 3    | bet    | 2      |
      | 1    | fold   |        |
      | 2    | fold   |        |
    Then the hand is over
    And no hand is shown
    And the hand history records no show
    And seat 3 wins 6
    And seat 3 gets back 2 uncalled
