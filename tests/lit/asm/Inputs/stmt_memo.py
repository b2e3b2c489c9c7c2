#!/usr/bin/env python3
"""The reader parses a statement text once per parse job and copies the
result to later lines with the same text (src/asm/stmt_memo.h). This writes
files where the same statement texts come back at other columns (indented
by tabs or blanks, after one or two labels on the same line, with a comment
or blanks after them), with register indices computed from symbols that
are set again between uses, with errors, with findings (check's warnings),
with branches to labels, VOPD pairs (gfx1100) and LDS DMA (which makes the
reader parse again keeping every operand). It runs waitwise's commands on
each file with the memo on and off (WAITWISE_NO_STMT_MEMO=1), on one thread
and on three ranges (WAITWISE_FORCE_THREADS=3), and compares standard
output, standard error and the exit status. Prints one line per difference,
a summary, and the errors file's diagnostics (the test checks their
columns).

  stmt_memo.py --waitwise BIN --dir DIR
"""
import argparse
import os
import random
import subprocess
import sys

HEAD = """\t.amdgcn_target "amdgcn-amd-amdhsa--{cpu}"
\t.text
\t.globl\t{name}
\t.p2align\t8
\t.type\t{name},@function
{name}:
"""
TAIL = "\ts_endpgm\n"


LABELS = [0]


def placed(rng, stmt, n, comment=True):
    """stmt at a column of its own: indentation, labels before it on the
    same line, a comment or blanks after it."""
    lead = rng.choice(["\t", "  ", "", "\t\t", " \t "])
    k = rng.randrange(4)
    LABELS[0] += 1
    if k == 1:
        lead = ".Ltmp%d:%s" % (LABELS[0], rng.choice([" ", "\t", ""]))
    elif k == 2:
        lead = ".Ltmp%d_b: .Ltmp%d_c:  " % (LABELS[0], LABELS[0])
    tail = rng.choice(["", " ", "\t; note", " // c", "  ; s_nop 0"]) if comment else ""
    return lead + stmt + tail + "\n"


def clean_gfx942(rng):
    """A kernel without errors: loads and their uses (check's findings),
    waits, branches, symbols set again, LDS DMA."""
    pool = [
        "global_load_dword v1, v[2:3], off",
        "global_load_dwordx2 v[4:5], v[2:3], off offset:16",
        "v_add_f32_e32 v6, v1, v6",
        "v_fma_f32 v7, v4, v5, v7",
        "s_waitcnt vmcnt(0)",
        "s_waitcnt vmcnt(1) lgkmcnt(0)",
        "s_load_dwordx2 s[4:5], s[0:1], 0x0",
        "v_mov_b32_e32 v[vgprX], v1",
        "v_add_u32_e32 v[vgprX+1], v[vgprX], v6",
        "s_mov_b32 s[sgprY], s[sgprY:sgprY]",
        "v_lshl_add_u64 v[2:3], s[4:5], 0, v[2:3]",
        "ds_read_b32 v8, v9",
        "ds_write_b32 v9, v8",
        "s_add_u32 s6, s6, 1",
        "s_cmp_lt_u32 s6, 8",
        "v_cndmask_b32_e64 v10, v1, v6, vcc",
        "v_mov_b32_e32 v11, v[vgprX]",
        "global_load_lds_dword v[2:3], off",
        "s_nop 0",
    ]
    out = [HEAD.format(cpu="gfx942", name="memo_clean"),
           "\t.set vgprX, 20\n\t.set sgprY, 40\n", "\ts_mov_b32 m0, 0\n"]
    n = 0
    for blk in range(12):
        out.append(".LBB0_%d:\n" % blk)
        for _ in range(40):
            n += 1
            if rng.randrange(25) == 0:
                out.append("\t.set vgprX, %d\n\t.set sgprY, %d\n" %
                           (rng.randrange(4, 60), rng.randrange(20, 90)))
            out.append(placed(rng, rng.choice(pool), n))
        if rng.randrange(3) == 0:
            out.append(placed(rng, "; asyncmark", n, comment=False))
        target = rng.randrange(12)
        out.append(placed(rng, "s_cbranch_scc1 .LBB0_%d" % target, n))
    out.append(TAIL)
    return "".join(out)


def errors_gfx942(rng):
    """Statements with errors, among good ones of the same texts: each
    error is reported at every line, at its own column."""
    pool = [
        "v_add_f32_e32 v1, v2, v3",
        "v_bogus_op v1, v2",
        "s_waitcnt vmcnt(99)",
        "v_mov_b32_e32 v1, v[undefined_sym]",
        "v_mov_b32_e32 v[vgprZ], 0",
        "v_add_f32_e32 v1, v2",
        "s_barrier_wait 3",
        "v_mov_b32_e32 v300, 0",
        "global_load_dword v1, v[2:3], off",
        "v_add_f32_e32 v1, v2, v3, v4",
    ]
    out = [HEAD.format(cpu="gfx942", name="memo_errors")]
    n = 0
    for _ in range(30):
        n += 1
        if n == 12:
            out.append("\t.set vgprZ, 7\n")
        if n == 20:
            out.append("\t.set vgprZ, 300\n")
        # the same text before vgprZ is set, while it is 7 and once it is 300
        stmt = pool[4] if n in (1, 13, 14, 21) else rng.choice(pool)
        out.append(placed(rng, stmt, n))
    out.append(TAIL)
    return "".join(out)


def dual_gfx1100(rng):
    pool = [
        "v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0",
        "v_dual_add_f32 v3, v3, v1 :: v_dual_add_nc_u32 v4, 0x100, v4",
        "global_load_b32 v1, v[6:7], off",
        "s_waitcnt vmcnt(0)",
        "v_add_f32_e32 v5, v1, v5",
        "s_waitcnt_vscnt null, 0x0",
        "global_store_b32 v[6:7], v5, off",
    ]
    out = [HEAD.format(cpu="gfx1100", name="memo_dual")]
    for n in range(200):
        out.append(placed(rng, rng.choice(pool), n))
    out.append(TAIL)
    return "".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--waitwise", required=True)
    ap.add_argument("--dir", required=True)
    a = ap.parse_args()
    os.makedirs(a.dir, exist_ok=True)
    rng = random.Random(20)
    files = {"clean.s": ("gfx942", clean_gfx942(rng)),
             "errors.s": ("gfx942", errors_gfx942(rng)),
             "dual.s": ("gfx1100", dual_gfx1100(rng))}
    commands = [["check"], ["check", "--format=json"], ["explain"], ["print"],
                ["insert", "--mode=recompute", "-o", "-"], ["insert", "--mode=add", "-o", "-"]]
    runs = diffs = 0
    shown = None
    for fname, (cpu, text) in files.items():
        path = os.path.join(a.dir, fname)
        with open(path, "w") as f:
            f.write(text)
        for cmd in commands:
            argv = [a.waitwise] + cmd + ["-mcpu=" + cpu, path]
            results = {}
            for memo in (1, 0):
                for threads in (1, 3):
                    env = dict(os.environ, WAITWISE_THREADS=str(threads),
                               WAITWISE_FORCE_THREADS=str(threads))
                    env.pop("WAITWISE_NO_STMT_MEMO", None)
                    if not memo:
                        env["WAITWISE_NO_STMT_MEMO"] = "1"
                    p = subprocess.run(argv, capture_output=True, env=env)
                    results[memo, threads] = (p.returncode, p.stdout, p.stderr)
                    runs += 1
                    if not 0 <= p.returncode <= 2:
                        print("%s %s: exit status %d" % (fname, " ".join(cmd), p.returncode))
                        sys.stderr.buffer.write(p.stderr)
            base = results[0, 1]
            for key, r in results.items():
                if r != base:
                    diffs += 1
                    print("%s %s: memo %d threads %d differs" % (fname, " ".join(cmd), *key))
            if fname == "errors.s" and cmd == ["check"]:
                shown = "".join(l.replace(path, fname) + "\n"
                                for l in results[1, 3][2].decode().splitlines()
                                if l.startswith(path))
    print("stmt memo: %d runs, %d differ" % (runs, diffs))
    sys.stdout.write(shown or "")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
