"""A small, valid spec directory for tests that must not depend on the real catalogue."""

from __future__ import annotations

import hashlib
import json
import shutil
import textwrap
import time
from pathlib import Path
from typing import Any, ClassVar

from pokercert import protocol as p
from pokercert import schemas

REPO = Path(__file__).resolve().parents[1]
TEXT = "000_fc5c62885ab4845d.txt"

STUD_PARAMETERS: dict[str, Any] = {
    "game": "seven-card-stud",
    "min_players": 2,
    "max_players": 8,
    "burn_before_each_deal": True,
    "odd_chip": "highest-suit",
    "direction": "clockwise",
    "action_clock_seconds": None,
    "action_clock_expiry": None,
    "winner_by_default_must_show": False,
    "betting_structure": "fixed-limit",
    "ante_of_small_bet": "1/5",
    "bring_in_of_small_bet": "1/4",
    "bring_in_suit_order": ["c", "d", "h", "s"],
    "equal_board_tiebreak": "position",
    "board_suit_order": ["c", "d", "h", "s"],
    "ace_low_for_bring_in": False,
    "raise_cap": 4,
    "completion_counts_as_raise": True,
    "open_pair_big_bet": True,
    "open_pair_big_raise_fixes_size": True,
    "split_limit_pair_on_board_raises_limit": False,
    "limited_pot_early_intervals": None,
    "deck_exhaustion": "common-card",
    "reshuffle_includes_removed_cards": False,
    "announce_straights_and_flushes": False,
    "automatic_ante": True,
    "short_buy_in_allowed": False,
    "tournament": False,
    "missing_seventh_card_may_be_live": False,
    "first_to_show_may_muck": False,
}


def clause(cid: str, method: str = "test", profiles: list[str] | None = None) -> dict[str, Any]:
    verification: dict[str, Any] = {"method": method}
    if method != "test":
        verification |= {"reason": "needs a person", "reviewer_check": "look at it"}
    return {
        "id": cid,
        "original": "El jugador con la carta más baja paga la apuesta obligatoria.",
        "english": "The lowest upcard pays the bring-in.",
        "kind": "obligation",
        "games": ["seven-card-stud"],
        "profiles": profiles or ["cardroom-stud"],
        "verification": verification,
        "topic": "bring-in",
    }


def source(clauses: list[dict[str, Any]]) -> dict[str, Any]:
    text = (REPO / "spec" / "texts" / TEXT).read_bytes()
    return {
        "id": "000",
        "file": TEXT,
        "sha256": hashlib.sha256(text).hexdigest(),
        "title": "Reglas de Seven-card Stud",
        "language": "es",
        "translated_from": None,
        "document_kind": "card-room rules",
        "games": ["seven-card-stud"],
        "id_prefix": "CR",
        "description": "test source",
        "clauses": clauses,
        "non_normative": [],
    }


def profile(pid: str = "cardroom-stud") -> dict[str, Any]:
    return {
        "id": pid,
        "title": "Card-room stud",
        "game": "seven-card-stud",
        "sources": [TEXT],
        "mode": "cash",
        "description": "test profile",
        "parameters": dict(STUD_PARAMETERS),
    }


def conflict() -> dict[str, Any]:
    return {
        "id": "CF-001",
        "title": "Ties on board",
        "kind": "disagreement",
        "clauses": ["CR-001"],
        "description": "position or suit",
        "readings": [{"id": "A", "text": "position"}, {"id": "B", "text": "suit"}],
        "resolutions": [{"profile": "cardroom-stud", "reading": "A", "why": "the text says so"}],
    }


def write_json(path: Path, data: Any) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def make_spec(root: Path, clauses: list[dict[str, Any]] | None = None) -> Path:
    """A spec/ tree with one source (CR-001 test, CR-002 inspection), one profile, one conflict."""
    schemas.write(root / "schema")
    (root / "texts").mkdir(parents=True, exist_ok=True)
    shutil.copy(REPO / "spec" / "texts" / TEXT, root / "texts" / TEXT)
    write_json(
        root / "sources" / "000.json",
        source(clauses or [clause("CR-001"), clause("CR-002", "inspection")]),
    )
    write_json(root / "profiles" / "cardroom-stud.json", profile())
    write_json(root / "conflicts" / "CF-001.json", conflict())
    return root


# --------------------------------------------------------------------------- a mini suite

STEPS = textwrap.dedent(
    """
    from behave import given, then, when

    from pokercert import protocol as p
    from pokercert.scenario.table import expect


    @given("the harness test greets the implementation")
    def greet(context):
        context.reply = context.client.hello()


    @then('the harness test sees the name "{name}"')
    def name_is(context, name):
        expect(context.reply.name == name, "the implementation's name", name, context.reply.name)


    @when("the harness test asks for a view before any hand")
    def view(context):
        context.client.view()


    @when("the harness test sets up a hand of {profile}")
    def setup(context, profile):
        answer = context.client.driver.exchange(p.HandSetup(
            game="seven-card-stud", profile=profile, parameters={},
            stakes=p.Stakes(small_bet=2, big_bet=4),
            seats=[p.SeatSetup(seat=1, name="a", stack=10),
                   p.SeatSetup(seat=2, name="b", stack=10)],
            dealer_seat=2, seed=context.run_seed,
        ))
        expect(not isinstance(answer, p.Refusal), "the hand starts", "a table view", answer)


    @given("the harness test step is broken")
    def broken(context):
        raise KeyError("no such thing")
    """
)

FEATURE = textwrap.dedent(
    """
    Feature: Harness self-test

      @clause:CR-001 @profile:cardroom-stud
      Scenario: the name matches
        Given the harness test greets the implementation
        Then the harness test sees the name "fake engine"

      @clause:CR-001 @profile:cardroom-stud
      Scenario: the name does not match
        Given the harness test greets the implementation
        Then the harness test sees the name "another engine"

      @clause:CR-001 @profile:cardroom-stud
      Scenario: the implementation answers with an error
        When the harness test asks for a view before any hand

      @clause:CR-001 @profile:cardroom-stud
      Scenario: a step is broken
        Given the harness test step is broken

      @clause:CR-001 @profile:cardroom-stud
      Scenario: a step is missing
        Given the harness test has no such step

      @clause:CR-001
      Scenario Outline: profiles from the examples
        Given the harness test greets the implementation

        Examples:
          | profile       |
          | cardroom-stud |
          | german-stud   |

      @clause:CR-001
      Scenario: the profile comes from the setup
        When the harness test sets up a hand of german-stud
    """
)


class FakeDriver:
    """Answers hello as 'fake engine' (playing stud), refuses everything else with an error."""

    name = "fake"
    games: ClassVar[list[str]] = ["seven-card-stud"]
    hang_on: type | None = None

    def exchange(self, request: object) -> object:
        if self.hang_on is not None and isinstance(request, self.hang_on):
            time.sleep(30)
        if isinstance(request, p.Hello):
            return p.HelloReply(
                protocol_version="1.0",
                name="fake engine",
                version="2.0",
                capabilities=p.Capabilities(games=[p.Game(g) for g in self.games]),
            )
        if isinstance(request, p.HandSetup):
            return p.Refusal(reason="not today")
        return p.ErrorReply(message="cannot do that")

    def close(self) -> None:
        pass


class NoGamesDriver(FakeDriver):
    games: ClassVar[list[str]] = []


class HangingDriver(FakeDriver):
    hang_on = p.ViewRequest


def make_fake() -> FakeDriver:
    return FakeDriver()


def make_no_games() -> NoGamesDriver:
    return NoGamesDriver()


def make_hanging() -> HangingDriver:
    return HangingDriver()


def make_suite(base: Path, feature: str = FEATURE) -> Path:
    """A base directory with spec/ (two stud profiles), one feature file, steps and hooks."""
    make_spec(base / "spec")
    write_json(
        base / "spec" / "profiles" / "german-stud.json",
        {
            **json.loads((base / "spec" / "profiles" / "cardroom-stud.json").read_text()),
            "id": "german-stud",
        },
    )
    (base / "features").mkdir()
    (base / "features" / "selftest.feature").write_text(feature)
    (base / "steps").mkdir()
    (base / "steps" / "selftest_steps.py").write_text(STEPS)
    (base / "environment.py").write_text("from pokercert.environment import *  # noqa: F403\n")
    return base
