"""Plays correctly until the first check; from then on it acknowledges every action with
the same table, logging the action as taken (so the log rule is satisfied) without applying
it: only the harness's guard against a hand that never ends can stop it."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from base import serve
from pydantic import BaseModel

from pokercert import protocol as p

frozen: list[p.TableView] = []


def bend(request: BaseModel, answer: BaseModel) -> str | None:
    if isinstance(request, p.HandSetup):
        frozen.clear()
    if frozen and isinstance(request, p.PlayerAction | p.ViewRequest):
        table = frozen[0]
        logged: list[p.Event] = []
        if isinstance(request, p.PlayerAction):  # the action is logged, never applied
            logged = [p.Event(seq=table.event_count + 1, kind=p.EventKind(request.kind.value),
                              seat=request.seat, amount=request.amount)]  # fmt: skip
            table = table.model_copy(update={"event_count": table.event_count + 1})
            frozen[0] = table
        return table.model_copy(update={"events": logged}).model_dump_json()
    text = answer.model_dump_json()
    if isinstance(request, p.PlayerAction) and request.kind == p.ActionKind.CHECK:
        assert isinstance(answer, p.TableView)  # nothing new from now on but the log
        frozen.append(answer.model_copy(update={"events": [], "announcements": []}))
    return text


sys.exit(serve(bend))
