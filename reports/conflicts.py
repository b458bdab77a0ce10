"""Section 7, the conflict register: where the sources disagree, and who reads what.

One row per entry: the clauses, the reading each profile adopts and why.
Certified profiles that one of the conflict's clauses applies to but that
record no reading are named, so a reader sees where no choice was written
down.
"""

from __future__ import annotations

from reportlab.platypus import Flowable

from pokercert.reports import styles
from pokercert.reports.layout import OutlineEntry, heading
from pokercert.reports.summary import ReportIndex
from pokercert.reports.tables import data_table
from pokercert.reports.text import esc, excerpt, link, para
from pokercert.results import ConflictInfo

KIND_LABEL = {
    "disagreement": "sources disagree",
    "ambiguity": "ambiguous wording",
    "gap": "the sources are silent",
    "garbled": "garbled text",
}


def _clause_links(index: ReportIndex, conflict: ConflictInfo) -> str:
    links = [
        link(c, index.clause_anchor[c]) if c in index.clause_anchor else esc(c)
        for c in conflict.clauses
    ]
    return ", ".join(links) or "none"


READING_EXCERPT = 420
WHY_EXCERPT = 330


def _adopted(index: ReportIndex, conflict: ConflictInfo) -> tuple[str, str]:
    """Each reading adopted, with the profiles taking it, and the first of their reasons."""
    readings = {r.get("id", ""): r.get("text", "") for r in conflict.readings}
    certified = {p.id for p in index.results.profiles}
    by_reading: dict[str, list[dict[str, str]]] = {}
    for resolution in conflict.resolutions:
        by_reading.setdefault(resolution.get("reading", "?"), []).append(resolution)
    adopted, why = [], []
    for reading, resolutions in by_reading.items():
        profiles = ", ".join(
            esc(r.get("profile", "?")) + ("" if r.get("profile") in certified else " (not here)")
            for r in resolutions
        )
        adopted.append(
            f"<b>{esc(reading)}</b> [{profiles}]: "
            + esc(excerpt(readings.get(reading, "(not a listed reading)"), READING_EXCERPT))
        )
        why.append(
            f"<b>{esc(reading)}</b>: " + esc(excerpt(resolutions[0].get("why", ""), WHY_EXCERPT))
        )
    concerned = {p for c in index.clauses if c.id in conflict.clauses for p in c.profiles}
    silent = sorted(
        p
        for p in certified & concerned
        if p not in {r.get("profile") for r in conflict.resolutions}
    )
    if silent:
        adopted.append("<i>no reading recorded for " + esc(", ".join(silent)) + "</i>")
    return "<br/>".join(adopted) or "<i>no profile has adopted a reading</i>", "<br/>".join(why)


def _row(index: ReportIndex, conflict: ConflictInfo) -> list[str]:
    adopted, why = _adopted(index, conflict)
    return [
        f"<b>{esc(conflict.id)}</b> {esc(conflict.title)}<br/><i>"
        f"{esc(KIND_LABEL.get(conflict.kind, conflict.kind))}</i> · "
        + _clause_links(index, conflict),
        adopted,
        why,
    ]


def conflicts_section(index: ReportIndex, width: float) -> list[Flowable]:
    conflicts = index.results.conflicts
    title = index.t("7 Conflict register")
    story: list[Flowable] = [
        heading(title, styles.H1, OutlineEntry(0, title, "sec7")),
        para(
            "Where the sources disagree, are ambiguous, silent or garbled, the harness does not "
            "choose silently. Each entry names the clauses concerned, the reading each profile "
            "adopts and why. A clause proved under such a reading shows \u201ctest under "
            "reading\u201d in the matrix. The full descriptions and every reading are in "
            "results.json and report.html."
        ),
    ]
    if not conflicts:
        story.append(para("The register is empty: no conflict was recorded for this run."))
        return story
    story.append(
        data_table(
            [esc(index.t("Clause")), "Reading adopted [profiles]", "Why"],
            [_row(index, c) for c in conflicts],
            [0.25 * width, 0.45 * width, 0.30 * width],
            style=styles.CELL_SMALL,
        )
    )
    return story
