"""Limits that keep an untrusted implementation from exhausting the harness.

Each bound has one home here so that the README, the results and the code
agree: how long a protocol line may be, how much of an implementation's text
reaches ``results.json``, and how many requests and seconds a scenario and a
whole run may take.  The budgets are recorded in the results (``budget``) so
a reader knows what the run allowed.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from pydantic import BaseModel

from pokercert.driver import Driver, ImplementationTimeout

MAX_LINE_BYTES = 4 * 1024 * 1024
"""A response line longer than this is a protocol violation (a view is a few kilobytes)."""

MAX_TEXT = 2000
"""Implementation-supplied text (errors, reasons, names) is clipped to this many characters."""

SCENARIO_OUTPUT_BYTES = 64 * 1024 * 1024
"""What a program may write in one scenario: the transcript is kept in memory and on disk."""

RUN_TRANSCRIPT_BYTES = 2 * 1024 * 1024 * 1024
"""The transcripts one run may write: an honest run of the whole suite writes a few tens of
megabytes, so a build padding every answer up to the scenario budget cannot fill the disk."""

TRANSCRIPT_FILE_BYTES = 4 * SCENARIO_OUTPUT_BYTES
"""The largest transcript ``verify`` reads back (a scenario's answers, its requests, defaults)."""

RESULTS_FILE_BYTES = 256 * 1024 * 1024
"""The largest results.json ``verify``, ``report`` and ``review`` read (a full run: ~1 MB)."""

PROGRAM_MEMORY_BYTES = 4 * 1024 * 1024 * 1024
"""The data memory a ``cmd:`` program may use (RLIMIT_DATA); beyond it, its allocations fail."""

SCENARIO_REQUESTS = 5000
SCENARIO_SECONDS = 300.0
RUN_SECONDS = 6 * 3600.0

MAX_SCENARIO_REQUESTS = 1_000_000
MAX_RUN_SECONDS = 7 * 24 * 3600.0
"""The largest budgets the command line accepts: a run still ends within a week."""


def clip(text: str | None, limit: int = MAX_TEXT) -> str | None:
    """``text`` cut to ``limit`` characters, saying how much was dropped."""
    if text is None or len(text) <= limit:
        return text
    return f"{text[:limit]}... [{len(text) - limit} more characters clipped]"


def printable(text: str) -> str:
    """``text`` on one line with every control, format and separator character written as an
    escape (``\\x1b``, ``\\n``, ``\\u202e``): an implementation's words are shown, never obeyed.

    A name or a message from the implementation reaches the console, the reports and the
    lab's logs; a terminal would act on an escape sequence (erase the verdict line, hide
    what follows), a line break would add lines of the implementation's choosing, and a
    bidirectional override would reorder what a reader sees.
    """
    if text.isprintable():  # the common case: nothing to do
        return text
    return "".join(ch if ch.isprintable() or ch == " " else _escape(ch) for ch in text)


def _escape(ch: str) -> str:
    code = ord(ch)
    return (
        f"\\x{code:02x}"
        if code < 0x100
        else f"\\u{code:04x}"
        if code < 0x10000
        else (f"\\U{code:08x}")
    )


class BudgetExceeded(ImplementationTimeout):
    """A scenario or the run used more requests or seconds than its budget."""


@dataclass(frozen=True)
class Budget:
    """What one scenario and the whole run may use."""

    scenario_requests: int = SCENARIO_REQUESTS
    scenario_seconds: float = SCENARIO_SECONDS
    run_seconds: float = RUN_SECONDS

    def as_record(self) -> dict[str, float | int]:
        return {
            "scenario_requests": self.scenario_requests,
            "scenario_seconds": self.scenario_seconds,
            "run_seconds": self.run_seconds,
            "max_line_bytes": MAX_LINE_BYTES,
            "scenario_output_bytes": SCENARIO_OUTPUT_BYTES,
            "run_transcript_bytes": RUN_TRANSCRIPT_BYTES,
            "program_memory_bytes": PROGRAM_MEMORY_BYTES,
            "max_text": MAX_TEXT,
        }


class RunClock:
    """The run's deadline and its transcript bytes, shared by every scenario of the run."""

    def __init__(self, budget: Budget, transcript_bytes: int = RUN_TRANSCRIPT_BYTES) -> None:
        self.budget = budget
        self.started = time.monotonic()
        self.transcript_bytes = transcript_bytes
        self.recorded = 0  # transcript bytes written so far

    def record(self, size: int) -> None:
        """Count ``size`` bytes of transcript; past the run's allowance the scenario fails."""
        self.recorded += size
        if self.recorded > self.transcript_bytes:
            raise BudgetExceeded(self.why())

    def remaining(self) -> float:
        """Seconds left of the run's time budget (0 when spent)."""
        return max(0.0, self.budget.run_seconds - (time.monotonic() - self.started))

    def spent(self) -> bool:
        return (
            time.monotonic() - self.started > self.budget.run_seconds
            or self.recorded > self.transcript_bytes
        )

    def why(self) -> str:
        """What of the run's budget is spent, for the run error."""
        if self.recorded > self.transcript_bytes:
            return f"the run's transcripts exceeded their budget of {self.transcript_bytes} bytes"
        return f"the run exceeded its budget of {self.budget.run_seconds:g} s"


class BudgetDriver:
    """Counts a scenario's requests and time; past the budget every request fails.

    The step loops are bounded too, but this is the backstop: whatever a
    scenario does, it cannot talk to the implementation forever.
    """

    def __init__(self, inner: Driver, budget: Budget, clock: RunClock | None = None) -> None:
        self.inner = inner
        self.name = inner.name
        self.budget = budget
        self.clock = clock
        self.requests = 0
        self.started = time.monotonic()

    def exchange(self, request: BaseModel) -> BaseModel:
        self.requests += 1
        if self.requests > self.budget.scenario_requests:
            raise BudgetExceeded(
                f"the scenario exceeded its budget of {self.budget.scenario_requests} requests"
            )
        if time.monotonic() - self.started > self.budget.scenario_seconds:
            raise BudgetExceeded(
                f"the scenario exceeded its budget of {self.budget.scenario_seconds:g} s"
            )
        if self.clock is not None and self.clock.spent():
            raise BudgetExceeded(self.clock.why())
        return self.inner.exchange(request)

    def discard(self, reason: str) -> None:
        """Pass on the harness's decision that the program must not be reused."""
        discard = getattr(self.inner, "discard", None)
        if callable(discard):
            discard(reason)

    def close(self) -> None:
        self.inner.close()
