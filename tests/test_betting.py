"""Limit betting rules shared by every game: turns, caps, completion, all-in."""

import pytest

from pokercert.engine.betting import BettingRound, IllegalAction, Sizing
from pokercert.protocol import ActionKind as A


def fixed(size: int):  # type: ignore[no-untyped-def]
    return lambda _round: Sizing.fixed(size)


def new_round(
    stacks: dict[int, int], first: int, size: int = 4, cap: int | None = 4
) -> BettingRound:
    r = BettingRound(order=sorted(stacks), stacks=dict(stacks), sizing=fixed(size), cap=cap)
    r.start(first)
    return r


def kinds(r: BettingRound) -> set[str]:
    return {a.kind.value for a in r.legal_actions()}


def test_check_around_ends_the_round() -> None:
    r = new_round({1: 100, 2: 100, 3: 100}, first=2)
    for seat in (2, 3, 1):
        assert r.to_act == seat
        assert kinds(r) == {"check", "bet"}
        r.act(seat, A.CHECK)
    assert r.finished


def test_a_bet_brings_the_action_back_to_players_who_checked() -> None:
    r = new_round({1: 100, 2: 100, 3: 100}, first=1)
    r.act(1, A.CHECK)
    r.act(2, A.BET, 4)
    assert r.to_act == 3
    r.act(3, A.CALL)
    assert r.to_act == 1 and kinds(r) == {"fold", "call", "raise"}


def test_raise_cap_counts_the_bet_and_three_raises() -> None:
    r = new_round({1: 100, 2: 100}, first=1, cap=4)
    r.act(1, A.BET, 4)
    r.act(2, A.RAISE, 8)
    r.act(1, A.RAISE, 12)
    r.act(2, A.RAISE, 16)
    assert kinds(r) == {"fold", "call"}
    with pytest.raises(IllegalAction):
        r.act(1, A.RAISE, 20)


def test_bring_in_may_be_completed_and_completion_is_not_a_raise() -> None:
    r = BettingRound(
        order=[1, 2, 3], stacks={1: 100, 2: 100, 3: 100}, sizing=fixed(4), cap=4, complete_to=4
    )
    r.post_forced(1, 2)
    r.start(2)
    assert {a.kind.value: a.min_amount for a in r.legal_actions()} == {
        "fold": None,
        "call": 2,
        "complete": 4,
    }
    r.act(2, A.COMPLETE)
    assert r.bets_made == 1 and r.current == 4
    r.act(3, A.RAISE, 8)
    assert r.bets_made == 2


def test_acting_out_of_turn_is_refused() -> None:
    r = new_round({1: 100, 2: 100}, first=1)
    with pytest.raises(IllegalAction, match="out of turn"):
        r.act(2, A.CHECK)


def test_wrong_amount_is_refused() -> None:
    r = new_round({1: 100, 2: 100}, first=1)
    with pytest.raises(IllegalAction, match="not allowed"):
        r.act(1, A.BET, 5)


def test_discrete_sizing_offers_only_the_listed_amounts() -> None:
    r = BettingRound(
        order=[1, 2], stacks={1: 100, 2: 100}, sizing=lambda _r: Sizing(5, 10, (5, 10)), cap=4
    )
    r.start(1)
    bet = next(a for a in r.legal_actions() if a.kind is A.BET)
    assert bet.amounts == [5, 10]
    with pytest.raises(IllegalAction):
        r.act(1, A.BET, 7)


def test_short_all_in_raise_does_not_reopen_the_betting() -> None:
    r = new_round({1: 100, 2: 6, 3: 100}, first=1)
    r.act(1, A.BET, 4)
    r.act(2, A.RAISE, 6)  # all-in for less than a full raise
    r.act(3, A.CALL)
    assert r.to_act == 1
    assert kinds(r) == {"fold", "call"}


def test_a_short_stack_calls_for_what_it_has() -> None:
    r = new_round({1: 100, 2: 3}, first=1)
    r.act(1, A.BET, 4)
    paid = r.act(2, A.CALL)
    assert paid == 3 and r.stacks[2] == 0 and r.finished
