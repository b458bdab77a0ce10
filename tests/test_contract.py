"""Protocol v1 is a closed contract: scenarios judge only what it defines.

* the published schemas hold no free string for a judged word;
* every enumerated word is described;
* steps never compare a free-text field;
* an implementation that words its free text differently is certified, one that
  declares fewer capabilities gets a named, limited scope, never a pass;
* the version is negotiated, and the build under test is identified by its files.
"""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from pokercert import protocol as p
from pokercert.adapters.registry import parse_implementation
from pokercert.certification import certify, report_id
from pokercert.protocol_words import DESCRIPTIONS
from pokercert.results import ClauseStatus, ScenarioStatus, Verdict
from pokercert.runner import RunOptions
from pokercert.spec_loader import load_catalogue

REPO = Path(__file__).resolve().parent.parent
WRAPPED = REPO / "tests" / "implementations" / "wrapped_reference.py"


def _strings_without_words(node: Any, path: str, found: list[str], defs: dict[str, Any]) -> None:
    """Every string-typed schema position that is neither enumerated, patterned nor free text."""
    if isinstance(node, dict):
        if node.get("type") == "string" and not (
            {"enum", "const", "oneOf", "pattern"} & node.keys() or node.get("x-free-text")
        ):
            found.append(path)
        for key, value in node.items():
            if key == "properties":
                for name, schema in value.items():
                    merged = dict(schema)
                    if schema.get("x-free-text"):
                        continue  # the whole field (maybe "string or null") is free text
                    _strings_without_words(merged, f"{path}.{name}", found, defs)
            elif key in ("$defs", "x-free-text"):
                continue
            else:
                _strings_without_words(value, f"{path}/{key}", found, defs)
    elif isinstance(node, list):
        for index, item in enumerate(node):
            _strings_without_words(item, f"{path}[{index}]", found, defs)


@pytest.mark.parametrize("name", ["driver-request.schema.json", "driver-response.schema.json"])
def test_no_free_string_field_for_a_judged_word(name: str) -> None:
    schema = p.schemas()[name]
    found: list[str] = []
    for def_name, definition in schema["$defs"].items():
        _strings_without_words(definition, def_name, found, schema["$defs"])
    # Only the harness's own inputs may be open strings (a seat name it chose, parameters).
    assert found == [], f"string fields that are neither enumerated nor free text: {found}"


def test_every_word_of_every_enum_is_described() -> None:
    for enum, words in DESCRIPTIONS.items():
        assert set(words) == {m.value for m in enum}, enum.__name__
        assert all(text.strip() for text in words.values()), enum.__name__
    schema = p.schemas()["driver-response.schema.json"]
    phase = schema["$defs"]["Phase"]
    assert "enum" not in phase and {c["const"] for c in phase["oneOf"]} == set(p.Phase)


FREE_TEXT = p.free_text_fields() - {"name", "version"}  # name: a seat name the harness chose


def _judged_event_amounts() -> set[str]:
    """The event kinds whose amount some scenario judges (outlines expanded)."""
    from behave.parser import parse_file

    kinds: set[str] = set()
    for path in sorted((REPO / "features").rglob("*.feature")):
        feature = parse_file(str(path))
        for scenario in feature.walk_scenarios():
            for step in scenario.steps:
                table = step.table
                if table is None or not {"event", "amount"} <= set(table.headings):
                    continue
                kinds |= {row["event"] for row in table if row["amount"].strip() not in ("", "-")}
    return kinds


def test_every_event_amount_a_scenario_judges_has_a_meaning_in_the_contract() -> None:
    """A studio reads what an event's amount counts from the contract, not from our engine."""
    judged = _judged_event_amounts()
    assert judged, "no scenario judges an event amount: the search is broken"
    described = DESCRIPTIONS[p.EventKind]
    vague = sorted(kind for kind in judged if "amount:" not in described[kind])
    assert not vague, f"event kinds whose judged amount the contract does not define: {vague}"


@pytest.mark.parametrize(
    "path",
    sorted([*(REPO / "steps").glob("*.py"), *(REPO / "pokercert" / "scenario").glob("*.py")]),
    ids=lambda path: path.name,
)
def test_steps_never_compare_free_text(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    offending = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for operand in [node.left, *node.comparators]:
                for inner in ast.walk(operand):
                    if isinstance(inner, ast.Attribute) and inner.attr in FREE_TEXT:
                        offending.append(f"{path.name}:{node.lineno} compares .{inner.attr}")
    assert not offending, offending


def test_a_different_major_version_is_a_clear_run_error(tmp_path: Path) -> None:
    program = tmp_path / "v2.py"
    program.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    print(json.dumps({'type': 'hello-reply', 'protocol_version': '2.0',\n"
        "                      'capabilities': {'games': ['seven-card-stud']}}), flush=True)\n"
    )
    options = RunOptions(
        implementation=f"cmd:{sys.executable} {program}",
        profiles=["cardroom-stud"],
        progress=None,
    )
    result = certify(load_catalogue(), options, tmp_path / "out", "skip").results
    assert result.verdict == Verdict.NOT_CERTIFIED
    assert any("protocol version mismatch" in r for r in result.verdict_reasons)


def _certify(tmp_path: Path, flags: str, profiles: list[str] | None = None) -> Any:
    options = RunOptions(
        implementation=f"cmd:{sys.executable} {WRAPPED} {flags}",
        profiles=profiles,
        progress=None,
    )
    return certify(load_catalogue(), options, tmp_path / "out", "quick").results


def test_other_words_for_free_text_still_certify(tmp_path: Path) -> None:
    """Every free-text field reworded, play unchanged: the whole suite still passes."""
    results = _certify(tmp_path, "--reword")
    # Every automated check passed; the inspection items await a reviewer (pokercert review).
    assert results.tests_verdict == Verdict.CERTIFIED, results.verdict_reasons[:5]
    assert results.verdict == Verdict.REVIEW_PENDING
    assert results.implementation.name.endswith("otras palabras»")


def test_undeclared_capabilities_limit_the_scope_and_are_never_passed(tmp_path: Path) -> None:
    results = _certify(tmp_path, "--no-irregularities", ["cardroom-stud"])
    assert results.tests_verdict == Verdict.CERTIFIED_LIMITED
    assert results.verdict == Verdict.REVIEW_PENDING  # inspection item CR-006 awaits review
    assert results.verdict_text.startswith(
        "TESTS PASSED — REVIEW PENDING, limited scope: seven-card stud"
    )
    assert "without dealer-error remedies" in results.verdict_text
    assert results.scope.limited and "dealer-error remedies" in results.scope.without
    not_supported = [s for s in results.scenarios if s.status == ScenarioStatus.NOT_SUPPORTED]
    assert not_supported and all(s.missing_capability for s in not_supported)
    clauses = {c.id: c for c in results.clauses}
    for scenario in not_supported:
        for clause in scenario.clauses:
            assert clauses[clause].status is not ClauseStatus.PASSED, clause
    assert set(results.scope.not_supported_clauses) == {
        c.id for c in results.clauses if c.status is ClauseStatus.NOT_SUPPORTED
    }
    saved = json.loads((tmp_path / "out" / "results.json").read_text())
    assert saved["tests_verdict"] == "CERTIFIED, LIMITED SCOPE"
    assert saved["verdict"] == "TESTS PASSED — REVIEW PENDING"
    assert saved["verdict_text"] == results.verdict_text
    (pending,) = results.profile_verdicts  # the profile's own verdict names the scope too
    assert pending.verdict == Verdict.REVIEW_PENDING
    assert pending.reasons[0].startswith("limited scope:")


def test_two_scripts_run_by_one_interpreter_have_different_identities(tmp_path: Path) -> None:
    identities = []
    for build in ("a", "b"):
        folder = tmp_path / build
        folder.mkdir()
        (folder / "engine.py").write_text(f"print('build {build}')\n")
        target = parse_implementation(f"cmd:{sys.executable} {folder / 'engine.py'}")
        identities.append(target.identity(None))
    first, second = identities
    assert first.manifest_source.value == "command"
    assert first.fingerprint != second.fingerprint
    assert report_id([first.fingerprint]) != report_id([second.fingerprint])


def test_artifacts_are_hashed_into_the_identity(tmp_path: Path) -> None:
    build = tmp_path / "build"
    (build / "lib").mkdir(parents=True)
    (build / "lib" / "rules.js").write_text("// v1\n")
    command = f"cmd:{sys.executable} -c pass"
    before = parse_implementation(command, artifacts=(build,)).identity(None)
    (build / "lib" / "rules.js").write_text("// v2\n")
    after = parse_implementation(command, artifacts=(build,)).identity(None)
    assert before.manifest_source.value == "artifacts"
    assert any(name.endswith("lib/rules.js") for name in before.manifest)
    assert before.fingerprint != after.fingerprint


def test_the_conformance_document_is_current() -> None:
    from pokercert.protocol_doc import conformance_document

    text = (REPO / "spec" / "protocol.md").read_text(encoding="utf-8")
    assert text == conformance_document()
    for word in p.EventKind:
        assert f"`{word.value}`" in text


def test_chips_beyond_what_every_json_reader_holds_are_refused() -> None:
    """A stack above 2**53 - 1 cannot be read exactly by a JavaScript build: not a valid answer."""
    from pydantic import ValidationError

    exact = '{"type":"result","hand_number":1,"complete":true,"stacks":{"1":%d}}'
    assert p.parse_response(exact % p.MAX_SAFE_INTEGER).stacks["1"] == 2**53 - 1
    with pytest.raises(ValidationError, match="less than or equal"):
        p.parse_response(exact % (p.MAX_SAFE_INTEGER + 1))
