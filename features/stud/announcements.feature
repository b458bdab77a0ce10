Feature: What the dealer announces
  The dealer announces the low card, the high hand, all raises and all
  pairs.  Dealers do not announce possible straights or flushes.

  In the original words of the sources:
    CR-037 (000, es): El dealer anuncia la carta más baja, la mano alta, todas las subidas y todas
      las parejas.
    CR-038 (000, es): Los dealers no anuncian posibles escaleras o color (excepto en juegos de
      bajo límite especificados).

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

  @clause:CR-037
  Scenario Outline: The low card, the high hand, the raises and the pairs
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | As Kd | Qh 9c 4d 2s |
      | 2    | Qs Jd | 3d 8h 3s 5s |
      | 3    | 9s 8d | 7s Ac Kh Ad |
      | 4    | 7c 6d | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 5      |
      | 4    | raise    | 10     |
      | 1    | call     |        |
      | 2    | call     |        |
      | 3    | call     |        |
    And the street is checked around
    And the street is checked around
    Then the dealer announcements are
      | kind      | seat |
      | low-card  | 2    |
      | raise     | 4    |
      | high-hand | 3    |
      | pair      | 2    |
      | high-hand | 2    |
      | pair      | 3    |
      | high-hand | 3    |
    And the dealer never announces complete

    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-038
  Scenario Outline: Possible straights and flushes are never announced
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | Ac Jh | 5h 6h 7h 8h |
      | 2    | Qs Jd | Kd 9c 4s 2d |
      | 3    | 9s 8d | 3c 4c 9d Td |
      | 4    | Tc 6s | Qd 2h 6d 7c |
    When the hand starts
    And the actions are
      | seat | action   |
      | 3    | bring-in |
      | 4    | call     |
      | 1    | call     |
      | 2    | call     |
    And the street is checked around
    And the street is checked around
    Then the phase is sixth-street
    And the dealer never announces possible-straight
    And the dealer never announces possible-flush
    And the dealer announces high-hand for seat 2

    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-037
  Scenario Outline: All pairs are announced: a second pair on a board that shows one is announced too
    Given the rules of profile "<profile>"
    And the cards are dealt
      | seat | down  | up          |
      | 1    | As Kd | Qh 9c Qd 9s |
      | 2    | Qs Jd | 3d 8h 3s 5s |
      | 3    | 9h 8d | 7s Ac Kh Ad |
      | 4    | 7c 6d | 5c Kc Js Td |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 2    | bring-in |        |
      | 3    | complete | 5      |
      | 4    | raise    | 10     |
      | 1    | call     |        |
      | 2    | call     |        |
      | 3    | call     |        |
    And the street is checked around
    And the street is checked around
    Then the phase is sixth-street
    And the dealer announcements are
      | kind      | seat |
      | low-card  | 2    |
      | raise     | 4    |
      | high-hand | 3    |
      | pair      | 1    |
      | pair      | 2    |
      | high-hand | 1    |
      | pair      | 1    |
      | pair      | 3    |
      | high-hand | 1    |

    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |
