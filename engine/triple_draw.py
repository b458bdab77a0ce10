"""2-7 triple draw (lowball, blinds, four limit betting rounds, three draws).

The flow of one hand, as source 001 describes it:

* blinds: the small blind on the button's left, the big blind on its left
  (heads-up: the button posts the small blind, see
  :func:`~pokercert.engine.triple_draw_rules.blind_seats`);
* the deal: five cards face down to each player, one at a time, starting on
  the button's left, five times round;
* betting round one ("pre-draw") starts left of the big blind, with the small
  bet; the big blind counts as the bet and up to three raises may follow;
* three draws ("draw-1" .. "draw-3"), each followed by a betting round
  ("betting-2" .. "betting-4") that starts left of the button: small bet in
  round two, big bet in rounds three and four; a bet and three raises at most;
* the showdown: the last raiser (or bettor) of round four shows first, else the
  first live player left of the button; then clockwise; the weakest 2-7 hand
  wins, identical hands split.

Draws are declared and dealt one player at a time from the button's left: a
``draw`` action names the discards and the replacements are dealt at once
from the top of the stub.  Folded hands go onto the discard pile (the muck).
When the stub runs out during a draw the player takes what is left, then the
dead cards (earlier discards, folded hands, burns) are shuffled into a new
stub -- without the cards that player has just thrown -- and the draw goes
on from it; see :meth:`TripleDrawHand._replace`.

Order of the cards in a stacked deck, top first: the deal (round by round,
from the button's left), then the replacements in the order they are drawn.
No card is burnt unless the profile says so (``burn_before_each_deal``): then
one card is burnt before the deal and one before each draw's first replacement.

The showdown is played: the player called on shows (``show``) or, once a
hand has been shown for every pot he contests, may ``muck``; the first to
show must show.  Uncalled chips go back to their owner when a betting round
closes.  Nobody may raise against players who are all in.

Two ways in: :meth:`TripleDrawHand.act` takes protocol actions (the driver
session); ``betting_options``/``wager``/``draw``/``show``/``muck`` take plain
integers (simulations, the benchmark).  The event log (:class:`~.table.Hand`)
and the HandResult (:mod:`.triple_draw_result`) are built as protocol
messages only when read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from pokercert import protocol as p
from pokercert.engine import evaluator
from pokercert.engine.betting import (
    BET,
    CALL,
    FOLD,
    RAISE,
    BettingRound,
    IllegalAction,
    Option,
    OutOfTurn,
    Sizing,
)
from pokercert.engine.cards import Card, cards_text, parse_card
from pokercert.engine.deck import DeckError, reshuffle
from pokercert.engine.drawing import BETTING_KINDS, DRAW_LEGAL, HAND_SIZE, parse_discards
from pokercert.engine.params import OddChip, TripleDrawRules
from pokercert.engine.pots import Pot, split
from pokercert.engine.table import Hand, UnsupportedRequest
from pokercert.engine.triple_draw_result import DeferredResult, Payout
from pokercert.engine.triple_draw_rules import (
    BETTING_PHASES,
    DRAW_PHASES,
    Amounts,
    blind_seats,
    first_after,
    resolve_amounts,
    show_order,
)

A = p.ActionKind


class BetOptions(NamedTuple):
    """The choices of the player to act in a betting round (the engine's native view)."""

    seat: int
    owed: int  # chips to call; 0 means the player may check, and may not fold
    raise_to: int | None  # the bet or raise allowed (total this round), None when capped
    raise_kind: p.ActionKind  # bet when nothing is open yet, else raise


def low_strength(cards: list[Card]) -> int:
    """2-7 strength: larger is the better (weaker poker) hand; identical hands tie."""
    return evaluator.lowball27_strength(cards)


def describe_low(cards: list[Card]) -> str:
    return evaluator.describe_lowball27(cards)


class TripleDrawHand(DeferredResult, Hand):
    """One hand of 2-7 triple draw."""

    game = "2-7-triple-draw"
    rules: TripleDrawRules
    round: BettingRound | None
    discards: list[Card]
    burns: list[Card]

    # -- the start -------------------------------------------------------------------------

    def begin(self) -> None:
        self.amounts: Amounts = resolve_amounts(self.rules, self.stakes)
        self.betting_round = 0  # 1..4 while betting, else the last one played
        self.draw_number = 0  # 1..3 while drawing
        self.draw_queue: list[int] = []
        self.show_queue: list[int] = []
        self.shown: dict[int, list[Card]] = {}
        self.descriptions: dict[int, str] = {}
        self.show_sequence: list[int] = []
        self.mucked_seats: list[int] = []
        self.last_aggressor_final: int | None = None
        self.reshuffles = 0
        for state in self.seats.values():
            state.dealt_in = state.stack > 0 and not state.sitting_out
            if not state.dealt_in:
                state.status = p.SeatStatus.SITTING_OUT
        self._dealing_order: list[int] | None = None
        dealt = self._dealing_order = self.dealt_seats()
        self._live = list(dealt)  # seats still contesting the pot, from the button's left
        if not self.rules.min_players <= len(dealt) <= self.rules.max_players:
            raise IllegalAction(
                f"2-7 triple draw is played by {self.rules.min_players} to "
                f"{self.rules.max_players} players; {len(dealt)} are dealt in"
            )
        self.sb_seat, self.bb_seat = blind_seats(dealt, self.dealer_seat)
        self._open_first_round(dealt)
        self._deal(dealt)
        self._settle_round()

    def dealt_seats(self) -> list[int]:
        """Seats dealt in, from the button's left; fixed once the hand has begun."""
        order = getattr(self, "_dealing_order", None)
        return list(order) if order is not None else super().dealt_seats()

    def live_seats(self) -> list[int]:
        live = getattr(self, "_live", None)
        return list(live) if live is not None else super().live_seats()

    def _open_first_round(self, dealt: list[int]) -> None:
        self.phase = "pre-draw"
        self.betting_round = 1
        self._size = Sizing.fixed(self.amounts.small_bet)
        round_ = BettingRound(
            order=dealt,
            stacks=self.round_stacks(),
            sizing=self._sizing,
            cap=1 + self.rules.first_round_raise_cap,
        )
        self._post_blinds(round_)
        # the big blind is the round's bet: raises are counted over it, and an
        # all-in short of a full raise over it does not reopen the betting
        round_.bets_made = 1
        round_.increments.append(self.amounts.big_blind)
        self.open_round(round_)
        self.sync_round()
        able = round_.able(dealt)
        first = first_after(dealt, self.bb_seat, able)
        if first is not None:
            round_.start(first)
        self._limit_lone_player()

    def _post_blinds(self, round_: BettingRound) -> None:
        """The small blind, then the big blind, from the seats ``blind_seats`` chose."""
        sb = round_.post_forced(self.sb_seat, self.amounts.small_blind)
        self.log("small-blind", seat=self.sb_seat, amount=sb, clause="TD-021")
        bb = round_.post_forced(self.bb_seat, self.amounts.big_blind, level=self.amounts.big_blind)
        self.log("big-blind", seat=self.bb_seat, amount=bb, clause="TD-022")

    def _deal(self, dealt: list[int]) -> None:
        if len(self.stub) < HAND_SIZE * len(dealt) + int(self.rules.burn_before_each_deal):
            raise DeckError(f"the stub cannot deal five cards to {len(dealt)} players")
        if self.rules.burn_before_each_deal:
            self.burn()
        cards = self.stub.deal_many(HAND_SIZE * len(dealt))  # top first
        for position, seat in enumerate(dealt):  # one at a time, round the table
            self.seats[seat].downcards.extend(cards[position :: len(dealt)])
        self._raw_events.extend(  # self.log, inlined: one event per card, in the order dealt
            ("deal-down", dealt[index % len(dealt)], (card,), None, "", "TD-004", True, None)
            for index, card in enumerate(cards)
        )

    # -- betting ---------------------------------------------------------------------------

    def _sizing(self, _round: BettingRound) -> Sizing:
        return self._size

    def bet_size(self) -> int | None:
        return self.amounts.bet_size(self.betting_round) if self.round is not None else None

    def _limit_lone_player(self) -> None:
        """Nobody raises against players who are all in: a lone player may only call or fold."""
        round_ = self.round
        if round_ is None:
            return
        able = round_.able(round_.order)
        if len(able) == 1:
            round_.closed.add(able[0])
            if round_.owed(able[0]) == 0:
                round_.pending.clear()

    def _open_later_round(self) -> None:
        self.betting_round += 1
        self._size = Sizing.fixed(self.amounts.bet_size(self.betting_round))
        self.phase = BETTING_PHASES[self.betting_round - 1]
        live = self.live_seats()
        round_ = BettingRound(
            order=live, stacks=self.round_stacks(), sizing=self._sizing,
            cap=self.rules.later_round_bet_cap,
        )  # fmt: skip
        self.open_round(round_)
        able = round_.able(live)
        if len(able) >= 2:
            round_.start(able[0])  # the first player able to act left of the button
        else:
            self.log("no-betting", detail=f"betting round {self.betting_round}: fewer than two "
                     "players have chips left")  # fmt: skip
        self._settle_round()

    def betting_options(self) -> BetOptions | None:
        """What the player to act may do in a betting round, without building protocol messages."""
        round_ = self.round
        if round_ is None or not round_.pending:
            return None
        seat = round_.pending[0]
        current, bet = round_.current, round_.bets.get(seat, 0)
        raise_to = None
        if round_.may_raise(seat):
            raise_to = min(current + self._size.minimum, bet + round_.stacks[seat])
        return BetOptions(seat, current - bet if current > bet else 0, raise_to,
                          RAISE if current else BET)  # fmt: skip

    def wager(self, seat: int, kind: p.ActionKind, amount: int | None = None) -> None:
        """Fold, check, call, bet or raise (to ``amount``) in the current betting round."""
        round_ = self.round
        if round_ is None or kind not in BETTING_KINDS:
            raise self._not_now(seat, kind)
        paid = round_.act(seat, kind, amount)
        logged = paid if kind is CALL else (round_.bets[seat] if paid else None)
        self._raw_events.append(
            (kind, seat, (), logged, "", None, False, None)
        )  # self.log, inlined
        state = self.seats[seat]
        if paid:  # what sync_round does, for the one seat that acted
            state.stack -= paid
            state.committed += paid
            if not state.stack:
                state.status = p.SeatStatus.ALL_IN
                self._limit_lone_player()
        elif kind is FOLD:
            state.status = p.SeatStatus.FOLDED
            self._live.remove(seat)
            self._muck_hand(seat, "fold")
            self._limit_lone_player()
        if round_.pending and len(self._live) > 1:
            return  # the round goes on
        self._settle_round()

    def _settle_round(self) -> None:
        """Move on when the round is over: one player left, or every bet matched."""
        round_ = self.round
        assert round_ is not None
        if len(self._live) == 1:
            self._close_round()
            self._win_uncontested()
            return
        if not round_.finished:
            return
        self._close_round()
        if self.betting_round == 4:
            self._open_showdown()
        else:
            self._open_draw()

    def _close_round(self) -> None:
        round_: BettingRound | None = self.round
        assert round_ is not None
        self.sync_round()
        if self.betting_round == 4:
            self.last_aggressor_final = round_.last_aggressor
        self.round = None
        self._return_uncalled()

    def _muck_hand(self, seat: int, why: str) -> None:
        """A folded or mucked hand goes face down onto the discard pile (the muck)."""
        state = self.seats[seat]
        self.discards.extend(state.downcards)
        self.log("muck", seat=seat, cards=state.downcards, hidden=True, detail=why)
        state.downcards = []

    # -- draws -----------------------------------------------------------------------------

    def _open_draw(self) -> None:
        self.draw_number = self.betting_round
        self.phase = DRAW_PHASES[self.draw_number - 1]
        self.draw_queue = self.live_seats()  # from the button's left, all-in players too
        if self.rules.burn_before_each_deal:
            self._burn_for_draw()

    def _burn_for_draw(self) -> None:
        if not len(self.stub):
            self._reshuffle(seat=None, held_aside=[])
        self.burn()

    def draw(self, seat: int, discards: Sequence[Card]) -> None:
        """Throw ``discards`` (none: stand pat) and take as many cards from the stub."""
        if not self.draw_queue or seat != self.draw_queue[0]:
            raise self._not_now(seat, A.DRAW if discards else A.STAND_PAT)
        state = self.seats[seat]
        if discards:
            held = state.downcards
            if len(set(discards)) != len(discards) or any(c not in held for c in discards):
                raise IllegalAction(
                    f"seat {seat} cannot discard {' '.join(cards_text(discards))}: it holds "
                    f"{' '.join(cards_text(held))} (each discard once)"
                )
            thrown = list(discards)
            state.downcards = [c for c in held if c not in thrown]
            self.log("discard", seat=seat, cards=thrown, amount=len(thrown), hidden=True,
                     clause="TD-034")  # fmt: skip
            state.downcards.extend(self._replace(seat, thrown))
            self.discards.extend(thrown)
            noun = "card" if len(thrown) == 1 else "cards"
            self.announce("draw", f"seat {seat} draws {len(thrown)} {noun}", seat=seat,
                          clause="TD-034")  # fmt: skip
        else:
            self.log("stand-pat", seat=seat, amount=0, clause="TD-036")
            self.announce("draw", f"seat {seat} stands pat", seat=seat, clause="TD-036")
        state.draw_counts.append(len(discards))
        self.draw_queue.pop(0)
        if not self.draw_queue:
            self._open_later_round()

    def _replace(self, seat: int, thrown: list[Card]) -> list[Card]:
        """Deal the replacements for ``thrown``; reshuffle the dead cards if the stub runs out.

        The player first takes every card left in the stub; the dead cards
        (the discards of earlier draws and of the players before him, the
        folded hands) are then shuffled into a new stub, while the cards this
        player has just thrown are held aside: he may get back a card he threw
        in an earlier draw, never one he has just thrown.  Players after him
        draw from the new stub.
        """
        need = len(thrown)
        first = min(need, len(self.stub))
        cards = self.stub.deal_many(first)
        if first < need:
            self._reshuffle(seat, held_aside=thrown)
            if len(self.stub) < need - first:
                raise DeckError(
                    f"not enough dead cards to complete seat {seat}'s draw "
                    f"({len(self.stub)} for {need - first})"
                )
            cards += self.stub.deal_many(need - first)
        log = self._raw_events.append  # self.log, inlined: one event per card drawn
        for card in cards:
            log(("deal-down", seat, (card,), None, "", "TD-035", True, None))
        return cards

    def _reshuffle(self, seat: int | None, held_aside: list[Card]) -> None:
        """A new stub from the dead cards: discards, folded hands and burns (never a live card)."""
        pile: list[Card] = [*self.discards, *self.burns]
        self.discards = []
        self.burns = []
        self.stub.replace(self.rebuilt_stub(pile, lambda: reshuffle(pile, self.rng)))
        self.reshuffles += 1
        aside = f"; the {len(held_aside)} cards just thrown are held aside" if held_aside else ""
        self.log(
            "reshuffle",
            seat=seat,
            amount=len(pile),
            detail=f"the stub ran out: {len(pile)} dead cards shuffled into a new stub{aside}",
            clause="TD-061",
        )
        self.announce("reshuffle", f"the discards are shuffled into a new stub ({len(pile)} cards)",
                      clause="TD-061")  # fmt: skip

    # -- showdown --------------------------------------------------------------------------

    def _open_showdown(self) -> None:
        self.phase = "showdown"
        self.show_queue = show_order(self.live_seats(), self.last_aggressor_final)
        self.show_sequence = list(self.show_queue)

    def may_muck(self, seat: int) -> bool:
        """A player may muck only once every pot he could win has a hand shown against him."""
        for pot in self.pots():
            if seat in pot.eligible and not any(s in self.shown for s in pot.eligible):
                return False
        return True

    def show(self, seat: int) -> None:
        """Table the hand at the showdown, in turn."""
        if not self.show_queue or seat != self.show_queue[0]:
            raise self._not_now(seat, A.SHOW)
        cards = self.seats[seat].downcards
        self.shown[seat] = list(cards)
        text = self.descriptions[seat] = describe_low(cards)
        self.log("show", seat=seat, cards=cards, detail=text, clause="TD-054")
        self.announce("shows", f"seat {seat}: {text}", seat=seat)
        self._next_to_show()

    def muck(self, seat: int) -> None:
        """Give up the pot at the showdown without showing."""
        if not self.show_queue or seat != self.show_queue[0]:
            raise self._not_now(seat, A.MUCK)
        if not self.may_muck(seat):
            raise IllegalAction(
                f"seat {seat} must show: no hand has been shown yet for a pot it contests"
            )
        self.mucked_seats.append(seat)
        self.seats[seat].status = p.SeatStatus.FOLDED
        self._live.remove(seat)
        self._muck_hand(seat, "showdown")
        self._next_to_show()

    def _next_to_show(self) -> None:
        self.show_queue.pop(0)
        if not self.show_queue:
            self._award_showdown()

    def _award_showdown(self) -> None:
        payouts = []
        strengths = {seat: low_strength(cards) for seat, cards in self.shown.items()}
        for index, pot in enumerate(self.pots()):
            contenders = [s for s in pot.eligible if s in strengths]
            best = max(strengths[s] for s in contenders)
            winners = [s for s in contenders if strengths[s] == best]
            payouts.append(self._pay_out(index, pot, winners))
            for seat in winners:
                self.announce("wins", f"seat {seat} wins pot {index}", seat=seat,
                              clause="TD-056" if len(winners) > 1 else "TD-055")  # fmt: skip
        self._finish(payouts)

    def _win_uncontested(self) -> None:
        (winner,) = self._live
        if self.rules.winner_by_default_must_show:
            cards = self.seats[winner].downcards
            self.shown[winner] = list(cards)
            self.show_sequence = [winner]
            self.descriptions[winner] = describe_low(cards)
            self.log("show", seat=winner, cards=cards, detail=self.descriptions[winner])
        payouts = [self._pay_out(i, pot, [winner]) for i, pot in enumerate(self.pots())]
        self.announce("wins", f"seat {winner} wins uncontested", seat=winner)
        self._finish(payouts)

    def _pay_out(self, index: int, pot: Pot, winners: list[int]) -> Payout:
        """Split a pot among its winners, odd chips by the profile (as ``Hand.award``)."""
        ordered = self.odd_chip_order(winners) if len(winners) > 1 else winners  # no odd chip
        shares = split(pot.amount, ordered)
        for seat, chips in shares.items():
            self.seats[seat].stack += chips
            self.log("win", seat=seat, amount=chips, detail=f"pot {index}")
        return Payout(index, pot.amount, shares)

    def _finish(self, payouts: list[Payout]) -> None:
        for state in self.seats.values():
            state.committed = 0
        self.phase = "complete"
        self.draw_queue, self.show_queue = [], []
        show_order, mucked = list(self.show_sequence), list(self.mucked_seats)
        shown = [(s, list(c), self.descriptions[s]) for s, c in self.shown.items()]
        returned = {str(s): c for s, c in sorted(self.returned.items())}
        stacks = {str(n): s.stack for n, s in self.seats.items()}
        hand_number = self.hand_number  # the report keeps no reference to the hand (no cycle)

        def report() -> p.HandResult:
            return p.HandResult(
                hand_number=hand_number,
                complete=True,
                awards=[payout.message() for payout in payouts],
                show_order=show_order,
                shown=[
                    p.ShownHand(
                        seat=s,
                        cards=cards_text(c),
                        value=evaluator.lowball27_value(c),
                        description=d,
                    )
                    for s, c, d in shown
                ],
                mucked=mucked,
                returned=returned,
                stacks=stacks,
            )

        self.settle(report)

    def odd_chip_order(self, winners: list[int]) -> list[int]:
        rule = self.rules.odd_chip
        if rule is OddChip.FIRST_IN_SHOW_ORDER and self.show_sequence:
            return sorted(winners, key=self.show_sequence.index)
        if rule is OddChip.HIGHEST_SUIT and all(s in self.shown for s in winners):
            return sorted(winners, key=lambda s: max(self.shown[s]), reverse=True)
        return super().odd_chip_order(winners)

    # -- protocol --------------------------------------------------------------------------

    def to_act(self) -> int | None:
        if self.round is not None:
            return self.round.to_act
        if self.draw_queue:
            return self.draw_queue[0]
        if self.show_queue:
            return self.show_queue[0]
        return None

    def legal_options(self) -> list[Option]:
        if self.round is not None:
            return self.round.options()
        if self.draw_queue:
            return list(DRAW_LEGAL)
        if self.show_queue:
            show = [Option(A.SHOW)]
            if self.may_muck(self.show_queue[0]):
                show.append(Option(A.MUCK))
            return show
        return []

    def _not_now(self, seat: int, kind: p.ActionKind) -> IllegalAction:
        if self.settled:
            return IllegalAction(f"hand {self.hand_number} is over")
        to_act = self.to_act()
        if seat != to_act:
            return OutOfTurn(f"seat {seat} acted out of turn (seat {to_act} is to act)")
        allowed = ", ".join(a.kind.value for a in self.legal_options())
        return IllegalAction(
            f"{kind.value} is not allowed for seat {seat} in the {self.phase} (allowed: {allowed})"
        )

    def _timed_out(self, seat: int) -> p.ActionKind:
        """The action a player who lets the clock run out is taken to have made."""
        expiry = self.rules.action_clock_expiry
        if self.rules.action_clock_seconds is None or expiry is None:
            raise UnsupportedRequest(f"profile {self.profile} sets no action clock")
        options = self.betting_options()
        if options is None or expiry == "all-in":
            raise UnsupportedRequest(
                f"a time-out in the {self.phase} (expiry {expiry}) is not modelled"
            )
        kind = A.CHECK if expiry == "check-or-fold" and not options.owed else A.FOLD
        self.log("time-out", seat=seat, detail=kind.value)
        return kind

    def act(self, action: p.PlayerAction) -> None:
        """A protocol action: checked against the hand, then played through the native calls."""
        seat, kind = action.seat, action.kind
        if self.settled or seat != self.to_act():
            raise self._not_now(seat, kind)
        if kind is A.TIME_OUT:
            kind = self._timed_out(seat)
        if kind in BETTING_KINDS:
            self.wager(seat, kind, action.amount)
        elif kind in (A.DRAW, A.STAND_PAT) and not self.draw_queue:
            raise self._not_now(seat, kind)
        elif kind is A.DRAW:
            self.draw(seat, parse_discards(self.seats[seat].downcards, action.cards))
        elif kind is A.STAND_PAT:
            if action.cards:
                raise IllegalAction("a player who stands pat discards nothing")
            self.draw(seat, [])
        elif kind is A.SHOW:
            self._check_shown(seat, action.cards)
            self.show(seat)
        elif kind is A.MUCK:
            self.muck(seat)
        else:
            raise self._not_now(seat, kind)

    def _check_shown(self, seat: int, shown: list[str] | None) -> None:
        """A show that names its cards must name the cards the seat holds."""
        if not shown or "??" in shown:
            return
        try:
            claimed = sorted(parse_card(c) for c in shown)
        except ValueError as exc:
            raise IllegalAction(str(exc)) from exc
        held = self.seats[seat].downcards
        if claimed != sorted(held):
            raise IllegalAction(
                f"seat {seat} holds {' '.join(cards_text(held))}, not {' '.join(shown)}"
            )
