Feature: Completing the bring-in
  The player who brings in may open for a full bet instead.  After a
  bring-in, the first bet can only complete it to a full small bet.  Raising
  the bring-in to a full bet is not a raise: it merely completes the bet, so
  in a $15-$30 game where the low card opens for $5 and the next player
  completes to $15, up to three raises may follow.

  In the original words of the sources:
    CR-022 (000, es): Aumentar la cantidad apostada por la apuesta forzada inicial hasta una
      apuesta completa no se considera un aumento, sino simplemente completa la apuesta.
    CR-024 (000, es): Si el siguiente jugador aumenta la apuesta a $15 (completa la apuesta), se
      permiten hasta tres aumentos cuando se utiliza un límite de tres aumentos.
    DE-020 (002, de): Jede Runde erlaubt höchstens 4 Einsätze per Spieler, bestehend aus einem
      Einsatz und 3 Erhöhungen.
    DE-024 (002, de): Wenn der Bring-In einen halben Low-Bet gezahlt hatte, kann der erste Bet
      diesen Einsatz nur auf einen vollen Low-Bet ergänzen.
    DE-025 (002, de): Wenn z.B. der Bring in einen halben Low-Bet in Höhe von $2 gezahlt hatte,
      kann der erste Raise maximal $4 betragen.
    CR-015 (000, es): El jugador con la apuesta forzada tiene la opción de abrir con una apuesta
      completa.
    DE-010 (002, de): Der Spieler mit der niedrigsten offenen Karte, hat die Möglichkeit ein
      Bring-In Bet zu machen (die Hälfte eines Low Bets) oder den Bet zu ergänzen (den vollen Low
      Bet zahlen).

  Background:
    Given the stakes are
      | ante | bring-in | small bet | big bet |
      | 3    | 5        | 15        | 30      |
    And the players are
      | seat | stack |
      | 1    | 500   |
      | 2    | 500   |
      | 3    | 500   |
      | 4    | 500   |
    And the dealer button is at seat 4

  Scenario Outline: Completing is not a raise: three raises may follow it
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    And seat 2 brings in
    And seat 3 completes to 15
    Then 0 raises have been made this round
    When the actions are
      | seat | action | amount |
      | 4    | raise  | 30     |
      | 1    | raise  | 45     |
      | 2    | raise  | 60     |
    Then 3 raises have been made this round
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 60     |
    When seat 3 tries to raise to 75
    Then the action is refused

    @clause:CR-022 @clause:CR-024
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-020 @clause:DE-024
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-010
    Examples: online room
      | profile     |
      | online-stud |

  Scenario Outline: After a bring-in the first bet can only complete it
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    And seat 2 brings in
    Then the legal actions are
      | action   | amount |
      | fold     |        |
      | call     | 5      |
      | complete | 15     |
    When seat 3 tries to raise to 30
    Then the action is refused
    When seat 3 tries to complete to 20
    Then the action is refused

    @clause:CR-022
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-024 @clause:DE-025
    Examples: German rules
      | profile     |
      | german-stud |

  Scenario Outline: The bring-in may open for a full bet, which is the round's bet
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | Qh |
      | 2    | Qs Jd | 3d |
      | 3    | 9s 8d | 7s |
      | 4    | 7c 6d | 5c |
    When the hand starts
    And seat 2 completes to 15
    Then 0 raises have been made this round
    And seat 3 may raise for 30
    When the actions are
      | seat | action | amount |
      | 3    | raise  | 30     |
      | 4    | raise  | 45     |
      | 1    | raise  | 60     |
    Then seat 2 may not raise
    And the legal actions are
      | action | amount |
      | fold   |        |
      | call   | 60     |

    @clause:CR-015 @clause:CR-024
    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

    @clause:DE-010 @clause:DE-020
    Examples: German rules
      | profile     |
      | german-stud |

    @clause:ON-010
    Examples: online room
      | profile     |
      | online-stud |
