"""Random stud hands with random dealer errors: no chip and no card is ever created or lost.

Each example sets up a table under one of the stud profiles, then mixes legal
actions, injected irregularities and floor rulings in a random order.  The
reference engine may refuse a request (an irregularity that makes no sense at
that moment); it must never crash, and after every request
:meth:`Hand.check_conservation` must hold: all 52 cards somewhere (stub,
seats, burns, muck, removed pile, common card) and every chip in a stack or
in the pot.
"""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokercert import protocol as p
from pokercert.engine.session import Session
from pokercert.engine.table import Hand

PROFILES = [
    "cardroom-stud",
    "cardroom-stud-tournament",
    "es-stud-split-limit",
    "es-stud-limited-pot",
    "german-stud",
    "online-stud",
]
SPEC = Path(__file__).resolve().parents[1] / "spec" / "profiles"
PARAMETERS = {pid: json.loads((SPEC / f"{pid}.json").read_text())["parameters"] for pid in PROFILES}
KINDS = [k for k in p.IrregularityKind if k is not p.IrregularityKind.DISCARDS_MIXED]
RULINGS = ["play-on", "dead-hand", "misdeal", "deal-in-order", "use-removed-cards"]

Request = p.PlayerAction | p.Irregularity | p.FloorRuling
Move = tuple[int, int] | Request

move: st.SearchStrategy[Move] = st.one_of(
    st.tuples(st.integers(0, 9), st.integers(0, 3)),  # a legal action: which one, what size
    st.tuples(st.integers(0, 9), st.integers(0, 3)),
    st.tuples(st.integers(0, 9), st.integers(0, 3)),
    st.builds(
        p.Irregularity,
        kind=st.sampled_from(KINDS),
        seat=st.one_of(st.none(), st.integers(1, 8)),
        count=st.one_of(st.none(), st.integers(1, 3)),
    ),
    st.builds(p.FloorRuling, ruling=st.sampled_from(RULINGS), seat=st.integers(1, 8)),
    # a fold with no bet to face (CR-033), an all-in declaration (CR-056), out of turn too
    st.builds(
        p.PlayerAction,
        seat=st.integers(1, 8),
        kind=st.sampled_from([p.ActionKind.FOLD, p.ActionKind.ALL_IN]),
    ),
)


def _hand(session: Session) -> Hand:
    assert session.hand is not None
    return session.hand


def _action(view: p.TableView, choice: int, size: int) -> p.PlayerAction | None:
    """One of the legal actions, with an amount inside its range."""
    if view.to_act is None or not view.legal_actions:
        return None
    legal = view.legal_actions[choice % len(view.legal_actions)]
    amount = None
    if legal.amounts:
        amount = legal.amounts[size % len(legal.amounts)]
    elif legal.min_amount is not None and legal.max_amount is not None:
        amount = legal.min_amount + size * (legal.max_amount - legal.min_amount) // 3
    return p.PlayerAction(seat=view.to_act, kind=legal.kind, amount=amount, cards=None)


@settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    profile=st.sampled_from(PROFILES),
    players=st.integers(2, 8),
    seed=st.integers(0, 10_000),
    absent=st.sets(st.integers(1, 8), max_size=2),
    stacks=st.lists(st.sampled_from([2, 9, 40, 120]), min_size=8, max_size=8),
    moves=st.lists(move, min_size=5, max_size=80),
)
def test_no_chip_or_card_is_created_or_lost(
    profile: str,
    players: int,
    seed: int,
    absent: set[int],
    stacks: list[int],
    moves: list[Move],
) -> None:
    session = Session()
    seats = [
        p.SeatSetup(
            seat=s,
            name=f"P{s}",
            stack=stacks[s - 1],
            present=s not in absent,
            sitting_out=False,
            auto_ante=True,
        )
        for s in range(1, players + 1)
    ]
    setup = p.HandSetup(
        game="seven-card-stud",
        profile=profile,
        parameters=PARAMETERS[profile],
        stakes=p.Stakes(ante=1, bring_in=2, small_bet=4, big_bet=8),
        seats=seats,
        dealer_seat=players,
        seed=seed,
    )
    response = session.handle(setup)
    if isinstance(response, p.Refusal):
        return  # e.g. a stack too short for the ante leaves fewer than two players
    _hand(session).check_conservation()
    for item in moves:
        hand = _hand(session)
        if hand.result is not None:
            break
        request = _action(hand.view(), *item) if isinstance(item, tuple) else item
        if request is None:
            continue
        answer = session.handle(request)
        assert isinstance(answer, p.TableView | p.Refusal)
        _hand(session).check_conservation()
    # play the hand out with the first legal action (checks and calls), whatever happened
    for _ in range(200):
        hand = _hand(session)
        if hand.result is not None:
            break
        view = hand.view()
        if view.floor_ruling_required:
            session.handle(p.FloorRuling(ruling="play-on"))
            continue
        action = _action(view, 0, 0)
        if action is None:
            break
        if action.kind is p.ActionKind.FOLD and len(view.legal_actions) > 1:
            action = _action(view, 1, 0)
        assert action is not None
        answer = session.handle(action)
        assert not isinstance(answer, p.Refusal), answer.reason
        hand.check_conservation()
    hand = _hand(session)
    assert hand.result is not None, f"the hand is stuck in {hand.phase}"
    hand.check_conservation()
    result = hand.hand_result()
    assert sum(result.stacks.values()) + result.carried_to_next_hand == sum(s.stack for s in seats)
