; s_barrier on a target without back-off barrier (gfx900) must see nothing
; outstanding; on gfx942 it may. An LDS write outstanding at a workgroup
; barrier that another wave may touch after it (the ds_read: other waves do
; not wait for this wave's s_waitcnt) is a warning everywhere (its own
; category), -Werror makes it an error, -Wno-barrier-lds-write silences it.
; RUN: not %waitwise check -mcpu=gfx900 %s 2>&1 | FileCheck %s --check-prefix=GFX900
; RUN: %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s --check-prefix=GFX942
; RUN: not %waitwise check -mcpu=gfx942 -Werror %s 2>&1 | FileCheck %s --check-prefix=WERROR
; RUN: %waitwise check -mcpu=gfx942 -Wno-barrier-lds-write %s 2>&1 | count 0
; RUN: not %waitwise check -mcpu=gfx942 -Wno-missing-wait %s 2>&1 | FileCheck %s --check-prefix=NOERR
	global_load_dword v1, v[2:3], off
	ds_write_b32 v0, v4
	s_barrier
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_read_b32 v6, v0 offset:4
	v_mov_b32_e32 v5, v1
	s_endpgm
; GFX900: barrier.s:13:2: error: 's_barrier' with the 'global_load_dword' at line 11 outstanding: gfx900 has no back-off barrier, nothing may be outstanding at s_barrier [-Wbarrier-outstanding]
; GFX900: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942: barrier.s:13:2: warning: workgroup barrier 's_barrier' with the LDS write 'ds_write_b32' at line 12 outstanding: other waves may touch its LDS after the barrier ('ds_read_b32' at line 15) [-Wbarrier-lds-write]
; GFX942: note: the weakest wait that fixes it, before this instruction: s_waitcnt lgkmcnt(0)
; GFX942: 1 warning generated.
; WERROR: barrier.s:13:2: error: workgroup barrier 's_barrier'
; NOERR: waitwise: error: 'missing-wait' is an error category; only warnings can be silenced
