"""Plays correctly but takes argv[1] seconds before answering hello (to be killed mid-run);
with argv[2], it first leaves a sleeping child in its group and writes the child's pid there."""

import subprocess
import sys
import time
from pathlib import Path

if len(sys.argv) > 2:
    child = subprocess.Popen(["sleep", "300"])
    Path(sys.argv[2]).write_text(f"{child.pid}\n")

sys.path.insert(0, str(Path(__file__).resolve().parent))
from base import serve

time.sleep(float(sys.argv[1]))
sys.exit(serve())
