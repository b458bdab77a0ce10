@profile:triple-draw-27
Feature: Blinds and the players at the table
  001: a hand of 2-7 triple draw begins with forced bets called blinds.  The
  player directly to the left of the button posts the small blind, the player
  to his left the big blind (usually twice the small blind).  The game is
  played by at most six players.

  The profile reads the blinds as half a small bet and one small bet (CF-051)
  and, with two players, has the button post the small blind (CF-058).  The
  stakes below name only the bets, so the blinds come from the profile.  A
  big blind all in for less than the big blind does not lower the bet: the
  others still call a full big blind (CF-047, reading A).

  In the original words of the sources:
    TD-020 (001, es): Al igual que en el Texas Hold’em, una mano de 2-7 Triple Draw comienza con
      apuestas forzadas, llamadas «Ciegas».
    TD-021 (001, es): El jugador sentado directamente a la izquierda del botón pone la ciega
      pequeña,
    TD-022 (001, es): y el jugador a su izquierda pone la ciega grande
    TD-023 (001, es): (generalmente, el doble de la cantidad de la ciega pequeña).
    TD-031 (001, es): y equivale a una ciega pequeña.
    TD-026 (001, es): Al igual que en el Texas Hold’em, la primera ronda de apuestas comienza con
      el jugador sentado a la izquierda de la ciega grande.
    TD-038 (001, es): La segunda ronda de apuestas comienza con el jugador situado a la izquierda
      del botón del repartidor.
    TD-024 (001, es): 2-7 Triple Draw se juega con un máximo de seis jugadores.
    TD-027 (001, es): Cada jugador tiene la opción de igualar (igualar la apuesta existente),
      subir (aumentar la apuesta) o retirarse (abandonar la mano) por turnos,

  Background:
    Given the rules of profile "triple-draw-27"
    And the stakes are
      | small bet | big bet |
      | 2         | 4       |

  @clause:TD-020 @clause:TD-021 @clause:TD-022
  Scenario Outline: The two players to the left of the button post the blinds before any action
    Given <players> players with 100 chips each
    And the dealer button is at seat <button>
    When the hand starts
    Then seat <small blind> has bet 1 in this round
    And seat <big blind> has bet 2 in this round
    And seat <small blind> has 99 chips
    And seat <big blind> has 98 chips
    And the pot is 3
    And seat <first> is to act

    Examples:
      | players | button | small blind | big blind | first |
      | 3       | 3      | 1           | 2         | 3     |
      | 4       | 4      | 1           | 2         | 3     |
      | 5       | 2      | 3           | 4         | 5     |
      | 6       | 6      | 1           | 2         | 3     |
      | 6       | 4      | 5           | 6         | 1     |
      | 6       | 5      | 6           | 1         | 2     |

  @clause:TD-023 @clause:TD-031
  Scenario Outline: The small blind is half a small bet and the big blind one small bet
    Given the stakes are
      | small bet   | big bet   |
      | <small bet> | <big bet> |
    And 4 players with 1000 chips each
    And the dealer button is at seat 4
    When the hand starts
    Then seat 1 has bet <small blind> in this round
    And seat 2 has bet <big blind> in this round
    And seat 3 may call for <big blind>
    And seat 3 may raise for <raise to>

    Examples:
      | small bet | big bet | small blind | big blind | raise to |
      | 2         | 4       | 1           | 2         | 4        |
      | 10        | 20      | 5           | 10        | 20       |
      | 50        | 100     | 25          | 50        | 100      |

  @clause:TD-021 @clause:TD-022 @clause:TD-026 @clause:TD-038
  Scenario: Heads-up the button posts the small blind, acts first before the draw and last after it
    Given 2 players with 100 chips each
    And the dealer button is at seat 2
    When the hand starts
    Then seat 2 has bet 1 in this round
    And seat 1 has bet 2 in this round
    And seat 2 is to act
    When seat 2 calls
    Then seat 1 may check for -
    When seat 1 checks
    Then the phase is draw-1
    And seat 1 is to act
    When the remaining players stand pat
    Then the phase is betting-2
    And seat 1 is to act

  @clause:TD-022 @clause:TD-027
  Scenario: A big blind all in for less still sets a full big blind to call
    Given the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 1     |
      | 3    | 100   |
    And the dealer button is at seat 3
    When the hand starts
    Then the status of seat 2 is all-in
    And seat 3 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 2      |
      | raise  | 4      |

  @clause:TD-020 @clause:TD-021 @clause:TD-022
  Scenario: The button seat has no chips: the two players on its left still post the blinds
    A seat with no chips is not dealt in; the button stays at it, and the
    blinds are posted by the two players dealt in on its left.
    Given the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 100   |
      | 4    | 0     |
    And the dealer button is at seat 4
    When the hand starts
    Then seat 4 is dealt no cards
    And seat 1 has bet 1 in this round
    And seat 2 has bet 2 in this round
    And seat 3 is to act

  @clause:TD-020 @clause:TD-021 @clause:TD-022 @clause:TD-026
  Scenario: The seat left of the button has no chips: the next two players post the blinds
    A seat with no chips is not dealt in and owes no blind: the small blind is
    posted by the first player dealt in on the button's left, the big blind by
    the player on his left, and the first round starts left of the big blind.
    Given the players are
      | seat | stack |
      | 1    | 0     |
      | 2    | 100   |
      | 3    | 100   |
      | 4    | 100   |
    And the dealer button is at seat 4
    When the hand starts
    Then seat 1 is dealt no cards
    And seat 2 has bet 1 in this round
    And seat 3 has bet 2 in this round
    And seat 4 is to act

  @clause:TD-024
  Scenario Outline: Two to six players may be dealt in
    Given <players> players with 100 chips each
    And the dealer button is at seat 1
    When the hand starts
    Then the phase is pre-draw

    Examples:
      | players |
      | 2       |
      | 6       |

  @clause:TD-024
  Scenario: A seventh player cannot be dealt in
    Given 7 players with 100 chips each
    And the dealer button is at seat 7
    When the dealer tries to start the hand
    Then the action is refused

  @clause:TD-021 @clause:TD-022
  Scenario: Heads-up with the button seat not dealt in, the player on the button's right plays as the button and posts the small blind
    Two players are dealt in and neither holds the button: the profile has
    the one dealt in last, nearest the button on its right, post the small
    blind and act first before the draw, as the button does heads-up
    (CF-117, reading A).
    Given the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 0     |
    And the dealer button is at seat 3
    When the hand starts
    Then seat 3 is dealt no cards
    And seat 2 has bet 1 in this round
    And seat 1 has bet 2 in this round
    And seat 2 is to act
