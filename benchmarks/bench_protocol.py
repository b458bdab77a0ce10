"""Hands per second through the driver protocol, in-process and out of process, against PokerKit.

Protocol v1 views are deltas, so a hand through the protocol costs time linear
in its length.  Three paths play the same random legal 8-player fixed-limit
seven-card stud hands (the policy of ``bench_stud.py``), taking turns in small
blocks.  Time is CPU time (steadier than the wall clock on a shared machine);
for ``cmd:`` it is the harness's CPU time plus the program's (from
``/proc/PID/stat``), so the program's own work counts:

* the reference engine through the protocol in-process (``TableClient`` on
  ``ReferenceDriver``: every request and answer a validated JSON message);
* the reference engine through ``cmd:`` (``python -m pokercert serve``, JSON
  lines over pipes: the path a lab uses for a build in any language);
* PokerKit 0.7.7 through its ``State`` methods.

Targets (issue "closed, versioned contract"): in-process at least 3x PokerKit,
``cmd:`` at least 1x PokerKit.  Figures only: nothing here passes or fails.

``--split`` also says where the in-process path's time goes: the engine answering
(``Session.answer``), the harness's table rules (the same hands again without
them), and the rest (requests and answers serialized and validated, the log merged).

    python benchmarks/bench_protocol.py [--hands N] [--seed S] [--split]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench_stud import PLAYERS, Policy, pokerkit_hand, protocol_player

from pokercert.adapters.process import ProcessDriver
from pokercert.adapters.reference import ReferenceDriver


def child_cpu(pid: int | None) -> float:
    """CPU seconds used so far by a running child process (0 where /proc is missing)."""
    if pid is None:
        return 0.0
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class CpuTally:
    """CPU seconds (the harness's, plus a program's) and actions of one path."""

    def __init__(
        self, name: str, engine: Callable[[int, Policy], int], child: int | None = None
    ) -> None:
        self.name, self.engine, self.child = name, engine, child
        self.hands = self.actions = 0
        self.seconds = 0.0

    def clock(self) -> float:
        return time.process_time() + child_cpu(self.child)

    def play(self, seeds: range) -> None:
        policies = [Policy(seed) for seed in seeds]
        start = self.clock()
        self.actions += sum(self.engine(s, pol) for s, pol in zip(seeds, policies, strict=True))
        self.seconds += self.clock() - start
        self.hands += len(seeds)

    @property
    def rate(self) -> float:
        return self.hands / self.seconds


class TimedSession:
    """The reference driver's engine with a clock around each answer."""

    def __init__(self, driver: ReferenceDriver) -> None:
        self.seconds = 0.0
        answer = driver.session.answer

        def timed(request: Any) -> Any:
            start = time.process_time()
            try:
                return answer(request)
            finally:
                self.seconds += time.process_time() - start

        driver.session.answer = timed  # type: ignore[method-assign]


def split(hands: int, seed: int) -> None:
    """CPU milliseconds per hand of the in-process path: engine, table rules, the rest."""
    driver = ReferenceDriver()
    engine = TimedSession(driver)
    judged = CpuTally("judged", protocol_player(driver))
    bare = CpuTally("unjudged", protocol_player(ReferenceDriver(), judged=False))
    for path in (judged, bare):
        path.engine(0, Policy(0))
    engine.seconds = 0.0
    for block in range(max(1, hands // 10)):
        seeds = range(seed + 10 * block, seed + 10 * block + 10)
        judged.play(seeds)
        bare.play(seeds)
    per_hand = 1000 / judged.hands
    whole, rules = judged.seconds * per_hand, (judged.seconds - bare.seconds) * per_hand
    spent = engine.seconds * per_hand
    rest = whole - spent - rules
    print(f"in-process, CPU ms per hand ({judged.hands} hands): all {whole:.2f} = engine "
          f"{spent:.2f} + table rules {rules:.2f} + messages and log {rest:.2f}")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=400, help="hands per path")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--split", action="store_true", help="also split the in-process time")
    args = parser.parse_args()
    warnings.filterwarnings("ignore", module="pokerkit")
    print(f"machine: {os.cpu_count()} CPUs, python {sys.version.split()[0]}")
    if hasattr(os, "getloadavg"):
        print(f"load average at start: {os.getloadavg()[0]:.2f}")
    program = ProcessDriver([sys.executable, "-m", "pokercert", "serve"], timeout=30)
    paths = [
        CpuTally("protocol, in-process", protocol_player(ReferenceDriver())),
        CpuTally("protocol, cmd: (pipes)", protocol_player(program), program.process.pid),
        CpuTally("PokerKit 0.7.7", pokerkit_hand),
    ]
    for path in paths:  # warm up: profile, evaluator tables, imports
        path.engine(0, Policy(0))
    try:
        for block in range(max(1, args.hands // 10)):
            seeds = range(args.seed + 10 * block, args.seed + 10 * block + 10)
            for path in paths:
                path.play(seeds)
    finally:
        program.close()
    print(f"{PLAYERS}-player fixed-limit seven-card stud, random legal hands "
          f"(seed {args.seed}, CPU time)")  # fmt: skip
    for path in paths:
        print(f"  {path.name:24}: {path.rate:8.1f} hands/s  ({path.hands} hands, "
              f"{path.actions / path.hands:.1f} actions/hand)")  # fmt: skip
    peer = paths[2].rate
    print(f"  ratio in-process / PokerKit: {paths[0].rate / peer:6.2f}x  (target: at least 3x)")
    print(f"  ratio cmd: / PokerKit      : {paths[1].rate / peer:6.2f}x  (target: at least 1x)")
    if args.split:
        split(args.hands, args.seed)


if __name__ == "__main__":
    main()
