"""Implementations with one injected rule bug each, for the soak tests.

Each wraps the reference engine's driver and bends one rule in its answers,
the way a studio's engine might get a single rule wrong.
"""

from __future__ import annotations

from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver

AGGRESSIVE = {p.ActionKind.BET, p.ActionKind.RAISE, p.ActionKind.COMPLETE}


class _Bent:
    name = "bent reference"

    def __init__(self) -> None:
        self.inner = ReferenceDriver()

    def exchange(self, request: BaseModel) -> BaseModel:
        answer = self.inner.exchange(request)
        if isinstance(answer, p.TableView):
            return self.bend(answer)
        return answer

    def bend(self, view: p.TableView) -> p.TableView:
        return view

    def close(self) -> None:
        self.inner.close()


class RaiseCapBug(_Bent):
    """Caps the betting one raise early: after two raises in a round nobody may raise."""

    def bend(self, view: p.TableView) -> p.TableView:
        if view.raises_this_round >= 2:
            legal = [a for a in view.legal_actions if a.kind not in AGGRESSIVE]
            return view.model_copy(update={"legal_actions": legal})
        return view


class LaterHandCapBug(RaiseCapBug):
    """The raise-cap bug, only once the table has played a hand: the first hand is right."""

    def bend(self, view: p.TableView) -> p.TableView:
        return super().bend(view) if view.hand_number >= 2 else view


class FourthHandCapBug(RaiseCapBug):
    """The raise-cap bug from the fourth hand at a table on: past every scenario's table."""

    def bend(self, view: p.TableView) -> p.TableView:
        return super().bend(view) if view.hand_number >= 4 else view


class SidePotBug(_Bent):
    """Forgets side pots: every chip is shown in one main pot that everyone is eligible for."""

    def bend(self, view: p.TableView) -> p.TableView:
        if len(view.pots) > 1:
            merged = p.PotView(
                amount=sum(pot.amount for pot in view.pots),
                eligible=sorted({s for pot in view.pots for s in pot.eligible}),
            )
            return view.model_copy(update={"pots": [merged]})
        return view


class UpcardOrderBug(_Bent):
    """Shows a stud player's upcards newest first once he has three of them."""

    def bend(self, view: p.TableView) -> p.TableView:
        seats = [
            s.model_copy(update={"upcards": list(reversed(s.upcards))})
            if len(s.upcards) >= 3
            else s
            for s in view.seats
        ]
        return view.model_copy(update={"seats": seats})


class CrashOnRaise(_Bent):
    """Raises an exception whenever a player raises: a crash, never a pass."""

    def exchange(self, request: BaseModel) -> BaseModel:
        if isinstance(request, p.PlayerAction) and request.kind is p.ActionKind.RAISE:
            raise RuntimeError("boom")
        return super().exchange(request)


class HangOnRaise(_Bent):
    """Never answers a raise (for a while): the timeout must catch it."""

    def exchange(self, request: BaseModel) -> BaseModel:
        if isinstance(request, p.PlayerAction) and request.kind is p.ActionKind.RAISE:
            import time

            time.sleep(3)
        return super().exchange(request)


class TripleDrawOnly(_Bent):
    """The reference engine, declaring only 2-7 triple draw in its hello."""

    def exchange(self, request: BaseModel) -> BaseModel:
        answer = super().exchange(request)
        if isinstance(answer, p.HelloReply):
            games = {"games": [p.Game.TRIPLE_DRAW_27]}
            return answer.model_copy(
                update={"capabilities": answer.capabilities.model_copy(update=games)}
            )
        return answer


def hello_of(driver: _Bent) -> p.HelloReply:
    """What the driver answers to the harness's hello."""
    answer = driver.exchange(p.Hello(protocol_version=p.PROTOCOL_VERSION))
    assert isinstance(answer, p.HelloReply)
    return answer
