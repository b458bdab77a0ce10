Feature: Cards dealt before the betting round is over
  If the dealer burns and deals one or more cards before a betting round is
  complete, those cards are taken out of play.  After the betting for that
  round is complete, one more card for each player still in the hand is taken
  out of play; then the dealer burns a card and play continues.  The cards
  taken out of play are kept aside in case the dealer runs out of cards.  If
  the card dealt too early is the final downcard and the player has seen it
  or mixed it with his other downcards, he keeps it and may not bet or raise
  on sixth street, because he now holds all seven cards.

  The conflict register follows the procedure rather than its stated purpose
  (CF-019).  The cards after those dealt on the streets named below are
  stacked with "after these cards the stub holds"; the burns of fourth to
  sixth street are 2c, 2d and 2h where no deuce is named.

  In the original words of the sources:
    CR-041 (000, es): Si el dealer quema y reparte una o más cartas antes de que se complete una
      ronda de apuestas, las cartas deben eliminarse del juego.
    CR-042 (000, es): Después de que se complete la apuesta de esa ronda, se eliminará del juego
      una carta adicional por cada jugador restante aún activo en la mano (para luego repartir las
      mismas cartas a los jugadores que las habrían recibido sin el error).
    CR-043 (000, es): Después de que esa ronda de apuestas haya concluido, el dealer quema una
      carta y el juego continúa.
    CR-044 (000, es): Las cartas eliminadas se mantienen a un lado en caso de que al dealer se le
      agoten las cartas.
    CR-045 (000, es): Si la carta repartida prematuramente es la carta final tapada y ha sido
      vista o mezclada con las otras cartas tapadas del jugador, el jugador debe mantener la carta
    CR-046 (000, es): y en la sexta calle no puede apostar ni subir (porque el jugador ahora tiene
      todas las siete cartas).

  Background:
    Given the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 100   |
      | 4    | 100   |
    And the dealer button is at seat 4

  @clause:CR-041 @clause:CR-042 @clause:CR-043
  Scenario Outline: Fourth-street cards dealt during the third-street betting are taken out of play
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | 9c 9h | 5h |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    And after these cards the stub holds
      | burn | too early | out of play after the betting | burn | fourth street |
      | 2c   | Ah Ad     | 8c 8d 8h                      | 2d   | Ks Qd Js      |
    When the hand starts
    And seat 4 brings in
    And seat 1 calls
    And the dealer deals 2 of the fourth street cards before the betting is over
    Then the cards taken out of play are Ah Ad
    And 2 cards are out of play
    And the upcards of seat 1 are Qh
    And seat 2 is to act
    When seat 2 calls
    And seat 3 folds
    Then the phase is fourth-street
    And the cards taken out of play are Ah Ad 8c 8d 8h
    And 5 cards are out of play
    And the upcards of seat 1 are Qh Ks
    And the upcards of seat 2 are 5h Qd
    And the upcards of seat 4 are 3h Js
    And the event log records
      | event            | seat | cards    |
      | remove           |      | Ah Ad    |
      | remove           |      | 8c 8d 8h |
      | premature-remedy |      |          |
      | burn             |      |          |
      | deal-up          | 1    | Ks       |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-044
  Scenario Outline: The cards taken out of play are shuffled in when the deck runs short
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 100   |
      | 4    | 100   |
      | 5    | 100   |
      | 6    | 100   |
    And the dealer button is at seat 6
    And the deck is shuffled with seed 11
    When the hand starts
    And the dealer deals 1 of the fourth street cards before the betting is over
    Then 1 cards are out of play
    When the rest of the hand is checked and called down
    Then 0 cards are out of play
    And the hand history records
      | event     | seat | amount |
      | remove    |      | 1      |
      | remove    |      | 6      |
      | reshuffle |      | 13     |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-045 @clause:CR-046
  Scenario Outline: A seventh card dealt too early and seen is kept, and its player may not bet on sixth street
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | As Kd | Qh Ac 4c 8s |
      | 2    | 9c 9h | 5h 7d Js Jh |
      | 3    | 7s 6d | Tc 4s 8d Th |
      | 4    | Jc Jd | 3h Kc 6c 9s |
    And after these cards the stub holds
      | burn | too early | out of play after the betting | burn | seventh street |
      | 2s   | Ah Ad     | 8c 8h 5d 5s                   | 3s   | Kh Qd Qc       |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
    And the street is checked around
    And the street is checked around
    Then the phase is sixth-street
    And seat 2 is to act
    When the dealer deals 2 of the seventh street cards before the betting is over and seat 2 looks at his card
    Then seat 2 holds the downcards 9c 9h Ad
    And seat 1 holds 2 downcards
    And the cards taken out of play are Ah
    And seat 2 is barred from betting and raising
    And the legal actions are
      | action | amount |
      | check  |        |
    And the event log records
      | event       | seat |
      | keep-card   | 2    |
      | may-not-bet | 2    |
      | remove      |      |
    When seat 2 checks
    And seat 3 bets <bet>
    And seat 4 calls
    And seat 1 calls
    Then seat 2 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | <bet>  |
    When seat 2 calls
    Then the phase is seventh-street
    And seat 2 may bet again
    And seat 2 holds the downcards 9c 9h Ad
    And seat 1 holds the downcards As Kd Kh
    And seat 3 holds the downcards 7s 6d Qd
    And seat 4 holds the downcards Jc Jd Qc
    And the cards taken out of play are Ah 8c 8h 5d 5s

    Examples: all card-room profiles
      | profile                  | bet |
      | cardroom-stud            | 10  |
      | cardroom-stud-tournament | 10  |
      | es-stud-split-limit      | 10  |
      | es-stud-limited-pot      | 5   |

  @clause:CR-045
  Scenario Outline: A seventh card dealt too early and mixed in is kept
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | As Kd | Qh Ac 4c 8s |
      | 2    | 9c 9h | 5h 7d Js Jh |
      | 3    | 7s 6d | Tc 4s 8d Th |
      | 4    | Jc Jd | 3h Kc 6c 9s |
    And after these cards the stub holds
      | burn | too early |
      | 2s   | Ah Ad Kh  |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
    And the street is checked around
    And the street is checked around
    And the dealer deals 3 of the seventh street cards before the betting is over and seat 3 mixes it with his other downcards
    Then seat 3 holds the downcards 7s 6d Kh
    And the cards taken out of play are Ah Ad
    And seat 3 is barred from betting and raising
    And seat 2 may bet again

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |
