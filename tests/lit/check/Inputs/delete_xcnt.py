"""Deletes each s_wait_xcnt of FILE in turn and says what `check` makes of
the mutant: "LINE: CATEGORY at LINE2 FIX" for the first finding (LINE2: in the
mutant, where the line after the deleted one moved up to LINE), or, when
there is none, what `explain` says of the deleted wait in the original (its
weakest covering wait: "no wait" when it was redundant).

usage: delete_xcnt.py WAITWISE FILE
"""
import json
import os
import subprocess
import sys
import tempfile

waitwise, path = sys.argv[1:3]
lines = open(path).read().split("\n")


def findings(p):
    r = subprocess.run([waitwise, "check", "--format=json", p], capture_output=True, text=True)
    if r.returncode not in (0, 1):
        sys.exit("check failed: " + r.stderr[:300])
    return [json.loads(l) for l in r.stdout.splitlines() if l.strip()]


if findings(path):
    sys.exit("delete_xcnt.py: %s does not check clean" % path)
ex = json.loads(subprocess.run([waitwise, "explain", "--format=json", path],
                               capture_output=True, text=True).stdout)
weakest = {i["line"]: i["wait"]["weakest"] for i in ex["instructions"] if "wait" in i}
tmp = os.path.join(tempfile.mkdtemp(), "m.s")
for k, l in enumerate(lines):
    if not l.strip().startswith("s_wait_xcnt"):
        continue
    open(tmp, "w").write("\n".join(lines[:k] + lines[k + 1:]))
    new = findings(tmp)
    if new:
        f = new[0]
        print("%d: %s at %d %s" % (k + 1, f["category"], f["line"], f["fix"]["wait"]))
    else:
        print("%d: not reported, weakest %s" % (k + 1, weakest.get(k + 1)))
