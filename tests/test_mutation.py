"""The mutation suite: the catalogue is sound, the bent evaluator is right when unbent, the
kill rule counts only failures of a mutant's own clauses, and a mutant is served out of process.
"""

from __future__ import annotations

import importlib
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from pokercert.cli import main
from pokercert.mutation import hands
from pokercert.mutation.catalogue import BY_ID, MUTANTS, PROFILE_CODES, SAMPLE
from pokercert.mutation.runner import KILLED, SURVIVED, UNTESTED, Ran, judge
from pokercert.spec_loader import load_catalogue


def test_at_least_eighty_mutants_with_unique_ids_and_patches() -> None:
    assert len(MUTANTS) >= 80
    assert len({m.id for m in MUTANTS}) == len(MUTANTS)
    assert len({m.patch for m in MUTANTS}) == len(MUTANTS), "one patch per mutant"
    for mutant in MUTANTS:
        module, _, function = mutant.patch.partition(":")
        found = importlib.import_module(f"pokercert.mutation.{module}")
        assert callable(getattr(found, function)), mutant.id


def test_every_patch_is_a_mutant_of_the_catalogue() -> None:
    import inspect

    named = {m.patch for m in MUTANTS}
    modules = {m.patch.partition(":")[0] for m in MUTANTS}
    for module_name in modules:
        module = importlib.import_module(f"pokercert.mutation.{module_name}")
        for name, function in inspect.getmembers(module, inspect.isfunction):
            if function.__module__ == module.__name__ and not name.startswith("_"):
                assert f"{module_name}:{name}" in named, f"{module_name}:{name} is no mutant"


def test_every_mutant_names_test_clauses_of_each_of_its_profiles() -> None:
    catalogue = load_catalogue()
    for mutant in MUTANTS:
        assert mutant.clauses and mutant.profiles, mutant.id
        for clause in mutant.clauses:
            assert clause in catalogue.clauses, f"{mutant.id}: unknown clause {clause}"
        for profile in mutant.profiles:
            own = [c for c in mutant.clauses if profile in catalogue.clauses[c].profiles]
            assert own, f"{mutant.id}: none of its clauses belongs to {profile}"


def test_the_catalogue_covers_every_source_and_every_profile() -> None:
    catalogue = load_catalogue()
    prefixes = {c.split("-")[0] for m in MUTANTS for c in m.clauses}
    assert prefixes >= {"CR", "TD", "DE", "ON", "ES"}
    assert {p for m in MUTANTS for p in m.profiles} == set(catalogue.profiles)
    assert set(PROFILE_CODES.values()) == set(catalogue.profiles)


def test_every_patch_reaches_what_it_names_in_the_engine() -> None:
    """A patch naming a function or method the engine no longer has would change nothing and
    its mutant would survive unseen; each is applied (in one process of their own)."""
    program = (
        "import importlib\n"
        "from pokercert.mutation.catalogue import MUTANTS\n"
        "for m in MUTANTS:\n"
        "    module, name = m.patch.split(':')\n"
        "    getattr(importlib.import_module('pokercert.mutation.' + module), name)()\n"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]


def test_a_method_the_engine_does_not_have_cannot_be_replaced() -> None:
    from pokercert.mutation.patching import replace_method

    with pytest.raises(LookupError, match="has no method _no_such_rule"):
        replace_method("stud", "StudHand", "_no_such_rule", lambda self: None)


def test_the_ci_sample_is_one_mutant_per_family() -> None:
    families = [BY_ID[m].family for m in SAMPLE]
    assert len(set(families)) == len(families) >= 8


def test_the_bendable_evaluator_agrees_with_the_reference_when_unbent() -> None:
    from pokercert.engine import evaluator

    rng = random.Random(14)
    high, low = hands.Rules(), hands.Rules(wheel=False)
    for _ in range(2000):
        a, b = rng.sample(range(52), 7), rng.sample(range(52), 7)
        mine = hands.best_key(a, high), hands.best_key(b, high)
        ref = evaluator.high_rank(a), evaluator.high_rank(b)
        assert (mine[0] > mine[1], mine[0] == mine[1]) == (ref[0] > ref[1], ref[0] == ref[1])
        a5, b5 = a[:5], b[:5]
        low_key = hands.lowball27_evaluator(low)
        mine = low_key(a5), low_key(b5)
        ref = evaluator.lowball27_strength(a5), evaluator.lowball27_strength(b5)
        assert (mine[0] > mine[1], mine[0] == mine[1]) == (ref[0] > ref[1], ref[0] == ref[1])


def test_a_bent_evaluator_really_is_bent() -> None:
    straight = [3 << 2, 4 << 2 | 1, 5 << 2, 6 << 2, 7 << 2]  # 5-9, mixed suits
    flush = [0, 2 << 2, 5 << 2 | 0, 9 << 2, 11 << 2]  # all clubs
    normal, bent = (
        hands.Rules(),
        hands.Rules(category_order={hands.FLUSH: hands.STRAIGHT, hands.STRAIGHT: hands.FLUSH}),
    )
    assert hands.five_key(flush, normal) > hands.five_key(straight, normal)
    assert hands.five_key(flush, bent) < hands.five_key(straight, bent)


MUTANT = BY_ID["M-001"]
OWN = MUTANT.clauses[0]
TABLE_RULE = "When the actions are (line 7): InvariantViolation: hand 1: seat 2 can win at most 39"
CONTRACT_RULE = "When the hand starts (line 3): ProtocolViolation: the view puts the button at 4"
CRASH = "ImplementationCrashed: the program exited with code 1"


@pytest.mark.parametrize(
    ("ran", "reference", "verdict"),
    [
        ([Ran("f:1", "cardroom-stud", "failed", (OWN,), "x")], {"f:1": "passed"}, KILLED),
        ([Ran("f:1", "cardroom-stud", "failed", ("TD-001",), "x")], {"f:1": "passed"}, SURVIVED),
        ([Ran("f:1", "cardroom-stud", "error", (OWN,), "crash")], {"f:1": "passed"}, SURVIVED),
        (
            [Ran("f:1", "cardroom-stud", "error", (OWN,), TABLE_RULE)],
            {"f:1": "passed"},
            KILLED,
        ),
        (
            [Ran("f:1", "cardroom-stud", "error", (OWN,), CONTRACT_RULE)],
            {"f:1": "passed"},
            KILLED,
        ),
        (
            [Ran("f:1", "cardroom-stud", "error", (OWN,), f"Then x (line 4): {CRASH}")],
            {"f:1": "passed"},
            SURVIVED,
        ),
        (
            [Ran("f:1", "cardroom-stud", "error", ("TD-001",), TABLE_RULE)],
            {"f:1": "passed"},
            SURVIVED,
        ),
        ([Ran("f:1", "cardroom-stud", "failed", (OWN,), "x")], {"f:1": "failed"}, UNTESTED),
        ([Ran("f:1", "cardroom-stud", "passed", (OWN,), "")], {"f:1": "passed"}, SURVIVED),
        ([], {}, UNTESTED),
        ([Ran("f:1", "german-stud", "failed", (OWN,), "x")], {"f:1": "passed"}, UNTESTED),
    ],
)
def test_only_a_failure_or_a_broken_rule_of_an_own_clause_the_reference_passes_kills(
    ran: list[Ran], reference: dict[str, str], verdict: str
) -> None:
    assert judge(MUTANT, "cardroom-stud", ran, reference).verdict == verdict


def _serve(mutant: str, *requests: dict[str, object]) -> subprocess.CompletedProcess[str]:
    lines = "".join(json.dumps(r) + "\n" for r in requests)
    return subprocess.run(
        [sys.executable, "-m", "pokercert.mutation.serve", mutant],
        input=lines,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_a_mutant_is_served_out_of_process_and_answers_hello() -> None:
    done = _serve("M-030", {"type": "hello"}, {"type": "close"})
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[0])["type"] == "hello-reply"


def test_an_unknown_mutant_is_refused_in_one_line() -> None:
    done = _serve("M-999")
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1


def test_the_command_refuses_unknown_mutants_and_profiles(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["mutants", "--mutant", "M-999"]) == 2
    assert main(["mutants", "--profile", "no-such-profile"]) == 2
    assert main(["mutants", "--list", "--sample"]) == 0
    assert "M-001" in capsys.readouterr().out


def test_an_unwritable_kill_table_is_refused_before_the_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert main(["mutants", "--mutant", "M-001", "--out", str(blocker / "table.md")]) == 2
    assert "cannot write" in capsys.readouterr().err
