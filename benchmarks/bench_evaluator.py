"""Evaluator speed against PokerKit 0.7.7, on the same random hands, in one process.

    python benchmarks/bench_evaluator.py [--hands N] [--peer-hands N] [--no-verify]

Prints hands per second for each path and the ratio to the PokerKit peer
(``StandardHighHand.from_game`` for seven-card high, ``StandardLowHand`` for
2-7), then the timings of the full ``verify-evaluator`` run.  PokerKit is a
benchmark-only dependency (``pip install -e ".[bench]"``); the runtime never
imports it.  Rounds are interleaved and the best round of each path counts,
so a busy machine slows both sides alike.  It also checks that both
evaluators order the sampled hands the same way.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from pokercert.engine import evaluator_batch as batch
from pokercert.engine.evaluator import card_text, high_rank, lowball27_strength


def random_hands(count: int, size: int, seed: int) -> list[list[int]]:
    rng = np.random.default_rng([seed, size])
    hands: list[list[int]] = np.argsort(rng.random((count, 52)), axis=1)[:, :size].tolist()
    return hands


def best_rate(
    paths: dict[str, tuple[Callable[[Any], object], Sequence[Any]]], rounds: int
) -> dict[str, float]:
    """Hands per second of each path, best of ``rounds`` interleaved rounds."""
    best = dict.fromkeys(paths, 0.0)
    for _ in range(rounds):
        for name, (function, hands) in paths.items():
            start = time.perf_counter()
            for _ in map(function, hands):
                pass
            best[name] = max(best[name], len(hands) / (time.perf_counter() - start))
    return best


def same_order(ours: Sequence[int], theirs: Sequence[Any]) -> tuple[int, int]:
    """Neighbouring pairs (in sample order) that both evaluators compare alike."""
    agree = 0
    for i in range(len(ours) - 1):
        a, b = ours[i], ours[i + 1]
        x, y = theirs[i], theirs[i + 1]
        agree += ((a > b) == (x > y)) and ((a == b) == (x == y))
    return agree, len(ours) - 1


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=200_000, help="hands for our scalar paths")
    parser.add_argument(
        "--peer-hands", type=int, default=5_000, help="hands for PokerKit's slow path"
    )
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--no-verify", action="store_true", help="skip the verify-evaluator timings"
    )
    args = parser.parse_args(argv)

    print(
        f"machine: {os.cpu_count()} CPUs, python {sys.version.split()[0]}, numpy {np.__version__}"
    )
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average at start: {load:.2f} (other work on the machine slows every figure)\n")

    seven = random_hands(args.hands, 7, args.seed)
    five = random_hands(args.hands, 5, args.seed)
    try:
        from pokerkit import Card, StandardHighHand, StandardLowHand
    except ImportError:
        print("pokerkit is not installed (pip install -e '.[bench]'): peers skipped")
        peer: dict[str, Any] = {}
    else:
        as_card = [next(iter(Card.parse(card_text(c)))) for c in range(52)]
        peer = {
            "high7": (
                StandardHighHand.from_game,
                [[as_card[c] for c in h] for h in seven[: args.peer_hands]],
            ),
            "low27": (
                StandardLowHand.from_game,
                [[as_card[c] for c in h] for h in five[: args.peer_hands * 10]],
            ),
        }

    rows: list[tuple[str, float, str, float | None]] = []
    paths: dict[str, tuple[Callable[[Any], object], Sequence[Any]]] = {
        "high_rank 7 cards": (high_rank, seven),
        "high_rank 5 cards": (high_rank, five),
        "lowball27_strength": (lowball27_strength, five),
    }
    if peer:
        paths["pokerkit StandardHighHand.from_game 7 cards"] = peer["high7"]
        paths["pokerkit StandardLowHand.from_game"] = peer["low27"]
    rates = best_rate(paths, args.rounds)

    def ratio(ours: str, theirs: str) -> float | None:
        return rates[ours] / rates[theirs] if theirs in rates else None

    high_peer = "pokerkit StandardHighHand.from_game 7 cards"
    low_peer = "pokerkit StandardLowHand.from_game"
    rows.append(
        (
            "high_rank 7 cards",
            rates["high_rank 7 cards"],
            high_peer,
            ratio("high_rank 7 cards", high_peer),
        )
    )
    rows.append(
        (
            "lowball27_strength",
            rates["lowball27_strength"],
            low_peer,
            ratio("lowball27_strength", low_peer),
        )
    )
    rows.append(("high_rank 5 cards", rates["high_rank 5 cards"], "", None))

    seven_array = np.array(seven)
    start = time.perf_counter()
    batch.high_rank_batch(seven_array)
    batch_rate = len(seven) / (time.perf_counter() - start)
    rows.append(
        (
            "high_rank_batch 7 cards (numpy)",
            batch_rate,
            high_peer,
            batch_rate / rates[high_peer] if peer else None,
        )
    )

    print(f"{'path':36s} {'hands/s':>12s}   vs peer")
    for name, rate, peer_name, times in rows:
        versus = f"{times:8.1f}x {peer_name}" if times is not None else ""
        print(f"{name:36s} {rate:12,.0f}   {versus}")
    for name in (high_peer, low_peer):
        if name in rates:
            print(f"{name:36s} {rates[name]:12,.0f}")

    if peer:
        ours = [high_rank(h) for h in seven[: args.peer_hands]]
        theirs = [peer["high7"][0](h) for h in peer["high7"][1]]
        agree, pairs = same_order(ours, theirs)
        print(
            f"\nseven-card order agrees with PokerKit on {agree:,} of {pairs:,} neighbouring pairs"
        )
        ours = [lowball27_strength(h) for h in five[: args.peer_hands]]
        theirs = [peer["low27"][0](h) for h in peer["low27"][1][: args.peer_hands]]
        agree, pairs = same_order(ours, theirs)
        print(f"2-7 order agrees with PokerKit on {agree:,} of {pairs:,} neighbouring pairs")

    if not args.no_verify:
        from pokercert.evaluator_check import run_checks

        print("\nverify-evaluator (full run; wall seconds per part):")
        wall, cpu = time.perf_counter(), time.process_time()
        results = run_checks(full=True)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        parts: dict[str, float] = {}
        for result in results:
            parts[result.part] = result.seconds
        for part, seconds in parts.items():
            print(f"  {seconds:6.2f} s  {part}")
        passed = sum(r.passed for r in results)
        print(
            f"  total {wall:.2f} s wall, {cpu:.2f} s CPU in this process (workers not counted); "
            f"{passed} of {len(results)} checks passed"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
