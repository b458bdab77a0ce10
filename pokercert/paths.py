"""Where the specification, features and steps live.

In a source checkout (or an editable install) they are the repository's
top-level folders; in an installed wheel they are mapped under the
``pokercert`` package.  Either way ``features/`` and ``steps/`` are siblings
of ``environment.py`` in one base directory, as behave requires.

``POKERCERT_BASE_DIR`` points the harness at another base directory (a
directory with its own spec/, features/, steps/ and environment.py); the
harness's own tests use it to run small suites of their own.
"""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
BASE_DIR_VARIABLE = "POKERCERT_BASE_DIR"


def base_dir() -> Path:
    """The directory holding spec/, features/, steps/ and environment.py."""
    override = os.environ.get(BASE_DIR_VARIABLE)
    if override:
        return Path(override).resolve()
    if (_PACKAGE / "features").is_dir():
        return _PACKAGE  # installed wheel
    return _PACKAGE.parent  # source checkout


def spec_dir() -> Path:
    return base_dir() / "spec"


def features_dir() -> Path:
    return base_dir() / "features"


def steps_dir() -> Path:
    return base_dir() / "steps"
