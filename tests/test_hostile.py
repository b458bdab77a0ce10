"""Hostile out-of-process implementations: each plays correctly until its fault triggers,
and the harness must end safe (issue 17). The programs are in tests/hostile/."""

from __future__ import annotations

import json
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pokercert import cli
from pokercert import protocol as p
from pokercert.adapters.process import ProcessDriver
from pokercert.budget import MAX_LINE_BYTES
from pokercert.driver import ImplementationCrashed, ImplementationTimeout, ProtocolViolation

HOSTILE = Path(__file__).resolve().parent / "hostile"
SHOWDOWN_TAGS = "@clause:CR-003"  # a handful of cardroom-stud scenarios that reach the result
NOT_PASSED = (1, 4)  # NOT CERTIFIED, or a partial (--tags) run with no verdict


def program(name: str, *args: str) -> str:
    return " ".join(["cmd:" + sys.executable, str(HOSTILE / name), *args])


def certify(implementation: str, out: Path, *extra: str) -> int:
    return cli.main(
        [
            "certify",
            "--implementation",
            implementation,
            "--profile",
            "cardroom-stud",
            "--out",
            str(out),
            "--no-pdf",
            "--timeout",
            "5",
            *extra,
        ]
    )


def results_of(out: Path) -> dict:
    data: dict = json.loads((out / "results.json").read_text("utf-8"))
    return data


def strings(data: object) -> list[str]:
    """Every string in a JSON document."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for value in data.values() for s in strings(value)]
    if isinstance(data, list):
        return [s for value in data for s in strings(value)]
    return []


def statuses(out: Path) -> set[str]:
    """Statuses of the scenarios that ran (a tag run leaves clauses uncovered: no verdict)."""
    return {s["status"] for s in results_of(out)["scenarios"] if s["status"] != "skipped"}


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().split(") ")[1][0] != "Z"
    except OSError:
        return False


# --------------------------------------------------------------------------- isolation


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="process tree via /proc")
def test_no_process_of_the_program_survives_the_run(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    certify(program("spawner.py", str(pids)), tmp_path / "out", "--tags", SHOWDOWN_TAGS)
    assert statuses(tmp_path / "out") == {"passed"}
    started = [int(x) for x in pids.read_text().split()]
    assert len(started) == 2
    deadline = time.monotonic() + 5
    while any(alive(pid) for pid in started) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert [pid for pid in started if alive(pid)] == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="process tree via /proc")
def test_a_detached_process_cannot_rewrite_the_results(tmp_path: Path) -> None:
    out = tmp_path / "out"
    certify(program("detacher.py", str(tmp_path)), out, "--tags", SHOWDOWN_TAGS)
    assert statuses(out) == {"passed"}
    written = (out / "results.json").read_bytes()
    tags = [line.split()[0] for line in (tmp_path / "pids").read_text().splitlines()]
    assert "group" in tags and "detached" in tags
    time.sleep(5)  # longer than the lingering processes wait before they strike
    assert not (tmp_path / "survivors").exists()
    assert (out / "results.json").read_bytes() == written


def test_the_program_does_not_run_in_the_output_directory(tmp_path: Path) -> None:
    driver = ProcessDriver(
        [sys.executable, "-c", "import os,sys; print(os.getcwd()); sys.stdin.read()"]
    )
    try:
        line = driver._pipes.line(time.monotonic() + 10)
        assert isinstance(line, bytes)
        assert line.decode().strip() == driver.workdir
        assert Path(driver.workdir).name.startswith("pokercert-impl-")
    finally:
        driver.close()
    assert not Path(driver.workdir).exists()


# --------------------------------------------------------------------------- hangs and floods


def test_a_program_that_never_reads_cannot_deadlock_the_harness() -> None:
    driver = ProcessDriver([sys.executable, str(HOSTILE / "deaf.py")], timeout=1.5)
    try:
        assert isinstance(driver.exchange(p.Hello()), p.HelloReply)
        huge = p.HandSetup(
            game="seven-card-stud",
            profile="cardroom-stud",
            parameters={},
            stakes=p.Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10),
            seats=[p.SeatSetup(seat=n, name="n" * 300_000, stack=100) for n in (1, 2)],
            dealer_seat=1,
            seed=1,
        )
        started = time.monotonic()
        with pytest.raises(ImplementationTimeout):
            driver.exchange(huge)  # 600 kB: far more than a pipe holds
        assert time.monotonic() - started < 10
    finally:
        driver.close()


def test_an_endless_line_is_a_protocol_violation_in_bounded_memory() -> None:
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    driver = ProcessDriver([sys.executable, str(HOSTILE / "flood.py"), "line"], timeout=20)
    try:
        with pytest.raises(ProtocolViolation, match=f"longer than {MAX_LINE_BYTES} bytes"):
            driver.exchange(p.Hello())
        assert not driver.usable
    finally:
        driver.close()
    grown_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    assert grown_kb < 64 * 1024


def test_a_50_mb_reason_never_reaches_the_results(tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert certify(program("flood.py", "big"), out, "--tags", SHOWDOWN_TAGS) in NOT_PASSED
    assert (out / "results.json").stat().st_size < 2_000_000  # an honest run's: about 1 MB
    reasons = " ".join(results_of(out)["verdict_reasons"])
    assert f"longer than {MAX_LINE_BYTES} bytes" in reasons


def test_a_1_mb_message_is_clipped_before_it_enters_the_results(tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert certify(program("flood.py", "error"), out, "--tags", SHOWDOWN_TAGS) in NOT_PASSED
    data = results_of(out)
    assert max(len(text) for text in strings(data)) < 2200
    assert any("characters clipped" in r for r in data["verdict_reasons"])


def test_invalid_utf8_is_a_protocol_violation() -> None:
    script = (
        "import sys; sys.stdin.readline(); "
        'sys.stdout.buffer.write(b\'{"type": "\\xff"}\\n\'); sys.stdout.flush(); '
        "sys.stdin.read()"
    )
    driver = ProcessDriver([sys.executable, "-c", script], timeout=5)
    try:
        with pytest.raises(ProtocolViolation, match="not UTF-8"):
            driver.exchange(p.Hello())
    finally:
        driver.close()


def test_an_action_acknowledged_but_not_applied_cannot_spin_the_steps(tmp_path: Path) -> None:
    out = tmp_path / "out"
    started = time.monotonic()
    code = certify(program("stuck.py"), out, "--tags", "@clause:CR-003")
    assert code in NOT_PASSED
    assert time.monotonic() - started < 120
    data = results_of(out)
    errors = [s["error"] or "" for s in data["scenarios"] if s["status"] == "error"]
    assert any("HandStalled" in e and "400 actions" in e for e in errors), errors
    for transcript in (out / "transcripts").iterdir():
        assert transcript.stat().st_size < 50_000_000


# --------------------------------------------------------------------------- invariants


@pytest.mark.parametrize(
    ("mode", "message"),
    [
        ("folded-chips", "folded with a stack of"),
        ("folded-winner", "named among the winners"),
        ("bad-shares", "not the pot's"),
        ("fake-misdeal", "never announced unprompted"),
        ("twin-card", "is in two places at once"),
        ("overbet", "is offered up to"),
        ("unfinished", "complete, but its result says it is not"),
    ],
)
def test_answers_that_break_the_rules_of_the_table_fail(
    tmp_path: Path, mode: str, message: str
) -> None:
    out = tmp_path / "out"
    assert certify(program("cheat.py", mode), out, "--tags", SHOWDOWN_TAGS) in NOT_PASSED
    data = results_of(out)
    assert data["tests_verdict"] == "NOT CERTIFIED"
    errors = [s["error"] or "" for s in data["scenarios"] if s["status"] == "error"]
    assert any("InvariantViolation" in e and message in e for e in errors), errors


# --------------------------------------------------------------------------- killed runs


def test_a_killed_run_leaves_no_verdict_behind(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "results.json").write_text('{"verdict": "CERTIFIED"}')
    (out / "report.pdf").write_bytes(b"%PDF old certificate")
    run = subprocess.Popen(
        [sys.executable, "-m", "pokercert", "certify", "--implementation",
         program("slow.py", "60", str(tmp_path / "child")), "--out", str(out), "--no-pdf"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while not (tmp_path / "child").exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(1)
        run.send_signal(signal.SIGTERM)
        run.wait(timeout=30)
    finally:
        if run.poll() is None:
            run.kill()
    assert run.returncode != 0
    child = int((tmp_path / "child").read_text())
    deadline = time.monotonic() + 5
    while alive(child) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not alive(child), "the program's child outlived the killed harness"
    assert not (out / "results.json").exists() and not (out / "report.pdf").exists()
    assert "NOT CERTIFIED" in (out / "IN-PROGRESS").read_text()
    assert cli.main(["verify", str(out)]) == 2


def test_a_wrong_answer_discards_the_program(tmp_path: Path) -> None:
    """A violation the client finds (here a broken invariant) ends that program's service."""
    from pokercert.adapters.process import ProcessPool

    pool = ProcessPool([sys.executable, "-m", "pokercert", "serve"], timeout=10)
    first = pool.driver()
    assert isinstance(first.exchange(p.Hello()), p.HelloReply)
    first.discard("InvariantViolation: chips created")
    first.close()
    second = pool.driver()
    try:
        assert second.process is not first.process
        assert not first.process.usable
    finally:
        second.close()
        pool.shutdown()


def test_a_program_that_eats_memory_fails_by_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    """Its data memory is capped: the allocation fails in the program, which crashes and is
    reported with its own error, while the harness's memory stays its own."""
    from pokercert.adapters import process

    monkeypatch.setattr(process, "PROGRAM_MEMORY_BYTES", 512 * 1024 * 1024)
    driver = ProcessDriver([sys.executable, str(HOSTILE / "hog.py")], timeout=30)
    try:
        with pytest.raises(ImplementationCrashed, match="MemoryError"):
            driver.exchange(p.Hello())
    finally:
        driver.close()


def test_a_program_that_talks_too_much_is_stopped(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each scenario may read a bounded number of bytes from the program (the transcript)."""
    from pokercert.adapters import process
    from pokercert.budget import BudgetExceeded

    monkeypatch.setattr(process, "SCENARIO_OUTPUT_BYTES", 2000)
    pool = process.ProcessPool([sys.executable, "-m", "pokercert", "serve"], timeout=10)
    driver = pool.driver()
    try:
        with pytest.raises(BudgetExceeded, match="bytes in one scenario"):
            for _ in range(100):
                driver.exchange(p.Hello())
        assert not driver.process.usable
    finally:
        driver.close()
        pool.shutdown()


def test_the_lab_sets_the_budgets_and_the_results_record_them(tmp_path: Path) -> None:
    """--scenario-requests 3: every scenario needs more, so each one errors, and the run
    records the budget it allowed."""
    out = tmp_path / "out"
    extra = ("--tags", SHOWDOWN_TAGS, "--scenario-requests", "3", "--scenario-seconds", "60")
    assert certify("reference", out, *extra) in NOT_PASSED
    data = results_of(out)
    assert data["seal"]["budget"]["scenario_requests"] == 3
    assert data["seal"]["budget"]["scenario_seconds"] == 60
    ran = [s for s in data["scenarios"] if s["status"] != "skipped"]
    assert ran and all(s["status"] == "error" for s in ran)
    assert all("BudgetExceeded" in (s["error"] or "") for s in ran), ran[0]["error"]


def test_relative_paths_in_the_command_still_name_the_lab_s_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The program runs in a temporary directory, but `cmd:python engine.py` keeps working."""
    (tmp_path / "engine.py").write_text(
        "import sys\nfrom pokercert.cli import main\nsys.exit(main(['serve']))\n"
    )
    monkeypatch.chdir(tmp_path)
    driver = ProcessDriver([sys.executable, "engine.py"], timeout=20)
    try:
        assert isinstance(driver.exchange(p.Hello()), p.HelloReply)
    finally:
        driver.close()


def test_module_names_in_the_command_are_not_taken_for_paths() -> None:
    from pokercert.adapters.process import anchored

    base = str(Path(__file__).resolve().parents[1])  # holds the pokercert/ package directory
    assert anchored(["python", "-m", "pokercert", "serve"], base) == [
        "python", "-m", "pokercert", "serve"
    ]  # fmt: skip
    assert anchored(["./scripts/test"], base) == [base + "/scripts/test"]
    assert anchored(["python", "README.md"], base) == ["python", base + "/README.md"]


@pytest.mark.parametrize(
    ("field", "loose"),
    [("floor_rulings", '"true"'), ("seeded_deck", "1"), ("games", '"seven-card-stud"')],
)
def test_a_value_of_the_wrong_json_type_is_a_protocol_violation(field: str, loose: str) -> None:
    """Strict, as the schemas: no "true" for true, no 1 for a boolean, no bare string for a list."""
    reply = (
        '{"type": "hello-reply", "protocol_version": "1.1", "capabilities": '
        '{"games": ["seven-card-stud"], "FIELD": LOOSE}}'
    ).replace('"FIELD": LOOSE', f'"{field}": {loose}')
    if field == "games":
        reply = reply.replace('{"games": ["seven-card-stud"], ', "{")
    script = f"import sys; sys.stdin.readline(); print({reply!r}, flush=True); sys.stdin.read()"
    driver = ProcessDriver([sys.executable, "-c", script], timeout=5)
    try:
        with pytest.raises(ProtocolViolation, match=field):
            driver.exchange(p.Hello())
    finally:
        driver.close()


def test_an_integer_written_as_text_or_a_float_is_refused() -> None:
    for stacks in ('{"1": "100"}', '{"1": 100.0}'):
        line = (
            '{"type": "result", "hand_number": 1, "complete": true, "awards": [], '
            f'"stacks": {stacks}}}'
        )
        with pytest.raises(ValueError, match="stacks"):
            p.parse_response(line)
    assert p.parse_response(
        '{"type": "result", "hand_number": 1, "complete": true, "awards": [], "stacks": {"1": 100}}'
    ).stacks == {"1": 100}


VIEW: dict[str, object] = {
    "type": "view", "game": "seven-card-stud", "profile": "cardroom-stud", "hand_number": 1,
    "phase": "third-street", "to_act": None, "legal_actions": [], "pots": [], "seats": [],
    "dealer_seat": 1, "stub_count": 40, "announcement_count": 0, "event_count": 0,
}  # fmt: skip


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("stub_count", -12),  # a negative count would hide cards from the deck-size check
        ("stub_count", 53),
        ("stub_count", int("9" * 400)),  # a number no JSON reader holds exactly
        ("hand_number", 0),
        ("event_count", -1),
        ("raises_this_round", -1),
        ("burn_count", 99),
    ],
)
def test_a_count_out_of_range_is_refused(field: str, value: int) -> None:
    """Counts of cards are 0 to 52, other counts never negative, every number exact in JSON."""
    assert isinstance(p.parse_response(json.dumps(VIEW)), p.TableView)
    with pytest.raises(ValueError, match=field):
        p.parse_response(json.dumps({**VIEW, field: value}))
