Feature: Fixed-limit bet sizes
  In fixed-limit stud every bet and raise is one fixed amount: the small bet
  in the first two betting rounds (third and fourth street), the big bet in
  the last three (fifth, sixth and seventh street).  In a $4-$8 game all bets
  and raises are $4 in the first two rounds and $8 in the next three.

  In the original words of the sources:
    CR-004 (000, es): En todos los juegos con límite fijo, la apuesta más pequeña se realiza en
      las dos primeras rondas de apuestas, y la apuesta más grande se realiza en las tres últimas
      rondas de apuestas (en la quinta, sexta y séptima cartas).
    DE-017 (002, de): und es wird ausschließlich in der Fixed-Limit Variante gespielt.
    DE-018 (002, de): Während er ersten beiden Setzrunden sind Einsätze und Raises ein Betrag X,
      in den folgenden drei Setzrunden ist dieser Betrag 2 * X.
    DE-019 (002, de): Wenn man $4/$8 Stud spielt, sind während der ersten beiden Runden alle
      Einsätze und Raises $4 hoch, in den folgenden drei Setzrunden sind die Einsätze und Raises
      entsprechend $8 hoch.
    DE-038 (002, de): In dieser Runde (und in den folgenden Setzrunden) müssen die Einsätze und
      Raises mindestens die Höhe eines vollen Einsatzes haben.
    DE-042 (002, de): Alle Einsätze und Raises müssen mindestens einen vollen Einsatz hoch sein.
    DE-026 (002, de): Wenn der Bring-In sich entschieden hatte den vollen Low-Bet in Höhe von $4
      zu bringen, müssen alle Raises ein Mehrfaches von $4 hoch sein.

  Background:
    Given the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 4         | 8       |
    And the players are
      | seat | stack |
      | 1    | 200   |
      | 2    | 200   |
      | 3    | 200   |
      | 4    | 200   |
    And the dealer button is at seat 4

  Scenario Outline: The small bet on third and fourth street, the big bet from fifth street on
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd    | Qh 9c 4d    |
      | 2    | Qs Jd    | 3d 8h 6c    |
      | 3    | 9s 8d 7h | 7s Ac Kh 3c |
      | 4    | 7c 6d 2h | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 4      |
    Then seat 4 may raise for 8
    And the bet size is 4
    When the actions are
      | seat | action | amount |
      | 4    | call   |        |
      | 1    | call   |        |
      | 2    | call   |        |
    Then the phase is fourth-street
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    | 4      |
    When seat 3 bets 4
    Then seat 4 may raise for 8
    When the actions are
      | seat | action | amount |
      | 4    | call   |        |
      | 1    | call   |        |
      | 2    | call   |        |
    Then the phase is fifth-street
    And the bet size is 8
    And seat 3 may bet for 8
    When seat 3 bets 8
    Then seat 4 may raise for 16
    When the actions are
      | seat | action | amount |
      | 4    | call   |        |
      | 1    | fold   |        |
      | 2    | fold   |        |
    Then the phase is sixth-street
    And seat 3 may bet for 8
    When the street is checked around
    Then the phase is seventh-street
    And seat 3 may bet for 8
    When seat 3 bets 8
    Then seat 4 may raise for 16

    @clause:CR-004
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:DE-017 @clause:DE-018 @clause:DE-019 @clause:DE-038 @clause:DE-042
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-035
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: After a full bring-in every raise is one more small bet
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    And seat 2 completes to 4
    Then the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 4      |
      | raise  | 8      |
    When seat 3 raises to 8
    Then seat 4 may raise for 12
    And seat 4 may call for 8

    @clause:CR-004
    Examples: card room
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |

    @clause:DE-026
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-035
    Examples: online room
      | profile     |
      | online-stud |
