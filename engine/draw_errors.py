"""Dealing and dealer errors of five-card draw with openers (source 004 Art. 112.1-112.2).

The harness injects an error as it would happen at a live table; the hand
applies the regulation's remedy at once and records in the event log what was
removed, returned or dealt again and why, with the clause ID:

* ``too-many-cards`` / ``too-few-cards`` (seat, count) in the deal: reported
  before the player looked, the extra cards go back on top of the stub, or
  the missing ones are dealt from its top (112.1.a); once the player has looked
  (a ``player-looks`` irregularity first, or ``detail="after-looking"``) it is
  a misdeal (112.1.b);
* ``deal-face-up`` (seat): a player's first card dealt face up is a misdeal
  (112.1.c);
* ``deck-removed-early``: the dealer takes the stub away while cards are still
  to be dealt.  By default its top can be taken back and the deal goes on;
  with ``detail="order-lost"`` the unused cards are shuffled (without the
  discards), "la mano" cuts, one card is burnt and the deal goes on (112.2);
* ``discards-mixed`` (seat): that player's discards were not kept apart, so
  they are no longer excluded from a reshuffle nor usable as proof (Art. 111).

A misdeal starts the hand again in place: the bets of the interval are
returned, the antes stay, every card is gathered, shuffled with the hand's
generator and cut by "la mano", and the cards are dealt again.  The result
then reports ``misdeal: true``.  "La mano", the player who cuts, is taken to
be the player at the dealer button (a documented default: the excerpt does
not define it).

The errors of 112.1 are modelled for the deal before the draw only; on the
draw they are refused as unsupported.
"""

from __future__ import annotations

from pokercert import protocol as p
from pokercert.engine.betting import BettingRound, IllegalAction
from pokercert.engine.cards import Card, card_text, parse_card
from pokercert.engine.deck import reshuffle
from pokercert.engine.draw_rules import DRAW, HAND_SIZE, POST_DRAW, PRE_DRAW, Clause, cut
from pokercert.engine.params import DrawRules
from pokercert.engine.table import Hand, UnsupportedRequest

K = p.IrregularityKind
ORDER_LOST = "order-lost"
AFTER_LOOKING = "after-looking"


class DealingErrors(Hand):
    """Art. 112.1-112.2 remedies; :class:`~pokercert.engine.draw.DrawHand` plays the hand."""

    rules: DrawRules
    round: BettingRound | None
    burns: list[Card]
    discards: list[Card]
    mucked: list[Card]
    removed: list[Card]
    floor_ruling_required: str | None
    opener: int | None
    pre_draw: dict[int, list[Card]]
    discard_owner: dict[Card, int]
    mixed: set[int]
    reshuffled: set[int]
    looked: set[int]
    draw_queue: list[int]
    misdeals: int

    def _deal(self) -> None:
        raise NotImplementedError

    def _open_pre_draw(self) -> None:
        raise NotImplementedError

    # -- dispatch --------------------------------------------------------------------------

    def inject(self, irregularity: p.Irregularity) -> None:
        if self.result is not None:
            raise IllegalAction(f"hand {self.hand_number} is over")
        handlers = {
            K.PLAYER_LOOKS: self._player_looks,
            K.TOO_MANY_CARDS: self._wrong_number,
            K.TOO_FEW_CARDS: self._wrong_number,
            K.DEAL_FACE_UP: self._first_card_face_up,
            K.DECK_REMOVED_EARLY: self._deck_removed,
            K.DISCARDS_MIXED: self._discards_mixed,
        }
        handler = handlers.get(irregularity.kind)
        if handler is None:
            super().inject(irregularity)
            return
        handler(irregularity)

    def _seat_in_hand(self, irregularity: p.Irregularity) -> int:
        seat = irregularity.seat
        if seat is None:
            raise IllegalAction(f"{irregularity.kind.value} needs the seat it happened to")
        state = self.seats.get(seat)
        if state is None or not state.live:
            raise IllegalAction(f"seat {seat} holds no live hand")
        return seat

    def _in_the_deal(self, irregularity: p.Irregularity) -> None:
        if self.phase != PRE_DRAW:
            raise UnsupportedRequest(
                f"{irregularity.kind.value} in the {self.phase}: Art. 112.1 is modelled for the "
                "deal before the draw only"
            )

    # -- Art. 112.1 ------------------------------------------------------------------------

    def _player_looks(self, irregularity: p.Irregularity) -> None:
        seat = self._seat_in_hand(irregularity)
        self.looked.add(seat)
        self.log("player-looks", seat=seat, detail=f"seat {seat} has looked at his cards")

    def _wrong_number(self, irregularity: p.Irregularity) -> None:
        self._in_the_deal(irregularity)
        seat = self._seat_in_hand(irregularity)
        count = 1 if irregularity.count is None else irregularity.count
        too_many = irregularity.kind is K.TOO_MANY_CARDS
        limit = len(self.stub) if too_many else HAND_SIZE
        if not 1 <= count <= limit:
            raise IllegalAction(
                f"{irregularity.kind.value}: count must be 1 to {limit}, not {count}"
            )
        state = self.seats[seat]
        noun = "card" if count == 1 else "cards"
        if too_many:
            wrong = self.stub.deal_many(count)
            state.downcards.extend(wrong)
            what = f"seat {seat} was dealt {count} {noun} too many"
            self.log("deal-extra", seat=seat, cards=wrong, amount=count, detail=what)
        else:
            wrong = state.downcards[-count:]
            state.downcards = state.downcards[:-count]
            self.stub.put_on_top(wrong)
            what = f"seat {seat} was dealt {count} {noun} too few"
            self.log("deal-short", seat=seat, amount=count, detail=what)
        if seat in self.looked or irregularity.circumstance == AFTER_LOOKING:
            self._misdeal(f"{what} and has seen his cards", Clause.WRONG_NUMBER_SEEN, seat)
            return
        if too_many:
            state.downcards = state.downcards[:-count]
            self.stub.put_on_top(wrong)
            self.log(
                "return-to-stub",
                seat=seat,
                cards=wrong,
                amount=count,
                detail=f"{what}, reported before looking: back on top of the deck",
                clause=Clause.WRONG_NUMBER,
            )
            self.announce(
                "extra-cards",
                f"{count} {noun} returned to the top of the deck",
                seat=seat,
                clause=Clause.WRONG_NUMBER,
            )
        else:
            for _ in range(count):
                self.deal_down(seat, clause=Clause.WRONG_NUMBER)
            self.log(
                "complete-hand",
                seat=seat,
                amount=count,
                detail=f"{what}, reported before looking: completed from the deck",
                clause=Clause.WRONG_NUMBER,
            )
            self.announce(
                "missing-cards",
                f"{count} {noun} dealt to complete the hand",
                seat=seat,
                clause=Clause.WRONG_NUMBER,
            )

    def _first_card_face_up(self, irregularity: p.Irregularity) -> None:
        self._in_the_deal(irregularity)
        seat = self._seat_in_hand(irregularity)
        state = self.seats[seat]
        first = state.downcards[0]
        if irregularity.card is not None and parse_card(irregularity.card) != first:
            raise UnsupportedRequest(
                f"{irregularity.card} is not seat {seat}'s first card ({card_text(first)}): "
                f"{Clause.FIRST_CARD_UP} speaks only of a player's first card"
            )
        self.log("deal-face-up", seat=seat, cards=[first], detail=f"seat {seat}'s first card "
                 "was dealt face up", clause=Clause.FIRST_CARD_UP)  # fmt: skip
        if self.rules.first_card_face_up_is_misdeal:
            self._misdeal(f"seat {seat}'s first card was dealt face up", Clause.FIRST_CARD_UP, seat)
            return
        state.downcards.remove(first)
        state.upcards.append(first)

    # -- Art. 112.2 ------------------------------------------------------------------------

    def _deck_removed(self, irregularity: p.Irregularity) -> None:
        if self.phase not in (PRE_DRAW, DRAW):
            raise IllegalAction(
                f"no more cards are to be dealt in the {self.phase}: {Clause.DECK_TOP} "
                "applies only while cards remain to be dealt"
            )
        if irregularity.circumstance != ORDER_LOST:
            self.log(
                "deck-recovered",
                amount=len(self.stub),
                detail="the dealer takes back the top of the deck and deals on",
                clause=Clause.DECK_TOP,
            )
            self.announce(
                "deck-removed", "the deck is taken back; the deal goes on", clause=Clause.DECK_TOP
            )
            return
        unused = self.stub.cards()
        mano = self.dealer_seat
        order = cut(reshuffle(unused, self.rng), self.rng.randrange(max(1, len(unused))))
        self.stub.replace(order)
        self.log(
            "shuffle",
            amount=len(unused),
            detail=f"the top of the deck is lost: the {len(unused)} unused cards are shuffled, "
            "without the discards",
            clause=Clause.DECK_SHUFFLE,
        )
        self.log("cut", seat=mano, detail=f"la mano (seat {mano}) cuts", clause=Clause.DECK_CUT)
        if len(self.stub):
            self.burn(clause=Clause.DECK_BURN)
        self.announce(
            "deck-removed",
            f"the unused cards are shuffled; seat {mano} cuts; one card is burnt",
            seat=mano,
            clause=Clause.DECK_SHUFFLE,
        )

    # -- Art. 111: discards kept apart -----------------------------------------------------

    def _discards_mixed(self, irregularity: p.Irregularity) -> None:
        if self.phase not in (DRAW, POST_DRAW):
            raise IllegalAction("discards can be mixed only once the draw has started")
        seat = irregularity.seat
        if seat is None or seat not in self.discard_owner.values():
            raise IllegalAction(f"seat {seat} has no discards in the discard pile")
        self.mixed.add(seat)
        self.log("discards-mixed", seat=seat, clause=Clause.RESHUFFLE_EXCLUSIONS,
                 detail=f"seat {seat}'s discards were not kept apart")  # fmt: skip

    # -- the misdeal -----------------------------------------------------------------------

    def _misdeal(self, reason: str, clause: str, seat: int | None) -> None:
        """Void the deal and deal again: bets back, antes stay, every card reshuffled."""
        self.misdeals += 1
        self.log("misdeal", seat=seat, detail=reason, clause=clause)
        self.announce("misdeal", f"misdeal: {reason}; the hand is dealt again", seat=seat,
                      clause=clause)  # fmt: skip
        round_ = self.round
        if round_ is not None:
            self.sync_round()
            for bettor, chips in sorted(round_.bets.items()):
                if chips:
                    state = self.seats[bettor]
                    state.stack += chips
                    state.committed -= chips
                    self.log("return", seat=bettor, amount=chips, clause=clause,
                             detail="bet returned: the hand is dealt again")  # fmt: skip
            self.round = None
        gathered = self.all_cards()
        for state in self.seats.values():
            state.downcards, state.upcards, state.draw_counts = [], [], []
            if state.dealt_in:
                state.status = p.SeatStatus.ACTIVE if state.stack else p.SeatStatus.ALL_IN
        self.burns = []
        self.discards = []
        self.mucked = []
        self.removed = []
        self.opener = None
        self.pre_draw, self.discard_owner = {}, {}
        self.mixed, self.reshuffled, self.looked = set(), set(), set()
        self.draw_queue = []
        mano = self.dealer_seat
        self.stub.replace(cut(reshuffle(gathered, self.rng), self.rng.randrange(len(gathered))))
        self.log("shuffle", amount=len(gathered), clause=clause,
                 detail=f"all {len(gathered)} cards gathered and shuffled")  # fmt: skip
        self.log("cut", seat=mano, detail=f"la mano (seat {mano}) cuts", clause=clause)
        self._deal()
        self._open_pre_draw()
