"""Running many independent jobs: in this process, on a local process pool, or on Dask.

The work is cut into jobs by the caller from the seed and the size of the run
alone (never from the number of workers), each job is a pure function of its
arguments, and the results come back in job order: the same seed gives the same
merged result on one process, on a pool, or on a cluster.

``--cluster tcp://HOST:PORT`` sends the jobs to a running Dask scheduler
(``pip install "pokercert[cluster]"``); pokercert never schedules work itself.
"""

from __future__ import annotations

import hashlib
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import IO, Any, TypeVar

Job = TypeVar("Job")
Result = TypeVar("Result")


class ClusterError(RuntimeError):
    """The cluster address cannot be reached, or Dask is not installed."""


def derive_seed(seed: int, index: int, purpose: str = "") -> int:
    """A 63-bit seed for item ``index`` of a run: independent of how the run is split."""
    digest = hashlib.sha256(f"pokercert:{purpose}:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


class Progress:
    """A one-line progress bar on stderr: done / total and the rate per second."""

    def __init__(self, total: int, unit: str, stream: IO[str] | None = None) -> None:
        self.total, self.unit = total, unit
        self.stream = stream if stream is not None else sys.stderr
        self.done = 0
        self.start = time.monotonic()
        self.shown = 0.0

    def advance(self, amount: int) -> None:
        self.done += amount
        now = time.monotonic()
        live = getattr(self.stream, "isatty", lambda: False)()
        if live and (now - self.shown >= 0.2 or self.done >= self.total):
            self.shown = now
            self.stream.write("\r" + self.line())
            self.stream.flush()

    def line(self) -> str:
        elapsed = max(time.monotonic() - self.start, 1e-9)
        width = 24
        filled = width * self.done // max(self.total, 1)
        bar = "#" * filled + "." * (width - filled)
        return (
            f"[{bar}] {self.done}/{self.total} {self.unit}  "
            f"{self.done / elapsed:,.0f} {self.unit}/s"
        )

    def finish(self) -> None:
        """End the bar; on a stream that is not a terminal, the one line it would have shown."""
        if not getattr(self.stream, "isatty", lambda: False)():
            self.stream.write(self.line())
        self.stream.write("\n")
        self.stream.flush()


def run_jobs(
    work: Callable[[Job], Result],
    jobs: Sequence[Job],
    *,
    workers: int = 1,
    cluster: str | None = None,
    size: Callable[[Job], int] = lambda _job: 1,
    progress: Progress | None = None,
) -> list[Result]:
    """``[work(job) for job in jobs]``, spread over workers or a cluster, in job order.

    ``work`` must be a module-level function (it is pickled to the workers).
    """
    if cluster:
        return _on_dask(work, jobs, cluster, size, progress)
    if workers <= 1 or len(jobs) <= 1:
        results = []
        for job in jobs:
            results.append(work(job))
            if progress:
                progress.advance(size(job))
        return results
    out: list[Any] = [None] * len(jobs)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(work, job): index for index, job in enumerate(jobs)}
        for future in as_completed(futures):
            index = futures[future]
            out[index] = future.result()
            if progress:
                progress.advance(size(jobs[index]))
    return out


def _on_dask(
    work: Callable[[Job], Result],
    jobs: Sequence[Job],
    address: str,
    size: Callable[[Job], int],
    progress: Progress | None,
) -> list[Result]:
    try:
        from distributed import Client
    except ImportError as exc:
        raise ClusterError(
            "--cluster needs Dask: pip install 'pokercert[cluster]' (dask[distributed])"
        ) from exc
    try:
        client = Client(address, timeout="5s", set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:
        raise ClusterError(f"cannot reach the Dask scheduler at {address}: {exc}") from exc
    try:
        futures = client.map(work, list(jobs), pure=False)
        out: list[Any] = []
        for job, future in zip(jobs, futures, strict=True):  # in job order: results merge so
            out.append(future.result())
            if progress:
                progress.advance(size(job))
        return out
    finally:
        client.close()
