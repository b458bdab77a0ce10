"""Section 4, traceability matrix: every clause, in source order, to its proof.

Each clause ID links to its detail (section 5) and each scenario to the
scenario list (annex A); the detail links back to the matrix row.
"""

from __future__ import annotations

from itertools import groupby

from reportlab.platypus import Flowable, Paragraph

from pokercert.reports import styles
from pokercert.reports.layout import OutlineEntry, heading
from pokercert.reports.summary import ReportIndex, ref_anchor, source_name
from pokercert.reports.tables import Cell, data_table
from pokercert.reports.text import anchor, clause_label, esc, excerpt, link, para, scenario_label
from pokercert.results import ClauseResult, ClauseStatus, ScenarioStatus

MAX_SCENARIOS = 40
MAX_TRANSCRIPTS = 6
ORIGINAL_EXCERPT = 260
ENGLISH_EXCERPT = 330


def _more(shown: list[str], total: int, where: str) -> list[str]:
    if total > len(shown):
        shown.append(f"<i>+{total - len(shown)} more, see {where}</i>")
    return shown


def evidence(index: ReportIndex, clause: ClauseResult) -> str:
    """Where the proof (or the missing proof) of a clause can be found."""
    status = clause.status
    if status == ClauseStatus.NOT_APPLICABLE:
        return "—"
    if clause.id in index.checklist_ref:
        ref = index.checklist_ref[clause.id]
        text = "Reviewer checklist " + link(ref, ref_anchor(ref)) + " (section 6)"
        if clause.method == "analysis":
            text += "; " + link("evaluator analysis", "sec8") + " (section 8)"
        return text
    if status == ClauseStatus.UNCOVERED:
        return "None: no scenario ran for this clause"
    parts: list[str] = []
    if status == ClauseStatus.FAILED:
        parts.append(link("Failure detail", index.clause_anchor[clause.id]) + " (section 5)")
    if status == ClauseStatus.UNSUPPORTED:
        parts.append("Declared unsupported by the implementation")
    refs = [
        index.transcript_ref[s.id]
        for s in index.scenarios_for(clause)
        if s.id in index.transcript_ref
    ]
    if refs:
        shown = [link(r, ref_anchor(r)) for r in refs[:MAX_TRANSCRIPTS]]
        parts.append("Transcripts " + ", ".join(_more(shown, len(refs), "annex C")))
    elif status != ClauseStatus.UNSUPPORTED:
        parts.append("Scenario results (no transcript recorded)")
    return "<br/>".join(parts)


def _scenarios_cell(index: ReportIndex, clause: ClauseResult) -> Paragraph:
    """Scenarios grouped by feature file: "file.feature — passed: 12, 31; FAILED: 40"."""
    scenarios = index.scenarios_for(clause)
    if not scenarios:
        return Paragraph(
            "<i>none</i>" if clause.method == "test" else "<i>not by test</i>", styles.CELL
        )
    shown = scenarios[:MAX_SCENARIOS]
    by_feature: dict[str, dict[ScenarioStatus, list[str]]] = {}
    for scenario in shown:
        by_status = by_feature.setdefault(scenario.feature, {})
        line = link(str(scenario.line), index.scenario_anchor[scenario.id])
        by_status.setdefault(scenario.status, []).append(line)
    lines = []
    for feature, by_status in by_feature.items():
        groups = "; ".join(
            scenario_label(status) + ": " + ", ".join(refs) for status, refs in by_status.items()
        )
        lines.append(f"{esc(feature)} — {groups}")
    if len(scenarios) > len(shown):
        lines.append(f"<i>+{len(scenarios) - len(shown)} more, see section 5</i>")
    return Paragraph("<br/>".join(lines), styles.CELL_WRAP)


def _row(index: ReportIndex, clause: ClauseResult) -> list[Cell]:
    clause_cell = (
        anchor(index.matrix_anchor[clause.id])
        + "<b>"
        + link(clause.id, index.clause_anchor[clause.id])
        + "</b>"
        + f'<br/><font color="{styles.hex_of(styles.MUTED)}">{esc(clause.method)}</font>'
    )
    return [
        clause_cell,
        esc(excerpt(clause.original, ORIGINAL_EXCERPT)),
        esc(excerpt(clause.english, ENGLISH_EXCERPT)),
        _scenarios_cell(index, clause),
        clause_label(clause.status),
        evidence(index, clause),
    ]


def matrix_section(index: ReportIndex, width: float) -> list[Flowable]:
    story: list[Flowable] = [
        heading(
            "4 Traceability matrix", styles.H1, OutlineEntry(0, "4 Traceability matrix", "sec4")
        ),
        para(
            "Every clause of the sources, in source order, with the scenarios that prove it and "
            "its result. Scenarios are named by feature file and the line numbers where they "
            "start, grouped by outcome. Click a clause ID for its full text and proof, a line "
            "number for the scenario list, a transcript reference for its SHA-256."
        ),
    ]
    widths = [0.09, 0.225, 0.225, 0.19, 0.10, 0.17]
    header = [
        "Clause",
        "Original text (excerpt)",
        "English rendering",
        "Scenarios",
        "Result",
        "Evidence",
    ]
    for number, (source, group) in enumerate(
        groupby(index.clauses, key=lambda c: index.source_by_clause[c.id]), start=1
    ):
        title = "Source " + source_name(source)
        story.append(heading(title, styles.H2, OutlineEntry(1, title, f"sec4-{number}")))
        story.append(
            data_table(
                header,
                [_row(index, c) for c in group],
                [w * width for w in widths],
            )
        )
    if not index.clauses:
        story.append(para("<b>The results contain no clause at all.</b>"))
    return story
