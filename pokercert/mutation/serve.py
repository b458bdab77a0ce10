"""``python -m pokercert.mutation.serve MUTANT_ID``: the reference engine with one rule bug.

It speaks the protocol on stdin/stdout exactly like ``pokercert serve``; the patch is applied
in this process before the first request, so nothing it changes can reach the harness.
``REFERENCE`` serves the unpatched engine through the same path (the runner's baseline).
"""

from __future__ import annotations

import importlib
import sys

from pokercert.mutation.catalogue import BY_ID

REFERENCE = "REFERENCE"


def apply(mutant_id: str) -> None:
    """Inject the mutant's bug into the engine loaded in this process."""
    if mutant_id == REFERENCE:
        return
    mutant = BY_ID[mutant_id]
    module_name, _, function = mutant.patch.partition(":")
    module = importlib.import_module(f"pokercert.mutation.{module_name}")
    getattr(module, function)()


def main(argv: list[str]) -> int:
    if len(argv) != 1 or (argv[0] not in BY_ID and argv[0] != REFERENCE):
        known = f"{len(BY_ID)} mutants, M-001 .. M-{len(BY_ID):03d}"
        print(f"usage: python -m pokercert.mutation.serve MUTANT_ID ({known})", file=sys.stderr)
        return 2
    apply(argv[0])
    from pokercert.commands.serve import serve

    return serve(sys.stdin.buffer, sys.stdout.buffer)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
