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

from typing import Any, NamedTuple, cast

from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.driver import ProtocolViolation
from pokercert.engine.session import Session
from pokercert.invariants import TableChecker
from pokercert.transcript import Entry, message_dict

REMEMBERED = 4096
"""Legal actions made messages and remembered (the engine shares one document per action)."""


class OracleDriver:
    name = "reference oracle"

    def __init__(self) -> None:
        self.session = Session()

    def exchange(self, request: BaseModel) -> BaseModel:
        return self.session.handle(request)

    def close(self) -> None:
        self.session = Session()


class OracleSeat(NamedTuple):
    """One seat as the reference shows it; the first six fields are the compared facts."""

    seat: int
    stack: int
    status: str
    bet: int
    committed: int
    upcards: list[str]
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
            document.get("downcards"),
            document,
        )


LegalFacts = tuple[str, int | None, int | None, list[int] | None, int | None]
"""Kind, least and most amount, the only amounts, most cards: what a legal action states."""


class OraclePot(NamedTuple):
    amount: int
    eligible: list[int]


class OracleView:
    """The reference's table after an answer: the last view document with the hand so far.

    Besides what decisions and the table rules read, it holds the compared
    facts as the tuples :mod:`pokercert.soak.compare` reads from a message.
    """

    __slots__ = (
        "announcements",
        "document",
        "legal_actions",
        "legal_facts",
        "pots",
        "said",
        "seats",
    )

    def __init__(
        self,
        document: dict[str, Any],
        legal: list[tuple[p.LegalAction, LegalFacts]],
        seats: list[OracleSeat],
        announcements: list[dict[str, Any]],
        said: list[tuple[str, int | None]],
    ) -> None:
        self.document = document
        self.legal_actions = [action for action, _ in legal]
        self.legal_facts = [facts for _, facts in legal]
        self.seats = seats
        self.announcements = announcements  # every announcement of the hand, as written
        self.said = said  # their kinds and seats
        self.pots = [OraclePot(pot["amount"], pot["eligible"]) for pot in document["pots"]]

    @property
    def phase(self) -> str:
        phase: str = self.document["phase"]
        return phase

    @property
    def to_act(self) -> int | None:
        seat: int | None = self.document["to_act"]
        return seat

    @property
    def hand_number(self) -> int:
        number: int = self.document["hand_number"]
        return number

    @property
    def carried_pot(self) -> int:
        chips: int = self.document.get("carried_pot", 0)
        return chips

    def seat_facts(self) -> list[tuple[Any, ...]]:
        return [seat[:6] for seat in self.seats]

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
        self.session = Session()
        self.checker = TableChecker()  # the rules of the table, on every answer
        self.last_view: OracleView | None = None
        self.seats: dict[int, OracleSeat] = {}
        self.order: list[int] = []  # seat numbers of the hand, in order
        self.announcements: list[dict[str, Any]] = []
        self.said: list[tuple[str, int | None]] = []
        self.legal: dict[int, tuple[dict[str, Any], tuple[p.LegalAction, LegalFacts]]] = {}
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
            self.checker.view(cast(p.TableView, view))  # reads only what an OracleView has
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

    def _legal_action(self, document: dict[str, Any]) -> tuple[p.LegalAction, LegalFacts]:
        """A legal action as a message and its facts, made once per document the engine shares."""
        remembered = self.legal.get(id(document))
        if remembered is not None and remembered[0] is document:
            return remembered[1]
        if len(self.legal) >= REMEMBERED:
            self.legal.clear()
        action = p.LegalAction.model_validate(document)
        facts = (
            document["kind"],
            document.get("min_amount"),
            document.get("max_amount"),
            document.get("amounts"),
            document.get("max_cards"),
        )
        self.legal[id(document)] = (document, (action, facts))  # kept alive: no id reused
        return action, facts

    def _merge(self, request: BaseModel, document: dict[str, Any]) -> OracleView:
        if isinstance(request, p.ResultRequest):
            raise ProtocolViolation("the oracle answered a result request with a view")
        if isinstance(request, p.HandSetup | p.NextHand):
            self._new_hand(request, document)
        else:
            for seat in document["seats"]:
                if seat["seat"] not in self.seats:
                    raise ProtocolViolation(f"the oracle shows seat {seat['seat']}, not seated")
                self.seats[seat["seat"]] = OracleSeat.of(seat)
        said = document.get("announcements")
        if said:  # new lists: the views already given keep theirs
            self.announcements = self.announcements + said
            self.said = self.said + [(a["kind"], a.get("seat")) for a in said]
        if len(self.announcements) != document["announcement_count"]:
            raise ProtocolViolation(
                f"the oracle states {document['announcement_count']} announcements, "
                f"its log holds {len(self.announcements)}"
            )
        view = OracleView(
            document,
            [self._legal_action(action) for action in document["legal_actions"]],
            [self.seats[number] for number in self.order],
            self.announcements,
            self.said,
        )
        self.last_view = view
        return view

    def _new_hand(self, request: p.HandSetup | p.NextHand, document: dict[str, Any]) -> None:
        expected = (
            {s.seat for s in request.seats} if isinstance(request, p.HandSetup) else set(self.seats)
        )
        self.seats = {s["seat"]: OracleSeat.of(s) for s in document["seats"]}
        self.order = sorted(self.seats)
        self.announcements, self.said = [], []
        if set(self.seats) != expected:
            raise ProtocolViolation(
                f"the oracle's first view of a hand shows seats {self.order}, "
                f"not {sorted(expected)}"
            )


def expected_message(answer: OracleAnswer) -> BaseModel:
    """The oracle's answer as a protocol message (evidence of a divergence)."""
    return answer.message() if isinstance(answer, OracleView) else answer
