"""An implementation in another process, speaking the protocol as JSON lines over stdin/stdout.

This is how a lab certifies an implementation written in any language: the
harness starts the program, writes one request per line on its stdin and
reads one response per line from its stdout.  Its stderr is kept (the last
lines, clipped) so that a crash is reported with the program's own words.

Every failure of the program maps to one exception of
:mod:`pokercert.driver`: it exits or closes one of its pipes
(:class:`ImplementationCrashed`), stays silent past the per-request timeout
or stops reading its input (:class:`ImplementationTimeout`), or writes a line
that is not a valid protocol response — invalid JSON or UTF-8, a line over
:data:`~pokercert.budget.MAX_LINE_BYTES`, an unrequested line
(:class:`ProtocolViolation`).  Any failure discards the program.

Requests are written and answers read by the calling thread, on non-blocking
pipes: the harness waits in ``poll()`` for at most what is left of the
request's timeout, whether the program is slow to answer or has stopped
reading its input, so no program can block the harness past its timeout.
At most :data:`~pokercert.budget.MAX_LINE_BYTES` of its stdout, plus one
read, is held in memory; bytes it writes after an answer are kept and make
the next exchange fail as an unrequested line.  Only stderr has a thread of
its own, which blocks in ``read`` and keeps the last lines.

Containment (what is guaranteed, on POSIX):

* the program starts in a new session and process group, in a fresh empty
  temporary working directory (never the output directory), with its data
  memory capped at :data:`~pokercert.budget.PROGRAM_MEMORY_BYTES`;
* when it is discarded or the run ends, the whole process group is killed
  with SIGKILL, so children that stayed in the group die with it;
* on Linux the program also gets ``PR_SET_PDEATHSIG`` (it dies if the
  harness dies) and the harness makes itself a child subreaper, so a
  descendant that left the group (``setsid``, double fork) is re-parented to
  the harness and killed by the sweep at the end of each program's life;
* a SIGTERM to the harness kills every program group (and the orphans)
  before the harness ends.

What is not guaranteed: a descendant that becomes a subreaper itself or
escapes through another service (``at``, ``systemd-run``, ssh) is out of
reach, and when the harness itself is SIGKILLed (the OOM killer) only the
program dies (PDEATHSIG), not the rest of its group.  Write access to the
output directory cannot be taken away from a program running as the same
user: run it as another user or in a container (README, "Running untrusted
builds").
"""

from __future__ import annotations

import collections
import contextlib
import ctypes
import enum
import os
import resource
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from typing import IO

from pydantic import BaseModel, ValidationError

from pokercert import protocol as p
from pokercert.budget import (
    MAX_LINE_BYTES,
    PROGRAM_MEMORY_BYTES,
    SCENARIO_OUTPUT_BYTES,
    BudgetExceeded,
    clip,
    printable,
)
from pokercert.driver import ImplementationCrashed, ImplementationTimeout, ProtocolViolation

DEFAULT_TIMEOUT = 10.0
STDERR_TAIL_LINES = 20
STDERR_LINE_CHARS = 500
_READ_BYTES = 64 * 1024  # a pipe's default capacity on Linux: one read empties it
_GOODBYE_SECONDS = 0.5  # how long close() tries to hand over the close message

_PR_SET_PDEATHSIG = 1
_PR_SET_CHILD_SUBREAPER = 36


def _load_prctl() -> Callable[..., int] | None:
    # Looked up once in the parent: the child may only call it between fork and exec.
    if not sys.platform.startswith("linux"):
        return None
    try:
        function: Callable[..., int] = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    return function


_PRCTL = _load_prctl()


def _prctl(option: int, value: int) -> bool:
    return _PRCTL is not None and _PRCTL(option, value, 0, 0, 0) == 0


def _child_setup() -> None:  # pragma: no cover - runs in the child between fork and exec
    _prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    _limit_memory(PROGRAM_MEMORY_BYTES)


def _limit_memory(limit: int) -> None:  # pragma: no cover - runs in the child
    """Cap the program's data memory, so a build that allocates without end fails by itself
    (a MemoryError, a crash the run reports) instead of starving the harness.

    RLIMIT_DATA counts the memory a process writes to, not the address space it
    reserves, so virtual machines (the JVM, V8) that reserve large ranges still start.
    """
    if not hasattr(resource, "RLIMIT_DATA"):
        return
    _, hard = resource.getrlimit(resource.RLIMIT_DATA)
    cap = limit if hard == resource.RLIM_INFINITY else min(limit, hard)
    with contextlib.suppress(OSError, ValueError):
        resource.setrlimit(resource.RLIMIT_DATA, (cap, cap))


_SUBREAPER: list[bool] = []


def become_subreaper() -> bool:
    """Make orphaned descendants of programs under test re-parent to the harness (Linux)."""
    if not _SUBREAPER:
        _SUBREAPER.append(_prctl(_PR_SET_CHILD_SUBREAPER, 1))
    return _SUBREAPER[0]


# --------------------------------------------------------------------------- process tree


def _proc_stat(pid: int) -> tuple[int, int, int, int] | None:
    """(ppid, pgid, sid, start time) of a process, from /proc; None when it is gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            raw = handle.read()
    except OSError:
        return None
    fields = raw[raw.rfind(b")") + 2 :].split()
    try:
        return int(fields[1]), int(fields[2]), int(fields[3]), int(fields[19])
    except (IndexError, ValueError):
        return None


def _all_pids() -> list[int]:
    try:
        return [int(name) for name in os.listdir("/proc") if name.isdigit()]
    except OSError:
        return []


def family(root: int, session: int | None = None) -> set[int]:
    """Every live descendant of ``root`` and every process of its session (Linux; else empty)."""
    table = {pid: stat for pid in _all_pids() if (stat := _proc_stat(pid)) is not None}
    found = {pid for pid, stat in table.items() if session is not None and stat[2] == session}
    frontier = [root]
    while frontier:  # bounded: each pid enters `found` once
        parent = frontier.pop()
        for pid, stat in table.items():
            if stat[0] == parent and pid not in found:
                found.add(pid)
                frontier.append(pid)
    found.discard(root)
    return found


def orphans_since(start_ticks: int, keep: Callable[[int], bool]) -> set[int]:
    """Children of the harness started after ``start_ticks`` that ``keep`` does not claim.

    With the subreaper set these are descendants of a program under test whose
    own parents died: nobody else would ever stop them.
    """
    me = os.getpid()
    return {
        pid
        for pid in _all_pids()
        if (stat := _proc_stat(pid)) is not None
        and stat[0] == me
        and stat[3] >= start_ticks
        and not keep(pid)
    }


def _kill(pids: set[int]) -> None:
    for pid in pids:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


def _reap(pids: set[int]) -> None:
    for pid in pids:  # re-parented orphans are our children now: collect their exit status
        with contextlib.suppress(OSError):
            os.waitpid(pid, os.WNOHANG)


SWEEPS = 20
SWEEP_PAUSE = 0.02
"""At most SWEEPS sweeps for a program's stray descendants, SWEEP_PAUSE seconds apart (only
while some are found: a well-behaved program costs one look at /proc)."""

_LIVE: set[int] = set()
"""Pids of the programs under test currently running (never swept as orphans)."""

_HANDLED: list[bool] = []


def _on_termination(signum: int, frame: object) -> None:  # pragma: no cover - ends the process
    """SIGTERM to the harness: kill every program group first, then terminate as asked."""
    for pid in list(_LIVE):
        with contextlib.suppress(OSError):
            os.killpg(pid, signal.SIGKILL)
    if _SUBREAPER and _SUBREAPER[0]:
        _kill(orphans_since(0, lambda other: False))
    signal.signal(signum, signal.SIG_DFL)
    os.kill(os.getpid(), signum)


def kill_programs_on_termination() -> None:
    """Make a SIGTERM to the harness take the programs' groups along (main thread only)."""
    if _HANDLED or threading.current_thread() is not threading.main_thread():
        return
    _HANDLED.append(True)
    if signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, _on_termination)


# --------------------------------------------------------------------------- pipes


class _Event(enum.Enum):
    """What the program's stdout gave instead of a line."""

    EOF = "end of output"
    TOO_LONG = "line too long"
    TIMEOUT = "deadline passed"


class Pipes:
    """The program's stdin and stdout as non-blocking descriptors, driven by the calling thread.

    Handing each request and answer to threads costs more than the exchange
    itself, so the harness writes and reads here, waiting in ``poll()`` for at
    most the time left before a deadline: a program that never reads its
    input or never answers cannot block the harness past it.  stdout is read
    into one buffer, and no further once it holds more than
    :data:`MAX_LINE_BYTES`; bytes after a line stay there for the next call.
    """

    def __init__(self, stdin: int, stdout: int) -> None:
        os.set_blocking(stdin, False)  # our ends only: the program's ends keep their own flags
        os.set_blocking(stdout, False)
        self._in, self._out = stdin, stdout
        self._buffer = bytearray()
        self._scanned = 0  # bytes at the start of the buffer known to hold no newline
        self.eof = False
        self._readable = _poller((stdout, select.POLLIN))
        self._writable = _poller((stdin, select.POLLOUT))
        self._either = _poller((stdin, select.POLLOUT), (stdout, select.POLLIN))

    @property
    def pending(self) -> bool:
        """Whether stdout holds bytes nobody asked for yet; reads what has arrived, never waits."""
        if not self._buffer and not self.eof and self._readable.poll(0):
            self._read()
        return bool(self._buffer)

    def send(self, data: bytes, deadline: float) -> bool:
        """Write all of ``data`` to stdin; False when the deadline passed first.

        Raises :class:`BrokenPipeError` when the program closed its input (it died).
        """
        view = memoryview(data)
        while True:  # bounded by the deadline: each turn writes or waits
            try:
                written = os.write(self._in, view)
            except BlockingIOError:  # the pipe is full: the program has not read enough yet
                written = 0
            view = view[written:]
            if not view:
                return True
            if not self._wait(self._room_poller(), deadline):
                return False

    def _room_poller(self) -> select.poll:
        """Wait for room in stdin; read stdout meanwhile (as a program may answer early)
        unless it ended or already holds more than a line: then it is left for ``line``."""
        if self.eof or len(self._buffer) > MAX_LINE_BYTES:
            return self._writable
        return self._either

    def line(self, deadline: float) -> bytes | _Event:
        """The next line of stdout (its newline kept; the rest at end of output)."""
        while True:  # bounded by the deadline and the line limit: each turn reads or ends
            found = self._buffer.find(b"\n", self._scanned)
            if found >= 0:
                return self._take(found + 1)
            self._scanned = len(self._buffer)
            if self._scanned > MAX_LINE_BYTES:
                return _Event.TOO_LONG
            if self.eof:
                return self._take(self._scanned) if self._buffer else _Event.EOF
            if not self._wait(self._readable, deadline):
                return _Event.TIMEOUT

    def _take(self, size: int) -> bytes | _Event:
        if size > MAX_LINE_BYTES:
            return _Event.TOO_LONG
        line = bytes(self._buffer[:size])
        del self._buffer[:size]
        self._scanned = 0
        return line

    def _wait(self, poller: select.poll, deadline: float) -> bool:
        """Wait until ``poller`` reports or the deadline passes (False); read stdout if it can."""
        left = deadline - time.monotonic()
        if left <= 0:
            return False
        events = poller.poll(left * 1000)
        if any(fd == self._out for fd, _ in events):
            self._read()
        return bool(events)

    def _read(self) -> None:
        try:
            chunk = os.read(self._out, _READ_BYTES)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if chunk:
            self._buffer += chunk
        else:
            self.eof = True


def _poller(*registrations: tuple[int, int]) -> select.poll:
    poller = select.poll()
    for fd, events in registrations:
        poller.register(fd, events)
    return poller


def _keep_tail(stream: IO[bytes], tail: collections.deque[str]) -> None:
    """Keep stderr's last lines from a thread: it blocks in read, costing nothing per request."""
    while True:
        raw = stream.readline(64 * 1024)
        if not raw:
            break
        tail.append(raw.decode("utf-8", "replace").rstrip("\n")[:STDERR_LINE_CHARS])


def anchored(command: Sequence[str], base: str) -> list[str]:
    """The command with its relative file arguments made absolute against ``base``.

    The program runs in a fresh temporary directory, so ``cmd:./engine`` or
    ``cmd:python engine.py`` must still name the files the lab meant.  An
    argument is taken for a path when it is relative and exists under
    ``base``, and either contains a ``/`` or names a file with a suffix
    (``engine.py``); everything else (``-m pokercert serve``) is passed as written.
    """
    out = []
    for arg in command:
        path = os.path.join(base, arg)
        candidate = bool(arg) and not os.path.isabs(arg) and not arg.startswith("-")
        looks_like_path = "/" in arg or ("." in arg.strip(".") and os.path.isfile(path))
        out.append(
            os.path.abspath(path) if candidate and looks_like_path and os.path.exists(path) else arg
        )
    return out


class ProcessDriver:
    """One running program under test, reused by consecutive scenarios through the pool."""

    def __init__(
        self,
        command: Sequence[str],
        timeout: float = DEFAULT_TIMEOUT,
        cwd: str | None = None,
        env: dict[str, str] | None = None,
    ) -> None:
        self.command = list(command)
        self.name: str = clip(os.path.basename(self.command[0]) if self.command else "", 200) or (
            "process"
        )
        self.timeout = timeout
        self.workdir = tempfile.mkdtemp(prefix="pokercert-impl-")
        become_subreaper()
        kill_programs_on_termination()
        try:
            self.process = subprocess.Popen(
                anchored(self.command, os.getcwd()) if cwd is None else self.command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=cwd or self.workdir,
                env=env,
                start_new_session=True,
                preexec_fn=_child_setup if os.name == "posix" else None,
            )
        except OSError as exc:
            shutil.rmtree(self.workdir, ignore_errors=True)
            raise ImplementationCrashed(
                f"cannot start {clip(' '.join(self.command), 300)!r}: {exc.strerror or exc}"
            ) from exc
        _LIVE.add(self.process.pid)
        stat = _proc_stat(self.process.pid)
        self._start_ticks = stat[3] if stat else 0
        assert self.process.stdout is not None and self.process.stderr is not None
        assert self.process.stdin is not None
        self._pipes = Pipes(self.process.stdin.fileno(), self.process.stdout.fileno())
        self._stderr: collections.deque[str] = collections.deque(maxlen=STDERR_TAIL_LINES)
        self._tail = threading.Thread(
            target=_keep_tail, args=(self.process.stderr, self._stderr), daemon=True
        )
        self._tail.start()
        self._dead: str | None = None
        self._stopped = False
        self.bytes_read = 0  # every answer line so far, for the per-scenario output budget

    # -- failures ---------------------------------------------------------------------------

    def _stderr_text(self) -> str:
        self._tail.join(0.5)
        lines = list(self._stderr)
        return printable(clip(("; stderr: " + " | ".join(lines[-5:])) if lines else "") or "")

    def _exit_text(self, closed: str = "output") -> str:
        try:
            code = self.process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            return f"closed its {closed} but is still running"
        return f"exited with code {code}"

    def _fail(self, exc: Exception) -> Exception:
        """Remember that the conversation is over, stop the program, return the error to raise."""
        self._dead = str(exc)
        self.stop()
        return exc

    def stop(self) -> None:
        """Kill the program, its process group and every descendant that can still be found."""
        if self._stopped:
            return
        self._stopped = True
        if self._dead is None:  # its pipes are closed below: no exchange may touch them again
            self._dead = "stopped by the harness"
        pid = self.process.pid
        stray = family(pid, session=pid)
        with contextlib.suppress(OSError):
            os.killpg(pid, signal.SIGKILL)
        if self.process.poll() is None:
            with contextlib.suppress(OSError):
                self.process.kill()
        _kill(stray)
        with contextlib.suppress(subprocess.TimeoutExpired):  # SIGKILL cannot be ignored
            self.process.wait(timeout=5)
        _LIVE.discard(pid)
        if _SUBREAPER and _SUBREAPER[0]:
            # swept until none is left: a process killed mid-fork leaves a child that is
            # re-parented to the harness only once its parent is dead, after a first sweep
            for _ in range(SWEEPS):
                orphans = orphans_since(self._start_ticks, lambda other: other in _LIVE)
                found = orphans | family(pid, session=pid)
                if not found:
                    break
                _kill(found)
                time.sleep(SWEEP_PAUSE)
                _reap(orphans)
        self._close_input()
        shutil.rmtree(self.workdir, ignore_errors=True)

    def discard(self, reason: str) -> None:
        """The harness caught this program misbehaving (e.g. a wrong answer): never reuse it."""
        if self._dead is None:
            self._dead = reason
        self.stop()

    @property
    def usable(self) -> bool:
        """Still running and in step with the harness (no failure so far)."""
        return self._dead is None and self.process.poll() is None

    # -- the driver -------------------------------------------------------------------------

    def exchange(self, request: BaseModel) -> BaseModel:
        what = request.__class__.__name__
        if self._dead is not None:
            raise ImplementationCrashed(f"{self.name} is no longer usable: {self._dead}")
        if self._pipes.pending:
            raise self._fail(
                ProtocolViolation(f"{self.name} wrote a line nobody asked for before {what}")
            )
        if self._pipes.eof:
            raise self._fail(self._crashed(f"before {what}"))
        deadline = time.monotonic() + self.timeout
        try:
            sent = self._pipes.send(request.model_dump_json().encode("utf-8") + b"\n", deadline)
        except BrokenPipeError:
            raise self._fail(self._crashed(f"without answering {what}", closed="input")) from None
        line = self._pipes.line(deadline) if sent else _Event.TIMEOUT
        if isinstance(line, _Event):
            raise self._fail(self._no_answer(line, what))
        self.bytes_read += len(line)
        return self._parse(line, what)

    def _crashed(self, when: str, closed: str = "output") -> ImplementationCrashed:
        return ImplementationCrashed(
            f"{self.name} {self._exit_text(closed)} {when}{self._stderr_text()}"
        )

    def _no_answer(self, event: _Event, what: str) -> Exception:
        """The failure for stdout ending, overflowing or staying silent instead of answering."""
        if event is _Event.EOF:
            return self._crashed(f"without answering {what}")
        if event is _Event.TOO_LONG:
            return ProtocolViolation(
                f"{self.name} answered {what} with a line longer than {MAX_LINE_BYTES} bytes"
            )
        return ImplementationTimeout(
            f"{self.name} did not answer {what} within {self.timeout:g} s "
            "(or did not read its input)"
        )

    def _parse(self, line: bytes, what: str) -> BaseModel:
        try:
            text = line.decode("utf-8").strip()
        except UnicodeDecodeError as exc:
            raise self._fail(
                ProtocolViolation(
                    f"{self.name} answered {what} with bytes that are not UTF-8 "
                    f"(at byte {exc.start})"
                )
            ) from None
        twice = p.repeated_key(text)
        if twice is not None:
            shown = text if len(text) <= 200 else text[:197] + "..."
            raise self._fail(
                ProtocolViolation(
                    f"{self.name} answered {what} with a JSON object that names {twice!r} "
                    f"twice: a reader could take either value (line: {shown!r})"
                )
            )
        try:
            response: BaseModel = p.parse_response(text)
        except ValidationError as exc:
            shown = text if len(text) <= 200 else text[:197] + "..."
            problems = "; ".join(
                f"{'.'.join(str(x) for x in err['loc']) or '$'}: {clip(err['msg'], 200)}"
                for err in exc.errors()[:5]
            )
            raise self._fail(
                ProtocolViolation(
                    f"{self.name} sent an invalid message in answer to {what}: {problems} "
                    f"(line: {shown!r})"
                )
            ) from None
        return response

    def _close_input(self) -> None:
        """End of input for the program (idempotent): a well-behaved one exits on it."""
        assert self.process.stdin is not None
        with contextlib.suppress(OSError, ValueError):
            self.process.stdin.close()

    def close(self) -> None:
        """Say goodbye, close the pipe, and make sure the program and its family are gone."""
        if self._dead is None and self.process.poll() is None:
            goodbye = p.Close().model_dump_json().encode("utf-8") + b"\n"
            with contextlib.suppress(OSError):  # a program that stopped reading is killed below
                self._pipes.send(goodbye, time.monotonic() + _GOODBYE_SECONDS)
        self._close_input()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=2)
        self.stop()
        assert self.process.stdout is not None and self.process.stderr is not None
        self.process.stdout.close()
        # The stderr reader stops at end of file (the group is dead); only then may it close.
        self._tail.join(1.0)
        if not self._tail.is_alive():
            self.process.stderr.close()


class ProcessPool:
    """Keeps one program running from scenario to scenario.

    Starting a program per scenario costs its start-up time hundreds of
    times.  A scenario always begins with ``hello`` and a ``setup`` that opens
    a new table, so the program is reused; after any failure (crash, timeout,
    invalid message) it is discarded and the next scenario starts a new one.
    """

    def __init__(self, command: Sequence[str], timeout: float = DEFAULT_TIMEOUT) -> None:
        self.command = list(command)
        self.timeout = timeout
        self._idle: ProcessDriver | None = None

    def driver(self) -> PooledProcessDriver:
        process, self._idle = self._idle, None
        if process is None or not process.usable:
            if process is not None:
                process.close()
            process = ProcessDriver(self.command, timeout=self.timeout)
        return PooledProcessDriver(self, process)

    def give_back(self, process: ProcessDriver) -> None:
        if process.usable and self._idle is None:
            self._idle = process
        else:
            process.close()

    def shutdown(self) -> None:
        process, self._idle = self._idle, None
        if process is not None:
            process.close()


class PooledProcessDriver:
    """A scenario's use of the pooled program; close() hands the program back."""

    def __init__(self, pool: ProcessPool, process: ProcessDriver) -> None:
        self.pool = pool
        self.process = process
        self.name = process.name
        self._bytes_at_start = process.bytes_read

    def exchange(self, request: BaseModel) -> BaseModel:
        response = self.process.exchange(request)
        written = self.process.bytes_read - self._bytes_at_start
        if written > SCENARIO_OUTPUT_BYTES:
            reason = (
                f"{self.name} wrote {written} bytes in one scenario "
                f"(budget {SCENARIO_OUTPUT_BYTES})"
            )
            self.process.discard(reason)
            raise BudgetExceeded(reason)
        return response

    def discard(self, reason: str) -> None:
        self.process.discard(reason)

    def close(self) -> None:
        self.pool.give_back(self.process)
