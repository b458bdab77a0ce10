"""Property: five-card draw never creates or loses a chip or a card, carry-overs included.

Random tables play consecutive hands with random legal actions, and random
Art. 112 errors (and the Art. 111 irregularities) injected between them.  After
every request each card is in exactly one place and the chips on the table,
with the pot carried in, equal the chips the hand started with; after every
hand the stacks plus the chips carried to the next hand equal the chips the
table started with.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokercert import protocol as p
from pokercert.engine.cards import cards_text
from pokercert.engine.draw import DrawHand
from pokercert.engine.session import Session
from pokercert.spec_loader import load_profile

HANDS_PER_TABLE = 3
STEPS_PER_HAND = 120
FLOOR_RULINGS = ["openers-proven", "false-opener"]
ERRORS = [
    "player-looks",
    "too-many-cards",
    "too-few-cards",
    "deal-face-up",
    "deck-removed-early",
    "discards-mixed",
    "ask-draw-counts",
]


def _hand(session: Session) -> DrawHand:
    hand = session.hand
    assert isinstance(hand, DrawHand)
    return hand


def _send(session: Session, request: Any) -> Any:
    response = session.handle(request)
    _hand(session).check_conservation()
    return response


def _inject(data: st.DataObject, session: Session) -> None:
    hand = _hand(session)
    seat = data.draw(st.sampled_from(sorted(hand.seats)))
    kind = data.draw(st.sampled_from(ERRORS))
    if kind == "ask-draw-counts":
        _send(session, p.PlayerAction.model_validate({"seat": seat, "kind": kind}))
        return
    request: dict[str, Any] = {"kind": kind, "seat": seat}
    if kind in ("too-many-cards", "too-few-cards"):
        request["count"] = data.draw(st.integers(1, 2))
        request["detail"] = data.draw(st.sampled_from(["", "after-looking"]))
    if kind == "deck-removed-early":
        request["detail"] = data.draw(st.sampled_from(["", "order-lost"]))
    _send(session, p.Irregularity.model_validate(request))


def _act(data: st.DataObject, session: Session, calm: bool) -> None:
    """One legal action of the player to act (``calm``: the quickest way to the end)."""
    hand = _hand(session)
    view = hand.view()
    seat = view.to_act
    assert seat is not None, f"nobody to act in phase {view.phase}"
    kinds = [a.kind.value for a in view.legal_actions]
    if calm:
        kind = next(k for k in ("check", "call", "stand-pat", "fold") if k in kinds)
    else:  # folding less often keeps more players in for the draw and its reshuffles
        kind = data.draw(st.sampled_from(kinds + [k for k in kinds if k != "fold"] * 2))
    request: dict[str, Any] = {"seat": seat, "kind": kind}
    if kind == "draw":
        held = cards_text(hand.seats[seat].downcards)
        count = data.draw(st.integers(1, len(held)))
        request["cards"] = data.draw(st.permutations(held))[:count]
    response = _send(session, p.PlayerAction.model_validate(request))
    if isinstance(response, p.Refusal):  # e.g. a draw the stub and discards cannot cover
        assert kind == "draw", response.reason
        _send(session, p.PlayerAction.model_validate({"seat": seat, "kind": "stand-pat"}))


def _play_hand(data: st.DataObject, session: Session) -> p.HandResult:
    for step in range(2 * STEPS_PER_HAND):
        hand = _hand(session)
        if hand.result is not None:
            return hand.result
        calm = step >= STEPS_PER_HAND
        if hand.phase == "floor-ruling":
            ruling = data.draw(st.sampled_from(FLOOR_RULINGS))
            _send(session, p.FloorRuling.model_validate({"ruling": ruling}))
        elif not calm and data.draw(st.integers(0, 9)) == 0:
            _inject(data, session)
        else:
            _act(data, session, calm)
    raise AssertionError("the hand did not end")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_no_chip_or_card_is_created_or_lost_across_hands(data: st.DataObject) -> None:
    rules = load_profile("es-draw-openers").parameters
    players = data.draw(st.integers(2, 8) | st.integers(6, 8), label="players")
    stacks = data.draw(st.lists(st.integers(1, 120), min_size=players, max_size=players))
    session = Session()
    setup = p.HandSetup.model_validate(
        {
            "game": "five-card-draw",
            "profile": "es-draw-openers",
            "parameters": rules.model_dump(mode="json"),
            "stakes": {"ante": 2, "small_bet": 10, "big_bet": 20},
            "seats": [
                {"seat": i + 1, "name": f"P{i + 1}", "stack": s} for i, s in enumerate(stacks)
            ],
            "dealer_seat": 1,
            "seed": data.draw(st.integers(0, 2**32 - 1), label="seed"),
        }
    )
    assert isinstance(_send(session, setup), p.TableView)
    total = sum(stacks)
    for number in range(HANDS_PER_TABLE):
        result = _play_hand(data, session)
        assert sum(result.stacks.values()) + result.carried_to_next_hand == total
        assert all(a.amount == sum(a.shares.values()) for a in result.awards)
        if sum(1 for chips in result.stacks.values() if chips > 0) < 2:
            return
        dealer = sorted(_hand(session).seats)[-(number + 2) % players]
        request = p.NextHand.model_validate({"dealer_seat": dealer, "seed": number + 1})
        response = _send(session, request)
        assert isinstance(response, p.TableView), response
        assert response.carried_pot == result.carried_to_next_hand
