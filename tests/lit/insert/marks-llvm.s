; LLVM's interleaved_global_and_dma test: a mark stands for the async copies
; before it; completing it waits until vmcnt is at most the vector-memory
; operations issued after the last async copy before that mark. LLVM emits
; both waits; with nothing issued between them the first is redundant, and
; insert keeps only the second. The second file puts an instruction between.
; RUN: %waitwise insert -mcpu=gfx942 %s | FileCheck %s --check-prefix=GFX942 --match-full-lines
; Unlowered marks cannot be assembled by mistake:
; RUN: not llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 %s -o /dev/null
; RUN: sed 's/^	s_wait_asyncmark 0/	s_nop 0\n&/' %s > %t.s
; RUN: %waitwise insert -mcpu=gfx942 %t.s | FileCheck %s --check-prefix=APART --match-full-lines
	s_mov_b32 m0, 0
	global_load_dword v1, v[2:3], off
	global_load_dword v4, v[2:3], off
	global_load_lds_dword v[6:7], off
	s_asyncmark
	global_load_dword v5, v[2:3], off
	global_load_lds_dword v[8:9], off
	global_load_dword v10, v[2:3], off
	s_asyncmark
	s_wait_asyncmark 1
	s_wait_asyncmark 0
	s_endpgm
; GFX942:      global_load_lds_dword v[6:7], off
; GFX942-NEXT: global_load_dword v5, v[2:3], off
; GFX942:      global_load_dword v10, v[2:3], off
; GFX942-NEXT: s_waitcnt vmcnt(1)
; GFX942-NEXT: s_endpgm
; APART:      global_load_dword v10, v[2:3], off
; APART-NEXT: s_waitcnt vmcnt(3)
; APART-NEXT: s_nop 0
; APART-NEXT: s_waitcnt vmcnt(1)
; APART-NEXT: s_endpgm
