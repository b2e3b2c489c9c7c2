"""Mutation test of check's barrier rules on the barrier corpus (barriers/).

Every original (clang-22's output) must check clean. Then every mutant the
issue names is made, one edit at a time, by rule, not by hand:
  delete-signal  delete an s_barrier_signal or s_barrier_signal_isfirst
  delete-wait    delete an s_barrier_wait
  delete-join    delete an s_barrier_join
  swap-id        replace an immediate id of a signal or wait by another of
                 -3, -1, 0, 1 (a named wait's id by another named id is
                 skipped: a wait waits on the barrier joined last, whatever
                 it names, so that mutant is the same program)
  every-wave     delete the branch on s_barrier_signal_isfirst's SCC that
                 guards an s_barrier_signal -3 (every wave signals -3)
  trap-id        replace an immediate id by -2 or -4
A mutant is reported when check gives a finding of a barrier category
(barrier-lds-write, a counter rule, excepted). Prints per kind "reported
N/M", a FAIL line per mutant missed, and the totals.

Then insert: every counter wait right before a signal (a release) is
deleted, one at a time; where check then reports a finding (the wait was
needed), `insert` (add and recompute) must put a wait back between the
operation and that signal (the line before it is a wait again), and its
output must check clean. Deletions check cannot tell (gfx1200's workgroup
release waits for loads with no writeback to mark them, as in mutation.test)
are counted apart.
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

waitwise, corpus = sys.argv[1], sys.argv[2]

def findings(path):
    r = subprocess.run([waitwise, "check", "--format=json", path], capture_output=True, text=True)
    if r.returncode == 2:
        return None
    return [json.loads(l) for l in r.stdout.splitlines() if l.startswith("{")]

SIG = re.compile(r"^\s*s_barrier_signal(_isfirst)?\s")
IMM = re.compile(r"^(\s*s_barrier_(?:signal|signal_isfirst|wait)\s+)(-?\d+)(\s*)$")

def mutants(lines):
    for i, l in enumerate(lines):
        if SIG.match(l):
            yield "delete-signal", i, lines[:i] + lines[i + 1:]
        if re.match(r"^\s*s_barrier_wait\s", l):
            yield "delete-wait", i, lines[:i] + lines[i + 1:]
        if re.match(r"^\s*s_barrier_join\s", l):
            yield "delete-join", i, lines[:i] + lines[i + 1:]
        m = IMM.match(l)
        if m:
            old = int(m.group(2))
            wait = "wait" in m.group(1)
            for new in (-3, -1, 0, 1):
                if new == old or (wait and 1 <= old <= 16 and 1 <= new <= 16):
                    continue
                yield "swap-id", i, lines[:i] + [m.group(1) + str(new) + m.group(3)] + lines[i + 1:]
            for new in (-2, -4):
                yield "trap-id", i, lines[:i] + [m.group(1) + str(new) + m.group(3)] + lines[i + 1:]
        if re.match(r"^\s*s_barrier_signal\s+-3\s*$", l):
            for j in range(i - 1, -1, -1):
                if re.match(r"^\s*s_cbranch_", lines[j]):
                    yield "every-wave", i, lines[:j] + lines[j + 1:]
                    break

kinds = {}
fails = 0
files = sorted(glob.glob(os.path.join(corpus, "*.s")))
with tempfile.TemporaryDirectory() as tmp:
    for path in files:
        name = os.path.basename(path)
        base = findings(path)
        if base != []:
            print("FAIL original %s: %s" % (name, "input error" if base is None else
                                            [(f["line"], f["category"]) for f in base]))
            fails += 1
            continue
        lines = open(path).read().split("\n")
        for kind, i, text in mutants(lines):
            out = os.path.join(tmp, name)
            with open(out, "w") as f:
                f.write("\n".join(text))
            got = findings(out)
            ok = got is not None and any(f["category"].startswith("barrier-") and
                                         f["category"] != "barrier-lds-write" for f in got)
            k = kinds.setdefault(kind, [0, 0])
            k[1] += 1
            if ok:
                k[0] += 1
            else:
                fails += 1
                print("FAIL %s %s:%d %s" % (kind, name, i + 1, lines[i].strip()))
print("originals: %d files clean" % len(files))
for kind in sorted(kinds):
    print("%s: reported %d/%d" % (kind, kinds[kind][0], kinds[kind][1]))
total = sum(k[1] for k in kinds.values())
print("mutants: %d, reported: %d, missed: %d" % (total, sum(k[0] for k in kinds.values()), fails))

WAIT = re.compile(r"^\s*s_wait_(?!alu)\w*cnt\w*\s")
placed = total = unproved = 0
with tempfile.TemporaryDirectory() as tmp:
    for path in files:
        name = os.path.basename(path)
        lines = open(path).read().split("\n")
        for i in range(len(lines) - 1):
            if not (WAIT.match(lines[i]) and SIG.match(lines[i + 1])):
                continue
            src = os.path.join(tmp, "in-" + name)
            with open(src, "w") as f:
                f.write("\n".join(lines[:i] + lines[i + 1:]))
            if findings(src) == []:
                unproved += 1
                continue
            for mode in ("add", "recompute"):
                total += 1
                out = os.path.join(tmp, "out-" + name)
                r = subprocess.run([waitwise, "insert", "--mode=" + mode, src, "-o", out],
                                   capture_output=True, text=True)
                got = open(out).read().split("\n") if r.returncode == 0 else []
                # the signal is the (i+1)-th instruction line's twin: find it by
                # counting signals up to line i+1 of the original
                nth = sum(1 for l in lines[:i + 2] if SIG.match(l))
                sig = [k for k, l in enumerate(got) if SIG.match(l)]
                ok = (len(sig) >= nth and WAIT.match(got[sig[nth - 1] - 1]) is not None and
                      findings(out) == [])
                if ok:
                    placed += 1
                else:
                    fails += 1
                    print("FAIL insert %s %s:%d %s" % (mode, name, i + 1, lines[i].strip()))
print("insert: release waits deleted and put back before the signal: %d/%d; not needed by check: %d"
      % (placed, total, unproved))
