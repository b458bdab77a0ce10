"""What ``certify``, ``report`` and ``review`` write beside results.json, and the console lines.

One name for each file everywhere: ``report.pdf``, ``report.html``, ``junit.xml``.
"""

from __future__ import annotations

import hashlib
import sys
import time
from pathlib import Path

from pokercert.atomic import atomic_write
from pokercert.budget import printable
from pokercert.html_report import HTML_FILE, render_html
from pokercert.junit import JUNIT_FILE, render_junit
from pokercert.results import Results, ScenarioStatus

REPORT_PDF = "report.pdf"
BAD = (ScenarioStatus.FAILED, ScenarioStatus.ERROR, ScenarioStatus.UNDEFINED)
VALUE_WIDTH = 300


def write_companions(results: Results, out: Path, lang: str) -> list[Path]:
    """junit.xml and report.html beside results.json."""
    junit, html = out / JUNIT_FILE, out / HTML_FILE
    atomic_write(junit, render_junit(results))
    atomic_write(html, render_html(results, lang=lang))
    return [junit, html]


def remove_stale_pdf(out: Path) -> Path | None:
    """Remove a PDF of an earlier run, which would no longer match results.json."""
    pdf = out / REPORT_PDF
    if pdf.exists():
        pdf.unlink()
        return pdf
    return None


def write_pdf(results: Results, results_path: Path, pdf: Path, lang: str) -> bool:
    """Render the PDF with a progress line on stderr; False when the report module is missing."""
    try:
        from pokercert.reports.pdf import render_report
    except ImportError as exc:
        if pdf.exists():
            pdf.unlink()  # never leave an older report beside newer results
        print(
            f"pokercert: cannot write {pdf}: the report module is not available ({exc})",
            file=sys.stderr,
        )
        return False
    sha = hashlib.sha256(results_path.read_bytes()).hexdigest()
    print(f"rendering {pdf} ...", file=sys.stderr, flush=True)
    started = time.perf_counter()
    from pokercert.seal import atomic_render  # a reader sees the old PDF or the whole new one

    atomic_render(pdf, lambda target: render_report(results, target, results_sha256=sha, lang=lang))
    print(f"rendered {pdf} in {time.perf_counter() - started:.1f} s", file=sys.stderr, flush=True)
    print(f"report: {pdf}")
    return True


def _clip(text: str) -> str:
    flat = printable(" ".join(text.split()))
    return flat if len(flat) <= VALUE_WIDTH else flat[:VALUE_WIDTH] + " …"


def failure_lines(results: Results) -> list[str]:
    """Each failed scenario with what was expected and what happened."""
    lines = []
    for scenario in results.scenarios:
        if scenario.status not in BAD:
            continue
        lines.append(f"{scenario.status.value.upper()} {scenario.id} {scenario.name}")
        if scenario.expected is not None or scenario.actual is not None:
            lines.append(f"    expected: {_clip(scenario.expected or '(not recorded)')}")
            lines.append(f"    actual:   {_clip(scenario.actual or '(not recorded)')}")
        elif scenario.error:
            lines.append(f"    {_clip(scenario.error)}")
        if scenario.transcript:
            lines.append(f"    transcript: {scenario.transcript}")
    return lines
