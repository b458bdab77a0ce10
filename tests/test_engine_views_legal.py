"""The legal actions a view writes straight to wire form are the messages ``legal_actions`` gives.

Views build the documents from the games' options without a protocol message
(``Hand.legal_action_documents``); tests and tools read ``Hand.legal_actions``.
Random hands of every game, irregularities included, check the two agree at
every decision.
"""

from __future__ import annotations

import random

import pytest

from pokercert import protocol as p
from pokercert.engine.session import Session
from pokercert.soak.plan import make_plan
from pokercert.soak.policy import decide, random_choice
from pokercert.soak.run import load_soak_profile

KINDS = tuple(sorted(kind.value for kind in p.IrregularityKind))


@pytest.mark.parametrize("profile_id", ["cardroom-stud", "triple-draw-27", "es-draw-openers"])
def test_legal_action_documents_are_the_messages_in_wire_form(profile_id: str) -> None:
    profile = load_soak_profile(profile_id)
    rng = random.Random(profile_id)
    for index in range(40):
        session = Session()
        plan = make_plan(profile, 11, index, KINDS, 0.05)
        answer = session.answer(plan.setup())
        seats: dict[int, p.SeatView] = {}
        for _ in range(300):
            hand = session.hand
            assert hand is not None
            messages = [a.model_dump(mode="json", exclude_none=True) for a in hand.legal_actions()]
            assert hand.legal_action_documents() == messages
            if not isinstance(answer, dict):
                break
            view = p.TableView.model_validate(answer)
            seats.update((seat.seat, seat) for seat in view.seats)
            if view.to_act is None:
                break
            whole = view.model_copy(update={"seats": [seats[s] for s in sorted(seats)]})
            request = decide(whole, random_choice(rng), KINDS, 0.05).request
            answer = session.answer(request)
            if not isinstance(answer, dict):
                answer = session.answer(p.ViewRequest())
