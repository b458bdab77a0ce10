"""``pokercert serve``: the reference engine as a program speaking JSON lines on stdin/stdout.

It is the model for an out-of-process implementation and lets the harness
test its own out-of-process path for real (``--implementation "cmd:pokercert serve"``).
"""

from __future__ import annotations

import argparse
import sys
import traceback
from typing import IO

from pydantic import BaseModel, ValidationError

from pokercert import protocol as p

NAME = "serve"
HELP = "Serve the reference engine over stdin/stdout (JSON lines, one request per line)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = (
        "Each input line is one protocol request; each output line the answer. "
        "A 'close' request (or end of input) ends the program."
    )


def serve(stdin: IO[str], stdout: IO[str]) -> int:
    """Answer requests until close or end of input; an engine crash exits with status 70."""
    from pokercert.engine.session import Session

    session = Session()
    for line in stdin:
        if not line.strip():
            continue
        try:
            request = p.parse_request(line)
        except ValidationError as exc:
            answer: BaseModel = p.ErrorReply(message=f"invalid request: {exc}")
        else:
            if isinstance(request, p.Close):
                return 0
            try:
                answer = session.handle(request)
            except Exception:
                traceback.print_exc(file=sys.stderr)
                return 70  # EX_SOFTWARE: the harness reports the crash with this traceback
        stdout.write(answer.model_dump_json() + "\n")
        stdout.flush()
    return 0


def run(args: argparse.Namespace) -> int:
    return serve(sys.stdin, sys.stdout)
