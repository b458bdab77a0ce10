@profile:triple-draw-27
Feature: Consecutive hands at one table
  A table plays hand after hand: each new hand is dealt from a new deck, the
  button moves one seat clockwise, and the stacks are those the last hand
  left.  Every rule applies in the second and third hands exactly as in the
  first: the two players to the left of the new button post the blinds, the
  player to the left of the big blind acts first; a player all in for what
  the last hand left him plays for the main pot only, the chips bet past him
  going to a side pot; the first round allows three raises over the big blind,
  then only calls; with no bet in the last round the player to the left of the
  button shows first and the others follow clockwise; the weakest hand among
  those who contested a pot wins it, and no hand is dead unless a rule kills
  it.

  In the original words of the sources:
    TD-021 (001, es): El jugador sentado directamente a la izquierda del botón pone la ciega
      pequeña,
    TD-022 (001, es): y el jugador a su izquierda pone la ciega grande
    TD-026 (001, es): Al igual que en el Texas Hold’em, la primera ronda de apuestas comienza con
      el jugador sentado a la izquierda de la ciega grande.
    TD-032 (001, es): En la primera ronda de apuestas el número de subidas está limitado a 3:
      subida (1), re-subida (2), subida final (3).
    TD-053 (001, es): Si no hubo apuesta en la última ronda de apuestas, el jugador sentado a la
      izquierda del botón del repartidor debe mostrar sus cartas primero.
    TD-054 (001, es): Las manos siempre se revelan por turnos en el sentido de las agujas del
      reloj alrededor de la mesa.
    TD-055 (001, es): El ganador del bote es el jugador que tiene la mano de póquer de cinco
      cartas más débil, según la jerarquía detallada anteriormente.
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
      | 4    | 12    |
    And the dealer button is at seat 4

  @clause:TD-021 @clause:TD-022 @clause:TD-026 @clause:TD-053 @clause:TD-054 @clause:TD-055 @clause:TD-057
  Scenario: The second hand: the blinds move with the button, the stacks carry over, an all-in player's side pot and the show order
    The first hand is won by the big blind without a showdown.  In the
    second, seat 4 is all in for what the first left him and three hands are
    shown.
    Given the hands are dealt
      | seat | cards          |
      | 1    | Kc Qd Jh 9s 8h |
      | 2    | 7d 5h 4c 3s 2d |
      | 3    | 8c 6d 5s 4h 2c |
      | 4    | 9h 7c 6s 3d 2h |
    When the hand starts
    Then seat 1 has bet 1 in this round
    And seat 2 has bet 2 in this round
    And seat 3 is to act
    When the play goes on
      | seat | action |
      | 3    | fold   |
      | 4    | fold   |
      | 1    | fold   |
    Then the hand is over
    And the final stacks are
      | seat | stack |
      | 1    | 99    |
      | 2    | 101   |
      | 3    | 100   |
      | 4    | 12    |
    When the next hand starts with the dealer button at seat 1
      | seat | cards          |
      | 2    | 9h 7c 6s 3d 2h |
      | 3    | 8c 6d 5s 4h 2c |
      | 4    | 7d 5h 4c 3s 2d |
      | 1    | Kc Qd Jh 9s 8h |
    Then the phase is pre-draw
    And seat 2 has bet 1 in this round
    And seat 3 has bet 2 in this round
    And seat 1 has 99 chips
    And seat 4 has 12 chips
    And seat 4 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 2      |
      | raise  | 4      |
    When the play goes on
      | seat | action | amount |
      | 4    | raise  | 4      |
      | 1    | call   |        |
      | 2    | call   |        |
      | 3    | call   |        |
    And the players call or check and stand pat until betting-2
    Then seat 2 is to act
    When the play goes on
      | seat | action | amount |
      | 2    | bet    | 2      |
      | 3    | call   |        |
      | 4    | raise  | 4      |
      | 1    | call   |        |
      | 2    | call   |        |
      | 3    | call   |        |
    And the players call or check and stand pat until betting-3
    And the play goes on
      | seat | action | amount |
      | 2    | bet    | 4      |
      | 3    | raise  | 8      |
    Then seat 4 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 4      |
    When the play goes on
      | seat | action | amount |
      | 4    | call   |        |
      | 1    | fold   |        |
      | 2    | call   |        |
    Then the status of seat 4 is all-in
    And seat 4 has 0 chips
    And the phase is draw-3
    And the pots are
      | pot | amount | eligible   |
      | 0   | 44     | 2, 3 and 4 |
      | 1   | 8      | 2 and 3    |
    When the players call or check and stand pat until showdown
    Then seat 2 is to act
    When the players show their hands in turn
    Then the hand is over
    And the show order is 2, 3 and 4
    And the shown hands are
      | seat | hand      |
      | 2    | 9-7-6-3-2 |
      | 3    | 8-6-5-4-2 |
      | 4    | 7-5-4-3-2 |
    And no hand is dead
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 44     | 4       |
      | 1   | 8      | 3       |
    And seat 4 wins 44
    And seat 3 wins 8
    And seat 2 wins 0
    And the final stacks are
      | seat | stack |
      | 1    | 91    |
      | 2    | 85    |
      | 3    | 92    |
      | 4    | 44    |

  @clause:TD-021 @clause:TD-022 @clause:TD-026 @clause:TD-032 @clause:TD-053 @clause:TD-054 @clause:TD-055 @clause:TD-057
  Scenario: The third hand: the blinds move on, three raises over the big blind close the round, the weakest hand wins
    Given the hands are dealt
      | seat | cards          |
      | 1    | Kc Qd Jh 9s 8h |
      | 2    | 7d 5h 4c 3s 2d |
      | 3    | 8c 6d 5s 4h 2c |
      | 4    | 9h 7c 6s 3d 2h |
    When the hand starts
    And the play goes on
      | seat | action |
      | 3    | fold   |
      | 4    | fold   |
      | 1    | fold   |
    And the next hand starts with the dealer button at seat 1
      | seat | cards          |
      | 2    | 9h 7c 6s 3d 2h |
      | 3    | 8c 6d 5s 4h 2c |
      | 4    | 7d 5h 4c 3s 2d |
      | 1    | Kc Qd Jh 9s 8h |
    And the play goes on
      | seat | action | amount |
      | 4    | raise  | 4      |
      | 1    | call   |        |
      | 2    | call   |        |
      | 3    | call   |        |
    And the players call or check and stand pat until betting-2
    And the play goes on
      | seat | action | amount |
      | 2    | bet    | 2      |
      | 3    | call   |        |
      | 4    | raise  | 4      |
      | 1    | call   |        |
      | 2    | call   |        |
      | 3    | call   |        |
    And the players call or check and stand pat until betting-3
    And the play goes on
      | seat | action | amount |
      | 2    | bet    | 4      |
      | 3    | raise  | 8      |
      | 4    | call   |        |
      | 1    | fold   |        |
      | 2    | call   |        |
    And the players call or check and stand pat until showdown
    And the players show their hands in turn
    Then the hand is over
    When the next hand starts with the dealer button at seat 2
      | seat | cards          |
      | 3    | 9c 8s 6d 4s 3d |
      | 4    | Td 9d 7s 5d 4h |
      | 1    | 7c 6h 4d 3c 2s |
      | 2    | 8d 7h 5c 3h 2c |
    Then the phase is pre-draw
    And seat 3 has bet 1 in this round
    And seat 4 has bet 2 in this round
    And seat 4 has 42 chips
    And seat 1 has 91 chips
    And seat 1 is to act
    When the play goes on
      | seat | action | amount |
      | 1    | raise  | 4      |
      | 2    | raise  | 6      |
      | 3    | raise  | 8      |
    Then 3 raises have been made this round
    And seat 4 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 8      |
    When the play goes on
      | seat | action |
      | 4    | call   |
      | 1    | call   |
    Then seat 2 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 8      |
    When seat 2 calls
    Then the phase is draw-1
    And the pots are
      | pot | amount | eligible      |
      | 0   | 32     | 1, 2, 3 and 4 |
    And the status of seat 4 is active
    When the players call or check and stand pat until showdown
    And the players show their hands in turn
    Then the hand is over
    And the show order is 3, 4, 1 and 2
    And the shown hands are
      | seat | hand      |
      | 3    | 9-8-6-4-3 |
      | 4    | T-9-7-5-4 |
      | 1    | 7-6-4-3-2 |
      | 2    | 8-7-5-3-2 |
    And no hand is dead
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 32     | 1       |
    And seat 1 wins 32
    And the final stacks are
      | seat | stack |
      | 1    | 115   |
      | 2    | 77    |
      | 3    | 84    |
      | 4    | 36    |
