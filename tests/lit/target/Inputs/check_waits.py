"""Cross-checks waitwise's wait syntax and encodings against llvm-mc-22.

For every target and a set of waits, `waitwise wait` prints the wait
instruction(s) (and the s_waitcnt simm16 it computes); llvm-mc must accept
each line, and the low 16 bits of its encoding must equal the immediate that
waitwise says (simm16 for s_waitcnt, the operand for GFX12 s_wait_*).
Prints one line per target and "N passed, N failed".
"""
import re
import subprocess
import sys

waitwise = sys.argv[1]
TARGETS = ["gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx950", "gfx1030", "gfx1100",
           "gfx1200", "gfx1201", "gfx1250"]


def counters(cpu):
    out = subprocess.run([waitwise, "targets", "-mcpu=" + cpu], capture_output=True, text=True,
                         check=True).stdout
    line = next(l for l in out.splitlines() if l.strip().startswith("counters:"))
    return [(m.group(1), int(m.group(2))) for m in re.finditer(r"(\w+)\(max (\d+)\)", line)]


def waits_for(cnts):
    combos = []
    for name, mx in cnts:
        for v in (0, 1, mx // 2, mx - 1):
            combos.append({name: v})
    names = [n for n, _ in cnts]
    for i in range(len(cnts)):
        for j in range(i + 1, len(cnts)):
            combos.append({names[i]: 1, names[j]: min(2, cnts[j][1] - 1)})
    combos.append({n: 0 for n in names})
    return combos


def mc_encode(cpu, lines):
    r = subprocess.run(["llvm-mc", "-triple=amdgcn-amd-amdhsa", "-mcpu=" + cpu, "-show-encoding"],
                       input="\n".join(lines) + "\n", capture_output=True, text=True)
    encs = re.findall(r"encoding: \[([^\]]*)\]", r.stdout)
    return r.stderr, [[int(b, 16) for b in e.split(",")] for e in encs]


passed = failed = 0
for cpu in TARGETS:
    cnts = counters(cpu)
    bad = []
    for w in waits_for(cnts):
        args = [waitwise, "wait", "-mcpu=" + cpu] + ["%s=%d" % kv for kv in w.items()]
        out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
        insts = [l.strip() for l in out.splitlines() if l.strip() and not l.startswith(";")]
        simm = re.search(r"simm16 = (0x[0-9a-f]+)", out)
        err, encs = mc_encode(cpu, insts)
        if err or len(encs) != len(insts):
            bad.append("%s: llvm-mc rejected %r: %s" % (w, insts, err.strip()))
            continue
        for inst, enc in zip(insts, encs):
            imm = enc[0] | (enc[1] << 8)
            if inst.startswith("s_waitcnt "):
                want = int(simm.group(1), 16)
            else:
                want = int(inst.split()[-1], 0)
            if imm != want:
                bad.append("%s: %s encodes 0x%04x, waitwise says 0x%04x" % (w, inst, imm, want))
    if bad:
        failed += 1
        print("FAIL %s" % cpu)
        for b in bad:
            print("  " + b)
    else:
        passed += 1
        print("ok %s: %s" % (cpu, " ".join("%s<=%d" % c for c in cnts)))
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
