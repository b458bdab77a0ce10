"""The verdict rules, one by one: certification fails safe."""

from __future__ import annotations

import pytest
from spec_fixture import clause

from pokercert.catalogue import Clause
from pokercert.results import ClauseResult, ClauseStatus, ScenarioResult, ScenarioStatus, Verdict
from pokercert.verdict import assess_clauses, decide

SOURCE = {"CR-001": "000.txt", "CR-002": "000.txt", "CR-003": "000.txt"}


def make_clause(cid: str, method: str = "test", profiles: list[str] | None = None) -> Clause:
    return Clause.model_validate(clause(cid, method, profiles))


def scenario(
    line: int, status: ScenarioStatus, clauses: list[str], profile: str | None = "cardroom-stud"
) -> ScenarioResult:
    return ScenarioResult(
        id=f"features/stud/x.feature:{line}",
        feature="features/stud/x.feature",
        line=line,
        name=f"s{line}",
        profile=profile,
        clauses=clauses,
        status=status,
        error=None if status == ScenarioStatus.PASSED else "expected 1\nactual 2",
        transcript=None,
    )


def verdict(
    clauses: list[Clause],
    scenarios: list[ScenarioResult],
    profiles: tuple[str, ...] = ("cardroom-stud",),
    analysis: bool | None = True,
    errors: tuple[str, ...] = (),
) -> tuple[list[ClauseResult], Verdict, list[str]]:
    results = assess_clauses(clauses, SOURCE, list(profiles), scenarios, analysis)
    return results, *decide(results, scenarios, list(errors))


P, F = ScenarioStatus.PASSED, ScenarioStatus.FAILED


def test_all_passing_scenarios_certify() -> None:
    results, outcome, reasons = verdict(
        [make_clause("CR-001")], [scenario(3, P, ["CR-001"]), scenario(9, P, ["CR-001"])]
    )
    assert outcome == Verdict.CERTIFIED and reasons == []
    assert results[0].status == ClauseStatus.PASSED
    assert results[0].scenarios == ["features/stud/x.feature:3", "features/stud/x.feature:9"]


def test_one_failing_scenario_fails_the_clause_and_the_verdict() -> None:
    results, outcome, reasons = verdict(
        [make_clause("CR-001")], [scenario(3, P, ["CR-001"]), scenario(9, F, ["CR-001"])]
    )
    assert results[0].status == ClauseStatus.FAILED
    assert outcome == Verdict.NOT_CERTIFIED
    assert "scenario features/stud/x.feature:9 failed: expected 1" in reasons
    assert "clause CR-001 failed (features/stud/x.feature:9 failed (cardroom-stud))" in reasons


@pytest.mark.parametrize("status", [ScenarioStatus.ERROR, ScenarioStatus.UNDEFINED])
def test_errors_and_undefined_steps_fail(status: ScenarioStatus) -> None:
    results, outcome, _ = verdict([make_clause("CR-001")], [scenario(3, status, ["CR-001"])])
    assert results[0].status == ClauseStatus.FAILED
    assert outcome == Verdict.NOT_CERTIFIED


def test_an_uncovered_test_clause_blocks_certification() -> None:
    results, outcome, reasons = verdict(
        [make_clause("CR-001"), make_clause("CR-002")], [scenario(3, P, ["CR-001"])]
    )
    assert results[1].status == ClauseStatus.UNCOVERED
    assert outcome == Verdict.NOT_CERTIFIED
    assert reasons == ["clause CR-002 uncovered (no scenario ran for profile cardroom-stud)"]


def test_a_skipped_scenario_is_never_proof() -> None:
    results, outcome, _ = verdict(
        [make_clause("CR-001")], [scenario(3, ScenarioStatus.SKIPPED, ["CR-001"])]
    )
    assert results[0].status == ClauseStatus.UNCOVERED
    assert outcome == Verdict.NOT_CERTIFIED


def test_a_scenario_of_another_profile_does_not_cover() -> None:
    results, outcome, _ = verdict(
        [make_clause("CR-001", profiles=["cardroom-stud", "german-stud"])],
        [scenario(3, P, ["CR-001"], profile="german-stud")],
    )
    assert results[0].status == ClauseStatus.UNCOVERED
    assert outcome == Verdict.NOT_CERTIFIED


def test_each_certified_profile_needs_its_own_scenario() -> None:
    clauses = [make_clause("CR-001", profiles=["cardroom-stud", "german-stud"])]
    one = [scenario(3, P, ["CR-001"])]
    both = [*one, scenario(4, P, ["CR-001"], profile="german-stud")]
    assert verdict(clauses, one, profiles=("cardroom-stud", "german-stud"))[1] == (
        Verdict.NOT_CERTIFIED
    )
    assert verdict(clauses, both, profiles=("cardroom-stud", "german-stud"))[1] == (
        Verdict.CERTIFIED
    )
    assert verdict(clauses, one, profiles=("cardroom-stud",))[1] == Verdict.CERTIFIED


def test_unsupported_is_reported_and_blocks() -> None:
    results, outcome, reasons = verdict(
        [make_clause("CR-001")], [scenario(3, ScenarioStatus.UNSUPPORTED, ["CR-001"])]
    )
    assert results[0].status == ClauseStatus.UNSUPPORTED
    assert outcome == Verdict.NOT_CERTIFIED
    assert reasons == [
        "clause CR-001 unsupported (the implementation does not support profile cardroom-stud)"
    ]


def test_clauses_outside_the_profiles_are_not_applicable() -> None:
    results, outcome, _ = verdict(
        [make_clause("CR-001"), make_clause("CR-002", profiles=["german-stud"])],
        [scenario(3, P, ["CR-001"])],
    )
    assert results[1].status == ClauseStatus.NOT_APPLICABLE
    assert outcome == Verdict.CERTIFIED


def test_inspection_clauses_are_left_to_the_reviewer() -> None:
    results, outcome, _ = verdict(
        [make_clause("CR-001"), make_clause("CR-002", "inspection")], [scenario(3, P, ["CR-001"])]
    )
    assert results[1].status == ClauseStatus.INSPECTION
    assert results[1].reviewer_check == "look at it"
    assert outcome == Verdict.CERTIFIED


@pytest.mark.parametrize(
    ("evidence", "status", "outcome"),
    [
        (True, ClauseStatus.ANALYSIS, Verdict.CERTIFIED),
        (False, ClauseStatus.FAILED, Verdict.NOT_CERTIFIED),
        (None, ClauseStatus.FAILED, Verdict.NOT_CERTIFIED),
    ],
)
def test_analysis_clauses_stand_on_the_evidence(
    evidence: bool | None, status: ClauseStatus, outcome: Verdict
) -> None:
    results, got, _ = verdict(
        [make_clause("CR-001"), make_clause("CR-003", "analysis")],
        [scenario(3, P, ["CR-001"])],
        analysis=evidence,
    )
    assert results[1].status == status
    assert got == outcome


def test_a_run_error_alone_blocks_certification() -> None:
    _, outcome, reasons = verdict(
        [make_clause("CR-001")],
        [scenario(3, P, ["CR-001"])],
        errors=("features/stud/x.feature:12: parser error",),
    )
    assert outcome == Verdict.NOT_CERTIFIED
    assert reasons == ["run error: features/stud/x.feature:12: parser error"]


def test_a_failing_scenario_of_a_selected_profile_blocks_even_outside_its_clauses() -> None:
    _, outcome, _ = verdict(
        [make_clause("CR-001")], [scenario(3, P, ["CR-001"]), scenario(5, F, ["CR-777"])]
    )
    assert outcome == Verdict.NOT_CERTIFIED


def test_nothing_verified_is_not_certified() -> None:
    _, outcome, reasons = verdict([make_clause("CR-002", "inspection")], [])
    assert outcome == Verdict.NOT_CERTIFIED
    assert reasons == ["no clause was verified by a scenario: nothing to certify"]
