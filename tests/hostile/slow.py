"""Plays correctly but takes argv[1] seconds before answering hello (to be killed mid-run)."""

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from base import serve

time.sleep(float(sys.argv[1]))
sys.exit(serve())
