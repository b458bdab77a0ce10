"""The clause catalogue: source documents, clauses, rule profiles and the conflict register.

The files under ``spec/`` are the regulation texts as data.  They are
validated against the JSON Schemas in ``spec/schema/`` (generated from the
models below) before pydantic loads them, so a malformed file is reported
with its name and the path of the bad field, and nothing loads half-way.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from pokercert.engine.params import GameRules

ClauseId = Annotated[str, Field(pattern=r"^(ES|CR|TD|DE|ON)-[0-9A-Za-z.\-]+$")]
ProfileId = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$")]

PROFILE_IDS: tuple[str, ...] = (
    "cardroom-stud",  # 000, cash game
    "cardroom-stud-tournament",  # 000 with its tournament variations
    "german-stud",  # 002
    "online-stud",  # 003
    "es-stud-split-limit",  # 004 Art. 113-114, split limit
    "es-stud-limited-pot",  # 004 Art. 113-114, "bote limitado"
    "es-draw-openers",  # 004 Art. 111-112
    "triple-draw-27",  # 001
)


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ClauseKind(StrEnum):
    OBLIGATION = "obligation"
    PERMISSION = "permission"
    PROHIBITION = "prohibition"
    DEFINITION = "definition"
    EXAMPLE = "example"
    RECOMMENDATION = "recommendation"
    DESCRIPTION = "description"  # states how the game runs, without a must/may


class Method(StrEnum):
    TEST = "test"  # proved by automated scenarios
    INSPECTION = "inspection"  # a human reviewer checks it (UI, procedure, documentation)
    ANALYSIS = "analysis"  # proved by analysis evidence (e.g. exhaustive evaluator check)
    # a human reviewer checks it, and scenarios test the part the protocol shows: a failing
    # scenario fails the clause, passing ones leave it to the reviewer
    INSPECTION_AND_TEST = "inspection+test"


class Verification(Strict):
    method: Method
    reason: str | None = Field(
        None, description="Why no automated scenario can prove it (required unless test)."
    )
    reviewer_check: str | None = Field(
        None, description="What a human reviewer must check (required unless test)."
    )


class Clause(Strict):
    id: ClauseId
    original: str = Field(min_length=1, description="Verbatim text of the source.")
    english: str = Field(min_length=1, description="Our English rendering.")
    kind: ClauseKind
    games: list[Literal["seven-card-stud", "2-7-triple-draw", "five-card-draw"]] = Field(
        min_length=1
    )
    profiles: list[ProfileId] = Field(min_length=1)
    verification: Verification
    parameters: list[str] = Field(
        default_factory=list, description="Rule parameters (engine.params) this clause sets."
    )
    topic: str = Field(description="Short topic, e.g. bring-in, open-pair, showdown.")
    note: str | None = None


class NonNormative(Strict):
    text: str = Field(min_length=1, description="Verbatim text of the source.")
    reason: str


class Source(Strict):
    id: Literal["000", "001", "002", "003", "004"]
    file: str = Field(pattern=r"^00[0-4]_[0-9a-f]{16}\.txt$")
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    title: str = Field(description="Title in the original language.")
    language: Literal["es", "de", "en"]
    translated_from: Literal["es", "de"] | None = None
    document_kind: str
    games: list[Literal["seven-card-stud", "2-7-triple-draw", "five-card-draw"]]
    id_prefix: Literal["ES", "CR", "TD", "DE", "ON"]
    description: str
    clauses: list[Clause]
    non_normative: list[NonNormative]


class Profile(Strict):
    id: ProfileId
    title: str
    game: Literal["seven-card-stud", "2-7-triple-draw", "five-card-draw"]
    sources: list[str] = Field(min_length=1, description="Seed file names the profile draws on.")
    mode: Literal["cash", "tournament", "any"]
    description: str
    parameters: GameRules


class Reading(Strict):
    id: str = Field(pattern=r"^[A-Z]$")
    text: str


class Resolution(Strict):
    profile: ProfileId
    reading: str = Field(pattern=r"^[A-Z]$")
    why: str


class Conflict(Strict):
    id: str = Field(pattern=r"^CF-[0-9]{3}$")
    title: str
    kind: Literal["disagreement", "ambiguity", "gap", "garbled"]
    clauses: list[ClauseId] = Field(min_length=1)
    description: str
    readings: list[Reading] = Field(min_length=1)
    resolutions: list[Resolution]
    parameters: list[str] = Field(default_factory=list)
