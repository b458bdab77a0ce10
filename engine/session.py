"""A table session of the reference engine: the hands played at one table, in order.

The session answers driver-protocol requests.  It keeps stacks and chips
carried from one hand to the next (a false opener's uncalled bet, Art. 112.3)
and turns illegal actions into refusals, never into crashes.
"""

from __future__ import annotations

import hashlib
import importlib
from typing import Any

from pydantic import BaseModel, TypeAdapter, ValidationError

from pokercert import __version__
from pokercert import protocol as p
from pokercert.engine.betting import IllegalAction
from pokercert.engine.cards import parse_card
from pokercert.engine.deck import DeckError, shuffled_order, stacked_order
from pokercert.engine.params import GameRules
from pokercert.engine.table import Hand, SeatState

GAME_CLASSES = {
    "seven-card-stud": "pokercert.engine.stud_irregularities:StudHandWithRemedies",
    "2-7-triple-draw": "pokercert.engine.triple_draw:TripleDrawHand",
    "five-card-draw": "pokercert.engine.draw:DrawHand",
}

_RULES: TypeAdapter[Any] = TypeAdapter(GameRules)


def game_class(game: str) -> type[Hand] | None:
    """The Hand subclass of a game, or None when the engine does not play it yet."""
    target = GAME_CLASSES.get(game)
    if target is None:
        return None
    module_name, _, name = target.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name == module_name:
            return None
        raise
    cls: type[Hand] = getattr(module, name)
    return cls


def supported_games() -> list[str]:
    return [g for g in GAME_CLASSES if game_class(g) is not None]


def capabilities() -> p.Capabilities:
    """What the reference engine can be tested on: every game, remedy and ruling it models."""
    return p.Capabilities(
        games=[p.Game(g) for g in supported_games()],
        irregularities=list(p.IrregularityKind),
        floor_rulings=True,
        seeded_deck=True,
        stacked_reshuffle=True,
    )


def _reshuffle_order(cards: list[str], deck: list[str] | None) -> list[int]:
    if deck is None:
        raise IllegalAction("a reshuffled stub is stacked only with a stacked deck")
    if "??" in cards:
        raise IllegalAction("a reshuffled stub cannot hold unknown cards '??'")
    order = [parse_card(c) for c in cards]
    if len(set(order)) != len(order):
        raise IllegalAction("a card appears twice in the reshuffled stub")
    return order


def _deck_order(deck: list[str] | None, seed: int | None) -> tuple[list[int], int]:
    if (deck is None) == (seed is None):
        raise IllegalAction("give exactly one of a stacked deck and a seed")
    if deck is not None:
        if "??" in deck:
            raise IllegalAction("a stacked deck cannot hold unknown cards '??'")
        order = stacked_order(parse_card(c) for c in deck)
        digest = hashlib.sha256(" ".join(deck).encode()).digest()
        return order, int.from_bytes(digest[:8], "big")
    assert seed is not None
    return shuffled_order(seed), seed


def _fresh_seat(seat: p.SeatSetup | SeatState) -> SeatState:
    """A seat at the start of a hand: who sits there, with what, and nothing dealt yet."""
    return SeatState(
        seat=seat.seat,
        name=seat.name,
        stack=seat.stack,
        present=seat.present,
        sitting_out=seat.sitting_out,
        auto_ante=seat.auto_ante,
    )


class Session:
    """One table of the reference engine.

    Views are deltas (protocol v1): the session remembers how much of the
    hand's event log and announcements it has already sent.
    """

    def __init__(self, with_events: bool = True) -> None:
        self.with_events = with_events  # False: views leave the event log out (see view_document)
        self.setup: p.HandSetup | None = None
        self.hand: Hand | None = None
        self.sent_events = 0
        self.sent_announcements = 0
        self.sent_seats: dict[int, dict[str, Any]] = {}

    # -- dispatch -------------------------------------------------------------------------

    def handle(self, request: BaseModel) -> BaseModel:
        """Answer one protocol request with a validated protocol message."""
        answer = self.answer(request)
        if isinstance(answer, BaseModel):
            return answer
        return p.TableView.model_validate(answer)

    def answer(self, request: BaseModel) -> BaseModel | dict[str, Any]:
        """Answer one protocol request: a message, or a table view in its wire form.

        Views are most answers and the costliest to build, so the engine writes
        them as JSON-ready documents (:meth:`Hand.view_document`); whoever
        sends them serializes the document and the receiver validates it like
        any implementation's answer.
        """
        try:
            return self._handle(request)
        except IllegalAction as exc:
            return p.Refusal(code=exc.code, reason=str(exc))
        except DeckError as exc:
            return p.Refusal(code=p.RefusalCode.INVALID_REQUEST, reason=str(exc))

    def _handle(self, request: BaseModel) -> BaseModel | dict[str, Any]:
        hand = self.hand
        if isinstance(request, p.PlayerAction) and hand is not None:  # most requests: asked first
            hand.act(request)
            return self._view(hand)
        if isinstance(request, p.Hello):
            return p.HelloReply(
                protocol_version=p.PROTOCOL_VERSION,
                name="pokercert reference engine",
                version=__version__,
                capabilities=capabilities(),
            )
        if isinstance(request, p.HandSetup):
            return self._start(request)
        if isinstance(request, p.Close):
            return p.Refusal(code=p.RefusalCode.INVALID_REQUEST, reason="close needs no answer")
        if hand is None:
            return p.Refusal(code=p.RefusalCode.NO_HAND, reason="no hand has been set up")
        if isinstance(request, p.NextHand):
            return self._next(request)
        if isinstance(request, p.Irregularity):
            hand.inject(request)
        elif isinstance(request, p.FloorRuling):
            hand.floor_ruling(request)
        elif isinstance(request, p.ResultRequest):
            return hand.hand_result()
        elif not isinstance(request, p.ViewRequest):
            raise IllegalAction(f"unexpected request {request.__class__.__name__}")
        return self._view(hand)

    def _view(self, hand: Hand, fresh: bool = False) -> dict[str, Any]:
        """The hand's view with the log entries not sent yet (all of them for a new hand)."""
        if fresh:
            self.sent_events = self.sent_announcements = 0
            self.sent_seats = {}
        view = hand.view_document(
            self.sent_events, self.sent_announcements, self.sent_seats, self.with_events
        )
        self.sent_events, self.sent_announcements = view["event_count"], view["announcement_count"]
        sent = self.sent_seats
        for seat in view["seats"]:
            sent[seat["seat"]] = seat
        return view

    # -- hands ----------------------------------------------------------------------------

    def _start(self, setup: p.HandSetup) -> dict[str, Any]:
        cls = game_class(setup.game)
        if cls is None:
            raise IllegalAction(f"the reference engine does not play {setup.game} yet")
        try:
            rules = _RULES.validate_python({**setup.parameters, "game": setup.game})
        except ValidationError as exc:
            raise IllegalAction(f"invalid rule parameters for {setup.profile}: {exc}") from exc
        seats_in_setup = {s.seat for s in setup.seats}
        if len(seats_in_setup) != len(setup.seats):
            raise IllegalAction("a seat number appears twice in the setup")
        if setup.dealer_seat not in seats_in_setup:
            raise IllegalAction(f"the dealer seat {setup.dealer_seat} is not an occupied seat")
        seats = [_fresh_seat(s) for s in setup.seats]
        order, rng_seed = _deck_order(setup.deck, setup.seed)
        hand = cls(
            rules,
            setup.profile,
            setup.stakes,
            seats,
            setup.dealer_seat,
            order,
            hand_number=1,
            carried=0,
            rng_seed=rng_seed,
        )
        return self._deal(hand, setup, setup)

    def _deal(
        self, hand: Hand, setup: p.HandSetup, request: p.HandSetup | p.NextHand
    ) -> dict[str, Any]:
        """Begin ``hand`` and make it the table's: only once it has begun, so a deal the rules
        refuse (too few players with chips) leaves the table as it was, never half dealt."""
        if request.reshuffled_stub is not None:
            hand.stack_reshuffles(_reshuffle_order(request.reshuffled_stub, request.deck))
        hand.begin()
        self.hand, self.setup = hand, setup
        return self._view(hand, fresh=True)

    def _next(self, request: p.NextHand) -> dict[str, Any]:
        previous, setup = self.hand, self.setup
        assert previous is not None and setup is not None
        result = previous.hand_result()
        if request.dealer_seat not in previous.seats:
            raise IllegalAction(f"the dealer seat {request.dealer_seat} is not an occupied seat")
        seats = [_fresh_seat(s) for s in previous.seats.values()]
        order, rng_seed = _deck_order(request.deck, request.seed)
        hand = type(previous)(
            previous.rules,
            previous.profile,
            previous.stakes,
            seats,
            request.dealer_seat,
            order,
            hand_number=previous.hand_number + 1,
            carried=result.carried_to_next_hand,
            rng_seed=rng_seed,
        )
        return self._deal(hand, setup, request)
