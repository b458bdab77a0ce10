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

:func:`five_card_value` is the ranking of five cards as the contract words it.  The
best five of six to eight distinct cards is read from their rank counts and suits at
once (:func:`best_value`) rather than by valuing every five of them: the harness
values every hand shown at every showdown, and 21 five-card hands for each of
seven cards made the showdown the costliest answer it checks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
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
HIGH_CARD, ONE_PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)
"""The categories as indices in ORDER: a higher index is a better hand."""
WHEEL = [3, 2, 1, 0, 12]  # 5-4-3-2-A, the five high straight
Value = tuple[int, list[int]]
"""Category (index in ORDER) and deciding ranks (indices in RANKS), most significant first."""


def five_card_value(cards: Sequence[str], wheel: bool = True) -> Value:
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


def _strength(value: Value) -> tuple[int, list[int]]:
    category, ranks = value
    return category, [-1 if ranks == WHEEL and r == 12 else r for r in ranks]


STRAIGHTS = [
    *((sum(1 << r for r in range(top - 4, top + 1)), list(range(top, top - 5, -1)))
      for top in range(12, 3, -1)),
    (sum(1 << r for r in WHEEL), WHEEL),
]  # fmt: skip
"""Every straight, the best first: the ranks it needs (one bit a rank) and its ranks."""


def best_straight(ranks: Sequence[int]) -> list[int] | None:
    """The highest five ranks in sequence among ``ranks`` (A-2-3-4-5 the lowest), or None."""
    held = 0
    for rank in ranks:
        held |= 1 << rank
    for needed, run in STRAIGHTS:
        if held & needed == needed:
            return list(run)
    return None


def best_value(cards: Sequence[str]) -> Value:
    """The value of the best five of five or more distinct cards, from their ranks and suits.

    Equal to the best :func:`five_card_value` of every five of them (the harness checked
    it on every five-card hand and millions of six- to eight-card hands), without
    valuing each five: a straight flush is the best straight within a suit of five or
    more; four of a kind takes the best other card; a full house the best trips and the
    best other rank held twice or more; a flush the best suit's top five; then straights,
    and the pairs and trips with the best kickers.
    """
    counts = [0] * len(RANKS)
    by_suit: dict[str, list[int]] = {}
    for card in cards:
        rank = RANKS.index(card[0])
        counts[rank] += 1
        by_suit.setdefault(card[1], []).append(rank)
    suits = [suited for suited in by_suit.values() if len(suited) >= 5]
    runs = [run for run in map(best_straight, suits) if run is not None]
    if runs:
        return STRAIGHT_FLUSH, max(runs, key=lambda run: run[0])  # the wheel's first is the 5
    flush = max((sorted(suited, reverse=True)[:5] for suited in suits), default=None)
    # the ranks held, from the most cards held to the fewest, the higher rank first among
    # equals (the sort is stable, and they are listed from the ace down)
    held = [rank for rank in range(len(RANKS) - 1, -1, -1) if counts[rank]]
    ordered = sorted(held, key=counts.__getitem__, reverse=True)
    most = counts[ordered[0]]
    if most == 4:
        return QUADS, [ordered[0], max(ordered[1:])]
    if most == 3 and counts[ordered[1]] >= 2:  # the best other rank held twice or more
        return FULL_HOUSE, [ordered[0], max(r for r in ordered[1:] if counts[r] >= 2)]
    if flush is not None:
        return FLUSH, flush
    run = best_straight(held)
    if run is not None:
        return STRAIGHT, run
    if most == 3:
        return TRIPS, [ordered[0], *held_but(held, ordered[0])[:2]]
    if counts[ordered[1]] == 2:
        return TWO_PAIR, [ordered[0], ordered[1], max(ordered[2:])]
    if most == 2:
        return ONE_PAIR, [ordered[0], *ordered[1:4]]
    return HIGH_CARD, ordered[:5]


def held_but(held: list[int], rank: int) -> list[int]:
    """The ranks held but ``rank``, the highest first."""
    return [other for other in held if other != rank]


def hand_value(cards: Sequence[str], game: p.Game) -> p.HandValue | None:
    """The value the contract gives these cards in ``game``; None with fewer than five."""
    worth = _value(tuple(cards), game)
    if worth is None:
        return None
    category, ranks = worth
    return p.HandValue(category=ORDER[category], ranks=[RANKS[r] for r in ranks])


@lru_cache(maxsize=1024)
def _value(cards: tuple[str, ...], game: p.Game) -> tuple[int, tuple[int, ...]] | None:
    """:func:`hand_value` as indices, kept for the hands valued last (a result read twice)."""
    if len(cards) < 5:
        return None
    if game == p.Game.TRIPLE_DRAW_27:
        if len(cards) != 5:
            return None
        category, ranks = five_card_value(cards, wheel=False)
    elif len(set(cards)) == len(cards):
        category, ranks = best_value(cards)
    else:  # a card named twice is no hand (no shown hand is valued so); the best five, as read
        category, ranks = max(
            (five_card_value(five) for five in combinations(cards, 5)), key=_strength
        )
    return category, tuple(ranks)
