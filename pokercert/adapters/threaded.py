"""A per-request timeout for implementations that run inside the harness process.

An in-process implementation that loops forever would hang the whole run.
Each exchange therefore runs in a daemon worker thread; when it does not
answer in time the caller gets :class:`ImplementationTimeout` and the driver
is marked hung.  Python cannot kill the thread, so a hung driver refuses all
further requests and the runner aborts the run with an error verdict.
"""

from __future__ import annotations

import threading

from pydantic import BaseModel

from pokercert.driver import Driver, ImplementationCrashed, ImplementationTimeout


class TimeoutDriver:
    """Wraps an in-process driver so that no exchange can block longer than ``timeout`` seconds."""

    def __init__(self, inner: Driver, timeout: float) -> None:
        self.inner = inner
        self.name = inner.name
        self.timeout = timeout
        self.hung = False

    def exchange(self, request: BaseModel) -> BaseModel:
        if self.hung:
            raise ImplementationTimeout(
                f"{self.name} is still busy with an earlier request that timed out"
            )
        outcome: list[BaseModel] = []
        failure: list[BaseException] = []

        def work() -> None:
            try:
                outcome.append(self.inner.exchange(request))
            except BaseException as exc:  # handed to the caller's thread below
                failure.append(exc)

        worker = threading.Thread(target=work, name=f"pokercert-{self.name}", daemon=True)
        worker.start()
        worker.join(self.timeout)
        if worker.is_alive():
            self.hung = True
            raise ImplementationTimeout(
                f"{self.name} did not answer {request.__class__.__name__} within {self.timeout:g} s"
            )
        if failure:
            raise failure[0]
        if not outcome:  # pragma: no cover - the worker always appends one or the other
            raise ImplementationCrashed(f"{self.name} returned nothing")
        return outcome[0]

    def close(self) -> None:
        if not self.hung:
            self.inner.close()
