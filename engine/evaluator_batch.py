"""Vectorized hand evaluation (numpy) for exhaustive and bulk work.

Same scales as ``evaluator``: ``high_rank_batch`` gives the ``high_rank`` of
each row, ``lowball27_strength_batch`` the ``lowball27_strength``.  The
arithmetic is the scalar one done column-wise: per-card keys are summed, the
rank part indexes a dense table for the hand size, and rows holding five or
more cards of a suit are revalued from that suit's rank mask.

The enumerations at the bottom evaluate every five-card and every seven-card
hand of a 52-card deck; ``high_histogram_7`` spends about ten nanoseconds per
hand by reusing the key sums of five-card prefixes (see its docstring).
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
import sys
import threading
from collections.abc import Callable, Iterator
from functools import cache
from math import comb

import numpy as np
import numpy.typing as npt

from pokercert.engine._eval_tables import (
    RANK_KEYS,
    SUIT_BITS,
    SUIT_STEP,
    TABLES,
)

VALUE_BINS = len(TABLES.high_classes) + 1
"""Histogram length for values 0..7462 (0 never occurs)."""

_KEY_RANK_SHIFT = 4 * SUIT_BITS
"""Batch keys are int64: suit fields, then the rank key (no card bit, no count)."""
_CARD_RANK_KEY = np.array([RANK_KEYS[c >> 2] for c in range(52)], dtype=np.int64)
_CARD_KEY = np.array(
    [
        (RANK_KEYS[c >> 2] << _KEY_RANK_SHIFT) | (SUIT_STEP << (SUIT_BITS * (c & 3)))
        for c in range(52)
    ],
    dtype=np.int64,
)
_CARD_SUIT_NIBBLE = np.array([1 << (4 * (c & 3)) for c in range(52)], dtype=np.int64)
_CARD_MASK = np.array([1 << (13 * (c & 3) + (c >> 2)) for c in range(52)], dtype=np.int64)
_FLUSH_VALUE = np.array(TABLES.flush_value, dtype=np.uint16)
_LOW27_OF_HIGH = np.array(TABLES.low27_strength_of_high, dtype=np.uint16)

ProgressFn = Callable[[int, int], None]
"""Called with (hands done, hands in all)."""


@cache
def rank_table(size: int) -> npt.NDArray[np.uint16]:
    """Dense non-flush value table for ``size`` cards, indexed by rank-key sum.

    Built on first use (5 cards: 13 MB, 7 cards: 16 MB) from the same values
    the scalar evaluator looks up.
    """
    keys, values, _ = TABLES.rank_value_by_size[size]
    table = np.zeros(int(keys[-1]) + 1, dtype=np.uint16)
    table[keys] = values
    return table


def _as_cards(cards: npt.ArrayLike, sizes: tuple[int, ...]) -> npt.NDArray[np.intp]:
    """An (N, k) array of card codes 0..51 as intp; ValueError otherwise."""
    array = np.asarray(cards)
    if array.ndim != 2 or array.shape[1] not in sizes:
        raise ValueError(
            f"expected an (N, k) array of card codes with k in {sizes}, got shape {array.shape}"
        )
    if array.size and not np.issubdtype(array.dtype, np.integer):
        raise ValueError(f"card codes must be integers, got dtype {array.dtype}")
    if array.size and (array.min() < 0 or array.max() > 51):
        raise ValueError("card codes must be 0..51")
    return array.astype(np.intp, copy=False)


def _column_sum(
    table: npt.NDArray[np.int64], hands: npt.NDArray[np.intp] | npt.NDArray[np.uint8]
) -> npt.NDArray[np.int64]:
    """Sum of ``table[card]`` across each row (column by column: faster than axis sums)."""
    total = table[hands[:, 0]]
    for column in range(1, hands.shape[1]):
        total += table[hands[:, column]]
    return total


def _revalue_flushes(
    values: npt.NDArray[np.uint16],
    keys: npt.NDArray[np.int64],
    masks: npt.NDArray[np.int64],
) -> None:
    """Overwrite the value of every row with five or more cards of one suit."""
    for suit in range(4):
        rows = np.flatnonzero(keys & (32 << (SUIT_BITS * suit)))
        if len(rows):
            values[rows] = _FLUSH_VALUE[(masks[rows] >> (13 * suit)) & 0x1FFF]


def high_rank_batch(cards: npt.ArrayLike) -> npt.NDArray[np.uint16]:
    """``high_rank`` of every row of an (N, k) array of card codes, 5 <= k <= 7.

    Raises ValueError for codes outside 0..51 or a row repeating a card.
    """
    hands = _as_cards(cards, (5, 6, 7))
    masks = _column_sum(_CARD_MASK, hands)
    repeated = np.flatnonzero(np.bitwise_count(masks) != hands.shape[1])
    if len(repeated):
        row = int(repeated[0])
        raise ValueError(f"duplicate cards in row {row}: {hands[row].tolist()}")
    keys = _column_sum(_CARD_KEY, hands)
    values = rank_table(hands.shape[1]).take(keys >> _KEY_RANK_SHIFT, mode="clip")
    _revalue_flushes(values, keys, masks)
    return values


def lowball27_strength_batch(cards: npt.ArrayLike) -> npt.NDArray[np.uint16]:
    """``lowball27_strength`` of every row of an (N, 5) array of card codes."""
    return _LOW27_OF_HIGH[high_rank_batch(_as_cards(cards, (5,)))]


_CATEGORY_STARTS = np.array(TABLES.high_category_starts)
_LOW27_CATEGORY_STARTS = np.array(TABLES.low27_category_starts)


def category_batch(ranks: npt.ArrayLike) -> npt.NDArray[np.intp]:
    """``HandCategory`` number (0 high card .. 8 straight flush) of high values."""
    return np.searchsorted(_CATEGORY_STARTS, np.asarray(ranks), side="right") - 1


def lowball27_category_batch(strengths: npt.ArrayLike) -> npt.NDArray[np.intp]:
    """``HandCategory`` number of 2-7 strengths (A-5-4-3-2 counts as no pair)."""
    position = len(TABLES.low27_classes) + 1 - np.asarray(strengths, dtype=np.int64)
    return np.searchsorted(_LOW27_CATEGORY_STARTS, position, side="right") - 1


def category_counts(histogram: npt.NDArray[np.int64], lowball27: bool = False) -> list[int]:
    """Hands per category (index = ``HandCategory``) from a value histogram.

    With ``lowball27`` the histogram is over 2-7 strengths, whose order runs
    from the best hand down, so it is read from the top.
    """
    starts = _CATEGORY_STARTS
    by_position = histogram[1:]
    if lowball27:
        starts, by_position = _LOW27_CATEGORY_STARTS, by_position[::-1]
    cumulative = np.concatenate([[0], np.cumsum(by_position)])
    bounds = [*(int(s) - 1 for s in starts), len(by_position)]
    return [int(cumulative[b] - cumulative[a]) for a, b in itertools.pairwise(bounds)]


# --- enumeration -------------------------------------------------------------


def colex_combinations(n: int, k: int) -> npt.NDArray[np.uint8]:
    """All k-subsets of range(n) as rows, in colexicographic order.

    In this order the first comb(m, k) rows are exactly the subsets of
    range(m), which lets the seven-card enumeration reuse prefixes.
    """
    rows = np.arange(n, dtype=np.uint8).reshape(-1, 1)  # 1-subsets
    for size in range(2, k + 1):
        blocks = [
            np.hstack(
                [rows[: comb(top, size - 1)], np.full((comb(top, size - 1), 1), top, np.uint8)]
            )
            for top in range(size - 1, n)
        ]
        rows = np.vstack(blocks) if blocks else np.zeros((0, size), np.uint8)
    return rows


def _chunks(total: int, size: int) -> Iterator[slice]:
    for start in range(0, total, size):
        yield slice(start, min(start + size, total))


def five_card_hands() -> npt.NDArray[np.uint8]:
    """All 2,598,960 five-card hands, one per row."""
    return colex_combinations(52, 5)


def high_histogram_5(hands: npt.NDArray[np.uint8] | None = None) -> npt.NDArray[np.int64]:
    """Count of each ``high_rank`` value over all five-card hands."""
    hands = five_card_hands() if hands is None else hands
    histogram = np.zeros(VALUE_BINS, dtype=np.int64)
    for part in _chunks(len(hands), 1 << 18):
        histogram += np.bincount(high_rank_batch(hands[part]), minlength=VALUE_BINS)
    return histogram


def lowball27_histogram_5(hands: npt.NDArray[np.uint8] | None = None) -> npt.NDArray[np.int64]:
    """Count of each ``lowball27_strength`` over all five-card hands."""
    hands = five_card_hands() if hands is None else hands
    histogram = np.zeros(VALUE_BINS, dtype=np.int64)
    for part in _chunks(len(hands), 1 << 18):
        histogram += np.bincount(lowball27_strength_batch(hands[part]), minlength=VALUE_BINS)
    return histogram


class _SevenCardPlan:
    """Shared state of the seven-card enumeration (inherited by forked workers).

    Every seven-card hand is a five-card prefix (all cards below ``second``)
    plus two top cards ``second < top``.  In colexicographic order the
    prefixes below ``second`` are the first comb(second, 5) rows, so one pass
    per (second, top) pair adds the two top cards' rank keys to the stored
    prefix sums and looks every hand up in the seven-card rank table, in
    cache-sized chunks.  A flush needs three or more suited prefix cards: the
    rows that can make one are listed per suit and threshold in advance, cut
    at comb(second, 5), looked up in the flush table, and their counts moved
    from the rank-table value to the flush value.
    """

    CHUNK = 1 << 15

    def __init__(self, prefixes: npt.NDArray[np.uint8] | None = None) -> None:
        hands = colex_combinations(52, 5) if prefixes is None else prefixes
        self.rank_sum = _column_sum(_CARD_RANK_KEY, hands).astype(np.int32)
        self.mask = _column_sum(_CARD_MASK, hands)
        suit_counts = _column_sum(_CARD_SUIT_NIBBLE, hands)
        self.suited: dict[tuple[int, int], npt.NDArray[np.intp]] = {}
        for suit in range(4):
            count = (suit_counts >> (4 * suit)) & 15
            for least in (3, 4, 5):
                self.suited[suit, least] = np.flatnonzero(count >= least)
        self.table = rank_table(7)
        self._keys = np.empty(self.CHUNK, dtype=np.int32)
        self._values = np.empty(self.CHUNK, dtype=np.uint16)

    def histogram(self, top: int) -> npt.NDArray[np.int64]:
        """Value histogram of every hand whose highest card is ``top``."""
        histogram = np.zeros(VALUE_BINS, dtype=np.int64)
        rank_key = _CARD_RANK_KEY
        for second in range(5, top):
            n = comb(second, 5)
            add = np.int32(rank_key[second] + rank_key[top])
            for start in range(0, n, self.CHUNK):
                stop = min(start + self.CHUNK, n)
                keys = np.add(self.rank_sum[start:stop], add, out=self._keys[: stop - start])
                values = self.table.take(keys, out=self._values[: stop - start], mode="clip")
                histogram += np.bincount(values, minlength=VALUE_BINS)
            for rows, suit in self._flush_rows(second, top, n):
                extra = sum(1 << (c >> 2) for c in (second, top) if c & 3 == suit)
                suited = ((self.mask[rows] >> (13 * suit)) & 0x1FFF) | extra
                as_rank = self.table.take(self.rank_sum[rows] + add, mode="clip")
                histogram -= np.bincount(as_rank, minlength=VALUE_BINS)
                histogram += np.bincount(_FLUSH_VALUE[suited], minlength=VALUE_BINS)
        return histogram

    def _flush_rows(
        self, second: int, top: int, n: int
    ) -> Iterator[tuple[npt.NDArray[np.intp], int]]:
        """Prefix rows (below n) that make a flush with the two top cards, by suit."""
        top_suits = (second & 3, top & 3)
        for suit in range(4):
            least = 5 - top_suits.count(suit)
            rows = self.suited[suit, least]
            cut = int(np.searchsorted(rows, n))
            if cut:
                yield rows[:cut], suit


_PLAN: _SevenCardPlan | None = None
"""The plan of the running enumeration, set for forked workers to inherit."""


def _worker_histogram(top: int) -> tuple[int, npt.NDArray[np.int64]]:
    assert _PLAN is not None, "workers are forked after the plan is built"
    return top, _PLAN.histogram(top)


def _can_fork() -> bool:
    """Fork only where it exists and no other thread could hold a lock."""
    return (
        sys.platform != "win32"
        and "fork" in multiprocessing.get_all_start_methods()
        and threading.active_count() == 1
    )


def high_histogram_7(
    workers: int | None = None,
    progress: ProgressFn | None = None,
    five_card: npt.NDArray[np.uint8] | None = None,
) -> npt.NDArray[np.int64]:
    """Count of each ``high_rank`` value over all 133,784,560 seven-card hands.

    ``workers`` processes (default: the CPU count) share the prefix tables by
    forking; without fork, or with other threads running, it runs in-process.
    ``five_card`` may pass the ``five_card_hands()`` array already built.  The
    prefix tables (about 40 MB) are released when it returns.
    """
    global _PLAN
    plan = _SevenCardPlan(five_card)
    total = comb(52, 7)
    tops = sorted(range(6, 52), key=lambda t: -comb(t, 6))  # largest first balances workers
    histogram = np.zeros(VALUE_BINS, dtype=np.int64)
    done = 0
    count = workers if workers is not None else (os.cpu_count() or 1)
    if count > 1 and _can_fork():
        _PLAN = plan
        try:
            with multiprocessing.get_context("fork").Pool(count) as pool:
                for top, part in pool.imap_unordered(_worker_histogram, tops):
                    histogram += part
                    done += comb(top, 6)
                    if progress:
                        progress(done, total)
        finally:
            _PLAN = None
    else:
        for top in tops:
            histogram += plan.histogram(top)
            done += comb(top, 6)
            if progress:
                progress(done, total)
    return histogram
