"""The soak: the reference agrees with itself, and three injected rule bugs are each found,
shrunk and written out as a transcript, a PHH hand and a scenario that fails only on the bug."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver
from pokercert.cli import main
from pokercert.phh import read_history
from pokercert.soak.check import run_scenario
from pokercert.soak.run import soak
from pokercert.transcript import read_transcript

HERE = Path(__file__).parent
BUGS = {
    "RaiseCapBug": ("cardroom-stud", "legal_actions", "failed"),
    # one pot for every level makes an all-in seat eligible for chips it never matched: a rule
    # of the table (the client's check) catches it before any scenario step can
    "SidePotBug": ("cardroom-stud", "answer", "error"),
    "UpcardOrderBug": ("cardroom-stud", "upcards", "failed"),
    "RaiseCapBug/triple-draw": ("triple-draw-27", "legal_actions", "failed"),
    # only from the second hand at a table: the soak's tables that play on find it
    "LaterHandCapBug": ("triple-draw-27", "legal_actions", "failed"),
}


@pytest.fixture(autouse=True)
def _bugs_importable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(HERE))


@pytest.mark.parametrize(
    "profile", ["cardroom-stud", "online-stud", "triple-draw-27", "es-draw-openers"]
)
def test_reference_against_itself_never_diverges(profile: str) -> None:
    evidence = soak("reference", profile, 120, seed=11, rate=0.05, workers=1)
    assert evidence.hands == 120
    assert evidence.actions > 120
    assert evidence.divergences == 0, evidence.first_divergences[:1]
    assert evidence.passed
    assert evidence.irregularities, "the reference declares irregularities: they are injected"


def test_same_seed_same_figures_whatever_the_workers() -> None:
    one = soak("reference", "triple-draw-27", 220, seed=5, workers=1)
    two = soak("reference", "triple-draw-27", 220, seed=5, workers=2)
    assert one.model_dump() == two.model_dump()
    other = soak("reference", "triple-draw-27", 220, seed=6, workers=1)
    assert other.actions != one.actions


class FreeTextDriver(ReferenceDriver):
    """The reference engine with its own wording: names, announcement text, event details."""

    def exchange(self, request):  # type: ignore[no-untyped-def]
        answer = super().exchange(request)
        if isinstance(answer, p.TableView):
            seats = [s.model_copy(update={"name": "x"}) for s in answer.seats]
            said = [
                a.model_copy(update={"text": "?", "clause": None}) for a in answer.announcements
            ]
            events = [e.model_copy(update={"detail": "", "clause": None}) for e in answer.events]
            return answer.model_copy(
                update={"seats": seats, "announcements": said, "events": events}
            )
        if isinstance(answer, p.Refusal):
            return answer.model_copy(update={"message": "no"})
        return answer


class OnceDriver(ReferenceDriver):
    """Refuses the first hand it is ever asked to deal in this process, then plays right."""

    refused = False

    def exchange(self, request):  # type: ignore[no-untyped-def]
        if isinstance(request, p.HandSetup) and not OnceDriver.refused:
            OnceDriver.refused = True
            return p.Refusal(reason="not now")
        return super().exchange(request)


def test_a_divergence_that_does_not_come_back_still_fails_the_soak(tmp_path: Path) -> None:
    """A build that misbehaves once per process leaves no smaller hand to write, but the
    hand it diverged on still counts: exit 1 territory, never bad input."""
    OnceDriver.refused = False
    evidence = soak("test_soak:OnceDriver", "cardroom-stud", 5, seed=2, out=tmp_path)
    assert not evidence.passed and evidence.divergences == 1
    assert evidence.not_reproduced and evidence.minimal is None


def test_free_text_is_never_compared() -> None:
    evidence = soak("test_soak:FreeTextDriver", "cardroom-stud", 60, seed=2, workers=1)
    assert evidence.divergences == 0, evidence.first_divergences[:1]


@pytest.mark.parametrize("bug", sorted(BUGS))
def test_an_injected_rule_bug_is_found_shrunk_and_written(bug: str, tmp_path: Path) -> None:
    profile, field, caught = BUGS[bug]
    implementation = f"soak_bugs:{bug.split('/')[0]}"
    evidence = soak(implementation, profile, 80, seed=3, workers=1, out=tmp_path)
    assert not evidence.passed and evidence.divergences > 0
    assert evidence.first_divergences[0].field == field
    minimal = evidence.minimal
    assert minimal is not None and minimal.field == field
    first = evidence.first_divergences[0]
    assert minimal.players <= len(first.request.get("seats", [])) or minimal.players <= 8
    assert minimal.clauses, "the scenario names the clauses of the diverging topic"
    # the transcript holds the reference's answers; replayed on the bug it differs
    transcript = tmp_path / minimal.files["transcript"]
    assert read_transcript(transcript)
    assert main(["replay", str(transcript), "--implementation", implementation]) == 1
    assert main(["replay", str(transcript), "--implementation", "reference"]) == 0
    # the PHH hand reads back, names its profile and replays on the reference (a divergence
    # after the first hand at the table has no PHH form: PHH records one hand)
    if bug.startswith("LaterHand"):
        assert "phh" not in minimal.files and "next-hand" in transcript.read_text()
    else:
        phh = tmp_path / minimal.files["phh"]
        assert read_history(phh).profile == profile
        assert main(["replay", str(phh)]) == 0
    # the scenario uses the suite's steps: it passes on the reference, fails on the bug
    feature = tmp_path / minimal.files["feature"]
    text = feature.read_text()
    assert all(f"@clause:{c}" in text for c in minimal.clauses)
    assert [s.status.value for s in run_scenario(feature, "reference")] == ["passed"]
    [on_the_bug] = run_scenario(feature, implementation)
    assert on_the_bug.status.value == caught
    if caught == "error":
        assert "InvariantViolation" in (on_the_bug.error or "")


def test_shrinking_makes_the_hand_smaller(tmp_path: Path) -> None:
    evidence = soak(
        "soak_bugs:UpcardOrderBug", "cardroom-stud", 40, seed=3, workers=1, out=tmp_path
    )
    minimal = evidence.minimal
    assert minimal is not None
    assert minimal.players == 2, "the upcard bug needs only two players"
    assert minimal.shrink_attempts > 1


def test_command_writes_soak_json_and_appends_to_results(tmp_path: Path) -> None:
    from pokercert.commands._evidence import MeasuredBuild

    fixture = json.loads((HERE / "fixtures" / "report_results.json").read_text())
    fixture["implementation"]["fingerprint"] = MeasuredBuild("reference", []).fingerprint
    results = tmp_path / "results.json"
    results.write_text(json.dumps(fixture))
    out = tmp_path / "run"
    code = main(
        [
            "soak",
            "--profile",
            "cardroom-stud",
            "--hands",
            "30",
            "--seed",
            "4",
            "--workers",
            "1",
            "--quiet",
            "--out",
            str(out),
            "--results",
            str(results),
        ]
    )
    assert code == 0
    figures = json.loads((out / "soak.json").read_text())
    assert figures["hands"] == 30 and figures["divergences"] == 0 and figures["seed"] == 4
    appended = json.loads(results.read_text())
    assert appended["soak"][0]["hands"] == 30
    assert appended["soak"][0]["fingerprint"] == fixture["implementation"]["fingerprint"]
    from pokercert.certification import validate_results

    assert validate_results(results.read_text()) == []


def test_command_finds_a_bug_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(
        [
            "soak",
            "--implementation",
            "soak_bugs:SidePotBug",
            "--profile",
            "cardroom-stud",
            "--hands",
            "20",
            "--workers",
            "1",
            "--quiet",
            "--out",
            str(tmp_path),
        ]
    )
    assert code == 1
    assert "minimal hand" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--profile", "no-such-profile"], "no-such-profile"),
        (["--profile", "cardroom-stud", "--hands", "0"], "--hands"),
        (["--profile", "cardroom-stud", "--implementation", "nothing here"], "unknown"),
        (["--profile", "cardroom-stud", "--irregularities", "2"], "--irregularities"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    argv: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["soak", "--quiet", "--workers", "1", "--out", str(tmp_path), *argv])
    err = capsys.readouterr().err.strip()
    assert code == 2
    assert message in err and len(err.splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize(("bug", "timeout"), [("CrashOnRaise", 10.0), ("HangOnRaise", 0.3)])
def test_a_crash_or_hang_is_a_divergence_and_the_soak_goes_on(bug: str, timeout: float) -> None:
    evidence = soak(f"soak_bugs:{bug}", "cardroom-stud", 12, seed=3, workers=1, timeout=timeout)
    assert evidence.hands == 12
    assert evidence.divergences > 0 and not evidence.passed
    first = evidence.first_divergences[0]
    assert first.field == "answer"
    assert ("Timeout" if bug.startswith("Hang") else "Crash") in " ".join(first.differences)


def test_the_progress_bar_shows_the_rate() -> None:
    import io

    from pokercert.soak.scale import Progress

    stream = io.StringIO()
    bar = Progress(10, "hands", stream)
    bar.advance(10)
    bar.finish()
    assert "10/10 hands" in stream.getvalue() and "hands/s" in stream.getvalue()


def test_same_seed_same_files_whatever_the_workers(tmp_path: Path) -> None:
    outs = []
    for workers in (1, 2):
        out = tmp_path / f"w{workers}"
        code = main(
            ["soak", "--implementation", "soak_bugs:SidePotBug", "--profile", "triple-draw-27",
             "--hands", "150", "--seed", "8", "--workers", str(workers), "--quiet",
             "--out", str(out)]
        )  # fmt: skip
        assert code == 1
        outs.append({f.name: f.read_bytes() for f in sorted(out.iterdir())})
    assert outs[0] == outs[1]
    assert "soak.json" in outs[0]
    assert any(n.startswith("hand-") and n.endswith(".feature") for n in outs[0])
    assert any(n.startswith("hand-") and n.endswith(".jsonl") for n in outs[0])


def test_evidence_is_never_added_to_signed_results(tmp_path: Path) -> None:
    """Anyone can run a soak: its figures must not slip into results a lab has signed."""
    from pokercert.commands._evidence import append_to_results
    from pokercert.results import Results, Seal
    from pokercert.soak.evidence import SoakEvidence

    fixture = Results.model_validate_json((HERE / "fixtures" / "report_results.json").read_text())
    seal = Seal(suite_released=True, algorithm="hmac-sha256", key_id="lab", signature="ab" * 32)
    signed = tmp_path / "results.json"
    signed.write_text(fixture.model_copy(update={"seal": seal}).model_dump_json())
    before = signed.read_bytes()
    evidence = SoakEvidence(
        implementation="reference",
        profile="cardroom-stud",
        game="seven-card-stud",
        seed=1,
        hands=10,
        actions=100,
        truncated_hands=0,
        irregularity_rate=0.0,
        irregularities=[],
        divergences=0,
        first_divergences=[],
        passed=True,
    )
    with pytest.raises(ValueError, match="signed"):
        append_to_results(signed, "soak", evidence)
    assert signed.read_bytes() == before


@pytest.mark.parametrize("profile", ["cardroom-stud", "online-stud", "german-stud"])
def test_every_stud_hand_of_a_soak_is_written_as_phh(profile: str, tmp_path: Path) -> None:
    """Streets dealt out after all-ins, a stub rebuilt from the burns, a common card: each
    hand is written and reads back to the same stacks (write_phh checks it)."""
    from pokercert.soak.lockstep import HandRun
    from pokercert.soak.phh_writer import write_phh
    from pokercert.soak.plan import make_plan
    from pokercert.soak.run import load_soak_profile
    from pokercert.soak.writers import finish_on_reference

    soak_profile = load_soak_profile(profile)
    notes, boards = [], 0
    for index in range(30):
        path = tmp_path / f"hand-{index}.phh"
        note = write_phh(finish_on_reference(HandRun(make_plan(soak_profile, 3, index))), path)
        if note is not None:
            notes.append(f"hand {index}: {note}")
        else:
            boards += "d db " in path.read_text(encoding="utf-8")
    assert not notes, notes
    assert boards or profile != "cardroom-stud"  # seed 3 reaches a common card here
