"""Clauses verified by "inspection+test": the observable part is tested, the rest reviewed."""

from __future__ import annotations

import pytest

from pokercert.results import ClauseStatus, ScenarioResult, ScenarioStatus
from pokercert.spec_loader import load_catalogue
from pokercert.verdict import assess_clauses

CUT = "ES-111.p1-2"  # the player before the receiver cuts a reshuffled stub
PROFILE = "es-draw-openers"


def _scenario(status: ScenarioStatus) -> ScenarioResult:
    return ScenarioResult(
        id="features/draw/reshuffle.feature:10",
        feature="features/draw/reshuffle.feature",
        line=10,
        name="who cuts",
        profile=PROFILE,
        clauses=[CUT],
        status=status,
        error=None if status == ScenarioStatus.PASSED else "expected seat 7\nactual seat 1",
        transcript=None,
    )


@pytest.mark.parametrize(
    ("ran", "expected"),
    [
        ([ScenarioStatus.FAILED], ClauseStatus.FAILED),
        ([ScenarioStatus.ERROR], ClauseStatus.FAILED),
        ([ScenarioStatus.PASSED], ClauseStatus.INSPECTION),
        ([], ClauseStatus.INSPECTION),
    ],
)
def test_a_failing_observable_part_fails_the_clause_a_passing_one_leaves_the_review(
    ran: list[ScenarioStatus], expected: ClauseStatus
) -> None:
    catalogue = load_catalogue()
    clause = catalogue.clauses[CUT]
    assert clause.verification.method.value == "inspection+test"
    (result,) = assess_clauses([clause], {}, [PROFILE], [_scenario(s) for s in ran], None)
    assert result.status == expected
    assert result.method == "inspection+test"
