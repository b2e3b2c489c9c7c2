; An LDS write outstanding at a workgroup barrier races only with what other
; waves do after that barrier and before the next (its phase): they do not
; wait for this wave's later s_waitcnt. k: nothing follows, no warning. k2:
; the read comes after the second barrier, so the write must be complete
; there (not at the first). k3: a call may touch any LDS. insert places the
; release where check asks for it.
; RUN: %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not=warning:
; RUN: %waitwise insert -mcpu=gfx942 %s | FileCheck %s --check-prefix=INSERT --match-full-lines
; RUN: %waitwise insert -mcpu=gfx942 %s -o %t.s
; RUN: %waitwise check -mcpu=gfx942 %t.s 2>&1 | count 0
	.text
	.globl	k
	.type	k,@function
k:
	v_lshlrev_b32_e32 v1, 2, v0
	ds_write_b32 v1, v4
	s_barrier
	s_endpgm
	.globl	k2
	.type	k2,@function
k2:
	v_lshlrev_b32_e32 v1, 2, v0
	ds_write_b32 v1, v4
	s_barrier
	v_add_u32_e32 v2, 1, v1
	s_barrier
	ds_read_b32 v5, v1
	s_endpgm
	.globl	k3
	.type	k3,@function
k3:
	ds_write_b32 v1, v4
	s_barrier
	s_swappc_b64 s[30:31], s[4:5]
	s_endpgm
; CHECK: [[FILE]]:26:2: warning: workgroup barrier 's_barrier' with the LDS write 'ds_write_b32' at line 23 outstanding: other waves may touch its LDS after the barrier ('ds_read_b32' at line 27) [-Wbarrier-lds-write]
; CHECK: [[FILE]]:26:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt lgkmcnt(0)
; CHECK: [[FILE]]:33:2: warning: workgroup barrier 's_barrier' with the LDS write 'ds_write_b32' at line 32 outstanding: other waves may touch its LDS after the barrier [-Wbarrier-lds-write]
; CHECK: 2 warnings generated.
; INSERT:      k:
; INSERT-NEXT: 	v_lshlrev_b32_e32 v1, 2, v0
; INSERT-NEXT: 	ds_write_b32 v1, v4
; INSERT-NEXT: 	s_barrier
; INSERT:      k2:
; INSERT-NEXT: 	v_lshlrev_b32_e32 v1, 2, v0
; INSERT-NEXT: 	ds_write_b32 v1, v4
; INSERT-NEXT: 	s_barrier
; INSERT-NEXT: 	v_add_u32_e32 v2, 1, v1
; INSERT-NEXT: 	s_waitcnt lgkmcnt(0)
; INSERT-NEXT: 	s_barrier
; INSERT:      k3:
; INSERT-NEXT: 	ds_write_b32 v1, v4
; INSERT-NEXT: 	s_waitcnt lgkmcnt(0)
; INSERT-NEXT: 	s_barrier
