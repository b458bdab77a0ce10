"""Sealing results so that nobody can forge or quietly edit a certificate.

Three things make a ``results.json`` checkable after the fact:

* the suite it ran (spec, features, steps) is compared with the released
  suite of this pokercert version, whose hashes ship in
  ``pokercert/suite_manifest.json`` (``python -m pokercert.seal --update``
  writes it; a test checks it is current);
* every transcript's SHA-256 is in the results, and the transcript files
  must still hash to it;
* with a lab key the canonical results are signed: HMAC-SHA256 with a shared
  secret, or Ed25519 with a PEM private key (verified with the public key;
  needs the ``cryptography`` package).

:func:`verify` recomputes every clause status and the verdict from the
scenario statuses with the harness's own rules, and lists whatever does not
match.  Files are written atomically (temporary file and rename), and a run
in progress leaves an ``IN-PROGRESS`` marker instead of stale results.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from pokercert import verdict as _verdict
from pokercert.atomic import atomic_write
from pokercert.budget import TRANSCRIPT_FILE_BYTES
from pokercert.evidence_files import inside, read_regular
from pokercert.results import ClauseResult, ProfileVerdict, Results, Verdict

MANIFEST = Path(__file__).resolve().parent / "suite_manifest.json"
KEY_VARIABLE = "POKERCERT_KEY"
MARKER = "IN-PROGRESS"
MARKER_TEXT = "in progress — NOT CERTIFIED: this run has not finished; nothing here is evidence.\n"
STALE_OUTPUTS = ("results.json", "report.pdf", "report.html", "junit.xml")
RUN_ERROR_PREFIX = "run error: "

# Taken when the harness starts, before any in-process implementation is imported,
# so that replacing the module's functions later does not change the recomputation.
_ASSESS = _verdict.assess_clauses
_DECIDE = _verdict.decide
_AS_DEVELOPMENT = _verdict.as_development_run
_SCOPE = _verdict.scope
_PARTIAL = _verdict.partial_clauses
_PROFILES = _verdict.profile_verdicts
_OVERALL = _verdict.overall_verdict
_EVIDENCE = _verdict.evidence_failures
_FRAMED = _verdict.framed_verdict_line


class KeyError_(ValueError):
    """A key that cannot be read or used."""


# --------------------------------------------------------------------------- files


def begin_run(out_dir: Path) -> None:
    """Remove the previous run's verdict files and say that a run is in progress."""
    for name in STALE_OUTPUTS:
        with contextlib.suppress(FileNotFoundError):
            (out_dir / name).unlink()
    atomic_write(out_dir / MARKER, MARKER_TEXT)


def end_run(out_dir: Path) -> None:
    with contextlib.suppress(FileNotFoundError):
        (out_dir / MARKER).unlink()


# --------------------------------------------------------------------------- the suite


def suite_digests(spec: str, features: str, steps: str) -> dict[str, str]:
    return {"spec_sha256": spec, "features_sha256": features, "steps_sha256": steps}


def released_suite() -> dict[str, str]:
    """The hashes of the suite released with this version (empty when none was recorded)."""
    try:
        data = json.loads(MANIFEST.read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: str(v) for k, v in data.items() if k.endswith("_sha256")}


def suite_differences(current: dict[str, str]) -> list[str]:
    """Which parts of the suite differ from the released one (empty: it is the released suite)."""
    released = released_suite()
    if not released:
        return ["no released suite manifest ships with this pokercert"]
    return [
        f"{name.removesuffix('_sha256')} differs from the released suite"
        for name in sorted(released)
        if current.get(name) != released[name]
    ]


# --------------------------------------------------------------------------- keys


def load_key(key_file: Path | None) -> bytes | None:
    """The lab key: the file's bytes, else ``$POKERCERT_KEY``; None when neither is given."""
    if key_file is not None:
        try:
            raw = key_file.read_bytes()
        except OSError as exc:
            raise KeyError_(f"{key_file}: cannot read the key: {exc.strerror or exc}") from exc
    else:
        text = os.environ.get(KEY_VARIABLE)
        if text is None:
            return None
        raw = text.encode("utf-8")
    key = raw.strip()
    if not key:
        raise KeyError_("the key is empty")
    return key


def hide_key_from_children() -> None:
    """Programs under test inherit the environment: the key must not be in it."""
    os.environ.pop(KEY_VARIABLE, None)


def _is_pem(key: bytes) -> bool:
    return key.startswith(b"-----BEGIN")


def key_id(key: bytes) -> str:
    if _is_pem(key):
        public = _ed25519_public(key)
        return "ed25519:" + hashlib.sha256(public).hexdigest()[:16]
    return "hmac:" + hashlib.sha256(b"pokercert key id\0" + key).hexdigest()[:16]


def _ed25519_public(key: bytes) -> bytes:
    try:
        from cryptography.hazmat.primitives import serialization
        from cryptography.hazmat.primitives.asymmetric.ed25519 import (
            Ed25519PrivateKey,
            Ed25519PublicKey,
        )
    except ImportError as exc:
        raise KeyError_("an Ed25519 key needs the 'cryptography' package") from exc
    loaded: Any
    try:
        loaded = serialization.load_pem_private_key(key, password=None)
    except (ValueError, TypeError):
        try:
            loaded = serialization.load_pem_public_key(key)
        except ValueError as exc:
            raise KeyError_(f"not a usable PEM key: {exc}") from exc
    if isinstance(loaded, Ed25519PrivateKey):
        loaded = loaded.public_key()
    if not isinstance(loaded, Ed25519PublicKey):
        raise KeyError_("a PEM key must be an Ed25519 key")
    return loaded.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


# --------------------------------------------------------------------------- signature


def canonical_bytes(results: Results) -> bytes:
    """The bytes that are signed: the results with the signature fields empty, canonical JSON."""
    data = results.model_dump(mode="json")
    if isinstance(data.get("seal"), dict):
        data["seal"]["signature"] = None
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def sign(results: Results, key: bytes) -> Results:
    """The results with ``seal.algorithm``, ``seal.key_id`` and ``seal.signature`` set."""
    if results.seal is None:
        raise ValueError("the results have no seal section to sign")
    algorithm = "ed25519" if _is_pem(key) else "hmac-sha256"
    seal = results.seal.model_copy(
        update={"algorithm": algorithm, "key_id": key_id(key), "signature": None}
    )
    unsigned = results.model_copy(update={"seal": seal})
    message = canonical_bytes(unsigned)
    if algorithm == "hmac-sha256":
        signature = hmac.new(key, message, hashlib.sha256).hexdigest()
    else:
        from cryptography.hazmat.primitives import serialization
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

        private = serialization.load_pem_private_key(key, password=None)
        if not isinstance(private, Ed25519PrivateKey):
            raise KeyError_("signing with Ed25519 needs the private key")
        signature = private.sign(message).hex()
    return unsigned.model_copy(update={"seal": seal.model_copy(update={"signature": signature})})


def signature_problems(results: Results, key: bytes) -> list[str]:
    seal = results.seal
    if seal is None or not seal.signature:
        return ["the results are not signed, but a key was given"]
    message = canonical_bytes(results)
    if seal.algorithm == "hmac-sha256":
        if _is_pem(key):
            return ["the results carry an HMAC signature but the key given is a PEM key"]
        expected = hmac.new(key, message, hashlib.sha256).hexdigest()
        if not hmac.compare_digest(expected, seal.signature):
            return ["the signature does not match (the results were changed, or another key)"]
        return []
    if seal.algorithm == "ed25519":
        from cryptography.exceptions import InvalidSignature
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

        public = Ed25519PublicKey.from_public_bytes(_ed25519_public(key))
        try:
            public.verify(bytes.fromhex(seal.signature), message)
        except (InvalidSignature, ValueError):
            return [
                "the Ed25519 signature does not match (the results were changed, or another key)"
            ]
        return []
    return [f"unknown signature algorithm {seal.algorithm!r}"]


# --------------------------------------------------------------------------- recomputing


def run_errors_of(results: Results) -> list[str]:
    return [
        r.removeprefix(RUN_ERROR_PREFIX)
        for r in results.verdict_reasons
        if r.startswith(RUN_ERROR_PREFIX)
    ]


def development_of(results: Results) -> list[str]:
    development = list(results.seal.development_reasons) if results.seal else []
    if results.development and not development:
        development = ["marked as a development run"]
    return development


def recompute(
    results: Results, catalogue: Any
) -> tuple[list[ClauseResult], Verdict, Verdict, list[ProfileVerdict]]:
    """Clause statuses, the automated verdict, the verdict and the per-profile verdicts,
    recomputed from the recorded scenario statuses, review decisions and run errors."""
    profiles = [profile.id for profile in results.profiles]
    evaluator = results.evaluator
    analysis = None if evaluator is None else (bool(evaluator) and all(c.passed for c in evaluator))
    partial = results.partial is not None
    clauses = _ASSESS(
        catalogue.clauses.values(),
        {cid: catalogue.source_file(cid) for cid in catalogue.clauses},
        profiles,
        results.scenarios,
        analysis,
    )
    if partial:
        clauses = _PARTIAL(clauses)
    errors = run_errors_of(results)
    tests, reasons = _DECIDE(clauses, results.scenarios, errors)
    per_profile = _PROFILES(clauses, results.scenarios, profiles, errors, results.review, partial)
    overall, _ = _OVERALL(tests, reasons, per_profile, partial, _EVIDENCE(results))
    verdict, _ = _AS_DEVELOPMENT(overall, [], development_of(results))
    return clauses, tests, verdict, per_profile


def verdict_problems(results: Results, catalogue: Any) -> list[str]:
    clauses, tests, verdict, per_profile = recompute(results, catalogue)
    problems = []
    recorded = {c.id: c for c in results.clauses}
    if len(recorded) != len(results.clauses):
        problems.append("a clause is recorded more than once")
    for clause in clauses:
        mine = recorded.pop(clause.id, None)
        if mine is None:
            problems.append(f"clause {clause.id} is missing from the results")
        elif mine.status != clause.status:
            problems.append(
                f"clause {clause.id}: recorded {mine.status.value}, "
                f"recomputed {clause.status.value}"
            )
    problems.extend(f"clause {cid} is not in the catalogue" for cid in sorted(recorded))
    if results.tests_verdict is not None and results.tests_verdict != tests:
        problems.append(
            f"automated verdict: recorded {results.tests_verdict.value}, recomputed {tests.value}"
        )
    if verdict != results.verdict:
        problems.append(f"verdict: recorded {results.verdict.value}, recomputed {verdict.value}")
    mine_by_profile = {p.profile: p.verdict for p in results.profile_verdicts}
    for expected in per_profile:
        got = mine_by_profile.get(expected.profile)
        if results.profile_verdicts and got != expected.verdict:
            shown = got.value if got else "nothing"
            problems.append(
                f"profile {expected.profile}: recorded {shown}, recomputed {expected.verdict.value}"
            )
    covered = _SCOPE(
        clauses,
        results.scenarios,
        [profile.id for profile in results.profiles],
        {profile.id: profile.game for profile in results.profiles},
    )
    if covered != results.scope:
        problems.append(
            f"scope: recorded {results.scope.statement!r}, recomputed {covered.statement!r}"
        )
    line = _FRAMED(verdict, tests, covered)
    if results.verdict_text != line:
        problems.append(f"verdict text: recorded {results.verdict_text!r}, recomputed {line!r}")
    return problems


def isolation_problems(results: Results) -> list[str]:
    """A verdict that is not a development run needs an out-of-process or reference build."""
    adapter = results.implementation.adapter
    in_process = adapter != "reference" and not adapter.startswith("cmd:")
    if in_process and not results.development:
        return [f"implementation {adapter!r} ran in-process but the run is not marked development"]
    if results.verdict == Verdict.CERTIFIED and results.development:
        return ["a development run is marked CERTIFIED"]
    return []


def transcript_problems(results: Results, directory: Path) -> list[str]:
    problems = []
    for scenario in results.scenarios:
        if scenario.transcript is None:
            continue
        path = inside(directory, scenario.transcript)
        if path is None:
            problems.append(
                f"{scenario.id}: transcript path {scenario.transcript!r} leaves {directory}"
            )
            continue
        try:
            digest = hashlib.sha256(read_regular(path, TRANSCRIPT_FILE_BYTES)).hexdigest()
        except OSError as exc:
            problems.append(f"{scenario.id}: transcript {path}: {exc.strerror or exc}")
            continue
        if digest != scenario.transcript_sha256:
            problems.append(f"{scenario.id}: transcript {path} does not match its SHA-256")
    return problems


def scenario_set_problems(results: Results) -> list[str]:
    """Every scenario of the installed suite is in the results once, and nothing else is.

    Only meaningful when the results were made with this suite (the hashes
    match): then a scenario removed from or added to results.json is found.
    A scenario that ran has a transcript: one without is an edited result.
    """
    from pokercert.feature_index import scan

    expected = {ref.id for ref in scan().scenarios}
    recorded = [s.id for s in results.scenarios]
    missing = sorted(expected - set(recorded))
    problems = [f"scenario {sid} of the suite is missing" for sid in missing]
    problems += [f"scenario {sid} is not in the suite" for sid in sorted(set(recorded) - expected)]
    seen: set[str] = set()
    for sid in recorded:
        if sid in seen:
            problems.append(f"scenario {sid} is recorded twice")
        seen.add(sid)
    problems += [
        f"scenario {s.id} is {s.status.value} but has no transcript"
        for s in results.scenarios
        if s.status.value == "passed" and (s.transcript is None or s.transcript_sha256 is None)
    ]
    return problems


def suite_problems(results: Results, catalogue: Any) -> list[str]:
    """The suite recorded in the results against the released suite and the scenarios run."""
    harness = results.harness
    current = suite_digests(harness.spec_sha256, harness.features_sha256, harness.steps_sha256)
    differences = suite_differences(current)
    problems: list[str] = []
    if differences and not results.development:
        problems.extend(f"suite: {d}, but the run is not marked development" for d in differences)
    if harness.spec_sha256 != catalogue.sha256():
        problems.append(
            "suite: the results were made with another spec than this pokercert's; "
            "the clause statuses cannot be recomputed faithfully"
        )
    elif current == current_suite():
        problems.extend(scenario_set_problems(results))
    return problems


def verify(directory: Path, results: Results, catalogue: Any, key: bytes | None) -> list[str]:
    """Everything in ``directory``'s results that does not check out (empty: verified)."""
    problems = [
        *verdict_problems(results, catalogue),
        *isolation_problems(results),
        *transcript_problems(results, directory),
        *suite_problems(results, catalogue),
    ]
    if key is not None:
        problems.extend(signature_problems(results, key))
    return problems


# --------------------------------------------------------------------------- manifest


def current_suite() -> dict[str, str]:
    from pokercert.certification import harness_info
    from pokercert.spec_loader import load_catalogue

    harness = harness_info(load_catalogue())
    return suite_digests(harness.spec_sha256, harness.features_sha256, harness.steps_sha256)


def manifest_text(digests: dict[str, str]) -> str:
    from pokercert import __version__

    return json.dumps({"version": __version__, **digests}, indent=2, sort_keys=True) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m pokercert.seal [--update]``: check (or rewrite) the released suite manifest."""
    args = list(sys.argv[1:] if argv is None else argv)
    text = manifest_text(current_suite())
    if args == ["--update"]:
        atomic_write(MANIFEST, text)
        print(f"wrote {MANIFEST}")
        return 0
    if MANIFEST.is_file() and MANIFEST.read_text("utf-8") == text:
        print(f"{MANIFEST} is current")
        return 0
    print(f"{MANIFEST} is stale: run python -m pokercert.seal --update", file=sys.stderr)
    return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())


# --------------------------------------------------------------------------- issuing


def development_reasons(implementation: str, suite_diffs: Sequence[str], dev: bool) -> list[str]:
    """Why a run is a development run, decided from the command line before any import."""
    text = implementation.strip()
    reasons = []
    if text != "reference" and not text.startswith("cmd:"):
        reasons.append(
            f"{text} ran inside the harness process (MODULE:FACTORY); "
            "a certificate needs an out-of-process build (cmd:)"
        )
    if suite_diffs and dev:
        reasons.append("the suite is modified (--dev): " + "; ".join(suite_diffs))
    return reasons


def suite_run_errors(suite_diffs: Sequence[str], dev: bool) -> list[str]:
    """A modified suite without ``--dev`` cannot certify: the differences are run errors."""
    if not suite_diffs or dev:
        return []
    return [
        "the suite is not the released suite of this pokercert ("
        + "; ".join(suite_diffs)
        + "); use --dev for a development run"
    ]


def issue(
    results: Results,
    catalogue: Any,
    development: Sequence[str],
    suite_released: bool,
    budget: dict[str, float | int],
    key: bytes | None,
) -> Results:
    """The final results: development marking, seal section, self-check, signature."""
    from pokercert.results import Seal

    verdict, reasons = _AS_DEVELOPMENT(results.verdict, results.verdict_reasons, development)
    tests = results.tests_verdict or verdict
    results = results.model_copy(
        update={
            "verdict": verdict,
            "verdict_text": _FRAMED(verdict, tests, results.scope),
            "verdict_reasons": reasons,
            "development": bool(development),
            "seal": Seal(
                suite_released=suite_released,
                development_reasons=list(development),
                budget=dict(budget),
            ),
        }
    )
    problems = verdict_problems(results, catalogue) + isolation_problems(results)
    if problems:  # the verdict code was replaced or broken during the run: fail safe
        errors = [*run_errors_of(results), *(f"verdict self-check: {p}" for p in problems)]
        profiles = [profile.id for profile in results.profiles]
        partial = results.partial is not None
        tests, reasons = _DECIDE(results.clauses, results.scenarios, errors)
        per_profile = _PROFILES(
            results.clauses, results.scenarios, profiles, errors, results.review, partial
        )
        verdict, reasons = _OVERALL(tests, reasons, per_profile, partial, _EVIDENCE(results))
        results = results.model_copy(
            update={
                "tests_verdict": tests,
                "profile_verdicts": per_profile,
                "verdict": verdict,
                "verdict_text": _FRAMED(verdict, tests, results.scope),
                "verdict_reasons": reasons,
            }
        )
    return sign(results, key) if key is not None else results


def atomic_render(path: Path, render: Callable[[Path], None]) -> None:
    """Let ``render`` write a temporary file beside ``path``, then put it in place at once."""
    handle, temporary = tempfile.mkstemp(
        prefix=f".{path.name}.", suffix=path.suffix, dir=path.parent
    )
    os.close(handle)
    try:
        render(Path(temporary))
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
