#!/usr/bin/env python3
"""run.py - judge `waitwise insert` on random programs with sim.py.

For each seed: gen.py -> `waitwise insert -mcpu=gfx942 IN.s -o OUT.s --mode=M`
for each mode (add, recompute), then on OUT.s:
  insert    insert exits 0, or 1 (a rejection, below)
  preserve  every line that is not a wait is kept byte-identical (the
            s_asyncmark / s_wait_asyncmark pseudo-instructions are dropped)
  asm       llvm-mc-22 assembles OUT.s for gfx942
  sim       sim.py reports no error and no barrier warning for any input
            combination, on OUT.s and on its trip-count variants (every loop's
            `s_mov_b32 s12|s13, N` set to 1, then 2: waits placed by a static
            analysis must hold for any trip count)
  check     `waitwise check -mcpu=gfx942 OUT.s` exits 0 (accepted programs)
  tight     (measured, fails only with --min-tight) for each wait line that
            insert added (difflib between IN.s and OUT.s) and each of its
            counts below max-1 (vmcnt 62, lgkmcnt 14, expcnt 6): the count
            raised by one must make sim.py report a new violation on some
            input combination (and trip-count variant) under which that line
            executes. Added waits that never execute are counted apart.
            --classify-nontight also asks `waitwise check` about each raise.

Rejections: waitwise leaves the completion of LDS DMAs covered by an async
mark to the program and exits 1 when an LDS access may race with one. The
input is judged by sim.py with s_wait_asyncmark completing exactly what it
waits for (for recompute: without the input's own waits); a rejection is
"justified" when the simulator finds such a race (lds-dma-async) too, and
listed otherwise (--strict-reject fails on it). An accepted program must
have no such race left in OUT.s.

Seed profile (reproducible): odd seeds use a seed-derived feature subset
(gen.py --features mixed), seeds = 2 mod 8 the DMA/marks subset
(dma,marks,lds,loops,branches,vmem), other even seeds all features; seeds =
3 mod 4 start with random existing waits (gen.py --waits random).
--features/--waits override this.

    python3 tests/sim/run.py --seeds 300               # seeds 1..300
    python3 tests/sim/run.py --from 1000 --to 1999 -j 8
    python3 tests/sim/run.py --seed 17 -v              # one seed, details

Exit status: 0 when every seed passes (and the tight fraction reaches
--min-tight), 1 otherwise, 2 usage error.
"""
import argparse
import difflib
import multiprocessing
import os
import re
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
import gen  # noqa: E402
import sim  # noqa: E402

PROPS = ["insert", "preserve", "asm", "sim", "check"]  # check: accepted runs only
WAIT_RE = re.compile(r"^\s*s_waitcnt\b")
PSEUDO_RE = re.compile(r"^\s*s_(asyncmark|wait_asyncmark)\b")
TIGHT_SKIP = {"vmcnt": 62, "lgkmcnt": 14, "expcnt": 6}
STALL = [True]  # sim models the issue stall on a full counter (--no-overflow-stall)


DMA_PROFILE = "dma,marks,lds,loops,branches,vmem"


def profile(seed, a):
    # seeds = 2 (mod 8): async-mark pipelines, DMA and LDS only
    feats = a.features or (DMA_PROFILE if seed % 8 == 2 else "mixed" if seed % 2 else "all")
    waits = a.waits or ("random" if seed % 4 == 3 else "none")
    return feats, waits


def repro(seed, a, mode):
    feats, waits = profile(seed, a)
    g = "python3 tests/sim/gen.py %d --features %s --waits %s%s -o /tmp/in.s" % (
        seed, feats, waits, "" if a.size is None else " --size %d" % a.size)
    return ("%s && %s insert -mcpu=gfx942 /tmp/in.s -o /tmp/out.s --mode=%s && python3 tests/sim/sim.py /tmp/out.s%s"
            % (g, " ".join(shlex.quote(x) for x in a.ww), mode, "" if STALL[0] else " --no-overflow-stall"))


class _Failed:
    def __init__(self, msg):
        self.returncode, self.stdout, self.stderr = 127, "", msg


def run_cmd(cmd, timeout=60):
    """subprocess.run that reports a missing/unrunnable binary or a timeout as a result."""
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return _Failed("timeout after %d s: %s" % (timeout, " ".join(cmd)))
    except OSError as e:
        return _Failed("cannot run %s: %s" % (cmd[0], e))


def is_wait(line):
    return bool(WAIT_RE.match(sim.strip_comment(line)) or WAIT_RE.match(line))


def run_sim(text):
    try:
        return sim.simulate_all(text, overflow_stall=STALL[0]), None
    except sim.InputError as e:
        return None, str(e)


TRIP_RE = re.compile(r"^(\s*s_mov_b32 s1[23], )(\d+)\s*$")


def trip_variants(text):
    """The program with every loop trip count (gen.py: `s_mov_b32 s12|s13, N`)
    set to 1 and to 2: a static analysis cannot know the counts, so its waits
    must hold, and should be tight, for these too. Line numbers are kept."""
    lines = text.split("\n")
    idx = [i for i, l in enumerate(lines) if TRIP_RE.match(l)]
    out = []
    for n in (1, 2):
        if not idx:
            break
        ls = list(lines)
        for i in idx:
            ls[i] = TRIP_RE.sub(lambda m: m.group(1) + str(n), ls[i])
        if ls != lines:
            out.append(("trips=%d" % n, "\n".join(ls)))
    return out


def err_keys(r):
    return set(r.errors)


def tightness(out_text, in_text, variants):
    """variants: list of (name, Program, base_runs). Returns (tight, nontight list, unexecuted count)."""
    in_lines = in_text.split("\n")
    out_lines = out_text.split("\n")
    sm = difflib.SequenceMatcher(None, in_lines, out_lines, autojunk=False)
    added = []
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag in ("insert", "replace"):
            added += [j for j in range(j1, j2) if is_wait(out_lines[j])]
    tight, nontight, unexec = 0, [], 0
    for j in added:
        lineno = j + 1
        todo = [(prog, inp, r) for _, prog, base in variants for inp, r in base if lineno in r.executed]
        if not todo:
            unexec += 1
            continue
        code = sim.strip_comment(out_lines[j])
        fields = sim.parse_waitcnt(code[len("s_waitcnt"):], lineno)
        for name, n in sorted(fields.items()):
            if n >= TIGHT_SKIP[name]:
                continue
            raised = dict(fields)
            raised[name] = n + 1
            hit = False
            cache = {}
            for prog, inp, base in todo:
                p2 = cache.get(id(prog))
                if p2 is None:
                    p2 = cache[id(prog)] = prog.replace_wait(lineno, raised)
                r = p2.simulate(inp, STALL[0])
                if err_keys(r) - err_keys(base) or len(r.warnings) > len(base.warnings):
                    hit = True
                    break
            if hit:
                tight += 1
            else:
                nontight.append(("line %d: '%s' -> %s(%d) still OK" % (lineno, code, name, n + 1), j, raised))
    return tight, nontight, unexec


def render_wait(fields):
    return "s_waitcnt " + " ".join("%s(%d)" % (k, fields[k]) for k in ("vmcnt", "expcnt", "lgkmcnt") if k in fields)


def classify_nontight(a, out_text, nontight, d):
    """Does `waitwise check` accept the raised wait too? Then insert placed a
    wait its own analysis does not need; else the count is the static limit."""
    lines = out_text.split("\n")
    out = []
    for msg, j, raised in nontight:
        ls = list(lines)
        ls[j] = ls[j][:len(ls[j]) - len(ls[j].lstrip())] + render_wait(raised)
        path = os.path.join(d, "raised.s")
        with open(path, "w") as f:
            f.write("\n".join(ls))
        p = run_cmd(a.ww + ["check", "-mcpu=gfx942", path])
        out.append(msg + ("  [check accepts it too]" if p.returncode == 0 else "  [check needs it]"))
    return out


def user_races(in_text):
    """Races of the input program itself (on DMAs covered by marks), judged
    with s_wait_asyncmark completing exactly what it waits for."""
    if "s_asyncmark" not in in_text:
        return []
    try:
        runs = sim.simulate_all(in_text, overflow_stall=STALL[0], honor_marks=True)
    except sim.InputError as e:
        return ["input error: %s" % e]
    out = set()
    for _, r in runs:
        for key, (msg, _) in r.errors.items():
            if key[0] in sim.USER_KINDS:
                out.add(msg)
    return sorted(out)


def judge(a, in_text, out_text, outp, rejected, in_race, mode):
    """Properties preserve, asm, sim, check and the tightness of one output."""
    m = {"fail": {}, "tight": 0, "nontight": [], "unexec": 0, "warnings": 0}
    # preserve
    keep_in = [l for l in in_text.split("\n") if not is_wait(l) and not PSEUDO_RE.match(l)]
    keep_out = [l for l in out_text.split("\n") if not is_wait(l)]
    if keep_in != keep_out:
        diff = list(difflib.unified_diff(keep_in, keep_out, "in (non-wait)", "out (non-wait)", n=0, lineterm=""))
        m["fail"]["preserve"] = "\n".join(diff[:12])
    # asm
    p = run_cmd([a.mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-o", "/dev/null", outp])
    if p.returncode != 0:
        m["fail"]["asm"] = p.stderr.strip()[:400]
    # sim: compiler-side errors always fail; races of the program on
    # covered DMAs fail only when waitwise accepted the program
    runs, err = run_sim(out_text)
    variants = []
    if err:
        m["fail"]["sim"] = "input error: " + err
    else:
        variants = [("orig", sim.Program(out_text), runs)]
        allruns = [("", inpv, r) for inpv, r in runs]
        for vname, vtext in trip_variants(out_text):
            try:
                vp = sim.Program(vtext)
                vr = [(inpv, vp.simulate(inpv, STALL[0])) for inpv in vp.input_sets()]
            except sim.InputError as e:
                m["fail"]["sim"] = "input error (%s): %s" % (vname, e)
                continue
            variants.append((vname, vp, vr))
            allruns += [(vname, inpv, r) for inpv, r in vr]
        msgs = []
        for vname, inpv, r in allruns:
            tag = ",".join(["%s=%d" % kv for kv in sorted(inpv.items())] + ([vname] if vname else []))
            m["warnings"] += len(r.warnings)
            errs = {k: v for k, v in r.errors.items() if not (rejected and k[0] in sim.USER_KINDS)}
            shown = sim.Result()
            shown.errors = errs
            if not a.allow_barrier_warnings:
                # recompute keeps the input's fence waits and releases
                # global stores at no other barrier (insert.c)
                shown.warnings = {k: v for k, v in r.warnings.items()
                                  if not (mode == "recompute" and k[0] == "barrier-global")}
            msgs += [x + ("  [inputs %s]" % tag if tag else "") for x in shown.messages("out.s")]
        if msgs:
            m["fail"]["sim"] = "\n".join(sorted(set(msgs))[:10])
            if not rejected and in_race:
                m["fail"]["sim"] += "\n(the input itself races: %s)" % in_race[0]
    # check (only for accepted programs)
    if not a.no_check and not rejected:
        p = run_cmd(a.ww + ["check", "-mcpu=gfx942", outp])
        if p.returncode != 0:
            m["fail"]["check"] = "exit %d: %s" % (p.returncode, (p.stdout + p.stderr).strip()[:400])
    # tightness
    if variants and not a.no_tight:
        try:
            m["tight"], nt, m["unexec"] = tightness(out_text, in_text, variants)
            if a.classify_nontight and not rejected:
                m["nontight"] = classify_nontight(a, out_text, nt, os.path.dirname(outp))
            else:
                m["nontight"] = [x[0] for x in nt]
        except sim.InputError as e:
            m["fail"]["sim"] = "input error in tightness: %s" % e
    return m


def one_seed(args):
    seed, a = args
    feats, waits = profile(seed, a)
    in_text = gen.generate(seed, a.size, feats, waits)
    res = {"seed": seed, "modes": {}}
    judged = {}
    # recompute drops the program's own waits, so judge its races without them
    in_races = {"add": user_races(in_text)}
    bare = "\n".join(l for l in in_text.split("\n") if not is_wait(l))
    in_races["recompute"] = in_races["add"] if bare == in_text else user_races(bare)
    with tempfile.TemporaryDirectory(prefix="wwsim") as d:
        inp = os.path.join(d, "in.s")
        with open(inp, "w") as f:
            f.write(in_text)
        for mode in a.modes:
            m = {"fail": {}, "tight": 0, "nontight": [], "unexec": 0, "warnings": 0, "reject": None}
            res["modes"][mode] = m
            outp = os.path.join(d, "out-%s.s" % mode)
            cmd = a.ww + ["insert", "-mcpu=gfx942", inp, "-o", outp, "--mode=" + mode]
            p = run_cmd(cmd)
            diag = (p.stderr or p.stdout).strip()
            if p.returncode not in (0, 1) or not os.path.exists(outp):
                m["fail"]["insert"] = "exit %d: %s" % (p.returncode, diag[:400])
                continue
            rejected = p.returncode == 1
            in_race = in_races.get(mode, in_races["add"])
            first_err = next((l for l in diag.split("\n") if ": error: " in l), diag[:200])
            if rejected:
                # waitwise found a race of the program itself: expected iff
                # the sim finds one on the input (a DMA covered by a mark)
                m["reject"] = "justified" if in_race else "unjustified"
                if not in_race:
                    m["reject_msg"] = first_err
                    if a.strict_reject:
                        m["fail"]["insert"] = "exit 1 but the sim finds no race in the input: " + first_err
            with open(outp) as f:
                out_text = f.read()
            key = (out_text, rejected, tuple(in_race), mode == "recompute")
            if key not in judged:  # add and recompute often give the same text
                judged[key] = judge(a, in_text, out_text, outp, rejected, in_race, mode)
            j = judged[key]
            m["fail"].update(j["fail"])
            for k in ("tight", "nontight", "unexec", "warnings"):
                m[k] = j[k]
            if a.keep and (m["fail"] or (a.verbose and m["nontight"])):
                os.makedirs(a.keep, exist_ok=True)
                for name, text in (("in", in_text), ("out-" + mode, out_text)):
                    with open(os.path.join(a.keep, "seed%d-%s.s" % (seed, name)), "w") as f:
                        f.write(text)
    return res


def main(argv=None):
    ap = argparse.ArgumentParser(description="judge waitwise insert with random programs and sim.py")
    ap.add_argument("--seeds", type=int, help="seeds 1..N")
    ap.add_argument("--from", dest="lo", type=int, default=1)
    ap.add_argument("--to", dest="hi", type=int)
    ap.add_argument("--seed", type=int, help="a single seed")
    ap.add_argument("--size", type=int, default=None, help="gen.py --size (default: by seed, 8..60)")
    ap.add_argument("--features", default=None, help="gen.py --features for every seed")
    ap.add_argument("--waits", default=None, choices=["none", "random"], help="gen.py --waits for every seed")
    ap.add_argument("--modes", default="add,recompute")
    ap.add_argument("--waitwise", default=os.path.join(ROOT, "build", "waitwise"),
                    help="command for waitwise (may contain arguments)")
    ap.add_argument("--llvm-mc", dest="mc", default="/usr/lib/llvm-22/bin/llvm-mc")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--no-check", action="store_true", help="skip property check")
    ap.add_argument("--no-tight", action="store_true", help="skip the tightness measurement")
    ap.add_argument("--min-tight", type=float, default=None, help="fail when the tight fraction is lower")
    ap.add_argument("--allow-barrier-warnings", action="store_true",
                    help="writes outstanding at s_barrier do not fail the sim property (for --no-barrier-release)")
    ap.add_argument("--strict-reject", action="store_true",
                    help="fail when insert exits 1 although the sim finds no race in the input")
    ap.add_argument("--classify-nontight", action="store_true",
                    help="run waitwise check on each non-tight raise: does its own analysis accept it?")
    ap.add_argument("--no-overflow-stall", action="store_true",
                    help="the simulator does not assume issue stalls on a full counter")
    ap.add_argument("--keep", default=None, help="directory for inputs/outputs of failing seeds")
    ap.add_argument("--max-list", type=int, default=30, help="how many failures / non-tight counts to list")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args(argv)
    a.ww = shlex.split(a.waitwise)
    STALL[0] = not a.no_overflow_stall
    a.modes = [m for m in a.modes.split(",") if m]
    if a.seed is not None:
        seeds = [a.seed]
    elif a.seeds:
        seeds = list(range(1, a.seeds + 1))
    elif a.hi is not None:
        seeds = list(range(a.lo, a.hi + 1))
    else:
        ap.error("give --seeds N, --from/--to or --seed")
    if not os.path.exists(a.ww[0]) and not any(os.access(os.path.join(p, a.ww[0]), os.X_OK)
                                               for p in os.environ.get("PATH", "").split(os.pathsep)):
        print("run.py: waitwise not found: %s" % a.ww[0], file=sys.stderr)
        return 2

    work = [(s, a) for s in seeds]
    if a.jobs > 1 and len(seeds) > 1:
        with multiprocessing.Pool(a.jobs) as pool:
            results = pool.map(one_seed, work, chunksize=max(1, len(work) // (a.jobs * 8)))
    else:
        results = [one_seed(w) for w in work]

    ok = {p: 0 for p in PROPS}
    total_runs = 0
    tight = nontight = unexec = warnings = 0
    rej = {"justified": 0, "unjustified": 0}
    rej_lines = []
    failed_seeds = []
    fail_lines, nt_lines = [], []
    for res in results:
        seed_failed = False
        for mode, m in res["modes"].items():
            total_runs += 1
            for p in PROPS:
                if p not in m["fail"] and not (p == "check" and a.no_check):
                    ok[p] += 1
            tight += m["tight"]
            nontight += len(m["nontight"])
            unexec += m["unexec"]
            warnings += m["warnings"]
            if m["reject"]:
                rej[m["reject"]] += 1
                if m["reject"] == "unjustified":
                    rej_lines.append("seed %d [%s] %s\n  reproduce: %s" % (res["seed"], mode, m["reject_msg"],
                                                                     repro(res["seed"], a, mode)))
            for p, msg in m["fail"].items():
                seed_failed = True
                fail_lines.append("seed %d [%s] %s: %s\n  reproduce: %s" % (
                    res["seed"], mode, p, msg.replace("\n", "\n    "), repro(res["seed"], a, mode)))
            for nt in m["nontight"]:
                nt_lines.append("seed %d [%s] %s" % (res["seed"], mode, nt))
        if seed_failed:
            failed_seeds.append(res["seed"])

    for l in fail_lines[:a.max_list]:
        print("FAIL " + l)
    if len(fail_lines) > a.max_list:
        print("... %d more failures" % (len(fail_lines) - a.max_list))
    if nt_lines:
        print("non-tight counts (%d):" % len(nt_lines))
        for l in nt_lines[:a.max_list]:
            print("  " + l)
        if len(nt_lines) > a.max_list:
            print("  ... %d more" % (len(nt_lines) - a.max_list))
    if rej_lines:
        print("insert exit 1 without a race the sim finds in the input (%d):" % len(rej_lines))
        for l in rej_lines[:a.max_list]:
            print("  " + l)
    print("totals over %d seeds x %d modes = %d runs:" % (len(seeds), len(a.modes), total_runs))
    for p in PROPS:
        if p == "check" and a.no_check:
            print("  %-9s skipped" % p)
        else:
            print("  %-9s %d/%d" % (p, ok[p], total_runs))
    measured = tight + nontight
    frac = tight / measured if measured else 1.0
    if a.no_tight:
        print("  tight     skipped")
    else:
        print("  tight     %d/%d counts (%.1f%%); %d added waits never executed" % (tight, measured, 100 * frac, unexec))
    print("  rejected  %d runs: insert exit 1 on a race of the input program (%d justified by the sim, %d not)"
          % (rej["justified"] + rej["unjustified"], rej["justified"], rej["unjustified"]))
    if a.classify_nontight:
        acc = sum(1 for l in nt_lines if l.endswith("[check accepts it too]"))
        print("  non-tight counts that waitwise check also accepts when raised: %d of %d" % (acc, len(nt_lines)))
    print("  barrier warnings in sim: %d" % warnings)
    if failed_seeds:
        print("failed seeds: " + " ".join(map(str, failed_seeds[:100])) + (" ..." if len(failed_seeds) > 100 else ""))
    print("%d passed, %d failed" % (len(seeds) - len(failed_seeds), len(failed_seeds)))
    bad = bool(failed_seeds)
    if a.min_tight is not None and frac < a.min_tight:
        print("tight fraction %.3f below --min-tight %.3f" % (frac, a.min_tight))
        bad = True
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
