"""Mutants of the pots: side pots and the odd chip."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pokercert.mutation.patching import (
    engine_module,
    replace_function,
    replace_method,
    wrap_method,
)

Fn = Callable[..., Any]


def no_side_pots() -> None:
    """One pot for everyone: an all-in player wins chips he could not match."""
    pots = engine_module("pots")

    def build_pots(committed: Any, live: Any, carried: int = 0) -> list[Any]:
        total = sum(c for c in committed.values() if c > 0) + carried
        eligible = tuple(sorted(s for s in live if committed.get(s, 0) > 0)) or tuple(sorted(live))
        return [pots.Pot(total, eligible)]

    replace_function("pots", "build_pots", build_pots)


def odd_chip_to_the_last_winner() -> None:
    """The odd chips go to the winners in reverse of the profile's order."""
    pots = engine_module("pots")
    original = pots.split

    def split(amount: int, winners: list[int]) -> dict[int, int]:
        return dict(original(amount, list(reversed(winners))))

    replace_function("pots", "split", split)


def odd_chip_by_seat_number() -> None:
    """Left of the dealer read as 'lowest seat number first', whatever the button."""

    def wrapper(original: Fn) -> Fn:
        def odd_chip_order(self: Any, winners: list[int]) -> list[int]:
            if self.rules.odd_chip == "left-of-dealer":
                return sorted(winners)
            return list(original(self, winners))

        return odd_chip_order

    for module, cls in (
        ("stud", "StudHand"),
        ("triple_draw", "TripleDrawHand"),
        ("draw", "DrawHand"),
    ):
        wrap_method(module, cls, "odd_chip_order", wrapper)


def odd_chip_to_the_lowest_suit() -> None:
    """Highest-suit profiles: the odd chip to the winner whose highest card has the lowest suit."""

    def wrapper(original: Fn) -> Fn:
        def odd_chip_order(self: Any, winners: list[int]) -> list[int]:
            order = list(original(self, winners))
            if self.rules.odd_chip == "highest-suit" and all(s in self.shown for s in winners):
                return order[::-1]
            return order

        return odd_chip_order

    wrap_method("stud", "StudHand", "odd_chip_order", wrapper)


def draw_odd_chip_left_of_dealer() -> None:
    """Five-card draw: the odd chip by position from the button, not to the first hand shown."""

    def wrapper(original: Fn) -> Fn:
        def odd_chip_order(self: Any, winners: list[int]) -> list[int]:
            saved = self.rules
            self.rules = saved.model_copy(update={"odd_chip": "left-of-dealer"})
            try:
                return list(original(self, winners))
            finally:
                self.rules = saved

        return odd_chip_order

    wrap_method("draw", "DrawHand", "odd_chip_order", wrapper)


def odd_chip_starts_at_the_dealer() -> None:
    """'Left of the dealer' counted from the dealer's own seat: a tied dealer gets the odd chip."""

    def wrapper(original: Fn) -> Fn:
        def odd_chip_order(self: Any, winners: list[int]) -> list[int]:
            order = list(original(self, winners))
            if self.rules.odd_chip == "left-of-dealer" and self.dealer_seat in order:
                order.remove(self.dealer_seat)
                order.insert(0, self.dealer_seat)
            return order

        return odd_chip_order

    for module, cls in (
        ("stud", "StudHand"),
        ("triple_draw", "TripleDrawHand"),
    ):
        wrap_method(module, cls, "odd_chip_order", wrapper)


def odd_chips_all_to_the_first_winner() -> None:
    """A pot split three ways with two odd chips: both go to the first winner."""

    def split(amount: int, winners: list[int]) -> dict[int, int]:
        if not winners:
            raise ValueError("a pot needs at least one winner")
        share, odd = divmod(amount, len(winners))
        shares = {seat: share for seat in winners}
        shares[winners[0]] += odd
        return shares

    replace_function("pots", "split", split)


def odd_chip_suit_of_any_of_seven() -> None:
    """Odd chip by suit: the highest of all seven cards, not of the winning five."""
    stud_rules = engine_module("stud_rules")
    rank = engine_module("cards").rank

    def cards_by_suit(self: Any, seat: int) -> list[tuple[int, int]]:
        order = self.rules.bring_in_suit_order
        cards = self.hand_cards(seat)
        return sorted(((rank(c), stud_rules.suit_index(c, order)) for c in cards), reverse=True)

    replace_method("stud", "StudHand", "_cards_by_suit", cards_by_suit)


def folded_chips_all_to_the_main_pot() -> None:
    """Side pots built from the live players only; every folded chip goes to the main pot."""
    pots = engine_module("pots")
    original = pots.build_pots

    def build_pots(committed: Any, live: Any, carried: int = 0) -> Any:
        live_set = set(live)
        dead = sum(c for s, c in committed.items() if c > 0 and s not in live_set)
        kept = {s: c for s, c in committed.items() if s in live_set}
        if not any(c > 0 for c in kept.values()):
            return original(committed, live, carried)
        result = original(kept, live, carried)
        if dead:
            first = result[0]
            result[0] = pots.Pot(first.amount + dead, first.eligible)
        return result

    replace_function("pots", "build_pots", build_pots)


def td_odd_chip_first_in_show_order() -> None:
    """2-7: the odd chip to the tied winner who showed first, not to the first clockwise from
    the button."""
    first_shown = engine_module("params").OddChip.FIRST_IN_SHOW_ORDER

    def wrapper(original: Fn) -> Fn:
        def odd_chip_order(self: Any, winners: list[int]) -> list[int]:
            saved = self.rules
            self.rules = saved.model_copy(update={"odd_chip": first_shown})
            try:
                return list(original(self, winners))
            finally:
                self.rules = saved

        return odd_chip_order

    wrap_method("triple_draw", "TripleDrawHand", "odd_chip_order", wrapper)


def draw_odd_chip_by_betting_order() -> None:
    """Five-card draw: the odd chip to the first tied winner in the betting order after the
    draw (from the opener), not to the first hand shown."""

    def wrapper(original: Fn) -> Fn:
        def odd_chip_order(self: Any, winners: list[int]) -> list[int]:
            order = list(self.final_order)
            if order and all(s in order for s in winners):
                return sorted(winners, key=order.index)
            return list(original(self, winners))

        return odd_chip_order

    wrap_method("draw", "DrawHand", "odd_chip_order", wrapper)


def carried_pot_goes_to_the_last_pot() -> None:
    """The chips carried from a passed deal are added to the last (side) pot, not to the main
    pot every player contests."""
    pots = engine_module("pots")
    original = pots.build_pots

    def build_pots(committed: Any, live: Any, carried: int = 0) -> list[Any]:
        built = list(original(committed, live, 0))
        if carried:
            if built:
                last = built[-1]
                built[-1] = pots.Pot(last.amount + carried, last.eligible)
            else:
                built.append(pots.Pot(carried, tuple(sorted(live))))
        return built

    replace_function("pots", "build_pots", build_pots)


def one_side_pot_only() -> None:
    """A main pot and one side pot: every chip above the lowest all-in goes to one side pot,
    which a second all-in player can win past what he matched."""
    pots = engine_module("pots")
    original = pots.build_pots

    def build_pots(committed: Any, live: Any, carried: int = 0) -> list[Any]:
        found = original(committed, live, carried)
        if len(found) <= 2:
            return list(found)
        return [found[0], pots.Pot(sum(pot.amount for pot in found[1:]), found[1].eligible)]

    replace_function("pots", "build_pots", build_pots)


def side_pots_share_the_first_eligibility() -> None:
    """Side pots cut at every all-in, each offered to the players of the first side pot."""
    pots = engine_module("pots")
    original = pots.build_pots

    def build_pots(committed: Any, live: Any, carried: int = 0) -> list[Any]:
        found = original(committed, live, carried)
        if len(found) <= 2:
            return list(found)
        first = found[1].eligible
        return [found[0], *(pots.Pot(pot.amount, first) for pot in found[1:])]

    replace_function("pots", "build_pots", build_pots)


def uncalled_excess_over_the_smallest_stake() -> None:
    """The uncalled chips of the top bettor counted over the smallest commitment in the hand,
    not over the next largest: a bet called by one player and not by a shorter all-in one goes
    back in part."""

    def uncalled_bet(self: Any) -> Any:
        committed = sorted(
            ((s.committed, n) for n, s in self.seats.items() if s.committed),
            reverse=True,
        )
        if not committed:
            return None
        top, seat = committed[0]
        excess = top - (committed[-1][0] if len(committed) > 1 else 0)
        return (seat, excess) if excess > 0 else None

    replace_method("table", "Hand", "uncalled_bet", uncalled_bet)


def next_hand_forgets_the_returned_chips() -> None:
    """Consecutive hands: the next hand starts from the stacks before the uncalled chips of the
    last hand were given back (the chips returned to their owner are lost)."""

    def wrapper(original: Fn) -> Fn:
        def _next(self: Any, request: Any) -> Any:
            previous = self.hand
            back = dict(previous.returned) if previous is not None else {}
            for seat, chips in back.items():
                previous.seats[seat].stack -= chips
            try:
                return original(self, request)
            finally:
                for seat, chips in back.items():
                    previous.seats[seat].stack += chips

        return _next

    wrap_method("session", "Session", "_next", wrapper)
