"""The report's fonts: DejaVu Sans and DejaVu Sans Mono, shipped with the package.

The built-in PDF fonts (Helvetica, Times) are not embedded and have no
glyphs beyond Latin-1, so Spanish and German quotes („“, ’) would be lost
and the PDF would depend on the reader's machine.  Every piece of text in
the report uses the TrueType fonts registered here, which reportlab embeds
as subsets.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

FONT_DIR = Path(__file__).resolve().parent / "fonts"

SANS = "DejaVuSans"
SANS_BOLD = "DejaVuSans-Bold"
SANS_OBLIQUE = "DejaVuSans-Oblique"
MONO = "DejaVuSansMono"

_FILES: dict[str, str] = {
    SANS: "DejaVuSans.ttf",
    SANS_BOLD: "DejaVuSans-Bold.ttf",
    SANS_OBLIQUE: "DejaVuSans-Oblique.ttf",
    MONO: "DejaVuSansMono.ttf",
}


class FontMissingError(RuntimeError):
    """A font file of the package is missing (a broken install)."""


def register_fonts() -> None:
    """Register the DejaVu fonts once per process (later calls are no-ops)."""
    registered = set(pdfmetrics.getRegisteredFontNames())
    for name, file_name in _FILES.items():
        if name in registered:
            continue
        path = FONT_DIR / file_name
        if not path.is_file():
            raise FontMissingError(f"font file missing from the package: {path}")
        pdfmetrics.registerFont(TTFont(name, str(path)))
    # <b> and <i> in paragraphs map to the right faces; there is no bold
    # oblique face, bold stands in for it.
    addMapping(SANS, 0, 0, SANS)
    addMapping(SANS, 1, 0, SANS_BOLD)
    addMapping(SANS, 0, 1, SANS_OBLIQUE)
    addMapping(SANS, 1, 1, SANS_BOLD)
    for bold in (0, 1):
        for italic in (0, 1):
            addMapping(MONO, bold, italic, MONO)
