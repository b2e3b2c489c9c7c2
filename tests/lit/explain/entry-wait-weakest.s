; A function callable from outside this file (.globl) starts with LLVM's
; full wait: its callers' operations may be in flight. The weakest wait that
; keeps it correct is the wait as written (every counter its entry must
; drain), although nothing in this file is outstanding there.
; RUN: %waitwise explain -mcpu=gfx942 %s | FileCheck %s --match-full-lines
	.text
	.globl	callee
	.type	callee,@function
callee:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v5, v4
	s_setpc_b64 s[30:31]
; CHECK:      callee:
; CHECK-NEXT: 	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
; CHECK-NEXT: 	;; retires: nothing
; CHECK-NEXT: 	;; weakest wait covering later uses: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) (as written)
; CHECK-NEXT: 	;; nothing outstanding
; CHECK-NEXT: 	v_mov_b32_e32 v5, v4
; CHECK-NEXT: 	s_setpc_b64 s[30:31]
