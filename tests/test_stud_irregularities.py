"""Unit tests of 000's stud remedies: the pure rules, then a few engine paths no scenario names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pokercert import protocol as p
from pokercert.engine.cards import parse_card, parse_cards
from pokercert.engine.params import StudRules
from pokercert.engine.session import Session
from pokercert.engine.stud_remedies_rules import (
    BurnError,
    board_key,
    burn_remedy,
    extra_removals,
    faulty_deal,
    high_board_any_size,
    last_card_face_up,
    showdown_verdict,
    too_many_cards,
    would_have_been_low,
    wrong_bring_in_fix,
)

PROFILES = Path(__file__).resolve().parents[1] / "spec" / "profiles"


def _parameters(profile: str) -> dict[str, object]:
    parameters: dict[str, object] = json.loads((PROFILES / f"{profile}.json").read_text())[
        "parameters"
    ]
    return parameters


def _rules(profile: str = "cardroom-stud") -> StudRules:
    return StudRules.model_validate(_parameters(profile))


# --------------------------------------------------------------------------- dead hands


def test_more_than_seven_cards_is_dead_at_any_time() -> None:
    assert too_many_cards(7) is None
    verdict = too_many_cards(8)
    assert verdict is not None and verdict.dead and verdict.clause == "CR-059"


@pytest.mark.parametrize(
    ("count", "may_live", "dead", "clause"),
    [
        (8, True, True, "CR-059"),
        (6, True, False, "CR-061"),
        (6, False, True, "CR-060"),
        (5, True, True, "CR-060"),
    ],
)
def test_showdown_verdict(count: int, may_live: bool, dead: bool, clause: str) -> None:
    verdict = showdown_verdict(count, may_live)
    assert verdict is not None
    assert (verdict.dead, verdict.clause) == (dead, clause)


def test_seven_cards_need_no_verdict() -> None:
    assert showdown_verdict(7, False) is None


# --------------------------------------------------------------------------- third street


def test_a_dead_hand_that_would_have_been_low_is_named() -> None:
    rules = _rules()
    doors = {1: parse_card("Qh"), 3: parse_card("Tc")}
    assert would_have_been_low(doors, {2: parse_card("2c")}, rules) == 2
    assert would_have_been_low(doors, {2: parse_card("Ac")}, rules) is None
    assert would_have_been_low(doors, {}, rules) is None


def test_suits_decide_whether_the_dead_card_would_have_been_low() -> None:
    rules = _rules()  # clubs lowest
    doors = {1: parse_card("2d")}
    assert would_have_been_low(doors, {2: parse_card("2c")}, rules) == 2
    assert would_have_been_low(doors, {2: parse_card("2s")}, rules) is None


# --------------------------------------------------------------------------- the bring-in


def test_wrong_bring_in_is_corrected_until_the_next_player_acts() -> None:
    assert wrong_bring_in_fix(False) == ("corrected", ("CR-019", "CR-020"))
    assert wrong_bring_in_fix(True) == ("stands", ("CR-021",))


def test_one_card_out_of_play_per_player_still_in() -> None:
    assert extra_removals(3) == 3


# --------------------------------------------------------------------------- last card face up


def test_more_than_two_players_the_face_up_player_may_declare() -> None:
    remedy = last_card_face_up([1, 2, 3], 2, all_in=False)
    assert remedy.turn_up == (2,)
    assert remedy.all_in_option == 2
    assert "CR-055" in remedy.clauses and "CR-056" in remedy.clauses


def test_heads_up_first_player_both_cards_go_face_up() -> None:
    remedy = last_card_face_up([3, 5], 3, all_in=False)
    assert remedy.turn_up == (3, 5)
    assert remedy.all_in_option is None
    assert "CR-057" in remedy.clauses


def test_heads_up_second_player_may_declare() -> None:
    remedy = last_card_face_up([3, 5], 5, all_in=False)
    assert remedy.turn_up == (5,)
    assert remedy.all_in_option == 5
    assert "CR-058" in remedy.clauses


def test_an_all_in_players_card_just_stands() -> None:
    remedy = last_card_face_up([1, 2, 3], 1, all_in=True)
    assert remedy.turn_up == (1,)
    assert remedy.all_in_option is None
    assert "CR-053" in remedy.clauses


def test_boards_of_different_sizes_compare_on_pairs_first() -> None:
    four = parse_cards("As Kd Qh 9c")
    five = parse_cards("7s 7d 3h 4c 5d")
    assert board_key(five) > board_key(four)
    assert board_key(parse_cards("Ks Kd 2c 3c 4c")) > board_key(parse_cards("Qs Qd Ac Kc"))
    assert board_key(parse_cards("Ts Td Th 2c")) > board_key(parse_cards("Js Jd 9c 9d 2d"))


def test_the_high_board_of_mixed_sizes_ties_by_position() -> None:
    rules = _rules()
    boards = {1: parse_cards("As Kd 4c 3d"), 2: parse_cards("Ah Kc 4d 3c")}
    assert high_board_any_size(boards, [2, 1], rules) == 2
    boards[1] = parse_cards("As Kd 4c 3d 2h")
    assert high_board_any_size(boards, [2, 1], rules) == 1


# --------------------------------------------------------------------------- burns

SEQUENCE = parse_cards("2c Ac 7d 4s Kc 2d 3s")  # burn, four seats' cards, then the stub
SEATS = [1, 2, 3, 4]


def test_the_faulty_deals() -> None:
    burns, dealt = faulty_deal(SEQUENCE, SEATS, "burn-two")
    assert burns == parse_cards("2c Ac")
    assert dealt == dict(zip(SEATS, parse_cards("7d 4s Kc 2d"), strict=True))
    burns, dealt = faulty_deal(SEQUENCE, SEATS, "burn-none")
    assert burns == []
    assert dealt == dict(zip(SEATS, parse_cards("2c Ac 7d 4s"), strict=True))


@pytest.mark.parametrize(("error", "back"), [("burn-two", "2d"), ("burn-none", "")])
def test_with_nobody_keeping_a_card_every_card_goes_back(error: BurnError, back: str) -> None:
    remedy = burn_remedy(SEQUENCE, SEATS, error)
    assert remedy.final == dict(zip(SEATS, parse_cards("Ac 7d 4s Kc"), strict=True))
    assert remedy.burn == parse_card("2c")
    assert list(remedy.back_to_stub) == parse_cards(back)
    assert not remedy.unresolved


def test_a_burn_card_kept_by_the_first_player_is_replaced_by_his_own_card() -> None:
    remedy = burn_remedy(SEQUENCE, SEATS, "burn-none", keepers=[1])
    assert remedy.final[1] == parse_card("2c")
    assert [remedy.final[s] for s in (2, 3, 4)] == parse_cards("7d 4s Kc")
    assert remedy.burn == parse_card("Ac")
    assert remedy.accepted == (1,)


def test_the_last_player_keeps_the_next_card_and_the_rest_are_restored() -> None:
    remedy = burn_remedy(SEQUENCE, SEATS, "burn-two", keepers=[4])
    assert remedy.final[4] == parse_card("2d")
    assert [remedy.final[s] for s in (1, 2, 3)] == parse_cards("Ac 7d 4s")
    assert remedy.burn == parse_card("2c")
    assert parse_card("Kc") in remedy.back_to_stub


def test_a_kept_card_that_was_another_players_is_unresolved() -> None:
    remedy = burn_remedy(SEQUENCE, SEATS, "burn-two", keepers=[1])
    assert remedy.unresolved == (2,)
    assert remedy.final[1] == parse_card("7d")
    assert remedy.in_order == {2: parse_card("Ac")}


def test_every_card_of_the_remedy_is_accounted_for() -> None:
    """The cards both deals took from the stub come out of the remedy once each."""
    cases: tuple[tuple[BurnError, int], ...] = (
        ("burn-two", len(SEATS) + 2),
        ("burn-none", len(SEATS) + 1),
    )
    for error, taken in cases:
        for keepers in ([], [1], [4], [2, 3], [1, 2, 3, 4]):
            remedy = burn_remedy(SEQUENCE, SEATS, error, keepers)
            dealt = {**remedy.final, **remedy.in_order}
            assert sorted(dealt) == SEATS
            back = [c for c in remedy.back_to_stub if c not in remedy.in_order.values()]
            placed = [*dealt.values(), remedy.burn, *back]
            assert sorted(placed) == sorted(SEQUENCE[:taken])


# --------------------------------------------------------------------------- engine paths


def _table(profile: str = "cardroom-stud", players: int = 4) -> Session:
    session = Session()
    answer = session.handle(
        p.HandSetup(
            game="seven-card-stud",
            profile=profile,
            parameters=_parameters(profile),
            stakes=p.Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10),
            seats=[p.SeatSetup(seat=s, name=f"P{s}", stack=100) for s in range(1, players + 1)],
            dealer_seat=players,
            seed=3,
        )
    )
    assert isinstance(answer, p.TableView)
    return session


def _inject(session: Session, kind: str, **fields: object) -> p.TableView | p.Refusal:
    answer = session.handle(p.Irregularity(kind=p.IrregularityKind(kind), **fields))
    assert isinstance(answer, p.TableView | p.Refusal)
    return answer


@pytest.mark.parametrize("kind", ["deal-face-down", "deck-removed-early"])
def test_errors_without_a_stud_remedy_go_to_the_floor(kind: str) -> None:
    session = _table()
    view = _inject(session, kind, seat=1)
    assert isinstance(view, p.TableView)
    assert view.phase == "floor-ruling" and view.floor_ruling_required
    assert view.to_act is None and view.legal_actions == []
    refused = session.handle(p.PlayerAction(seat=4, kind=p.ActionKind.BRING_IN))
    assert isinstance(refused, p.Refusal) and "floor" in refused.reason
    refused = session.handle(p.FloorRuling(ruling="deal-in-order"))
    assert isinstance(refused, p.Refusal) and "play-on" in refused.reason
    redealt = session.handle(p.FloorRuling(ruling="misdeal"))
    assert isinstance(redealt, p.TableView)
    assert redealt.phase == "third-street" and redealt.floor_ruling_required is None
    assert any(a.kind == "misdeal" for a in redealt.announcements)


def test_a_floor_ruling_with_nothing_pending_is_refused() -> None:
    answer = _table().handle(p.FloorRuling(ruling="play-on"))
    assert isinstance(answer, p.Refusal)


def test_burn_errors_before_third_street_are_refused() -> None:
    answer = _inject(_table(), "burn-two")
    assert isinstance(answer, p.Refusal) and "fourth to seventh" in answer.reason


def test_german_rules_burn_no_card_so_no_burn_error() -> None:
    session = _table("german-stud")
    assert isinstance(_inject(session, "burn-none"), p.Refusal)


def test_the_wrong_low_card_cannot_be_the_real_one() -> None:
    session = _table()
    low = session.handle(p.ViewRequest())
    assert isinstance(low, p.TableView) and low.to_act is not None
    answer = _inject(session, "wrong-bring-in", seat=low.to_act)
    assert isinstance(answer, p.Refusal) and "is the low card" in answer.reason


def test_noticing_a_mistake_that_was_never_made_is_refused() -> None:
    answer = _inject(_table(), "wrong-bring-in")
    assert isinstance(answer, p.Refusal)


def test_discards_mixed_is_not_a_stud_irregularity() -> None:
    answer = _inject(_table(), "discards-mixed", seat=1)
    assert isinstance(answer, p.Refusal) and "not modelled" in answer.reason


def test_a_dead_hand_is_reported_with_its_clause_in_the_result() -> None:
    session = _table(players=3)
    _inject(session, "deal-face-up", seat=1, count=2)
    for _ in range(50):
        view = session.handle(p.ViewRequest())
        assert isinstance(view, p.TableView)
        if view.to_act is None:
            break
        kinds = [a.kind for a in view.legal_actions]
        kind = next(k for k in (p.ActionKind.FOLD, p.ActionKind.BRING_IN) if k in kinds)
        session.handle(p.PlayerAction(seat=view.to_act, kind=kind))
    result = session.handle(p.ResultRequest())
    assert isinstance(result, p.HandResult)
    assert [(d.seat, d.clause) for d in result.dead_hands] == [(1, "CR-008")]
    assert result.returned.get("1") == 1
    assert sum(result.stacks.values()) == 300


def _check_or_call(session: Session) -> p.TableView:
    view = session.handle(p.ViewRequest())
    assert isinstance(view, p.TableView) and view.to_act is not None
    kinds = [a.kind for a in view.legal_actions]
    kind = next(
        k for k in (p.ActionKind.CHECK, p.ActionKind.CALL, p.ActionKind.BRING_IN) if k in kinds
    )
    answer = session.handle(p.PlayerAction(seat=view.to_act, kind=kind))
    assert isinstance(answer, p.TableView)
    return answer


@pytest.mark.parametrize("ruling", ["use-removed-cards", "play-on", "showdown"])
def test_no_card_left_for_the_next_street_goes_to_the_floor(ruling: str) -> None:
    """German rules never reuse cards taken out of play: premature deals can empty the deck."""
    session = _table("german-stud", players=8)
    view = session.handle(p.ViewRequest())
    assert isinstance(view, p.TableView)
    for _ in range(100):
        if view.floor_ruling_required or view.phase == "complete":
            break
        _inject(session, "premature-deal", count=8)
        view = _check_or_call(session)
    assert view.floor_ruling_required and "too few cards" in view.floor_ruling_required
    hand = session.hand
    assert hand is not None
    hand.check_conservation()
    view = session.handle(p.FloorRuling(ruling=ruling))
    assert isinstance(view, p.TableView)
    assert "too few cards" not in (view.floor_ruling_required or "")  # play-on: short hands next
    hand.check_conservation()
    for _ in range(100):
        if hand.result is not None:
            break
        view = hand.view()
        if view.floor_ruling_required:
            session.handle(p.FloorRuling(ruling="play-on"))
            continue
        action = next(a.kind for a in view.legal_actions if a.kind is not p.ActionKind.FOLD)
        assert view.to_act is not None
        session.handle(p.PlayerAction(seat=view.to_act, kind=action))
        hand.check_conservation()
    assert hand.result is not None
