Feature: The wrong player designated for the bring-in
  When the wrong person is designated as the low card and makes a bet, the
  action is corrected to the real low card if the next player has not yet
  acted: the real low card must now bet and the wrongly designated card takes
  its bet back.  If the next hand has already acted after that bet, the bet
  stands, the action goes on from there, and the real low card has no
  obligation.

  The dealer's call is one irregularity (the seat called), noticing the
  mistake is another (no seat).

  In the original words of the sources:
    CR-019 (000, es): Cuando se designa a la persona equivocada como la más baja y realiza una
      apuesta, si el siguiente jugador aún no ha actuado, la acción se corregirá a la carta más
      baja real, quien ahora debe apostar.
    CR-020 (000, es): La carta incorrecta toma de nuevo la apuesta.
    CR-021 (000, es): Si la siguiente mano ha actuado después de la apuesta incorrecta de la carta
      más baja, la apuesta permanece, la acción continúa desde allí y la carta más baja real no
      tiene obligaciones.

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

  @clause:CR-019 @clause:CR-020
  Scenario Outline: Corrected before the next player acts: the wrong card takes its bet back
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | 8h |
      | 2    | 9c 8c | Qh |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    And the dealer calls seat 1 the low card
    Then seat 1 is to act
    When seat 1 brings in
    Then seat 1 has 97 chips
    And seat 2 is to act
    When the mistake about the low card is noticed
    Then seat 1 has 99 chips
    And the pot is 4
    And seat 4 is to act
    And the legal actions are
      | action   | amount |
      | bring-in | 2      |
      | complete | 5      |
    And the event log records
      | event              | seat | amount |
      | return             | 1    | 2      |
      | bring-in-corrected | 4    |        |
    When seat 4 brings in
    Then seat 1 is to act
    And the legal actions are
      | action   | amount |
      | fold     |        |
      | call     | 2      |
      | complete | 5      |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-019 @clause:CR-020
  Scenario Outline: A completion by the wrong card is taken back too
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | 8h |
      | 2    | 9c 8c | Qh |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    And the dealer calls seat 1 the low card
    And seat 1 completes to 5
    And the mistake about the low card is noticed
    Then seat 1 has 99 chips
    And seat 4 is to act
    And the legal actions are
      | action   | amount |
      | bring-in | 2      |
      | complete | 5      |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-021
  Scenario Outline: Once the next player has acted the bet stands and the real low card owes nothing
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | 8h |
      | 2    | 9c 8c | Qh |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    And the dealer calls seat 1 the low card
    And seat 1 brings in
    And seat 2 calls
    And the mistake about the low card is noticed
    Then seat 1 has 97 chips
    And seat 3 is to act
    And the event log records
      | event           | seat |
      | bring-in-stands | 1    |
    When seat 3 calls
    Then seat 4 is to act
    And the legal actions are
      | action   | amount |
      | fold     |        |
      | call     | 2      |
      | complete | 5      |
    When seat 4 folds
    Then seat 4 has 99 chips

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-021
  Scenario Outline: A fold by the next player is acting too: the wrong bring-in stands
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up |
      | 1    | As Kd | 8h |
      | 2    | 9c 8c | Qh |
      | 3    | 7s 6d | Tc |
      | 4    | Jc Jd | 3h |
    When the hand starts
    And the dealer calls seat 1 the low card
    And seat 1 brings in
    And seat 2 folds
    And the mistake about the low card is noticed
    Then seat 1 has 97 chips
    And the status of seat 2 is folded
    And seat 3 is to act
    And the event log records
      | event           | seat |
      | bring-in-stands | 1    |
    And the legal actions are
      | action   | amount |
      | fold     |        |
      | call     | 2      |
      | complete | 5      |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |
