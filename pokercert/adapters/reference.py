"""The reference engine as an implementation under test, in-process.

It goes through the same protocol as any other implementation: each request
is serialized and parsed, and each answer is sent as the JSON line
``pokercert serve`` would write and validated as any program's answer, so the
reference engine cannot pass a scenario that an out-of-process implementation
would fail for sending an invalid message.  Views are deltas (protocol v1), so
a round trip costs the size of one table, not of the whole hand.
"""

from __future__ import annotations

from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.driver import ImplementationCrashed, ProtocolViolation
from pokercert.engine.session import Session


class ReferenceDriver:
    name = "reference"

    def __init__(self) -> None:
        self.session = Session()

    def exchange(self, request: BaseModel) -> BaseModel:
        wire_request = p.parse_request(request.model_dump_json())
        try:
            line = p.dump_message(self.session.answer(wire_request))
        except Exception as exc:  # the engine crashed: that is a failure, never a pass
            raise ImplementationCrashed(f"reference engine raised {exc!r}") from exc
        try:
            parsed: BaseModel = p.parse_response(line)
        except Exception as exc:
            raise ProtocolViolation(f"reference engine sent an invalid message: {exc}") from exc
        return parsed

    def close(self) -> None:
        self.session = Session()
