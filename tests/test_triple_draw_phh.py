"""A real 2-7 triple draw hand: Yockey's 7-6-4-3-2 all in against Arieh's drawn 7-5-4-3-2.

The file records no finishing stacks, so the replay checks the showdown
itself: the whole pot goes to the 7-5-4-3-2.  (The seven WSOP hands with
finishing stacks are replayed by ``tests/test_phh.py``.)
"""

from __future__ import annotations

from pathlib import Path

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver
from pokercert.client import TableClient
from pokercert.phh import convert, read_history
from pokercert.spec_loader import load_profile

HAND = Path(__file__).parent / "data" / "phh" / "arieh-yockey-2019.phh"


def test_the_pot_goes_to_the_seven_five() -> None:
    history = read_history(HAND)
    parameters = load_profile("triple-draw-27").parameters.model_dump(mode="json")
    conversion = convert(history, parameters)
    client = TableClient(ReferenceDriver())
    assert isinstance(client.setup(conversion.setup), p.TableView)
    for step in conversion.steps:
        view = client.last_view
        if step.showdown and view is not None and view.phase == "complete":
            continue
        action = step.action
        answer = client.act(action.seat, action.kind, action.amount, action.cards)
        assert not isinstance(answer, p.Refusal), f"{step.source}: {answer.reason}"
    result = client.result()
    assert isinstance(result, p.HandResult) and result.complete
    shown = {hand.seat: hand.description for hand in result.shown}
    assert shown == {1: "7-6-4-3-2", 4: "7-5-4-3-2"}
    assert result.show_order[0] == 1  # Yockey made the last (all-in) bet
    assert [(a.amount, a.winners) for a in result.awards] == [(2510000, [4])]
    assert result.stacks == {"1": 0, "2": 4190000, "3": 5910000, "4": 12095000}
