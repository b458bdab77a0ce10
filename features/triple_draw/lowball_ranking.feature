@profile:triple-draw-27
Feature: Deuce-to-seven lowball ranking: the weakest five-card hand wins
  001: the usual value of hands is reversed; three of a kind, straights, four
  of a kind and the like are undesirable; the weakest five-card poker hand
  wins the pot.  The ace counts only as a high card, straights and straight
  flushes count, 7-5-4-3-2 is the nuts, 5-4-3-2-A is no straight, and the
  worst hand of all is a royal flush.

  The profile reads the ranking as standard deuce-to-seven (CF-055): flushes
  count too, the best hand is 7-5-4-3-2 not all of one suit, and A-K-Q-J-9 is
  the worst hand without a pair, a straight or a flush.

  Each example is a heads-up hand that both players check down, standing pat
  three times; the pot of 4 goes to the better lowball hand.

  In the original words of the sources:
    TD-001 (001, es): 2-7 Triple Draw es un juego de póquer en el que el valor típico de las manos
      se invierte en comparación con los juegos regulares.
    TD-003 (001, es): en este formato, es la mano de póquer de 5 cartas más débil la que gana el
      bote.
    TD-055 (001, es): El ganador del bote es el jugador que tiene la mano de póquer de cinco
      cartas más débil, según la jerarquía detallada anteriormente.
    TD-002 (001, es): Los tríos, las escaleras, los cuatros y otros tipos de manos no son
      deseables en Deuce to Seven
    TD-018 (001, es): Dicho esto, tener una pareja es mejor que un trío, un trío es mejor que una
      escalera, una escalera es mejor que un color, etc.
    TD-009 (001, es): En el 2-7 Triple Draw, el As se considera sólo una carta alta.
    TD-014 (001, es): Note que 5-4-3-2-Ace no hace una escalera ya que el As sólo se cuenta como
      una carta alta.
    TD-015 (001, es): Esta es la mejor mano posible que contiene un As.
    TD-016 (001, es): Sin embargo, es una mano muy débil ya que es superada por Rey-5-4-3-2 etc.
    TD-010 (001, es): Además, las escaleras y las escaleras de color se cuentan como tales.
    TD-019 (001, es): Lo ha adivinado: ¡la peor mano posible en el 2-7 Triple Draw es una Escalera
      Real!
    TD-011 (001, es): Como resultado, la mejor mano posible en el 2-7 Triple Draw, una mano
      imbatible (las tuercas) es: 7-5-4-3-2 (sin pareja)
    TD-012 (001, es): La segunda mejor mano posible baja es: 7-6-4-3-2
    TD-013 (001, es): Entonces: 7-6-5-3-2 Y así sucesivamente.
    TD-017 (001, es): Por otro lado, As-Reina-Jack-9 es la peor mano posible de cartas altas.

  Background:
    Given the rules of profile "triple-draw-27"
    And the stakes are
      | small bet | big bet |
      | 2         | 4       |
    And the players are
      | seat | stack |
      | 1    | 100   |
      | 2    | 100   |
    And the dealer button is at seat 2

  Scenario Outline: The weaker poker hand wins the pot
    Given the hands are dealt
      | seat | cards    |
      | 1    | <seat 1> |
      | 2    | <seat 2> |
    When the hand starts
    And the players call or check and stand pat until showdown
    And the players show their hands in turn
    Then seat <winner> wins 4
    And seat <loser> wins 0

    @clause:TD-001 @clause:TD-003 @clause:TD-055
    Examples: What wins at high poker loses at lowball
      | seat 1         | seat 2         | winner | loser |
      | Kc Kd 8h 5s 2c | 9c 7d 6h 4s 3c | 2      | 1     |
      | Ac Kd Qh Js 9c | 8c 7d 5h 4s 3c | 2      | 1     |
      | 8c 7d 5h 4s 3c | 8d 7h 5s 4c 2d | 2      | 1     |

    @clause:TD-002 @clause:TD-018
    Examples: Pairs, three of a kind, straights, flushes and the like count against the hand
      | seat 1         | seat 2         | winner | loser |
      | Ac Kd Qh Js 9c | 2c 2d 7h 5s 3c | 1      | 2     |
      | 2c 2d 7h 5s 3c | 4d 4h 3s 3d 2s | 1      | 2     |
      | 2c 2d 8h 7s 6c | 3c 3d 6h 5s 4c | 1      | 2     |
      | 4d 4h 3s 3c 2s | 5c 5d 5h 7s 2d | 1      | 2     |
      | 5c 5d 5h 7s 2d | 6c 5s 4d 3h 2c | 1      | 2     |
      | 6c 5s 4d 3h 2c | 9h 7h 5h 4h 2h | 1      | 2     |
      | 9h 7h 5h 4h 2h | 3c 3d 3h 2s 2c | 1      | 2     |
      | 3c 3d 3h 2s 2c | 9c 9d 9h 9s 2d | 1      | 2     |
      | 9c 9d 9h 9s 2d | 6h 5h 4h 3h 2h | 1      | 2     |

    @clause:TD-002 @clause:TD-018 @clause:TD-055
    Examples: Of two two-pair hands the one with the lower top pair wins, whatever the odd card
      | seat 1         | seat 2         | winner | loser |
      | 3c 3d 2h 2s Kc | 4c 4d 3h 2c 2d | 1      | 2     |
      | 5c 5d 2h 2s Kc | 5h 5s 3h 3c 4d | 1      | 2     |

    @clause:TD-009 @clause:TD-014 @clause:TD-015 @clause:TD-016
    Examples: The ace is only high: A-5-4-3-2 is no straight, the best ace hand, and weak
      | seat 1         | seat 2         | winner | loser |
      | Ac 5d 4h 3s 2c | 6c 5s 4d 3h 2d | 1      | 2     |
      | Ac 5d 4h 3s 2c | Ad 6h 4c 3d 2h | 1      | 2     |
      | Ac 5d 4h 3s 2c | Ks 5c 4d 3h 2d | 2      | 1     |
      | Ac 5d 4h 3s 2c | 2d 2h 7c 5s 3d | 1      | 2     |

    @clause:TD-010 @clause:TD-019
    Examples: Straights and straight flushes count; the royal flush is the worst hand
      | seat 1         | seat 2         | winner | loser |
      | 8c 7d 6h 5s 4c | Kd Qh Js 9c 8d | 2      | 1     |
      | 7s 6s 5s 4s 3s | 8c 8d 8h 8s 2d | 2      | 1     |
      | As Ks Qs Js Ts | Kh Qh Jh Th 9h | 2      | 1     |
      | As Ks Qs Js Ts | 2c 2d 2h 2s 3c | 2      | 1     |

    @clause:TD-011 @clause:TD-012 @clause:TD-013
    Examples: 7-5-4-3-2 is the nuts, then 7-6-4-3-2, then 7-6-5-3-2, and so on
      | seat 1         | seat 2         | winner | loser |
      | 7c 5d 4h 3s 2c | 7d 6h 4c 3d 2h | 1      | 2     |
      | 7d 6h 4c 3d 2h | 7c 6d 5h 3s 2c | 1      | 2     |
      | 7c 6d 5h 3s 2c | 7d 6h 5s 4c 2d | 1      | 2     |
      | 7d 6h 5s 4c 2d | 8c 5d 4h 3s 2c | 1      | 2     |
      | 7c 5c 4c 3s 2d | 7h 5h 4h 3h 2h | 1      | 2     |

    @clause:TD-017
    Examples: A-K-Q-J-9 is the worst hand without a pair, a straight or a flush
      | seat 1         | seat 2         | winner | loser |
      | Ac Kd Qh Js 9c | Ad Kh Qs Jc 8d | 2      | 1     |
      | Ac Kd Qh Js 9c | Kh Qs Jc 9d 7h | 2      | 1     |
      | Ac Kd Qh Js 9c | 2c 2d 4h 5s 6c | 1      | 2     |
