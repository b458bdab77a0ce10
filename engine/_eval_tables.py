"""Lookup tables behind the hand evaluators, built once at import.

A hand is valued by adding one precomputed integer per card (its *card key*)
and looking the sum up.  The card key packs four fields, low bits first:

* bits 0-23: one 6-bit field per suit (clubs lowest); each card adds
  ``SUIT_STEP`` = 7 to its suit's field.  Four cards make 28 and five make 35,
  so bit 5 of a field lights up exactly when the suit holds five or more of
  up to seven cards, and ``s & FLUSH_BITS`` detects a flush in one operation.
* bits 24-75: the card's own bit, at ``24 + 13 * suit + rank``.  Summing
  distinct cards sets distinct bits, so a popcount equal to the number of
  cards proves the cards are distinct, and a suit's 13-bit slice is the rank
  mask used to value a flush.  Bits 76-78 stay clear to absorb the carries of
  repeated cards.
* bits 79-102: the *rank key* of the card's rank.  The rank keys are additive
  and collision-free: two rank multisets of the same size (at most seven
  cards, at most four of a rank) never have the same sum.
* bits 103-106: the number of cards, so ``s >> RANK_SHIFT`` (rank key and
  count) is one dictionary key for 5, 6 and 7 cards.

For five to seven cards a flush, when present, is always the best hand (a
full house or four of a kind would need more cards), so the value is either
``flush_value[rank mask of the flush suit]`` or
``checked_rank_value[rank key and count]``.  The latter is negated for rank
multisets that repeat a rank: only those (and flushes) can hide a repeated
card, so only those pay for the popcount check.

Values run from 1 (7-5-4-3-2 of mixed suits) to 7462 (royal flush): larger is
better and equal values split.  They are positions in ``HIGH_CLASSES``, the
7,462 five-card classes listed worst first.
"""

from __future__ import annotations

from enum import IntEnum
from itertools import combinations

import numpy as np

RANK_KEYS: tuple[int, ...] = (
    0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181,
)  # fmt: skip
"""Additive rank keys for deuce..ace, found by a greedy search (each key is the
smallest that keeps every same-size multiset sum distinct); they coincide with
the keys published with the SKPokerEval evaluator.  ``Tables`` re-checks that
they are collision-free on every import."""

SUIT_BITS = 6
SUIT_STEP = 7
FLUSH_BITS = sum(1 << (SUIT_BITS * suit + 5) for suit in range(4))
MASK_SHIFT = 24
MASK_FIELD = (1 << 52) - 1
RANK_SHIFT = 79  # three guard bits above the mask catch the carries of repeated cards
RANK_BITS = 24
COUNT_SHIFT = RANK_SHIFT + RANK_BITS


class HandCategory(IntEnum):
    """The nine categories of a five-card poker hand, weakest first."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def label(self) -> str:
        return self.name.lower().replace("_", " ")


HandClass = tuple[HandCategory, tuple[int, ...]]
"""A category and its ranks in order of significance (e.g. pair rank first)."""

WHEEL: tuple[int, ...] = (3, 2, 1, 0, 12)  # 5-4-3-2-A as a straight
ACE_FIVE_HIGH: tuple[int, ...] = (12, 3, 2, 1, 0)  # A-5-4-3-2 with the ace high


def _straights(ace_low: bool) -> list[tuple[int, ...]]:
    """Straights worst first; the wheel only when the ace may play low."""
    runs = [tuple(range(top, top - 5, -1)) for top in range(4, 13)]
    return ([WHEEL] if ace_low else []) + runs


def _classes(ace_low_straight: bool) -> list[HandClass]:
    """All five-card classes worst first, in high-hand order."""
    straights = _straights(ace_low_straight)
    straight_sets = {frozenset(s) for s in straights}
    ranks_desc = range(12, -1, -1)
    unpaired = sorted(c for c in combinations(ranks_desc, 5) if frozenset(c) not in straight_sets)
    pairs = sorted(
        (p, *k) for p in range(13) for k in combinations([r for r in ranks_desc if r != p], 3)
    )
    two_pairs = sorted(
        (hi, lo, k)
        for hi, lo in combinations(ranks_desc, 2)
        for k in ranks_desc
        if k not in (hi, lo)
    )
    trips = sorted(
        (t, *k) for t in range(13) for k in combinations([r for r in ranks_desc if r != t], 2)
    )
    boats = sorted((t, p) for t in range(13) for p in range(13) if p != t)
    C = HandCategory
    return [
        *((C.HIGH_CARD, r) for r in unpaired),
        *((C.ONE_PAIR, r) for r in pairs),
        *((C.TWO_PAIR, r) for r in two_pairs),
        *((C.THREE_OF_A_KIND, r) for r in trips),
        *((C.STRAIGHT, r) for r in straights),
        *((C.FLUSH, r) for r in unpaired),
        *((C.FULL_HOUSE, r) for r in boats),
        *((C.FOUR_OF_A_KIND, r) for r in boats),
        *((C.STRAIGHT_FLUSH, r) for r in straights),
    ]


def count_vectors(max_size: int = 7) -> np.ndarray:
    """Every rank-count vector of at most ``max_size`` cards with at most four
    of a rank (one deck), as rows of a (rows, 13) int8 array."""
    rows = np.zeros((1, 13), dtype=np.int8)
    totals = np.zeros(1, dtype=np.int8)
    for rank in range(13):
        parts, part_totals = [], []
        for count in range(5):
            keep = totals + count <= max_size
            block = rows[keep]
            block[:, rank] = count
            parts.append(block)
            part_totals.append(totals[keep] + count)
        rows, totals = np.concatenate(parts), np.concatenate(part_totals)
    return rows


_SHAPES = {
    HandCategory.ONE_PAIR: (2, 1, 1, 1),
    HandCategory.TWO_PAIR: (2, 2, 1),
    HandCategory.THREE_OF_A_KIND: (3, 1, 1),
    HandCategory.FULL_HOUSE: (3, 2),
    HandCategory.FOUR_OF_A_KIND: (4, 1),
}
"""How many cards each listed rank of a class holds (others: one each)."""


def class_ranks(hand_class: HandClass) -> tuple[int, ...]:
    """The five ranks of a class, e.g. a full house (t, p) -> (t, t, t, p, p)."""
    category, ranks = hand_class
    shape = _SHAPES.get(category, (1, 1, 1, 1, 1))
    return tuple(r for r, n in zip(ranks, shape, strict=True) for _ in range(n))


def card_key(card: int) -> int:
    """The summed integer of one card (see the module docstring)."""
    rank, suit = card >> 2, card & 3
    return (
        (1 << (MASK_SHIFT + 13 * suit + rank))
        | (1 << COUNT_SHIFT)
        | (RANK_KEYS[rank] << RANK_SHIFT)
        | (SUIT_STEP << (SUIT_BITS * suit))
    )


def category_starts(classes: list[HandClass]) -> list[int]:
    """First value (1-based position) of each category on a worst-first class list."""
    return [1] + [i + 1 for i in range(1, len(classes)) if classes[i][0] != classes[i - 1][0]]


class Tables:
    """Everything the scalar and batch evaluators look up."""

    def __init__(self) -> None:
        self.high_classes: list[HandClass] = _classes(ace_low_straight=True)
        self.low27_classes: list[HandClass] = _classes(ace_low_straight=False)

        # Non-flush value of every rank multiset of 5, 6 and 7 cards, keyed by
        # rank-key sum per size.  Five cards come straight from the classes;
        # six and seven take the best of dropping one card.
        rank_keys = np.array(RANK_KEYS, dtype=np.int64)
        flush_value = np.zeros(8192, dtype=np.int64)
        five_key_value: dict[int, int] = {}
        for value, (category, ranks) in enumerate(self.high_classes, start=1):
            if category in (HandCategory.FLUSH, HandCategory.STRAIGHT_FLUSH):
                flush_value[sum(1 << r for r in ranks)] = value
            else:
                shape = _SHAPES.get(category, (1, 1, 1, 1, 1))
                key = sum(RANK_KEYS[r] * n for r, n in zip(ranks, shape, strict=True))
                five_key_value[key] = value
        counts = count_vectors(7)
        sizes = counts.sum(axis=1)
        keys = counts @ rank_keys
        self.rank_value_by_size: dict[int, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}
        checked: dict[int, int] = {}
        for size in (5, 6, 7):
            rows = sizes == size
            order = np.argsort(keys[rows])
            size_keys, size_counts = keys[rows][order], counts[rows][order]
            if not (np.diff(size_keys) > 0).all():  # pragma: no cover - guards RANK_KEYS
                raise AssertionError(f"rank keys collide for {size} cards")
            if size == 5:
                values = np.array([five_key_value[k] for k in size_keys.tolist()])
            else:
                prev_keys, prev_values, _ = self.rank_value_by_size[size - 1]
                values = np.zeros(len(size_keys), dtype=np.int64)
                for r in range(13):
                    has = size_counts[:, r] > 0
                    where = np.searchsorted(prev_keys, size_keys[has] - rank_keys[r])
                    values[has] = np.maximum(values[has], prev_values[where])
            paired = size_counts.max(axis=1) >= 2
            self.rank_value_by_size[size] = (size_keys, values, paired)
            lookup = size_keys | (size << RANK_BITS)
            checked.update(
                zip(lookup.tolist(), np.where(paired, -values, values).tolist(), strict=True)
            )
        self.checked_rank_value = checked
        """Non-flush value by lookup key (rank key and count), negated where the
        multiset repeats a rank: only those hands can hide a repeated card."""

        # Best flush in a suit by its 13-bit rank mask (0 below five cards):
        # six and seven suited cards take the best of dropping one.
        masks = np.arange(8192)
        popcount = np.bitwise_count(masks)
        for size in (6, 7):
            rows = masks[popcount == size]
            best = np.zeros(len(rows), dtype=np.int64)
            for r in range(13):
                has = (rows >> r) & 1 == 1
                best[has] = np.maximum(best[has], flush_value[rows[has] & ~(1 << r)])
            flush_value[rows] = best
        self.flush_value: list[int] = flush_value.tolist()

        # 2-7 lowball: a five-card high class determines the 2-7 class, except
        # that the wheel and steel wheel become ace-high no-pair hands.
        low_position = {c: i + 1 for i, c in enumerate(self.low27_classes)}
        top = len(self.low27_classes) + 1
        strength = [0] * (len(self.high_classes) + 1)
        for value, (category, ranks) in enumerate(self.high_classes, start=1):
            if ranks == WHEEL:
                category = (
                    HandCategory.FLUSH
                    if category is HandCategory.STRAIGHT_FLUSH
                    else HandCategory.HIGH_CARD
                )
                ranks = ACE_FIVE_HIGH
            strength[value] = top - low_position[(category, ranks)]
        self.low27_strength_of_high = strength
        keys5, values5, paired5 = self.rank_value_by_size[5]
        strength5 = np.array(strength)[values5]
        self.checked_low27_strength: dict[int, int] = dict(
            zip(
                (keys5 | (5 << RANK_BITS)).tolist(),
                np.where(paired5, -strength5, strength5).tolist(),
                strict=True,
            )
        )
        """2-7 strength of five non-flush cards by lookup key, negated where paired."""

        self.card_keys: list[int] = [card_key(c) for c in range(52)]
        self.high_category_starts = category_starts(self.high_classes)
        self.low27_category_starts = category_starts(self.low27_classes)


TABLES = Tables()
