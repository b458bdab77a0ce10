"""A shuffle-statistics run: decks from a source, counted in jobs, tested once at the end.

Sources: an implementation through seeded deals (``reference``, ``cmd:...``,
``MODULE:FACTORY``), or a vectorised generator (``generator:fair`` or
``generator:naive``) that tests the battery itself and measures its speed.

The jobs are laid out from the number of decks alone: job k holds decks
[start, stop) and, when the run is large enough, exactly one batch of the
uniformity test.  Each deck (or each generator block) is seeded from
(seed, index), so any number of workers gives the same counts.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from pokercert.soak.scale import Progress, derive_seed, run_jobs
from pokercert.stats import shuffles
from pokercert.stats.battery import SIGNIFICANCE, Tally, batch_plan, run_battery
from pokercert.stats.evidence import ShuffleEvidence

GENERATOR_PREFIX = "generator:"
GENERATOR_BLOCK = 50_000
PROTOCOL_BLOCK = 500
GENERATOR_POSITIONS = 52


@dataclass(frozen=True)
class ShuffleJob:
    source: str
    game: str | None
    profile: str | None
    seed: int
    start: int
    stop: int
    batch: bool  # the job is one batch of the uniformity test
    timeout: float = 10.0

    @property
    def size(self) -> int:
        return self.stop - self.start


@dataclass
class JobCounts:
    positions: npt.NDArray[np.int64]
    pairs: npt.NDArray[np.int64]
    decks: int
    batch: bool


def plan_jobs(
    source: str, game: str | None, profile: str | None, seed: int, decks: int, timeout: float
) -> list[ShuffleJob]:
    """The jobs of a run, from its size alone."""
    per_batch, batches = batch_plan(decks)
    block = GENERATOR_BLOCK if source.startswith(GENERATOR_PREFIX) else PROTOCOL_BLOCK
    jobs: list[ShuffleJob] = []
    if batches:
        for k in range(batches):
            stop = (k + 1) * per_batch if k < batches - 1 else decks
            jobs.append(ShuffleJob(source, game, profile, seed, k * per_batch, stop, True, timeout))
        # the remainder (decks not divisible by the batches) joins the last job, outside batches
        if jobs[-1].stop - jobs[-1].start != per_batch:
            last = jobs.pop()
            jobs.append(
                ShuffleJob(
                    source, game, profile, seed, last.start, last.start + per_batch, True, timeout
                )
            )
            jobs.append(
                ShuffleJob(
                    source, game, profile, seed, last.start + per_batch, decks, False, timeout
                )
            )
        return jobs
    for start in range(0, decks, block):
        jobs.append(
            ShuffleJob(
                source, game, profile, seed, start, min(decks, start + block), False, timeout
            )
        )
    return jobs


def count_job(job: ShuffleJob) -> JobCounts:
    """Shuffle (or deal) and count one job's decks: what a worker runs."""
    if job.source.startswith(GENERATOR_PREFIX):
        positions = GENERATOR_POSITIONS
        tally = Tally(positions)
        name = job.source[len(GENERATOR_PREFIX) :]
        start = job.start
        while start < job.stop:
            stop = min(job.stop, start + GENERATOR_BLOCK)
            rng = shuffles.generator(derive_seed(job.seed, start, "generator-block"))
            tally.add(shuffles.shuffle(name, rng, stop - start))
            start = stop
    else:
        tally = _dealt_tally(job)
    return JobCounts(tally.position_counts, tally.pair_counts, tally.decks, job.batch)


def _dealt_tally(job: ShuffleJob) -> Tally:
    from pokercert.adapters.registry import parse_implementation
    from pokercert.client import TableClient
    from pokercert.spec_loader import load_profile
    from pokercert.stats.deals import DealError, Table, deal_decks

    assert job.profile is not None
    profile = load_profile(job.profile)
    table = Table(profile.game, profile.id, profile.parameters.model_dump(mode="json"))
    target = parse_implementation(job.source, job.timeout)
    client = TableClient(target.make_driver())
    try:
        hello = client.hello()
        if not hello.capabilities.seeded_deck:
            raise DealError(
                f"{job.source} does not declare seeded_deck in its hello: "
                "its shuffle cannot be tested through seeded deals"
            )
        seeds = [derive_seed(job.seed, i, "deal") for i in range(job.start, job.stop)]
        tally = Tally(table.positions)
        tally.add(deal_decks(client, table, seeds))
        return tally
    finally:
        client.close()
        target.shutdown()


def shuffle_test(
    source: str,
    decks: int,
    *,
    seed: int = 0,
    profile: str | None = None,
    workers: int = 1,
    cluster: str | None = None,
    timeout: float = 10.0,
    significance: float = SIGNIFICANCE,
    progress: bool = False,
) -> ShuffleEvidence:
    """Run the battery on ``decks`` decks from ``source``; the evidence for results.json."""
    if decks < 1:
        raise ValueError("--decks must be at least 1")
    game = None
    if not source.startswith(GENERATOR_PREFIX):
        from pokercert.spec_loader import load_profile

        profile = profile or "cardroom-stud"
        game = load_profile(profile).game
    else:
        name = source[len(GENERATOR_PREFIX) :]
        if name not in shuffles.SHUFFLES:
            raise ValueError(f"unknown generator {name!r}; use generator:fair or generator:naive")
        profile = None
    jobs = plan_jobs(source, game, profile, seed, decks, timeout)
    bar = Progress(decks, "decks") if progress else None
    results = run_jobs(
        count_job, jobs, workers=workers, cluster=cluster, size=lambda job: job.size, progress=bar
    )
    if bar:
        bar.finish()
    tally = Tally(results[0].positions.shape[0])
    for counts in results:
        tally.position_counts += counts.positions
        tally.pair_counts += counts.pairs
        tally.decks += counts.decks
        if counts.batch:
            tally.batch_counts.append(counts.positions)
    tests = run_battery(tally, significance)
    return ShuffleEvidence(
        implementation=source,
        source="vectorised generator, PCG64 seeded from (seed, block)"
        if source.startswith(GENERATOR_PREFIX)
        else "seeded deals: setup with a seed and no deck, cards read from the view",
        game=game,
        profile=profile,
        seed=seed,
        decks=tally.decks,
        positions=tally.positions,
        significance=significance,
        tests=tests,
        passed=all(t.passed for t in tests if t.applicable),
        counts=tally.position_counts.tolist(),
    )
