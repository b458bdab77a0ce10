"""A correct JSON-lines implementation whose answers a hostile program may bend.

``serve(bend)`` answers every request with the reference engine, then lets
``bend(request, answer)`` return what is really written: a line of text, or
None to write nothing and stop reading.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.engine.session import Session

Bend = Callable[[BaseModel, BaseModel], "str | None"]


def honest(request: BaseModel, answer: BaseModel) -> str | None:
    return answer.model_dump_json()


def serve(bend: Bend = honest) -> int:
    session = Session()
    for line in sys.stdin:
        if not line.strip():
            continue
        request = p.parse_request(line)
        if isinstance(request, p.Close):
            return 0
        answer = session.handle(request)
        text = bend(request, answer)
        if text is None:
            return 0
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    return 0
