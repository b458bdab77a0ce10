@profile:es-draw-openers
Feature: The showdown of five-card draw: ranking, split pots, side pots
  Art. 111: once the bets are equal the hands are shown in turn and the
  highest combination wins the pot.  The usual poker ranking applies: a flush
  above a straight, a full house above a flush, three of a kind above two
  pair, A-2-3-4-5 the lowest straight; hands of one kind go by their highest
  cards, then the kickers.  Identical hands split the pot, the odd chip to the
  first hand shown (CF-035), two odd chips one each to the first two; an
  all-in player can win only the pot he is in, and the chips a player put in
  past him before folding stay in the side pot.
  The betting after the draw is the opener's to start: with nobody left to
  bet against him, there is none, and the hands are shown.  A player who
  wins because everyone else folded need not show his hand (CF-027); an
  opener still proves his openers (Art. 112.3).

  In the original words of the sources:
    ES-111.p4-1 (004, es): Una vez que se ha finalizado el reparto de cartas, corresponderá al
      jugador que abrió el bote "pasar" o apostar.
    ES-111.p4-4 (004, es): En ese momento, se muestran por turno las cartas
    ES-111.p4-5 (004, es): y la combinación más alta gana el "bote".
    ES-112.3-1 (004, es): Si el jugador que abre el "bote" no puede demostrar que tenía la
      combinación necesaria para abrirlo, se considera que la jugada es falsa.

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
    And the dealer button is at seat 3

  @clause:ES-111.p4-4 @clause:ES-111.p4-5
  Scenario Outline: Heads-up at the showdown: <case>
    Given the hands are dealt
      | seat | cards    |
      | 2    | <seat 2> |
      | 1    | <seat 1> |
      | 3    | <seat 3> |
    When the hand starts
    And the play goes on
      | seat | action    | amount |
      | 2    | bet       | 10     |
      | 1    | call      |        |
      | 3    | fold      |        |
      | 2    | stand-pat |        |
      | 1    | stand-pat |        |
      | 2    | check     |        |
      | 1    | check     |        |
    Then the hand is over
    And the show order is 2 and 1
    And seat 1 wins <seat 1 wins>
    And seat 2 wins <seat 2 wins>

    Examples:
      | case                                                                | seat 1         | seat 2         | seat 1 wins | seat 2 wins | seat 3         |
      | a flush beats a straight                                            | Ac 9c 7c Jc 5c | 9d Td Jh Qs Kd | 23          | 0           | 2c 3d 4h 6c 7h |
      | a full house beats a flush                                          | Kd Kh Ks 8s 8d | Ah Jh 9h 7h 4h | 23          | 0           | 2c 3d 4s 6c 7d |
      | three of a kind beats two pair                                      | 7d 7h 7s Kc 9h | Ah As Kd Kh Qc | 23          | 0           | 2c 3d 4h 5s 7c |
      | equal pairs: the first kicker decides                               | Ad As Kh 9s 8c | Ah Ac Qh 9d 8d | 23          | 0           | 2c 3d 4h 5s 7c |
      | equal pairs and first kickers: a later kicker decides               | Ad As Kh 9s 8c | Ah Ac Kd 9c 7d | 23          | 0           | 2c 3d 4h 5s 7c |
      | equal top pairs: the second pair decides                            | Kd Kh 9s 9c 5d | Ks Kc 8s 8h Qd | 23          | 0           | 2c 3d 4h 6c 7d |
      | A-2-3-4-5 is a straight and beats three of a kind                   | Ad 2h 3s 4d 5c | Qd Qh Qs Jc 8d | 23          | 0           | 2c 3h 5h 6s 8c |
      | A-2-3-4-5 is the lowest straight                                    | 6d 2s 3h 4s 5h | Ad 2h 3c 4d 5c | 23          | 0           | 2c 4h 6s 8c 9d |
      | identical hands split the pot, the odd chip to the first hand shown | Jc Jd 9s 7c 4d | Jh Js 9d 7h 4s | 11          | 12          | 2c 3d 5c 6d 8c |

  @clause:ES-111.p4-5
  Scenario: An all-in player with the best hand wins only the main pot
    Given the players are
      | seat | stack |
      | 1    | 6     |
      | 2    | 200   |
      | 3    | 200   |
    And the hands are dealt
      | seat | cards          |
      | 2    | Kd Kh 8s 8d Qs |
      | 1    | 7d 7h 7s Ad 4s |
      | 3    | Jc Tc 5d 9d 3h |
    When the hand starts
    And the play goes on
      | seat | action    | amount |
      | 2    | bet       | 10     |
      | 1    | call      |        |
      | 3    | call      |        |
      | 2    | stand-pat |        |
      | 1    | stand-pat |        |
      | 3    | stand-pat |        |
      | 2    | check     |        |
      | 3    | check     |        |
    Then the hand is over
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 18     | 1       |
      | 1   | 10     | 2       |
    And the final stacks are
      | seat | stack |
      | 1    | 18    |
      | 2    | 199   |
      | 3    | 189   |

  @clause:ES-111.p4-1 @clause:ES-111.p4-5
  Scenario: Everyone but the opener all in before the draw: no betting after it, the hands are shown
    Given the players are
      | seat | stack |
      | 1    | 6     |
      | 2    | 200   |
      | 3    | 200   |
    And the hands are dealt
      | seat | cards          |
      | 2    | Kd Kh 8s 8d Qs |
      | 1    | 7d 7h 7s Ad 4s |
      | 3    | Jc Tc 5d 9d 3h |
    When the hand starts
    And the play goes on
      | seat | action    | amount |
      | 2    | bet       | 10     |
      | 1    | call      |        |
      | 3    | fold      |        |
      | 2    | stand-pat |        |
      | 1    | stand-pat |        |
    Then the hand is over
    And seat 2 gets back 5 uncalled
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 13     | 1       |
    And the final stacks are
      | seat | stack |
      | 1    | 13    |
      | 2    | 194   |
      | 3    | 199   |

  @clause:ES-111.p4-4 @clause:ES-111.p4-5
  Scenario: The odd chip goes to the tied hand shown first, not to the opener
    Seat 1 bets last after the draw and shows first; the opener, seat 2,
    shows second and ties: the odd chip is seat 1's.
    Given the hands are dealt
      | seat | cards          |
      | 2    | Jc Jd 9s 7c 4d |
      | 1    | Jh Js 9d 7h 4s |
      | 3    | 2c 3d 5c 6d 8c |
    When the hand starts
    And the play goes on
      | seat | action    | amount |
      | 2    | bet       | 10     |
      | 1    | call      |        |
      | 3    | fold      |        |
      | 2    | stand-pat |        |
      | 1    | stand-pat |        |
      | 2    | check     |        |
      | 1    | bet       | 20     |
      | 2    | call      |        |
    Then the hand is over
    And the show order is 1 and 2
    And seat 1 wins 32
    And seat 2 wins 31

  @clause:ES-111.p4-4 @clause:ES-111.p4-5
  Scenario: Three identical hands share a pot with two odd chips: one each to the first two hands shown
    Given the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 200   |
      | 5    | 200   |
    And the dealer button is at seat 5
    And the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 7h 6s 5c |
      | 3    | 9d 8h 7s 6c 5d |
      | 2    | 9h 8s 7c 6d 5h |
      | 1    | Ac Kd Qh 3s 2c |
      | 5    | Ad Kh Qs 3c 2d |
    When the hand starts
    And the play goes on
      | seat | action    | amount |
      | 4    | bet       | 10     |
      | 3    | call      |        |
      | 2    | call      |        |
      | 1    | fold      |        |
      | 5    | fold      |        |
      | 4    | stand-pat |        |
      | 3    | stand-pat |        |
      | 2    | stand-pat |        |
      | 4    | check     |        |
      | 3    | check     |        |
      | 2    | check     |        |
    Then the hand is over
    And the show order is 4, 3 and 2
    And the pots are awarded
      | pot | amount | winners    |
      | 0   | 35     | 2, 3 and 4 |
    And seat 4 wins 12
    And seat 3 wins 12
    And seat 2 wins 11

  @clause:ES-111.p4-5
  Scenario: The chips of a player who folds after calling past an all-in player go to the side pot
    Given the players are
      | seat | stack |
      | 1    | 6     |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 200   |
    And the dealer button is at seat 4
    And the hands are dealt
      | seat | cards          |
      | 3    | Kd Kh 8s 8d Qs |
      | 2    | Jc Tc 5d 9d 3h |
      | 1    | 7d 7h 7s Ad 4s |
      | 4    | Qc Qd 6h 5s 2c |
    When the hand starts
    And the play goes on
      | seat | action    | amount |
      | 3    | bet       | 10     |
      | 2    | call      |        |
      | 1    | call      |        |
      | 4    | call      |        |
      | 3    | stand-pat |        |
      | 2    | stand-pat |        |
      | 1    | stand-pat |        |
      | 4    | stand-pat |        |
      | 3    | bet       | 20     |
      | 2    | fold      |        |
      | 4    | call      |        |
    Then the hand is over
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 24     | 1       |
      | 1   | 55     | 3       |

  @clause:ES-111.p4-5
  Scenario: Two players all in for different amounts: three pots, each won by the highest hand among those who matched it
    Seat 1 is all in for 6 before the draw and seat 4 for 16 after it: the
    main pot is everyone's, the first side pot is for the three who put in
    16, the second for the two who bet on.
    Given the players are
      | seat | stack |
      | 1    | 6     |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 16    |
    And the dealer button is at seat 4
    And the hands are dealt
      | seat | cards          |
      | 3    | Jc Jd 9s 7c 4d |
      | 2    | Qc Qd 6h 5s 2c |
      | 1    | 7d 7h 7s Ad 4s |
      | 4    | Kd Kh 8s 8d Qs |
    When the hand starts
    And the play goes on
      | seat | action    | amount |
      | 3    | bet       | 10     |
      | 2    | call      |        |
      | 1    | call      |        |
      | 4    | call      |        |
      | 3    | stand-pat |        |
      | 2    | stand-pat |        |
      | 1    | stand-pat |        |
      | 4    | stand-pat |        |
      | 3    | bet       | 20     |
      | 2    | call      |        |
      | 4    | call      |        |
    Then the hand is over
    And the pots are awarded
      | pot | amount | winners |
      | 0   | 24     | 1       |
      | 1   | 30     | 4       |
      | 2   | 30     | 2       |
    And seat 4 wins 30
    And seat 3 wins 0

  @clause:ES-111.p4-4 @clause:ES-112.3-1
  Scenario: A winner by default is not made to show: the result names no shown hand
    The opener, seat 2, bets after the draw and the last player against him
    folds: he wins without a showdown.  He still proves his openers (Art.
    112.3), but nothing in 004 makes a winner by default show his hand, and
    the register reads it as not required (CF-027: winner_by_default_must_show
    false), so neither the result nor the hand history shows it.
    Given the hands are dealt
      | seat | cards          |
      | 2    | Kd Kh 8s 8d Qs |
      | 1    | 7d 7h 7s Ad 4s |
      | 3    | Jc Tc 5d 9d 3h |
    When the hand starts
    And the play goes on
      | seat | action    | amount |
      | 2    | bet       | 10     |
      | 1    | call      |        |
      | 3    | fold      |        |
      | 2    | stand-pat |        |
      | 1    | stand-pat |        |
      | 2    | bet       | 20     |
      | 1    | fold      |        |
    Then the hand is over
    And the event log records
      | event        | seat | cards          |
      | show-openers | 2    | Kd Kh 8s 8d Qs |
    And no hand is shown
    And the hand history records no show
    And seat 2 wins 23
    And seat 2 gets back 20 uncalled
