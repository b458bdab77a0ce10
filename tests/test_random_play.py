"""Random play inside certify (``--soak-hands``): sealed with the results, failing the run when a
hand diverges, and only for the profiles the implementation declared."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from pokercert import cli
from pokercert import protocol as p
from pokercert.certification import soak_seed
from pokercert.commands.certify import DEFAULT_SOAK_HANDS
from pokercert.random_play import IRREGULARITY_RATE, random_play

HERE = Path(__file__).parent
KEY = b"random-play test key"


@pytest.fixture(autouse=True)
def _bugs_importable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(HERE))


def _results(out: Path) -> dict[str, Any]:
    return json.loads((out / "results.json").read_text(encoding="utf-8"))


def test_the_random_hands_are_in_the_sealed_results(tmp_path: Path) -> None:
    out, key = tmp_path / "run", tmp_path / "key"
    key.write_bytes(KEY)
    argv = ["certify", "--profile", "triple-draw-27", "--soak-hands", "120", "--soak-seed", "7"]
    argv.append("--no-pdf")
    assert cli.main([*argv, "--out", str(out), "--key-file", str(key)]) == 0
    results = _results(out)
    (soak,) = results["soak"]
    assert (soak["profile"], soak["hands"], soak["divergences"], soak["passed"]) == (
        "triple-draw-27",
        120,
        0,
        True,
    )
    assert soak["seed"] == 7 and results["seed"] == 0  # the hands' own seed, and the run's
    # dealing errors of the kinds the reference declares are injected now and then
    assert soak["irregularity_rate"] == IRREGULARITY_RATE and "burn-two" in soak["irregularities"]
    assert soak["fingerprint"] == results["implementation"]["fingerprint"]
    assert results["verdict"] == "CERTIFIED"
    assert cli.main(["verify", str(out), "--key-file", str(key)]) == 0
    # The figures are under the signature: a diverging hand cannot be edited away, nor in.
    soak["divergences"] = 3
    (out / "results.json").write_text(json.dumps(results), encoding="utf-8")
    assert cli.main(["verify", str(out), "--key-file", str(key)]) != 0


def test_a_diverging_hand_fails_the_run_and_is_written_out(tmp_path: Path) -> None:
    out = tmp_path / "run"
    code = cli.main(
        [
            "certify",
            "--implementation",
            "soak_bugs:RaiseCapBug",
            "--profile",
            "triple-draw-27",
            "--soak-hands",
            "60",
            "--no-pdf",
            "--out",
            str(out),
        ]
    )
    assert code != 0
    results = _results(out)
    (soak,) = results["soak"]
    assert soak["divergences"] > 0 and not soak["passed"]
    assert results["verdict"] == "NOT CERTIFIED"
    seed = soak_seed(0, results["implementation"]["fingerprint"])  # no --soak-seed given
    assert soak["seed"] == seed
    assert any(
        r.startswith(f"soak triple-draw-27 (seed {seed}): ") for r in results["verdict_reasons"]
    )
    assert (out / "soak" / "triple-draw-27" / soak["minimal"]["files"]["feature"]).is_file()


def test_a_plain_certify_plays_random_tables_past_every_scenarios_hands(tmp_path: Path) -> None:
    """Scenarios play at most three hands at one table: a build that breaks the raise cap only
    from a table's fourth hand passes all of them, and a certify without any soak option
    still fails it (random play is on by default, with long sessions at some tables)."""
    out = tmp_path / "run"
    argv = ["certify", "--implementation", "soak_bugs:FourthHandCapBug"]
    argv += ["--profile", "triple-draw-27", "--no-pdf", "--no-evaluator", "--out", str(out)]
    assert cli.main(argv) != 0
    results = _results(out)
    played = [s for s in results["scenarios"] if s["profile"] == "triple-draw-27"]
    assert played and {s["status"] for s in played} == {"passed"}
    (soak,) = results["soak"]
    assert 0 < soak["hands"] <= DEFAULT_SOAK_HANDS  # each job stops at its first divergence
    assert soak["divergences"] > 0 and not soak["passed"]
    assert results["verdict"] == "NOT CERTIFIED"


def test_only_the_profiles_the_implementation_declared_are_played(tmp_path: Path) -> None:
    from soak_bugs import TripleDrawOnly, hello_of

    hello = hello_of(TripleDrawOnly())
    profiles = {"cardroom-stud": "seven-card-stud", "triple-draw-27": "2-7-triple-draw"}
    evidence, errors = random_play(
        "soak_bugs:TripleDrawOnly", profiles, hello, "f" * 64, hands=20, seed=1, timeout=10,
        out_dir=tmp_path, progress=False,
    )  # fmt: skip
    assert [e.profile for e in evidence] == ["triple-draw-27"] and not errors
    assert evidence[0].fingerprint == "f" * 64
    silent, _ = random_play(
        "reference", profiles, None, "f" * 64, hands=20, seed=1, timeout=10,
        out_dir=tmp_path, progress=False,
    )  # fmt: skip
    assert silent == []  # no hello, nothing declared: the run has failed without it
    # declared less to the scenarios than it declares to the random tables: one build, one
    # declaration, so the random play cannot start and the run fails
    _, errors = random_play(
        "reference", profiles, hello, "f" * 64, hands=20, seed=1, timeout=10,
        out_dir=tmp_path, progress=False,
    )  # fmt: skip
    assert errors and all("differs from its first hello" in e for e in errors)


def test_the_run_s_time_budget_covers_the_random_hands(tmp_path: Path) -> None:
    """A build slow enough to spend the run's budget in the soak fails the run: the soak
    starts no hand after the deadline, and a soak cut short proves nothing."""
    from soak_bugs import TripleDrawOnly, hello_of

    hello = hello_of(TripleDrawOnly())
    evidence, errors = random_play(
        "soak_bugs:TripleDrawOnly", {"triple-draw-27": "2-7-triple-draw"}, hello, "f" * 64,
        hands=20, seed=1,
        timeout=10, out_dir=tmp_path, progress=False, deadline=time.time() - 1,
    )  # fmt: skip
    assert evidence == []
    assert errors == [
        "random play under triple-draw-27: the run's time budget ran out after 0 of 20 random hands"
    ]


def test_a_partial_run_plays_no_random_hands(tmp_path: Path) -> None:
    out = tmp_path / "run"
    argv = ["certify", "--clause", "TD-027", "--soak-hands", "50", "--no-pdf", "--out", str(out)]
    cli.main(argv)
    results = _results(out)
    assert results["verdict"].startswith("PARTIAL RUN") and not results.get("soak")


def test_a_negative_number_of_hands_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["certify", "--soak-hands", "-1", "--no-pdf"]) == 2
    assert "--soak-hands must be a whole number" in capsys.readouterr().err
    assert cli.main(["certify", "--soak-hands", "0", "--soak-seed", "5", "--no-pdf"]) == 2
    assert "--soak-seed seeds the random hands of --soak-hands" in capsys.readouterr().err


def test_each_job_stops_at_its_first_diverging_hand(tmp_path: Path) -> None:
    """A build that hangs on every raise costs one timeout per job, not one per hand."""
    from pokercert.soak.run import soak

    every = soak("soak_bugs:HangOnRaise", "cardroom-stud", 12, seed=3, workers=1, timeout=0.3)
    first = soak(
        "soak_bugs:HangOnRaise", "cardroom-stud", 12, seed=3, workers=1, timeout=0.3,
        stop_at_divergence=True,
    )  # fmt: skip
    assert every.divergences > 1 and first.divergences == 1 and not first.passed
    assert first.hands < every.hands == 12
    assert first.first_divergences == every.first_divergences[:1]


def test_a_soak_that_cannot_run_is_a_run_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever stops the random hands, the run fails with the reason: it never passes."""
    import pokercert.soak.run

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("the pool died")

    monkeypatch.setattr(pokercert.soak.run, "soak", broken)
    hello = p.HelloReply(
        protocol_version=p.PROTOCOL_VERSION,
        capabilities=p.Capabilities(games=[p.Game.TRIPLE_DRAW_27]),
    )
    evidence, errors = random_play(
        "reference", {"triple-draw-27": "2-7-triple-draw"}, hello, "f" * 64, hands=5, seed=0,
        timeout=10, out_dir=tmp_path, progress=False,
    )  # fmt: skip
    assert evidence == []
    why = "random play under triple-draw-27 could not run: RuntimeError('the pool died')"
    assert errors == [why]


def test_the_default_tables_follow_from_the_build_and_the_seed() -> None:
    """Without --soak-seed, the tables are drawn from the run's seed and the build's
    fingerprint: the same build replays them, another build (one changed to recognise them)
    gets others."""
    assert soak_seed(0, "ab" * 32) == soak_seed(0, "ab" * 32)
    assert soak_seed(0, "ab" * 32) != soak_seed(0, "ac" * 32)
    assert soak_seed(0, "ab" * 32) != soak_seed(1, "ab" * 32)
