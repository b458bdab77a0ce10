"""The battery of shuffle tests over a block of decks (one row per deck, card indices 0..51).

* card-by-position: every card equally likely at every observed position
  (chi-square on the position x card counts);
* serial pairs: every ordered pair of distinct cards equally likely in two
  adjacent positions (chi-square on the 52 x 51 pair counts), which catches
  shuffles that leave neighbours together;
* batch uniformity: the card-by-position p-values of equal batches must look
  uniform on (0, 1) (Kolmogorov-Smirnov), which catches a generator that is
  right on average but wrong batch by batch.

Counts are accumulated with ``numpy.bincount`` so a million decks take
seconds; the tests themselves are a handful of sums.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from pokercert.stats.distributions import chi2_sf, ks_uniform
from pokercert.stats.evidence import StatisticalTest

CARDS = 52
SIGNIFICANCE = 0.01
"""99% confidence, the usual laboratory level for shuffle tests."""

MIN_BATCH = 520
"""Decks per batch of the uniformity test: ten expected per card-by-position cell."""
MAX_BATCHES = 20
MIN_BATCHES = 5

Decks = npt.NDArray[np.integer]


@dataclass
class Tally:
    """Counts accumulated over blocks of decks, so any number of decks fits in memory."""

    positions: int
    position_counts: npt.NDArray[np.int64] = field(init=False)
    pair_counts: npt.NDArray[np.int64] = field(init=False)
    batch_counts: list[npt.NDArray[np.int64]] = field(default_factory=list)
    decks: int = 0

    def __post_init__(self) -> None:
        self.position_counts = np.zeros((self.positions, CARDS), dtype=np.int64)
        self.pair_counts = np.zeros((CARDS, CARDS), dtype=np.int64)

    def add(self, decks: Decks) -> None:
        """Count a block of decks (shape: decks x positions)."""
        if decks.ndim != 2 or decks.shape[1] != self.positions:
            raise ValueError(f"expected decks of {self.positions} cards, got {decks.shape}")
        if decks.size and (decks.min() < 0 or decks.max() >= CARDS):
            raise ValueError("card indices must be 0..51")
        # one small bincount per position (and per adjacent pair of positions): no
        # decks x positions temporary of 64-bit codes, so a block of any size stays cheap
        for k in range(self.positions):
            self.position_counts[k] += np.bincount(decks[:, k], minlength=CARDS)
        for k in range(self.positions - 1):
            pairs = decks[:, k].astype(np.intp) * CARDS + decks[:, k + 1]
            self.pair_counts += np.bincount(pairs, minlength=CARDS * CARDS).reshape(CARDS, CARDS)
        self.decks += len(decks)

    def add_batch(self, decks: Decks) -> None:
        """Count a block and keep its card-by-position counts apart for the uniformity test."""
        before = self.position_counts.copy()
        self.add(decks)
        self.batch_counts.append(self.position_counts - before)

    def merge(self, other: Tally) -> None:
        """Add another tally's counts (from another worker), batches kept in order."""
        self.position_counts += other.position_counts
        self.pair_counts += other.pair_counts
        self.batch_counts.extend(other.batch_counts)
        self.decks += other.decks


def position_test(counts: npt.NDArray[np.int64], decks: int) -> tuple[float, int, float]:
    """Chi-square of card-by-position counts against N/52 per cell: statistic, dof, p-value."""
    positions = counts.shape[0]
    expected = decks / CARDS
    statistic = float(((counts - expected) ** 2).sum() / expected)
    # Each cell is Binomial(N, 1/52): the statistic's mean is positions x 51 whether or not
    # the whole deck is observed, so the known-margin column constraint does not lower it.
    dof = positions * (CARDS - 1)
    return statistic, dof, chi2_sf(statistic, dof)


def run_battery(tally: Tally, significance: float = SIGNIFICANCE) -> list[StatisticalTest]:
    """The three tests on the counts of a tally."""
    tests: list[StatisticalTest] = []
    n = tally.decks
    statistic, dof, p_value = position_test(tally.position_counts, n)
    tests.append(
        StatisticalTest(
            name="card-by-position",
            description=f"chi-square, {tally.positions} positions x 52 cards, "
            f"{n / CARDS:.1f} expected per cell",
            statistic=statistic,
            dof=dof,
            p_value=p_value,
            sample_size=n * tally.positions,
            passed=p_value >= significance,
        )
    )
    tests.append(_pairs_test(tally, significance))
    tests.append(_uniformity_test(tally, significance))
    return tests


def _pairs_test(tally: Tally, significance: float) -> StatisticalTest:
    pairs = tally.decks * (tally.positions - 1)
    cells = CARDS * (CARDS - 1)
    if pairs == 0:
        return StatisticalTest(
            name="serial-pairs",
            description="adjacent ordered pairs",
            statistic=None,
            p_value=None,
            sample_size=0,
            applicable=False,
            passed=None,
            note="fewer than two positions observed",
        )
    off_diagonal = tally.pair_counts[~np.eye(CARDS, dtype=bool)]
    expected = pairs / cells
    statistic = float(((off_diagonal - expected) ** 2).sum() / expected)
    # A deck holds a given ordered pair at most once: each cell is Binomial(N, q) with
    # q = (positions - 1) / (52 x 51), so the statistic's mean is cells x (1 - q).
    q = (tally.positions - 1) / cells
    dof = round(cells * (1 - q))
    p_value = chi2_sf(statistic, dof)
    return StatisticalTest(
        name="serial-pairs",
        description=f"chi-square, ordered pairs of distinct cards in adjacent positions, "
        f"{expected:.1f} expected per pair",
        statistic=statistic,
        dof=dof,
        p_value=p_value,
        sample_size=pairs,
        passed=p_value >= significance,
    )


def _uniformity_test(tally: Tally, significance: float) -> StatisticalTest:
    batches = tally.batch_counts
    sizes = {int(b[0].sum()) for b in batches}
    if len(batches) < MIN_BATCHES or len(sizes) != 1:
        return StatisticalTest(
            name="batch-uniformity",
            description="Kolmogorov-Smirnov of the card-by-position p-values of batches",
            statistic=None,
            p_value=None,
            sample_size=len(batches),
            applicable=False,
            passed=None,
            note=f"needs at least {MIN_BATCHES} equal batches of {MIN_BATCH} decks "
            f"({MIN_BATCHES * MIN_BATCH} decks)",
        )
    size = sizes.pop()
    p_values = [position_test(b, size)[2] for b in batches]
    statistic, p_value = ks_uniform(p_values)
    return StatisticalTest(
        name="batch-uniformity",
        description=f"Kolmogorov-Smirnov against U(0,1) of {len(batches)} card-by-position "
        f"p-values, batches of {size} decks",
        statistic=statistic,
        p_value=p_value,
        sample_size=len(batches),
        passed=p_value >= significance,
    )


def batch_plan(decks: int) -> tuple[int, int]:
    """How many decks go in each uniformity batch, and how many batches (0 when too few)."""
    batches = min(MAX_BATCHES, decks // MIN_BATCH)
    if batches < MIN_BATCHES:
        return 0, 0
    return decks // batches, batches
