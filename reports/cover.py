"""The cover page (verdict first, in plain words) and section 1, identification."""

from __future__ import annotations

from collections import Counter
from typing import Any

from reportlab.lib import colors
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from pokercert.reports import styles
from pokercert.reports.detail import first_failure
from pokercert.reports.layout import OutlineEntry, heading
from pokercert.reports.summary import ReportIndex
from pokercert.reports.tables import SPLIT_IN_ROW, data_table, kv_table
from pokercert.reports.text import esc, excerpt, link, para
from pokercert.results import ClauseStatus, Results, ScenarioStatus, Verdict

NOT_SUPPLIED = "not supplied to the renderer"
COVER_REASONS = 6  # the rest are listed in the executive summary
COVER_PROBLEMS = 4


VERDICT_COLOUR = {
    Verdict.CERTIFIED: styles.GREEN,
    Verdict.CERTIFIED_LIMITED: styles.GREEN,
    Verdict.REVIEW_PENDING: styles.BLUE,
    Verdict.PARTIAL_RUN: styles.GREY,
}
VERDICT_NOTE = {
    Verdict.CERTIFIED: "The implementation met every clause verified by test in the profiles "
    "below, and every inspection item passed review.",
    Verdict.CERTIFIED_LIMITED: "The implementation met every clause it supports; the scope below "
    "says what the certificate does not cover.",
    Verdict.REVIEW_PENDING: "Every automated check passed. The inspection items (section 6) "
    "await a reviewer's decision; this is not yet a certificate.",
    Verdict.PARTIAL_RUN: "A subset of the suite was run: this report proves only what it "
    "selected and issues no verdict.",
}


SCOPED = (Verdict.CERTIFIED, Verdict.CERTIFIED_LIMITED, Verdict.REVIEW_PENDING)


def verdict_colour(verdict: Verdict) -> Any:
    return VERDICT_COLOUR.get(verdict, styles.RED)


def _verdict_box(index: ReportIndex, width: float) -> Table:
    results = index.results
    colour = verdict_colour(results.verdict)
    note = VERDICT_NOTE.get(
        results.verdict,
        "The implementation does not meet the requirements of the profiles below.",
    )
    verdict_style = styles.VERDICT.clone("VerdictColoured", textColor=colour)
    rows = [
        [Paragraph(esc(index.t("Verdict")), styles.VERDICT_NOTE)],
        [Paragraph(esc(index.t(results.verdict.value)), verdict_style)],
    ]
    if results.verdict in SCOPED:  # the scope a certificate covers is always named
        scope = f"{index.t('Scope')}: {results.scope.statement}"
        rows.append([Paragraph(esc(scope), styles.VERDICT_NOTE)])
    rows.append([Paragraph(esc(index.t(note)), styles.VERDICT_NOTE)])
    box = Table(rows, colWidths=[width])
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
                    + link("section 4", "sec3-reasons")
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
        ("Step and judging code (SHA-256)", sha(results.harness.steps_sha256)),
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


def lab_rows(index: ReportIndex) -> list[tuple[str, str]]:
    """Who certifies what for whom, as far as the lab frame says."""
    lab = index.results.lab
    if lab is None:
        return []
    pairs = [
        ("Laboratory", lab.lab),
        ("Client", lab.client),
        ("Jurisdiction", lab.jurisdiction),
        ("Regulation", lab.regulation),
        ("Lab reference", lab.certificate),
    ]
    return [(esc(index.t(k)), esc(v)) for k, v in pairs if v]


def profile_verdict_table(index: ReportIndex, width: float) -> Flowable:
    rows = []
    for verdict in index.results.profile_verdicts:
        colour = styles.hex_of(verdict_colour(verdict.verdict))
        reasons = verdict.reasons
        shown = "; ".join(excerpt(r, 160) for r in reasons[:2])
        if len(reasons) > 2:
            shown += f"; … +{len(reasons) - 2}"
        rows.append(
            [
                f"<b>{esc(verdict.profile)}</b>",
                f'<font color="{colour}"><b>{esc(index.t(verdict.verdict.value))}</b></font>',
                esc(shown),
            ]
        )
    if not rows:
        return para("<i>No verdict per profile was recorded.</i>", styles.SMALL)
    return data_table(
        [esc(index.t("Profile")), esc(index.t("Verdict")), esc(index.t("Reasons for the verdict"))],
        rows,
        [0.26 * width, 0.30 * width, 0.44 * width],
    )


def cover(index: ReportIndex, results_sha256: str | None, width: float) -> list[Flowable]:
    results = index.results
    story: list[Flowable] = [
        heading(
            index.t("Certification report"),
            styles.TITLE,
            OutlineEntry(0, index.t("Summary"), "cover", toc=False),
        ),
        para(
            f"{esc(results.implementation.name)} {esc(results.implementation.version)}"
            f" — {esc(index.t('report'))} {esc(results.report_id)}, "
            f"{esc(index.t('Revision').lower())} "
            f"{results.revision}, {esc(results.date)}",
            styles.SUBTITLE,
        ),
    ]
    rows = lab_rows(index)
    if rows:
        story.append(para(" · ".join(f"<b>{k}</b>: {v}" for k, v in rows), styles.SMALL))
        story.append(Spacer(1, 4))
    story += [
        _verdict_box(index, width),
        Spacer(1, 4),
        para(f"<b>{esc(index.t('Verdict per profile'))}</b>", styles.BODY),
        profile_verdict_table(index, width),
        Spacer(1, 4),
    ]
    story += first_failure(index, width)
    story += [Spacer(1, 6), para(f"<b>{esc(index.t('Reasons for the verdict'))}</b>", styles.BODY)]
    reasons = verdict_grounds(results)
    story += [Paragraph(esc(r), styles.BULLET, bulletText="•") for r in reasons[:COVER_REASONS]]
    if len(reasons) > COVER_REASONS:
        story.append(
            Paragraph(
                f"… and {len(reasons) - COVER_REASONS} more: the full list is in "
                + link("section 4", "sec3-reasons")
                + ".",
                styles.BULLET,
                bulletText="•",
            )
        )
    if index.problems:
        story += [Spacer(1, 4), _problems_box(index.problems, width)]
    story += [Spacer(1, 6), product_table(index, results_sha256, width)]
    story.append(
        para(
            "Full identification (harness, suite and file hashes): "
            + link("section 1", "sec1")
            + ". Step-by-step proof of every scenario: report.html beside this PDF.",
            styles.SMALL,
        )
    )
    return story


def product_table(index: ReportIndex, results_sha256: str | None, width: float) -> Flowable:
    """The product's identity with its hashes, and the revision history, for the cover."""
    results = index.results
    impl = results.implementation
    mono = f'<font name="{styles.MONO_FONT}" size="7">{{}}</font>'
    history = "<br/>".join(
        f"{r.number} · {esc(r.date)} · {esc(r.author)}: {esc(excerpt(r.summary, 140))}"
        for r in results.revisions
    )
    return kv_table(
        [
            (
                esc(index.t("Product")),
                f"<b>{esc(impl.name)}</b> {esc(impl.version)} (declared) · {esc(impl.adapter)}",
            ),
            ("Fingerprint (measured, SHA-256)", mono.format(esc(impl.fingerprint))),
            (
                "results.json (SHA-256)",
                mono.format(esc(results_sha256)) if results_sha256 else NOT_SUPPLIED,
            ),
            (esc(index.t("Revision history")), history or "—"),
        ],
        (0.25 * width, 0.75 * width),
    )


def identification_section(
    index: ReportIndex, results_sha256: str | None, width: float
) -> list[Flowable]:
    results = index.results
    impl = results.implementation
    title = index.t("1 Identification")
    story: list[Flowable] = [
        heading(title, styles.H1, OutlineEntry(0, title, "sec1")),
        para(
            "This section identifies exactly what was tested and with which harness, so that "
            "anyone holding the same files can repeat the run. The fingerprint is the SHA-256 "
            "over the manifest of the implementation's files listed below."
        ),
        kv_table(
            [
                ("Report ID", f"<b>{esc(results.report_id)}</b>"),
                (esc(index.t("Revision")), str(results.revision)),
                (esc(index.t("Date")), esc(results.date)),
                *lab_rows(index),
                *identification_rows(results, results_sha256),
            ],
            (0.34 * width, 0.66 * width),
        ),
        *revision_history(index, width),
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


def revision_history(index: ReportIndex, width: float) -> list[Flowable]:
    """Every revision of the results, and the review decisions each recorded."""
    results = index.results
    title = index.t("Revision history")
    story: list[Flowable] = [heading(title, styles.H2, OutlineEntry(1, title, "sec1-revisions"))]
    if results.revisions:
        story.append(
            data_table(
                [esc(index.t(h)) for h in ("Revision", "Date", "Author")] + ["Summary"],
                [
                    [str(r.number), esc(r.date), esc(r.author), esc(r.summary)]
                    for r in results.revisions
                ],
                [0.1 * width, 0.2 * width, 0.25 * width, 0.45 * width],
            )
        )
    else:
        story.append(para("No revision history was recorded (a results file of an older format)."))
    return story
