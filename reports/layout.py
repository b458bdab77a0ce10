"""Page layout: templates, running header and footer, outline and table of contents.

"Page X of Y" needs the page count before the last page is drawn.  The
usual canvasmaker trick (buffer every page, stamp totals at save) loses the
PDF outline, so the count is carried between the passes of ``multiBuild``
instead: ``PageCounter`` is an indexing flowable, like the table of
contents, and keeps asking for another pass until the total it printed
equals the number of pages actually produced.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    KeepTogether,
    PageTemplate,
    Paragraph,
)

from pokercert.reports import styles
from pokercert.reports.fonts import SANS, SANS_BOLD
from pokercert.reports.text import anchor, esc

PORTRAIT = A4
LANDSCAPE = landscape(A4)
SIDE_MARGIN = 18 * mm
TOP_MARGIN = 22 * mm
BOTTOM_MARGIN = 18 * mm

COVER_TEMPLATE = "cover"
PORTRAIT_TEMPLATE = "portrait"
LANDSCAPE_TEMPLATE = "landscape"


def frame_width(pagesize: tuple[float, float]) -> float:
    return pagesize[0] - 2 * SIDE_MARGIN


def fit(text: str, width: float, font: str, size: float) -> str:
    """``text`` cut with an ellipsis to fit ``width`` points (running headers never overlap)."""
    if stringWidth(text, font, size) <= width:
        return text
    while text and stringWidth(text + "…", font, size) > width:
        text = text[:-1]
    return text + "…"


@dataclass(frozen=True)
class OutlineEntry:
    """Marks a heading for the PDF outline (and the table of contents when ``toc``)."""

    level: int
    title: str
    key: str
    toc: bool = True


def heading(
    text: str, style: Any, entry: OutlineEntry, *, link_name: str | None = None, suffix: str = ""
) -> Paragraph:
    """A heading paragraph carrying its outline entry (``suffix`` is extra markup)."""
    markup = (anchor(link_name) if link_name else "") + esc(text) + suffix
    paragraph = Paragraph(markup, style)
    paragraph.outline_entry = entry
    return paragraph


class KeepWithStart(KeepTogether):
    """A keep-with-next group that keeps a heading with the *start* of what follows.

    reportlab moves the whole group to the next page when it does not fit,
    which leaves a near-empty page before a heading followed by a long
    table.  A group taller than a whole frame is split in place instead,
    provided enough room is left for the heading and the first rows.
    """

    MIN_ROOM = 150.0

    def split(self, aW: float, aH: float) -> list[Flowable]:
        if getattr(self, "_wrapInfo", None) != (aW, aH):
            self.wrap(aW, aH)
        frame = getattr(self, "_frame", None)
        frame_height = frame._height if frame is not None else aH
        if frame_height < self._H and aH >= self.MIN_ROOM:
            return list(self._content)
        parts: list[Flowable] = super().split(aW, aH)
        return parts


class PageCounter(Flowable):
    """Invisible indexing flowable that carries the page total between passes."""

    def __init__(self) -> None:
        super().__init__()
        self.total = 0  # the total printed in the current pass
        self.counted: int | None = None  # pages produced by the last pass
        self.doc: BaseDocTemplate | None = None

    def isIndexing(self) -> int:
        return 1

    def isSatisfied(self) -> int:
        return int(self.counted == self.total)

    def beforeBuild(self) -> None:
        if self.counted is not None:
            self.total = self.counted

    def afterBuild(self) -> None:
        assert self.doc is not None
        self.counted = self.doc.page

    def notify(self, kind: str, stuff: Any) -> None:
        """Indexing flowables receive every notification; this one needs none."""

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return (0, 0)

    def draw(self) -> None:
        return None


@dataclass(frozen=True)
class RunningText:
    """The words of the running header and footer."""

    header_left: str
    header_right: str
    footer_left: str
    page_of: str = "Page {page} of {total}"  # the footer's page number, in the report's language


class ReportDocTemplate(BaseDocTemplate):
    """A4 document with portrait and landscape pages, running header and footer."""

    def __init__(self, target: Any, running: RunningText, counter: PageCounter, **kw: Any) -> None:
        super().__init__(
            target,
            pagesize=PORTRAIT,
            leftMargin=SIDE_MARGIN,
            rightMargin=SIDE_MARGIN,
            topMargin=TOP_MARGIN,
            bottomMargin=BOTTOM_MARGIN,
            initialFontName=SANS,
            keepTogetherClass=KeepWithStart,
            initialFontSize=10,
            invariant=1,
            pageCompression=1,
            **kw,
        )
        self.running = running
        self.counter = counter
        counter.doc = self
        self.addPageTemplates(
            [
                self._template(COVER_TEMPLATE, PORTRAIT, header=False),
                self._template(PORTRAIT_TEMPLATE, PORTRAIT, header=True),
                self._template(LANDSCAPE_TEMPLATE, LANDSCAPE, header=True),
            ]
        )

    def _template(self, name: str, pagesize: tuple[float, float], *, header: bool) -> PageTemplate:
        frame = Frame(
            SIDE_MARGIN,
            BOTTOM_MARGIN,
            frame_width(pagesize),
            pagesize[1] - TOP_MARGIN - BOTTOM_MARGIN,
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
            id=name,
        )

        def decorate(canvas: Canvas, doc: BaseDocTemplate) -> None:
            self._decorate(canvas, pagesize, header=header)

        return PageTemplate(id=name, frames=[frame], onPage=decorate, pagesize=pagesize)

    def _decorate(self, canvas: Canvas, pagesize: tuple[float, float], *, header: bool) -> None:
        width, height = pagesize
        left, right = SIDE_MARGIN, width - SIDE_MARGIN
        canvas.saveState()
        canvas.setStrokeColor(styles.RULE)
        canvas.setLineWidth(0.5)
        canvas.setFillColor(styles.MUTED)
        if header:
            y = height - 13 * mm
            canvas.setFont(SANS_BOLD, 8)
            canvas.drawString(left, y, self.running.header_left)
            used = canvas.stringWidth(self.running.header_left, SANS_BOLD, 8) + 6 * mm
            canvas.setFont(SANS, 8)
            shown = fit(self.running.header_right, right - left - used, SANS, 8)
            canvas.drawRightString(right, y, shown)
            canvas.line(left, y - 2.5 * mm, right, y - 2.5 * mm)
        y = 10 * mm
        canvas.line(left, y + 4 * mm, right, y + 4 * mm)
        canvas.setFont(SANS, 8)
        canvas.drawString(left, y, self.running.footer_left)
        total = self.counter.total or "?"
        canvas.setFont(SANS_BOLD, 8)
        canvas.drawRightString(right, y, self.running.page_of.format(page=self.page, total=total))
        canvas.restoreState()
        canvas.showOutline()

    def afterFlowable(self, flowable: Flowable) -> None:
        entry: OutlineEntry | None = getattr(flowable, "outline_entry", None)
        if entry is None:
            return
        self.canv.bookmarkPage(entry.key)
        self.canv.addOutlineEntry(
            entry.title, entry.key, level=entry.level, closed=entry.level >= 1
        )
        if entry.toc:
            self.notify("TOCEntry", (entry.level, entry.title, self.page, entry.key))
