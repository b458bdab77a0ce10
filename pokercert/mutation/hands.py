"""A small, readable five-card evaluator whose rules a mutant can bend.

The reference evaluator is table-driven and exhaustively checked; a mutant that ranks a flush
below a straight or forgets kickers is easiest to write against plain rules.  Cards are the
engine's codes: ``card >> 2`` is the rank (0 = deuce .. 12 = ace), ``card & 3`` the suit.
A key is a tuple; a larger key is a better high hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations

HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)
ACE = 12


@dataclass(frozen=True)
class Rules:
    """How a (possibly buggy) evaluator ranks five cards."""

    wheel: bool = True  # A-2-3-4-5 is a straight (five high)
    wheel_ace_high: bool = False  # ...but ranked as if the ace were high (the bug)
    ace_low: bool = False  # the ace counts below the deuce
    straights: bool = True
    flushes: bool = True
    kickers: bool = True  # cards outside the combination decide ties
    second_pair: bool = True  # the lower pair of two pair decides ties
    category_order: dict[int, int] = field(default_factory=dict)  # category -> ranked as


def five_key(cards: Sequence[int], rules: Rules) -> tuple[int, ...]:
    ranks = [c >> 2 for c in cards]
    if rules.ace_low:
        ranks = [-1 if r == ACE else r for r in ranks]
    ranks.sort(reverse=True)
    counts = Counter(ranks)
    groups = sorted(((n, r) for r, n in counts.items()), reverse=True)
    flush = rules.flushes and len({c & 3 for c in cards}) == 1
    top: int | None = None
    if rules.straights and len(counts) == 5:
        if ranks[0] - ranks[4] == 4:
            top = ranks[0]
        elif rules.wheel and ranks == [ACE, 3, 2, 1, 0]:
            top = ACE + 1 if rules.wheel_ace_high else 3
    shape = tuple(n for n, _ in groups)
    if top is not None:
        category, tiebreak = (STRAIGHT_FLUSH if flush else STRAIGHT), [top]
    else:
        category = {
            (4, 1): QUADS,
            (3, 2): FULL_HOUSE,
            (3, 1, 1): TRIPS,
            (2, 2, 1): TWO_PAIR,
            (2, 1, 1, 1): PAIR,
        }.get(shape, HIGH_CARD)
        if flush and category < FLUSH:
            category = FLUSH
        tiebreak = [r for _, r in groups]
        if not rules.kickers:
            grouped = [r for n, r in groups if n > 1]
            tiebreak = grouped if grouped else tiebreak[:1]
        if not rules.second_pair and category == TWO_PAIR:
            tiebreak = [tiebreak[0], tiebreak[2]]
    return (rules.category_order.get(category, category), *tiebreak)


def best_key(cards: Sequence[int], rules: Rules) -> tuple[int, ...]:
    """The best five of five to seven cards under ``rules``."""
    return max(five_key(five, rules) for five in combinations(cards, 5))


def high_evaluator(rules: Rules) -> Callable[[Sequence[int]], tuple[int, ...]]:
    return lambda cards: best_key(list(cards), rules)


def lowball27_evaluator(rules: Rules) -> Callable[[Sequence[int]], tuple[int, ...]]:
    """Deuce-to-seven: the worse high hand wins, so the key is the high key negated."""
    return lambda cards: tuple(-x for x in five_key(list(cards), rules))
