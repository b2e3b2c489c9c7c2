; The barrier rules on gfx1200 (GFX12): the split workgroup barrier -1 only.
; Named barriers are GFX12.5's in the execution model's table, but LLVM 22
; assembles them (and s_barrier_init/join/leave) for gfx1200: errors that say
; so. The cluster and NULL barriers are GFX12.5's too; -2 is the trap's.
; RUN: not %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.type ok_split,@function
ok_split:
	s_barrier_signal -1
	s_barrier_wait -1
	s_barrier_signal_isfirst -1
	s_barrier_wait -1
	s_endpgm
	.type named,@function
named:
	s_mov_b32 m0, 0x40001
	s_barrier_init m0
	s_mov_b32 m0, 1
	s_barrier_join m0
	s_mov_b32 m0, 0x40001
	s_barrier_signal m0
	s_barrier_wait 1
	s_barrier_leave
	s_endpgm
	.type other_ids,@function
other_ids:
	s_barrier_signal -3
	s_barrier_wait -3
	s_barrier_signal 0
	s_barrier_signal -2
	s_barrier_wait -1
	s_endpgm
; Expected, in program order (ok_split has none):
; CHECK: barrier-rules-gfx1200.s:18:2: error: 's_barrier_init' on named barrier 1 is not available on gfx1200: named barriers are GFX12.5's (gfx1250) in the barrier execution model; LLVM 22 assembles it for gfx1200 too, where the model does not define it [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1200.s:20:2: error: 's_barrier_join' on named barrier 1 is not available on gfx1200: named barriers are GFX12.5's (gfx1250) in the barrier execution model; LLVM 22 assembles it for gfx1200 too, where the model does not define it [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1200.s:22:2: error: 's_barrier_signal' on named barrier 1 is not available on gfx1200: named barriers are GFX12.5's (gfx1250) in the barrier execution model; LLVM 22 assembles it for gfx1200 too, where the model does not define it [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1200.s:23:2: error: 's_barrier_wait' on named barrier 1 is not available on gfx1200: named barriers are GFX12.5's (gfx1250) in the barrier execution model; LLVM 22 assembles it for gfx1200 too, where the model does not define it [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1200.s:24:2: error: 's_barrier_leave' is not available on gfx1200: named barriers are GFX12.5's (gfx1250) in the barrier execution model; LLVM 22 assembles it for gfx1200 too, where the model does not define it [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1200.s:28:2: error: 's_barrier_signal' on the cluster barrier (-3) is not available on gfx1200: cluster barriers are GFX12.5's (gfx1250) [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1200.s:29:2: error: 's_barrier_wait' on the cluster barrier (-3) is not available on gfx1200: cluster barriers are GFX12.5's (gfx1250) [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1200.s:30:2: error: 's_barrier_signal' on the NULL barrier (0) is not available on gfx1200: named barriers are GFX12.5's (gfx1250) in the barrier execution model; LLVM 22 assembles it for gfx1200 too, where the model does not define it [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1200.s:31:2: error: 's_barrier_signal' on the workgroup trap barrier (-2): a trap barrier, privileged (the trap handler's), not available to a shader on gfx1200 [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1200.s:31:2: note: fix: use the workgroup barrier: -1
; CHECK-NEXT: barrier-rules-gfx1200.s:32:2: error: 's_barrier_wait' waits on the workgroup barrier (-1) with no signal of this wave since the kernel's start on some path: the barrier cannot complete (deadlock) [-Wbarrier-deadlock]
; CHECK-NEXT: barrier-rules-gfx1200.s:32:2: note: fix: signal it before the wait: s_barrier_signal -1
; CHECK-NEXT: 10 errors generated.
