"""The soak's figures as written to soak.json and to results.json (``soak`` section).

No timings: the same implementation, profile, hands and seed give the same
bytes, whatever the number of workers.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SoakDivergence(_Model):
    hand: int = Field(description="index of the hand in the soak (0-based)")
    step: int = Field(description="0: the setup; k: the k-th decision; -1: the hand result")
    phase: str
    field: str = Field(description="the contract field that differed first")
    differences: list[str]
    request: dict[str, Any]


class MinimalHand(_Model):
    """The first divergence, shrunk, and the files written for it (relative to soak.json)."""

    hand: int
    players: int
    decisions: int
    field: str
    phase: str
    clauses: list[str]
    differences: list[str]
    shrink_attempts: int
    files: dict[str, str] = Field(description="transcript, reference transcript, phh, feature")
    notes: list[str] = Field(default_factory=list)


class SoakEvidence(_Model):
    format: str = "pokercert-soak/1"
    implementation: str
    profile: str
    game: str
    seed: int
    hands: int = Field(
        description="random tables played, each from its own plan (a table that plays on "
        "counts once, whatever the number of hands dealt at it)"
    )
    actions: int
    truncated_hands: int = Field(description="hands cut after the decision limit")
    unstacked_reshuffles: int = Field(
        0,
        description="hands stopped where the stub was rebuilt: the implementation does not "
        "declare stacked_reshuffle, so the cards dealt after it differ by chance",
    )
    irregularity_rate: float
    irregularities: list[str] = Field(description="kinds injected (declared by the implementation)")
    divergences: int = Field(description="hands in which the implementation diverged")
    reference_failures: int = Field(
        0, description="hands stopped because the reference engine itself broke an invariant"
    )
    reference_failure_examples: list[str] = Field(default_factory=list)
    first_divergences: list[SoakDivergence] = Field(
        description="the first few diverging hands, in hand order"
    )
    minimal: MinimalHand | None = None
    not_reproduced: bool = Field(
        False,
        description="the first diverging hand did not diverge when played again on a fresh "
        "program (no minimal hand); the divergence still counts",
    )
    passed: bool = Field(description="no divergence in any hand")
    fingerprint: str | None = Field(
        None,
        description="Measured: the fingerprint of the build this ran on, as certify measures "
        "it (null: not one implementation's build); a results.json takes only its own build's",
    )
