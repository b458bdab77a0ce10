"""The cmd: driver's pipe I/O: requests written and answers read from the calling thread with
non-blocking pipes and poll() against the request's deadline (no feeder or pump thread).

The Pipes tests drive os.pipe() pairs directly (fast and exact about bytes); the driver tests
run small Python programs that misbehave at the byte level."""

from __future__ import annotations

import contextlib
import os
import resource
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from pokercert import protocol as p
from pokercert.adapters.process import Pipes, ProcessDriver, _Event
from pokercert.budget import MAX_LINE_BYTES
from pokercert.driver import ImplementationCrashed, ImplementationTimeout, ProtocolViolation

HELLO = (
    b'{"type": "hello-reply", "protocol_version": "1.0", "name": "io", "version": "1", '
    b'"capabilities": {"games": ["seven-card-stud"]}}'
)


# --------------------------------------------------------------------------- Pipes on os.pipe()


class Ends:
    """The harness's ends (a Pipes) and the program's ends (raw descriptors) of two pipes."""

    def __init__(self) -> None:
        self.program_in, harness_out = os.pipe()
        harness_in, self.program_out = os.pipe()
        self.harness_out, self.harness_in = harness_out, harness_in
        self.fds = [self.program_in, harness_out, harness_in, self.program_out]
        self.pipes = Pipes(harness_out, harness_in)

    def say(self, data: bytes) -> None:
        os.write(self.program_out, data)

    def hang_up(self) -> None:
        self._close(self.program_out)

    def unblock(self) -> None:
        """Close the harness's ends: a program-side thread stuck in read or write returns."""
        self._close(self.harness_out)
        self._close(self.harness_in)

    def close(self) -> None:
        for fd in list(self.fds):
            self._close(fd)

    def _close(self, fd: int) -> None:
        if fd in self.fds:
            os.close(fd)
            self.fds.remove(fd)


@pytest.fixture
def ends() -> Iterator[Ends]:
    pair = Ends()
    yield pair
    pair.close()


def soon(seconds: float = 5.0) -> float:
    return time.monotonic() + seconds


def test_lines_are_split_and_the_rest_is_kept_for_the_next_call(ends: Ends) -> None:
    ends.say(b"first\nsecond\nthi")
    assert ends.pipes.line(soon()) == b"first\n"
    assert ends.pipes.pending  # what followed the answer is still there
    assert ends.pipes.line(soon()) == b"second\n"
    ends.say(b"rd\n")
    assert ends.pipes.line(soon()) == b"third\n"
    assert not ends.pipes.pending


def test_a_line_written_in_pieces_is_reassembled(ends: Ends) -> None:
    def dribble() -> None:
        for piece in (b'{"type":', b' "error", ', b'"message": "slow"}', b"\n"):
            time.sleep(0.02)
            ends.say(piece)

    writer = threading.Thread(target=dribble)
    writer.start()
    try:
        assert ends.pipes.line(soon()) == b'{"type": "error", "message": "slow"}\n'
    finally:
        writer.join()


def test_silence_ends_at_the_deadline(ends: Ends) -> None:
    started = time.monotonic()
    assert ends.pipes.line(started + 0.2) is _Event.TIMEOUT
    assert 0.15 < time.monotonic() - started < 2


def test_end_of_output_gives_the_unfinished_line_then_eof(ends: Ends) -> None:
    ends.say(b"last words")
    ends.hang_up()
    assert ends.pipes.line(soon()) == b"last words"  # as readline() gave it before
    assert ends.pipes.line(soon()) is _Event.EOF
    assert ends.pipes.eof and not ends.pipes.pending


def in_background(ends: Ends, data: bytes) -> threading.Thread:
    """Write ``data`` as the program, from a thread (it is more than a pipe holds)."""

    def write() -> None:
        with contextlib.suppress(BrokenPipeError):
            ends.say(data)

    writer = threading.Thread(target=write)
    writer.start()
    return writer


def test_the_line_limit_is_exact_to_the_byte(ends: Ends) -> None:
    writer = in_background(
        ends, b"a" * (MAX_LINE_BYTES - 1) + b"\n" + b"b" * MAX_LINE_BYTES + b"\n"
    )
    try:
        first = ends.pipes.line(soon(20))
        assert isinstance(first, bytes) and len(first) == MAX_LINE_BYTES  # newline included
        assert ends.pipes.line(soon(20)) is _Event.TOO_LONG
    finally:
        ends.unblock()
        writer.join()


def test_an_endless_line_stops_the_reading_at_the_limit(ends: Ends) -> None:
    stop = threading.Event()

    def flood() -> None:
        chunk = b"x" * 65536
        with contextlib.suppress(BrokenPipeError):
            while not stop.is_set():
                ends.say(chunk)

    writer = threading.Thread(target=flood)
    writer.start()
    try:
        assert ends.pipes.line(soon(20)) is _Event.TOO_LONG
        assert len(ends.pipes._buffer) <= MAX_LINE_BYTES + 64 * 1024  # not one read more
    finally:
        stop.set()
        ends.unblock()
        writer.join()


def test_a_full_input_pipe_ends_the_send_at_the_deadline(ends: Ends) -> None:
    started = time.monotonic()
    assert not ends.pipes.send(b"r" * (4 * 1024 * 1024), started + 0.3)  # nobody reads
    assert 0.25 < time.monotonic() - started < 3


def test_answers_are_read_while_a_large_request_waits_for_room(ends: Ends) -> None:
    """A program that answers before reading all of its input cannot deadlock the harness."""
    writer = in_background(ends, b"z" * 200_000)  # more than a pipe holds: read during the send
    received = bytearray()

    def slow_reader() -> None:
        while chunk := os.read(ends.program_in, 1 << 20):
            time.sleep(0.01)
            received.extend(chunk)

    reader = threading.Thread(target=slow_reader)
    reader.start()
    try:
        assert ends.pipes.send(b"q" * 1_000_000, soon(20))
        assert ends.pipes._buffer  # read while the request waited, not only now
    finally:
        ends.unblock()
        reader.join()
        writer.join()
    assert bytes(received) == b"q" * 1_000_000


def test_a_closed_input_is_a_broken_pipe(ends: Ends) -> None:
    os.close(ends.program_in)
    ends.fds.remove(ends.program_in)
    with pytest.raises(BrokenPipeError):
        ends.pipes.send(b"request\n", soon())


# --------------------------------------------------------------------------- the driver


def run(tmp_path: Path, body: str, timeout: float = 10) -> ProcessDriver:
    """A program that runs ``body`` with ``HELLO``, ``answer()`` and ``ask()`` defined."""
    script = tmp_path / "program.py"
    script.write_text(
        "import os, sys, time\n"
        f"HELLO = {HELLO!r}\n"
        "def ask():\n    return sys.stdin.buffer.readline()\n"
        "def answer(data=HELLO + b'\\n'):\n"
        "    sys.stdout.buffer.write(data)\n    sys.stdout.buffer.flush()\n" + textwrap.dedent(body)
    )
    return ProcessDriver([sys.executable, str(script)], timeout=timeout)


def test_two_lines_for_one_request_make_the_next_exchange_a_violation(tmp_path: Path) -> None:
    driver = run(tmp_path, "ask(); answer(HELLO + b'\\n' + HELLO + b'\\n'); ask(); answer()")
    try:
        assert isinstance(driver.exchange(p.Hello()), p.HelloReply)
        with pytest.raises(ProtocolViolation, match="nobody asked for before Hello"):
            driver.exchange(p.Hello())
        assert not driver.usable
    finally:
        driver.close()


def test_a_line_before_the_first_request_is_unrequested(tmp_path: Path) -> None:
    driver = run(tmp_path, "answer(); ask(); answer()")
    try:
        deadline = soon(20)
        while not driver._pipes.pending and time.monotonic() < deadline:
            time.sleep(0.01)
        with pytest.raises(ProtocolViolation, match="nobody asked for before Hello"):
            driver.exchange(p.Hello())
    finally:
        driver.close()


def test_bytes_read_counts_every_answer_line(tmp_path: Path) -> None:
    driver = run(tmp_path, "for _ in range(3):\n    ask(); answer()\n")
    try:
        for _ in range(3):
            driver.exchange(p.Hello())
        assert driver.bytes_read == 3 * (len(HELLO) + 1)
    finally:
        driver.close()


def test_an_answer_cut_by_the_end_of_output_still_counts(tmp_path: Path) -> None:
    driver = run(tmp_path, "ask(); answer(HELLO); sys.exit(4)")
    try:
        assert isinstance(driver.exchange(p.Hello()), p.HelloReply)
        with pytest.raises(ImplementationCrashed, match="exited with code 4 before Hello"):
            driver.exchange(p.Hello())
    finally:
        driver.close()


def test_a_program_that_died_is_a_crash_with_its_last_words(tmp_path: Path) -> None:
    driver = run(
        tmp_path,
        "ask(); answer(); ask()\nprint('fatal: out of chips', file=sys.stderr)\nsys.exit(5)\n",
    )
    try:
        driver.exchange(p.Hello())
        big = p.ErrorReply(message="m" * 1_000_000)  # any message: it only has to be written
        with pytest.raises(ImplementationCrashed) as info:
            driver.exchange(big)
        message = str(info.value)
        assert "exited with code 5 without answering ErrorReply" in message
        assert "fatal: out of chips" in message
    finally:
        driver.close()


def test_a_closed_input_is_a_crash_even_if_the_program_lives_on(tmp_path: Path) -> None:
    driver = run(tmp_path, "ask(); os.close(0); answer(); time.sleep(60)", timeout=30)
    try:
        driver.exchange(p.Hello())
        started = time.monotonic()
        with pytest.raises(ImplementationCrashed, match="closed its input but is still running"):
            driver.exchange(p.Hello())
        assert time.monotonic() - started < 10  # not the 30 s timeout
    finally:
        driver.close()
    assert driver.process.poll() is not None


def test_an_early_answer_to_a_large_request_is_taken(tmp_path: Path) -> None:
    """The program answers after the first bytes of a 1 MB request, then reads the rest."""
    driver = run(
        tmp_path,
        "ask(); answer()\n"
        "sys.stdin.buffer.read(10)\n"
        'answer(b\'{"type": "error", "message": "\' + b\'e\' * 300000 + b\'"}\\n\')\n'
        "ask(); ask(); answer()\n",
    )
    try:
        driver.exchange(p.Hello())
        reply = driver.exchange(p.ErrorReply(message="m" * 1_000_000))
        assert isinstance(reply, p.ErrorReply) and len(reply.message) == 300_000
        assert isinstance(driver.exchange(p.Hello()), p.HelloReply)
    finally:
        driver.close()


def test_close_does_not_wait_on_a_program_that_stopped_reading(tmp_path: Path) -> None:
    driver = run(tmp_path, "ask(); answer(); time.sleep(60)", timeout=0.5)
    driver.exchange(p.Hello())
    with pytest.raises(ImplementationTimeout, match="or did not read its input"):
        driver.exchange(p.ErrorReply(message="m" * 1_000_000))
    started = time.monotonic()
    driver.close()
    assert time.monotonic() - started < 5
    assert driver.process.poll() is not None


def test_a_clean_close_says_goodbye_and_the_program_exits_by_itself(tmp_path: Path) -> None:
    driver = run(tmp_path, "ask(); answer()\nif b'close' in ask():\n    sys.exit(0)\nsys.exit(9)\n")
    driver.exchange(p.Hello())
    driver.close()
    assert driver.process.returncode == 0
    with pytest.raises(ImplementationCrashed, match="no longer usable"):
        driver.exchange(p.Hello())


def test_many_exchanges_cost_no_threads_and_bounded_memory(tmp_path: Path) -> None:
    driver = run(tmp_path, "while ask():\n    answer()\n")
    threads = threading.active_count()
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    try:
        for _ in range(2000):
            driver.exchange(p.Hello())
        assert threading.active_count() == threads  # only the stderr tail, started before
        assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 16 * 1024
    finally:
        driver.close()


@pytest.mark.parametrize(
    ("line", "key"),
    [
        (HELLO[:-1] + b', "name": "other"}', "name"),  # a top-level key twice
        (HELLO.replace(b'"games": ', b'"games": [], "games": '), "games"),  # nested
    ],
)
def test_a_key_named_twice_is_a_violation(tmp_path: Path, line: bytes, key: str) -> None:
    """Readers disagree on which of two values counts; the harness takes neither."""
    program_line = line + b"\n"
    driver = run(tmp_path, f"ask(); answer({program_line!r})")
    try:
        with pytest.raises(ProtocolViolation, match=f"names '{key}' twice"):
            driver.exchange(p.Hello())
    finally:
        driver.close()


def test_repeated_key_reads_every_object_and_ignores_what_is_no_json() -> None:
    assert p.repeated_key('{"a": [{"b": 1, "c": {"d": 1, "d": 2}}]}') == "d"
    assert p.repeated_key('{"a": 1, "b": {"a": 2}}') is None  # one key per object
    assert p.repeated_key("not json") is None  # the schema validation reports it


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ('{"a": 1, "\\u0061": 2}', "a"),  # the same key, escaped once
        ('{"s": "\\ud800", "s": 2}', "s"),  # a lone surrogate: read again by the exact path
        ('{"n": 1e999, "n": 2}', "n"),  # a number past a float
        ('{"n": 123456789012345678901234567890, "m": 1, "n": 2}', "n"),  # past 64 bits
        ("[" * 300 + '{"k": 1, "k": 2}' + "]" * 300, "k"),  # deeper than the fast reader goes
    ],
)
def test_repeated_key_is_found_however_the_text_is_written(text: str, key: str) -> None:
    """The fast reader only ever clears a text; whatever it cannot read, the exact one does."""
    assert p.repeated_key(text) == key
    assert p.repeated_key(text.encode("utf-8")) == key


def test_json_nested_past_any_message_is_an_invalid_message(tmp_path: Path) -> None:
    """Deep nesting must end as a protocol violation, not as a RecursionError of a reader."""
    driver = run(tmp_path, "ask(); answer(b'[' * 200000 + b']' * 200000 + b'\\n')")
    try:
        with pytest.raises(ProtocolViolation, match="invalid message"):
            driver.exchange(p.Hello())
    finally:
        driver.close()
