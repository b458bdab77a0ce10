"""Section 5, clause detail: full texts and, for each covering scenario, its proof.

For a failure the reader sees what the regulation expected, what the
implementation did, and the transcript lines that show it, so the finding
can be checked without running anything.
"""

from __future__ import annotations

from itertools import groupby

from reportlab.platypus import Flowable, Table

from pokercert.reports import styles
from pokercert.reports.layout import OutlineEntry, heading
from pokercert.reports.lines import Run, RunLines
from pokercert.reports.scope import LANGUAGES
from pokercert.reports.summary import ReportIndex, ref_anchor, source_name
from pokercert.reports.tables import kv_table
from pokercert.reports.text import (
    clause_label,
    esc,
    excerpt,
    link,
    mono_block,
    para,
    scenario_label,
)
from pokercert.results import ClauseResult, ClauseStatus, ScenarioResult, ScenarioStatus

VALUE_LIMIT = 1500  # characters of expected/actual shown inside a table cell
MONO_COLUMNS = 100
STEP_SIZE = 8.0
STEP_LEADING = 10.5
STEP_INDENT = 10.0


def _mono(text: str) -> str:
    return f'<font name="{styles.MONO_FONT}">{esc(text)}</font>'


def _steps(scenario: ScenarioResult) -> Flowable:
    """One line per step: line number, keyword, text, and the status when not passed."""
    if not scenario.steps:
        return para("<i>No steps were recorded for this scenario.</i>", styles.SMALL)
    lines: list[list[Run]] = []
    for step in scenario.steps:
        line = [
            Run(f"{step.line} ", styles.SANS_FONT, styles.MUTED),
            Run(f"{step.keyword.strip()} ", styles.BOLD_FONT, styles.INK),
            Run(" ".join(step.text.split()), styles.SANS_FONT, styles.INK),
        ]
        if step.status != "passed":
            colour = styles.GREY if step.status == "skipped" else styles.RED
            line.append(Run(f" [{step.status}]", styles.BOLD_FONT, colour))
        lines.append(line)
        if step.error:
            lines += [
                [Run(text, styles.MONO_FONT, styles.RED)]
                for text in step.error.splitlines()
                if text.strip()
            ]
    return RunLines(lines, size=STEP_SIZE, leading=STEP_LEADING, left=STEP_INDENT, space_after=3)


def _expected_actual(scenario: ScenarioResult, width: float) -> Table:
    def cell(value: str | None) -> str:
        if value is None:
            return "<i>not recorded</i>"
        shown = value if len(value) <= VALUE_LIMIT else value[:VALUE_LIMIT] + " …"
        note = (
            "<br/><i>(cut here; the full text is in results.json)</i>"
            if len(value) > VALUE_LIMIT
            else ""
        )
        return _mono(shown) + note

    table = kv_table(
        [
            ("Expected (the rule)", cell(scenario.expected)),
            ("Actual (the implementation)", cell(scenario.actual)),
        ],
        (0.22 * width, 0.78 * width),
    )
    table.setStyle(
        [("TEXTCOLOR", (0, 1), (0, 1), styles.RED), ("BOX", (0, 0), (-1, -1), 1, styles.RED)]
    )
    return table


def _scenario_block(index: ReportIndex, scenario: ScenarioResult, width: float) -> list[Flowable]:
    profile = f" · profile {esc(scenario.profile)}" if scenario.profile else ""
    story: list[Flowable] = [
        para(
            f"Scenario: <b>{esc(scenario.name)}</b> — {scenario_label(scenario.status)}<br/>"
            f'<font size="7.5">{link(scenario.id, index.scenario_anchor[scenario.id])}'
            f"{profile}</font>",
            styles.SCENARIO,
        ),
        _steps(scenario),
    ]
    failed = scenario.status in (
        ScenarioStatus.FAILED,
        ScenarioStatus.ERROR,
        ScenarioStatus.UNDEFINED,
    )
    if scenario.error:
        story.append(
            para(
                f'<font color="{styles.hex_of(styles.RED)}"><b>Error:</b></font> '
                + _mono(scenario.error),
                styles.SMALL,
            )
        )
    if failed or scenario.expected is not None or scenario.actual is not None:
        story.append(_expected_actual(scenario, width))
    ref = index.transcript_ref.get(scenario.id)
    if ref:
        where = esc(scenario.transcript) if scenario.transcript else "path not recorded"
        story.append(
            para(
                f"Transcript {link(ref, ref_anchor(ref))}: {where}, SHA-256 "
                + _mono(scenario.transcript_sha256 or "not recorded"),
                styles.SMALL,
            )
        )
    if scenario.transcript_excerpt:
        story.append(para("Transcript excerpt", styles.LABEL))
        story.append(mono_block(scenario.transcript_excerpt, MONO_COLUMNS))
    elif failed:
        story.append(
            para("<i>No transcript excerpt was recorded for this failure.</i>", styles.SMALL)
        )
    return story


def _status_note(index: ReportIndex, clause: ClauseResult, width: float) -> list[Flowable]:
    status = clause.status
    red = styles.hex_of(styles.RED)
    if status == ClauseStatus.UNCOVERED:
        return [
            para(
                f'<font color="{red}"><b>No scenario ran for this clause.</b></font> It '
                "must be proved by test, so it counts as a failure."
            )
        ]
    if status == ClauseStatus.UNSUPPORTED:
        return [
            para(
                "<b>Unsupported.</b> The implementation declares that it does not play "
                "this game or profile; the clause is not proved."
            )
        ]
    if status == ClauseStatus.NOT_APPLICABLE:
        return [para("Not applicable: the clause belongs to none of the certified profiles.")]
    if clause.id in index.checklist_ref:
        ref = index.checklist_ref[clause.id]
        return [
            para("Why not by test", styles.LABEL),
            para(esc(clause.reason or "not recorded")),
            para("What the reviewer checks", styles.LABEL),
            para(
                esc(clause.reviewer_check or "not recorded")
                + " — checklist item "
                + link(ref, ref_anchor(ref))
                + " (section 6)."
            ),
        ]
    return []


def _clause(index: ReportIndex, clause: ClauseResult, width: float) -> list[Flowable]:
    source = index.source_by_clause[clause.id]
    language = LANGUAGES.get(source.language, source.language) if source else "unknown"
    title = f"{clause.id} — {styles.CLAUSE_LABEL[clause.status]}"
    story: list[Flowable] = [
        heading(
            clause.id,
            styles.H3,
            OutlineEntry(2, title, f"o-{index.clause_anchor[clause.id]}", toc=False),
            link_name=index.clause_anchor[clause.id],
            suffix=" — " + clause_label(clause.status),
        ),
        para(
            f"Method: {esc(clause.method)} · profiles: {esc(', '.join(clause.profiles))} · "
            + link("back to the matrix", index.matrix_anchor[clause.id]),
            styles.SMALL,
        ),
        para(f"Original text ({esc(language)})", styles.LABEL),
        para(esc(clause.original), styles.QUOTE),
        para("English rendering", styles.LABEL),
        para(esc(clause.english), styles.BODY),
    ]
    story += _status_note(index, clause, width)
    scenarios = index.scenarios_for(clause)
    if scenarios:
        story.append(para(f"Covering scenarios ({len(scenarios)})", styles.LABEL))
    for scenario in scenarios:
        story += _scenario_block(index, scenario, width)
    return story


def detail_section(index: ReportIndex, width: float) -> list[Flowable]:
    story: list[Flowable] = [
        heading("5 Clause detail", styles.H1, OutlineEntry(0, "5 Clause detail", "sec5")),
        para(
            "For each clause: its full original text, our English rendering and every "
            "scenario that covers it, step by step. Failures show what was expected, what "
            "happened and the transcript lines that show it."
        ),
    ]
    for number, (source, group) in enumerate(
        groupby(index.clauses, key=lambda c: index.source_by_clause[c.id]), start=1
    ):
        title = "Source " + source_name(source)
        story.append(
            heading(
                excerpt(title, 90), styles.H2, OutlineEntry(1, excerpt(title, 90), f"sec5-{number}")
            )
        )
        for clause in group:
            story += _clause(index, clause, width)
    return story
