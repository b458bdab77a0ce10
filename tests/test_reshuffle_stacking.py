"""A stub rebuilt during the hand can be stacked (protocol 1.1 ``reshuffled_stub``).

A recorded triple-draw hand often runs the stub out; replaying it needs the
rebuilt stub in the recorded order.  The rules still decide which cards make
the pile: the stacking only orders it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver
from pokercert.client import TableClient
from pokercert.driver import CapabilityNotDeclared
from pokercert.engine.cards import parse_card
from pokercert.engine.session import Session
from pokercert.phh import convert, read_history, stacked_cards
from pokercert.spec_loader import load_profile

REBUILT = Path(__file__).parent / "data" / "phh" / "pokerkit-play" / "F2L3D-the-stub-is-rebuilt.phh"


def _setup(**changes: object) -> p.HandSetup:
    history = read_history(REBUILT)
    profile = load_profile(history.profile)
    setup = convert(history, profile.parameters.model_dump(mode="json"), profile.id).setup
    return setup.model_copy(update=changes)


def test_the_recording_splits_into_a_deck_and_a_rebuilt_stub() -> None:
    deck, rebuilt = stacked_cards(read_history(REBUILT), burns=False)
    assert len(deck) == 52 and len(set(deck)) == 52
    assert deck[-1] == "Ks" and rebuilt == ["4h"]
    assert _setup().reshuffled_stub == ["4h"]


def _never_shuffled() -> list[int]:
    raise AssertionError("a stacked stub is never shuffled")


def test_the_rebuilt_stub_takes_the_stacked_cards_in_the_pile_first() -> None:
    session = Session()
    session.answer(_setup())
    hand = session.hand
    assert hand is not None
    hand.stack_reshuffles([parse_card(c) for c in ("Ks", "9d", "4h")])
    pile = [parse_card(c) for c in ("2c", "4h", "Ks", "Ad")]
    order = hand.rebuilt_stub(pile, _never_shuffled)
    assert [order.index(parse_card(c)) for c in ("Ks", "4h", "2c", "Ad")] == [0, 1, 2, 3]
    # 9d was not in that pile: it stays listed for a later rebuild, the others are used
    assert hand.rebuilt_stub([parse_card("9d"), parse_card("Ks")], _never_shuffled) == [
        parse_card("9d"),
        parse_card("Ks"),
    ]


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"deck": None, "seed": 7}, "only with a stacked deck"),
        ({"reshuffled_stub": ["Ks", "Ks"]}, "appears twice"),
        ({"reshuffled_stub": ["??"]}, "unknown cards"),
    ],
)
def test_a_reshuffled_stub_the_engine_cannot_use_is_refused(
    changes: dict[str, object], reason: str
) -> None:
    answer = Session().answer(_setup(**changes))
    assert isinstance(answer, p.Refusal) and reason in answer.reason


class WithoutStacking(ReferenceDriver):
    """The reference, declaring no stacked reshuffles (as a 1.0 implementation would)."""

    def exchange(self, request: BaseModel) -> BaseModel:
        answer = super().exchange(request)
        if isinstance(answer, p.HelloReply):
            answer.capabilities.stacked_reshuffle = False
        return answer


def test_an_implementation_that_does_not_declare_it_never_gets_it() -> None:
    client = TableClient(WithoutStacking())
    client.hello()
    with pytest.raises(CapabilityNotDeclared, match="stacked reshuffles"):
        client.setup(_setup())
    assert client.setup(_setup(reshuffled_stub=None)) is not None


class OneZeroClaimingIt(ReferenceDriver):
    """Declares stacked reshuffles while speaking protocol 1.0, which had no such field."""

    def exchange(self, request: BaseModel) -> BaseModel:
        answer = super().exchange(request)
        if isinstance(answer, p.HelloReply):
            answer.protocol_version = "1.0"
        return answer


def test_a_1_0_implementation_is_never_sent_a_stacked_stub_whatever_it_declares() -> None:
    client = TableClient(OneZeroClaimingIt())
    client.hello()
    with pytest.raises(CapabilityNotDeclared, match="stacked reshuffles"):
        client.setup(_setup())


def test_a_setup_without_it_is_the_1_0_message() -> None:
    """Left off the wire when not given, so a 1.0 implementation never meets the field."""
    assert "reshuffled_stub" not in _setup(reshuffled_stub=None).model_dump_json()
    assert "reshuffled_stub" not in p.NextHand(dealer_seat=1, seed=3).model_dump_json()
    assert '"reshuffled_stub":["4h"]' in _setup().model_dump_json()
