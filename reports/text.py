"""Small builders for text flowables: escaping, excerpts, links, coloured labels.

Paragraph text in reportlab is XML-like markup, so every value coming from
results.json goes through ``esc`` before it is placed in markup; a ``<`` in a
transcript must never break the report.
"""

from __future__ import annotations

import json
import textwrap
from collections.abc import Iterable
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, Preformatted

from pokercert.reports import styles
from pokercert.results import ClauseResult, ClauseStatus, ScenarioStatus
from pokercert.translations import tr

HTML_REPORT = "report.html"  # written beside results.json and report.pdf

ELLIPSIS = "…"


def esc(text: str) -> str:
    """Escape a plain value for paragraph markup; newlines become line breaks."""
    return escape(text).replace("\n", "<br/>")


def excerpt(text: str, limit: int) -> str:
    """The start of ``text`` cut at a word boundary, with an ellipsis when cut."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    cut = flat[:limit].rsplit(" ", 1)[0] or flat[:limit]
    return cut.rstrip(" ,;:") + " " + ELLIPSIS


CELL_LIMIT = 1200  # characters of free text placed in a table cell (rows cannot exceed a page)


def clip(text: str, limit: int = CELL_LIMIT, where: str = "results.json") -> str:
    """Escaped markup of ``text``, cut at ``limit`` characters, saying where the rest is."""
    if len(text) <= limit:
        return esc(text)
    return esc(excerpt(text, limit)) + f" <i>(cut here; the full text is in {esc(where)})</i>"


def para(markup: str, style: ParagraphStyle = styles.BODY) -> Paragraph:
    return Paragraph(markup, style)


def plain(text: str, style: ParagraphStyle = styles.BODY) -> Paragraph:
    """A paragraph of plain (unescaped) text."""
    return Paragraph(esc(text), style)


def link(text: str, anchor: str) -> str:
    """Markup of an internal link to ``anchor`` (text is escaped here)."""
    return f'<a href="#{anchor}" color="{styles.hex_of(styles.LINK)}">{esc(text)}</a>'


def anchor(name: str) -> str:
    return f'<a name="{name}"/>'


def html_link(text: str, scenario_id: str) -> str:
    """Markup of a link to a scenario's proof in the HTML report beside the PDF."""
    target = escape(f"{HTML_REPORT}#{scenario_id}", {'"': "&quot;"})
    return f'<a href="{target}" color="{styles.hex_of(styles.LINK)}">{esc(text)}</a>'


PROOF_LABEL = {
    "test": "test",
    "test-under-reading": "test under reading",
    "inspection": "inspection",
    "inspection+test": "inspection + test",
    "analysis": "analysis",
}


def proof_label(clause: ClauseResult, lang: str = "en") -> str:
    """How the clause was proven, with the conflict entries a reading rests on."""
    if clause.proof is None:
        return "—"
    text = esc(tr(lang, PROOF_LABEL.get(clause.proof.value, clause.proof.value)))
    conflicts = sorted({r.conflict for r in clause.readings})
    if conflicts:
        text += " " + esc(", ".join(conflicts))
    return text


def clause_label(status: ClauseStatus, *, bold: bool = True, lang: str = "en") -> str:
    """The plain-word result of a clause, coloured."""
    text = esc(tr(lang, styles.CLAUSE_LABEL[status]))
    if bold:
        text = f"<b>{text}</b>"
    return f'<font color="{styles.hex_of(styles.CLAUSE_COLOUR[status])}">{text}</font>'


def scenario_label(status: ScenarioStatus, lang: str = "en") -> str:
    text = esc(tr(lang, styles.SCENARIO_LABEL[status]))
    return f'<font color="{styles.hex_of(styles.SCENARIO_COLOUR[status])}"><b>{text}</b></font>'


def wrap_lines(lines: Iterable[str], width: int) -> str:
    """Hard-wrap monospaced lines to ``width`` columns, marking continuations."""
    out: list[str] = []
    for line in lines:
        line = line.rstrip("\n").expandtabs(4)
        if len(line) <= width:
            out.append(line)
            continue
        pieces = textwrap.wrap(
            line,
            width=width - 2,
            break_long_words=True,
            break_on_hyphens=False,
            drop_whitespace=False,
            replace_whitespace=False,
        )
        out.append(pieces[0])
        out.extend("↳ " + piece for piece in pieces[1:])
    return "\n".join(out)


def mono_block(
    lines: Iterable[str], width: int = 96, style: ParagraphStyle = styles.MONO_BLOCK
) -> Preformatted:
    """Verbatim monospaced text (transcripts) that may split across pages."""
    return Preformatted(wrap_lines(lines, width), style)


def value_text(value: Any) -> str:
    """A JSON value as stable, readable text (keys sorted)."""
    if isinstance(value, str):
        return value
    return json.dumps(value, sort_keys=True, ensure_ascii=False)
