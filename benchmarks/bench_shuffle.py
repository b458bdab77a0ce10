"""Decks per second of the shuffle statistics: shuffle, count and test.

The decks come from the vectorised Fisher-Yates generator (``generator:fair``,
PCG64), are counted (card-by-position and adjacent pairs) and tested (chi-square
twice, Kolmogorov-Smirnov over batches), in this process and on the local
process pool; then a smaller run reads decks from the reference engine's seeded
deals through the driver protocol.  Wall-clock time: the statistics are what a
lab waits for.  Figures only: nothing here passes or fails.

    python benchmarks/bench_shuffle.py [--decks N] [--protocol-decks M] [--seed S]
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from pokercert.stats.run import shuffle_test


def timed(
    label: str, source: str, decks: int, seed: int, workers: int, profile: str | None = None
) -> None:
    start = time.perf_counter()
    evidence = shuffle_test(source, decks, seed=seed, workers=workers, profile=profile)
    seconds = time.perf_counter() - start
    p_values = ", ".join(
        f"{t.name} {t.p_value:.3f}" for t in evidence.tests if t.p_value is not None
    )
    print(
        f"  {label:34}: {decks:>9} decks in {seconds:6.2f} s = {decks / seconds:>11,.0f} "
        f"decks/s  ({'pass' if evidence.passed else 'FAIL'}: {p_values})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=1_000_000)
    parser.add_argument("--protocol-decks", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} CPUs, python {sys.version.split()[0]}")
    if hasattr(os, "getloadavg"):
        print(f"load average at start: {os.getloadavg()[0]:.2f} (a shared machine: wall clock)")
    shuffle_test("generator:fair", 1000, seed=0)  # warm up: imports
    print("shuffle statistics, 52 positions per deck (target: 1,000,000 decks in under 5 s)")
    timed("fair generator, in process", "generator:fair", args.decks, args.seed, 1)
    timed(
        "fair generator, local pool", "generator:fair", args.decks, args.seed, os.cpu_count() or 1
    )
    timed("naive generator, in process", "generator:naive", args.decks // 10, args.seed, 1)
    print("seeded deals through the protocol (24 positions: stud, 8 players)")
    timed(
        "reference engine, in process",
        "reference",
        args.protocol_decks,
        args.seed,
        1,
        "cardroom-stud",
    )
    timed(
        "reference engine, local pool",
        "reference",
        args.protocol_decks,
        args.seed,
        os.cpu_count() or 1,
        "cardroom-stud",
    )


if __name__ == "__main__":
    main()
