#!/usr/bin/env python3
"""dma.py - judges of `pipeline --dma` (the lowering of async global->shared
copies to LDS DMA `dma` statements).

  dma.py kernel R C TYPE GCOLS LROW R0 C0 RB CB [COPIES]
      the unlowered kernel: tile R x C of A[R0:, C0:] (A has GCOLS columns)
      copied asynchronously to S[RB:, CB:] (S has LROW columns), COPIES
      times one below the other (default 1), then S copied out to OUT.
  dma.py pipelined R C TYPE GCOLS LROW R0 C0 RB CB [COPIES K STAGES]
      the same tile copied in a loop of K (default 6) annotated for a
      pipeline of STAGES (default 2) stages, each tile used by an opaque call.
  dma.py inputs TYPE N
      an inputs file giving A the values 1..N (mod 2048 for f16): distinct,
      so a wrong element is a wrong result.
  dma.py mutate FILE KIND LINE [PREFIX]
      the lowered program FILE with dma statement LINE (1-based among the
      dma statements) mutated: offset, m0 or vaddr by 8 bytes (an f64, two
      f32; m0 is laddr in the per-lane form, moved by 4 bytes), width
      16 <-> 4, or the last lane dropped; KIND
      `all` followed by PREFIX writes each kind to PREFIX.KIND.wk.
  dma.py judge WAITWISE SEED COUNT [--mutants] [--cpu=CPU]
      COUNT random shapes, layouts and targets (gfx942, gfx950, gfx90a,
      gfx1250) from SEED: each kernel is
      lowered (`pipeline --dma -mcpu=CPU`); a lowered one must be
      equivalent to the original under `run --equiv` (distinct inputs and
      the fixed pattern), a copy left unlowered must come with a warning.
      With --mutants, each kind of mutation of one dma statement must make
      `run --equiv` fail (a wrong result or a race: exit 1; a run-time
      error such as a misaligned address: exit 2). Prints the tallies.
      --cpu=CPU takes that target only.
  dma.py layout WAITWISE CPU:R:C:TYPE:LROW:LBASE_ROWS:LBASE_COLS[:SKEW]...
      the emitted assembly of the same plan (`gather --emit=asm`, executed
      by ../../../gather/Inputs/simulate-asm.py) against the layout the
      lowered kernel leaves in S under `run` (dumped through OUT): every
      LDS byte from the same global byte. Prints "same layout: ..." or the
      first difference (exit 1). SKEW (bytes) moves the assembly's LDS
      base, to show that the check tells layouts apart.
"""
import importlib.util
import os
import random
import re
import subprocess
import sys
import tempfile

BYTES = {"i32": 4, "f32": 4, "f16": 2, "f64": 8, "i64": 8}
KINDS = ("offset", "width", "m0", "vaddr", "lanes")
DMA = re.compile(r"^(\s*\w+ <- dma\(\w+, width = )(\d+)(, offset = )(-?\d+)(, m0 = |, laddr\(\w+\) = )(.*)(, lanes = \[)(.*)"
                 r"(\], vaddr\(\w+\) = )(.*)\)$")


def kernel(R, C, T, GC, LROW, R0, C0, RB, CB, copies=1):
    RR = RB + copies * R
    body = "".join("      S[%d:%d, %d:%d] <- A[%d:%d, %d:%d]\n" % (RB + i * R, RB + (i + 1) * R, CB, CB + C,
                                                                    R0, R0 + R, C0, C0 + C) for i in range(copies))
    return ("kernel tile(A: global %s[%d, %d], OUT: global %s[%d, %d]) {\n"
            "  S = alloc shared %s[%d, %d]\n  commit(0) {\n    async {\n%s    }\n  }\n  wait(0, 0)\n  OUT <- S\n}\n"
            % (T, R0 + R, GC, T, RR, LROW, T, RR, LROW, body))


def pipelined(R, C, T, GC, LROW, R0, C0, RB, CB, copies=1, K=6, stages=2):
    """The copy of tile k (rows k * R + R0 ...) in a loop of K, pipelined
    over `stages` stages (the copy async in stage 0, its use in the last)."""
    RR = RB + R
    return ("kernel tile(A: global %s[%d, %d]) {\n  S = alloc shared %s[%d, %d]\n"
            "  @software_pipeline_stage(0, %d)\n  @software_pipeline_async_stages(0)\n"
            "  for k in range(%d) {\n    S[%d:%d, %d:%d] <- A[k * %d + %d:k * %d + %d, %d:%d]\n    use(S)\n  }\n}\n"
            % (T, K * R + R0, GC, T, RR, LROW, stages - 1, K, RB, RB + R, CB, CB + C, R, R0, R, R0 + R, C0, C0 + C))


def inputs(T, n):
    vals = [str(k % 2048 + 1 if T == "f16" else k + 1) for k in range(n)]
    return "A = " + "\n    ".join(" ".join(vals[i:i + 16]) for i in range(0, n, 16)) + "\n"


def mutate(text, kind, which):
    lines, seen = text.splitlines(), 0
    for i, l in enumerate(lines):
        m = DMA.match(l)
        if not m:
            continue
        seen += 1
        if seen != which:
            continue
        g = list(m.groups())
        if kind == "offset":
            o = int(g[3])
            g[3] = str(o + 8 if o + 8 <= 4095 else o - 8)
        elif kind == "width":
            g[1] = "4" if g[1] != "4" else "16"
        elif kind == "m0":
            g[5] = "(%s) + %d" % (g[5], 4 if "laddr" in g[4] else 8)
        elif kind == "vaddr":
            g[9] = "(%s) + 8" % g[9]
        elif kind == "lanes":
            rs = g[7].split(", ")
            lo, hi = map(int, rs[-1].split(":"))
            rs[-1] = "%d:%d" % (lo, hi - 1) if hi - 1 > lo else None
            rs = [r for r in rs if r]
            if not rs:
                return None
            g[7] = ", ".join(rs)
        lines[i] = "".join(g) + ")"
        return "\n".join(lines) + "\n"
    return None


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def random_case(rng, only=None):
    cpu = rng.choice(["gfx942", "gfx950", "gfx90a", "gfx1250"])
    cpu = only or cpu
    T = rng.choice(["f32", "i32", "f16", "f64", "i64"])
    e = BYTES[T]
    R, C = rng.randint(1, 12), rng.randint(1, 48)
    LROW = C + rng.choice([0, 0, 0, 1, 2, 4, 8])
    CB = rng.choice([0, 0, 0, 1, 2, 4]) if LROW == C else rng.randint(0, LROW - C)
    LROW = max(LROW, C + CB)
    GC = C + rng.choice([0, 0, 1, 4, 16, 32])
    C0 = rng.randint(0, GC - C)
    return cpu, T, (R, C, T, GC, LROW, rng.randint(0, 3), C0, rng.randint(0, 2), CB, rng.choice([1, 1, 2]))


def judge(ww, seed, count, mutants, only=None):
    rng = random.Random(seed)
    t = {"cases": 0, "lowered": 0, "loads": 0, "refused": 0, "equivalent": 0, "wrong": 0, "mutants": 0,
         "killed": 0, "wrong result": 0, "race": 0, "error": 0, "survived": 0, "kinds": set(), "pipelined": 0, "by": {k: [0, 0, 0] for k in KINDS}}
    with tempfile.TemporaryDirectory() as d:
        src, low, mut, inp = (os.path.join(d, n) for n in ("a.wk", "b.wk", "m.wk", "in.txt"))
        for _ in range(count):
            cpu, T, args = random_case(rng, only)
            R, C, _, GC, LROW, R0, C0, RB, CB, copies = args
            piped = rng.random() < 0.3
            if piped:
                K, stages = rng.randint(1, 6), rng.randint(2, 4)
                open(src, "w").write(pipelined(*args, K=K, stages=stages))
                open(inp, "w").write(inputs(T, (K * R + R0) * GC))
                t["pipelined"] += 1
            else:
                open(src, "w").write(kernel(*args))
                open(inp, "w").write(inputs(T, (R0 + R) * GC))
            t["cases"] += 1
            rc, out, err = run([ww, "pipeline", "--dma", "-mcpu=" + cpu, src, "-o", low])
            text = open(low).read() if rc == 0 else ""
            n = text.count("<- dma(")
            desc = "%s %s%s" % (cpu, " ".join(map(str, args)), " pipelined K=%d stages=%d" % (K, stages) if piped else "")
            if rc != 0:
                print("FAIL lowering (%d): %s\n%s" % (rc, desc, err))
                t["wrong"] += 1
                continue
            if n == 0:
                if "warning: this copy is not lowered" not in err:
                    print("FAIL no warning for an unlowered copy: %s" % desc)
                    t["wrong"] += 1
                t["refused"] += 1
                continue
            t["lowered"] += 1
            t["loads"] += n
            ok = True
            for extra in (["--inputs=" + inp], []):
                rc, out, err = run([ww, "run", "--equiv", src, low] + extra)
                if rc != 0:
                    print("FAIL not equivalent: %s %s\n%s%s" % (desc, extra, out, err))
                    ok = False
            t["equivalent" if ok else "wrong"] += 1
            if not mutants:
                continue
            which = rng.randint(1, n)
            for kind in KINDS:
                m = mutate(text, kind, which)
                if m is None:
                    continue
                open(mut, "w").write(m)
                t["mutants"] += 1
                rc, out, err = run([ww, "run", "--equiv", src, mut, "--inputs=" + inp])
                if rc == 0:
                    t["survived"] += 1
                    print("SURVIVED %s mutant of dma %d: %s" % (kind, which, desc))
                    continue
                t["killed"] += 1
                t["kinds"].add(kind)
                how = "error" if rc == 2 else "race" if "race" in err else "wrong result"
                t[how] += 1
                t["by"][kind][("wrong result", "race", "error").index(how)] += 1
    print("cases %d (%d pipelined first): lowered %d (%d dma loads), left as copies with a warning %d" %
          (t["cases"], t["pipelined"], t["lowered"], t["loads"], t["refused"]))
    print("equivalent %d, failed %d" % (t["equivalent"], t["wrong"]))
    if mutants:
        print("mutants %d (kinds: %s): killed %d (wrong result %d, race %d, run-time error %d), survived %d" %
              (t["mutants"], " ".join(k for k in KINDS if k in t["kinds"]), t["killed"], t["wrong result"],
               t["race"], t["error"], t["survived"]))
        print("by kind (wrong result/race/run-time error): " +
              ", ".join("%s %d/%d/%d" % ((k,) + tuple(t["by"][k])) for k in KINDS))
    return 1 if t["wrong"] or t["survived"] else 0


def layout(ww, cpu, R, C, T, LROW, RB, CB, skew=0):
    e = BYTES[T]
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location(
        "simulate_asm", os.path.join(here, "..", "..", "..", "gather", "Inputs", "simulate-asm.py"))
    sim = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sim)
    lbase = (RB * LROW + CB) * e
    lanes = 32 if cpu == "gfx1250" else 64  # one wave's plan (gfx1250: 32-lane waves)
    with tempfile.TemporaryDirectory() as d:
        src, low, inp, asm = (os.path.join(d, n) for n in ("a.wk", "b.wk", "in.txt", "t.s"))
        open(src, "w").write(kernel(R, C, T, C, LROW, 0, 0, RB, CB))
        open(inp, "w").write(inputs(T, R * C))
        rc, out, err = run([ww, "pipeline", "--dma=strict", "-mcpu=" + cpu, src, "-o", low])
        if rc:
            print("lowering failed:", err)
            return 1
        nkir = open(low).read().count("<- dma(")
        rc, out, err = run([ww, "run", "--dump", low, "--inputs=" + inp])
        if rc:
            print("run failed:", out, err)
            return 1
        vals = re.search(r"^OUT = (.*?)(?=^\w+ =|\Z)", out, re.S | re.M).group(1).split()
        kir = {}
        for j, v in enumerate(vals):
            g = int(float(v)) - 1
            if g >= 0:
                for b in range(e):
                    kir[j * e + b] = g * e + b
        rc, out, err = run([ww, "gather", "-mcpu=" + cpu, "--tile=%dx%d" % (R, C), "--type=" + T,
                            "--lds-row=%d" % LROW, "--lds-base=%d" % (lbase + skew), "--threads=%d" % lanes, "--emit=asm",
                            "-o", asm])
        if rc:
            print("gather --emit=asm failed:", err)
            return 1
        text = open(asm).read().splitlines()
        body = text[next(i for i, l in enumerate(text) if l.startswith("gather_tile:")) + 1:]
        emitted = {}
        for dst, gsrc, w in sim.run_wave(body, 0, lanes, lanes):
            for k in range(w):
                emitted[dst + k] = gsrc + k
    loads = sum(1 for l in text if re.match(r"\s*global_load_(lds_)?dword|\s*global_load_async_to_lds_b", l))
    for a in sorted(set(kir) | set(emitted)):
        if kir.get(a) != emitted.get(a):
            print("LDS byte %d: the lowered kernel IR puts global byte %s there, the assembly %s" %
                  (a, kir.get(a), emitted.get(a)))
            return 1
    if loads != nkir:
        print("the assembly has %d loads, the lowered kernel IR %d" % (loads, nkir))
        return 1
    print("same layout: %d LDS bytes from %d loads in both" % (len(kir), loads))
    return 0


def main(argv):
    cmd = argv[0]
    if cmd == "kernel":
        a = [int(x) if x.lstrip("-").isdigit() else x for x in argv[1:]]
        sys.stdout.write(kernel(*a))
    elif cmd == "pipelined":
        a = [int(x) if x.lstrip("-").isdigit() else x for x in argv[1:]]
        sys.stdout.write(pipelined(*a))
    elif cmd == "inputs":
        sys.stdout.write(inputs(argv[1], int(argv[2])))
    elif cmd == "mutate" and argv[2] == "all":
        text = open(argv[1]).read()
        for kind in KINDS:
            m = mutate(text, kind, int(argv[3]))
            if m is None:
                return 1
            open("%s.%s.wk" % (argv[4], kind), "w").write(m)
    elif cmd == "mutate":
        m = mutate(open(argv[1]).read(), argv[2], int(argv[3]))
        if m is None:
            return 1
        sys.stdout.write(m)
    elif cmd == "judge":
        only = [a[6:] for a in argv if a.startswith("--cpu=")]
        return judge(argv[1], int(argv[2]), int(argv[3]), "--mutants" in argv, only[-1] if only else None)
    elif cmd == "layout":
        rc = 0
        for shape in argv[2:]:
            a = shape.split(":")
            print(shape + ": ", end="")
            rc |= layout(argv[1], a[0], int(a[1]), int(a[2]), a[3], int(a[4]), int(a[5]), int(a[6]),
                         *map(int, a[7:8]))
        return rc
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
