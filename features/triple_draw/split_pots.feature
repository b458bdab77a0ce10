@profile:triple-draw-27
Feature: Split pots
  001: if two or more players show hands of identical value, the suits of the
  cards not counting, the pot is split equally between them.

  The article does not say who receives a chip that cannot be divided; the
  profile gives it to the first tied winner clockwise from the button (CF-056),
  and with two odd chips one each to the first two.  A player who folds leaves
  his chips in every pot he put them in: what he bet past an all-in player
  belongs to the side pot, not to the main pot the all-in player can win.

  In the original words of the sources:
    TD-056 (001, es): Si uno o varios jugadores muestran una mano de idéntico valor (sin contar
      los palos de las cartas), el bote se reparte a partes iguales entre ellos.
    TD-055 (001, es): El ganador del bote es el jugador que tiene la mano de póquer de cinco
      cartas más débil, según la jerarquía detallada anteriormente.

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

  @clause:TD-056
  Scenario Outline: Hands of identical value split the pot, whatever their suits
    Given the hands are dealt
      | seat | cards    |
      | 1    | <seat 1> |
      | 2    | <seat 2> |
      | 3    | <seat 3> |
    When the hand starts
    And the players call or check and stand pat until showdown
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners   |
      | 0   | 6      | <winners> |
    And seat 1 wins <seat 1 wins>
    And seat 2 wins <seat 2 wins>
    And seat 3 wins <seat 3 wins>

    Examples:
      | seat 1         | seat 2         | seat 3         | winners     | seat 1 wins | seat 2 wins | seat 3 wins |
      | 8c 6d 5h 4s 2c | 8d 6h 5s 4c 2d | Kc Qd Jh 9s 7c | 1 and 2     | 3           | 3           | 0           |
      | 9c 9d 5h 4s 2c | 9h 9s 5c 4d 2d | Kc Kd Qh Qs 7c | 1 and 2     | 3           | 3           | 0           |
      | 7c 5d 4h 3s 2c | 7d 5h 4s 3c 2d | 7h 5s 4c 3d 2h | 1, 2 and 3  | 2           | 2           | 2           |
      | 7c 5d 4c 3s 2c | 7h 5h 4h 3h 2h | 7d 5c 4s 3d 2d | 1 and 3     | 3           | 0           | 3           |

  @clause:TD-056
  Scenario: The odd chip goes to the first tied winner clockwise from the button
    Given the hands are dealt
      | seat | cards          |
      | 1    | Kc Qd Jh 9s 7c |
      | 2    | 8c 6d 5h 4s 2c |
      | 3    | 8d 6h 5s 4c 2d |
    When the hand starts
    And the play goes on
      | seat | action |
      | 3    | call   |
      | 1    | fold   |
      | 2    | check  |
    And the players call or check and stand pat until showdown
    And the players show their hands in turn
    Then the pot is 0
    And seat 2 wins 3
    And seat 3 wins 2

  @clause:TD-056
  Scenario: The odd chip goes to the first tied winner clockwise from the button, even when the other showed first
    Seat 3 bets last and shows first; seat 2 is still the first tied winner
    clockwise from the button and takes the odd chip.
    Given the hands are dealt
      | seat | cards          |
      | 1    | Kc Qd Jh 9s 7c |
      | 2    | 8c 6d 5h 4s 2c |
      | 3    | 8d 6h 5s 4c 2d |
    When the hand starts
    And the play goes on
      | seat | action |
      | 3    | call   |
      | 1    | fold   |
      | 2    | check  |
    And the players call or check and stand pat until betting-4
    And the play goes on
      | seat | action | amount |
      | 2    | check  |        |
      | 3    | bet    | 4      |
      | 2    | call   |        |
    And the players show their hands in turn
    Then the show order is 3 and 2
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 13     | 2 and 3 |
    And seat 2 wins 7
    And seat 3 wins 6

  @clause:TD-056
  Scenario: The odd chip goes clockwise from the button, not to the lowest seat number
    Given the stakes are
      | small blind | big blind | small bet | big bet |
      | 1           | 3         | 3         | 6       |
    And the dealer button is at seat 2
    And the hands are dealt
      | seat | cards          |
      | 3    | 8d 6h 5s 4c 2d |
      | 1    | 8c 6d 5h 4s 2c |
      | 2    | Kc Qd Jh 9s 7c |
    When the hand starts
    And the play goes on
      | seat | action |
      | 2    | call   |
      | 3    | call   |
      | 1    | check  |
    And the players call or check and stand pat until showdown
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 9      | 1 and 3 |
    And seat 3 wins 5
    And seat 1 wins 4

  @clause:TD-056
  Scenario: A short all-in player splits only the pot he contested
    Given the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 3     |
    And the hands are dealt
      | seat | cards          |
      | 1    | 8c 6d 5h 4s 2c |
      | 2    | Kc Qd Jh 9s 7c |
      | 3    | 8d 6h 5s 4c 2d |
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 3    | raise  | 3      |
      | 1    | call   |        |
      | 2    | call   |        |
    And the players call or check and stand pat until betting-2
    And the play goes on
      | seat | action | amount |
      | 1    | bet    | 2      |
      | 2    | call   |        |
    And the players call or check and stand pat until showdown
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 9      | 1 and 3 |
      | 1   | 4      | 1       |
    And seat 1 wins 9
    And seat 3 wins 4

  @clause:TD-056
  Scenario: Three hands of identical value share a pot with two odd chips: one each, clockwise from the button
    Given the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 100   |
      | 4    | 100   |
      | 5    | 100   |
      | 6    | 100   |
    And the dealer button is at seat 6
    And the hands are dealt
      | seat | cards          |
      | 1    | As Ah Ks Kh Qc |
      | 2    | 7c 5d 4h 3s 2c |
      | 3    | 7d 5h 4s 3c 2d |
      | 4    | 7h 5s 4c 3d 2h |
      | 5    | Kc Qd Jh 9s 8c |
      | 6    | Kd Qh Js 9c 8d |
    When the hand starts
    And the play goes on
      | seat | action |
      | 3    | call   |
      | 4    | call   |
      | 5    | call   |
      | 6    | call   |
      | 1    | fold   |
      | 2    | check  |
    And the players call or check and stand pat until showdown
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners    |
      | 0   | 11     | 2, 3 and 4 |
    And seat 2 wins 4
    And seat 3 wins 4
    And seat 4 wins 3

  @clause:TD-055 @clause:TD-056
  Scenario: The chips a player folds after betting past an all-in player go to the side pot
    Given the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 3     |
      | 4    | 100   |
    And the dealer button is at seat 4
    And the hands are dealt
      | seat | cards          |
      | 1    | 8c 6d 5h 4s 2c |
      | 2    | Kc Qd Jh 9s 7c |
      | 3    | 7d 5s 4c 3c 2d |
      | 4    | 9c 8h 6s 4d 3h |
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 3    | raise  | 3      |
      | 4    | call   |        |
      | 1    | call   |        |
      | 2    | call   |        |
    Then the status of seat 3 is all-in
    When the players call or check and stand pat until betting-2
    And the play goes on
      | seat | action | amount |
      | 1    | bet    | 2      |
      | 2    | call   |        |
      | 4    | call   |        |
    And the players call or check and stand pat until betting-3
    And the play goes on
      | seat | action | amount |
      | 1    | bet    | 4      |
      | 2    | call   |        |
      | 4    | fold   |        |
    And the players call or check and stand pat until showdown
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 12     | 3       |
      | 1   | 14     | 1       |
    And seat 3 wins 12
    And seat 1 wins 14
