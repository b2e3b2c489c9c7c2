; barrier-divergent: one finding per cause. A branch on the work-item id
; that controls three barriers (each in its own block: the uniform branches
; between them join before the next) is reported once, at the first
; barrier, with a note at each of the others; a barrier under a second
; branch is a finding of its own.
; RUN: %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s --implicit-check-not=warning
; RUN: %waitwise check --format=json %s | FileCheck %s --check-prefix=JSON
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl k
	.type k,@function
k:
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lk_join
	s_barrier
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Lk_b2
	s_nop 0
.Lk_b2:
	s_barrier
	s_cmp_eq_u32 s4, 1
	s_cbranch_scc1 .Lk_b3
	s_nop 0
.Lk_b3:
	s_barrier
.Lk_join:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lk_join2
	s_barrier
.Lk_join2:
	s_or_b64 exec, exec, s[2:3]
	s_barrier
	s_endpgm
; Expected:
; CHECK: barrier-divergent-group.s:18:2: warning: 's_barrier' and 2 more barriers may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 17 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-group.s:17:2: note: the branch, 's_cbranch_execz', is here
; CHECK-NEXT: barrier-divergent-group.s:23:2: note: 's_barrier' here depends on the same branch
; CHECK-NEXT: barrier-divergent-group.s:28:2: note: 's_barrier' here depends on the same branch
; CHECK-NEXT: barrier-divergent-group.s:18:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent-group.s:34:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 33 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-group.s:33:2: note: the branch, 's_cbranch_execz', is here
; CHECK-NEXT: barrier-divergent-group.s:34:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: 2 warnings generated.
; JSON: {"schema":"waitwise-check/2","file":"{{.*}}barrier-divergent-group.s","target":"gfx942","line":18,"col":2,"function":null,"offset":null,"severity":"warning","category":"barrier-divergent","message":"'s_barrier' and 2 more barriers may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 17 tests a value that may differ between waves (from the work-item id at the function's entry)","consumer":{"line":18,"function":null,"offset":null,"text":"s_barrier"},"producers":[{"line":17,"function":null,"offset":null,"text":"s_cbranch_execz .Lk_join","dependence":"the branch, 's_cbranch_execz', is here","register":null,"counters":[]},{"line":23,"function":null,"offset":null,"text":"s_barrier","dependence":"depends on the same branch","register":null,"counters":[]},{"line":28,"function":null,"offset":null,"text":"s_barrier","dependence":"depends on the same branch","register":null,"counters":[]}],"more_producers":0,"fix":{"text":"move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it","before_line":18},"barrier":{"id":-1}}
; JSON-NEXT: {"schema":"waitwise-check/2","file":"{{.*}}barrier-divergent-group.s","target":"gfx942","line":34,"col":2,"function":null,"offset":null,"severity":"warning","category":"barrier-divergent","message":"'s_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 33 tests a value that may differ between waves (from the work-item id at the function's entry)","consumer":{"line":34,"function":null,"offset":null,"text":"s_barrier"},"producers":[{"line":33,"function":null,"offset":null,"text":"s_cbranch_execz .Lk_join2","dependence":"the branch, 's_cbranch_execz', is here","register":null,"counters":[]}],"more_producers":0,"fix":{"text":"move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it","before_line":34},"barrier":{"id":-1}}
