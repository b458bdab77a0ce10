"""Section 9, annexes: scenario list, environment, transcript hashes, how to verify.

The report cannot contain its own hash, and results.json cannot contain the
report's.  The chain is: results.json is written first; its SHA-256 is
printed here; anyone can recompute it and re-render this exact PDF.
"""

from __future__ import annotations

import reportlab
from reportlab.platypus import Flowable, Paragraph

from pokercert.reports import styles
from pokercert.reports.layout import OutlineEntry, heading
from pokercert.reports.summary import ReportIndex, ref_anchor
from pokercert.reports.tables import data_table, kv_table
from pokercert.reports.text import anchor, esc, link, para, scenario_label


def scenario_list(index: ReportIndex, width: float) -> list[Flowable]:
    """Annex A (landscape): every scenario with its result and the clauses it proves."""
    results = index.results
    rows = []
    for scenario in results.scenarios:
        clauses = ", ".join(
            link(c, index.clause_anchor[c]) if c in index.clause_anchor else esc(c)
            for c in scenario.clauses
        )
        ref = index.transcript_ref.get(scenario.id)
        rows.append(
            [
                Paragraph(
                    anchor(index.scenario_anchor[scenario.id]) + esc(scenario.id), styles.CELL_PATH
                ),
                esc(scenario.name),
                esc(scenario.profile or "—"),
                scenario_label(scenario.status),
                Paragraph(clauses or "<i>none</i>", styles.CELL_WRAP),
                link(ref, ref_anchor(ref)) if ref else "—",
            ]
        )
    story: list[Flowable] = [
        heading("9 Annexes", styles.H1, OutlineEntry(0, "9 Annexes", "sec9")),
        heading("A. Scenario list", styles.H2, OutlineEntry(1, "A. Scenario list", "sec9-a")),
        para(
            f"All {len(results.scenarios)} scenarios of the run, in the order they ran. "
            "Each clause links to its detail in section 5."
        ),
    ]
    story.append(
        data_table(
            [
                "Scenario (feature file:line)",
                "Name",
                "Profile",
                "Result",
                "Clauses proved",
                "Transcript",
            ],
            rows,
            [w * width for w in (0.25, 0.30, 0.12, 0.09, 0.16, 0.08)],
        )
        if rows
        else para("<b>No scenario ran.</b>")
    )
    return story


def environment_annex(index: ReportIndex, width: float) -> list[Flowable]:
    env = index.results.environment
    rows = [(esc(k), esc(v)) for k, v in sorted(env.items())]
    rows.append(
        (
            "Report rendered with",
            f"reportlab {esc(reportlab.Version)}, fonts DejaVu "
            "Sans and DejaVu Sans Mono (embedded)",
        )
    )
    return [
        heading("B. Environment", styles.H2, OutlineEntry(1, "B. Environment", "sec9-b")),
        para(
            "The machine and software the run used, as recorded by the harness."
            + ("" if env else " <b>No environment was recorded.</b>")
        ),
        kv_table(rows, (0.3 * width, 0.7 * width)),
    ]


def transcripts_annex(index: ReportIndex, width: float) -> list[Flowable]:
    results = index.results
    rows = []
    for scenario in results.scenarios:
        ref = index.transcript_ref.get(scenario.id)
        if ref is None:
            continue
        rows.append(
            [
                f"{anchor(ref_anchor(ref))}<b>{esc(ref)}</b>",
                Paragraph(
                    link(scenario.id, index.scenario_anchor[scenario.id])
                    + "<br/>"
                    + esc(scenario.transcript or "path not recorded"),
                    styles.CELL_PATH,
                ),
                Paragraph(esc(scenario.transcript_sha256 or "not recorded"), styles.CELL_HASH),
            ]
        )
    story: list[Flowable] = [
        heading("C. Transcripts", styles.H2, OutlineEntry(1, "C. Transcripts", "sec9-c")),
        para(
            "Every message exchanged with the implementation is kept in a transcript file, "
            "named relative to results.json. Its SHA-256 proves it was not altered."
        ),
    ]
    story.append(
        data_table(
            ["Ref.", "Scenario and transcript file", "SHA-256"],
            rows,
            [0.08 * width, 0.39 * width, 0.53 * width],
        )
        if rows
        else para("No transcript was recorded.")
    )
    return story


def verification_annex(
    index: ReportIndex, results_sha256: str | None, width: float
) -> list[Flowable]:
    results = index.results
    mono = styles.MONO_FONT
    digest = (
        f'<font name="{mono}">{esc(results_sha256)}</font>'
        if results_sha256
        else f'<font color="{styles.hex_of(styles.RED)}"><b>not supplied</b></font> (the '
        "report was rendered without the results file; re-render it with "
        f'<font name="{mono}">pokercert report results.json</font>)'
    )
    return [
        heading(
            "D. How to verify these results",
            styles.H2,
            OutlineEntry(1, "D. How to verify these results", "sec9-d"),
        ),
        para(
            "This report was rendered from the results file alone. The SHA-256 of the exact "
            "bytes of that results.json is:"
        ),
        para(digest, styles.BODY),
        para("To check that the results you hold are the ones this report shows:"),
        Paragraph(
            "Compute the SHA-256 of your results.json, for example with "
            f'<font name="{mono}">sha256sum results.json</font>, and compare it with the '
            "value above. Any difference means the file is not the one reported on.",
            styles.BULLET,
            bulletText="1.",
        ),
        Paragraph(
            f'Run <font name="{mono}">pokercert report results.json --out check.pdf</font>'
            f" with pokercert {esc(results.harness.version)} and reportlab "
            f"{esc(reportlab.Version)}: the output is byte-identical to this report "
            "(the same results always give the same PDF).",
            styles.BULLET,
            bulletText="2.",
        ),
        Paragraph(
            "Compute the SHA-256 of each transcript file and compare it with annex C, "
            "and of each seed text with section 2.",
            styles.BULLET,
            bulletText="3.",
        ),
        para(
            "The report cannot print its own hash. To seal it, record the SHA-256 of this PDF "
            "together with the one above in the certification file."
        ),
    ]
