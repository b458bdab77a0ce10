"""Table builders shared by the sections.

Cells are always Paragraphs (so long text wraps) and every table gets the
DejaVu FONT command from ``styles.table_style``.  Header rows repeat on each
page a table spans.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeAlias

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, Table

from pokercert.reports import styles

# Rows move to the next page whole; only a row taller than the room left is cut,
# and never into a piece shorter than this many points.
SPLIT_IN_ROW = 40

Cell: TypeAlias = str | Flowable | list[Flowable]


def _cell(value: Cell, style: ParagraphStyle) -> Flowable | list[Flowable]:
    """Strings are markup (already escaped by the caller)."""
    return Paragraph(value, style) if isinstance(value, str) else value


def data_table(
    header: Sequence[str],
    rows: Sequence[Sequence[Cell]],
    widths: Sequence[float],
    *,
    extra: Sequence[tuple[Any, ...]] = (),
    style: ParagraphStyle = styles.CELL,
    header_style: ParagraphStyle = styles.CELL_HEAD,
    zebra: bool = True,
) -> Table:
    """A table with one header row repeated across pages."""
    data: list[list[Any]] = [[Paragraph(h, header_style) for h in header]]
    data += [[_cell(v, style) for v in row] for row in rows]
    table = Table(
        data, colWidths=list(widths), repeatRows=1, hAlign="LEFT", splitInRow=SPLIT_IN_ROW
    )
    table.setStyle(styles.table_style(extra, zebra=zebra))
    return table


def kv_table(
    rows: Sequence[tuple[str, Cell]],
    widths: tuple[float, float],
    *,
    value_style: ParagraphStyle = styles.CELL,
) -> Table:
    """Label / value rows, labels bold on a light background."""
    data = [
        [Paragraph(label, styles.CELL_BOLD), _cell(value, value_style)] for label, value in rows
    ]
    table = Table(data, colWidths=list(widths), hAlign="LEFT", splitInRow=SPLIT_IN_ROW)
    table.setStyle(
        styles.table_style(
            [("BACKGROUND", (0, 0), (0, -1), styles.ZEBRA)],
            header_rows=0,
            zebra=False,
        )
    )
    return table
