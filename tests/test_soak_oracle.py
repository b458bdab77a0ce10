"""The soak's oracle reads the reference engine's documents instead of its messages.

It must state exactly what the same engine states behind the ordinary client,
compare every contract fact of the implementation's answer, record the same
transcript, and still be checked by the rules of the table.
"""

from __future__ import annotations

import gc
import random
from typing import Any

import pytest
from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.client import TableClient
from pokercert.engine.session import Session
from pokercert.soak.compare import differences, facts, same
from pokercert.soak.lockstep import ENDED, _send
from pokercert.soak.oracle import (
    Oracle,
    OracleAnswer,
    OracleDriver,
    OracleView,
    expected_message,
)
from pokercert.soak.plan import make_plan
from pokercert.soak.policy import decide, random_choice
from pokercert.soak.run import declared_irregularities, fewer_collections, load_soak_profile, soak
from pokercert.transcript import RecordingDriver


def side_by_side(
    profile_id: str, hands: int, rate: float
) -> list[tuple[OracleAnswer, BaseModel, OracleView | None]]:
    """(oracle answer, client answer, oracle view) for every request of ``hands`` random hands,
    the decisions taken from the oracle's view and checked to be the client view's too."""
    profile = load_soak_profile(profile_id)
    oracle, client = Oracle(), TableClient(OracleDriver())
    kinds = declared_irregularities(oracle.hello())
    client.hello()
    seen: list[tuple[OracleAnswer, BaseModel, OracleView | None]] = []
    for index in range(hands):
        plan = make_plan(profile, 5, index, kinds, rate)
        rng = random.Random(index)
        request: BaseModel = plan.setup()
        while True:
            mine, theirs = oracle.send(request), _send(client, request)
            seen.append((mine, theirs, oracle.last_view))
            view, other = oracle.last_view, client.last_view
            assert view is not None and other is not None
            if isinstance(request, p.ResultRequest):
                break
            if view.to_act is None or view.phase in ENDED:
                request = p.ResultRequest()
                continue
            choice = random_choice(rng)
            request = decide(view, choice, kinds, rate).request
            assert request == decide(other, choice, kinds, rate).request
    return seen


@pytest.mark.parametrize(
    ("profile", "rate"),
    [("cardroom-stud", 0.05), ("triple-draw-27", 0.05), ("es-draw-openers", 0.05)],
)
def test_the_oracle_states_what_the_client_reads(profile: str, rate: float) -> None:
    seen = side_by_side(profile, 25, rate)
    assert any(isinstance(answer, p.Refusal) for answer, _, _ in seen) or rate == 0
    for answer, message, _ in seen:
        assert same(answer, message), (answer, message)
        assert facts(expected_message(answer)) == facts(message)


def _views(profile: str) -> list[tuple[OracleView, p.TableView]]:
    views: list[tuple[OracleView, p.TableView]] = []
    for answer, message, _ in side_by_side(profile, 12, 0.0):
        if isinstance(answer, OracleView) and isinstance(message, p.TableView):
            views.append((answer, message))
    return views


def _seat_changed(view: p.TableView, field: str, value: Any) -> p.TableView:
    seats = list(view.seats)
    seats[-1] = seats[-1].model_copy(update={field: value})
    return view.model_copy(update={"seats": seats})


def mutations(view: p.TableView) -> list[tuple[str, p.TableView]]:
    """The view with one contract fact changed, named by the field it belongs to."""
    changed: list[tuple[str, p.TableView]] = [
        ("phase", view.model_copy(update={"phase": p.Phase.COMPLETE})),
        ("to_act", view.model_copy(update={"to_act": 99})),
        ("stack", _seat_changed(view, "stack", view.seats[-1].stack + 1)),
        ("status", _seat_changed(view, "status", p.SeatStatus.ALL_IN)),
        ("bet", _seat_changed(view, "bet", view.seats[-1].bet + 1)),
        ("committed", _seat_changed(view, "committed", view.seats[-1].committed + 1)),
        ("upcards", _seat_changed(view, "upcards", [*view.seats[-1].upcards, "2c"])),
        (
            "downcard_count",
            _seat_changed(view, "downcard_count", view.seats[-1].downcard_count + 1),
        ),
        ("draw_counts", _seat_changed(view, "draw_counts", [*view.seats[-1].draw_counts, 1])),
        ("announcements", view.model_copy(update={"announcements": []})),
        ("dealer_seat", view.model_copy(update={"dealer_seat": 9})),
        ("stub_count", view.model_copy(update={"stub_count": view.stub_count + 1})),
        ("raises_this_round", view.model_copy(update={"raises_this_round": 7})),
        ("community_cards", view.model_copy(update={"community_cards": ["2c"]})),
    ]
    if view.bet_size is not None:  # a size where the reference names none is not compared
        changed.append(("bet_size", view.model_copy(update={"bet_size": view.bet_size + 1})))
    held = view.seats[-1].downcards
    if held:  # another card than the one dealt (an unused one: no card twice in the view)
        used = {c for s in view.seats for c in [*s.upcards, *(s.downcards or [])]}
        other = next(c for c in p.CANONICAL_DECK if c not in used)
        changed.append(("downcards", _seat_changed(view, "downcards", [other, *held[1:]])))
    if view.legal_actions:
        first = view.legal_actions[0]
        bounds = first.model_copy(update={"max_cards": 9, "min_amount": 77})
        changed += [
            ("legal_actions", view.model_copy(update={"legal_actions": view.legal_actions[1:]})),
            ("legal_actions", view.model_copy(update={"legal_actions": [bounds]})),
        ]
    if view.pots:
        pot = view.pots[0]
        changed += [
            ("pots", view.model_copy(update={"pots": [pot.model_copy(update={"amount": 1})]})),
            ("pots", view.model_copy(update={"pots": [pot.model_copy(update={"eligible": []})]})),
        ]
    return changed


@pytest.mark.parametrize("profile", ["cardroom-stud", "triple-draw-27"])
def test_every_contract_fact_is_compared(profile: str) -> None:
    views = _views(profile)
    covered: set[str] = set()
    for answer, message in views[:: max(1, len(views) // 40)]:
        for field, changed in mutations(message):
            if facts(changed) == facts(message):
                continue  # the change happens to state the same facts (e.g. no announcement)
            assert not same(answer, changed), field
            found = differences(facts(expected_message(answer)), facts(changed))
            assert field in {f for f, _, _, _ in found}, (field, found)
            covered.add(field)
    expected = {"phase", "to_act", "legal_actions", "pots", "stack", "status", "bet"}
    assert expected | {"committed", "upcards", "downcard_count", "draw_counts"} <= covered
    assert "downcards" in covered
    assert {"dealer_seat", "stub_count", "raises_this_round", "community_cards"} <= covered
    assert "bet_size" in covered
    # 001 asks the triple-draw dealer for no announcement: the soak never compares them there
    assert ("announcements" in covered) == (profile != "triple-draw-27")


def test_the_oracle_records_the_transcript_the_driver_would() -> None:
    profile = load_soak_profile("cardroom-stud")
    recording = RecordingDriver(OracleDriver())
    client, oracle = TableClient(recording), Oracle(record=True)
    client.hello()
    oracle.hello()
    for index in range(3):
        plan = make_plan(profile, 1, index)
        request: BaseModel = plan.setup()
        rng = random.Random(index)
        for _ in range(8):
            oracle.send(request)
            _send(client, request)
            view = oracle.last_view
            assert view is not None
            if view.to_act is None or view.phase in ENDED:
                break
            request = decide(view, random_choice(rng), (), 0.0).request
    assert oracle.entries == recording.entries


class ChipMaker(Session):
    """The reference engine with a chip too many on the last seat of every view."""

    def answer(self, request: BaseModel) -> BaseModel | dict[str, Any]:
        answer = super().answer(request)
        if isinstance(answer, dict) and answer["seats"]:
            seats = [*answer["seats"][:-1], dict(answer["seats"][-1])]
            seats[-1]["stack"] += 1
            answer = {**answer, "seats": seats}
        return answer


class ChipTaker(Session):
    """The reference engine paying every hand one chip short in its result."""

    def answer(self, request: BaseModel) -> BaseModel | dict[str, Any]:
        answer = super().answer(request)
        if isinstance(answer, p.HandResult) and answer.complete:
            stacks = dict(answer.stacks)
            seat = min(stacks)
            stacks[seat] -= 1
            answer = answer.model_copy(update={"stacks": stacks})
        return answer


@pytest.mark.parametrize(
    ("engine", "profile", "message"),
    [
        (ChipMaker, "cardroom-stud", "does not start where the table was left"),
        (ChipTaker, "triple-draw-27", "chips not conserved by the result"),
    ],
)
def test_a_reference_answer_that_breaks_a_table_rule_is_counted_apart(
    monkeypatch: pytest.MonkeyPatch, engine: type[Session], profile: str, message: str
) -> None:
    """A view (ChipMaker) or a result (ChipTaker) of the oracle that breaks a table rule."""
    monkeypatch.setattr("pokercert.soak.oracle.Session", engine)
    evidence = soak("reference", profile, 6, seed=1, workers=1)
    assert evidence.reference_failures == 6 and evidence.divergences == 0
    assert message in evidence.reference_failure_examples[0]


def test_fewer_collections_while_hands_are_played_then_as_before() -> None:
    before = gc.get_threshold()
    with fewer_collections():
        assert gc.get_threshold()[0] >= 10_000
    assert gc.get_threshold() == before


def test_a_fold_before_a_misdeal_is_no_reference_failure() -> None:
    """Hand 4545 of this five-card draw soak: a seat folds, a card dealt face up is a misdeal,
    the hand is dealt again and that seat wins a pot.  The rules of the table must follow
    the new deal (they once counted the hand as a failure of the reference engine)."""
    from pokercert.soak.run import Table

    table = Table("reference", 10.0)
    try:
        profile = load_soak_profile("es-draw-openers")
        run = table.play(make_plan(profile, 2026, 4545, table.irregularities, 0.02))
    finally:
        table.close()
    face_up = p.IrregularityKind.DEAL_FACE_UP
    assert any(isinstance(r, p.Irregularity) and r.kind == face_up for r in run.requests)
    assert run.reference_failure is None
    assert run.divergence is None


def test_downcards_are_compared_as_a_set_and_only_where_shown() -> None:
    """The contract leaves the order of downcards open and lets a build keep them to itself:
    neither is a divergence; another card is."""
    answer, message = next((a, m) for a, m in _views("triple-draw-27") if m.seats[-1].downcards)
    held = message.seats[-1].downcards or []
    for same_facts in (list(reversed(held)), None, ["??"] * len(held)):
        changed = _seat_changed(message, "downcards", same_facts)
        assert differences(facts(expected_message(answer)), facts(changed)) == []


def test_a_results_outcome_is_compared() -> None:
    """Whether the hand is complete, ended in a misdeal, and what it carries are facts."""
    results = [
        m for _, m, _ in side_by_side("triple-draw-27", 3, 0.0) if isinstance(m, p.HandResult)
    ]
    assert results
    for result in results:
        for change in ({"misdeal": not result.misdeal}, {"carried_to_next_hand": 7}):
            found = differences(facts(result), facts(result.model_copy(update=change)))
            assert [f for f, _, _, _ in found] == ["outcome"], change
