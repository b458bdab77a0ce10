"""Mutants of seven-card stud: bet sizes, caps, the bring-in, who acts, the showdown, the deck."""

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


def _with_rules(module: str, name: str, **update: Any) -> None:
    """Call ``module.name`` with a profile whose parameters were misread as ``update``."""

    def wrapper(original: Fn) -> Fn:
        def mutant(*args: Any, **kwargs: Any) -> Any:
            args = tuple(
                a.model_copy(update=update) if type(a).__name__ == "StudRules" else a for a in args
            )
            return original(*args, **kwargs)

        return mutant

    wrap_function(module, name, wrapper)


# --------------------------------------------------------------------------- bet sizes


def _sizing(change: Callable[[Fn, tuple[Any, ...]], Any]) -> None:
    wrap_function(
        "stud_rules",
        "street_sizing",
        lambda original: lambda *args: change(original, args),
    )


def big_bet_from_fourth_street() -> None:
    """The big bet already on fourth street (fixed and split limit)."""
    sizes = engine_module("stud_rules")

    def change(original: Fn, args: tuple[Any, ...]) -> Any:
        rules, amounts, street, pair, _pot = args
        if rules.betting_structure != "limited-pot" and street == 4 and not pair:
            return sizes.FixedSize(amounts.big_bet)
        return original(*args)

    _sizing(change)


def small_bet_on_fifth_street() -> None:
    """The big bet only from sixth street."""
    sizes = engine_module("stud_rules")

    def change(original: Fn, args: tuple[Any, ...]) -> Any:
        rules, amounts, street, _pair, _pot = args
        if rules.betting_structure != "limited-pot" and street == 5:
            return sizes.FixedSize(amounts.small_bet)
        return original(*args)

    _sizing(change)


def open_pair_ignored() -> None:
    """Fixed limit: an open pair on fourth street gives no option of the big bet."""

    def change(original: Fn, args: tuple[Any, ...]) -> Any:
        rules, amounts, street, _pair, pot = args
        if rules.betting_structure == "fixed-limit":
            return original(rules, amounts, street, False, pot)
        return original(*args)

    _sizing(change)


def open_pair_big_raise_does_not_fix_size() -> None:
    sizes = engine_module("stud_rules")
    original = sizes.OpenPairSize.__call__

    def call(self: Any, round_: Any) -> Any:
        if self.big_fixes:
            return original(sizes.OpenPairSize(self.small, self.big, False), round_)
        return original(self, round_)

    replace_method("stud_rules", "OpenPairSize", "__call__", call)


def split_limit_pair_keeps_lower_limit() -> None:
    def change(original: Fn, args: tuple[Any, ...]) -> Any:
        rules, amounts, street, _pair, pot = args
        if rules.betting_structure == "split-limit":
            return original(rules, amounts, street, False, pot)
        return original(*args)

    _sizing(change)


def split_limit_pair_gives_an_option() -> None:
    """Split limit: an open pair offers the higher limit as an option (the fixed-limit rule)."""
    sizes = engine_module("stud_rules")

    def change(original: Fn, args: tuple[Any, ...]) -> Any:
        rules, amounts, street, pair, _pot = args
        if rules.betting_structure == "split-limit" and street == 4 and pair:
            return sizes.OpenPairSize(amounts.small_bet, amounts.big_bet, True)
        return original(*args)

    _sizing(change)


def limited_pot_sixth_street_whole_pot() -> None:
    sizes = engine_module("stud_rules")

    def change(original: Fn, args: tuple[Any, ...]) -> Any:
        rules, amounts, street, _pair, pot = args
        if rules.betting_structure == "limited-pot" and street == 6:
            return sizes.PotLimitedSize(amounts.small_bet, pot)
        return original(*args)

    _sizing(change)


def limited_pot_seventh_street_half_pot() -> None:
    sizes = engine_module("stud_rules")

    def change(original: Fn, args: tuple[Any, ...]) -> Any:
        rules, amounts, street, _pair, pot = args
        if rules.betting_structure == "limited-pot" and street == 7:
            return sizes.PotLimitedSize(amounts.small_bet, pot // 2)
        return original(*args)

    _sizing(change)


def limited_pot_limit_grows_with_bets() -> None:
    """The limit counts the bets of the interval, not the pot when the card was dealt."""
    sizes = engine_module("stud_rules")
    original = sizes.PotLimitedSize.__call__

    def call(self: Any, round_: Any) -> Any:
        grown = sizes.PotLimitedSize(self.minimum, self.limit + sum(round_.bets.values()))
        return original(grown, round_)

    replace_method("stud_rules", "PotLimitedSize", "__call__", call)


def limited_pot_early_streets_pot_limit() -> None:
    """Limited pot: the first three intervals also played up to the pot."""
    sizes = engine_module("stud_rules")

    def change(original: Fn, args: tuple[Any, ...]) -> Any:
        rules, amounts, street, _pair, pot = args
        if rules.betting_structure == "limited-pot" and street <= 5:
            return sizes.PotLimitedSize(amounts.small_bet, pot)
        return original(*args)

    _sizing(change)


def limited_pot_raise_below_largest() -> None:
    """Limited pot: a raise may be smaller than the largest bet or raise of the round."""
    betting = engine_module("betting")

    def call(self: Any, round_: Any) -> Any:
        ceiling = max(self.limit, self.minimum)
        return betting.Sizing(self.minimum, ceiling)

    replace_method("stud_rules", "PotLimitedSize", "__call__", call)


# --------------------------------------------------------------------------- caps


def raise_cap_ignored() -> None:
    def wrapper(original: Fn) -> Fn:
        def new_round(self: Any) -> Any:
            round_ = original(self)
            round_.cap = None
            return round_

        return new_round

    wrap_method("stud", "StudHand", "_new_round", wrapper)
    replace_function("stud_rules", "round_cap", lambda rules, bring_in_posted: None)


def completion_counts_as_a_raise() -> None:
    replace_function(
        "stud_rules",
        "round_cap",
        lambda rules, bring_in_posted: rules.raise_cap - 1 if bring_in_posted else rules.raise_cap,
    )


def cap_lifted_heads_up() -> None:
    """No cap once only two players can bet (a common house rule the sources do not have)."""

    def wrapper(original: Fn) -> Fn:
        def options(self: Any) -> Any:
            if self.cap is None or len(self.able(self.order)) != 2:
                return original(self)
            saved, self.cap = self.cap, None
            try:
                return original(self)
            finally:
                self.cap = saved

        return options

    wrap_method("stud", "StudRound", "options", wrapper)


# --------------------------------------------------------------------------- the bring-in


def bring_in_ace_low() -> None:
    _with_rules("stud_rules", "bring_in_seat", ace_low_for_bring_in=True)


def _bring_in_suits(order: list[str]) -> None:
    _with_rules("stud_rules", "bring_in_seat", bring_in_suit_order=order)


def bring_in_clubs_above_diamonds() -> None:
    _bring_in_suits(["d", "c", "h", "s"])


def bring_in_diamonds_above_hearts() -> None:
    _bring_in_suits(["c", "h", "d", "s"])


def bring_in_hearts_above_spades() -> None:
    _bring_in_suits(["c", "d", "s", "h"])


def bring_in_tie_by_position() -> None:
    """Equal door cards: the first one dealt brings in, whatever the suits."""

    def bring_in_seat(doors: dict[int, int], rules: Any) -> int:
        low = min(card >> 2 for card in doors.values())
        return next(seat for seat, card in doors.items() if card >> 2 == low)

    replace_function("stud_rules", "bring_in_seat", bring_in_seat)


def bring_in_must_complete() -> None:
    """The low card may not bring in for the forced amount: it must open for a full bet."""
    protocol = __import__("pokercert.protocol", fromlist=["ActionKind"])

    def wrapper(original: Fn) -> Fn:
        def actions(self: Any) -> Any:
            found = original(self)
            full = [a for a in found if a.kind is not protocol.ActionKind.BRING_IN]
            return full or found

        return actions

    wrap_method("stud", "StudHand", "_bring_in_actions", wrapper)


def bring_in_cannot_complete() -> None:
    protocol = __import__("pokercert.protocol", fromlist=["ActionKind"])

    def wrapper(original: Fn) -> Fn:
        def actions(self: Any) -> Any:
            return [a for a in original(self) if a.kind is not protocol.ActionKind.COMPLETE]

        return actions

    wrap_method("stud", "StudHand", "_bring_in_actions", wrapper)


def short_bring_in_lowers_the_call() -> None:
    """A bring-in all in for less: the others need only call what he put in."""
    round_class = engine_class("stud", "StudRound")
    original = round_class.post_forced

    def post_forced(self: Any, seat: int, amount: int, level: int | None = None) -> int:
        paid = int(original(self, seat, amount, level))
        self.current = min(self.current, max(paid, max(self.bets.values(), default=0)))
        return paid

    replace_method("stud", "StudRound", "post_forced", post_forced)


def action_after_bring_in_starts_left_of_dealer() -> None:
    """After the bring-in the turn goes to the first seat from the dealer's left."""

    def wrapper(original: Fn) -> Fn:
        def bring_in(self: Any, action: Any) -> None:
            original(self, action)
            round_ = self.round
            if round_ is not None and self.street == 3 and round_.pending:
                first = [s for s in round_.order if s in round_.pending]
                round_.pending[:] = first

        return bring_in

    wrap_method("stud", "StudHand", "_bring_in", wrapper)


def bring_in_passes_right_of_all_in() -> None:
    """The low card all in for the ante: the player on its right brings in instead."""

    def first_to_act(designated: int, order: Any, able: Any) -> int | None:
        if designated in able:
            return designated
        rev = list(reversed(list(order)))
        return engine_module("stud_rules").next_in(rev, designated, able)

    replace_function("stud_rules", "first_to_act", first_to_act)


# --------------------------------------------------------------------------- who acts first


def _high_board(key: Callable[[Any, Any, Any], Any]) -> None:
    replace_function("stud_rules", "high_board_seat", key)


def high_hand_tie_goes_to_the_later_seat() -> None:
    rules_mod = engine_module("stud_rules")

    def high_board_seat(boards: Any, order: Any, rules: Any) -> int:
        seats = [s for s in order if s in boards]
        keys = [(rules_mod.showing_value(boards[s]), i, s) for i, s in enumerate(seats)]
        return int(max(keys)[2])

    _high_board(high_board_seat)


def high_hand_tie_by_suit_everywhere() -> None:
    """The German suit tie-break applied under a profile that breaks ties by position."""
    _with_rules("stud_rules", "high_board_seat", equal_board_tiebreak="suit")


def german_high_hand_tie_by_position() -> None:
    _with_rules("stud_rules", "high_board_seat", equal_board_tiebreak="position")


def german_board_hearts_above_spades() -> None:
    _with_rules("stud_rules", "high_board_seat", board_suit_order=["c", "d", "s", "h"])


def german_board_clubs_above_diamonds() -> None:
    _with_rules("stud_rules", "high_board_seat", board_suit_order=["d", "c", "h", "s"])


def high_hand_ignores_pairs() -> None:
    """Boards compared on their high cards only: a pair of deuces loses to ace-king."""

    def high_board_seat(boards: Any, order: Any, rules: Any) -> int:
        seats = [s for s in order if s in boards]
        keys = [
            (sorted((c >> 2 for c in boards[s]), reverse=True), -i, s) for i, s in enumerate(seats)
        ]
        return int(max(keys)[2])

    _high_board(high_board_seat)


def high_hand_on_two_upcards() -> None:
    """Every later street compares the first two upcards only (the fourth-street rule kept)."""

    def wrapper(original: Fn) -> Fn:
        def high_board_seat(boards: Any, order: Any, rules: Any) -> Any:
            return original({s: list(b)[:2] for s, b in boards.items()}, order, rules)

        return high_board_seat

    wrap_function("stud_rules", "high_board_seat", wrapper)


# --------------------------------------------------------------------------- showdown


def showdown_checked_river_from_dealers_left() -> None:
    """Seventh street checked: the first live seat from the dealer's left shows first."""
    rules_mod = engine_module("stud_rules")

    def show_order(live: Any, last_aggressor: Any, first_could_bet: Any) -> list[int]:
        return list(rules_mod.rotate_to(live, last_aggressor) if last_aggressor in live else live)

    replace_function("stud_rules", "show_order", show_order)


def showdown_checked_river_earlier_aggressor() -> None:
    """Seventh street checked: the last aggressor of an earlier street shows first."""

    def wrapper(original: Fn) -> Fn:
        def open_showdown(self: Any) -> None:
            if self.last_aggressor.get(7) is None:
                for street in (6, 5, 4, 3):
                    if self.last_aggressor.get(street) is not None:
                        self.last_aggressor[7] = self.last_aggressor[street]
                        break
            original(self)

        return open_showdown

    wrap_method("stud", "StudHand", "_open_showdown", wrapper)


def showdown_counter_clockwise() -> None:
    def wrapper(original: Fn) -> Fn:
        def show_order(live: Any, last_aggressor: Any, first_could_bet: Any) -> list[int]:
            order = list(original(live, last_aggressor, first_could_bet))
            return order[:1] + order[1:][::-1]

        return show_order

    wrap_function("stud_rules", "show_order", wrapper)


def first_to_show_may_muck() -> None:
    """The first player called on may muck (the German rule) under every profile."""
    _with_stud_rule_in_method("_may_muck", first_to_show_may_muck=True)


def german_first_to_show_must_show() -> None:
    _with_stud_rule_in_method("_may_muck", first_to_show_may_muck=False)


def _with_stud_rule_in_method(method: str, **update: Any) -> None:
    def wrapper(original: Fn) -> Fn:
        def mutant(self: Any, *args: Any) -> Any:
            saved = self.rules
            self.rules = saved.model_copy(update=update)
            try:
                return original(self, *args)
            finally:
                self.rules = saved

        return mutant

    wrap_method("stud", "StudHand", method, wrapper)


def winner_by_default_shows() -> None:
    _with_stud_rule_in_method("_win_uncontested", winner_by_default_must_show=True)


def action_clock_folds() -> None:
    """The clock runs out: the player is folded instead of put all in (online)."""
    _with_stud_rule_in_method("_time_out", action_clock_expiry="fold")


# --------------------------------------------------------------------------- deck, common card


def common_card_not_played_at_showdown() -> None:
    replace_method("stud", "StudHand", "hand_cards", lambda self, seat: self.seats[seat].cards)


def common_card_not_on_the_board() -> None:
    replace_method("stud", "StudHand", "board", lambda self, seat: self.seats[seat].upcards)


def _exhaustion(value: str) -> None:
    def wrapper(original: Fn) -> Fn:
        def street_plan(
            seats: Any, face_up: Any, burn: Any, cards: Any, exhaustion: Any, include_removed: Any
        ) -> Any:
            return original(seats, face_up, burn, cards, value, include_removed)

        return street_plan

    wrap_function("stud_dealing", "street_plan", wrapper)


def common_card_instead_of_reshuffle() -> None:
    _exhaustion("common-card")


def german_reshuffle_before_the_common_card() -> None:
    """German rules: what is left of the deck is reshuffled before the common card is turned."""
    _exhaustion("reshuffle-stub-and-burns-then-common-card")


def reshuffle_without_the_burns() -> None:
    """The stub runs short: only what is left of it is reshuffled, the burn cards stay out."""

    def wrapper(original: Fn) -> Fn:
        def reshuffle(self: Any) -> None:
            burns = list(self.burns)
            self.burns.clear()
            try:
                original(self)
            finally:
                self.burns.extend(burns)

        return reshuffle

    wrap_method("stud", "StudHand", "_reshuffle", wrapper)


def reshuffle_takes_in_the_folded_hands() -> None:
    """The stub runs short: the folded hands are shuffled in with the burns."""

    def wrapper(original: Fn) -> Fn:
        def reshuffle(self: Any) -> None:
            self.burns.extend(self.mucked)
            self.mucked.clear()
            original(self)

        return reshuffle

    wrap_method("stud", "StudHand", "_reshuffle", wrapper)


def reshuffle_deals_every_card_first() -> None:
    """Card room: the stub is dealt to the end (the last card too) before the reshuffle."""

    def wrapper(original: Fn) -> Fn:
        def street_plan(
            seats: Any, face_up: Any, burn: Any, cards: Any, exhaustion: Any, include_removed: Any
        ) -> Any:
            plan = original(seats, face_up, burn, cards, exhaustion, include_removed)
            kinds = [step.kind for step in plan]
            if exhaustion != "reshuffle-burns-then-common-card" or "reshuffle" not in kinds:
                return plan
            at = kinds.index("reshuffle")
            before = [s for s in plan[at + 1 :] if s.kind in ("up", "down")]
            if not before:
                return plan
            moved = before[0]
            rest = [s for s in plan[at:] if s is not moved]
            return [*plan[:at], moved, *rest]

        return street_plan

    wrap_function("stud_dealing", "street_plan", wrapper)


def no_burn_before_the_river() -> None:
    def wrapper(original: Fn) -> Fn:
        def street_plan(
            seats: Any, face_up: Any, burn: Any, cards: Any, exhaustion: Any, include_removed: Any
        ) -> Any:
            return original(seats, face_up, burn and face_up, cards, exhaustion, include_removed)

        return street_plan

    wrap_function("stud_dealing", "street_plan", wrapper)


def heads_up_caller_shows_first() -> None:
    """Heads-up at the showdown the player who called shows first, not the bettor."""

    def wrapper(original: Fn) -> Fn:
        def show_order(live: Any, last_aggressor: Any, first_could_bet: Any) -> list[int]:
            order = list(original(live, last_aggressor, first_could_bet))
            if len(order) == 2 and last_aggressor in order:
                return order[::-1]
            return order

        return show_order

    wrap_function("stud_rules", "show_order", wrapper)


def small_bet_on_seventh_street() -> None:
    """The big bet on fifth and sixth street, but the small bet again on seventh."""
    sizes = engine_module("stud_rules")

    def change(original: Fn, args: tuple[Any, ...]) -> Any:
        rules, amounts, street, _pair, _pot = args
        if rules.betting_structure != "limited-pot" and street == 7:
            return sizes.FixedSize(amounts.small_bet)
        return original(*args)

    _sizing(change)


def folded_upcards_stay_on_show() -> None:
    """A folded hand's upcards are still shown in the table view."""

    def fold_wrapper(original: Fn) -> Fn:
        def fold(self: Any, seat: int, why: str) -> None:
            shown = list(self.seats[seat].upcards)
            original(self, seat, why)
            self.__dict__.setdefault("mutant_folded_up", {})[seat] = shown

        return fold

    def view_wrapper(original: Fn) -> Fn:
        def seat_document(self: Any, state: Any) -> Any:
            document = original(self, state)
            shown = self.__dict__.get("mutant_folded_up", {}).get(state.seat)
            if shown and not document["upcards"]:
                cards = engine_module("cards")
                return {**document, "upcards": cards.cards_text(shown)}
            return document

        return seat_document

    wrap_method("stud", "StudHand", "_fold", fold_wrapper)
    wrap_method("stud", "StudHand", "seat_document", view_wrapper)


def lone_player_bets_alone() -> None:
    """Everyone else all in: the one player with chips is still asked to bet each street."""

    def wrapper(original: Fn) -> Fn:
        def no_betting(self: Any) -> None:
            able, round_ = self._able(), self.round
            if len(able) == 1 and round_ is not None and self.street > 3:
                round_.start(able[0])
                return
            original(self)

        return no_betting

    wrap_method("stud", "StudHand", "_no_betting", wrapper)


def lone_player_brings_in_alone() -> None:
    """Everyone else all in for the ante: the one player with chips is still asked to bring in."""

    def wrapper(original: Fn) -> Fn:
        def no_betting(self: Any) -> None:
            able = self._able()
            if len(able) == 1 and self.round is not None and self.street == 3:
                self.bring_in_due = able[0]
                return
            original(self)

        return no_betting

    wrap_method("stud", "StudHand", "_no_betting", wrapper)


def _time_out_makes(when: Callable[[Any], bool], kind: str, act: str) -> None:
    """Online room: when ``when(hand)``, a time-out makes action ``kind`` through the hand's
    ``act`` method instead of what the profile's expiry rule says."""
    protocol = __import__("pokercert.protocol", fromlist=["ActionKind"])

    def wrapper(original: Fn) -> Fn:
        def time_out(self: Any, seat: int) -> None:
            if when(self):
                action = protocol.PlayerAction(seat=seat, kind=protocol.ActionKind(kind))
                getattr(self, act)(action)
                return
            original(self, seat)

        return time_out

    wrap_method("stud", "StudHand", "_time_out", wrapper)


def bring_in_time_out_not_protected() -> None:
    """Online room: a time-out on the bring-in posts it, but the player is not put all in."""
    _time_out_makes(
        lambda hand: hand.bring_in_due is not None and not hand.show_queue, "bring-in", "_bring_in"
    )


def showdown_time_out_mucks() -> None:
    """Online room: a time-out at the showdown mucks the hand instead of showing it."""
    _time_out_makes(lambda hand: bool(hand.show_queue), "muck", "_show_or_muck")


def bring_in_rounded_up() -> None:
    """CF-112 B: a bring-in ratio that gives a fraction of a chip is rounded up."""
    stud_rules = engine_module("stud_rules")

    def wrapper(original: Fn) -> Fn:
        def resolve_amounts(rules: Any, stakes: Any) -> Any:
            amounts = original(rules, stakes)
            if stakes.bring_in > 0:
                return amounts
            exact = stud_rules.ratio(rules.bring_in_of_small_bet) * stakes.small_bet
            return stud_rules.Amounts(
                amounts.ante, max(1, -(-exact.numerator // exact.denominator)),
                amounts.small_bet, amounts.big_bet,
            )  # fmt: skip

        return resolve_amounts

    wrap_function("stud_rules", "resolve_amounts", wrapper)


def short_all_in_completion_is_the_completion() -> None:
    """A completion all in for less than the small bet counts as the completion itself."""
    replace_method("stud", "StudHand", "_short_completion", lambda self, wager: None)


def high_hand_tie_by_seat_number() -> None:
    """Equal boards broken by the lowest seat number instead of the seat dealt to first."""

    def wrapper(original: Fn) -> Fn:
        def mutant(boards: Any, order: Any, rules: Any) -> Any:
            if rules.equal_board_tiebreak == "position":
                return original(boards, sorted(order), rules)
            return original(boards, order, rules)

        return mutant

    wrap_function("stud_rules", "high_board_seat", wrapper)


def board_pair_kickers_ignored() -> None:
    """Equal pairs on board: the unpaired upcards are not compared (a tie, then position/suit)."""
    board = engine_module("board")
    original = engine_module("stud_rules").showing_value

    def showing_value(cards: Any) -> Any:
        value = original(cards)
        if len(cards) <= 4:
            br = value[0]
            if br.level != board.BoardLevel.HIGH_CARD:
                counts = Counter(c >> 2 for c in cards)
                grouped = tuple(r for r in br.ranks if counts[r] > 1)
                return (board.BoardRank(br.level, grouped),)
        return value

    replace_function("stud_rules", "showing_value", showing_value)


def board_two_pair_above_trips() -> None:
    """On a four-card board two pair is ranked above three of a kind."""
    board = engine_module("board")
    original = engine_module("stud_rules").showing_value
    L = board.BoardLevel

    def showing_value(cards: Any) -> Any:
        value = original(cards)
        if len(cards) <= 4:
            br = value[0]
            if br.level == L.TWO_PAIR:
                return (board.BoardRank(L.THREE_OF_A_KIND, br.ranks),)
            if br.level == L.THREE_OF_A_KIND:
                return (board.BoardRank(L.TWO_PAIR, br.ranks),)
        return value

    replace_function("stud_rules", "showing_value", showing_value)


def all_in_high_hand_passes_to_next_best_board() -> None:
    """High hand all in: the next-highest board starts, not the next active player on its left."""
    stash: dict[str, Any] = {}
    rules_mod = engine_module("stud_rules")
    original_first = rules_mod.first_to_act

    def first_to_act(designated: int, order: Any, able: Any) -> Any:
        hand = stash.get("hand")
        if hand is None or designated in able or not able:
            return original_first(designated, order, able)
        boards = {s: hand.board(s) for s in able}
        return rules_mod.high_board_seat(boards, [s for s in order if s in able], hand.rules)

    def wrapper(original: Fn) -> Fn:
        def mutant(self: Any) -> Any:
            stash["hand"] = self
            try:
                return original(self)
            finally:
                stash.clear()

        return mutant

    wrap_method("stud", "StudHand", "_open_later_street", wrapper)
    replace_function("stud_rules", "first_to_act", first_to_act)


def open_pair_counts_hole_cards() -> None:
    """'Pair showing' on fourth street read from the whole hand: a door card paired in the hole."""
    rank = engine_module("cards").rank

    def wrapper(original: Fn) -> Fn:
        def mutant(self: Any) -> Any:
            if self.street == 4:
                self.pair_on_fourth = any(
                    len({rank(c) for c in self.seats[s].cards}) < len(self.seats[s].cards)
                    for s in self.live_seats()
                )
            return original(self)

        return mutant

    wrap_method("stud", "StudHand", "_new_round", wrapper)


def open_pair_of_all_in_player_ignored() -> None:
    """Only a player who can still bet brings the open-pair option (CF-063 B everywhere)."""
    has_open_pair = engine_module("stud_rules").has_open_pair

    def wrapper(original: Fn) -> Fn:
        def mutant(self: Any) -> Any:
            if self.street == 4:
                self.pair_on_fourth = any(
                    has_open_pair(self.seats[s].upcards) for s in self._able()
                )
            return original(self)

        return mutant

    wrap_method("stud", "StudHand", "_new_round", wrapper)


def stud_short_all_in_raise_is_a_full_raise() -> None:
    """Stud: an all-in bet or raise short of a full one counts toward the cap and reopens."""
    betting = engine_module("betting")

    def _wager_to(self: Any, seat: int, target: int, completing: bool) -> int:
        return betting.BettingRound._wager_to(self, seat, target, True)

    replace_method("stud", "StudRound", "_wager_to", _wager_to)


def checked_river_all_in_high_hand_shows_first() -> None:
    """Seventh street checked: the high board shows first even when it was all in."""
    rules_mod = engine_module("stud_rules")

    def wrapper(original: Fn) -> Fn:
        def mutant(self: Any) -> Any:
            original(self)
            if self.street == 7 and self.result is None:
                live = self.live_seats()
                if live:
                    boards = {s: self.board(s) for s in live}
                    self.first_could_bet[7] = rules_mod.high_board_seat(boards, live, self.rules)

        return mutant

    wrap_method("stud", "StudHand", "_open_later_street", wrapper)


def exhaustion_when_exactly_enough() -> None:
    """Off by one: a stub with exactly one card per player left is taken as running short."""
    dealing = engine_module("stud_dealing")

    def wrapper(original: Fn) -> Fn:
        def street_plan(
            seats: Any, face_up: Any, burn: Any, cards: Any, exhaustion: Any, include_removed: Any
        ) -> Any:
            burns = int(burn and cards.stub > 0)
            if seats and cards.stub - burns == len(seats):
                cards = dealing.StubState(cards.stub - 1, cards.burns, cards.removed)
            return original(seats, face_up, burn, cards, exhaustion, include_removed)

        return street_plan

    wrap_function("stud_dealing", "street_plan", wrapper)


def time_out_checks_when_free() -> None:
    """Online room: a time-out with nothing to call checks instead of putting the player all in."""

    def free(hand: Any) -> bool:
        round_ = hand.round
        if hand.show_queue or hand.bring_in_due is not None or round_ is None:
            return False
        seat = hand.to_act()
        return seat is not None and round_.owed(seat) == 0

    _time_out_makes(free, "check", "_bet")


# --------------------------------------------------------------------------- round 3


def bring_in_gets_an_option() -> None:
    """CF-049 B: the bring-in is live like a big blind; when everyone else only calls it, the
    action comes back to its player, who may still complete."""
    bring_in_kind = __import__("pokercert.protocol", fromlist=["ActionKind"]).ActionKind.BRING_IN

    def wrapper(original: Fn) -> Fn:
        def _bring_in(self: Any, action: Any) -> None:
            seat, round_ = self.bring_in_due, self.round
            original(self, action)
            if (
                action.kind is bring_in_kind
                and self.round is round_
                and round_ is not None
                and round_.pending
                and seat not in round_.pending
                and round_.can_act(seat)
            ):
                round_.pending.append(seat)

        return _bring_in

    wrap_method("stud", "StudHand", "_bring_in", wrapper)


def completion_to_twice_the_bring_in() -> None:
    """'Completing' read as doubling the bring-in: $15-$30 with a $5 bring-in completes to $10,
    not to the $15 small bet (the bring-in player's own completion and everyone else's)."""
    betting = engine_module("betting")

    def third_street(original: Fn) -> Fn:
        def _open_third_street(self: Any) -> None:
            original(self)
            if self.round is not None:
                self.round.complete_to = min(2 * self.amounts.bring_in, self.amounts.small_bet)

        return _open_third_street

    def bring_in_actions(original: Fn) -> Fn:
        def _bring_in_actions(self: Any) -> Any:
            doubled = min(2 * self.amounts.bring_in, self.amounts.small_bet)
            stack = self.round.stacks[self.bring_in_due]
            return [
                betting.Option(o.kind, min(doubled, stack), min(doubled, stack))
                if o.kind is betting.COMPLETE
                else o
                for o in original(self)
            ]

        return _bring_in_actions

    wrap_method("stud", "StudHand", "_open_third_street", third_street)
    wrap_method("stud", "StudHand", "_bring_in_actions", bring_in_actions)


def _open_pair_sizing(keep_option: Callable[[Any, Any], bool]) -> None:
    """Fourth street with an open pair: the option of the big bet only while
    ``keep_option(hand, round)`` holds; otherwise every bet and raise is the small bet."""
    stud_rules, betting = engine_module("stud_rules"), engine_module("betting")

    def wrapper(original: Fn) -> Fn:
        def _new_round(self: Any) -> Any:
            round_ = original(self)
            sizing = round_.sizing
            if isinstance(sizing, stud_rules.OpenPairSize):
                hand = self

                def bent(r: Any) -> Any:
                    if keep_option(hand, r):
                        return sizing(r)
                    return betting.Sizing.fixed(sizing.small)

                round_.sizing = bent
            return round_

        return _new_round

    wrap_method("stud", "StudHand", "_new_round", wrapper)


def open_pair_option_only_for_the_pair() -> None:
    """Fourth street: only a player showing the open pair may bet or raise the big bet (the
    rule gives the option to any player)."""
    has_open_pair = engine_module("stud_rules").has_open_pair

    def keep(hand: Any, round_: Any) -> bool:
        seat = round_.to_act
        return seat is not None and has_open_pair(hand.seats[seat].upcards)

    _open_pair_sizing(keep)


def open_pair_option_lost_when_the_pair_folds() -> None:
    """Fourth street: the option of the big bet ends when the player showing the open pair
    folds (the players after him keep the options he was given)."""
    has_open_pair = engine_module("stud_rules").has_open_pair

    def keep(hand: Any, round_: Any) -> bool:
        live = [s for s in hand.live_seats() if s not in round_.folded]
        return any(has_open_pair(hand.seats[s].upcards) for s in live)

    _open_pair_sizing(keep)


def limited_pot_limit_below_small_bet_binds() -> None:
    """Limited pot: half the pot below the small bet is taken as the limit, so a bet on sixth
    street can be smaller than the small bet (the small bet is always allowed)."""
    betting = engine_module("betting")

    def call(self: Any, round_: Any) -> Any:
        largest = max(round_.increments, default=0)
        floor = largest if largest > self.minimum else self.minimum
        if self.limit < self.minimum:
            return betting.Sizing(self.limit, self.limit)
        return betting.Sizing(min(floor, self.limit), self.limit)

    replace_method("stud_rules", "PotLimitedSize", "__call__", call)


def ante_short_stack_sits_out() -> None:
    """A player without the whole ante is not dealt in (he should be all in for what he has)."""

    def wrapper(original: Fn) -> Fn:
        def _seat_players(self: Any) -> None:
            ante = self.amounts.ante
            short = [s for s in self.seats.values() if 0 < s.stack < ante]
            for state in short:
                state.sitting_out = True
            try:
                original(self)
            finally:
                for state in short:
                    state.sitting_out = False

        return _seat_players

    wrap_method("stud", "StudHand", "_seat_players", wrapper)


def side_pot_muck_once_any_hand_is_shown() -> None:
    """A player may muck once any hand has been shown, even in a side pot where no hand has been
    shown against him (the rule asks a shown hand in every pot he contests)."""

    def wrapper(original: Fn) -> Fn:
        def _may_muck(self: Any, seat: int) -> bool:
            if not self.rules.first_to_show_may_muck and self.shown:
                live = self.live_seats()
                return len(live) > 1
            return bool(original(self, seat))

        return _may_muck

    wrap_method("stud", "StudHand", "_may_muck", wrapper)


def limited_pot_limit_leaves_out_the_antes() -> None:
    """Limited pot: the pot that sets the limit of sixth and seventh street counts the bets
    only, not the antes."""

    def wrapper(original: Fn) -> Fn:
        def _new_round(self: Any) -> Any:
            street, saved = self.street, dict(self.pot_at_deal)
            if street in (6, 7) and street in self.pot_at_deal:
                antes = self.amounts.ante * len(self.dealt_seats())
                self.pot_at_deal[street] = max(0, self.pot_at_deal[street] - antes)
            try:
                return original(self)
            finally:
                self.pot_at_deal = saved

        return _new_round

    wrap_method("stud", "StudHand", "_new_round", wrapper)


def limited_pot_limit_bounds_the_whole_wager() -> None:
    """Limited pot: the limit bounds the whole wager of the round (the bet raised to), not what
    each bet or raise adds: a raise can add only what is left of the limit."""
    betting = engine_module("betting")

    def call(self: Any, round_: Any) -> Any:
        ceiling = max(self.limit, self.minimum)
        largest = max(round_.increments, default=0)
        floor = largest if largest > self.minimum else self.minimum
        low = min(floor, ceiling)
        return betting.Sizing(low, max(low, ceiling - round_.current))

    replace_method("stud_rules", "PotLimitedSize", "__call__", call)


def open_pair_big_bet_does_not_fix_size() -> None:
    """Open pair: only a big raise fixes the size; after a big opening bet a small raise is
    still taken."""
    sizes = engine_module("stud_rules")
    original = sizes.OpenPairSize.__call__

    def call(self: Any, round_: Any) -> Any:
        if self.big_fixes and self.big not in round_.increments[1:]:
            return original(sizes.OpenPairSize(self.small, self.big, False), round_)
        return original(self, round_)

    replace_method("stud_rules", "OpenPairSize", "__call__", call)


def bring_in_not_counted_toward_the_call() -> None:
    """The bring-in is taken as dead money: when someone completes or raises, its player owes
    the whole amount again instead of the difference."""

    def wrapper(original: Fn) -> Fn:
        def _bring_in(self: Any, action: Any) -> None:
            seat, round_ = self.bring_in_due, self.round
            original(self, action)
            posted = self.bring_in_posted and round_ is not None and seat is not None
            if posted and round_.bets.get(seat) == self.amounts.bring_in == round_.current:
                round_.bets[seat] = 0

        return _bring_in

    wrap_method("stud", "StudHand", "_bring_in", wrapper)


def completion_adds_a_small_bet_to_the_bring_in() -> None:
    """Completing read as raising the bring-in by a small bet: $2 brought in, a $5 small bet,
    the next player 'completes' to $7."""

    def wrapper(original: Fn) -> Fn:
        def _bring_in(self: Any, action: Any) -> None:
            round_ = self.round
            original(self, action)
            if self.bring_in_posted and round_ is not None and round_.complete_to is not None:
                round_.complete_to = self.amounts.bring_in + self.amounts.small_bet

        return _bring_in

    wrap_method("stud", "StudHand", "_bring_in", wrapper)


def stud_busted_player_dealt_in() -> None:
    """A seat left with no chips by the last hand is dealt in again, all in for nothing."""
    all_in = __import__("pokercert.protocol", fromlist=["SeatStatus"]).SeatStatus.ALL_IN

    def wrapper(original: Fn) -> Fn:
        def _seat_players(self: Any) -> None:
            original(self)
            for state in self.seats.values():
                if state.present and not state.sitting_out and state.stack == 0:
                    state.dealt_in = True
                    state.status = all_in

        return _seat_players

    wrap_method("stud", "StudHand", "_seat_players", wrapper)


def ante_switched_off_still_dealt_in() -> None:
    """A player who switched his automatic ante off is dealt in anyway, posting the ante."""

    def wrapper(original: Fn) -> Fn:
        def _seat_players(self: Any) -> None:
            off = [s for s in self.seats.values() if not s.auto_ante]
            for state in off:
                state.auto_ante = True
            try:
                original(self)
            finally:
                for state in off:
                    state.auto_ante = False

        return _seat_players

    wrap_method("stud", "StudHand", "_seat_players", wrapper)


def no_burn_before_fourth_street() -> None:
    """Online room: no card is burnt before fourth street (003 burns before each of fourth to
    sixth street)."""

    def wrapper(original: Fn) -> Fn:
        def _deal_later_street(self: Any) -> None:
            if self.street != 4 or not self.rules.burn_before_each_deal:
                original(self)
                return
            saved = self.rules
            self.rules = saved.model_copy(update={"burn_before_each_deal": False})
            try:
                original(self)
            finally:
                self.rules = saved

        return _deal_later_street

    wrap_method("stud", "StudHand", "_deal_later_street", wrapper)


def time_out_pushes_the_whole_stack() -> None:
    """Online room, CF-080 B: a time-out with a bet to face pushes the player's whole stack in
    for him instead of protecting him as all in for what he has already bet."""

    def wrapper(original: Fn) -> Fn:
        def _time_out(self: Any, seat: int) -> None:
            round_ = self.round
            if (
                self.show_queue
                or self.bring_in_due is not None
                or round_ is None
                or self.rules.action_clock_expiry != "all-in"
            ):
                original(self, seat)
                return
            self.log("time-out", seat=seat, detail="all-in")
            target = round_.bets.get(seat, 0) + round_.stacks[seat]
            round_.pending = [seat, *[s for s in round_.pending if s != seat]]
            round_._wager_to(seat, target, False)
            self._sync_seat(seat, round_.stacks[seat], folded=False)
            self._limit_lone_player()
            self._settle()

        return _time_out

    wrap_method("stud", "StudHand", "_time_out", wrapper)


def bring_in_time_out_passes_the_bring_in() -> None:
    """Online room, CF-091 B: a time-out when the bring-in is due protects the player at once,
    all in for his ante, and the bring-in passes to the next player on his left."""
    next_in = engine_module("stud_rules").next_in

    def wrapper(original: Fn) -> Fn:
        def _time_out(self: Any, seat: int) -> None:
            if self.bring_in_due != seat or self.show_queue or self.round is None:
                original(self, seat)
                return
            self.log("time-out", seat=seat, detail="all-in")
            self.bring_in_due = None
            self._protect(seat)
            able = self._able()
            if len(able) < 2:
                self._no_betting()
                return
            self.bring_in_due = next_in(self.dealt_seats(), seat, able)
            self.first_could_bet[3] = self.bring_in_due

        return _time_out

    wrap_method("stud", "StudHand", "_time_out", wrapper)


def german_cap_per_player() -> None:
    """German rules read literally: 'höchstens 4 Einsätze per Spieler', four bets for each
    player in a round instead of four bets in the round."""
    betting = engine_module("betting")
    wagers = (betting.BET, betting.RAISE, betting.COMPLETE)

    def new_round(original: Fn) -> Fn:
        def _new_round(self: Any) -> Any:
            round_ = original(self)
            if self.rules.equal_board_tiebreak == "suit":
                round_._mutant_cap = self.rules.raise_cap
                round_._mutant_counts = {}
                round_.cap = None
            return round_

        return _new_round

    def bring_in(original: Fn) -> Fn:
        def _bring_in(self: Any, action: Any) -> None:
            round_ = self.round
            original(self, action)
            if round_ is not None and hasattr(round_, "_mutant_cap"):
                round_.cap = None

        return _bring_in

    def options(original: Fn) -> Fn:
        def mutant(self: Any) -> Any:
            found = original(self)
            cap = getattr(self, "_mutant_cap", None)
            if (
                cap is not None
                and self.pending
                and self._mutant_counts.get(self.pending[0], 0) >= cap
            ):
                return [o for o in found if o.kind not in wagers]
            return found

        return mutant

    def wager_to(original: Fn) -> Fn:
        def _wager_to(self: Any, seat: int, target: int, completing: bool) -> int:
            before = self.bets_made
            paid = int(original(self, seat, target, completing))
            if hasattr(self, "_mutant_cap") and self.bets_made > before:
                self._mutant_counts[seat] = self._mutant_counts.get(seat, 0) + 1
            return paid

        return _wager_to

    wrap_method("stud", "StudHand", "_new_round", new_round)
    wrap_method("stud", "StudHand", "_bring_in", bring_in)
    wrap_method("stud", "StudRound", "options", options)
    wrap_method("stud", "StudRound", "_wager_to", wager_to)


def split_limit_pair_folds_lower_limit() -> None:
    """Split limit: once the player showing the pair on fourth street folds, the rest of the
    interval is played at the lower limit."""
    stud_rules, betting = engine_module("stud_rules"), engine_module("betting")
    has_open_pair = stud_rules.has_open_pair

    def wrapper(original: Fn) -> Fn:
        def _new_round(self: Any) -> Any:
            round_ = original(self)
            split = self.rules.betting_structure == "split-limit"
            if split and self.street == 4 and self.pair_on_fourth:
                hand, big = self, round_.sizing

                def sizing(r: Any) -> Any:
                    live = [s for s in hand.live_seats() if s not in r.folded]
                    if any(has_open_pair(hand.seats[s].upcards) for s in live):
                        return big(r)
                    return betting.Sizing.fixed(hand.amounts.small_bet)

                round_.sizing = sizing
            return round_

        return _new_round

    wrap_method("stud", "StudHand", "_new_round", wrapper)


def german_odd_chip_to_the_seat_left_of_dealer() -> None:
    """German rules read literally: the odd chip goes to 'the player left of the dealer', even
    when he is not one of the winners."""
    pots = engine_module("pots")

    def wrapper(original: Fn) -> Fn:
        def award(self: Any, pot_index: int, pot: Any, winners: list[int]) -> Any:
            if self.rules.equal_board_tiebreak != "suit" or len(winners) < 2:
                return original(self, pot_index, pot, winners)
            share, odd = divmod(pot.amount, len(winners))
            left = self.seat_order_from(self.dealer_seat)[0]
            if not odd or left in winners:
                return original(self, pot_index, pot, winners)
            shares = {s: share for s in winners}
            shares[left] = shares.get(left, 0) + odd
            for seat, chips in shares.items():
                self.seats[seat].stack += chips
                self.log("win", seat=seat, amount=chips, detail=f"pot {pot_index}")
            protocol = __import__("pokercert.protocol", fromlist=["PotAward"])
            return protocol.PotAward(
                pot=pot_index,
                amount=pot.amount,
                winners=sorted(winners),
                shares={str(s): c for s, c in sorted(shares.items())},
            )

        return award

    del pots
    wrap_method("stud", "StudHand", "award", wrapper)


def common_card_without_a_burn() -> None:
    """Card room: the common card is turned without burning a card first."""

    def wrapper(original: Fn) -> Fn:
        def street_plan(
            seats: Any, face_up: Any, burn: Any, cards: Any, exhaustion: Any, include_removed: Any
        ) -> Any:
            steps = list(original(seats, face_up, burn, cards, exhaustion, include_removed))
            kinds = [s.kind for s in steps]
            if exhaustion == "reshuffle-burns-then-common-card" and "common" in kinds:
                at = kinds.index("common")
                if at and kinds[at - 1] == "burn":
                    del steps[at - 1]
            return steps

        return street_plan

    wrap_function("stud_dealing", "street_plan", wrapper)


def side_pot_hands_shown_first() -> None:
    """At the showdown the hands contesting the last side pot are shown first, then the others
    (the rule: from the first to show, clockwise, whoever contests which pot)."""

    def wrapper(original: Fn) -> Fn:
        def _open_showdown(self: Any) -> None:
            original(self)
            pots = self.pots()
            if len(pots) < 2:
                return
            top = set(pots[-1].eligible)
            order = [s for s in self.show_queue if s in top] + [
                s for s in self.show_queue if s not in top
            ]
            self.show_queue = list(order)
            self.show_sequence = list(order)

        return _open_showdown

    wrap_method("stud", "StudHand", "_open_showdown", wrapper)


def stud_lone_player_may_raise() -> None:
    """Stud: the only player left with chips may still raise against players all in (he may
    only call or fold: a raise nobody can call has no purpose, CF-047 A)."""
    replace_method("stud", "StudHand", "_limit_lone_player", lambda self: None)
