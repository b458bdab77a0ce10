"""Reading a run's files back (results.json, transcripts) without trusting the directory.

``verify``, ``report`` and ``review`` read directories that anyone may have
edited: a transcript path may point outside the run, at a device that never ends
(``/dev/zero``) or at a FIFO that never answers.  Each file is read only if it is
a regular file inside the run directory, no larger than its limit.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

CHUNK = 1024 * 1024


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of ``path``; OSError when it is a link, not a regular file, or over ``limit``."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    descriptor = os.open(path, flags)  # a FIFO opens at once without a writer (O_NONBLOCK)
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
        if info.st_size > limit:
            raise OSError(errno.EFBIG, f"larger than the {limit} bytes allowed")
        chunks, total = [], 0
        while chunk := os.read(descriptor, CHUNK):
            total += len(chunk)
            if total > limit:  # it grew while read
                raise OSError(errno.EFBIG, f"larger than the {limit} bytes allowed")
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)


def inside(directory: Path, relative: str) -> Path | None:
    """``directory / relative`` when that names a place inside ``directory``; else None."""
    if Path(relative).is_absolute() or ".." in Path(relative).parts:
        return None
    path = directory / relative
    try:
        if not path.resolve().is_relative_to(directory.resolve()):  # a linked folder
            return None
    except (OSError, RuntimeError):
        return None
    return path
