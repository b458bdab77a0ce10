"""The reference engine as the soak's oracle: in-process, read from the documents it writes.

The implementation side of the soak goes through its real driver (for the
reference engine that is :class:`~pokercert.adapters.reference.ReferenceDriver`,
which serializes and validates every message).  The oracle is trusted, so its
answers are read as the engine writes them (:meth:`Session.answer`: protocol
v1 view documents, deltas) without a JSON round trip and without making
messages of them: an :class:`OracleView` holds the hand so far (every seat,
every announcement) and only what the soak reads of it.  A message is made
when one is needed: the expected answer of a divergence, a recorded transcript.

What the oracle answers is still checked: the :class:`TableChecker` sees every
view and result (chips conserved, awards to eligible live seats), and the
shape checks of the client's log are kept (answer kinds, every seat in the
first view of a hand, no stranger seats, announcement counts), so a reference
engine that breaks a rule is caught and the hand counted apart.

:class:`OracleDriver` is the same engine behind the ordinary driver seam (a
hand replayed to its end for the PHH file).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.driver import ProtocolViolation
from pokercert.engine.session import Session
from pokercert.invariants import REMEDY_REQUESTS, TableChecker
from pokercert.transcript import Entry, message_dict


class OracleDriver:
    name = "reference oracle"

    def __init__(self) -> None:
        self.session = Session()

    def exchange(self, request: BaseModel) -> BaseModel:
        return self.session.handle(request)

    def close(self) -> None:
        self.session = Session()


KINDS = {str(kind): kind for kind in p.ActionKind}


class OracleLegalAction(NamedTuple):
    """A legal action as the reference shows it: every field is a compared fact."""

    kind: p.ActionKind
    min_amount: int | None
    max_amount: int | None
    amounts: list[int] | None
    max_cards: int | None

    @classmethod
    def of(cls, document: dict[str, Any]) -> OracleLegalAction:
        get = document.get
        kind = KINDS[document["kind"]]
        return cls(kind, get("min_amount"), get("max_amount"), get("amounts"), get("max_cards"))


class OracleSeat(NamedTuple):
    """One seat as the reference shows it; the first eight fields are the compared facts."""

    seat: int
    stack: int
    status: str
    bet: int
    committed: int
    upcards: list[str]
    downcard_count: int
    draw_counts: list[int]
    downcards: list[str] | None
    document: dict[str, Any]

    @classmethod
    def of(cls, document: dict[str, Any]) -> OracleSeat:
        return cls(
            document["seat"],
            document["stack"],
            document["status"],
            document["bet"],
            document["committed"],
            document["upcards"],
            document["downcard_count"],
            document.get("draw_counts", []),
            document.get("downcards"),
            document,
        )


COMPARED = 8
"""An OracleSeat's first fields, compared with each seat of the implementation's view."""


class OraclePot(NamedTuple):
    amount: int
    eligible: list[int]


@dataclass
class HandSoFar:
    """Every seat and announcement of the oracle's hand; a change makes new lists.

    The lists are shared with the views given out, which therefore never see
    a later change.
    """

    seats: list[OracleSeat]
    index: dict[int, int]  # seat number -> place in ``seats``
    seat_facts: list[tuple[Any, ...]] = field(default_factory=list)
    announcements: list[dict[str, Any]] = field(default_factory=list)
    said: list[tuple[str, int | None]] = field(default_factory=list)  # their kinds and seats

    @classmethod
    def of(cls, seats: list[dict[str, Any]]) -> HandSoFar:
        shown = sorted((OracleSeat.of(s) for s in seats), key=lambda seat: seat.seat)
        index = {seat.seat: place for place, seat in enumerate(shown)}
        return cls(shown, index, [seat[:COMPARED] for seat in shown])

    def update(self, changed: list[dict[str, Any]]) -> None:
        seats, facts = list(self.seats), list(self.seat_facts)
        for document in changed:
            place = self.index.get(document["seat"])
            if place is None:
                raise ProtocolViolation(f"the oracle shows seat {document['seat']}, not seated")
            seats[place] = seat = OracleSeat.of(document)
            facts[place] = seat[:COMPARED]
        self.seats, self.seat_facts = seats, facts

    def announce(self, said: list[dict[str, Any]]) -> None:
        self.announcements = self.announcements + said
        self.said = self.said + [(a["kind"], a.get("seat")) for a in said]


class OracleView:
    """The reference's table after an answer: the last view document with the hand so far.

    It holds what decisions and the table rules read, and the compared facts
    as the tuples :mod:`pokercert.soak.compare` reads from a message.
    """

    __slots__ = (
        "announcements",
        "carried_pot",
        "document",
        "hand_number",
        "legal_actions",
        "phase",
        "pots",
        "said",
        "seat_facts",
        "seats",
        "to_act",
    )

    def __init__(self, document: dict[str, Any], hand: HandSoFar) -> None:
        self.document = document
        self.phase: str = document["phase"]
        self.to_act: int | None = document["to_act"]
        self.hand_number: int = document["hand_number"]
        self.carried_pot: int = document.get("carried_pot", 0)
        self.legal_actions = [OracleLegalAction.of(a) for a in document["legal_actions"]]
        self.pots = [OraclePot(pot["amount"], pot["eligible"]) for pot in document["pots"]]
        self.seats, self.seat_facts = hand.seats, hand.seat_facts
        self.announcements, self.said = hand.announcements, hand.said

    @property
    def bet_size(self) -> int | None:
        """The fixed bet size of the current round (as :attr:`TableView.bet_size`)."""
        size: int | None = self.document.get("bet_size")
        return size

    @property
    def misdeals(self) -> int:
        """Misdeals announced in the hand so far (as :attr:`TableView.misdeals`)."""
        return sum(1 for kind, _seat in self.said if kind == "misdeal")

    def message(self) -> p.TableView:
        """The whole view as a message (without the event log, which the soak never reads)."""
        return p.TableView.model_validate(
            {
                **self.document,
                "seats": [seat.document for seat in self.seats],
                "announcements": self.announcements,
                "events": [],
            }
        )


OracleAnswer = OracleView | p.Refusal | p.HandResult


class Oracle:
    """The reference engine's answers to the soak's requests, each view merged with the hand."""

    name = "reference oracle"

    def __init__(self, record: bool = False) -> None:
        # the oracle's views are read for the contract's facts, never for the event log; a
        # recorded oracle (the transcript of a minimal hand) keeps the log for the reader
        self.session = Session(with_events=record)
        self.checker = TableChecker()  # the rules of the table, on every answer
        self.last_view: OracleView | None = None
        self.hand = HandSoFar([], {})
        self.entries: list[Entry] | None = [] if record else None

    def hello(self) -> p.HelloReply:
        reply = self._answer(p.Hello())
        assert isinstance(reply, p.HelloReply)
        return reply

    def send(self, request: BaseModel) -> OracleAnswer:
        """The reference's answer to ``request``, checked by the rules of the table."""
        answer = self._answer(request)
        if isinstance(answer, dict):
            view = self._merge(request, answer)
            if isinstance(request, p.HandSetup):
                self.checker.setup(request)
            action = request if isinstance(request, p.PlayerAction) else None
            self.checker.view(view, remedy=isinstance(request, REMEDY_REQUESTS), action=action)
            return view
        if isinstance(answer, p.HandResult) and isinstance(request, p.ResultRequest):
            self.checker.result(answer)
            return answer
        if isinstance(answer, p.Refusal):
            return answer
        raise ProtocolViolation(
            f"the oracle answered {request.__class__.__name__} with {answer.__class__.__name__}"
        )

    def _answer(self, request: BaseModel) -> BaseModel | dict[str, Any]:
        answer = self.session.answer(request)
        if self.entries is not None:  # as a RecordingDriver around OracleDriver records it
            seq = len(self.entries) // 2 + 1
            message = p.TableView.model_validate(answer) if isinstance(answer, dict) else answer
            self.entries.append(Entry("request", seq, message_dict(request)))
            self.entries.append(Entry("response", seq, message_dict(message)))
        return answer

    def _merge(self, request: BaseModel, document: dict[str, Any]) -> OracleView:
        if isinstance(request, p.ResultRequest):
            raise ProtocolViolation("the oracle answered a result request with a view")
        if isinstance(request, p.HandSetup | p.NextHand):
            self._new_hand(request, document)
        elif document["seats"]:
            self.hand.update(document["seats"])
        said = document.get("announcements")
        if said:
            self.hand.announce(said)
        if len(self.hand.announcements) != document["announcement_count"]:
            raise ProtocolViolation(
                f"the oracle states {document['announcement_count']} announcements, "
                f"its log holds {len(self.hand.announcements)}"
            )
        view = OracleView(document, self.hand)
        self.last_view = view
        return view

    def _new_hand(self, request: p.HandSetup | p.NextHand, document: dict[str, Any]) -> None:
        expected = (
            {s.seat for s in request.seats}
            if isinstance(request, p.HandSetup)
            else set(self.hand.index)
        )
        self.hand = HandSoFar.of(document["seats"])
        if set(self.hand.index) != expected:
            raise ProtocolViolation(
                f"the oracle's first view of a hand shows seats {sorted(self.hand.index)}, "
                f"not {sorted(expected)}"
            )


def expected_message(answer: OracleAnswer) -> BaseModel:
    """The oracle's answer as a protocol message (evidence of a divergence)."""
    return answer.message() if isinstance(answer, OracleView) else answer
