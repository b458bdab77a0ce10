"""Pure facts derived from a Results object: ordering, cross-references and counts.

The sections of the report only lay these facts out.  Keeping the counting
and cross-referencing here (no reportlab) makes it testable on its own and
guarantees that the matrix, the summary and the checklist agree.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from pokercert.results import (
    ClauseResult,
    ClauseStatus,
    Results,
    ScenarioResult,
    ScenarioStatus,
    SourceInfo,
    Verdict,
)
from pokercert.translations import tr

METHODS: tuple[str, ...] = ("test", "inspection", "analysis", "inspection+test")
NOT_PROVED: frozenset[ClauseStatus] = frozenset(
    {ClauseStatus.FAILED, ClauseStatus.UNCOVERED, ClauseStatus.UNSUPPORTED}
)
UNKNOWN_SOURCE = "(unknown source)"
BAD_SCENARIO: frozenset[ScenarioStatus] = frozenset(
    {ScenarioStatus.FAILED, ScenarioStatus.ERROR, ScenarioStatus.UNDEFINED}
)


def has_detail(clause: ClauseResult) -> bool:
    """Only unproved clauses get a detail block in the PDF; the rest are in report.html."""
    return clause.status in NOT_PROVED


@dataclass(frozen=True)
class ReportIndex:
    """Everything the sections need to cross-reference one another."""

    results: Results
    clauses: list[ClauseResult]  # source order
    scenario_by_id: dict[str, ScenarioResult]
    source_by_clause: dict[str, SourceInfo | None]
    clause_anchor: dict[str, str]  # finding in section 2, else the matrix row
    matrix_anchor: dict[str, str]  # matrix row (section 5)
    transcript_ref: dict[str, str]  # scenario id -> "TR-001", named beside each failure
    checklist_ref: dict[str, str]  # clause id -> "R-01" (section 6)
    problems: list[str] = field(default_factory=list)
    lang: str = "en"

    def t(self, text: str) -> str:
        """``text`` in the report's language (English when there is no translation)."""
        return tr(self.lang, text)

    def failures(self) -> list[ScenarioResult]:
        """Scenarios that failed, errored or have an undefined step, in run order."""
        return [s for s in self.results.scenarios if s.status in BAD_SCENARIO]

    def findings(self) -> list[ClauseResult]:
        """Clauses in scope that are not proved: the ones section 2 details."""
        return [c for c in self.clauses if has_detail(c)]

    def scenarios_for(self, clause: ClauseResult) -> list[ScenarioResult]:
        """Scenarios that cover a clause: those it lists, then any tagged with it."""
        ids = list(clause.scenarios)
        for scenario in self.results.scenarios:
            if clause.id in scenario.clauses and scenario.id not in ids:
                ids.append(scenario.id)
        return [self.scenario_by_id[i] for i in ids if i in self.scenario_by_id]

    def checklist(self) -> list[ClauseResult]:
        """Inspection and analysis clauses in scope, in checklist order."""
        return [c for c in self.clauses if c.id in self.checklist_ref]


def _find_source(results: Results, key: str) -> SourceInfo | None:
    for source in results.sources:
        if key in (source.id, source.file):
            return source
    return None


def build_index(results: Results, lang: str = "en") -> ReportIndex:
    """Order the clauses by source and number every cross-reference target."""
    source_rank = {s.id: n for n, s in enumerate(results.sources)}
    source_by_clause = {c.id: _find_source(results, c.source) for c in results.clauses}

    def rank(item: tuple[int, ClauseResult]) -> tuple[int, int]:
        position, clause = item
        source = source_by_clause[clause.id]
        return (source_rank[source.id] if source else len(source_rank), position)

    clauses = [c for _, c in sorted(enumerate(results.clauses), key=rank)]
    transcripts = [s for s in results.scenarios if s.transcript or s.transcript_sha256]
    checklist = [
        c
        for c in clauses
        if c.method in ("inspection", "analysis", "inspection+test")
        and c.status != ClauseStatus.NOT_APPLICABLE
    ]
    matrix_anchor = {c.id: f"m{n}" for n, c in enumerate(clauses, 1)}
    return ReportIndex(
        results=results,
        clauses=clauses,
        scenario_by_id={s.id: s for s in results.scenarios},
        source_by_clause=source_by_clause,
        clause_anchor={
            c.id: f"c{n}" if has_detail(c) else matrix_anchor[c.id]
            for n, c in enumerate(clauses, 1)
        },
        matrix_anchor=matrix_anchor,
        transcript_ref={s.id: f"TR-{n:03d}" for n, s in enumerate(transcripts, 1)},
        checklist_ref={c.id: f"R-{n:02d}" for n, c in enumerate(checklist, 1)},
        problems=consistency_problems(results),
        lang=lang,
    )


def ref_anchor(ref: str) -> str:
    """Anchor name of a numbered reference such as TR-001 or R-01."""
    return ref.lower().replace("-", "")


def source_name(source: SourceInfo | None) -> str:
    return f"{source.id} {source.title}" if source else UNKNOWN_SOURCE


# --- counts -----------------------------------------------------------------------------------

StatusCounts = dict[ClauseStatus, int]


def _counts(clauses: list[ClauseResult]) -> StatusCounts:
    tally = Counter(c.status for c in clauses)
    return {status: tally.get(status, 0) for status in ClauseStatus}


def counts_by_method(index: ReportIndex) -> dict[str, StatusCounts]:
    return {m: _counts([c for c in index.clauses if c.method == m]) for m in METHODS}


def counts_by_source(index: ReportIndex) -> dict[str, StatusCounts]:
    """Rows keyed by source name, in the order of ``results.sources``."""
    rows: dict[str, StatusCounts] = {}
    for source in index.results.sources:
        mine = [c for c in index.clauses if index.source_by_clause[c.id] is source]
        rows[source_name(source)] = _counts(mine)
    orphans = [c for c in index.clauses if index.source_by_clause[c.id] is None]
    if orphans:
        rows[UNKNOWN_SOURCE] = _counts(orphans)
    return rows


def counts_by_profile(index: ReportIndex) -> dict[str, StatusCounts]:
    """Rows keyed by the id of each certified profile (a clause counts in each of its profiles)."""
    return {
        p.id: _counts([c for c in index.clauses if p.id in c.profiles])
        for p in index.results.profiles
    }


def scenario_counts(results: Results) -> dict[ScenarioStatus, int]:
    tally = Counter(s.status for s in results.scenarios)
    return {status: tally.get(status, 0) for status in ScenarioStatus}


# --- consistency ------------------------------------------------------------------------------


def consistency_problems(results: Results) -> list[str]:
    """Contradictions inside results.json that a reader must be warned about.

    The report never repairs the results; it shows them as recorded and says
    plainly where they do not add up.
    """
    problems: list[str] = []
    clause_ids = [c.id for c in results.clauses]
    duplicated = sorted(i for i, n in Counter(clause_ids).items() if n > 1)
    if duplicated:
        problems.append("Clause IDs listed more than once: " + ", ".join(duplicated) + ".")
    scenario_ids = {s.id for s in results.scenarios}
    known_clauses = set(clause_ids)
    for clause in results.clauses:
        missing = [s for s in clause.scenarios if s not in scenario_ids]
        if missing:
            problems.append(
                f"Clause {clause.id} refers to scenarios absent from the results: "
                + ", ".join(missing)
                + "."
            )
        if _find_source(results, clause.source) is None:
            problems.append(f"Clause {clause.id} names an unknown source {clause.source!r}.")
    for scenario in results.scenarios:
        unknown = [c for c in scenario.clauses if c not in known_clauses]
        if unknown:
            problems.append(
                f"Scenario {scenario.id} is tagged with clauses absent from the results: "
                + ", ".join(unknown)
                + "."
            )
    if results.verdict in (Verdict.CERTIFIED, Verdict.CERTIFIED_LIMITED, Verdict.REVIEW_PENDING):
        not_proved = [c.id for c in results.clauses if c.status in NOT_PROVED]
        if not_proved:
            problems.append(
                f"The recorded verdict is {results.verdict.value}, yet these clauses failed, "
                "were not covered or are unsupported: " + ", ".join(not_proved) + "."
            )
    elif results.verdict == Verdict.NOT_CERTIFIED and not results.verdict_reasons:
        problems.append("The recorded verdict is NOT CERTIFIED but no reason is given.")
    return problems
