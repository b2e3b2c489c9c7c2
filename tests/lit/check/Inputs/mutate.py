"""Mutation test of `waitwise check` on the corpus.

For every counter wait in every corpus file: delete it, run check.
 - detected: check reports a finding (error or warning) that the original
   does not have (a new consumer, or a stronger fix at a known one);
   its suggested fix, inserted before the reported instruction, must remove
   that error, and must be no stronger than the deleted wait (for every
   counter the fix waits on, the deleted wait waited on it with a count no
   larger; on gfx1250 an xcnt count is allowed where the deleted wait
   waited for completions: a completed operation was translated), but for
   what the original's warnings at that instruction already ask for (the
   fix merges them);
 - undetected, and then one of:
   * excused as redundant: `explain` on the original says the deleted wait
     was redundant (its weakest covering wait is "no wait"): on every path
     from every entry the function may have (its callers in this file; for a
     function callable from outside, its caller's operations on every
     counter, entry.c), nothing it completes is used before another wait;
   * fence (missed): a wait of one of the memory model's code sequences
     (explain's "fence") that check cannot prove needed: a release without a
     cache writeback, or the part of an acquire fence's wait that covers
     stores. insert keeps such waits; check misses their deletion;
   * otherwise a failure.
Mutants are made only in functions that check clean: a function with a
reported race (the corpus keeps LLVM 22's racy DMA kernels on purpose) has no
correct baseline to mutate. Prints a summary and "N passed, N failed" (one
case per mutant).
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

waitwise, corpus = sys.argv[1], sys.argv[2]
verbose = "-v" in sys.argv

def run(args):
    return subprocess.run([waitwise] + args, capture_output=True, text=True)

def findings(path, cpu):
    r = run(["check", "-mcpu=" + cpu, "--format=json", path])
    if r.returncode not in (0, 1):
        raise RuntimeError("check failed on %s: %s" % (path, r.stderr[:400]))
    return [json.loads(l) for l in r.stdout.splitlines() if l.strip()]

def key(f):
    return (f["consumer"]["text"], f["category"], f["line"], f["fix"]["wait"])

COUNT = re.compile(r"(\w+)\((\d+)\)")

def counts_of(text, cpu):
    """Counter -> count of a wait line, via `waitwise explain` of that line."""
    return None

def parse_fix(fix):
    return dict((k, v) for k, v in fix["counts"].items())

def wait_counts(insn):
    """Counts of a wait instruction text, per counter name."""
    out = {}
    m = insn.split(None, 1)
    op = m[0]
    arg = m[1] if len(m) > 1 else ""
    if op == "s_waitcnt":
        for name, v in COUNT.findall(arg):
            out[name.replace("_sat", "")] = int(v)
        if not out and arg.strip():
            return None  # raw immediate: compare conservatively
        return out
    if op.startswith("s_waitcnt_"):
        out[op[len("s_waitcnt_"):]] = int(arg.split(",")[-1], 0)
        return out
    if op in ("s_wait_loadcnt_dscnt", "s_wait_storecnt_dscnt"):
        v = int(arg, 0)
        out["loadcnt" if "load" in op else "storecnt"] = v >> 8
        out["dscnt"] = v & 0xff
        return out
    if op.startswith("s_wait_"):
        out[op[len("s_wait_"):]] = int(arg, 0)
        return out
    return None

# gfx1250: an operation that completed (loadcnt, storecnt, kmcnt) was
# translated, so a deleted completion wait may leave an xcnt need behind:
# a fix on xcnt alone waits for less.
COMPLETES_X = {"loadcnt", "storecnt", "kmcnt"}

LEGACY = {"gfx1200": {"vmcnt": "loadcnt", "lgkmcnt": "dscnt"}, "gfx1201": {"vmcnt": "loadcnt", "lgkmcnt": "dscnt"}}

files = sorted(glob.glob(os.path.join(corpus, "*", "*.s")))
total = detected = excused = failed = skipped = fence_missed = 0
xcnt = {"total": 0, "detected": 0, "excused": 0, "fence": 0}  # s_wait_xcnt alone (gfx1250)
tmp = tempfile.mkdtemp()
for path in files:
    cpu = os.path.basename(os.path.dirname(path))
    lines = open(path).read().split("\n")
    basef = findings(path, cpu)
    base = set(key(f) for f in basef)
    ex = json.loads(run(["explain", "-mcpu=" + cpu, "--format=json", path]).stdout)
    func_of = {ins["line"]: ins["function"] for ins in ex["instructions"]}
    racy = set(func_of.get(f["line"]) for f in basef if f["severity"] == "error")
    for ins in ex["instructions"]:
        if "wait" not in ins:
            continue
        if ins["function"] in racy:
            skipped += 1
            continue
        total += 1
        ln = ins["line"]
        deleted = ins["text"]
        mut = lines[:ln - 1] + lines[ln:]
        mpath = os.path.join(tmp, "m.s")
        open(mpath, "w").write("\n".join(mut))
        # line numbers after ln shift by one
        base_shift = set((t, c, l - 1 if l > ln else l, w) for (t, c, l, w) in base)
        # what the original's own findings (warnings: the function has no
        # error) already ask for at a line: a new finding there merges it
        base_fix = {}
        for f in basef:
            l = f["line"] - 1 if f["line"] > ln else f["line"]
            for cnt, v in f["fix"]["counts"].items():
                base_fix.setdefault(l, {})[cnt] = min(v, base_fix.get(l, {}).get(cnt, v))
        new = [f for f in findings(mpath, cpu) if key(f) not in base_shift]
        label = "%s:%d %s" % (os.path.relpath(path, corpus), ln, deleted)
        is_x = deleted.startswith("s_wait_xcnt")
        xcnt["total"] += is_x
        if not new:
            if ins["wait"].get("fence"):
                fence_missed += 1
                xcnt["fence"] += is_x
                if verbose:
                    print("missed (fence check cannot prove)", label)
            elif ins["wait"]["weakest"] == "no wait":
                excused += 1
                xcnt["excused"] += is_x
                if verbose:
                    print("excused (redundant)", label)
            else:
                failed += 1
                print("FAIL undetected, not redundant:", label, "weakest:", ins["wait"]["weakest"])
            continue
        detected += 1
        xcnt["detected"] += is_x
        ok = True
        wc = wait_counts(deleted)
        for f in new:
            fix = f["fix"]["counts"]
            legacy = LEGACY.get(cpu, {})
            if wc is not None:
                wcn = {legacy.get(k, k): v for k, v in wc.items()}
                for cnt, v in fix.items():
                    if v >= base_fix.get(f["line"], {}).get(cnt, v + 1):
                        continue
                    if cnt == "xcnt" and COMPLETES_X & set(wcn):
                        continue  # what completed was translated
                    if cnt not in wcn or v < wcn[cnt]:
                        ok = False
                        print("FAIL fix stronger than the deleted wait:", label, "fix:", f["fix"]["wait"],
                              "at line", f["line"])
            # insert the fix before the consumer and re-check that finding
            fl = f["line"]
            fixed = mut[:fl - 1] + ["\t" + w.strip() for w in f["fix"]["wait"].split(";")] + mut[fl - 1:]
            open(mpath, "w").write("\n".join(fixed))
            nfix = len(f["fix"]["wait"].split(";"))
            still = [g for g in findings(mpath, cpu)
                     if g["line"] == fl + nfix and g["consumer"]["text"] == f["consumer"]["text"]
                     and g["fix"]["wait"] == f["fix"]["wait"]]
            if still:
                ok = False
                print("FAIL fix does not fix:", label, "fix:", f["fix"]["wait"], "at line", fl)
        if not ok:
            failed += 1
print("waits in functions that check clean: %d, detected: %d, excused as redundant: %d, "
      "missed fences check cannot prove: %d, failed: %d"
      % (total, detected, excused, fence_missed, failed))
print("of which s_wait_xcnt: %d, detected: %d, excused as redundant: %d, missed fences: %d"
      % (xcnt["total"], xcnt["detected"], xcnt["excused"], xcnt["fence"]))
print("waits skipped in functions with reported races: %d" % skipped)
if total:
    print("detection rate: %.1f%% of all deleted waits; %.1f%% of the non-redundant ones"
          % (100.0 * detected / total, 100.0 * detected / max(1, total - excused)))
print("%d passed, %d failed" % (total - failed, failed))
sys.exit(1 if failed else 0)
