"""The runner and the behave hooks, on a small suite of their own (POKERCERT_BASE_DIR).

Each scenario of the mini suite exercises one rule of the collector: pass,
assertion failure (expected vs actual), implementation failure, broken step,
undefined step, profile not certified, unsupported game, broken feature file,
hung in-process implementation.
"""

from __future__ import annotations

import io
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from spec_fixture import make_suite

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver
from pokercert.paths import BASE_DIR_VARIABLE
from pokercert.results import ScenarioResult, ScenarioStatus
from pokercert.runner import RunOptions, RunOutcome, run_suite, tag_expression
from pokercert.spec_loader import clear_cache
from pokercert.transcript import read_transcript


@pytest.fixture
def suite(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    base = make_suite(tmp_path / "suite")
    monkeypatch.setenv(BASE_DIR_VARIABLE, str(base))
    clear_cache()
    yield base
    clear_cache()


def run(
    suite: Path, implementation: str, **kwargs: Any
) -> tuple[RunOutcome, dict[str, ScenarioResult], str]:
    stream = io.StringIO()
    options = RunOptions(
        implementation=implementation,
        progress=stream,
        transcripts=suite / "out" / "transcripts",
        **kwargs,
    )
    outcome = run_suite(options)
    return outcome, {s.name: s for s in outcome.scenarios}, stream.getvalue()


def test_each_outcome_is_classified(suite: Path) -> None:
    outcome, by_name, progress = run(suite, "spec_fixture:make_fake", profiles=["cardroom-stud"])
    assert outcome.run_errors == []
    assert by_name["the name matches"].status == ScenarioStatus.PASSED

    mismatch = by_name["the name does not match"]
    assert mismatch.status == ScenarioStatus.FAILED
    assert (mismatch.expected, mismatch.actual) == ("another engine", "fake engine")

    error = by_name["the implementation answers with an error"]
    assert error.status == ScenarioStatus.ERROR
    assert "ProtocolViolation" in (error.error or "") and "cannot do that" in (error.error or "")
    assert error.transcript_excerpt and '"direction":"response"' in error.transcript_excerpt[-1]

    broken = by_name["a step is broken"]
    assert broken.status == ScenarioStatus.ERROR and "KeyError" in (broken.error or "")
    assert by_name["a step is missing"].status == ScenarioStatus.UNDEFINED

    outline = [s for s in outcome.scenarios if s.name.startswith("profiles from the examples")]
    assert [(s.profile, s.status) for s in outline] == [
        ("cardroom-stud", ScenarioStatus.PASSED),
        ("german-stud", ScenarioStatus.SKIPPED),
    ]
    from_setup = by_name["the profile comes from the setup"]
    assert (from_setup.profile, from_setup.status) == ("german-stud", ScenarioStatus.SKIPPED)

    assert "pokercert: 8 scenarios in 1 feature files" in progress
    assert "[1/8] features/selftest.feature (passed 1)" in progress
    assert "features/selftest.feature:10 failed: Then the harness test sees the name" in progress


def test_scenarios_record_their_transcripts(suite: Path) -> None:
    _, by_name, _ = run(suite, "spec_fixture:make_fake", profiles=["cardroom-stud"])
    passed = by_name["the name matches"]
    assert passed.transcript == "transcripts/selftest-L5.jsonl"
    entries = read_transcript(suite / "out" / passed.transcript)
    assert [(e.direction, e.message["type"]) for e in entries] == [
        ("request", "hello"),
        ("response", "hello-reply"),  # exchanged by the hooks
        ("request", "hello"),
        ("response", "hello-reply"),  # the step's own
    ]
    assert passed.transcript_sha256 and len(passed.transcript_sha256) == 64
    assert passed.clauses == ["CR-001"] and passed.id == "features/selftest.feature:5"


def test_a_game_the_implementation_does_not_play_is_unsupported(suite: Path) -> None:
    _, by_name, _ = run(suite, "spec_fixture:make_no_games", profiles=["cardroom-stud"])
    assert by_name["the name matches"].status == ScenarioStatus.UNSUPPORTED
    assert "does not play seven-card-stud" in (by_name["the name matches"].error or "")
    # The profile came from the setup: the failed setup is judged unsupported, not failed.
    _, by_name, _ = run(suite, "spec_fixture:make_no_games", profiles=["german-stud"])
    assert by_name["the profile comes from the setup"].status == ScenarioStatus.UNSUPPORTED


def test_the_run_seed_reaches_the_steps(suite: Path) -> None:
    _, by_name, _ = run(suite, "reference", profiles=["german-stud"], seed=4242)
    setup_scenario = by_name["the profile comes from the setup"]
    entries = read_transcript(suite / "out" / str(setup_scenario.transcript))
    setups = [e.message for e in entries if e.message.get("type") == "setup"]
    assert setups and setups[0]["seed"] == 4242


def test_a_hung_in_process_implementation_aborts_the_run(suite: Path) -> None:
    started = time.monotonic()
    outcome, by_name, _ = run(
        suite, "spec_fixture:make_hanging", profiles=["cardroom-stud"], timeout=0.3
    )
    assert time.monotonic() - started < 20
    hung = by_name["the implementation answers with an error"]
    assert hung.status == ScenarioStatus.ERROR
    assert "ImplementationTimeout" in (hung.error or "")
    assert any(
        e.startswith("run aborted: the in-process implementation hung") for e in outcome.run_errors
    )
    assert by_name["a step is broken"].status == ScenarioStatus.SKIPPED


def test_a_broken_feature_file_is_a_run_error_naming_file_and_line(suite: Path) -> None:
    (suite / "features" / "broken.feature").write_text(
        "Feature: broken\n  Scenario: x\n    Given a\n  Examples:\n    | a |\n"
    )
    outcome, by_name, _ = run(suite, "spec_fixture:make_fake", profiles=["cardroom-stud"])
    assert any(
        e.startswith("features/broken.feature:4: broken feature file") for e in outcome.run_errors
    ), outcome.run_errors
    assert by_name["the name matches"].status == ScenarioStatus.PASSED  # the rest still ran


def test_tags_leave_scenarios_out_as_skipped(suite: Path) -> None:
    outcome, _, _ = run(
        suite, "spec_fixture:make_fake", profiles=["cardroom-stud"], tags="@nothing-has-this-tag"
    )
    assert {s.status for s in outcome.scenarios} == {ScenarioStatus.SKIPPED}
    assert tag_expression(None) == "not @wip"
    assert tag_expression("@a or @b") == "(@a or @b) and not @wip"


def test_an_unknown_implementation_is_a_run_error(suite: Path) -> None:
    outcome, _, _ = run(suite, "no_such_module_abc:make", profiles=["cardroom-stud"])
    assert any("cannot import module 'no_such_module_abc'" in e for e in outcome.run_errors)
    assert {s.status for s in outcome.scenarios} == {ScenarioStatus.SKIPPED}


def test_the_reference_driver_is_usable_directly() -> None:
    reply = ReferenceDriver().exchange(p.Hello())
    assert isinstance(reply, p.HelloReply)


# --------------------------------------------------------------------------- the real suite


class SwappedBringInDriver:
    """The reference engine, told the bring-in suit order backwards (spades lowest)."""

    name = "swapped bring-in"

    def __init__(self) -> None:
        self.inner = ReferenceDriver()

    def exchange(self, request: object) -> object:
        if isinstance(request, p.HandSetup) and "bring_in_suit_order" in request.parameters:
            order = list(reversed(request.parameters["bring_in_suit_order"]))
            request = request.model_copy(
                update={"parameters": {**request.parameters, "bring_in_suit_order": order}}
            )
        return self.inner.exchange(request)  # type: ignore[arg-type]

    def close(self) -> None:
        self.inner.close()


def make_swapped_bring_in() -> SwappedBringInDriver:
    return SwappedBringInDriver()


def test_a_wrong_bring_in_suit_order_is_not_certified(tmp_path: Path) -> None:
    """The suite must catch a reference engine with the bring-in suit order reversed."""
    from pokercert.certification import build_results
    from pokercert.paths import features_dir
    from pokercert.spec_loader import load_catalogue

    clear_cache()
    bring_in = sorted((features_dir() / "stud").glob("bring_in*.feature"))
    assert bring_in, "no features/stud/bring_in*.feature: the bring-in suit order is untested"
    catalogue = load_catalogue()
    profiles = [pid for pid, prof in catalogue.profiles.items() if prof.game == "seven-card-stud"]

    def certify_with(implementation: str):  # type: ignore[no-untyped-def]
        options = RunOptions(
            implementation=implementation, profiles=profiles, features=bring_in, progress=None
        )
        outcome = run_suite(options)
        target = outcome.collector.target
        assert target is not None
        return outcome, build_results(
            outcome,
            catalogue,
            profiles,
            target.identity(outcome.collector.hello),
            options,
            None,
            [],
        )

    honest, _ = certify_with("reference")
    ran = [s for s in honest.scenarios if s.status != ScenarioStatus.SKIPPED]
    assert ran, "the bring-in scenarios did not run against the reference engine"
    honest_bad = {s.id for s in honest.scenarios if s.status != ScenarioStatus.PASSED}

    broken, results = certify_with(f"{__name__}:make_swapped_bring_in")
    newly_failed = [
        s for s in broken.scenarios if s.status == ScenarioStatus.FAILED and s.id not in honest_bad
    ]
    assert newly_failed, "no bring-in scenario noticed the reversed suit order"
    assert results.verdict.value == "NOT CERTIFIED"
    failed_clauses = {c.id for c in results.clauses if c.status.value == "failed"}
    named = {cid for s in newly_failed for cid in s.clauses}
    assert named and named <= failed_clauses
    for cid in named:
        assert any(r.startswith(f"clause {cid} failed") for r in results.verdict_reasons)

    # The report of the faulty run shows, for a failing clause, expected versus actual and
    # the transcript lines that show it.
    import pypdf

    from pokercert.reports.pdf import render_report

    failing = next(s for s in newly_failed if s.expected and s.actual and s.transcript_excerpt)
    pdf = tmp_path / "report.pdf"
    render_report(results, pdf)
    text = " ".join(page.extract_text() for page in pypdf.PdfReader(pdf).pages)
    flat = " ".join(text.split())
    assert "NOT CERTIFIED" in flat
    expected = " ".join(failing.expected.split())
    actual = " ".join(failing.actual.split())
    assert f"Expected (the rule) {expected}" in flat
    assert f"Actual (the implementation) {actual}" in flat
    excerpt_line = next(line for line in failing.transcript_excerpt if len(line) > 20)
    assert " ".join(excerpt_line.split())[:40] in flat
