#!/usr/bin/env python3
"""Self-test of sim.py on small hand-written programs whose verdict is known.

Every case marked "tight" has hand-placed waits that are exactly right:
the program must be OK, and weakening any single field of any s_waitcnt by
one (vmcnt(1) -> vmcnt(2), ...) must produce a violation. Other cases state
the violation kinds they must produce. Also checks that every program of the
kinds the generator emits (a few seeds) parses and assembles with llvm-mc.

    python3 tests/sim/selftest.py        # exit 0 when all pass
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sim  # noqa: E402

HDR = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\t.text\nk:\n'


def prog(body):
    return HDR + "\n".join("\t" + l if not l.endswith(":") and not l.startswith(";") else l
                           for l in body.strip().split("\n")) + "\n"


CASES = []


def case(name, body, expect="ok", tight=True, werror=False, stall=True):
    CASES.append(dict(name=name, text=prog(body), expect=expect, tight=tight, werror=werror, stall=stall))


# --- VMEM: loads complete in order
case("vmem-in-order", """
global_load_dword v4, v[2:3], off
global_load_dword v5, v[2:3], off offset:4
s_waitcnt vmcnt(1)
v_add_u32_e32 v6, v4, v4
s_waitcnt vmcnt(0)
v_add_u32_e32 v6, v5, v6
s_endpgm""")

# --- loads and stores share the vmcnt queue on gfx942
case("vmem-store-between", """
global_load_dword v4, v[2:3], off
global_store_dword v[2:3], v7, off
global_load_dword v5, v[2:3], off
s_waitcnt vmcnt(2)
v_mov_b32_e32 v6, v4
s_endpgm""")

# --- LDS in order, SMEM out of order on lgkmcnt
case("lds-smem-mixed", """
ds_read_b32 v4, v14
s_load_dword s4, s[0:1], 0x0
ds_read_b32 v5, v14 offset:4
s_waitcnt lgkmcnt(1)
v_mov_b32_e32 v6, v4
s_waitcnt lgkmcnt(0)
v_add_u32_e32 v6, s4, v6
s_endpgm""")

case("lds-three-then-smem", """
ds_read_b32 v4, v14
ds_read_b32 v5, v14 offset:4
ds_read_b32 v6, v14 offset:8
s_load_dword s4, s[0:1], 0x0
s_waitcnt lgkmcnt(2)
v_mov_b32_e32 v7, v4
s_endpgm""")

case("smem-needs-zero", """
s_load_dword s4, s[0:1], 0x0
ds_read_b32 v5, v14
s_waitcnt lgkmcnt(0)
s_add_u32 s5, s4, s4
s_endpgm""")

# --- WAW
case("waw-valu-after-load", """
global_load_dword v4, v[2:3], off
global_load_dword v5, v[2:3], off
s_waitcnt vmcnt(1)
v_mov_b32_e32 v4, 0
s_endpgm""")

case("waw-vmem-vmem-in-order", """
global_load_dword v4, v[2:3], off
global_load_dword v4, v[2:3], off offset:4
s_waitcnt vmcnt(0)
v_mov_b32_e32 v5, v4
s_endpgm""")

case("waw-lds-then-vmem", """
ds_read_b32 v4, v14
s_waitcnt lgkmcnt(0)
global_load_dword v4, v[2:3], off
s_waitcnt vmcnt(0)
v_mov_b32_e32 v5, v4
s_endpgm""")

case("waw-smem-smem", """
s_load_dword s4, s[0:1], 0x0
s_waitcnt lgkmcnt(0)
s_load_dword s4, s[0:1], 0x4
s_waitcnt lgkmcnt(0)
s_add_u32 s5, s4, s4
s_endpgm""")

case("waw-missing", """
global_load_dword v4, v[2:3], off
v_mov_b32_e32 v4, 0
s_endpgm""", expect={"waw"}, tight=False)

case("raw-address-pointer-chase", """
global_load_dwordx2 v[2:3], v[2:3], off
s_waitcnt vmcnt(0)
global_load_dword v4, v[2:3], off
s_endpgm""")

case("raw-store-data", """
ds_read_b32 v4, v14
global_load_dword v5, v[2:3], off
s_waitcnt lgkmcnt(0)
global_store_dword v[2:3], v4, off
s_endpgm""")

# --- LDS DMA: address ranges (M0 + offset, 256 bytes) vs ds accesses
case("dma-ranges", """
s_mov_b32 m0, 0
v_mov_b32_e32 v14, 0x100
v_mov_b32_e32 v15, 0
v_and_b32_e32 v16, 63, v0
v_lshlrev_b32_e32 v16, 2, v16
global_load_lds_dword v[2:3], off
global_load_dword v4, v[2:3], off
ds_read_b32 v5, v14
ds_write_b32 v16, v8 offset:256
s_waitcnt vmcnt(1)
ds_read_b32 v6, v15 offset:252
s_waitcnt vmcnt(0) lgkmcnt(0)
v_add_u32_e32 v7, v4, v6
s_endpgm""")

case("dma-offset-shifts-lds", """
s_mov_b32 m0, 0x100
v_mov_b32_e32 v14, 0
global_load_lds_dword v[2:3], off offset:256
ds_read_b32 v5, v14 offset:508
s_waitcnt vmcnt(0)
ds_read_b32 v6, v14 offset:512
s_endpgm""")

case("dma-unknown-address", """
s_mov_b32 m0, 0x800
global_load_lds_dword v[2:3], off
ds_read_b32 v5, v20
s_endpgm""", expect={"lds-dma"}, tight=False)

case("dma-lane-range-overlap", """
s_mov_b32 m0, 0x100
v_and_b32_e32 v16, 63, v0
v_lshlrev_b32_e32 v16, 2, v16
global_load_lds_dword v[2:3], off
ds_write_b32 v16, v5 offset:4
s_endpgm""", expect={"lds-dma"}, tight=False)

# --- async marks: LLVM's interleaved_global_and_dma
case("marks-interleaved", """
global_load_dword v4, v[2:3], off
global_load_dword v5, v[2:3], off
global_load_lds_dword v[2:3], off
s_asyncmark
global_load_dword v6, v[2:3], off
global_load_lds_dword v[2:3], off
global_load_dword v7, v[2:3], off
s_asyncmark
s_wait_asyncmark 1
s_waitcnt vmcnt(3)
s_nop 0
s_wait_asyncmark 0
s_waitcnt vmcnt(1)
s_nop 0
s_endpgm""")

# lowered placement variants: wait before the annotation also counts
case("marks-annotation-before-wait", """
global_load_lds_dword v[2:3], off
s_asyncmark
; @sim asyncmark
global_load_dword v4, v[2:3], off
s_waitcnt vmcnt(1)
; @sim wait_asyncmark 0
s_nop 0
s_endpgm""")

case("marks-pipelined-loop", """
global_load_lds_dword v[2:3], off
s_asyncmark
global_load_lds_dword v[2:3], off
s_asyncmark
s_mov_b32 s12, 3
.LBB0_1:
s_wait_asyncmark 1
s_waitcnt vmcnt(1)
s_nop 0
global_load_lds_dword v[2:3], off
s_asyncmark
s_add_i32 s12, s12, -1
s_cmp_lg_u32 s12, 0
s_cbranch_scc1 .LBB0_1
s_wait_asyncmark 1
s_waitcnt vmcnt(1)
s_nop 0
s_wait_asyncmark 0
s_waitcnt vmcnt(0)
s_endpgm""")

case("marks-end-uncovered-ok", """
global_load_lds_dword v[2:3], off
s_asyncmark
s_waitcnt vmcnt(0)
global_load_lds_dword v[2:3], off
s_endpgm""")

case("marks-end-covered", """
global_load_lds_dword v[2:3], off
s_asyncmark
s_endpgm""", expect={"asyncmark-end"}, tight=False)

case("marks-wait-too-few", """
global_load_lds_dword v[2:3], off
s_asyncmark
global_load_lds_dword v[2:3], off
s_asyncmark
s_wait_asyncmark 2
s_wait_asyncmark 1
s_nop 0
s_waitcnt vmcnt(0)
s_endpgm""", expect={"asyncmark"}, tight=False)

# --- control flow
case("diamond-input", """
; @sim inputs s20
s_cmp_eq_u32 s20, 0
s_cbranch_scc1 .LBB0_2
global_load_dword v4, v[2:3], off
.LBB0_2:
global_load_dword v5, v[2:3], off
s_waitcnt vmcnt(1)
v_mov_b32_e32 v6, v4
s_endpgm""")

case("loop-carried", """
s_mov_b32 s12, 2
global_load_dword v4, v[2:3], off
global_load_dword v6, v[2:3], off
.LBB0_1:
s_waitcnt vmcnt(1)
v_add_u32_e32 v5, v4, v5
global_load_dword v4, v[2:3], off
global_load_dword v6, v[2:3], off
s_add_i32 s12, s12, -1
s_cmp_lg_u32 s12, 0
s_cbranch_scc1 .LBB0_1
s_endpgm""")

case("loop-counter-branch", """
s_mov_b32 s12, 3
.LBB0_1:
s_cmp_eq_u32 s12, 2
s_cbranch_scc0 .LBB0_2
global_load_dword v4, v[2:3], off
.LBB0_2:
ds_read_b32 v5, v14
s_add_i32 s12, s12, -1
s_cmp_lg_u32 s12, 0
s_cbranch_scc1 .LBB0_1
s_waitcnt vmcnt(0)
v_mov_b32_e32 v6, v4
s_endpgm""")

# --- barrier (warning class)
# --- an LDS write outstanding at s_barrier races with the accesses other
# waves make after it (the next phase), not with this wave's later waits
case("barrier-ds-write", """
ds_write_b32 v14, v4
ds_read_b32 v5, v14 offset:4
s_waitcnt lgkmcnt(1)
s_barrier
ds_read_b32 v6, v14
s_endpgm""", werror=True)

case("barrier-store-and-dma", """
global_store_dword v[2:3], v5, off
global_load_lds_dword v[2:3], off
global_load_dword v9, v[2:3], off
s_waitcnt vmcnt(1)
s_barrier
ds_read_b32 v6, v14
s_endpgm""", werror=True)

# a FLAT store counts on vmcnt and lgkmcnt and is released at the barrier only
# when both are waited for (either one alone may leave it writing)
case("barrier-flat-store", """
flat_store_dword v[2:3], v5
s_waitcnt vmcnt(0) lgkmcnt(0)
s_barrier
s_endpgm""", werror=True)

# FLAT completes out of order with the vector-memory queue: a younger load
# done does not make it done, nor an older one still in flight keep it
case("barrier-flat-out-of-order", """
global_store_dword v[2:3], v7, off
flat_store_dword v[2:3], v5
global_load_dword v9, v[2:3], off
s_waitcnt vmcnt(1) lgkmcnt(0)
s_barrier
s_endpgm""", expect={"barrier-global"}, tight=False, werror=True)

# nothing touches the DMA's bytes after the barrier: no release needed
case("barrier-dma-unread", """
v_mov_b32_e32 v14, 0x100
s_mov_b32 m0, 0x1000
global_load_lds_dword v[2:3], off
s_barrier
ds_read_b32 v6, v14
s_barrier
s_endpgm""", werror=True)

# the DMA's bytes are read two phases later: released at the second barrier
case("barrier-dma-next-phase", """
v_mov_b32_e32 v14, 0x100
v_mov_b32_e32 v15, 0x1010
s_mov_b32 m0, 0x1000
global_load_lds_dword v[2:3], off
s_barrier
ds_read_b32 v6, v14
s_waitcnt vmcnt(0)
s_barrier
ds_read_b32 v7, v15
s_endpgm""", werror=True)

case("barrier-covered-dma-exempt", """
global_load_lds_dword v[2:3], off
s_asyncmark
s_barrier
s_wait_asyncmark 0
s_waitcnt vmcnt(0)
s_endpgm""", werror=True)

# --- covered DMA (a mark executed after it): the race is the program's
case("dma-covered-race", """
s_mov_b32 m0, 0
v_mov_b32_e32 v14, 0
global_load_lds_dword v[2:3], off
s_asyncmark
ds_read_b32 v5, v14
s_wait_asyncmark 0
s_waitcnt vmcnt(0)
s_endpgm""", expect={"lds-dma-async"}, tight=False)

case("dma-uncovered-before-mark", """
s_mov_b32 m0, 0
v_mov_b32_e32 v14, 0
global_load_lds_dword v[2:3], off
ds_read_b32 v5, v14
s_asyncmark
s_wait_asyncmark 0
s_waitcnt vmcnt(0)
s_endpgm""", expect={"lds-dma"}, tight=False)

# --- counter maxima and the overflow stall
case("vmcnt-62", "\n".join(["global_load_dword v4, v[2:3], off"] + ["global_load_dword v5, v[2:3], off"] * 62 +
                            ["s_waitcnt vmcnt(62)", "v_mov_b32_e32 v6, v4", "s_endpgm"]))
case("overflow-stall-64", "\n".join(["global_load_dword v4, v[2:3], off"] + ["global_load_dword v5, v[2:3], off"] * 63 +
                                    ["v_mov_b32_e32 v6, v4", "s_endpgm"]), tight=False)
case("no-overflow-stall-64", "\n".join(["global_load_dword v4, v[2:3], off"] + ["global_load_dword v5, v[2:3], off"] * 63 +
                                       ["v_mov_b32_e32 v6, v4", "s_endpgm"]), expect={"raw"}, tight=False, stall=False)
case("lgkmcnt-14", "\n".join(["ds_read_b32 v4, v14"] + ["ds_read_b32 v5, v14"] * 14 +
                             ["s_waitcnt lgkmcnt(14)", "v_mov_b32_e32 v6, v4", "s_endpgm"]))

# --- wait syntax: raw immediates, separators, _sat
case("raw-immediate", """
global_load_dword v4, v[2:3], off
s_waitcnt 0xf70
v_mov_b32_e32 v6, v4
s_load_dword s4, s[0:1], 0x0
s_waitcnt 0
s_add_u32 s5, s4, s4
s_endpgm""", tight=False)
case("raw-immediate-16", "\n".join(["global_load_dword v4, v[2:3], off"] + ["global_load_dword v5, v[2:3], off"] * 16 +
                                   ["s_waitcnt 0x4f70", "v_mov_b32_e32 v6, v4", "s_endpgm"]), tight=False)
case("raw-immediate-17-too-weak", "\n".join(["global_load_dword v4, v[2:3], off"] + ["global_load_dword v5, v[2:3], off"] * 15 +
                                            ["s_waitcnt 0x4f70", "v_mov_b32_e32 v6, v4", "s_endpgm"]),
     expect={"raw"}, tight=False)
case("separators-sat", """
global_load_dword v4, v[2:3], off
ds_read_b32 v5, v14
s_waitcnt lgkmcnt(0) & vmcnt(0), expcnt(7)
v_add_u32_e32 v6, v4, v5
global_load_dword v4, v[2:3], off
s_waitcnt vmcnt_sat(70)
v_mov_b32_e32 v6, v4
s_endpgm""", expect={"raw"}, tight=False)

FIELD = re.compile(r"(vmcnt|lgkmcnt|expcnt)\((\d+)\)")


def kinds(res_list, werror):
    out = set()
    for _, r in res_list:
        for key in r.errors:
            out.add(key[0])
        if werror:
            for key in r.warnings:
                out.add(key[0])
    return out


def run_case(c):
    fails = []
    res = sim.simulate_all(c["text"], overflow_stall=c["stall"])
    got = kinds(res, c["werror"])
    want = set() if c["expect"] == "ok" else c["expect"]
    if got != want:
        msgs = [m for _, r in res for m in r.messages()]
        fails.append("verdict: want %s, got %s\n    %s" % (sorted(want) or "OK", sorted(got) or "OK",
                                                           "\n    ".join(msgs)))
    nweak = 0
    if c["tight"]:
        lines = c["text"].split("\n")
        for i, l in enumerate(lines):
            if not l.strip().startswith("s_waitcnt"):
                continue
            for m in FIELD.finditer(l):
                name, n = m.group(1), int(m.group(2))
                if name == "expcnt":
                    continue
                weaker = l[:m.start()] + "%s(%d)" % (name, n + 1) + l[m.end():]
                mod = "\n".join(lines[:i] + [weaker] + lines[i + 1:])
                nweak += 1
                r2 = kinds(sim.simulate_all(mod, overflow_stall=c["stall"]), c["werror"])
                if not r2:
                    fails.append("line %d: weakening to '%s' gave no violation" % (i + 1, weaker.strip()))
    return fails, nweak


def check_honor_marks():
    """--honor-marks: s_wait_asyncmark completes what it waits for (inputs)."""
    text = prog("""
s_mov_b32 m0, 0x2000
v_mov_b32_e32 v14, 0x2000
global_load_lds_dword v[2:3], off
s_asyncmark
s_mov_b32 m0, 0x2100
global_load_lds_dword v[2:3], off
s_asyncmark
s_wait_asyncmark 1
ds_read_b32 v5, v14
s_wait_asyncmark 0
s_endpgm""")
    fails = []
    honored = kinds(sim.simulate_all(text, honor_marks=True), False)
    if honored:
        fails.append("honor_marks: want OK, got %s" % sorted(honored))
    plain = kinds(sim.simulate_all(text), False)
    if plain != {"asyncmark", "asyncmark-end", "lds-dma-async"}:  # nothing lowered the marks
        fails.append("plain: want asyncmark, asyncmark-end, lds-dma-async, got %s" % sorted(plain))
    racy = text.replace("v_mov_b32_e32 v14, 0x2000", "v_mov_b32_e32 v14, 0x2100")
    got = kinds(sim.simulate_all(racy, honor_marks=True), False)
    if got != {"lds-dma-async"}:
        fails.append("honor_marks, read of the newest stage: want lds-dma-async, got %s" % sorted(got))
    return fails


def check_generator():
    """Generated programs must assemble (pseudo-instructions removed) and simulate."""
    import subprocess
    import gen
    mc = "/usr/lib/llvm-22/bin/llvm-mc"
    fails = []
    if not os.path.exists(mc):
        return ["llvm-mc-22 not found"], 0
    n = 0
    runs = [(seed, "all", waits) for seed in range(1, 21) for waits in ("none", "random")]
    runs += [(seed, "vmem,stores,flat,lds,loops,branches,barriers", "random") for seed in range(1, 11)]
    for seed, feats, waits in runs:
        text = gen.generate(seed, features=feats, waits=waits)
        n += 1
        stripped = "\n".join(l for l in text.split("\n") if "s_asyncmark" not in l and "s_wait_asyncmark" not in l)
        p = subprocess.run([mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-o", "/dev/null"],
                           input=stripped, text=True, capture_output=True)
        if p.returncode != 0:
            fails.append("gen seed %d (%s): llvm-mc: %s" % (seed, waits, p.stderr.strip()[:300]))
        try:
            sim.simulate_all(text)
        except sim.InputError as e:
            fails.append("gen seed %d (%s): sim input error: %s" % (seed, waits, e))
    return fails, n


def main():
    total_fail = 0
    nweak_total = 0
    for c in CASES:
        try:
            fails, nweak = run_case(c)
        except sim.InputError as e:
            fails, nweak = ["input error: %s" % e], 0
        nweak_total += nweak
        status = "PASS" if not fails else "FAIL"
        print("%s %s%s" % (status, c["name"], " (%d weakened fields)" % nweak if nweak else ""))
        for f in fails:
            print("    " + f)
        total_fail += bool(fails)
    hfails = check_honor_marks()
    print("%s honor-marks" % ("PASS" if not hfails else "FAIL"))
    for f in hfails:
        print("    " + f)
    total_fail += bool(hfails)
    gfails, ngen = check_generator()
    print("%s generator: %d programs assemble and simulate" % ("PASS" if not gfails else "FAIL", ngen))
    for f in gfails:
        print("    " + f)
    total_fail += bool(gfails)
    print("%d passed, %d failed" % (len(CASES) + 2 - total_fail, total_fail))
    return 1 if total_fail else 0


if __name__ == "__main__":
    sys.exit(main())
