"""The shuffle-statistics evidence as it is written to results.json and read by the report.

Plain data only (no numpy types), so the file stays JSON and reproducible.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class StatisticalTest(_Model):
    """One test of the battery, with what it measured and on how much data."""

    name: Literal["card-by-position", "serial-pairs", "batch-uniformity"]
    description: str
    statistic: float | None = Field(description="chi-square or Kolmogorov-Smirnov statistic")
    dof: int | None = Field(None, description="degrees of freedom (chi-square tests)")
    p_value: float | None
    sample_size: int = Field(description="observations the test counted")
    applicable: bool = Field(True, description="False when the sample is too small to run it")
    passed: bool | None = Field(description="p-value at or above the significance level")
    note: str = ""


class ShuffleEvidence(_Model):
    """The statistics of one implementation's shuffled decks."""

    implementation: str
    source: str = Field(description="how the decks were obtained (e.g. seeded deals)")
    game: str | None = None
    profile: str | None = None
    seed: int
    decks: int
    positions: int = Field(description="cards observed per deck, in deal order")
    significance: float = Field(description="each test fails below this p-value")
    tests: list[StatisticalTest]
    passed: bool = Field(description="every applicable test passed")
    fingerprint: str | None = Field(
        None,
        description="Measured: the fingerprint of the build this ran on, as certify measures "
        "it (null: not one implementation's build); a results.json takes only its own build's",
    )
    counts: list[list[int]] = Field(
        description="card-by-position counts: one row per position, 52 columns (2c 2d .. As)"
    )
