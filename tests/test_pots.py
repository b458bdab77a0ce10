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


def pots_level_by_level(committed: dict[int, int], live: list[int], carried: int) -> list[Pot]:
    """The definition, one level at a time: what the one-pass algorithm must equal."""
    levels = sorted({committed[s] for s in live if committed.get(s, 0) > 0})
    pots, floor = [], 0
    for level in levels:
        amount = sum(min(c, level) - min(c, floor) for c in committed.values() if c > floor)
        if amount:
            pots.append(Pot(amount, tuple(sorted(s for s in live if committed[s] >= level))))
        floor = level
    rest = sum(c - floor for c in committed.values() if c > floor)
    if rest:
        if pots:
            pots[-1] = Pot(pots[-1].amount + rest, pots[-1].eligible)
        else:
            pots.append(Pot(rest, tuple(sorted(live))))
    if carried:
        if pots:
            pots[0] = Pot(pots[0].amount + carried, pots[0].eligible)
        else:
            pots.append(Pot(carried, tuple(sorted(live))))
    return pots


@given(
    st.dictionaries(st.integers(1, 9), st.sampled_from([0, 1, 2, 5, 10, 20, 21, 40]), min_size=2),
    st.integers(0, 9),
    st.data(),
)
def test_pots_are_cut_at_every_live_commitment(
    committed: dict[int, int], carried: int, data: st.DataObject
) -> None:
    live = data.draw(st.lists(st.sampled_from(sorted(committed)), unique=True))
    assert build_pots(committed, live, carried) == pots_level_by_level(committed, live, carried)
