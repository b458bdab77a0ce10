"""The cover page (verdict first, in plain words) and section 1, identification."""

from __future__ import annotations

from collections import Counter

from reportlab.lib import colors
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from pokercert.reports import styles
from pokercert.reports.layout import OutlineEntry, heading
from pokercert.reports.summary import ReportIndex
from pokercert.reports.tables import SPLIT_IN_ROW, data_table, kv_table
from pokercert.reports.text import esc, link, para
from pokercert.results import ClauseStatus, Results, ScenarioStatus, Verdict

NOT_SUPPLIED = "not supplied to the renderer"
COVER_REASONS = 6  # the rest are listed in the executive summary
COVER_PROBLEMS = 4


def _verdict_box(results: Results, width: float) -> Table:
    certified = results.verdict in (Verdict.CERTIFIED, Verdict.CERTIFIED_LIMITED)
    colour = styles.GREEN if certified else styles.RED
    note = (
        "The implementation met every clause verified by test in the profiles below."
        if results.verdict == Verdict.CERTIFIED
        else "The implementation met every clause it supports; the clauses it declared it does "
        "not support are listed in the scope and were not tested."
        if certified
        else "The implementation does not meet the requirements of the profiles below."
    )
    verdict_style = styles.VERDICT.clone("VerdictColoured", textColor=colour)
    rows = [
        [Paragraph("Verdict", styles.VERDICT_NOTE)],
        [Paragraph(esc(results.verdict.value), verdict_style)],
    ]
    if certified:  # the scope a certificate covers is always named
        rows.append([Paragraph(esc("Scope: " + results.scope.statement), styles.VERDICT_NOTE)])
    rows.append([Paragraph(esc(note), styles.VERDICT_NOTE)])
    box = Table(
        rows,
        colWidths=[width],
    )
    box.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), styles.SANS_FONT, 10),
                ("BOX", (0, 0), (-1, -1), 2.5, colour),
                ("BACKGROUND", (0, 0), (-1, -1), colors.white),
                ("TOPPADDING", (0, 0), (-1, -1), 6),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 8),
            ]
        )
    )
    return box


def _problems_box(problems: list[str], width: float) -> Table:
    rows = [[Paragraph("<b>Warning: the results file contradicts itself</b>", styles.SMALL)]]
    rows += [[Paragraph("• " + esc(p), styles.SMALL)] for p in problems[:COVER_PROBLEMS]]
    if len(problems) > COVER_PROBLEMS:
        rows.append(
            [
                Paragraph(
                    f"• … and {len(problems) - COVER_PROBLEMS} more, listed in "
                    + link("section 3", "sec3-reasons")
                    + ".",
                    styles.SMALL,
                )
            ]
        )
    box = Table(rows, colWidths=[width], splitInRow=SPLIT_IN_ROW)
    box.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), styles.SANS_FONT, 8),
                ("BOX", (0, 0), (-1, -1), 1.2, styles.RED),
                ("TEXTCOLOR", (0, 0), (-1, -1), styles.RED),
            ]
        )
    )
    return box


def identification_rows(results: Results, results_sha256: str | None) -> list[tuple[str, str]]:
    """The facts that pin down what was certified, with which harness."""
    impl = results.implementation
    mono = '<font name="{font}">{text}</font>'

    def sha(text: str) -> str:
        return mono.format(font=styles.MONO_FONT, text=esc(text))

    measured = {
        "artifacts": "the files given with --artifact",
        "command": "every file the command line names",
        "module": "the package of the in-process implementation",
        "none": "no file",
    }[impl.manifest_source.value]
    rows = [
        (
            "Implementation under test (declared by it, not verified)",
            f"<b>{esc(impl.name)}</b> version {esc(impl.version)}",
        ),
        ("Adapter", esc(impl.adapter)),
        (
            f"Fingerprint (measured by the harness: SHA-256 of {len(impl.manifest)} files, "
            f"{measured})",
            sha(impl.fingerprint),
        ),
    ]
    if impl.command:
        rows.append(("Command that was run", sha(" ".join(impl.command))))
    rows += [
        (
            "Profiles certified against",
            "<br/>".join(f"<b>{esc(p.id)}</b> — {esc(p.title)}" for p in results.profiles)
            or "none",
        ),
        ("Harness", f"pokercert {esc(results.harness.version)}"),
        ("Specification files (SHA-256)", sha(results.harness.spec_sha256)),
        ("Feature files (SHA-256)", sha(results.harness.features_sha256)),
        ("Step files (SHA-256)", sha(results.harness.steps_sha256)),
        ("results.json (SHA-256)", sha(results_sha256) if results_sha256 else NOT_SUPPLIED),
        ("Random seed", esc(str(results.seed))),
    ]
    return rows


def verdict_grounds(results: Results) -> list[str]:
    """The reasons for the verdict; for CERTIFIED, the grounds and what still needs a person.

    The harness records reasons only against certification; a reader of a
    CERTIFIED report must still see what it rests on and what it does not cover.
    """
    if results.verdict_reasons:
        return list(results.verdict_reasons)
    if results.verdict not in (Verdict.CERTIFIED, Verdict.CERTIFIED_LIMITED):
        return ["No reason was recorded by the harness."]
    by_status = Counter(c.status for c in results.clauses)
    ran = sum(1 for s in results.scenarios if s.status is ScenarioStatus.PASSED)
    grounds = [
        f"Every clause verified by test in the certified profiles passed: "
        f"{by_status[ClauseStatus.PASSED]} clauses, {ran} passing scenarios; none failed, "
        "errored, was undefined or was left uncovered."
    ]
    if by_status[ClauseStatus.ANALYSIS]:
        grounds.append(
            f"{by_status[ClauseStatus.ANALYSIS]} clauses rest on passing analysis evidence "
            "(section 8)."
        )
    if by_status[ClauseStatus.INSPECTION]:
        grounds.append(
            f"{by_status[ClauseStatus.INSPECTION]} clauses are verified by inspection: the "
            "certificate is complete only once a reviewer has signed the checklist in section 6."
        )
    return grounds


def cover(index: ReportIndex, results_sha256: str | None, width: float) -> list[Flowable]:
    results = index.results
    story: list[Flowable] = [
        heading(
            "Certification report",
            styles.TITLE,
            OutlineEntry(0, "Cover: verdict and identification", "cover", toc=False),
        ),
        para(
            f"{esc(results.implementation.name)} {esc(results.implementation.version)}"
            f" — report {esc(results.report_id)}, revision {results.revision},"
            f" dated {esc(results.date)}",
            styles.SUBTITLE,
        ),
        _verdict_box(results, width),
        Spacer(1, 8),
        para("<b>Reasons for the verdict</b>", styles.BODY),
    ]
    reasons = verdict_grounds(results)
    story += [Paragraph(esc(r), styles.BULLET, bulletText="•") for r in reasons[:COVER_REASONS]]
    if len(reasons) > COVER_REASONS:
        story.append(
            Paragraph(
                f"… and {len(reasons) - COVER_REASONS} more: the full list is in "
                + link("section 3", "sec3-reasons")
                + ".",
                styles.BULLET,
                bulletText="•",
            )
        )
    if index.problems:
        story += [Spacer(1, 4), _problems_box(index.problems, width)]
    story += [
        Spacer(1, 10),
        kv_table(
            [
                ("Report ID", f"<b>{esc(results.report_id)}</b>"),
                ("Revision", str(results.revision)),
                ("Date", esc(results.date)),
                *identification_rows(results, results_sha256),
            ],
            (0.34 * width, 0.66 * width),
        ),
    ]
    return story


def identification_section(
    index: ReportIndex, results_sha256: str | None, width: float
) -> list[Flowable]:
    results = index.results
    impl = results.implementation
    story: list[Flowable] = [
        heading("1 Identification", styles.H1, OutlineEntry(0, "1 Identification", "sec1")),
        para(
            "This section identifies exactly what was tested and with which harness, so that "
            "anyone holding the same files can repeat the run. The fingerprint is the SHA-256 "
            "over the manifest of the implementation's files listed below."
        ),
        kv_table(identification_rows(results, results_sha256), (0.34 * width, 0.66 * width)),
        heading(
            "Implementation files (manifest)",
            styles.H2,
            OutlineEntry(1, "Implementation files (manifest)", "sec1-manifest"),
        ),
    ]
    if impl.manifest:
        rows = [[esc(path), esc(digest)] for path, digest in sorted(impl.manifest.items())]
        story.append(
            data_table(
                ["File", "SHA-256"], rows, [0.42 * width, 0.58 * width], style=styles.CELL_PATH
            )
        )
    else:
        story.append(
            para(
                "No file manifest was recorded: the implementation was identified by the command "
                "that was run"
                + (
                    f': <font name="{styles.MONO_FONT}">{esc(" ".join(impl.command))}</font>.'
                    if impl.command
                    else ", which was not recorded either."
                )
            )
        )
    return story
