"""Evidence at volume joins only its own build's results, and a failure there is a failure.

``soak --results`` and ``shuffle-test --results`` add their evidence to a
certify run's results.json.  Evidence of another build (or of a plain
generator) must not slip in, and failed evidence must not sit in the annex of
a certificate that still reads CERTIFIED.
"""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from pokercert.certification import render_results
from pokercert.commands._evidence import MeasuredBuild, append_to_results
from pokercert.results import Results, Verdict
from pokercert.soak.evidence import SoakEvidence
from pokercert.verdict import evidence_failures, overall_verdict, recomputation_problems

FIXTURES = Path(__file__).parent / "fixtures"
REFERENCE = MeasuredBuild("reference", []).fingerprint


def _certified(tmp_path: Path) -> Path:
    """The full reference run, reviewed to CERTIFIED, as the reference's own results."""
    from pokercert.commands.review import apply_review
    from pokercert.verdict import review_items

    results = Results.model_validate_json(
        gzip.decompress((FIXTURES / "full_run_results.json.gz").read_bytes())
    )
    decisions: list[tuple[str, str, str | None]] = [
        (c.id, "pass", None) for c in review_items(results.clauses)
    ]
    results = apply_review(results, decisions, "A. Inspector", "2026-11-27")
    implementation = results.implementation.model_copy(update={"fingerprint": REFERENCE})
    results = results.model_copy(update={"implementation": implementation})
    assert results.verdict == Verdict.CERTIFIED
    path = tmp_path / "results.json"
    path.write_text(render_results(results), encoding="utf-8")
    return path


def _soak(passed: bool, fingerprint: str | None = REFERENCE) -> SoakEvidence:
    return SoakEvidence(
        implementation="reference",
        profile="cardroom-stud",
        game="seven-card-stud",
        seed=3,
        hands=200,
        actions=2000,
        truncated_hands=0,
        irregularity_rate=0.0,
        irregularities=[],
        divergences=0 if passed else 2,
        first_divergences=[],
        passed=passed,
        fingerprint=fingerprint,
    )


def test_passing_evidence_keeps_the_certificate(tmp_path: Path) -> None:
    path = _certified(tmp_path)
    append_to_results(path, "soak", _soak(passed=True))
    results = Results.model_validate_json(path.read_bytes())
    assert results.verdict == Verdict.CERTIFIED and results.revision == 2
    assert results.soak and results.soak[0].passed
    assert recomputation_problems(results) == []


def test_failed_evidence_withdraws_the_certificate_in_a_new_revision(tmp_path: Path) -> None:
    path = _certified(tmp_path)
    append_to_results(path, "soak", _soak(passed=False))
    results = Results.model_validate_json(path.read_bytes())
    assert results.verdict == Verdict.NOT_CERTIFIED
    assert results.verdict_text.startswith("NOT CERTIFIED")
    assert any("2 of 200 hands diverge" in r for r in results.verdict_reasons)
    assert results.revision == 3 and results.revisions[-1].summary.endswith("NOT CERTIFIED")
    assert recomputation_problems(results) == []  # the recorded verdict is what the evidence gives
    # and a results file that hides the failure again no longer holds together
    forged = results.model_copy(update={"verdict": Verdict.CERTIFIED})
    assert any("evidence gives NOT CERTIFIED" in p for p in recomputation_problems(forged))


@pytest.mark.parametrize("fingerprint", [None, "0" * 64])
def test_evidence_of_another_build_is_refused(tmp_path: Path, fingerprint: str | None) -> None:
    path = _certified(tmp_path)
    before = path.read_bytes()
    with pytest.raises(ValueError, match="another build"):
        append_to_results(path, "soak", _soak(passed=True, fingerprint=fingerprint))
    assert path.read_bytes() == before


def test_a_failure_anywhere_in_the_evidence_is_a_reason() -> None:
    results = Results.model_validate_json((FIXTURES / "report_results.json").read_bytes())
    assert evidence_failures(results) == []
    failing = results.model_copy(update={"soak": [_soak(passed=False)]})
    (reason,) = evidence_failures(failing)
    assert "soak cardroom-stud (seed 3)" in reason
    verdict, reasons = overall_verdict(Verdict.CERTIFIED, [], [], False, [reason])
    assert verdict == Verdict.NOT_CERTIFIED and reasons == [reason]


def test_a_passed_flag_beside_failing_figures_is_a_failure() -> None:
    """The flags are read with the figures they summarise, never instead of them."""
    results = Results.model_validate_json((FIXTURES / "report_results.json").read_bytes())
    flagged = _soak(passed=True).model_copy(update={"divergences": 2})
    (reason,) = evidence_failures(results.model_copy(update={"soak": [flagged]}))
    assert "2 of 200 hands diverge" in reason


def test_the_fingerprint_follows_the_artifacts(tmp_path: Path) -> None:
    build = tmp_path / "engine.bin"
    build.write_bytes(b"build 1")
    first = MeasuredBuild("reference", [build]).fingerprint
    build.write_bytes(b"build 2")
    assert MeasuredBuild("reference", [build]).fingerprint != first
