"""The reference engine as the soak's oracle: in-process, without the JSON round trip.

The implementation side of the soak goes through its real driver (for the
reference engine that is :class:`~pokercert.adapters.reference.ReferenceDriver`,
which serializes and validates every message); the oracle is trusted, so its
answers are used as the engine builds them, which halves the cost of a hand.
"""

from __future__ import annotations

from pydantic import BaseModel

from pokercert.engine.session import Session


class OracleDriver:
    name = "reference oracle"

    def __init__(self) -> None:
        self.session = Session()

    def exchange(self, request: BaseModel) -> BaseModel:
        return self.session.handle(request)

    def close(self) -> None:
        self.session = Session()
