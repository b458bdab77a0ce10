@profile:triple-draw-27
Feature: Reshuffling the discards when the stub runs out during a draw
  001: sometimes the deck does not hold enough cards to complete a draw.  For
  example the first player to act exchanges 3 cards with only 2 left: he takes
  the last 2 cards, then the cards discarded earlier in the hand are shuffled,
  except the cards he has just discarded, and he takes the top card of the new
  deck -- so a player can get back a card he discarded in an earlier round.
  The next player, drawing 2, takes them from the new deck, which holds every
  earlier discard except the cards in the players' hands, the previous
  player's discards and his own.

  The profile reads the example as: every dead card of the hand -- folded
  hands, the discards of earlier draws, the player's own included, and of the
  players before him in this draw -- goes into the new stub, and none of the
  cards the drawing player has just thrown (CF-052, CF-053).  No card is
  burnt (CF-057).

  Six players are dealt 30 cards; four of them exchange five cards at the
  first draw, which leaves 2 cards in the stub and 20 on the discard pile.

  In the original words of the sources:
    TD-058 (001, es): A veces, no hay suficientes cartas en la baraja para completar el
      intercambio de cartas.
    TD-059 (001, es): Por ejemplo: el primer jugador en actuar cambia 3 cartas, pero sólo hay 2
      cartas en la baraja.
    TD-060 (001, es): Recibirá las 2 últimas cartas del mazo,
    TD-061 (001, es): luego las cartas que ya han sido descartadas por otros jugadores en la mano
      (en rondas de apuestas anteriores o cambios de cartas) se barajarán con la excepción de las
      2 cartas que el jugador acaba de descartar.
    TD-062 (001, es): El jugador recibirá entonces la primera carta de la parte superior del
      «nuevo» mazo de cartas barajadas.
    TD-063 (001, es): Por lo tanto, es posible recibir una carta que él mismo descartó en una
      ronda de apuestas anterior.
    TD-064 (001, es): Imaginemos entonces que el ejemplo continúa con otro jugador que quiere
      intercambiar 2 cartas.
    TD-065 (001, es): No quedan cartas en el mazo original por lo que el jugador recibirá 2 cartas
      de las recién barajadas.
    TD-066 (001, es): En este caso concreto, el mazo contiene todas las cartas descartadas
      anteriormente a excepción de las cartas que tienen los jugadores que quedan en la mano, la
      3ª carta descartada por el jugador anterior y las 2 cartas que acaba de descartar ahora.

  Background:
    Given the rules of profile "triple-draw-27"
    And the stakes are
      | small bet | big bet |
      | 2         | 4       |
    And 6 players with 100 chips each
    And the dealer button is at seat 6
    And the hands are dealt
      | seat | cards          |
      | 1    | Ac Kc Qc Jc Tc |
      | 2    | Ad Kd Qd Jd Td |
      | 3    | Ah Kh Qh Jh Th |
      | 4    | As Ks Qs Js Ts |
      | 5    | 9c 9d 9h 9s 8c |
      | 6    | 8d 8h 8s 7c 7d |
    And the draws bring
      | draw | cards                                                         |
      | 1    | 2c 3d 4h 5s 7h 2d 3h 4s 5c 7s 2h 3s 4c 5d 6c 2s 3c 4d 5h 6d |
      | 2    | 6h 6s                                                         |
    When the hand starts
    And the players call or check and stand pat until draw-1
    And seat 1 draws 5 discarding Ac Kc Qc Jc Tc
    And seat 2 draws 5 discarding Ad Kd Qd Jd Td
    And seat 3 draws 5 discarding Ah Kh Qh Jh Th
    And seat 4 draws 5 discarding As Ks Qs Js Ts
    And the remaining players stand pat

  @clause:TD-058 @clause:TD-059 @clause:TD-060 @clause:TD-061 @clause:TD-062
  Scenario: The player takes the last cards of the stub, then the top card of the reshuffled discards
    Then the stub holds 2 cards
    And the discard pile holds 20 cards
    When the players call or check and stand pat until draw-2
    Then seat 1 is to act
    When seat 1 draws 3 discarding 4h 5s 7h
    Then seat 1 holds 5 downcards
    And seat 1 holds 2 of the cards 2c 3d
    And seat 1 holds 2 of the cards 6h 6s
    And seat 1 holds 1 of the cards Ac Kc Qc Jc Tc Ad Kd Qd Jd Td Ah Kh Qh Jh Th As Ks Qs Js Ts
    And seat 1 holds 0 of the cards 4h 5s 7h
    And the stub holds 19 cards
    And the discard pile holds 3 cards
    And every card is accounted for

  @clause:TD-061 @clause:TD-063
  Scenario: The new stub holds the player's own earlier discards, and the hands folded before
    The 20 discards of the first draw (five of them seat 1's own) and the
    five cards seat 6 folds make 25 dead cards: seat 1 takes one, 24 stay.

    When the play goes on
      | seat | action | amount |
      | 1    | bet    | 2      |
      | 2    | call   |        |
      | 3    | call   |        |
      | 4    | call   |        |
      | 5    | call   |        |
      | 6    | fold   |        |
    Then the discard pile holds 25 cards
    When seat 1 draws 3 discarding 4h 5s 7h
    Then the stub holds 24 cards
    And the discard pile holds 3 cards
    And seat 1 holds 1 of the cards Ac Kc Qc Jc Tc Ad Kd Qd Jd Td Ah Kh Qh Jh Th As Ks Qs Js Ts 8d 8h 8s 7c 7d
    And every card is accounted for

  @clause:TD-064 @clause:TD-065 @clause:TD-066
  Scenario: The next player draws from the new stub, which never holds the previous player's discards
    When the players call or check and stand pat until draw-2
    And seat 1 draws 3 discarding 4h 5s 7h
    And seat 2 draws 2 discarding 5c 7s
    Then seat 2 holds 3 of the cards 2d 3h 4s
    And seat 2 holds 2 of the cards Ac Kc Qc Jc Tc Ad Kd Qd Jd Td Ah Kh Qh Jh Th As Ks Qs Js Ts
    And seat 2 holds 0 of the cards 4h 5s 7h 6h 6s
    And the stub holds 17 cards
    And the discard pile holds 5 cards
    And every card is accounted for
    When the remaining players stand pat
    Then the phase is betting-3
    And the draw counts are
      | seat | draws |
      | 1    | 5, 3  |
      | 2    | 5, 2  |
      | 3    | 5, 0  |
      | 5    | 0, 0  |

  @clause:TD-061 @clause:TD-066
  Scenario: A draw that takes the last card of the stub leaves it empty: the discards are shuffled when the next player draws
    Seat 1 throws two cards and takes the last two of the stub: nobody is
    short, so nothing is shuffled.  Seat 2 then finds the stub empty: every
    discard but the two he has just thrown -- seat 1's two included -- makes
    the new stub.

    When the players call or check and stand pat until draw-2
    And seat 1 draws 2 discarding 4h 5s
    Then seat 1 holds the cards 2c 3d 7h 6h 6s
    And the stub holds 0 cards
    And the discard pile holds 22 cards
    When seat 2 draws 2 discarding 5c 7s
    Then seat 2 holds 0 of the cards 5c 7s
    And the stub holds 20 cards
    And the discard pile holds 2 cards
    And every card is accounted for
