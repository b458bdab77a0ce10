"""Lockstep hands per second of ``pokercert soak``, beside PokerKit's own random play.

The soak plays random legal hands on the implementation and on the reference
engine (the oracle, which reads the engine's own view documents) at once and
compares the contract facts after every request.  Measured here, reference
against reference, for seven-card stud and 2-7 triple draw: the implementation
in process (``reference``: every message serialized and validated) and out of
process (``cmd:pokercert serve``: JSON lines over a pipe), on one process and
on the local pool.  In the same run
PokerKit 0.7.7 plays random hands natively (its ``State`` API, the policies of
``bench_stud.py`` and ``bench_triple_draw.py``): one engine, no protocol, no
comparison, so it is the ceiling a single engine reaches, not a like-for-like
peer.  Each row gives hands per wall-clock second (what a lab waits for) and per
CPU second of all the processes involved (steadier on a shared machine: on an
idle machine with K cores the pool's wall-clock rate approaches K times the
single process's CPU rate).  Figures only: nothing here passes
or fails.

    python benchmarks/bench_soak.py [--hands N] [--seed S]
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import sys
import time
import warnings

from pokercert.soak.run import soak

PROFILES = {"seven-card-stud": "cardroom-stud", "2-7-triple-draw": "triple-draw-27"}


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (pool workers, serve programs)."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


def soak_rate(
    implementation: str, profile: str, hands: int, seed: int, workers: int
) -> tuple[float, float]:
    """Hands per wall-clock second, and per CPU second of every process involved."""
    start, cpu = time.perf_counter(), cpu_seconds()
    evidence = soak(implementation, profile, hands, seed=seed, workers=workers, shrink=False)
    seconds, cpu = time.perf_counter() - start, cpu_seconds() - cpu
    if evidence.divergences:
        print(f"    ({evidence.divergences} divergences: the figures below are not valid)")
    return hands / seconds, hands / cpu


def pokerkit_rate(game: str, hands: int, seed: int) -> tuple[float, float]:
    warnings.filterwarnings("ignore", module="pokerkit")
    if game == "seven-card-stud":
        from bench_stud import Policy, pokerkit_hand
    else:
        import bench_triple_draw
        from bench_triple_draw import Policy, pokerkit_hand  # type: ignore[assignment]

        bench_triple_draw.DECKS = random.Random(seed)
    policies = [Policy(seed + i) for i in range(hands)]
    start, cpu = time.perf_counter(), cpu_seconds()
    for i, policy in enumerate(policies):
        pokerkit_hand(seed + i, policy)
    return hands / (time.perf_counter() - start), hands / (cpu_seconds() - cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per in-process figure")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    workers = os.cpu_count() or 1
    print(f"machine: {workers} CPUs, python {sys.version.split()[0]}")
    if hasattr(os, "getloadavg"):
        print(f"load average at start: {os.getloadavg()[0]:.2f} (a shared machine: wall clock)")
    serve = "cmd:pokercert serve"
    for game, profile in PROFILES.items():
        soak("reference", profile, 50, seed=0, workers=1)  # warm up: imports, tables
        print(
            f"{game} ({profile}), random legal hands, seed {args.seed}; "
            f"target: 500 lockstep hands/s on the local pool"
        )
        rows = [
            (
                "soak reference, 1 process",
                soak_rate("reference", profile, args.hands, args.seed, 1),
            ),
            (
                f"soak reference, pool of {workers}",
                soak_rate("reference", profile, args.hands, args.seed, workers),
            ),
            (
                "soak cmd:pokercert serve, 1 process",
                soak_rate(serve, profile, args.hands // 4, args.seed, 1),
            ),
            (
                f"soak cmd:pokercert serve, pool of {workers}",
                soak_rate(serve, profile, args.hands // 4, args.seed, workers),
            ),
            ("PokerKit 0.7.7 native, 1 process", pokerkit_rate(game, args.hands // 4, args.seed)),
        ]
        for label, (wall, cpu) in rows:
            print(f"  {label:38}: {wall:8.1f} hands/s wall clock, {cpu:8.1f} per CPU second")
        if hasattr(os, "getloadavg"):
            print(f"  (load average after these rows: {os.getloadavg()[0]:.2f})")


if __name__ == "__main__":
    main()
