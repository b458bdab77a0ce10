"""Actions outside what a view offers, tried: an implementation must refuse every one.

A scenario that checks an offer ("the legal actions are", "seat 3 may not
raise") proves what the implementation *says* a player may do.  A build can say
the right thing and still take the wrong action when it comes: offers and
enforcement are often two pieces of code (a cap counted in one place and not in
the other, a raise size checked on the way out only).  So wherever a scenario
judges an offer, the harness also sends actions the offer rules out and expects
each refused, leaving the hand as it was (protocol: "refuse an illegal one and
leave the hand unchanged").  One accepted probe fails the scenario: the
implementation either offered too little or took too much.

Fold is never probed: folding with no bet to face is allowed (CR-033) though not
offered.  The amounts tried are the ones an offer's bounds exclude: one chip
above the most, one chip below the least (when that is still a wager above the
bet to match), and one chip between two discrete sizes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Protocol

from pokercert import protocol as p

A = p.ActionKind
WAGERS = (A.BRING_IN, A.COMPLETE, A.BET, A.RAISE)
"""The actions whose amount the player chooses within the offer."""
PROBED = (A.CHECK, A.CALL, *WAGERS, A.SHOW, A.MUCK)
"""The kinds tried when a view does not offer them (fold is always allowed: CR-033)."""
HIDDEN = "??"


class OfferedAction(Protocol):
    """A legal action as a view offers it: a LegalAction message, or the soak oracle's own."""

    @property
    def kind(self) -> p.ActionKind: ...
    @property
    def min_amount(self) -> int | None: ...
    @property
    def max_amount(self) -> int | None: ...
    @property
    def amounts(self) -> Sequence[int] | None: ...
    @property
    def max_cards(self) -> int | None: ...


class OfferSeat(Protocol):
    @property
    def seat(self) -> int: ...
    @property
    def bet(self) -> int: ...
    @property
    def status(self) -> str: ...
    @property
    def downcards(self) -> Sequence[str] | None: ...


class Offer(Protocol):
    """What the probes read of a view: a TableView, or the soak oracle's view."""

    @property
    def to_act(self) -> int | None: ...
    @property
    def legal_actions(self) -> Sequence[OfferedAction]: ...
    @property
    def seats(self) -> Sequence[OfferSeat]: ...
    @property
    def bet_size(self) -> int | None: ...


@dataclass(frozen=True)
class Probe:
    """One action outside the offer, and why it is outside."""

    seat: int
    kind: A
    why: str
    amount: int | None = None
    cards: tuple[str, ...] | None = None

    def describe(self) -> str:
        amount = f" to {self.amount}" if self.amount is not None else ""
        cards = f" discarding {' '.join(self.cards)}" if self.cards else ""
        return f"seat {self.seat} {self.kind.value}{amount}{cards} ({self.why})"


def outside_offer(view: Offer, kinds: Iterable[A] = PROBED) -> list[Probe]:
    """The probes for the seat to act of ``view``: the ``kinds`` it is not offered, amounts
    outside the offered bounds of those it is, too many discards, and another seat acting."""
    seat = view.to_act
    if seat is None:
        return []
    offered = {action.kind: action for action in view.legal_actions}
    top = max((s.bet for s in view.seats), default=0)
    step = view.bet_size or max(top, 1)
    probes: list[Probe] = []
    for kind in kinds:
        action = offered.get(kind)
        if action is None:
            amount = {A.BET: step, A.RAISE: top + step, A.COMPLETE: step}.get(kind)
            probes.append(Probe(seat, kind, "not offered", amount))
        elif kind in WAGERS:
            probes += [Probe(seat, kind, why, amount) for amount, why in _beyond(action, top)]
    probes += _too_many_discards(view, seat, offered.get(A.DRAW))
    probes += _out_of_turn(view, seat, offered)
    return probes


def _beyond(action: OfferedAction, top: int) -> list[tuple[int, str]]:
    """Amounts of an offered wager that its bounds exclude, each with the reason."""
    low, high = action.min_amount, action.max_amount
    found: list[tuple[int, str]] = []
    if high is not None:
        found.append((high + 1, f"the most offered is {high}"))
    if low is not None and low - 1 > max(top, 0):
        found.append((low - 1, f"the least offered is {low}"))
    sizes = sorted(set(action.amounts or []))
    for below, above in pairwise(sizes):
        if above - below > 1:
            found.append((below + 1, f"only {'/'.join(map(str, sizes))} are offered"))
    return found


def _too_many_discards(view: Offer, seat: int, draw: OfferedAction | None) -> list[Probe]:
    """A draw of one card more than the offer allows, when the seat's cards are known."""
    if draw is None or draw.max_cards is None:
        return []
    held = next((s.downcards for s in view.seats if s.seat == seat), None)
    if not held or HIDDEN in held or len(held) <= draw.max_cards:
        return []
    thrown = tuple(held[: draw.max_cards + 1])
    return [Probe(seat, A.DRAW, f"at most {draw.max_cards} may be discarded", cards=thrown)]


def _out_of_turn(view: Offer, seat: int, offered: dict[A, OfferedAction]) -> list[Probe]:
    """Every other seat still active takes the check or call the seat to act is offered (a
    build may check the seat against the next one only), the next seats first."""
    kind = A.CHECK if A.CHECK in offered else A.CALL if A.CALL in offered else None
    if kind is None:
        return []
    others = sorted(s.seat for s in view.seats if s.seat != seat and s.status == "active")
    ordered = [s for s in others if s > seat] + [s for s in others if s < seat]
    amount = offered[kind].max_amount
    return [Probe(other, kind, f"seat {seat} is to act", amount) for other in ordered]
