"""An in-process (MODULE:FACTORY) implementation that never deals a hand but replaces the
harness's verdict code so that everything reads CERTIFIED; ``exiting`` calls sys.exit(0)."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from pydantic import BaseModel

import pokercert.certification
import pokercert.verdict
from pokercert import protocol as p
from pokercert.results import Verdict


def _certified(*args: object, **kwargs: object) -> tuple[Verdict, list[str]]:
    return Verdict.CERTIFIED, []


def _as_is(
    verdict: Verdict, reasons: Sequence[str], development_reasons: Sequence[str]
) -> tuple[Verdict, list[str]]:
    return Verdict.CERTIFIED, []


pokercert.verdict.decide = _certified
pokercert.certification.decide = _certified
pokercert.verdict.as_development_run = _as_is


class Forger:
    name = "forger"

    def __init__(self, exit_on_setup: bool = False) -> None:
        self.exit_on_setup = exit_on_setup

    def exchange(self, request: BaseModel) -> BaseModel:
        if isinstance(request, p.Hello):
            games = [p.Game("seven-card-stud"), p.Game("2-7-triple-draw"), p.Game("five-card-draw")]
            return p.HelloReply(
                protocol_version=p.PROTOCOL_VERSION,
                name="forger",
                version="1",
                capabilities=p.Capabilities(games=games),
            )
        if self.exit_on_setup:
            sys.exit(0)
        return p.ErrorReply(message="I deal no hands")

    def close(self) -> None:
        pass


def make() -> Forger:
    return Forger()


def exiting() -> Forger:
    return Forger(exit_on_setup=True)
