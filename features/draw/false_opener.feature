@profile:es-draw-openers
Feature: The false opener
  Art. 112.3: a player who opened the pot and cannot show that he held the
  combination needed to open it has made a false play.  He cannot win the pot;
  if the last bet was made and not called, the chips bet stay in the pot for
  the next game; any doubt is for the table chief.  With everyone else folded
  nobody is entitled to the pot, so the whole pot stays for the next deal
  (CF-030).  The opener proves his openers with the hand he opened with: the
  cards he kept and his discards, while kept apart (Art. 111), and only if he
  is still in the hand when it is decided (CF-039).  Jacks or better means any
  combination at least as high as a pair of jacks: two small pair, a straight
  or a flush open the pot as well.

  In the original words of the sources:
    ES-112.3-1 (004, es): Si el jugador que abre el "bote" no puede demostrar que tenía la
      combinación necesaria para abrirlo, se considera que la jugada es falsa.
    ES-112.3-2 (004, es): Si una jugada es falsa, el jugador que la haya cometido no puede ganar
      el "bote".
    ES-112.3-3 (004, es): En el caso de que se haya realizado la última apuesta y ésta no haya
      sido cubierta, se quedan en el "bote" las fichas apostadas para la siguiente partida.
    ES-111.p2 (004, es): Los descartes del jugador que abrió el "bote" y del jugador que tiene que
      recibir las cartas no se incluyen si se han mantenido separadas y se pueden identificar.
    ES-112.3-4 (004, es): En caso de que hubiese alguna duda es el jefe de mesa quien decide en
      última instancia de acuerdo con la situación.

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

  @clause:ES-112.3-1 @clause:ES-112.3-2
  Scenario: A false opener who is called cannot win, even with the best hand
    Given the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5d |
      | 2    | Tc Td 7h 5s 3c |
      | 1    | 8c 8h Qd 7d 2d |
    And the draws bring
      | draw | cards             |
      | 1    | Th Ts Kc 4d 6d Jh |
    When the hand starts
    And the play goes on
      | seat | action | amount | discards |
      | 4    | check  |        |          |
      | 3    | check  |        |          |
      | 2    | bet    | 10     |          |
      | 1    | call   |        |          |
      | 4    | fold   |        |          |
      | 3    | fold   |        |          |
      | 2    | draw   |        | 7h 5s 3c |
      | 1    | draw   |        | Qd 7d 2d |
      | 2    | bet    | 20     |          |
      | 1    | call   |        |          |
    Then the hand is over
    And seat 2 holds the cards Tc Td Th Ts Kc
    And the hand of seat 2 is dead
    And the status of seat 2 is dead
    And seat 1 wins 68
    And the event log records
      | event        | seat |
      | false-opener | 2    |
      | dead-hand    | 2    |
      | win          | 1    |
    And the final stacks are
      | seat | stack |
      | 1    | 236   |
      | 2    | 168   |

  @clause:ES-112.3-1 @clause:ES-112.3-2
  Scenario Outline: Any combination better than a pair of jacks is openers: <case>
    Given the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5d |
      | 2    | <opener>       |
      | 1    | 8c 8h Qd 7d 2d |
    When the hand starts
    And the play goes on
      | seat | action    | amount |
      | 4    | check     |        |
      | 3    | check     |        |
      | 2    | bet       | 10     |
      | 1    | call      |        |
      | 4    | fold      |        |
      | 3    | fold      |        |
      | 2    | stand-pat |        |
      | 1    | stand-pat |        |
      | 2    | check     |        |
      | 1    | check     |        |
    Then the hand is over
    And no hand is dead
    And seat 2 wins 28

    Examples:
      | case                  | opener         |
      | two pair below jacks  | 3c 3d 2h 2s Kc |
      | a pat straight        | Ts 9d 8s 7c 6s |
      | a pat flush           | Kh Jh 7h 5h 3h |

  @clause:ES-112.3-1
  Scenario: An opener without openers who folds is not asked for them: the pot is won as usual
    Given the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5d |
      | 2    | Tc Td 7h 5s 3c |
      | 1    | 8c 8h Qd 7d 2d |
    And the draws bring
      | draw | cards             |
      | 1    | 2h 4c 9d 8s Jd 3d |
    When the hand starts
    And the play goes on
      | seat | action | amount | discards |
      | 4    | check  |        |          |
      | 3    | check  |        |          |
      | 2    | bet    | 10     |          |
      | 1    | call   |        |          |
      | 4    | fold   |        |          |
      | 3    | fold   |        |          |
      | 2    | draw   |        | 7h 5s 3c |
      | 1    | draw   |        | Qd 7d 2d |
      | 2    | check  |        |          |
      | 1    | bet    | 20     |          |
      | 2    | fold   |        |          |
    Then the hand is over
    And no hand is dead
    And the hand history records no false-opener
    And seat 1 wins 28
    And the final stacks are
      | seat | stack |
      | 1    | 216   |
      | 2    | 188   |

  @clause:ES-112.3-1 @clause:ES-112.3-3
  Scenario: Nobody calls the false opener's bet: the chips stay in the pot for the next hand
    Given the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5d |
      | 2    | Tc Td 7h 5s 3c |
      | 1    | 8c 8h Qd 7d 2d |
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 4    | check  |        |
      | 3    | check  |        |
      | 2    | bet    | 10     |
      | 1    | fold   |        |
      | 4    | fold   |        |
      | 3    | fold   |        |
    Then the hand is over
    And nobody wins the pot
    And 18 chips stay in the pot for the next hand
    And the hand of seat 2 is dead
    And seat 2 has 188 chips
    When the next hand starts with the dealer button at seat 4
      | seat | cards          |
      | 3    | Qc Qd 7h 5s 3c |
      | 2    | 9c 8d 6h 4s 2c |
      | 1    | Ac Kd 9h 7s 5d |
      | 4    | 8c 8h Jd 7d 2d |
    Then the pot carried in from the last hand is 18
    And the pot is 26
    And seat 3 is to act
    When the play goes on
      | seat | action | amount |
      | 3    | bet    | 10     |
      | 2    | fold   |        |
      | 1    | fold   |        |
      | 4    | fold   |        |
    Then the hand is over
    And seat 3 wins 26
    And the final stacks are
      | seat | stack |
      | 1    | 196   |
      | 2    | 186   |
      | 3    | 222   |
      | 4    | 196   |

  @clause:ES-112.3-3
  Scenario: The false opener's bet after the draw is not called: the whole pot stays
    Given the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5d |
      | 2    | Tc Td 7h 5s 3c |
      | 1    | 8c 8h Qd 7d 2d |
    When the hand starts
    And the play goes on
      | seat | action    | amount |
      | 4    | check     |        |
      | 3    | check     |        |
      | 2    | bet       | 10     |
      | 1    | call      |        |
      | 4    | fold      |        |
      | 3    | fold      |        |
      | 2    | stand-pat |        |
      | 1    | stand-pat |        |
      | 2    | bet       | 20     |
      | 1    | fold      |        |
    Then nobody wins the pot
    And 48 chips stay in the pot for the next hand
    And the event log records
      | event         | seat | amount |
      | false-opener  | 2    |        |
      | keep-uncalled | 2    | 20     |
      | carry         |      | 48     |

  @clause:ES-112.3-2 @clause:ES-112.3-3
  Scenario: A false opener's bet past an all-in caller is not called: those chips stay for the next deal
    Seat 1 calls the opening bet all in for 4 of its 10: the other 6 chips
    were bet but not called.  The false opener cannot win; seat 1 wins the
    pot he contested, and the 6 chips stay in the pot for the next deal.
    Given the players are
      | seat | stack |
      | 1    | 6     |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 200   |
    And the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5d |
      | 2    | Tc Td 7h 5s 3c |
      | 1    | 8c 8h Qd 7d 2d |
    When the hand starts
    And the play goes on
      | seat | action    | amount |
      | 4    | check     |        |
      | 3    | check     |        |
      | 2    | bet       | 10     |
      | 1    | call      |        |
      | 4    | fold      |        |
      | 3    | fold      |        |
      | 2    | stand-pat |        |
      | 1    | stand-pat |        |
    Then the hand is over
    And the hand of seat 2 is dead
    And seat 1 wins 16
    And 6 chips stay in the pot for the next hand

  @clause:ES-112.3-1 @clause:ES-111.p2
  Scenario: An opener who split his openers shows them with the discards he kept apart
    Given the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5d |
      | 2    | Jc Jd 7c 5c 3c |
      | 1    | 8c 8h Qd 7d 2d |
    And the draws bring
      | draw | cards |
      | 1    | 9d    |
    When the hand starts
    And the play goes on
      | seat | action    | amount | discards |
      | 4    | check     |        |          |
      | 3    | check     |        |          |
      | 2    | bet       | 10     |          |
      | 1    | call      |        |          |
      | 4    | fold      |        |          |
      | 3    | fold      |        |          |
      | 2    | draw      |        | Jd       |
      | 1    | stand-pat |        |          |
      | 2    | bet       | 20     |          |
      | 1    | fold      |        |          |
    Then the hand is over
    And seat 2 holds the cards Jc 7c 5c 3c 9d
    And no hand is dead
    And seat 2 wins 28
    And seat 2 gets back 20 uncalled
    And the event log records
      | event        | seat | cards          |
      | show-openers | 2    | Jc Jd 7c 5c 3c |

  @clause:ES-112.3-1 @clause:ES-112.3-4
  Scenario Outline: The split openers can no longer be identified: the table chief decides (<ruling>)
    Given the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5d |
      | 2    | Jc Jd 7c 5c 3c |
      | 1    | 8c 8h Qd 7d 2d |
    And the draws bring
      | draw | cards |
      | 1    | 9d    |
    When the hand starts
    And the play goes on
      | seat | action    | amount | discards |
      | 4    | check     |        |          |
      | 3    | check     |        |          |
      | 2    | bet       | 10     |          |
      | 1    | call      |        |          |
      | 4    | fold      |        |          |
      | 3    | fold      |        |          |
      | 2    | draw      |        | Jd       |
    And the discards of seat 2 are mixed with the other discards
    And the play goes on
      | seat | action    | amount |
      | 1    | stand-pat |        |
      | 2    | bet       | 20     |
      | 1    | fold      |        |
    Then a floor ruling is required
    And the pot is 48
    When the floor rules "<ruling>"
    Then the hand is over
    And seat 2 wins <won>
    And seat 2 gets back <returned> uncalled
    And <carried> chips stay in the pot for the next hand

    Examples:
      | ruling         | won | returned | carried |
      | openers-proven | 28  | 20       | 0       |
      | false-opener   | 0   | 0        | 48      |

  @clause:ES-112.3-1 @clause:ES-112.3-2
  Scenario: The weakest openers, a pair of jacks with 4-3-2, are openers
    Given the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5d |
      | 2    | Jh Js 4d 3c 2h |
      | 1    | 8c 8h Qd 7d 2d |
    When the hand starts
    And the play goes on
      | seat | action    | amount |
      | 4    | check     |        |
      | 3    | check     |        |
      | 2    | bet       | 10     |
      | 1    | call      |        |
      | 4    | fold      |        |
      | 3    | fold      |        |
      | 2    | stand-pat |        |
      | 1    | stand-pat |        |
      | 2    | check     |        |
      | 1    | check     |        |
    Then the hand is over
    And no hand is dead
    And seat 2 wins 28

  @clause:ES-112.3-1 @clause:ES-112.3-4 @clause:ES-111.p2
  Scenario: Mixed discards leave no doubt when the opener kept his pair of jacks
    The kept cards alone prove the openers, so nothing is left for the table
    chief to decide.
    Given the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5d |
      | 2    | Jc Jd 7c 5c 3c |
      | 1    | 8c 8h Qd 7d 2d |
    And the draws bring
      | draw | cards    |
      | 1    | 9d Ts Kc |
    When the hand starts
    And the play goes on
      | seat | action    | amount | discards |
      | 4    | check     |        |          |
      | 3    | check     |        |          |
      | 2    | bet       | 10     |          |
      | 1    | call      |        |          |
      | 4    | fold      |        |          |
      | 3    | fold      |        |          |
      | 2    | draw      |        | 7c 5c 3c |
    And the discards of seat 2 are mixed with the other discards
    And the play goes on
      | seat | action    | amount |
      | 1    | stand-pat |        |
      | 2    | bet       | 20     |
      | 1    | fold      |        |
    Then the hand is over
    And seat 2 holds the cards Jc Jd 9d Ts Kc
    And no hand is dead
    And seat 2 wins 28
    And seat 2 gets back 20 uncalled

  @clause:ES-112.3-1 @clause:ES-112.3-4 @clause:ES-111.p2
  Scenario: Mixed discards leave no doubt when the opener kept two small pairs
    Two pair, however small, is a combination better than a pair of jacks: the
    kept cards alone prove the openers.
    Given the hands are dealt
      | seat | cards          |
      | 4    | 9c 8d 6h 4s 2c |
      | 3    | Ac Kd 9h 7s 5h |
      | 2    | 5c 5d 3h 3s Kc |
      | 1    | 8c 8h Qd 7d 2d |
    And the draws bring
      | draw | cards |
      | 1    | 9d    |
    When the hand starts
    And the play goes on
      | seat | action    | amount | discards |
      | 4    | check     |        |          |
      | 3    | check     |        |          |
      | 2    | bet       | 10     |          |
      | 1    | call      |        |          |
      | 4    | fold      |        |          |
      | 3    | fold      |        |          |
      | 2    | draw      |        | Kc       |
    And the discards of seat 2 are mixed with the other discards
    And the play goes on
      | seat | action    | amount |
      | 1    | stand-pat |        |
      | 2    | bet       | 20     |
      | 1    | fold      |        |
    Then the hand is over
    And seat 2 holds the cards 5c 5d 3h 3s 9d
    And no hand is dead
    And seat 2 wins 28
    And seat 2 gets back 20 uncalled
