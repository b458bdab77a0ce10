"""Support for the steps about stud irregularities: streets by name, removed cards, dead hands.

Nothing here touches engine internals; it reads protocol messages only, so the
same steps certify any implementation.
"""

from __future__ import annotations

from collections.abc import Sequence

from pokercert import protocol as p
from pokercert.scenario.parsing import cards

STREET_PHASES = {
    "third street": "third-street",
    "fourth street": "fourth-street",
    "fifth street": "fifth-street",
    "sixth street": "sixth-street",
    "seventh street": "seventh-street",
}
NEXT_STREET = dict(zip(list(STREET_PHASES)[:-1], list(STREET_PHASES)[1:], strict=True))


class StreetError(ValueError):
    """A step names a street that does not exist."""


def street_phase(name: str) -> str:
    """``"fifth street"`` -> ``"fifth-street"`` (the phase the table view reports)."""
    key = name.strip().lower().replace("-", " ")
    if key not in STREET_PHASES:
        raise StreetError(f"no street {name!r}; say one of: {', '.join(STREET_PHASES)}")
    return STREET_PHASES[key]


def street_before(name: str) -> str:
    """The phase in which the cards of street ``name`` can be dealt too early."""
    key = name.strip().lower().replace("-", " ")
    for before, after in NEXT_STREET.items():
        if after == key:
            return STREET_PHASES[before]
    raise StreetError(f"no betting round comes before the cards of {name!r}")


def removed_cards(view: p.TableView) -> list[str]:
    """Every card the log shows taken out of play, in the order it was removed."""
    return [c for e in view.events if e.kind == "remove" for c in e.cards]


def extend_deck(deck: Sequence[str], more: Sequence[str]) -> list[str]:
    """A stacked deck with ``more`` cards after the ones already stacked; no card twice."""
    repeated = sorted(set(deck) & set(more)) + sorted({c for c in more if more.count(c) > 1})
    if repeated:
        raise ValueError(f"cards stacked twice: {', '.join(repeated)}")
    return [*deck, *more]


def cards_in_rows(rows: Sequence[Sequence[str]]) -> list[str]:
    """The cards of a table's cells, row by row."""
    found: list[str] = []
    for row in rows:
        for cell in row:
            found += cards(cell)
    return found
