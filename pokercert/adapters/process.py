"""An implementation in another process, speaking the protocol as JSON lines over stdin/stdout.

This is how a lab certifies an implementation written in any language: the
harness starts the program, writes one request per line on its stdin and
reads one response per line from its stdout.  Its stderr is kept (the last
lines) so that a crash is reported with the program's own words.

Every failure of the program maps to one exception of
:mod:`pokercert.driver`: it exits or closes its pipe
(:class:`ImplementationCrashed`), stays silent past the per-request timeout
(:class:`ImplementationTimeout`), or writes a line that is not a valid
protocol response (:class:`ProtocolViolation`).
"""

from __future__ import annotations

import collections
import contextlib
import os
import queue
import subprocess
import threading
from collections.abc import Sequence
from typing import IO

from pydantic import BaseModel, ValidationError

from pokercert import protocol as p
from pokercert.driver import ImplementationCrashed, ImplementationTimeout, ProtocolViolation

DEFAULT_TIMEOUT = 10.0
STDERR_TAIL_LINES = 20
_EOF = object()


def _pump_lines(stream: IO[bytes], sink: queue.Queue[object]) -> None:
    for raw in iter(stream.readline, b""):
        sink.put(raw)
    sink.put(_EOF)


def _keep_tail(stream: IO[bytes], tail: collections.deque[str]) -> None:
    for raw in iter(stream.readline, b""):
        tail.append(raw.decode("utf-8", "replace").rstrip("\n"))


class ProcessDriver:
    """One running program under test; one instance per scenario."""

    def __init__(
        self,
        command: Sequence[str],
        timeout: float = DEFAULT_TIMEOUT,
        cwd: str | None = None,
        env: dict[str, str] | None = None,
    ) -> None:
        self.command = list(command)
        self.name = os.path.basename(self.command[0]) if self.command else "process"
        self.timeout = timeout
        try:
            self.process = subprocess.Popen(
                self.command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=cwd,
                env=env,
            )
        except OSError as exc:
            raise ImplementationCrashed(
                f"cannot start {' '.join(self.command)!r}: {exc.strerror or exc}"
            ) from exc
        assert self.process.stdout is not None and self.process.stderr is not None
        self._lines: queue.Queue[object] = queue.Queue()
        self._stderr: collections.deque[str] = collections.deque(maxlen=STDERR_TAIL_LINES)
        self._stdout_thread = threading.Thread(
            target=_pump_lines, args=(self.process.stdout, self._lines), daemon=True
        )
        self._stdout_thread.start()
        self._stderr_thread = threading.Thread(
            target=_keep_tail, args=(self.process.stderr, self._stderr), daemon=True
        )
        self._stderr_thread.start()
        self._dead: str | None = None

    # -- failures ---------------------------------------------------------------------------

    def _stderr_text(self) -> str:
        self._stderr_thread.join(0.5)
        lines = list(self._stderr)
        return ("; stderr: " + " | ".join(lines[-5:])) if lines else ""

    def _exit_text(self) -> str:
        try:
            code = self.process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            return "closed its output but is still running"
        return f"exited with code {code}"

    def _fail(self, exc: Exception) -> Exception:
        """Remember that the conversation is over, stop the program, return the error to raise."""
        self._dead = str(exc)
        self._kill()
        return exc

    def _kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):  # kill cannot be ignored
                self.process.wait(timeout=5)

    @property
    def usable(self) -> bool:
        """Still running and in step with the harness (no failure so far)."""
        return self._dead is None and self.process.poll() is None

    # -- the driver -------------------------------------------------------------------------

    def exchange(self, request: BaseModel) -> BaseModel:
        what = request.__class__.__name__
        if self._dead is not None:
            raise ImplementationCrashed(f"{self.name} is no longer usable: {self._dead}")
        stdin = self.process.stdin
        assert stdin is not None
        try:
            stdin.write(request.model_dump_json().encode("utf-8") + b"\n")
            stdin.flush()
        except (BrokenPipeError, ConnectionResetError, ValueError, OSError):
            raise self._fail(
                ImplementationCrashed(
                    f"{self.name} closed its input before {what} ({self._exit_text()})"
                    f"{self._stderr_text()}"
                )
            ) from None
        try:
            line = self._lines.get(timeout=self.timeout)
        except queue.Empty:
            raise self._fail(
                ImplementationTimeout(
                    f"{self.name} did not answer {what} within {self.timeout:g} s"
                )
            ) from None
        if line is _EOF:
            raise self._fail(
                ImplementationCrashed(
                    f"{self.name} {self._exit_text()} without answering {what}{self._stderr_text()}"
                )
            )
        assert isinstance(line, bytes)
        text = line.decode("utf-8", "replace").strip()
        try:
            response: BaseModel = p.parse_response(text)
        except ValidationError as exc:
            shown = text if len(text) <= 200 else text[:197] + "..."
            problems = "; ".join(
                f"{'.'.join(str(x) for x in err['loc']) or '$'}: {err['msg']}"
                for err in exc.errors()[:5]
            )
            raise self._fail(
                ProtocolViolation(
                    f"{self.name} sent an invalid message in answer to {what}: {problems} "
                    f"(line: {shown!r})"
                )
            ) from None
        return response

    def close(self) -> None:
        """Say goodbye, close the pipe, and make sure the program is gone."""
        stdin = self.process.stdin
        if self._dead is None and stdin is not None and self.process.poll() is None:
            with contextlib.suppress(ValueError, OSError):  # it may be gone already
                stdin.write(p.Close().model_dump_json().encode("utf-8") + b"\n")
                stdin.flush()
        if stdin is not None:
            with contextlib.suppress(OSError):
                stdin.close()
        try:
            self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self._kill()
        # The readers stop at end of file; only then may their streams be closed.
        for thread, stream in (
            (self._stdout_thread, self.process.stdout),
            (self._stderr_thread, self.process.stderr),
        ):
            thread.join(1.0)
            if not thread.is_alive() and stream is not None:
                stream.close()


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

    def exchange(self, request: BaseModel) -> BaseModel:
        return self.process.exchange(request)

    def close(self) -> None:
        self.pool.give_back(self.process)
