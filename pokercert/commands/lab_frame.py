"""The lab frame of a report: ``--lab FILE`` (JSON or TOML) and the flags that override it.

A lab certifies a product for a client under a regulation in a
jurisdiction; the cover of the regulator's report says so.
"""

from __future__ import annotations

import argparse
import json
import tomllib
from pathlib import Path

from pydantic import ValidationError

from pokercert.results import LabFrame

FIELDS = ("lab", "client", "jurisdiction", "regulation", "certificate", "notes")


class LabFrameError(ValueError):
    """The lab file cannot be read or names unknown fields."""


def add_lab_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("lab frame (the report's cover)")
    group.add_argument(
        "--lab",
        type=Path,
        default=None,
        metavar="FILE",
        help="JSON or TOML file with lab, client, jurisdiction, regulation, certificate, notes",
    )
    group.add_argument("--lab-name", default=None, metavar="TEXT", help="the testing laboratory")
    group.add_argument("--client", default=None, metavar="TEXT", help="the client (studio)")
    group.add_argument("--jurisdiction", default=None, metavar="TEXT")
    group.add_argument("--regulation", default=None, metavar="TEXT", help="regulation cited")
    group.add_argument(
        "--certificate", default=None, metavar="TEXT", help="the lab's reference for this report"
    )


def read_lab_file(path: Path) -> LabFrame:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise LabFrameError(f"{path}: cannot read the lab file: {exc.strerror or exc}") from exc
    try:
        data = tomllib.loads(text) if path.suffix.lower() == ".toml" else json.loads(text)
    except json.JSONDecodeError as exc:
        raise LabFrameError(f"{path}:{exc.lineno}: invalid JSON: {exc.msg}") from exc
    except tomllib.TOMLDecodeError as exc:
        raise LabFrameError(f"{path}: invalid TOML: {exc}") from exc
    if not isinstance(data, dict):
        raise LabFrameError(f"{path}: expected an object with {', '.join(FIELDS)}")
    try:
        return LabFrame.model_validate(data)
    except ValidationError as exc:
        problem = exc.errors(include_url=False)[0]
        where = ".".join(str(x) for x in problem["loc"])
        raise LabFrameError(f"{path}: field {where}: {problem['msg']}") from exc


def lab_frame(args: argparse.Namespace) -> LabFrame | None:
    """The frame from the file, with any flag taking precedence; None when nothing is given."""
    frame = read_lab_file(args.lab) if args.lab else LabFrame()
    flags = {
        "lab": args.lab_name,
        "client": args.client,
        "jurisdiction": args.jurisdiction,
        "regulation": args.regulation,
        "certificate": args.certificate,
    }
    frame = frame.model_copy(update={k: v for k, v in flags.items() if v is not None})
    return frame if frame.model_dump(exclude_none=True) else None
