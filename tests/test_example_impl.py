"""The JavaScript example in examples/ certifies through ``cmd:`` from the contract alone.

Skipped when ``node`` is not installed; ``.ci/run`` installs it and runs the same
certification as a CI step.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "triple-draw-js" / "triple_draw.js"
PASSING = {"CERTIFIED", "CERTIFIED, LIMITED SCOPE", "TESTS PASSED — REVIEW PENDING"}

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")


def exchange(*requests: dict[str, object]) -> list[dict[str, object]]:
    lines = "".join(json.dumps(r) + "\n" for r in requests)
    done = subprocess.run(
        ["node", str(EXAMPLE)], input=lines, capture_output=True, text=True, timeout=30
    )
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_hello_declares_one_profile_and_no_irregularities() -> None:
    (reply,) = exchange({"type": "hello", "protocol_version": "1.0"})
    caps = reply["capabilities"]
    assert isinstance(caps, dict)
    assert caps["games"] == ["2-7-triple-draw"]
    assert caps["profiles"] == ["triple-draw-27"]
    assert caps["irregularities"] == [] and caps["floor_rulings"] is False


def test_an_injected_irregularity_is_refused_as_not_supported() -> None:
    (reply,) = exchange({"type": "irregularity", "kind": "burn-two"})
    assert reply == {
        "type": "refusal",
        "code": "not-supported",
        "reason": "this implementation takes no injected irregularities",
    }


def test_certified_through_cmd(tmp_path: Path) -> None:
    out = tmp_path / "run"
    command = [sys.executable, "-m", "pokercert", "certify", "--implementation"]
    command += [f"cmd:node {EXAMPLE}", "--profile", "triple-draw-27", "--no-evaluator"]
    command += ["--no-pdf", "--out", str(out)]
    env = {**os.environ, "SOURCE_DATE_EPOCH": "1700000000"}
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=600)
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert done.returncode == 0, done.stdout[-3000:]
    assert results["verdict"] in PASSING
    assert results["implementation"]["name"] == "triple-draw-js (pokercert example)"
    statuses = {s["status"] for s in results["scenarios"] if s["profile"] == "triple-draw-27"}
    assert statuses == {"passed"}


def test_random_play_agrees_with_the_reference_including_rebuilt_stubs() -> None:
    """A soak against the reference: 150 random hands, none diverging, none left unchecked.

    The example stacks a rebuilt stub (protocol 1.1), so hands that run the stub out are
    compared to the end instead of being stopped at the reshuffle.
    """
    from pokercert.soak.run import soak

    evidence = soak(
        f"cmd:node {EXAMPLE}",
        "triple-draw-27",
        150,
        seed=7,
        rate=0.0,
        workers=1,
        cluster=None,
        timeout=30,
        out=None,
        progress=False,
        shrink=False,
    )
    assert evidence.divergences == 0, [d.differences for d in evidence.first_divergences]
    assert evidence.unstacked_reshuffles == 0 and evidence.hands == 150


def test_a_recorded_hand_with_a_rebuilt_stub_replays() -> None:
    recorded = ROOT / "tests" / "data" / "phh" / "pokerkit-play" / "F2L3D-the-stub-is-rebuilt.phh"
    done = subprocess.run(
        [sys.executable, "-m", "pokercert", "replay", "--implementation", f"cmd:node {EXAMPLE}",
         str(recorded)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0 and "final stacks match" in done.stdout, done.stdout
