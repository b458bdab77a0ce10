"""Transcripts: every request and response of a scenario, as JSON lines.

A transcript is the evidence behind a verdict.  A lab can hand it to the
implementer, who replays it (``pokercert replay``) against a fixed build and
sees the first answer that differs.  One line per message::

    {"direction": "request", "message": {...}, "seq": 1}
    {"direction": "response", "message": {...}, "seq": 1}
    {"direction": "failure", "message": {"error": "ImplementationTimeout", "text": "..."}, "seq": 2}

``seq`` numbers the exchange; a request and its answer share it.  Keys are
sorted so the same conversation gives the same bytes.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Literal

from pydantic import BaseModel, ValidationError

from pokercert import protocol as p
from pokercert.driver import Driver, ImplementationFailure

Direction = Literal["request", "response", "failure"]
DIRECTIONS: tuple[str, ...] = ("request", "response", "failure")


class TranscriptError(ValueError):
    """A transcript file that cannot be read back."""


@dataclass(frozen=True)
class Entry:
    direction: Direction
    seq: int
    message: dict[str, Any]

    def to_line(self) -> str:
        return dumps_line({"direction": self.direction, "seq": self.seq, "message": self.message})


def dumps_line(obj: Any) -> str:
    """The canonical one-line JSON used in transcripts (sorted keys, no spaces)."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def message_dict(message: BaseModel) -> dict[str, Any]:
    data: dict[str, Any] = message.model_dump(mode="json")
    return data


# --------------------------------------------------------------------------- recording


class RecordingDriver:
    """A driver wrapper that records every exchange, and streams it to a file when given one.

    Streaming (with a flush per line) keeps the evidence even when the run is
    killed in the middle of a scenario.
    """

    def __init__(
        self, inner: Driver, path: Path | None = None, ledger: Callable[[int], None] | None = None
    ) -> None:
        self.inner = inner
        self.ledger = ledger  # told the size of every line written (the run's byte budget)
        self.name = inner.name
        self.entries: list[Entry] = []
        self.path = path
        self._file: IO[str] | None = None
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._file = path.open("w", encoding="utf-8", newline="\n")
        self._seq = 0

    def _record(self, entry: Entry) -> None:
        self.entries.append(entry)
        if self._file is not None:
            line = entry.to_line() + "\n"
            self._file.write(line)
            self._file.flush()
            if self.ledger is not None:
                self.ledger(len(line.encode("utf-8")))

    def exchange(self, request: BaseModel) -> BaseModel:
        self._seq += 1
        self._record(Entry("request", self._seq, message_dict(request)))
        try:
            response = self.inner.exchange(request)
        except ImplementationFailure as exc:
            failure = {"error": exc.__class__.__name__, "text": str(exc)}
            self._record(Entry("failure", self._seq, failure))
            raise
        self._record(Entry("response", self._seq, message_dict(response)))
        return response

    def close(self) -> None:
        try:
            self.inner.close()
        finally:
            if self._file is not None:
                self._file.close()
                self._file = None

    def lines(self) -> list[str]:
        return [e.to_line() for e in self.entries]

    def sha256(self) -> str:
        return transcript_sha256(self.lines())


def transcript_sha256(lines: Iterable[str]) -> str:
    digest = hashlib.sha256()
    for line in lines:
        digest.update(line.encode("utf-8") + b"\n")
    return digest.hexdigest()


# --------------------------------------------------------------------------- reading


def parse_lines(lines: Iterable[str], origin: str = "<transcript>") -> list[Entry]:
    """Entries from transcript lines; errors name the origin and the line number."""
    entries: list[Entry] = []
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        where = f"{origin}:{number}"
        try:
            obj = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise TranscriptError(f"{where}: not JSON ({exc.msg})") from exc
        if not isinstance(obj, dict) or set(obj) != {"direction", "seq", "message"}:
            raise TranscriptError(f"{where}: expected an object with direction, seq and message")
        direction, seq, message = obj["direction"], obj["seq"], obj["message"]
        if direction not in DIRECTIONS:
            raise TranscriptError(f"{where}: unknown direction {direction!r}")
        if not isinstance(seq, int) or seq < 1 or not isinstance(message, dict):
            raise TranscriptError(f"{where}: seq must be a positive integer, message an object")
        try:
            if direction == "request":
                p.parse_request(json.dumps(message))
            elif direction == "response":
                p.parse_response(json.dumps(message))
        except ValidationError as exc:
            raise TranscriptError(f"{where}: invalid {direction}: {exc}") from exc
        entries.append(Entry(direction, seq, message))
    return entries


def read_transcript(path: Path) -> list[Entry]:
    with path.open(encoding="utf-8") as handle:
        return parse_lines(handle, origin=str(path))


def write_transcript(path: Path, entries: Iterable[Entry]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="\n") as handle:
        for entry in entries:
            handle.write(entry.to_line() + "\n")


def exchanges(entries: Iterable[Entry]) -> Iterator[tuple[Entry, Entry | None]]:
    """Pair each request with its answer (a response or a failure; None if the run stopped)."""
    pending: Entry | None = None
    for entry in entries:
        if entry.direction == "request":
            if pending is not None:
                yield pending, None
            pending = entry
        elif pending is not None and entry.seq == pending.seq:
            yield pending, entry
            pending = None
    if pending is not None:
        yield pending, None


# --------------------------------------------------------------------------- replay


IGNORED_FIELDS: dict[str, frozenset[str]] = {
    # What an implementation declares about itself is identity, not behaviour.
    "hello-reply": frozenset({"capabilities"}),
}
FREE_TEXT = p.free_text_fields()
"""Fields an implementation words as it likes (protocol v1): never compared, at any depth."""


def json_differences(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Every path at which two JSON values differ, as ``path: expected != actual``."""
    here = path or "$"
    if isinstance(expected, dict) and isinstance(actual, dict):
        ignored = IGNORED_FIELDS.get(str(expected.get("type")), frozenset()) if not path else set()
        out: list[str] = []
        for key in sorted(set(expected) | set(actual)):
            if key in ignored or key in FREE_TEXT:
                continue
            sub = f"{path}.{key}" if path else key
            if key not in actual:
                out.append(f"{sub}: missing (expected {_short(expected[key])})")
            elif key not in expected:
                out.append(f"{sub}: unexpected {_short(actual[key])}")
            else:
                out.extend(json_differences(expected[key], actual[key], sub))
        return out
    if isinstance(expected, list) and isinstance(actual, list):
        out = []
        for index in range(max(len(expected), len(actual))):
            sub = f"{path}[{index}]"
            if index >= len(actual):
                out.append(f"{sub}: missing (expected {_short(expected[index])})")
            elif index >= len(expected):
                out.append(f"{sub}: unexpected {_short(actual[index])}")
            else:
                out.extend(json_differences(expected[index], actual[index], sub))
        return out
    if expected != actual or type(expected) is not type(actual):
        return [f"{here}: expected {_short(expected)}, got {_short(actual)}"]
    return []


def _short(value: Any, limit: int = 80) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= limit else text[: limit - 3] + "..."


@dataclass
class Divergence:
    """The first exchange at which a replay's answer differs from the recording."""

    seq: int
    request: dict[str, Any]
    expected: dict[str, Any] | None
    actual: dict[str, Any]
    differences: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "request": self.request,
            "expected": self.expected,
            "actual": self.actual,
            "differences": self.differences,
        }


@dataclass
class ReplayOutcome:
    exchanges: int
    divergence: Divergence | None


def replay(entries: list[Entry], make_driver: Callable[[], Driver]) -> ReplayOutcome:
    """Send the recorded requests again, in order; stop at the first differing answer.

    A recorded failure (crash, timeout) is an expected outcome too: the replay
    diverges if the implementation now answers instead, and vice versa.
    """
    driver = make_driver()
    count = 0
    try:
        for request_entry, answer in exchanges(entries):
            count += 1
            request = p.parse_request(json.dumps(request_entry.message))
            expected = None if answer is None else answer.message
            actual_direction = "response"
            try:
                actual_message = message_dict(driver.exchange(request))
            except ImplementationFailure as exc:
                actual_direction = "failure"
                actual_message = {"error": exc.__class__.__name__, "text": str(exc)}
            if answer is None:
                return ReplayOutcome(count, None)  # the recording stops here (killed run)
            if answer.direction != actual_direction:
                return ReplayOutcome(
                    count,
                    Divergence(
                        request_entry.seq,
                        request_entry.message,
                        expected,
                        actual_message,
                        [f"$: expected a {answer.direction}, got a {actual_direction}"],
                    ),
                )
            differences = json_differences(expected, actual_message)
            if differences:
                return ReplayOutcome(
                    count,
                    Divergence(
                        request_entry.seq,
                        request_entry.message,
                        expected,
                        actual_message,
                        differences,
                    ),
                )
            if actual_direction == "failure":
                break  # nothing is answered after a failure
        return ReplayOutcome(count, None)
    finally:
        driver.close()
