"""The reference engine behind a wrapper that changes what the contract leaves free.

Run as a program speaking the protocol on stdin/stdout (``cmd:python THIS [options]``):

``--reword``
    every free-text field (names, messages, descriptions, log details, clause
    notes) is replaced by other words; play is unchanged, so a suite that judges
    only the contract must still certify it;
``--no-irregularities``
    the hello declares no injected irregularity, no floor rulings and no seeded
    deck, so those scenarios must end "not supported", never passed.
"""

from __future__ import annotations

import hashlib
import json
import sys
from typing import Any

from pokercert import protocol as p
from pokercert.engine.session import Session

FREE = p.free_text_fields()


def reword(value: Any) -> Any:
    if isinstance(value, dict):
        return {
            key: (_other_words(item) if key in FREE and isinstance(item, str) else reword(item))
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [reword(item) for item in value]
    return value


def _other_words(text: str) -> str:
    return "«" + hashlib.sha256(text.encode()).hexdigest()[:10] + " otras palabras»"


def main(argv: list[str]) -> int:
    session = Session()
    for line in sys.stdin:
        if not line.strip():
            continue
        request = p.parse_request(line)
        if isinstance(request, p.Close):
            return 0
        answer = json.loads(session.handle(request).model_dump_json())
        if "--no-irregularities" in argv and answer.get("type") == "hello-reply":
            answer["capabilities"].update(irregularities=[], floor_rulings=False, seeded_deck=False)
        if "--reword" in argv:
            answer = reword(answer)
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
