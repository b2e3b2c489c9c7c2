#!/usr/bin/env python3
"""host_c.py OUT.c [SECTION=]FILE... : a C file whose arrays hold each
FILE's bytes, in the ELF section SECTION (e.g. .hip_fatbin, as HIP puts
its offload bundles) or in .rodata when none is named; compiled into a host
executable or shared library by the test.

host_c.py --zlib IN OUT: IN, an offload bundle, compressed as
clang-offload-bundler's version 2 with zlib (method 0): "CCOB", version,
method, total size and uncompressed size (32-bit), a hash, the bytes."""
import struct
import sys
import zlib

if sys.argv[1] == "--zlib":
    data = open(sys.argv[2], "rb").read()
    packed = zlib.compress(data)
    head = b"CCOB" + struct.pack("<HHIIQ", 2, 0, 24 + len(packed), len(data), 0)
    open(sys.argv[3], "wb").write(head + packed)
    sys.exit(0)
out = []
for k, spec in enumerate(sys.argv[2:]):
    section, _, path = spec.rpartition("=")
    attr = f'section("{section}"), ' if section else ""
    data = open(path, "rb").read()
    out.append(f"__attribute__(({attr}used, aligned(4096))) const unsigned char blob{k}[] = {{"
               + ",".join(str(x) for x in data) + "};\n")
out.append("const char decoy[] = \"__CLANG_OFFLOAD_BUNDLE__ and CCOB are only strings here\";\n")
out.append("int host_entry(void) { return decoy[0]; }\n")
open(sys.argv[1], "w").write("".join(out))
