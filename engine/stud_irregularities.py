"""Seven-card stud when something goes wrong at the table: 000's remedies, applied by the engine.

:class:`StudHandWithRemedies` is :class:`~pokercert.engine.stud.StudHand`
(the game played correctly) plus the remedies of source 000 for dealer
errors, misdeals and dead hands.  The harness injects each error as it would
happen at a live table; the hand applies the remedy at once and records what
was removed, returned or killed, and why, with the clause ID in
``Event.clause``.  The rules themselves are pure functions in
:mod:`pokercert.engine.stud_remedies_rules`.

When an error is reported (protocol ``Irregularity``):

* dealing errors are reported right after the deal they happened in, before
  anybody acts on that street: a hole card exposed, dealt face up or off the
  table on third street (``expose-downcard``, ``deal-face-up``,
  ``card-off-table``; ``card`` names it, else ``count`` says how many of the
  seat's two hole cards, first ones first); the seventh card dealt face up
  (the same kinds on seventh street); ``burn-two`` / ``burn-none`` for the
  street just dealt; ``too-few-cards`` (the seat was skipped on this street);
* ``player-looks`` / ``card-mixed-in`` (seat) say what a player did with a
  card before the error came to light, so they come first: on seventh street
  before a burn error, on sixth street before a ``premature-deal`` of the
  seventh-street cards;
* ``premature-deal`` (``count`` cards, default one) happens during a betting
  round: the dealer burns and deals cards of the next street too early;
* ``wrong-bring-in`` with a seat: the dealer designates that seat as the low
  card; without a seat: the mistake is noticed now;
* ``player-absent`` / ``player-returns`` (seat), ``pick-up-upcards`` (seat),
  ``too-many-cards`` (seat, count) at any time;
* ``deal-face-down`` and ``deck-removed-early`` have no stud remedy in 000.

The remedies (clause IDs of ``spec/sources/000.json``, readings of the
conflict register):

* a hole card exposed: the third card is dealt face down, the exposed card
  plays as the upcard (CR-007, CR-036, CF-017); both hole cards: dead hand,
  ante returned (CR-008); if that hand's first exposed card would have been
  the low card, the first hand to its left acts and may fold, bring in or
  complete (CR-009, CR-010, CF-018); a fold passes the same choice on.  In
  tournaments any hole card dealt face up is a misdeal (CR-011): every card
  is gathered, shuffled with the hand's generator and third street is dealt
  again, the antes staying in the pot;
* wrong bring-in: corrected while the next player has not acted, the wrong
  seat taking its wager back; otherwise it stands (CR-019 to CR-021);
* an absent player is dealt in and forfeits the ante; with the low card the
  dealer posts the bring-in for it (CR-030); the hand is killed when the
  betting reaches the seat (CR-031), in tournaments as soon as the starting
  hands are complete (CR-032), before the bring-in is decided;
* a fold with no bet to face: the seat keeps receiving cards (and checks)
  until a bet kills it (CR-033); it takes no part in the showdown; when no
  other contender is left it is an ordinary fold;
* picking up the upcards facing a bet is a fold (CR-034), at the showdown it
  has no effect (CR-035);
* two burns or none: the cards go back to their proper positions (CR-039);
  on the final downcard a player who looked at or mixed in the card keeps it
  (CR-040);
* premature cards are taken out of play (CR-041); after the round one more
  card per player still in is (CR-042), then the dealer burns and deals on
  (CR-043); the removed cards join a reshuffle where the profile says so
  (CR-044); a premature seventh card seen or mixed in is kept (CR-045) and
  the player may not bet or raise on sixth street (CR-046);
* the seventh card face up: see
  :func:`~pokercert.engine.stud_remedies_rules.last_card_face_up`
  (CR-052 to CR-058); the declaration of all-in is an ``all-in`` action
  accepted from that player, in turn or not, until the first betting action;
* more than seven cards: dead (CR-059); fewer than seven at the showdown:
  dead, six may be live (CR-060, CR-061, ``missing_seventh_card_may_be_live``);
* CR-062 (no refund for a call against a better board) needs no remedy.

Where the text gives no remedy the hand stops in the ``floor-ruling`` phase
with ``floor_ruling_required`` set; the floor answers ``play-on`` (always
offered), ``dead-hand`` (with a seat), ``misdeal`` (before any wager on third
street) or a ruling the question names: ``deal-in-order`` after a burn error
that leaves a player without his card, ``use-removed-cards`` when the cards
taken out of play are all that is left (a profile that never reuses them).

The remedies apply under every stud profile, being the only stud remedies
among the sources; the scenarios certify them for the profiles whose clauses
name them.  The pieces: :mod:`~pokercert.engine.stud_remedies_core` (dead
hands, the street's record, floor questions),
:mod:`~pokercert.engine.stud_remedies_exposed`,
:mod:`~pokercert.engine.stud_remedies_deal` and
:mod:`~pokercert.engine.stud_remedies_table` (the remedies by topic).  This
class hooks them into :class:`StudHand` by overriding ``begin``,
``_seat_players``, ``_deal_step``, ``_deal_later_street``,
``_open_later_street``, ``_bring_in``, ``_bring_in_actions``, ``act``,
``to_act``, ``legal_options``, ``_open_showdown`` and ``_finish``, and calls
its ``_open_third_street``, ``_new_round``, ``_fold``, ``_bet``, ``_settle``,
``_limit_lone_player``, ``_no_betting``, ``_award_showdown`` and
``_win_uncontested``.
"""

from __future__ import annotations

from collections.abc import Callable

from pokercert import protocol as p
from pokercert.engine.betting import IllegalAction, Option
from pokercert.engine.stud_dealing import DealStep, StubState, street_plan
from pokercert.engine.stud_remedies_core import (
    WAGERS,
    A,
    K,
    StreetRecord,
    WrongBringIn,
    bare_option,
    dealer_action,
)
from pokercert.engine.stud_remedies_deal import DealingRemedies
from pokercert.engine.stud_remedies_exposed import ExposedCardRemedies
from pokercert.engine.stud_remedies_rules import (
    showdown_verdict,
    too_many_cards,
)
from pokercert.engine.stud_remedies_table import TableRemedies
from pokercert.engine.stud_rules import (
    FACE_UP,
)


class StudHandWithRemedies(ExposedCardRemedies, DealingRemedies, TableRemedies):
    """Seven-card stud with 000's remedies for dealer errors, misdeals and dead hands."""

    # set here, declared in RemedyCore (repeated for the type checker, which sees the
    # pokercert.engine namespace as untyped)
    result: p.HandResult | None
    record: StreetRecord
    all_in_option: int | None
    wrong: WrongBringIn | None
    excused: int | None

    # -- the start ---------------------------------------------------------------------------

    def begin(self) -> None:
        self._init_remedies()
        super().begin()
        self._record_holes()
        if self.rules.tournament:
            self._kill_absent_at_deal()
        self._after_change()

    def _seat_players(self) -> None:
        """Absent players are dealt in like the others (CR-030); :class:`StudHand` refuses them."""
        away = [s for s in self.seats.values() if not s.present]
        for state in away:
            state.present = True
        try:
            super()._seat_players()
        finally:
            for state in away:
                state.present = False

    # -- hooks into the deal -----------------------------------------------------------------

    def _deal_step(self, step: DealStep) -> None:
        top = self.stub.peek(1)
        super()._deal_step(step)
        if step.kind == "reshuffle" or not top:
            self.record.steps.append(("reshuffle", None, -1))
        else:
            self.record.steps.append((step.kind, step.seat, top[0]))

    def _deal_later_street(self) -> None:
        if self.street == 7 and self.keepers:
            seats = [s for s in self.live_seats() if s not in self.keepers]
            stub = StubState(len(self.stub), len(self.burns), len(self.removed))
            self._run(
                street_plan(
                    seats,
                    FACE_UP[7],
                    self.rules.burn_before_each_deal,
                    stub,
                    self.rules.deck_exhaustion,
                    self.rules.reshuffle_includes_removed_cards,
                )
            )
        else:
            super()._deal_later_street()
        for seat in self.live_seats():
            verdict = too_many_cards(len(self.hand_cards(seat)))
            if verdict is not None:
                self._kill(seat, verdict.reason, verdict.clause, verdict.cause, settle=False)

    def _open_later_street(self) -> None:
        if self.premature_pending:
            self._remove_after_premature_deal()
        for state in self.seats.values():
            state.may_bet = True  # CR-046 bars betting on sixth street only
        self.record = StreetRecord()
        self.looked.clear()
        self.all_in_option = None
        self.wrong = None
        if not self._cards_left_for_the_street():
            return
        super()._open_later_street()

    # -- hooks into the betting --------------------------------------------------------------

    def _bring_in_actions(self) -> list[Option]:
        actions = super()._bring_in_actions()
        if self.excused is not None and self.bring_in_due == self.excused:
            return [bare_option(A.FOLD), *actions]
        return actions

    def _bring_in(self, action: p.PlayerAction) -> None:
        seat = self.bring_in_due
        if seat is not None and seat == self.excused and action.kind is A.FOLD:
            self._excused_fold(seat)
            return
        super()._bring_in(action)
        if seat == self.excused:
            self.excused = None
        if self.wrong is not None and seat == self.wrong.designated:
            self.wrong.posted = True

    def act(self, action: p.PlayerAction) -> None:
        if self.result is None:
            if self.floor is not None:
                raise IllegalAction(f"the floor must rule first: {self.floor.question}")
            if action.kind is A.ALL_IN and action.seat == self.all_in_option:
                self._declare_all_in(action.seat)
                self._after_change()
                return
            self._check_may_bet(action)
            if self._fold_without_bet(action):
                self._after_change()
                return
        finished = self.result is not None
        record = self.record  # the street acted on, even if the action ends it
        super().act(action)
        if finished:
            return
        record.actions += 1
        self.all_in_option = None
        if self.wrong is not None and self.wrong.posted and action.seat != self.wrong.designated:
            self.wrong.next_acted = True
        if action.kind in WAGERS and self.folded_no_bet:
            self._kill_folded_hands("a bet kills the hand folded with no bet to face")
        self._after_change()

    def to_act(self) -> int | None:
        if self.floor is not None:
            return None
        return super().to_act()

    def legal_options(self) -> list[Option]:
        if self.floor is not None:
            return []
        actions = super().legal_options()
        seat = self.to_act()
        if seat is None or self.result is not None:
            return actions
        if not self.seats[seat].may_bet:
            actions = [a for a in actions if a.kind not in (A.BET, A.RAISE, A.COMPLETE)]
        if seat == self.all_in_option:
            actions.append(bare_option(A.ALL_IN))
        return actions

    def _check_may_bet(self, action: p.PlayerAction) -> None:
        state = self.seats.get(action.seat)
        if state is not None and not state.may_bet and action.kind in (A.BET, A.RAISE, A.COMPLETE):
            raise IllegalAction(
                f"seat {action.seat} holds all seven cards and may not bet or raise on "
                "sixth street (CR-046)"
            )

    def _after_change(self) -> None:
        """What happens by itself once the table has moved: absent seats, folded hands checking."""
        while self.result is None and self.floor is None:
            seat = self.to_act()
            if seat is None or self.show_queue:
                return
            if not self.seats[seat].present:
                self._absent_turn(seat)
                continue
            round_ = self.round
            if (
                seat in self.folded_no_bet
                and round_ is not None
                and self.bring_in_due is None
                and round_.owed(seat) == 0
            ):
                detail = "the hand folded with no bet to face checks (CR-033)"
                self.log("auto-check", seat=seat, detail=detail, clause="CR-033")
                self._bet(dealer_action(seat, A.CHECK))
                continue
            return

    # -- the showdown and the result ---------------------------------------------------------

    def _open_showdown(self) -> None:
        self._kill_folded_hands("a hand folded with no bet to face takes no part in the showdown")
        verdicts = {
            s: showdown_verdict(
                len(self.hand_cards(s)), self.rules.missing_seventh_card_may_be_live
            )
            for s in self.live_seats()
        }
        dead = [s for s, v in verdicts.items() if v is not None and v.dead]
        if dead and len(dead) == len(verdicts):
            self._ask_floor(
                "every hand left at the showdown has the wrong number of cards (CR-059, "
                "CR-060): the rules do not say who wins the pot",
                {"play-on": lambda _r: self._show_what_is_held()},
            )
            return
        for seat, verdict in verdicts.items():
            if verdict is None:
                continue
            if verdict.dead:
                self._kill(seat, verdict.reason, verdict.clause, verdict.cause, settle=False)
            else:
                self.log("live-hand", seat=seat, detail=verdict.reason, clause=verdict.clause)
        if len(self.live_seats()) == 1:
            self._win_uncontested()
            return
        super()._open_showdown()

    def _show_what_is_held(self) -> None:
        """The floor rules the short hands live: those that make five cards are shown.

        A hand of fewer than five cards makes no poker hand and is dead; if no
        hand can be shown the pots are split among the hands left.
        """
        live = self.live_seats()
        shown = [s for s in live if len(self.hand_cards(s)) >= 5]
        if not shown:
            awards = [self.award(i, pot, list(pot.eligible)) for i, pot in enumerate(self.pots())]
            self._finish(awards)
            return
        for seat in live:
            if seat not in shown:
                self._kill(
                    seat,
                    "fewer than five cards: no poker hand",
                    None,
                    p.DeadHandCause.NO_POKER_HAND,
                    settle=False,
                )
        if len(shown) == 1:
            self._win_uncontested()
        else:
            super()._open_showdown()

    def _finish(self, awards: list[p.PotAward]) -> None:
        super()._finish(awards)
        assert self.result is not None
        self.result = self.result.model_copy(
            update={
                "dead_hands": [self.dead[s] for s in sorted(self.dead)],
                "misdeal": self.misdealt,
            }
        )

    # -- irregularities ----------------------------------------------------------------------

    def inject(self, irregularity: p.Irregularity) -> None:
        if self.result is not None:
            raise IllegalAction(f"hand {self.hand_number} is over")
        if self.floor is not None:
            raise IllegalAction(f"the floor must rule first: {self.floor.question}")
        handlers: dict[K, Callable[[p.Irregularity], None]] = {
            K.EXPOSE_DOWNCARD: self._downcard_exposed,
            K.DEAL_FACE_UP: self._downcard_exposed,
            K.CARD_OFF_TABLE: self._card_off_table,
            K.DEAL_FACE_DOWN: self._upcard_dealt_down,
            K.BURN_TWO: self._burn_error,
            K.BURN_NONE: self._burn_error,
            K.PREMATURE_DEAL: self._premature_deal,
            K.TOO_MANY_CARDS: self._too_many_cards,
            K.TOO_FEW_CARDS: self._too_few_cards,
            K.DECK_REMOVED_EARLY: self._deck_removed,
            K.WRONG_BRING_IN: self._wrong_bring_in,
            K.PLAYER_ABSENT: self._player_absent,
            K.PLAYER_RETURNS: self._player_returns,
            K.PICK_UP_UPCARDS: self._pick_up_upcards,
            K.PLAYER_LOOKS: self._player_looks,
            K.CARD_MIXED_IN: self._player_looks,
        }
        handler = handlers.get(irregularity.kind)
        if handler is None:
            super().inject(irregularity)
            return
        handler(irregularity)
        self._after_change()
