"""Plays correctly, but its hand results lie, as argv[1] says:

``folded-chips``  50 chips appear in the stack of a seat that folded;
``folded-winner`` a folded seat is named among the winners of the main pot;
``bad-shares``    the shares of the main pot sum to one chip more than the pot.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from base import serve
from pydantic import BaseModel

from pokercert import protocol as p

MODE = sys.argv[1]
folded: set[int] = set()


def bend(request: BaseModel, answer: BaseModel) -> str | None:
    if isinstance(request, p.HandSetup | p.NextHand):
        folded.clear()
    if isinstance(answer, p.TableView):
        folded.update(s.seat for s in answer.seats if s.status == "folded")
    if isinstance(answer, p.HandResult) and answer.complete and folded and answer.awards:
        seat = min(folded)
        award = answer.awards[0]
        if MODE == "folded-chips":
            answer.stacks[str(seat)] += 50
        elif MODE == "folded-winner":
            award.winners = [*award.winners, seat]
        elif MODE == "bad-shares":
            first = next(iter(award.shares))
            award.shares[first] += 1
    return answer.model_dump_json()


sys.exit(serve(bend))
