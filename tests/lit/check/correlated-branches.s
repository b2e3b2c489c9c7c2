; A prefetch skipped under `s_cmp_eq_u32 s12, 1` and waited for under the
; same test (s12 unchanged between): the path that issues the load and skips
; the wait cannot run, and `prefetch` checks clean. In `changed`, s12 is
; written between the tests, so they may disagree: the read at .Lc_use can
; meet the load. The second test of `negated` is the negation
; (s_cmp_lg_u32 with scc0: taken when equal), and still correlated.
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=null %s
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: %waitwise insert -mcpu=gfx942 --mode=recompute %s -o %t.s
; RUN: %waitwise check -mcpu=gfx942 %t.s 2>&1 | count 0
; RUN: FileCheck %s --check-prefix=INSERT < %t.s
	.text
	.globl	prefetch
	.type	prefetch,@function
prefetch:
	s_cmp_eq_u32 s12, 1
	s_cbranch_scc1 .Lskip_prefetch
	global_load_dword v1, v0, s[0:1]
.Lskip_prefetch:
	v_mov_b32_e32 v2, 0
	s_cmp_eq_u32 s12, 1
	s_cbranch_scc1 .Lskip_use
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v1, v2
.Lskip_use:
	v_mov_b32_e32 v3, v1
	global_store_dword v0, v2, s[0:1]
	s_endpgm
	.globl	negated
	.type	negated,@function
negated:
	s_cmp_eq_u32 s12, 1
	s_cbranch_scc1 .Ln_skip_prefetch
	global_load_dword v1, v0, s[0:1]
.Ln_skip_prefetch:
	s_cmp_lg_u32 s12, 1
	s_cbranch_scc0 .Ln_skip_use
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
.Ln_skip_use:
	v_mov_b32_e32 v3, v1
	s_endpgm
	.globl	changed
	.type	changed,@function
changed:
	s_cmp_eq_u32 s12, 1
	s_cbranch_scc1 .Lc_skip_prefetch
	global_load_dword v1, v0, s[0:1]
.Lc_skip_prefetch:
	s_add_u32 s12, s12, 1
	s_cmp_eq_u32 s12, 1
	s_cbranch_scc1 .Lc_use
	s_waitcnt vmcnt(0)
.Lc_use:
	v_mov_b32_e32 v3, v1
	s_endpgm
; CHECK: {{.*}}correlated-branches.s:55:2: error: 'v_mov_b32_e32' reads v1 before the 'global_load_dword' at line 48 that writes it has completed [-Wmissing-wait]
; CHECK: 1 error generated.
; insert places no wait for the path that cannot run, and fixes `changed`.
; INSERT-LABEL: prefetch:
; INSERT-NOT: s_waitcnt
; INSERT: .Lskip_prefetch:
; INSERT-NOT: s_waitcnt
; INSERT: s_cbranch_scc1 .Lskip_use
; INSERT-NEXT: s_waitcnt vmcnt(0)
; INSERT-NEXT: v_add_u32_e32 v2, v1, v2
; INSERT-NEXT: .Lskip_use:
; INSERT-NEXT: v_mov_b32_e32 v3, v1
; INSERT-LABEL: changed:
; INSERT: .Lc_use:
; INSERT-NEXT: s_waitcnt vmcnt(0)
; INSERT-NEXT: v_mov_b32_e32 v3, v1
