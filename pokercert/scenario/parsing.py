"""Reading the small languages of feature files: card lists, seat lists, action tables."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

_CARD = re.compile(r"[2-9TJQKA][cdhs]|\?\?")


def cards(text: str) -> list[str]:
    """``"As Kd"``, ``"AsKd"`` or ``"As, Kd"`` -> ``["As", "Kd"]``; ``"-"`` or empty -> ``[]``."""
    compact = re.sub(r"[\s,]+", "", text.strip())
    if compact in ("", "-", "none"):
        return []
    found = _CARD.findall(compact)
    if "".join(found) != compact:
        raise ValueError(f"not a list of cards: {text!r} (write cards like 'As Kd 2c')")
    return found


def seats(text: str) -> list[int]:
    """``"3, 5 and 1"`` -> ``[3, 5, 1]``; ``"none"`` -> ``[]``."""
    if text.strip() in ("", "none", "-"):
        return []
    return [int(n) for n in re.split(r"\s*(?:,|and|then)\s*", text.strip()) if n]


def amount_spec(text: str) -> tuple[int | None, int | None, list[int] | None]:
    """An amount cell -> (min, max, amounts).

    ``"4"`` is one amount, ``"4-8"`` a range, ``"4/8"`` only these amounts.
    """
    text = text.strip()
    if text in ("", "-"):
        return None, None, None
    if "/" in text:
        values = [int(v) for v in text.split("/")]
        return min(values), max(values), values
    if "-" in text:
        low, high = (int(v) for v in text.split("-"))
        return low, high, None
    value = int(text)
    return value, value, None


def deck_rows(headings: Sequence[str], rows: Iterable[Sequence[str]]) -> list[str]:
    """A deck written as a table, read row by row from the top (the first row is behave's
    headings)."""
    order = cards(" ".join(headings))
    for row in rows:
        order += cards(" ".join(row))
    return order
