"""Five-card draw with openers (004 Art. 111-112): pure rules, then hands through a session."""

from __future__ import annotations

from typing import Any

import pytest

from pokercert import protocol as p
from pokercert.engine.betting import IllegalAction
from pokercert.engine.cards import cards_text, parse_cards
from pokercert.engine.draw import DrawHand
from pokercert.engine.draw_rules import (
    OpenersProof,
    cut,
    holds_openers,
    openers_proof,
    post_draw_order,
    reshuffle_pool,
    resolve_amounts,
    seat_before,
    show_order,
)
from pokercert.engine.params import DrawRules
from pokercert.engine.session import Session
from pokercert.scenario.drawing import compose_deck, deal_order
from pokercert.spec_loader import load_profile

JACKS = "jacks-or-better"


def _rules(**changes: Any) -> DrawRules:
    rules = load_profile("es-draw-openers").parameters
    assert isinstance(rules, DrawRules)
    return DrawRules.model_validate({**rules.model_dump(mode="json"), **changes})


# --------------------------------------------------------------------------- openers


@pytest.mark.parametrize(
    ("hand", "opens"),
    [
        ("Jc Jd 4h 3s 2c", True),  # the weakest opener
        ("Tc Td Ah Ks Qc", False),  # tens do not open
        ("Ac Kd Qh 9s 7c", False),
        ("3c 3d 2h 2s 7c", True),  # any two pair
        ("4c 4d 4h 9s 7c", True),
        ("5c 6d 7h 8s 9c", True),  # a pat straight
        ("2h 5h 7h 9h Jh", True),  # a pat flush
    ],
)
def test_five_cards_open_with_jacks_or_better(hand: str, opens: bool) -> None:
    assert holds_openers(parse_cards(hand), JACKS) is opens


@pytest.mark.parametrize(
    ("cards", "opens"),
    [("Jc Jd", True), ("Qc Qd 7h", True), ("Tc Td 9h 2s", False), ("2c 2d 3h 3s", True),
     ("5c 5d 5h", True), ("Ac Kc Qc Jc", False)],
)  # fmt: skip
def test_part_of_a_hand_shows_openers_only_with_a_pair_or_better(cards: str, opens: bool) -> None:
    assert holds_openers(parse_cards(cards), JACKS) is opens


def test_any_hand_opens_when_the_profile_requires_nothing() -> None:
    assert holds_openers(parse_cards("7c 5d 4h 3s 2c"), "any")


def test_split_openers_are_proven_by_discards_kept_apart() -> None:
    opened_with = parse_cards("Jc Jd 7c 5c 3c")
    held = parse_cards("Jc 7c 5c 3c 9d")  # threw Jd to draw to the flush
    assert openers_proof(opened_with, held, True, JACKS) is OpenersProof.PROVEN
    assert openers_proof(opened_with, held, False, JACKS) is OpenersProof.DOUBT


def test_kept_openers_need_no_discards() -> None:
    opened_with = parse_cards("Jc Jd 7c 5s 3c")
    held = parse_cards("Jc Jd 9h 8h 2d")
    assert openers_proof(opened_with, held, False, JACKS) is OpenersProof.PROVEN


def test_an_opening_hand_without_openers_is_false_whatever_is_shown() -> None:
    opened_with = parse_cards("Tc Td 7h 5s 3c")
    assert openers_proof(opened_with, parse_cards("Tc Td Th Ts Kc"), True, JACKS) is (
        OpenersProof.FALSE
    )
    # the discards are lost and the kept cards prove nothing: the table cannot tell
    assert openers_proof(opened_with, parse_cards("Tc Td Th Ts Kc"), False, JACKS) is (
        OpenersProof.DOUBT
    )


# --------------------------------------------------------------------------- order


def test_after_the_draw_the_opener_acts_first_then_to_his_right() -> None:
    dealt = [4, 3, 2, 1]  # counter-clockwise from the button at seat 1
    assert post_draw_order(dealt, 2, [4, 2, 1]) == [2, 1, 4]
    assert post_draw_order(dealt, 2, [4, 3, 1]) == [1, 4, 3]  # the opener has folded
    assert post_draw_order(dealt, 2, [4, 3]) == [4, 3]  # and the player on his right too


def test_show_order_starts_with_the_last_aggressor() -> None:
    assert show_order([2, 1, 4, 3], None) == [2, 1, 4, 3]
    assert show_order([2, 1, 4, 3], 4) == [4, 3, 2, 1]


def test_the_player_before_the_receiver_cuts() -> None:
    assert seat_before([8, 7, 6, 5], 6) == 7
    assert seat_before([8, 7, 6, 5], 8) == 5


def test_cut_moves_the_top_under_the_rest() -> None:
    assert cut([1, 2, 3, 4], 1) == [2, 3, 4, 1]
    assert cut([1, 2, 3, 4], 0) == [1, 2, 3, 4]
    assert cut([], 3) == []


# --------------------------------------------------------------------------- the reshuffle


def test_reshuffle_keeps_the_opener_and_receiver_discards_apart() -> None:
    discards = [10, 11, 12, 20, 21, 30]
    owner = {10: 8, 11: 8, 12: 8, 20: 7, 21: 7, 30: 6}
    back, held = reshuffle_pool(discards, owner, {8, 6})
    assert back == [20, 21]
    assert held == [10, 11, 12, 30]
    back, held = reshuffle_pool(discards, owner, set())
    assert back == discards and held == []


def test_amounts_come_from_the_stakes_or_the_profile_ratios() -> None:
    rules = _rules()
    amounts = resolve_amounts(rules, p.Stakes(ante=3, small_bet=10, big_bet=20))
    assert (amounts.ante, amounts.small_bet, amounts.big_bet) == (3, 10, 20)
    amounts = resolve_amounts(rules, p.Stakes(small_bet=10, big_bet=0))
    assert (amounts.ante, amounts.big_bet) == (2, 20)  # 1/5 and twice the small bet
    with pytest.raises(IllegalAction, match="whole number"):
        resolve_amounts(rules, p.Stakes(small_bet=7, big_bet=14))


# --------------------------------------------------------------------------- the hand

HANDS = {
    4: ["9c", "8d", "6h", "4s", "2c"],
    3: ["Ac", "Kd", "9h", "7s", "5c"],
    2: ["Jc", "Jd", "7h", "5s", "3c"],
    1: ["Tc", "Td", "8h", "7c", "2d"],
}


def _start(
    hands: dict[int, list[str]] = HANDS,
    draws: list[str] = (),  # type: ignore[assignment]
    rules: DrawRules | None = None,
    dealer: int = 1,
) -> Session:
    rules = rules or _rules()
    order = deal_order(sorted(hands), dealer, clockwise=rules.direction.value == "clockwise")
    deck = compose_deck(hands, order, [list(draws)], burn=rules.burn_before_each_deal)
    session = Session()
    view = session.handle(
        p.HandSetup(
            game="five-card-draw",
            profile="es-draw-openers",
            parameters=rules.model_dump(mode="json"),
            stakes=p.Stakes(ante=2, small_bet=10, big_bet=20),
            seats=[
                p.SeatSetup.model_validate({"seat": s, "name": f"P{s}", "stack": 200})
                for s in sorted(hands)
            ],
            dealer_seat=dealer,
            deck=deck,
        )
    )
    assert isinstance(view, p.TableView), view
    return session


def _action(seat: int, kind: str, **extra: Any) -> p.PlayerAction:
    return p.PlayerAction.model_validate({"seat": seat, "kind": kind, **extra})


def _irregularity(kind: str, **extra: Any) -> p.Irregularity:
    return p.Irregularity.model_validate({"kind": kind, **extra})


def _do(session: Session, seat: int, kind: str, **extra: Any) -> p.TableView:
    response = session.handle(_action(seat, kind, **extra))
    assert isinstance(response, p.TableView), response
    return response


def _refused(session: Session, request: Any) -> str:
    response = session.handle(request)
    assert isinstance(response, p.Refusal), response
    return response.reason


def _hand(session: Session) -> DrawHand:
    hand = session.hand
    assert isinstance(hand, DrawHand)
    return hand


def _open_and_call(session: Session) -> None:
    for seat, kind in [(4, "check"), (3, "check"), (2, "bet"), (1, "call"), (4, "call"),
                       (3, "fold")]:  # fmt: skip
        _do(session, seat, kind, amount=10 if kind == "bet" else None)


def test_the_spanish_profile_deals_and_bets_counter_clockwise() -> None:
    session = _start()
    hand = _hand(session)
    assert hand.dealt_seats() == [4, 3, 2, 1]
    assert hand.view().to_act == 4
    clockwise = _start(rules=_rules(direction="clockwise"))
    assert _hand(clockwise).dealt_seats() == [2, 3, 4, 1]


def test_an_open_without_openers_is_accepted_and_judged_at_the_end() -> None:
    hands = dict(HANDS)
    hands[2] = ["Tc", "Td", "7h", "5s", "3c"]
    hands[1] = ["8c", "8h", "Qd", "7d", "2d"]
    session = _start(hands)
    _do(session, 4, "check")
    _do(session, 3, "check")
    _do(session, 2, "bet", amount=10)  # no openers: a false play, not an illegal action
    for seat in (1, 4, 3):
        _do(session, seat, "fold")
    result = session.handle(p.ResultRequest())
    assert isinstance(result, p.HandResult)
    assert result.awards == [] and result.carried_to_next_hand == 18
    assert [d.seat for d in result.dead_hands] == [2]


def test_declaring_openers_twice_is_refused() -> None:
    session = _start()
    _do(session, 4, "check")
    _do(session, 3, "declare-openers")
    assert "first bet" in _refused(session, _action(2, "declare-openers"))


def test_draw_counts_are_refused_once_the_betting_starts() -> None:
    session = _start()
    _open_and_call(session)
    _do(session, 1, "ask-draw-counts")  # nobody has drawn yet: allowed, nothing to tell
    assert _hand(session).announcements[-1].text == "nobody has drawn yet"
    for seat in (4, 2, 1):
        _do(session, seat, "stand-pat")
    reason = _refused(session, _action(3, "ask-draw-counts"))
    assert "ES-111.p3" in reason


def test_no_floor_ruling_without_a_doubt() -> None:
    session = _start()
    assert "no floor ruling" in _refused(session, p.FloorRuling(ruling="false-opener"))


def test_dealing_errors_on_the_draw_are_reported_unsupported() -> None:
    session = _start()
    _open_and_call(session)
    reason = _refused(session, _irregularity("too-many-cards", seat=4, count=1))
    assert "before the draw only" in reason


def test_a_later_card_face_up_is_not_a_misdeal_under_112_1_c() -> None:
    session = _start()
    reason = _refused(session, _irregularity("deal-face-up", seat=2, card="Jd"))
    assert "first card" in reason


def test_a_misdeal_keeps_the_antes_and_redeals_every_card() -> None:
    session = _start()
    _do(session, 4, "check")
    _do(session, 3, "bet", amount=10)
    response = session.handle(_irregularity("deal-face-up", seat=1))
    assert isinstance(response, p.TableView)
    hand = _hand(session)
    hand.check_conservation()
    assert hand.misdeals == 1 and hand.opener is None
    assert [s.stack for s in response.seats] == [198, 198, 198, 198]
    assert len(hand.stub) == 52 - 1 - 20
    assert all(len(s.downcards) == 5 for s in hand.seats.values())


def test_deck_removed_after_the_draw_is_refused() -> None:
    session = _start()
    _open_and_call(session)
    for seat in (4, 2, 1):
        _do(session, seat, "stand-pat")
    reason = _refused(session, _irregularity("deck-removed-early"))
    assert "ES-112.2-1" in reason


def test_a_draw_the_cards_cannot_cover_is_refused() -> None:
    """Ten players leave one card, burnt before the draw: the opener, first to draw, gets none."""
    hands = {s: ["??"] * 5 for s in range(1, 11)}
    hands[10] = ["Jc", "Jd", "2c", "3d", "4h"]
    session = _start(hands, rules=_rules(max_players=10))
    hand = _hand(session)
    _do(session, 10, "bet", amount=10)
    for seat in range(9, 0, -1):
        _do(session, seat, "call")
    assert len(hand.stub) == 0
    reason = _refused(session, _action(10, "draw", cards=["2c"]))
    assert "cannot draw 1" in reason
    assert hand.to_act() == 10 and len(hand.seats[10].downcards) == 5
    assert hand.seats[10].draw_counts == [] and hand.discards == []
    hand.check_conservation()
    _do(session, 10, "stand-pat")
    thrown = cards_text(hand.seats[9].downcards[:2])
    assert "cannot draw 2" in _refused(session, _action(9, "draw", cards=thrown))


def test_a_first_card_face_up_plays_on_when_the_profile_does_not_void_the_deal() -> None:
    session = _start(rules=_rules(first_card_face_up_is_misdeal=False))
    view = session.handle(_irregularity("deal-face-up", seat=2))
    assert isinstance(view, p.TableView)
    assert next(s for s in view.seats if s.seat == 2).upcards == ["Jc"]
    _open_and_call(session)
    _do(session, 4, "stand-pat")
    _do(session, 2, "draw", cards=["Jc", "3c"])  # the exposed card may be thrown
    _do(session, 1, "stand-pat")
    for seat in (2, 1, 4):
        _do(session, seat, "check")
    hand = _hand(session)
    hand.check_conservation()
    assert hand.result is not None and hand.result.misdeal is False
    assert all(len(shown.cards) == 5 for shown in hand.result.shown)
