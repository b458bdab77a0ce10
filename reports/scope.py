"""Section 2, scope and method: sources, profiles, verification methods, tools, seed."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from reportlab.platypus import Flowable, Paragraph, Spacer

from pokercert.reports import styles
from pokercert.reports.layout import OutlineEntry, heading
from pokercert.reports.summary import ReportIndex
from pokercert.reports.tables import data_table, kv_table
from pokercert.reports.text import clause_label, esc, para, value_text

LANGUAGES = {"es": "Spanish", "de": "German", "en": "English"}

METHOD_TEXT: tuple[tuple[str, str], ...] = (
    (
        "Test",
        "The harness plays scripted hands against the implementation through its driver and "
        "checks every observable outcome (cards dealt, who acts, amounts, pots, winners). Each "
        "Gherkin scenario is tagged with the clauses it proves. A clause verified by test passes "
        "only when at least one scenario ran for it and every such scenario passed; a clause "
        "with no scenario is reported as NOT COVERED and counts as a failure.",
    ),
    (
        "Inspection",
        "Some clauses govern what a machine cannot observe through the driver: screens, "
        "procedures, staff conduct, documentation. They are not proved here. Each one is listed "
        "in section 6 with what the reviewer must check, to be signed by a human reviewer.",
    ),
    (
        "Analysis",
        "Some clauses are proved by analysis evidence rather than by playing hands, for example "
        "the ranking of every possible hand, checked exhaustively against the evaluator "
        "(section 8). A reviewer confirms that the evidence covers the clause (section 6).",
    ),
)


def volume_text(index: ReportIndex) -> str:
    """Whether evidence at volume backs the scenarios: a reader must not have to infer it
    from a section that is absent."""
    soaks, shuffles = index.results.soak or [], index.results.statistics or []
    if not soaks and not shuffles:
        return (
            "No evidence at volume is attached to these results: the verdict rests on the "
            "scenarios alone, whose decks and actions are public. Random legal hands played in "
            "lockstep with the reference engine, on a seed the studio did not know (pokercert "
            "certify --soak-hands, or pokercert soak), and a statistical test of the shuffle "
            "(pokercert shuffle-test) are how a lab rules out a build that answers the "
            "scenarios' hands and no others."
        )
    hands = sum(s.hands for s in soaks)
    return (
        f"Attached: {len(soaks)} soak run(s) of {hands:,} random hands played in lockstep with "
        f"the reference engine, and {len(shuffles)} shuffle test(s); section 8.1 gives them. "
        "A failure among them makes the results NOT CERTIFIED."
    )


def _flatten(prefix: str, value: Any) -> Iterator[tuple[str, str]]:
    if isinstance(value, dict) and value:
        for key in sorted(value):
            yield from _flatten(f"{prefix}.{key}" if prefix else str(key), value[key])
    else:
        yield prefix, value_text(value)


PROFILES_PER_TABLE = 4


def _parameter_tables(index: ReportIndex, width: float) -> list[Flowable]:
    """Parameters side by side, so the differences between profiles stand out."""
    profiles = index.results.profiles
    story: list[Flowable] = []
    for start in range(0, len(profiles), PROFILES_PER_TABLE):
        group = profiles[start : start + PROFILES_PER_TABLE]
        values = [dict(_flatten("", p.parameters)) for p in group]
        names = sorted({name for v in values for name in v})
        rows = []
        for name in names:
            cells = [v.get(name, "—") for v in values]
            differs = len(set(cells)) > 1
            mark = f'<font color="{styles.hex_of(styles.BLUE)}">' if differs else "<font>"
            rows.append(
                [f"<b>{esc(name)}</b>" if differs else esc(name)]
                + [f'<font name="{styles.MONO_FONT}">{mark}{esc(c)}</font></font>' for c in cells]
            )
        label = 0.28 * width
        column = (width - label) / len(group)
        story.append(Spacer(1, 6))
        story.append(
            data_table(
                ["Parameter"] + [esc(p.id) for p in group],
                rows,
                [label] + [column] * len(group),
            )
            if rows
            else para("No parameters recorded.")
        )
    if profiles:
        story.append(
            para(
                "Parameters whose values differ between the profiles of a table are in bold, "
                "their values in blue.",
                styles.SMALL,
            )
        )
    return story


def scope_section(index: ReportIndex, width: float) -> list[Flowable]:
    results = index.results
    story: list[Flowable] = [
        heading(
            index.t("3 Scope and method"),
            styles.H1,
            OutlineEntry(0, index.t("3 Scope and method"), "sec2"),
        ),
        heading("Sources", styles.H2, OutlineEntry(1, "Sources", "sec2-sources")),
        para(
            "The regulation and rule texts encoded by the harness. Each clause of the report "
            "quotes its source verbatim; the SHA-256 identifies the exact text used."
        ),
        data_table(
            ["ID", "Title (original language)", "Language", "Seed file and SHA-256 of its text"],
            [
                [
                    esc(s.id),
                    esc(s.title),
                    esc(LANGUAGES.get(s.language, s.language)),
                    Paragraph(f"{esc(s.file)}<br/>{esc(s.sha256)}", styles.CELL_HASH),
                ]
                for s in results.sources
            ],
            [0.06 * width, 0.32 * width, 0.10 * width, 0.52 * width],
        ),
        heading("Profiles", styles.H2, OutlineEntry(1, "Profiles", "sec2-profiles")),
        para(
            "A profile fixes the house rules where the sources differ or leave a choice "
            "(limits, bring-in, tie breaks, caps). The implementation was certified against "
            "these profiles only, with these parameters."
        ),
    ]
    story.append(
        data_table(
            ["Profile", "Title", "Game"],
            [[f"<b>{esc(p.id)}</b>", esc(p.title), esc(p.game)] for p in results.profiles],
            [0.28 * width, 0.50 * width, 0.22 * width],
        )
    )
    story += _parameter_tables(index, width)
    story += [
        heading(
            "Verification methods",
            styles.H2,
            OutlineEntry(1, "Verification methods", "sec2-methods"),
        ),
    ]
    story += [para(f"<b>{name}.</b> {esc(text)}") for name, text in METHOD_TEXT]
    story.append(para(f"<b>Random play.</b> {esc(volume_text(index))}"))
    story.append(para("Each clause ends with one of these results:"))
    story.append(
        data_table(
            ["Result", "Meaning"],
            [[clause_label(s), esc(styles.CLAUSE_MEANING[s])] for s in styles.CLAUSE_STATUS_ORDER],
            [0.22 * width, 0.78 * width],
        )
    )
    story += [
        heading(
            "Tools, seed and selection",
            styles.H2,
            OutlineEntry(1, "Tools, seed and selection", "sec2-tools"),
        ),
        kv_table(
            [
                ("Random seed", esc(str(results.seed))),
                (
                    "Scenario selection (tags)",
                    esc(results.tags) if results.tags else "all scenarios (no tag filter)",
                ),
                ("Harness version", esc(results.harness.version)),
            ]
            + [
                (esc(name), esc(version))
                for name, version in sorted(results.harness.tool_versions.items())
            ],
            (0.34 * width, 0.66 * width),
        ),
    ]
    return story
