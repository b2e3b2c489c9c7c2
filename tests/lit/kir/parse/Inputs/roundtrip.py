"""roundtrip.py WAITWISE LABEL=DIR...: for every DIR/*.wk, `waitwise print`
it, print that output again, and compare the two byte for byte
(print(parse(print(x))) == print(x)). Files that do not parse are counted
(some test inputs are meant to fail) and their round trip is not tried.
Prints, per directory, "LABEL: N files, M parsed, K round trips differ" and
the names of the files whose round trip differs."""
import glob
import os
import subprocess
import sys
import tempfile

waitwise = sys.argv[1]
bad = 0
with tempfile.TemporaryDirectory() as tmp:
    out1 = os.path.join(tmp, "once.wk")
    for arg in sys.argv[2:]:
        label, d = arg.split("=", 1)
        files = sorted(glob.glob(os.path.join(d, "*.wk")))
        parsed = differ = 0
        for f in files:
            p = subprocess.run([waitwise, "print", f], capture_output=True)
            if p.returncode != 0:
                continue
            parsed += 1
            with open(out1, "wb") as o:
                o.write(p.stdout)
            q = subprocess.run([waitwise, "print", out1], capture_output=True)
            if q.returncode != 0 or q.stdout != p.stdout:
                differ += 1
                print("DIFFERS", os.path.basename(f), q.stderr.decode()[:300])
        bad += differ
        print("%s: %d files, %d parsed, %d round trips differ" % (label, len(files), parsed, differ))
sys.exit(1 if bad else 0)
