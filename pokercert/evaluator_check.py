"""Exhaustive verification of the hand evaluators: the report's "analysis" evidence.

Every five-card hand is valued for high and for deuce-to-seven, every
seven-card hand for best-five high, and the category counts are compared with
the published frequencies (e.g. Wikipedia, "Poker probability"; the 2-7 counts
follow from treating A-2-3-4-5 as no straight).  The class order is compared
with a rule-by-rule reference written here independently of the lookup
tables, and the scalar evaluator is compared with the batch one on seeded
random hands.  Results are deterministic: same code, same records.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from itertools import combinations, pairwise
from math import comb
from typing import Any

import numpy as np

from pokercert.engine import evaluator as ev
from pokercert.engine import evaluator_batch as batch

try:
    import resource
except ImportError:  # pragma: no cover - Windows
    resource = None  # type: ignore[assignment]

CATEGORY_NAMES = [c.label for c in ev.HandCategory]

FIVE_CARD_HIGH = {
    "straight flush": 40,
    "four of a kind": 624,
    "full house": 3_744,
    "flush": 5_108,
    "straight": 10_200,
    "three of a kind": 54_912,
    "two pair": 123_552,
    "one pair": 1_098_240,
    "high card": 1_302_540,
}
SEVEN_CARD_HIGH = {
    "straight flush": 41_584,
    "four of a kind": 224_848,
    "full house": 3_473_184,
    "flush": 4_047_644,
    "straight": 6_180_020,
    "three of a kind": 6_461_620,
    "two pair": 31_433_400,
    "one pair": 58_627_800,
    "high card": 23_294_460,
}
FIVE_CARD_LOWBALL27 = {
    "straight flush": 36,
    "four of a kind": 624,
    "full house": 3_744,
    "flush": 5_112,
    "straight": 9_180,
    "three of a kind": 54_912,
    "two pair": 123_552,
    "one pair": 1_098_240,
    "high card": 1_303_560,  # "no pair", A-5-4-3-2 included
}
DISTINCT_CLASSES = 7_462
DISTINCT_SEVEN_CARD_VALUES = 4_824
"""Distinct best-five values reachable with seven cards (published alongside
the seven-card frequencies)."""

SAMPLE_SEED = 20240607
SAMPLE_HANDS = 25_000
REFERENCE_HANDS = 2_000

Progress = Callable[[str], None]


@dataclass(frozen=True)
class CheckResult:
    """One verified fact: what the sources say, what the evaluator gave."""

    part: str
    name: str
    expected: Any
    actual: Any
    passed: bool
    seconds: float
    cpu_seconds: float
    """CPU time of the part, worker processes included: unlike the wall
    clock, it barely moves when other work shares the machine."""

    def record(self) -> dict[str, Any]:
        """The reproducible part (no timing), as cited by the report."""
        return {
            k: v for k, v in asdict(self).items() if k in ("name", "expected", "actual", "passed")
        }


# --- an independent reference ------------------------------------------------


def reference_five(
    cards: Sequence[int], ace_low_straight: bool = True
) -> tuple[int, tuple[int, ...]]:
    """Rule-by-rule value of exactly five cards as (category, tie-break ranks).

    Written without the lookup tables, to check their order; larger tuples
    are better high hands.  With ``ace_low_straight`` false, A-2-3-4-5 is an
    ace-high hand (deuce-to-seven).
    """
    ranks = [c >> 2 for c in cards]
    flush = len({c & 3 for c in cards}) == 1
    by_count = sorted(Counter(ranks).items(), key=lambda item: (item[1], item[0]), reverse=True)
    shape = [n for _, n in by_count]
    order = tuple(r for r, _ in by_count)
    top: int | None = None
    if len(order) == 5:
        if order[0] - order[4] == 4:
            top = order[0]
        elif ace_low_straight and order == (12, 3, 2, 1, 0):
            top = 3
    if top is not None:
        return (8 if flush else 4), (top,)
    if flush:
        return 5, order
    category = {
        (4, 1): 7,
        (3, 2): 6,
        (3, 1, 1): 3,
        (2, 2, 1): 2,
        (2, 1, 1, 1): 1,
        (1, 1, 1, 1, 1): 0,
    }[tuple(shape)]
    return category, order


def reference_high(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """Best of every five-card choice among 5 to 7 cards."""
    return max(reference_five(five) for five in combinations(cards, 5))


def _representative(category: ev.HandCategory, ranks: Sequence[int]) -> list[int]:
    """A concrete five-card hand of a class: suited for flushes, else suits 0,1,2,3,0."""
    flush = category in (ev.HandCategory.FLUSH, ev.HandCategory.STRAIGHT_FLUSH)
    return [r * 4 + (3 if flush else i % 4) for i, r in enumerate(ranks)]


def _order_agrees(pairs: list[tuple[Any, int]]) -> int:
    """How many neighbours, sorted by reference key, are ordered alike by value."""
    pairs.sort()
    good = 0
    for (key_a, value_a), (key_b, value_b) in pairwise(pairs):
        if (key_a == key_b and value_a == value_b) or (key_a < key_b and value_a < value_b):
            good += 1
    return good


# --- the checks --------------------------------------------------------------


def _cpu_time() -> float:
    """CPU seconds of this process and of its finished children (the workers)."""
    if resource is None:  # pragma: no cover - not on POSIX: this process only
        return time.process_time()
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


class _Recorder:
    def __init__(self, progress: Progress | None) -> None:
        self.results: list[CheckResult] = []
        self.progress = progress or (lambda message: None)

    @contextmanager
    def part(self, title: str) -> Iterator[list[tuple[str, Any, Any]]]:
        """Collect (name, expected, actual) triples; time the whole part."""
        self.progress(f"{title} ...")
        found: list[tuple[str, Any, Any]] = []
        start, cpu_start = time.perf_counter(), _cpu_time()
        yield found
        seconds = round(time.perf_counter() - start, 3)
        cpu = round(_cpu_time() - cpu_start, 3)
        for name, expected, actual in found:
            self.results.append(
                CheckResult(title, name, expected, actual, expected == actual, seconds, cpu)
            )
        self.progress(f"{title}: {seconds:.2f} s ({cpu:.2f} s CPU)")


def _count_checks(
    found: list[tuple[str, Any, Any]], prefix: str, expected: dict[str, int], counts: list[int]
) -> None:
    by_name = dict(zip(CATEGORY_NAMES, counts, strict=True))
    for name, count in expected.items():
        label = "no pair" if prefix.startswith("2-7") and name == "high card" else name
        found.append((f"{prefix}: {label}", count, by_name[name]))


def _anchors(found: list[tuple[str, Any, Any]]) -> None:
    low = ev.lowball27_strength
    cards = ev.parse_cards
    best = ev.BEST_LOWBALL27
    found.append(("2-7: 7-5-4-3-2 is the best hand", best, low(cards("7c 5d 4h 3s 2c"))))
    found.append(("2-7: 7-6-4-3-2 is second", best - 1, low(cards("7c 6d 4h 3s 2c"))))
    found.append(("2-7: 7-6-5-3-2 is third", best - 2, low(cards("7c 6d 5h 3s 2c"))))
    found.append(
        (
            "2-7: A-5-4-3-2 loses to K-5-4-3-2",
            True,
            low(cards("Ah 5c 4d 3s 2c")) < low(cards("Kh 5c 4d 3s 2c")),
        )
    )
    found.append(
        (
            "2-7: A-5-4-3-2 is no straight",
            "high card",
            ev.lowball27_category(low(cards("Ah 5c 4d 3s 2c"))).label,
        )
    )
    found.append(
        (
            "2-7: suited A-5-4-3-2 is a flush",
            "flush",
            ev.lowball27_category(low(cards("Ah 5h 4h 3h 2h"))).label,
        )
    )
    found.append(("2-7: the royal flush is the worst hand", 1, low(cards("As Ks Qs Js Ts"))))
    high = ev.high_rank
    found.append(
        ("high: the royal flush is the best hand", ev.BEST_HIGH, high(cards("As Ks Qs Js Ts")))
    )
    found.append(("high: 7-5-4-3-2 offsuit is the worst hand", 1, high(cards("7c 5d 4h 3s 2c"))))
    found.append(
        (
            "high: A-2-3-4-5 is the lowest straight",
            True,
            high(cards("5c 4d 3h 2s Ac")) < high(cards("6c 5d 4h 3s 2c"))
            and ev.category(high(cards("5c 4d 3h 2s Ac"))) == ev.HandCategory.STRAIGHT,
        )
    )
    found.append(
        (
            "high: the steel wheel is the lowest straight flush",
            True,
            high(cards("5h 4h 3h 2h Ah")) < high(cards("6h 5h 4h 3h 2h"))
            and ev.category(high(cards("5h 4h 3h 2h Ah"))) == ev.HandCategory.STRAIGHT_FLUSH
            and high(cards("5h 4h 3h 2h Ah")) > high(cards("Ah Ad Ac As Kh")),
        )
    )


def _class_order(found: list[tuple[str, Any, Any]]) -> None:
    """Each of the 7,462 classes, as a concrete hand, sits at its value, in its
    category and in the reference order, for high and for 2-7."""
    high_ok = 0
    previous: tuple[int, tuple[int, ...]] | None = None
    for value in range(1, ev.HIGH_CLASSES + 1):
        category, ranks = ev.hand_class(value)
        hand = _representative(category, _five_ranks(category, ranks))
        key = reference_five(hand)
        if (
            ev.high_rank(hand) == value
            and ev.category(value) == key[0]
            and (previous is None or previous < key)
        ):
            high_ok += 1
        previous = key
    found.append(("high classes in reference order at their value", ev.HIGH_CLASSES, high_ok))
    low_ok = 0
    previous = None
    for strength in range(ev.HIGH_CLASSES, 0, -1):  # best first = smallest reference key
        category, ranks = ev.lowball27_class(strength)
        hand = _representative(category, _five_ranks(category, ranks))
        key = reference_five(hand, ace_low_straight=False)
        if (
            ev.lowball27_strength(hand) == strength
            and ev.lowball27_category(strength) == key[0]
            and (previous is None or previous < key)
        ):
            low_ok += 1
        previous = key
    found.append(("2-7 classes in reference order at their strength", ev.HIGH_CLASSES, low_ok))


def _five_ranks(category: ev.HandCategory, ranks: Sequence[int]) -> list[int]:
    shape = {
        ev.HandCategory.ONE_PAIR: (2, 1, 1, 1),
        ev.HandCategory.TWO_PAIR: (2, 2, 1),
        ev.HandCategory.THREE_OF_A_KIND: (3, 1, 1),
        ev.HandCategory.FULL_HOUSE: (3, 2),
        ev.HandCategory.FOUR_OF_A_KIND: (4, 1),
    }.get(category, (1, 1, 1, 1, 1))
    return [r for r, n in zip(ranks, shape, strict=True) for _ in range(n)]


def _samples(size: int, count: int, seed: int) -> list[list[int]]:
    """``count`` seeded random hands of ``size`` distinct cards, reproducibly."""
    rng = np.random.default_rng([seed, size])
    hands: list[list[int]] = np.argsort(rng.random((count, 52)), axis=1)[:, :size].tolist()
    return hands


def _cross_checks(found: list[tuple[str, Any, Any]]) -> None:
    for size in (5, 6, 7):
        hands = _samples(size, SAMPLE_HANDS, SAMPLE_SEED)
        scalar = np.array([ev.high_rank(h) for h in hands])
        vector = batch.high_rank_batch(np.array(hands))
        found.append(
            (
                f"scalar = batch high on {SAMPLE_HANDS:,} random {size}-card hands",
                SAMPLE_HANDS,
                int(np.sum(scalar == vector)),
            )
        )
    hands = _samples(5, SAMPLE_HANDS, SAMPLE_SEED + 1)
    scalar = np.array([ev.lowball27_strength(h) for h in hands])
    vector = batch.lowball27_strength_batch(np.array(hands))
    found.append(
        (
            f"scalar = batch 2-7 on {SAMPLE_HANDS:,} random hands",
            SAMPLE_HANDS,
            int(np.sum(scalar == vector)),
        )
    )
    for size in (6, 7):
        hands = _samples(size, REFERENCE_HANDS, SAMPLE_SEED + 2)
        pairs = [(reference_high(h), ev.high_rank(h)) for h in hands]
        found.append(
            (
                f"reference order on {REFERENCE_HANDS:,} random {size}-card hands",
                REFERENCE_HANDS - 1,
                _order_agrees(pairs),
            )
        )


def run_checks(
    full: bool = True, progress: Progress | None = None, workers: int | None = None
) -> list[CheckResult]:
    """Run every check; ``full`` adds the 133,784,560 seven-card hands."""
    recorder = _Recorder(progress)
    with recorder.part("five-card high, all 2,598,960 hands") as found:
        hands = batch.five_card_hands()
        histogram = batch.high_histogram_5(hands)
        found.append(("five-card hands valued", comb(52, 5), int(histogram.sum())))
        _count_checks(found, "five-card high", FIVE_CARD_HIGH, batch.category_counts(histogram))
        found.append(
            ("five-card high: distinct classes", DISTINCT_CLASSES, int(np.count_nonzero(histogram)))
        )
    with recorder.part("five-card 2-7 lowball, all 2,598,960 hands") as found:
        histogram = batch.lowball27_histogram_5(hands)
        found.append(("2-7 hands valued", comb(52, 5), int(histogram.sum())))
        _count_checks(
            found, "2-7", FIVE_CARD_LOWBALL27, batch.category_counts(histogram, lowball27=True)
        )
        found.append(("2-7: distinct classes", DISTINCT_CLASSES, int(np.count_nonzero(histogram))))
    with recorder.part("ordering anchors") as found:
        _anchors(found)
    with recorder.part("class order against the reference evaluator") as found:
        _class_order(found)
    with recorder.part("scalar, batch and reference agreement (seeded samples)") as found:
        _cross_checks(found)
    if full:
        with recorder.part("seven-card high, all 133,784,560 hands") as found:
            last = [-1]

            def report(done: int, total: int) -> None:
                tenth = done * 10 // total
                if tenth != last[0]:
                    last[0] = tenth
                    recorder.progress(
                        f"  seven-card hands: {done:,} of {total:,} ({done * 100 // total}%)"
                    )

            histogram = batch.high_histogram_7(workers=workers, progress=report, five_card=hands)
            found.append(("seven-card hands valued", comb(52, 7), int(histogram.sum())))
            _count_checks(
                found, "seven-card high", SEVEN_CARD_HIGH, batch.category_counts(histogram)
            )
            found.append(
                (
                    "seven-card high: distinct values",
                    DISTINCT_SEVEN_CARD_VALUES,
                    int(np.count_nonzero(histogram)),
                )
            )
    return recorder.results


def evaluator_checks(full: bool = True) -> list[dict[str, Any]]:
    """Records ``{name, expected, actual, passed}`` for the certification report.

    Without timings, so the same code always gives the same records.
    """
    return [result.record() for result in run_checks(full=full)]
