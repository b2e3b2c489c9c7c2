; A symbol LLVM prints in quotes (a name that is no identifier) is the name
; between them: the kernel "non-uniform_load" is the one .amdhsa_kernel
; names, and is entered with nothing outstanding (no entry-wait). A quoted
; function that is no kernel still waits at its entry.
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
	.text
	.globl	"non-uniform_load"
	.type	"non-uniform_load",@function
"non-uniform_load":
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_cbranch_scc1 .Lskip
	v_mov_b32_e32 v0, 0
.Lskip:
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[0:1]
	s_endpgm
	.globl	"helper-fn"
	.type	"helper-fn",@function
"helper-fn":
	v_mov_b32_e32 v1, 0
	s_setpc_b64 s[30:31]
; CHECK: quoted-names.s:20:2: error: 'v_mov_b32_e32' before 'helper-fn' has waited for its caller's operations
; CHECK: 1 error generated.
	.rodata
	.p2align	6
	.amdhsa_kernel non-uniform_load
	.end_amdhsa_kernel
