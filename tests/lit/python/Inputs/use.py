#!/usr/bin/env python3
"""The Python package used as a compiler written in Python would: its
output text checked in three lines, then every entry point and error path.
  use.py   (PYTHONPATH: python/; WAITWISE_LIBRARY: the shared library)"""
import waitwise

asm = "\tglobal_load_dword v1, v[2:3], off\n\tv_mov_b32 v0, v1\n\ts_endpgm\n"
# the three lines of the user guide
for f in waitwise.check(asm, mcpu="gfx942", name="k.s"):
    print(f.line, f.category, f.message, f.fix["wait"])

print("version:", waitwise.version())
print("clean:", waitwise.check("\ts_endpgm\n", mcpu="gfx942"))
f = waitwise.check(asm.encode(), mcpu="gfx1201", name="b.s")[0]
print("bytes, gfx1201:", f.file, f.target, f.severity, f.producers[0]["line"], f.fix["wait"])
fixed = waitwise.insert(asm, mcpu="gfx942")
print("insert:", fixed.splitlines()[1].strip(), "| then clean:", waitwise.check(fixed, mcpu="gfx942") == [])
print("recompute:", waitwise.insert(asm, mcpu="gfx942", mode="recompute") == fixed)
doc = waitwise.explain(asm, mcpu="gfx942")
print("explain:", doc["schema"], len(doc["instructions"]), doc["instructions"][0]["state"]["vmcnt"]["count"])
print("cost:", waitwise.cost(fixed, mcpu="gfx942").splitlines()[0])
for bad, kw in (("\tfrobnicate v1\n", {"mcpu": "gfx942"}), ("\ts_endpgm\n", {"mcpu": "gfx4242"})):
    try:
        waitwise.check(bad, name="bad.s", **kw)
        print("no error!")
    except waitwise.WaitwiseError as e:
        print("error:", e, "|", len(e.diagnostics), "diagnostic(s)")
try:
    waitwise.insert(asm, mcpu="gfx942", mode="bogus")
except ValueError as e:
    print("ValueError:", e)
