"""Seven-card stud: the pure rules (bring-in, first actor, bet sizes, showdown order, the deal)
and a few whole hands through the session."""

from __future__ import annotations

from typing import Any

import pytest

from pokercert import protocol as p
from pokercert.engine.betting import BettingRound, IllegalAction
from pokercert.engine.cards import parse_card, parse_cards
from pokercert.engine.params import StudRules
from pokercert.engine.session import GAME_CLASSES, Session
from pokercert.engine.stud import StudHand
from pokercert.engine.stud_dealing import DealStep, StubState, initial_plan, street_plan
from pokercert.engine.stud_rules import (
    Amounts,
    FixedSize,
    OpenPairSize,
    PotLimitedSize,
    bring_in_seat,
    first_to_act,
    high_board_seat,
    resolve_amounts,
    round_cap,
    show_order,
    street_sizing,
)
from pokercert.engine.table import UnsupportedRequest
from pokercert.scenario.stud import StudCards, compose_stud_deck
from pokercert.spec_loader import load_profile

AMOUNTS = Amounts(ante=1, bring_in=2, small_bet=5, big_bet=10)
A = p.ActionKind


def rules(profile: str = "cardroom-stud", **changes: Any) -> StudRules:
    base = load_profile(profile).parameters
    assert isinstance(base, StudRules)
    return base.model_copy(update=changes)


def doors(**by_seat: str) -> dict[int, int]:
    return {int(seat[1:]): parse_card(card) for seat, card in by_seat.items()}


def boards(**by_seat: str) -> dict[int, list[int]]:
    return {int(seat[1:]): parse_cards(cards) for seat, cards in by_seat.items()}


def a_round(increments: list[int]) -> BettingRound:
    round_ = BettingRound(order=[1, 2], stacks={1: 100, 2: 100}, sizing=FixedSize(5), cap=4)
    round_.increments = list(increments)
    return round_


# --------------------------------------------------------------------------- amounts


def test_the_bring_in_comes_from_the_profile_when_the_stakes_name_none() -> None:
    stakes = p.Stakes(ante=3, small_bet=15, big_bet=30)
    assert resolve_amounts(rules("cardroom-stud"), stakes).bring_in == 5  # 000: $5 in $15-$30
    stakes = p.Stakes(ante=1, small_bet=4, big_bet=8)
    assert resolve_amounts(rules("german-stud"), stakes).bring_in == 2  # 002: $2 in $4/$8


def test_a_bring_in_named_by_the_stakes_is_kept() -> None:
    stakes = p.Stakes(ante=50, bring_in=50, small_bet=200, big_bet=400)
    assert resolve_amounts(rules("cardroom-stud"), stakes).bring_in == 50


def test_a_bring_in_above_the_small_bet_is_refused() -> None:
    with pytest.raises(IllegalAction, match="bring-in"):
        resolve_amounts(rules(), p.Stakes(bring_in=20, small_bet=10, big_bet=20))


# --------------------------------------------------------------------------- the bring-in


def test_the_lowest_rank_brings_in_and_the_suit_breaks_ties() -> None:
    assert bring_in_seat(doors(s1="3h", s2="3d", s3="3s", s4="5c"), rules()) == 2
    assert bring_in_seat(doors(s1="2h", s2="2s", s3="2c", s4="2d"), rules()) == 3


def test_the_suit_order_is_the_profile_s() -> None:
    reversed_suits = rules(bring_in_suit_order=["s", "h", "d", "c"])
    assert bring_in_seat(doors(s1="3h", s2="3d", s3="3s", s4="5c"), reversed_suits) == 3


def test_the_ace_is_high_unless_the_profile_makes_it_low() -> None:
    seats = doors(s1="Ac", s2="Kd", s3="4h")
    assert bring_in_seat(seats, rules()) == 3
    assert bring_in_seat(seats, rules(ace_low_for_bring_in=True)) == 1


# --------------------------------------------------------------------------- first to act


def test_a_pair_beats_high_cards_and_two_pair_beats_a_pair() -> None:
    order = [1, 2, 3]
    assert high_board_seat(boards(s1="Ah Kd", s2="3c 3d", s3="Qs Js"), order, rules()) == 2
    shown = boards(s1="Ah Ad 4c", s2="3c 3d 2s 2h", s3="Qs Js Ts 9s")
    assert high_board_seat(shown, order, rules()) == 2


def test_straights_and_flushes_do_not_count_on_board() -> None:
    shown = boards(s1="5h 6h 7h 8h", s2="Kd 9c 4s 2d")
    assert high_board_seat(shown, [1, 2], rules()) == 2


def test_equal_boards_go_by_position_or_by_suit() -> None:
    shown = boards(s1="Kc 7d", s3="Ks 7h")
    assert high_board_seat(shown, [1, 3], rules(equal_board_tiebreak="position")) == 1
    assert high_board_seat(shown, [3, 1], rules(equal_board_tiebreak="position")) == 3
    assert high_board_seat(shown, [1, 3], rules(equal_board_tiebreak="suit")) == 3


def test_a_common_card_joins_every_board() -> None:
    common = "Kh"
    shown = boards(s1=f"Ac Ad Ah 2s {common}", s2=f"7c 7h 7s Kd {common}")
    assert high_board_seat(shown, [1, 2], rules()) == 2  # a full house showing beats trips
    shown = boards(s1=f"Ac Ad 9d 2s {common}", s2=f"Qc Qd Qs 2d {common}")
    assert high_board_seat(shown, [1, 2], rules()) == 2


def test_an_all_in_starter_passes_the_action_to_its_left() -> None:
    assert first_to_act(3, [1, 2, 3, 4], able=[1, 2, 4]) == 4
    assert first_to_act(4, [1, 2, 3, 4], able=[2, 3]) == 2
    assert first_to_act(3, [1, 2, 3, 4], able=[1, 3]) == 3
    assert first_to_act(3, [1, 2, 3, 4], able=[]) is None


# --------------------------------------------------------------------------- bet sizes


@pytest.mark.parametrize(("street", "size"), [(3, 5), (4, 5), (5, 10), (6, 10), (7, 10)])
def test_fixed_limit_small_bet_then_big_bet(street: int, size: int) -> None:
    assert street_sizing(rules(), AMOUNTS, street, False, 100) == FixedSize(size)


def test_an_open_pair_gives_the_option_of_the_big_bet() -> None:
    sizing = street_sizing(rules(), AMOUNTS, 4, True, 100)
    assert sizing == OpenPairSize(5, 10, big_fixes=True)
    assert sizing(a_round([])).options == (5, 10)
    assert sizing(a_round([5])).options == (5, 10)
    assert sizing(a_round([5, 10])).options == (10,)
    loose = street_sizing(rules(open_pair_big_raise_fixes_size=False), AMOUNTS, 4, True, 100)
    assert loose(a_round([10])).options == (5, 10)


def test_split_limit_plays_the_higher_limit_on_an_open_pair() -> None:
    split = rules("es-stud-split-limit")
    assert street_sizing(split, AMOUNTS, 4, True, 100) == FixedSize(10)
    assert street_sizing(split, AMOUNTS, 4, False, 100) == FixedSize(5)
    assert street_sizing(split, AMOUNTS, 5, False, 100) == FixedSize(10)


def test_limited_pot_limits_sixth_and_seventh_street_by_the_pot_at_the_deal() -> None:
    limited = rules("es-stud-limited-pot")
    assert street_sizing(limited, AMOUNTS, 5, True, 47) == FixedSize(5)
    assert street_sizing(limited, AMOUNTS, 6, False, 47) == PotLimitedSize(5, 23)
    assert street_sizing(limited, AMOUNTS, 7, False, 139) == PotLimitedSize(5, 139)
    tiny = street_sizing(limited, AMOUNTS, 6, False, 8)(a_round([]))
    assert (tiny.minimum, tiny.maximum) == (5, 5)
    pot_early = rules("es-stud-limited-pot", limited_pot_early_intervals="pot")
    assert street_sizing(pot_early, AMOUNTS, 3, False, 30) == PotLimitedSize(5, 30)


def test_a_limited_pot_raise_is_at_least_the_largest_bet_or_raise_of_the_round() -> None:
    """CF-007 A: the floor rises with the largest increment, never above the limit."""
    sixth = PotLimitedSize(5, 100)
    assert (sixth(a_round([])).minimum, sixth(a_round([])).maximum) == (5, 100)
    after = sixth(a_round([80]))
    assert (after.minimum, after.maximum) == (80, 100)
    assert not after.allows(5) and after.allows(80) and after.allows(100)
    assert sixth(a_round([3, 30, 60])).minimum == 60  # the largest, not the last
    assert sixth(a_round([3])).minimum == 5  # a short all-in bet leaves the small bet
    below = PotLimitedSize(5, 2)(a_round([5]))  # a limit under the small bet: the small bet
    assert (below.minimum, below.maximum) == (5, 5)


def test_a_completion_counted_as_a_raise_uses_up_one_bet() -> None:
    assert round_cap(rules(), bring_in_posted=True) == 4
    assert round_cap(rules(completion_counts_as_raise=True), bring_in_posted=True) == 3
    assert round_cap(rules(completion_counts_as_raise=True), bring_in_posted=False) == 4


# --------------------------------------------------------------------------- showdown order


def test_the_last_aggressor_shows_first_then_clockwise() -> None:
    assert show_order([1, 3, 4], last_aggressor=3, first_could_bet=1) == [3, 4, 1]
    assert show_order([1, 3, 4], last_aggressor=None, first_could_bet=4) == [4, 1, 3]
    assert show_order([1, 3, 4], last_aggressor=2, first_could_bet=None) == [1, 3, 4]


# --------------------------------------------------------------------------- the deal


def test_third_street_is_two_down_and_one_up_round_by_round() -> None:
    plan = initial_plan([3, 1])
    assert [(s.kind, s.seat) for s in plan] == [
        ("down", 3), ("down", 1), ("down", 3), ("down", 1), ("up", 3), ("up", 1),
    ]  # fmt: skip


def kinds(plan: list[DealStep]) -> str:
    return " ".join(s.kind if s.seat is None else f"{s.kind}{s.seat}" for s in plan)


def test_a_street_burns_first_where_the_profile_burns() -> None:
    plan = street_plan([1, 2], True, True, StubState(20, 1, 0), "common-card", False)
    assert kinds(plan) == "burn up1 up2"
    plan = street_plan([1, 2], False, False, StubState(20, 0, 0), "common-card", False)
    assert kinds(plan) == "down1 down2"


def test_seven_players_card_room_deals_all_but_the_last_then_reshuffles() -> None:
    plan = street_plan(list(range(1, 8)), False, True, StubState(7, 3, 0),
                       "reshuffle-burns-then-common-card", True)  # fmt: skip
    assert kinds(plan) == "burn down1 down2 down3 down4 down5 reshuffle burn down6 down7"


def test_seven_players_online_shuffles_the_stub_with_the_burns() -> None:
    plan = street_plan(list(range(1, 8)), False, True, StubState(7, 3, 0),
                       "reshuffle-stub-and-burns-then-common-card", False)  # fmt: skip
    assert kinds(plan) == "burn reshuffle down1 down2 down3 down4 down5 down6 down7"


@pytest.mark.parametrize(
    ("exhaustion", "burn", "stub", "burns", "expected"),
    [
        ("reshuffle-burns-then-common-card", True, 1, 3, "burn reshuffle burn common"),
        ("reshuffle-stub-and-burns-then-common-card", True, 1, 3, "burn reshuffle common"),
        ("common-card", False, 4, 0, "common"),
    ],
)
def test_eight_players_share_a_common_card(
    exhaustion: Any, burn: bool, stub: int, burns: int, expected: str
) -> None:
    plan = street_plan(list(range(1, 9)), False, burn, StubState(stub, burns, 0), exhaustion, False)
    assert kinds(plan) == expected


# --------------------------------------------------------------------------- whole hands


class StudSession(Session):
    """A session that plays :class:`StudHand` itself (the game played correctly)."""

    def _start(self, setup: p.HandSetup) -> dict[str, Any]:
        saved = GAME_CLASSES["seven-card-stud"]
        GAME_CLASSES["seven-card-stud"] = "pokercert.engine.stud:StudHand"
        try:
            return super()._start(setup)
        finally:
            GAME_CLASSES["seven-card-stud"] = saved


def setup(profile: str = "cardroom-stud", seed: int = 7, players: int = 4, stack: int = 200,
          **changes: Any) -> p.HandSetup:  # fmt: skip
    parameters = rules(profile, **changes).model_dump(mode="json")
    return p.HandSetup(
        game="seven-card-stud",
        profile=profile,
        parameters=parameters,
        stakes=p.Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10),
        seats=[p.SeatSetup(seat=s, name=f"P{s}", stack=stack) for s in range(1, players + 1)],
        dealer_seat=players,
        seed=seed,
    )


def play_passively(session: Session) -> p.HandResult:
    """Bring in, call or check, show: until the hand is over."""
    order = [p.ActionKind.BRING_IN, p.ActionKind.CHECK, p.ActionKind.CALL, p.ActionKind.SHOW]
    while True:
        view = session.handle(p.ViewRequest())
        assert isinstance(view, p.TableView)
        if view.to_act is None:
            break
        legal = {a.kind for a in view.legal_actions}
        kind = next(k for k in order if k in legal)
        answer = session.handle(p.PlayerAction(seat=view.to_act, kind=kind))
        assert isinstance(answer, p.TableView), answer
    result = session.handle(p.ResultRequest())
    assert isinstance(result, p.HandResult)
    return result


def test_the_same_setup_gives_the_same_hand() -> None:
    first, second = StudSession(), StudSession()
    first.handle(setup(seed=11))
    second.handle(setup(seed=11))
    assert play_passively(first) == play_passively(second)
    assert first.hand is not None and second.hand is not None
    assert first.hand.view().events == second.hand.view().events


def test_a_passive_hand_reaches_the_showdown_and_keeps_every_chip_and_card() -> None:
    session = StudSession()
    session.handle(setup(players=8, seed=3))
    result = play_passively(session)
    assert result.complete and len(result.show_order) == 8
    assert sum(result.stacks.values()) == 8 * 200
    assert session.hand is not None
    session.hand.check_conservation()


def test_irregularities_are_refused_as_unsupported() -> None:
    session = StudSession()
    session.handle(setup())
    assert type(session.hand) is StudHand
    with pytest.raises(UnsupportedRequest):
        session.hand.inject(p.Irregularity(kind=p.IrregularityKind.BURN_TWO))


def test_an_absent_player_is_refused_as_unsupported() -> None:
    request = setup()
    request.seats[1] = request.seats[1].model_copy(update={"present": False})
    answer = StudSession().handle(request)
    assert isinstance(answer, p.Refusal) and "absent" in answer.reason


def test_a_time_out_needs_an_action_clock() -> None:
    session = StudSession()
    view = session.handle(setup("cardroom-stud"))
    assert isinstance(view, p.TableView) and view.to_act is not None
    answer = session.handle(p.PlayerAction(seat=view.to_act, kind=p.ActionKind.TIME_OUT))
    assert isinstance(answer, p.Refusal) and "clock" in answer.reason


def test_a_short_all_in_completion_leaves_the_completion_open() -> None:
    hands = {
        1: StudCards(("As", "Kd"), ("Qh",)),
        2: StudCards(("Qs", "Jd"), ("3d",)),  # the low card
        3: StudCards(("9s", "8d"), ("7s",)),
        4: StudCards(("7c", "6d"), ("5c",)),
    }
    request = setup().model_copy(
        update={"seed": None, "deck": compose_stud_deck(hands, [1, 2, 3, 4], burn=True)}
    )
    request.seats[2] = request.seats[2].model_copy(update={"stack": 4})  # 3 chips after the ante
    session = StudSession()
    session.handle(request)
    session.handle(p.PlayerAction(seat=2, kind=p.ActionKind.BRING_IN))
    answer = session.handle(p.PlayerAction(seat=3, kind=p.ActionKind.COMPLETE))
    assert isinstance(answer, p.TableView)
    assert answer.to_act == 4
    complete = [a for a in answer.legal_actions if a.kind is p.ActionKind.COMPLETE]
    assert complete and complete[0].min_amount == 5
    answer = session.handle(p.PlayerAction(seat=4, kind=p.ActionKind.COMPLETE))
    assert isinstance(answer, p.TableView)
    raises = [a for a in answer.legal_actions if a.kind is p.ActionKind.RAISE]
    assert raises and raises[0].min_amount == 10


def test_the_completion_counted_as_a_raise_leaves_two_raises() -> None:
    session = StudSession()
    session.handle(setup(completion_counts_as_raise=True, stack=500))
    hand = session.hand
    assert hand is not None
    seat = hand.to_act()
    assert seat is not None
    session.handle(p.PlayerAction(seat=seat, kind=p.ActionKind.BRING_IN))
    amounts = iter([5, 10, 15])
    kinds = [p.ActionKind.COMPLETE, p.ActionKind.RAISE, p.ActionKind.RAISE]
    for kind in kinds:
        answer = session.handle(
            p.PlayerAction(seat=hand.to_act() or 0, kind=kind, amount=next(amounts))
        )
        assert isinstance(answer, p.TableView), answer
    assert isinstance(answer, p.TableView), answer
    assert answer.raises_this_round == 3
    assert {a.kind for a in answer.legal_actions} == {p.ActionKind.FOLD, p.ActionKind.CALL}


def test_a_bring_in_whose_clock_runs_out_is_posted_and_protected() -> None:
    session = StudSession()
    view = session.handle(setup("online-stud"))
    assert isinstance(view, p.TableView) and view.to_act is not None
    low = view.to_act
    answer = session.handle(p.PlayerAction(seat=low, kind=p.ActionKind.TIME_OUT))
    assert isinstance(answer, p.TableView)
    seat = next(s for s in answer.seats if s.seat == low)
    assert seat.status is p.SeatStatus.ALL_IN and seat.bet == 2 and seat.stack == 197
    assert answer.to_act not in (None, low)


def test_a_clock_that_runs_out_at_the_showdown_shows_the_hand() -> None:
    session = StudSession()
    session.handle(setup("online-stud", players=2, seed=4))
    hand = session.hand
    assert isinstance(hand, StudHand)
    while hand.phase != "showdown":
        kinds = [o.kind for o in hand.options()]
        kind = next(k for k in (A.BRING_IN, A.CHECK, A.CALL) if k in kinds)
        hand.play(hand.to_act() or 0, kind)
    first = hand.to_act()
    assert first is not None
    session.handle(p.PlayerAction(seat=first, kind=p.ActionKind.TIME_OUT))
    assert first in hand.shown


def _short_stack_showdown(**changes: Any) -> StudHand:
    """Three players, seat 1 all in early: a main pot for all, a side pot for seats 2 and 3."""
    session = StudSession()
    request = setup("german-stud", players=3, seed=2, **changes)
    request.seats[0] = request.seats[0].model_copy(update={"stack": 12})
    session.handle(request)
    hand = session.hand
    assert isinstance(hand, StudHand)
    while hand.phase != "showdown":
        kinds = [o.kind for o in hand.options()]
        kind = next(k for k in (A.BRING_IN, A.BET, A.CALL, A.CHECK) if k in kinds)
        hand.play(hand.to_act() or 0, kind)
    assert [pot.eligible for pot in hand.pots()] == [(1, 2, 3), (2, 3)]
    assert hand.show_queue == [2, 3, 1]
    return hand


def test_under_002_anyone_may_muck_but_the_last_hand_of_a_pot() -> None:
    """CF-048 C: the first player called on may muck; a side pot's last contender must show."""
    hand = _short_stack_showdown()
    assert {o.kind for o in hand.options()} == {A.SHOW, A.MUCK}
    hand.play(2, A.MUCK)
    assert [o.kind for o in hand.options()] == [A.SHOW]  # the side pot's last hand
    with pytest.raises(IllegalAction):
        hand.play(3, A.MUCK)
    hand.play(3, A.SHOW)
    assert {o.kind for o in hand.options()} == {A.SHOW, A.MUCK}  # seat 3 is in the main pot
    hand.play(1, A.MUCK)
    assert hand.result is not None
    assert hand.result.mucked == [2, 1] and hand.result.show_order == [2, 3, 1]
    assert [(a.amount, a.winners) for a in hand.result.awards] == [(76, [3])]  # both pots


def test_without_the_002_muck_the_first_player_called_on_must_show() -> None:
    """CF-048 B: the first player shows; a later one mucks once a hand is shown in his pots."""
    hand = _short_stack_showdown(first_to_show_may_muck=False)
    assert [o.kind for o in hand.options()] == [A.SHOW]
    with pytest.raises(IllegalAction):
        hand.play(2, A.MUCK)
    hand.play(2, A.SHOW)
    assert {o.kind for o in hand.options()} == {A.SHOW, A.MUCK}


def broke_table(profile: str = "german-stud") -> tuple[Session, p.HandResult]:
    """Two seats of 3 chips; both raise all in until seat 2 has nothing left."""
    session = Session()
    rules = load_profile(profile).parameters.model_dump(mode="json")
    answer = session.answer(
        p.HandSetup(
            game=p.Game.SEVEN_CARD_STUD,
            profile=profile,
            parameters=rules,
            stakes=p.Stakes(ante=1, bring_in=1, small_bet=2, big_bet=4),
            seats=[p.SeatSetup(seat=1, name="A", stack=3), p.SeatSetup(seat=2, name="B", stack=3)],
            dealer_seat=2,
            seed=0,
        )
    )
    while isinstance(answer, dict) and answer.get("to_act"):
        largest = answer["legal_actions"][-1]
        amount = largest.get("max_amount", largest.get("min_amount"))
        answer = session.answer(
            p.PlayerAction(seat=answer["to_act"], kind=largest["kind"], amount=amount)
        )
    result = session.answer(p.ResultRequest())
    assert isinstance(result, p.HandResult)
    return session, result


def test_a_next_hand_the_rules_refuse_leaves_the_table_as_it_was() -> None:
    """One seat is broke: the next hand is refused, and the table still shows the hand that
    was played (a half-dealt hand in phase "setup" is no valid view)."""
    session, result = broke_table()
    assert sorted(result.stacks.values()) == [0, 6]
    refused = session.answer(p.NextHand(dealer_seat=1, seed=5))
    assert isinstance(refused, p.Refusal) and "2 to 8 players" in refused.reason
    view = session.handle(p.ViewRequest())
    assert isinstance(view, p.TableView) and view.phase == p.Phase.COMPLETE
    assert session.answer(p.ResultRequest()) == result
