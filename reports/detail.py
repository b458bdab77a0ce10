"""Section 2, failures: each unproved clause with its full texts and the failing proofs.

For a failure the reader sees what the regulation expected, what the
implementation did, the data tables of the steps (cards, stakes, actions)
and the transcript lines that show it, so the finding can be checked
without running anything.  Passing scenarios are named and linked to their
step-by-step proof in report.html; they do not fill pages here.
"""

from __future__ import annotations

from itertools import groupby

from reportlab.platypus import Flowable, Table

from pokercert.reports import styles
from pokercert.reports.layout import OutlineEntry, heading
from pokercert.reports.lines import Run, RunLines
from pokercert.reports.scope import LANGUAGES
from pokercert.reports.summary import ReportIndex, ref_anchor, source_name
from pokercert.reports.tables import data_table, kv_table
from pokercert.reports.text import (
    clause_label,
    esc,
    excerpt,
    html_link,
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


TABLE_ROWS = 14  # rows of a step's data table shown; the rest are in report.html


def _step_table(rows: list[list[str]], width: float) -> Flowable:
    shown = rows[: TABLE_ROWS + 1]
    body = [[esc(cell) for cell in row] for row in shown[1:]]
    if len(rows) > len(shown):
        body.append(
            [f"<i>+{len(rows) - len(shown)} more rows in report.html</i>"]
            + [""] * (len(rows[0]) - 1)
        )
    columns = max(1, len(rows[0]))
    usable = width - STEP_INDENT
    return data_table(
        [esc(cell) for cell in rows[0]], body, [usable / columns] * columns, style=styles.CELL
    )


def _steps(scenario: ScenarioResult, width: float = 480.0) -> list[Flowable]:
    """One line per step, its data table under it, and the status when not passed."""
    if not scenario.steps:
        return [para("<i>No steps were recorded for this scenario.</i>", styles.SMALL)]
    story: list[Flowable] = []
    lines: list[list[Run]] = []

    def flush() -> None:
        if lines:
            story.append(
                RunLines(
                    list(lines),
                    size=STEP_SIZE,
                    leading=STEP_LEADING,
                    left=STEP_INDENT,
                    space_after=3,
                )
            )
            lines.clear()

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
        if step.table:
            flush()
            story.append(_step_table(step.table, width))
    flush()
    return story


def _expected_actual(index: ReportIndex, scenario: ScenarioResult, width: float) -> Table:
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
            (esc(index.t("Expected (the rule)")), cell(scenario.expected)),
            (esc(index.t("Actual (the implementation)")), cell(scenario.actual)),
        ],
        (0.22 * width, 0.78 * width),
    )
    table.setStyle(
        [("TEXTCOLOR", (0, 1), (0, 1), styles.RED), ("BOX", (0, 0), (-1, -1), 1, styles.RED)]
    )
    return table


def scenario_block(index: ReportIndex, scenario: ScenarioResult, width: float) -> list[Flowable]:
    """A scenario's proof: steps with their data tables, error, expected/actual, transcript."""
    profile = f" · profile {esc(scenario.profile)}" if scenario.profile else ""
    story: list[Flowable] = [
        para(
            f"{esc(index.t('Scenario'))}: <b>{esc(scenario.name)}</b> — "
            f"{scenario_label(scenario.status, index.lang)}<br/>"
            f'<font size="7.5">{html_link(scenario.id, scenario.id)}'
            f"{profile}</font>",
            styles.SCENARIO,
        ),
        *_steps(scenario, width),
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
        story.append(_expected_actual(index, scenario, width))
    ref = index.transcript_ref.get(scenario.id)
    if ref:
        where = esc(scenario.transcript) if scenario.transcript else "path not recorded"
        story.append(
            para(
                f"{esc(index.t('Transcript'))} {esc(ref)}: {where}, SHA-256 "
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


def clause_texts(index: ReportIndex, clause: ClauseResult) -> list[Flowable]:
    """The clause in its original language with the English rendering beside it."""
    source = index.source_by_clause[clause.id]
    language = LANGUAGES.get(source.language, source.language) if source else "unknown"
    story = [
        para(f"{esc(index.t('Original text'))} ({esc(index.t(language))})", styles.LABEL),
        para(esc(clause.original), styles.QUOTE),
        para(esc(index.t("English rendering")), styles.LABEL),
        para(esc(clause.english), styles.BODY),
    ]
    if clause.note:
        story.append(para(f"<i>Note:</i> {esc(clause.note)}", styles.SMALL))
    for note in clause.readings:
        story.append(
            para(
                f"<b>{esc(index.t('Reading'))} {esc(note.reading)} of {esc(note.conflict)}</b> "
                f"({esc(note.profile)}): {esc(excerpt(note.text, 500))} <i>— "
                f"{esc(excerpt(note.why, 400))}</i>",
                styles.SMALL,
            )
        )
    return story


def _clause(index: ReportIndex, clause: ClauseResult, width: float) -> list[Flowable]:
    title = f"{clause.id} — {styles.CLAUSE_LABEL[clause.status]}"
    story: list[Flowable] = [
        heading(
            clause.id,
            styles.H3,
            OutlineEntry(2, title, f"o-{index.clause_anchor[clause.id]}", toc=False),
            link_name=index.clause_anchor[clause.id],
            suffix=" — " + clause_label(clause.status, lang=index.lang),
        ),
        para(
            f"Method: {esc(clause.method)} · profiles: {esc(', '.join(clause.profiles))} · "
            + link("back to the matrix", index.matrix_anchor[clause.id]),
            styles.SMALL,
        ),
        *clause_texts(index, clause),
    ]
    story += _status_note(index, clause, width)
    scenarios = index.scenarios_for(clause)
    bad = [s for s in scenarios if s.status in BAD]
    good = [s for s in scenarios if s.status not in BAD]
    if good:
        story.append(
            para(
                f"Other scenarios of this clause ({len(good)}, proof in report.html): "
                + ", ".join(
                    html_link(s.id, s.id) + " " + scenario_label(s.status, index.lang)
                    for s in good[:12]
                )
                + (f" and {len(good) - 12} more" if len(good) > 12 else ""),
                styles.SMALL,
            )
        )
    for scenario in bad:
        story += scenario_block(index, scenario, width)
    return story


BAD = (ScenarioStatus.FAILED, ScenarioStatus.ERROR, ScenarioStatus.UNDEFINED)


def first_failure(index: ReportIndex, width: float) -> list[Flowable]:
    """The first failed scenario, compact, for the summary page.

    The clause texts, expected and actual, then the steps with their data
    tables; the transcript excerpt is in section 2.
    """
    failures = index.failures()
    if not failures:
        return []
    scenario = failures[0]
    clauses = [c for c in index.clauses if c.id in scenario.clauses]
    story: list[Flowable] = [para(f"<b>{esc(index.t('First failure'))}</b>", styles.BODY)]
    if clauses:
        clause = clauses[0]
        source = index.source_by_clause[clause.id]
        language = LANGUAGES.get(source.language, source.language) if source else "unknown"
        story.append(
            para(
                f"<b>{link(clause.id, index.clause_anchor[clause.id])}</b> — "
                + clause_label(clause.status, lang=index.lang)
                + f" · {esc(index.t(language))}: <i>{esc(excerpt(clause.original, 400))}</i>"
                + f" · {esc(index.t('English'))}: {esc(excerpt(clause.english, 400))}",
                styles.SMALL,
            )
        )
    profile = f" · profile {esc(scenario.profile)}" if scenario.profile else ""
    story.append(
        para(
            f"{esc(index.t('Scenario'))}: <b>{esc(scenario.name)}</b> — "
            f"{scenario_label(scenario.status, index.lang)} · "
            f'<font size="7.5">{html_link(scenario.id, scenario.id)}{profile}</font>',
            styles.SMALL,
        )
    )
    if scenario.expected is not None or scenario.actual is not None:
        story.append(_expected_actual(index, scenario, width))
    elif scenario.error:
        story.append(para(_mono(excerpt(scenario.error, 600)), styles.SMALL))
    story += _steps(scenario, width)
    if scenario.transcript:
        story.append(
            para(
                f"{esc(index.t('Transcript'))}: {esc(scenario.transcript)}, SHA-256 "
                + _mono(scenario.transcript_sha256 or "not recorded"),
                styles.SMALL,
            )
        )
    rest = len(failures) - 1
    story.append(
        para(
            (f"{rest} more failed scenario(s); " if rest else "")
            + "every finding with its transcript: "
            + link("section 2", "sec5")
            + ".",
            styles.SMALL,
        )
    )
    return story


def detail_section(index: ReportIndex, width: float) -> list[Flowable]:
    title = index.t("2 Failures")
    story: list[Flowable] = [
        heading(title, styles.H1, OutlineEntry(0, title, "sec5")),
        para(
            "Each clause that is not proved: its full original text, our English rendering, "
            "the readings it rests on, and each failing scenario step by step with what was "
            "expected, what happened, the data tables of the steps and the transcript lines "
            "that show it. Passing scenarios are listed by ID; their step-by-step proof is in "
            "report.html, anchored by the same ID."
        ),
    ]
    findings = index.findings()
    if not findings:
        story.append(para(esc(index.t("No failure: every scenario that ran passed."))))
    for number, (source, group) in enumerate(
        groupby(findings, key=lambda c: index.source_by_clause[c.id]), start=1
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
