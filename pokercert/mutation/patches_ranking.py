"""Mutants of hand ranking: the high evaluator of stud and draw, the deuce-to-seven evaluator."""

from __future__ import annotations

from pokercert.mutation import hands
from pokercert.mutation.hands import FLUSH, FULL_HOUSE, STRAIGHT, TRIPS, TWO_PAIR, Rules
from pokercert.mutation.patching import override_module_attribute, replace_function


def _high(rules: Rules) -> None:
    """Stud and five-card draw pick their showdown winners with the bent evaluator."""
    evaluate = hands.high_evaluator(rules)
    override_module_attribute("stud", "evaluator", high_rank=evaluate)
    override_module_attribute("draw", "evaluator", high_rank=evaluate)


def _low(rules: Rules) -> None:
    replace_function("triple_draw", "low_strength", hands.lowball27_evaluator(rules))


def flush_below_straight() -> None:
    _high(Rules(category_order={FLUSH: STRAIGHT, STRAIGHT: FLUSH}))


def flush_above_full_house() -> None:
    _high(Rules(category_order={FLUSH: FULL_HOUSE, FULL_HOUSE: FLUSH}))


def two_pair_above_trips() -> None:
    _high(Rules(category_order={TWO_PAIR: TRIPS, TRIPS: TWO_PAIR}))


def kickers_ignored() -> None:
    _high(Rules(kickers=False))


def second_pair_ignored() -> None:
    _high(Rules(second_pair=False))


def wheel_not_a_straight() -> None:
    _high(Rules(wheel=False))


def wheel_ranked_ace_high() -> None:
    _high(Rules(wheel_ace_high=True))


def low_ace_plays_low() -> None:
    _low(Rules(wheel=False, ace_low=True))


def low_straights_ignored() -> None:
    _low(Rules(wheel=False, straights=False))


def low_flushes_ignored() -> None:
    _low(Rules(wheel=False, flushes=False))


def low_wheel_is_a_straight() -> None:
    _low(Rules(wheel=True))


def low_kickers_ignored() -> None:
    _low(Rules(wheel=False, kickers=False))


def low_trips_better_than_pair() -> None:
    from pokercert.mutation.hands import PAIR

    _low(Rules(wheel=False, category_order={PAIR: TRIPS, TRIPS: PAIR}))


def low_compared_from_the_bottom() -> None:
    """Low hands compared from the lowest card up: 8-5-4-3-2 'beats' 7-6-5-4-2 on the trey."""
    rules = Rules(wheel=False)

    def strength(cards: list[int]) -> tuple[int, ...]:
        key = hands.five_key(cards, rules)
        return tuple(-x for x in (key[0], *sorted(key[1:])))

    replace_function("triple_draw", "low_strength", strength)


def low_pairs_compared_by_high_card() -> None:
    """2-7: two one-pair hands compared card by card from the top, the pair's rank ignored."""
    rules = hands.Rules(wheel=False)

    def strength(cards: list[int]) -> tuple[int, ...]:
        key = hands.five_key(list(cards), rules)
        if key[0] == hands.PAIR:
            key = (hands.PAIR, *sorted((c >> 2 for c in cards), reverse=True))
        return tuple(-x for x in key)

    replace_function("triple_draw", "low_strength", strength)


def low_two_pair_compared_by_high_card() -> None:
    """2-7: two two-pair hands compared card by card from the top, the pairs' ranks ignored."""
    rules = hands.Rules(wheel=False)

    def strength(cards: list[int]) -> tuple[int, ...]:
        key = hands.five_key(list(cards), rules)
        if key[0] == TWO_PAIR:
            key = (TWO_PAIR, *sorted((c >> 2 for c in cards), reverse=True))
        return tuple(-x for x in key)

    replace_function("triple_draw", "low_strength", strength)
