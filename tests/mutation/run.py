#!/usr/bin/env python3
"""run.py - mutation testing: plant one bug at a time, see whether the tests notice.

Each mutant below is a textual patch (OLD -> NEW, OLD occurring exactly once
in its file) of one source file, with the lit tests that should catch it.
The tree is copied to a scratch directory (never touching the worktree), built
once, then for each mutant: the patch is applied there, the binary rebuilt
incrementally (one object file and the link), the mutant's tests run with lit
against it, and the file and object restored. A mutant is KILLED when a test
fails (or the tests time out), SURVIVED when they all pass; a mutant that no
longer applies (its OLD text is gone or repeated after an edit of the code)
or does not compile is an error of this script: fix its pattern.

    python3 tests/mutation/run.py --list          # the mutants and their tests
    python3 tests/mutation/run.py --check         # every patch applies (no build)
    python3 tests/mutation/run.py                 # all of them (long: nice it)
    python3 tests/mutation/run.py --only 3,7-9    # some of them
    python3 tests/mutation/run.py --baseline      # first: the tests pass unmutated

Run it before resolving an issue that changes an analysis; keep the figures in
tests/mutation/REPORT.md. Exit status: 0 every mutant killed, 1 survivors,
2 a mutant that does not apply or build (or a failing baseline).
"""
import argparse
import os
import shutil
import signal
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LIT = "/usr/lib/llvm-22/bin/lit"
BUILD = "build-mutant"

# Test sets (paths under tests/lit), named by what they exercise.
T = {
    "check": ["check/waitcnt-raw-lgkmcnt.s", "check/lds-range-edges.s", "check/waw-lds-gds.s",
              "check/double-buffer-parity-offset.s", "check/m0-entry-symbol.s", "check/basic.s", "check/precision.s", "check/loop-carried.s", "check/calls.s",
              "check/calls-context.s", "check/correlated-branches.s", "check/flow-block-paths.s",
              "check/entry-wait.s", "check/lds-dma.s", "check/double-buffer-parity.s",
              "check/gds-is-not-lds.s", "check/vmem-write-order.s", "check/vmem-write-order-gfx12.s",
              "check/vcmpx-reads-vgpr.s", "check/llvm-mark-comments.s", "check/set-symbols.s",
              "check/setpc-jump.s", "check/branch-to-empty-end-label.s", "check/cache-control-count.s",
              "check/xcnt-rules.s", "check/llvm-vmem-order.test", "check/llvm-entry.test",
              "check/llvm-lds-dma-base.test", "check/llvm-setpc.test", "check/vop3-defs.test",
              "check/return-then-code.s", "check/true16-modifiers.s"],
    "barrier": ["check/barrier.s", "check/barrier-phase.s", "check/barrier-divergent.s",
                "check/barrier-divergent-gfx942.s", "check/barrier-divergent-trap.s",
                "check/barrier-kmcnt.s", "check/barrier-rules-gfx1200.s", "check/barrier-rules-gfx1250.s",
                "check/barrier-json.test", "check/llvm-fences.test", "check/llvm-barrier-arrive.test",
                "check/llvm-loop-release.test"],
    "insert": ["insert/basic.s", "insert/barrier-fences.s", "insert/barrier-flat-store.s",
               "insert/barrier-split-release.s", "insert/calls.s", "insert/hoist.s", "insert/marks-cfg.s",
               "insert/marks-loop.s", "insert/marks-errors.s", "insert/no-end.s", "insert/xcnt-known.s",
               "insert/debug-known.s", "insert/sim-selftest.test",
               "insert/fence-wait-stores-gfx942.s", "insert/fence-wait-stores-gfx1030.s",
               "insert/callee-entry-stores.s"],
    "insert-random": ["insert/random-marks.test"],
    "insert-flat": ["insert/random-flat.test"],
    "explain": ["explain"],
    "target": ["target"],
    "asm": ["asm/roundtrip-edge.test", "asm/reg-range-forms.s", "asm/operand-forms-gfx942.s",
            "asm/operand-forms-gfx1200.s", "asm/operand-forms-gfx900.s"],
    "cli": ["cli/sarif.test", "cli/options.test", "cli/many-files.test"],
    "objects": ["check/code-objects.test", "errors/binary-garbage.test"],
    # the directories without their long random judges (which have sets of their own)
    "run": ["kir/run/*.wk", "kir/run/usage.test"],
    "run-judge": ["kir/run/judge.test"],
    "verify": ["kir/verify/*.wk", "kir/verify/json.test", "kir/verify/usage.test",
               "kir/verify/no-reduction-states.test"],
    "verify-oracle": ["kir/verify/oracle.test"],
    "verify-hb": ["kir/verify/hb-model.test"],
    "pipeline": ["kir/pipeline"],
    "dma": ["kir/dma/lower.test", "kir/dma/layout.test", "kir/dma/pipeline.test", "kir/dma/mutants.test",
            "kir/dma/random.test"],
    "cuda": ["kir/cuda"],
    "gather": ["gather"],
}


def M(module, name, path, old, new, *tests):
    return {"module": module, "name": name, "file": path, "old": old, "new": new, "tests": list(tests)}


MUTANTS = [
    # The five planted bugs of issue 33 (each has a test written for it).
    M("cfg", "conditional branch to the empty end-of-function label loses its fall-through",
      "src/asm/cfg.c",
      "        if (!(last->flags & TG_IF_COND_BRANCH)) falls = 0;\n      } else if (ti >= end",
      "        falls = 0;\n      } else if (ti >= end", "check"),
    M("sarif", "related locations after the first lose their region", "src/wait/check_sarif.c",
      "      put_location(out, p, pr->line, pr->mnem_off, pr->mnem_len);",
      "      if (k) ww_buf_puts(out, \"\\\"physicalLocation\\\":{\\\"artifactLocation\\\":{\\\"uri\\\":\\\"x\\\"}}\");"
      " else put_location(out, p, pr->line, pr->mnem_off, pr->mnem_len);", "cli"),
    M("insert", "flat_store is not a global write (not released at s_barrier in add mode)",
      "src/wait/insert.c",
      "return in->event == TG_EV_VMEM_STORE || in->event == TG_EV_FLAT_STORE;",
      "return in->event == TG_EV_VMEM_STORE;", "insert", "insert-flat"),
    M("explorer", "--no-reduction never offers the newest movable operation", "src/verify/explore.c",
      "for (int i = 0; i < k && i < MOVES_PER_WAVE; i++) {",
      "for (int i = 0; i + 1 < k && i < MOVES_PER_WAVE; i++) {", "verify", "verify-oracle"),
    M("machine", "a release fence ignores its address-space mask", "src/machine/sync.c",
      "    if (!(spaces & (1u << s))) continue;\n    join(w->xr", "    join(w->xr", "verify", "run", "verify-hb"),
    # counters and the target model
    M("counters", "gfx9: FLAT loads not counted on lgkmcnt", "src/target/target.c",
      "[TG_EV_FLAT_LOAD] = B(VM) | B(LGKM), [TG_EV_FLAT_STORE] = B(VM) | B(LGKM),",
      "[TG_EV_FLAT_LOAD] = B(VM), [TG_EV_FLAT_STORE] = B(VM) | B(LGKM),", "check", "explain"),
    M("counters", "gfx9: s_waitcnt decodes lgkmcnt from 3 bits", "src/target/target.c",
      "lgkm = (int)((imm >> 8) & 15);", "lgkm = (int)((imm >> 8) & 7);", "target", "check"),
    M("counters", "a join keeps the smaller of two bounds", "src/wait/state.c",
      "int16_t nb = (b < 0 || sb < 0) ? -1 : b > sb ? b : sb;",
      "int16_t nb = (b < 0 || sb < 0) ? -1 : b < sb ? b : sb;", "check", "insert", "explain"),
    M("counters", "a wait's bound not capped by the operations outstanding", "src/wait/state.c",
      "if (!has_multi(s, c) && n < b) b = n;", "if (!has_multi(s, c) && n < b - 1) b = n;",
      "check", "explain"),
    M("counters", "entry waits include storecnt", "src/wait/entry.c",
      "if (t->max[c] && c != TG_CNT_VS && c != TG_CNT_X", "if (t->max[c] && c != TG_CNT_X",
      "check", "insert"),
    # register and LDS dependences
    M("values", "register ranges overlap misses the last register", "src/wait/consumer.c",
      "return a.count && b.count && a.first < b.first + b.count && b.first < a.first + a.count;",
      "return a.count && b.count && a.first < b.first + b.count && b.first + 1 < a.first + a.count;",
      "check"),
    M("values", "LDS ranges that share their last byte do not overlap", "src/wait/consumer.c",
      "if (!(lds->lo[a] <= lds->hi[b] && lds->lo[b] <= lds->hi[a])) return LDS_APART;",
      "if (!(lds->lo[a] < lds->hi[b] && lds->lo[b] <= lds->hi[a])) return LDS_APART;", "check"),
    M("values", "writes to the same register in different queues taken as in order",
      "src/wait/consumer.c", "qp == qc && qp != TG_Q_OOO ? WAW_IN_ORDER", "qp != TG_Q_OOO ? WAW_IN_ORDER",
      "check"),
    M("values", "parity of a loop symbol: the bit's value ignored", "src/wait/values.c",
      "(lo >> k) == (hi >> k) && !((lo >> k) & 1);", "(lo >> k) == (hi >> k);", "check"),
    M("values", "M0 is not a tracked value", "src/wait/values.c",
      "return (u >= ASM_UNIT_S0 && u < ASM_UNIT_VCC_LO) || u == ASM_UNIT_M0;",
      "return (u >= ASM_UNIT_S0 && u < ASM_UNIT_VCC_LO);", "check"),
    M("values", "correlated branches: every edge feasible", "src/wait/correlate.c",
      "return taken ? value == c->block_sense[from] : value != c->block_sense[from];",
      "return taken ? 1 : 1;", "check"),
    # CFG
    M("cfg", "s_setpc/return blocks fall through", "src/asm/cfg.c",
      "if (last->flags & (TG_IF_ENDPGM | TG_IF_RETURN | TG_IF_INDIRECT_BR | TG_IF_TAIL_CALL | TG_IF_HALT))",
      "if (last->flags & (TG_IF_ENDPGM | TG_IF_INDIRECT_BR | TG_IF_TAIL_CALL | TG_IF_HALT))", "check"),
    M("cfg", "back-edge note found for a producer before the consumer in one block", "src/wait/check.c",
      "if (pb->rpo < cb->rpo || (pb == cb && prod < cons)) return UINT32_MAX;",
      "if (pb->rpo < cb->rpo) return UINT32_MAX;", "check"),
    # barrier rules and fences
    M("barrier", "s_barrier is not the workgroup barrier", "src/wait/barrier_rules.c",
      "if (r->kind == TG_BI_BARRIER) r->id = TG_BAR_WORKGROUP;", "if (0) r->id = TG_BAR_WORKGROUP;",
      "barrier"),
    M("barrier", "init of the null barrier allowed", "src/target/barrier.c",
      "if (id == TG_BAR_NULL && op == TG_BOP_INIT) return TG_BAV_NULL_INIT;", "(void)0;", "barrier"),
    M("barrier", "release fence: stores counted on vmcnt everywhere", "src/wait/fence.c",
      "return t->gen == TG_GFX9 ? TG_CNT_VM : TG_CNT_VS; }", "return TG_CNT_VM; }", "barrier", "insert"),
    M("barrier", "a release fence is one without its stores done", "src/wait/fence.c",
      "return releasing && stores_done;", "return releasing;", "barrier", "insert"),
    M("barrier", "a condition tainted by a lane value does not make a branch divergent",
      "src/wait/barrier_rules.c", "if ((in->flags & TG_IF_COND_BRANCH) && reads) branch = 1;",
      "if ((in->flags & TG_IF_COND_BRANCH) && reads && 0) branch = 1;", "barrier"),
    # insert placement
    M("insert", "tightening ignores unreleased stores", "src/wait/tighten.c",
      " || a.warnings > base.warnings || a.unreleased > base.unreleased;", " || a.warnings > base.warnings;",
      "insert", "insert-random"),
    M("insert", "tightening may raise a count past its limit", "src/wait/tighten.c",
      "if (limit >= 0 && limit < top) top = (int8_t)limit;", "(void)limit;", "insert", "insert-random"),
    M("insert", "a callee's entry wait not forced to 0 for its missing counters", "src/wait/weakest.c",
      "if (((missing >> c) & 1) && own->cnt[c] == 0) out->cnt[c] = 0;", "(void)missing;", "insert", "check", "explain"),
    M("insert", "a caller's stores always waited for at a callee's entry", "src/wait/insert.c",
      "ev == TG_EV_CACHE_WB) && !(ctx->v[k].flags & WT_PF_RELEASE))", "ev == TG_EV_CACHE_WB) && 0)",
      "insert"),
    # the abstract machine (run)
    M("machine", "happens-before: an ordered write reported as a race", "src/machine/hb.c",
      "if (writer >= 0 && writer != w->id && words[1] > known[writer]) {",
      "if (writer >= 0 && writer != w->id && words[1] >= known[writer]) {", "run", "verify", "verify-hb"),
    M("machine", "an acquire fence ignores its address-space mask", "src/machine/sync.c",
      "    if (!(spaces & (1u << s))) continue;\n    join(w->vc", "    join(w->vc", "verify", "run", "verify-hb"),
    M("machine", "index one past the end is in bounds", "src/machine/memory.c",
      "if (v < 0 || v >= b->dims[d]) {", "if (v < 0 || v > b->dims[d]) {", "run", "verify"),
    M("machine", "the race reported names the newest operation", "src/machine/race.c",
      "if (!best || op->serial < best->serial) best = op;", "if (!best || op->serial > best->serial) best = op;",
      "run"),
    M("machine", "completions due later run first", "src/machine/async.c",
      "return a->step != b->step ? a->step < b->step", "return a->step != b->step ? a->step > b->step",
      "run", "run-judge"),
    # the explorer (verify)
    M("explorer", "every statement taken as independent in the reduction", "src/verify/explore.c",
      "if ((k == MC_NEXT_STMT && !vf_deps_stmt(x->deps, s)) || k == MC_NEXT_RESUME) {",
      "if (k == MC_NEXT_STMT || k == MC_NEXT_RESUME) {", "verify", "verify-oracle", "verify-hb"),
    M("explorer", "barrier groups conflict only exclusive with exclusive", "src/verify/deps.c",
      "return ((f & x) && (g & (x | a))) || ((g & x) && (f & (x | a)));", "return (f & x) && (g & x);",
      "verify", "verify-oracle"),
    M("explorer", "a queue's newest operation is the movable one", "src/machine/waves.c",
      "} else if (op->serial < oldest[i])", "} else if (op->serial > oldest[i])", "verify"),
    # pipeline legality and schedule
    M("pipeline-legality", "same stage: an equal order is before", "src/pipeline/legal.c",
      "(s1->stage == s2->stage + d && s1->order < s2->order);",
      "(s1->stage == s2->stage + d && s1->order <= s2->order);", "pipeline"),
    M("pipeline-legality", "a versioned buffer's dependence at any distance ignored",
      "src/pipeline/legal.c", "if (Vb > 1 && d % Vb) continue;", "if (Vb > 1) continue;", "pipeline"),
    M("pipeline-legality", "a guard reading a let is pure", "src/pipeline/legal.c",
      "case KE_VAR: return e->u.var->kind != KIR_VAR_LET;", "case KE_VAR: return 1;", "pipeline"),
    M("schedule", "a wait allows one more group in flight", "src/pipeline/schedule.c",
      "q->frontier = q->committed - c;", "q->frontier = q->committed - c - 1;", "pipeline", "dma"),
    M("schedule", "conflicting copies of one iteration share a group", "src/pipeline/schedule.c",
      "if (conflict_same_iter(L, it->unit, L->items[q].unit)) join = 0;", "(void)0;", "pipeline"),
    # lowerings
    M("lowering", "DMA lowering merges dimensions that are not contiguous", "src/lower/lower_dma.c",
      "if (n && ms[n - 1] * mc[n - 1] == str[d]) mc[n - 1] *= cnt[d];",
      "if (n && ms[n - 1] * mc[n - 1] <= str[d]) mc[n - 1] *= cnt[d];", "dma"),
    M("lowering", "CUDA lowering: min is max", "src/lower/lower_cuda.c",
      "static int min_i(int a, int b) { return a < b ? a : b; }",
      "static int min_i(int a, int b) { return a > b ? a : b; }", "cuda"),
    # gather
    M("gather", "LDS address of a piece off by 4 bytes per column", "src/gather/planner.c",
      "pt->c0 + c * pt->width;", "pt->c0 + c * (pt->width + 4);", "gather"),
    M("gather", "misaligned LDS rows accepted", "src/gather/planner.c",
      "if (s->rows > 1 && !joined && lb % TG_DMA_ALIGN) {", "if (s->rows > 1 && !joined && lb % TG_DMA_ALIGN && 0) {",
      "gather"),
    M("gather", "a load may run past its row", "src/gather/plan.c",
      "if (r < 0 || c + ld->width > rb || misaligned) {", "if (r < 0 || c + ld->width > rb + 4 || misaligned) {",
      "gather"),
    # object reader
    M("objects", "ELF section bounds: size not checked", "src/object/object_internal.h",
      "return size <= len && off <= len - size;", "return off <= len;", "objects"),
    M("objects", "msgpack uint8 read one too high", "src/object/metadata.c",
      "if (*p == 0xcc && end - p >= 2) return *v = p[1], 1;",
      "if (*p == 0xcc && end - p >= 2) return *v = p[1] + 1u, 1;", "objects"),
    # output formats and registers
    M("output", "JSON consumer line 0-based", "src/wait/check.c",
      "ww_buf_printf(out, \"%u,\\\"text\\\":\", c->line + 1);",
      "ww_buf_printf(out, \"%u,\\\"text\\\":\", c->line);", "cli", "barrier", "check"),
    M("output", "SARIF level of an error is warning", "src/wait/check_sarif.c",
      "sev == WW_ERROR ? \"error\" : \"warning\");", "sev == WW_ERROR ? \"warning\" : \"warning\");", "cli"),
    M("output", "only the first producer shown", "src/wait/check.c",
      "if (fd->nproducers < 4) {", "if (fd->nproducers < 1) {", "check", "cli"),
    M("output", "explain lists source lines as ranges always", "src/wait/explain.c",
      "z == a + 1 ? \",\" : \"-\"", "\"-\"", "explain"),
    M("asm", "v1.l / v1.h are not registers", "src/asm/regs.c",
      "if (i + 2 == len && s[0] == 'v' && s[i] == '.' && (s[i + 1] == 'l' || s[i + 1] == 'h')) i += 2;",
      "(void)0;", "asm", "check"),
]


def log(msg):
    print(msg, flush=True)


def parse_only(spec, n):
    """Mutant numbers in the order given (the run follows it), each once."""
    ids = []
    for part in spec.split(","):
        lo, _, hi = part.partition("-")
        for i in range(int(lo), int(hi or lo) + 1):
            if not 1 <= i <= n:
                sys.exit(f"run.py: no mutant {i} (1..{n})")
            if i not in ids:
                ids.append(i)
    return ids


def expand(paths):
    """Test paths, with `dir/*.ext` globs expanded (in the worktree)."""
    out = []
    for p in paths:
        if "*" in p:
            d, _, ext = p.partition("/*")
            full = os.path.join(ROOT, "tests", "lit", d)
            out += [d + "/" + f for f in sorted(os.listdir(full)) if f.endswith(ext)]
        else:
            out.append(p)
    return out


def tests_of(m):
    out = []
    for t in m["tests"]:
        for p in expand(T[t]):
            if p not in out:
                out.append(p)
    return out


def check_patch(root, m):
    """The file's text, or an error string when the patch does not apply."""
    path = os.path.join(root, m["file"])
    try:
        text = open(path).read()
    except OSError as e:
        return None, f"{m['file']}: {e.strerror}"
    n = text.count(m["old"])
    if n != 1:
        return None, f"{m['file']}: the text to replace occurs {n} times (must be once)"
    return text, None


def copy_tree(scratch):
    """The worktree's tracked and untracked (not ignored) files into scratch."""
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT,
                           capture_output=True, check=True).stdout.split(b"\0")
    for f in files:
        if not f:
            continue
        src = os.path.join(ROOT, f.decode())
        if not os.path.isfile(src):
            continue
        dst = os.path.join(scratch, f.decode())
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy2(src, dst)


def make(scratch, cc):
    r = subprocess.run(["make", "-s", "BUILD=" + BUILD, "CC=" + cc], cwd=scratch, capture_output=True, text=True)
    return r.returncode == 0, (r.stdout + r.stderr)[-2000:]


def lit(scratch, tests, timeout, jobs):
    binary = os.path.join(scratch, BUILD, "waitwise")
    cmd = [LIT, "-q", "-j", str(jobs), "--param", "waitwise=" + binary] + \
          [os.path.join(scratch, "tests", "lit", t) for t in tests]
    try:
        r = subprocess.run(cmd, cwd=scratch, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", []
    failed = [l.split("::", 1)[1].strip().split(" ")[0] for l in r.stdout.splitlines()
              if l.startswith(("FAIL:", "UNRESOLVED:")) and "::" in l]
    return ("fail" if r.returncode else "pass"), failed


def run_mutant(scratch, i, m, a):
    path = os.path.join(scratch, m["file"])
    text, err = check_patch(scratch, m)
    if err:
        return "error", err
    obj = os.path.join(scratch, BUILD, "obj", m["file"][:-2] + ".o")
    st = os.stat(path)
    saved_obj = open(obj, "rb").read() if os.path.exists(obj) else None
    try:
        with open(path, "w") as f:
            f.write(text.replace(m["old"], m["new"]))
        ok, out = make(scratch, a.cc)
        if not ok:
            return "error", "does not build: " + out.strip().splitlines()[-1] if out.strip() else "does not build"
        verdict, failed = lit(scratch, tests_of(m), a.timeout, a.jobs)
    finally:
        with open(path, "w") as f:
            f.write(text)
        os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
        if saved_obj is not None:
            with open(obj, "wb") as f:  # newer than the source: not compiled again
                f.write(saved_obj)
    if verdict == "pass":
        return "survived", ""
    if verdict == "timeout":
        return "killed", "tests timed out"
    return "killed", "failed: " + ", ".join(failed[:4]) + (" ..." if len(failed) > 4 else "")


def write_report(path, ids, results, whys, killed):
    with open(path, "w") as f:
        f.write(f"killed {killed}/{len(ids)}\n\n| # | module | file | mutant | result | tests that failed |\n"
                "|---|---|---|---|---|---|\n")
        for i in ids:
            m = MUTANTS[i - 1]
            f.write(f"| {i} | {m['module']} | {m['file']} | {m['name']} | {results[i]} | "
                    f"{whys[i].replace('failed: ', '')} |\n")


def main():
    ap = argparse.ArgumentParser(description="plant bugs one at a time, run the relevant tests")
    ap.add_argument("--list", action="store_true", help="list the mutants and their tests")
    ap.add_argument("--check", action="store_true", help="check that every patch applies to the worktree")
    ap.add_argument("--only", help="mutant numbers: 3 or 1,4-6")
    ap.add_argument("--baseline", action="store_true", help="first run every selected test set unmutated")
    ap.add_argument("--scratch", default="/tmp/waitwise-mutation", help="scratch copy (replaced)")
    ap.add_argument("--cc", default=os.environ.get("CC", "cc"))
    ap.add_argument("--timeout", type=int, default=1200, help="seconds for one mutant's tests")
    ap.add_argument("-j", "--jobs", type=int, default=1, help="lit workers")
    ap.add_argument("--report", help="also write the results as a markdown table to this file")
    ap.add_argument("--reuse", action="store_true", help="keep the scratch tree's build from an earlier run")
    a = ap.parse_args()
    # killed: restore the mutated file first (run_mutant's finally), or the
    # scratch build keeps the mutant's object
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(3))
    ids = parse_only(a.only, len(MUTANTS)) if a.only else list(range(1, len(MUTANTS) + 1))
    if a.list:
        for i in ids:
            m = MUTANTS[i - 1]
            log(f"{i:3}  {m['module']:<18} {m['file']:<28} {m['name']}  [tests: {' '.join(m['tests'])}]")
        return 0
    bad = [(i, check_patch(ROOT, MUTANTS[i - 1])[1]) for i in ids]
    bad = [(i, e) for i, e in bad if e]
    for i, e in bad:
        log(f"mutant {i} does not apply: {e}")
    missing = sorted({p for i in ids for p in tests_of(MUTANTS[i - 1])
                      if not os.path.exists(os.path.join(ROOT, "tests", "lit", p))})
    for p in missing:
        log(f"no test {p}")
    if bad or missing:
        return 2
    if a.check:
        log(f"{len(ids)} mutants apply")
        return 0
    if os.path.exists(a.scratch) and not a.reuse:
        shutil.rmtree(a.scratch)
    copy_tree(a.scratch)  # with --reuse: files keep their times, make rebuilds what changed
    t0 = time.time()
    ok, out = make(a.scratch, a.cc)
    if not ok:
        log("the unmutated tree does not build:\n" + out)
        return 2
    log(f"scratch tree {a.scratch} built in {time.time() - t0:.0f} s")
    if a.baseline:
        sets = sorted({t for i in ids for t in MUTANTS[i - 1]["tests"]})
        for s in sets:
            t1 = time.time()
            verdict, failed = lit(a.scratch, expand(T[s]), a.timeout, a.jobs)
            log(f"baseline {s}: {verdict} in {time.time() - t1:.0f} s {' '.join(failed)}")
            if verdict != "pass":
                return 2
    results, whys = {}, {}
    for i in ids:
        m = MUTANTS[i - 1]
        t1 = time.time()
        verdict, why = run_mutant(a.scratch, i, m, a)
        results[i] = verdict
        whys[i] = why
        log(f"{i:3} {verdict.upper():<8} {m['module']:<18} {m['name']} ({time.time() - t1:.0f} s) {why}")
    killed = sum(v == "killed" for v in results.values())
    surv = [i for i, v in results.items() if v == "survived"]
    errs = [i for i, v in results.items() if v == "error"]
    log(f"killed {killed}/{len(ids)}, survived {len(surv)}, errors {len(errs)}")
    for i in surv:
        log(f"survivor {i}: {MUTANTS[i - 1]['module']}: {MUTANTS[i - 1]['name']} ({MUTANTS[i - 1]['file']})")
    if a.report:
        write_report(a.report, ids, results, whys, killed)
    return 2 if errs else 1 if surv else 0


if __name__ == "__main__":
    sys.exit(main())
