"""Cards the players should not have seen: exposed hole cards and the last card face up.

* a hole card exposed, dealt face up or off the table on third street
  (CR-007 to CR-011, CR-036; CF-017, CF-018): the third card dealt face
  down, a dead hand with the ante returned, the bring-in excused, or in
  tournaments a misdeal;
* the seventh card dealt face up (CR-052 to CR-058; CF-020), and the all-in
  declaration it may open;
* an upcard dealt face down, which 000 does not remedy: the floor decides.
"""

from __future__ import annotations

from pokercert import protocol as p
from pokercert.engine.betting import IllegalAction
from pokercert.engine.cards import Card, card_text
from pokercert.engine.stud_remedies_core import (
    K,
    RemedyCore,
)
from pokercert.engine.stud_remedies_rules import (
    last_card_face_up,
)


class ExposedCardRemedies(RemedyCore):
    """Remedies for cards dealt face up that should be face down, and the reverse."""

    # declared again: the type checker sees RemedyCore as untyped
    all_in_option: int | None
    all_in_clause: str

    # -- third street: exposed hole cards (CR-007 to CR-011, CR-036) -------------------------

    def _card_off_table(self, irregularity: p.Irregularity) -> None:
        seat = self._live_seat(irregularity.seat, "card-off-table")
        card = self._named_card(irregularity)
        if card is not None and card in self.seats[seat].upcards:
            self._irregularity(irregularity, f"{card_text(card)} was dealt off the table")
            self.log(
                "exposed-card",
                seat=seat,
                cards=[card],
                clause="CR-036",
                detail="an upcard dealt off the table is an exposed card: it stands",
            )
            return
        self._downcard_exposed(irregularity)

    def _downcard_exposed(self, irregularity: p.Irregularity) -> None:
        seat = self._live_seat(irregularity.seat, irregularity.kind.value)
        card = self._named_card(irregularity)
        seventh = self.record.card_of(seat) if self.street == 7 else None
        if self.street == 7 and seventh is not None and card in (None, seventh):
            self._last_card_face_up(irregularity, seat, seventh)
            return
        holes = [c for c in self.hole.get(seat, []) if c not in self.exposed.get(seat, [])]
        late = self.street != 3 or self.bring_in_posted or self.record.actions > 0
        if late or (card is not None and card not in holes):
            shown = card_text(card) if card is not None else "a downcard"
            self._irregularity(irregularity, f"seat {seat}'s {shown} was exposed")
            self._floor_or_play_on(
                f"seat {seat}'s downcard was exposed outside the deal of the starting hand: "
                "000's remedies (CR-007 to CR-011) cover the starting deal only"
            )
            return
        if card is not None:
            chosen = [card]
        else:
            count = irregularity.count or 1
            if not 1 <= count <= len(holes):
                raise IllegalAction(f"seat {seat} has {len(holes)} hole card(s) left to expose")
            chosen = holes[:count]
        how = {
            K.EXPOSE_DOWNCARD: "was exposed by the dealer",
            K.DEAL_FACE_UP: "was dealt face up",
            K.CARD_OFF_TABLE: "was dealt off the table",
        }[irregularity.kind]
        self._irregularity(irregularity, f"seat {seat}'s {' '.join(map(card_text, chosen))} {how}")
        if irregularity.kind is K.CARD_OFF_TABLE:
            self.log(
                "exposed-card",
                seat=seat,
                cards=chosen,
                clause="CR-036",
                detail="a card dealt off the table is an exposed card",
            )
        if self.rules.tournament:
            self._misdeal(f"seat {seat}'s downcard was dealt face up in a tournament", "CR-011")
            return
        for hole in chosen:
            self.exposed[seat].append(hole)
        if len(self.exposed[seat]) >= 2:
            self._both_holes_exposed(seat)
        else:
            self._third_card_down(seat, chosen[0])
        self._reopen_third_street()

    def _third_card_down(self, seat: int, shown: Card) -> None:
        """CR-007: the exposed hole card plays face up; the third card is dealt face down."""
        state = self.seats[seat]
        door = state.upcards.pop(0)
        state.downcards.remove(shown)
        state.downcards.append(door)
        state.upcards.insert(0, shown)
        self.log(
            "exposed-card",
            seat=seat,
            cards=[shown],
            clause="CR-007",
            detail="the exposed hole card plays face up",
        )
        self.log(
            "turn-down",
            seat=seat,
            cards=[door],
            hidden=True,
            clause="CR-007",
            detail="the third card is dealt face down",
        )

    def _both_holes_exposed(self, seat: int) -> None:
        """CR-008: both hole cards face up is a dead hand, and the ante comes back."""
        self.dead_exposed[seat] = self.exposed[seat][0]
        self._kill(
            seat,
            "both downcards dealt face up",
            "CR-008",
            p.DeadHandCause.DOWNCARDS_EXPOSED,
            settle=False,
        )
        ante = min(self.amounts.ante, self.seats[seat].committed)
        if ante:
            self._give_back(seat, ante)
            self.log("return", seat=seat, amount=ante, detail="ante returned", clause="CR-008")

    def _excused_fold(self, seat: int) -> None:
        """CR-010: the first hand on the dead hand's left may fold; the choice passes on."""
        assert self.round is not None
        self.round.folded.add(seat)
        self.log("fold", seat=seat, detail="folds rather than open", clause="CR-010")
        self._fold(seat, "fold")
        self._pass_choice(seat)

    # -- the seventh card face up (CR-052 to CR-058) -----------------------------------------

    def _last_card_face_up(self, irregularity: p.Irregularity, seat: int, card: Card) -> None:
        self._before_action("the last card dealt face up")
        self._irregularity(irregularity, f"seat {seat}'s last card {card_text(card)} is face up")
        if irregularity.kind is K.CARD_OFF_TABLE:
            self.log(
                "exposed-card",
                seat=seat,
                cards=[card],
                clause="CR-036",
                detail="a card dealt off the table is an exposed card",
            )
        live = self.live_seats()
        all_in = self.seats[seat].status is p.SeatStatus.ALL_IN or seat in self.protected
        remedy = last_card_face_up(live, seat, all_in)
        for turned in remedy.turn_up:
            up = self.record.card_of(turned)
            state = self.seats[turned]
            if up is None or up not in state.downcards:
                continue
            state.downcards.remove(up)
            state.upcards.append(up)
            clause = "CR-057" if turned != seat else ("CR-053" if all_in else "CR-054")
            why = "dealt face up" if turned == seat else "also dealt face up, heads-up"
            self.log("turn-up", seat=turned, cards=[up], detail=f"last card {why}", clause=clause)
        if "CR-055" in remedy.clauses:
            self.log(
                "last-card", detail="the other players' last cards stay face down", clause="CR-055"
            )
        if remedy.all_in_option is not None:
            self.all_in_option = remedy.all_in_option
            self.all_in_clause = "CR-058" if "CR-058" in remedy.clauses else "CR-056"
            self.log(
                "all-in-option",
                seat=seat,
                clause=self.all_in_clause,
                detail="may declare all-in before the betting begins",
            )
        self._restart_betting("CR-054")

    def _declare_all_in(self, seat: int) -> None:
        """CR-056 / CR-058: no more chips from this player; later bets go to a side pot."""
        self.all_in_option = None
        self.protected.add(seat)
        self.seats[seat].status = p.SeatStatus.ALL_IN
        round_ = self.round
        if round_ is not None and seat in round_.stacks:
            self.sync_round()
            round_.pending = [s for s in round_.pending if s != seat]
            round_.order = [s for s in round_.order if s != seat]
            del round_.stacks[seat]
        self.log(
            "declare-all-in",
            seat=seat,
            clause=self.all_in_clause,
            detail="puts no more chips in the pot; later bets are kept apart",
        )
        if round_ is not None:
            self._limit_lone_player()
            self._settle()

    # -- an upcard dealt face down (no remedy in 000) ----------------------------------------

    def _upcard_dealt_down(self, irregularity: p.Irregularity) -> None:
        seat = self._live_seat(irregularity.seat, "deal-face-down")
        self._irregularity(irregularity, f"seat {seat}'s upcard was dealt face down")
        self._floor_or_play_on(
            f"seat {seat}'s upcard was dealt face down: 000 gives no remedy for it"
        )
