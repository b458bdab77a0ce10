"""An implementation as a program: answer protocol requests read as JSON lines on stdin.

``pokercert serve`` (the reference engine) and the PokerKit adapter both run
this loop, so every program pokercert ships behaves alike: an invalid line gets
an ``error`` reply, ``close`` or the end of input ends the program, and a crash
of the engine exits with status 70 after its traceback on stderr, which the
harness then reports.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Mapping
from typing import IO, Any

from pydantic import BaseModel, ValidationError

from pokercert import protocol as p

EX_SOFTWARE = 70


Answer = BaseModel | Mapping[str, Any]
"""A protocol message, or one in its wire form (see :func:`pokercert.protocol.dump_message`)."""


def answer_lines(handle: Callable[[BaseModel], Answer], stdin: IO[bytes], stdout: IO[bytes]) -> int:
    """Answer each request with ``handle`` until close or end of input; the exit status.

    The streams are binary (``sys.stdin.buffer``): the protocol is UTF-8 JSON lines, and
    the validator reads bytes as they come, without a text layer in between.
    """
    for line in stdin:
        if not line.strip():
            continue
        try:
            request = p.parse_request(line)
        except ValidationError as exc:
            data = p.dump_message(p.ErrorReply(message=f"invalid request: {exc}"))
        else:
            if isinstance(request, p.Close):
                return 0
            try:
                data = p.dump_message(handle(request))
            except Exception:
                traceback.print_exc(file=sys.stderr)
                return EX_SOFTWARE
        stdout.write(data + b"\n")
        stdout.flush()
    return 0
