"""Answers nothing: on the first request it allocates memory without end (a leak, or an attack
on the machine that runs the harness)."""

import sys

sys.stdin.readline()
hoard = []
while True:
    hoard.append(bytearray(256 * 1024 * 1024))
