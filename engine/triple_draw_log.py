"""A hand log that builds its protocol messages only when someone reads them.

Validating a pydantic :class:`~pokercert.protocol.Event` costs several
microseconds and a hand logs over a hundred of them (every card dealt,
every wager), which dominated the cost of a hand.  The events are kept as
plain tuples and turned into messages, with the same sequence numbers and
the same hidden cards, the first time ``events`` or ``announcements`` is
read (a table view, a test).  Nothing else about the log changes.
"""

from __future__ import annotations

from collections.abc import Iterable

from pokercert import protocol as p
from pokercert.engine.cards import Card, cards_text

RawEvent = tuple[str, int | None, tuple[Card, ...], int | None, str, str | None, bool]
RawAnnouncement = tuple[str, int | None, str, str | None]


class DeferredLog:
    """Mixin for :class:`~pokercert.engine.table.Hand`: same ``log``/``announce``, built lazily."""

    _raw_events: list[RawEvent]
    _built_events: list[p.Event]
    _raw_announcements: list[RawAnnouncement]
    _built_announcements: list[p.Announcement]

    @property
    def events(self) -> list[p.Event]:
        built = self._built_events
        for kind, seat, cards, amount, detail, clause, hidden in self._raw_events:
            built.append(
                p.Event(
                    seq=len(built) + 1,
                    kind=kind,
                    seat=seat,
                    cards=["??"] * len(cards) if hidden else cards_text(cards),
                    amount=amount,
                    detail=detail,
                    clause=clause,
                )
            )
        self._raw_events = []
        return built

    @events.setter
    def events(self, value: list[p.Event]) -> None:
        self._built_events = list(value)
        self._raw_events = []

    @property
    def announcements(self) -> list[p.Announcement]:
        built = self._built_announcements
        for kind, seat, text, clause in self._raw_announcements:
            built.append(p.Announcement(kind=kind, seat=seat, text=text, clause=clause))
        self._raw_announcements = []
        return built

    @announcements.setter
    def announcements(self, value: list[p.Announcement]) -> None:
        self._built_announcements = list(value)
        self._raw_announcements = []

    def log(
        self,
        kind: str,
        seat: int | None = None,
        cards: Iterable[Card] = (),
        amount: int | None = None,
        detail: str = "",
        clause: str | None = None,
        hidden: bool = False,
    ) -> None:
        self._raw_events.append((kind, seat, tuple(cards), amount, detail, clause, hidden))

    def announce(
        self, kind: str, text: str, seat: int | None = None, clause: str | None = None
    ) -> None:
        self._raw_announcements.append((kind, seat, text, clause))
        self.log("announce", seat=seat, detail=f"{kind}: {text}", clause=clause)
