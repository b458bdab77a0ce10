"""The table client: what step definitions hold in ``context.client``.

It wraps a :class:`~pokercert.driver.Driver` with typed calls and checks
that every answer is the kind of message the request asks for.  A refused
action is an ordinary outcome (a :class:`~pokercert.protocol.Refusal`); an
answer of the wrong kind is a :class:`~pokercert.driver.ProtocolViolation`.
"""

from __future__ import annotations

from typing import TypeVar

from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.driver import Driver, ProtocolViolation
from pokercert.invariants import TableChecker

M = TypeVar("M", bound=BaseModel)


class TableClient:
    """Typed access to one implementation under test, one table at a time."""

    def __init__(self, driver: Driver) -> None:
        self.driver = driver
        self.last_view: p.TableView | None = None
        self.last_refusal: p.Refusal | None = None
        self.checker = TableChecker()  # the rules of the table, on every answer

    # -- plumbing -------------------------------------------------------------------------

    def _send(self, request: BaseModel, *expected: type[BaseModel]) -> BaseModel:
        response = self.driver.exchange(request)
        if isinstance(response, p.ErrorReply):
            raise ProtocolViolation(
                f"implementation answered {request.__class__.__name__} with error: "
                f"{response.message}"
            )
        if not isinstance(response, expected):
            names = " or ".join(t.__name__ for t in expected)
            raise ProtocolViolation(
                f"expected {names} in answer to {request.__class__.__name__}, "
                f"got {response.__class__.__name__}"
            )
        if isinstance(response, p.TableView):
            self.last_view = response
        self.checker.observe(request, response)
        return response

    def _view_or_refusal(self, request: BaseModel) -> p.TableView | p.Refusal:
        response = self._send(request, p.TableView, p.Refusal)
        assert isinstance(response, p.TableView | p.Refusal)
        self.last_refusal = response if isinstance(response, p.Refusal) else None
        return response

    # -- requests -------------------------------------------------------------------------

    def hello(self) -> p.HelloReply:
        reply = self._send(p.Hello(), p.HelloReply)
        assert isinstance(reply, p.HelloReply)
        return reply

    def setup(self, setup: p.HandSetup) -> p.TableView | p.Refusal:
        return self._view_or_refusal(setup)

    def next_hand(self, request: p.NextHand) -> p.TableView | p.Refusal:
        return self._view_or_refusal(request)

    def act(
        self,
        seat: int,
        kind: p.ActionKind | str,
        amount: int | None = None,
        cards: list[str] | None = None,
    ) -> p.TableView | p.Refusal:
        action = p.PlayerAction(seat=seat, kind=p.ActionKind(kind), amount=amount, cards=cards)
        return self._view_or_refusal(action)

    def inject(
        self,
        kind: p.IrregularityKind | str,
        seat: int | None = None,
        count: int | None = None,
        card: str | None = None,
        detail: str = "",
    ) -> p.TableView | p.Refusal:
        irregularity = p.Irregularity(
            kind=p.IrregularityKind(kind), seat=seat, count=count, card=card, detail=detail
        )
        return self._view_or_refusal(irregularity)

    def floor_ruling(self, ruling: str, seat: int | None = None) -> p.TableView | p.Refusal:
        return self._view_or_refusal(p.FloorRuling(ruling=ruling, seat=seat))

    def view(self) -> p.TableView:
        response = self._send(p.ViewRequest(), p.TableView)
        assert isinstance(response, p.TableView)
        return response

    def result(self) -> p.HandResult | p.Refusal:
        response = self._send(p.ResultRequest(), p.HandResult, p.Refusal)
        assert isinstance(response, p.HandResult | p.Refusal)
        return response

    def close(self) -> None:
        self.driver.close()
