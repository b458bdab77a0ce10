"""A soak hand's setup carries no fixed tell: it looks like a scenario's table.

A build that could tell a soak hand from a scenario (by the players' names, the stakes, the
stacks or the deck) could switch its bugs off for the soak alone.  These tests hold the plans
to what the scenarios in ``features/`` send.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from pokercert import protocol as p
from pokercert.soak.oracle import Oracle
from pokercert.soak.plan import FOLLOW_ON_HANDS, STAKES, HandPlan, make_plan
from pokercert.soak.run import load_soak_profile

FEATURES = Path(__file__).resolve().parents[1] / "features"
PROFILES = {
    "seven-card-stud": [
        "cardroom-stud",
        "cardroom-stud-tournament",
        "es-stud-limited-pot",
        "es-stud-split-limit",
        "german-stud",
        "online-stud",
    ],
    "2-7-triple-draw": ["triple-draw-27"],
    "five-card-draw": ["es-draw-openers"],
}
STAKE_KEYS = {
    "ante": "ante", "bring-in": "bring_in", "small blind": "small_blind",
    "big blind": "big_blind", "small bet": "small_bet", "big bet": "big_bet",
}  # fmt: skip
PLANS = 400


def _tables(after: str) -> list[list[dict[str, str]]]:
    """Every table under a step ending in ``after`` in the features, as rows of cells."""
    found = []
    for feature in sorted(FEATURES.glob("*/*.feature")):
        lines = feature.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            if not line.strip().endswith(after):
                continue
            rows = []
            for below in lines[i + 1 :]:
                if not below.strip().startswith("|"):
                    break
                rows.append([c.strip() for c in below.strip().strip("|").split("|")])
            if rows:
                found.append([dict(zip(rows[0], row, strict=True)) for row in rows[1:]])
    return found


def scenario_names() -> set[str]:
    """The names the scenarios give their players (steps/table_steps.py: Player N unnamed)."""
    return {
        row.get("name") or f"Player {row['seat']}"
        for table in _tables("the players are")
        for row in table
    }


def scenario_stacks() -> set[int]:
    return {
        int(row["stack"])
        for table in _tables("the players are")
        for row in table
        if row["stack"].isdigit()
    }


def scenario_stakes() -> list[p.Stakes]:
    return [
        p.Stakes(**{STAKE_KEYS[k]: int(v) for k, v in row.items()})
        for table in _tables("the stakes are")
        for row in table
        if all(v.isdigit() for v in row.values())
    ]


@pytest.fixture(scope="module")
def plans() -> dict[str, list[HandPlan]]:
    return {
        game: [make_plan(load_soak_profile(ids[0]), 2026, i) for i in range(PLANS)]
        for game, ids in PROFILES.items()
    }


def test_the_players_are_named_as_the_scenarios_name_them(
    plans: dict[str, list[HandPlan]],
) -> None:
    known = scenario_names()
    names = Counter(
        seat.name for game in plans.values() for plan in game for seat in plan.setup().seats
    )
    assert len(names) > 1  # no one fixed name
    assert set(names) <= known, sorted(set(names) - known)
    assert not any(name.startswith("Seat ") for name in names)  # the old tell


def test_the_stakes_vary_and_are_the_scenarios(plans: dict[str, list[HandPlan]]) -> None:
    known = scenario_stakes()
    for game, game_plans in plans.items():
        drawn = Counter(plan.setup().stakes.model_dump_json() for plan in game_plans)
        assert len(drawn) == len(STAKES[game]) > 1, game  # every choice comes up
        assert STAKES[game][0] in known, game  # the most common is the scenarios' own
        assert all(s in STAKES[game] for s in (plan.stakes for plan in game_plans))


@pytest.mark.parametrize("game", sorted(PROFILES))
def test_every_stakes_is_legal_in_every_profile_of_its_game(game: str) -> None:
    """The reference engine refuses illegal stakes: each drawn one opens a hand everywhere."""
    for profile_id in PROFILES[game]:
        profile = load_soak_profile(profile_id)
        plan = make_plan(profile, 1, 0)
        for stakes in STAKES[game]:
            answer = Oracle().send(_with(plan, stakes).setup())
            assert not isinstance(answer, p.Refusal), (profile_id, stakes, answer)
            amounts = _with(plan, stakes).amounts
            assert 0 < amounts.small_bet <= amounts.big_bet
            assert amounts.bring_in <= amounts.small_bet


def _with(plan: HandPlan, stakes: p.Stakes) -> HandPlan:
    return replace(plan, stakes=stakes)


def test_the_stacks_are_the_scenarios_and_short_ones_stay_common(
    plans: dict[str, list[HandPlan]],
) -> None:
    known = scenario_stacks()
    stacks = Counter(stack for game in plans.values() for plan in game for _, stack in plan.seats)
    assert set(stacks) <= known, sorted(set(stacks) - known)
    assert {100, 200} <= set(stacks)  # the scenarios' round numbers
    short = sum(n for stack, n in stacks.items() if stack <= 30)
    assert short > 0.4 * sum(stacks.values())  # all-ins and side pots come often
    for game in plans.values():  # a table that plays on starts deep
        for plan in game:
            if plan.next_decks:
                assert min(stack for _, stack in plan.seats) >= 10 * plan.stakes.big_bet


def test_seats_and_decks_look_like_a_scenarios(plans: dict[str, list[HandPlan]]) -> None:
    every = [plan for game in plans.values() for plan in game]
    from_one = [
        plan for plan in every if [s for s, _ in plan.seats] == [*range(1, 1 + len(plan.seats))]
    ]
    assert 0.3 * len(every) < len(from_one) < 0.9 * len(every)
    tails = Counter(_canonical_tail(plan.setup().deck or []) for plan in every)
    assert sum(n for tail, n in tails.items() if tail >= 8) > 0.5 * len(every)
    assert sum(n for tail, n in tails.items() if tail < 4) > 0.05 * len(every)


def _canonical_tail(deck: list[str]) -> int:
    """How many last cards of the deck are in canonical order (a scenario's deck: most)."""
    place = {card: i for i, card in enumerate(p.CANONICAL_DECK)}
    n = 1
    while n < len(deck) and place[deck[-n - 1]] < place[deck[-n]]:
        n += 1
    return n


def test_the_same_seed_gives_the_same_plans() -> None:
    profile = load_soak_profile("cardroom-stud")
    first = [make_plan(profile, 77, i) for i in range(60)]
    again = [make_plan(profile, 77, i) for i in range(60)]
    other = [make_plan(profile, 78, i) for i in range(60)]
    assert first == again
    assert [plan.setup() for plan in first] == [plan.setup() for plan in again]
    assert first != other


def test_some_tables_play_long_sessions(plans: dict[str, list[HandPlan]]) -> None:
    """Scenarios play at most three hands at a table, so a build could misbehave from the
    fourth on: some soak tables play on far past it, how far drawn per table, and last it."""
    every = [plan for game in plans.values() for plan in game]
    lengths = Counter(len(plan.next_decks) for plan in every if plan.next_decks)
    long = {n for n in lengths if n > FOLLOW_ON_HANDS}
    assert lengths[FOLLOW_ON_HANDS] > sum(lengths[n] for n in long) > 0
    assert max(long) >= 15 and len(long) >= 3  # no count of hands is safe to cheat after
    for plan in every:
        if len(plan.next_decks) > FOLLOW_ON_HANDS:
            assert min(stack for _, stack in plan.seats) >= 60 * plan.stakes.big_bet
