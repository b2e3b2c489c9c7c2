#!/usr/bin/env python3
"""The listing of a code object assembles back to it: for each object,
`waitwise print OBJ` is assembled by llvm-mc for the object's processor,
and the text section and the metadata note of the result are compared with
the object's (llvm-objcopy -O binary --only-section=.text; llvm-readelf
--notes). Objects: corpus kernels compiled by clang-22 (-c) for CPU, with
extra flags after a comma ("gfx1100,-mwavefrontsize64"), or assembly files
given as CPU=PATH.s.

  objects_roundtrip.py WAITWISE CORPUS NAMES CPU[,FLAG]... [CPU=FILE.s]...
Prints one line per object: NAME CPU same|differs (what)."""
import os
import subprocess
import sys
import tempfile

waitwise, corpus, names, specs = sys.argv[1], sys.argv[2], sys.argv[3].split(","), sys.argv[4:]
FLAGS = ["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-O2", "-c", "-nogpulib", "-fno-ident"]


def run(args, stdout=subprocess.PIPE, **kw):
    return subprocess.run(args, stdout=stdout, stderr=subprocess.PIPE, **kw)


def section(obj, out):
    run(["llvm-objcopy", "-O", "binary", "--only-section=.text", obj, out], check=True)
    return open(out, "rb").read()


def notes(obj):
    lines = run(["llvm-readelf", "--notes", obj], text=True).stdout.splitlines()
    return [l for l in lines if "file format" not in l and not l.startswith("File:")]


def compare(tmp, label, cpu, obj):
    listing = os.path.join(tmp, "listing.s")
    with open(listing, "w") as f:
        r = run([waitwise, "print", obj], stdout=f)
    if r.returncode:
        return f"{label} {cpu} print failed: {r.stderr.decode().strip()}"
    again = os.path.join(tmp, "again.o")
    r = run(["llvm-mc", "-triple=amdgcn-amd-amdhsa", "-mcpu=" + cpu, "-filetype=obj", listing, "-o", again],
            text=True)
    if r.returncode:
        return f"{label} {cpu} does not assemble: {r.stderr.strip().splitlines()[0]}"
    a, b = section(obj, os.path.join(tmp, "a.bin")), section(again, os.path.join(tmp, "b.bin"))
    if a != b:
        at = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
        return f"{label} {cpu} differs: .text {len(a)} against {len(b)} bytes, first at 0x{at:x}"
    if notes(obj) != notes(again):
        return f"{label} {cpu} differs: the metadata note"
    return f"{label} {cpu} same"


with tempfile.TemporaryDirectory() as tmp:
    obj = os.path.join(tmp, "k.o")
    for spec in specs:
        if "=" in spec:
            cpu, path = spec.split("=", 1)
            run(["llvm-mc", "-triple=amdgcn-amd-amdhsa", "-mcpu=" + cpu, "-filetype=obj", path, "-o", obj],
                check=True)
            print(compare(tmp, os.path.basename(path), cpu, obj))
            continue
        cpu, *extra = spec.split(",")
        for name in names:
            src = os.path.join(corpus, "src", name + ".cl")
            r = run(["clang"] + FLAGS + ["-mcpu=" + cpu] + extra + [src, "-o", obj])
            if r.returncode:
                print(f"{name}{''.join(extra)} {cpu} not compiled")
                continue
            print(compare(tmp, name + "".join(extra), cpu, obj))
