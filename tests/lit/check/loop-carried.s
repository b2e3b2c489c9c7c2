; A dependence that reaches its consumer only across a back edge is from the
; previous iteration: the message says so and names the back edge, and a
; note points at its branch. One within the iteration says nothing of it.
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=null %s
; RUN: %expect 1 %waitwise check %s 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not=error: --implicit-check-not=note:
; RUN: %expect 1 %waitwise check --format=json %s | FileCheck %s --check-prefix=JSON
; RUN: %expect 1 %waitwise check --format=sarif %s | FileCheck %s --check-prefix=SARIF
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	k
	.type	k,@function
k:
	global_load_dword v1, v[2:3], off
	s_waitcnt vmcnt(0)
.Lloop:
	v_add_u32_e32 v5, v1, v5
	global_load_dword v1, v[2:3], off
	global_load_dword v6, v[2:3], off
	v_add_u32_e32 v7, v6, v6
	s_add_u32 s0, s0, -1
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .Lloop
	s_waitcnt vmcnt(0)
	s_endpgm
; CHECK:[[FILE]]:16:2: error: 'v_add_u32_e32' reads v1 before the 'global_load_dword' at line 17 that writes it has completed (from the previous iteration, across the back edge at line 22) [-Wmissing-wait]
; CHECK:[[FILE]]:17:2: note: 'global_load_dword' issued here, outstanding on vmcnt
; CHECK:[[FILE]]:22:2: note: back edge to the next iteration: the 'global_load_dword' at line 17 may still be outstanding here
; CHECK:[[FILE]]:16:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(1)
; CHECK:[[FILE]]:19:2: error: 'v_add_u32_e32' reads v6 before the 'global_load_dword' at line 18 that writes it has completed [-Wmissing-wait]
; CHECK:[[FILE]]:18:2: note: 'global_load_dword' issued here, outstanding on vmcnt
; CHECK:[[FILE]]:19:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0)
; CHECK:2 errors generated.
; JSON:"line":16,{{.*}}"producers":[{"line":17,{{.*}}"back_edge_line":22}]
; JSON:"line":19,{{.*}}"producers":[{"line":18,{{.*}}"back_edge_line":null}]
; SARIF:"relatedLocations":[{"id":0,{{.*}}"startLine":17,{{.*}}{"id":4,"message":{"text":"back edge to the next iteration: the 'global_load_dword' at line 17 may still be outstanding here"},"physicalLocation":{{.*}}"region":{"startLine":22,"startColumn":2,"endColumn":16}}}]
