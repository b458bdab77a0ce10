"""The table a scenario is building, before and after the hand starts."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pokercert import protocol as p
from pokercert.catalogue import Profile
from pokercert.spec_loader import load_profile


class ScenarioError(AssertionError):
    """The implementation did not behave as the scenario says (expected vs actual)."""


@dataclass
class TablePlan:
    """What the Background and Given steps have said about the table so far."""

    profile: Profile | None = None
    stakes: dict[str, int] = field(default_factory=dict)
    seats: list[p.SeatSetup] = field(default_factory=list)
    dealer_seat: int | None = None
    deck: list[str] | None = None
    seed: int | None = None
    parameter_overrides: dict[str, Any] = field(default_factory=dict)

    def use_profile(self, profile_id: str) -> None:
        self.profile = load_profile(profile_id)

    def setup(self) -> p.HandSetup:
        if self.profile is None:
            raise ScenarioError("the scenario never named its rule profile")
        if not self.seats:
            raise ScenarioError("the scenario never seated any players")
        parameters = self.profile.parameters.model_dump(mode="json")
        parameters.update(self.parameter_overrides)
        dealer = self.dealer_seat if self.dealer_seat is not None else self.seats[-1].seat
        deck, seed = self.deck, self.seed
        if deck is None and seed is None:
            seed = 0
        return p.HandSetup(
            game=self.profile.game,
            profile=self.profile.id,
            parameters=parameters,
            stakes=p.Stakes(**self.stakes),
            seats=self.seats,
            dealer_seat=dealer,
            deck=deck,
            seed=seed if deck is None else None,
        )


def expect(condition: bool, what: str, expected: object, actual: object) -> None:
    """Fail with a regulator-readable expected-versus-actual message."""
    if not condition:
        raise ScenarioError(f"{what}\n  expected: {expected}\n  actual:   {actual}")


def seat_view(view: p.TableView, seat: int) -> p.SeatView:
    for s in view.seats:
        if s.seat == seat:
            return s
    raise ScenarioError(f"seat {seat} is not at the table (seats: {[s.seat for s in view.seats]})")


def legal(view: p.TableView, kind: str) -> p.LegalAction | None:
    for action in view.legal_actions:
        if action.kind.value == kind:
            return action
    return None


def describe_legal(view: p.TableView) -> str:
    parts = []
    for a in view.legal_actions:
        if a.amounts:
            parts.append(f"{a.kind.value} {'/'.join(map(str, a.amounts))}")
        elif a.min_amount is not None and a.min_amount == a.max_amount:
            parts.append(f"{a.kind.value} {a.min_amount}")
        elif a.min_amount is not None:
            parts.append(f"{a.kind.value} {a.min_amount}-{a.max_amount}")
        else:
            parts.append(a.kind.value)
    return ", ".join(parts) or "none"
