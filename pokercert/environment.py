"""behave hooks for the pokercert suite (first slice; the harness helper extends it).

Each scenario gets a fresh table client on the implementation under test.
"""

from __future__ import annotations

from typing import Any

from pokercert.adapters.reference import ReferenceDriver
from pokercert.client import TableClient


def before_scenario(context: Any, scenario: Any) -> None:
    context.client = TableClient(ReferenceDriver())


def after_scenario(context: Any, scenario: Any) -> None:
    context.client.close()
