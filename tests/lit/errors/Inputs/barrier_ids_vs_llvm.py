"""The barrier operand forms against llvm-mc-22, the oracle: for every
s_barrier* instruction that takes an id and every value from -40 to 80
(and m0), llvm-mc's verdict (assembles or not, -mcpu=gfx1250) and waitwise's
(an error at that line, or none: the reader reports every bad line). waitwise must refuse
everything llvm-mc refuses, and accept exactly what llvm-mc accepts that is a
barrier id (-4 to 16, s_barrier_wait's 16 bits taken as signed). Prints one
line per instruction and "mismatches: N".
"""
import os
import subprocess
import sys
import tempfile

waitwise, llvm_mc = sys.argv[1], sys.argv[2]
insts = ["s_barrier_signal", "s_barrier_signal_isfirst", "s_barrier_init", "s_barrier_join", "s_barrier_wait"]
values = [str(v) for v in range(-40, 81)] + ["m0"]
mismatches = 0
with tempfile.TemporaryDirectory() as tmp:
    for inst in insts:
        src = "".join("%s %s\n" % (inst, v) for v in values)
        r = subprocess.run([llvm_mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1250", "-o", os.devnull],
                           input=src, capture_output=True, text=True)
        bad_lines = set()
        for l in r.stderr.splitlines():
            if ": error:" in l:
                bad_lines.add(int(l.split(":")[1]))
        path = os.path.join(tmp, "x.s")
        with open(path, "w") as f:  # one line per value, each read on its own
            f.write(src)
        w = subprocess.run([waitwise, "check", "-mcpu=gfx1250", path], capture_output=True, text=True)
        refused = set()
        for l in w.stderr.splitlines():
            if l.startswith(path + ":") and ": error:" in l:
                refused.add(int(l[len(path) + 1:].split(":")[0]))
        accepted = ids = 0
        for n, v in enumerate(values, 1):
            llvm = n not in bad_lines
            accepted += llvm
            expect = llvm and (v == "m0" or -4 <= int(v) <= 16)
            ids += expect
            if (n not in refused) != expect:
                mismatches += 1
                print("MISMATCH %s %s: llvm-mc %s, waitwise %s" % (inst, v, llvm, n not in refused))
        print("%s: llvm-mc takes %d of %d, waitwise %d (ids and m0)" % (inst, accepted, len(values), ids))
print("mismatches: %d" % mismatches)
