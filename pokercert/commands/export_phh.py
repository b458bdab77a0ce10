"""``pokercert export-phh``: a scenario transcript's hands as PHH hand histories.

The PHH file can be replayed with ``pokercert replay FILE.phh`` against any
implementation, or read by PokerKit (``pokerkit.HandHistory``), so a failure
found by the harness can be studied in another tool.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from pokercert.phh_export import PhhExportError, export_hands
from pokercert.transcript import TranscriptError, read_transcript

NAME = "export-phh"
HELP = "Write the hands of a transcript (.jsonl) as PHH hand histories (.phh)."

EXIT_BAD_INPUT = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("transcript", type=Path, metavar="TRANSCRIPT", help="a .jsonl transcript")
    parser.add_argument(
        "-o",
        "--out",
        type=Path,
        default=None,
        metavar="FILE",
        help="the .phh file to write (default: the transcript's name with .phh); "
        "a transcript of several hands gives FILE-1.phh, FILE-2.phh, ...",
    )


def output_paths(out: Path, count: int) -> list[Path]:
    if count == 1:
        return [out]
    return [out.with_name(f"{out.stem}-{i}{out.suffix}") for i in range(1, count + 1)]


def run(args: argparse.Namespace) -> int:
    try:
        hands = export_hands(read_transcript(args.transcript), str(args.transcript))
        out = args.out or args.transcript.with_suffix(".phh")
        paths = output_paths(out, len(hands))
        for path, hand in zip(paths, hands, strict=True):
            path.write_text(hand.to_phh(), encoding="utf-8")
    except (PhhExportError, TranscriptError) as exc:
        print(f"pokercert export-phh: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as exc:
        print(f"pokercert export-phh: {exc.filename}: {exc.strerror}", file=sys.stderr)
        return EXIT_BAD_INPUT
    for path in paths:
        print(path)
    return 0
