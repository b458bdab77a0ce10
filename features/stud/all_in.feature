Feature: Players all in
  If the player with the lowest card is all in for the ante, or any player
  designated to start the action in a betting round is all in, the action
  passes to the first active player to that player's left.  A low card with
  chips for only part of the bring-in makes that bet, and every other player
  must still come in for at least the normal amount.  Chips an all-in player
  cannot match go to a side pot.  A raise all in for less than a full raise
  is no raise: it does not count toward the cap on raises.  In the online
  room a player whose action clock runs out is all in for what he has already
  bet, even with no bet to face (he is not checked for); if the bring-in is
  his, it is posted for him first, and at the showdown his hand is shown
  (CF-091).

  In the original words of the sources:
    CR-016 (000, es): Si el jugador con la carta más baja está all-in por el ante (o si cualquier
      jugador designado para comenzar la acción en una ronda de apuestas está all-in), la acción
      de apuestas pasa al primer jugador activo a la izquierda del jugador all-in.
    CR-017 (000, es): Si el jugador con la carta más baja tiene fichas solo para una parte de la
      apuesta forzada, la apuesta se realiza.
    CR-018 (000, es): Todos los demás jugadores deben entrar con al menos la cantidad normal en
      esa estructura.
    CR-052 (000, es): Un jugador all-in debe recibir cartas tapadas repartidas boca abajo,
    CR-024 (000, es): Si el siguiente jugador aumenta la apuesta a $15 (completa la apuesta), se
      permiten hasta tres aumentos cuando se utiliza un límite de tres aumentos.
    DE-020 (002, de): Jede Runde erlaubt höchstens 4 Einsätze per Spieler, bestehend aus einem
      Einsatz und 3 Erhöhungen.
    CR-003 (000, es): La mejor mano de póker de cinco cartas gana el bote.
    ES-113-2 (004, es): El objeto es alcanzar la combinación de cartas de mayor valor posible con
      las siete cartas entregadas por el "croupier", teniendo en cuenta que sólo tienen valor
      cinco de ellas, al ser descubiertas por el jugador.
    DE-052 (002, de): Die Hand mit den besten 5-Karten Pokerhand (5 aus 7 Karten) gewinnt.
    DE-023 (002, de): Jeder Spieler muss nun entscheiden, ob er in der Hand bleiben möchte, die
      Hand aufgibt oder raist.

  Background:
    Given the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
    And the dealer button is at seat 4

  @clause:CR-016
  Scenario Outline: The low card all in for the ante: the next active player on its left brings in
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 1     |
      | 3    | 200   |
      | 4    | 200   |
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    Then the status of seat 2 is all-in
    And the dealer announces low-card for seat 2
    And seat 3 is to act
    And the legal actions are
      | action   | amount |
      | bring-in | 2      |
      | complete | 5      |
    When seat 3 brings in
    Then seat 4 is to act

    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-016
  Scenario Outline: A player without the whole ante is dealt in, all in for the chips he has
    The ante is 2 and seat 2 has one chip: he antes it and plays all in.  The
    main pot holds one chip from each player; the rest of the antes and the
    bets go to a side pot he cannot win.
    Given the rules of profile "<profile>"
    And the stakes are
      | ante | bring-in | small bet | big bet |
      | 2    | 2        | 5         | 10      |
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 1     |
      | 3    | 200   |
      | 4    | 200   |
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Ah Ad 5h | Ac 8h 8s 4h |
      | 3    | 9s 8d 7h | 7s Kc Kh 3c |
      | 4    | 7c 6d 5s | 5c Qd Ts 2h |
    When the hand starts
    Then the status of seat 2 is all-in
    And the upcards of seat 2 are Ac
    And the dealer announces low-card for seat 4
    When the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 3    | call     |
    And the hand is checked down to the showdown
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 4      | 2       |
      | 1   | 9      | 3       |

    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-017 @clause:CR-018
  Scenario Outline: A short bring-in is made, and the others still come in for the full bring-in
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 2     |
      | 3    | 200   |
      | 4    | 200   |
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    Then seat 2 may bring-in for 1
    When seat 2 brings in
    Then the status of seat 2 is all-in
    And the pot is 5
    And the legal actions are
      | action   | amount |
      | fold     |        |
      | call     | 2      |
      | complete | 5      |
    When the actions are
      | seat | action |
      | 3    | call   |
      | 4    | call   |
      | 1    | call   |
    Then seat 3 has 197 chips
    And the phase is fourth-street
    And the pots are
      | pot | amount | eligible      |
      | 0   | 8      | 1, 2, 3 and 4 |
      | 1   | 3      | 1, 3 and 4    |

    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-018
  Scenario Outline: A completion all in for less than the small bet: the next player still completes to the small bet
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 4     |
      | 4    | 200   |
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 3      |
    Then the status of seat 3 is all-in
    And the legal actions are
      | action   | amount |
      | fold     |        |
      | call     | 3      |
      | complete | 5      |
    When seat 4 completes to 5
    Then the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 5      |
      | raise  | 10     |

    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-016 @clause:CR-052
  Scenario Outline: The high hand all in: the action starts on its left, later bets go to a side pot, its cards still come face down
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 6     |
      | 4    | 200   |
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd    | 3d 8h       |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 5      |
      | 4    | call     |        |
      | 1    | call     |        |
      | 2    | call     |        |
    Then the status of seat 3 is all-in
    And the phase is fourth-street
    And the dealer announces high-hand for seat 3
    And seat 4 is to act
    When the actions are
      | seat | action | amount |
      | 4    | bet    | 5      |
      | 1    | call   |        |
      | 2    | fold   |        |
    Then the phase is fifth-street
    And the pots are
      | pot | amount | eligible   |
      | 0   | 24     | 1, 3 and 4 |
      | 1   | 10     | 1 and 4    |
    When the street is checked around
    And the street is checked around
    Then the phase is seventh-street
    And seat 3 holds 3 downcards
    And the upcards of seat 3 are 7s Ac Kh 3c
    When the street is checked around
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 24     | 3       |
      | 1   | 10     | 1       |

    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  Scenario Outline: Facing an all-in raise with nobody else left to bet, a player may call or fold, not raise
    Seat 3 raises all in for a full raise and the others between fold: seat 4
    is the only player left with chips.  A raise nobody could call has no
    purpose, so he may only call or fold (CF-047).
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 16    |
      | 4    | 200   |
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 5      |
      | 4    | raise    | 10     |
      | 1    | fold     |        |
      | 2    | fold     |        |
      | 3    | raise    | 15     |
    Then the status of seat 3 is all-in
    And seat 4 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 15     |

    @clause:CR-016
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-023
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-026
    Examples: online room
      | profile     |
      | online-stud |

  @clause:CR-016
  Scenario Outline: The high hand all in: the next active player on its left starts, not the next-best board
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 6     |
      | 4    | 200   |
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Qh 9c |
      | 2    | Qs Jd | 3d 8h |
      | 3    | 9s 8d | 7s Ac |
      | 4    | 7c 6d | 5c 2c |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 5      |
      | 4    | call     |        |
      | 1    | call     |        |
      | 2    | call     |        |
    Then the status of seat 3 is all-in
    And the phase is fourth-street
    And the dealer announces high-hand for seat 3
    And seat 4 is to act

    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  Scenario Outline: A raise all in for less than a full raise does not count toward the cap
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack   |
      | 1    | 200     |
      | 2    | 200     |
      | 3    | 200     |
      | 4    | <stack> |
    And the cards are dealt
      | seat | down  | up       |
      | 1    | As Kd | Ah Kc Qc |
      | 2    | Qs Jd | 3d 8h 5s |
      | 3    | 9s 8d | 7s 6c 4h |
      | 4    | 7c 6d | 5c Jc Td |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | call     |        |
      | 4    | complete | 5      |
      | 1    | call     |        |
      | 2    | call     |        |
      | 3    | call     |        |
    And the street is checked around
    Then the phase is fifth-street
    And seat 1 is to act
    When the actions are
      | seat | action | amount |
      | 1    | bet    | <bet>  |
      | 2    | raise  | <r1>   |
      | 3    | raise  | <r2>   |
      | 4    | raise  | <all>  |
    Then the status of seat 4 is all-in
    And seat 1 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | <all>  |
      | raise  | <next> |

    @clause:CR-024
    Examples: card room and Spanish regulation: the bet and three raises
      | profile                  | stack | bet | r1 | r2 | all | next |
      | cardroom-stud            | 40    | 10  | 20 | 30 | 34  | 44   |
      | cardroom-stud-tournament | 40    | 10  | 20 | 30 | 34  | 44   |
      | es-stud-split-limit      | 40    | 10  | 20 | 30 | 34  | 44   |
      | es-stud-limited-pot      | 24    | 5   | 10 | 15 | 18  | 23   |

    @clause:DE-020
    Examples: German rules: one bet and three raises
      | profile     | stack | bet | r1 | r2 | all | next |
      | german-stud | 40    | 10  | 20 | 30 | 34  | 44   |

    @clause:ON-026
    Examples: online room: facing a bet the player may call, raise or fold
      | profile     | stack | bet | r1 | r2 | all | next |
      | online-stud | 40    | 10  | 20 | 30 | 34  | 44   |

  @clause:ON-029
  Scenario Outline: When the action clock runs out the player is all in for what he has bet
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 200   |
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd Th | 3d 8h 6c 5s |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | call     |        |
      | 4    | call     |        |
      | 1    | call     |        |
      | 3    | bet      | 5      |
    And seat 4 times out
    Then the status of seat 4 is all-in
    And seat 4 has 197 chips
    And seat 1 is to act
    When the actions are
      | seat | action | amount |
      | 1    | call   |        |
      | 2    | raise  | 10     |
      | 3    | call   |        |
      | 1    | call   |        |
    Then the phase is fifth-street
    And the pots are
      | pot | amount | eligible      |
      | 0   | 12     | 1, 2, 3 and 4 |
      | 1   | 30     | 1, 2 and 3    |
    And seat 3 is to act
    When the street is checked around
    Then the phase is sixth-street
    And the status of seat 4 is all-in

    Examples: online room
      | profile     |
      | online-stud |

  @clause:ON-029
  Scenario Outline: The clock runs out with no bet to face: the player is all in, not checked for
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 200   |
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd Th | 3d 8h 6c 5s |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    Then seat 3 is to act
    When seat 3 times out
    Then the status of seat 3 is all-in
    And seat 3 has 197 chips
    And seat 4 is to act
    When the actions are
      | seat | action | amount |
      | 4    | bet    | 5      |
      | 1    | call   |        |
      | 2    | call   |        |
    Then the phase is fifth-street
    And the pots are
      | pot | amount | eligible      |
      | 0   | 12     | 1, 2, 3 and 4 |
      | 1   | 15     | 1, 2 and 4    |

    Examples: online room
      | profile     |
      | online-stud |

  @clause:ON-029
  Scenario Outline: The clock runs out on the bring-in: it is posted for him, and he is all in for it
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 200   |
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    Then seat 2 is to act
    When seat 2 times out
    Then the status of seat 2 is all-in
    And seat 2 has 197 chips
    And seat 3 is to act
    When the actions are
      | seat | action   | amount |
      | 3    | complete | 5      |
      | 4    | call     |        |
      | 1    | call     |        |
    Then the phase is fourth-street
    And the pots are
      | pot | amount | eligible      |
      | 0   | 12     | 1, 2, 3 and 4 |
      | 1   | 9      | 1, 3 and 4    |

    Examples: online room
      | profile     |
      | online-stud |

  @clause:ON-029
  Scenario Outline: The clock runs out at the showdown: the hand is shown
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 200   |
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd Th | 3d 8h 6c 5s |
      | 3    | 9s 8d    | 7s          |
      | 4    | 7c 6d    | 5c          |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | fold     |
      | 4    | fold     |
      | 1    | call     |
    And the hand is checked down to the showdown
    Then seat 1 is to act
    When seat 1 times out
    And the players show their hands in turn
    Then the shown hands are
      | seat | hand                     |
      | 1    | high card, A-K-Q-J-9     |
      | 2    | high card, Q-J-10-8-6    |
    And seat 1 wins 8

    Examples: online room
      | profile     |
      | online-stud |

  @clause:CR-016 @clause:CR-052
  Scenario Outline: Every player but one all in: the rest of the cards are dealt with no betting, and the hands are shown
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 11    |
      | 4    | 200   |
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd    | Qh          |
      | 2    | Qs Jd Th | 3d 8h 6c 5s |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d    | 5c          |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 5      |
      | 4    | fold     |        |
      | 1    | fold     |        |
      | 2    | raise    | 10     |
      | 3    | call     |        |
    Then the status of seat 3 is all-in
    And the phase is showdown
    And seat 3 holds 3 downcards
    And the upcards of seat 3 are 7s Ac Kh 3c
    And the upcards of seat 2 are 3d 8h 6c 5s
    When the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 24     | 3       |

    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-016 @clause:CR-052
  Scenario Outline: Every player but one all in for the ante: nobody brings in, the cards are dealt out and shown
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 1     |
      | 3    | 1     |
      | 4    | 1     |
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd Jc | Qh 9c 4d 2s |
      | 2    | Qs Jd Th | 3d 8h 6c 5s |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 5h | 5c 5d Ts 2h |
    When the hand starts
    Then the status of seat 2 is all-in
    And the status of seat 4 is all-in
    And the phase is showdown
    And seat 1 has 199 chips
    And seat 2 holds 3 downcards
    And the upcards of seat 2 are 3d 8h 6c 5s
    And the upcards of seat 4 are 5c 5d Ts 2h
    When the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 4      | 4       |

    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  Scenario Outline: Two players all in for different amounts: three pots, each won by the best hand among those who matched it
    Seat 3 is all in for 6 on third street and seat 2 for 11 on fourth: the
    main pot is everyone's, the first side pot is for the three who put in 11,
    the second for the two who bet on.  Each pot goes to the best hand among
    the players who matched it, and a player never wins chips past what he put in.
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 11    |
      | 3    | 6     |
      | 4    | 200   |
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Ad Jc | Qh 9c 4d 2s |
      | 2    | Qs Qd 5h | 3d 8h 8s 4h |
      | 3    | 7h 7d 2c | 7s Ac Kh 3c |
      | 4    | 6c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 5      |
      | 4    | call     |        |
      | 1    | call     |        |
      | 2    | call     |        |
    Then the status of seat 3 is all-in
    And seat 4 is to act
    When the actions are
      | seat | action | amount |
      | 4    | bet    | 5      |
      | 1    | call   |        |
      | 2    | call   |        |
    Then the status of seat 2 is all-in
    And the phase is fifth-street
    And seat 4 is to act
    When the actions are
      | seat | action | amount |
      | 4    | bet    | <bet>  |
      | 1    | call   |        |
    Then the phase is sixth-street
    And the pots are
      | pot | amount | eligible      |
      | 0   | 24     | 1, 2, 3 and 4 |
      | 1   | 15     | 1, 2 and 4    |
      | 2   | <top>  | 1 and 4       |
    When the street is checked around
    And the street is checked around
    And the players show their hands in turn
    Then the pots are awarded
      | pot | amount | winners |
      | 0   | 24     | 3       |
      | 1   | 15     | 2       |
      | 2   | <top>  | 1       |
    And seat 2 wins 15
    And seat 4 wins 0

    @clause:CR-003
    Examples: card room
      | profile                  | bet | top |
      | cardroom-stud            | 10  | 20  |
      | cardroom-stud-tournament | 10  | 20  |

    @clause:CR-003 @clause:ES-113-2
    Examples: Spanish regulation: the bote limitado bets the small bet on fifth street
      | profile             | bet | top |
      | es-stud-split-limit | 10  | 20  |
      | es-stud-limited-pot | 5   | 10  |

    @clause:DE-052
    Examples: German rules
      | profile     | bet | top |
      | german-stud | 10  | 20  |

    @clause:ON-060
    Examples: online room
      | profile     | bet | top |
      | online-stud | 10  | 20  |

  Scenario Outline: A raise all in for exactly a full raise counts toward the cap
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack   |
      | 1    | 200     |
      | 2    | 200     |
      | 3    | 200     |
      | 4    | <stack> |
    And the cards are dealt
      | seat | down  | up       |
      | 1    | As Kd | Ah Kc Qc |
      | 2    | Qs Jd | 3d 8h 5s |
      | 3    | 9s 8d | 7s 6c 4h |
      | 4    | 7c 6d | 5c Jc Td |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | call     |        |
      | 4    | complete | 5      |
      | 1    | call     |        |
      | 2    | call     |        |
      | 3    | call     |        |
    And the street is checked around
    Then the phase is fifth-street
    And seat 1 is to act
    When the actions are
      | seat | action | amount |
      | 1    | bet    | <bet>  |
      | 2    | raise  | <r1>   |
      | 3    | raise  | <r2>   |
      | 4    | raise  | <all>  |
    Then the status of seat 4 is all-in
    And 3 raises have been made this round
    And seat 1 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | <all>  |

    @clause:CR-024
    Examples: card room and Spanish regulation: the bet and three raises
      | profile                  | stack | bet | r1 | r2 | all |
      | cardroom-stud            | 46    | 10  | 20 | 30 | 40  |
      | cardroom-stud-tournament | 46    | 10  | 20 | 30 | 40  |
      | es-stud-split-limit      | 46    | 10  | 20 | 30 | 40  |
      | es-stud-limited-pot      | 26    | 5   | 10 | 15 | 20  |

    @clause:DE-020
    Examples: German rules: one bet and three raises
      | profile     | stack | bet | r1 | r2 | all |
      | german-stud | 46    | 10  | 20 | 30 | 40  |

    @clause:ON-026
    Examples: online room: facing a bet the player may call, raise or fold
      | profile     | stack | bet | r1 | r2 | all |
      | online-stud | 46    | 10  | 20 | 30 | 40  |

  Scenario Outline: A raise all in for exactly a full raise reopens the betting
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack   |
      | 1    | 200     |
      | 2    | 200     |
      | 3    | 200     |
      | 4    | <stack> |
    And the cards are dealt
      | seat | down  | up       |
      | 1    | As Kd | Ah Kc Qc |
      | 2    | Qs Jd | 3d 8h 5s |
      | 3    | 9s 8d | 7s 6c 4h |
      | 4    | 7c 6d | 5c Jc Td |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | call     |        |
      | 4    | complete | 5      |
      | 1    | call     |        |
      | 2    | call     |        |
      | 3    | call     |        |
    And the street is checked around
    Then the phase is fifth-street
    When the actions are
      | seat | action | amount |
      | 1    | bet    | <bet>  |
      | 2    | call   |        |
      | 3    | call   |        |
      | 4    | raise  | <all>  |
    Then the status of seat 4 is all-in
    And seat 1 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | <all>  |
      | raise  | <next> |

    @clause:CR-024
    Examples: card room and Spanish regulation: up to three raises
      | profile                  | stack | bet | all | next |
      | cardroom-stud            | 26    | 10  | 20  | 30   |
      | cardroom-stud-tournament | 26    | 10  | 20  | 30   |
      | es-stud-split-limit      | 26    | 10  | 20  | 30   |
      | es-stud-limited-pot      | 16    | 5   | 10  | 15   |

    @clause:DE-020
    Examples: German rules: one bet and three raises
      | profile     | stack | bet | all | next |
      | german-stud | 26    | 10  | 20  | 30   |

    @clause:ON-026
    Examples: online room: facing a bet the player may call, raise or fold
      | profile     | stack | bet | all | next |
      | online-stud | 26    | 10  | 20  | 30   |
