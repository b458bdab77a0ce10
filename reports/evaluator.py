"""Section 8, evaluator analysis: the exhaustive hand-evaluator verification counts."""

from __future__ import annotations

from reportlab.platypus import Flowable

from pokercert.reports import styles
from pokercert.reports.layout import OutlineEntry, heading
from pokercert.reports.summary import ReportIndex
from pokercert.reports.tables import data_table
from pokercert.reports.text import clip, esc, link, para, value_text


def evaluator_section(index: ReportIndex, width: float) -> list[Flowable]:
    checks = index.results.evaluator
    analysis = [c.id for c in index.checklist() if c.method == "analysis"]
    story: list[Flowable] = [
        heading(
            index.t("8 Evaluator analysis"),
            styles.H1,
            OutlineEntry(0, index.t("8 Evaluator analysis"), "sec8"),
        ),
        para(
            "Hand rankings are proved by analysis rather than by sampled hands: the hand "
            "evaluator is checked against exact counts known from combinatorics (for example, "
            "how many hands of each category exist). Each row below is one such check."
        ),
    ]
    if analysis:
        story.append(
            para(
                "Clauses that rest on this evidence: "
                + ", ".join(link(c, index.clause_anchor[c]) for c in analysis)
                + "."
            )
        )
    red = styles.hex_of(styles.RED)
    if checks is None:
        story.append(
            para(
                f'<font color="{red}"><b>The exhaustive evaluator verification was not run '
                "for this certification.</b></font> No analysis evidence exists in these results"
                + (
                    f"; the {len(analysis)} clauses verified by analysis are therefore unproved "
                    "until a reviewer obtains that evidence (section 6)."
                    if analysis
                    else "."
                )
            )
        )
        return story
    if not checks:
        story.append(
            para(
                f'<font color="{red}"><b>The evaluator verification ran but recorded '
                "no checks; it proves nothing.</b></font>"
            )
        )
        return story
    failed = [c for c in checks if not c.passed]
    summary = (
        f"{len(checks)} checks, all passed."
        if not failed
        else f'{len(checks)} checks, <font color="{red}"><b>{len(failed)} failed</b></font>.'
    )
    story.append(para(summary))
    rows = [
        [
            esc(c.name),
            f'<font name="{styles.MONO_FONT}">{clip(value_text(c.expected))}</font>',
            f'<font name="{styles.MONO_FONT}">{clip(value_text(c.actual))}</font>',
            f'<font color="{styles.hex_of(styles.GREEN if c.passed else styles.RED)}"><b>'
            + ("Passed" if c.passed else "FAILED")
            + "</b></font>",
        ]
        for c in checks
    ]
    story.append(
        data_table(
            ["Check", "Expected", "Actual", "Result"],
            rows,
            [0.34 * width, 0.25 * width, 0.25 * width, 0.16 * width],
        )
    )
    return story
