"""What a shown hand is worth, worked out by the harness itself from the cards.

The contract's :class:`~pokercert.protocol.HandValue` is a category and the deciding
ranks, most significant first (see the descriptions of ``HandCategory``).  The harness
does not take an implementation's word for it: a value that does not follow from the
cards shown (and the common card, in stud) is a broken rule of the table.  This module
is written apart from the reference engine's evaluator on purpose, so the two check
each other rather than share a mistake.

High games value the best five of the cards (A-2-3-4-5 is the lowest straight);
2-7 lowball values exactly five cards with the ace high only, straights and flushes
counting, so A-2-3-4-5 is an ace-high hand there.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from pokercert import protocol as p

RANKS = "23456789TJQKA"
ORDER = (
    p.HandCategory.HIGH_CARD,
    p.HandCategory.ONE_PAIR,
    p.HandCategory.TWO_PAIR,
    p.HandCategory.THREE_OF_A_KIND,
    p.HandCategory.STRAIGHT,
    p.HandCategory.FLUSH,
    p.HandCategory.FULL_HOUSE,
    p.HandCategory.FOUR_OF_A_KIND,
    p.HandCategory.STRAIGHT_FLUSH,
)
WHEEL = [3, 2, 1, 0, 12]  # 5-4-3-2-A, the five high straight


def five_card_value(cards: Sequence[str], wheel: bool = True) -> tuple[int, list[int]]:
    """Category (index in ORDER) and deciding ranks (indices in RANKS) of exactly five cards;
    ``wheel``: A-2-3-4-5 is a straight (high games), else the ace is only high (2-7)."""
    ranks = sorted((RANKS.index(c[0]) for c in cards), reverse=True)
    flush = len({c[1] for c in cards}) == 1
    straight: list[int] | None = None
    if len(set(ranks)) == 5:
        if ranks[0] - ranks[4] == 4:
            straight = ranks
        elif wheel and ranks == [12, 3, 2, 1, 0]:
            straight = WHEEL
    if straight is not None:
        return ORDER.index(p.HandCategory.STRAIGHT_FLUSH if flush else p.HandCategory.STRAIGHT), (
            straight
        )
    if flush:
        return ORDER.index(p.HandCategory.FLUSH), ranks
    counts = Counter(ranks)
    ordered = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    category = {
        (4, 1): p.HandCategory.FOUR_OF_A_KIND,
        (3, 2): p.HandCategory.FULL_HOUSE,
        (3, 1, 1): p.HandCategory.THREE_OF_A_KIND,
        (2, 2, 1): p.HandCategory.TWO_PAIR,
        (2, 1, 1, 1): p.HandCategory.ONE_PAIR,
        (1, 1, 1, 1, 1): p.HandCategory.HIGH_CARD,
    }[tuple(shape)]
    return ORDER.index(category), ordered


def _strength(value: tuple[int, list[int]]) -> tuple[int, list[int]]:
    category, ranks = value
    return category, [-1 if ranks == WHEEL and r == 12 else r for r in ranks]


def hand_value(cards: Sequence[str], game: p.Game) -> p.HandValue | None:
    """The value the contract gives these cards in ``game``; None with fewer than five."""
    if len(cards) < 5:
        return None
    if game == p.Game.TRIPLE_DRAW_27:
        if len(cards) != 5:
            return None
        category, ranks = five_card_value(cards, wheel=False)
    else:
        category, ranks = max(
            (five_card_value(five) for five in combinations(cards, 5)), key=_strength
        )
    return p.HandValue(category=ORDER[category], ranks=[RANKS[r] for r in ranks])
