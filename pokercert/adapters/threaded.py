"""A per-request timeout for implementations that run inside the harness process.

An in-process implementation that loops forever would hang the whole run.
Each exchange therefore runs in a daemon worker thread; when it does not
answer in time the caller gets :class:`ImplementationTimeout` and the driver
is marked hung.  Python cannot kill the thread, so a hung driver refuses all
further requests and the runner aborts the run with an error verdict.

Anything the implementation raises that is not an
:class:`~pokercert.driver.ImplementationFailure` — ``SystemExit``,
``KeyboardInterrupt``, any other ``BaseException`` — is a crash of the
implementation: it must not end or steer the harness.
"""

from __future__ import annotations

import threading

from pydantic import BaseModel

from pokercert.budget import clip
from pokercert.driver import (
    Driver,
    ImplementationCrashed,
    ImplementationFailure,
    ImplementationTimeout,
)


def as_crash(name: str, exc: BaseException, doing: str) -> ImplementationFailure:
    """An exception raised by in-process implementation code, as the failure it is."""
    if isinstance(exc, ImplementationFailure):
        return exc
    return ImplementationCrashed(
        f"{name} raised {exc.__class__.__name__} {doing}: {clip(str(exc), 500)}"
    )


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
            raise as_crash(self.name, failure[0], f"on {request.__class__.__name__}")
        if not outcome:  # pragma: no cover - the worker always appends one or the other
            raise ImplementationCrashed(f"{self.name} returned nothing")
        return outcome[0]

    def close(self) -> None:
        if self.hung:
            return
        try:
            self.inner.close()
        except BaseException as exc:  # the implementation's close is its code too
            raise as_crash(self.name, exc, "on close") from None
