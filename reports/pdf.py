"""Render a certification report PDF from a Results object.

The PDF depends only on the results (and on the pokercert and reportlab
versions): no wall-clock time, invariant PDF ids, fonts embedded from the
package.  Rendering the same results twice gives byte-identical files.
"""

from __future__ import annotations

import io
from pathlib import Path

from reportlab.lib import colors
from reportlab.platypus import Flowable, NextPageTemplate, PageBreak
from reportlab.platypus.tableofcontents import TableOfContents

from pokercert.atomic import atomic_write
from pokercert.reports import styles
from pokercert.reports.annexes import environment_annex, scenarios_annex, verification_annex
from pokercert.reports.conflicts import conflicts_section
from pokercert.reports.cover import cover, identification_section
from pokercert.reports.detail import detail_section
from pokercert.reports.evaluator import evaluator_section
from pokercert.reports.fonts import register_fonts
from pokercert.reports.layout import (
    COVER_TEMPLATE,
    LANDSCAPE,
    LANDSCAPE_TEMPLATE,
    PORTRAIT,
    PORTRAIT_TEMPLATE,
    OutlineEntry,
    PageCounter,
    ReportDocTemplate,
    RunningText,
    frame_width,
    heading,
)
from pokercert.reports.matrix import matrix_section
from pokercert.reports.overview import overview_section
from pokercert.reports.review import review_section
from pokercert.reports.scope import scope_section
from pokercert.reports.statistics import statistics_section
from pokercert.reports.summary import ReportIndex, build_index
from pokercert.results import Results

Part = tuple[str, list[Flowable]]  # page template, flowables starting on a new page


def _contents(index: ReportIndex) -> list[Flowable]:
    toc = TableOfContents(
        levelStyles=styles.TOC_LEVELS,
        dotsMinLevel=0,
        tableStyle=styles.table_style(
            [
                ("GRID", (0, 0), (-1, -1), 0, colors.white),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
            ],
            header_rows=0,
            zebra=False,
        ),
    )
    title = index.t("Contents")
    return [heading(title, styles.H1, OutlineEntry(0, title, "contents", toc=False)), toc]


def _parts(index: ReportIndex, results_sha256: str | None) -> list[Part]:
    portrait = frame_width(PORTRAIT)
    wide = frame_width(LANDSCAPE)
    return [
        (COVER_TEMPLATE, cover(index, results_sha256, portrait)),
        (PORTRAIT_TEMPLATE, _contents(index)),
        (PORTRAIT_TEMPLATE, identification_section(index, results_sha256, portrait)),
        (PORTRAIT_TEMPLATE, detail_section(index, portrait)),
        (PORTRAIT_TEMPLATE, scope_section(index, portrait)),
        (PORTRAIT_TEMPLATE, overview_section(index, portrait)),
        (LANDSCAPE_TEMPLATE, matrix_section(index, wide)),
        (PORTRAIT_TEMPLATE, review_section(index, portrait)),
        (LANDSCAPE_TEMPLATE, conflicts_section(index, wide)),
        (PORTRAIT_TEMPLATE, evaluator_section(index, portrait)),
        *_volume_part(index, portrait),
        (
            PORTRAIT_TEMPLATE,
            scenarios_annex(index, portrait)
            + environment_annex(index, portrait)
            + verification_annex(index, results_sha256, portrait),
        ),
    ]


def _volume_part(index: ReportIndex, width: float) -> list[Part]:
    """Section 8.1 (soak and shuffle statistics), only when results.json carries them."""
    section = statistics_section(index, width)
    return [(PORTRAIT_TEMPLATE, section)] if section else []


def _story(parts: list[Part], counter: PageCounter) -> list[Flowable]:
    story: list[Flowable] = [counter]
    for number, (template, flowables) in enumerate(parts):
        if number:
            story += [NextPageTemplate(template), PageBreak()]
        story += flowables
    return story


def _metadata(results: Results) -> dict[str, str]:
    impl = results.implementation
    profiles = ", ".join(p.id for p in results.profiles)
    return {
        "title": f"Certification report {results.report_id} rev. {results.revision}: "
        f"{impl.name} {impl.version} — {results.verdict.value}",
        "author": f"pokercert {results.harness.version} certification harness",
        "subject": f"Certification of {impl.name} {impl.version} against {profiles}",
        "creator": f"pokercert {results.harness.version}",
    }


def render_bytes(results: Results, *, results_sha256: str | None = None, lang: str = "en") -> bytes:
    """The report as PDF bytes (same results, same bytes)."""
    register_fonts()
    index = build_index(results, lang)
    impl = results.implementation
    running = RunningText(
        header_left=f"{index.t('Certification report')} {results.report_id} · "
        f"{index.t('Revision').lower()} {results.revision}",
        header_right=f"{impl.name} {impl.version} · {index.t(results.verdict.value)}",
        page_of=index.t("Page {page} of {total}"),
        footer_left=f"{results.report_id} · {results.date} · pokercert {results.harness.version}",
    )
    buffer = io.BytesIO()
    counter = PageCounter()
    doc = ReportDocTemplate(
        buffer,
        running,
        counter,
        lang=lang,
        displayDocTitle=1,
        keywords=["poker", "certification", results.report_id],
        **_metadata(results),
    )
    doc.multiBuild(_story(_parts(index, results_sha256), counter))
    return buffer.getvalue()


def render_report(
    results: Results, out_path: Path, *, results_sha256: str | None = None, lang: str = "en"
) -> None:
    """Render the certification report of ``results`` to ``out_path``.

    ``results_sha256`` is the SHA-256 of the results.json bytes the report is
    rendered from; it is printed in the report so readers can check the file.
    """
    atomic_write(Path(out_path), render_bytes(results, results_sha256=results_sha256, lang=lang))
