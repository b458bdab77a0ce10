"""Section 8 (continued), evidence at volume: the soak's figures and the shuffle statistics, with a
card-by-position heat map.  Rendered only when results.json carries that evidence
(``pokercert soak --results`` / ``pokercert shuffle-test --results``)."""

from __future__ import annotations

import math

from reportlab.graphics.shapes import Drawing, Rect, String
from reportlab.lib import colors
from reportlab.platypus import Flowable, Spacer

from pokercert.reports import styles
from pokercert.reports.layout import OutlineEntry, heading
from pokercert.reports.summary import ReportIndex
from pokercert.reports.tables import data_table
from pokercert.reports.text import esc, para
from pokercert.soak.evidence import SoakEvidence
from pokercert.stats.evidence import ShuffleEvidence

RANKS = "23456789TJQKA"
SUITS = "cdhs"
CARD_NAMES = [r + s for r in RANKS for s in SUITS]
Z_LIMIT = 4.0
"""Standardized residuals beyond this are drawn at full colour."""


def statistics_section(index: ReportIndex, width: float) -> list[Flowable]:
    soaks = index.results.soak or []
    shuffles = index.results.statistics or []
    if not soaks and not shuffles:
        return []
    title = index.t("8.1 Evidence at volume: soak and shuffle statistics")
    story: list[Flowable] = [
        heading(title, styles.H2, OutlineEntry(1, title, "sec8-volume")),
        para(
            "Random legal hands played against the implementation and the reference engine in "
            "lockstep (differential random play), and statistical tests of the implementation's "
            "shuffle, measured on this build (the fingerprint of each run matches the one on the "
            "cover). They prove no clause by themselves, but a failure among them is a failure "
            "of the build: the results are then NOT CERTIFIED, in the revision that added it."
        ),
    ]
    if soaks:
        story += _soak_table(soaks, width)
    for evidence in shuffles:
        story += _shuffle_block(evidence, width)
    return story


def _verdict(passed: bool) -> str:
    colour = styles.hex_of(styles.GREEN if passed else styles.RED)
    return f'<font color="{colour}"><b>{"Passed" if passed else "FAILED"}</b></font>'


def _soak_table(soaks: list[SoakEvidence], width: float) -> list[Flowable]:
    rows = [
        [
            esc(s.profile),
            str(s.seed),
            f"{s.hands:,}",
            f"{s.actions:,}",
            f"{s.irregularity_rate:g}" if s.irregularities else "none",
            str(s.divergences),
            _verdict(s.passed),
        ]
        for s in soaks
    ]
    story: list[Flowable] = [
        data_table(
            ["Profile", "Seed", "Hands", "Actions", "Irregularities", "Diverging", "Result"],
            rows,
            [w * width for w in (0.22, 0.08, 0.12, 0.14, 0.16, 0.12, 0.16)],
        )
    ]
    for s in soaks:
        if s.minimal is None:
            continue
        m = s.minimal
        story.append(
            para(
                f"<b>{esc(s.profile)}</b>: the first diverging hand ({m.hand}) shrinks to "
                f"{m.players} players and {m.decisions} decisions; it diverges on "
                f"<b>{esc(m.field)}</b> in {esc(m.phase)} (clauses {esc(', '.join(m.clauses))}): "
                + esc(m.differences[0] if m.differences else "")
            )
        )
    return story


def _shuffle_block(evidence: ShuffleEvidence, width: float) -> list[Flowable]:
    story: list[Flowable] = [
        Spacer(1, 6),
        para(
            f"<b>Shuffle of {esc(evidence.implementation)}</b>: {evidence.decks:,} decks, "
            f"{evidence.positions} positions each ({esc(evidence.source)}), seed {evidence.seed}, "
            f"significance level {evidence.significance:g}. " + _verdict(evidence.passed)
        ),
    ]
    rows = []
    for test in evidence.tests:
        if not test.applicable:
            rows.append(
                [esc(test.name), "-", "-", f"{test.sample_size:,}", f"not run: {esc(test.note)}"]
            )
            continue
        rows.append(
            [
                esc(test.name),
                f"{test.statistic:.4g}" + (f" ({test.dof} dof)" if test.dof else ""),
                f"{test.p_value:.4g}",
                f"{test.sample_size:,}",
                _verdict(bool(test.passed)),
            ]
        )
    story.append(
        data_table(
            ["Test", "Statistic", "p-value", "Sample", "Result"],
            rows,
            [w * width for w in (0.2, 0.24, 0.16, 0.16, 0.24)],
        )
    )
    story.append(Spacer(1, 4))
    story.append(heat_map(evidence, width))
    story.append(
        para(
            "Card-by-position heat map: one row per dealt position, one column per card "
            "(2c to As). Colour is the standardized residual (count - expected) / "
            f"sqrt(expected): red above, blue below, full colour at {Z_LIMIT:g} or more."
        )
    )
    return story


def _colour(z: float) -> colors.Color:
    strength = min(abs(z) / Z_LIMIT, 1.0)
    if z >= 0:
        return colors.Color(1.0, 1.0 - strength, 1.0 - strength)
    return colors.Color(1.0 - strength, 1.0 - strength, 1.0)


def heat_map(evidence: ShuffleEvidence, width: float) -> Drawing:
    counts = evidence.counts
    rows = len(counts)
    label = 22.0
    cell = min((width - label) / 52, 7.0)
    height = rows * cell + 14
    drawing = Drawing(label + 52 * cell, height)
    expected = evidence.decks / 52 if evidence.decks else 1.0
    root = math.sqrt(expected)
    for r, row in enumerate(counts):
        y = height - 14 - (r + 1) * cell
        for c, count in enumerate(row):
            z = (count - expected) / root
            drawing.add(
                Rect(label + c * cell, y, cell, cell, fillColor=_colour(z), strokeColor=None)
            )
        if r % 4 == 0:
            drawing.add(String(0, y + 1, str(r + 1), fontSize=5, fontName=styles.SANS_FONT))
    for c in range(0, 52, 4):
        drawing.add(
            String(
                label + c * cell, height - 8, CARD_NAMES[c], fontSize=5, fontName=styles.SANS_FONT
            )
        )
    return drawing
