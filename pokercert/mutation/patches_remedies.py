"""Mutants of the irregularity remedies of 000 (stud) and of Art. 112 (five-card draw)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from pokercert.mutation.patching import (
    engine_module,
    replace_function,
    replace_method,
    wrap_function,
    wrap_method,
)

Fn = Callable[..., Any]


def eight_card_hand_lives() -> None:
    rules = engine_module("stud_remedies_rules")

    def too_many_cards(count: int) -> Any:
        return rules.Verdict(True, "CR-059", "more than eight") if count > 8 else None

    replace_function("stud_remedies_rules", "too_many_cards", too_many_cards)

    def wrapper(original: Fn) -> Fn:
        return lambda count, live: None if count == 8 else original(count, live)

    wrap_function("stud_remedies_rules", "showdown_verdict", wrapper)


def six_card_hand_dead() -> None:
    def wrapper(original: Fn) -> Fn:
        return lambda count, live: original(count, False)

    wrap_function("stud_remedies_rules", "showdown_verdict", wrapper)


def short_hand_lives() -> None:
    """Any hand short of seven cards plays at the showdown."""

    def wrapper(original: Fn) -> Fn:
        return lambda count, live: None if count < 7 else original(count, live)

    wrap_function("stud_remedies_rules", "showdown_verdict", wrapper)


def wrong_bring_in_always_corrected() -> None:
    replace_function(
        "stud_remedies_rules",
        "wrong_bring_in_fix",
        lambda next_player_acted: ("corrected", ("CR-019", "CR-020")),
    )


def wrong_bring_in_always_stands() -> None:
    replace_function(
        "stud_remedies_rules",
        "wrong_bring_in_fix",
        lambda next_player_acted: ("stands", ("CR-021",)),
    )


def premature_deal_one_card_fewer_removed() -> None:
    replace_function("stud_remedies_rules", "extra_removals", lambda players: max(0, players - 1))


def _last_card(change: Callable[[Any, Any, int, bool], Any]) -> None:
    wrap_function(
        "stud_remedies_rules",
        "last_card_face_up",
        lambda original: lambda live, seat, all_in: change(original, live, seat, all_in),
    )


def last_card_heads_up_second_stays_down() -> None:
    def change(original: Fn, live: Any, seat: int, all_in: bool) -> Any:
        remedy = original(live, seat, all_in)
        if len(live) == 2 and not all_in and seat == live[0]:
            return dataclasses.replace(remedy, turn_up=(seat,), all_in_option=seat)
        return remedy

    _last_card(change)


def last_card_no_all_in_option() -> None:
    def change(original: Fn, live: Any, seat: int, all_in: bool) -> Any:
        remedy = original(live, seat, all_in)
        if len(live) > 2:
            return dataclasses.replace(remedy, all_in_option=None)
        return remedy

    _last_card(change)


def last_card_heads_up_second_player_no_option() -> None:
    def change(original: Fn, live: Any, seat: int, all_in: bool) -> Any:
        remedy = original(live, seat, all_in)
        if len(live) == 2 and not all_in and seat == live[1]:
            return dataclasses.replace(remedy, all_in_option=None)
        return remedy

    _last_card(change)


def last_card_first_by_seat_number() -> None:
    """Heads-up, 'the first player' of CR-057/CR-058 read as the lower seat number."""
    _last_card(lambda original, live, seat, all_in: original(sorted(live), seat, all_in))


def last_card_board_ignores_the_seventh() -> None:
    """The high board after a face-up seventh card is taken from the first four upcards."""

    def wrapper(original: Fn) -> Fn:
        def high_board_any_size(boards: Any, order: Any, rules: Any) -> Any:
            return original({s: list(b)[:4] for s, b in boards.items()}, order, rules)

        return high_board_any_size

    wrap_function("stud_remedies_rules", "high_board_any_size", wrapper)


def burn_error_keepers_ignored() -> None:
    """Final downcard seen or mixed: restored anyway, as if nobody had looked."""

    def wrapper(original: Fn) -> Fn:
        return lambda sequence, seats, error, keepers=(): original(sequence, seats, error, ())

    wrap_function("stud_remedies_rules", "burn_remedy", wrapper)


def burn_error_cards_stand() -> None:
    """A burn error is never corrected: every player keeps the card the faulty deal gave."""

    def wrapper(original: Fn) -> Fn:
        return lambda sequence, seats, error, keepers=(): original(
            sequence, seats, error, tuple(seats)
        )

    wrap_function("stud_remedies_rules", "burn_remedy", wrapper)


def dead_low_card_ignored() -> None:
    replace_function("stud_remedies_rules", "would_have_been_low", lambda doors, dead, rules: None)


def excused_fold_ends_the_waiver() -> None:
    """CF-104 read as B: after the first hand on the dead hand's left folds, the next brings in."""

    def wrapper(original: Callable[..., Any]) -> Callable[..., Any]:
        def pass_choice(self: Any, gone: int) -> None:
            original(self, gone)
            self.excused = None

        return pass_choice

    wrap_method("stud_remedies_core", "RemedyCore", "_pass_choice", wrapper)


def exposed_hole_card_no_swap() -> None:
    """An exposed hole card: the door card stays up, the exposed card stays a downcard."""

    def third_card_down(self: Any, seat: int, shown: Any) -> None:
        self.log("exposed-card", seat=seat, cards=[shown], clause="CR-007", detail="exposed")

    replace_method(
        "stud_remedies_exposed", "ExposedCardRemedies", "_third_card_down", third_card_down
    )


def both_holes_exposed_ante_kept() -> None:
    """Both hole cards exposed: the hand dies, but the ante stays in the pot."""

    def wrapper(original: Fn) -> Fn:
        def both_holes_exposed(self: Any, seat: int) -> None:
            self._give_back = lambda seat, chips: None  # the refund is skipped
            try:
                original(self, seat)
            finally:
                del self._give_back

        return both_holes_exposed

    wrap_method("stud_remedies_exposed", "ExposedCardRemedies", "_both_holes_exposed", wrapper)


def tournament_exposed_card_no_misdeal() -> None:
    def wrapper(original: Fn) -> Fn:
        def downcard_exposed(self: Any, irregularity: Any) -> None:
            saved = self.rules
            self.rules = saved.model_copy(update={"tournament": False})
            try:
                original(self, irregularity)
            finally:
                self.rules = saved

        return downcard_exposed

    wrap_method("stud_remedies_exposed", "ExposedCardRemedies", "_downcard_exposed", wrapper)


def tournament_absent_hand_lives_until_its_turn() -> None:
    replace_method(
        "stud_remedies_table", "TableRemedies", "_kill_absent_at_deal", lambda self: None
    )


def absent_player_keeps_the_bring_in() -> None:
    """An absent low card forfeits the ante only: the bring-in is never taken."""

    def wrapper(original: Fn) -> Fn:
        def absent_turn(self: Any, seat: int) -> None:
            saved = self.excused
            if self.bring_in_due == seat:
                self.excused = seat
            try:
                original(self, seat)
            finally:
                if self.excused == seat:
                    self.excused = saved

        return absent_turn

    wrap_method("stud_remedies_table", "TableRemedies", "_absent_turn", wrapper)


def picking_up_upcards_is_no_fold() -> None:
    def pick_up(self: Any, irregularity: Any) -> None:
        seat = self._live_seat(irregularity.seat, "pick-up-upcards")
        self.log("pick-up-upcards", seat=seat, detail="no effect")

    replace_method("stud_remedies_table", "TableRemedies", "_pick_up_upcards", pick_up)


def fold_without_a_bet_refused() -> None:
    """A player with nothing to call may not fold (he must check)."""
    replace_method(
        "stud_remedies_table", "TableRemedies", "_fold_without_bet", lambda self, action: False
    )


def fold_leaving_one_hand_deals_on() -> None:
    """CF-107 B: a fold with no bet that leaves one other hand still keeps receiving cards."""
    replace_method(
        "stud_remedies_table", "TableRemedies", "_leaves_one_hand", lambda self, seat: False
    )


def folded_no_bet_hand_plays_showdown() -> None:
    """A hand folded with no bet that no bet killed still takes part in the showdown."""

    def wrapper(original: Fn) -> Fn:
        def kill(self: Any, why: str) -> None:
            if "showdown" in why:
                self.folded_no_bet.clear()
                return
            original(self, why)

        return kill

    wrap_method("stud_remedies_table", "TableRemedies", "_kill_folded_hands", wrapper)


def wrong_bring_in_fold_is_not_acting() -> None:
    """Wrong bring-in: a fold by the next player does not count as acting (CR-021)."""
    protocol = __import__("pokercert.protocol", fromlist=["ActionKind"])

    def wrapper(original: Fn) -> Fn:
        def act(self: Any, action: Any) -> None:
            wrong = self.wrong
            before = wrong.next_acted if wrong is not None else None
            original(self, action)
            folded = action.kind is protocol.ActionKind.FOLD
            if wrong is not None and folded and self.wrong is wrong:
                wrong.next_acted = before

        return act

    wrap_method("stud_irregularities", "StudHandWithRemedies", "act", wrapper)


# --------------------------------------------------------------------------- round 3


def all_in_last_card_face_up_as_any_other() -> None:
    """The last card of an all-in player dealt face up is remedied like anyone's: heads-up the
    other player's is turned up too (it should simply stand, CR-053)."""

    def change(original: Fn, live: Any, seat: int, all_in: bool) -> Any:
        return original(live, seat, False)

    _last_card(change)


def premature_seventh_card_may_bet() -> None:
    """A player who keeps a premature seventh card may still bet and raise on sixth street."""

    def wrapper(original: Fn) -> Fn:
        def keep(self: Any, seat: int, card: Any) -> None:
            original(self, seat, card)
            self.seats[seat].may_bet = True

        return keep

    wrap_method("stud_remedies_deal", "DealingRemedies", "_keep_premature_card", wrapper)


def cash_absent_hand_killed_at_once() -> None:
    """Cash game: an absent player's hand is killed as soon as the starting hands are out (the
    tournament rule), not when the betting reaches his seat."""

    def wrapper(original: Fn) -> Fn:
        def begin(self: Any) -> None:
            original(self)
            if not self.rules.tournament and self.result is None:
                self._kill_absent_at_deal()
                self._after_change()

        return begin

    wrap_method("stud_irregularities", "StudHandWithRemedies", "begin", wrapper)


def picking_up_upcards_at_showdown_kills() -> None:
    """Picking up the upcards at the showdown kills the hand (it has no effect there)."""
    dead = __import__("pokercert.protocol", fromlist=["DeadHandCause"]).DeadHandCause

    def wrapper(original: Fn) -> Fn:
        def pick_up(self: Any, irregularity: Any) -> None:
            seat = irregularity.seat
            if self.show_queue and seat in self.show_queue:
                self._kill(seat, "picked up the upcards", "CR-034", dead.FLOOR_RULING)
                return
            original(self, irregularity)

        return pick_up

    wrap_method("stud_remedies_table", "TableRemedies", "_pick_up_upcards", wrapper)


def card_off_table_plays_as_dealt() -> None:
    """A hole card dealt off the table is taken as dealt face down (no exposed card)."""

    def wrapper(original: Fn) -> Fn:
        def off_table(self: Any, irregularity: Any) -> None:
            seat = self._live_seat(irregularity.seat, "card-off-table")
            card = self._named_card(irregularity)
            if card is not None and card in self.seats[seat].downcards:
                self.log("card-off-table", seat=seat, detail="the card plays as dealt")
                return
            original(self, irregularity)

        return off_table

    wrap_method("stud_remedies_exposed", "ExposedCardRemedies", "_card_off_table", wrapper)


def reshuffle_leaves_out_removed_cards() -> None:
    """Card room: the cards taken out of play after a premature deal are left out of the
    reshuffle when the deck runs short (they are kept aside for it, CR-044)."""

    def wrapper(original: Fn) -> Fn:
        def mutant(self: Any, *args: Any) -> Any:
            saved = self.rules
            self.rules = saved.model_copy(update={"reshuffle_includes_removed_cards": False})
            try:
                return original(self, *args)
            finally:
                self.rules = saved

        return mutant

    wrap_method("stud", "StudHand", "_deal_later_street", wrapper)
    wrap_method("stud", "StudHand", "_reshuffle", wrapper)
