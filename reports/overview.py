"""Section 3, executive summary: counts of clauses by method, source and profile."""

from __future__ import annotations

from reportlab.platypus import Flowable, Paragraph, Spacer

from pokercert.reports import styles
from pokercert.reports.chart import status_chart
from pokercert.reports.cover import verdict_grounds
from pokercert.reports.layout import OutlineEntry, heading
from pokercert.reports.summary import (
    ReportIndex,
    StatusCounts,
    counts_by_method,
    counts_by_profile,
    counts_by_source,
    scenario_counts,
)
from pokercert.reports.tables import Cell, data_table
from pokercert.reports.text import esc, para
from pokercert.results import ClauseStatus, ScenarioStatus


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _count_table(
    first: str, rows: dict[str, StatusCounts], width: float, *, grand_total: bool = True
) -> Flowable:
    order = styles.CLAUSE_STATUS_ORDER
    label_width = 0.19 * width
    total_width = 0.07 * width
    cell = (width - label_width - total_width) / len(order)
    body: list[list[Cell]] = []
    for name, counts in rows.items():
        body.append(
            [Paragraph(esc(name), styles.CELL)]
            + [str(counts[s]) if counts[s] else "·" for s in order]
            + [f"<b>{sum(counts.values())}</b>"]
        )
    extra: list[tuple[object, ...]] = [
        ("ALIGN", (1, 0), (-1, -1), "CENTER"),
        ("LEFTPADDING", (1, 0), (-1, 0), 1.5),
        ("RIGHTPADDING", (1, 0), (-1, 0), 1.5),
    ]
    if grand_total:
        grand = {s: sum(c[s] for c in rows.values()) for s in order}
        body.append(
            [Paragraph("<b>Total</b>", styles.CELL)]
            + [f"<b>{grand[s]}</b>" for s in order]
            + [f"<b>{sum(grand.values())}</b>"]
        )
        extra.append(("LINEABOVE", (0, -1), (-1, -1), 1, styles.INK))
    for column, status in enumerate(order, start=1):
        extra.append(("TEXTCOLOR", (column, 1), (column, -1), styles.CLAUSE_COLOUR[status]))
    header = (
        [esc(first)]
        + [
            f'<font color="{styles.hex_of(styles.CLAUSE_COLOUR[s])}">'
            f"{esc(styles.CLAUSE_LABEL[s].capitalize())}</font>"
            for s in order
        ]
        + ["Total"]
    )
    return data_table(
        header,
        body,
        [label_width] + [cell] * len(order) + [total_width],
        extra=extra,
        style=styles.CELL_CENTER,
        header_style=styles.CELL_HEAD_CENTER,
    )


def _headline(index: ReportIndex) -> str:
    """The counts in plain sentences (number after the colon avoids plural mistakes)."""
    clauses = index.clauses
    tally = {s: sum(1 for c in clauses if c.status == s) for s in ClauseStatus}
    in_scope = len(clauses) - tally[ClauseStatus.NOT_APPLICABLE]
    failed = tally[ClauseStatus.FAILED] + tally[ClauseStatus.UNCOVERED]
    parts = [
        f"The results list {_plural(len(clauses), 'clause')}; "
        f"{in_scope} of them apply to the certified profiles.",
        f"Passed by test: {tally[ClauseStatus.PASSED]}.",
        f"Failed: {failed}"
        + (f" (including {tally[ClauseStatus.UNCOVERED]} with no scenario)." if failed else "."),
        f"Unsupported by the implementation, so not proved: {tally[ClauseStatus.UNSUPPORTED]}.",
        f"Left to human inspection: {tally[ClauseStatus.INSPECTION]}.",
        f"Resting on analysis evidence: {tally[ClauseStatus.ANALYSIS]}.",
        "Inspection and analysis items need a reviewer's signature (section 6).",
    ]
    return " ".join(parts)


def _scenario_line(index: ReportIndex) -> str:
    counts = scenario_counts(index.results)
    total = sum(counts.values())
    listed = ", ".join(
        f"{counts[s]} {styles.SCENARIO_LABEL[s].lower()}" for s in ScenarioStatus if counts[s]
    )
    return f"{_plural(total, 'scenario')} ran: {listed or 'none'}."


def _reasons(index: ReportIndex) -> list[Flowable]:
    results = index.results
    verdict = esc(results.verdict.value)
    story: list[Flowable] = [para(f"The harness recorded the verdict <b>{verdict}</b> because:")]
    reasons = verdict_grounds(results)
    story += [Paragraph(esc(r), styles.BULLET, bulletText="•") for r in reasons]
    if index.problems:
        red = styles.hex_of(styles.RED)
        story.append(
            para(f'<font color="{red}"><b>The results file contradicts itself:</b></font>')
        )
        story += [Paragraph(esc(p), styles.BULLET, bulletText="•") for p in index.problems]
    return story


def overview_section(index: ReportIndex, width: float) -> list[Flowable]:
    by_source = counts_by_source(index)
    by_profile = counts_by_profile(index)
    return [
        heading(
            index.t("4 Executive summary"),
            styles.H1,
            OutlineEntry(0, index.t("4 Executive summary"), "sec3"),
        ),
        para(esc(_headline(index))),
        para(esc(_scenario_line(index))),
        heading(
            "Reasons for the verdict",
            styles.H2,
            OutlineEntry(1, "Reasons for the verdict", "sec3-reasons"),
        ),
        *_reasons(index),
        para(
            "In the tables, a dot means none. A clause that applies to several profiles is "
            "counted once under each of them.",
            styles.SMALL,
        ),
        heading(
            "By verification method",
            styles.H2,
            OutlineEntry(1, "By verification method", "sec3-method"),
        ),
        _count_table(
            "Method", {m.capitalize(): c for m, c in counts_by_method(index).items()}, width
        ),
        heading("By source", styles.H2, OutlineEntry(1, "By source", "sec3-source")),
        _count_table("Source", by_source, width),
        Spacer(1, 8),
        status_chart("Clause results by source", by_source, width),
        heading("By profile", styles.H2, OutlineEntry(1, "By profile", "sec3-profile")),
        _count_table("Profile", by_profile, width, grand_total=False),
        Spacer(1, 8),
        status_chart("Clause results by profile", by_profile, width),
    ]
