"""Hand evaluators: ordering anchors, edge cases, and scalar/batch/reference agreement."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokercert.engine import evaluator_batch as batch
from pokercert.engine.evaluator import (
    BEST_HIGH,
    BEST_LOWBALL27,
    HandCategory,
    best_five,
    card_text,
    category,
    describe,
    describe_lowball27,
    high_rank,
    lowball27_category,
    lowball27_strength,
    parse_card,
    parse_cards,
)
from pokercert.evaluator_check import reference_five, reference_high


def high(text: str) -> int:
    return high_rank(parse_cards(text))


def low(text: str) -> int:
    return lowball27_strength(parse_cards(text))


# --- card codes -------------------------------------------------------------


def test_card_codes_follow_rank_times_four_plus_suit() -> None:
    assert parse_card("2c") == 0
    assert parse_card("2s") == 3
    assert parse_card("As") == 51
    assert parse_card("Td") == 8 * 4 + 1
    assert [card_text(c) for c in range(52)][:5] == ["2c", "2d", "2h", "2s", "3c"]
    assert all(parse_card(card_text(c)) == c for c in range(52))


def test_card_codes_agree_with_the_engine_cards_module() -> None:
    from pokercert.engine import cards

    assert all(cards.parse_card(card_text(c)) == c for c in range(52))


@pytest.mark.parametrize("text", ["1c", "Ax", "A", "Asd", "as", ""])
def test_bad_card_text_is_named(text: str) -> None:
    with pytest.raises(ValueError, match="not a card"):
        parse_card(text)


# --- high -------------------------------------------------------------------


def test_high_extremes() -> None:
    assert high("As Ks Qs Js Ts") == BEST_HIGH
    assert high("7c 5d 4h 3s 2c") == 1
    assert category(BEST_HIGH) is HandCategory.STRAIGHT_FLUSH
    assert category(1) is HandCategory.HIGH_CARD


def test_wheel_is_the_lowest_straight_in_high() -> None:
    wheel = high("Ac 2d 3h 4s 5c")
    assert category(wheel) is HandCategory.STRAIGHT
    assert high("Kc Qd Jh 9s 7c") < high("8c 8d 3h 4s 5c") < wheel < high("2c 3d 4h 5s 6c")


def test_steel_wheel_is_the_lowest_straight_flush() -> None:
    steel = high("Ah 2h 3h 4h 5h")
    assert category(steel) is HandCategory.STRAIGHT_FLUSH
    assert high("Ac Ad Ah As Kc") < steel < high("2h 3h 4h 5h 6h")


def test_category_order_in_high() -> None:
    hands = [
        "Kc Qd 9h 7s 5c",  # high card
        "2c 2d 3h 4s 6c",  # one pair
        "2c 2d 3h 3s 4c",  # two pair
        "2c 2d 2h 3s 4c",  # three of a kind
        "Ac 2d 3h 4s 5c",  # straight (the lowest)
        "2c 3c 4c 5c 7c",  # flush (the lowest)
        "2c 2d 2h 3s 3c",  # full house
        "2c 2d 2h 2s 3c",  # four of a kind
        "Ac 2c 3c 4c 5c",  # straight flush
    ]
    values = [high(h) for h in hands]
    assert values == sorted(values)
    assert [category(v) for v in values] == list(HandCategory)


def test_kickers_decide_and_equal_hands_split() -> None:
    assert high("Kc Kd 9h 7s 5c") > high("Ks Kh 9c 7d 4c")
    assert high("Kc Kd 9h 7s 5c") == high("Ks Kh 9c 7d 5d")
    assert high("Kc Kd 7h 7s Ac") > high("Ks Kh 7c 7d Qc")
    assert high("9c 9d 9h 9s Ac") > high("9c 9d 9h 9s Kc")


def test_seven_cards_take_the_best_five() -> None:
    # two pair on seven cards: the third pair only counts as a kicker
    assert high("Kc Kd 7h 7s 5c 5d 2h") == high("Kc Kd 7h 7s 5c")
    assert high("Kc Kd 7h 7s 5c 5d Ah") == high("Kc Kd 7h 7s Ah")
    # two trips make a full house of the higher over the lower
    assert high("9c 9d 9h 4c 4d 4h 2c") == high("9c 9d 9h 4c 4d")
    # a flush beats a straight on the same seven cards
    assert category(high("2h 5h 8h 9h Jh Tc Qd")) is HandCategory.FLUSH
    # a straight and a flush in different cards are not a straight flush
    assert category(high("5h 6h 7h 8h 9c Kh 2s")) is HandCategory.FLUSH
    # the higher of two straights
    assert high("5c 6d 7h 8s 9c Td 2h") == high("6d 7h 8s 9c Td")
    # six cards
    assert high("Ac Ad Ah As Kc Qd") == high("Ac Ad Ah As Kc")


def test_order_of_cards_does_not_matter() -> None:
    cards = parse_cards("Kh 2c Kd 7s Ad 7c 3c")
    assert high_rank(cards) == high_rank(list(reversed(cards))) == high_rank(tuple(sorted(cards)))


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Kh Kd 7s 7c Ad 2c 3c", "two pair, kings and sevens, ace kicker"),
        ("As Ks Qs Js Ts 2c 2d", "royal flush"),
        ("5h 4h 3h 2h Ah", "straight flush, five high"),
        ("9c 9d 9h 9s 6c", "four of a kind, nines, six kicker"),
        ("9c 9d 9h 4s 4c 2d 2h", "full house, nines full of fours"),
        ("Ah Kh 9h 7h 3h 2c", "flush, A-K-9-7-3"),
        ("Ac 2d 3h 4s 5c", "straight, five high"),
        ("7c 7d 7h Ks 9c", "three of a kind, sevens, king-nine kickers"),
        ("Jc Jd Ah 9s 4c 3d 2h", "one pair, jacks, ace-nine-four kickers"),
        ("6c 6d Ah 9s 4c", "one pair, sixes, ace-nine-four kickers"),
        ("Ac Kd 9h 7s 3c", "high card, A-K-9-7-3"),
    ],
)
def test_describe(text: str, words: str) -> None:
    assert describe(parse_cards(text)) == words


def test_best_five_lists_the_cards_used_most_significant_first() -> None:
    assert best_five(parse_cards("Kh 2c Kd 7s Ad 7c 3c")) == tuple(parse_cards("Kh Kd 7s 7c Ad"))
    assert best_five(parse_cards("3c Ah 2d 4s 5c 9d 9h")) == tuple(parse_cards("5c 4s 3c 2d Ah"))
    # a kicker held twice: the higher suit, whatever the input order
    seven = parse_cards("Ac Ad Ah As Kc Kd 2c")
    assert (
        best_five(seven) == best_five(list(reversed(seven))) == tuple(parse_cards("As Ah Ad Ac Kd"))
    )


# --- deuce-to-seven -----------------------------------------------------------


def test_lowball27_anchors() -> None:
    assert low("7c 5d 4h 3s 2c") == BEST_LOWBALL27
    assert low("7c 6d 4h 3s 2c") == BEST_LOWBALL27 - 1
    assert low("7c 6d 5h 3s 2c") == BEST_LOWBALL27 - 2
    assert low("As Ks Qs Js Ts") == 1
    assert low("Ah 5c 4d 3s 2c") < low("Kh 5c 4d 3s 2c")


def test_wheel_in_lowball27_is_ace_high_not_a_straight() -> None:
    wheel = low("Ah 5c 4d 3s 2c")
    assert lowball27_category(wheel) is HandCategory.HIGH_CARD
    assert describe_lowball27(parse_cards("Ah 5c 4d 3s 2c")) == "A-5-4-3-2"
    # the best ace hand is still beaten by every king-high hand ...
    assert wheel < low("Kh Qc Jd Ts 8c")
    # ... and beats any pair
    assert wheel > low("2h 2c 3d 4s 5c")


def test_suited_wheel_in_lowball27_is_a_flush() -> None:
    suited = low("Ah 5h 4h 3h 2h")
    assert lowball27_category(suited) is HandCategory.FLUSH
    assert suited < low("6c 5d 4h 3s 2c")  # a straight beats (is lower than) any flush
    assert suited > low("8h 7h 6h 5h 4h")  # a flush beats a straight flush


def test_straights_and_flushes_count_in_lowball27() -> None:
    assert lowball27_category(low("6c 5d 4h 3s 2c")) is HandCategory.STRAIGHT
    assert lowball27_category(low("8c 6c 4c 3c 2c")) is HandCategory.FLUSH
    assert low("6c 5d 4h 3s 2c") < low("2c 2d 3h 4s 5c")  # straight worse than a pair
    assert describe_lowball27(parse_cards("7c 5d 4h 3s 2c")) == "7-5-4-3-2"
    assert (
        describe_lowball27(parse_cards("8c 8d 4h 3s 2c"))
        == "one pair, eights, four-three-deuce kickers"
    )


def test_categories_of_every_value_agree_between_scalar_and_batch() -> None:
    values = range(1, 7463)
    assert batch.category_batch(values).tolist() == [int(category(v)) for v in values]
    assert batch.lowball27_category_batch(values).tolist() == [
        int(lowball27_category(v)) for v in values
    ]
    assert [sum(category(v) == c for v in values) for c in HandCategory] == [
        1277, 2860, 858, 858, 10, 1277, 156, 156, 10,
    ]  # fmt: skip
    assert [sum(lowball27_category(v) == c for v in values) for c in HandCategory] == [
        1278, 2860, 858, 858, 9, 1278, 156, 156, 9,
    ]  # fmt: skip


# --- bad input -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ([0, 0, 1, 2, 3], "duplicate"),
        ([0, 1, 2, 3], "expected 5 to 7 cards"),
        ([0, 1, 2, 3, 4, 5, 6, 7], "expected 5 to 7 cards"),
        ([0, 1, 2, 3, 52], "not card codes"),
        ([0, 1, 2, 3, -1], "not card codes"),
        (["As", "Kd", "Qh", "Jc", "Ts"], "not card codes"),
    ],
)
def test_bad_hands_are_rejected(cards: list[int], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        high_rank(cards)


def test_lowball27_needs_exactly_five_distinct_cards() -> None:
    with pytest.raises(ValueError, match="expected 5 cards"):
        lowball27_strength([0, 1, 2, 3, 4, 5])
    with pytest.raises(ValueError, match="duplicate"):
        lowball27_strength([8, 8, 1, 2, 3])
    with pytest.raises(ValueError, match=r"expected 1\.\.7462"):
        category(0)


def test_batch_rejects_bad_rows() -> None:
    with pytest.raises(ValueError, match="duplicate cards in row 1"):
        batch.high_rank_batch([[0, 1, 2, 3, 4], [5, 5, 6, 7, 8]])
    with pytest.raises(ValueError, match=r"0\.\.51"):
        batch.high_rank_batch([[0, 1, 2, 3, 52]])
    with pytest.raises(ValueError, match="shape"):
        batch.lowball27_strength_batch([[0, 1, 2, 3, 4, 5]])


# --- scalar, batch and reference agree ------------------------------------------

hands = st.integers(5, 7).flatmap(
    lambda n: st.lists(st.integers(0, 51), min_size=n, max_size=n, unique=True)
)
five_card_hands = st.lists(st.integers(0, 51), min_size=5, max_size=5, unique=True)


@settings(max_examples=200, deadline=None)
@given(st.lists(hands, min_size=1, max_size=30))
def test_batch_agrees_with_scalar_high(sample: list[list[int]]) -> None:
    for size in (5, 6, 7):
        rows = [h for h in sample if len(h) == size]
        if rows:
            assert batch.high_rank_batch(np.array(rows)).tolist() == [high_rank(h) for h in rows]


@settings(max_examples=200, deadline=None)
@given(st.lists(five_card_hands, min_size=1, max_size=30))
def test_batch_agrees_with_scalar_lowball27(rows: list[list[int]]) -> None:
    expected = [lowball27_strength(h) for h in rows]
    assert batch.lowball27_strength_batch(np.array(rows)).tolist() == expected
    categories = batch.lowball27_category_batch(expected).tolist()
    assert categories == [int(lowball27_category(s)) for s in expected]


@settings(max_examples=200, deadline=None)
@given(hands, hands)
def test_scalar_orders_hands_like_the_reference(a: list[int], b: list[int]) -> None:
    ref_a, ref_b = reference_high(a), reference_high(b)
    va, vb = high_rank(a), high_rank(b)
    assert (va > vb) == (ref_a > ref_b)
    assert (va == vb) == (ref_a == ref_b)
    assert int(category(va)) == ref_a[0]
    assert batch.category_batch([va]).tolist() == [ref_a[0]]


@settings(max_examples=200, deadline=None)
@given(five_card_hands, five_card_hands)
def test_lowball27_orders_hands_like_the_reference(a: list[int], b: list[int]) -> None:
    ref_a, ref_b = (
        reference_five(a, ace_low_straight=False),
        reference_five(b, ace_low_straight=False),
    )
    sa, sb = lowball27_strength(a), lowball27_strength(b)
    assert (sa > sb) == (ref_a < ref_b)  # lower reference hand = stronger 2-7 hand
    assert (sa == sb) == (ref_a == ref_b)


@settings(max_examples=100, deadline=None)
@given(hands)
def test_best_five_is_worth_the_whole_hand(cards: list[int]) -> None:
    five = best_five(cards)
    assert set(five) <= set(cards) and len(five) == 5
    assert high_rank(five) == high_rank(cards)


# --- exhaustive counts ----------------------------------------------------------


def test_every_five_card_hand_high_and_lowball27() -> None:
    """All 2,598,960 hands through the batch path (well under a second)."""
    hands5 = batch.five_card_hands()
    colex_key = hands5.astype(np.int64) @ (52 ** np.arange(5))
    assert len(hands5) == 2_598_960 and (np.diff(colex_key) > 0).all()  # all distinct
    high_hist = batch.high_histogram_5(hands5)
    assert batch.category_counts(high_hist) == [
        1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40,
    ]  # fmt: skip
    assert np.count_nonzero(high_hist) == 7462
    low_hist = batch.lowball27_histogram_5(hands5)
    assert batch.category_counts(low_hist, lowball27=True) == [
        1_303_560, 1_098_240, 123_552, 54_912, 9_180, 5_112, 3_744, 624, 36,
    ]  # fmt: skip
    assert np.count_nonzero(low_hist) == 7462


@pytest.mark.parametrize("top", [9, 20])
def test_seven_card_enumeration_matches_scalar_on_a_small_deck(top: int) -> None:
    """The prefix-sum enumeration, checked hand by hand below card ``top``.

    Colex order makes the first comb(m, 5) prefixes those of range(m), so a
    plan over a 21-card prefix table is exact for highest cards up to 20.
    """
    from itertools import combinations

    plan = batch._SevenCardPlan(prefixes=batch.colex_combinations(21, 5))
    expected = np.zeros(batch.VALUE_BINS, dtype=np.int64)
    for six in combinations(range(top), 6):
        expected[high_rank([*six, top])] += 1
    assert plan.histogram(top).tolist() == expected.tolist()


def test_colex_prefixes_are_the_smaller_decks() -> None:
    full = batch.colex_combinations(12, 5)
    assert full[:21].tolist() == batch.colex_combinations(7, 5).tolist()
    assert len(full) == 792 and (np.diff(full, axis=1) > 0).all()


def test_no_hand_with_five_of_a_rank_passes_for_an_unpaired_one() -> None:
    """Guards the rank-key constants: the scalar path checks for repeated cards
    only on paired rank sums, so an impossible multiset (five or more of a
    rank, which needs a repeated card) must never sum to an unpaired one."""
    from collections import Counter
    from itertools import combinations_with_replacement

    from pokercert.engine._eval_tables import RANK_BITS, RANK_KEYS, TABLES

    unpaired = {key for key, value in TABLES.checked_rank_value.items() if value > 0}
    impossible = 0
    for size in (5, 6, 7):
        for ranks in combinations_with_replacement(range(13), size):
            if max(Counter(ranks).values()) >= 5:
                impossible += 1
                key = sum(RANK_KEYS[r] for r in ranks) | size << RANK_BITS
                assert key not in unpaired, ranks
    assert impossible == 13 + 13 * 13 + (13 + 13 * 12 + 13 * 78)


@pytest.mark.parametrize(
    "cards",
    [
        [5] * 5,
        [5] * 7,
        [0, 0, 0, 0, 0, 1, 2],
        [8, 8, 9, 10, 11, 12, 13],
        [51, 51, 0, 5, 10],  # the ace of spades' bit is the top one: its carry leaves the mask
        [51, 51, 51, 47, 43, 39, 34],
    ],
)
def test_repeated_cards_are_rejected_whatever_they_add_up_to(cards: list[int]) -> None:
    with pytest.raises(ValueError, match="duplicate"):
        high_rank(cards)
    if len(cards) == 5:
        with pytest.raises(ValueError, match="duplicate"):
            lowball27_strength(cards)
