Feature: The last card dealt face up
  An all-in player must be dealt his downcards face down, but if that
  player's last downcard is dealt face up, the card stands and the other
  players receive theirs in the normal way.  If the dealer turns the last
  card face up to any player, the hand that is now high on the board,
  counting all the upcards, starts the action.  With more than two players,
  all the others receive their last card face down, and the player whose last
  card is face up may declare all-in before the betting begins: he puts no
  more chips in, and the later bets of the others are kept apart.  With only
  two players, if the first player's last card is dealt face up the second
  player's is dealt face up too and the betting is normal; if only the second
  player's last card is face up, that player may declare all-in.

  The register reads "última carta descubierta" as the seventh card (CF-020).
  The error is reported right after seventh street is dealt.  Heads-up, the
  first player is the one dealt to first, on the dealer's left, whatever the
  seat numbers.

  In the original words of the sources:
    CR-052 (000, es): Un jugador all-in debe recibir cartas tapadas repartidas boca abajo,
    CR-053 (000, es): pero si la última carta tapada de dicho jugador se reparte descubierta, la
      carta debe mantenerse, y los otros jugadores reciben su carta normal.
    CR-054 (000, es): Si el dealer voltea la última carta boca arriba a cualquier jugador, la mano
      ahora alta en la mesa usando todas las cartas descubiertas iniciará la acción.
    CR-055 (000, es): Si hay más de dos jugadores, todos los jugadores restantes reciben su última
      carta boca abajo.
    CR-056 (000, es): Un jugador cuya última carta sea boca arriba tiene la opción de declararse
      all-in antes de que comience la acción de las apuestas, lo que significa que el jugador no
      coloca más fichas en el bote y las apuestas posteriores de los otros jugadores activos serán
      aparte.
    CR-057 (000, es): Si solo quedan dos jugadores y la última carta descubierta del primer
      jugador se reparte boca arriba, la última carta descubierta del segundo jugador también se
      repartirá boca arriba, y las apuestas continuarán normalmente.
    CR-058 (000, es): Si la última carta tapada del primer jugador se reparte boca abajo y la
      última carta descubierta del oponente se reparte boca arriba, el jugador con la última carta
      descubierta tiene la opción de declararse all-in (antes de que comience la acción de las
      apuestas).

  Background:
    Given the stakes are
      | ante | bring-in | small bet | big bet |
      | 1    | 2        | 5         | 10      |

  @clause:CR-052
  Scenario Outline: An all-in player's last card is dealt face down
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 3     |
      | 4    | 100   |
    And the dealer button is at seat 4
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
      | 3    | 7s 6d Td | Tc 4s 8d Th |
      | 4    | Jc Jd 5c | 3h Kc 6c 9s |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
    Then the status of seat 3 is all-in
    When the street is checked around
    And the street is checked around
    And the street is checked around
    Then the phase is seventh-street
    And seat 3 holds 3 downcards
    And the upcards of seat 3 are Tc 4s 8d Th

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-053 @clause:CR-054
  Scenario Outline: An all-in player's last card dealt face up stands
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 3     |
      | 4    | 100   |
    And the dealer button is at seat 4
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
      | 3    | 7s 6d Td | Tc 4s 8d Th |
      | 4    | Jc Jd 5c | 3h Kc 6c 9s |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    And the dealer deals seat 3's last card face up
    Then the upcards of seat 3 are Tc 4s 8d Th Td
    And seat 3 holds 2 downcards
    And seat 1 holds 3 downcards
    And seat 2 holds 3 downcards
    And seat 4 holds 3 downcards
    And the dealer announces high-hand for seat 3
    And seat 4 is to act
    And the event log records
      | event   | seat | cards |
      | turn-up | 3    | Td    |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-053
  Scenario Outline: Heads-up, the all-in player's last card face up stands and the other player's is dealt down
    Seat 3, all in, is the first of the two players left: his card face up is
    not the heads-up case of the first player's card, and seat 4 gets his last
    card face down in the normal way.
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 3     |
      | 4    | 100   |
    And the dealer button is at seat 4
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd    | Qh          |
      | 2    | 9c 9h    | 5h          |
      | 3    | 7s 6d Td | Tc 4s 8d Th |
      | 4    | Jc Jd 5c | 3h Kc 6c 9s |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | fold     |
      | 2    | fold     |
      | 3    | call     |
    Then the status of seat 3 is all-in
    And the phase is showdown
    When the dealer deals seat 3's downcard Td face up
    Then the upcards of seat 3 are Tc 4s 8d Th Td
    And seat 3 holds 2 downcards
    And the upcards of seat 4 are 3h Kc 6c 9s
    And seat 4 holds 3 downcards

    Examples: card room and Spanish regulation
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-054 @clause:CR-055 @clause:CR-056
  Scenario Outline: With more than two players the new high board starts and its player may declare all-in
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 100   |
      | 4    | 100   |
    And the dealer button is at seat 4
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
      | 3    | 7s 6d Td | Tc 4s 8d Th |
      | 4    | Jc Jd 5c | 3h Kc 6c 9s |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    Then seat 2 is to act
    When the dealer deals seat 3's last card face up
    Then the upcards of seat 3 are Tc 4s 8d Th Td
    And seat 1 holds 3 downcards
    And seat 2 holds 3 downcards
    And seat 4 holds 3 downcards
    And the dealer announces high-hand for seat 3
    And seat 3 is to act
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    |        |
      | all-in |        |
    And the event log records
      | event         | seat | cards |
      | turn-up       | 3    | Td    |
      | last-card     |      |       |
      | all-in-option | 3    |       |
    When seat 3 declares all-in
    Then the status of seat 3 is all-in
    And seat 4 is to act
    When seat 4 bets 10
    And seat 1 calls
    And seat 2 calls
    Then the pots are
      | pot | amount | eligible        |
      | 0   | 12     | 1, 2, 3 and 4   |
      | 1   | 30     | 1, 2 and 4      |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-056
  Scenario Outline: The all-in declaration must come before the betting begins
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 100   |
      | 4    | 100   |
    And the dealer button is at seat 4
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
      | 3    | 7s 6d 3d | Tc 4s 8d Th |
      | 4    | Jc Jd 5c | 3h Kc 6c 9s |
    When the hand starts
    And the actions are
      | seat | action   |
      | 4    | bring-in |
      | 1    | call     |
      | 2    | call     |
      | 3    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    And the dealer deals seat 4's last card face up
    Then seat 2 is to act
    When seat 2 checks
    And seat 4 tries to declare all-in
    Then the action is refused
    And the status of seat 4 is active

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-057 @clause:CR-054
  Scenario Outline: Heads-up, the first player's last card face up: the second player's is dealt face up too
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
    And the dealer button is at seat 2
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 1    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    And the dealer deals seat 1's last card face up
    Then the upcards of seat 1 are Qh Ac 4c 8s 3c
    And the upcards of seat 2 are 5h 7d Js Jh 9d
    And seat 2 is to act
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    |        |
    And the event log records
      | event   | seat | cards |
      | turn-up | 1    | 3c    |
      | turn-up | 2    | 9d    |
    When seat 2 checks
    Then seat 1 is to act
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    |        |

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-058
  Scenario Outline: Heads-up, only the second player's last card face up: that player may declare all-in
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
    And the dealer button is at seat 2
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 1    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    And the dealer deals seat 2's last card face up
    Then the upcards of seat 2 are 5h 7d Js Jh 9d
    And seat 1 holds 3 downcards
    And seat 2 is to act
    And the legal actions are
      | action | amount |
      | check  |        |
      | bet    |        |
      | all-in |        |
    And the event log records
      | event         | seat | cards |
      | turn-up       | 2    | 9d    |
      | all-in-option | 2    |       |
    When seat 2 declares all-in
    Then the status of seat 2 is all-in
    And the phase is showdown

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-057 @clause:CR-058
  Scenario Outline: Heads-up, the first player is the one dealt to first, not the lower seat: seat 1 on the button is the second player
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
    And the dealer button is at seat 1
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
    When the hand starts
    And the actions are
      | seat | action   |
      | 2    | bring-in |
      | 1    | call     |
    And the street is checked around
    And the street is checked around
    And the street is checked around
    And the dealer deals seat 1's last card face up
    Then the upcards of seat 1 are Qh Ac 4c 8s 3c
    And the upcards of seat 2 are 5h 7d Js Jh
    And seat 2 holds 3 downcards
    And the event log records
      | event         | seat | cards |
      | turn-up       | 1    | 3c    |
      | all-in-option | 1    |       |
    When seat 1 declares all-in
    Then the status of seat 1 is all-in

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |

  @clause:CR-055 @clause:CR-056
  Scenario Outline: Three players, one of them all in, are more than two: the others' last cards stay down and the player may declare all-in
    Given the rules of profile "<profile>"
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
      | 3    | 6     |
    And the dealer button is at seat 3
    And the cards are dealt
      | seat | down     | up          |
      | 1    | As Kd 3c | Qh Ac 4c 8s |
      | 2    | 9c 9h 9d | 5h 7d Js Jh |
      | 3    | 7s 6d Td | 3h 4s 8d Th |
    When the hand starts
    And the actions are
      | seat | action   | amount |
      | 3    | bring-in |        |
      | 1    | complete | 5      |
      | 2    | call     |        |
      | 3    | call     |        |
    Then the status of seat 3 is all-in
    When the street is checked around
    And the street is checked around
    And the street is checked around
    And the dealer deals seat 1's last card face up
    Then the upcards of seat 1 are Qh Ac 4c 8s 3c
    And seat 2 holds 3 downcards
    And seat 3 holds 3 downcards
    And the event log records
      | event         | seat | cards |
      | turn-up       | 1    | 3c    |
      | last-card     |      |       |
      | all-in-option | 1    |       |
    When seat 1 declares all-in
    Then the status of seat 1 is all-in

    Examples: all card-room profiles
      | profile                  |
      | cardroom-stud            |
      | cardroom-stud-tournament |
      | es-stud-split-limit      |
      | es-stud-limited-pot      |
