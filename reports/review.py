"""Section 6, not verified by test: the reviewer's checklist and the unproved clauses.

Inspection and analysis clauses are not proved by this run.  They are laid
out as a checklist a human reviewer completes and signs, one item per
clause.  Test clauses that no scenario covered are listed as failures, and
unsupported ones as unproved, so nothing slips through as "not tested".
"""

from __future__ import annotations

from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table

from pokercert.reports import styles
from pokercert.reports.layout import OutlineEntry, heading
from pokercert.reports.summary import ReportIndex, ref_anchor, source_name
from pokercert.reports.tables import SPLIT_IN_ROW, data_table
from pokercert.reports.text import anchor, clause_label, clip, esc, excerpt, link, para
from pokercert.results import ClauseResult, ClauseStatus
from pokercert.verdict import latest_decisions

BOX = "☐"
CLAUSE_EXCERPT = 420
GAP = " &nbsp;&nbsp;&nbsp;&nbsp; "
CELL_PADDING = 3  # left and right padding of styles.table_style


def _evaluator_note(index: ReportIndex) -> str:
    checks = index.results.evaluator
    if checks is None:
        return "The evaluator verification was <b>not run</b>: no analysis evidence exists."
    failed = sum(1 for c in checks if not c.passed)
    if not checks:
        return "The evaluator verification recorded no checks: it proves nothing."
    return f"{len(checks)} evaluator checks, {failed} failed (" + link("section 8", "sec8") + ")."


def _signature_lines(width: float) -> Table:
    """Name / signature / date with room to write."""
    w = width / 6.0
    table = Table(
        [
            [
                Paragraph("Name", styles.CELL_BOLD),
                "",
                Paragraph("Signature", styles.CELL_BOLD),
                "",
                Paragraph("Date", styles.CELL_BOLD),
                "",
            ]
        ],
        colWidths=[0.5 * w, 1.9 * w, 0.7 * w, 1.6 * w, 0.45 * w, 0.85 * w],
        rowHeights=[22],
    )
    table.setStyle(
        styles.table_style(
            [
                ("LINEBELOW", (1, 0), (1, 0), 0.6, styles.INK),
                ("LINEBELOW", (3, 0), (3, 0), 0.6, styles.INK),
                ("LINEBELOW", (5, 0), (5, 0), 0.6, styles.INK),
                ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
            ],
            header_rows=0,
            zebra=False,
            grid=False,
        )
    )
    return table


def _item(index: ReportIndex, clause: ClauseResult, width: float) -> Flowable:
    ref = index.checklist_ref[clause.id]
    label_width = 0.2 * width
    rows: list[list[object]] = [
        [
            Paragraph(
                f'{anchor(ref_anchor(ref))}<font size="13">{BOX}</font> <b>{esc(ref)}</b> · '
                f"<b>{link(clause.id, index.clause_anchor[clause.id])}</b> · "
                f"{clause_label(clause.status)} · "
                f"{esc(source_name(index.source_by_clause[clause.id]))}",
                styles.CHECK_HEAD,
            ),
            "",
        ],
        [
            Paragraph("Clause", styles.CELL_BOLD),
            Paragraph(esc(excerpt(clause.english, CLAUSE_EXCERPT)), styles.CELL),
        ],
        [
            Paragraph("Why not by test", styles.CELL_BOLD),
            Paragraph(clip(clause.reason or "not recorded"), styles.CELL),
        ],
        [
            Paragraph("Reviewer check", styles.CELL_BOLD),
            Paragraph(clip(clause.reviewer_check or "not recorded"), styles.CELL),
        ],
    ]
    if clause.method == "analysis":
        rows.append(
            [
                Paragraph("Evidence", styles.CELL_BOLD),
                Paragraph(_evaluator_note(index), styles.CELL),
            ]
        )
    decision = latest_decisions(index.results.review).get(clause.id)
    if decision is not None:
        colour = styles.hex_of(styles.GREEN if decision.outcome == "pass" else styles.RED)
        rows.append(
            [
                Paragraph(esc(index.t("Review")), styles.CELL_BOLD),
                Paragraph(
                    f'<font color="{colour}"><b>{esc(index.t(decision.outcome))}</b></font> — '
                    f"{esc(decision.reviewer)}, {esc(decision.date)}, "
                    f"{esc(index.t('Revision').lower())} {decision.revision}"
                    + (f"<br/>{esc(decision.remark)}" if decision.remark else ""),
                    styles.CELL,
                ),
            ]
        )
        table = Table(rows, colWidths=[label_width, width - label_width], splitInRow=SPLIT_IN_ROW)
        table.setStyle(
            styles.table_style(
                [
                    ("SPAN", (0, 0), (-1, 0)),
                    ("BACKGROUND", (0, 0), (-1, 0), styles.HEADER_FILL),
                    ("BOX", (0, 0), (-1, -1), 0.9, styles.INK),
                ],
                header_rows=0,
                zebra=False,
            )
        )
        return KeepTogether([table, Spacer(1, 8)])
    rows += [
        [
            Paragraph("Outcome", styles.CELL_BOLD),
            Paragraph(
                GAP.join(
                    [f"{BOX} Conforms", f"{BOX} Does not conform", f"{BOX} Could not be assessed"]
                ),
                styles.CELL,
            ),
        ],
        [Paragraph("Remarks", styles.CELL_BOLD), Spacer(1, 20)],
        [_signature_lines(width - 2 * CELL_PADDING), ""],
    ]
    table = Table(rows, colWidths=[label_width, width - label_width], splitInRow=SPLIT_IN_ROW)
    table.setStyle(
        styles.table_style(
            [
                ("SPAN", (0, 0), (-1, 0)),
                ("SPAN", (0, -1), (-1, -1)),
                ("BACKGROUND", (0, 0), (-1, 0), styles.HEADER_FILL),
                ("BOX", (0, 0), (-1, -1), 0.9, styles.INK),
            ],
            header_rows=0,
            zebra=False,
        )
    )
    return KeepTogether([table, Spacer(1, 8)])


def _unproved_table(index: ReportIndex, clauses: list[ClauseResult], width: float) -> Flowable:
    rows = [
        [
            f"<b>{link(c.id, index.clause_anchor[c.id])}</b>",
            esc(source_name(index.source_by_clause[c.id])),
            esc(excerpt(c.english, 300)),
            esc(", ".join(c.profiles)),
            clause_label(c.status),
        ]
        for c in clauses
    ]
    return data_table(
        ["Clause", "Source", "English rendering", "Profiles", "Result"],
        rows,
        [0.11 * width, 0.19 * width, 0.38 * width, 0.17 * width, 0.15 * width],
    )


def review_section(index: ReportIndex, width: float) -> list[Flowable]:
    checklist = index.checklist()
    title = index.t("6 Inspection checklist")
    story: list[Flowable] = [
        heading(title, styles.H1, OutlineEntry(0, title, "sec6")),
        para(
            "The clauses below are not proved by the automated scenarios of this run. A "
            "qualified reviewer checks each inspection item and records the decision with "
            '<font name="' + styles.MONO_FONT + '">pokercert review</font>, which issues the '
            "next revision of the results and of this report. Until every item has passed, the "
            "verdict is TESTS PASSED — REVIEW PENDING; an item that fails makes its profiles "
            "NOT CERTIFIED."
        ),
        heading(
            "Reviewer checklist", styles.H2, OutlineEntry(1, "Reviewer checklist", "sec6-checklist")
        ),
    ]
    if checklist:
        story.append(
            para(
                f"{len(checklist)} items: {sum(c.method == 'inspection' for c in checklist)} by "
                f"inspection, {sum(c.method == 'analysis' for c in checklist)} by analysis."
            )
        )
        story += [_item(index, c, width) for c in checklist]
    else:
        story.append(para("No clause in scope is left to inspection or analysis."))

    uncovered = [c for c in index.clauses if c.status == ClauseStatus.UNCOVERED]
    story.append(
        heading(
            "Test clauses with no scenario (failures)",
            styles.H2,
            OutlineEntry(1, "Test clauses with no scenario", "sec6-uncovered"),
        )
    )
    if uncovered:
        story.append(
            para(
                f'<font color="{styles.hex_of(styles.RED)}"><b>'
                + ("1 clause must" if len(uncovered) == 1 else f"{len(uncovered)} clauses must")
                + " be proved by test but no scenario ran. Each counts as a failure.</b></font>"
            )
        )
        story.append(_unproved_table(index, uncovered, width))
    else:
        story.append(para("None: every clause verified by test had at least one scenario."))

    unsupported = [c for c in index.clauses if c.status == ClauseStatus.UNSUPPORTED]
    if unsupported:
        story.append(
            heading(
                "Clauses the implementation does not support",
                styles.H2,
                OutlineEntry(1, "Unsupported clauses", "sec6-unsupported"),
            )
        )
        story.append(
            para(
                "The implementation declared these games or profiles unsupported. "
                "The clauses are not proved."
            )
        )
        story.append(_unproved_table(index, unsupported, width))

    story += [
        heading(
            "Reviewer sign-off", styles.H2, OutlineEntry(1, "Reviewer sign-off", "sec6-signoff")
        ),
        para("I have checked every item of the checklist above and recorded its outcome."),
        Spacer(1, 4),
        _signature_lines(width),
        Spacer(1, 6),
        para("Organisation: ______________________________________________", styles.BODY),
    ]
    return story
