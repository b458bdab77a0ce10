"""The kill-table runner: certify each mutant under each profile it belongs to.

A mutant is *killed* for a profile only when a scenario tagged with one of the mutant's own
clauses, run under that profile, ends ``failed`` (an assertion about play did not hold) or
stops on a rule of the table or of the contract the mutant broke (``InvariantViolation``,
``ProtocolViolation``: the harness caught the build, as certification would), and the same
scenario passed on the unpatched engine through the same out-of-process path.  Any other
error (a crash, a hang) is recorded but never counts as a kill: it proves nothing about the
rule.  Each (mutant, profile) pair runs only
the scenarios of the mutant's clauses, through :func:`pokercert.runner.run_suite`, with the
mutant served out of process (``cmd:`` ``python -m pokercert.mutation.serve ID``).
"""

from __future__ import annotations

import contextlib
import re
import shlex
import sys
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path

from pokercert.mutation.catalogue import MUTANTS, Mutant
from pokercert.mutation.serve import REFERENCE

KILLED, SURVIVED, UNTESTED = "killed", "survived", "untested"
TIMEOUT = 20.0  # generous: two workers share a loaded machine
MAX_JOBS = 2


@dataclass(frozen=True)
class Job:
    """One served engine, certified under ``profiles`` on the scenarios of ``clauses``."""

    subject: str  # a mutant ID, or REFERENCE for the baseline
    profiles: tuple[str, ...]
    clauses: tuple[str, ...]


@dataclass(frozen=True)
class Ran:
    """One scenario's outcome in one job."""

    scenario: str
    profile: str
    status: str
    clauses: tuple[str, ...]
    error: str


@dataclass
class Outcome:
    """One mutant under one profile."""

    mutant: str
    profile: str
    verdict: str  # killed, survived, untested
    killers: list[str] = field(default_factory=list)  # failed scenarios of its clauses
    ran: int = 0  # scenarios of its clauses that ran and passed on the reference
    errors: list[str] = field(default_factory=list)  # scenarios that errored (never a kill)


def implementation(subject: str) -> str:
    return "cmd:" + shlex.join([sys.executable, "-m", "pokercert.mutation.serve", subject])


def tag_expression(clauses: Iterable[str]) -> str:
    return " or ".join(f"@clause:{c}" for c in sorted(set(clauses)))


def run_job(job: Job) -> tuple[Job, list[Ran]]:
    """Run the scenarios of ``job.clauses`` under ``job.profiles`` against one served engine."""
    from pokercert.feature_index import scan
    from pokercert.runner import RunOptions, run_suite

    index = scan(None)
    wanted = set(job.clauses)
    files = sorted({Path(s.feature) for s in index.scenarios if wanted & set(s.clauses)}, key=str)
    if not files:
        return job, []
    from pokercert.paths import base_dir

    with contextlib.redirect_stdout(sys.stderr):  # behave may print; stdout carries --json
        outcome = run_suite(
            RunOptions(
                implementation=implementation(job.subject),
                profiles=list(job.profiles),
                tags=tag_expression(job.clauses),
                timeout=TIMEOUT,
                features=[base_dir() / f for f in files],
                progress=None,
            )
        )
    ran = [
        Ran(
            r.id,
            r.profile or "",
            r.status.value,
            tuple(r.clauses),
            (r.error or "").strip().splitlines()[0] if r.error else "",
        )
        for r in outcome.scenarios
        if r.status.value != "skipped" and r.profile in job.profiles and wanted & set(r.clauses)
    ]
    ran += [Ran("(run)", p, "error", (), e) for p in job.profiles for e in outcome.run_errors]
    return job, ran


def plan(mutants: Sequence[Mutant], profiles: Sequence[str] | None) -> list[Job]:
    """One baseline job per profile over all the clauses, then one job per mutant."""
    jobs: list[Job] = []
    baseline: dict[str, set[str]] = {}
    for mutant in mutants:
        chosen = tuple(p for p in mutant.profiles if not profiles or p in profiles)
        if not chosen:
            continue
        jobs.append(Job(mutant.id, chosen, mutant.clauses))
        for profile in chosen:
            baseline.setdefault(profile, set()).update(mutant.clauses)
    refs = [Job(REFERENCE, (p,), tuple(sorted(c))) for p, c in sorted(baseline.items())]
    return refs + jobs


RULE_BROKEN = re.compile(r"\(line \d+\): (InvariantViolation|ProtocolViolation): ")
"""How the collector words a step stopped by a table or contract rule the build broke."""


def caught_breaking_a_rule(r: Ran) -> bool:
    return r.status == "error" and RULE_BROKEN.search(r.error) is not None


def judge(mutant: Mutant, profile: str, ran: list[Ran], reference: dict[str, str]) -> Outcome:
    """The verdict of one mutant under one profile, from the scenarios its job ran."""
    own = set(mutant.clauses)
    outcome = Outcome(mutant.id, profile, UNTESTED)
    for r in (r for r in ran if r.profile == profile):
        if r.scenario != "(run)" and reference.get(r.scenario) != "passed":
            continue  # only scenarios the reference passes can kill
        if (r.status == "failed" or caught_breaking_a_rule(r)) and own & set(r.clauses):
            outcome.killers.append(r.scenario)
        elif r.status not in ("passed", "failed"):
            outcome.errors.append(f"{r.scenario} {r.status}: {r.error[:120]}")
        if r.scenario != "(run)":
            outcome.ran += 1
    if outcome.killers:
        outcome.verdict = KILLED
    elif outcome.ran:
        outcome.verdict = SURVIVED
    return outcome


@dataclass
class KillTable:
    outcomes: list[Outcome]
    reference_failures: list[str]  # scenarios the unpatched engine does not pass

    def ratio(self, profile: str | None = None) -> tuple[int, int]:
        chosen = [o for o in self.outcomes if profile is None or o.profile == profile]
        return sum(o.verdict == KILLED for o in chosen), len(chosen)

    @property
    def all_killed(self) -> bool:
        return not self.reference_failures and all(o.verdict == KILLED for o in self.outcomes)


def run(
    mutants: Sequence[Mutant] = MUTANTS,
    profiles: Sequence[str] | None = None,
    jobs: int = MAX_JOBS,
    on_done: Callable[[Job, list[Ran]], None] | None = None,
) -> KillTable:
    """Run every job (at most ``MAX_JOBS`` processes) and judge each mutant under each profile."""
    work = plan(mutants, profiles)
    results: dict[Job, list[Ran]] = {}
    workers = max(1, min(jobs, MAX_JOBS))
    with ProcessPoolExecutor(max_workers=workers, mp_context=get_context("spawn")) as pool:
        for job, ran in pool.map(run_job, work):
            results[job] = ran
            if on_done is not None:
                on_done(job, ran)
    reference: dict[str, dict[str, str]] = {}
    failures: list[str] = []
    for job, ran in results.items():
        if job.subject != REFERENCE:
            continue
        for r in ran:
            reference.setdefault(r.profile, {})[r.scenario] = r.status
        failures += [
            f"{r.profile}: {r.scenario} {r.status}: {r.error[:120]}"
            for r in ran
            if r.status != "passed"
        ]
    by_id = {m.id: m for m in mutants}
    outcomes = [
        judge(by_id[job.subject], profile, ran, reference.get(profile, {}))
        for job, ran in results.items()
        if job.subject != REFERENCE
        for profile in job.profiles
    ]
    return KillTable(outcomes, sorted(failures))
