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
  error (crash, hang, broken feature file) means NOT CERTIFIED;
* passing automated evidence with inspection items not yet reviewed is
  TESTS PASSED — REVIEW PENDING; an item that fails review makes its
  profiles NOT CERTIFIED; each profile gets its own verdict by these rules;
* a subset run (tags, clauses, features, re-run failures) is a PARTIAL RUN
  with no verdict, and what it left out is "not selected", never "uncovered".
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from pokercert.catalogue import Clause, Method
from pokercert.results import (
    ClauseResult,
    ClauseStatus,
    ConflictInfo,
    ProfileVerdict,
    Proof,
    ReadingNote,
    Results,
    ReviewDecision,
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


def inspected_and_tested(
    clause_id: str, applicable: list[str], tagged: list[ScenarioResult], reason: str | None
) -> tuple[ClauseStatus, str | None]:
    """An inspection clause with a testable part: a failing scenario fails it; otherwise the
    reviewer still decides (no scenario run is not a failure: the inspection covers it)."""
    status, why = tested_clause_status(clause_id, applicable, tagged)
    if status == ClauseStatus.FAILED:
        return status, why
    return ClauseStatus.INSPECTION, reason


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
        elif method == Method.INSPECTION_AND_TEST:
            status, reason = inspected_and_tested(clause.id, applicable, tagged, reason)
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
                note=clause.note,
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


# --------------------------------------------------------------------------- how it was proven


def clause_readings(
    clause_id: str, profiles: Sequence[str], conflicts: Iterable[ConflictInfo]
) -> list[ReadingNote]:
    """The readings the certified ``profiles`` take of register entries naming the clause."""
    notes = []
    for conflict in conflicts:
        if clause_id not in conflict.clauses:
            continue
        texts = {r.get("id", ""): r.get("text", "") for r in conflict.readings}
        for resolution in conflict.resolutions:
            profile = resolution.get("profile", "")
            if profile in profiles:
                reading = resolution.get("reading", "")
                notes.append(
                    ReadingNote(
                        conflict=conflict.id,
                        profile=profile,
                        reading=reading,
                        text=texts.get(reading, "(not a listed reading)"),
                        why=resolution.get("why", ""),
                    )
                )
    return notes


def clause_proof(clause: ClauseResult, scenarios: Sequence[ScenarioResult]) -> Proof | None:
    """How a clause stands proven; None when it is not (failed, uncovered, not selected...).

    ``scenarios`` are those the clause lists.  A passed test clause whose
    profiles read an ambiguous or silent text one way is "test under reading",
    never plain "test".
    """
    if clause.status == ClauseStatus.PASSED:
        return Proof.TEST_UNDER_READING if clause.readings else Proof.TEST
    if clause.status == ClauseStatus.ANALYSIS:
        return Proof.ANALYSIS
    if clause.status == ClauseStatus.INSPECTION:
        ran = [s for s in scenarios if s.status != ScenarioStatus.SKIPPED]
        if ran and all(s.status == ScenarioStatus.PASSED for s in ran):
            return Proof.INSPECTION_AND_TEST
        return Proof.INSPECTION
    return None


def annotate_proofs(
    clause_results: Sequence[ClauseResult],
    scenarios: Sequence[ScenarioResult],
    conflicts: Sequence[ConflictInfo],
    profiles: Sequence[str],
) -> list[ClauseResult]:
    """The clause results with their reading notes and ``proof`` filled in."""
    by_id = {s.id: s for s in scenarios}
    out = []
    for clause in clause_results:
        applicable = [p for p in clause.profiles if p in profiles]
        readings = clause_readings(clause.id, applicable, conflicts)
        noted = clause.model_copy(update={"readings": readings})
        listed = [by_id[i] for i in clause.scenarios if i in by_id]
        out.append(noted.model_copy(update={"proof": clause_proof(noted, listed)}))
    return out


# --------------------------------------------------------------------------- partial runs


def partial_clauses(clause_results: Sequence[ClauseResult]) -> list[ClauseResult]:
    """A subset run proves nothing about what it left out: "uncovered" becomes "not selected".

    Analysis clauses without evidence are left out the same way; failures stay failures.
    """
    out = []
    for clause in clause_results:
        left_out = clause.status == ClauseStatus.UNCOVERED or (
            clause.method == "analysis" and clause.status == ClauseStatus.FAILED
        )
        if left_out:
            clause = clause.model_copy(
                update={"status": ClauseStatus.NOT_SELECTED, "reason": "not in this partial run"}
            )
        out.append(clause)
    return out


# --------------------------------------------------------------------------- review and profiles


def review_items(clause_results: Iterable[ClauseResult]) -> list[ClauseResult]:
    """The inspection items a reviewer must decide: clauses in scope verified by inspection."""
    return [c for c in clause_results if c.status == ClauseStatus.INSPECTION]


def latest_decisions(review: Iterable[ReviewDecision]) -> dict[str, ReviewDecision]:
    """The last decision recorded on each item (a later revision overrides an earlier one)."""
    latest: dict[str, ReviewDecision] = {}
    for decision in review:
        latest[decision.clause] = decision
    return latest


def profile_verdicts(
    clause_results: Sequence[ClauseResult],
    scenarios: Sequence[ScenarioResult],
    profiles: Sequence[str],
    run_errors: Sequence[str],
    review: Sequence[ReviewDecision],
    partial: bool,
) -> list[ProfileVerdict]:
    """One verdict per certified profile, by the same rules as the overall one."""
    index = scenarios_by_clause(scenarios)
    decisions = latest_decisions(review)
    out = []
    for profile in profiles:
        if partial:
            out.append(ProfileVerdict(profile=profile, verdict=Verdict.PARTIAL_RUN))
            continue
        reasons = [f"run error: {e}" for e in run_errors]
        mine = [c for c in clause_results if profile in c.profiles]
        passed_tests = 0
        limited = False
        for clause in mine:
            if clause.method == "test" and clause.status != ClauseStatus.NOT_APPLICABLE:
                status, why = tested_clause_status(clause.id, [profile], index.get(clause.id, []))
                if status == ClauseStatus.NOT_SUPPORTED:
                    limited = True  # outside the declared scope: never passed, never failed
                elif status != ClauseStatus.PASSED:
                    reasons.append(f"clause {clause.id} {status.value} ({why})")
                else:
                    passed_tests += 1
            elif clause.status in BLOCKING:
                reasons.append(f"clause {clause.id} {clause.status.value} ({clause.reason})")
        if not reasons and not passed_tests:
            reasons.append("no clause of this profile was verified by a scenario")
        if reasons:
            out.append(
                ProfileVerdict(profile=profile, verdict=Verdict.NOT_CERTIFIED, reasons=reasons)
            )
            continue
        items = review_items(mine)
        failed = [
            decisions[c.id]
            for c in items
            if c.id in decisions and decisions[c.id].outcome == "fail"
        ]
        pending = [c.id for c in items if c.id not in decisions]
        if failed:
            out.append(
                ProfileVerdict(
                    profile=profile,
                    verdict=Verdict.NOT_CERTIFIED,
                    reasons=[review_failure(d) for d in failed],
                )
            )
        elif pending:
            scope = [LIMITED_PENDING] if limited else []  # named before the review too
            out.append(
                ProfileVerdict(
                    profile=profile,
                    verdict=Verdict.REVIEW_PENDING,
                    reasons=[*scope, f"inspection items awaiting review: {', '.join(pending)}"],
                )
            )
        else:
            certified = Verdict.CERTIFIED_LIMITED if limited else Verdict.CERTIFIED
            out.append(ProfileVerdict(profile=profile, verdict=certified))
    return out


LIMITED_PENDING = (
    "limited scope: clauses of this profile are not supported by the implementation's "
    "declaration (see scope)"
)
"""The reason a pending profile verdict carries when its scope is limited, so that the
verdict read before the review names the scope as the verdict after it will."""


def review_failure(decision: ReviewDecision) -> str:
    remark = f": {decision.remark}" if decision.remark else ""
    return (
        f"inspection item {decision.clause} failed review by {decision.reviewer} "
        f"on {decision.date}{remark}"
    )


def evidence_failures(results: Results) -> list[str]:
    """The evidence at volume that failed: a diverging soak, a failed shuffle test.

    Evidence is added after the run (``soak --results``, ``shuffle-test
    --results``); once added, a failure is a failure of the build like any
    other and the results cannot stay certified.  A failure is read from the
    figures as well as from the ``passed`` flags, so a file whose flag says
    passed beside a diverging hand or a p-value under the significance fails.
    """
    failures = [
        f"soak {s.profile} (seed {s.seed}): {s.divergences} of {s.hands} hands diverge "
        "from the reference engine"
        for s in results.soak or []
        if not s.passed or s.divergences
    ]
    for e in results.statistics or []:
        failed = [t.name for t in e.tests if t.passed is False or _below(t.p_value, e.significance)]
        if failed or not e.passed:
            failures.append(
                f"shuffle test (seed {e.seed}, {e.decks} decks): "
                + ", ".join(failed)
                + f" below significance {e.significance:g}"
            )
    return failures


def _below(p_value: float | None, significance: float) -> bool:
    return p_value is not None and p_value < significance


def overall_verdict(
    tests_verdict: Verdict,
    tests_reasons: Sequence[str],
    per_profile: Sequence[ProfileVerdict],
    partial: bool,
    evidence: Sequence[str] = (),
) -> tuple[Verdict, list[str]]:
    """The overall verdict from the automated one, the per-profile ones and the evidence.

    Fails safe: a partial run has no verdict, any failure anywhere (failed
    evidence at volume included, see :func:`evidence_failures`) means NOT
    CERTIFIED, and unreviewed inspection items keep it at REVIEW PENDING.
    """
    reasons = list(tests_reasons)
    if partial:
        return Verdict.PARTIAL_RUN, reasons
    if tests_verdict == Verdict.NOT_CERTIFIED:
        return Verdict.NOT_CERTIFIED, reasons + list(evidence)
    if evidence:
        return Verdict.NOT_CERTIFIED, reasons + list(evidence)
    review_reasons = [
        r
        for p in per_profile
        if p.verdict not in (Verdict.CERTIFIED, Verdict.CERTIFIED_LIMITED)
        for r in p.reasons
    ]
    reasons += list(dict.fromkeys(review_reasons))
    verdicts = {p.verdict for p in per_profile}
    if Verdict.NOT_CERTIFIED in verdicts or not per_profile:
        return Verdict.NOT_CERTIFIED, reasons or ["no profile was certified"]
    if Verdict.REVIEW_PENDING in verdicts:
        return Verdict.REVIEW_PENDING, reasons
    if tests_verdict == Verdict.CERTIFIED_LIMITED:
        return Verdict.CERTIFIED_LIMITED, reasons
    return Verdict.CERTIFIED, reasons


def framed_verdict_line(verdict: Verdict, tests_verdict: Verdict, covered: Scope) -> str:
    """:func:`verdict_line`, naming the scope while the review is pending too."""
    if verdict == Verdict.REVIEW_PENDING:
        limited = ", limited scope" if tests_verdict == Verdict.CERTIFIED_LIMITED else ""
        return f"{verdict.value}{limited}: {covered.statement}"
    return verdict_line(verdict, covered)


def recomputation_problems(results: Results) -> list[str]:
    """Where a results file disagrees with its own evidence (empty when it holds together).

    Recomputes every test clause from the scenario statuses, the automated
    verdict with :func:`decide`, and the per-profile and overall verdicts.
    """
    problems = []
    profiles = [p.id for p in results.profiles]
    index = scenarios_by_clause(results.scenarios)
    partial = results.partial is not None
    for clause in results.clauses:
        if clause.method != "test" or clause.status == ClauseStatus.NOT_APPLICABLE:
            continue
        applicable = [p for p in clause.profiles if p in profiles]
        status, _ = tested_clause_status(clause.id, applicable, index.get(clause.id, []))
        if partial and status == ClauseStatus.UNCOVERED:
            status = ClauseStatus.NOT_SELECTED
        if status != clause.status:
            problems.append(
                f"clause {clause.id} is recorded {clause.status.value} but its scenarios "
                f"make it {status.value}"
            )
    run_errors = [
        r.removeprefix("run error: ")
        for r in results.verdict_reasons
        if r.startswith("run error: ")
    ]
    tests, tests_reasons = decide(results.clauses, results.scenarios, run_errors)
    if results.tests_verdict is not None and results.tests_verdict != tests:
        problems.append(
            f"the automated verdict is recorded {results.tests_verdict.value} but the "
            f"evidence gives {tests.value}"
        )
    per_profile = profile_verdicts(
        results.clauses, results.scenarios, profiles, run_errors, results.review, partial
    )
    overall, _ = overall_verdict(
        results.tests_verdict or tests,
        tests_reasons,
        per_profile,
        partial,
        evidence_failures(results),
    )
    if overall != results.verdict:
        problems.append(
            f"the verdict is recorded {results.verdict.value} "
            f"but the evidence gives {overall.value}"
        )
    recorded = {p.profile: p.verdict for p in results.profile_verdicts}
    for verdict in per_profile:
        if recorded.get(verdict.profile, verdict.verdict) != verdict.verdict:
            problems.append(
                f"profile {verdict.profile} is recorded {recorded[verdict.profile].value} but the "
                f"evidence gives {verdict.verdict.value}"
            )
    return problems


def as_development_run(
    verdict: Verdict, reasons: Sequence[str], development_reasons: Sequence[str]
) -> tuple[Verdict, list[str]]:
    """A development run is never a certificate: what would have passed says so instead.

    A failing development run stays NOT CERTIFIED (the failures are what a
    studio needs to see) and a partial run keeps "no verdict"; any other
    becomes DEVELOPMENT RUN with the reasons.
    """
    if not development_reasons or verdict in (Verdict.NOT_CERTIFIED, Verdict.PARTIAL_RUN):
        return verdict, list(reasons)
    return Verdict.DEVELOPMENT_RUN, [
        *reasons,
        *(f"development run: {why}" for why in development_reasons),
    ]
