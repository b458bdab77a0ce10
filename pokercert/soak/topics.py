"""Which clauses a divergence touches: the diverging field mapped to the suite's topics.

Each contract field belongs to a topic of the game (whose turn it is: the
order of action; the pots: all-ins and side pots; the awards: the showdown).
The clauses are the ``@clause:`` tags of that topic's feature files that the
profile contains, so the generated scenario names the rules a lab would read
first, in the suite's own terms.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from pokercert import paths

TOPICS: dict[str, dict[str, tuple[str, ...]]] = {
    "seven-card-stud": {
        "answer": ("stud/action_order",),
        "phase": ("stud/dealing",),
        "to_act": ("stud/action_order",),
        "legal_actions": ("stud/betting_limits", "stud/bring_in", "stud/raise_cap"),
        "pots": ("stud/all_in",),
        "stack": ("stud/betting_limits",),
        "status": ("stud/all_in",),
        "bet": ("stud/betting_limits",),
        "committed": ("stud/betting_limits",),
        "upcards": ("stud/dealing",),
        "downcard_count": ("stud/dealing",),
        "downcards": ("stud/dealing",),
        "announcements": ("stud/announcements",),
        "awards": ("stud/showdown",),
        "final_stacks": ("stud/showdown",),
    },
    "2-7-triple-draw": {
        "answer": ("triple_draw/betting_rounds",),
        "phase": ("triple_draw/draws",),
        "to_act": ("triple_draw/betting_rounds",),
        "legal_actions": ("triple_draw/raise_caps", "triple_draw/betting_rounds"),
        "pots": ("triple_draw/split_pots",),
        "stack": ("triple_draw/blinds",),
        "status": ("triple_draw/betting_rounds",),
        "bet": ("triple_draw/blinds",),
        "committed": ("triple_draw/blinds",),
        "upcards": ("triple_draw/draws",),
        "downcard_count": ("triple_draw/draws",),
        "draw_counts": ("triple_draw/draws",),
        "downcards": ("triple_draw/draws", "triple_draw/reshuffle"),
        "announcements": ("triple_draw/showdown",),
        "awards": ("triple_draw/showdown", "triple_draw/split_pots"),
        "final_stacks": ("triple_draw/showdown",),
    },
    "five-card-draw": {
        "answer": ("draw/direction_of_play",),
        "phase": ("draw/draw_counts",),
        "to_act": ("draw/direction_of_play", "draw/openers"),
        "legal_actions": ("draw/openers",),
        "pots": ("draw/openers",),
        "stack": ("draw/openers",),
        "status": ("draw/direction_of_play",),
        "bet": ("draw/openers",),
        "committed": ("draw/openers",),
        "upcards": ("draw/dealing_errors",),
        "downcard_count": ("draw/draw_counts",),
        "draw_counts": ("draw/draw_counts",),
        "downcards": ("draw/draw_counts", "draw/reshuffle"),
        "announcements": ("draw/draw_counts",),
        "awards": ("draw/openers", "draw/false_opener"),
        "final_stacks": ("draw/openers", "draw/false_opener"),
    },
}

_TAG = re.compile(r"@clause:([A-Za-z0-9.\-]+)")


def _file_clauses(topic: str) -> tuple[str, ...]:
    return _clauses_in(paths.features_dir() / f"{topic}.feature")


@lru_cache(maxsize=64)
def _clauses_in(path: Path) -> tuple[str, ...]:
    """Cached by the file's path: a suite read from elsewhere is read afresh."""
    if not path.is_file():
        return ()
    return tuple(dict.fromkeys(_TAG.findall(path.read_text(encoding="utf-8"))))


def clauses_for(profile: str, game: str, field: str) -> list[str]:
    """The clauses of the profile in the first topic file of ``field`` that has any."""
    from pokercert.spec_loader import load_catalogue

    catalogue = load_catalogue()
    mine = set(catalogue.profile_clauses.get(profile, ()))
    found: list[str] = []
    for topic in TOPICS.get(game, {}).get(field, ()):
        found.extend(c for c in _file_clauses(topic) if c in mine and c not in found)
        if found:  # the first topic that has clauses of the profile names the divergence
            break
    return found
