#!/usr/bin/env python3
"""oracle.py - `waitwise verify` against itself without reduction.

    oracle.py --waitwise PATH [--seeds A-B] [--keep DIR] [-v]

For each seed, a random small kernel of 2 or 3 waves (shared-memory stores
and loads at wave-dependent indices, barrier(), loops of two iterations, the split workgroup barrier
with or without fences, code under `if wave_id == C`, async copies under
marks with waits of random depth, two workgroups with the cluster barrier, a named barrier initialised by wave 0,
joined, arrived at, waited on, dropped, or arrived at
and waited on in loops after one join) is
verified twice: with the partial-order reduction and with --no-reduction
(plain interleavings and every order in which async copies move data).

The two must agree on the verdict; on a verified kernel also on the number
of distinct final states (a persistent-set reduction keeps every reachable
terminal state, and a race-free kernel's final state does not depend on when
its copies moved). Where both find a violation, the kinds may differ (the
reduction may meet a race first where plain interleavings meet another
violation); that is counted, not failed.

A kernel whose searches both exceed their bounds (MAX_STATES with
reduction, FULL_MAX_STATES without) is skipped (and counted); one that only one side finishes is a disagreement. Prints one line
per disagreement and a summary; exit status 1 on any, or when fewer than
MIN_JUDGED of the kernels were judged both ways.
Deterministic for a given seed range.
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

TIMEOUT = 60
MAX_STATES = 20000     # the reduced search's bound
# the full search's: plain interleavings reach many times the reduced states,
# and a kernel only the reduction finishes is a disagreement
FULL_MAX_STATES = 400000
MIN_JUDGED = 0.5       # below this fraction of kernels judged both ways the run proves nothing: fail


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.waves = self.r.choice([2, 2, 3])
        self.wgs = self.r.choice([1, 1, 1, 2])      # cluster(2): two workgroups
        if self.wgs > 1:
            self.waves = 2
        self.gid = "wave_id" if self.wgs == 1 else "workgroup_id * %d + wave_id" % self.waves
        self.lines = []
        self.depth = 1
        self.marks = 0          # asyncmarks issued and not surely waited
        self.named = self.r.random() < 0.3
        self.tiles = 0

    def emit(self, s):
        self.lines.append("  " * self.depth + s)

    def index(self):
        w = self.waves
        return self.r.choice(["wave_id", "(wave_id + 1) %% %d" % w, "0", "%d" % (w - 1)])

    def stmt(self, budget):
        r = self.r
        kinds = ["store", "load", "barrier", "split", "if", "async", "fence_split", "loop"]
        if self.named:
            kinds += ["named", "named", "drop", "named_loop", "named_loop"]
        if self.wgs > 1:
            kinds += ["cluster", "cluster"]
        k = r.choice(kinds)
        if k == "store":
            self.emit("S[%s] = X[%s] + %d" % (self.index(), self.gid, r.randint(1, 9)))
        elif k == "load":
            self.emit("X[%d + %s] = S[%s]" % (self.waves * self.wgs, self.gid, self.index()))
        elif k == "barrier":
            self.emit("barrier()")
        elif k == "split":
            self.emit("barrier_arrive(-1)")
            if r.random() < 0.5:
                self.emit("L[0] = L[0] + 1")
            if r.random() < 0.8:
                self.emit("barrier_wait(-1)")
        elif k == "fence_split":
            space = r.choice(["shared", "global", "shared, global"])
            self.emit("fence(release, workgroup, %s)" % space)
            self.emit("barrier_arrive(-1)")
            self.emit("barrier_wait(-1)")
            self.emit("fence(acquire, workgroup, %s)" % space)
        elif k == "if" and budget > 1:
            self.emit("if wave_id == %d {" % r.randrange(self.waves))
            self.depth += 1
            for _ in range(r.randint(1, 2)):
                self.stmt(budget - 1)
            self.depth -= 1
            self.emit("}")
        elif k == "async":
            self.emit("async {")
            self.depth += 1
            self.emit("T[%s, 0:2] <- G[%d:%d]" % (self.index(), 2 * self.tiles, 2 * self.tiles + 2))
            self.depth -= 1
            self.emit("}")
            self.emit("asyncmark")
            self.tiles = (self.tiles + 1) % 4
            if r.random() < 0.6:
                self.emit("wait_asyncmark(%d)" % r.choice([0, 0, 1]))
            if r.random() < 0.5:
                self.emit("X[%d + %s] = T[%s, 1]" % (2 * self.waves * self.wgs, self.gid, self.index()))
        elif k == "loop" and budget > 1:
            self.emit("for i in range(2) {")
            self.depth += 1
            for _ in range(r.randint(1, 2)):
                self.stmt(budget - 1)
            self.depth -= 1
            self.emit("}")
        elif k == "cluster":
            scope = r.choice(["cluster", "workgroup"])
            self.emit("fence(release, %s)" % scope)
            self.emit("if wave_id == %d {" % r.randrange(self.waves))
            self.emit("  barrier_arrive(-3)")
            self.emit("}")
            self.emit("barrier_wait(-3)")
            self.emit("fence(acquire, %s)" % scope)
            if r.random() < 0.5:
                self.emit("X[%d + %s] = X[%d + %s]" % (self.waves * self.wgs, self.gid, self.waves * self.wgs,
                                                      "(workgroup_id + 1) %% 2 * %d + wave_id" % self.waves))
        elif k == "named_loop":
            if r.random() < 0.5:
                self.emit("fence(release, workgroup, shared)")
            self.emit("barrier_arrive(bar)")
            if r.random() < 0.8:
                self.emit("barrier_wait(bar)")
            if r.random() < 0.5:
                self.emit("fence(acquire, workgroup, shared)")
        elif k == "drop":
            self.emit("barrier_join(bar)")
            self.emit("barrier_drop(bar)")
        elif k == "named":
            self.emit("barrier_join(bar)")
            self.emit("barrier_arrive(bar)")
            self.emit("barrier_wait(bar)")
        else:
            self.emit("barrier()")

    def kernel(self):
        w = self.waves
        head = ("kernel k(X: global i32[%d], G: global i32[8]) waves(%d)%s {"
                % (3 * w * self.wgs, w, " cluster(2)" if self.wgs > 1 else ""))
        self.emit("S = alloc shared i32[%d]" % w)
        self.emit("T = alloc shared i32[%d, 2]" % w)
        self.emit("L = alloc local i32[1]")
        if self.named:
            self.emit("bar = barrier_object(workgroup)")
            self.emit("if wave_id == 0 {")
            self.emit("  barrier_init(bar, %d)" % self.r.choice([w, w, w - 1]))
            self.emit("}")
            self.emit("barrier()")
            if self.r.random() < 0.6:
                self.emit("barrier_join(bar)")
        for _ in range(self.r.randint(2, 5)):
            self.stmt(2)
        return head + "\n" + "\n".join(self.lines) + "\n}\n"


def verify(waitwise, path, extra, max_states):
    p = subprocess.run([waitwise, "verify", path, "--max-states=%d" % max_states] + extra, capture_output=True,
                       text=True, timeout=TIMEOUT)
    out = p.stdout.splitlines()
    if p.returncode == 3:
        return "incomplete", 0, p.stdout
    if p.returncode not in (0, 1) or not out:
        return None, p.returncode, p.stdout + p.stderr
    m = re.search(r"complete runs: (\d+)", p.stdout)
    return out[0], int(m.group(1)) if m else -1, p.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--waitwise", required=True)
    ap.add_argument("--seeds", default="0-39")
    ap.add_argument("--keep")
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    lo, hi = (int(x) for x in a.seeds.split("-"))
    stats = {"verified": 0, "violation": 0, "kinds differ": 0, "skipped": 0}
    bad = 0
    tmp = tempfile.mkdtemp(prefix="ww-oracle-")
    for seed in range(lo, hi + 1):
        src = Gen(seed).kernel()
        path = os.path.join(a.keep or tmp, "seed%d.wk" % seed)
        with open(path, "w") as f:
            f.write(src)
        v1, n1, o1 = verify(a.waitwise, path, [], MAX_STATES)
        v2, n2, o2 = verify(a.waitwise, path, ["--no-reduction"], FULL_MAX_STATES)
        if v1 is None or v2 is None:
            print("seed %d: verify failed (exit %s / %s)" % (seed, n1, n2))
            print(o1 if v1 is None else o2)
            bad += 1
            continue
        w1, w2 = v1.split(":")[0].split()[0], v2.split(":")[0].split()[0]
        if w1 == w2 == "incomplete":
            stats["skipped"] += 1
        elif "incomplete" in (w1, w2):
            # one side judged the kernel, the other ran out of bounds: the
            # verdicts cannot be compared, and a reduction that explodes (or
            # a full search that cannot finish what the reduction finished)
            # is what this oracle is for
            print("seed %d: '%s' with reduction, '%s' without" % (seed, v1, v2))
            bad += 1
        elif w1 != w2:
            print("seed %d: '%s' with reduction, '%s' without" % (seed, v1, v2))
            bad += 1
        elif w1 == "verified" and n1 != n2:
            print("seed %d: verified, %d final states with reduction, %d without" % (seed, n1, n2))
            bad += 1
        else:
            stats[w1] += 1
            if v1 != v2:
                stats["kinds differ"] += 1
            if a.v:
                print("seed %d: %s / %s" % (seed, v1, v2))
        if not a.keep:
            os.unlink(path)
    if not a.keep:
        os.rmdir(tmp)
    print("%d kernels: %d verified, %d violations (%d of them of another kind without reduction), %d too big, "
          "%d disagreements" % (hi - lo + 1, stats["verified"], stats["violation"], stats["kinds differ"],
                                stats["skipped"], bad))
    judged = stats["verified"] + stats["violation"]
    if judged < MIN_JUDGED * (hi - lo + 1):
        print("only %d of %d kernels judged both ways" % (judged, hi - lo + 1))
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
