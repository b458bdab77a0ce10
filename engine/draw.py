"""Five-card draw with openers ("póquer de círculo", source 004 Art. 111-112).

The flow of one hand:

* antes: every player dealt in posts the ante (the amount comes from the
  stakes, else from the profile's ratio to the small bet);
* the deal: an optional burn, then five cards face down, one at a time,
  starting with the first player after the dealer in the direction of play
  (the Spanish profile plays counter-clockwise, Art. 111);
* betting before the draw, with the small bet, starting after the dealer.
  Until someone bets, a player may only check or bet; the first bet *opens*
  the pot (``bet``, or ``declare-openers`` which is the same opening bet).
  The engine accepts an open from any seat: opening without openers is a
  player's error with its own remedy (Art. 112.3), not an impossible action.
  If nobody opens, the hand is passed out and the whole pot stays for the next
  deal (a documented default: the excerpt starts after the rules on antes);
* the draw: each live player in dealing order discards one to five cards
  (``draw``) or keeps his hand (``stand-pat``) and is dealt the replacements
  at once.  When the stub is down to its last card and the receiver is still
  owed more than that card, the last card is shuffled with the earlier
  discards, the player before the receiver cuts, and the deal goes on; the
  opener's and the receiver's discards stay out while kept apart (Art. 111).
  Folded hands lie on the discard pile and count as discards ("descartar"
  also means to muck); burnt cards do not.  Any player may ask how many cards
  each one drew until the betting starts;
* betting after the draw, with the big bet: the opener acts first, or the
  next live player in the direction of play if he has folded (Art. 111);
* the decision: the live hands are shown in turn (the last bettor or raiser
  first, else the first to act) and the highest wins.  An opener still in the
  hand must show his openers (Art. 112.3); see :meth:`DrawHand._decide`.

The errors of Art. 112.1-112.2 are injected as irregularities and handled in
:mod:`pokercert.engine.draw_errors`.  Order of a stacked deck, top first: the
burn (if the profile burns), the deal round by round, then the burn and the
replacements in the order the players draw.
"""

from __future__ import annotations

from pokercert import protocol as p
from pokercert.engine import evaluator
from pokercert.engine.betting import BettingRound, IllegalAction, Option, OutOfTurn, Sizing
from pokercert.engine.cards import Card, cards_text
from pokercert.engine.deck import DeckError, reshuffle
from pokercert.engine.draw_errors import DealingErrors
from pokercert.engine.draw_rules import (
    COMPLETE,
    DRAW,
    FLOOR_RULING,
    HAND_SIZE,
    POST_DRAW,
    PRE_DRAW,
    Amounts,
    Clause,
    OpenersProof,
    cards_available,
    cut,
    openers_proof,
    post_draw_order,
    reshuffle_pool,
    resolve_amounts,
    seat_before,
    show_order,
)
from pokercert.engine.drawing import BETTING_KINDS, DRAW_LEGAL, parse_discards
from pokercert.engine.params import DrawRules, OddChip
from pokercert.engine.pots import build_pots
from pokercert.engine.table import UnsupportedRequest

A = p.ActionKind
FLOOR_RULINGS = ("openers-proven", "false-opener")


class DrawHand(DealingErrors):
    """One hand of five-card draw with openers."""

    game = "five-card-draw"
    rules: DrawRules
    round: BettingRound | None
    discards: list[Card]
    floor_ruling_required: str | None

    # -- the start -------------------------------------------------------------------------

    def begin(self) -> None:
        self.amounts: Amounts = resolve_amounts(self.rules, self.stakes)
        self.opener: int | None = None
        self.pre_draw: dict[int, list[Card]] = {}  # each drawer's hand before the draw
        self.discard_owner: dict[Card, int] = {}  # cards in self.discards and who threw them
        self.mixed: set[int] = set()  # seats whose discards were not kept apart
        self.reshuffled: set[int] = set()  # seats whose discards went back into the stub
        self.looked: set[int] = set()  # seats that have looked at their cards (Art. 112.1.b)
        self.draw_queue: list[int] = []
        self.final_order: list[int] = []
        self.final_aggressor: int | None = None
        self.shown: dict[int, list[Card]] = {}
        self.show_sequence: list[int] = []
        self.dead: list[p.DeadHand] = []
        self.misdeals = 0
        for state in self.seats.values():
            state.dealt_in = state.stack > 0 and not state.sitting_out
            if not state.dealt_in:
                state.status = p.SeatStatus.SITTING_OUT
        dealt = self.dealt_seats()
        if not self.rules.min_players <= len(dealt) <= self.rules.max_players:
            raise IllegalAction(
                f"five-card draw is played by {self.rules.min_players} to "
                f"{self.rules.max_players} players; {len(dealt)} are dealt in"
            )
        for seat in dealt:
            self.commit(seat, self.amounts.ante, "ante")
        self._deal()
        self._open_pre_draw()

    def _deal(self) -> None:
        dealt = self.dealt_seats()
        if len(self.stub) < HAND_SIZE * len(dealt) + int(self.rules.burn_before_each_deal):
            raise DeckError(f"the stub cannot deal five cards to {len(dealt)} players")
        if self.rules.burn_before_each_deal:
            self.burn()
        for _ in range(HAND_SIZE):
            for seat in dealt:
                self.deal_down(seat)

    def _open_pre_draw(self) -> None:
        self.phase = PRE_DRAW
        order = self.live_seats()
        round_ = BettingRound(
            order=order, stacks=self.round_stacks(), sizing=self._sizing, cap=self.rules.raise_cap
        )
        self.open_round(round_)
        if sum(1 for s in order if round_.can_act(s)) >= 2:
            round_.start(order[0])
        else:
            self.log("no-betting", detail="fewer than two players have chips to open the pot")
        self._settle_round()

    # -- betting ---------------------------------------------------------------------------

    def _sizing(self, _round: BettingRound) -> Sizing:
        return Sizing.fixed(self._bet_amount())

    def _bet_amount(self) -> int:
        """The small bet before the draw, the big bet after it (CF-036)."""
        return self.amounts.big_bet if self.phase == POST_DRAW else self.amounts.small_bet

    def bet_size(self) -> int | None:
        return self._bet_amount() if self.round is not None else None

    def _bet(self, action: p.PlayerAction) -> None:
        round_ = self.round
        assert round_ is not None
        opening = self.phase == PRE_DRAW and self.opener is None and action.kind is A.BET
        paid = round_.act(action.seat, action.kind, action.amount)
        wager = round_.bets.get(action.seat, 0)
        amount = paid if action.kind is A.CALL else (wager if paid else None)
        self.log(action.kind.value, seat=action.seat, amount=amount)
        if opening:
            self.opener = action.seat
            self.log("open", seat=action.seat, amount=wager, detail="the first bet opens the pot")
            self.announce("open", f"seat {action.seat} opens", seat=action.seat)
        self.sync_round()
        if action.kind is A.FOLD:
            self._muck_hand(action.seat, "fold")
        self._limit_lone_player()
        self._settle_round()

    def _settle_round(self) -> None:
        """Move on when the round is over: one player left, or every bet matched."""
        round_ = self.round
        if round_ is None:
            return
        if len(self.live_seats()) == 1:
            self._close_round()
            self._decide()
            return
        if not round_.finished:
            return
        self._close_round()
        if self.phase == POST_DRAW:
            self._decide()
        elif self.opener is None:
            self._pass_out()
        else:
            self._open_draw()

    def _close_round(self) -> None:
        round_ = self.round
        assert round_ is not None
        self.sync_round()
        if self.phase == POST_DRAW:
            self.final_order = [s for s in round_.order if s in self.live_seats()]
            self.final_aggressor = round_.last_aggressor
        self.round = None

    def _muck_hand(self, seat: int, why: str) -> None:
        """A folded hand goes face down onto the discard pile: it is "descartada" too."""
        state = self.seats[seat]
        thrown = state.cards
        self.discards.extend(thrown)
        self.discard_owner.update({c: seat for c in thrown})
        self.log("muck", seat=seat, cards=thrown, hidden=True, detail=why)
        state.downcards, state.upcards = [], []

    # -- the draw --------------------------------------------------------------------------

    def _open_draw(self) -> None:
        self.phase = DRAW
        self.draw_queue = self.live_seats()  # dealing order, all-in players too
        if self.rules.burn_before_each_deal and len(self.stub):
            self.burn()

    def _kept_apart(self, receiver: int) -> set[int]:
        """Seats whose discards stay out of a reshuffle (Art. 111), when kept apart."""
        if not self.rules.reshuffle_excludes_opener_and_receiver_discards:
            return set()
        return {s for s in (self.opener, receiver) if s is not None and s not in self.mixed}

    def _draw(self, action: p.PlayerAction) -> None:
        seat = action.seat
        state = self.seats[seat]
        if action.kind is A.STAND_PAT and action.cards:
            raise IllegalAction("a player who stands pat discards nothing")
        held = state.cards  # an exposed card (when not a misdeal) is still part of the hand
        thrown = [] if action.kind is A.STAND_PAT else parse_discards(held, action.cards)
        available = cards_available(
            len(self.stub), self.discards, self.discard_owner, self._kept_apart(seat)
        )
        if len(thrown) > available:
            raise IllegalAction(
                f"seat {seat} cannot draw {len(thrown)}: only {available} cards can be dealt "
                "from the stub and the discards that may be reshuffled"
            )
        self.pre_draw[seat] = held
        state.draw_counts.append(len(thrown))
        if thrown:
            state.downcards = [c for c in state.downcards if c not in thrown]
            state.upcards = [c for c in state.upcards if c not in thrown]
            self.discards.extend(thrown)
            self.discard_owner.update({c: seat for c in thrown})
            self.log("discard", seat=seat, cards=thrown, amount=len(thrown))
            self._replace(seat, len(thrown))
            noun = "card" if len(thrown) == 1 else "cards"
            self.announce("draw", f"seat {seat} draws {len(thrown)} {noun}", seat=seat)
        else:
            self.log("stand-pat", seat=seat, amount=0)
            self.announce("draw", f"seat {seat} stands pat", seat=seat)
        self.draw_queue.pop(0)
        if not self.draw_queue:
            self._open_post_draw()

    def _replace(self, seat: int, count: int) -> None:
        """Deal ``count`` replacements, reshuffling at the last card when it cannot complete them.

        The dealer notices at the penultimate card that the last one cannot
        complete this player's draw: that last card is shuffled with the earlier
        discards instead of being dealt.  If an earlier draw used the stub up
        exactly, the discards alone make the new stub (the text assumes the
        dealer always keeps the last card; see the register note).
        """
        for i in range(count):
            owed = count - i
            if not len(self.stub) or (len(self.stub) == 1 and owed > 1):
                self._reshuffle(seat)
            self.deal_down(seat)

    def _reshuffle(self, receiver: int) -> None:
        apart = self._kept_apart(receiver)
        back, held = reshuffle_pool(self.discards, self.discard_owner, apart)
        last = self.stub.cards()
        pile = last + back
        if not pile:
            raise DeckError(f"no card left to complete seat {receiver}'s draw")
        for card in back:
            self.reshuffled.add(self.discard_owner.pop(card))
        self.discards = held
        cutter = seat_before(self.dealt_seats(), receiver)
        order = self.rebuilt_stub(
            pile, lambda: cut(reshuffle(pile, self.rng), self.rng.randrange(len(pile)))
        )
        self.stub.replace(order)
        what = "the last card and " if last else ""
        self.log(
            "reshuffle",
            seat=receiver,
            amount=len(pile),
            detail=f"{what}{len(back)} discards shuffled into a new stub for seat {receiver}",
            clause=Clause.RESHUFFLE,
        )
        if held:
            owners = sorted({s for s in apart if s in self.discard_owner.values()})
            self.log(
                "held-out",
                cards=held,
                amount=len(held),
                detail="kept apart, not reshuffled: discards of seat "
                + " and ".join(str(s) for s in owners),
                clause=Clause.RESHUFFLE_EXCLUSIONS,
            )
        self.log(
            "cut",
            seat=cutter,
            detail=f"seat {cutter} cuts the new stub",
            clause=Clause.RESHUFFLE_CUT,
        )
        self.announce(
            "reshuffle",
            f"{len(pile)} cards shuffled into a new stub; seat {cutter} cuts; the deal goes on",
            seat=cutter,
            clause=Clause.RESHUFFLE,
        )

    def _answer_draw_counts(self, seat: int) -> None:
        """Art. 111: during the draw, until the betting, anyone may ask the others' draws."""
        state = self.seats.get(seat)
        if state is None or not state.dealt_in:
            raise IllegalAction(f"seat {seat} is not a player in this hand")
        if self.phase == PRE_DRAW:
            raise IllegalAction("the draw has not started yet: there are no draw counts to tell")
        if self.phase != DRAW and self.rules.draw_counts_public_until_betting:
            raise IllegalAction(
                "the betting after the draw has started: players may ask how many cards each "
                f"player drew only until then ({Clause.DRAW_COUNTS})"
            )
        counts = {
            s: self.seats[s].draw_counts[-1]
            for s in self.dealt_seats()
            if s != seat and self.seats[s].draw_counts
        }
        text = "; ".join(f"seat {s} drew {n}" for s, n in counts.items()) or "nobody has drawn yet"
        self.log("ask-draw-counts", seat=seat, detail=text, clause=Clause.DRAW_COUNTS)
        self.announce("draw-counts", text, seat=seat, clause=Clause.DRAW_COUNTS, draw_counts=counts)

    # -- after the draw --------------------------------------------------------------------

    def _open_post_draw(self) -> None:
        self.phase = POST_DRAW
        assert self.opener is not None
        order = post_draw_order(self.dealt_seats(), self.opener, self.live_seats())
        round_ = BettingRound(
            order=order, stacks=self.round_stacks(), sizing=self._sizing, cap=self.rules.raise_cap
        )
        self.open_round(round_)
        able = [s for s in order if round_.can_act(s)]
        if len(able) >= 2:
            round_.start(able[0])
            if able[0] == self.opener:
                why, clause = "the opener acts first", Clause.OPENER_ACTS_FIRST
            else:
                why = f"the opener (seat {self.opener}) is out: the next player acts first"
                clause = Clause.NEXT_ON_THE_RIGHT
            self.log("first-to-act", seat=able[0], detail=why, clause=clause)
        else:
            self.log("no-betting", detail="fewer than two players have chips left")
        self._limit_lone_player()
        self._settle_round()

    # -- the decision ----------------------------------------------------------------------

    def _decide(self) -> None:
        """Check the opener's proof of openers, then settle (or wait for the floor)."""
        opener = self.opener
        if opener is None or opener not in self.live_seats():
            self._settle(false_opener=None)
            return
        state = self.seats[opener]
        pre_draw = self.pre_draw.get(opener, state.cards)
        identifiable = opener not in self.mixed and opener not in self.reshuffled
        requirement = self.rules.opening_requirement
        proof = openers_proof(pre_draw, state.cards, identifiable, requirement)
        if proof is OpenersProof.PROVEN:
            self.log(
                "show-openers", seat=opener, cards=pre_draw, detail="the opener shows his openers",
                clause=Clause.FALSE_OPENER,
            )  # fmt: skip
            self._settle(false_opener=None)
        elif proof is OpenersProof.FALSE:
            self._settle(false_opener=opener)
        else:
            self.phase = FLOOR_RULING
            self.floor_ruling_required = (
                f"seat {opener} opened and no longer holds openers, and his discards cannot be "
                f"identified: the table chief decides ({Clause.FLOOR}); rule "
                + " or ".join(f'"{r}"' for r in FLOOR_RULINGS)
            )
            self.log("floor-ruling-required", seat=opener, detail=self.floor_ruling_required,
                     clause=Clause.FLOOR)  # fmt: skip
            self.announce("floor", self.floor_ruling_required, seat=opener, clause=Clause.FLOOR)

    def floor_ruling(self, ruling: p.FloorRuling) -> None:
        if self.phase != FLOOR_RULING:
            raise UnsupportedRequest("no floor ruling is pending")
        if ruling.ruling not in FLOOR_RULINGS:
            raise IllegalAction(
                f"unknown ruling {ruling.ruling!r}; the floor may rule "
                + " or ".join(f'"{r}"' for r in FLOOR_RULINGS)
            )
        opener = self.opener
        assert opener is not None
        self.log("floor-ruling", seat=opener, detail=ruling.ruling, clause=Clause.FLOOR)
        self.floor_ruling_required = None
        self._settle(false_opener=opener if ruling.ruling == "false-opener" else None)

    def _settle(self, false_opener: int | None) -> None:
        """Show the hands, return or keep the uncalled bet, and award or carry every pot."""
        live = self.live_seats()
        dead: set[int] = set()
        if false_opener is not None:
            self.log("false-opener", seat=false_opener, detail="the opener cannot show openers",
                     clause=Clause.FALSE_OPENER)  # fmt: skip
            self.announce("false-opener", f"seat {false_opener} cannot show openers",
                          seat=false_opener, clause=Clause.FALSE_OPENER)  # fmt: skip
            if self.rules.false_opener_forfeits_pot:
                dead.add(false_opener)
                reason = "false play: opened without showing openers; he cannot win the pot"
                self.dead.append(
                    p.DeadHand(
                        seat=false_opener,
                        cause=p.DeadHandCause.FALSE_OPENER,
                        reason=reason,
                        clause=Clause.CANNOT_WIN,
                    )
                )
                self.log("dead-hand", seat=false_opener, detail=reason, clause=Clause.CANNOT_WIN)
        if len(live) >= 2:
            self._show_down(live)
        elif self.rules.winner_by_default_must_show and live[0] not in dead:
            self._show(live[0])
        self._settle_uncalled(false_opener if false_opener in dead else None)
        awards: list[p.PotAward] = []
        carried = 0
        strengths = {s: evaluator.high_rank(self.seats[s].cards) for s in live if s not in dead}
        for index, pot in enumerate(build_pots(self._committed(), live, self.carried_in)):
            eligible = [s for s in pot.eligible if s not in dead]
            if not eligible:
                carried += pot.amount
                self.log(
                    "carry",
                    amount=pot.amount,
                    detail=f"pot {index}: no one may win it; it stays for the next hand",
                    clause=Clause.CARRY_OVER,
                )
                continue
            best = max(strengths[s] for s in eligible)
            winners = [s for s in eligible if strengths[s] == best]
            awards.append(self.award(index, pot, winners))
            for seat in winners:
                self.announce("wins", f"seat {seat} wins pot {index}", seat=seat,
                              clause=Clause.HIGHEST_WINS if len(live) > 1 else None)  # fmt: skip
        for seat in dead:
            self.seats[seat].status = p.SeatStatus.DEAD
        if carried:
            self.announce("carry", f"{carried} chips stay in the pot for the next hand",
                          clause=Clause.CARRY_OVER)  # fmt: skip
        self._finish(awards, carried)

    def _committed(self) -> dict[int, int]:
        return {n: s.committed for n, s in self.seats.items()}

    def _show_down(self, live: list[int]) -> None:
        betting = [s for s in self.final_order if s in live] or live
        for seat in show_order(betting, self.final_aggressor):
            self._show(seat)

    def _show(self, seat: int) -> None:
        cards = self.seats[seat].cards
        self.shown[seat] = list(cards)
        self.show_sequence.append(seat)
        text = evaluator.describe(cards)
        self.log("show", seat=seat, cards=cards, detail=text, clause=Clause.SHOW_IN_TURN)
        self.announce("shows", f"seat {seat}: {text}", seat=seat)

    def _settle_uncalled(self, false_opener: int | None) -> None:
        """Chips no one else matched go back to their owner, unless a false opener bet them."""
        uncalled = self.uncalled_bet()
        if uncalled is None:
            return
        seat, excess = uncalled
        if seat == false_opener and self.rules.uncalled_bet_of_false_opener_carries_over:
            self.log("keep-uncalled", seat=seat, amount=excess, clause=Clause.CARRY_OVER,
                     detail="the false opener's uncalled bet stays in the pot")  # fmt: skip
            return
        self.give_back(seat, excess)

    def _pass_out(self) -> None:
        """Nobody opened: the antes (and any carried chips) stay in the pot for the next deal."""
        total = sum(self._committed().values()) + self.carried_in
        why = "nobody opened: the pot stays for the next deal"
        self.log("passed-out", amount=total, detail=why)
        self.announce("passed-out", f"nobody opened; {total} chips stay for the next deal")
        self._finish([], total)

    def _finish(self, awards: list[p.PotAward], carried: int) -> None:
        self.carried_out = carried
        for state in self.seats.values():
            state.committed = 0
        self.phase = COMPLETE
        self.draw_queue = []
        self.result = p.HandResult(
            hand_number=self.hand_number,
            complete=True,
            misdeal=self.misdeals > 0,
            awards=awards,
            show_order=list(self.show_sequence),
            shown=[
                p.ShownHand(
                    seat=s,
                    cards=cards_text(c),
                    value=evaluator.high_value(c),
                    description=evaluator.describe(c),
                )
                for s, c in self.shown.items()
            ],
            dead_hands=list(self.dead),
            returned={str(s): c for s, c in sorted(self.returned.items())},
            carried_to_next_hand=carried,
            stacks={str(n): s.stack for n, s in self.seats.items()},
        )

    def odd_chip_order(self, winners: list[int]) -> list[int]:
        rule = self.rules.odd_chip
        if rule is OddChip.FIRST_IN_SHOW_ORDER and all(s in self.show_sequence for s in winners):
            return sorted(winners, key=self.show_sequence.index)
        if rule is OddChip.HIGHEST_SUIT and all(s in self.shown for s in winners):
            return sorted(winners, key=lambda s: max(self.shown[s]), reverse=True)
        # left of the dealer: the first winner clockwise from the button, whatever the direction
        numbers = sorted(self.seats)
        later = [n for n in numbers if n > self.dealer_seat] + [
            n for n in numbers if n <= self.dealer_seat
        ]
        return sorted(winners, key=later.index)

    # -- protocol --------------------------------------------------------------------------

    def to_act(self) -> int | None:
        if self.round is not None:
            return self.round.to_act
        if self.draw_queue:
            return self.draw_queue[0]
        return None

    def legal_options(self) -> list[Option]:
        if self.round is not None:
            return self.round.options()
        if self.draw_queue:
            return list(DRAW_LEGAL)
        return []

    def act(self, action: p.PlayerAction) -> None:
        if self.result is not None:
            raise IllegalAction(f"hand {self.hand_number} is over")
        if action.kind is A.ASK_DRAW_COUNTS:
            self._answer_draw_counts(action.seat)
            return
        if self.phase == FLOOR_RULING:
            raise IllegalAction(f"the hand waits for the floor: {self.floor_ruling_required}")
        seat = self.to_act()
        if action.seat != seat:
            raise OutOfTurn(f"seat {action.seat} acted out of turn (seat {seat} is to act)")
        if action.kind is A.DECLARE_OPENERS:
            action = self._opening_bet(action)
        if self.round is not None and action.kind in BETTING_KINDS:
            self._bet(action)
        elif self.draw_queue and action.kind in (A.DRAW, A.STAND_PAT):
            self._draw(action)
        else:
            allowed = ", ".join(a.kind.value for a in self.legal_options())
            why = " (the hands are shown automatically, in turn)" if action.kind in (
                A.SHOW, A.MUCK) else ""  # fmt: skip
            raise IllegalAction(
                f"{action.kind.value} is not allowed for seat {seat} in the {self.phase}{why} "
                f"(allowed: {allowed})"
            )

    def _opening_bet(self, action: p.PlayerAction) -> p.PlayerAction:
        """``declare-openers`` is the spoken form of the opening bet."""
        if self.phase != PRE_DRAW or self.opener is not None or self.round is None:
            raise IllegalAction("openers are declared only by the first bet before the draw")
        return p.PlayerAction(seat=action.seat, kind=A.BET, amount=action.amount, cards=None)
