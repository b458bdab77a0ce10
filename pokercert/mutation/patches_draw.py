"""Mutants of five-card draw with openers (Art. 111-112) and of 2-7 triple draw."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from pokercert.mutation.patching import (
    engine_class,
    engine_module,
    replace_function,
    replace_method,
    wrap_function,
    wrap_method,
)

Fn = Callable[..., Any]


def _with_rule(module: str, cls: str, method: str, **update: Any) -> None:
    """Run one method of a hand as if the profile had said ``update``."""

    def wrapper(original: Fn) -> Fn:
        def mutant(self: Any, *args: Any, **kwargs: Any) -> Any:
            saved = self.rules
            self.rules = saved.model_copy(update=update)
            try:
                return original(self, *args, **kwargs)
            finally:
                self.rules = saved

        return mutant

    wrap_method(module, cls, method, wrapper)


# --------------------------------------------------------------------------- five-card draw


def any_pair_opens() -> None:
    """Openers checked as 'a pair or better' instead of jacks or better."""
    rules = engine_module("draw_rules")

    def holds_openers(cards: Any, requirement: str) -> bool:
        ranks = [c >> 2 for c in cards]
        if len(cards) == 5 and rules.evaluator.high_rank(list(cards)) >= rules.evaluator.high_rank(
            rules.LOWEST_JACKS
        ):
            return True
        return len(set(ranks)) < len(ranks)

    replace_function("draw_rules", "holds_openers", holds_openers)


def weakest_jacks_not_openers() -> None:
    """'Jacks or better' coded as better than the weakest jacks: J-J-4-3-2 is a false opener."""
    rules = engine_module("draw_rules")
    original = rules.holds_openers

    def holds_openers(cards: Any, requirement: str) -> bool:
        if requirement != "any" and len(cards) == rules.HAND_SIZE:
            rank = rules.evaluator.high_rank
            return bool(rank(list(cards)) > rank(rules.LOWEST_JACKS))
        return bool(original(cards, requirement))

    replace_function("draw_rules", "holds_openers", holds_openers)


def kept_jacks_not_openers() -> None:
    """Part of a hand shown (the discards mixed): a pair of jacks kept is not openers."""
    rules = engine_module("draw_rules")
    original = rules._pairs_or_better

    def pairs_or_better(cards: Any) -> bool:
        counts = Counter(rules.rank(c) for c in cards)
        if [r for r, n in counts.items() if n == 2] == [rules.JACK] and max(counts.values()) < 3:
            return False
        return bool(original(cards))

    replace_function("draw_rules", "_pairs_or_better", pairs_or_better)


def false_opener_may_win() -> None:
    _with_rule("draw", "DrawHand", "_settle", false_opener_forfeits_pot=False)


def false_opener_bet_returned() -> None:
    _with_rule(
        "draw", "DrawHand", "_settle_uncalled", uncalled_bet_of_false_opener_carries_over=False
    )


def opener_not_first_after_draw() -> None:
    """After the draw the first live player from the dealer's left acts, not the opener."""

    def post_draw_order(dealt: Any, opener: int, live: Any) -> list[int]:
        alive = set(live)
        return [s for s in dealt if s in alive]

    replace_function("draw_rules", "post_draw_order", post_draw_order)


def folded_opener_must_prove_openers() -> None:
    """CF-039 C: an opener who folded is still checked, and recorded as a false opener."""
    draw = engine_module("draw")

    def wrapper(original: Fn) -> Fn:
        def decide(self: Any) -> None:
            opener = self.opener
            if opener is not None and opener not in self.live_seats():
                hand = self.pre_draw.get(opener, self.seats[opener].cards)
                proof = draw.openers_proof(hand, hand, True, self.rules.opening_requirement)
                if proof is not draw.OpenersProof.PROVEN:
                    self._settle(false_opener=opener)
                    return
            original(self)

        return decide

    wrap_method("draw", "DrawHand", "_decide", wrapper)


def lone_player_may_open() -> None:
    """Everyone else all in for the ante: the one player with chips is asked to open."""
    draw = engine_module("draw")

    def open_pre_draw(self: Any) -> None:
        self.phase = draw.PRE_DRAW
        order = self.live_seats()
        round_ = draw.BettingRound(
            order=order, stacks=self.round_stacks(), sizing=self._sizing, cap=self.rules.raise_cap
        )
        self.open_round(round_)
        able = [s for s in order if round_.can_act(s)]
        if able:
            round_.start(able[0])  # the bug: one player is enough to open
        self._settle_round()

    replace_method("draw", "DrawHand", "_open_pre_draw", open_pre_draw)


def lone_player_bets_after_the_draw() -> None:
    """Everyone else all in: the one player with chips is still asked to bet after the draw."""
    draw = engine_module("draw")

    def wrapper(original: Fn) -> Fn:
        def open_post_draw(self: Any) -> None:
            order = draw.post_draw_order(self.dealt_seats(), self.opener, self.live_seats())
            able = [s for s in order if self.seats[s].stack > 0]
            if len(able) != 1:
                original(self)
                return
            self.phase = draw.POST_DRAW
            round_ = draw.BettingRound(
                order=order, stacks=self.round_stacks(), sizing=self._sizing,
                cap=self.rules.raise_cap,
            )  # fmt: skip
            self.open_round(round_)
            round_.start(able[0])  # the bug: one player is enough for a betting round

        return open_post_draw

    wrap_method("draw", "DrawHand", "_open_post_draw", wrapper)


def folded_opener_passes_the_wrong_way() -> None:
    """The opener has folded: the player on his other side acts first."""

    def post_draw_order(dealt: Any, opener: int, live: Any) -> list[int]:
        alive = set(live)
        i = list(dealt).index(opener)
        cycle = list(dealt[i:]) + list(dealt[:i])
        if opener in alive:
            return [s for s in cycle if s in alive]
        back = [cycle[0], *reversed(cycle[1:])]
        return [s for s in back if s in alive]

    replace_function("draw_rules", "post_draw_order", post_draw_order)


def reshuffle_includes_opener_discards() -> None:
    def kept_apart(self: Any, receiver: int) -> set[int]:
        if not self.rules.reshuffle_excludes_opener_and_receiver_discards:
            return set()
        return {receiver} if receiver not in self.mixed else set()

    replace_method("draw", "DrawHand", "_kept_apart", kept_apart)


def reshuffle_includes_receiver_discards() -> None:
    def kept_apart(self: Any, receiver: int) -> set[int]:
        if not self.rules.reshuffle_excludes_opener_and_receiver_discards:
            return set()
        opener = self.opener
        return {opener} if opener is not None and opener not in self.mixed else set()

    replace_method("draw", "DrawHand", "_kept_apart", kept_apart)


def reshuffle_only_when_the_stub_is_empty() -> None:
    """The last card is dealt; the discards are shuffled only once the stub is empty."""

    def replace_cards(self: Any, seat: int, count: int) -> None:
        for _ in range(count):
            if not len(self.stub):
                self._reshuffle(seat)
            self.deal_down(seat)

    replace_method("draw", "DrawHand", "_replace", replace_cards)


def receiver_cuts_the_reshuffle() -> None:
    """The player about to receive the cards cuts, not the player before him."""
    replace_function("draw_rules", "seat_before", lambda dealt, seat: seat)


def draw_counts_after_the_betting() -> None:
    _with_rule("draw", "DrawHand", "_answer_draw_counts", draw_counts_public_until_betting=False)


def draw_show_order_ignores_the_aggressor() -> None:
    replace_function("draw_rules", "show_order", lambda order, aggressor: list(order))


def draw_plays_clockwise() -> None:
    """The deal and the turn go clockwise under a counter-clockwise profile."""
    _with_rule("draw", "DrawHand", "seat_order_from", direction="clockwise")


def extra_card_reported_is_a_misdeal() -> None:
    """Too many cards, reported before looking: a misdeal instead of back on the deck."""

    def wrapper(original: Fn) -> Fn:
        def wrong_number(self: Any, irregularity: Any) -> None:
            if irregularity.seat is not None:
                self.looked.add(irregularity.seat)
            original(self, irregularity)

        return wrong_number

    wrap_method("draw_errors", "DealingErrors", "_wrong_number", wrapper)


def wrong_number_seen_is_no_misdeal() -> None:
    """Too many or too few cards seen by the player: corrected as if he had not looked."""
    errors = engine_module("draw_errors")

    def wrapper(original: Fn) -> Fn:
        def wrong_number(self: Any, irregularity: Any) -> None:
            if irregularity.seat is not None:
                self.looked.discard(irregularity.seat)
            if irregularity.circumstance == errors.AFTER_LOOKING:
                irregularity = irregularity.model_copy(update={"circumstance": None})
            original(self, irregularity)

        return wrong_number

    wrap_method("draw_errors", "DealingErrors", "_wrong_number", wrapper)


def first_card_face_up_plays_on() -> None:
    _with_rule(
        "draw_errors", "DealingErrors", "_first_card_face_up", first_card_face_up_is_misdeal=False
    )


def deck_lost_shuffled_with_discards() -> None:
    """The deck put away and its order lost: the discards are shuffled in with the rest."""

    def wrapper(original: Fn) -> Fn:
        def deck_removed(self: Any, irregularity: Any) -> None:
            errors = engine_module("draw_errors")
            if irregularity.circumstance == errors.ORDER_LOST and self.discards:
                self.stub.replace(self.stub.cards() + list(self.discards))
                self.discards = []
            original(self, irregularity)

        return deck_removed

    wrap_method("draw_errors", "DealingErrors", "_deck_removed", wrapper)


def deck_lost_no_burn() -> None:
    """The deck put away and shuffled: the deal goes on without burning a card."""

    def wrapper(original: Fn) -> Fn:
        def deck_removed(self: Any, irregularity: Any) -> None:
            self.burn = lambda clause=None: None  # the instance attribute hides the method
            try:
                original(self, irregularity)
            finally:
                del self.burn

        return deck_removed

    wrap_method("draw_errors", "DealingErrors", "_deck_removed", wrapper)


def misdeal_folded_players_stay_out() -> None:
    """A misdeal (Art. 112.1): the players who had folded are not dealt in again."""
    protocol = __import__("pokercert.protocol", fromlist=["SeatStatus"])

    def wrapper(original: Fn) -> Fn:
        def misdeal(self: Any, reason: str, clause: str, seat: Any) -> None:
            folded = protocol.SeatStatus.FOLDED
            gone = [s for s, state in self.seats.items() if state.status is folded]
            deal = self._deal

            def deal_without_them() -> None:
                for s in gone:
                    self.seats[s].dealt_in = False
                    self.seats[s].status = folded
                deal()

            self._deal = deal_without_them  # the instance attribute hides the method
            try:
                original(self, reason, clause, seat)
            finally:
                del self._deal
                for s in gone:
                    self.seats[s].dealt_in = True

        return misdeal

    wrap_method("draw_errors", "DealingErrors", "_misdeal", wrapper)


def draw_pre_draw_cap_over_the_opening_bet() -> None:
    """Before the draw the opening bet is treated like a blind: four raises may follow it
    instead of three (Art. 111: 'la apuesta inicial y tres reenvites')."""

    def wrapper(original: Fn) -> Fn:
        def open_pre_draw(self: Any) -> None:
            saved = self.rules
            self.rules = saved.model_copy(update={"raise_cap": saved.raise_cap + 1})
            try:
                original(self)
            finally:
                self.rules = saved

        return open_pre_draw

    wrap_method("draw", "DrawHand", "_open_pre_draw", wrapper)


def draw_cap_lifted_heads_up() -> None:
    """Five-card draw: no cap on raises once only two players can bet."""
    _cap_lifted_heads_up("draw", "DrawHand")


def _cap_lifted_heads_up(module: str, hand_class: str) -> None:
    """The rounds ``hand_class`` opens lose their cap once only two players can bet."""
    betting = engine_module("betting")
    original = betting.BettingRound.may_raise

    def may_raise(self: Any, seat: int) -> bool:
        if getattr(self, "mutant_heads_up_uncapped", False) and len(self.able(self.order)) == 2:
            saved, self.cap = self.cap, None
            try:
                return bool(original(self, seat))
            finally:
                self.cap = saved
        return bool(original(self, seat))

    def wrapper(open_round: Fn) -> Fn:
        def mutant(self: Any, round_: Any) -> None:
            round_.mutant_heads_up_uncapped = True
            open_round(self, round_)

        return mutant

    replace_method("betting", "BettingRound", "may_raise", may_raise)
    wrap_method(module, hand_class, "open_round", wrapper)


def draw_checked_down_shows_from_the_hand_aggressor() -> None:
    """Checked after the draw: the last bettor or raiser before the draw shows first, instead
    of the opener."""

    def wrapper(original: Fn) -> Fn:
        def close_round(self: Any) -> None:
            round_ = self.round
            phase = self.phase
            if round_ is not None and phase == "pre-draw":
                self._mutant_aggressor = round_.last_aggressor
            original(self)
            if phase == "post-draw" and self.final_aggressor is None:
                self.final_aggressor = getattr(self, "_mutant_aggressor", None)

        return close_round

    wrap_method("draw", "DrawHand", "_close_round", wrapper)


def draw_reshuffle_leaves_out_folded_hands() -> None:
    """Art. 111 reshuffle: the hands folded before the draw stay out of it, only the discards
    of the draw are shuffled (CF-042 reading B)."""

    def muck_wrapper(original: Fn) -> Fn:
        def muck_hand(self: Any, seat: int, why: str) -> None:
            folded = getattr(self, "_mutant_folded", None)
            if folded is None:
                folded = self._mutant_folded = set()
            folded.update(self.seats[seat].cards)
            original(self, seat, why)

        return muck_hand

    def reshuffle_wrapper(original: Fn) -> Fn:
        def reshuffle(self: Any, receiver: int) -> None:
            folded: set[int] = getattr(self, "_mutant_folded", set())
            aside = [c for c in self.discards if c in folded]
            self.discards = [c for c in self.discards if c not in folded]
            original(self, receiver)
            self.discards = aside + self.discards

        return reshuffle

    wrap_method("draw", "DrawHand", "_muck_hand", muck_wrapper)
    wrap_method("draw", "DrawHand", "_reshuffle", reshuffle_wrapper)


def draw_pass_out_forgets_the_carried_pot() -> None:
    """A deal passed out: only this deal's antes stay for the next one; the chips carried into
    it from an earlier passed deal are lost."""

    def pass_out(self: Any) -> None:
        total = sum(self._committed().values())  # the bug: the carried chips left out
        why = "nobody opened: the pot stays for the next deal"
        self.log("passed-out", amount=total, detail=why)
        self.announce("passed-out", f"nobody opened; {total} chips stay for the next deal")
        self._finish([], total)

    replace_method("draw", "DrawHand", "_pass_out", pass_out)


def draw_uncalled_returned_when_the_round_closes() -> None:
    """Chips an all-in player could not match go back to the bettor when the betting round
    closes, as in the other games, so a false opener gets his excess back (Art. 112.3)."""

    def wrapper(original: Fn) -> Fn:
        def close_round(self: Any) -> None:
            original(self)
            if len(self.live_seats()) >= 2:
                self._return_uncalled()

        return close_round

    wrap_method("draw", "DrawHand", "_close_round", wrapper)


# --------------------------------------------------------------------------- 2-7 triple draw


def td_first_round_four_raises() -> None:
    def wrapper(original: Fn) -> Fn:
        def open_first_round(self: Any, dealt: Any) -> None:
            original(self, dealt)
            if self.round is not None and self.round.cap is not None:
                self.round.cap += 1

        return open_first_round

    wrap_method("triple_draw", "TripleDrawHand", "_open_first_round", wrapper)


def td_lone_player_may_raise() -> None:
    """All in: the only player left with chips may still bet and raise, and rounds are played."""
    replace_method("triple_draw", "TripleDrawHand", "_limit_lone_player", lambda self: None)


def td_unmatched_chips_stay_in_the_pot() -> None:
    """All in: chips nobody matched stay in a pot of their own instead of going back."""
    replace_method("triple_draw", "TripleDrawHand", "_return_uncalled", lambda self: None)


def td_short_all_in_raise_is_a_full_raise() -> None:
    """All in: a raise short of a full one counts toward the cap and reopens the betting."""
    betting = engine_module("betting")

    class AnyRaiseIsFull(betting.Sizing):  # type: ignore[name-defined]  # loaded at run time
        def allows(self, increment: int) -> bool:
            return increment > 0

    def wrapper(original: Fn) -> Fn:
        def sizing(self: Any, round_: Any) -> Any:
            size = original(self, round_)
            return AnyRaiseIsFull(size.minimum, size.maximum, size.options)

        return sizing

    wrap_method("triple_draw", "TripleDrawHand", "_sizing", wrapper)


def td_muck_once_any_hand_is_shown() -> None:
    """Showdown: a player may muck once any hand is shown, side pots nobody has shown for too."""
    replace_method("triple_draw", "TripleDrawHand", "may_muck", lambda self, seat: bool(self.shown))


def td_later_rounds_five_bets() -> None:
    _with_rule("triple_draw", "TripleDrawHand", "_open_later_round", later_round_bet_cap=5)


def td_cap_lifted_heads_up() -> None:
    """No cap once only two players can bet, in the triple-draw betting rounds."""
    _cap_lifted_heads_up("triple_draw", "TripleDrawHand")


def td_big_bet_from_round_two() -> None:
    replace_method(
        "triple_draw_rules",
        "Amounts",
        "bet_size",
        lambda self, n: self.small_bet if n <= 1 else self.big_bet,
    )


def td_small_bet_in_round_three() -> None:
    replace_method(
        "triple_draw_rules",
        "Amounts",
        "bet_size",
        lambda self, n: self.small_bet if n <= 3 else self.big_bet,
    )


def td_first_round_starts_at_small_blind() -> None:
    """Before the first draw the action starts left of the button (the small blind)."""

    def wrapper(original: Fn) -> Fn:
        def open_first_round(self: Any, dealt: Any) -> None:
            original(self, dealt)
            round_ = self.round
            if round_ is not None and round_.pending and len(dealt) > 2:
                round_.start(self.sb_seat)

        return open_first_round

    wrap_method("triple_draw", "TripleDrawHand", "_open_first_round", wrapper)


def td_later_rounds_start_left_of_big_blind() -> None:
    def wrapper(original: Fn) -> Fn:
        def open_later_round(self: Any) -> None:
            original(self)
            round_ = self.round
            if round_ is None or not round_.pending:
                return
            live = [s for s in self.live_seats() if round_.can_act(s)]
            order = self.dealt_seats()
            after = order[order.index(self.bb_seat) + 1 :] + order[: order.index(self.bb_seat) + 1]
            first = next(s for s in after if s in live)
            round_.start(first)

        return open_later_round

    wrap_method("triple_draw", "TripleDrawHand", "_open_later_round", wrapper)


def td_heads_up_blinds_as_multiway() -> None:
    """Heads-up: the player left of the button posts the small blind, the button the big."""

    def wrapper(original: Fn) -> Fn:
        def blind_seats(dealt: Any, dealer: int) -> tuple[int, int]:
            sb, bb = original(dealt, dealer)
            return (bb, sb) if len(dealt) == 2 else (sb, bb)

        return blind_seats

    wrap_function("triple_draw_rules", "blind_seats", wrapper)


def td_checked_last_round_earlier_raiser_shows() -> None:
    def wrapper(original: Fn) -> Fn:
        def close_round(self: Any) -> None:
            round_ = self.round
            aggressor = round_.last_aggressor if round_ is not None else None
            if aggressor is not None:
                self._mutant_aggressor = aggressor
            original(self)
            if self.betting_round == 4 and self.last_aggressor_final is None:
                self.last_aggressor_final = getattr(self, "_mutant_aggressor", None)

        return close_round

    wrap_method("triple_draw", "TripleDrawHand", "_close_round", wrapper)


def td_show_counter_clockwise() -> None:
    def wrapper(original: Fn) -> Fn:
        def show_order(live: Any, last_aggressor: Any) -> list[int]:
            order = list(original(live, last_aggressor))
            return order[:1] + order[1:][::-1]

        return show_order

    wrap_function("triple_draw_rules", "show_order", wrapper)


def td_last_raiser_not_first_to_show() -> None:
    replace_function("triple_draw_rules", "show_order", lambda live, aggressor: list(live))


def td_reshuffle_includes_cards_just_thrown() -> None:
    """The cards the drawer has just thrown go into the new stub (he may get them back)."""

    def wrapper(original: Fn) -> Fn:
        def reshuffle(self: Any, seat: Any, held_aside: Any) -> None:
            self.discards = [*self.discards, *held_aside]
            self.mutant_thrown_reused = True
            original(self, seat, [])

        return reshuffle

    wrap_method("triple_draw", "TripleDrawHand", "_reshuffle", wrapper)

    def draw_wrapper(original: Fn) -> Fn:
        def draw(self: Any, seat: int, discards: Any) -> None:
            original(self, seat, discards)
            if getattr(self, "mutant_thrown_reused", False):  # never count a card twice
                self.mutant_thrown_reused = False
                stub = set(self.stub.cards())
                held = {c for state in self.seats.values() for c in state.downcards}
                self.discards = [c for c in self.discards if c not in stub and c not in held]

        return draw

    wrap_method("triple_draw", "TripleDrawHand", "draw", draw_wrapper)


def td_reshuffle_keeps_own_discards_out() -> None:
    """The drawer's earlier discards are held out of the new stub (he cannot get them back)."""

    def wrapper(original: Fn) -> Fn:
        def reshuffle(self: Any, seat: Any, held_aside: Any) -> None:
            own = set(getattr(self, "_mutant_thrown", {}).get(seat, []))
            keep = [c for c in self.discards if c in own]
            self.discards = [c for c in self.discards if c not in own]
            original(self, seat, held_aside)
            self.discards.extend(keep)

        return reshuffle

    wrap_method("triple_draw", "TripleDrawHand", "_reshuffle", wrapper)

    def draw_wrapper(original: Fn) -> Fn:
        def draw(self: Any, seat: int, discards: Any) -> None:
            if not hasattr(self, "_mutant_thrown"):
                self._mutant_thrown = {}
            pending = list(discards)
            original(self, seat, discards)
            self._mutant_thrown.setdefault(seat, []).extend(pending)

        return draw

    wrap_method("triple_draw", "TripleDrawHand", "draw", draw_wrapper)


def td_reshuffle_before_the_last_cards() -> None:
    """The stub runs short: the remaining cards are shuffled in with the discards first."""

    def replace_cards(self: Any, seat: int, thrown: list[int]) -> list[int]:
        need = len(thrown)
        if len(self.stub) < need:
            self.discards = [*self.stub.cards(), *self.discards]
            self.stub.replace([])
            self._reshuffle(seat, held_aside=thrown)
        cards = self.stub.deal_many(need)
        for card in cards:
            self.log("deal-down", seat=seat, cards=[card], clause="TD-035", hidden=True)
        return list(cards)

    replace_method("triple_draw", "TripleDrawHand", "_replace", replace_cards)


def td_draw_starts_at_big_blind() -> None:
    def wrapper(original: Fn) -> Fn:
        def open_draw(self: Any) -> None:
            original(self)
            queue = self.draw_queue
            if self.bb_seat in queue:
                i = queue.index(self.bb_seat)
                self.draw_queue = queue[i:] + queue[:i]

        return open_draw

    wrap_method("triple_draw", "TripleDrawHand", "_open_draw", wrapper)


def td_third_draw_skipped() -> None:
    """Only two draws: the third betting round is followed straight by the fourth."""

    def wrapper(original: Fn) -> Fn:
        def open_draw(self: Any) -> None:
            if self.betting_round == 3:
                self.draw_number = 3
                self._open_later_round()
                return
            original(self)

        return open_draw

    wrap_method("triple_draw", "TripleDrawHand", "_open_draw", wrapper)


def deck_lost_cut_by_the_next_player() -> None:
    """The deck put away: the player after 'la mano' cuts the shuffled cards."""

    def wrapper(original: Fn) -> Fn:
        def deck_removed(self: Any, irregularity: Any) -> None:
            saved = self.dealer_seat
            self.dealer_seat = self.dealt_seats()[0]
            try:
                original(self, irregularity)
            finally:
                self.dealer_seat = saved

        return deck_removed

    wrap_method("draw_errors", "DealingErrors", "_deck_removed", wrapper)


def td_all_in_players_do_not_draw() -> None:
    """2-7: a player all in is skipped at the draws (stands pat automatically)."""

    def wrapper(original: Fn) -> Fn:
        def mutant(self: Any) -> Any:
            original(self)
            skipped = [s for s in self.draw_queue if self.seats[s].stack == 0]
            for seat in skipped:
                self.seats[seat].draw_counts.append(0)
                self.log("stand-pat", seat=seat, amount=0)
            self.draw_queue = [s for s in self.draw_queue if s not in skipped]
            if not self.draw_queue:
                self._open_later_round()

        return mutant

    wrap_method("triple_draw", "TripleDrawHand", "_open_draw", wrapper)


def td_short_big_blind_lowers_the_call() -> None:
    """2-7: a big blind all in for less: the others need only call what it posted."""
    betting = engine_module("betting")
    td_cls = engine_class("triple_draw", "TripleDrawHand")
    original = betting.BettingRound.post_forced

    def post_forced(self: Any, seat: int, amount: int, level: int | None = None) -> int:
        owner = getattr(self.sizing, "__self__", None)
        if isinstance(owner, td_cls) and level is not None:
            level = min(level, self.stacks[seat])
        return original(self, seat, amount, level)

    replace_method("betting", "BettingRound", "post_forced", post_forced)


def td_exact_runout_reshuffles_at_once() -> None:
    """A draw that takes the last card of the stub: the dealer reshuffles at once, holding aside
    the cards that player has just thrown, instead of when the next player draws -- so those
    cards never reach the players after him."""

    def wrapper(original: Fn) -> Fn:
        def draw(self: Any, seat: int, discards: Any) -> None:
            before = self.draw_number
            original(self, seat, discards)
            still_drawing = self.phase.startswith("draw-") and self.draw_number == before
            if discards and still_drawing and not len(self.stub) and self.draw_queue:
                thrown = list(discards)
                self.discards = [c for c in self.discards if c not in thrown]
                self._reshuffle(seat=seat, held_aside=thrown)
                self.discards.extend(thrown)

        return draw

    wrap_method("triple_draw", "TripleDrawHand", "draw", wrapper)


def td_dead_button_moves_to_next_player() -> None:
    """The button seat is not dealt in (no chips): the first player on its left is taken for the
    button, so the blinds move one seat on."""
    rules = engine_module("triple_draw_rules")
    original = rules.blind_seats

    def blind_seats(dealt: Any, dealer: int) -> tuple[int, int]:
        if dealer not in dealt and len(dealt) >= 3:
            return dealt[1], dealt[2]
        if dealer not in dealt and len(dealt) == 2:
            return dealt[0], dealt[1]
        sb, bb = original(dealt, dealer)
        return sb, bb

    replace_function("triple_draw_rules", "blind_seats", blind_seats)


def td_blinds_by_seat_dead_small_blind() -> None:
    """Blinds placed by seat, seats without chips included: the seat left of the button owes
    the small blind even with no chips (a dead small blind), the next seat the big blind."""
    original = engine_class("triple_draw", "TripleDrawHand")._post_blinds

    def post_blinds(self: Any, round_: Any) -> None:
        dealt = self.dealt_seats()
        sb_pos, bb_pos = self.seat_order_from(self.dealer_seat)[:2]
        if self.seats[sb_pos].dealt_in or len(dealt) < 3:
            original(self, round_)
            return
        self.sb_seat = sb_pos  # nobody posts the small blind
        self.bb_seat = bb_pos if self.seats[bb_pos].dealt_in else dealt[0]
        bb = round_.post_forced(self.bb_seat, self.amounts.big_blind, level=self.amounts.big_blind)
        self.log("big-blind", seat=self.bb_seat, amount=bb, clause="TD-022")

    replace_method("triple_draw", "TripleDrawHand", "_post_blinds", post_blinds)


def td_busted_player_dealt_in() -> None:
    """A player with no chips left is still dealt in, and posts a blind of nothing."""

    def begin_wrapper(original: Fn) -> Fn:
        def begin(self: Any) -> None:
            busted = [s for s in self.seats.values() if s.stack == 0 and not s.sitting_out]
            for state in busted:  # begin() deals in a seat with chips: lend one, take it back
                state.stack = 1
            self._mutant_busted = {s.seat for s in busted}
            try:
                original(self)
            except Exception:
                for state in busted:
                    state.stack = 0
                raise

        return begin

    def post_wrapper(original: Fn) -> Fn:
        def open_first_round(self: Any, dealt: list[int]) -> None:
            for seat in getattr(self, "_mutant_busted", ()):
                self.seats[seat].stack = 0
            original(self, dealt)

        return open_first_round

    wrap_method("triple_draw", "TripleDrawHand", "begin", begin_wrapper)
    wrap_method("triple_draw", "TripleDrawHand", "_open_first_round", post_wrapper)


def td_short_all_in_bet_raised_over_a_full_bet() -> None:
    """Facing an all-in bet short of a full bet, the raise goes to two full bets (a full raise
    over the full bet) instead of a full bet over the all-in amount."""
    td = engine_module("triple_draw")

    def sizing(self: Any, round_: Any) -> Any:
        size = self._size.minimum
        if self.betting_round > 1 and round_.bets_made == 1 and 0 < round_.current < size:
            return td.Sizing.fixed(2 * size - round_.current)
        return self._size

    replace_method("triple_draw", "TripleDrawHand", "_sizing", sizing)


def two_small_pair_not_openers() -> None:
    """'Jacks or better' read as 'a pair of jacks or better': 3-3-2-2 does not open."""
    rules_mod = engine_module("draw_rules")
    original = rules_mod.holds_openers
    jack = rules_mod.JACK

    def holds_openers(cards: Any, requirement: str) -> bool:
        counts = Counter(c >> 2 for c in cards)
        pairs = [r for r, n in counts.items() if n == 2]
        if requirement != "any" and len(pairs) == 2 and max(pairs) < jack:
            return False
        return original(cards, requirement)

    replace_function("draw_rules", "holds_openers", holds_openers)


def straight_or_flush_not_openers() -> None:
    """A pat straight or flush without a pair is not openers."""
    rules_mod = engine_module("draw_rules")

    def holds_openers(cards: Any, requirement: str) -> bool:
        if requirement == "any":
            return True
        return rules_mod._pairs_or_better(cards)

    replace_function("draw_rules", "holds_openers", holds_openers)


# --------------------------------------------------------------------------- round 3 (2-7)


def td_big_blind_no_option() -> None:
    """2-7: when everyone just calls the big blind, the first round ends without the big blind
    being asked (the blind's option to raise is lost)."""

    def wrapper(original: Fn) -> Fn:
        def open_first_round(self: Any, dealt: list[int]) -> None:
            original(self, dealt)
            round_ = self.round
            if round_ is not None and len(round_.pending) > 1:
                round_.pending = [s for s in round_.pending if s != self.bb_seat]

        return open_first_round

    wrap_method("triple_draw", "TripleDrawHand", "_open_first_round", wrapper)


def td_heads_up_button_first_after_the_draw() -> None:
    """2-7 heads-up: the button, who acted first before the draw, acts first after it too."""

    def wrapper(original: Fn) -> Fn:
        def open_later_round(self: Any) -> None:
            original(self)
            round_ = self.round
            if round_ is None or len(self.dealt_seats()) != 2 or len(round_.pending) != 2:
                return
            if self.sb_seat in round_.pending and round_.pending[0] != self.sb_seat:
                round_.start(self.sb_seat)

        return open_later_round

    wrap_method("triple_draw", "TripleDrawHand", "_open_later_round", wrapper)


def td_pat_player_stays_pat() -> None:
    """2-7: a player who stood pat may not draw at a later draw (he keeps that right)."""
    illegal = engine_module("betting").IllegalAction

    def wrapper(original: Fn) -> Fn:
        def draw(self: Any, seat: int, discards: Any) -> None:
            queue = self.draw_queue
            if discards and queue and seat == queue[0] and 0 in self.seats[seat].draw_counts:
                raise illegal(f"seat {seat} stood pat: it stays pat")
            original(self, seat, discards)

        return draw

    def options_wrapper(original: Fn) -> Fn:
        def legal_options(self: Any) -> Any:
            options = original(self)
            if self.round is None and self.draw_queue:
                seat = self.draw_queue[0]
                if 0 in self.seats[seat].draw_counts:
                    return [o for o in options if o.max_cards is None]
            return options

        return legal_options

    wrap_method("triple_draw", "TripleDrawHand", "draw", wrapper)
    wrap_method("triple_draw", "TripleDrawHand", "legal_options", options_wrapper)


def td_draw_at_most_four() -> None:
    """2-7: at most four cards may be exchanged (the rule allows all five)."""
    drawing, illegal = engine_module("drawing"), engine_module("betting").IllegalAction

    def wrapper(original: Fn) -> Fn:
        def draw(self: Any, seat: int, discards: Any) -> None:
            if len(discards) > 4:
                raise illegal(f"seat {seat} may exchange at most four cards")
            original(self, seat, discards)

        return draw

    def options_wrapper(original: Fn) -> Fn:
        def legal_options(self: Any) -> Any:
            return [
                drawing.Option(o.kind, max_cards=4) if o.max_cards is not None else o
                for o in original(self)
            ]

        return legal_options

    wrap_method("triple_draw", "TripleDrawHand", "draw", wrapper)
    wrap_method("triple_draw", "TripleDrawHand", "legal_options", options_wrapper)


def td_no_check_raise() -> None:
    """2-7: a player who checked may only call or fold when the action comes back to him."""
    check = engine_module("betting").CHECK

    def wrapper(original: Fn) -> Fn:
        def wager(self: Any, seat: int, kind: Any, amount: Any = None) -> None:
            round_ = self.round
            checked: set[int] = self.__dict__.setdefault("_mutant_checked", {}).setdefault(
                self.betting_round, set()
            )
            if kind is check and round_ is not None:
                checked.add(seat)
            original(self, seat, kind, amount)
            if self.round is round_ and round_ is not None:
                round_.closed.update(checked)

        return wager

    wrap_method("triple_draw", "TripleDrawHand", "wager", wrapper)


def td_heads_up_button_draws_first() -> None:
    """2-7 heads-up: the button draws first (as he acts first before the draw), not the player
    on his left."""

    def wrapper(original: Fn) -> Fn:
        def open_draw(self: Any) -> None:
            original(self)
            queue = self.draw_queue
            if len(self.dealt_seats()) == 2 and len(queue) == 2 and queue[0] != self.sb_seat:
                queue.reverse()

        return open_draw

    wrap_method("triple_draw", "TripleDrawHand", "_open_draw", wrapper)


def td_heads_up_checked_showdown_button_first() -> None:
    """2-7 heads-up, the last round checked: the button shows first, not the player on the
    button's left."""

    def wrapper(original: Fn) -> Fn:
        def open_showdown(self: Any) -> None:
            original(self)
            queue = self.show_queue
            if (
                len(self.dealt_seats()) == 2
                and self.last_aggressor_final is None
                and len(queue) == 2
                and queue[0] != self.sb_seat
            ):
                queue.reverse()
                self.show_sequence = list(queue)

        return open_showdown

    wrap_method("triple_draw", "TripleDrawHand", "_open_showdown", wrapper)


def td_reshuffle_leaves_out_folded_hands() -> None:
    """2-7: the hands folded earlier stay out of the reshuffle; only the cards drawn away go
    into the new stub."""

    def muck_wrapper(original: Fn) -> Fn:
        def muck_hand(self: Any, seat: int, why: str) -> None:
            folded = list(self.seats[seat].downcards)
            original(self, seat, why)
            self.__dict__.setdefault("_mutant_folded", []).extend(folded)
            self.discards = [c for c in self.discards if c not in folded]

        return muck_hand

    wrap_method("triple_draw", "TripleDrawHand", "_muck_hand", muck_wrapper)


def draw_all_in_opener_first_from_the_dealer() -> None:
    """Five-card draw, the opener all in: after the draw the first player from the dealer's
    side acts, not the next one from the opener."""

    def wrapper(original: Fn) -> Fn:
        def open_post_draw(self: Any) -> None:
            original(self)
            round_ = self.round
            opener = self.opener
            if round_ is None or not round_.pending or opener is None:
                return
            if opener in self.live_seats() and not round_.can_act(opener):
                able = [s for s in self.dealt_seats() if s in round_.pending]
                if able and able[0] != round_.pending[0]:
                    round_.start(able[0])

        return open_post_draw

    wrap_method("draw", "DrawHand", "_open_post_draw", wrapper)


def draw_opener_must_bet_after_the_draw() -> None:
    """Five-card draw: after the draw the opener must bet; he may not check."""
    betting = engine_module("betting")

    def bet_wrapper(original: Fn) -> Fn:
        def _bet(self: Any, action: Any) -> None:
            round_ = self.round
            if (
                self.phase == "post-draw"
                and round_ is not None
                and action.kind is betting.CHECK
                and action.seat == self.opener
                and round_.current == 0
            ):
                raise betting.IllegalAction("the opener must bet after the draw")
            original(self, action)

        return _bet

    def options_wrapper(original: Fn) -> Fn:
        def legal_options(self: Any) -> Any:
            options = original(self)
            round_ = self.round
            if (
                self.phase == "post-draw"
                and round_ is not None
                and round_.to_act == self.opener
                and round_.current == 0
            ):
                return [o for o in options if o.kind is not betting.CHECK]
            return options

        return legal_options

    wrap_method("draw", "DrawHand", "_bet", bet_wrapper)
    wrap_method("draw", "DrawHand", "legal_options", options_wrapper)


def draw_pass_out_returns_the_antes() -> None:
    """Five-card draw, nobody opens: the antes go back to the players (CF-038 B) instead of
    staying in the pot for the next deal."""

    def pass_out(self: Any) -> None:
        for seat, chips in self._committed().items():
            if chips:
                self.give_back(seat, chips)
        self.log("passed-out", amount=0, detail="nobody opened: the antes are returned")
        self._finish([], self.carried_in)

    replace_method("draw", "DrawHand", "_pass_out", pass_out)


def td_small_blind_not_counted_toward_the_call() -> None:
    """2-7: the small blind is taken as dead money: its player owes the whole big blind to
    call, not the difference."""

    def wrapper(original: Fn) -> Fn:
        def post_blinds(self: Any, round_: Any) -> None:
            original(self, round_)
            if round_.bets.get(self.sb_seat, 0) < round_.current:
                round_.bets[self.sb_seat] = 0

        return post_blinds

    wrap_method("triple_draw", "TripleDrawHand", "_post_blinds", wrapper)


def draw_counts_only_after_the_draw() -> None:
    """Five-card draw: the draw counts are told only once every player has drawn, not at any
    time during the draw."""
    illegal = engine_module("betting").IllegalAction

    def wrapper(original: Fn) -> Fn:
        def answer(self: Any, seat: int) -> None:
            if self.phase == "draw" and self.draw_queue:
                raise illegal("the draw counts are told once the draw is over")
            original(self, seat)

        return answer

    wrap_method("draw", "DrawHand", "_answer_draw_counts", wrapper)


def extra_card_burnt_not_returned() -> None:
    """Five-card draw, too many cards reported before looking: the extra cards are put aside
    with the burns instead of back on top of the deck."""
    too_many = __import__("pokercert.protocol", fromlist=["IrregularityKind"]).IrregularityKind

    def wrapper(original: Fn) -> Fn:
        def wrong_number(self: Any, irregularity: Any) -> None:
            misdeals = self.misdeals
            original(self, irregularity)
            if irregularity.kind is too_many.TOO_MANY_CARDS and self.misdeals == misdeals:
                for _ in range(1 if irregularity.count is None else irregularity.count):
                    self.burns.append(self.stub.deal())

        return wrong_number

    wrap_method("draw_errors", "DealingErrors", "_wrong_number", wrapper)


def draw_misdeal_returns_the_antes() -> None:
    """Five-card draw, a misdeal: the antes go back to the players with the bets, and the deal
    is played again without them (the antes should stay in the pot)."""

    def wrapper(original: Fn) -> Fn:
        def misdeal(self: Any, reason: str, clause: str, seat: Any) -> None:
            self.sync_round()
            bets = self.round.bets if self.round is not None else {}
            antes = {
                n: state.committed - bets.get(n, 0)
                for n, state in self.seats.items()
                if state.dealt_in and state.committed > bets.get(n, 0)
            }
            original(self, reason, clause, seat)
            for n, chips in antes.items():
                state = self.seats[n]
                state.committed -= chips
                state.stack += chips
                if self.round is not None and n in self.round.stacks:
                    self.round.stacks[n] += chips

        return misdeal

    wrap_method("draw_errors", "DealingErrors", "_misdeal", wrapper)


def td_seven_players_dealt_in() -> None:
    """2-7: a seventh player is dealt in (the game is for six at most)."""
    _with_rule("triple_draw", "TripleDrawHand", "begin", max_players=7)


def deck_removed_always_reshuffled() -> None:
    """Five-card draw, the deck put away early: the unused cards are always shuffled and cut,
    even when the dealer can take the top part back and deal on."""

    def wrapper(original: Fn) -> Fn:
        def deck_removed(self: Any, irregularity: Any) -> None:
            lost = irregularity.model_copy(update={"circumstance": "order-lost"})
            original(self, lost)

        return deck_removed

    wrap_method("draw_errors", "DealingErrors", "_deck_removed", wrapper)


def draw_uncontested_opener_not_checked() -> None:
    """Five-card draw: an opener whom everyone folds to wins without showing his openers."""

    def wrapper(original: Fn) -> Fn:
        def decide(self: Any) -> None:
            if len(self.live_seats()) == 1:
                self._settle(false_opener=None)
                return
            original(self)

        return decide

    wrap_method("draw", "DrawHand", "_decide", wrapper)


def reshuffle_cut_by_the_next_player() -> None:
    """Five-card draw: the player after the one about to receive the cards cuts the new stub,
    not the player before him ('preceding' read in the wrong direction)."""

    def seat_before(dealt: Any, seat: int) -> int:
        order = list(dealt)
        return int(order[(order.index(seat) + 1) % len(order)])

    replace_function("draw_rules", "seat_before", seat_before)


def td_side_pot_hands_shown_first() -> None:
    """2-7: the hands contesting the last side pot are shown first, then the others."""

    def wrapper(original: Fn) -> Fn:
        def open_showdown(self: Any) -> None:
            original(self)
            pots = self.pots()
            if len(pots) < 2:
                return
            top = set(pots[-1].eligible)
            queue = self.show_queue
            order = [s for s in queue if s in top] + [s for s in queue if s not in top]
            self.show_queue = order
            self.show_sequence = list(order)

        return open_showdown

    wrap_method("triple_draw", "TripleDrawHand", "_open_showdown", wrapper)


def draw_no_check_raise() -> None:
    """Five-card draw: a player who checked may only call or fold when a bet comes back to
    him, before the draw (after passing, the opening bet) and after it."""
    check = engine_module("betting").CHECK

    def wrapper(original: Fn) -> Fn:
        def _bet(self: Any, action: Any) -> None:
            round_ = self.round
            checked: set[int] = self.__dict__.setdefault("_mutant_checked", {}).setdefault(
                self.phase, set()
            )
            if action.kind is check and round_ is not None:
                checked.add(action.seat)
            original(self, action)
            if self.round is round_ and round_ is not None:
                round_.closed.update(checked)

        return _bet

    wrap_method("draw", "DrawHand", "_bet", wrapper)


def draw_all_in_players_do_not_draw() -> None:
    """Five-card draw: a player all in is skipped at the draw and keeps the five cards dealt."""
    all_in = __import__("pokercert.protocol", fromlist=["SeatStatus"]).SeatStatus.ALL_IN

    def wrapper(original: Fn) -> Fn:
        def open_draw(self: Any) -> None:
            original(self)
            skipped = [s for s in self.draw_queue if self.seats[s].status is all_in]
            self.draw_queue = [s for s in self.draw_queue if s not in skipped]
            for seat in skipped:
                self.seats[seat].draw_counts.append(0)
            if not self.draw_queue:
                self._open_post_draw()

        return open_draw

    wrap_method("draw", "DrawHand", "_open_draw", wrapper)


def draw_lone_player_may_raise() -> None:
    """Five-card draw: the only player left with chips may still raise against players all in."""
    replace_method("draw", "DrawHand", "_limit_lone_player", lambda self: None)


def draw_no_antes_after_a_pass_out() -> None:
    """Five-card draw (CF-038 C): the deal after a passed-out deal takes no new antes; the
    carried antes stand for it."""

    def wrapper(original: Fn) -> Fn:
        def commit(self: Any, seat: int, chips: int, kind: str, clause: Any = None) -> int:
            if kind == "ante" and self.carried_in:
                self.log(kind, seat=seat, amount=0, clause=clause)
                return 0
            return int(original(self, seat, chips, kind, clause))

        return commit

    wrap_method("draw", "DrawHand", "commit", wrapper)
