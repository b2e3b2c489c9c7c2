; explain shows, at each barrier instruction (and at the end), the wave's
; barrier state before it: the signals pending a wait per id (with the
; signal's line; "on some paths" when a path has none), and the named
; barrier joined, which a named wait waits on whatever id it names.
; RUN: %waitwise explain %s | FileCheck %s --match-full-lines --strict-whitespace
; RUN: %waitwise explain --format=json %s | FileCheck %s --check-prefix=JSON
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.type k,@function
k:
	s_mov_b32 m0, 0x40002
	s_barrier_join m0
	s_barrier_signal m0
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .Lk_skip
	s_barrier_signal -1
.Lk_skip:
	s_barrier_wait 1
	s_barrier_wait -1
	s_barrier_leave
	s_endpgm
; CHECK:	s_barrier_join m0
; CHECK-NEXT:	;; barrier state before: signalled, pending a wait: none; joined: none
; CHECK:	s_barrier_signal m0
; CHECK-NEXT:	;; barrier state before: signalled, pending a wait: none; joined: named barrier 2
; CHECK:	s_barrier_signal -1
; CHECK-NEXT:	;; barrier state before: signalled, pending a wait: 2 [13]; joined: named barrier 2
; CHECK:	s_barrier_wait 1
; CHECK-NEXT:	;; barrier state before: signalled, pending a wait: -1 [16] (on some paths), 2 [13]; joined: named barrier 2
; CHECK:	s_barrier_wait -1
; CHECK-NEXT:	;; barrier state before: signalled, pending a wait: -1 [16] (on some paths); joined: named barrier 2
; CHECK:	s_barrier_leave
; CHECK-NEXT:	;; barrier state before: signalled, pending a wait: none; joined: named barrier 2
; CHECK:	s_endpgm
; CHECK-NEXT:	;; barrier state before: signalled, pending a wait: none; joined: none
; JSON: {"line":18,"function":"k","block":2,"text":"s_barrier_wait 1","barrier":{"pending":[{"id":-1,"line":16,"all_paths":false},{"id":2,"line":13,"all_paths":true}],"joined":"named barrier 2"},"state":
