"""Seven-card stud, played correctly from the antes to the showdown, under any stud profile.

The flow of one hand (000, 002, 003, 004 Art. 113-114):

* antes: every seat that pays one is dealt in; a seat that pays none
  (sitting out, no chips, or a seat whose ``auto_ante`` is off) gets no cards
  (002, 003; the same under both values of ``automatic_ante``, which records
  whether the room posts antes for the players);
* third street: two cards down and the door card up to each player from the
  dealer's left (:mod:`~pokercert.engine.stud_dealing`); the lowest door card
  by the profile's suit order brings in -- the bring-in or a full small bet
  (completion) -- and the action goes on from its left; when everyone just
  calls, the bring-in has no option to raise;
* fourth to seventh street: a card to each live player (up, up, up, down),
  burning first where the profile burns; the highest showing hand starts the
  betting (:func:`~pokercert.engine.stud_rules.high_board_seat`), an all-in
  starter passing it to the next active player on the left;
* bet sizes by the profile's structure
  (:func:`~pokercert.engine.stud_rules.street_sizing`); an all-in completion
  short of the small bet leaves the completion open to the next players;
* the action clock (003, ``action_clock_expiry``): a ``time-out`` action is
  the clock running out; ``all-in`` puts the player under all-in protection
  (in for the chips already bet, no further action, later bets to a side pot;
  a bring-in due is posted first), ``fold`` folds, ``check-or-fold`` checks
  when it can; without a clock a time-out is refused;
* the showdown: the last bettor or raiser of seventh street shows first, else
  the first player who could bet; then clockwise; a player may muck only once
  a hand has been shown in every pot he contests, so the first to show must
  show (003's rule), unless ``first_to_show_may_muck`` (002's "(or mucks
  it)"): then anyone may muck but the last live hand of a pot, and when all
  but one muck the last wins without showing; the best five of seven cards
  wins, ties split, the odd chip by ``odd_chip``; a winner by default need
  not show but may (003); uncalled bets go back to their owner.

State changes happen here; the rules are pure functions in
:mod:`~pokercert.engine.stud_rules`.  Irregularities are not modelled here:
:meth:`inject` refuses them as unsupported (never as passed), and a seat set up
as absent is refused the same way; the remedies live in a subclass
(:mod:`~pokercert.engine.stud_irregularities`), which relies on the hook
methods named there -- keep their names and signatures.

Two entry points: :meth:`StudHand.act` with protocol messages (the driver),
and the native :meth:`StudHand.options` / :meth:`StudHand.play` without them
(benchmarks, property tests).  The event log and the announcements are kept as
light records and turned into protocol messages when the view is read.
"""

from __future__ import annotations

from pokercert import protocol as p
from pokercert.engine import evaluator
from pokercert.engine.betting import (
    BET,
    CALL,
    CHECK_OPTION,
    COMPLETE,
    FOLD,
    FOLD_OPTION,
    RAISE,
    BettingRound,
    IllegalAction,
    Option,
    OutOfTurn,
    exactly,
)
from pokercert.engine.cards import Card, card_text, cards_text, parse_card, rank
from pokercert.engine.deck import reshuffle
from pokercert.engine.params import OddChip, StudRules
from pokercert.engine.stud_announce import (
    describe_board,
    low_card_text,
    new_pairing,
    possible_draws,
)
from pokercert.engine.stud_dealing import DealStep, StubState, initial_plan, street_plan
from pokercert.engine.stud_rules import (
    FACE_UP,
    PHASES,
    Amounts,
    FixedSize,
    StreetSizing,
    bring_in_seat,
    first_to_act,
    has_open_pair,
    high_board_seat,
    next_in,
    resolve_amounts,
    round_cap,
    show_order,
    street_sizing,
    suit_index,
)
from pokercert.engine.table import Hand, UnsupportedRequest

A = p.ActionKind
BETTING_KINDS = frozenset({A.FOLD, A.CHECK, A.CALL, A.BET, A.RAISE, A.COMPLETE})
# statuses read on every action, as plain names (see the action kinds in engine.betting)
_ACTIVE, _ALL_IN, _FOLDED = p.SeatStatus.ACTIVE, p.SeatStatus.ALL_IN, p.SeatStatus.FOLDED
_LIVE = (_ACTIVE, _ALL_IN)  # as SeatState.live


class StudRound(BettingRound):
    """A betting round with a shortcut for the options when every bet and raise is one size."""

    def options(self) -> list[Option]:
        if not self.pending:
            return []
        sizing = self.sizing
        if isinstance(sizing, FixedSize):
            return self._fixed_options(self.pending[0], sizing.amount)
        return super().options()

    def _fixed_options(self, seat: int, size: int) -> list[Option]:
        """:meth:`BettingRound.options` when every bet and raise is one size, without the detours.

        The tests compare the two on random rounds (``tests/test_stud_properties.py``).
        """
        stack, bet, current = self.stacks[seat], self.bets.get(seat, 0), self.current
        owed = current - bet if current > bet else 0
        all_in = bet + stack
        if owed:
            call = current if current < all_in else all_in
            options = [FOLD_OPTION, exactly(CALL, call)]
        else:
            options = [CHECK_OPTION]
        if seat in self.closed or stack <= owed:
            return options
        if self.cap is not None and self.bets_made >= self.cap:
            return options
        if self.complete_to is not None and self.bets_made == 0 and current < self.complete_to:
            amount = min(self.complete_to, all_in)
            options.append(exactly(COMPLETE, amount))
            return options
        amount = min(current + size, all_in)
        options.append(exactly(RAISE if current else BET, amount))
        return options


class StudHand(Hand):
    """One hand of seven-card stud."""

    game = "seven-card-stud"
    rules: StudRules

    # -- the start -------------------------------------------------------------------------

    def begin(self) -> None:
        # seats and button are fixed: each seat with its state, from the dealer's left
        self._cycle = [(seat, self.seats[seat]) for seat in self.seat_order_from(self.dealer_seat)]
        self.amounts: Amounts = resolve_amounts(self.rules, self.stakes)
        self.street = 0
        self.sizing: StreetSizing | None = None
        self.bring_in_due: int | None = None  # the seat that must bring in now
        self.bring_in_posted = False
        self.protected: set[int] = set()  # all-in protection after a time-out (003)
        self.pot_at_deal: dict[int, int] = {}
        self.pair_on_fourth = False
        self.first_could_bet: dict[int, int | None] = {}
        self.last_aggressor: dict[int, int | None] = {}
        self.dealt_down: dict[int, list[Card]] = {}
        self.show_queue: list[int] = []
        self.show_sequence: list[int] = []
        self.shown: dict[int, list[Card]] = {}
        self.mucked_seats: list[int] = []
        self.default_winner: int | None = None
        self._seat_players()
        self._post_antes()
        self.street = 3
        self.phase = PHASES[3]
        self.log("street", detail=self.phase, phase=self.phase)
        self.pot_at_deal[3] = self._pot_total()
        self._run(initial_plan(self.dealt_seats()))
        self._open_third_street()

    def _seat_players(self) -> None:
        """Who is dealt in: a seat that pays no ante gets no cards (002)."""
        for state in self.seats.values():
            if not state.present:
                raise UnsupportedRequest(
                    f"seat {state.seat} is absent: absent players are not modelled yet"
                )
            pays = not state.sitting_out and state.stack > 0
            if self.amounts.ante and not state.auto_ante:
                pays = False
            state.dealt_in = pays
            if not pays:
                state.status = p.SeatStatus.SITTING_OUT
        count = len(self.dealt_seats())
        if not self.rules.min_players <= count <= self.rules.max_players:
            raise IllegalAction(
                f"seven-card stud is played by {self.rules.min_players} to "
                f"{self.rules.max_players} players; {count} are dealt in"
            )

    def _post_antes(self) -> None:
        if not self.amounts.ante:
            return
        for seat in self.dealt_seats():
            self.commit(seat, self.amounts.ante, "ante")

    # -- seats (fast paths of the base class) ----------------------------------------------

    def dealt_seats(self) -> list[int]:
        """Seats dealt into the hand, from the dealer's left (the order is fixed for the hand)."""
        cycle = getattr(self, "_cycle", None)
        if cycle is None:
            return super().dealt_seats()
        return [seat for seat, state in cycle if state.dealt_in]

    def live_seats(self) -> list[int]:
        cycle = getattr(self, "_cycle", None)
        if cycle is None:
            return super().live_seats()
        return [seat for seat, state in cycle if state.dealt_in and state.status in _LIVE]

    # -- dealing ---------------------------------------------------------------------------

    def _run(self, steps: list[DealStep]) -> None:
        """Perform a street's deal one step at a time (a remedy can later step in here)."""
        for step in steps:
            self._deal_step(step)

    def _deal_step(self, step: DealStep) -> None:
        if step.kind == "burn":
            self.burn()
        elif step.kind == "reshuffle":
            self._reshuffle()
        elif step.kind == "common":
            card = self.stub.deal()
            self.community.append(card)
            self.log("common-card", cards=[card])
            self.announce(
                "common-card",
                f"not enough cards: {card_text(card)} is a common card for every player",
            )
        else:
            assert step.seat is not None
            if step.kind == "up":
                self.deal_up(step.seat)
            else:
                card = self.deal_down(step.seat)
                self.dealt_down.setdefault(step.seat, []).append(card)

    def _reshuffle(self) -> None:
        """Mix what is left of the stub with the burns (000, 003); never the folded hands."""
        pile: list[Card] = self.stub.cards() + self.burns
        if self.rules.reshuffle_includes_removed_cards:
            pile += self.removed
            self.removed.clear()
        self.burns.clear()
        self.stub.replace(self.rebuilt_stub(pile, lambda: reshuffle(pile, self.rng)))
        detail = f"the stub ran short: {len(pile)} cards shuffled into a new stub"
        self.log("reshuffle", amount=len(pile), detail=detail)
        self.announce("reshuffle", f"{len(pile)} cards are shuffled for the rest of the deal")

    def _deal_later_street(self) -> None:
        seats = self.live_seats()
        stub = StubState(len(self.stub), len(self.burns), len(self.removed))
        plan = street_plan(
            seats,
            FACE_UP[self.street],
            self.rules.burn_before_each_deal,
            stub,
            self.rules.deck_exhaustion,
            self.rules.reshuffle_includes_removed_cards,
        )
        self._run(plan)

    def board(self, seat: int) -> list[Card]:
        """A seat's showing hand: its upcards and any common card."""
        return self.seats[seat].upcards + self.community

    def _pot_total(self) -> int:
        return sum(s.committed for s in self.seats.values()) + self.carried_in

    # -- betting rounds --------------------------------------------------------------------

    def _able(self) -> list[int]:
        """Live seats that can still wager: chips behind and no all-in protection."""
        seats, protected = self.seats, self.protected
        return [s for s in self.live_seats() if seats[s].status is _ACTIVE and s not in protected]

    def _new_round(self) -> BettingRound:
        order = [s for s in self.live_seats() if s not in self.protected]
        self.sizing = street_sizing(
            self.rules, self.amounts, self.street, self.pair_on_fourth,
            self.pot_at_deal.get(self.street, 0),
        )  # fmt: skip
        round_ = StudRound(
            order=order,
            stacks={s: self.seats[s].stack for s in order},
            sizing=self.sizing,
            cap=self.rules.raise_cap,
        )
        self.open_round(round_)
        return round_

    def _open_third_street(self) -> None:
        doors = {s: self.seats[s].upcards[0] for s in self.live_seats()}
        low = bring_in_seat(doors, self.rules)
        self.announce("low-card", low_card_text(doors[low], low), seat=low)
        round_ = self._new_round()
        round_.complete_to = self.amounts.small_bet
        able = self._able()
        if len(able) < 2:
            self._no_betting()
            return
        starter = first_to_act(low, self.dealt_seats(), able)
        if starter != low:
            detail = f"seat {low} (low card) is all in; seat {starter} brings in"
            self.log("bring-in-passes", seat=starter, detail=detail)
        self.first_could_bet[3] = starter
        self.bring_in_due = starter

    def _bring_in_actions(self) -> list[Option]:
        seat = self.bring_in_due
        assert seat is not None and self.round is not None
        stack = self.round.stacks[seat]
        bring = min(self.amounts.bring_in, stack)
        actions = [Option(A.BRING_IN, bring, bring)]
        if stack > self.amounts.bring_in and self.amounts.bring_in < self.amounts.small_bet:
            full = min(self.amounts.small_bet, stack)
            actions.append(Option(A.COMPLETE, full, full))
        return actions

    def _bring_in(self, action: p.PlayerAction) -> None:
        """The low card brings in, or opens with a full small bet (completion)."""
        round_ = self.round
        seat = self.bring_in_due
        assert round_ is not None and seat is not None
        legal = {a.kind: a for a in self._bring_in_actions()}
        option = legal.get(action.kind)
        if option is None:
            allowed = ", ".join(k.value for k in legal)
            raise IllegalAction(
                f"{action.kind.value} is not allowed for seat {seat} now (allowed: {allowed})"
            )
        if action.amount is not None and action.amount != option.min_amount:
            raise IllegalAction(
                f"{action.kind.value} is {option.min_amount} here, not {action.amount}"
            )
        self.bring_in_due = None
        if action.kind is A.BRING_IN:
            paid = round_.post_forced(seat, self.amounts.bring_in, level=self.amounts.bring_in)
            self.bring_in_posted = True
            round_.cap = round_cap(self.rules, bring_in_posted=True)
            self.log("bring-in", seat=seat, amount=paid)
            self.sync_round()
            after = next_in(round_.order, seat, self._able())
            if after is not None and after != seat:
                round_.start(after)
                round_.pending = [s for s in round_.pending if s != seat]
        else:
            round_.pending = [seat]
            round_.act(seat, A.COMPLETE, option.min_amount)
            self.log("complete", seat=seat, amount=option.min_amount)
            self.sync_round()
            self._short_completion(option.min_amount or 0)
        self._limit_lone_player()
        self._settle()

    def _open_later_street(self) -> None:
        self.street += 1
        self.phase = PHASES[self.street]
        self.log("street", detail=self.phase, phase=self.phase)
        self.pot_at_deal[self.street] = self._pot_total()
        self._deal_later_street()
        live = self.live_seats()
        self._announce_boards(live)
        if self.street == 4:
            self.pair_on_fourth = any(has_open_pair(self.seats[s].upcards) for s in live)
        high = high_board_seat({s: self.board(s) for s in live}, live, self.rules)
        text = f"high hand: seat {high}, {describe_board(self.board(high))}"
        self.announce("high-hand", text, seat=high)
        round_ = self._new_round()
        able = self._able()
        starter = first_to_act(high, live, able)
        self.first_could_bet[self.street] = starter if starter is not None else high
        if len(able) < 2 or starter is None:
            self._no_betting()
            return
        if starter != high:
            detail = f"seat {high} (high hand) is all in; seat {starter} starts"
            self.log("action-passes", seat=starter, detail=detail)
        round_.start(starter)

    def _announce_boards(self, live: list[int]) -> None:
        if not FACE_UP[self.street]:  # the seventh card goes down: nothing new shows
            return
        draws = self.rules.announce_straights_and_flushes
        for seat in live:
            up = self.seats[seat].upcards
            if new_pairing(up):
                self.announce("pair", f"seat {seat} shows {describe_board(up)}", seat=seat)
            if draws:
                for kind in possible_draws(up):
                    self.announce(kind, f"seat {seat}: {kind.replace('-', ' ')}", seat=seat)

    def _no_betting(self) -> None:
        """Fewer than two players can wager: no betting round; the cards are dealt on."""
        self.log("no-betting", detail=f"{self.phase}: fewer than two players can bet")
        self.round = None
        self._advance()

    def _bet(self, action: p.PlayerAction) -> None:
        self._wager(action.seat, action.kind, action.amount)

    def _wager(self, seat: int, kind: p.ActionKind, amount: int | None) -> None:
        """A betting action of the seat to act: check, call, fold, complete, bet or raise."""
        round_ = self.round
        assert round_ is not None
        paid = round_.act(seat, kind, amount)
        wager = round_.bets.get(seat, 0)
        logged = paid if kind is CALL else (wager if paid else None)
        self._raw_events.append(
            (kind, seat, (), logged, "", None, False, None)
        )  # self.log, inlined
        stack = round_.stacks[seat]
        self._sync_seat(seat, stack, folded=kind is FOLD)
        if kind is FOLD:
            self._fold(seat, "fold")
        elif kind is COMPLETE:
            self._short_completion(wager)
        elif kind is RAISE:
            self.announce("raise", f"seat {seat} raises to {wager}", seat=seat)
        if kind is FOLD or not stack:  # fewer players able to act
            self._limit_lone_player()
        self._settle()

    def _sync_seat(self, seat: int, stack: int, folded: bool) -> None:
        """:meth:`Hand.sync_round` for the one seat that has just acted (the others are in sync)."""
        state = self.seats[seat]
        moved = state.stack - stack
        if moved:
            state.stack = stack
            state.committed += moved
        if folded and state.status in _LIVE:
            state.status = _FOLDED
        elif stack == 0 and state.status is _ACTIVE and state.dealt_in:
            state.status = _ALL_IN

    def _short_completion(self, wager: int) -> None:
        """An all-in completion short of the small bet leaves the completion open.

        The others must still come in for the normal amount (CR-018): the next
        player may complete to the full small bet, and the raises count from it.
        """
        round_ = self.round
        if round_ is not None and wager < self.amounts.small_bet and round_.increments:
            round_.bets_made -= 1
            round_.increments.pop()

    def _fold(self, seat: int, why: str) -> None:
        """The folded hand goes face down to the muck (its upcards are turned over)."""
        state = self.seats[seat]
        state.status = p.SeatStatus.FOLDED
        cards = state.cards
        self.mucked.extend(cards)
        self.log("muck", seat=seat, cards=cards, hidden=True, detail=why)
        state.downcards, state.upcards = [], []

    def _settle(self) -> None:
        """Move on when the round is over: one player left, or every bet matched."""
        round_ = self.round
        if round_ is None:
            return
        if self._one_left():
            self._close_round()
            self._win_uncontested()
            return
        if round_.finished:
            self._close_round()
            self._advance()

    def _one_left(self) -> bool:
        """Is exactly one hand still live (everyone else folded)?"""
        live = 0
        for state in self.seats.values():
            if state.dealt_in and state.status in _LIVE:
                live += 1
                if live > 1:
                    return False
        return live == 1

    def _close_round(self) -> None:
        round_ = self.round
        assert round_ is not None
        self.sync_round()
        self.last_aggressor[self.street] = round_.last_aggressor
        self.round = None
        self.sizing = None
        self._return_uncalled(keep_all_in=self.protected)  # protected seats stay all-in (003)

    def _advance(self) -> None:
        """The next street, or the showdown after seventh street."""
        if self.street >= 7:
            self._open_showdown()
        else:
            self._open_later_street()

    # -- the action clock (003) ------------------------------------------------------------

    def _time_out(self, seat: int) -> None:
        """The clock ran out: the profile's expiry rule acts for the player."""
        expiry = self.rules.action_clock_expiry
        if self.rules.action_clock_seconds is None or expiry is None:
            raise IllegalAction(f"profile {self.profile} sets no action clock")
        self.log("time-out", seat=seat, detail=expiry)
        if self.show_queue:
            self._show_or_muck(p.PlayerAction(seat=seat, kind=A.SHOW))
            return
        if self.bring_in_due is not None:
            self._bring_in(p.PlayerAction(seat=seat, kind=A.BRING_IN))
            if expiry == "all-in" and self.seats[seat].live and self.result is None:
                self._protect(seat)
            return
        round_ = self.round
        assert round_ is not None
        if expiry == "all-in":
            self._protect(seat)
            self._limit_lone_player()
            self._settle()
            return
        kinds = {a.kind for a in round_.legal_actions()}
        kind = A.CHECK if expiry == "check-or-fold" and A.CHECK in kinds else A.FOLD
        self._bet(p.PlayerAction(seat=seat, kind=kind))

    def _protect(self, seat: int) -> None:
        """All-in protection: the player stays in for the chips already in, and acts no more.

        Later bets of the others go to a side pot the protected player cannot win.
        """
        self.protected.add(seat)
        self.seats[seat].status = p.SeatStatus.ALL_IN
        round_ = self.round
        if round_ is not None and seat in round_.stacks:
            self.sync_round()
            round_.pending = [s for s in round_.pending if s != seat]
            round_.order = [s for s in round_.order if s != seat]
            del round_.stacks[seat]
        detail = "the clock ran out: the player is all in for the chips already bet"
        self.log("all-in-protection", seat=seat, detail=detail)

    # -- showdown --------------------------------------------------------------------------

    def _open_showdown(self) -> None:
        self.phase = "showdown"
        self.log("showdown")
        order = show_order(
            self.live_seats(), self.last_aggressor.get(7), self.first_could_bet.get(7)
        )
        self.show_queue = list(order)
        self.show_sequence = list(order)

    def _may_muck(self, seat: int) -> bool:
        """May the seat muck now?  Never the last live hand of a pot: nobody else could win it.

        Under ``first_to_show_may_muck`` (002: "zeigt seine Hand als erstes (oder
        muckt)") that is the only limit, the first player included; otherwise a
        player may muck only once every pot he could win has a hand shown
        against him, so the first player called on must show (CF-048).
        """
        live = tuple(self.live_seats())
        memo = getattr(self, "_pots_memo", None)
        if memo is None or memo[0] != live:
            memo = self._pots_memo = (live, self.pots())  # the pots change only with who is live
        first_may_muck = self.rules.first_to_show_may_muck
        for pot in memo[1]:
            if seat not in pot.eligible:
                continue
            if first_may_muck:
                if len(pot.eligible) < 2:
                    return False
            elif not any(s in self.shown for s in pot.eligible):
                return False
        return True

    def hand_cards(self, seat: int) -> list[Card]:
        """The cards a seat plays with: its own seven (or six) and any common card."""
        return self.seats[seat].cards + self.community

    def _show_or_muck(self, action: p.PlayerAction) -> None:
        seat = action.seat
        state = self.seats[seat]
        if action.kind is A.MUCK:
            if not self._may_muck(seat):
                raise IllegalAction(
                    f"seat {seat} must show: no hand has been shown yet for a pot it contests"
                )
            self.mucked_seats.append(seat)
            self._fold(seat, "showdown")
        else:
            if action.cards:
                try:
                    claimed = sorted(parse_card(c) for c in action.cards)
                except ValueError as exc:
                    raise IllegalAction(str(exc)) from exc
                if claimed != sorted(state.cards):
                    raise IllegalAction(
                        f"seat {seat} holds {' '.join(cards_text(state.cards))}, "
                        f"not {' '.join(action.cards)}"
                    )
            self.shown[seat] = list(state.cards)
            text = self._describe(state.cards)
            self.log("show", seat=seat, cards=state.cards, detail=text)
            self.announce("shows", f"seat {seat}: {text}", seat=seat)
        self.show_queue.pop(0)
        if action.kind is A.MUCK and not self.shown and self._one_left():
            # all but one mucked before anyone showed (002): the last wins without showing
            called = len(self.show_sequence) - len(self.show_queue)
            self.show_sequence = self.show_sequence[:called]
            self.show_queue = []
            self._win_uncontested()
            return
        if not self.show_queue:
            self._award_showdown()

    def _award_showdown(self) -> None:
        awards = []
        values = {s: evaluator.high_rank(self.hand_cards(s)) for s in self.shown}
        for index, pot in enumerate(self.pots()):
            contenders = [s for s in pot.eligible if s in values]
            best = max(values[s] for s in contenders)
            winners = [s for s in contenders if values[s] == best]
            awards.append(self.award(index, pot, winners))
            for seat in winners:
                self.announce("wins", f"seat {seat} wins pot {index}", seat=seat)
        self._finish(awards)

    def _win_uncontested(self) -> None:
        (winner,) = self.live_seats()
        self.default_winner = winner
        if self.rules.winner_by_default_must_show:
            cards = self.seats[winner].cards
            self.shown[winner] = list(cards)
            self.show_sequence = [winner]
            self.log("show", seat=winner, cards=cards)
        awards = [self.award(i, pot, [winner]) for i, pot in enumerate(self.pots())]
        self.announce("wins", f"seat {winner} wins uncontested", seat=winner)
        self._finish(awards)

    def _finish(self, awards: list[p.PotAward]) -> None:
        for seat, cards in self.dealt_down.items():
            self.log("downcards", seat=seat, cards=cards, detail="recorded for the hand history")
        for state in self.seats.values():
            state.committed = 0
        self.phase = "complete"
        self.show_queue = []
        self.result = p.HandResult(
            hand_number=self.hand_number,
            complete=True,
            awards=awards,
            show_order=self.show_sequence,
            shown=self._shown_hands(),
            mucked=list(self.mucked_seats),
            returned={str(s): c for s, c in sorted(self.returned.items())},
            stacks={str(n): s.stack for n, s in self.seats.items()},
        )

    def odd_chip_order(self, winners: list[int]) -> list[int]:
        rule = self.rules.odd_chip
        if rule is OddChip.FIRST_IN_SHOW_ORDER and self.show_sequence:
            return sorted(winners, key=self.show_sequence.index)
        if rule is OddChip.HIGHEST_SUIT and all(s in self.shown for s in winners):
            return sorted(winners, key=self._cards_by_suit, reverse=True)
        return super().odd_chip_order(winners)

    def _cards_by_suit(self, seat: int) -> list[tuple[int, int]]:
        """A winner's five (CF-116 A), highest first, by rank then by the profile's suit order
        (an ace is high even in a wheel: CF-114 A).  Compared card by card: when winners
        share the highest card, the common card, the next one decides (CF-115 A)."""
        five = evaluator.best_five(self.hand_cards(seat))
        order = self.rules.bring_in_suit_order
        return sorted(((rank(c), suit_index(c, order)) for c in five), reverse=True)

    # -- protocol --------------------------------------------------------------------------

    def to_act(self) -> int | None:
        if self.bring_in_due is not None:
            return self.bring_in_due
        if self.round is not None:
            return self.round.to_act
        if self.show_queue:
            return self.show_queue[0]
        return None

    def legal_options(self) -> list[Option]:
        if self.bring_in_due is not None:
            return self._bring_in_actions()
        if self.round is not None:
            return self.round.options()
        if self.show_queue:
            may_muck = self._may_muck(self.show_queue[0])
            return [Option(A.SHOW), Option(A.MUCK)] if may_muck else [Option(A.SHOW)]
        return []

    # -- the native API: what the protocol does, without building protocol messages --------

    def options(self) -> list[Option]:
        """The legal actions of the seat to act as light tuples (:meth:`legal_options`)."""
        return self.legal_options()

    def play(self, seat: int, kind: p.ActionKind, amount: int | None = None,
             cards: list[str] | None = None) -> None:  # fmt: skip
        """One action, as :meth:`act` with a protocol message; raises IllegalAction.

        A betting action of a plain :class:`StudHand` goes straight to the
        betting round; anything else (and any subclass, which may watch
        :meth:`act`) takes the protocol path.
        """
        if (
            type(self) is StudHand
            and kind in BETTING_KINDS
            and self.round is not None
            and self.bring_in_due is None
            and self.result is None
        ):
            self._wager(seat, kind, amount)  # the round refuses a seat out of turn
            return
        self.act(p.PlayerAction(seat=seat, kind=kind, amount=amount, cards=cards))

    def bet_size(self) -> int | None:
        return self.sizing.bet_size if self.sizing is not None and self.round else None

    def raises_this_round(self) -> int:
        if self.round is None:
            return 0
        if self.street == 3 and self.bring_in_posted and self.rules.completion_counts_as_raise:
            return self.round.bets_made
        return max(0, self.round.bets_made - 1)

    def _show_after_winning(self, action: p.PlayerAction) -> None:
        """A winner by default may still choose to show the hand (003: "enseñar o no enseñar")."""
        seat = self.default_winner
        if seat is None or action.seat != seat or seat in self.shown:
            raise IllegalAction(f"hand {self.hand_number} is over")
        state = self.seats[seat]
        self.shown[seat] = list(state.cards)
        self.log("show", seat=seat, cards=state.cards, detail="shown voluntarily")
        assert self.result is not None
        self.result = self.result.model_copy(update={"shown": self._shown_hands()})

    def _shown_hands(self) -> list[p.ShownHand]:
        return [
            p.ShownHand(
                seat=s, cards=cards_text(c), value=self._value(c), description=self._describe(c)
            )
            for s, c in self.shown.items()
        ]

    def _value(self, cards: list[Card]) -> p.HandValue | None:
        """A shown hand's value, with any common card; None with fewer than five cards."""
        held = list(cards) + self.community
        return evaluator.high_value(held) if len(held) >= 5 else None

    def _describe(self, cards: list[Card]) -> str:
        """The dealer's words for a shown hand (with any common card); remembered per hand."""
        key = tuple(cards)
        memo: dict[tuple[Card, ...], str] = self.__dict__.setdefault("_described", {})
        if key not in memo:
            held = list(cards) + self.community
            memo[key] = evaluator.describe(held) if len(held) >= 5 else ""
        return memo[key]

    def act(self, action: p.PlayerAction) -> None:
        if self.result is not None:
            if action.kind is A.SHOW:
                self._show_after_winning(action)
                return
            raise IllegalAction(f"hand {self.hand_number} is over")
        seat = self.to_act()
        if action.seat != seat:
            raise OutOfTurn(f"seat {action.seat} acted out of turn (seat {seat} is to act)")
        if action.kind is A.TIME_OUT:
            self._time_out(action.seat)
        elif self.bring_in_due is not None:
            self._bring_in(action)
        elif self.round is not None and action.kind in BETTING_KINDS:
            self._bet(action)
        elif self.show_queue and action.kind in (A.SHOW, A.MUCK):
            self._show_or_muck(action)
        else:
            allowed = ", ".join(a.kind.value for a in self.legal_options())
            raise IllegalAction(
                f"{action.kind.value} is not allowed for seat {seat} in the {self.phase} "
                f"(allowed: {allowed})"
            )
