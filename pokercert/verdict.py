"""The verdict: from scenario outcomes to clause statuses to CERTIFIED or NOT CERTIFIED.

Pure functions, so the rules a regulator reads in the report are the rules
the code applies, and each one is unit-tested:

* a clause verified by ``test`` is passed only when, for every certified
  profile it belongs to, at least one scenario ran for that profile and every
  such scenario passed;
* a failed, errored or undefined scenario fails its clauses; a scenario the
  implementation does not support makes them unsupported; no scenario at all
  leaves them uncovered; a skipped scenario proves nothing;
* ``analysis`` clauses stand on the analysis evidence, ``inspection`` clauses
  are left to a human reviewer and do not block the verdict;
* a scenario that needs a capability the implementation did not declare is
  ``not-supported``, and so are its clauses: never passed, and the verdict
  names the reduced scope ("CERTIFIED, LIMITED SCOPE");
* any failed, uncovered or unsupported clause, any bad scenario and any run
  error (crash, hang, broken feature file) means NOT CERTIFIED.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from pokercert.catalogue import Clause, Method
from pokercert.results import (
    ClauseResult,
    ClauseStatus,
    ScenarioResult,
    ScenarioStatus,
    Scope,
    Verdict,
)

BAD_SCENARIO = frozenset({ScenarioStatus.FAILED, ScenarioStatus.ERROR, ScenarioStatus.UNDEFINED})
BLOCKING = (ClauseStatus.FAILED, ClauseStatus.UNSUPPORTED, ClauseStatus.UNCOVERED)
"""Clause statuses that prevent certification, most serious first."""


def scenarios_by_clause(scenarios: Iterable[ScenarioResult]) -> dict[str, list[ScenarioResult]]:
    index: dict[str, list[ScenarioResult]] = {}
    for scenario in scenarios:
        for clause_id in scenario.clauses:
            index.setdefault(clause_id, []).append(scenario)
    return index


def tested_clause_status(
    clause_id: str, profiles: Sequence[str], scenarios: Sequence[ScenarioResult]
) -> tuple[ClauseStatus, str | None]:
    """Status of a ``test`` clause over the certified ``profiles`` it belongs to.

    ``scenarios`` are those tagged with the clause (any profile, any status).
    """
    bad: list[str] = []
    unsupported: list[str] = []
    uncovered: list[str] = []
    not_supported: list[str] = []
    for profile in profiles:
        ran = [s for s in scenarios if s.profile == profile and s.status != ScenarioStatus.SKIPPED]
        if any(s.status in BAD_SCENARIO for s in ran):
            bad.extend(
                f"{s.id} {s.status.value} ({profile})" for s in ran if s.status in BAD_SCENARIO
            )
        elif any(s.status == ScenarioStatus.UNSUPPORTED for s in ran):
            unsupported.append(profile)
        elif not ran:
            uncovered.append(profile)
        elif any(s.status == ScenarioStatus.NOT_SUPPORTED for s in ran):
            not_supported.extend(
                f"{s.id} needs {s.missing_capability or 'an undeclared capability'} ({profile})"
                for s in ran
                if s.status == ScenarioStatus.NOT_SUPPORTED
            )
    if bad:
        return ClauseStatus.FAILED, "; ".join(bad)
    if unsupported:
        return ClauseStatus.UNSUPPORTED, (
            "the implementation does not support profile " + ", ".join(unsupported)
        )
    if uncovered:
        return ClauseStatus.UNCOVERED, "no scenario ran for profile " + ", ".join(uncovered)
    if not_supported:
        return ClauseStatus.NOT_SUPPORTED, (
            "not supported by the implementation: " + "; ".join(not_supported)
        )
    return ClauseStatus.PASSED, None


def assess_clauses(
    clauses: Iterable[Clause],
    source_of: Mapping[str, str],
    selected_profiles: Sequence[str],
    scenarios: Sequence[ScenarioResult],
    analysis_passed: bool | None,
) -> list[ClauseResult]:
    """One :class:`ClauseResult` per clause, in catalogue order.

    ``analysis_passed`` is None when no analysis evidence was produced
    (``--no-evaluator``): an ``analysis`` clause of a certified profile then
    fails, because nothing proves it.
    """
    selected = set(selected_profiles)
    index = scenarios_by_clause(scenarios)
    results = []
    for clause in clauses:
        method = clause.verification.method
        applicable = [pid for pid in clause.profiles if pid in selected]
        tagged = index.get(clause.id, [])
        reason = clause.verification.reason
        if not applicable:
            status = ClauseStatus.NOT_APPLICABLE
        elif method == Method.INSPECTION:
            status = ClauseStatus.INSPECTION
        elif method == Method.ANALYSIS:
            if analysis_passed:
                status = ClauseStatus.ANALYSIS
            else:
                status = ClauseStatus.FAILED
                reason = (
                    "the analysis evidence failed"
                    if analysis_passed is False
                    else "no analysis evidence was produced (run with --evaluator)"
                )
        else:
            status, reason = tested_clause_status(clause.id, applicable, tagged)
        results.append(
            ClauseResult(
                id=clause.id,
                source=source_of.get(clause.id, ""),
                method=method.value,
                status=status,
                scenarios=sorted({s.id for s in tagged if s.profile in applicable}),
                reason=reason,
                reviewer_check=clause.verification.reviewer_check,
                original=clause.original,
                english=clause.english,
                profiles=list(clause.profiles),
            )
        )
    return results


def decide(
    clause_results: Sequence[ClauseResult],
    scenarios: Sequence[ScenarioResult],
    run_errors: Sequence[str],
) -> tuple[Verdict, list[str]]:
    """The verdict and the reasons for it (empty only when CERTIFIED)."""
    reasons = [f"run error: {error}" for error in run_errors]
    for scenario in scenarios:
        if scenario.status in BAD_SCENARIO:
            detail = f": {first_line(scenario.error)}" if scenario.error else ""
            reasons.append(f"scenario {scenario.id} {scenario.status.value}{detail}")
    for status in BLOCKING:
        for clause in clause_results:
            if clause.status == status:
                detail = f" ({clause.reason})" if clause.reason else ""
                reasons.append(f"clause {clause.id} {status.value}{detail}")
    tested = [c for c in clause_results if c.status == ClauseStatus.PASSED]
    if not reasons and not tested:
        reasons.append("no clause was verified by a scenario: nothing to certify")
    if reasons:
        return Verdict.NOT_CERTIFIED, reasons
    if any(c.status == ClauseStatus.NOT_SUPPORTED for c in clause_results):
        return Verdict.CERTIFIED_LIMITED, reasons
    return Verdict.CERTIFIED, reasons


GAME_NAMES = {
    "seven-card-stud": "seven-card stud",
    "2-7-triple-draw": "2-7 triple draw",
    "five-card-draw": "five-card draw with openers",
}


def scope(
    clause_results: Sequence[ClauseResult],
    scenarios: Sequence[ScenarioResult],
    profiles: Sequence[str],
    game_of: Mapping[str, str],
) -> Scope:
    """What the verdict covers: games, profiles, and the capabilities left out, if any."""
    games = sorted({game_of[pid] for pid in profiles if pid in game_of})
    without = sorted(
        {
            s.missing_capability
            for s in scenarios
            if s.status == ScenarioStatus.NOT_SUPPORTED and s.missing_capability
        }
    )
    not_supported = [c.id for c in clause_results if c.status == ClauseStatus.NOT_SUPPORTED]
    statement = ", ".join(GAME_NAMES.get(g, g) for g in games)
    statement += f" ({', '.join(profiles)} profile{'s' if len(profiles) != 1 else ''})"
    if not_supported:
        statement += ", without " + (", ".join(without) or "some capabilities")
    return Scope(
        limited=bool(not_supported),
        statement=statement,
        games=games,
        profiles=list(profiles),
        without=without,
        not_supported_clauses=not_supported,
    )


def verdict_line(verdict: Verdict, covered: Scope) -> str:
    """The verdict as the report and the console print it: a limited scope is always named."""
    if verdict == Verdict.CERTIFIED_LIMITED:
        return f"CERTIFIED, limited scope: {covered.statement}"
    if verdict == Verdict.CERTIFIED:
        return f"CERTIFIED: {covered.statement}"
    return verdict.value


def first_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else text


def as_development_run(
    verdict: Verdict, reasons: Sequence[str], development_reasons: Sequence[str]
) -> tuple[Verdict, list[str]]:
    """A development run is never a certificate: what would have passed says so instead.

    A failing development run stays NOT CERTIFIED (the failures are what a
    studio needs to see); a passing one becomes DEVELOPMENT RUN with the reasons.
    """
    if not development_reasons or verdict == Verdict.NOT_CERTIFIED:
        return verdict, list(reasons)
    return Verdict.DEVELOPMENT_RUN, [
        *reasons,
        *(f"development run: {why}" for why in development_reasons),
    ]
