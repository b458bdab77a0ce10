"""Plays correctly, but its views or hand results lie, as argv[1] says:

``folded-chips``  50 chips appear in the stack of a seat that folded;
``folded-winner`` a folded seat is named among the winners of the main pot;
``bad-shares``    the shares of the main pot sum to one chip more than the pot;
``fake-misdeal``  once a seat has folded, a misdeal nobody caused is announced (a deal
                  again would bring the folded seat back into the pot);
``twin-card``     a seat's first upcard is dealt to it a second time;
``overbet``       every bet, raise or call offered may go 10,000 chips beyond the stack;
``unfinished``    a folded seat gets 50 chips, and the result says the hand is not complete
                  (only complete results are held to the award rules).
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
faked: list[bool] = [False]  # a misdeal was faked in this hand: later counts include it


def bend(request: BaseModel, answer: BaseModel) -> str | None:
    if isinstance(request, p.HandSetup | p.NextHand):
        folded.clear()
        faked[0] = False
    if isinstance(answer, p.TableView):
        folded.update(s.seat for s in answer.seats if s.status == "folded")
        if MODE == "fake-misdeal" and (faked[0] or folded):
            if not faked[0]:
                misdeal = p.Announcement(kind=p.AnnouncementKind.MISDEAL, text="misdeal")
                answer.announcements = [*answer.announcements, misdeal]
                faked[0] = True
            answer.announcement_count += 1
        for seat in answer.seats:
            if MODE == "twin-card" and seat.upcards:
                seat.upcards = [seat.upcards[0], *seat.upcards]
        for action in answer.legal_actions:
            if MODE == "overbet" and action.max_amount is not None:
                action.max_amount += 10_000
    if isinstance(answer, p.HandResult) and answer.complete and folded and answer.awards:
        folded_seat = min(folded)
        award = answer.awards[0]
        if MODE in ("folded-chips", "unfinished"):
            answer.stacks[str(folded_seat)] += 50
            answer.complete = MODE != "unfinished"
        elif MODE == "folded-winner":
            award.winners = [*award.winners, folded_seat]
        elif MODE == "bad-shares":
            first = next(iter(award.shares))
            award.shares[first] += 1
    return answer.model_dump_json()


sys.exit(serve(bend))
