"""Runs `waitwise check` over every corpus file and prints each error and
warning as FILE:LINE category, then "N clean, N with findings". The lit test
pins the exact list: the DMA races LLVM 22 leaves in its output, and nothing
else."""
import glob
import json
import os
import subprocess
import sys

waitwise, corpus = sys.argv[1], sys.argv[2]
clean = dirty = 0
for f in sorted(glob.glob(os.path.join(corpus, "*", "*.s"))):
    r = subprocess.run([waitwise, "check", "--format=json", f], capture_output=True, text=True)
    if r.returncode not in (0, 1):
        print("CRASH", f, r.returncode, r.stderr[:300])
        continue
    rows = [json.loads(l) for l in r.stdout.splitlines() if l.strip()]
    if (r.returncode == 1) != any(x["severity"] == "error" for x in rows):
        print("BAD-EXIT", f, r.returncode)
    if not rows:
        clean += 1
        continue
    dirty += 1
    for x in rows:
        prod = x["producers"][0]["line"]
        print("%s:%d %s %s producer:%d" % (os.path.relpath(f, corpus), x["line"], x["severity"],
                                           x["category"], prod))
print("%d clean, %d with findings" % (clean, dirty))
