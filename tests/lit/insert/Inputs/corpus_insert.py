"""`waitwise insert` on every corpus file and target, in both modes: the
output must assemble with llvm-mc-22 for that CPU, check clean, and keep
every line that is not a counter wait byte for byte (in order). Prints one
line per failure and "N passed, N failed"."""
import glob
import os
import re
import subprocess
import sys
import tempfile

waitwise, corpus = sys.argv[1], sys.argv[2]
WAIT = re.compile(r"^\s*(s_waitcnt(_\w+)?|s_wait_(loadcnt|storecnt|samplecnt|bvhcnt|expcnt|dscnt|kmcnt|xcnt|asynccnt|tensorcnt|loadcnt_dscnt|storecnt_dscnt))\b(?!_depctr)")
tmp = tempfile.mkdtemp()
passed = failed = 0
for f in sorted(glob.glob(os.path.join(corpus, "*", "*.s"))):
    cpu = os.path.basename(os.path.dirname(f))
    for mode in ("add", "recompute"):
        out = os.path.join(tmp, "out.s")
        why = None
        r = subprocess.run([waitwise, "insert", "-mcpu=" + cpu, "--mode=" + mode, f, "-o", out],
                           capture_output=True, text=True)
        if r.returncode != 0:
            why = "insert exit %d: %s" % (r.returncode, r.stderr[:300])
        else:
            mc = subprocess.run(["llvm-mc", "-triple=amdgcn-amd-amdhsa", "-mcpu=" + cpu,
                                 "-filetype=obj", out, "-o", os.devnull], capture_output=True, text=True)
            ck = subprocess.run([waitwise, "check", "-mcpu=" + cpu, out], capture_output=True, text=True)
            keep_in = [l for l in open(f).read().split("\n") if not WAIT.match(l)]
            keep_out = [l for l in open(out).read().split("\n") if not WAIT.match(l)]
            if mc.returncode != 0:
                why = "llvm-mc: " + mc.stderr[:300]
            elif ck.returncode != 0:
                why = "check: " + ck.stderr[:300]
            elif keep_in != keep_out:
                why = "lines other than waits changed"
        if why:
            failed += 1
            print("FAIL %s %s: %s" % (os.path.relpath(f, corpus), mode, why))
        else:
            passed += 1
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
