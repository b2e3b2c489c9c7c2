"""Writes assembly whose lexing state crosses chunk boundaries when the
reader splits it over many threads: a block comment over 300 lines, a .macro
body and an .amdgpu_metadata region, labels and branches on both sides, and
(with --errors) a second, conflicting .amdgcn_target, an unterminated
metadata region at the end and a NUL byte."""
import sys

errors = "--errors" in sys.argv
out = ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"', "\t.text", "k:"]
for i in range(200):
    out.append("\tglobal_load_dword v%d, v[0:1], off" % (2 + i % 50))
    out.append("\tv_add_u32_e32 v60, v%d, v60" % (2 + i % 50))
out.append("/* a block comment")
out += ["   s_nop %d  ; not code" % i for i in range(300)]
out.append("   it ends here */ ")
out.append(".macro twice x")
out += ["\tv_mov_b32 v1, \\x"] * 200
out.append(".endm")
for i in range(100):
    out.append(".L%d:" % i)
    out.append("\ts_load_dword s%d, s[0:1], 0x0" % (4 + i % 20))
    out.append("\ts_add_u32 s30, s%d, s30" % (4 + i % 20))
    out.append("\ts_cbranch_scc1 .L%d" % ((i + 1) % 100))
if errors:
    out.append('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"')
    out.append("\ts_nop 0 \x00 ; a NUL")
out.append("\ts_endpgm")
out.append(".amdgpu_metadata")
out += ["  - .name: k%d" % i for i in range(200)]
if not errors:
    out.append(".end_amdgpu_metadata")
sys.stdout.write("\n".join(out) + "\n")
