"""The table client: what step definitions hold in ``context.client``.

It wraps a :class:`~pokercert.driver.Driver` with typed calls and checks
that every answer is the kind of message the request asks for.  A refused
action is an ordinary outcome (a :class:`~pokercert.protocol.Refusal`); an
answer of the wrong kind is a :class:`~pokercert.driver.ProtocolViolation`.

Protocol v1 views are deltas; :class:`ViewLog` puts each hand's log back
together, so step code sees ``view.events`` as the whole log of the hand.
Requests that need a capability the implementation did not declare in its
hello raise :class:`~pokercert.driver.CapabilityNotDeclared` before anything
is sent.
"""

from __future__ import annotations

from typing import TypeVar

from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.budget import clip
from pokercert.driver import CapabilityNotDeclared, Driver, ProtocolViolation
from pokercert.invariants import TableChecker, repeated
from pokercert.protocol_words import IRREGULARITY_CLASS, CapabilityClass


class ViewLog:
    """The events, announcements and seats of the current hand, rebuilt from delta views.

    Every view must continue the log exactly: its first new event has the
    sequence number after the last one known, the numbers have no gaps, and
    the totals it states match.  The first view of a hand shows every seat;
    later views show the seats that changed, and no seat that was not there.
    Anything else is a protocol violation.
    """

    def __init__(self) -> None:
        self.events: list[p.Event] = []
        self.announcements: list[p.Announcement] = []
        self.seats: dict[int, p.SeatView] = {}
        self.hand: int | None = None  # the number of the hand the log is of
        self.dealer: int | None = None  # the button of that hand

    def merge(
        self,
        view: p.TableView,
        new_hand: bool,
        seated: list[int] | None = None,
        dealer: int | None = None,
    ) -> p.TableView:
        """The view with the whole log and every seat of its hand.

        ``new_hand`` for the answer to setup and next-hand; ``seated`` are the
        seat numbers of the setup, when the harness knows them; ``dealer`` the
        button the setup or next-hand asked for.
        """
        _refuse_repeats(view)
        self._check_hand_number(view.hand_number, new_hand, setup=seated is not None)
        self._check_dealer(view.dealer_seat, dealer if new_hand else self.dealer)
        if new_hand:
            # a next hand is played by the same table: every seat of the last hand is shown
            expected = set(seated) if seated is not None else set(self.seats)
            self.events, self.announcements = [], []
            self.seats = {s.seat: s for s in view.seats}
            expected = expected or set(self.seats)
            if set(self.seats) != expected:
                raise ProtocolViolation(
                    f"the first view of a hand must show every seat {sorted(expected)}, "
                    f"it shows {sorted(self.seats)}"
                )
        else:
            unknown = [s.seat for s in view.seats if s.seat not in self.seats]
            if unknown:
                raise ProtocolViolation(f"the view shows seats {unknown} that are not at the table")
            self.seats.update((s.seat, s) for s in view.seats)
        known = len(self.events)
        for offset, event in enumerate(view.events):
            if event.seq != known + offset + 1:
                raise ProtocolViolation(
                    f"event sequence broken: expected seq {known + offset + 1}, got {event.seq} "
                    "(a view carries only the events new since the previous view of the hand)"
                )
        events = self.events + view.events
        announcements = self.announcements + view.announcements
        if len(events) != view.event_count or len(announcements) != view.announcement_count:
            raise ProtocolViolation(
                f"the view states {view.event_count} events and {view.announcement_count} "
                f"announcements, but the log holds {len(events)} and {len(announcements)}"
            )
        self.events, self.announcements = events, announcements
        # the view was parsed for this client alone: it is completed in place, not copied
        view.events, view.announcements = events, announcements
        view.seats = [self.seats[n] for n in sorted(self.seats)]
        return view

    def _check_dealer(self, shown: int, expected: int | None) -> None:
        """The button is where the request put it and stays there for the hand: positions
        (who acts first, who gets the odd chip) are read from it."""
        if expected is not None and shown != expected:
            raise ProtocolViolation(
                f"the view puts the button at seat {shown}, but the hand is dealt with the "
                f"button at seat {expected}"
            )
        self.dealer = shown

    def _check_hand_number(self, number: int, new_hand: bool, setup: bool) -> None:
        """Hand 1 after a setup, the next number after a next-hand, the same number within a
        hand: the checks of chips and folds start afresh with each hand, so a number that
        moves in mid-hand would wipe what they know."""
        if setup or (new_hand and self.hand is None):
            expected = 1
        elif new_hand:
            assert self.hand is not None
            expected = self.hand + 1
        else:
            expected = self.hand if self.hand is not None else number
        if number != expected:
            what = "a new table" if setup else "the next hand" if new_hand else "the same hand"
            raise ProtocolViolation(f"the view is of hand {number}, but {what} is hand {expected}")
        self.hand = number


def _refuse_repeats(view: p.TableView) -> None:
    """A seat, or a kind of legal action, named twice in one view says two things at once:
    whichever the harness kept, the implementation could claim it meant the other."""
    seats, offers = view.seats, view.legal_actions
    if len({s.seat for s in seats}) == len(seats) and len({a.kind for a in offers}) == len(offers):
        return  # the common case: nothing named twice, no names to build
    named: list[tuple[str, list[str]]] = [
        ("seat", [str(s.seat) for s in view.seats]),
        ("legal action", [a.kind.value for a in view.legal_actions]),
    ]
    for what, names in named:
        twice = sorted(repeated(names))
        if twice:
            raise ProtocolViolation(f"the view names {what} {', '.join(twice)} more than once")


READ_ONLY = (
    "hand_number", "phase", "to_act", "legal_actions", "pots", "seats", "dealer_seat",
    "community_cards", "stub_count", "discard_count", "burn_count", "removed_count",
    "raises_this_round", "bet_size", "carried_pot", "floor_ruling_required", "event_count",
    "announcement_count",
)  # fmt: skip
"""What a view says of the table: a ``view`` request only reads it, so none of it moves."""


def _refuse_a_changed_table(before: p.TableView, after: p.TableView) -> None:
    """The answer to a ``view`` request shows the table as the answer before it left it.

    Nothing happens at a table between two answers: a build whose plain view says another
    thing (a raise count, an offer, a stack) than the answer to the action before it has
    two states, and a scenario would judge whichever it read last.
    """
    moved = [name for name in READ_ONLY if getattr(before, name) != getattr(after, name)]
    if moved:
        changes = ", ".join(
            f"{name} {clip(repr(getattr(before, name)), 60)} -> "
            f"{clip(repr(getattr(after, name)), 60)}"
            for name in moved
        )
        raise ProtocolViolation(
            f"a view request changed the table ({changes}): a view only reads the table"
        )


Dealt = TypeVar("Dealt", p.HandSetup, p.NextHand)


def _with_whole_deck(request: Dealt) -> Dealt:
    """The request with its stacked deck listed in full (``protocol.complete_deck``)."""
    if request.deck is None:
        return request
    deck = p.complete_deck(request.deck)
    return request if deck == request.deck else request.model_copy(update={"deck": deck})


def check_version(reply: p.HelloReply) -> None:
    """The implementation must speak the harness's major protocol version."""
    if p.major(reply.protocol_version) != p.major(p.PROTOCOL_VERSION):
        raise ProtocolViolation(
            f"protocol version mismatch: the harness speaks {p.PROTOCOL_VERSION}, "
            f"the implementation {reply.protocol_version}"
        )


class TableClient:
    """Typed access to one implementation under test, one table at a time."""

    def __init__(self, driver: Driver) -> None:
        self.driver = driver
        self.capabilities: p.Capabilities | None = None
        self.protocol_version = p.PROTOCOL_VERSION  # the implementation's, once it said hello
        self.last_view: p.TableView | None = None
        self.last_refusal: p.Refusal | None = None
        self.log = ViewLog()
        self.checker = TableChecker()  # the rules of the table, on every answer

    # -- plumbing -------------------------------------------------------------------------

    def _send(self, request: BaseModel, *expected: type[BaseModel]) -> BaseModel:
        response = self.driver.exchange(request)
        if isinstance(response, p.ErrorReply):
            raise ProtocolViolation(
                f"implementation answered {request.__class__.__name__} with error: "
                f"{response.message}"
            )
        if not isinstance(response, expected):
            names = " or ".join(t.__name__ for t in expected)
            raise ProtocolViolation(
                f"expected {names} in answer to {request.__class__.__name__}, "
                f"got {response.__class__.__name__}"
            )
        if isinstance(response, p.TableView):
            new_hand = isinstance(request, p.HandSetup | p.NextHand)
            seated = [s.seat for s in request.seats] if isinstance(request, p.HandSetup) else None
            dealer = request.dealer_seat if isinstance(request, p.HandSetup | p.NextHand) else None
            before = self.last_view
            response = self.log.merge(response, new_hand, seated, dealer)
            if isinstance(request, p.ViewRequest) and before is not None:
                _refuse_a_changed_table(before, response)
            self.last_view = response
        self.checker.observe(request, response)
        return response

    def _view_or_refusal(self, request: BaseModel) -> p.TableView | p.Refusal:
        response = self._send(request, p.TableView, p.Refusal)
        assert isinstance(response, p.TableView | p.Refusal)
        self.last_refusal = response if isinstance(response, p.Refusal) else None
        return response

    def _require(self, declared: bool, capability: CapabilityClass, what: str) -> None:
        if self.capabilities is not None and not declared:
            raise CapabilityNotDeclared(capability.value, what)

    # -- requests -------------------------------------------------------------------------

    def hello(self) -> p.HelloReply:
        reply = self._send(p.Hello(), p.HelloReply)
        assert isinstance(reply, p.HelloReply)
        check_version(reply)
        self.capabilities = reply.capabilities
        self.protocol_version = reply.protocol_version
        return reply

    def setup(self, setup: p.HandSetup) -> p.TableView | p.Refusal:
        self._require_deck(setup)
        return self._view_or_refusal(_with_whole_deck(setup))

    def next_hand(self, request: p.NextHand) -> p.TableView | p.Refusal:
        self._require_deck(request)
        return self._view_or_refusal(_with_whole_deck(request))

    def _require_deck(self, request: p.HandSetup | p.NextHand) -> None:
        if request.deck is None:
            declared = self.capabilities is not None and self.capabilities.seeded_deck
            self._require(declared, CapabilityClass.SEEDED_DECKS, "dealing from a seed")
        if request.reshuffled_stub is not None:
            declared = (
                self.capabilities is not None
                and self.capabilities.stacked_reshuffle
                and p.minor(self.protocol_version) >= p.STACKED_RESHUFFLE_SINCE
            )
            self._require(declared, CapabilityClass.STACKED_RESHUFFLES, "stacking a rebuilt stub")

    def act(
        self,
        seat: int,
        kind: p.ActionKind | str,
        amount: int | None = None,
        cards: list[str] | None = None,
    ) -> p.TableView | p.Refusal:
        action = p.PlayerAction(seat=seat, kind=p.ActionKind(kind), amount=amount, cards=cards)
        return self._view_or_refusal(action)

    def play(self, action: p.PlayerAction) -> p.TableView | p.Refusal:
        """:meth:`act` with the action already made (the soak draws its requests itself)."""
        return self._view_or_refusal(action)

    def inject(
        self,
        kind: p.IrregularityKind | str,
        seat: int | None = None,
        count: int | None = None,
        card: str | None = None,
        circumstance: p.Circumstance | str | None = None,
    ) -> p.TableView | p.Refusal:
        irregularity = p.Irregularity(
            kind=p.IrregularityKind(kind),
            seat=seat,
            count=count,
            card=card,
            circumstance=p.Circumstance(circumstance) if circumstance else None,
        )
        declared = (
            self.capabilities is not None and irregularity.kind in self.capabilities.irregularities
        )
        self._require(
            declared, IRREGULARITY_CLASS[irregularity.kind], f"the remedy for {irregularity.kind}"
        )
        return self._view_or_refusal(irregularity)

    def floor_ruling(
        self, ruling: p.FloorRulingKind | str, seat: int | None = None
    ) -> p.TableView | p.Refusal:
        declared = self.capabilities is not None and self.capabilities.floor_rulings
        self._require(declared, CapabilityClass.FLOOR_RULINGS, "floor rulings")
        return self._view_or_refusal(p.FloorRuling(ruling=p.FloorRulingKind(ruling), seat=seat))

    def view(self) -> p.TableView:
        response = self._send(p.ViewRequest(), p.TableView)
        assert isinstance(response, p.TableView)
        return response

    def result(self) -> p.HandResult | p.Refusal:
        response = self._send(p.ResultRequest(), p.HandResult, p.Refusal)
        assert isinstance(response, p.HandResult | p.Refusal)
        return response

    def close(self) -> None:
        self.driver.close()


def same_hello(first: p.HelloReply | None, again: p.HelloReply) -> None:
    """Every hello of a run (each scenario's, the random play's) must say what the first
    said: the results name one build with one set of capabilities, so a build may not opt
    out of a scenario it would fail by declaring less for it (the scenario would read "not
    supported"), nor out of the random tables' irregularities and reshuffles."""
    if first is not None and again != first:
        raise ProtocolViolation(
            "the implementation's hello differs from its first hello of the run (version, "
            "name or capabilities): one run certifies one build with one declaration"
        )
