"""An in-process implementation whose later hellos declare less than its first: it takes no
irregularities after the run's first hello, to have the remedy scenarios it would fail read
"not supported" while the results name the capabilities it first declared. (``flipper:make``)"""

from __future__ import annotations

from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver


class Flipper(ReferenceDriver):
    hellos = 0

    def exchange(self, request: BaseModel) -> BaseModel:
        answer = super().exchange(request)
        if isinstance(answer, p.HelloReply):
            Flipper.hellos += 1
            if Flipper.hellos > 1:
                fewer = answer.capabilities.model_copy(update={"irregularities": []})
                return answer.model_copy(update={"capabilities": fewer})
        return answer


def make() -> Flipper:
    return Flipper()
