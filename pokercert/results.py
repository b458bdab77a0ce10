"""The machine-readable results of a certification run (``results.json``).

The report is rendered from this file alone, so it carries everything the
PDF shows.  It holds no wall-clock timings: the same inputs and seed give a
byte-identical file.  Its JSON Schema is published as
``spec/schema/results.schema.json``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from pokercert.soak.evidence import SoakEvidence
from pokercert.stats.evidence import ShuffleEvidence

RESULTS_FORMAT: Final = "pokercert-results/1"


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Verdict(StrEnum):
    CERTIFIED = "CERTIFIED"
    CERTIFIED_LIMITED = "CERTIFIED, LIMITED SCOPE"  # some clauses not supported by declaration
    NOT_CERTIFIED = "NOT CERTIFIED"
    DEVELOPMENT_RUN = "DEVELOPMENT RUN — NOT A CERTIFICATE"
    REVIEW_PENDING = "TESTS PASSED — REVIEW PENDING"
    PARTIAL_RUN = "PARTIAL RUN — NO VERDICT"


class ScenarioStatus(StrEnum):
    PASSED = "passed"
    FAILED = "failed"  # an assertion about the implementation did not hold
    ERROR = "error"  # crash, hang, invalid message, broken step
    UNDEFINED = "undefined"  # a step has no definition
    UNSUPPORTED = "unsupported"  # the implementation declares it does not play this game/profile
    NOT_SUPPORTED = "not-supported"  # needs a capability the implementation did not declare
    SKIPPED = "skipped"  # not selected (tags); never counted as proof


class ClauseStatus(StrEnum):
    PASSED = "passed"
    FAILED = "failed"
    UNCOVERED = "uncovered"  # verified by test, but no scenario ran for it
    UNSUPPORTED = "unsupported"
    NOT_SUPPORTED = "not-supported"  # not supported by the implementation (capabilities)
    INSPECTION = "inspection"  # left to a human reviewer
    ANALYSIS = "analysis"  # proved by analysis evidence, see `evaluator`
    NOT_APPLICABLE = "not-applicable"  # not in the certified profiles
    NOT_SELECTED = "not-selected"  # a partial run left it out: no finding either way


class ManifestSource(StrEnum):
    ARTIFACTS = "artifacts"  # the files given with --artifact
    COMMAND = "command"  # every file the command line names
    MODULE = "module"  # the package of an in-process implementation
    NONE = "none"


class Implementation(Model):
    """Who was certified: what it declares about itself and what the harness measured."""

    name: str = Field(description="Declared by the implementation in its hello (not verified)")
    version: str = Field(description="Declared by the implementation in its hello (not verified)")
    adapter: str = Field(description="reference, module:FACTORY or the command that was run")
    fingerprint: str = Field(description="Measured: SHA-256 over the manifest and command")
    manifest: dict[str, str] = Field(
        default_factory=dict, description="Measured: file -> SHA-256 of the build under test"
    )
    manifest_source: ManifestSource = ManifestSource.NONE
    command: list[str] | None = None
    capabilities: dict[str, Any] | None = Field(
        None, description="Declared: the capabilities of its hello"
    )
    protocol_version: str | None = Field(
        None, description="Declared: the protocol version of its hello (same major as the harness)"
    )


class Scope(Model):
    """What a verdict covers: the games and profiles, less what the implementation lacks."""

    limited: bool
    statement: str
    games: list[str]
    profiles: list[str]
    without: list[str] = Field(default_factory=list, description="Capabilities not declared")
    not_supported_clauses: list[str] = Field(default_factory=list)


class Harness(Model):
    version: str
    spec_sha256: str
    features_sha256: str
    steps_sha256: str = Field(
        description="Step definitions, environment.py, and the harness code they judge with"
    )
    tool_versions: dict[str, str]


class SourceInfo(Model):
    id: str
    file: str
    sha256: str
    title: str
    language: str


class ProfileInfo(Model):
    id: str
    title: str
    game: str
    parameters: dict[str, Any]


class StepResult(Model):
    keyword: str
    text: str
    line: int
    status: str
    error: str | None = None
    table: list[list[str]] | None = Field(
        None, description="The step's data table, heading row first, as written in the feature"
    )


class ScenarioResult(Model):
    id: str = Field(description="feature file:line, unique in the run")
    feature: str
    line: int
    name: str
    profile: str | None
    clauses: list[str]
    status: ScenarioStatus
    missing_capability: str | None = Field(
        None, description="For not-supported: the capability the implementation did not declare"
    )
    steps: list[StepResult] = Field(default_factory=list)
    error: str | None = None
    expected: str | None = None
    actual: str | None = None
    transcript: str | None = Field(None, description="Path of the transcript, relative to results")
    transcript_sha256: str | None = None
    transcript_excerpt: list[str] = Field(default_factory=list)


class ClauseResult(Model):
    id: str
    source: str
    method: Literal["test", "inspection", "analysis", "inspection+test"]
    status: ClauseStatus
    scenarios: list[str] = Field(default_factory=list)
    reason: str | None = None
    reviewer_check: str | None = None
    original: str
    english: str
    profiles: list[str]
    proof: Proof | None = Field(
        None, description="How the clause was proven; None when it was not (failed, uncovered)"
    )
    readings: list[ReadingNote] = Field(
        default_factory=list,
        description="Readings of ambiguous or silent text the proof rests on, per profile",
    )
    note: str | None = Field(None, description="The catalogue's note on the text or its rendering")


class Proof(StrEnum):
    """How a clause was proven, so "passed" never hides a reading or a missing test."""

    TEST = "test"
    TEST_UNDER_READING = "test-under-reading"  # passed, but only as a profile reads the text
    INSPECTION = "inspection"
    INSPECTION_AND_TEST = "inspection+test"
    ANALYSIS = "analysis"


class ReadingNote(Model):
    """One profile's reading of a conflict-register entry that bears on a clause."""

    conflict: str
    profile: str
    reading: str
    text: str = Field(description="What the reading says")
    why: str = Field(description="Why the profile takes it (the register's resolution)")


class ProfileVerdict(Model):
    profile: str
    verdict: Verdict
    reasons: list[str] = Field(default_factory=list)


class ReviewDecision(Model):
    """A reviewer's decision on one inspection item (a clause verified by inspection)."""

    clause: str
    outcome: Literal["pass", "fail"]
    reviewer: str
    date: str = Field(description="ISO date and time (SOURCE_DATE_EPOCH when set)")
    remark: str | None = None
    revision: int = Field(description="The revision of the results that recorded it")


class Revision(Model):
    number: int
    date: str
    author: str
    summary: str


class Selection(Model):
    """What a partial run selected; a partial run never issues a verdict."""

    tags: str | None = None
    clauses: list[str] = Field(default_factory=list)
    features: list[str] = Field(default_factory=list)
    rerun_of: str | None = Field(None, description="report ID whose failures were re-run")
    scenarios: list[str] = Field(default_factory=list, description="scenario IDs re-run")


class LabFrame(Model):
    """Who certifies what for whom: the cover of the regulator's report."""

    lab: str | None = None
    client: str | None = None
    jurisdiction: str | None = None
    regulation: str | None = None
    certificate: str | None = Field(None, description="the lab's own reference")
    notes: str | None = None


class ConflictInfo(Model):
    id: str
    title: str
    kind: str
    clauses: list[str]
    description: str
    readings: list[dict[str, str]]
    resolutions: list[dict[str, str]]


class EvaluatorCheck(Model):
    name: str
    expected: Any
    actual: Any
    passed: bool


class Seal(Model):
    """What makes the results checkable (``pokercert verify``): suite state, limits, signature."""

    suite_released: bool = Field(
        description="The spec, features and steps hash to the released suite of this version"
    )
    development_reasons: list[str] = Field(
        default_factory=list, description="Why this is a development run, if it is one"
    )
    budget: dict[str, float | int] = Field(default_factory=dict)
    algorithm: Literal["hmac-sha256", "ed25519"] | None = None
    key_id: str | None = Field(None, description="Identifies the key, never reveals it")
    signature: str | None = Field(
        None, description="Over the canonical results with this field empty (hex)"
    )


class Results(Model):
    format: Literal["pokercert-results/1"] = RESULTS_FORMAT
    report_id: str
    revision: int = 1
    date: str = Field(description="ISO date of the run (SOURCE_DATE_EPOCH when set)")
    verdict: Verdict
    verdict_text: str = Field(description="The verdict with its scope, as the report prints it")
    verdict_reasons: list[str]
    scope: Scope
    implementation: Implementation
    harness: Harness
    profiles: list[ProfileInfo]
    seed: int
    tags: str | None = None
    sources: list[SourceInfo]
    scenarios: list[ScenarioResult]
    clauses: list[ClauseResult]
    conflicts: list[ConflictInfo]
    evaluator: list[EvaluatorCheck] | None = None
    environment: dict[str, str] = Field(default_factory=dict)
    development: bool = Field(
        False,
        description="An in-process implementation or a modified suite: never a certificate",
    )
    seal: Seal | None = None
    profile_verdicts: list[ProfileVerdict] = Field(default_factory=list)
    tests_verdict: Verdict | None = Field(
        None, description="The verdict of the automated evidence alone, before any review"
    )
    review: list[ReviewDecision] = Field(default_factory=list)
    revisions: list[Revision] = Field(default_factory=list)
    partial: Selection | None = Field(None, description="Set for a subset run: no verdict")
    lab: LabFrame | None = None
    # Evidence at volume, added by `pokercert soak --results` and `pokercert shuffle-test
    # --results` (one entry per run); analysis evidence shown in the report, no verdict input.
    soak: list[SoakEvidence] | None = Field(
        None, description="Differential random play against the reference engine"
    )
    statistics: list[ShuffleEvidence] | None = Field(
        None, description="Statistical tests of the implementation's shuffle"
    )


ClauseResult.model_rebuild()  # Proof and ReadingNote are defined after it
Results.model_rebuild()
