#!/usr/bin/env python3
"""judge.py - an independent judge for `waitwise run` (src/machine).

Generates random straight-line kernels over three i32 buffers (global G and
H, shared S) with async copies and stores, commits on two queues, waits,
asyncmarks, synchronous loads, stores, copies and opaque calls; runs each
with `waitwise run --dump --max-races=1000` and compares with a model written
here from docs/kernel-ir.md and docs/run.md alone:

  * races: every (category, access line) the model finds is reported, and
    every reported (category, access line, operation line) is one the model
    finds (the machine names one outstanding operation per element);
  * results: the global buffers after the run with `latest` completion (an
    operation reads and writes when it is forced to complete: the groups a
    wait retires oldest first, each group's operations in issue order; the
    end of the kernel completes the rest in issue order);
  * modes: a race-free kernel gives the same buffers with `earliest` and
    `random` completion.

    python3 tests/machine/judge.py --waitwise build/waitwise [--seed N] [--count N] [-v]

Exit status 0 when every kernel agrees; the first disagreement is printed
with its program.
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

N = 16          # elements per buffer
BUFS = ["G", "H", "S"]
GLOBALS = ["G", "H"]


class Gen:
    """A random kernel as lines of text plus, per line, what it does."""

    def __init__(self, rng):
        self.rng = rng
        self.lines = ["kernel judge(G: global i32[16], H: global i32[16]) {",
                      "  S = alloc shared i32[16]"]
        self.stmts = []  # (line number, statement tuple)

    def slice(self, length=None):
        n = length or self.rng.randint(1, 6)
        lo = self.rng.randint(0, N - n)
        return lo, lo + n

    def emit(self, text, stmt, indent=1):
        self.lines.append("  " * indent + text)
        if stmt is not None:
            self.stmts.append((len(self.lines), stmt))

    def async_op(self, indent):
        r = self.rng
        if r.random() < 0.6:
            d, s = r.choice(BUFS), r.choice(BUFS)
            dlo, dhi = self.slice()
            slo, shi = self.slice(dhi - dlo)
            self.emit("%s[%d:%d] <- %s[%d:%d]" % (d, dlo, dhi, s, slo, shi),
                      ("acopy", d, dlo, dhi, s, slo), indent)
        else:
            d, a, b = r.choice(BUFS), r.choice(BUFS), r.choice(BUFS)
            i, j, k = r.randrange(N), r.randrange(N), r.randrange(N)
            self.emit("%s[%d] = %s[%d] + %s[%d]" % (d, i, a, j, b, k), ("astore", d, i, a, j, b, k), indent)

    def program(self, nstmts):
        r = self.rng
        # Careful kernels mostly wait right away: more of them are race-free,
        # which tests results and completion modes.
        careful = r.random() < 0.5
        for _ in range(nstmts):
            x = r.random()
            if x < 0.30:
                q = r.randrange(2)
                self.emit("commit(%d) {" % q, ("open",))
                self.emit("async {", None, 2)
                for _ in range(r.choice([1, 1, 2])):
                    self.async_op(3)
                self.emit("}", None, 2)
                self.emit("}", ("commit", q))
                if careful and r.random() < 0.7:
                    self.emit("wait(%d, 0)" % q, ("wait", q, 0))
            elif x < 0.38:
                self.emit("async {", None)
                self.async_op(2)
                self.emit("}", None)
                if careful and r.random() < 0.7:
                    self.emit("asyncmark", ("mark",))
                    self.emit("wait_asyncmark(0)", ("wait_mark", 0))
            elif x < 0.50:
                q, n = r.randrange(2), r.randrange(3)
                self.emit("wait(%d, %d)" % (q, n), ("wait", q, n))
            elif x < 0.56:
                self.emit("asyncmark", ("mark",))
            elif x < 0.62:
                n = r.randrange(3)
                self.emit("wait_asyncmark(%d)" % n, ("wait_mark", n))
            elif x < 0.74:
                d, s = r.choice(BUFS), r.choice(BUFS)
                i, j = r.randrange(N), r.randrange(N)
                self.emit("%s[%d] = %s[%d] + 1" % (d, i, s, j), ("store", d, i, s, j))
            elif x < 0.80:
                d, i = r.choice(BUFS), r.randrange(N)
                self.emit("%s[%d] += 3" % (d, i), ("addto", d, i))
            elif x < 0.92:
                d, s = r.choice(BUFS), r.choice(BUFS)
                dlo, dhi = self.slice()
                slo, shi = self.slice(dhi - dlo)
                self.emit("%s[%d:%d] <- %s[%d:%d]" % (d, dlo, dhi, s, slo, shi), ("copy", d, dlo, dhi, s, slo))
            else:
                s = r.choice(BUFS)
                lo, hi = self.slice()
                self.emit("use(%s[%d:%d])" % (s, lo, hi), ("use", s, lo, hi))
        self.lines.append("}")
        return "\n".join(self.lines) + "\n"


def wrap32(v):
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v >= 1 << 31 else v


class Model:
    """The semantics of docs/kernel-ir.md for the statements above."""

    def __init__(self, inputs):
        self.mem = {"G": list(inputs["G"]), "H": list(inputs["H"]), "S": [0] * N}
        self.ops = []          # dicts; 'done' when completed
        self.queues = {0: [], 1: []}  # groups not yet retired, oldest first
        self.marks = []
        self.unmarked = []
        self.open = None       # ops issued in the running commit block
        self.races = set()     # (category, access line, op line)

    def outstanding(self):
        return [o for o in self.ops if not o["done"]]

    def check(self, line, reads, writes, async_access):
        for o in self.outstanding():
            for e in reads:
                if e in o["writes"]:
                    self.races.add(("race-dest-read", line, o["line"]))
            for e in writes:
                if e in o["writes"]:
                    self.races.add(("race-dest-overlap" if async_access else "race-dest-write", line, o["line"]))
                if e in o["reads"]:
                    self.races.add(("race-source-write", line, o["line"]))

    def issue(self, line, st):
        if st[0] == "acopy":
            _, d, dlo, dhi, s, slo = st
            reads = [(s, slo + k) for k in range(dhi - dlo)]
            writes = [(d, dlo + k) for k in range(dhi - dlo)]
        else:
            _, d, i, a, j, b, k = st
            reads, writes = [(a, j), (b, k)], [(d, i)]
        self.check(line, reads, writes, True)
        op = {"line": line, "st": st, "reads": set(reads), "writes": writes, "done": False}
        self.ops.append(op)
        self.unmarked.append(op)
        if self.open is not None:
            self.open.append(op)

    def complete(self, op):
        if op["done"]:
            return
        m = self.mem
        st = op["st"]
        if st[0] == "acopy":
            _, d, dlo, dhi, s, slo = st
            vals = [m[s][slo + k] for k in range(dhi - dlo)]
            for k, v in enumerate(vals):
                m[d][dlo + k] = v
        else:
            _, d, i, a, j, b, k = st
            m[d][i] = wrap32(m[a][j] + m[b][k])
        op["done"] = True

    def retire(self, fifo, keep):
        while len(fifo) > keep:
            for op in fifo.pop(0):
                self.complete(op)


ERR = re.compile(r"^.*?:(\d+):\d+: error: .* at (\d+):\d+ may still (?:read|write) it \[-W([a-z-]+)\]$")
BUF = re.compile(r"^([GH]) = (.*)$")


def run_waitwise(ww, path, inputs_path, mode, seed=None):
    cmd = [ww, "run", path, "--dump", "--max-races=1000", "--inputs=" + inputs_path, "--completion=" + mode]
    if seed is not None:
        cmd.append("--seed=%d" % seed)
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    races, bufs, cur = set(), {}, None
    for l in p.stderr.splitlines():
        mm = ERR.match(l)
        if mm:
            races.add((mm.group(3), int(mm.group(1)), int(mm.group(2))))
        elif ": error:" in l:
            raise SystemExit("unexpected error from waitwise:\n" + p.stderr)
    for l in p.stdout.splitlines():
        mm = BUF.match(l)
        if mm:
            cur = mm.group(1)
            bufs[cur] = [int(v) for v in mm.group(2).split()]
        elif cur and l.startswith("    "):
            bufs[cur] += [int(v) for v in l.split()]
        else:
            cur = None
    return p.returncode, races, bufs


def judge_one(ww, rng, tmp, verbose):
    gen = Gen(rng)
    text = gen.program(rng.randint(4, 18))
    inputs = {b: [rng.randint(-50, 50) for _ in range(N)] for b in GLOBALS}
    path = os.path.join(tmp, "judge.wk")
    inputs_path = os.path.join(tmp, "judge.in")
    with open(path, "w") as f:
        f.write(text)
    with open(inputs_path, "w") as f:
        for b in GLOBALS:
            f.write("%s = %s\n" % (b, " ".join(map(str, inputs[b]))))
    model = Model(inputs)
    for line, st in sorted(gen.stmts):
        model_step(model, line, st)
    for op in model.ops:  # the end of the kernel, in issue order
        model.complete(op)

    rc, races, bufs = run_waitwise(ww, path, inputs_path, "latest")
    problems = []
    want_pairs = {(c, l) for c, l, _ in model.races}
    got_pairs = {(c, l) for c, l, _ in races}
    if want_pairs != got_pairs:
        problems.append("races (category, line): model %s, waitwise %s" % (sorted(want_pairs), sorted(got_pairs)))
    if not races <= model.races:
        problems.append("waitwise names operations the model does not: %s" % sorted(races - model.races))
    if rc != (1 if model.races else 0):
        problems.append("exit status %d" % rc)
    for b in GLOBALS:
        if bufs.get(b) != model.mem[b]:
            problems.append("%s: model %s, waitwise %s" % (b, model.mem[b], bufs.get(b)))
    if not model.races and not problems:
        for mode, seed in (("earliest", None), ("random", rng.randrange(1 << 30))):
            rc2, races2, bufs2 = run_waitwise(ww, path, inputs_path, mode, seed)
            if rc2 != 0 or races2 or any(bufs2.get(b) != model.mem[b] for b in GLOBALS):
                problems.append("%s completion (seed %s) differs: status %d, %s" % (mode, seed, rc2, bufs2))
    if problems:
        print("DISAGREEMENT on this kernel:\n" + text + "inputs:\n" + open(inputs_path).read())
        for p in problems:
            print("  " + p)
        return False
    if verbose:
        print("ok: %d statements, %d races" % (len(gen.stmts), len(model.races)))
    return True


def model_step(model, line, st):
    """One statement of Model.run (the loop body, reused step by step)."""
    m = model.mem
    kind = st[0]
    if kind in ("acopy", "astore"):
        model.issue(line, st)
    elif kind == "open":
        model.open = []
    elif kind == "commit":
        model.queues[st[1]].append(model.open or [])
        model.open = None
    elif kind == "wait":
        model.retire(model.queues[st[1]], st[2])
    elif kind == "mark":
        model.marks.append(model.unmarked)
        model.unmarked = []
    elif kind == "wait_mark":
        model.retire(model.marks, st[1])
    elif kind == "store":
        _, d, i, s, j = st
        model.check(line, [(s, j)], [(d, i)], False)
        m[d][i] = wrap32(m[s][j] + 1)
    elif kind == "addto":
        _, d, i = st
        model.check(line, [(d, i)], [(d, i)], False)
        m[d][i] = wrap32(m[d][i] + 3)
    elif kind == "copy":
        _, d, dlo, dhi, s, slo = st
        n = dhi - dlo
        model.check(line, [(s, slo + k) for k in range(n)], [(d, dlo + k) for k in range(n)], False)
        vals = [m[s][slo + k] for k in range(n)]
        for k, v in enumerate(vals):
            m[d][dlo + k] = v
    elif kind == "use":
        _, s, lo, hi = st
        model.check(line, [(s, k) for k in range(lo, hi)], [], False)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--waitwise", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(a.count):
            if not judge_one(a.waitwise, rng, tmp, a.v):
                print("judge: kernel %d of seed %d disagrees" % (i, a.seed))
                return 1
    print("judge: %d kernels agree (seed %d)" % (a.count, a.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
