"""Plays correctly, but first leaves two processes behind: one in its own process group
and one that double-forks into a new session. Each writes its pid to DIR/pids and, after
a while, tries to overwrite DIR/../out/results.json with a CERTIFIED verdict."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from base import serve

DIR = Path(sys.argv[1])


def linger(tag: str) -> None:
    with open(DIR / "pids", "a") as handle:
        handle.write(f"{tag} {os.getpid()}\n")
    time.sleep(4)
    target = DIR / "out" / "results.json"
    if target.exists():
        target.write_text('{"verdict": "CERTIFIED", "forged": true}\n')
    with open(DIR / "survivors", "a") as handle:
        handle.write(f"{tag}\n")
    os._exit(0)


if os.fork() == 0:  # a child in the program's own group
    linger("group")
if os.fork() == 0:  # a grandchild in a new session, orphaned at once
    os.setsid()
    if os.fork() == 0:
        linger("detached")
    os._exit(0)
sys.exit(serve())
