"""Support for the five-card draw steps: the dealer's answers, the event log, the next hand.

Nothing here touches engine internals; it reads protocol messages only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pokercert import protocol as p
from pokercert.scenario.drawing import compose_deck, deal_order
from pokercert.scenario.parsing import cards


def draw_counts_told(answer: p.Announcement) -> dict[int, int]:
    """The counts in the dealer's answer to ``ask-draw-counts`` (0: stood pat).

    They come from the announcement's ``draw_counts``, never from its text.
    """
    return {int(seat): count for seat, count in (answer.draw_counts or {}).items()}


def last_answer(view: p.TableView, kind: str, seat: int) -> p.Announcement | None:
    """The latest announcement of ``kind`` made to (or about) ``seat``."""
    found = [a for a in view.announcements if a.kind == kind and a.seat == seat]
    return found[-1] if found else None


@dataclass(frozen=True)
class EventPattern:
    """One row of an expected event log: blank or ``-`` cells match anything."""

    kind: str
    seat: int | None = None
    cards: tuple[str, ...] | None = None
    amount: int | None = None

    @classmethod
    def from_row(cls, row: Mapping[str, str]) -> EventPattern:
        def cell(name: str) -> str | None:
            value = row.get(name, "").strip()
            return None if value in ("", "-") else value

        seat, shown, amount = cell("seat"), cell("cards"), cell("amount")
        return cls(
            kind=row["event"].strip(),
            seat=int(seat) if seat else None,
            cards=tuple(cards(shown)) if shown else None,
            amount=int(amount) if amount else None,
        )

    def matches(self, event: p.Event) -> bool:
        return (
            event.kind == self.kind
            and (self.seat is None or event.seat == self.seat)
            and (self.cards is None or sorted(event.cards) == sorted(self.cards))
            and (self.amount is None or event.amount == self.amount)
        )

    def __str__(self) -> str:
        parts = [self.kind]
        if self.seat is not None:
            parts.append(f"seat {self.seat}")
        if self.cards is not None:
            parts.append(" ".join(self.cards))
        if self.amount is not None:
            parts.append(f"amount {self.amount}")
        return " ".join(parts)


def describe_event(event: p.Event) -> str:
    seat = f" seat {event.seat}" if event.seat is not None else ""
    shown = f" {' '.join(event.cards)}" if event.cards else ""
    amount = f" ({event.amount})" if event.amount is not None else ""
    return f"{event.kind}{seat}{shown}{amount}"


def first_missing(events: Sequence[p.Event], expected: Sequence[EventPattern]) -> int | None:
    """Index of the first expected event not found after the previous one, or None."""
    position = 0
    for index, pattern in enumerate(expected):
        while position < len(events) and not pattern.matches(events[position]):
            position += 1
        if position == len(events):
            return index
        position += 1
    return None


def next_hand_deck(
    hands: Mapping[int, Sequence[str]],
    view: p.TableView,
    dealer: int,
    clockwise: bool,
    burn: bool,
) -> list[str]:
    """The stacked deck of the next hand: the players who still have chips are dealt in."""
    dealt = [s.seat for s in view.seats if s.stack > 0 and s.status is not p.SeatStatus.SITTING_OUT]
    return compose_deck(hands, deal_order(dealt, dealer, clockwise=clockwise), burn=burn)
