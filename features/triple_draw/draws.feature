@profile:triple-draw-27
Feature: The deal and the three draws
  001: five cards are dealt face down to each player.  After the first, second
  and third betting rounds the remaining players may exchange none, some or
  all of their cards -- three exchanges at most in a hand.  The players declare
  their draws clockwise starting left of the button, and the new cards are
  dealt in the same order.  A player who exchanges nothing stands pat and keeps
  the right to draw in the later draws.

  Seat 3 holds the button: seat 1 posts the small blind, seat 2 the big blind,
  and seat 1 is the first to draw.

  In the original words of the sources:
    TD-004 (001, es): 2-7 Triple Draw es un juego de póquer de la familia «cerrada»: se reparten
      cinco cartas boca abajo a cada jugador.
    TD-025 (001, es): Cada jugador recibe cinco cartas privadas.
    TD-033 (001, es): Una vez terminada la primera ronda de apuestas, los jugadores restantes
      tendrán la oportunidad de cambiar ninguna o todas sus cartas.
    TD-034 (001, es): Los jugadores declaran sus intenciones en el sentido de las agujas del reloj
      alrededor de la mesa, empezando por el jugador a la izquierda del botón,
    TD-035 (001, es): y las nuevas cartas se reparten en el mismo orden.
    TD-005 (001, es): Los jugadores pueden intercambiar entre 0 y 5 de estas cartas.
    TD-036 (001, es): Cuando un jugador no quiere cambiar ninguna carta, se «queda quieto».
    TD-037 (001, es): Tenga en cuenta que un jugador que se planta en una ronda de apuestas
      conserva el derecho a cambiar sus cartas en futuras rondas de apuestas.
    TD-044 (001, es): Una vez finalizada la segunda ronda de apuestas, los jugadores restantes
      tienen la opción de cambiar sus cartas por segunda vez, según las mismas reglas que la
      primera vez.
    TD-006 (001, es): Se permite un máximo de tres intercambios en las cuatro rondas de apuestas
      de una mano.
    TD-048 (001, es): Una vez completada la tercera ronda de apuestas, los jugadores restantes
      tienen la oportunidad de cambiar sus cartas una tercera y última vez, según las mismas
      reglas que en las rondas anteriores.

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
    And the hands are dealt
      | seat | cards          |
      | 1    | 7c 5d 4h 3s Kd |
      | 2    | 8c 6d 4c 3d 2h |
      | 3    | Qc Jd 9h 9s 2c |
    And the draws bring
      | draw | cards       |
      | 1    | 2s 6h 5c 3c |

  @clause:TD-004 @clause:TD-025
  Scenario: Each player is dealt five cards face down
    When the hand starts
    Then seat 1 holds 5 downcards
    And seat 2 holds 5 downcards
    And seat 3 holds 5 downcards
    And the upcards of seat 1 are none
    And the upcards of seat 2 are none
    And the upcards of seat 3 are none
    And seat 1 holds the cards 7c 5d 4h 3s Kd
    And the stub holds 37 cards
    And every card is accounted for

  @clause:TD-033 @clause:TD-034 @clause:TD-035
  Scenario: The draw begins left of the button and the new cards are dealt in the same order
    When the hand starts
    And the players call or check and stand pat until draw-1
    Then seat 1 is to act
    And the legal actions are
      | action    |
      | draw      |
      | stand-pat |
    And seat 1 may discard up to 5 cards
    When seat 1 draws 1 discarding Kd
    Then seat 1 holds the cards 7c 5d 4h 3s 2s
    And seat 2 is to act
    When seat 2 stands pat
    Then seat 3 is to act
    When seat 3 draws 3 discarding Qc Jd 9s
    Then seat 3 holds the cards 9h 2c 6h 5c 3c
    And seat 2 holds the cards 8c 6d 4c 3d 2h
    And the phase is betting-2
    And the stub holds 33 cards
    And the discard pile holds 4 cards
    And the draw counts are
      | seat | draws |
      | 1    | 1     |
      | 2    | 0     |
      | 3    | 3     |
    And every card is accounted for

  @clause:TD-005 @clause:TD-033
  Scenario Outline: A player may exchange from one to five cards
    When the hand starts
    And the players call or check and stand pat until draw-1
    And seat 1 draws <count> discarding <discards>
    Then seat 1 holds 5 downcards
    And seat 1 holds 0 of the cards <discards>
    And the stub holds <stub> cards
    And the discard pile holds <count> cards
    And the draw counts are
      | seat | draws   |
      | 1    | <count> |

    Examples:
      | count | discards       | stub |
      | 1     | Kd             | 36   |
      | 2     | Kd 7c          | 35   |
      | 3     | Kd 7c 5d       | 34   |
      | 4     | Kd 7c 5d 4h    | 33   |
      | 5     | Kd 7c 5d 4h 3s | 32   |

  @clause:TD-034 @clause:TD-035
  Scenario: Heads-up the player left of the button draws first and the button last
    Heads-up the button acts first before the draw, but the draws still
    start on his left.
    Given the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
    And the dealer button is at seat 2
    And the hands are dealt
      | seat | cards          |
      | 1    | 7c 5d 4h 3s Kd |
      | 2    | 8c 6d 4c 3d Qh |
    When the hand starts
    And the players call or check and stand pat until draw-1
    Then seat 1 is to act
    When seat 1 draws 1 discarding Kd
    Then seat 1 holds the cards 7c 5d 4h 3s 2s
    And seat 2 is to act
    When seat 2 draws 1 discarding Qh
    Then seat 2 holds the cards 8c 6d 4c 3d 6h

  @clause:TD-005
  Scenario: A player cannot discard a card he does not hold
    When the hand starts
    And the players call or check and stand pat until draw-1
    Then seat 1 is to act
    When seat 1 tries to draw 1 discarding 8c
    Then the action is refused
    When seat 1 tries to draw 2 discarding Kd Kd
    Then the action is refused
    And seat 1 holds the cards 7c 5d 4h 3s Kd
    And seat 1 is to act

  @clause:TD-005 @clause:TD-036
  Scenario: A player who exchanges nothing stands pat
    When the hand starts
    And the players call or check and stand pat until draw-1
    And seat 1 stands pat
    Then seat 1 holds the cards 7c 5d 4h 3s Kd
    And seat 2 is to act
    And the stub holds 37 cards
    And the draw counts are
      | seat | draws |
      | 1    | 0     |

  @clause:TD-037 @clause:TD-044
  Scenario: Standing pat keeps the right to draw later, under the same rules
    When the hand starts
    And the players call or check and stand pat until draw-2
    Then seat 1 is to act
    And seat 1 may discard up to 5 cards
    When seat 1 draws 2 discarding Kd 7c
    Then seat 2 is to act
    And seat 1 holds 0 of the cards Kd 7c
    And the draw counts are
      | seat | draws |
      | 1    | 0, 2  |
      | 2    | 0     |

  @clause:TD-006 @clause:TD-048
  Scenario: Three draws at most, then the last betting round and the showdown
    When the hand starts
    And the players call or check and stand pat until draw-1
    And seat 1 draws 1 discarding Kd
    And the players call or check and stand pat until draw-2
    And seat 1 draws 1 discarding 7c
    And the players call or check and stand pat until draw-3
    Then seat 1 may discard up to 5 cards
    When seat 1 draws 1 discarding 5d
    And the players call or check and stand pat until betting-4
    Then seat 1 is to act
    When the play goes on
      | seat | action |
      | 1    | check  |
      | 2    | check  |
      | 3    | check  |
    Then the phase is showdown
    And the draw counts are
      | seat | draws   |
      | 1    | 1, 1, 1 |
      | 2    | 0, 0, 0 |
      | 3    | 0, 0, 0 |
