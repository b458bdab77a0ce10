"""A light flowable for many short styled lines (scenario steps).

A full report holds thousands of step lines.  As Paragraphs they dominate
the rendering time (markup parsing and line breaking, twice: the build
has two passes).  ``RunLines`` takes the lines already split into styled
runs, wraps them greedily word by word, and splits across pages by rows.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from reportlab.lib import colors
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable


@dataclass(frozen=True)
class Run:
    """A piece of text in one font and colour."""

    text: str
    font: str
    colour: colors.Color


Row = tuple[tuple[float, Run], ...]  # (x offset, run) pieces of one printed row


@lru_cache(maxsize=65536)
def _width(text: str, font: str, size: float) -> float:
    return float(stringWidth(text, font, size))


def _tokens(text: str) -> list[str]:
    """Words with their trailing space, so widths add up to the run's width."""
    out: list[str] = []
    for word in text.split(" "):
        out.append(word + " ")
    out[-1] = out[-1][:-1]
    return [t for t in out if t]


def wrap_line(runs: list[Run], width: float, size: float, indent: float) -> list[Row]:
    """Greedy word wrap of one logical line; continuation rows start at ``indent``."""
    rows: list[Row] = []
    row: list[tuple[float, Run]] = []
    x = 0.0
    for run in runs:
        for token in _tokens(run.text):
            w = _width(token, run.font, size)
            if x + _width(token.rstrip(" "), run.font, size) > width and row:
                rows.append(tuple(row))
                row, x = [], indent
                token = token.lstrip(" ")
                w = _width(token, run.font, size)
            while x + w > width and len(token) > 1:  # a word longer than the line
                cut = len(token) - 1
                while cut > 1 and x + _width(token[:cut], run.font, size) > width:
                    cut -= 1
                row.append((x, Run(token[:cut], run.font, run.colour)))
                rows.append(tuple(row))
                row, x = [], indent
                token = token[cut:]
                w = _width(token, run.font, size)
            if row and row[-1][1].font == run.font and row[-1][1].colour == run.colour:
                start, last = row[-1]
                row[-1] = (start, Run(last.text + token, run.font, run.colour))
            else:
                row.append((x, Run(token, run.font, run.colour)))
            x += w
    if row or not rows:
        rows.append(tuple(row))
    return rows


class RunLines(Flowable):
    """Styled lines that wrap at word boundaries and split between pages by rows."""

    def __init__(
        self,
        lines: list[list[Run]],
        *,
        size: float,
        leading: float,
        left: float = 0.0,
        indent: float = 12.0,
        space_after: float = 0.0,
        rows: list[Row] | None = None,
    ) -> None:
        super().__init__()
        self.lines = lines
        self.size = size
        self.leading = leading
        self.left = left
        self.indent = indent
        self.spaceAfter = space_after
        self._rows = rows
        self._rows_width: float | None = None if rows is None else -1.0

    def _layout(self, width: float) -> list[Row]:
        if self._rows is not None and self._rows_width in (width, -1.0):
            return self._rows
        rows: list[Row] = []
        for line in self.lines:
            rows += wrap_line(line, width - self.left, self.size, self.indent)
        self._rows, self._rows_width = rows, width
        return rows

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width = available_width
        self.height = len(self._layout(available_width)) * self.leading
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        rows = self._layout(available_width)
        fit = int(available_height // self.leading)
        if fit <= 0 or fit >= len(rows):
            return []  # nothing fits here (or it all does, and wrap said so)
        options = {
            "size": self.size,
            "leading": self.leading,
            "left": self.left,
            "indent": self.indent,
        }
        return [
            RunLines([], rows=rows[:fit], **options),
            RunLines([], rows=rows[fit:], space_after=self.spaceAfter, **options),
        ]

    def draw(self) -> None:
        canvas = self.canv
        baseline = self.height - self.size
        for row in self._rows or []:
            for x, run in row:
                canvas.setFont(run.font, self.size)
                canvas.setFillColor(run.colour)
                canvas.drawString(self.left + x, baseline, run.text)
            baseline -= self.leading
