"""Running the Gherkin suite programmatically, with behave 1.3.3's Configuration and Runner.

The runner reads the feature files first (a broken one is a run error that
names the file and line, and the others still run), then hands behave the
readable ones with the tag expression and a :class:`RunCollector` in
``userdata``.  Progress goes to stderr: the scenario count, the current
feature and the running pass/fail counts.  Every scenario of the suite ends
up in the outcome, the ones a tag expression left out as ``skipped``.
"""

from __future__ import annotations

import contextlib
import io
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from behave.configuration import Configuration
from behave.runner import Runner

from pokercert.adapters.process import DEFAULT_TIMEOUT
from pokercert.budget import Budget
from pokercert.collector import USERDATA_RUN, RunCollector
from pokercert.feature_index import FeatureIndex, ScenarioRef, scan
from pokercert.paths import base_dir
from pokercert.results import ScenarioResult, ScenarioStatus

ALWAYS_EXCLUDED = "not @wip"


@dataclass
class RunOptions:
    implementation: str = "reference"
    profiles: list[str] | None = None  # None: every profile in the catalogue
    tags: str | None = None
    seed: int = 0
    timeout: float = DEFAULT_TIMEOUT
    transcripts: Path | None = None
    artifacts: list[Path] = field(default_factory=list)  # the build under test, hashed
    features: list[Path] | None = None  # default: the whole suite
    locations: list[str] | None = None  # "features/x.feature:LINE": only these scenarios run
    progress: IO[str] | None = field(default_factory=lambda: sys.stderr)
    budget: Budget = field(default_factory=Budget)  # what a scenario and the run may use
    soak_hands: int = 0  # random hands per profile in lockstep with the reference (random_play)
    soak_seed: int | None = None  # their seed (None: the run's seed)


@dataclass
class RunOutcome:
    scenarios: list[ScenarioResult]
    run_errors: list[str]
    collector: RunCollector
    index: FeatureIndex


class Progress:
    """Progress on stderr: a line per feature with the running tally, and each scenario that
    did not pass or get skipped, as it happens::

        [ 41/352] features/stud/bring_in.feature (passed 40, skipped 1)
          features/stud/bring_in.feature:83 failed: Then seat 2 is to act (line 31): ...
    """

    def __init__(self, stream: IO[str] | None, total: int) -> None:
        self.stream = stream
        self.total = total
        self.done = 0
        self.counts: dict[str, int] = {}
        self.feature = ""

    def __call__(self, result: ScenarioResult) -> None:
        self.done += 1
        self.counts[result.status.value] = self.counts.get(result.status.value, 0) + 1
        if self.stream is None:
            return
        if result.feature != self.feature:
            self.feature = result.feature
            tally = ", ".join(f"{k} {v}" for k, v in sorted(self.counts.items()))
            width = len(str(self.total))
            self.stream.write(f"[{self.done:>{width}}/{self.total}] {self.feature} ({tally})\n")
        if result.status not in (ScenarioStatus.PASSED, ScenarioStatus.SKIPPED):
            detail = (result.error or "").strip().splitlines()
            first = f": {detail[0][:160]}" if detail else ""
            self.stream.write(f"  {result.id} {result.status.value}{first}\n")
        self.stream.flush()


def tag_expression(tags: str | None) -> str:
    return f"({tags}) and {ALWAYS_EXCLUDED}" if tags else ALWAYS_EXCLUDED


class BehaveConsole(io.TextIOBase):
    """What behave prints itself, passed on to stderr without its closing "ABORTED: By user.".

    behave prints that line after any abort, whatever the cause; the run's own reason
    (an implementation that cannot start, or that hung) is printed when it aborts and
    stated again in the verdict, so the line would only mislead the reader.
    """

    MISLEADING = "ABORTED: By user."

    def __init__(self, sink: IO[str]) -> None:
        super().__init__()
        self.sink = sink
        self.pending = ""

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        self.pending += text
        *lines, self.pending = self.pending.split("\n")
        for line in lines:
            if line.strip() != self.MISLEADING:
                self.sink.write(line + "\n")
        return len(text)

    def flush(self) -> None:
        if self.pending and self.pending.strip() != self.MISLEADING:
            self.sink.write(self.pending)
        self.pending = ""
        self.sink.flush()


def behave_configuration(files: Sequence[Path | str], tags: str | None) -> Configuration:
    args = [
        *(str(f) for f in files),
        "--format",
        "null",
        "--no-summary",
        "--no-snippets",
        "--no-skipped",
        "--tags",
        tag_expression(tags),
    ]
    return Configuration(command_args=args, load_config=False)


def run_suite(options: RunOptions) -> RunOutcome:
    """Run the selected features against the implementation; a bad implementation never raises."""
    index = scan(options.features)
    collector = RunCollector(
        implementation=options.implementation,
        profiles=options.profiles,
        seed=options.seed,
        timeout=options.timeout,
        transcripts=options.transcripts,
        artifacts=tuple(options.artifacts),
        progress=options.progress,
        total=len(index.scenarios),
        budget=options.budget,
    )
    collector.run_errors.extend(index.errors)
    collector.on_result = Progress(options.progress, len(index.scenarios))
    if options.progress is not None:
        options.progress.write(
            f"pokercert: {len(index.scenarios)} scenarios in {len(index.files)} feature files, "
            f"implementation {options.implementation}\n"
        )
    if index.files:
        _forget_step_definitions()
        config = behave_configuration(_behave_targets(options, index), options.tags)
        config.userdata[USERDATA_RUN] = collector
        runner = Runner(config)
        console = BehaveConsole(sys.stderr)
        try:
            with contextlib.redirect_stdout(console):
                runner.run()
        except Exception as exc:  # behave itself failed: a run error, never a pass
            collector.run_errors.append(f"behave could not run the suite: {exc!r}")
        finally:
            console.flush()
            collector.finish()
    else:
        collector.run_errors.append(f"no feature file found under {base_dir() / 'features'}")
    results = _complete(index.scenarios, collector.scenarios)
    return RunOutcome(results, list(collector.run_errors), collector, index)


def _behave_targets(options: RunOptions, index: FeatureIndex) -> list[Path | str]:
    """The feature files, or only the scenario locations a partial run asked for."""
    if options.locations is None:
        return list(index.files)
    targets: list[Path | str] = []
    for location in options.locations:
        feature, _, line = location.rpartition(":")
        targets.append(
            f"{base_dir() / feature}:{line}"
            if feature and line.isdigit()
            else base_dir() / location
        )
    return targets


def _forget_step_definitions() -> None:
    """Start each run with an empty step registry, as a fresh ``behave`` process would.

    behave keeps step definitions in a module-level registry; a second run in
    the same process (the tests, a lab's script) would otherwise see the step
    definitions of the first.
    """
    from behave.runner import the_step_registry

    for definitions in the_step_registry.steps.values():
        definitions.clear()


def _complete(
    refs: Sequence[ScenarioRef], recorded: dict[str, ScenarioResult]
) -> list[ScenarioResult]:
    """Every scenario of the suite, in suite order; the unrecorded ones were not selected."""
    out = []
    for ref in refs:
        result = recorded.get(ref.id)
        if result is None:
            result = ScenarioResult(
                id=ref.id,
                feature=ref.feature,
                line=ref.line,
                name=ref.name,
                profile=ref.static_profile,
                clauses=list(ref.clauses),
                status=ScenarioStatus.SKIPPED,
                error="not selected by the tag expression or not run",
                transcript=None,
            )
        out.append(result)
    extra = [r for key, r in sorted(recorded.items()) if key not in {ref.id for ref in refs}]
    return out + extra
