"""2-7 triple draw: the pure rules and the hand flow of the reference engine."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from pokercert import protocol as p
from pokercert.engine.betting import IllegalAction
from pokercert.engine.cards import card_text, parse_cards
from pokercert.engine.deck import stacked_order
from pokercert.engine.drawing import parse_discards
from pokercert.engine.params import TripleDrawRules
from pokercert.engine.table import SeatState, UnsupportedRequest
from pokercert.engine.triple_draw import TripleDrawHand
from pokercert.engine.triple_draw_rules import (
    blind_seats,
    first_after,
    resolve_amounts,
    show_order,
)
from pokercert.scenario.drawing import DeckPlanError, compose_deck, deal_order
from pokercert.spec_loader import load_profile

A = p.ActionKind
STAKES = p.Stakes(small_bet=2, big_bet=4)


def _profile_rules() -> TripleDrawRules:
    rules = load_profile("triple-draw-27").parameters
    assert isinstance(rules, TripleDrawRules)
    return rules


RULES = _profile_rules()


def new_hand(
    stacks: list[int],
    dealer: int | None = None,
    hands: dict[int, str] | None = None,
    draws: Sequence[str] = (),
    rules: TripleDrawRules = RULES,
) -> TripleDrawHand:
    """A hand at seats 1..n, the deck stacked the way a draw game deals it."""
    seats = [SeatState(seat=i + 1, name=f"P{i + 1}", stack=s) for i, s in enumerate(stacks)]
    dealer = dealer or len(stacks)
    order = deal_order([s.seat for s in seats], dealer)
    given = {seat: parse_text(text) for seat, text in (hands or {}).items()}
    full = {seat: given.get(seat, ["??"] * 5) for seat in order}
    deck = compose_deck(full, order, [parse_text(d) for d in draws])
    hand = TripleDrawHand(rules, "triple-draw-27", STAKES, seats, dealer,
                          stacked_order(parse_cards(deck)), rng_seed=7)  # fmt: skip
    hand.begin()
    return hand


def parse_text(text: str) -> list[str]:
    return [card_text(c) for c in parse_cards(text)] if text != "??" else ["??"]


def act(hand: TripleDrawHand, seat: int, kind: A, amount: int | None = None,
        cards: str | None = None) -> None:  # fmt: skip
    hand.act(p.PlayerAction(seat=seat, kind=kind, amount=amount,
                            cards=cards.split() if cards else None))  # fmt: skip


def kinds(hand: TripleDrawHand) -> set[str]:
    return {a.kind.value for a in hand.legal_actions()}


def call_to_draw(hand: TripleDrawHand) -> None:
    while hand.phase == "pre-draw" or hand.phase.startswith("betting"):
        options = hand.betting_options()
        assert options is not None
        hand.wager(options.seat, A.CALL if options.owed else A.CHECK)


def stand_all(hand: TripleDrawHand) -> None:
    """Every player stands pat in the current draw."""
    phase = hand.phase
    while hand.phase == phase and hand.draw_queue:
        hand.draw(hand.draw_queue[0], [])


# --------------------------------------------------------------------------- pure rules


def test_blinds_sit_left_of_the_button_and_heads_up_the_button_posts_the_small_blind() -> None:
    assert blind_seats([1, 2, 3, 4], dealer=4) == (1, 2)
    assert blind_seats([5, 6, 1], dealer=4) == (5, 6)
    assert blind_seats([1, 2], dealer=2) == (2, 1)
    with pytest.raises(IllegalAction):
        blind_seats([3], dealer=3)


def test_amounts_come_from_the_stakes_or_else_from_the_profile_ratios() -> None:
    derived = resolve_amounts(RULES, p.Stakes(small_bet=10, big_bet=0))
    assert (derived.small_blind, derived.big_blind, derived.big_bet) == (5, 10, 20)
    assert [derived.bet_size(r) for r in (1, 2, 3, 4)] == [10, 10, 20, 20]
    given = resolve_amounts(RULES, p.Stakes(small_blind=3, big_blind=6, small_bet=6, big_bet=12))
    assert (given.small_blind, given.big_blind) == (3, 6)
    with pytest.raises(IllegalAction, match="whole number"):
        resolve_amounts(RULES, p.Stakes(small_bet=3, big_bet=6))
    with pytest.raises(IllegalAction, match="small bet"):
        resolve_amounts(RULES, p.Stakes(small_bet=0, big_bet=0))


def test_show_order_starts_with_the_last_aggressor_else_left_of_the_button() -> None:
    assert show_order([1, 2, 3], last_aggressor=2) == [2, 3, 1]
    assert show_order([1, 2, 3], last_aggressor=None) == [1, 2, 3]
    assert show_order([2, 3], last_aggressor=1) == [2, 3]  # the bettor has gone


def test_first_after_skips_seats_that_cannot_act() -> None:
    assert first_after([1, 2, 3, 4], 2, [1, 4]) == 4
    assert first_after([1, 2, 3, 4], 4, [1, 4]) == 1
    assert first_after([1, 2], 1, []) is None


@pytest.mark.parametrize(
    ("discards", "message"),
    [
        ([], "stands pat"),
        (["Ks"], "not in the hand"),
        (["7c", "7c"], "twice"),
        (["??"], "name its card"),
        (["7x"], "not a card"),
        (["7c", "5d", "4h", "3s", "2c", "Ks"], "at most 5"),
    ],
)
def test_bad_discards_are_refused_with_the_reason(discards: list[str], message: str) -> None:
    with pytest.raises(IllegalAction, match=message):
        parse_discards(parse_cards("7c 5d 4h 3s 2c"), discards)


def test_a_deck_plan_deals_round_by_round_from_the_dealers_left() -> None:
    order = deal_order([1, 2, 3], dealer=1)
    assert order == [2, 3, 1]
    hands = {1: ["Ah", "Kh", "Qh", "Jh", "Th"], 2: ["2c", "3c", "4c", "5c", "6c"], 3: ["??"] * 5}
    deck = compose_deck(hands, order, draws=[["9s", "??"]])
    assert deck[:4] == ["2c", "2d", "Ah", "3c"]  # "??" takes the first card nobody named
    assert deck[15:] == ["9s", "3s"] and len(set(deck)) == 17
    with pytest.raises(DeckPlanError, match="named twice"):
        compose_deck({1: ["As"] * 5, 2: ["??"] * 5, 3: ["??"] * 5}, order)


# --------------------------------------------------------------------------- the flow


def test_first_round_starts_left_of_the_big_blind_with_the_blind_as_the_bet() -> None:
    hand = new_hand([100] * 6)
    assert hand.to_act() == 3
    assert hand.seats[1].committed == 1 and hand.seats[2].committed == 2
    assert {(a.kind.value, a.min_amount) for a in hand.legal_actions()} == {
        ("fold", None), ("call", 2), ("raise", 4)}  # fmt: skip
    for seat, target in ((3, 4), (4, 6), (5, 8)):
        act(hand, seat, A.RAISE, target)
    assert kinds(hand) == {"fold", "call"}  # three raises over the blind


def test_heads_up_button_acts_first_before_the_draw_and_last_after() -> None:
    hand = new_hand([100, 100], dealer=2)
    assert (hand.sb_seat, hand.bb_seat, hand.to_act()) == (2, 1, 2)
    act(hand, 2, A.CALL)
    assert kinds(hand) == {"check", "raise"}  # the big blind's option
    act(hand, 1, A.CHECK)
    assert hand.phase == "draw-1" and hand.to_act() == 1
    stand_all(hand)
    assert hand.phase == "betting-2" and hand.to_act() == 1 and hand.bet_size() == 2


def test_draws_deal_in_order_and_counts_are_public() -> None:
    hand = new_hand([100] * 3, hands={1: "7c 5d 4h 3s Kd", 2: "8c 6d 4c 3d 2h",
                                      3: "Qc Jd 9h 9s 2c"}, draws=["2s 6h 5c 3c"])  # fmt: skip
    call_to_draw(hand)
    act(hand, 1, A.DRAW, cards="Kd")
    act(hand, 2, A.STAND_PAT)
    act(hand, 3, A.DRAW, cards="Qc Jd 9s")
    assert sorted(map(card_text, hand.seats[1].downcards)) == sorted(["7c", "5d", "4h", "3s", "2s"])
    assert sorted(map(card_text, hand.seats[3].downcards)) == sorted(["9h", "2c", "6h", "5c", "3c"])
    view = hand.view()
    assert [s.draw_counts for s in view.seats] == [[1], [0], [3]]
    assert (view.stub_count, view.discard_count, view.phase) == (33, 4, "betting-2")
    hand.check_conservation()


def test_a_draw_out_of_turn_or_during_betting_is_refused() -> None:
    hand = new_hand([100] * 3, hands={1: "7c 5d 4h 3s Kd"})
    with pytest.raises(IllegalAction, match="out of turn"):
        act(hand, 1, A.DRAW, cards="Kd")
    with pytest.raises(IllegalAction, match="not allowed"):
        act(hand, 3, A.DRAW, cards="Kd")
    call_to_draw(hand)
    with pytest.raises(IllegalAction, match="stands pat discards nothing"):
        act(hand, 1, A.STAND_PAT, cards="Kd")
    with pytest.raises(IllegalAction, match="not allowed"):
        act(hand, 1, A.CHECK)


def reshuffle_hand() -> TripleDrawHand:
    """Six players; after the first draw 2 cards are left and 20 are on the discard pile."""
    hand = new_hand([100] * 6, hands={
        1: "Ac Kc Qc Jc Tc", 2: "Ad Kd Qd Jd Td", 3: "Ah Kh Qh Jh Th", 4: "As Ks Qs Js Ts",
        5: "9c 9d 9h 9s 8c", 6: "8d 8h 8s 7c 7d"},
        draws=["2c 3d 4h 5s 7h 2d 3h 4s 5c 7s 2h 3s 4c 5d 6c 2s 3c 4d 5h 6d", "6h 6s"])  # fmt: skip
    call_to_draw(hand)
    for seat in (1, 2, 3, 4):
        hand.draw(seat, list(hand.seats[seat].downcards))
    stand_all(hand)
    return hand


def test_reshuffle_keeps_the_drawing_players_fresh_discards_out() -> None:
    hand = reshuffle_hand()
    dead = set(hand.discards)
    assert len(hand.stub) == 2 and len(dead) == 20
    call_to_draw(hand)
    thrown = parse_cards("4h 5s 7h")
    hand.draw(1, thrown)
    held = set(hand.seats[1].downcards)
    assert set(parse_cards("6h 6s 2c 3d")) <= held and len(held & dead) == 1
    assert set(hand.stub.cards()) == dead - held
    assert hand.discards == thrown and hand.reshuffles == 1
    live = {c for s in hand.live_seats() for c in hand.seats[s].downcards}
    assert not live & set(hand.stub.cards())
    hand.draw(2, parse_cards("5c 7s"))
    assert len(set(hand.seats[2].downcards) & dead) == 2
    assert not set(hand.seats[2].downcards) & set(thrown)
    hand.check_conservation()


def test_folded_hands_go_into_the_reshuffle() -> None:
    hand = reshuffle_hand()
    hand.wager(1, A.BET, 2)
    for seat in (2, 3, 4, 5):
        hand.wager(seat, A.CALL)
    folded = list(hand.seats[6].downcards)
    hand.wager(6, A.FOLD)
    hand.draw(1, parse_cards("4h 5s 7h"))
    assert len(hand.stub) == 24
    assert set(folded) <= set(hand.stub.cards()) | set(hand.seats[1].downcards)


def test_everyone_folding_returns_the_uncalled_raise() -> None:
    hand = new_hand([100] * 3)
    act(hand, 3, A.RAISE, 4)
    act(hand, 1, A.FOLD)
    act(hand, 2, A.FOLD)
    result = hand.hand_result()
    assert result.returned == {"3": 2}
    assert result.stacks == {"1": 99, "2": 98, "3": 103}
    assert not result.shown and hand.phase == "complete"
    hand.check_conservation()


def test_no_one_raises_against_players_who_are_all_in() -> None:
    hand = new_hand([100, 100, 3])
    act(hand, 3, A.RAISE, 3)  # all in, short of a full raise
    act(hand, 1, A.FOLD)
    assert kinds(hand) == {"fold", "call"}  # the big blind is alone with chips
    act(hand, 2, A.CALL)
    assert hand.phase == "draw-1"
    stand_all(hand)
    assert hand.phase == "draw-2"  # no betting between two players when one is all in
    stand_all(hand)
    stand_all(hand)
    assert hand.phase == "showdown" and hand.bet_size() is None


def test_the_first_to_show_must_show_and_a_beaten_hand_may_be_mucked() -> None:
    hand = new_hand([100] * 3, hands={1: "7c 5d 4h 3s 2c", 2: "8c 6d 4c 3d 2h",
                                      3: "Qc Jd 9h 9s 2d"})  # fmt: skip
    for _ in range(3):
        call_to_draw(hand)
        stand_all(hand)
    call_to_draw(hand)
    assert hand.phase == "showdown" and kinds(hand) == {"show"}
    with pytest.raises(IllegalAction, match="must show"):
        hand.muck(1)
    with pytest.raises(IllegalAction, match="holds"):
        act(hand, 1, A.SHOW, cards="7c 5d 4h 3s 3c")
    act(hand, 1, A.SHOW, cards="2c 3s 4h 5d 7c")
    assert kinds(hand) == {"show", "muck"}
    act(hand, 2, A.MUCK)
    act(hand, 3, A.SHOW)
    result = hand.hand_result()
    assert result.show_order == [1, 2, 3] and result.mucked == [2]
    assert [a.winners for a in result.awards] == [[1]]
    assert result.shown[0].description == "7-5-4-3-2"
    hand.check_conservation()


def test_time_out_is_unsupported_without_a_clock_and_folds_with_one() -> None:
    hand = new_hand([100] * 3)
    with pytest.raises(UnsupportedRequest):
        act(hand, 3, A.TIME_OUT)
    timed = RULES.model_copy(update={"action_clock_seconds": 30, "action_clock_expiry": "fold"})
    hand = new_hand([100] * 3, rules=timed)
    act(hand, 3, A.TIME_OUT)
    assert hand.seats[3].status is p.SeatStatus.FOLDED


def test_the_number_of_players_is_checked_against_the_profile() -> None:
    with pytest.raises(IllegalAction, match="2 to 6 players"):
        new_hand([100] * 7)
    with pytest.raises(IllegalAction, match="2 to 6 players"):
        new_hand([100, 0])


def test_the_log_is_numbered_and_hides_the_downcards() -> None:
    hand = new_hand([100] * 2, dealer=2)
    events = hand.view().events
    assert [e.seq for e in events] == list(range(1, len(events) + 1))
    deals = [e for e in events if e.kind == "deal-down"]
    assert len(deals) == 10 and all(e.cards == ["??"] for e in deals)
    assert [e.seat for e in deals[:3]] == [1, 2, 1]  # one at a time from the button's left
    act(hand, 2, A.CALL)
    later = hand.view().events
    assert later[: len(events)] == events and later[-1].kind == "call"


def test_a_setup_asking_for_other_than_three_draws_is_refused() -> None:
    """The phases name three draws: a profile asking for two is refused by name, not
    played as three (a parameter the engine ignored would pass a scenario by accident)."""
    from pokercert.adapters.reference import ReferenceDriver

    parameters = load_profile("triple-draw-27").parameters.model_dump(mode="json")
    setup = p.HandSetup(
        game=p.Game.TRIPLE_DRAW_27,
        profile="triple-draw-27",
        parameters={**parameters, "draws": 2},
        stakes=STAKES,
        seats=[p.SeatSetup(seat=1, stack=100), p.SeatSetup(seat=2, stack=100)],
        dealer_seat=1,
        seed=5,
    )
    answer = ReferenceDriver().exchange(setup)
    assert isinstance(answer, p.Refusal) and "draws" in answer.reason
    parameters["draws"] = 3
    played = ReferenceDriver().exchange(setup.model_copy(update={"parameters": parameters}))
    assert isinstance(played, p.TableView)
