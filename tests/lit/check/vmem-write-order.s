; Writes of one register by two vector-memory results land in issue order
; when both are of one type (LLVM's VmemType: loads and FLAT; samplers; BVH)
; on targets with vmem-write-vgpr-in-order; a d16 load's kept half is such a
; write, not a read. A FLAT may have gone to LDS: its lgkmcnt part must be
; done (LLVM waits lgkmcnt(0), checked with llc-22 on gfx900/gfx1100). An
; atomic's tied data is read when it issues.
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=null %s
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s
	global_load_ushort v4, v[0:1], off
	global_load_short_d16_hi v4, v[2:3], off
	flat_load_dword v5, v[0:1]
	global_load_dword v5, v[2:3], off
; CHECK: {{.*}}vmem-write-order.s:12:2: error: 'global_load_dword' overwrites v5 before the 'flat_load_dword' at line 11 that writes it has completed [-Wmissing-wait]
; CHECK: note: the weakest wait that fixes it, before this instruction: s_waitcnt lgkmcnt(0)
	flat_load_dword v6, v[0:1]
	s_waitcnt lgkmcnt(0)
	global_load_dword v6, v[2:3], off
	global_load_dword v7, v[0:1], off
	buffer_atomic_add v7, v8, s[4:7], 0 offen sc0
; CHECK: {{.*}}vmem-write-order.s:19:2: error: 'buffer_atomic_add' reads v7 before the 'global_load_dword' at line 18 that writes it has completed [-Wmissing-wait]
	s_waitcnt vmcnt(0)
	s_endpgm
; CHECK-NOT: error:
; CHECK: 2 errors generated.
