#!/usr/bin/env python3
"""The steps of a waitwise-verify/1 trace (stdin) that issue or complete
async operations: step, wave, issued, completed."""
import json
import sys

for s in (json.load(sys.stdin)["trace"] or {"steps": []})["steps"]:
    if s["issued"] or s["completed"]:
        print("step %d wave %d: issued %s completed %s" % (s["index"], s["wave"], s["issued"], s["completed"]))
