"""Section 5, traceability matrix: every clause, in source order, to its proof.

One compact row per clause: how it was proven, how many scenarios by
outcome, the first scenario IDs (linked to report.html) and the result.  An
unproved clause links to its finding in section 2, which links back.
"""

from __future__ import annotations

from itertools import groupby

from reportlab.platypus import Flowable, Paragraph

from pokercert.reports import styles
from pokercert.reports.layout import OutlineEntry, heading
from pokercert.reports.summary import ReportIndex, ref_anchor, source_name
from pokercert.reports.tables import Cell, data_table
from pokercert.reports.text import (
    anchor,
    clause_label,
    esc,
    excerpt,
    html_link,
    link,
    para,
    proof_label,
    scenario_label,
)
from pokercert.results import ClauseResult, ClauseStatus, ScenarioStatus

MAX_SCENARIOS = 6  # scenario IDs named per clause; report.html has them all
ORIGINAL_EXCERPT = 150
ENGLISH_EXCERPT = 150
TOC_WIDTH = 72  # characters of a source's title in the contents, clear of its page number


def evidence(index: ReportIndex, clause: ClauseResult) -> str:
    """Where the proof (or the missing proof) of a clause can be found."""
    status = clause.status
    if status == ClauseStatus.NOT_APPLICABLE:
        return "—"
    if clause.id in index.checklist_ref:
        ref = index.checklist_ref[clause.id]
        text = "checklist " + link(ref, ref_anchor(ref))
        if clause.method == "analysis":
            text += "; " + link("evaluator", "sec8")
        return text
    if status == ClauseStatus.UNCOVERED:
        return "none: no scenario ran"
    if status in (ClauseStatus.FAILED, ClauseStatus.UNSUPPORTED):
        return link("finding", index.clause_anchor[clause.id]) + " (section 2)"
    return ""


def _scenarios_cell(index: ReportIndex, clause: ClauseResult) -> str:
    """Counts by outcome, then feature files with line numbers linked to report.html."""
    scenarios = index.scenarios_for(clause)
    if not scenarios:
        return "<i>none</i>" if clause.method == "test" else "<i>not by test</i>"
    tally: dict[ScenarioStatus, int] = {}
    for scenario in scenarios:
        tally[scenario.status] = tally.get(scenario.status, 0) + 1
    counts = ", ".join(f"{n} {scenario_label(status, index.lang)}" for status, n in tally.items())
    bad_first = sorted(scenarios, key=lambda s: s.status == ScenarioStatus.PASSED)
    by_feature: dict[str, list[str]] = {}
    for scenario in bad_first[:MAX_SCENARIOS]:
        name = scenario.feature.rsplit("/", 1)[-1].removesuffix(".feature")
        by_feature.setdefault(name, []).append(html_link(str(scenario.line), scenario.id))
    shown = "; ".join(f"{esc(name)} {', '.join(lines)}" for name, lines in by_feature.items())
    more = len(scenarios) - min(len(scenarios), MAX_SCENARIOS)
    return f"{counts}<br/>{shown}" + (f" +{more}" if more else "")


def _row(index: ReportIndex, clause: ClauseResult) -> list[Cell]:
    clause_cell = (
        anchor(index.matrix_anchor[clause.id])
        + "<b>"
        + (
            link(clause.id, index.clause_anchor[clause.id])
            if index.clause_anchor[clause.id] != index.matrix_anchor[clause.id]
            else esc(clause.id)
        )
        + "</b>"
    )
    result = clause_label(clause.status, lang=index.lang)
    extra = evidence(index, clause)
    return [
        Paragraph(clause_cell, styles.CELL_PATH),
        Paragraph(esc(excerpt(clause.original, ORIGINAL_EXCERPT)), styles.CELL_SMALL),
        Paragraph(esc(excerpt(clause.english, ENGLISH_EXCERPT)), styles.CELL_SMALL),
        proof_label(clause, index.lang),
        Paragraph(_scenarios_cell(index, clause), styles.CELL_SMALL),
        result + (f"<br/>{extra}" if extra else ""),
    ]


def matrix_section(index: ReportIndex, width: float) -> list[Flowable]:
    title = index.t("5 Traceability matrix")
    story: list[Flowable] = [
        heading(title, styles.H1, OutlineEntry(0, title, "sec4")),
        para(
            "Every clause of the sources, in source order, with how it was proven, the "
            "scenarios that prove it and its result. \u201cTest under reading\u201d names the "
            "conflict-register entries (section 7) whose reading the proof rests on. Scenario IDs "
            "link to their step-by-step proof in report.html; a clause ID links to its finding "
            "(section 2) when it is not proved."
        ),
    ]
    widths = [0.09, 0.26, 0.26, 0.10, 0.18, 0.11]
    header = [
        index.t("Clause"),
        index.t("Original text"),
        index.t("English rendering"),
        index.t("Proof"),
        index.t("Scenarios"),
        index.t("Result"),
    ]
    for number, (source, group) in enumerate(
        groupby(index.clauses, key=lambda c: index.source_by_clause[c.id]), start=1
    ):
        title = "Source " + source_name(source)
        listed = title if len(title) <= TOC_WIDTH else title[: TOC_WIDTH - 1].rstrip() + "…"
        story.append(heading(title, styles.H2, OutlineEntry(1, listed, f"sec4-{number}")))
        story.append(
            data_table(
                [esc(h) for h in header],
                [_row(index, c) for c in group],
                [w * width for w in widths],
            )
        )
    if not index.clauses:
        story.append(para("<b>The results contain no clause at all.</b>"))
    return story
