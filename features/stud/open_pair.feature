Feature: An open pair on fourth street
  In fixed-limit games, when a pair shows on fourth street (the first two
  upcards), any player may bet the small or the big bet: in a $5-$10 game
  the high hand with the pair may bet $5 or $10; after a $5 bet any player may
  call $5, raise $5 or raise $10; once a $10 bet or raise has been made, every
  further raise is $10.  If the player with the pair folds, the players after
  him keep the same options.  Under the Spanish regulation's split limit a
  pair in the first two upcards means the higher limit is played; under its
  limited pot the pair changes nothing.  Only a pair among the upcards is an
  open pair, not one made with a hole card; the open pair of a player all in
  still gives the others the option.

  In the original words of the sources:
    CR-005 (000, es): Si hay una pareja abierta en la cuarta carta, cualquier jugador tiene la
      opción de realizar la apuesta más pequeña o la apuesta más grande.
    CR-025 (000, es): En todos los juegos con límite fijo, cuando hay una pareja abierta en la
      cuarta carta (segunda carta descubierta), cualquier jugador tiene la opción de apostar la
      apuesta más pequeña o la apuesta más grande.
    CR-026 (000, es): Por ejemplo: En un juego de $5-$10, si tienes una pareja visible y eres la
      mano alta, puedes apostar $5 o $10.
    DE-033 (002, de): Sollte der erste Spieler, welcher agiert ein Paar bei seinen offenen Karten
      haben, bekommt er und alle anderen Spieler, welche noch in der Hand sind, eine zusätzliche
      Möglichkeit zu setzen (ein voller High Bet).
    ES-114.1-3 (004, es): En el caso de que las dos primeras cartas descubiertas sean una pareja,
      se jugará con el límite más alto.
    ES-114.1-4 (004, es): "Bote limitado": en los dos últimos intervalos de apuestas el límite
      tiene los siguientes valores:
    CR-027 (000, es): Si apuestas $5, cualquier jugador tiene la opción de igualar $5, subir $5 o
      subir $10.
    CR-028 (000, es): Si se hace una subida de $10, entonces todas las demás subidas deben ser en
      incrementos de $10.
    CR-029 (000, es): Si el jugador con la pareja visible en la cuarta carta se retira, los
      jugadores posteriores tienen las mismas opciones que se le dieron al jugador que era la mano
      alta.

  Background:
    Given the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 200   |
    And the dealer button is at seat 4

  Scenario Outline: The high hand with an open pair may bet the small or the big bet
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Qh 9c |
      | 2    | Qs Jd | 3d 8h |
      | 3    | 9s 8d | 7s 7d |
      | 4    | 7c 6d | 5c Kc |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    Then seat 3 is to act
    And the dealer announces pair for seat 3
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    | <bet>  |

    @clause:CR-005 @clause:CR-025 @clause:CR-026
    Examples: card room, fixed limit: the option of the big bet
      | profile                  | bet  |
      | cardroom-stud            | 5/10 |
      | cardroom-stud-tournament | 5/10 |

    @clause:DE-033
    Examples: German rules: an additional option of a full high bet
      | profile     | bet  |
      | german-stud | 5/10 |

    @clause:ON-022
    Examples: online room: the higher amount, normally not available until fifth street
      | profile     | bet  |
      | online-stud | 5/10 |

    @clause:ES-114.1-3
    Examples: split limit: the higher limit is played
      | profile             | bet |
      | es-stud-split-limit | 10  |

    @clause:ES-114.1-4
    Examples: limited pot: the pair has no effect, the small bet
      | profile             | bet |
      | es-stud-limited-pot | 5   |

  Scenario Outline: A pair made with a hole card is no open pair
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Qh 9c |
      | 2    | Qs Jd | 3d 8h |
      | 3    | Ad 8d | 7s Ac |
      | 4    | 7c 6d | 5c Kc |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 3    | call     |
      | 4    | call     |
      | 1    | call     |
    Then seat 3 is to act
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    | 5      |

    @clause:CR-005 @clause:CR-025
    Examples: card room: the small bet only
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:DE-033
    Examples: German rules: the pair must be among the upcards
      | profile     |
      | german-stud |

    @clause:ON-022
    Examples: online room
      | profile     |
      | online-stud |

    @clause:ES-114.1-3
    Examples: split limit: the lower limit, the first two upcards are no pair
      | profile             |
      | es-stud-split-limit |

  Scenario Outline: The open pair of a player all in still gives the others the option
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
      | 3    | 9s 8d | 7s 7h |
      | 4    | 7c 6d | 5c Kc |
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
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    | <bet>  |

    @clause:CR-005 @clause:CR-025
    Examples: card room: any player has the option
      | profile                  | bet  |
      | cardroom-stud            | 5/10 |
      | cardroom-stud-tournament | 5/10 |

    @clause:DE-033
    Examples: German rules: all the other players still in the hand
      | profile     | bet  |
      | german-stud | 5/10 |

    @clause:ON-022 @clause:ON-023
    Examples: online room
      | profile     | bet  |
      | online-stud | 5/10 |

    @clause:ES-114.1-3
    Examples: split limit: the higher limit is played
      | profile             | bet |
      | es-stud-split-limit | 10  |

  Scenario Outline: After a small bet any player may call, raise the small or the big bet
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Qh 9c |
      | 2    | Qs Jd | 3d 8h |
      | 3    | 9s 8d | 7s 7d |
      | 4    | 7c 6d | 5c Kc |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | call     |        |
      | 4    | call     |        |
      | 1    | call     |        |
      | 3    | bet      | 5      |
    Then the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 5      |
      | raise  | 10/15  |
    When seat 4 raises to 10
    Then seat 1 may raise for 15/20

    @clause:CR-027
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:DE-033
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-023
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: Once a big bet or raise is made, every further raise is big
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Qh 9c |
      | 2    | Qs Jd | 3d 8h |
      | 3    | 9s 8d | 7s 7d |
      | 4    | 7c 6d | 5c Kc |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | call     |        |
      | 4    | call     |        |
      | 1    | call     |        |
      | 3    | bet      | 5      |
      | 4    | raise    | 15     |
    Then the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 15     |
      | raise  | 25     |
    When seat 1 tries to raise to 20
    Then the action is refused

    @clause:CR-028
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:DE-033
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-024
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: After a big opening bet every raise is big
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Qh 9c |
      | 2    | Qs Jd | 3d 8h |
      | 3    | 9s 8d | 7s 7d |
      | 4    | 7c 6d | 5c Kc |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | call     |        |
      | 4    | call     |        |
      | 1    | call     |        |
      | 3    | bet      | 10     |
    Then the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 10     |
      | raise  | 20     |

    @clause:CR-028
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:DE-033
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-024
    Examples: online room: once a player has bet at the higher limit, all later bets are at that level
      | profile     |
      | online-stud |

  Scenario Outline: The option survives the fold of the player with the pair
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Qh 9c |
      | 2    | Qs Jd | 3d 8h |
      | 3    | 9s 8d | 7s 7d |
      | 4    | 7c 6d | 5c Kc |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | call     |        |
      | 4    | call     |        |
      | 1    | call     |        |
      | 3    | check    |        |
      | 4    | bet      | 5      |
      | 1    | raise    | 10     |
      | 2    | fold     |        |
      | 3    | fold     |        |
    Then seat 4 is to act
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 10     |
      | raise  | 15/20  |

    @clause:CR-029
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:DE-033
    Examples: German rules: the option belongs to the round, not to the player with the pair
      | profile     |
      | german-stud |

    @clause:ON-023
    Examples: online room: any other player in the hand
      | profile     |
      | online-stud |

  Scenario Outline: Under split limit every bet and raise with the pair showing is the higher limit
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up    |
      | 1    | As Kd | Qh 9c |
      | 2    | Qs Jd | 3d 8h |
      | 3    | 9s 8d | 7s 7d |
      | 4    | 7c 6d | 5c Kc |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | call     |        |
      | 4    | call     |        |
      | 1    | call     |        |
      | 3    | bet      | 10     |
    Then the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 10     |
      | raise  | 20     |
    And the bet size is 10
    When seat 4 tries to raise to 15
    Then the action is refused

    @clause:ES-114.1-3
    Examples: split limit
      | profile             |
      | es-stud-split-limit |
