; LLVM's structurizer selects a successor with a flag set in each
; predecessor ("flow" blocks). The path entry -> .LBB0_2 -> .LBB0_4 skips
; both waits but cannot happen: s[2:3] = -1 there, so vcc = exec & ~s[2:3]
; is 0 and s_cbranch_vccnz falls through to the wait. check follows each
; predecessor's state only along the edges it can take, and is clean.
; With the flag 1 instead of -1 the path exists (exec & ~1 may be non-zero)
; and the missing wait is reported.
; RUN: %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s --check-prefix=CLEAN --allow-empty
; RUN: sed 's/s\[2:3\], -1/s[2:3], 1/' %s > %t.s
; RUN: not %waitwise check -mcpu=gfx942 %t.s 2>&1 | FileCheck %s --check-prefix=RACE -DFILE=%t.s
; CLEAN-NOT: {{.}}
; RACE: [[FILE]]:28:2: error: 'v_mov_b32_e32' reads v1 before the 'global_load_dword' at line 15 that writes it has completed [-Wmissing-wait]
; RACE: [[FILE]]:28:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0)
; RACE: 1 error generated.
	global_load_dword v1, v[2:3], off
	s_mov_b64 s[2:3], -1
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc0 .LBB0_2
; %bb.1:
	s_waitcnt vmcnt(0)
	s_mov_b64 s[2:3], 0
.LBB0_2:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_4
; %bb.3:
	s_waitcnt vmcnt(0)
.LBB0_4:
	v_mov_b32_e32 v0, v1
	s_endpgm
