"""How long a full certify takes, and how much of it the reports take.

Runs ``pokercert certify`` of the reference engine over every profile in a
temporary directory, in a fresh process, with SOURCE_DATE_EPOCH set, and
prints the wall time of the whole command, then renders the PDF, the HTML
report and the JUnit XML again from the results.json it wrote, timing each,
and prints the page count of the PDF.  The target (issue 16): the whole
certify, PDF and HTML included, under 12 s on the 2-core development
machine; the PDF at most about 60 pages.

    python benchmarks/bench_report.py [--runs N]
"""

from __future__ import annotations

import argparse
import io
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from pypdf import PdfReader

from pokercert.html_report import render_html
from pokercert.junit import render_junit
from pokercert.reports.pdf import render_bytes
from pokercert.results import Results


def certify_seconds(out: Path) -> float:
    env = {**os.environ, "SOURCE_DATE_EPOCH": "1700000000"}
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "pokercert", "certify", "--out", str(out)],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    seconds = time.perf_counter() - started
    if done.returncode not in (0, 1):
        sys.exit(f"certify failed (exit {done.returncode}):\n{done.stderr[-2000:]}")
    return seconds


def timed(label: str, render: Callable[[Results], bytes], results: Results) -> tuple[float, bytes]:
    started = time.perf_counter()
    data = render(results)
    seconds = time.perf_counter() - started
    print(f"  {label:<10} {seconds:6.2f} s  {len(data) / 1e6:6.2f} MB")
    return seconds, data


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as tmp:
        for run in range(1, runs + 1):
            out = Path(tmp) / f"run{run}"
            total = certify_seconds(out)
            print(f"certify (run, results.json, junit.xml, report.html, report.pdf): {total:.2f} s")
            results = Results.model_validate_json((out / "results.json").read_bytes())
            _, pdf = timed("PDF", lambda r: render_bytes(r), results)
            timed("HTML", lambda r: render_html(r), results)
            timed("JUnit", render_junit, results)
            pages = len(PdfReader(io.BytesIO(pdf)).pages)
            print(f"  PDF pages  {pages} ({len(results.scenarios)} scenarios, {results.verdict})")


if __name__ == "__main__":
    main()
