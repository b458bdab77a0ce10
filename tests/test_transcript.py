"""Transcripts: recording, reading back, and replaying against an implementation."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver
from pokercert.budget import Budget, BudgetExceeded, RunClock
from pokercert.driver import ImplementationCrashed
from pokercert.transcript import (
    Entry,
    RecordingDriver,
    TranscriptError,
    exchanges,
    json_differences,
    parse_lines,
    read_transcript,
    replay,
    write_transcript,
)


class ScriptedDriver:
    """Answers from a fixed list; raises a crash when told to."""

    name = "scripted"

    def __init__(self, answers: list[BaseModel | Exception]) -> None:
        self.answers = list(answers)
        self.closed = False

    def exchange(self, request: BaseModel) -> BaseModel:
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer

    def close(self) -> None:
        self.closed = True


def hello_reply(name: str = "x", games: list[str] | None = None) -> p.HelloReply:
    return p.HelloReply(
        protocol_version="1.0",
        name=name,
        version="1",
        capabilities=p.Capabilities(games=[p.Game(g) for g in games or []]),
    )


def test_recording_streams_every_exchange_as_json_lines(tmp_path: Path) -> None:
    path = tmp_path / "t" / "scenario.jsonl"
    inner = ScriptedDriver([hello_reply(), p.Refusal(reason="no hand")])
    recorder = RecordingDriver(inner, path)
    recorder.exchange(p.Hello())
    recorder.exchange(p.ViewRequest())
    recorder.close()
    lines = path.read_text().splitlines()
    assert [json.loads(line)["direction"] for line in lines] == [
        "request",
        "response",
        "request",
        "response",
    ]
    assert [json.loads(line)["seq"] for line in lines] == [1, 1, 2, 2]
    assert json.loads(lines[3])["message"] == {
        "type": "refusal",
        "code": "illegal-action",
        "reason": "no hand",
    }
    assert lines == recorder.lines()
    assert inner.closed


def test_a_failure_is_recorded_and_raised(tmp_path: Path) -> None:
    recorder = RecordingDriver(ScriptedDriver([ImplementationCrashed("boom")]), None)
    with pytest.raises(ImplementationCrashed, match="boom"):
        recorder.exchange(p.Hello())
    assert recorder.entries[-1] == Entry(
        "failure", 1, {"error": "ImplementationCrashed", "text": "boom"}
    )


def test_round_trip_through_a_file(tmp_path: Path) -> None:
    recorder = RecordingDriver(ReferenceDriver())
    recorder.exchange(p.Hello())
    recorder.exchange(p.ResultRequest())
    path = tmp_path / "x.jsonl"
    write_transcript(path, recorder.entries)
    assert read_transcript(path) == recorder.entries
    assert path.read_text() == "".join(line + "\n" for line in recorder.lines())
    pairs = list(exchanges(recorder.entries))
    assert [(a.seq, b.direction if b else None) for a, b in pairs] == [
        (1, "response"),
        (2, "response"),
    ]


def test_the_same_conversation_gives_the_same_bytes() -> None:
    def record() -> list[str]:
        recorder = RecordingDriver(ReferenceDriver())
        recorder.exchange(p.Hello())
        recorder.exchange(p.ViewRequest())
        return recorder.lines()

    assert record() == record()


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("not json", "not JSON"),
        ('{"direction": "request", "seq": 1}', "expected an object"),
        ('{"direction": "sideways", "seq": 1, "message": {}}', "unknown direction"),
        ('{"direction": "request", "seq": 0, "message": {}}', "seq must be a positive"),
        ('{"direction": "request", "seq": 1, "message": {"type": "dance"}}', "invalid request"),
        ('{"direction": "response", "seq": 1, "message": {"type": "view"}}', "invalid response"),
    ],
)
def test_bad_lines_are_named_by_file_and_line(line: str, message: str) -> None:
    good = '{"direction":"request","message":{"protocol_version":"1.0","type":"hello"},"seq":1}'
    with pytest.raises(TranscriptError, match=message) as info:
        parse_lines([good, line], origin="run/x.jsonl")
    assert str(info.value).startswith("run/x.jsonl:2:")


def test_json_differences_name_the_path() -> None:
    expected = {"type": "view", "seats": [{"stack": 10}, {"stack": 5}], "phase": "a"}
    actual = {"type": "view", "seats": [{"stack": 10}, {"stack": 6}], "phase": "a", "x": 1}
    assert json_differences(expected, actual) == [
        "seats[1].stack: expected 5, got 6",
        "x: unexpected 1",
    ]
    assert json_differences([1], [1, 2]) == ["[1]: unexpected 2"]
    assert json_differences(1, True) == ["$: expected 1, got true"]


def test_replay_without_divergence_against_the_recorder_itself() -> None:
    recorder = RecordingDriver(ReferenceDriver())
    recorder.exchange(p.Hello())
    recorder.exchange(p.ViewRequest())
    outcome = replay(recorder.entries, ReferenceDriver)
    assert outcome.divergence is None
    assert outcome.exchanges == 2


def test_replay_reports_the_first_divergence() -> None:
    recorded = RecordingDriver(
        ScriptedDriver([hello_reply(), p.Refusal(reason="a"), p.Refusal(reason="b")])
    )
    for request in (p.Hello(), p.ViewRequest(), p.ViewRequest()):
        recorded.exchange(request)
    other = ScriptedDriver(
        [
            hello_reply(name="other", games=["five-card-draw"]),
            p.Refusal(reason="a"),
            p.Refusal(code=p.RefusalCode.NO_HAND, reason="c"),
        ]
    )
    outcome = replay(recorded.entries, lambda: other)
    assert outcome.divergence is not None
    assert outcome.divergence.seq == 3  # the hello reply's identity is not behaviour
    assert outcome.divergence.differences == ['code: expected "illegal-action", got "no-hand"']
    assert other.closed


def test_replay_diverges_when_a_recorded_answer_becomes_a_crash() -> None:
    recorded = RecordingDriver(ScriptedDriver([hello_reply()]))
    recorded.exchange(p.Hello())
    outcome = replay(recorded.entries, lambda: ScriptedDriver([ImplementationCrashed("dead")]))
    assert outcome.divergence is not None
    assert outcome.divergence.actual == {"error": "ImplementationCrashed", "text": "dead"}
    assert "expected a response, got a failure" in outcome.divergence.differences[0]


def test_the_run_s_transcripts_have_a_byte_budget(tmp_path: Path) -> None:
    """A build that pads every answer up to the scenario budget cannot fill the lab's disk:
    past the run's allowance the scenario fails and the run is spent, saying why."""
    clock = RunClock(Budget(), transcript_bytes=2000)
    recorder = RecordingDriver(ReferenceDriver(), tmp_path / "t.jsonl", clock.record)
    recorder.exchange(p.Hello())  # a few hundred bytes
    with pytest.raises(BudgetExceeded, match="transcripts exceeded their budget of 2000 bytes"):
        for _ in range(10):
            recorder.exchange(p.Hello())
    assert clock.spent() and "transcripts" in clock.why()
