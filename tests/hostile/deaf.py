"""Answers hello, then never reads its input again (and never exits)."""

import json
import sys
import time

sys.stdin.readline()
print(
    json.dumps(
        {
            "type": "hello-reply",
            "protocol_version": "1.0",
            "name": "deaf",
            "version": "1",
            "capabilities": {"games": ["seven-card-stud"]},
        }
    )
)
sys.stdout.flush()
time.sleep(600)
