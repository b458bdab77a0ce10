"""A soak: many random hands in lockstep, cut into jobs, merged in hand order.

Job k plays hands [start, stop) with its own implementation driver and oracle;
the layout depends on the number of hands only, so the figures are the same on
one process, a pool or a cluster.  The first diverging hand (lowest index) is
shrunk and written out in the parent process.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pokercert import protocol as p
from pokercert.adapters.registry import REFERENCE
from pokercert.client import TableClient, same_hello
from pokercert.driver import Driver, ProtocolViolation
from pokercert.engine.session import supported_games
from pokercert.soak.evidence import SoakDivergence, SoakEvidence
from pokercert.soak.lockstep import HandRun, play
from pokercert.soak.oracle import Oracle
from pokercert.soak.plan import HandPlan, Profile, make_plan
from pokercert.soak.scale import Progress, run_jobs
from pokercert.soak.steady import SteadyTimeoutDriver


def job_hands(hands: int) -> int:
    """Hands per job, from the size of the run alone (never from the number of workers)."""
    return max(100, min(2000, hands // 64))


KEPT_DIVERGENCES = 10


@dataclass(frozen=True)
class SoakJob:
    implementation: str
    profile: Profile
    seed: int
    start: int
    stop: int
    rate: float
    timeout: float
    stop_at_divergence: bool = False  # certify needs one diverging hand, not all of them
    deadline: float | None = None  # wall-clock time (time.time()) after which no hand starts
    hello: p.HelloReply | None = None  # what the run's hello said: the soak's must say the same

    @property
    def size(self) -> int:
        return self.stop - self.start


@dataclass
class JobFigures:
    hands: int = 0
    actions: int = 0
    truncated: int = 0
    unstacked_reshuffles: int = 0
    divergences: int = 0
    first: list[SoakDivergence] = field(default_factory=list)
    reference_failures: int = 0
    reference_examples: list[str] = field(default_factory=list)
    irregularities: tuple[str, ...] = ()
    out_of_time: bool = False  # stopped at the deadline with hands left to play


class SoakOutOfTime(RuntimeError):
    """The soak reached its deadline (the run's time budget) before its last hand."""


def declared_irregularities(hello: p.HelloReply) -> tuple[str, ...]:
    """The irregularity kinds the implementation says it takes (none before Protocol v1)."""
    capabilities: Any = getattr(hello, "capabilities", None)
    kinds = getattr(capabilities, "irregularities", None) or ()
    return tuple(sorted(str(k) for k in kinds))


class Table:
    """The implementation behind a TableClient and the oracle, for a run of hands."""

    def __init__(
        self, implementation: str, timeout: float, expected: p.HelloReply | None = None
    ) -> None:
        from pokercert.adapters.registry import parse_implementation

        self.expected = expected  # the run's hello, when the soak runs inside certify
        self.target = parse_implementation(implementation, timeout)
        self.oracle = Oracle()
        self.client = self._connect()
        self.irregularities = declared_irregularities(self.hello)

    def _connect(self) -> TableClient:
        if self.target.adapter == REFERENCE:  # pokercert's own engine: no hang to guard
            driver: Driver = self.target.factory()
        elif self.target.in_process:  # untrusted code in this process: keep a timeout
            driver = SteadyTimeoutDriver(self.target.factory(), self.target.timeout)
        else:  # a program: its pipe has the timeout
            driver = self.target.make_driver()
        client = TableClient(driver)
        self.hello = client.hello()
        try:  # a build may not declare less to the random tables than to the scenarios
            same_hello(self.expected, self.hello)
        except ProtocolViolation:
            client.close()
            raise
        return client

    def play(self, plan: HandPlan) -> HandRun:
        run = play(plan, self.client, self.oracle)
        if run.divergence is not None and run.divergence.field == "answer":
            self.client.close()  # a crash or hang: start a fresh implementation
            self.client = self._connect()
        return run

    def reconnect_oracle(self) -> None:
        """A fresh oracle (and implementation) after the reference engine broke an invariant."""
        self.oracle = Oracle()
        self.client.close()
        self.client = self._connect()

    def close(self) -> None:
        self.client.close()
        self.target.shutdown()


YOUNG_OBJECTS = 20_000
"""Allocations between two collections of the youngest generation while hands are played."""


@contextmanager
def fewer_collections() -> Iterator[None]:
    """Run the cyclic garbage collector less often while hands are played.

    A hand allocates thousands of short-lived messages and documents, almost
    none of them in a reference cycle; at Python's default threshold (700
    allocations) the collector runs every request or two and costs a soak
    about a twentieth of its CPU time.  Cycles are still collected, later;
    the threshold is put back after the job.
    """
    before = gc.get_threshold()
    gc.set_threshold(max(before[0], YOUNG_OBJECTS), *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)


def soak_job(job: SoakJob) -> JobFigures:
    """Play one job's hands: what a worker runs."""
    table = Table(job.implementation, job.timeout, job.hello)
    figures = JobFigures(irregularities=table.irregularities if job.rate > 0 else ())
    kinds = table.irregularities if job.rate > 0 else ()
    rate = job.rate if kinds else 0.0
    try:
        with fewer_collections():
            for index in range(job.start, job.stop):
                if job.deadline is not None and time.time() > job.deadline:
                    figures.out_of_time = True
                    break
                run = table.play(make_plan(job.profile, job.seed, index, kinds, rate))
                count(figures, index, run, table)
                if job.stop_at_divergence and figures.divergences:
                    break  # a hang costs a timeout per hand: one is enough to fail the run
    finally:
        table.close()
    return figures


def count(figures: JobFigures, index: int, run: HandRun, table: Table) -> None:
    """Add hand ``index`` to the job's figures (a fresh oracle after a reference failure)."""
    figures.hands += 1
    figures.actions += run.actions
    figures.truncated += run.truncated
    figures.unstacked_reshuffles += run.unstacked_reshuffle
    if run.reference_failure is not None:
        figures.reference_failures += 1
        if len(figures.reference_examples) < KEPT_DIVERGENCES:
            figures.reference_examples.append(f"hand {index}: {run.reference_failure}")
        table.reconnect_oracle()
    if run.divergence is not None:
        figures.divergences += 1
        if len(figures.first) < KEPT_DIVERGENCES:
            d = run.divergence
            figures.first.append(
                SoakDivergence(
                    hand=index,
                    step=d.step,
                    phase=d.phase,
                    field=d.field,
                    differences=d.differences,
                    request=d.request,
                )
            )


def load_soak_profile(profile_id: str) -> Profile:
    from pokercert.spec_loader import load_profile

    profile = load_profile(profile_id)
    return Profile(profile.id, profile.game, profile.parameters.model_dump(mode="json"))


def soak(
    implementation: str,
    profile_id: str,
    hands: int,
    *,
    seed: int = 0,
    rate: float = 0.0,
    workers: int = 1,
    cluster: str | None = None,
    timeout: float = 10.0,
    out: Path | None = None,
    progress: bool = False,
    shrink: bool = True,
    stop_at_divergence: bool = False,
    deadline: float | None = None,
    hello: p.HelloReply | None = None,
) -> SoakEvidence:
    """Run the soak; with ``out``, shrink the first divergence and write its files there.

    ``stop_at_divergence``: each job stops after its first diverging hand (the
    figures then count the hands played), so a build that hangs on every hand
    costs one timeout per job instead of one per hand.  ``deadline`` (``time.time()``):
    no hand starts after it, and a soak cut short by it raises :class:`SoakOutOfTime`
    (certify gives it what is left of the run's time budget).  ``hello``: the run's hello,
    which every hello of the soak must repeat (certify: the scenarios' declaration).
    """
    if hands < 1:
        raise ValueError("--hands must be at least 1")
    if not 0.0 <= rate <= 1.0:
        raise ValueError("--irregularities must be a rate between 0 and 1")
    profile = load_soak_profile(profile_id)
    supported_games()  # the engine's games imported once, here: forked pool workers share them
    size = job_hands(hands)
    jobs = [
        SoakJob(
            implementation,
            profile,
            seed,
            start,
            min(hands, start + size),
            rate,
            timeout,
            stop_at_divergence,
            deadline,
            hello,
        )
        for start in range(0, hands, size)
    ]
    bar = Progress(hands, "hands") if progress else None
    results = run_jobs(
        soak_job, jobs, workers=workers, cluster=cluster, size=lambda job: job.size, progress=bar
    )
    if bar:
        bar.finish()
    if any(f.out_of_time for f in results) and not any(f.divergences for f in results):
        played = sum(f.hands for f in results)
        raise SoakOutOfTime(f"the run's time budget ran out after {played} of {hands} random hands")
    first: list[SoakDivergence] = []
    for figures in results:
        first.extend(figures.first)
    first = first[:KEPT_DIVERGENCES]
    irregularities = results[0].irregularities if rate > 0 else ()
    evidence = SoakEvidence(
        implementation=implementation,
        profile=profile.id,
        game=profile.game,
        seed=seed,
        hands=sum(f.hands for f in results),
        actions=sum(f.actions for f in results),
        truncated_hands=sum(f.truncated for f in results),
        unstacked_reshuffles=sum(f.unstacked_reshuffles for f in results),
        irregularity_rate=rate if irregularities else 0.0,
        irregularities=list(irregularities),
        divergences=sum(f.divergences for f in results),
        reference_failures=sum(f.reference_failures for f in results),
        reference_failure_examples=[e for f in results for e in f.reference_examples][
            :KEPT_DIVERGENCES
        ],
        first_divergences=first,
        passed=not first,
    )
    if first and out is not None and shrink:
        from pokercert.soak.shrink import NotReproduced, shrink_and_write

        plan = make_plan(
            profile, seed, first[0].hand, irregularities, rate if irregularities else 0.0
        )
        try:
            evidence.minimal = shrink_and_write(plan, implementation, timeout, out)
        except NotReproduced:
            # a build that diverges once and not when asked again is no better: the
            # divergence stands, there is only no smaller hand to show for it
            evidence.not_reproduced = True
    return evidence
