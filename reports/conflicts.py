"""Section 7, conflicts and ambiguities: where the sources disagree, and who reads what.

Each conflict lists its possible readings and the reading each profile
adopted.  Certified profiles that one of the conflict's clauses applies to
but that record no reading are named, so a reader sees where no choice was
written down.
"""

from __future__ import annotations

from reportlab.platypus import Flowable

from pokercert.reports import styles
from pokercert.reports.layout import OutlineEntry, heading
from pokercert.reports.summary import ReportIndex
from pokercert.reports.tables import data_table
from pokercert.reports.text import clip, esc, link, para
from pokercert.results import ConflictInfo

KIND_LABEL = {
    "disagreement": "sources disagree",
    "ambiguity": "ambiguous wording",
    "gap": "the sources are silent",
    "garbled": "garbled text",
}


def _leftover(entry: dict[str, str], known: tuple[str, ...]) -> str:
    """Fields beyond the expected ones, so nothing recorded is dropped silently."""
    extra = [f"{k}: {v}" for k, v in sorted(entry.items()) if k not in known]
    return ("<br/>" + clip("; ".join(extra), 400)) if extra else ""


def _clause_links(index: ReportIndex, conflict: ConflictInfo) -> str:
    links = [
        link(c, index.clause_anchor[c]) if c in index.clause_anchor else esc(c)
        for c in conflict.clauses
    ]
    return ", ".join(links) or "none"


def _conflict(index: ReportIndex, conflict: ConflictInfo, width: float) -> list[Flowable]:
    readings = {r.get("id", ""): r.get("text", "") for r in conflict.readings}
    certified = [p.id for p in index.results.profiles]
    story: list[Flowable] = [
        heading(
            f"{conflict.id} {conflict.title}",
            styles.H3,
            OutlineEntry(1, f"{conflict.id} {conflict.title}", f"sec7-{conflict.id}"),
        ),
        para(
            f"<b>Kind:</b> {esc(KIND_LABEL.get(conflict.kind, conflict.kind))} · "
            f"<b>Clauses:</b> {_clause_links(index, conflict)}",
            styles.SMALL,
        ),
        para(esc(conflict.description)),  # a paragraph: may run over pages
        data_table(
            ["Reading", "What it says"],
            [
                [
                    f"<b>{esc(r.get('id', '?'))}</b>",
                    clip(r.get("text", "")) + _leftover(r, ("id", "text")),
                ]
                for r in conflict.readings
            ],
            [0.12 * width, 0.88 * width],
        ),
    ]
    rows: list[list[str]] = []
    resolved: set[str] = set()
    for resolution in conflict.resolutions:
        profile = resolution.get("profile", "?")
        resolved.add(profile)
        chosen = resolution.get("reading", "?")
        mark = " <b>(certified here)</b>" if profile in certified else ""
        rows.append(
            [
                esc(profile) + mark,
                f"<b>{esc(chosen)}</b> "
                + clip(readings.get(chosen, "(not a listed reading)"), 400, "the readings above"),
                clip(resolution.get("why", ""))
                + _leftover(resolution, ("profile", "reading", "why")),
            ]
        )
    concerned = {p for c in index.clauses if c.id in conflict.clauses for p in c.profiles}
    silent = [p for p in certified if p in concerned and p not in resolved]
    story.append(para("Readings adopted by the profiles", styles.LABEL))
    story.append(
        data_table(
            ["Profile", "Reading adopted", "Why"], rows, [0.22 * width, 0.40 * width, 0.38 * width]
        )
        if rows
        else para("No profile has adopted a reading.")
    )
    if silent:
        story.append(
            para(
                "No reading is recorded for these certified profiles, although clauses of the "
                "conflict apply to them: " + esc(", ".join(silent)) + ".",
                styles.SMALL,
            )
        )
    return story


def conflicts_section(index: ReportIndex, width: float) -> list[Flowable]:
    conflicts = index.results.conflicts
    story: list[Flowable] = [
        heading(
            "7 Conflicts and ambiguities",
            styles.H1,
            OutlineEntry(0, "7 Conflicts and ambiguities", "sec7"),
        ),
        para(
            "Where the sources disagree, are ambiguous, silent or garbled, the harness does not "
            "choose silently. Each case is registered with its possible readings, and each "
            "profile states which reading it adopts and why."
        ),
    ]
    if not conflicts:
        story.append(para("The register is empty: no conflict was recorded for this run."))
    for conflict in conflicts:
        story += _conflict(index, conflict, width)
    return story
