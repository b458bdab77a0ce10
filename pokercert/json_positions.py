"""Line numbers for the values of a JSON document, by path.

The standard ``json`` module forgets where a value stood in the file; a
catalogue author told "clauses[41].verification.reason is required" needs the
line to go to.  This small scanner walks the text once and records the line
of every value (for object members: the line of the key).
"""

from __future__ import annotations

import bisect
import json
import re
from collections.abc import Sequence
from json.decoder import scanstring  # type: ignore[attr-defined]

PathKey = tuple[str | int, ...]

_WHITESPACE = re.compile(r"[ \t\n\r]*")
_SCALAR = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null")


class _Scanner:
    def __init__(self, text: str) -> None:
        self.text = text
        self.newlines = [i for i, ch in enumerate(text) if ch == "\n"]
        self.lines: dict[PathKey, int] = {}

    def line_at(self, index: int) -> int:
        return bisect.bisect_left(self.newlines, index) + 1

    def skip(self, index: int) -> int:
        match = _WHITESPACE.match(self.text, index)
        return match.end() if match else index

    def value(self, index: int, path: PathKey) -> int:
        index = self.skip(index)
        self.lines.setdefault(path, self.line_at(index))
        char = self.text[index : index + 1]
        if char == "{":
            return self.members(index + 1, path)
        if char == "[":
            return self.items(index + 1, path)
        if char == '"':
            return scanstring(self.text, index + 1)[1]
        match = _SCALAR.match(self.text, index)
        if not match:
            raise ValueError(f"unexpected {char!r} at line {self.line_at(index)}")
        return match.end()

    def members(self, index: int, path: PathKey) -> int:
        index = self.skip(index)
        if self.text[index : index + 1] == "}":
            return index + 1
        while True:
            index = self.skip(index)
            key_line = self.line_at(index)
            key, index = scanstring(self.text, index + 1)
            self.lines[(*path, key)] = key_line
            index = self.skip(index) + 1  # the colon
            index = self.skip(self.value(index, (*path, key)))
            self.lines[(*path, key)] = key_line
            if self.text[index : index + 1] == "}":
                return index + 1
            index += 1  # the comma

    def items(self, index: int, path: PathKey) -> int:
        index = self.skip(index)
        if self.text[index : index + 1] == "]":
            return index + 1
        position = 0
        while True:
            index = self.skip(self.value(index, (*path, position)))
            if self.text[index : index + 1] == "]":
                return index + 1
            index += 1
            position += 1


def value_lines(text: str) -> dict[PathKey, int]:
    """Path -> line for every value of a valid JSON text (the root is the empty path)."""
    json.loads(text)  # let the json module report syntax errors precisely
    scanner = _Scanner(text)
    scanner.value(0, ())
    return scanner.lines


def line_of(lines: dict[PathKey, int], path: Sequence[str | int]) -> int:
    """The line of the deepest existing prefix of ``path`` (a missing field: its object)."""
    key: PathKey = tuple(path)
    while key and key not in lines:
        key = key[:-1]
    return lines.get(key, 1)


def format_path(path: Sequence[str | int]) -> str:
    """``("clauses", 3, "id")`` -> ``clauses[3].id``; the root is ``$``."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "$"
