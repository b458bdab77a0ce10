"""The reference engine as an implementation under test, in-process.

It goes through the same protocol models as any other implementation: each
request and response is round-tripped through JSON, so the reference engine
cannot pass a scenario that an out-of-process implementation would fail for
sending an invalid message.

A table view carries the whole event log and every announcement of the hand,
which grow with each action; validating them all again after every action
made a hand cost the square of its length.  The logs only ever grow, so the
driver remembers the JSON of the entries it has already validated: when the
JSON of a view's log starts with exactly those bytes, only the entries after
them are validated, and the view is rebuilt from the remembered entries and
the new ones.  Every byte the engine sends is still serialized and compared or
validated, so an invalid message is still caught.  The entries already
validated are handed out again as the same objects: a view is read, never
changed.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, TypeAdapter

from pokercert import protocol as p
from pokercert.driver import ImplementationCrashed, ProtocolViolation
from pokercert.engine.session import Session

LOGS: dict[str, TypeAdapter[Any]] = {
    "events": TypeAdapter(list[p.Event]),
    "announcements": TypeAdapter(list[p.Announcement]),
}
"""The append-only lists of a table view, validated incrementally."""


class ValidatedLog:
    """The entries of one growing list already validated, and their JSON (without the ``]``)."""

    def __init__(self, adapter: TypeAdapter[Any]) -> None:
        self.adapter = adapter
        self.head = b""
        self.entries: list[Any] = []

    def validate(self, entries: list[Any]) -> list[Any]:
        """The entries, validated from their JSON: only those after the known head are parsed.

        The JSON of a list continues after a complete element with ``,`` or
        ``]`` only, so a new list whose JSON starts with the head has exactly
        the known entries first.
        """
        data = self.adapter.dump_json(entries)
        if self.head and data.startswith(self.head):
            rest = data[len(self.head) :].removeprefix(b",")
            parsed = self.entries + self.adapter.validate_json(b"[" + rest)
        else:
            parsed = self.adapter.validate_json(data)
        self.head, self.entries = data[:-1], list(parsed)
        return parsed


class ReferenceDriver:
    name = "reference"

    def __init__(self) -> None:
        self.session = Session()
        self.logs = {field: ValidatedLog(adapter) for field, adapter in LOGS.items()}

    def exchange(self, request: BaseModel) -> BaseModel:
        wire_request = p.parse_request(request.model_dump_json())
        try:
            response = self.session.handle(wire_request)
        except Exception as exc:  # the engine crashed: that is a failure, never a pass
            raise ImplementationCrashed(f"reference engine raised {exc!r}") from exc
        try:
            return self._round_trip(response)
        except Exception as exc:
            raise ProtocolViolation(f"reference engine sent an invalid message: {exc}") from exc

    def _round_trip(self, response: BaseModel) -> BaseModel:
        """The response as an implementation out of process would deliver it: JSON, validated."""
        if not isinstance(response, p.TableView):
            parsed: BaseModel = p.parse_response(response.model_dump_json())
            return parsed
        view = p.parse_response(response.model_dump_json(exclude=set(LOGS)))
        logs = {field: log.validate(getattr(response, field)) for field, log in self.logs.items()}
        rebuilt: BaseModel = view.model_copy(update=logs)
        return rebuilt

    def close(self) -> None:
        self.session = Session()
        self.logs = {field: ValidatedLog(adapter) for field, adapter in LOGS.items()}
