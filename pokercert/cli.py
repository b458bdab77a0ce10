"""The ``pokercert`` command line.

Each command lives in its own module under ``pokercert.commands`` and is
discovered here, so adding a command never means editing this file.  A
command module defines ``NAME``, ``HELP``, ``add_arguments(parser)`` and
``run(args) -> int`` (the process exit code).
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from collections.abc import Sequence
from types import ModuleType

from pokercert import __version__, commands


def _command_modules() -> list[ModuleType]:
    modules = []
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda i: i.name):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{commands.__name__}.{info.name}")
        if hasattr(module, "NAME") and hasattr(module, "run"):
            modules.append(module)
    return modules


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pokercert",
        description="Certify poker game implementations against regulation texts.",
    )
    parser.add_argument("--version", action="version", version=f"pokercert {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in _command_modules():
        command = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(command)
        command.set_defaults(_run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help()
        return 2
    code: int = args._run(args)
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
