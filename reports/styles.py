"""Paragraph and table styles, colours and the plain-word labels of each result.

Every style names a DejaVu font explicitly: reportlab's defaults are
Helvetica, which is not embedded.  ``table_style`` always sets FONT for the
whole table for the same reason.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import TableStyle

from pokercert.reports.fonts import MONO, SANS, SANS_BOLD, SANS_OBLIQUE
from pokercert.results import ClauseStatus, ScenarioStatus

SANS_FONT = SANS
BOLD_FONT = SANS_BOLD
MONO_FONT = MONO

INK = colors.HexColor("#1b1b1b")
MUTED = colors.HexColor("#5a5a5a")
RULE = colors.HexColor("#9aa3ad")
HEADER_FILL = colors.HexColor("#dfe5ec")
ZEBRA = colors.HexColor("#f4f6f8")
LINK = colors.HexColor("#0b4f9c")

GREEN = colors.HexColor("#1a7f37")
RED = colors.HexColor("#c41e1e")
DARK_RED = colors.HexColor("#7a1010")
ORANGE = colors.HexColor("#a85a00")
BLUE = colors.HexColor("#1f5fa8")
PURPLE = colors.HexColor("#6a3d9a")
GREY = colors.HexColor("#7a7a7a")

CLAUSE_STATUS_ORDER: tuple[ClauseStatus, ...] = (
    ClauseStatus.PASSED,
    ClauseStatus.FAILED,
    ClauseStatus.UNCOVERED,
    ClauseStatus.UNSUPPORTED,
    ClauseStatus.NOT_SUPPORTED,
    ClauseStatus.INSPECTION,
    ClauseStatus.ANALYSIS,
    ClauseStatus.NOT_APPLICABLE,
    ClauseStatus.NOT_SELECTED,
)

CLAUSE_LABEL: dict[ClauseStatus, str] = {
    ClauseStatus.PASSED: "Passed",
    ClauseStatus.FAILED: "FAILED",
    ClauseStatus.UNCOVERED: "NOT COVERED",
    ClauseStatus.UNSUPPORTED: "UNSUPPORTED",
    ClauseStatus.INSPECTION: "Human inspection",
    ClauseStatus.ANALYSIS: "Analysis",
    ClauseStatus.NOT_APPLICABLE: "Not applicable",
    ClauseStatus.NOT_SELECTED: "Not selected",
    ClauseStatus.NOT_SUPPORTED: "Not supported",
}

CLAUSE_MEANING: dict[ClauseStatus, str] = {
    ClauseStatus.PASSED: "every scenario proving the clause passed",
    ClauseStatus.FAILED: "at least one scenario proving the clause failed or broke",
    ClauseStatus.UNCOVERED: (
        "the clause must be proved by test but no scenario ran for it; counted as a failure"
    ),
    ClauseStatus.UNSUPPORTED: (
        "the implementation declares it does not play this game or profile; not proved"
    ),
    ClauseStatus.INSPECTION: "left to a human reviewer (section 6 checklist)",
    ClauseStatus.ANALYSIS: "proved by analysis evidence (section 8), confirmed by a reviewer",
    ClauseStatus.NOT_APPLICABLE: "outside the profiles certified in this run",
    ClauseStatus.NOT_SELECTED: "left out of this partial run: no finding either way",
    ClauseStatus.NOT_SUPPORTED: (
        "needs a capability the implementation did not declare; outside the certificate's scope"
    ),
}

CLAUSE_COLOUR: dict[ClauseStatus, colors.Color] = {
    ClauseStatus.PASSED: GREEN,
    ClauseStatus.FAILED: RED,
    ClauseStatus.UNCOVERED: DARK_RED,
    ClauseStatus.UNSUPPORTED: ORANGE,
    ClauseStatus.INSPECTION: BLUE,
    ClauseStatus.ANALYSIS: PURPLE,
    ClauseStatus.NOT_APPLICABLE: GREY,
    ClauseStatus.NOT_SELECTED: GREY,
    ClauseStatus.NOT_SUPPORTED: ORANGE,
}

SCENARIO_LABEL: dict[ScenarioStatus, str] = {
    ScenarioStatus.PASSED: "passed",
    ScenarioStatus.FAILED: "FAILED",
    ScenarioStatus.ERROR: "ERROR",
    ScenarioStatus.UNDEFINED: "UNDEFINED STEP",
    ScenarioStatus.UNSUPPORTED: "unsupported",
    ScenarioStatus.NOT_SUPPORTED: "not supported (capability)",
    ScenarioStatus.SKIPPED: "skipped (not proof)",
}

SCENARIO_COLOUR: dict[ScenarioStatus, colors.Color] = {
    ScenarioStatus.PASSED: GREEN,
    ScenarioStatus.FAILED: RED,
    ScenarioStatus.ERROR: RED,
    ScenarioStatus.UNDEFINED: RED,
    ScenarioStatus.UNSUPPORTED: ORANGE,
    ScenarioStatus.NOT_SUPPORTED: ORANGE,
    ScenarioStatus.SKIPPED: GREY,
}


def hex_of(colour: colors.Color) -> str:
    """The ``#rrggbb`` form that paragraph markup accepts."""
    return "#" + colour.hexval()[2:]


def _style(name: str, **kw: Any) -> ParagraphStyle:
    base: dict[str, Any] = {"fontName": SANS, "fontSize": 9.5, "leading": 12.5, "textColor": INK}
    base.update(kw)
    return ParagraphStyle(name, **base)


BODY = _style("Body", spaceAfter=5)
BULLET = _style("Bullet", leftIndent=14, bulletIndent=4, bulletFontName=SANS, spaceAfter=2)
SMALL = _style("Small", fontSize=8, leading=10)
CELL = _style("Cell", fontSize=7.5, leading=9.2)
CELL_BOLD = _style("CellBold", fontName=SANS_BOLD, fontSize=7.5, leading=9.2)
CELL_HEAD = _style("CellHead", fontName=SANS_BOLD, fontSize=7.5, leading=9.2)
CELL_PATH = _style("CellPath", fontName=MONO, fontSize=6.8, leading=8.4)
CELL_HASH = _style("CellHash", fontName=MONO, fontSize=6.3, leading=8.4)
CELL_HEAD_CENTER = _style(
    "CellHeadCenter", fontName=SANS_BOLD, fontSize=6.6, leading=8.4, alignment=TA_CENTER
)
CHECK_HEAD = _style("CheckHead", fontSize=8.5, leading=16)
CELL_WRAP = _style("CellWrap", fontSize=7.5, leading=9.2)
CELL_SMALL = _style("CellSmall", fontSize=6.8, leading=8.2)
CELL_CENTER = _style("CellCenter", fontSize=7.5, leading=9.2, alignment=TA_CENTER)
QUOTE = _style("Quote", fontName=SANS_OBLIQUE, leftIndent=10, spaceAfter=5)
MONO_BLOCK = _style("MonoBlock", fontName=MONO, fontSize=7, leading=8.6, leftIndent=6)
SCENARIO = _style(
    "Scenario",
    fontSize=9,
    leading=12,
    spaceBefore=6,
    spaceAfter=2,
    keepWithNext=1,
    borderPadding=(2, 0, 0, 0),
)
LABEL = _style(
    "Label", fontName=SANS_BOLD, fontSize=8.5, leading=11, spaceBefore=4, textColor=MUTED
)

H1 = _style(
    "H1", fontName=SANS_BOLD, fontSize=16, leading=20, spaceBefore=4, spaceAfter=10, keepWithNext=1
)
H2 = _style(
    "H2",
    fontName=SANS_BOLD,
    fontSize=12.5,
    leading=16,
    spaceBefore=10,
    spaceAfter=6,
    keepWithNext=1,
)
H3 = _style(
    "H3",
    fontName=SANS_BOLD,
    fontSize=10.5,
    leading=13.5,
    spaceBefore=8,
    spaceAfter=4,
    keepWithNext=1,
)

TITLE = _style("Title", fontName=SANS_BOLD, fontSize=22, leading=27, spaceAfter=4)
SUBTITLE = _style("Subtitle", fontSize=12, leading=16, textColor=MUTED, spaceAfter=14)
VERDICT = _style("Verdict", fontName=SANS_BOLD, fontSize=30, leading=36, alignment=TA_CENTER)
VERDICT_NOTE = _style("VerdictNote", fontSize=10, leading=13, alignment=TA_CENTER)

TOC_LEVELS = [
    _style("TOC0", fontName=SANS_BOLD, fontSize=10.5, leading=15, leftIndent=0, firstLineIndent=0),
    _style("TOC1", fontSize=9.5, leading=13, leftIndent=16, firstLineIndent=0),
    _style("TOC2", fontSize=8.5, leading=11, leftIndent=32, firstLineIndent=0),
]


def table_style(
    extra: Sequence[tuple[Any, ...]] = (),
    *,
    header_rows: int = 1,
    zebra: bool = True,
    grid: bool = True,
) -> TableStyle:
    """A plain grid with a shaded header; FONT is always set (never Helvetica)."""
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), SANS, 7.5, 9.2),
        ("TEXTCOLOR", (0, 0), (-1, -1), INK),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
    ]
    if grid:
        commands.append(("GRID", (0, 0), (-1, -1), 0.4, RULE))
    if header_rows:
        commands += [
            ("FONT", (0, 0), (-1, header_rows - 1), SANS_BOLD, 7.5, 9.2),
            ("BACKGROUND", (0, 0), (-1, header_rows - 1), HEADER_FILL),
        ]
    if zebra:
        commands.append(("ROWBACKGROUNDS", (0, header_rows), (-1, -1), [colors.white, ZEBRA]))
    commands.extend(extra)
    return TableStyle(commands)
