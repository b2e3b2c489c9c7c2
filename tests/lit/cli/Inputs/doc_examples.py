#!/usr/bin/env python3
"""The examples the docs show, run as written: every fenced block that
starts with "$ waitwise ..." in the given Markdown files is run from the
repository root with the waitwise under test, and each line the block
shows after the command must appear in the output, in order ("..." skips
lines). Prints one line per example and a count.
  doc_examples.py WAITWISE ROOT DOC.md..."""
import os
import re
import shlex
import subprocess
import sys

waitwise, root = sys.argv[1:3]
failures = examples = 0
for doc in sys.argv[3:]:
    text = open(os.path.join(root, doc)).read()
    for block in re.findall(r"^```[a-z]*\n(.*?)^```", text, re.S | re.M):
        lines = block.splitlines()
        if not lines or not lines[0].startswith("$ waitwise "):
            continue
        examples += 1
        argv = [waitwise] + shlex.split(lines[0][len("$ waitwise "):])
        run = subprocess.run(argv, cwd=root, capture_output=True, text=True)
        out = (run.stdout + run.stderr).splitlines()
        at, missing = 0, None
        for want in lines[1:]:
            if want.strip() == "...":
                continue
            while at < len(out) and out[at] != want:
                at += 1
            if at == len(out):
                missing = want
                break
            at += 1
        status = "ok" if missing is None and run.returncode == 0 else "FAILED"
        failures += status != "ok"
        print("%s: %s: %s" % (doc, lines[0][2:], status))
        if missing is not None:
            print("  not in the output (in order): " + missing)
        elif run.returncode:
            print("  exit status %d" % run.returncode)
print("%d examples, %d failed" % (examples, failures))
