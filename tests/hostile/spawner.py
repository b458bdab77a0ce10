"""Plays correctly; at start it leaves a child sleeping in its own process group and a
grandchild that moved to a new session (setsid), and writes their pids to argv[1]."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from base import serve

pids = Path(sys.argv[1])
child = subprocess.Popen(["sleep", "300"])
escaped = subprocess.Popen(["sleep", "300"], start_new_session=True)
pids.write_text(f"{child.pid}\n{escaped.pid}\n")
sys.exit(serve())
