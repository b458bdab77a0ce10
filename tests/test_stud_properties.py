"""Random legal hands of seven-card stud keep every chip and every card, and replay identically."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokercert import protocol as p
from pokercert.engine.betting import BettingRound
from pokercert.engine.deck import shuffled_order
from pokercert.engine.params import StudRules
from pokercert.engine.stud import StudHand, StudRound
from pokercert.engine.stud_rules import FixedSize
from pokercert.engine.table import SeatState
from pokercert.spec_loader import load_profile

PROFILES = (
    "cardroom-stud",
    "cardroom-stud-tournament",
    "german-stud",
    "online-stud",
    "es-stud-split-limit",
    "es-stud-limited-pot",
)
STACKS = (1, 2, 4, 9, 30, 120, 400)


def new_hand(profile: str, stacks: list[int], ante: int, dealer: int, seed: int) -> StudHand:
    rules = load_profile(profile).parameters
    assert isinstance(rules, StudRules)
    seats = [SeatState(seat=i + 1, name=f"P{i + 1}", stack=s) for i, s in enumerate(stacks)]
    stakes = p.Stakes(ante=ante, bring_in=2, small_bet=5, big_bet=10)
    hand = StudHand(rules, profile, stakes, seats, dealer, shuffled_order(seed), rng_seed=seed)
    hand.begin()
    return hand


def choose(data: st.DataObject, hand: StudHand) -> p.PlayerAction:
    """A legal action for the seat to act, sometimes the clock running out."""
    seat = hand.to_act()
    assert seat is not None
    legal = hand.legal_actions()
    assert legal, f"seat {seat} is to act but has no legal action"
    kinds = [a.kind for a in legal]
    if hand.rules.action_clock_seconds is not None:
        kinds.append(p.ActionKind.TIME_OUT)
    kind = data.draw(st.sampled_from(kinds))
    action = next((a for a in legal if a.kind is kind), None)
    amount = None
    if action is not None and action.amounts:
        amount = data.draw(st.sampled_from(action.amounts))
    elif action is not None and action.min_amount is not None and action.max_amount is not None:
        amount = data.draw(st.integers(action.min_amount, action.max_amount))
    return p.PlayerAction(seat=seat, kind=kind, amount=amount)


@settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    profile=st.sampled_from(PROFILES),
    stacks=st.lists(st.sampled_from(STACKS), min_size=2, max_size=8),
    ante=st.integers(0, 2),
    seed=st.integers(0, 2**32 - 1),
    data=st.data(),
)
def test_random_hands_keep_chips_and_cards_and_replay_identically(
    profile: str, stacks: list[int], ante: int, seed: int, data: st.DataObject
) -> None:
    stacks = [max(s, ante + 1) for s in stacks]  # everyone dealt in
    dealer = data.draw(st.integers(1, len(stacks)))
    hand = new_hand(profile, stacks, ante, dealer, seed)
    hand.check_conservation()
    played: list[p.PlayerAction] = []
    for _ in range(400):
        if hand.result is not None:
            break
        action = choose(data, hand)
        hand.act(action)
        played.append(action)
        hand.check_conservation()
    assert hand.result is not None, f"the hand did not end (phase {hand.phase})"
    assert hand.to_act() is None and hand.legal_actions() == []
    assert sum(hand.result.stacks.values()) == sum(stacks)
    for award in hand.result.awards:
        assert award.amount > 0 and sum(award.shares.values()) == award.amount
        assert {int(seat) for seat in award.shares} == set(award.winners)
    again = new_hand(profile, stacks, ante, dealer, seed)
    for action in played:
        again.act(action)
    assert again.view().events == hand.view().events
    assert again.result == hand.result


@settings(max_examples=300, deadline=None)
@given(
    stacks=st.lists(st.integers(0, 60), min_size=2, max_size=8),
    size=st.integers(1, 10),
    complete_to=st.none() | st.integers(1, 12),
    cap=st.none() | st.integers(1, 5),
    wagers=st.lists(st.integers(0, 3), max_size=12),
    data=st.data(),
)
def test_the_fixed_size_fast_path_offers_what_the_generic_round_offers(
    stacks: list[int],
    size: int,
    complete_to: int | None,
    cap: int | None,
    wagers: list[int],
    data: st.DataObject,
) -> None:
    """StudRound's shortcut for fixed bet sizes must equal BettingRound.options everywhere."""
    order = list(range(1, len(stacks) + 1))
    round_ = StudRound(
        order=order,
        stacks=dict(zip(order, stacks, strict=True)),
        sizing=FixedSize(size),
        cap=cap,
        complete_to=complete_to,
    )
    able = [s for s in order if round_.can_act(s)]
    if not able:
        return
    if data.draw(st.booleans()) and round_.stacks[able[0]]:
        round_.post_forced(able[0], 1, level=data.draw(st.integers(1, 3)))
    round_.start(able[0])
    for choice in wagers:
        if round_.to_act is None:
            break
        fast = round_.options()
        generic = BettingRound.options(round_)
        assert fast == generic
        option = fast[min(choice, len(fast) - 1)]
        round_.act(round_.to_act, option.kind, option.max_amount)
