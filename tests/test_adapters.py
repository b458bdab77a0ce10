"""Adapters: the reference engine, MODULE:FACTORY, and programs over stdin/stdout.

The broken fakes below are real programs (or in-process drivers) that crash,
hang, close their pipe or send garbage; each must surface as the matching
ImplementationFailure with a message a lab can act on.
"""

from __future__ import annotations

import sys
import textwrap
import time
from pathlib import Path

import pytest

from pokercert import protocol as p
from pokercert.adapters.process import PooledProcessDriver, ProcessDriver, ProcessPool
from pokercert.adapters.registry import (
    ImplementationSpecError,
    fingerprint,
    parse_implementation,
    resolve_implementation,
)
from pokercert.adapters.threaded import TimeoutDriver
from pokercert.driver import (
    Driver,
    ImplementationCrashed,
    ImplementationTimeout,
    ProtocolViolation,
)

SERVE = f"cmd:{sys.executable} -m pokercert serve"

FAKE = textwrap.dedent(
    """
    import json, os, sys, time
    mode = sys.argv[1]
    HELLO = {"type": "hello-reply", "protocol_version": "1.0", "name": "fake",
             "version": "9", "capabilities": {"games": ["seven-card-stud"]}}
    if mode == "exit-at-once":
        print("fatal: licence file missing", file=sys.stderr)
        sys.exit(3)
    for number, line in enumerate(sys.stdin, start=1):
        if mode == "crash" and number == 2:
            print("Traceback: ZeroDivisionError in bring_in()", file=sys.stderr)
            sys.exit(1)
        if mode == "hang" and number == 2:
            time.sleep(60)
        if mode == "garbage" and number == 2:
            print("<html>oops</html>", flush=True)
            continue
        if mode == "bad-message" and number == 2:
            print(json.dumps({"type": "view", "game": "x"}), flush=True)
            continue
        if mode == "close-stdin" and number == 2:
            os.close(0)
            os.close(1)
            time.sleep(60)
        print(json.dumps(HELLO), flush=True)
    """
)


@pytest.fixture
def fake(tmp_path: Path) -> str:
    program = tmp_path / "fake_impl.py"
    program.write_text(FAKE)
    return f"{sys.executable} {program}"


def test_reference_adapter_answers_hello() -> None:
    driver = resolve_implementation("reference")()
    try:
        reply = driver.exchange(p.Hello())
        assert isinstance(reply, p.HelloReply)
        assert reply.name == "pokercert reference engine"
    finally:
        driver.close()


def test_pokercert_serve_is_a_working_out_of_process_implementation() -> None:
    target = parse_implementation(SERVE, timeout=30)
    driver = target.make_driver()
    try:
        reply = driver.exchange(p.Hello())
        assert isinstance(reply, p.HelloReply)
        refusal = driver.exchange(p.ViewRequest())
        assert isinstance(refusal, p.Refusal)
        assert "no hand" in refusal.reason
    finally:
        driver.close()
    again = target.make_driver()
    assert isinstance(driver, PooledProcessDriver) and isinstance(again, PooledProcessDriver)
    assert again.process is driver.process  # the program is kept between scenarios
    again.close()
    target.shutdown()
    assert driver.process.process.returncode == 0  # it ended cleanly on close


def test_the_pool_replaces_a_program_after_a_failure(fake: str) -> None:
    pool = ProcessPool([*fake.split(), "crash"], timeout=20)
    first = pool.driver()
    first.exchange(p.Hello())
    with pytest.raises(ImplementationCrashed):
        first.exchange(p.ViewRequest())
    first.close()
    second = pool.driver()
    assert second.process is not first.process
    assert isinstance(second.exchange(p.Hello()), p.HelloReply)
    second.close()
    pool.shutdown()


def test_a_crash_names_the_exit_code_and_stderr(fake: str) -> None:
    driver = ProcessDriver([*fake.split(), "crash"], timeout=20)
    assert isinstance(driver.exchange(p.Hello()), p.HelloReply)
    with pytest.raises(ImplementationCrashed) as info:
        driver.exchange(p.ViewRequest())
    message = str(info.value)
    assert "exited with code 1 without answering ViewRequest" in message
    assert "ZeroDivisionError in bring_in()" in message
    with pytest.raises(ImplementationCrashed, match="no longer usable"):
        driver.exchange(p.ViewRequest())
    driver.close()


def test_a_program_that_dies_at_start(fake: str) -> None:
    driver = ProcessDriver([*fake.split(), "exit-at-once"], timeout=20)
    with pytest.raises(ImplementationCrashed) as info:
        driver.exchange(p.Hello())
    assert "licence file missing" in str(info.value)
    driver.close()


def test_a_hang_is_a_timeout_and_the_program_is_stopped(fake: str) -> None:
    driver = ProcessDriver([*fake.split(), "hang"], timeout=0.5)
    driver.exchange(p.Hello())
    started = time.monotonic()
    with pytest.raises(ImplementationTimeout, match=r"did not answer ViewRequest within 0.5 s"):
        driver.exchange(p.ViewRequest())
    assert time.monotonic() - started < 10
    assert driver.process.poll() is not None  # killed, not left behind
    driver.close()


def test_garbage_is_a_protocol_violation_quoting_the_line(fake: str) -> None:
    driver = ProcessDriver([*fake.split(), "garbage"], timeout=20)
    driver.exchange(p.Hello())
    with pytest.raises(ProtocolViolation, match=r"invalid message in answer to ViewRequest"):
        driver.exchange(p.ViewRequest())
    driver.close()


def test_an_invalid_message_names_the_missing_fields(fake: str) -> None:
    driver = ProcessDriver([*fake.split(), "bad-message"], timeout=20)
    driver.exchange(p.Hello())
    with pytest.raises(ProtocolViolation) as info:
        driver.exchange(p.ViewRequest())
    assert "view.profile: Field required" in str(info.value)
    driver.close()


def test_a_closed_pipe_is_a_crash(fake: str) -> None:
    driver = ProcessDriver([*fake.split(), "close-stdin"], timeout=20)
    driver.exchange(p.Hello())
    with pytest.raises(ImplementationCrashed) as info:
        driver.exchange(p.ViewRequest())
    assert "closed its output but is still running without answering ViewRequest" in str(info.value)
    driver.close()
    assert driver.process.poll() is not None


def test_a_missing_program_cannot_start() -> None:
    with pytest.raises(ImplementationCrashed, match="cannot start"):
        ProcessDriver(["/nonexistent/engine", "--stdio"])


class Sleeper:
    name = "sleeper"

    def exchange(self, request: object) -> p.HelloReply:
        time.sleep(30)
        raise AssertionError("unreachable")

    def close(self) -> None:
        pass


class Raiser:
    name = "raiser"

    def exchange(self, request: object) -> p.HelloReply:
        raise ImplementationCrashed("engine exploded")

    def close(self) -> None:
        pass


def test_a_hung_in_process_implementation_times_out() -> None:
    driver = TimeoutDriver(Sleeper(), timeout=0.2)
    started = time.monotonic()
    with pytest.raises(ImplementationTimeout, match=r"did not answer Hello within 0\.2 s"):
        driver.exchange(p.Hello())
    assert time.monotonic() - started < 5
    with pytest.raises(ImplementationTimeout, match="still busy"):
        driver.exchange(p.Hello())


def test_in_process_failures_pass_through_the_timeout_wrapper() -> None:
    with pytest.raises(ImplementationCrashed, match="engine exploded"):
        TimeoutDriver(Raiser(), timeout=5).exchange(p.Hello())


def make_sleeper() -> Sleeper:
    return Sleeper()


def make_nothing() -> object:
    return object()


def test_module_factory_is_imported_and_wrapped_with_the_timeout() -> None:
    target = parse_implementation(f"{__name__}:make_sleeper", timeout=0.2)
    assert target.adapter == "module"
    driver = target.make_driver()
    assert isinstance(driver, TimeoutDriver)
    with pytest.raises(ImplementationTimeout):
        driver.exchange(p.Hello())


def test_module_factory_must_return_a_driver() -> None:
    factory = resolve_implementation(f"{__name__}:make_nothing")
    with pytest.raises(ImplementationSpecError, match="not a Driver"):
        factory()


def test_module_factory_from_the_current_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "lab_adapter.py").write_text(
        "from pokercert.adapters.reference import ReferenceDriver\n"
        "def make():\n    return ReferenceDriver()\n"
    )
    monkeypatch.chdir(tmp_path)
    target = parse_implementation("lab_adapter:make")
    driver = target.make_driver()
    assert isinstance(driver, Driver)
    reply = driver.exchange(p.Hello())
    assert isinstance(reply, p.HelloReply)
    identity = target.identity(reply)
    assert identity.adapter == "lab_adapter:make"
    assert list(identity.manifest) == ["lab_adapter.py"]
    sys.modules.pop("lab_adapter", None)


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("nonsense", "unknown implementation"),
        ("no_such_module_xyz:make", "cannot import module 'no_such_module_xyz'"),
        (f"{__name__}:missing", "has no attribute 'missing'"),
        ("cmd:", "needs a command line"),
        ("cmd:'unterminated", "cannot split"),
    ],
)
def test_bad_implementation_texts_are_explained(spec: str, message: str) -> None:
    with pytest.raises(ImplementationSpecError, match=message):
        parse_implementation(spec)


def test_reference_identity_hashes_the_engine_package() -> None:
    target = parse_implementation("reference")
    identity = target.identity(
        p.HelloReply(
            protocol_version="1.0",
            name="ref",
            version="0.1.0",
            capabilities=p.Capabilities(games=[]),
        )
    )
    assert identity.adapter == "reference"
    assert identity.name == "ref" and identity.version == "0.1.0"
    assert "engine/session.py" in identity.manifest
    assert all(not name.endswith(".pyc") for name in identity.manifest)
    assert identity.fingerprint == fingerprint(identity.manifest)
    assert identity.fingerprint == target.identity(None).fingerprint


def test_command_identity_records_the_command() -> None:
    target = parse_implementation(SERVE)
    identity = target.identity(None)
    assert identity.command == [sys.executable, "-m", "pokercert", "serve"]
    assert sys.executable in identity.manifest  # the interpreter, and the package it runs
    assert any(name.endswith("pokercert/protocol.py") for name in identity.manifest)
    assert identity.fingerprint != fingerprint(identity.manifest)  # the command counts too
