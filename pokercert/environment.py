"""behave hooks of the pokercert suite.

behave loads ``environment.py`` from the directory that holds ``features/``
and ``steps/``: in a checkout the root ``environment.py`` re-exports these
hooks; in an installed wheel this file itself sits beside
``pokercert/features`` and ``pokercert/steps``.  Either way the work is done
by a :class:`~pokercert.collector.RunCollector`: the one the runner passes in
``userdata`` (``pokercert certify``), or one built from ``-D pokercert.*``
options for a plain ``behave`` run.

Each scenario gets ``context.client``, a fresh :class:`~pokercert.client.TableClient`
on a transcript-recording driver that has already exchanged hello.
"""

from __future__ import annotations

from typing import Any

from pokercert.budget import printable
from pokercert.collector import USERDATA_RUN, RunCollector

__all__ = [
    "after_all",
    "after_scenario",
    "before_all",
    "before_scenario",
]


def _collector(context: Any) -> RunCollector:
    collector: RunCollector = context.pokercert_run
    return collector


def before_all(context: Any) -> None:
    userdata = context.config.userdata
    collector = userdata.get(USERDATA_RUN)
    if not isinstance(collector, RunCollector):
        collector = RunCollector.from_userdata(userdata)
        userdata[USERDATA_RUN] = collector
    context.pokercert_run = collector
    if not collector.start():  # every reason is also reported after the run
        reason = collector.run_errors[-1] if collector.run_errors else "no reason given"
        context.abort(reason=f"pokercert could not start the run: {printable(reason)}")


def before_scenario(context: Any, scenario: Any) -> None:
    _collector(context).before_scenario(context, scenario)


def after_scenario(context: Any, scenario: Any) -> None:
    _collector(context).after_scenario(context, scenario)


def after_all(context: Any) -> None:
    collector = _collector(context)
    collector.finish()
    if collector.on_result is None:  # a plain behave run: say what pokercert made of it
        counts: dict[str, int] = {}
        for result in collector.scenarios.values():
            counts[result.status.value] = counts.get(result.status.value, 0) + 1
        summary = ", ".join(f"{n} {status}" for status, n in sorted(counts.items()))
        collector.say(f"pokercert: {summary or 'no scenario ran'}")
        for error in collector.run_errors:
            collector.say(f"pokercert: {error}")
