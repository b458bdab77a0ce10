"""``pokercert serve``: the reference engine as a program speaking JSON lines on stdin/stdout.

It is the model for an out-of-process implementation and lets the harness
test its own out-of-process path for real (``--implementation "cmd:pokercert serve"``).
"""

from __future__ import annotations

import argparse
import sys
from typing import IO

from pokercert.program import answer_lines

NAME = "serve"
HELP = "Serve the reference engine over stdin/stdout (JSON lines, one request per line)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = (
        "Each input line is one protocol request; each output line the answer. "
        "A 'close' request (or end of input) ends the program."
    )


def serve(stdin: IO[bytes], stdout: IO[bytes]) -> int:
    """Answer requests until close or end of input; an engine crash exits with status 70."""
    from pokercert.engine.session import Session

    return answer_lines(Session().answer, stdin, stdout)


def run(args: argparse.Namespace) -> int:
    return serve(sys.stdin.buffer, sys.stdout.buffer)
