#!/usr/bin/env python3
"""Code objects against their assembly: every corpus kernel compiled by
clang-22 to an object (-c, the corpus flags) for CPU, checked by waitwise
(LLVM's disassembler loaded at run time), gives the same findings as the
committed corpus/CPU/NAME.s: the same (severity, category, consumer
instruction text) in the same order. Line numbers differ (the object's
listing is the disassembly), so they are not compared.

  objects_vs_asm.py WAITWISE CORPUS CPU...
Prints one line per file: CPU/NAME same|differs N findings."""
import json
import os
import subprocess
import sys
import tempfile

waitwise, corpus, cpus = sys.argv[1], sys.argv[2], sys.argv[3:]
FLAGS = ["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-O2", "-c", "-nogpulib",
         "-fno-ident", "-mllvm", "-amdgpu-internalize-symbols"]


def findings(path):
    r = subprocess.run([waitwise, "check", "--format=json", path], capture_output=True, text=True)
    if r.returncode == 2:
        return ["input error: " + r.stderr.strip()]
    return [(f["severity"], f["category"], f["consumer"]["text"])
            for f in map(json.loads, r.stdout.splitlines())]


with tempfile.TemporaryDirectory() as tmp:
    for cpu in cpus:
        for s in sorted(os.listdir(os.path.join(corpus, cpu))):
            name = s[:-2]
            src = os.path.join(corpus, "src", name + ".cl")
            obj = os.path.join(tmp, cpu + "-" + name + ".o")
            subprocess.run(["/usr/lib/llvm-22/bin/clang"] + FLAGS + ["-mcpu=" + cpu, src, "-o", obj],
                           check=True)
            a, b = findings(os.path.join(corpus, cpu, s)), findings(obj)
            print("%s/%s %s %d findings" % (cpu, name, "same" if a == b else "differs", len(a)))
            if a != b:
                for x in a:
                    print("  asm:", x)
                for x in b:
                    print("  obj:", x)
