"""Pots and side pots are pure functions of what each seat committed."""

from hypothesis import given
from hypothesis import strategies as st

from pokercert.engine.pots import Pot, build_pots, split


def test_single_pot_when_nobody_is_all_in() -> None:
    assert build_pots({1: 10, 2: 10, 3: 10}, live=[1, 2, 3]) == [Pot(30, (1, 2, 3))]


def test_folded_chips_stay_in_the_pot_but_the_seat_cannot_win() -> None:
    assert build_pots({1: 10, 2: 4, 3: 10}, live=[1, 3]) == [Pot(24, (1, 3))]


def test_short_all_in_makes_a_side_pot() -> None:
    pots = build_pots({1: 5, 2: 20, 3: 20}, live=[1, 2, 3])
    assert pots == [Pot(15, (1, 2, 3)), Pot(30, (2, 3))]


def test_carried_chips_join_the_main_pot() -> None:
    assert build_pots({1: 5, 2: 5}, live=[1, 2], carried=7) == [Pot(17, (1, 2))]


def test_odd_chip_goes_to_the_first_winner_in_the_order_given() -> None:
    assert split(11, [3, 1]) == {3: 6, 1: 5}


@given(st.dictionaries(st.integers(1, 8), st.integers(0, 500), min_size=2), st.data())
def test_pots_hold_exactly_the_chips_committed(
    committed: dict[int, int], data: st.DataObject
) -> None:
    live = data.draw(st.lists(st.sampled_from(sorted(committed)), min_size=1, unique=True))
    pots = build_pots(committed, live)
    assert sum(p.amount for p in pots) == sum(committed.values())
    for pot in pots:
        assert set(pot.eligible) <= set(live)
