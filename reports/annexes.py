"""Section 9, annexes: where the scenario proofs are, environment, how to verify.

The report cannot contain its own hash, and results.json cannot contain the
report's.  The chain is: results.json is written first; its SHA-256 is
printed here; anyone can recompute it and re-render this exact PDF.
"""

from __future__ import annotations

import reportlab
from reportlab.platypus import Flowable, Paragraph

from pokercert.invariants import TABLE_RULES
from pokercert.reports import styles
from pokercert.reports.layout import OutlineEntry, heading
from pokercert.reports.summary import ReportIndex
from pokercert.reports.tables import kv_table
from pokercert.reports.text import esc, para


def scenarios_annex(index: ReportIndex, width: float) -> list[Flowable]:
    """Annex A: where the per-scenario proof and the transcripts are (not in this PDF)."""
    results = index.results
    transcripts = sum(1 for s in results.scenarios if s.transcript)
    title = index.t("9 Annexes")
    return [
        heading(title, styles.H1, OutlineEntry(0, title, "sec9")),
        heading(
            "A. Scenarios and transcripts",
            styles.H2,
            OutlineEntry(1, "A. Scenarios and transcripts", "sec9-a"),
        ),
        para(
            f"The run holds {len(results.scenarios)} scenarios and {transcripts} transcripts. "
            "Each scenario's steps, data tables, outcome and transcript reference (path and "
            "SHA-256) are in <b>report.html</b> beside this PDF, anchored by scenario ID "
            f'(<font name="{styles.MONO_FONT}">report.html#features/…feature:LINE</font>), and '
            "in results.json. Transcripts are in the transcripts/ directory, named relative to "
            "results.json; their SHA-256 is recorded in results.json. CI systems read the same "
            "outcomes from junit.xml."
        ),
        para(
            "Besides what each scenario asserts, the harness held every answer of the "
            "implementation, in every hand, to these rules of the table; an answer that broke "
            "one made its scenario an error (an invariant violation), never a pass:"
        ),
        *(Paragraph(esc(rule), styles.BULLET, bulletText="•") for rule in TABLE_RULES),
    ]


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
            "C. How to verify these results",
            styles.H2,
            OutlineEntry(1, "C. How to verify these results", "sec9-c"),
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
            "Compute the SHA-256 of each transcript file and compare it with the one recorded "
            "in results.json (also shown in report.html), and of each seed text with section 3.",
            styles.BULLET,
            bulletText="3.",
        ),
        para(
            "The report cannot print its own hash. To seal it, record the SHA-256 of this PDF "
            "together with the one above in the certification file."
        ),
    ]
