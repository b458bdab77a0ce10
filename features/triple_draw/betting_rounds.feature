@profile:triple-draw-27
Feature: Four fixed-limit betting rounds
  001: the first betting round begins with the player to the left of the big
  blind; each player in turn may call, raise or fold, clockwise.  Bets and
  raises are fixed in advance: one small bet in the first and second rounds,
  one big bet -- twice the small bet -- in the third and fourth.  The second,
  third and fourth rounds begin with the player to the left of the button.  A
  player may check while no bet has been made; a bet after checks brings the
  action back to the players who checked; when every player checks, the game
  moves on.

  The summary's words "the maximum bet depends on the size of the pot" are
  read as a slip for fixed limit (CF-050).

  In the original words of the sources:
    TD-026 (001, es): Al igual que en el Texas Hold’em, la primera ronda de apuestas comienza con
      el jugador sentado a la izquierda de la ciega grande.
    TD-027 (001, es): Cada jugador tiene la opción de igualar (igualar la apuesta existente),
      subir (aumentar la apuesta) o retirarse (abandonar la mano) por turnos,
    TD-028 (001, es): y la acción se mueve en el sentido de las agujas del reloj alrededor de la
      mesa.
    TD-038 (001, es): La segunda ronda de apuestas comienza con el jugador situado a la izquierda
      del botón del repartidor.
    TD-039 (001, es): Al igual que en la ronda anterior, los importes de las apuestas y subidas
      son iguales a una apuesta pequeña.
    TD-041 (001, es): Al igual que en el Texas Hold’em, es posible pasar (no apostar nada) siempre
      que no se haya realizado ninguna apuesta en esta ronda.
    TD-042 (001, es): Si uno o varios jugadores apuestan después de que uno o más jugadores hayan
      pasado, la acción vuelve a estos jugadores, que pueden optar por retirarse, igualar o subir
      la apuesta (si aún no se ha alcanzado el número máximo de subidas).
    TD-043 (001, es): Si todos los jugadores pasan en una ronda de apuestas, el juego pasa a la
      siguiente ronda.
    TD-029 (001, es): El 2-7 Triple Draw se juega con límite: la cantidad de apuestas y subidas
      está limitada y fijada de antemano.
    TD-030 (001, es): En la primera ronda de apuestas, esta cantidad se denomina apuesta pequeña
    TD-045 (001, es): La tercera ronda de apuestas comienza con el jugador situado directamente a
      la izquierda del botón del repartidor.
    TD-046 (001, es): El importe de la apuesta o subida es ahora una apuesta grande,
    TD-047 (001, es): que equivale al doble del importe de una apuesta pequeña.
    TD-049 (001, es): La cuarta y última ronda de apuestas comienza con el jugador sentado a la
      izquierda del botón.
    TD-050 (001, es): El importe de la apuesta y de la subida es una apuesta grande.
    TD-007 (001, es): 2-7 Triple Draw se juega con reglas de Límite: esto significa que la
      cantidad máxima de apuesta permitida depende del tamaño del bote.
    TD-008 (001, es): Esto significa que, a diferencia de lo que ocurre en el Hold’em Sin Límite,
      no siempre tendrá la posibilidad de apostar todas sus fichas.

  Background:
    Given the rules of profile "triple-draw-27"
    And the stakes are
      | small bet | big bet |
      | 2         | 4       |
    And 6 players with 100 chips each
    And the dealer button is at seat 6

  @clause:TD-026 @clause:TD-027 @clause:TD-028
  Scenario: The first round begins left of the big blind and goes clockwise
    When the hand starts
    Then the phase is pre-draw
    And seat 3 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 2      |
      | raise  | 4      |
    When seat 3 folds
    Then seat 4 is to act
    When seat 4 calls
    Then seat 5 is to act
    When seat 5 raises to 4
    Then seat 6 is to act
    And seat 6 may call for 4

  @clause:TD-026 @clause:TD-027
  Scenario: The big blind may check or raise when the action reaches it without a raise
    When the hand starts
    And the play goes on
      | seat | action |
      | 3    | call   |
      | 4    | call   |
      | 5    | fold   |
      | 6    | call   |
      | 1    | call   |
    Then seat 2 is to act
    And the legal actions are
      | action | amount |
      | check  |        |
      | raise  | 4      |
    When seat 2 checks
    Then the phase is draw-1
    And the pot is 10

  @clause:TD-038 @clause:TD-039 @clause:TD-041
  Scenario: The second round begins left of the button, with checks and bets of one small bet
    When the hand starts
    And the players call or check and stand pat until betting-2
    Then seat 1 is to act
    And the bet size is 2
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    | 2      |

  @clause:TD-038
  Scenario: When the player left of the button has folded, the next player clockwise begins
    When the hand starts
    And the play goes on
      | seat | action |
      | 3    | call   |
      | 4    | call   |
      | 5    | call   |
      | 6    | call   |
      | 1    | fold   |
      | 2    | check  |
    And the players call or check and stand pat until betting-2
    Then seat 2 is to act

  @clause:TD-042
  Scenario: A bet after checks brings the action back to the players who checked
    When the hand starts
    And the players call or check and stand pat until betting-2
    And the play goes on
      | seat | action | amount |
      | 1    | check  |        |
      | 2    | check  |        |
      | 3    | bet    | 2      |
      | 4    | call   |        |
      | 5    | fold   |        |
      | 6    | call   |        |
    Then seat 1 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 2      |
      | raise  | 4      |
    When seat 1 raises to 4
    Then seat 2 is to act
    And seat 2 may call for 4

  @clause:TD-043
  Scenario Outline: When every player checks, the game moves on
    When the hand starts
    And the players call or check and stand pat until <round>
    And the play goes on
      | seat | action |
      | 1    | check  |
      | 2    | check  |
      | 3    | check  |
      | 4    | check  |
      | 5    | check  |
      | 6    | check  |
    Then the phase is <next>

    Examples:
      | round     | next     |
      | betting-2 | draw-2   |
      | betting-3 | draw-3   |
      | betting-4 | showdown |

  @clause:TD-029 @clause:TD-030 @clause:TD-039 @clause:TD-045 @clause:TD-046 @clause:TD-047 @clause:TD-049 @clause:TD-050
  Scenario Outline: One small bet in rounds one and two, one big bet of two small bets in rounds three and four
    Given the stakes are
      | small bet   | big bet   |
      | <small bet> | <big bet> |
    When the hand starts
    And the players call or check and stand pat until <round>
    Then the bet size is <size>
    And seat <first> is to act
    And seat <first> may <kind> for <to>

    Examples:
      | small bet | big bet | round     | first | size | kind  | to |
      | 2         | 4       | pre-draw  | 3     | 2    | raise | 4  |
      | 2         | 4       | betting-2 | 1     | 2    | bet   | 2  |
      | 2         | 4       | betting-3 | 1     | 4    | bet   | 4  |
      | 2         | 4       | betting-4 | 1     | 4    | bet   | 4  |
      | 10        | 20      | pre-draw  | 3     | 10   | raise | 20 |
      | 10        | 20      | betting-2 | 1     | 10   | bet   | 10 |
      | 10        | 20      | betting-3 | 1     | 20   | bet   | 20 |
      | 10        | 20      | betting-4 | 1     | 20   | bet   | 20 |

  @clause:TD-007 @clause:TD-008 @clause:TD-029
  Scenario: Bets do not grow with the pot, and a deep stack cannot bet all its chips
    Given the players are
      | seat | stack |
      | 1    | 5000  |
      | 2    | 5000  |
      | 3    | 5000  |
      | 4    | 5000  |
      | 5    | 5000  |
      | 6    | 5000  |
    When the hand starts
    And the play goes on
      | seat | action | amount |
      | 3    | raise  | 4      |
      | 4    | raise  | 6      |
      | 5    | raise  | 8      |
      | 6    | call   |        |
      | 1    | call   |        |
      | 2    | call   |        |
      | 3    | call   |        |
      | 4    | call   |        |
    Then the pot is 48
    When the players call or check and stand pat until betting-2
    Then seat 1 may bet for 2
    When seat 1 tries to bet 48
    Then the action is refused
    When seat 1 tries to bet 5000
    Then the action is refused
    When the players call or check and stand pat until betting-3
    Then seat 1 may bet for 4
