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
from pathlib import Path
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


EXIT_MISUSE = 2


def _files(args: argparse.Namespace) -> str:
    """The files named on the command line, so that a one-line error says where to look."""
    paths = [str(v) for k, v in vars(args).items() if isinstance(v, Path) and not k.startswith("_")]
    return f" ({', '.join(paths)})" if paths else ""


def _describe(exc: Exception) -> str:
    if isinstance(exc, UnicodeDecodeError):
        return f"a file is not UTF-8 text (byte {exc.start}: {exc.reason})"
    return f"{exc.__class__.__name__}: {str(exc)[:500]}"


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; whatever goes wrong ends in one line on stderr, never a traceback.

    An unexpected error exits 2, unless the command had already settled a
    verdict (``args.verdict_code``): then that code stands, so a late crash can
    neither turn NOT CERTIFIED into bad input nor anything into a pass.
    """
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help()
        return EXIT_MISUSE
    try:
        code: int = args._run(args)
    except KeyboardInterrupt:
        print("pokercert: interrupted", file=sys.stderr)
        return int(getattr(args, "verdict_code", 130) or 130)
    except SystemExit as exc:  # raised by code the command ran, not by argparse
        print(f"pokercert: unexpected exit ({exc.code!r}) inside {args.command}", file=sys.stderr)
        return int(getattr(args, "verdict_code", EXIT_MISUSE) or EXIT_MISUSE)
    except Exception as exc:
        print(f"pokercert {args.command}{_files(args)}: {_describe(exc)}", file=sys.stderr)
        return int(getattr(args, "verdict_code", EXIT_MISUSE) or EXIT_MISUSE)
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
