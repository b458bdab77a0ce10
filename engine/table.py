"""What every hand shares: seats, the stub, chips in play, the event log and the table view.

Games (``engine.stud``, ``engine.triple_draw``, ``engine.draw``) subclass
:class:`Hand` and describe only their own flow: what is dealt when, who
opens each betting interval, how the pot is decided.  All chip and card
movements go through the methods here, so a hand can prove at any moment
that no chip and no card was created or lost (:meth:`Hand.check_conservation`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Container, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pokercert import protocol as p
from pokercert.engine.betting import BettingRound, IllegalAction, Option
from pokercert.engine.cards import FULL_DECK, Card, card_text, cards_text
from pokercert.engine.deck import Stub
from pokercert.engine.params import Direction, Rules
from pokercert.engine.pots import Pot, build_pots, split

RawEvent = tuple[str, int | None, tuple[Card, ...], int | None, str, str | None, bool, str | None]
"""kind, seat, cards, amount, detail, clause, hidden, phase: an event before it is a message."""
RawAnnouncement = tuple[str, int | None, str, str | None, dict[int, int] | None]
"""kind, seat, text, clause, draw counts."""

# statuses as plain names: reading a member off an Enum class is slow (see engine.betting)
_ACTIVE, _ALL_IN, _FOLDED = p.SeatStatus.ACTIVE, p.SeatStatus.ALL_IN, p.SeatStatus.FOLDED
_LIVE = frozenset((_ACTIVE, _ALL_IN))


class UnsupportedRequest(IllegalAction):
    """The reference engine does not model this request (reported as such, never as a pass)."""

    code = p.RefusalCode.NOT_SUPPORTED


@dataclass
class SeatState:
    seat: int
    name: str
    stack: int
    present: bool = True
    sitting_out: bool = False
    auto_ante: bool = True
    status: p.SeatStatus = p.SeatStatus.ACTIVE
    committed: int = 0
    downcards: list[Card] = field(default_factory=list)
    upcards: list[Card] = field(default_factory=list)
    draw_counts: list[int] = field(default_factory=list)
    may_bet: bool = True
    dealt_in: bool = True

    @property
    def live(self) -> bool:
        """Still contesting the pot (possibly all-in)."""
        return self.dealt_in and self.status in _LIVE

    @property
    def cards(self) -> list[Card]:
        return self.downcards + self.upcards


class Hand:
    """One hand at one table; games subclass it."""

    game: ClassVar[str] = ""
    _raw_events: list[RawEvent]  # the log: see "the log" below
    _raw_announcements: list[RawAnnouncement]

    def __init__(
        self,
        rules: Rules,
        profile: str,
        stakes: p.Stakes,
        seats: Sequence[SeatState],
        dealer_seat: int,
        deck_order: Sequence[Card],
        hand_number: int = 1,
        carried: int = 0,
        rng_seed: int = 0,
    ) -> None:
        self.rules = rules
        self.profile = profile
        self.stakes = stakes
        self.seats: dict[int, SeatState] = {s.seat: s for s in sorted(seats, key=lambda s: s.seat)}
        self.dealer_seat = dealer_seat
        self.hand_number = hand_number
        self.stub = Stub(deck_order)
        self._rng_seed = rng_seed
        self._rng: random.Random | None = None
        self._stacked_reshuffles: list[Card] | None = None
        self.burns: list[Card] = []
        self.discards: list[Card] = []
        self.removed: list[Card] = []  # taken out of play by a remedy, kept aside
        self.community: list[Card] = []
        self.mucked: list[Card] = []
        self._raw_events, self._raw_announcements = [], []
        self._event_documents: list[dict[str, Any]] = []
        self._announcement_documents: list[dict[str, Any]] = []
        self.phase = "setup"
        self.round: BettingRound | None = None
        self.carried_in = carried
        self.carried_out = 0
        self.returned: dict[int, int] = {}
        self.floor_ruling_required: str | None = None
        self.result: p.HandResult | None = None
        # each seat's last document, with copies of the seat's fields it was built from
        self._seat_documents: dict[int, tuple[dict[str, Any], tuple[object, ...]]] = {}
        self._pots_built: tuple[tuple[object, ...], list[dict[str, Any]]] | None = None
        self._chips_at_start = sum(s.stack for s in self.seats.values()) + carried

    @property
    def rng(self) -> random.Random:
        """The hand's generator (reshuffles), seeded on first use: most hands never need it."""
        if self._rng is None:
            self._rng = random.Random(self._rng_seed)
        return self._rng

    def stack_reshuffles(self, cards: Sequence[Card]) -> None:
        """Order every stub rebuilt during the hand by ``cards`` (``setup.reshuffled_stub``).

        A recorded hand whose stub was rebuilt can only be dealt again if the
        rebuilt stub is stacked too; see :meth:`rebuilt_stub`.
        """
        self._stacked_reshuffles = list(cards)

    def rebuilt_stub(self, pile: Sequence[Card], shuffled: Callable[[], list[Card]]) -> list[Card]:
        """The order of a stub rebuilt from ``pile``: ``shuffled()`` unless the setup stacked it.

        The stacked cards found in the pile come first, in their order, each
        used by one rebuild only; the rest of the pile follows in canonical
        order.  Which cards make the pile stays the rules' business, and how a
        game shuffles (and cuts) its own.
        """
        if self._stacked_reshuffles is None:
            return shuffled()
        left = set(pile)
        first = [c for c in self._stacked_reshuffles if c in left]
        self._stacked_reshuffles = [c for c in self._stacked_reshuffles if c not in left]
        placed = set(first)
        return first + [c for c in FULL_DECK if c in left and c not in placed]

    # -- the log ------------------------------------------------------------------------
    #
    # A hand logs over a hundred events (every card dealt, every wager) and a
    # validated pydantic Event costs microseconds, more than the rule it
    # records.  So the log keeps plain tuples and turns them into wire
    # documents (the JSON form of the protocol messages, with the same sequence
    # numbers and hidden cards) once, when a view first needs them.  Protocol
    # words go into documents as ``str(word)``: the engine mixes ``StrEnum``
    # members and their values, and a plain string serializes several times
    # faster than an enum member.

    def event_documents(self) -> list[dict[str, Any]]:
        """The hand history in its wire form (built from the raw records on first read)."""
        built = self._event_documents
        for kind, seat, cards, amount, detail, clause, hidden, phase in self._raw_events:
            event: dict[str, Any] = {"seq": len(built) + 1, "kind": str(kind)}
            if seat is not None:
                event["seat"] = seat
            if cards:
                event["cards"] = ["??"] * len(cards) if hidden else cards_text(cards)
            if amount is not None:
                event["amount"] = amount
            if phase is not None:
                event["phase"] = str(phase)
            if detail:
                event["detail"] = detail
            if clause is not None:
                event["clause"] = clause
            built.append(event)
        self._raw_events = []
        return built

    def announcement_documents(self) -> list[dict[str, Any]]:
        """What the dealer said, in its wire form (built on first read)."""
        built = self._announcement_documents
        for kind, seat, text, clause, counts in self._raw_announcements:
            announcement: dict[str, Any] = {"kind": str(kind)}
            if seat is not None:
                announcement["seat"] = seat
            if text:
                announcement["text"] = text
            if counts is not None:
                announcement["draw_counts"] = {str(s): n for s, n in counts.items()}
            if clause is not None:
                announcement["clause"] = clause
            built.append(announcement)
        self._raw_announcements = []
        return built

    @property
    def events(self) -> list[p.Event]:
        """The hand history as protocol events (tests and tools; views use the documents)."""
        return [p.Event.model_validate(event) for event in self.event_documents()]

    @property
    def announcements(self) -> list[p.Announcement]:
        """What the dealer said, as protocol messages (tests and tools)."""
        return [p.Announcement.model_validate(a) for a in self.announcement_documents()]

    def log(
        self,
        kind: str,
        seat: int | None = None,
        cards: Iterable[Card] = (),
        amount: int | None = None,
        detail: str = "",
        clause: str | None = None,
        hidden: bool = False,
        phase: str | None = None,
    ) -> None:
        self._raw_events.append((kind, seat, tuple(cards), amount, detail, clause, hidden, phase))

    def announce(
        self,
        kind: str,
        text: str,
        seat: int | None = None,
        clause: str | None = None,
        draw_counts: dict[int, int] | None = None,
    ) -> None:
        self._raw_announcements.append((kind, seat, text, clause, draw_counts))
        self.log("announce", seat=seat, detail=f"{kind}: {text}", clause=clause)

    # -- seats and order ------------------------------------------------------------------

    def seat_order_from(self, seat: int, include_start: bool = False) -> list[int]:
        """Seat numbers in the direction of play, starting after (or at) ``seat``."""
        numbers = list(self.seats)
        if self.rules.direction is Direction.COUNTER_CLOCKWISE:
            numbers.reverse()
        if seat in numbers:
            i = numbers.index(seat)
        else:  # an empty seat number: start from the next occupied one
            later = [n for n in numbers if n > seat] or numbers
            i = numbers.index(later[0]) - 1
        ordered = numbers[i + 1 :] + numbers[: i + 1]
        return [seat, *ordered[:-1]] if include_start and seat in self.seats else ordered

    def dealt_seats(self) -> list[int]:
        """Seats dealt into the hand, from the dealer's left in the direction of play."""
        return [s for s in self.seat_order_from(self.dealer_seat) if self.seats[s].dealt_in]

    def live_seats(self) -> list[int]:
        return [s for s in self.dealt_seats() if self.seats[s].live]

    def active_seats(self) -> list[int]:
        """Live seats that still have chips to act with."""
        return [s for s in self.live_seats() if self.seats[s].status is _ACTIVE]

    # -- chips ----------------------------------------------------------------------------

    def stacks(self) -> dict[int, int]:
        return {n: s.stack for n, s in self.seats.items()}

    def commit(self, seat: int, chips: int, kind: str, clause: str | None = None) -> int:
        """Move chips from a stack into the pot outside a betting round (antes)."""
        state = self.seats[seat]
        chips = min(chips, state.stack)
        state.stack -= chips
        state.committed += chips
        if state.stack == 0 and state.status is _ACTIVE:
            state.status = _ALL_IN
        self.log(kind, seat=seat, amount=chips, clause=clause)
        return chips

    def open_round(self, round_: BettingRound) -> None:
        """Start a betting interval; stacks are shared so wagers move chips at once."""
        self.round = round_

    def sync_round(self) -> None:
        """Carry the round's wagers into each seat's commitment and status."""
        if self.round is None:
            return
        for seat, stack in self.round.stacks.items():
            state = self.seats[seat]
            moved = state.stack - stack
            if moved:
                state.stack = stack
                state.committed += moved
            if state.stack == 0 and state.status is _ACTIVE and state.live:
                state.status = _ALL_IN
        for seat in self.round.folded:
            if self.seats[seat].status in _LIVE:
                self.seats[seat].status = _FOLDED

    def round_stacks(self) -> dict[int, int]:
        """A copy of the stacks for a new betting round (synced back by :meth:`sync_round`)."""
        return {n: s.stack for n, s in self.seats.items() if s.dealt_in and s.status in _LIVE}

    def _limit_lone_player(self) -> None:
        """Nobody bets against players who are all in: a lone player may only call or fold."""
        round_ = self.round
        if round_ is None:
            return
        able = [s for s in round_.order if round_.can_act(s)]
        if len(able) == 1:
            round_.closed.add(able[0])
            if round_.owed(able[0]) == 0:
                round_.pending.clear()

    def uncalled_bet(self) -> tuple[int, int] | None:
        """The seat whose chips no one else matched and how many: (seat, chips), or None."""
        committed = sorted(
            ((s.committed, n) for n, s in self.seats.items() if s.committed), reverse=True
        )
        if not committed:
            return None
        top, seat = committed[0]
        excess = top - (committed[1][0] if len(committed) > 1 else 0)
        return (seat, excess) if excess > 0 else None

    def give_back(self, seat: int, chips: int, keep_all_in: Container[int] = ()) -> None:
        """Return chips from the pot to a stack; an all-in seat that gets chips back may act again.

        ``keep_all_in`` names seats that stay all-in whatever they get back (stud's all-in
        protection after a time-out: such a seat only contests the pot built so far).
        """
        state = self.seats[seat]
        state.committed -= chips
        state.stack += chips
        if state.status is _ALL_IN and seat not in keep_all_in:
            state.status = _ACTIVE
        self.returned[seat] = self.returned.get(seat, 0) + chips
        self.log("return", seat=seat, amount=chips, detail="uncalled bet")

    def _return_uncalled(self, keep_all_in: Container[int] = ()) -> None:
        """Chips no one else matched go back to their owner (an uncalled bet or raise)."""
        uncalled = self.uncalled_bet()
        if uncalled is not None:
            self.give_back(*uncalled, keep_all_in=keep_all_in)

    def pots(self) -> list[Pot]:
        committed = {n: s.committed for n, s in self.seats.items()}
        return build_pots(committed, self.live_seats(), self.carried_in)

    def award(self, pot_index: int, pot: Pot, winners: list[int]) -> p.PotAward:
        """Split a pot among winners; odd chips by the profile's rule."""
        # one winner takes the whole pot: no odd chip to place (the order can cost an evaluation)
        ordered = self.odd_chip_order(winners) if len(winners) > 1 else list(winners)
        shares = split(pot.amount, ordered)
        for seat, chips in shares.items():
            self.seats[seat].stack += chips
            self.log("win", seat=seat, amount=chips, detail=f"pot {pot_index}")
        return p.PotAward(
            pot=pot_index,
            amount=pot.amount,
            winners=sorted(winners),
            shares={str(s): c for s, c in sorted(shares.items())},
        )

    def odd_chip_order(self, winners: list[int]) -> list[int]:
        """Winners in the order odd chips are handed out (default: left of the dealer first)."""
        order = self.seat_order_from(self.dealer_seat)
        return sorted(winners, key=order.index)

    # -- cards ----------------------------------------------------------------------------

    def deal_down(self, seat: int, clause: str | None = None) -> Card:
        card = self.stub.deal()
        self.seats[seat].downcards.append(card)
        self._raw_events.append(
            ("deal-down", seat, (card,), None, "", clause, True, None)
        )  # self.log
        return card

    def deal_up(self, seat: int, clause: str | None = None) -> Card:
        card = self.stub.deal()
        self.seats[seat].upcards.append(card)
        self._raw_events.append(
            ("deal-up", seat, (card,), None, "", clause, False, None)
        )  # self.log
        return card

    def burn(self, clause: str | None = None) -> Card:
        card = self.stub.deal()
        self.burns.append(card)
        self.log("burn", cards=[card], hidden=True, clause=clause)
        return card

    def all_cards(self) -> list[Card]:
        cards = self.stub.cards() + self.burns + self.discards + self.removed + self.community
        cards += self.mucked
        for state in self.seats.values():
            cards += state.cards
        return cards

    def check_conservation(self) -> None:
        """Raise AssertionError if a chip or a card was created or lost."""
        cards = self.all_cards()
        if sorted(cards) != list(range(52)):
            raise AssertionError(
                f"card conservation broken: {len(cards)} cards, {len(set(cards))} distinct"
            )
        chips = sum(s.stack + s.committed for s in self.seats.values()) + self.carried_in
        if self.result is not None:
            chips = sum(s.stack for s in self.seats.values()) + self.carried_out
        if chips != self._chips_at_start:
            raise AssertionError(f"chip conservation broken: {chips} != {self._chips_at_start}")

    # -- protocol -------------------------------------------------------------------------

    def begin(self) -> None:
        """Post the forced bets and deal the first cards."""
        raise NotImplementedError

    def act(self, action: p.PlayerAction) -> None:
        raise NotImplementedError

    def inject(self, irregularity: p.Irregularity) -> None:
        raise UnsupportedRequest(
            f"irregularity {irregularity.kind.value} is not modelled for {self.game}"
        )

    def floor_ruling(self, ruling: p.FloorRuling) -> None:
        raise UnsupportedRequest("no floor ruling is pending")

    def legal_options(self) -> list[Option]:
        """The actions open to the seat to act (games add theirs: bring-in, draw, show)."""
        return self.round.options() if self.round else []

    def legal_actions(self) -> list[p.LegalAction]:
        """:meth:`legal_options` as protocol messages (tests and tools; views use documents)."""
        return [option.message() for option in self.legal_options()]

    def to_act(self) -> int | None:
        return self.round.to_act if self.round else None

    def seat_document(self, state: SeatState) -> dict[str, Any]:
        """What the table shows of one seat (wire form); reused while the seat is unchanged.

        A view is built after every action and most seats did not move, so the
        document of each seat is remembered with everything it shows, in one
        tuple compared at once; the session sends a seat again only when its
        document is a new object.
        """
        round_ = self.round
        seat = state.seat
        if round_ is not None:
            bet = round_.bets.get(seat, 0)
            stack = round_.stacks.get(seat, state.stack)
        else:
            bet, stack = 0, state.stack
        committed = state.committed + (state.stack - stack)
        shown = (stack, bet, committed, state.status, state.upcards, state.downcards,
                 state.draw_counts, state.may_bet, state.name)  # fmt: skip
        remembered = self._seat_documents.get(seat)
        if remembered is not None and remembered[1] == shown:
            return remembered[0]
        document = {
            "seat": seat,
            "name": state.name,
            "stack": stack,
            "status": str(state.status),
            "bet": bet,
            "committed": committed,
            "upcards": cards_text(state.upcards),
            "downcard_count": len(state.downcards),
            "downcards": cards_text(state.downcards),
        }
        if state.draw_counts:
            document["draw_counts"] = list(state.draw_counts)
        if not state.may_bet:
            document["may_bet"] = False
        # remembered with copies of the lists, which change in place
        shown = (*shown[:4], list(state.upcards), list(state.downcards),
                 list(state.draw_counts), state.may_bet, state.name)  # fmt: skip
        self._seat_documents[seat] = (document, shown)
        return document

    def forget_seat_documents(self) -> None:
        """Build every seat's document afresh at the next view (a check that what is
        remembered is what would be built)."""
        self._seat_documents.clear()

    def seat_view(self, state: SeatState) -> p.SeatView:
        """:meth:`seat_document` as a protocol message (tests and tools)."""
        return p.SeatView.model_validate(self.seat_document(state))

    def legal_action_documents(self) -> list[dict[str, Any]]:
        """:meth:`legal_actions` in wire form (unset bounds left out), without the messages."""
        return [option.document() for option in self.legal_options()]

    def view_document(
        self,
        events_from: int = 0,
        announcements_from: int = 0,
        seats_sent: dict[int, dict[str, Any]] | None = None,
        with_events: bool = True,
    ) -> dict[str, Any]:
        """The table as an observer sees it, in wire form (JSON-ready; defaults left out).

        The logs are given from the positions named on, and the seats whose
        document is not the one in ``seats_sent`` (protocol v1 deltas).  This is
        the only place a view is built: :meth:`view` validates it into a message.
        ``with_events=False`` leaves the new events out (``event_count`` still
        counts them): for a reader that never reads the log, such as the soak's
        oracle, whose views no implementation is judged by.
        """
        announcements = self.announcement_documents()
        if with_events:
            events = self.event_documents()
            event_count = len(events)
        else:
            events, event_count = [], len(self._event_documents) + len(self._raw_events)
        every_seat = [self.seat_document(s) for s in self.seats.values()]
        seats = every_seat
        if seats_sent is not None:  # a seat's document is the same object while it is unchanged
            seats = [s for s in every_seat if seats_sent.get(s["seat"]) is not s]
        document: dict[str, Any] = {
            "type": "view",
            "game": str(self.game),
            "profile": self.profile,
            "hand_number": self.hand_number,
            "phase": str(self.phase),
            "to_act": self.to_act(),
            "legal_actions": self.legal_action_documents(),
            # the chips in the pot include this round's wagers
            "pots": self.pot_documents(every_seat) if self.result is None else [],
            "seats": seats,
            "dealer_seat": self.dealer_seat,
            "stub_count": len(self.stub),
            "announcement_count": len(announcements),
            "event_count": event_count,
        }
        # the counts below are left out at 0, the message's default
        if self.discards:
            document["discard_count"] = len(self.discards)
        if self.burns:
            document["burn_count"] = len(self.burns)
        if self.removed:
            document["removed_count"] = len(self.removed)
        raises = self.raises_this_round()
        if raises:
            document["raises_this_round"] = raises
        if self.carried_in:
            document["carried_pot"] = self.carried_in
        if self.community:
            document["community_cards"] = cards_text(self.community)
        if len(announcements) > announcements_from:
            document["announcements"] = announcements[announcements_from:]
        if event_count > events_from and events:  # never with_events=False: the list is empty
            document["events"] = events[events_from:]
        bet_size = self.bet_size()
        if bet_size is not None:
            document["bet_size"] = bet_size
        if self.floor_ruling_required is not None:
            document["floor_ruling_required"] = self.floor_ruling_required
        return document

    def pot_documents(self, seat_documents: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The pots (wire form) from the chips the seat documents show as committed.

        A check, or a view asked for twice, leaves the pots as they were: the
        last pots are kept with exactly what they were built from.  The seat
        documents stand for the commitments: a seat's document is the same
        object while what it shows is unchanged (:meth:`seat_document`), and
        a tuple compares its items by identity first.
        """
        live = self.live_seats()
        key = (tuple(seat_documents), live, self.carried_in)
        if self._pots_built is not None and self._pots_built[0] == key:
            return self._pots_built[1]
        committed = {s["seat"]: s["committed"] for s in seat_documents}
        pots = [
            {"amount": pot.amount, "eligible": list(pot.eligible)}
            for pot in build_pots(committed, live, self.carried_in)
        ]
        self._pots_built = (key, pots)
        return pots

    def view(
        self,
        events_from: int = 0,
        announcements_from: int = 0,
        seats_sent: dict[int, dict[str, Any]] | None = None,
    ) -> p.TableView:
        """:meth:`view_document` as a validated protocol message (tests and tools)."""
        return p.TableView.model_validate(
            self.view_document(events_from, announcements_from, seats_sent)
        )

    def bet_size(self) -> int | None:
        return None

    def raises_this_round(self) -> int:
        return max(0, self.round.bets_made - 1) if self.round else 0

    def hand_result(self) -> p.HandResult:
        if self.result is None:
            raise IllegalAction(f"hand {self.hand_number} is not over (phase {self.phase})")
        return self.result


def describe_cards(cards: Iterable[Card]) -> str:
    return " ".join(card_text(c) for c in cards)
