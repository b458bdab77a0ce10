"""JUnit XML of a run (``junit.xml``), for the test view of a CI system.

One ``testsuite`` per feature file, one ``testcase`` per scenario; the clause
IDs and the profile are ``property`` elements of the test case; a failure
carries the expected and actual values, an error the harness's message.
Skipped, unsupported and unselected scenarios are ``skipped``, never passed.
No timings are written (``time="0"``), so the file is as reproducible as
results.json.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from itertools import groupby

from pokercert.results import Results, ScenarioResult, ScenarioStatus

JUNIT_FILE = "junit.xml"
FAILED = (ScenarioStatus.FAILED,)
ERRORED = (ScenarioStatus.ERROR, ScenarioStatus.UNDEFINED)


NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def clean(text: str) -> str:
    """Text an implementation wrote (errors, names) with the characters XML 1.0 forbids replaced,
    so a hostile or broken implementation cannot make the file unreadable for CI."""
    return NOT_XML.sub("\ufffd", text)


def _suite_name(feature: str) -> str:
    return feature.removesuffix(".feature").replace("/", ".")


def _failure_text(scenario: ScenarioResult) -> str:
    lines = []
    if scenario.expected is not None:
        lines.append(f"expected: {scenario.expected}")
    if scenario.actual is not None:
        lines.append(f"actual:   {scenario.actual}")
    if scenario.error:
        lines.append(scenario.error)
    if scenario.transcript:
        lines.append(f"transcript: {scenario.transcript}")
    return "\n".join(lines)


def _first_line(text: str | None, fallback: str) -> str:
    lines = (text or "").strip().splitlines()
    return lines[0][:500] if lines else fallback


def _testcase(parent: ET.Element, scenario: ScenarioResult) -> None:
    case = ET.SubElement(
        parent,
        "testcase",
        name=clean(f"{scenario.name} [{scenario.id}]"),
        classname=_suite_name(scenario.feature),
        time="0",
    )
    properties = ET.SubElement(case, "properties")
    for clause in scenario.clauses:
        ET.SubElement(properties, "property", name="clause", value=clause)
    if scenario.profile:
        ET.SubElement(properties, "property", name="profile", value=scenario.profile)
    ET.SubElement(properties, "property", name="scenario", value=scenario.id)
    status = scenario.status
    if status in FAILED:
        message = (
            f"expected {scenario.expected}; actual {scenario.actual}"
            if scenario.expected is not None or scenario.actual is not None
            else _first_line(scenario.error, "failed")
        )
        failure = ET.SubElement(
            case, "failure", message=clean(message[:1000]), type="AssertionError"
        )
        failure.text = clean(_failure_text(scenario))
    elif status in ERRORED:
        error = ET.SubElement(
            case,
            "error",
            message=clean(_first_line(scenario.error, status.value)),
            type=status.value,
        )
        error.text = clean(_failure_text(scenario))
    elif status != ScenarioStatus.PASSED:
        ET.SubElement(
            case,
            "skipped",
            message=clean(f"{status.value}: {_first_line(scenario.error, '')}".strip()),
        )


def _count(scenarios: list[ScenarioResult], statuses: tuple[ScenarioStatus, ...]) -> str:
    return str(sum(1 for s in scenarios if s.status in statuses))


def render_junit(results: Results) -> bytes:
    """The JUnit XML of ``results`` (same results, same bytes)."""
    suites = ET.Element("testsuites", name=clean(f"pokercert {results.report_id}"))
    everything = list(results.scenarios)
    skipped_statuses = tuple(
        s for s in ScenarioStatus if s not in (*FAILED, *ERRORED, ScenarioStatus.PASSED)
    )
    suites.set("tests", str(len(everything)))
    suites.set("failures", _count(everything, FAILED))
    suites.set("errors", _count(everything, ERRORED))
    suites.set("time", "0")
    for number, (feature, group) in enumerate(groupby(everything, key=lambda s: s.feature)):
        scenarios = list(group)
        suite = ET.SubElement(
            suites,
            "testsuite",
            name=_suite_name(feature),
            tests=str(len(scenarios)),
            failures=_count(scenarios, FAILED),
            errors=_count(scenarios, ERRORED),
            skipped=_count(scenarios, skipped_statuses),
            time="0",
            timestamp=f"{results.date}T00:00:00",
            hostname="pokercert",
            id=str(number),
            package=feature.rpartition("/")[0].replace("/", "."),
        )
        properties = ET.SubElement(suite, "properties")
        ET.SubElement(properties, "property", name="report_id", value=results.report_id)
        ET.SubElement(properties, "property", name="verdict", value=results.verdict.value)
        for scenario in scenarios:
            _testcase(suite, scenario)
        ET.SubElement(suite, "system-out")
        ET.SubElement(suite, "system-err")
    ET.indent(suites)
    return ET.tostring(suites, encoding="utf-8", xml_declaration=True) + b"\n"
