"""Stacked bar charts of clause results (executive summary).

reportlab.graphics labels default to Helvetica, so every label, legend and
string here names a DejaVu font.
"""

from __future__ import annotations

from reportlab.graphics.charts.barcharts import HorizontalBarChart
from reportlab.graphics.charts.legends import Legend
from reportlab.graphics.shapes import Drawing, String
from reportlab.pdfbase.pdfmetrics import stringWidth

from pokercert.reports import styles
from pokercert.reports.fonts import SANS, SANS_BOLD
from pokercert.reports.summary import StatusCounts
from pokercert.reports.text import excerpt

ROW_HEIGHT = 20
LABEL_SIZE = 7.5


def _step(largest: int) -> int:
    """A round tick step giving at most about eight ticks."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        if largest / step <= 8:
            return step
    return max(1, largest // 8)


def status_chart(title: str, rows: dict[str, StatusCounts], width: float) -> Drawing:
    """One horizontal bar per row, stacked by clause result, with a legend."""
    labels = [excerpt(name, 34) for name in rows]
    statuses = [
        s for s in styles.CLAUSE_STATUS_ORDER if any(counts[s] for counts in rows.values())
    ] or [styles.CLAUSE_STATUS_ORDER[0]]
    # Horizontal bar charts draw the first category at the bottom; reverse so the
    # chart reads in the same order as the table above it.
    ordered = list(reversed(list(rows.values())))
    data = [[counts[s] for counts in ordered] for s in statuses]
    totals = [sum(counts.values()) for counts in rows.values()] or [0]

    label_width = max(stringWidth(text, SANS, LABEL_SIZE) for text in labels) if labels else 40
    legend_rows = (len(statuses) + 2) // 3
    legend_height = legend_rows * 12 + 6
    plot_height = max(1, len(rows)) * ROW_HEIGHT
    height = 22 + plot_height + 24 + legend_height

    drawing = Drawing(width, height, initialFontName=SANS, initialFontSize=LABEL_SIZE)
    drawing.add(String(0, height - 12, title, fontName=SANS_BOLD, fontSize=9, fillColor=styles.INK))

    chart = HorizontalBarChart()
    chart.x = label_width + 8
    chart.y = legend_height + 20
    chart.width = width - chart.x - 10
    chart.height = plot_height
    chart.data = data
    chart.categoryAxis.style = "stacked"
    chart.categoryAxis.categoryNames = list(reversed(labels))
    chart.categoryAxis.labels.fontName = SANS
    chart.categoryAxis.labels.fontSize = LABEL_SIZE
    chart.categoryAxis.labels.boxAnchor = "e"
    chart.categoryAxis.labels.dx = -4
    chart.categoryAxis.strokeColor = styles.RULE
    chart.valueAxis.valueMin = 0
    chart.valueAxis.valueMax = max(1, max(totals))
    chart.valueAxis.valueStep = _step(max(1, max(totals)))
    chart.valueAxis.labels.fontName = SANS
    chart.valueAxis.labels.fontSize = LABEL_SIZE
    chart.valueAxis.labelTextFormat = "%d"
    chart.valueAxis.strokeColor = styles.RULE
    chart.valueAxis.visibleGrid = True
    chart.valueAxis.gridStrokeColor = styles.ZEBRA
    chart.barWidth = ROW_HEIGHT * 0.6
    chart.groupSpacing = ROW_HEIGHT * 0.4
    chart.bars.strokeColor = None
    for n, status in enumerate(statuses):
        chart.bars[n].fillColor = styles.CLAUSE_COLOUR[status]
    drawing.add(chart)

    legend = Legend()
    legend.x = chart.x
    legend.y = legend_height
    legend.fontName = SANS
    legend.fontSize = LABEL_SIZE
    legend.alignment = "right"
    legend.columnMaximum = legend_rows
    legend.dx = 7
    legend.dy = 7
    legend.deltax = 110
    legend.colorNamePairs = [(styles.CLAUSE_COLOUR[s], styles.CLAUSE_LABEL[s]) for s in statuses]
    drawing.add(legend)
    return drawing
