"""The state every stud remedy shares: dead hands, the street's record and the floor's questions.

:class:`RemedyCore` holds what the remedies of
:mod:`pokercert.engine.stud_remedies_exposed`,
:mod:`pokercert.engine.stud_remedies_deal` and
:mod:`pokercert.engine.stud_remedies_table` change together: killing a hand
(its cards to the muck, recorded in the result, the pot or the bring-in
passed on), chips given back, the cards of the street being played, a misdeal
of third street, deciding again who opens a street, and the questions the
rules leave to the floor.  :class:`~pokercert.engine.stud_irregularities.StudHandWithRemedies`
puts the pieces together.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from pokercert import protocol as p
from pokercert.engine.betting import BettingRound, IllegalAction, Option
from pokercert.engine.cards import Card, card_text, parse_card
from pokercert.engine.deck import reshuffle
from pokercert.engine.params import StudRules
from pokercert.engine.stud import StudHand
from pokercert.engine.stud_announce import describe_board
from pokercert.engine.stud_dealing import initial_plan
from pokercert.engine.stud_remedies_rules import (
    high_board_any_size,
    would_have_been_low,
)
from pokercert.engine.stud_rules import (
    PHASES,
    first_to_act,
    high_board_seat,
    next_in,
)

A = p.ActionKind
K = p.IrregularityKind
WAGERS = frozenset({A.BET, A.RAISE, A.COMPLETE, A.BRING_IN})
HOLE_EXPOSURES = frozenset({K.EXPOSE_DOWNCARD, K.DEAL_FACE_UP, K.CARD_OFF_TABLE})
PROPER_PLACES = "the cards are put back in their proper positions"
STREET_NAMES = {s: name.replace("-", " ") for s, name in PHASES.items()}

Ruling = Callable[[p.FloorRuling], None]


def bare_option(kind: p.ActionKind) -> Option:
    """A legal action without amounts."""
    return Option(kind)


def dealer_action(seat: int, kind: p.ActionKind) -> p.PlayerAction:
    """An action the table takes for a player (an absent seat's bring-in, a folded hand's check)."""
    return p.PlayerAction(seat=seat, kind=kind, amount=None, cards=None)


@dataclass
class WrongBringIn:
    """The dealer designated the wrong low card (CR-019 to CR-021)."""

    designated: int
    true_low: int
    posted: bool = False
    next_acted: bool = False


@dataclass
class FloorQuestion:
    """A doubt the rules leave to the floor, and the rulings that answer it."""

    question: str
    rulings: dict[str, Ruling]
    phase: str


@dataclass
class StreetRecord:
    """The cards of the street being played, in the order they left the stub."""

    steps: list[tuple[str, int | None, Card]] = field(default_factory=list)
    actions: int = 0  # betting actions accepted on this street

    def card_of(self, seat: int) -> Card | None:
        found = [c for kind, s, c in self.steps if s == seat and kind in ("up", "down")]
        return found[-1] if found else None


class RemedyCore(StudHand):
    """What the remedies share; see :mod:`pokercert.engine.stud_irregularities`."""

    # attributes of StudHand and Hand this class changes (declared for the type checker)
    rules: StudRules
    result: p.HandResult | None
    phase: str
    street: int
    round: BettingRound | None
    bring_in_due: int | None
    bring_in_posted: bool
    floor_ruling_required: str | None
    show_queue: list[int]
    shown: dict[int, list[Card]]
    dealt_down: dict[int, list[Card]]
    protected: set[int]
    returned: dict[int, int]
    first_could_bet: dict[int, int | None]

    # -- state -------------------------------------------------------------------------------

    def _init_remedies(self) -> None:
        """The remedies' own state, set before the first card is dealt."""
        self.hole: dict[int, list[Card]] = {}
        self.exposed: dict[int, list[Card]] = {}
        self.dead_exposed: dict[int, Card] = {}  # CR-009: a dead hand's first exposed card
        self.dead: dict[int, p.DeadHand] = {}
        self.misdealt = False
        self.record = StreetRecord()
        self.looked: dict[int, str] = {}  # seat -> "looked at" / "mixed in"
        self.excused: int | None = None  # CR-010: may fold, bring in or complete
        self.wrong: WrongBringIn | None = None
        self.folded_no_bet: set[int] = set()
        self.premature_pending = False
        self.keepers: set[int] = set()  # hold their seventh card already (CR-045)
        self.all_in_option: int | None = None
        self.all_in_clause = "CR-056"
        self.floor: FloorQuestion | None = None

    def _after_change(self) -> None:
        """Let the table move on by itself once a remedy has changed it.

        The floor's ruling ends here; what moving on means (absent seats, folded hands
        checking) is :class:`~pokercert.engine.stud_irregularities.StudHandWithRemedies`'s job.
        """
        raise NotImplementedError

    def _record_holes(self) -> None:
        for seat in self.live_seats():
            self.hole[seat] = list(self.seats[seat].downcards[:2])
            self.exposed[seat] = []

    # -- dead hands and chips given back -----------------------------------------------------

    def _leave_round(self, seat: int) -> None:
        """Take a seat out of the betting round under way (its chips stay in the pot)."""
        round_ = self.round
        if round_ is not None and seat in round_.order:
            self.sync_round()
            round_.folded.add(seat)
            round_.pending = [s for s in round_.pending if s != seat]

    def _kill(
        self,
        seat: int,
        reason: str,
        clause: str | None,
        cause: p.DeadHandCause,
        settle: bool = True,
    ) -> None:
        """A dead hand: out of the pot, its cards to the muck, recorded in the result."""
        state = self.seats[seat]
        if not state.live:
            return
        self._leave_round(seat)
        self._fold(seat, reason)
        state.status = p.SeatStatus.DEAD
        self.dead[seat] = p.DeadHand(seat=seat, cause=cause, reason=reason, clause=clause)
        self.log("dead-hand", seat=seat, detail=reason, clause=clause)
        self.folded_no_bet.discard(seat)
        self.keepers.discard(seat)
        if seat in self.show_queue:
            self.show_queue.remove(seat)
        self.shown.pop(seat, None)
        if settle:
            self._carry_on(seat)

    def _carry_on(self, gone: int) -> None:
        """After a hand left the pot: pass a pending bring-in on, settle the round or the pot."""
        if self.result is not None:
            return
        if self.bring_in_due == gone:
            if self.excused == gone:
                self._pass_choice(gone)
            else:
                self._reopen_third_street()
            return
        live = self.live_seats()
        if self.phase == "showdown" and self.round is None:
            if not self.show_queue and self.shown:
                self._award_showdown()
            elif len(live) == 1:
                self._end_uncontested()
            return
        if self.bring_in_due is not None:
            if len(live) == 1:
                self._end_uncontested()
            return
        if self.round is not None:
            self._limit_lone_player()
            self._settle()
        elif len(live) == 1:
            self._end_uncontested()

    def _end_uncontested(self) -> None:
        self.bring_in_due = None
        self.excused = None
        self.round = None
        self.show_queue = []
        self._win_uncontested()

    def _give_back(self, seat: int, chips: int) -> None:
        """Chips leave the pot for the seat's stack (and the round's copy of it)."""
        state = self.seats[seat]
        state.committed -= chips
        state.stack += chips
        if self.round is not None and seat in self.round.stacks:
            self.round.stacks[seat] += chips
        if state.status is p.SeatStatus.ALL_IN and state.stack > 0:
            state.status = p.SeatStatus.ACTIVE
        self.returned[seat] = self.returned.get(seat, 0) + chips

    # -- floor rulings -----------------------------------------------------------------------

    def _ask_floor(self, question: str, rulings: dict[str, Ruling]) -> None:
        self.floor = FloorQuestion(question, rulings, self.phase)
        self.floor_ruling_required = question
        self.phase = "floor-ruling"
        self.log("floor-ruling-required", detail=question)

    def _floor_or_play_on(self, question: str) -> None:
        """A doubt with no remedy in the text: play on, kill a hand, or (early) a misdeal."""
        rulings: dict[str, Ruling] = {
            "play-on": lambda _r: None,
            "dead-hand": self._rule_dead_hand,
        }
        untouched = not self.dead and not self.returned and not self.bring_in_posted
        if self.street == 3 and untouched and self.record.actions == 0:
            rulings["misdeal"] = lambda _r: self._misdeal("the floor rules a misdeal", None)
        self._ask_floor(question, rulings)

    def floor_ruling(self, ruling: p.FloorRuling) -> None:
        question = self.floor
        if question is None or self.result is not None:
            super().floor_ruling(ruling)
            return
        handler = question.rulings.get(ruling.ruling)
        if handler is None:
            allowed = ", ".join(question.rulings)
            raise IllegalAction(f"the floor may rule: {allowed} (not {ruling.ruling!r})")
        if ruling.ruling == "dead-hand":
            self._live_seat(ruling.seat, "dead-hand")
        self.floor = None
        self.floor_ruling_required = None
        self.phase = question.phase
        detail = ruling.ruling + (f" (seat {ruling.seat})" if ruling.seat is not None else "")
        self.log("floor-ruling", seat=ruling.seat, detail=detail)
        handler(ruling)
        self._after_change()

    def _rule_dead_hand(self, ruling: p.FloorRuling) -> None:
        assert ruling.seat is not None
        self._kill(ruling.seat, "ruled dead by the floor", None, p.DeadHandCause.FLOOR_RULING)

    # -- reporting an irregularity -----------------------------------------------------------

    def _live_seat(self, seat: int | None, what: str) -> int:
        if seat is None:
            raise IllegalAction(f"{what} needs the seat it concerns")
        state = self.seats.get(seat)
        if state is None or not state.live:
            raise IllegalAction(f"seat {seat} holds no live hand")
        return seat

    def _irregularity(self, irregularity: p.Irregularity, text: str) -> None:
        self.log(
            "irregularity", seat=irregularity.seat, detail=f"{irregularity.kind.value}: {text}"
        )

    def _before_action(self, what: str) -> None:
        """Dealing errors of a street are reported before anyone has acted on it."""
        if self.record.actions or (self.street == 3 and self.bring_in_posted):
            raise IllegalAction(
                f"{what} must be reported before anyone acts on {STREET_NAMES[self.street]}"
            )

    def _named_card(self, irregularity: p.Irregularity) -> Card | None:
        if irregularity.card is None or irregularity.card == "??":
            return None
        return parse_card(irregularity.card)

    # -- deciding again who acts -------------------------------------------------------------

    def _reopen_third_street(self) -> None:
        """Decide again who opens third street; CR-009 when a dead hand would have been low."""
        self.wrong = None
        live = self.live_seats()
        if len(live) <= 1:
            if live:
                self._end_uncontested()
            return
        doors = {s: self.seats[s].upcards[0] for s in live}
        dead_cards = {s: c for s, c in self.dead_exposed.items() if s not in live}
        low_dead = would_have_been_low(doors, dead_cards, self.rules)
        if low_dead is None:
            self.excused = None
            self._open_third_street()
            return
        round_ = self._new_round()
        round_.complete_to = self.amounts.small_bet
        able = self._able()
        if len(able) < 2:
            self.excused = None
            self._no_betting()
            return
        starter = next_in(self.dealt_seats(), low_dead, able)
        assert starter is not None
        card = card_text(dead_cards[low_dead])
        self.log(
            "action-starts",
            seat=starter,
            clause="CR-009",
            detail=f"seat {low_dead}'s {card} would have been the low card: the first "
            f"hand to its left acts",
        )
        self.announce(
            "action",
            f"seat {starter} acts first: fold, bring in or complete",
            seat=starter,
            clause="CR-010",
        )
        self.first_could_bet[3] = starter
        self.bring_in_due = starter
        self.excused = starter

    def _pass_choice(self, gone: int) -> None:
        live = self.live_seats()
        if len(live) <= 1:
            if live:
                self._end_uncontested()
            return
        able = self._able()
        nxt = next_in(self.dealt_seats(), gone, able) if able else None
        if nxt is None:
            self.excused = None
            self.bring_in_due = None
            self._no_betting()
            return
        self.bring_in_due = nxt
        self.excused = nxt
        self.log(
            "action-passes",
            seat=nxt,
            clause="CR-010",
            detail="the same choice passes to the next hand",
        )

    def _restart_betting(self, clause: str | None) -> None:
        """The boards changed before anyone acted: the high board starts again (CR-054)."""
        round_ = self.round
        if round_ is None or self.street < 4 or self.record.actions:
            return
        live = self.live_seats()
        boards = {s: self.board(s) for s in live}
        if len({len(b) for b in boards.values()}) == 1:
            high = high_board_seat(boards, live, self.rules)
        else:
            high = high_board_any_size(boards, live, self.rules)
        text = f"high hand: seat {high}, {describe_board(self.board(high))}"
        self.announce("high-hand", text, seat=high, clause=clause)
        able = self._able()
        starter = first_to_act(high, live, able)
        self.first_could_bet[self.street] = starter if starter is not None else high
        if starter is not None and round_.pending:
            round_.start(starter)

    # -- a misdeal of third street -----------------------------------------------------------

    def _misdeal(self, why: str, clause: str | None) -> None:
        """Gather every card, shuffle, and deal third street again; the antes stay (CR-011)."""
        pile = self.all_cards()
        for state in self.seats.values():
            state.downcards, state.upcards = [], []
        self.burns.clear()
        self.removed.clear()
        self.community.clear()
        self.mucked.clear()
        shuffle = random.Random(self.rng.getrandbits(64))  # a new shuffle, not the deck's seed
        self.stub.replace(reshuffle(pile, shuffle))
        self.misdealt = True
        self.log("misdeal", detail=why, clause=clause)
        self.announce("misdeal", f"{why}: the cards are dealt again", clause=clause)
        self.round = None
        self.bring_in_due = None
        self.excused = None
        self.wrong = None
        self.dealt_down = {}
        self.hole, self.exposed = {}, {}
        self.looked.clear()
        self.record = StreetRecord()
        self.log("street", detail="dealt again", phase=PHASES[3])
        self._run(initial_plan(self.live_seats()))
        self._record_holes()
        self._open_third_street()
