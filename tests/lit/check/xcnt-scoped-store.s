; gfx1250's replay rule (s_wait_xcnt before an access a replay must not
; repeat) is proven for atomic read-modify-writes only. A store with a
; scope past the CU may be a plain one whose cache-policy bits set it (a
; buffer store's aux operand: LLVM waits for no xcnt there), and the text
; does not tell it from an atomic or volatile store.
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1250 -filetype=null %s
; RUN: not %waitwise check -mcpu=gfx1250 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
	.text
	.type	k,@function
k:
	global_load_b32 v1, v[2:3], off
	buffer_store_b32 v4, v5, s[0:3], null offen scope:SCOPE_SE
	global_atomic_add_u32 v[6:7], v4, off scope:SCOPE_DEV
	s_endpgm
; CHECK: xcnt-scoped-store.s:13:2: error: 'global_atomic_add_u32' must not be repeated (an atomic read-modify-write), but the 'global_load_b32' at line 11 may still fail address translation (xcnt), and the replay would repeat it [-Wfence-wait]
; CHECK: 1 error generated.
