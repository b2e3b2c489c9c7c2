#!/usr/bin/env python3
"""Every AMDGPU processor LLVM 22 knows from GFX9 on, as llc-22 lists them
(the independent oracle for the generated table), compiled and checked:

  every_processor.py WAITWISE SOURCE.cl

1. The names `llc -mcpu=help` lists (generation from the name: gfx9*,
   gfx1*) must be exactly the processors `waitwise targets` describes.
2. SOURCE compiled by clang-22 -S for each of them must be read with the
   target from its own .amdgcn_target directive (no -mcpu) and check clean:
   LLVM's own waits are right for this kernel on every processor.
Prints one line per processor: NAME GENERATION exit=N findings=N."""
import re
import subprocess
import sys

BIN = "/usr/lib/llvm-22/bin"
waitwise, source = sys.argv[1], sys.argv[2]

help_text = subprocess.run([BIN + "/llc", "-mtriple=amdgcn", "-mcpu=help"],
                           capture_output=True, text=True).stdout + \
            subprocess.run([BIN + "/llc", "-mtriple=amdgcn", "-mcpu=help"],
                           capture_output=True, text=True).stderr
cpus_section = help_text.split("Available CPUs")[1].split("Available features")[0]
llvm = sorted(set(re.findall(r"^\s+(gfx(?:9|1[0-9])[0-9a-z-]*)\s", cpus_section, re.M)))

targets = subprocess.run([waitwise, "targets"], capture_output=True, text=True, check=True).stdout
ours = re.findall(r"^(gfx\S+) \((GFX[0-9.]+)\)$", targets, re.M)
if sorted(n for n, _ in ours) != llvm:
    print("llc lists:", " ".join(llvm))
    print("waitwise :", " ".join(sorted(n for n, _ in ours)))
    sys.exit(1)

for name, gen in ours:
    asm = subprocess.run([BIN + "/clang", "-x", "cl", "-cl-std=CL2.0", "-target",
                          "amdgcn-amd-amdhsa", "-mcpu=" + name, "-O2", "-S", "-nogpulib",
                          "-fno-ident", source, "-o", "-"],
                         capture_output=True, text=True, check=True).stdout
    r = subprocess.run([waitwise, "check", "-"], input=asm, capture_output=True, text=True)
    findings = r.stderr.count(": error: ") + r.stderr.count(": warning: ")
    print(name, gen, "exit=%d" % r.returncode, "findings=%d" % findings)
    if r.returncode:
        sys.stdout.write(r.stderr)
