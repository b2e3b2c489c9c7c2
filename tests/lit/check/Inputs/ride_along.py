#!/usr/bin/env python3
"""ride_along.py WAITWISE GEN FIRST LAST: `check` walks a block for its
findings on the analysis' last visit of it (wt_check_analyze), except with
WAITWISE_CHECK_APART=1, which analyses and checks apart (wt_analyze, then
wt_check); the second run has --time-report too, which must change nothing.
For random programs (tests/sim/gen.py, with random waits: findings in loops
and joins) both must print the same, text and JSON, on one thread and on two.
Prints how many programs, how many had findings, and how many differ."""
import os
import re
import subprocess
import sys
import tempfile

TIME_REPORT = re.compile(r"===-+===\n *waitwise time report \(wall\)\n===-+===\n"
                         r"( +[0-9.]+ s \( *[0-9.]+%\)  [^\n]*(\n|$))*")


def run(args, threads, apart=False):
    env = dict(os.environ, WAITWISE_THREADS=str(threads), WAITWISE_FORCE_THREADS="1")
    if apart:
        env["WAITWISE_CHECK_APART"] = "1"
    r = subprocess.run(args, capture_output=True, text=True, env=env)
    err = TIME_REPORT.sub("", r.stderr)
    return r.returncode, r.stdout, err


def main(argv):
    waitwise, gen, first, last = argv[0], argv[1], int(argv[2]), int(argv[3])
    found = differ = 0
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(first, last + 1):
            path = os.path.join(tmp, "r%d.s" % seed)
            subprocess.run([sys.executable, gen, str(seed), "--waits", "random", "--features", "mixed",
                            "-o", path], check=True)
            for fmt in ([], ["--format=json"]):
                for threads in (1, 2):
                    a = run([waitwise, "check", "-mcpu=gfx942"] + fmt + [path], threads)
                    b = run([waitwise, "check", "-mcpu=gfx942", "--time-report"] + fmt + [path], threads, True)
                    if a != b:
                        differ += 1
                        print("differ: seed %d %s threads %d" % (seed, " ".join(fmt), threads))
            found += a[0] == 1
    print("programs %d, with findings %d, differ %d" % (last - first + 1, found, differ))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
