"""Answers hello with an endless line (argv[1] == 'line'), a 50 MB refusal ('big') or an
error reply whose message is 1 MB ('error'): under the line limit, so it reaches the harness."""

import sys

sys.stdin.readline()
out = sys.stdout.buffer
if sys.argv[1] == "line":
    chunk = b"x" * 65536
    while True:
        out.write(chunk)
elif sys.argv[1] == "error":
    out.write(b'{"type": "error", "message": "' + b"z" * (1024 * 1024) + b'"}\n')
    out.flush()
    sys.stdin.readline()
else:
    out.write(b'{"type": "refusal", "reason": "' + b"y" * (50 * 1024 * 1024) + b'"}\n')
    out.flush()
    sys.stdin.readline()
