#!/usr/bin/env python3
"""vop3_defs.py WAITWISE TABLE CPU TMPDIR: every VOP3-only mnemonic that
defines a register (a VALU row of the instruction table without an encoding
suffix and without an _e32 form), written the ways llvm-mc accepts for CPU,
its def at v100 (uses elsewhere), after a load into the def's registers.
LLVM is the oracle: `llvm-mc -show-inst` lists a tied def's register again
among the operands (the old value is read). waitwise check must say
"reads" for those and "overwrites" for the rest. Prints a summary; exit 1
on a disagreement."""
import json, os, re, subprocess, sys

waitwise, table, cpu, tmp = sys.argv[1:5]
gfx = int(re.match(r"gfx(\d+)", cpu).group(1))
new_names = gfx >= 1100  # global_load_b32 (GFX11+) or global_load_dword
SUFFIXES = ("_e32", "_e64", "_sdwa", "_dpp", "_e64_dpp", "_dpp8")

rows = {}
for line in open(table):
    m = re.match(r'TG_INST\("([^"]+)", ([^,]+), (\d+), \d+, [^,]+, [^,]+, \d+, TG_OPS\((\d+), (\d+)\)', line)
    if m:
        rows[m.group(1)] = (m.group(2), int(m.group(3)), int(m.group(4)), int(m.group(5)))
names = sorted(n for n, (fl, nd, lo, hi) in rows.items()
               if "TG_IF_VALU" in fl and nd >= 1 and not n.endswith(SUFFIXES)
               and n + "_e32" not in rows and not n.startswith("v_dual_"))


def vreg(base, w):
    return f"v{base}" if w == 1 else f"v[{base}:{base + w - 1}]"


# Candidate spellings, in two rounds: first the def's width and one width
# for every use; then, for the mnemonics llvm-mc took in none of those, one
# use of another width or a scalar/VCC operand.
def first_round(n):
    fl, nd, lo, hi = rows[n]
    for cnt in range(max(lo, nd), hi + 1):
        for wd in (1, 2, 4, 8, 16):
            for wu in (1, 2, 4, 8, 16):
                for s2 in (["vcc", "s[10:11]", "s10"] if nd == 2 and cnt > 1 else [None]):
                    ops = [vreg(100, wd)] + ([s2] if s2 else [])
                    yield ops + [vreg(20 * k, wu) for k in range(cnt - len(ops))]


def second_round(n):
    fl, nd, lo, hi = rows[n]
    for cnt in range(max(lo, nd), hi + 1):
        for wd in (1, 2, 3, 4, 6, 8, 16):
            for wu in (1, 2):
                for s2 in (["vcc", "s[10:11]"] if nd == 2 and cnt > 1 else [None]):
                    ops = [vreg(100, wd)] + ([s2] if s2 else [])
                    uses = [vreg(20 * k, wu) for k in range(cnt - len(ops))]
                    for j in range(len(uses)):
                        for alt in (vreg(20 * j, 1), vreg(20 * j, 2), vreg(20 * j, 4), "vcc", "s[0:1]"):
                            if alt != uses[j]:
                                yield ops + uses[:j] + [alt] + uses[j + 1:]


def assemble(cands, tag):
    """The candidates llvm-mc takes, each with its MCInst register operands."""
    src = os.path.join(tmp, f"cands-{cpu}-{tag}.s")
    order = [(n, c) for n in sorted(cands) for c in cands[n]]
    with open(src, "w") as f:
        f.writelines(c + "\n" for n, c in order)
    mc = subprocess.run(["llvm-mc", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-show-inst", src],
                        capture_output=True, text=True)
    bad = {int(m.group(1)) for m in re.finditer(rf"{re.escape(src)}:(\d+):\d+: error", mc.stderr)}
    insts = []
    for line in mc.stdout.splitlines():
        t = line.strip()
        if not t or t.startswith("."):
            continue
        regs = re.findall(r"<MCOperand Reg:(\w+)>", t)
        if t.startswith(";"):
            if insts:
                insts[-1].extend(regs)
        else:
            insts.append(regs)
    ok = [nc for k, nc in enumerate(order, 1) if k not in bad]
    if len(ok) != len(insts):
        print(f"vop3_defs: {len(ok)} accepted lines but {len(insts)} instructions printed")
        sys.exit(1)
    return zip(ok, insts)


chosen = {}
for rnd in (first_round, second_round):
    cands = {n: [f"{n} {', '.join(ops)}" for ops in rnd(n)] for n in names if n not in chosen}
    for (n, c), regs in assemble(cands, rnd.__name__):
        if n not in chosen and regs:
            chosen[n] = (c, regs[0] in regs[1:])  # the def again among the operands: tied
ld = ({1: "b32", 2: "b64", 3: "b96", 4: "b128"} if new_names
      else {1: "dword", 2: "dwordx2", 3: "dwordx3", 4: "dwordx4"})
body = []
where = {}
for i, n in enumerate(sorted(chosen)):
    c, tied = chosen[n]
    m = re.match(r"\S+ (v(\d+)|v\[(\d+):(\d+)\])", c)
    w = 1 if m.group(2) else int(m.group(4)) - int(m.group(3)) + 1
    body += [f"\t.globl k{i}", f"\t.type k{i},@function", f"k{i}:"]
    for off in range(0, w, 4):
        part = min(4, w - off)
        body.append(f"\tglobal_load_{ld[part]} {vreg(100 + off, part)}, v[200:201], off")
    body.append("\t" + c)
    where[len(body)] = (n, tied)
    body.append("\ts_endpgm")
test = os.path.join(tmp, f"vop3-{cpu}.s")
with open(test, "w") as f:
    f.write("\n".join(body) + "\n")
r = subprocess.run([waitwise, "check", f"-mcpu={cpu}", "--format=json", test], capture_output=True, text=True)
found = {}
for line in r.stdout.splitlines():
    o = json.loads(line)
    found[o["line"]] = {p["dependence"] for p in o["producers"]}
# LLVM's MCInst carries these conversions' old destination (vdst_in: they
# write part of it) without a TIED_TO constraint, which is what the
# generator reads: waitwise says "overwrites" (the finding and its wait are
# the same; only the word differs).
KNOWN = {"v_cvt_scalef32_sr_pk_fp4_bf16", "v_cvt_scalef32_sr_pk_fp4_f16", "v_cvt_scalef32_sr_pk_fp4_f32"}
wrong = []
ntied = nknown = 0
for ln, (n, tied) in where.items():
    want = "reads" if tied else "overwrites"
    ntied += tied
    if n in KNOWN and tied and found.get(ln) == {"overwrites"}:
        nknown += 1
        continue
    if found.get(ln) != {want}:
        wrong.append(f"{n}: expected {want}, got {sorted(found.get(ln, []))}")
for w in wrong:
    print("vop3_defs: " + w)
print(f"vop3_defs: {cpu}: {len(names)} VOP3-only mnemonics with a def in the table, "
      f"{len(chosen)} accepted by llvm-mc for {cpu}, {ntied} tied by LLVM; {len(wrong)} disagree"
      + (f" ({nknown} known: vdst_in without a tie)" if nknown else ""))
if os.environ.get("VOP3_DEFS_NAMES"):
    with open(os.environ["VOP3_DEFS_NAMES"], "a") as f:
        f.writelines(n + "\n" for n in chosen)
sys.exit(1 if wrong else 0)
