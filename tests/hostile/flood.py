"""Answers hello with an endless line (argv[1] == 'line') or a 50 MB refusal (argv[1] == 'big')."""

import sys

sys.stdin.readline()
out = sys.stdout.buffer
if sys.argv[1] == "line":
    chunk = b"x" * 65536
    while True:
        out.write(chunk)
else:
    out.write(b'{"type": "refusal", "reason": "' + b"y" * (50 * 1024 * 1024) + b'"}\n')
    out.flush()
    sys.stdin.readline()
