"""The driver seam: how the harness reaches an implementation under test.

A driver moves one request to the implementation and brings back its one
response.  Adapters (``pokercert.adapters``) implement it for the reference
engine in-process, for a Python factory, and for any program that speaks the
protocol as JSON lines over stdin/stdout.  Failures of the implementation
itself are raised as :class:`ImplementationFailure` subclasses, which the
runner turns into ``error`` verdicts, never passes.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from pydantic import BaseModel


class ImplementationFailure(Exception):
    """The implementation under test failed (not merely refused an action)."""


class ProtocolViolation(ImplementationFailure):
    """The implementation sent an invalid or unexpected message."""


class ImplementationCrashed(ImplementationFailure):
    """The implementation raised, exited or closed its pipe."""


class ImplementationTimeout(ImplementationFailure):
    """The implementation did not answer within the per-step timeout."""


class CapabilityNotDeclared(Exception):
    """The scenario needs something the implementation's hello did not declare.

    Not a failure of the implementation and never a pass: the scenario ends
    ``not-supported`` and the verdict names the reduced scope.
    """

    def __init__(self, capability: str, what: str) -> None:
        super().__init__(f"the implementation did not declare {what} ({capability})")
        self.capability = capability


@runtime_checkable
class Driver(Protocol):
    """One conversation with an implementation under test."""

    name: str

    def exchange(self, request: BaseModel) -> BaseModel:
        """Send one protocol request, return its validated protocol response."""
        ...

    def close(self) -> None:
        """End the conversation and release the implementation."""
        ...
