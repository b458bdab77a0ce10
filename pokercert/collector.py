"""What a certification run learns, scenario by scenario, while behave runs the suite.

The behave hooks (:mod:`pokercert.environment`) hand every scenario to a
:class:`RunCollector`: it opens a fresh, recorded conversation with the
implementation before the scenario and turns behave's outcome into a
:class:`~pokercert.results.ScenarioResult` afterwards.  It reads clause tags
and the profile from behave's model objects itself, because behave's JSON
output loses Rule names and tags.

Fail-safe rules applied here:

* a scenario whose profile is not certified is skipped, never passed;
* a scenario for a game (or profile) the implementation's hello reply does
  not list is ``unsupported``;
* an :class:`~pokercert.driver.ImplementationFailure` (crash, hang, invalid
  message) is ``error``, a broken step is ``error``, an assertion about the
  implementation is ``failed``;
* an in-process implementation that hangs cannot be stopped, so the run is
  aborted and the abort is a run error.
"""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from behave.model_type import Status

from pokercert import protocol as p
from pokercert.adapters.process import DEFAULT_TIMEOUT
from pokercert.adapters.registry import ImplementationSpecError, Target, parse_implementation
from pokercert.budget import Budget, BudgetDriver, RunClock, clip, printable
from pokercert.client import TableClient, same_hello
from pokercert.driver import (
    CapabilityNotDeclared,
    ImplementationFailure,
    ImplementationTimeout,
)
from pokercert.feature_index import ScenarioRef, scenario_ref
from pokercert.phh_export import write_next_to
from pokercert.results import ScenarioResult, ScenarioStatus, StepResult
from pokercert.spec_loader import Catalogue, SpecError, load_catalogue
from pokercert.transcript import RecordingDriver

USERDATA_RUN = "pokercert.run"
EXCERPT_LINES = 8
EXCERPT_WIDTH = 600

_EXPECTED = re.compile(r"^\s*expected:\s?(.*)$", re.MULTILINE)
_ACTUAL = re.compile(r"^\s*actual:\s*(.*)$", re.MULTILINE)


class ScenarioSetupError(RuntimeError):
    """The scenario could not be set up; raised from the hook so that behave fails it too."""


@dataclass
class _Pending:
    """The state of the scenario being run."""

    ref: ScenarioRef
    recorder: RecordingDriver | None = None
    verdict: ScenarioStatus | None = None  # decided before the steps ran
    reason: str | None = None
    hung: bool = False  # the implementation timed out before the steps ran


@dataclass
class RunCollector:
    """Results of one run; shared with the behave hooks through ``userdata``."""

    implementation: str = "reference"
    profiles: list[str] | None = None  # None: every profile of the catalogue
    seed: int = 0
    timeout: float = DEFAULT_TIMEOUT
    transcripts: Path | None = None
    artifacts: tuple[Path, ...] = ()
    progress: IO[str] | None = None
    total: int = 0  # scenarios expected, for the progress line
    scenarios: dict[str, ScenarioResult] = field(default_factory=dict)
    run_errors: list[str] = field(default_factory=list)
    target: Target | None = None
    catalogue: Catalogue | None = None
    hello: p.HelloReply | None = None
    aborted: bool = False  # the remaining scenarios are not run
    _pending: _Pending | None = None
    on_result: Callable[[ScenarioResult], None] | None = None
    budget: Budget = field(default_factory=Budget)
    clock: RunClock | None = None

    # -- setup ------------------------------------------------------------------------------

    @classmethod
    def from_userdata(cls, userdata: dict[str, Any]) -> RunCollector:
        """A collector for a plain ``behave`` run, from ``-D pokercert.KEY=VALUE`` options."""
        profiles = userdata.get("pokercert.profiles")
        return cls(
            implementation=str(userdata.get("pokercert.implementation", "reference")),
            profiles=[x for x in str(profiles).split(",") if x] if profiles else None,
            seed=int(userdata.get("pokercert.seed", 0)),
            timeout=float(userdata.get("pokercert.timeout", DEFAULT_TIMEOUT)),
            transcripts=Path(str(userdata["pokercert.transcripts"]))
            if userdata.get("pokercert.transcripts")
            else None,
            progress=sys.stderr,
        )

    @property
    def selected(self) -> list[str]:
        if self.profiles is not None:
            return list(self.profiles)
        return list(self.catalogue.profiles) if self.catalogue else []

    def start(self) -> bool:
        """Load the catalogue, resolve and greet the implementation; False: the run cannot go on."""
        try:
            self.catalogue = load_catalogue()
        except SpecError as exc:
            self.run_errors.append(str(exc))
            return False
        unknown = [pid for pid in self.profiles or [] if pid not in self.catalogue.profiles]
        if unknown:
            known = ", ".join(self.catalogue.profiles) or "none"
            self.run_errors.append(f"unknown profile(s) {', '.join(unknown)} (known: {known})")
            return False
        try:
            self.target = parse_implementation(self.implementation, self.timeout, self.artifacts)
        except ImplementationSpecError as exc:
            self.run_errors.append(str(exc))
            return False
        self.clock = RunClock(self.budget)
        client: TableClient | None = None
        try:
            client = TableClient(self.target.make_driver())
            self.hello = client.hello()
        except (ImplementationFailure, ImplementationSpecError) as exc:
            self.run_errors.append(
                f"run aborted: the implementation does not answer hello: {clip(str(exc))}"
            )
            self.aborted = True
            return False
        finally:
            if client is not None:
                _close_quietly(client)
        return True

    def finish(self) -> None:
        """Release what the run kept open (a program reused between scenarios)."""
        if self.target is not None:
            self.target.shutdown()

    def say(self, text: str) -> None:
        if self.progress is not None:
            self.progress.write(text + "\n")
            self.progress.flush()

    # -- one scenario -------------------------------------------------------------------------

    def before_scenario(self, context: Any, scenario: Any) -> None:
        ref = scenario_ref(scenario)
        pending = self._pending = _Pending(ref)
        context.run_seed = self.seed
        context.plan = _table_plan(self.seed)
        if self.target is None or self.aborted:
            pending.verdict, pending.reason = ScenarioStatus.SKIPPED, "not run: the run was aborted"
            scenario.skip(f"pokercert: {pending.reason}")
            return
        decided = self._decide_up_front(ref)
        if decided is not None:
            pending.verdict, pending.reason = decided
            if pending.verdict == ScenarioStatus.ERROR:
                raise ScenarioSetupError(pending.reason)  # behave fails the scenario too
            scenario.skip(f"pokercert: {pending.reason}")
            return
        if self.clock is not None and self.clock.spent():
            self._abort_for_budget(context, pending)
            scenario.skip(f"pokercert: {pending.reason}")
            return
        transcript = self._transcript_path(ref)
        try:
            pending.recorder = RecordingDriver(
                BudgetDriver(self.target.make_driver(), self.budget, self.clock),
                transcript,
                self.clock.record if self.clock is not None else None,
            )
            context.client = TableClient(pending.recorder)
            same_hello(self.hello, context.client.hello())
        except (ImplementationFailure, ImplementationSpecError) as exc:
            pending.verdict, pending.reason = (
                ScenarioStatus.ERROR,
                f"hello failed: {clip(str(exc))}",
            )
            pending.hung = isinstance(exc, ImplementationTimeout)
            raise ScenarioSetupError(pending.reason) from exc
        except Exception as exc:  # the hook's own failure: its real cause goes in the verdict
            pending.verdict = ScenarioStatus.ERROR
            pending.reason = f"scenario setup failed: {exc.__class__.__name__}: {clip(str(exc))}"
            raise ScenarioSetupError(pending.reason) from exc

    def _abort_for_budget(self, context: Any, pending: _Pending) -> None:
        """The run's time budget is spent: the remaining scenarios are not run."""
        pending.verdict, pending.reason = ScenarioStatus.SKIPPED, "not run: the run budget is spent"
        if not self.aborted:
            self.aborted = True
            why = self.clock.why() if self.clock is not None else "the run budget is spent"
            self.run_errors.append(f"run aborted: {why}")

    def _decide_up_front(self, ref: ScenarioRef) -> tuple[ScenarioStatus, str] | None:
        """Skipped or unsupported, when the declared profile says so before anything runs."""
        if ref.profile is None:
            return None
        assert self.catalogue is not None
        if ref.profile not in self.catalogue.profiles:
            return ScenarioStatus.ERROR, f"the scenario names an unknown profile {ref.profile!r}"
        if ref.profile not in self.selected:
            return ScenarioStatus.SKIPPED, f"profile {ref.profile} is not being certified"
        return self._unsupported(ref.profile, self.catalogue.profiles[ref.profile].game)

    def _unsupported(self, profile: str, game: str) -> tuple[ScenarioStatus, str] | None:
        hello = self.hello
        why = None if hello is None else hello.capabilities.outside(profile, game)
        return None if why is None else (ScenarioStatus.UNSUPPORTED, why)

    def _transcript_path(self, ref: ScenarioRef) -> Path | None:
        if self.transcripts is None:
            return None
        return self.transcripts / transcript_name(ref)

    def after_scenario(self, context: Any, scenario: Any) -> None:
        pending = self._pending
        self._pending = None
        if pending is None:  # pragma: no cover - behave always calls before_scenario first
            return
        result = self._result(scenario, pending)
        if pending.recorder is not None:
            if result.status == ScenarioStatus.ERROR:  # every violation discards the program
                _discard(pending.recorder.inner, result.error or "the scenario errored")
            _close_quietly(pending.recorder)
        self.record(result)
        _failure_phh(result, pending.recorder)
        if result.status == ScenarioStatus.ERROR and (pending.hung or self._hung(scenario)):
            reason = (
                f"run aborted: the in-process implementation hung in {result.id} "
                f"({result.error}); the remaining scenarios were not run"
            )
            self.run_errors.append(reason)
            self.aborted = True
            context.abort(reason=printable(reason))

    def _hung(self, scenario: Any) -> bool:
        if self.target is None or not self.target.in_process:
            return False
        return any(isinstance(_exception(s), ImplementationTimeout) for s in scenario.all_steps)

    def record(self, result: ScenarioResult) -> None:
        self.scenarios[result.id] = result
        if self.on_result is not None:
            self.on_result(result)

    def _result(self, scenario: Any, pending: _Pending) -> ScenarioResult:
        ref = pending.ref
        steps = [_step_result(s) for s in scenario.all_steps]
        entries = pending.recorder.entries if pending.recorder else []
        setup = next(
            (
                e.message
                for e in entries
                if e.direction == "request" and e.message.get("type") == "setup"
            ),
            None,
        )
        profile = ref.profile or (str(setup["profile"]) if setup else None)
        status, error = (pending.verdict, pending.reason) if pending.verdict else _outcome(scenario)
        missing = _missing_capability(scenario) if status == ScenarioStatus.NOT_SUPPORTED else None
        if pending.verdict is None and ref.profile is None and profile is not None:
            # The profile came from the scenario's own steps: judge it now.
            if profile not in self.selected:
                status, error = ScenarioStatus.SKIPPED, f"profile {profile} is not being certified"
            elif status in (ScenarioStatus.FAILED, ScenarioStatus.ERROR) and setup is not None:
                unsupported = self._unsupported(profile, str(setup["game"]))
                if unsupported is not None:
                    status, error = unsupported
        expected = actual = None
        if status == ScenarioStatus.FAILED and error:
            expected, actual = _expected_actual(error)
        recorder = pending.recorder
        transcript = sha = None
        excerpt: list[str] = []
        if recorder is not None and entries:
            sha = recorder.sha256()
            if recorder.path is not None and self.transcripts is not None:
                transcript = (Path(self.transcripts.name) / recorder.path.name).as_posix()
            if status in (ScenarioStatus.FAILED, ScenarioStatus.ERROR):
                excerpt = [_clip(line) for line in recorder.lines()[-EXCERPT_LINES:]]
        return ScenarioResult(
            id=ref.id,
            feature=ref.feature,
            line=ref.line,
            name=ref.name,
            profile=profile,
            clauses=list(ref.clauses),
            status=status,
            missing_capability=missing,
            steps=steps,
            error=clip(error),
            expected=clip(expected),
            actual=clip(actual),
            transcript=transcript,
            transcript_sha256=sha,
            transcript_excerpt=excerpt,
        )


# --------------------------------------------------------------------------- helpers


def _failure_phh(result: ScenarioResult, recorder: RecordingDriver | None) -> None:
    """A failed scenario's hands also as PHH beside the transcript, to replay in PokerKit."""
    if result.status not in (ScenarioStatus.FAILED, ScenarioStatus.ERROR):
        return
    if recorder is not None and recorder.path is not None and recorder.path.is_file():
        write_next_to(recorder.entries, recorder.path)


def transcript_name(ref: ScenarioRef) -> str:
    """``features/stud/bring_in.feature:12`` -> ``stud__bring_in-L12.jsonl``."""
    stem = ref.feature.removeprefix("features/").removesuffix(".feature")
    return f"{re.sub(r'[^A-Za-z0-9_.-]+', '__', stem)}-L{ref.line}.jsonl"


def _table_plan(seed: int) -> Any:
    """The scenario's table plan, defaulting its shuffled deck to the run's seed."""
    from pokercert.scenario.table import TablePlan

    return TablePlan(seed=seed)


def _discard(driver: Any, reason: str) -> None:
    """Tell a pooled program it must not serve another scenario (in-process drivers ignore it)."""
    discard = getattr(driver, "discard", None)
    if callable(discard):
        with contextlib.suppress(Exception):
            discard(reason)


def _close_quietly(closable: Any) -> None:
    """Close a driver; a failure to close must not hide the failure being reported."""
    with contextlib.suppress(Exception):
        closable.close()


def _exception(step: Any) -> BaseException | None:
    return getattr(step, "exception", None)


def _status_text(step: Any) -> str:
    status = step.status
    return status.name if isinstance(status, Status) else str(status)


def _step_error(step: Any) -> str | None:
    exc = _exception(step)
    if exc is None:
        if step.status == Status.undefined:
            return f"undefined step: {step.keyword} {step.name}"
        return None
    if isinstance(exc, ImplementationFailure):
        return f"{exc.__class__.__name__}: {exc}"
    if isinstance(exc, AssertionError):
        return str(exc) or "assertion failed"
    location = getattr(step, "location", None)
    return f"{exc.__class__.__name__}: {exc} (step at {location})"


def _step_result(step: Any) -> StepResult:
    return StepResult(
        keyword=str(step.keyword).strip(),
        text=str(step.name),
        line=int(step.line),
        status=_status_text(step),
        error=clip(_step_error(step)),
        table=step_table(step),
    )


def step_table(step: Any) -> list[list[str]] | None:
    """The step's data table as written (heading row first), so a reader can check the proof."""
    table = getattr(step, "table", None)
    if table is None:
        return None
    return [[str(h) for h in table.headings]] + [[str(c) for c in row.cells] for row in table.rows]


def _missing_capability(scenario: Any) -> str | None:
    """The capability the implementation did not declare, when a step needed it."""
    for step in scenario.all_steps:
        exc = _exception(step)
        if isinstance(exc, CapabilityNotDeclared):
            return exc.capability
    return None


def _outcome(scenario: Any) -> tuple[ScenarioStatus, str | None]:
    """behave's result for a scenario that ran, in the results' terms."""
    steps = list(scenario.all_steps)
    for step in steps:
        if step.status == Status.undefined:
            return ScenarioStatus.UNDEFINED, _step_error(step)
    for step in steps:
        exc = _exception(step)
        if isinstance(exc, CapabilityNotDeclared):
            where = f"{step.keyword.strip()} {step.name} (line {step.line})"
            return ScenarioStatus.NOT_SUPPORTED, f"{where}: {exc}"
    for step in steps:
        if step.status in (Status.failed, Status.error, Status.hook_error, Status.pending):
            exc = _exception(step)
            message = _step_error(step) or f"step {step.status.name}"
            where = f"{step.keyword.strip()} {step.name} (line {step.line})"
            if isinstance(exc, AssertionError) and not isinstance(exc, ImplementationFailure):
                return ScenarioStatus.FAILED, f"{where}: {message}"
            return ScenarioStatus.ERROR, f"{where}: {message}"
    status = scenario.status
    if status in (Status.hook_error, Status.cleanup_error, Status.error, Status.failed):
        return ScenarioStatus.ERROR, f"behave reported {status.name} outside the steps"
    if steps and all(s.status == Status.passed for s in steps):
        return ScenarioStatus.PASSED, None
    if not steps:
        return ScenarioStatus.ERROR, "the scenario has no steps"
    return ScenarioStatus.SKIPPED, "not all steps ran"


def _expected_actual(error: str) -> tuple[str | None, str | None]:
    expected = _EXPECTED.search(error)
    actual = _ACTUAL.search(error)
    return (
        expected.group(1).strip() if expected else None,
        actual.group(1).strip() if actual else None,
    )


def _clip(line: str) -> str:
    return line if len(line) <= EXCERPT_WIDTH else line[: EXCERPT_WIDTH - 3] + "..."
