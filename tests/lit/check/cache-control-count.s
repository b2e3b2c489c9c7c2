; On GFX12 LLVM 22 counts global_inv on loadcnt and global_wb on storecnt, in
; order with the loads and stores (llc-22 -run-pass=si-insert-waitcnts on
; `load; global_inv; load; global_wb; use of the first` waits loadcnt(2)):
; s_wait_loadcnt 2 completes the first load (the invalidate and the second
; load are younger), not the second, which needs loadcnt 0 (the writeback
; is not on loadcnt). The invalidate itself comes too early: an acquire
; needs the loads before it done (s_wait_loadcnt 0x0 before global_inv).
; RUN: not %waitwise check -mcpu=gfx1200 %s 2>&1 | FileCheck %s --match-full-lines
	global_load_b32 v4, v[0:1], off
	global_inv scope:SCOPE_DEV
	global_load_b32 v5, v[2:3], off
	global_wb scope:SCOPE_DEV
	s_wait_loadcnt 0x2
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v5
	s_endpgm
; CHECK:      {{.*}}cache-control-count.s:10:2: error: cache invalidate 'global_inv' (an acquire) before the load 'global_load_b32' at line 9 has completed: later loads may see data older than it [-Wfence-wait]
; CHECK-NEXT:    10 | 	global_inv scope:SCOPE_DEV
; CHECK-NEXT:       | 	^~~~~~~~~~
; CHECK-NEXT: {{.*}}cache-control-count.s:9:2: note: 'global_load_b32' issued here, outstanding on loadcnt
; CHECK-NEXT:     9 | 	global_load_b32 v4, v[0:1], off
; CHECK-NEXT:       | 	^~~~~~~~~~~~~~~
; CHECK-NEXT: {{.*}}cache-control-count.s:10:2: note: the weakest wait that fixes it, before this instruction: s_wait_loadcnt 0x0
; CHECK-NEXT:    10 | 	global_inv scope:SCOPE_DEV
; CHECK-NEXT:       | 	^
; CHECK-NEXT: {{.*}}cache-control-count.s:15:2: error: 'v_mov_b32_e32' reads v5 before the 'global_load_b32' at line 11 that writes it has completed [-Wmissing-wait]
; CHECK-NEXT:    15 | 	v_mov_b32_e32 v7, v5
; CHECK-NEXT:       | 	^~~~~~~~~~~~~
; CHECK-NEXT: {{.*}}cache-control-count.s:11:2: note: 'global_load_b32' issued here, outstanding on loadcnt
; CHECK-NEXT:    11 | 	global_load_b32 v5, v[2:3], off
; CHECK-NEXT:       | 	^~~~~~~~~~~~~~~
; CHECK-NEXT: {{.*}}cache-control-count.s:15:2: note: the weakest wait that fixes it, before this instruction: s_wait_loadcnt 0x0
; CHECK-NEXT:    15 | 	v_mov_b32_e32 v7, v5
; CHECK-NEXT:       | 	^
; CHECK-NEXT: 2 errors generated.
