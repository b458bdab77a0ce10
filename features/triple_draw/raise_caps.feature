@profile:triple-draw-27
Feature: Raise caps
  001: in the first betting round the number of raises is limited to three:
  raise, re-raise, final raise.  From the second round to the end of the hand
  the number of bets and raises is limited to four: bet, raise, re-raise and
  final raise.  The big blind is the first-round bet: three raises may follow
  it (TD-032 note).

  In the original words of the sources:
    TD-032 (001, es): En la primera ronda de apuestas el número de subidas está limitado a 3:
      subida (1), re-subida (2), subida final (3).
    TD-040 (001, es): Para esta ronda de apuestas y hasta el final de la mano, el número de
      apuestas/subidas está limitado a 4: apuesta (1), subida (2), re-subida (3) y la subida final
      (4).

  Background:
    Given the rules of profile "triple-draw-27"
    And the stakes are
      | small bet | big bet |
      | 2         | 4       |
    And 6 players with 100 chips each
    And the dealer button is at seat 6

  @clause:TD-040
  Scenario: A bet all in for less than a full bet opens a later round: it and three raises reach the cap
    Seat 1 has one chip left after the first round: his bet all in for 1 is
    the round's bet, and three raises after it close the round to raising
    (CF-047).
    Given the players are
      | seat | stack |
      | 1    | 3     |
      | 2    | 100   |
      | 3    | 100   |
      | 4    | 100   |
    And the dealer button is at seat 4
    When the hand starts
    And the players call or check and stand pat until betting-2
    Then seat 1 is to act
    When the play goes on
      | seat | action | amount |
      | 1    | bet    | 1      |
      | 2    | raise  | 3      |
      | 3    | raise  | 5      |
      | 4    | raise  | 7      |
    Then seat 2 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 7      |

  @clause:TD-032
  Scenario: Three raises over the big blind close the first round to raising
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 3    | raise  | 4      |
      | 4    | raise  | 6      |
    Then 2 raises have been made this round
    When seat 5 raises to 8
    Then 3 raises have been made this round
    And seat 6 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 8      |
    When seat 6 tries to raise to 10
    Then the action is refused
    When the play goes on
      | seat | action |
      | 6    | call   |
      | 1    | call   |
      | 2    | call   |
    Then seat 3 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 8      |

  @clause:TD-032
  Scenario: The big blind may raise while the cap is not reached
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 3    | raise  | 4      |
      | 4    | raise  | 6      |
      | 5    | fold   |        |
      | 6    | fold   |        |
      | 1    | fold   |        |
    Then seat 2 is to act
    And seat 2 may raise for 8

  @clause:TD-040
  Scenario Outline: A bet and three raises close a later round to raising
    When the hand starts
    And the players call or check and stand pat until <round>
    And the play goes on
      | seat | action | amount   |
      | 1    | check  |          |
      | 2    | bet    | <bet>    |
      | 3    | raise  | <raise>  |
      | 4    | raise  | <again>  |
      | 5    | raise  | <final>  |
    Then 3 raises have been made this round
    And seat 6 is to act
    And the legal actions are
      | action | amount  |
      | fold   |         |
      | call   | <final> |
    When the play goes on
      | seat | action |
      | 6    | call   |
    Then seat 1 is to act
    And the legal actions are
      | action | amount  |
      | fold   |         |
      | call   | <final> |

    Examples:
      | round     | bet | raise | again | final |
      | betting-2 | 2   | 4     | 6     | 8     |
      | betting-3 | 4   | 8     | 12    | 16    |
      | betting-4 | 4   | 8     | 12    | 16    |

  @clause:TD-032 @clause:TD-040
  Scenario: The caps hold heads-up too, before and after the draw
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 3    | fold   |        |
      | 4    | fold   |        |
      | 5    | fold   |        |
      | 6    | fold   |        |
      | 1    | raise  | 4      |
      | 2    | raise  | 6      |
      | 1    | raise  | 8      |
    Then 3 raises have been made this round
    And seat 2 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 8      |
    When the players call or check and stand pat until betting-2
    And the play goes on
      | seat | action | amount |
      | 1    | bet    | 2      |
      | 2    | raise  | 4      |
      | 1    | raise  | 6      |
      | 2    | raise  | 8      |
    Then 3 raises have been made this round
    And seat 1 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 8      |

  @clause:TD-032
  Scenario: A big blind raising all in for exactly a full raise makes the final raise
    Given the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 8     |
      | 3    | 100   |
    And the dealer button is at seat 3
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 3    | raise  | 4      |
      | 1    | raise  | 6      |
      | 2    | raise  | 8      |
    Then the status of seat 2 is all-in
    And 3 raises have been made this round
    And seat 3 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 8      |

  @clause:TD-032
  Scenario: A big blind all in for less is still the round's bet: three raises close the round
    Given the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 1     |
      | 3    | 100   |
      | 4    | 100   |
    And the dealer button is at seat 4
    When the hand starts
    Then the status of seat 2 is all-in
    When the play goes on
      | seat | action | amount |
      | 3    | raise  | 4      |
      | 4    | raise  | 6      |
      | 1    | raise  | 8      |
    Then 3 raises have been made this round
    And seat 3 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 8      |
