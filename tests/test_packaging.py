"""The wheel: one ``pokercert`` namespace holding the harness, the spec, the features and the steps.

The wheel is built from a copy of the checkout and unpacked (not installed)
into a temporary directory; the installed layout is then exercised from a
directory outside the repository, as a lab would use it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
MAPPED = {
    "pokercert": "pokercert",
    "engine": "pokercert/engine",
    "reports": "pokercert/reports",
    "steps": "pokercert/steps",
    "spec": "pokercert/spec",
    "features": "pokercert/features",
}
IGNORED = shutil.ignore_patterns(
    ".venv",
    ".git",
    "build",
    "dist",
    "out",
    "__pycache__",
    "*.pyc",
    ".pytest_cache",
    ".mypy_cache",
    ".ruff_cache",
    "*.egg-info",
    ".hypothesis",
    "benchmarks",
    "tests",
)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    work = tmp_path_factory.mktemp("wheel")
    source = work / "src"
    shutil.copytree(REPO, source, ignore=IGNORED)
    done = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(work / "dist"), str(source)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    [built] = (work / "dist").glob("pokercert-*.whl")
    yield built


def names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def test_no_generic_top_level_import_names(wheel: Path) -> None:
    tops = {n.split("/")[0] for n in names(wheel)}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"pokercert"}
    with zipfile.ZipFile(wheel) as archive:
        top_level = [n for n in archive.namelist() if n.endswith("top_level.txt")]
        if top_level:
            assert archive.read(top_level[0]).decode().split() == ["pokercert"]


def test_every_source_file_is_in_the_wheel(wheel: Path) -> None:
    inside = names(wheel)
    missing = []
    for folder, target in MAPPED.items():
        for path in (REPO / folder).rglob("*"):
            if not path.is_file() or "__pycache__" in path.parts or path.suffix == ".pyc":
                continue
            if path.suffix not in {".py", ".json", ".feature", ".txt", ".md", ".ttf"}:
                continue
            wanted = f"{target}/{path.relative_to(REPO / folder).as_posix()}"
            if wanted not in inside:
                missing.append(wanted)
    assert not missing, f"not packaged: {missing[:20]}"
    assert "pokercert/environment.py" in inside  # beside pokercert/features, for behave


def test_the_installed_layout_certifies_from_outside_the_repository(
    wheel: Path, tmp_path: Path
) -> None:
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
    elsewhere = tmp_path / "lab"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(site), "SOURCE_DATE_EPOCH": "1700000000"}
    env.pop("POKERCERT_BASE_DIR", None)

    def pokercert(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "pokercert", *args],
            cwd=elsewhere,
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )

    where = subprocess.run(
        [sys.executable, "-c", "import pokercert.paths as p; print(p.base_dir())"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert where.stdout.strip() == str(site / "pokercert")
    assert pokercert("schemas", "--check").returncode == 0
    assert pokercert("profiles").returncode == 0
    done = pokercert("certify", "--tags", "@clause:CR-012", "--no-pdf", "--out", "run")
    assert done.returncode == 4, done.stderr[-3000:]  # a partial run: no verdict
    results = json.loads((elsewhere / "run" / "results.json").read_text())
    ran = [s for s in results["scenarios"] if "CR-012" in s["clauses"]]
    assert ran and all(s["feature"].startswith("features/") for s in ran)
    assert any(s["status"] == "passed" for s in ran), [s["error"] for s in ran][:3]
    assert results["seal"]["suite_released"], "the wheel's suite must hash to the manifest"
