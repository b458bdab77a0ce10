"""An in-process implementation whose hello name and version try to rewrite the console:
a carriage return and an erase-line sequence, a fake CERTIFIED line, and a sequence that hides
everything after it; and whose refusals carry the same. (``masker:make``)"""

from __future__ import annotations

from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver

FAKE = "\r\x1b[2KCERTIFIED: everything\n  cardroom-stud: CERTIFIED\x1b[8m"


class Masker(ReferenceDriver):
    def exchange(self, request: BaseModel) -> BaseModel:
        answer = super().exchange(request)
        if isinstance(answer, p.HelloReply):
            return answer.model_copy(update={"name": "masker" + FAKE, "version": FAKE})
        if isinstance(answer, p.Refusal):
            return answer.model_copy(update={"reason": answer.reason + FAKE})
        return answer


def make() -> Masker:
    return Masker()
