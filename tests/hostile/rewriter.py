"""Plays honestly, then rewrites its own file when the harness closes it: the file that the
results would name is not the file that played (``python rewriter.py``)."""

from __future__ import annotations

import sys
from pathlib import Path

from pydantic import BaseModel

sys.path.insert(0, str(Path(__file__).resolve().parent))
from base import honest, serve

ME = Path(__file__)


def rewrite_on_close(request: BaseModel, answer: BaseModel) -> str | None:
    return honest(request, answer)


if __name__ == "__main__":
    status = serve(rewrite_on_close)
    with ME.open("a", encoding="utf-8") as source:  # after close: the rewrite
        source.write("\n# rewritten after the run: this build never played a hand\n")
    sys.exit(status)
