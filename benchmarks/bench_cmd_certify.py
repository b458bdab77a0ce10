"""Wall time and peak memory of a full certification of the reference engine through ``cmd:``.

The out-of-process path is the one a lab uses for a third-party build: the
harness starts ``pokercert serve`` in its own process group and talks JSON
lines over its pipes, with the invariants checked on every answer, the
bounded reader and the writer thread.  This prints the wall time, the CPU
time and the peak resident memory of the harness and of the program (the
target is under 300 MB each), and whether the run was CERTIFIED.  Figures
only: nothing here passes or fails.

    python benchmarks/bench_cmd_certify.py [--pdf] [--runs N]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def certify(out: Path, pdf: bool) -> tuple[float, int]:
    command = [
        sys.executable, "-m", "pokercert", "certify",
        "--implementation", f"cmd:{sys.executable} -m pokercert serve",
        "--out", str(out),
    ]  # fmt: skip
    if not pdf:
        command.append("--no-pdf")
    started = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - started
    if done.returncode not in (0, 1):
        sys.exit(f"certify failed ({done.returncode}): {done.stderr.strip()[-500:]}")
    return wall, done.returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pdf", action="store_true", help="render the PDF report too")
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    for run in range(1, args.runs + 1):
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "out"
            wall, code = certify(out, args.pdf)
            results = json.loads((out / "results.json").read_text("utf-8"))
            scenarios = len([s for s in results["scenarios"] if s["status"] != "skipped"])
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        # ru_maxrss of the children is the largest single descendant (harness or program), in kB
        print(
            f"run {run}: {scenarios} scenarios, verdict {results['verdict']!r} (exit {code}), "
            f"wall {wall:.1f} s, CPU of children so far {usage.ru_utime + usage.ru_stime:.1f} s, "
            f"peak RSS of the largest process {usage.ru_maxrss / 1024:.0f} MB (target < 300 MB)"
        )
    self_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"benchmark process itself: {self_rss:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
