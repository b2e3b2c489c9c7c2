#!/usr/bin/env python3
"""judge.py - judge `waitwise pipeline` on random annotated loops (gen.py).

    judge.py --waitwise PATH [--from N] [--to M] [--jobs J] [--show K] [--keep DIR]

For each seed, gen.py writes a program; `waitwise pipeline` either accepts
it (exit 0) or rejects it with a located error (exit 2). Anything else (a
crash, exit 70: an internal error) fails the seed.

Accepted: the output must be equivalent to the input under
`waitwise run --equiv` for every trip count of the seed (0, 1, below the
stages, at them, above, many), with completion latest, earliest and random,
on the seed's input data: equal global buffers and opaque-call checksums, no
race in either. Every 4th seed is also lowered to async marks
(--lower=asyncmark) and judged the same way.

Legality is judged apart from the pipeliner's analysis, by replaying the
loop's element accesses for each trip count (kir.py): the annotations are
legal when every buffer can get some number of versions V (global buffers
and gather sources: 1) under which (a) every two accesses of one element,
one a write, at iterations k1 < k2 (or in body order at k1 = k2) with
k1 = k2 mod V keep their order in the pipelined schedule (iteration k of
stage s runs at k + s, in the annotated order), and (b) every read takes its
value from a write at an iteration congruent to its own, or from before the
loop. A rejected seed that the replay finds legal is a *weakness* (counted,
listed, allowed); an accepted seed the replay finds illegal is reported as a
*judge disagreement* (the equivalence runs decide it).

Tightness (--tight-every K): on each accepted seed that is a multiple of K,
every wait the pipeliner placed is weakened by one group (count + 1, one
more group allowed in flight) and run against the input with `run --equiv`
(completion latest) for every trip count of the seed; a wait whose mutant
is equivalent everywhere is reported as not tight (--max-not-tight bounds
their share). The kernel's own waits are left alone.

Refusals are judged at the seed's own scalars and data and at other values
of `off` and `m`, other input data and larger symbolic trip counts
(OTHER_OFFS, OTHER_MS, other_data, OTHER_NS: those where every index stays
in bounds), with one V per buffer for all of them: the pipeliner's output
must be right for every input, so annotations legal only at the seed's own
are a justified refusal ("legal at the seed's own inputs only", counted
apart).

Prints a summary: seeds, accepted (with the rate), equivalence runs, failures,
rejections (justified / weaknesses / by message), and for each feature of
gen.py how many accepted seeds have it. Exit 0 when nothing failed, every
feature is present among the accepted seeds and at least --min-accept of
the seeds were accepted.
"""
import argparse
import collections
import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402
import kir  # noqa: E402

COMPLETIONS = ["latest", "earliest", "random"]


# ---- the independent legality replay ----

def loop_accesses(loop, env, data):
    """Per iteration k, per unit: the unit's element accesses in order."""
    out = []
    for v in loop.iters(env, data):
        e = dict(env)
        e[loop.var] = v
        row = []
        for s in loop.body:
            acc = []
            s.accesses(e, data, acc)
            row.append(acc)
        out.append(row)
    return out


def gather_sources(stmts):
    srcs = set()
    for s in stmts:
        if isinstance(s, kir.Gather):
            srcs.add(s.src.name)
        for sub in getattr(s, "body", []) + getattr(s, "then", []) + (getattr(s, "els", None) or []):
            srcs |= gather_sources([sub])
    return srcs


def legal_versions(loop, rows, buf, V):
    st, od, _ = loop.annot
    m = len(loop.body)
    # (a) every conflicting pair keeps its order, at equal versions
    inst = []  # (k, u, reads, writes) in original order
    for k, row in enumerate(rows):
        for u in range(m):
            rd = set(e for b, e, rw in row[u] if b is buf and rw == "r")
            wr = set(e for b, e, rw in row[u] if b is buf and rw == "w")
            if rd or wr:
                inst.append((k, u, rd, wr))
    for x in range(len(inst)):
        k1, u1, r1, w1 = inst[x]
        for y in range(x + 1, len(inst)):
            k2, u2, r2, w2 = inst[y]
            if u1 == u2 or (k2 - k1) % V:
                continue
            if not (w1 & (r2 | w2) or r1 & w2):
                continue
            if not (k1 + st[u1], od[u1]) < (k2 + st[u2], od[u2]):
                return False
    # (b) every read takes a value from its own version, or from before the loop
    last = {}
    for k, row in enumerate(rows):
        for u in range(m):
            mine = set()
            for b, e, rw in row[u]:
                if b is not buf:
                    continue
                if rw == "w":
                    last[e] = k
                    mine.add(e)
                elif e not in mine and e in last and (k - last[e]) % V:
                    return False
    return True


def legal_loop(loop, env, data, gsrc, verdicts):
    """Adds, per buffer of this loop instance, the set of legal V."""
    rows = loop_accesses(loop, env, data)
    M = max(loop.annot[0])
    bufs = []
    for row in rows:
        for acc in row:
            for b, _, _ in acc:
                if b not in bufs:
                    bufs.append(b)
    for b in bufs:
        cands = [1] if (b.scope == "global" or b.name in gsrc) else range(1, M + 3)
        ok = set(V for V in cands if legal_versions(loop, rows, b, V))
        key = (id(loop), b.name)
        verdicts[key] = verdicts[key] & ok if key in verdicts else ok
    # inner annotated loops, in each iteration
    for v in loop.iters(env, data):
        e = dict(env)
        e[loop.var] = v
        for s in loop.body:
            if isinstance(s, kir.For) and s.annot:
                legal_loop(s, e, data, gsrc, verdicts)


def walk_program(stmts, env, data, gsrc, verdicts):
    for s in stmts:
        if isinstance(s, kir.For):
            if s.annot:
                legal_loop(s, env, data, gsrc, verdicts)
            else:
                for v in s.iters(env, data):
                    e = dict(env)
                    e[s.var] = v
                    walk_program(s.body, e, data, gsrc, verdicts)


def replay_legal_at(p, off, m, data, verdicts, ns=None):
    """Narrows verdicts (per loop and buffer, the legal V) by the replay at
    these values of the scalars and this input data, for every trip count
    of the seed (or ns); False when some index is out of bounds there (not
    a valid input: it says nothing), else True."""
    gsrc = gather_sources(p.stmts)
    mine = dict(verdicts)
    try:
        for n in (ns or p.ns):
            env = {"off": off, "m": m, "n": n if n is not None else 0}
            walk_program(p.stmts, env, data, gsrc, mine)
    except IndexError:
        return False
    verdicts.clear()
    verdicts.update(mine)
    return True


# Other values of `off` and `m` and other input data the pipelined program
# must be right for: the pipeliner sees the scalars and the data as unknown,
# so annotations legal only at the seed's own values are not legal; nor are
# versions legal only at some of them (one program serves every input, as
# one V serves every trip count). A symbolic trip count is also replayed at
# larger counts, as far as the indices stay in bounds.
OTHER_OFFS = (0, 2, 5)
OTHER_MS = (0, 1)
OTHER_DATA = 3
OTHER_NS = (16, 24, 32)


def other_data(p):
    """All 0, all 7 (the generator's range) and a few random data sets."""
    out = [{k: [0] * len(v) for k, v in p.data.items()}, {k: [7] * len(v) for k, v in p.data.items()}]
    rr = random.Random(p.seed * 131 + 5)
    for _ in range(OTHER_DATA):
        out.append({k: [rr.randint(0, 7) for _ in v] for k, v in p.data.items()})
    return out


def replay_legal(p, every_input=True):
    """Legal at the seed's own inputs and, with every_input, at each other
    valid one of OTHER_OFFS x OTHER_MS x other_data and OTHER_NS, with one
    V per buffer for all of them."""
    verdicts = {}
    replay_legal_at(p, p.off, p.m, p.data, verdicts)
    if not all(verdicts.values()) or not every_input:
        return all(verdicts.values())
    if p.ns != [None]:
        for n in OTHER_NS:
            replay_legal_at(p, p.off, p.m, p.data, verdicts, [n])
    for off in (p.off,) + OTHER_OFFS:
        for m in (p.m,) + OTHER_MS:
            for data in [p.data] + other_data(p):
                replay_legal_at(p, off, m, data, verdicts)
                if not all(verdicts.values()):
                    return False
    return all(verdicts.values())


# ---- running waitwise ----

def inputs_text(p):
    lines = []
    for name in ("A", "Ix", "C", "D", "Acc", "E"):
        lines.append("%s = %s" % (name, " ".join(str(v) for v in p.data[name])))
    return "\n".join(lines) + "\n"


def run(cmd):
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
        return r.returncode, r.stdout + r.stderr
    except subprocess.TimeoutExpired:
        return -999, "timeout"


def judge_seed(ww, seed, keep, tight_every=0):
    p = gen.generate(seed)
    res = {"seed": seed, "features": p.features, "status": None, "detail": "", "runs": 0}
    d = tempfile.mkdtemp(prefix="wwpl%d_" % seed, dir=keep)
    src = os.path.join(d, "in.wk")
    out = os.path.join(d, "out.wk")
    inp = os.path.join(d, "inputs.txt")
    open(src, "w").write(p.text)
    open(inp, "w").write(inputs_text(p))
    lower = seed % 4 == 0
    cmd = [ww, "pipeline", src, "-o", out] + (["--lower=asyncmark"] if lower else [])
    rc, msg = run(cmd)
    sets = [["--set", "n=%d" % n] if n is not None else [] for n in p.ns]
    # the input must run cleanly (a generator bug otherwise)
    for s in sets:
        orc, omsg = run([ww, "run", src, "--inputs=" + inp] + s)
        if orc != 0:
            res["status"] = "bad-input"
            res["detail"] = omsg.strip().splitlines()[0] if omsg.strip() else "exit %d" % orc
            return res
    if rc == 0:
        for s in sets:
            for c in COMPLETIONS:
                extra = ["--completion=" + c] + (["--seed=%d" % seed] if c == "random" else [])
                erc, emsg = run([ww, "run", "--equiv", src, out, "--inputs=" + inp] + s + extra)
                res["runs"] += 1
                if erc != 0:
                    res["status"] = "WRONG"
                    res["detail"] = "%s %s: %s" % (" ".join(s), c, emsg.strip().replace("\n", " | ")[:400])
                    return res
        res["status"] = "accepted"
        if tight_every and seed % tight_every == 0:
            t = tightness(ww, src, out, inp, sets, lower)
            if t:
                res["tight"], res["loose"] = t
        if not replay_legal(p, every_input=False):
            res["status"] = "accepted-judge-disagrees"
        return res
    if rc == 2:
        errors = [l for l in msg.splitlines() if ": error: " in l]
        first = errors[0] if errors else (msg.strip().splitlines()[0] if msg.strip() else "")
        if "internal error" in msg:
            res["status"] = "INTERNAL"
            res["detail"] = first
            return res
        res["detail"] = first
        if "cannot lower" in msg:
            res["status"] = "rejected-lowering"
        elif replay_legal(p):
            res["status"] = "weakness"
        elif replay_legal(p, every_input=False):
            # legal at the seed's own scalars and data only (issue 30's count included these)
            res["status"] = "rejected-input-dependent"
        else:
            res["status"] = "rejected"
        return res
    res["status"] = "CRASH" if rc != 70 else "INTERNAL"
    res["detail"] = "exit %d: %s" % (rc, msg.strip().splitlines()[0] if msg.strip() else "")
    return res


# ---- tightness: every wait as weak as it can be ----

WAIT = re.compile(r"^(\s*)(wait\((\d+), |wait_asyncmark\()(.*)\)$")


USER_QUEUE = re.compile(r"\b(?:commit|wait)\((\d+)")


def tightness(ww, src, out, inp, sets, lowered):
    """Weakens each wait the pipeliner placed by one group (count + 1) and
    asks `run --equiv` (completion latest: groups complete as late as
    allowed) for every trip count of the seed: a race or a difference makes
    the wait tight; a mutant equivalent everywhere is a wait that is not.
    The kernel's own waits are left alone (their queues; lowered to marks
    they cannot be told apart: such seeds are skipped). Returns (tight, not
    tight lines), or None when skipped."""
    user = set(USER_QUEUE.findall(open(src).read()))
    if user and lowered:
        return None
    lines = open(out).read().split("\n")
    tight, loose = 0, []
    for i, line in enumerate(lines):
        m = WAIT.match(line)
        if not m or (m.group(3) is not None and m.group(3) in user):
            continue
        mutant = list(lines)
        mutant[i] = "%s%s(%s) + 1)" % (m.group(1), m.group(2), m.group(4))
        path = out + ".weak%d.wk" % i
        open(path, "w").write("\n".join(mutant))
        caught = False
        for s in sets:
            rc, _ = run([ww, "run", "--equiv", src, path, "--inputs=" + inp, "--completion=latest"] + s)
            if rc == 1:
                caught = True
                break
        if caught:
            tight += 1
        else:
            loose.append("line %d: %s" % (i + 1, line.strip()))
    return tight, loose


def category(detail):
    for key in ("flow dependence", "anti dependence", "output dependence", "value an earlier iteration",
                "is read here after the pipelined loop", "gather", "cannot lower", "let", "allocates",
                "async stage cannot hold", "not a constant", "dimension"):
        if key in detail:
            return key
    return detail.split(": error: ")[-1][:60]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--waitwise", required=True)
    ap.add_argument("--from", dest="first", type=int, default=1)
    ap.add_argument("--to", dest="last", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--show", type=int, default=5)
    ap.add_argument("--keep", default=None)
    ap.add_argument("--min-accept", type=float, default=0.0,
                    help="fail when fewer seeds than this fraction are accepted")
    ap.add_argument("--tight-every", type=int, default=0,
                    help="weaken every wait of each accepted seed that is a multiple of this (0: none)")
    ap.add_argument("--max-not-tight", type=float, default=1.0,
                    help="fail when more than this fraction of the weakened waits is not tight")
    a = ap.parse_args()
    seeds = range(a.first, a.last + 1)
    def one(s):
        try:
            return judge_seed(a.waitwise, s, a.keep, a.tight_every)
        except Exception as e:  # a bug of the judge or the generator: fail the seed, visibly
            return {"seed": s, "features": [], "status": "CRASH", "detail": "judge: %r" % e, "runs": 0}

    with ThreadPoolExecutor(max_workers=a.jobs) as ex:
        results = list(ex.map(one, seeds))
    by = collections.Counter(r["status"] for r in results)
    n = len(results)
    acc = [r for r in results if r["status"].startswith("accepted")]
    bad = [r for r in results if r["status"] in ("WRONG", "CRASH", "INTERNAL", "bad-input")]
    print("seeds %d" % n)
    print("accepted %d (%.0f%%)" % (len(acc), 100.0 * len(acc) / max(n, 1)))
    print("equivalence runs %d" % sum(r["runs"] for r in results))
    print("wrong %d, internal %d, crash %d, bad input %d" % (by["WRONG"], by["INTERNAL"], by["CRASH"], by["bad-input"]))
    print("rejected %d: justified %d, weaknesses %d, lowering %d" % (
        by["rejected"] + by["weakness"] + by["rejected-lowering"] + by["rejected-input-dependent"],
        by["rejected"] + by["rejected-input-dependent"], by["weakness"], by["rejected-lowering"]))
    print("judge disagreements %d" % by["accepted-judge-disagrees"])
    print("legal but refused: %d (%.2f%% of seeds); legal at the seed's own inputs only: %d more" % (
        by["weakness"], 100.0 * by["weakness"] / max(n, 1), by["rejected-input-dependent"]))
    loose_fail = False
    if a.tight_every:
        tried = [r for r in results if "tight" in r]
        loose = [(r["seed"], l) for r in tried for l in r["loose"]]
        print("tightness: %d seeds, %d waits weakened by one group, %d tight, %d not tight" % (
            len(tried), sum(r["tight"] for r in tried) + len(loose), sum(r["tight"] for r in tried), len(loose)))
        for seed, l in loose[:a.show]:
            print("  not tight: seed %d %s" % (seed, l))
        weakened = sum(r["tight"] for r in tried) + len(loose)
        if len(loose) > a.max_not_tight * weakened:
            print("not tight above %.0f%%" % (100 * a.max_not_tight))
            loose_fail = True
    cats = collections.Counter(category(r["detail"]) for r in results
                               if r["status"] in ("rejected", "weakness", "rejected-input-dependent"))
    for c, k in sorted(cats.items(), key=lambda x: -x[1]):
        print("  rejected for %s: %d" % (c, k))
    feats = collections.Counter(f for r in acc for f in r["features"])
    allf = sorted(set(f for r in results for f in r["features"]))
    print("features in accepted seeds: " + ", ".join("%s %d" % (f, feats[f]) for f in allf))
    missing = [f for f in allf if feats[f] == 0]
    if missing:
        print("features never accepted: " + ", ".join(missing))
    shown = 0
    for r in results:
        if r["status"] in ("WRONG", "CRASH", "INTERNAL", "bad-input", "accepted-judge-disagrees") and shown < a.show:
            print("seed %d %s: %s" % (r["seed"], r["status"], r["detail"]))
            shown += 1
    shown = 0
    for r in results:
        if r["status"] == "weakness" and shown < a.show:
            print("weakness seed %d: %s" % (r["seed"], r["detail"]))
            shown += 1
    low = len(acc) < a.min_accept * n or loose_fail
    if low:
        print("acceptance below %.0f%%" % (100 * a.min_accept))
    sys.exit(1 if bad or missing or low else 0)


if __name__ == "__main__":
    main()
