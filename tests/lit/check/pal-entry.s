; A PAL entry point (named by .entry_point_symbol in the PAL metadata) is
; started by the hardware, not called: it is entered with nothing
; outstanding, even when it ends in a chain (tail) call. A function the
; metadata does not name still waits at its entry.
; RUN: llvm-mc -triple=amdgcn--amdpal -mcpu=gfx1100 -filetype=null %s
; RUN: not %waitwise check -mcpu=gfx1100 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
	.text
	.globl	_amdgpu_cs_main
	.type	_amdgpu_cs_main,@function
_amdgpu_cs_main:
	v_mov_b32_e32 v8, v0
	s_mov_b32 s5, chain_callee@abs32@hi
	s_mov_b32 s4, chain_callee@abs32@lo
	s_setpc_b64 s[4:5]
	.globl	other
	.type	other,@function
other:
	v_mov_b32_e32 v8, v0
	s_mov_b32 s5, chain_callee@abs32@hi
	s_mov_b32 s4, chain_callee@abs32@lo
	s_setpc_b64 s[4:5]
; CHECK: pal-entry.s:18:2: error: 'v_mov_b32_e32' before 'other' has waited for its caller's operations
; CHECK: 1 error generated.
	.amdgpu_pal_metadata
---
amdpal.pipelines:
  - .hardware_stages:
      .cs:
        .entry_point:    _amdgpu_cs_main
        .entry_point_symbol: _amdgpu_cs_main
...
	.end_amdgpu_pal_metadata
