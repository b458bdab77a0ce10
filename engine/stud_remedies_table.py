"""Errors of the players and of the dealer's calls: the wrong bring-in, absent players, folds.

* the wrong low card designated: corrected while the next player has not
  acted, the wager taken back; otherwise it stands (CR-019 to CR-021);
* an absent player forfeits the ante and the bring-in, and the hand dies when
  the betting reaches the seat, in tournaments once the starting hands are
  out (CR-030 to CR-032);
* a fold with no bet to face keeps the seat in the deal until a bet kills it
  (CR-033); picking up the upcards facing a bet is a fold, at the showdown it
  changes nothing (CR-034, CR-035).
"""

from __future__ import annotations

from pokercert import protocol as p
from pokercert.engine.betting import IllegalAction
from pokercert.engine.cards import card_text
from pokercert.engine.stud_announce import low_card_text
from pokercert.engine.stud_remedies_core import (
    A,
    RemedyCore,
    WrongBringIn,
    dealer_action,
)
from pokercert.engine.stud_remedies_rules import (
    wrong_bring_in_fix,
)
from pokercert.engine.stud_rules import (
    round_cap,
)


class TableRemedies(RemedyCore):
    """Remedies for the players at the table and the dealer's calls."""

    # declared again: the type checker sees RemedyCore as untyped
    all_in_option: int | None
    bring_in_due: int | None
    bring_in_posted: bool
    wrong: WrongBringIn | None

    # -- the wrong bring-in (CR-019 to CR-021) -----------------------------------------------

    def _wrong_bring_in(self, irregularity: p.Irregularity) -> None:
        if irregularity.seat is not None:
            self._designate_wrong_low(irregularity, irregularity.seat)
            return
        wrong = self.wrong
        if wrong is None:
            raise IllegalAction("no wrong low card has been designated")
        self.wrong = None
        fix, clauses = wrong_bring_in_fix(wrong.next_acted)
        self._irregularity(irregularity, f"seat {wrong.designated} is not the low card")
        if fix == "stands":
            self.log(
                "bring-in-stands",
                seat=wrong.designated,
                clause=clauses[0],
                detail=f"the next player has acted: the bet stands and seat "
                f"{wrong.true_low} has no obligation",
            )
            return
        if wrong.posted:
            self._take_back_wrong_wager(wrong.designated)
        self.bring_in_due = wrong.true_low
        self.log(
            "bring-in-corrected",
            seat=wrong.true_low,
            clause="CR-019",
            detail=f"the action is corrected to the real low card, seat {wrong.true_low}",
        )
        door = self.seats[wrong.true_low].upcards[0]
        self.announce(
            "low-card", low_card_text(door, wrong.true_low), seat=wrong.true_low, clause="CR-019"
        )

    def _designate_wrong_low(self, irregularity: p.Irregularity, seat: int) -> None:
        self._live_seat(seat, "wrong-bring-in")
        true_low = self.bring_in_due
        if true_low is None or self.bring_in_posted or self.excused is not None:
            raise IllegalAction("the low card is designated only before the bring-in")
        if seat == true_low:
            raise IllegalAction(f"seat {seat} is the low card")
        if seat not in self._able():
            raise IllegalAction(f"seat {seat} cannot bring in")
        self.wrong = WrongBringIn(seat, true_low)
        self.bring_in_due = seat
        door = card_text(self.seats[seat].upcards[0])
        self._irregularity(irregularity, f"the dealer calls seat {seat}'s {door} the low card")
        self.announce("low-card", f"low card {door}: seat {seat} brings in (in error)", seat=seat)

    def _take_back_wrong_wager(self, seat: int) -> None:
        """CR-020: the wrongly designated seat takes its wager back; third street starts over."""
        round_ = self.round
        assert round_ is not None
        self.sync_round()
        wager = round_.bets.pop(seat, 0)
        self._give_back(seat, wager)
        round_.current = 0
        round_.bets_made = 0
        round_.increments.clear()
        round_.closed.clear()
        round_.pending = []
        round_.last_aggressor = None
        round_.complete_to = self.amounts.small_bet
        round_.cap = round_cap(self.rules, bring_in_posted=False)
        self.bring_in_posted = False
        if wager:
            self.log(
                "return",
                seat=seat,
                amount=wager,
                clause="CR-020",
                detail="the wrongly designated low card takes its bet back",
            )

    # -- absent players (CR-030 to CR-032) ---------------------------------------------------

    def _player_absent(self, irregularity: p.Irregularity) -> None:
        seat = self._live_seat(irregularity.seat, "player-absent")
        self.seats[seat].present = False
        self.log("player-absent", seat=seat, detail="the player is away from the table")

    def _player_returns(self, irregularity: p.Irregularity) -> None:
        seat = irregularity.seat
        if seat is None or seat not in self.seats:
            raise IllegalAction("player-returns needs the seat of the player")
        self.seats[seat].present = True
        self.log("player-returns", seat=seat, detail="the player is back at the table")

    def _kill_absent_at_deal(self) -> None:
        """CR-032: in tournaments an absent player's hand dies once the starting hands are out."""
        for seat in self.live_seats():
            if not self.seats[seat].present:
                self.log(
                    "forfeit",
                    seat=seat,
                    amount=self.seats[seat].committed,
                    detail="the absent player forfeits the ante",
                    clause="CR-030",
                )
                self._kill(
                    seat,
                    "absent when the starting hands were complete",
                    "CR-032",
                    p.DeadHandCause.ABSENT_AT_START,
                )

    def _absent_turn(self, seat: int) -> None:
        """CR-030, CR-031: the betting reaches an absent player: forced bet forfeited, hand dead."""
        if self.bring_in_due == seat and self.excused != seat:
            self._bring_in(dealer_action(seat, A.BRING_IN))
            self.log(
                "forfeit",
                seat=seat,
                amount=self.seats[seat].committed,
                clause="CR-030",
                detail="the absent player forfeits the ante and the bring-in",
            )
        else:
            self.log(
                "forfeit",
                seat=seat,
                amount=self.seats[seat].committed,
                clause="CR-030",
                detail="the absent player forfeits the chips in the pot",
            )
        self._kill(
            seat,
            "absent when the betting reached the seat",
            "CR-031",
            p.DeadHandCause.ABSENT_WHEN_ACTING,
        )

    # -- folds (CR-033 to CR-035) ------------------------------------------------------------

    def _fold_without_bet(self, action: p.PlayerAction) -> bool:
        """CR-033: a fold with nothing to call; False leaves the action to the usual rules."""
        round_ = self.round
        seat = action.seat
        if (
            action.kind is not A.FOLD
            or round_ is None
            or self.bring_in_due is not None
            or round_.to_act != seat
            or round_.owed(seat) > 0
        ):
            return False
        self.record.actions += 1
        self.all_in_option = None
        if self._leaves_one_hand(seat):
            self.log("fold", seat=seat, detail="folds with no bet to face")
            self.folded_no_bet.add(seat)
            self._kill_folded_hands("no other player is left to contest the pot")
            return True
        self.folded_no_bet.add(seat)
        self.log(
            "fold",
            seat=seat,
            detail="folds with no bet to face: the seat keeps receiving cards until a bet "
            "kills the hand",
            clause="CR-033",
        )
        round_.pending.pop(0)
        self._limit_lone_player()
        self._settle()
        return True

    def _leaves_one_hand(self, seat: int) -> bool:
        """CF-107 A: a fold with no bet that leaves one other hand is an ordinary fold."""
        others = [s for s in self.live_seats() if s != seat and s not in self.folded_no_bet]
        return len(others) <= 1

    def _kill_folded_hands(self, why: str) -> None:
        """CR-033: hands folded with no bet to face are killed now."""
        for seat in sorted(self.folded_no_bet):
            self.folded_no_bet.discard(seat)
            if not self.seats[seat].live:
                continue
            self._leave_round(seat)
            self.log("killed", seat=seat, detail=why, clause="CR-033")
            self._fold(seat, "folded")
        if self.round is not None and self.result is None:
            self._limit_lone_player()
            self._settle()

    def _pick_up_upcards(self, irregularity: p.Irregularity) -> None:
        seat = self._live_seat(irregularity.seat, "pick-up-upcards")
        if self.show_queue or self.phase == "showdown":
            self.log(
                "pick-up-upcards",
                seat=seat,
                clause="CR-035",
                detail="no effect at the showdown: the hand stays live until discarded",
            )
            return
        round_ = self.round
        facing = (
            round_ is not None
            and self.bring_in_due is None
            and seat in round_.stacks
            and seat not in round_.folded
            and round_.owed(seat) > 0
        )
        if not facing:
            self._irregularity(irregularity, f"seat {seat} picked up the upcards")
            self._floor_or_play_on(
                f"seat {seat} picked up the upcards with no bet to face: 000 makes it a fold "
                "only when facing a bet (CR-034)"
            )
            return
        self.log(
            "pick-up-upcards",
            seat=seat,
            clause="CR-034",
            detail="picking up the upcards when facing a bet is a fold",
        )
        self.record.actions += 1
        if self.wrong is not None and self.wrong.posted and seat != self.wrong.designated:
            self.wrong.next_acted = True
        self._leave_round(seat)
        self._fold(seat, "picked up the upcards")
        self._limit_lone_player()
        self._settle()
