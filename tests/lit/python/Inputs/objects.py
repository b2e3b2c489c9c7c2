#!/usr/bin/env python3
"""Code-object bytes given to the package: the library reads assembly
text only (code objects are read by the waitwise command, src/cli), so
they are refused with WaitwiseError and its diagnostic, not analysed as
text.  objects.py FILE.o"""
import sys

import waitwise

data = open(sys.argv[1], "rb").read()
print("ELF:", data[:4] == b"\x7fELF")
try:
    waitwise.check(data, mcpu="gfx942", name="k.o")
    print("no error!")
except waitwise.WaitwiseError as e:
    print("error:", e, "|", len(e.diagnostics), "diagnostic(s)")
