"""A per-request timeout for in-process implementations, on one long-lived thread.

:class:`pokercert.adapters.threaded.TimeoutDriver` starts a thread per request,
which is right for scenarios and costs more than the engine itself at soak
volume.  Here one daemon thread serves every request of the driver through a
pair of queues; the guarantee is the same: no exchange blocks longer than the
timeout, a hung implementation is marked and refuses everything after, and any
exception of the implementation is a crash, never a pass.
"""

from __future__ import annotations

import queue
import threading
from typing import Any

from pydantic import BaseModel

from pokercert.driver import (
    Driver,
    ImplementationCrashed,
    ImplementationFailure,
    ImplementationTimeout,
)

_STOP = object()


class SteadyTimeoutDriver:
    def __init__(self, inner: Driver, timeout: float) -> None:
        self.inner = inner
        self.name = inner.name
        self.timeout = timeout
        self.hung = False
        self.requests: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self.answers: queue.SimpleQueue[tuple[bool, Any]] = queue.SimpleQueue()
        self.thread = threading.Thread(
            target=self._serve, name=f"pokercert-soak-{self.name}", daemon=True
        )
        self.thread.start()

    def _serve(self) -> None:
        while True:
            request = self.requests.get()
            if request is _STOP:
                return
            try:
                self.answers.put((True, self.inner.exchange(request)))
            except BaseException as exc:  # handed to the caller's thread
                self.answers.put((False, exc))

    def exchange(self, request: BaseModel) -> BaseModel:
        if self.hung:
            raise ImplementationTimeout(
                f"{self.name} is still busy with an earlier request that timed out"
            )
        self.requests.put(request)
        try:
            ok, value = self.answers.get(timeout=self.timeout)
        except queue.Empty:
            self.hung = True
            raise ImplementationTimeout(
                f"{self.name} did not answer {request.__class__.__name__} within {self.timeout:g} s"
            ) from None
        if ok:
            answer: BaseModel = value
            return answer
        if isinstance(value, ImplementationFailure):
            raise value
        raise ImplementationCrashed(f"{self.name} raised {value!r}") from value

    def close(self) -> None:
        if not self.hung:
            self.requests.put(_STOP)
            self.inner.close()
