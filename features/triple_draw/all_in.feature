@profile:triple-draw-27
Feature: Players all in
  001 gives each player in turn the choice to call, raise or fold, and brings
  a bet back to those who checked, who may again raise while the cap allows;
  it says nothing of players who are all in.  The profile reads the silence as
  the stud profiles do (CF-047, reading A): betting goes on only while two
  players in the hand have chips, so a player left as the only one with chips
  may call or fold but not raise, an all-in raise short of a full one reopens
  the betting only for those still to act, and chips that nobody can match go
  back to their owner when the betting round closes (they are returned, not
  won).  At the showdown a player may give up his hand only once every pot he
  could win has a hand shown against him: an all-in player's main pot may be
  decided while a side pot still waits for its first hand.  A player all in
  still takes part in every draw, in his turn.

  In the original words of the sources:
    TD-027 (001, es): Cada jugador tiene la opción de igualar (igualar la apuesta existente),
      subir (aumentar la apuesta) o retirarse (abandonar la mano) por turnos,
    TD-042 (001, es): Si uno o varios jugadores apuestan después de que uno o más jugadores hayan
      pasado, la acción vuelve a estos jugadores, que pueden optar por retirarse, igualar o subir
      la apuesta (si aún no se ha alcanzado el número máximo de subidas).
    TD-054 (001, es): Las manos siempre se revelan por turnos en el sentido de las agujas del
      reloj alrededor de la mesa.
    TD-033 (001, es): Una vez terminada la primera ronda de apuestas, los jugadores restantes
      tendrán la oportunidad de cambiar ninguna o todas sus cartas.
    TD-055 (001, es): El ganador del bote es el jugador que tiene la mano de póquer de cinco
      cartas más débil, según la jerarquía detallada anteriormente.

  Background:
    Given the rules of profile "triple-draw-27"
    And the stakes are
      | small bet | big bet |
      | 2         | 4       |

  @clause:TD-027
  Scenario: Facing an all-in raise with nobody else left to bet, a player may call or fold, not raise
    Given the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 4     |
    And the dealer button is at seat 3
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 3    | raise  | 4      |
      | 1    | fold   |        |
    Then the status of seat 3 is all-in
    And seat 2 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 4      |
    When seat 2 calls
    Then the phase is draw-1

  @clause:TD-042
  Scenario: After the draw, the only player with chips does not bet against an all-in player
    Given the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 4     |
    And the dealer button is at seat 3
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 3    | raise  | 4      |
      | 1    | fold   |        |
      | 2    | call   |        |
    And the remaining players stand pat
    Then the phase is draw-2
    And the status of seat 3 is all-in

  @clause:TD-033
  Scenario: A player all in still draws, in his turn
    Given the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 4     |
    And the dealer button is at seat 3
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 3    | raise  | 4      |
      | 1    | fold   |        |
      | 2    | call   |        |
    Then the status of seat 3 is all-in
    And the phase is draw-1
    And seat 2 is to act
    When the play goes on
      | seat | action    |
      | 2    | stand-pat |
    Then seat 3 is to act
    And seat 3 may discard up to 5 cards

  @clause:TD-027
  Scenario: A big blind nobody can match goes back to its owner when the round closes
    Given the players are
      | seat | stack |
      | 4    | 4     |
      | 6    | 1     |
    And the dealer button is at seat 6
    When the hand starts
    Then the status of seat 6 is all-in
    And the pots are
      | pot | amount | eligible |
      | 0   | 2      | 4 and 6  |
    And seat 4 has 3 chips

  @clause:TD-042
  Scenario: A short all-in raise reopens the betting only for the players still to act
    Given the players are
      | seat | stack |
      | 1    | 5     |
      | 2    | 100   |
      | 3    | 100   |
      | 4    | 100   |
    And the dealer button is at seat 4
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 3    | raise  | 4      |
      | 4    | call   |        |
      | 1    | raise  | 5      |
    Then the status of seat 1 is all-in
    And seat 2 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 5      |
      | raise  | 7      |
    When seat 2 calls
    Then seat 3 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 5      |
    When seat 3 calls
    Then seat 4 may not raise

  @clause:TD-027 @clause:TD-042
  Scenario: Facing an all-in bet short of a full bet, the next player may raise a full bet over it
    Seat 1 has one chip left after the first round and bets it: a raise over
    his bet is a full small bet more, to 3.
    Given the players are
      | seat | stack |
      | 1    | 3     |
      | 2    | 100   |
      | 3    | 100   |
    And the dealer button is at seat 3
    When the hand starts
    And the players call or check and stand pat until betting-2
    Then seat 1 is to act
    When seat 1 bets 1
    Then the status of seat 1 is all-in
    And seat 2 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 1      |
      | raise  | 3      |

  @clause:TD-027
  Scenario: A bet nobody calls goes back to the bettor; only the called chips are won
    Given the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 100   |
    And the dealer button is at seat 3
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 3    | raise  | 4      |
      | 1    | fold   |        |
      | 2    | fold   |        |
    Then the hand is over
    And seat 3 gets back 2 uncalled
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 5      | 3       |
    And seat 3 has 103 chips

  @clause:TD-054
  Scenario: A player may not muck a side pot no hand has been shown for
    Given the players are
      | seat | stack |
      | 1    | 4     |
      | 2    | 100   |
      | 3    | 100   |
    And the dealer button is at seat 3
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 3    | raise  | 4      |
      | 1    | call   |        |
      | 2    | raise  | 6      |
      | 3    | call   |        |
    Then the status of seat 1 is all-in
    When the players call or check and stand pat until showdown
    Then seat 1 is to act
    When seat 1 shows
    Then seat 2 is to act
    And seat 2 may not muck

  @clause:TD-055
  Scenario: Two players all in for different amounts: three pots, each won by the lowest hand among those who matched it
    Seat 2 is all in for 4 in the first round and seat 3 for 8 in the second:
    the main pot is everyone's, the first side pot is for the three who put in
    8, the second for the two who bet on.  Each pot goes to the lowest hand
    among the players who matched it.
    Given the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 4     |
      | 3    | 8     |
      | 4    | 100   |
    And the dealer button is at seat 4
    And the hands are dealt
      | seat | cards          |
      | 1    | Kc Qd Jh 9s 7s |
      | 2    | 7c 5d 4h 3s 2c |
      | 3    | 8c 6d 5h 4s 2d |
      | 4    | 9d 7h 6c 4d 3h |
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 3    | raise  | 4      |
      | 4    | call   |        |
      | 1    | call   |        |
      | 2    | call   |        |
    Then the status of seat 2 is all-in
    When the remaining players stand pat
    And the play goes on
      | seat | action | amount |
      | 1    | bet    | 2      |
      | 3    | raise  | 4      |
      | 4    | call   |        |
      | 1    | call   |        |
    Then the status of seat 3 is all-in
    When the remaining players stand pat
    And the play goes on
      | seat | action | amount |
      | 1    | bet    | 4      |
      | 4    | call   |        |
    Then the pots are
      | pot | amount | eligible      |
      | 0   | 16     | 1, 2, 3 and 4 |
      | 1   | 12     | 1, 3 and 4    |
      | 2   | 8      | 1 and 4       |
    When the players call or check and stand pat until showdown
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 16     | 2       |
      | 1   | 12     | 3       |
      | 2   | 8      | 4       |
    And seat 3 wins 12
    And seat 1 wins 0
