@profile:es-draw-openers
Feature: Consecutive hands at one table
  A table plays hand after hand: each new hand is dealt from a new deck, the
  button moves one seat to the dealer's right (play runs counter-clockwise,
  CF-004), and the stacks are those the last hand left.  Every rule applies in
  the second and third hands exactly as in the first: every player antes, the
  player to the right of the new button speaks first; a player all in for
  what the last hand left him plays for the main pot only, the chips bet past
  him going to a side pot; a round allows the bet and three raises, then only
  calls; after the draw the opener speaks first; the hands are shown in turn,
  and the highest combination among those who contested a pot wins it; no
  hand is dead unless a rule kills it.

  In the original words of the sources:
    ES-111.p4-1 (004, es): Una vez que se ha finalizado el reparto de cartas, corresponderá al
      jugador que abrió el bote "pasar" o apostar.
    ES-111.p4-4 (004, es): En ese momento, se muestran por turno las cartas
    ES-111.p4-5 (004, es): y la combinación más alta gana el "bote".

  Background:
    Given the rules of profile "es-draw-openers"
    And the stakes are
      | ante | small bet | big bet |
      | 1    | 10        | 20      |
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 30    |
    And the dealer button is at seat 4

  @clause:ES-111.p4-1 @clause:ES-111.p4-4 @clause:ES-111.p4-5
  Scenario: The second hand: the first to speak moves with the button, the stacks carry over, an all-in player's side pot and the show order
    The first hand is won by the opener without a showdown.  In the second,
    seat 4 is all in before the draw for what the first left him and three
    hands are shown.
    Given the hands are dealt
      | seat | cards          |
      | 3    | Qs Qh 9d 5c 2h |
      | 2    | Kc Th 8d 3h 2s |
      | 1    | Ad Jh 8c 6s 4c |
      | 4    | 9c 7s 6d 5d 3c |
    When the hand starts
    Then the pot is 4
    And seat 3 is to act
    When the play goes on
      | seat | action | amount |
      | 3    | bet    | 10     |
      | 2    | fold   |        |
      | 1    | fold   |        |
      | 4    | fold   |        |
    Then the hand is over
    And seat 3 wins 4
    And seat 3 gets back 10 uncalled
    And the final stacks are
      | seat | stack |
      | 1    | 199   |
      | 2    | 199   |
      | 3    | 203   |
      | 4    | 29    |
    When the next hand starts with the dealer button at seat 3
      | seat | cards          |
      | 2    | Jc Jd 9s 7c 4d |
      | 1    | Qc Qd 6h 5s 2c |
      | 4    | 7d 7h 7s Ad 4s |
      | 3    | Kc Th 8d 3h 2s |
    Then the phase is pre-draw
    And the pot is 4
    And seat 3 has 202 chips
    And seat 4 has 28 chips
    And seat 2 is to act
    When the play goes on
      | seat | action | amount |
      | 2    | bet    | 10     |
      | 1    | call   |        |
      | 4    | raise  | 20     |
      | 3    | fold   |        |
      | 2    | raise  | 30     |
      | 1    | call   |        |
    Then seat 4 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 28     |
    When seat 4 calls
    Then the status of seat 4 is all-in
    And seat 4 has 0 chips
    And the phase is draw
    And the pots are
      | pot | amount | eligible   |
      | 0   | 88     | 1, 2 and 4 |
      | 1   | 4      | 1 and 2    |
    When the play goes on
      | seat | action    |
      | 2    | stand-pat |
      | 1    | stand-pat |
      | 4    | stand-pat |
    Then the phase is post-draw
    And seat 2 is to act
    And the status of seat 4 is all-in
    When the play goes on
      | seat | action | amount |
      | 2    | bet    | 20     |
      | 1    | call   |        |
    Then the hand is over
    And the show order is 2, 1 and 4
    And the shown hands are
      | seat | hand                                      |
      | 2    | one pair, jacks, nine-seven-four kickers  |
      | 1    | one pair, queens, six-five-deuce kickers  |
      | 4    | three of a kind, sevens, ace-four kickers |
    And no hand is dead
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 88     | 4       |
      | 1   | 44     | 1       |
    And seat 4 wins 88
    And seat 1 wins 44
    And seat 2 wins 0
    And the final stacks are
      | seat | stack |
      | 1    | 192   |
      | 2    | 148   |
      | 3    | 202   |
      | 4    | 88    |

  @clause:ES-111.p4-1 @clause:ES-111.p4-4 @clause:ES-111.p4-5
  Scenario: The third hand: the bet and three raises close the round, the opener speaks first after the draw, the highest hand wins
    Given the hands are dealt
      | seat | cards          |
      | 3    | Qs Qh 9d 5c 2h |
      | 2    | Kc Th 8d 3h 2s |
      | 1    | Ad Jh 8c 6s 4c |
      | 4    | 9c 7s 6d 5d 3c |
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 3    | bet    | 10     |
      | 2    | fold   |        |
      | 1    | fold   |        |
      | 4    | fold   |        |
    And the next hand starts with the dealer button at seat 3
      | seat | cards          |
      | 2    | Jc Jd 9s 7c 4d |
      | 1    | Qc Qd 6h 5s 2c |
      | 4    | 7d 7h 7s Ad 4s |
      | 3    | Kc Th 8d 3h 2s |
    And the play goes on
      | seat | action    | amount |
      | 2    | bet       | 10     |
      | 1    | call      |        |
      | 4    | raise     | 20     |
      | 3    | fold      |        |
      | 2    | raise     | 30     |
      | 1    | call      |        |
      | 4    | call      |        |
      | 2    | stand-pat |        |
      | 1    | stand-pat |        |
      | 4    | stand-pat |        |
      | 2    | bet       | 20     |
      | 1    | call      |        |
    Then the hand is over
    When the next hand starts with the dealer button at seat 2
      | seat | cards          |
      | 1    | Ac Ah 9d 6c 3s |
      | 4    | Kd Ks Qh 8c 5d |
      | 3    | 8h 8s 4c 4h Jd |
      | 2    | Tc 9c 7h 6d 2d |
    Then the phase is pre-draw
    And the pot is 4
    And seat 1 has 191 chips
    And seat 4 has 87 chips
    And seat 1 is to act
    When the play goes on
      | seat | action | amount |
      | 1    | bet    | 10     |
      | 4    | raise  | 20     |
      | 3    | raise  | 30     |
      | 2    | fold   |        |
      | 1    | raise  | 40     |
    Then 3 raises have been made this round
    And seat 4 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 40     |
    When seat 4 calls
    Then seat 3 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 40     |
    When seat 3 calls
    Then the phase is draw
    And the pots are
      | pot | amount | eligible   |
      | 0   | 124    | 1, 3 and 4 |
    And the status of seat 4 is active
    When the play goes on
      | seat | action    |
      | 1    | stand-pat |
      | 4    | stand-pat |
      | 3    | stand-pat |
    Then seat 1 is to act
    When the play goes on
      | seat | action |
      | 1    | check  |
      | 4    | check  |
      | 3    | check  |
    Then the hand is over
    And the show order is 1, 4 and 3
    And the shown hands are
      | seat | hand                                      |
      | 1    | one pair, aces, nine-six-three kickers    |
      | 4    | one pair, kings, queen-eight-five kickers |
      | 3    | two pair, eights and fours, jack kicker   |
    And no hand is dead
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 124    | 3       |
    And seat 3 wins 124
    And the final stacks are
      | seat | stack |
      | 1    | 151   |
      | 2    | 147   |
      | 3    | 285   |
      | 4    | 47    |
