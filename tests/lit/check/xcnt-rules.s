; gfx1250's xcnt: a memory access reads its registers (address, data, SGPR
; base, EXEC) until its address is translated. Each case is one kernel.
; RUN: not %waitwise check %s 2>&1 | FileCheck %s
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
; A store's address overwritten: xcnt 0 (the store is the newest access).
	.type store_addr,@function
store_addr:
	global_store_b32 v[0:1], v2, off
	v_add_nc_u64_e32 v[0:1], 4, v[0:1]
	s_endpgm
; CHECK: xcnt-rules.s:10:2: error: 'v_add_nc_u64_e32' overwrites v[0:1] while the 'global_store_b32' at line 9 may still read it (its address is not yet translated: xcnt) [-Wmissing-wait]
; CHECK: xcnt-rules.s:9:2: note: 'global_store_b32' issued here, outstanding on xcnt
; CHECK: xcnt-rules.s:10:2: note: the weakest wait that fixes it, before this instruction: s_wait_xcnt 0x0

; In issue order: one younger access may stay untranslated (xcnt 1); the
; store's data register is read as well.
	.type store_data,@function
store_data:
	global_store_b32 v[0:1], v2, off
	global_load_b32 v3, v[4:5], off
	v_mov_b32_e32 v2, 0
	s_wait_loadcnt 0x0
	s_endpgm
; CHECK: xcnt-rules.s:22:2: error: 'v_mov_b32_e32' overwrites v2 while the 'global_store_b32' at line 20 may still read it (its address is not yet translated: xcnt) [-Wmissing-wait]
; CHECK: xcnt-rules.s:22:2: note: the weakest wait that fixes it, before this instruction: s_wait_xcnt 0x1

; A vector-memory access that overwrites it translates later anyway; a
; loadcnt wait completes the load, translated then.
	.type vmem_after_vmem,@function
vmem_after_vmem:
	global_store_b32 v[0:1], v2, off
	global_load_b32 v2, v[4:5], off
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v0, 0
	s_endpgm
; CHECK-NOT: xcnt-rules.s:{{3[0-9]|4[0-3]}}:2: error:

; A scalar load after a vector one: the hardware waits for xcnt 0 between
; them. A scalar load's base: out of order, xcnt 0.
	.type smem_switch,@function
smem_switch:
	global_load_b32 v2, v[0:1], off
	s_load_b32 s2, s[0:1], 0x0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s0, 0
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_endpgm
; CHECK: xcnt-rules.s:47:2: error: 's_mov_b32' overwrites s[0:1] while the 's_load_b32' at line 45 may still read it (its address is not yet translated: xcnt) [-Wmissing-wait]
; CHECK: xcnt-rules.s:47:2: note: the weakest wait that fixes it, before this instruction: s_wait_xcnt 0x0

; EXEC is read too; an atomic must not be replayed while an older access may
; still fail translation (LLVM 22's memory legalizer waits for xcnt 0): the
; store is still untranslated there, no wait having been placed.
	.type exec_atomic,@function
exec_atomic:
	global_store_b32 v[0:1], v2, off
	s_mov_b32 exec_lo, s4
	global_atomic_add_u32 v[4:5], v6, off scope:SCOPE_DEV
	s_endpgm
; CHECK: xcnt-rules.s:60:2: error: 's_mov_b32' overwrites exec while the 'global_store_b32' at line 59 may still read it (its address is not yet translated: xcnt) [-Wmissing-wait]
; CHECK: xcnt-rules.s:61:2: error: 'global_atomic_add_u32' must not be repeated (an atomic read-modify-write), but the 'global_store_b32' at line 59 may still fail address translation (xcnt), and the replay would repeat it [-Wfence-wait]
; CHECK: xcnt-rules.s:61:2: note: the weakest wait that fixes it, before this instruction: s_wait_xcnt 0x0
; CHECK: 5 errors generated.

; Between a vector and a scalar access the hardware waits for xcnt 0 before
; the second issues: the scalar load may overwrite the vector load's SGPR
; base, and the atomic waits for no scalar load's translation.
	.type kind_switch,@function
kind_switch:
	global_load_b32 v1, v0, s[4:5]
	s_load_b64 s[4:5], s[0:1], 0x0
	s_wait_kmcnt 0x0
	s_load_b32 s6, s[2:3], 0x0
	global_atomic_add_u32 v[6:7], v3, off scope:SCOPE_DEV
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_endpgm
