"""Reads every corpus file with `waitwise print` and compares the output with
the input byte for byte; also runs `explain` (text and JSON) on each, which
must succeed and, for JSON, parse. Prints "N passed, N failed"."""
import glob
import json
import os
import subprocess
import sys

waitwise, corpus = sys.argv[1], sys.argv[2]
files = sorted(glob.glob(os.path.join(corpus, "*", "*.s")))
passed = failed = 0
for f in files:
    cpu = os.path.basename(os.path.dirname(f))
    data = open(f, "rb").read()
    p = subprocess.run([waitwise, "print", "-mcpu=" + cpu, f], capture_output=True)
    ok = p.returncode == 0 and p.stdout == data
    if ok:
        e = subprocess.run([waitwise, "explain", "-mcpu=" + cpu, f], capture_output=True)
        j = subprocess.run([waitwise, "explain", "--format=json", f], capture_output=True)
        ok = e.returncode == 0 and j.returncode == 0
        if ok:
            doc = json.loads(j.stdout)
            ok = doc["target"] == cpu and len(doc["instructions"]) > 0
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL", os.path.relpath(f, corpus), p.returncode, p.stderr.decode()[:500])
print("files: %d" % len(files))
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
