"""PokerKit (uoftcprg/pokerkit) as an implementation under test: ``--implementation pokerkit``.

This adapter translates, and nothing more.  Every judged value a table view
or a hand result carries is read from PokerKit's ``State``: whose turn it is
(``actor_index``, ``stand_patter_or_discarder_index``, ``showdown_index``),
the legal actions and their bounds (``can_*``, ``checking_or_calling_amount``,
``min_/max_completion_betting_or_raising_to_amount``), stacks, bets, pots,
cards, burns and the operations PokerKit logged.  The adapter never decides a
rule: when PokerKit accepts an action the regulation forbids, the scenario
sees it accepted; when PokerKit refuses, the scenario sees PokerKit's reason.

How a profile configures PokerKit (see ``docs/pokerkit.md``):

* the game: ``FixedLimitSevenCardStud`` or
  ``FixedLimitDeuceToSevenLowballTripleDraw``, with the table's ante,
  bring-in, blinds and bet sizes;
* PokerKit's own ``Street`` options, the only rule switches it offers: whether
  a card is burnt before each later street or draw (``burn_before_each_deal``)
  and how many completions, bets and raises a street allows (``raise_cap``;
  ``first_round_raise_cap`` and ``later_round_bet_cap`` in triple draw);
* ``Mode.TOURNAMENT`` or ``Mode.CASH_GAME`` from ``tournament``;
* uniform antes (``ante_trimming_status=True``, PokerKit's setting for them).

Every other parameter (bring-in suit order, open pair, split limit, limited
pot, odd chip, showdown order, action clock, deck exhaustion, ...) has no
PokerKit switch: PokerKit plays its own rule, and a clause that demands
another fails with PokerKit's behaviour as the actual value.

The dealer's hands.  PokerKit deals, burns and turns board cards only when
asked; the adapter asks whenever PokerKit says it can (``can_burn_card``,
``can_deal_hole``, ``can_deal_board``) and lets PokerKit take the card from
its own deck, which the setup's stacked deck (or seeded shuffle) replaces.
Who receives each card, and when, is PokerKit's choice.  Players are PokerKit
players 0, 1, ... clockwise from the dealer's left (the dealer last), which is
PokerKit's dealing order and, heads-up, its blind order.

What PokerKit cannot take is declared, never faked: no injected
irregularities, no floor rulings, no absent or ante-refusing players, no
action clock, no all-in declaration, no draw-count questions.
"""

from __future__ import annotations

import random
import sys
import warnings
from collections import deque
from dataclasses import dataclass, field, replace
from fractions import Fraction
from importlib.metadata import version
from typing import IO, Any

from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.driver import ImplementationCrashed
from pokercert.program import answer_lines

try:
    import pokerkit as pk
except ImportError as exc:  # pragma: no cover - exercised without the extra
    raise ImportError(
        "the PokerKit adapter needs PokerKit: pip install 'pokercert[pokerkit]'"
    ) from exc

STUD = "seven-card-stud"
TRIPLE_DRAW = "2-7-triple-draw"
GAMES = (STUD, TRIPLE_DRAW)
STUD_PHASES = ("third-street", "fourth-street", "fifth-street", "sixth-street", "seventh-street")
RANKS = "23456789TJQKA"
STANDARD_DECK = tuple(r + s for r in RANKS for s in "cdhs")

AUTOMATIONS = (
    pk.Automation.ANTE_POSTING,
    pk.Automation.BET_COLLECTION,
    pk.Automation.BLIND_OR_STRADDLE_POSTING,
    pk.Automation.HAND_KILLING,
    pk.Automation.CHIPS_PUSHING,
    pk.Automation.CHIPS_PULLING,
)
"""Bookkeeping PokerKit does by itself.  Dealing stays manual so the deck can be stacked first,
and the showdown stays manual so each player shows or mucks through the protocol."""


CONFIGURED: dict[str, str] = {
    "burn_before_each_deal": "Street.card_burning_status of every street after the first",
    "raise_cap": "Street.max_completion_betting_or_raising_count",
    "first_round_raise_cap": "Street.max_completion_betting_or_raising_count (pre-draw)",
    "later_round_bet_cap": "Street.max_completion_betting_or_raising_count (after each draw)",
    "tournament": "Mode.TOURNAMENT or Mode.CASH_GAME",
    "bring_in_of_small_bet": "bring_in, when the table's stakes give none",
    "small_blind_of_small_bet": "the small blind, when the table's stakes give none",
    "big_blind_of_small_bet": "the big blind, when the table's stakes give none",
}
"""Profile parameters that set a PokerKit option; every other one has no PokerKit switch."""

UNCONFIGURABLE = frozenset({"game"})
"""Parameters that are not rules: the game picks the PokerKit class."""


class SetupUnsupported(Exception):
    """A setup PokerKit has no way to represent; answered with an error, never approximated."""


def card_text(card: Any) -> str:
    return f"{card.rank}{card.suit}"


def pokerkit_version() -> str:
    return version("pokerkit")


# --------------------------------------------------------------------------- configuration


def of_small_bet(params: dict[str, Any], name: str, small_bet: int) -> int:
    """A profile amount given as a ratio of the small bet (e.g. the bring-in), in chips."""
    value = params.get(name)
    if not isinstance(value, str):
        return 0
    chips = Fraction(value) * small_bet
    if chips.denominator != 1:
        raise SetupUnsupported(f"{name} {value} of {small_bet} is not a whole number of chips")
    return int(chips)


def stakes_in_chips(setup: p.HandSetup) -> p.Stakes:
    """The table's stakes; an amount the table leaves at 0 comes from the profile's ratio."""
    stakes, params = setup.stakes, setup.parameters
    changes: dict[str, int] = {}
    if setup.game == STUD and not stakes.bring_in:
        changes["bring_in"] = of_small_bet(params, "bring_in_of_small_bet", stakes.small_bet)
    if setup.game == TRIPLE_DRAW and not (stakes.small_blind or stakes.big_blind):
        changes["small_blind"] = of_small_bet(params, "small_blind_of_small_bet", stakes.small_bet)
        changes["big_blind"] = of_small_bet(params, "big_blind_of_small_bet", stakes.small_bet)
    return stakes.model_copy(update=changes)


def configured_game(setup: p.HandSetup) -> Any:
    """PokerKit's game for the setup, with the Street options the profile fixes."""
    params, stakes = setup.parameters, stakes_in_chips(setup)
    mode = pk.Mode.TOURNAMENT if params.get("tournament") else pk.Mode.CASH_GAME
    if setup.game == STUD:
        game: Any = pk.FixedLimitSevenCardStud(
            AUTOMATIONS,
            True,
            stakes.ante,
            stakes.bring_in,
            stakes.small_bet,
            stakes.big_bet,
            mode=mode,
        )
        caps = [params.get("raise_cap")] * len(game.streets)
    else:
        game = pk.FixedLimitDeuceToSevenLowballTripleDraw(
            AUTOMATIONS,
            True,
            stakes.ante,
            (stakes.small_blind, stakes.big_blind),
            stakes.small_bet,
            stakes.big_bet,
            mode=mode,
        )
        later = params.get("later_round_bet_cap")
        caps = [params.get("first_round_raise_cap")] + [later] * (len(game.streets) - 1)
    burns = params.get("burn_before_each_deal")
    streets = []
    for index, street in enumerate(game.streets):
        changes: dict[str, Any] = {}
        if isinstance(burns, bool) and index > 0:
            changes["card_burning_status"] = burns
        if isinstance(caps[index], int):
            changes["max_completion_betting_or_raising_count"] = caps[index]
        streets.append(replace(street, **changes))
    game.streets = tuple(streets)
    return game


def players_in_order(setup: p.HandSetup) -> list[p.SeatSetup]:
    """The seats dealt in, clockwise from the dealer's left: PokerKit's players 0, 1, ..."""
    for seat in setup.seats:
        if not seat.present:
            raise SetupUnsupported(f"seat {seat.seat} is away: PokerKit has no absent players")
        if not seat.auto_ante and setup.stakes.ante:
            raise SetupUnsupported(
                f"seat {seat.seat} does not post its ante: PokerKit posts every ante"
            )
    dealt = [s for s in setup.seats if not s.sitting_out]
    return sorted(dealt, key=lambda s: (s.seat - setup.dealer_seat - 1) % 100)


def deck_order(deck: list[str] | None, seed: int | None) -> list[str]:
    """The deck PokerKit deals from, top first.

    PokerKit shuffles with Python's global ``random`` and takes no seed; for a
    seeded setup the adapter shuffles the standard deck with ``random.Random(seed)``
    (so a run is reproducible) and PokerKit deals from that order.

    A stacked deck names the cards a scenario cares about; the protocol's
    convention puts the rest after them in the canonical order (2c 2d 2h 2s 3c ...).
    """
    if deck is not None:
        given = set(deck)
        return list(deck) + [c for c in STANDARD_DECK if c not in given]
    order = list(STANDARD_DECK)
    random.Random(seed).shuffle(order)
    return order


# --------------------------------------------------------------------------- one table


@dataclass
class Table:
    """One PokerKit state and how its players map to the table's seats."""

    setup: p.HandSetup
    seats: list[p.SeatSetup]  # PokerKit player index -> seat
    state: Any
    hand_number: int
    dealer_seat: int
    stacks: dict[int, int]  # every seat's stack, dealt in or not
    events_sent: int = 0  # views carry only the events new since the previous view
    wagers: dict[int, p.ActionKind] = field(default_factory=dict)  # operation index -> word

    def seat_of(self, player: int) -> int:
        return self.seats[player].seat

    def deal(self) -> None:
        """Let PokerKit burn and deal whatever it is waiting for, from its own deck."""
        state = self.state
        while state.status:
            if state.can_burn_card():
                state.burn_card()
            elif state.can_deal_hole():
                state.deal_hole()
            elif state.can_deal_board():
                state.deal_board()
            else:
                return


def start_table(setup: p.HandSetup, hand_number: int, stacks: dict[int, int]) -> Table:
    seats = [s for s in players_in_order(setup) if stacks.get(s.seat, 0) > 0]
    if len(seats) < 2:
        raise SetupUnsupported("fewer than two players with chips")
    game = configured_game(setup)
    state = game(tuple(stacks[s.seat] for s in seats), len(seats))
    state.deck_cards = deque(pk.Card.parse("".join(deck_order(setup.deck, setup.seed))))
    table = Table(setup, seats, state, hand_number, setup.dealer_seat, dict(stacks))
    table.deal()
    return table


# --------------------------------------------------------------------------- the driver


class PokerKitDriver:
    """The protocol in front of PokerKit's State API."""

    name = "pokerkit"

    def __init__(self) -> None:
        self.table: Table | None = None

    def close(self) -> None:
        self.table = None

    def exchange(self, request: BaseModel) -> BaseModel:
        wire = p.parse_request(request.model_dump_json())
        try:
            with warnings.catch_warnings():  # PokerKit warns on moves it allows (a needless fold)
                warnings.simplefilter("ignore", UserWarning)
                response = self._handle(wire)
        except Exception as exc:  # PokerKit (or this adapter) broke: a failure, never a pass
            raise ImplementationCrashed(f"PokerKit adapter raised {exc!r}") from exc
        parsed: BaseModel = p.parse_response(response.model_dump_json())
        return parsed

    def _handle(self, request: Any) -> BaseModel:
        if isinstance(request, p.Hello):
            return self.hello()
        if isinstance(request, p.Close):
            self.table = None
            return p.ErrorReply(message="closed")
        if isinstance(request, p.HandSetup):
            return self._setup(request)
        if isinstance(request, p.NextHand):
            return self._next_hand(request)
        if self.table is None:
            return p.ErrorReply(message="no table: send setup first")
        if isinstance(request, p.PlayerAction):
            return self._act(self.table, request)
        if isinstance(request, p.ViewRequest):
            return table_view(self.table)
        if isinstance(request, p.ResultRequest):
            return hand_result(self.table)
        if isinstance(request, p.Irregularity):
            return not_supported("PokerKit takes no injected irregularities")
        if isinstance(request, p.FloorRuling):
            return not_supported("PokerKit takes no floor rulings")
        return p.ErrorReply(message=f"unknown request {type(request).__name__}")

    def hello(self) -> p.HelloReply:
        return p.HelloReply(
            protocol_version=p.PROTOCOL_VERSION,
            name="PokerKit",
            version=pokerkit_version(),
            capabilities=p.Capabilities(
                games=[p.Game(g) for g in GAMES],
                profiles=None,
                irregularities=[],  # PokerKit has no dealer errors or player irregularities
                floor_rulings=False,
                seeded_deck=True,  # the seed orders the deck PokerKit deals from
            ),
        )

    def _setup(self, setup: p.HandSetup) -> BaseModel:
        if setup.game not in GAMES:
            return p.ErrorReply(message=f"PokerKit does not play {setup.game}")
        stacks = {s.seat: s.stack for s in setup.seats}
        return self._start(setup, 1, stacks)

    def _next_hand(self, request: p.NextHand) -> BaseModel:
        table = self.table
        if table is None:
            return p.ErrorReply(message="no table: send setup first")
        if table.state.status:
            return p.Refusal(code=p.RefusalCode.ILLEGAL_ACTION, reason="the hand is not over")
        setup = table.setup.model_copy(
            update={"dealer_seat": request.dealer_seat, "deck": request.deck, "seed": request.seed}
        )
        return self._start(setup, table.hand_number + 1, final_stacks(table))

    def _start(self, setup: p.HandSetup, number: int, stacks: dict[int, int]) -> BaseModel:
        try:
            self.table = start_table(setup, number, stacks)
        except SetupUnsupported as exc:
            return p.ErrorReply(message=str(exc))
        except ValueError as exc:  # PokerKit refused its own configuration
            return p.Refusal(code=p.RefusalCode.INVALID_REQUEST, reason=f"PokerKit: {exc}")
        return table_view(self.table)

    def _act(self, table: Table, action: p.PlayerAction) -> BaseModel:
        state = table.state
        turn = to_act(table)
        if turn is None:
            return p.Refusal(code=p.RefusalCode.OUT_OF_TURN, reason="no one is to act")
        if action.seat != turn:
            return p.Refusal(
                code=p.RefusalCode.OUT_OF_TURN,
                reason=f"seat {action.seat} acted out of turn (seat {turn} is to act)",
            )
        before = len(state.operations)
        try:
            refusal = apply(table, action)
        except ValueError as exc:  # PokerKit's own refusal
            return p.Refusal(code=p.RefusalCode.ILLEGAL_ACTION, reason=f"PokerKit: {exc}")
        if refusal is not None:
            return refusal
        if action.kind in WAGERS:
            table.wagers[before] = action.kind
        table.deal()
        return table_view(table)


WAGERS = (p.ActionKind.COMPLETE, p.ActionKind.BET, p.ActionKind.RAISE)


def not_supported(reason: str) -> p.Refusal:
    return p.Refusal(code=p.RefusalCode.NOT_SUPPORTED, reason=reason)


def apply(table: Table, action: p.PlayerAction) -> p.Refusal | None:
    """Hand the action to PokerKit; a reason when the protocol's word does not fit PokerKit's state.

    The checks here only match words (a "check" is PokerKit's check-or-call
    when nothing is owed); whether the action is allowed is PokerKit's call.
    """
    state = table.state
    kind = action.kind
    A = p.ActionKind
    if kind is A.FOLD:
        state.fold()
    elif kind in (A.CHECK, A.CALL):
        owed = state.checking_or_calling_amount
        if owed is None:
            return p.Refusal(reason="PokerKit: no check or call is possible now")
        if (kind is A.CHECK) != (owed == 0):
            return p.Refusal(
                reason=f"a {kind.value} does not fit: PokerKit's check-or-call amount is {owed}"
            )
        state.check_or_call()
    elif kind is A.BRING_IN:
        posted = bring_in_to(state)
        if action.amount is not None and posted is not None and action.amount != posted:
            return p.Refusal(
                reason=f"a bring-in to {action.amount} does not fit: PokerKit brings in to {posted}"
            )
        state.post_bring_in()
    elif kind in (A.COMPLETE, A.BET, A.RAISE):
        named = wager_kind(state)
        if named is not kind:
            return p.Refusal(
                reason=f"a {kind.value} does not fit: PokerKit's wager here is a {named.value}"
            )
        amount = action.amount
        if amount is None:
            amount = state.min_completion_betting_or_raising_to_amount
        state.complete_bet_or_raise_to(amount)
    elif kind is A.DRAW:
        state.stand_pat_or_discard("".join(action.cards or []))
    elif kind is A.STAND_PAT:
        state.stand_pat_or_discard()
    elif kind is A.SHOW:
        state.show_or_muck_hole_cards(True)
    elif kind is A.MUCK:
        state.show_or_muck_hole_cards(False)
    else:
        return not_supported(f"PokerKit has no {kind.value} action")
    return None


def bring_in_to(state: Any) -> int | None:
    """The total the player to act has in front after PokerKit's bring-in (None: no bring-in)."""
    if not state.can_post_bring_in():
        return None
    return int(state.bets[state.actor_index] + state.effective_bring_in_amount)


def wager_kind(state: Any) -> p.ActionKind:
    """How the protocol names PokerKit's complete_bet_or_raise_to in this state."""
    if state.completion_status:
        return p.ActionKind.COMPLETE
    if max(state.bets) == 0:
        return p.ActionKind.BET
    return p.ActionKind.RAISE


# --------------------------------------------------------------------------- reading the state


def to_act(table: Table) -> int | None:
    state = table.state
    for index in (state.actor_index, state.stand_patter_or_discarder_index, state.showdown_index):
        if index is not None:
            return table.seat_of(index)
    return None


def phase(table: Table) -> p.Phase:
    state = table.state
    if not state.status:
        return p.Phase.COMPLETE
    if state.showdown_index is not None:
        return p.Phase.SHOWDOWN
    street = state.street_index or 0
    if table.setup.game == STUD:
        return p.Phase(STUD_PHASES[street])
    if street == 0:
        return p.Phase.PRE_DRAW
    if state.stand_patter_or_discarder_index is not None:
        return p.Phase(f"draw-{street}")
    return p.Phase(f"betting-{street + 1}")


def legal_actions(table: Table) -> list[p.LegalAction]:
    state = table.state
    A = p.ActionKind
    actions: list[p.LegalAction] = []
    if state.actor_index is not None:
        player = state.actor_index
        if state.can_fold():
            actions.append(p.LegalAction(kind=A.FOLD))
        if state.can_post_bring_in():
            amount = bring_in_to(state)
            actions.append(p.LegalAction(kind=A.BRING_IN, min_amount=amount, max_amount=amount))
        if state.can_check_or_call():
            owed = state.checking_or_calling_amount
            if owed:
                total = state.bets[player] + owed
                actions.append(p.LegalAction(kind=A.CALL, min_amount=total, max_amount=total))
            else:
                actions.append(p.LegalAction(kind=A.CHECK))
        if state.can_complete_bet_or_raise_to():
            actions.append(
                p.LegalAction(
                    kind=wager_kind(state),
                    min_amount=state.min_completion_betting_or_raising_to_amount,
                    max_amount=state.max_completion_betting_or_raising_to_amount,
                )
            )
    elif state.stand_patter_or_discarder_index is not None:
        held = len(state.hole_cards[state.stand_patter_or_discarder_index])
        actions.append(p.LegalAction(kind=A.DRAW, max_cards=held))
        actions.append(p.LegalAction(kind=A.STAND_PAT))
    elif state.showdown_index is not None:
        if state.can_show_or_muck_hole_cards(True):
            actions.append(p.LegalAction(kind=A.SHOW))
        if state.can_show_or_muck_hole_cards(False):
            actions.append(p.LegalAction(kind=A.MUCK))
    return actions


def pulled(state: Any) -> list[int]:
    """Chips each player took from the pots so far (PokerKit's ChipsPulling operations)."""
    won = [0] * state.player_count
    for operation in state.operations:
        if isinstance(operation, pk.ChipsPulling):
            won[operation.player_index] += operation.amount
    return won


def committed(table: Table) -> list[int]:
    """Chips each player has put in: what left the stack, less what came back from a pot."""
    state = table.state
    won = pulled(state)
    return [state.starting_stacks[i] - state.stacks[i] + won[i] for i in range(state.player_count)]


def pots(table: Table) -> list[p.PotView]:
    """PokerKit's pots, and the bets of the current round it has not collected yet.

    PokerKit moves bets into its pots only when a round ends; the protocol
    counts every chip committed, so the outstanding bets are shown in the
    last pot (or a first pot of the players still in).
    """
    state = table.state
    if not state.status:
        return []
    views = [
        p.PotView(amount=pot.amount, eligible=sorted(table.seat_of(i) for i in pot.player_indices))
        for pot in state.pots
    ]
    outstanding = sum(state.bets)
    if outstanding:
        if views:
            views[-1] = views[-1].model_copy(update={"amount": views[-1].amount + outstanding})
        else:
            live = [table.seat_of(i) for i in range(state.player_count) if state.statuses[i]]
            views.append(p.PotView(amount=outstanding, eligible=sorted(live)))
    return views


def seat_status(table: Table, player: int) -> p.SeatStatus:
    state = table.state
    if not state.statuses[player]:
        return p.SeatStatus.FOLDED
    if state.status and state.stacks[player] == 0:
        return p.SeatStatus.ALL_IN
    return p.SeatStatus.ACTIVE


def draw_counts(state: Any, player: int) -> list[int]:
    return [
        len(op.cards)
        for op in state.operations
        if isinstance(op, pk.StandingPatOrDiscarding) and op.player_index == player
    ]


def seat_views(table: Table) -> list[p.SeatView]:
    state = table.state
    puts = committed(table)
    views = []
    for player, seat in enumerate(table.seats):
        down = [card_text(c) for c in state.get_down_cards(player)]
        views.append(
            p.SeatView(
                seat=seat.seat,
                name=seat.name,
                stack=state.stacks[player],
                status=seat_status(table, player),
                bet=state.bets[player],
                committed=puts[player],
                upcards=[card_text(c) for c in state.get_up_cards(player)],
                downcard_count=len(down),
                downcards=down,
                draw_counts=draw_counts(state, player),
            )
        )
    dealt = {s.seat for s in table.seats}
    for seat in table.setup.seats:
        if seat.seat not in dealt:
            views.append(
                p.SeatView(
                    seat=seat.seat,
                    name=seat.name,
                    stack=table.stacks.get(seat.seat, 0),
                    status=p.SeatStatus.SITTING_OUT,
                    bet=0,
                    committed=0,
                    upcards=[],
                    downcard_count=0,
                )
            )
    return sorted(views, key=lambda v: v.seat)


def events(table: Table) -> list[p.Event]:
    """PokerKit's operation log, in the protocol's words.

    When the hand is over, the downcards each player was dealt (PokerKit's
    hole-dealing operations hold them all) are written out as the protocol's
    end-of-hand ``downcards`` record.
    """
    out: list[p.Event] = []
    described = [d for i, op in enumerate(table.state.operations) for d in describe(table, i, op)]
    if not table.state.status:
        described += downcard_records(table)
    for kind, seat, cards, amount in described:
        out.append(p.Event(seq=len(out) + 1, kind=kind, seat=seat, cards=cards, amount=amount))
    return out


def downcard_records(table: Table) -> list[Described]:
    dealt: dict[int, list[str]] = {}
    for op in table.state.operations:
        if isinstance(op, pk.HoleDealing):
            down = [card_text(c) for c, up in zip(op.cards, op.statuses, strict=True) if not up]
            dealt.setdefault(op.player_index, []).extend(down)
    return [
        (E.DOWNCARDS, table.seat_of(player), cards, None)
        for player, cards in sorted(dealt.items())
        if cards
    ]


Described = tuple[p.EventKind, int | None, list[str], int | None]
E = p.EventKind


def describe(table: Table, index: int, op: Any) -> list[Described]:
    """One PokerKit operation as protocol events (dealing one event per card)."""
    seat = table.seat_of(op.player_index) if hasattr(op, "player_index") else None
    if isinstance(op, pk.HoleDealing):
        return [
            (E.DEAL_UP if up else E.DEAL_DOWN, seat, [card_text(c)], None)
            for c, up in zip(op.cards, op.statuses, strict=True)
        ]
    if isinstance(op, pk.CardBurning):
        return [(E.BURN, None, [], None)]
    if isinstance(op, pk.BoardDealing):
        return [(E.COMMON_CARD, None, [card_text(c) for c in op.cards], None)]
    if isinstance(op, pk.AntePosting):
        return [(E.ANTE, seat, [], op.amount)]
    if isinstance(op, pk.BlindOrStraddlePosting):
        blind = E.BIG_BLIND if op.amount == max(table.state.blinds_or_straddles) else E.SMALL_BLIND
        return [(blind, seat, [], op.amount)]
    if isinstance(op, pk.BringInPosting):
        return [(E.BRING_IN, seat, [], op.amount)]
    if isinstance(op, pk.Folding):
        return [(E.FOLD, seat, [], None)]
    if isinstance(op, pk.CheckingOrCalling):
        return [(E.CALL if op.amount else E.CHECK, seat, [], op.amount or None)]
    if isinstance(op, pk.CompletionBettingOrRaisingTo):
        return [(E(table.wagers.get(index, p.ActionKind.BET).value), seat, [], op.amount)]
    if isinstance(op, pk.StandingPatOrDiscarding):
        cards = [card_text(c) for c in op.cards]
        return [(E.DISCARD if cards else E.STAND_PAT, seat, cards, None)]
    if isinstance(op, pk.HoleCardsShowingOrMucking):
        cards = [card_text(c) for c in op.hole_cards]
        return [(E.SHOW if cards else E.MUCK, seat, cards, None)]
    if isinstance(op, pk.HandKilling):
        return [(E.KILLED, seat, [], None)]
    if isinstance(op, pk.ChipsPushing):  # a pot shared out: what each winner wins from it
        amounts = pushes(table.state)[0].get(index, op.amounts)
        return [(E.WIN, table.seat_of(i), [], amount) for i, amount in enumerate(amounts) if amount]
    return []  # ChipsPulling takes back won chips and uncalled bets together: not a win


def raises(table: Table) -> int:
    """PokerKit's count of completions, bets and raises this round, less the one that opened it.

    The first round of a blind game is opened by the big blind, which PokerKit does not count.
    """
    count: int = table.state.completion_betting_or_raising_count
    if table.setup.game == TRIPLE_DRAW and table.state.street_index == 0:
        return count
    return max(count - 1, 0)


def table_view(table: Table) -> p.TableView:
    state = table.state
    street = state.street
    betting = state.status and state.actor_index is not None and street is not None
    log = events(table)
    view = p.TableView(
        game=table.setup.game,
        profile=table.setup.profile,
        hand_number=table.hand_number,
        phase=phase(table),
        to_act=to_act(table),
        legal_actions=legal_actions(table),
        pots=pots(table),
        seats=seat_views(table),
        dealer_seat=table.dealer_seat,
        community_cards=[card_text(c) for c in state.get_board_cards(0)],
        stub_count=len(state.deck_cards),
        discard_count=sum(len(d) for d in state.discarded_cards),
        burn_count=len(state.burn_cards),
        bet_size=street.min_completion_betting_or_raising_amount if betting else None,
        raises_this_round=raises(table) if betting else 0,
        events=log[table.events_sent :],
        event_count=len(log),
        announcement_count=0,  # PokerKit makes no announcements
    )
    table.events_sent = len(log)
    return view


# --------------------------------------------------------------------------- the result

CATEGORIES = {
    label.name: p.HandCategory(label.name.lower().replace("_", "-")) for label in pk.Label
}


def hand_value(state: Any, shown: Any) -> p.HandValue | None:
    """PokerKit's own evaluation of shown cards: its label and the five cards it chose.

    The shown cards are evaluated with the game's PokerKit hand type (and the
    board, for a stud common card) because PokerKit kills the losing hands
    before the result is asked for.  The protocol lists the deciding ranks
    most significant first: the ranks that occur most, higher first
    (5-4-3-2-A for the wheel).
    """
    try:
        hand = state.hand_types[0].from_game(shown, list(state.get_board_cards(0)))
    except ValueError:  # fewer than five cards
        return None
    category = CATEGORIES[hand.entry.label.name]
    ranks = sorted((RANKS.index(c.rank) for c in hand.cards), reverse=True)
    counts = {r: ranks.count(r) for r in ranks}
    ordered = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    if category in (p.HandCategory.STRAIGHT, p.HandCategory.STRAIGHT_FLUSH) and ordered == [
        12,
        3,
        2,
        1,
        0,
    ]:
        ordered = [3, 2, 1, 0, 12]
    return p.HandValue(category=category, ranks=[RANKS[r] for r in ordered])


def final_stacks(table: Table) -> dict[int, int]:
    stacks = dict(table.stacks)
    for player, seat in enumerate(table.seats):
        stacks[seat.seat] = table.state.stacks[player]
    return stacks


FORCED_OR_CALLED = (
    pk.AntePosting,
    pk.BringInPosting,
    pk.BlindOrStraddlePosting,
    pk.CheckingOrCalling,
)
"""PokerKit's operations whose amount is the chips they add to the player's bet."""


def given_back(state: Any) -> tuple[list[int], list[int]]:
    """Each player's chips PokerKit put in and never collected: (uncalled, called).

    PokerKit gives a bet back in two ways, neither of them an operation of its own.  When a
    round ends with two or more players in, ``collect_bets`` trims a bet to the next highest
    and puts the excess straight back in the stack (the ``BetCollection`` records the trimmed
    bet): uncalled chips.  When all but one have folded, it collects nothing of the
    survivor's bet (recorded as 0), leaves it in front and the ``ChipsPulling`` takes it with
    the pot: the part of it the others matched was called, and is won, not returned.  Every
    chip a player pulls beyond what was pushed to it is one of these, so no separate
    pulled-beyond-pushed sum is added.

    The chips a player put in are read from its operations: a ``CompletionBettingOrRaisingTo``
    names the player's whole bet of the round, the others the chips they add to it.
    """
    uncalled = [0] * state.player_count
    called = [0] * state.player_count
    bets = [0] * state.player_count
    for op in state.operations:
        if isinstance(op, FORCED_OR_CALLED):
            bets[op.player_index] += op.amount
        elif isinstance(op, pk.CompletionBettingOrRaisingTo):
            bets[op.player_index] = op.amount
        elif isinstance(op, pk.BetCollection):
            for i, (bet, taken) in enumerate(zip(bets, op.bets, strict=True)):
                matched = max((b for j, b in enumerate(bets) if j != i), default=0)
                in_pot = max(min(bet, matched) - taken, 0)
                called[i] += in_pot
                uncalled[i] += bet - taken - in_pot
            bets = [0] * state.player_count
    return uncalled, called


def pushes(state: Any) -> tuple[dict[int, tuple[int, ...]], list[int]]:
    """What each ``ChipsPushing`` (by operation index) pays, with the called chips of a bet
    folded to added to the last push to its owner; and each player's uncalled chips, with any
    called chips no push to their owner could carry (none in a hand PokerKit can deal)."""
    uncalled, called = given_back(state)
    paid: dict[int, tuple[int, ...]] = {}
    last: dict[int, int] = {}
    for index, op in enumerate(state.operations):
        if isinstance(op, pk.ChipsPushing):
            paid[index] = op.amounts
            last.update({i: index for i, amount in enumerate(op.amounts) if amount})
    for player, chips in enumerate(called):
        if chips and player in last:
            amounts = list(paid[last[player]])
            amounts[player] += chips
            paid[last[player]] = tuple(amounts)
        else:
            uncalled[player] += chips
    return paid, uncalled


def showdown(table: Table) -> tuple[list[int], dict[int, list[Any]], list[int]]:
    """The show order, each seat's shown cards and the mucked seats, each seat named once.

    PokerKit logs a ``HoleCardsShowingOrMucking`` each time it calls a player: an all-in stud
    player shows when the betting ends and again when his last cards are dealt, each time with
    every hole card he then holds.  A seat is ordered by its first show or muck, shows every
    card it ever showed, and, once it has shown, is not called mucked (its cards were seen).
    """
    order: list[int] = []
    shown: dict[int, list[Any]] = {}
    mucked: list[int] = []
    for op in table.state.operations:
        if not isinstance(op, pk.HoleCardsShowingOrMucking):
            continue
        seat = table.seat_of(op.player_index)
        if seat not in order:
            order.append(seat)
        if op.hole_cards:
            cards = shown.setdefault(seat, [])
            cards.extend(c for c in op.hole_cards if c not in cards)
        elif seat not in mucked:
            mucked.append(seat)
    return order, shown, [seat for seat in mucked if seat not in shown]


def hand_result(table: Table) -> BaseModel:
    state = table.state
    if state.status:
        return p.Refusal(reason=f"hand {table.hand_number} is not over (phase {phase(table)})")
    paid, uncalled = pushes(state)
    awards: list[p.PotAward] = []
    for index, amounts in paid.items():
        shares = {str(table.seat_of(i)): amount for i, amount in enumerate(amounts) if amount}
        awards.append(
            p.PotAward(
                pot=state.operations[index].pot_index,
                amount=sum(amounts),
                winners=sorted(int(s) for s in shares),
                shares=shares,
            )
        )
    order, shown, mucked = showdown(table)
    returned = {str(table.seat_of(i)): back for i, back in enumerate(uncalled) if back}
    return p.HandResult(
        hand_number=table.hand_number,
        returned=returned,
        complete=True,
        awards=awards,
        show_order=order,
        shown=[
            p.ShownHand(
                seat=seat, cards=[card_text(c) for c in cards], value=hand_value(state, cards)
            )
            for seat, cards in shown.items()
        ],
        mucked=mucked,
        stacks={str(seat): stack for seat, stack in sorted(final_stacks(table).items())},
    )


# --------------------------------------------------------------------------- out of process


def serve(stdin: IO[bytes], stdout: IO[bytes]) -> int:
    """PokerKit behind the adapter as a program speaking JSON lines (``--implementation pokerkit``).

    A third-party library is certified out of process, like any other build:
    nothing it does can reach the harness's own code or its verdict.
    """
    return answer_lines(PokerKitDriver().exchange, stdin, stdout)


if __name__ == "__main__":  # pragma: no cover - run by the harness as a program
    sys.exit(serve(sys.stdin.buffer, sys.stdout.buffer))
