"""Plays correctly until the first check; from then on it acknowledges every action with
the same view (and no new events), without applying it."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from base import serve
from pydantic import BaseModel

from pokercert import protocol as p

frozen: list[str] = []


def bend(request: BaseModel, answer: BaseModel) -> str | None:
    if isinstance(request, p.HandSetup):
        frozen.clear()
    if frozen and isinstance(request, p.PlayerAction | p.ViewRequest):
        return frozen[0]
    text = answer.model_dump_json()
    if isinstance(request, p.PlayerAction) and request.kind == p.ActionKind.CHECK:
        assert isinstance(answer, p.TableView)  # nothing new from now on: an empty delta
        frozen.append(
            answer.model_copy(update={"events": [], "announcements": []}).model_dump_json()
        )
    return text


sys.exit(serve(bend))
