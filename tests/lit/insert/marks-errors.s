; Bad marks: no s_asyncmark for a wait, a target that cannot lower marks,
; a malformed count.
; RUN: not %waitwise insert -mcpu=gfx942 %s 2>&1 | FileCheck %s --check-prefix=NOMARK
; RUN: printf '\ts_asyncmark\n\ts_wait_asyncmark 0\n\ts_endpgm\n' > %t.s
; RUN: not %waitwise insert -mcpu=gfx1100 %t.s 2>&1 | FileCheck %s --check-prefix=TARGET
; RUN: printf '\ts_asyncmark\n\ts_wait_asyncmark -1\n' > %t2.s
; RUN: not %waitwise insert -mcpu=gfx942 %t2.s 2>&1 | FileCheck %s --check-prefix=COUNT
; RUN: printf '\ts_asyncmark\n\ts_wait_asyncmark x\n' > %t3.s
; RUN: not %waitwise insert -mcpu=gfx942 %t3.s 2>&1 | FileCheck %s --check-prefix=COUNT
	global_load_dword v1, v[2:3], off
	s_wait_asyncmark 0
	s_endpgm
; NOMARK: marks-errors.s:11:2: error: 's_wait_asyncmark' in '<top>', which has no 's_asyncmark'
; TARGET: error: 's_asyncmark' cannot be lowered on gfx1100: it has neither LDS DMA nor asynchronous LDS copies
; COUNT: error: 's_wait_asyncmark' takes one count N, 0 <= N <= 255
