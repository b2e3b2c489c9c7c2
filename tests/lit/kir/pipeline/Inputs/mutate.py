#!/usr/bin/env python3
"""Mutation check for `waitwise pipeline`: every wait count the pipeliner
inferred, raised by one, must make `waitwise run --equiv` against the
original report a race or a difference (exit 1); the unmutated output must
be equivalent (exit 0).

usage: mutate.py WAITWISE ORIGINAL.wk [pipeline options...]
Prints one line per wait: its line, the count, and "killed" or "SURVIVED",
then a summary. Exit 0 when every mutant was killed.
"""
import os
import re
import subprocess
import sys
import tempfile

ww, orig, opts = sys.argv[1], sys.argv[2], sys.argv[3:]
tmp = tempfile.mkdtemp()
out = os.path.join(tmp, "pipelined.wk")
r = subprocess.run([ww, "pipeline", orig, "-o", out] + opts, capture_output=True, text=True)
if r.returncode != 0:
    sys.exit("pipeline failed: " + r.stderr)
base = subprocess.run([ww, "run", "--equiv", orig, out], capture_output=True, text=True)
if base.returncode != 0:
    sys.exit("the pipelined program is not equivalent:\n" + base.stdout + base.stderr)
lines = open(out).read().split("\n")
# wait(Q, COUNT) and wait_asyncmark(COUNT): COUNT runs to the matching ')'.
pat = re.compile(r"^(\s*)(wait\((\d+), |wait_asyncmark\()(.*)\)$")
total = killed = 0
for i, line in enumerate(lines):
    m = pat.match(line)
    if not m:
        continue
    count = m.group(4)
    total += 1
    mutant = list(lines)
    mutant[i] = "%s%s(%s) + 1)" % (m.group(1), m.group(2), count)
    path = os.path.join(tmp, "mutant%d.wk" % i)
    open(path, "w").write("\n".join(mutant))
    res = subprocess.run([ww, "run", "--equiv", orig, path], capture_output=True, text=True)
    ok = res.returncode == 1
    killed += ok
    print("line %d: %s -> %s" % (i + 1, line.strip(), "killed" if ok else "SURVIVED (exit %d)" % res.returncode))
print("%d waits, %d mutants killed" % (total, killed))
sys.exit(0 if total == killed else 1)
