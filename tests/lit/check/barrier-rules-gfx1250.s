; The barrier execution model's rules on gfx1250 (GFX12.5): one kernel per
; case, correct forms first (no finding), then each rule broken once, with
; immediate ids and ids in m0 (the value analysis reads m0).
; RUN: not %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.type ok_split,@function
ok_split:
	s_barrier_signal -1
	s_barrier_wait -1
	s_barrier_signal -1
	s_barrier_wait -1
	s_endpgm
	.type ok_named_m0,@function
ok_named_m0:
	s_mov_b32 m0, 0x40002
	s_barrier_init m0
	s_mov_b32 m0, 2
	s_barrier_join m0
	s_mov_b32 m0, 0x40002
	s_barrier_signal m0
	s_barrier_wait 1
	s_barrier_leave
	s_wait_kmcnt 0x0
	s_endpgm
	.type ok_named_imm,@function
ok_named_imm:
	s_barrier_join 3
	s_barrier_signal 3
	s_barrier_wait 3
	s_barrier_join 0
	s_barrier_signal 0
	s_barrier_wait 0
	s_endpgm
	.type ok_cluster,@function
ok_cluster:
	s_cmp_eq_u32 0, 0
	s_barrier_signal_isfirst -1
	s_barrier_wait -1
	s_cselect_b32 s2, -1, 0
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .Lok_cluster_skip
	s_barrier_signal -3
.Lok_cluster_skip:
	s_barrier_wait -3
	s_endpgm
	.type ok_state,@function
ok_state:
	s_mov_b32 m0, 1
	s_get_barrier_state s0, m0
	s_wait_kmcnt 0x0
	s_endpgm
	.type ok_unknown_m0,@function
ok_unknown_m0:
	s_load_b32 s0, s[0:1], 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 m0, s0
	s_barrier_signal m0
	s_barrier_wait -1
	s_endpgm

; A wait with no signal since the start, and on one path since the last wait.
	.type no_signal,@function
no_signal:
	s_barrier_wait -1
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .Lno_signal_skip
	s_barrier_signal -1
.Lno_signal_skip:
	s_barrier_wait -1
	s_endpgm

; Two signals in one phase (an immediate id, and m0 naming the same barrier).
	.type twice,@function
twice:
	s_barrier_signal -1
	s_mov_b32 m0, 0xffff
	s_barrier_signal -1
	s_barrier_wait -1
	s_barrier_join 2
	s_mov_b32 m0, 2
	s_barrier_signal m0
	s_barrier_signal 2
	s_barrier_wait 1
	s_barrier_leave
	s_endpgm

; The wave drops a barrier it signalled before its wait: at its end, at a
; leave, at a join of another barrier.
	.type unwaited,@function
unwaited:
	s_barrier_join 1
	s_barrier_signal 1
	s_barrier_leave
	s_barrier_join 1
	s_barrier_signal 1
	s_barrier_join 2
	s_barrier_signal -1
	s_endpgm

; Trap barriers and ids the target lacks.
	.type ids,@function
ids:
	s_barrier_signal -2
	s_barrier_wait -2
	s_barrier_signal -4
	s_barrier_init -1
	s_barrier_join -3
	s_barrier_init 0
	s_mov_b32 m0, 0
	s_barrier_wait -4
	s_endpgm

; The cluster barrier signalled by every wave; a cluster wait nobody signals.
	.type cluster_every_wave,@function
cluster_every_wave:
	s_barrier_signal -3
	s_barrier_wait -3
	s_barrier_wait -3
	s_endpgm

; Named barriers with none joined: at the start, after a leave, after a
; join of the NULL barrier; a wait with no signal of the joined barrier.
	.type not_joined,@function
not_joined:
	s_barrier_wait 1
	s_barrier_join 1
	s_barrier_leave
	s_barrier_leave
	s_barrier_join 0
	s_barrier_wait 5
	s_barrier_join 4
	s_barrier_wait 1
	s_endpgm

; An expected count of 0 (m0's upper half); unknown m0: no finding.
	.type init_zero,@function
init_zero:
	s_mov_b32 m0, 3
	s_barrier_init m0
	s_mov_b32 m0, 0x10003
	s_barrier_init 3
	s_mov_b32 m0, s7
	s_barrier_init m0
	s_endpgm

; Not modelled: reported once per function.
	.type unmodelled,@function
unmodelled:
	s_mov_b32 m0, 1
	s_wakeup_barrier m0
	s_wakeup_barrier m0
	s_endpgm
; Expected, in program order (line numbers of this file):
; CHECK: barrier-rules-gfx1250.s:65:2: error: 's_barrier_wait' waits on the workgroup barrier (-1) with no signal of this wave since the kernel's start on some path: the barrier cannot complete (deadlock) [-Wbarrier-deadlock]
; CHECK-NEXT: barrier-rules-gfx1250.s:65:2: note: fix: signal it before the wait: s_barrier_signal -1
; CHECK-NEXT: barrier-rules-gfx1250.s:70:2: error: 's_barrier_wait' waits on the workgroup barrier (-1) with no signal of this wave since the last wait at line 65 on some path: the barrier cannot complete (deadlock) [-Wbarrier-deadlock]
; CHECK-NEXT: barrier-rules-gfx1250.s:65:2: note: the previous wait, 's_barrier_wait', is here
; CHECK-NEXT: barrier-rules-gfx1250.s:70:2: note: fix: signal it before the wait: s_barrier_signal -1
; CHECK-NEXT: barrier-rules-gfx1250.s:78:2: error: 's_barrier_signal' signals the workgroup barrier (-1) again before this wave has waited on it (on some path): one wave arrives twice in one phase [-Wbarrier-signal-twice]
; CHECK-NEXT: barrier-rules-gfx1250.s:76:2: note: the earlier signal, 's_barrier_signal', is here
; CHECK-NEXT: barrier-rules-gfx1250.s:78:2: note: fix: wait between the signals: s_barrier_wait -1
; CHECK-NEXT: barrier-rules-gfx1250.s:83:2: error: 's_barrier_signal' signals named barrier 2 again before this wave has waited on it (on some path): one wave arrives twice in one phase [-Wbarrier-signal-twice]
; CHECK-NEXT: barrier-rules-gfx1250.s:82:2: note: the earlier signal, 's_barrier_signal', is here
; CHECK-NEXT: barrier-rules-gfx1250.s:83:2: note: fix: wait between the signals: s_barrier_wait 1
; CHECK-NEXT: barrier-rules-gfx1250.s:94:2: error: 's_barrier_leave' drops named barrier 1 after this wave signalled it, before its wait (on some path): undefined in the barrier execution model [-Wbarrier-signal-unwaited]
; CHECK-NEXT: barrier-rules-gfx1250.s:93:2: note: the signal, 's_barrier_signal', is here
; CHECK-NEXT: barrier-rules-gfx1250.s:94:2: note: fix: wait before it: s_barrier_wait 1
; CHECK-NEXT: barrier-rules-gfx1250.s:97:2: error: 's_barrier_join' joins another barrier after this wave signalled named barrier 1, before its wait (on some path): it can no longer wait on that phase (a wait waits on the barrier joined last) [-Wbarrier-signal-unwaited]
; CHECK-NEXT: barrier-rules-gfx1250.s:96:2: note: the signal, 's_barrier_signal', is here
; CHECK-NEXT: barrier-rules-gfx1250.s:97:2: note: fix: wait before it: s_barrier_wait 1
; CHECK-NEXT: barrier-rules-gfx1250.s:99:2: error: 's_endpgm' ends the wave with its signal of the workgroup barrier (-1) pending a wait (on some path): the wave drops the barrier before the phase completes (undefined in the barrier execution model) [-Wbarrier-signal-unwaited]
; CHECK-NEXT: barrier-rules-gfx1250.s:98:2: note: the signal, 's_barrier_signal', is here
; CHECK-NEXT: barrier-rules-gfx1250.s:99:2: note: fix: wait before it: s_barrier_wait -1
; CHECK-NEXT: barrier-rules-gfx1250.s:104:2: error: 's_barrier_signal' on the workgroup trap barrier (-2): a trap barrier, privileged (the trap handler's), not available to a shader on gfx1250 [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1250.s:104:2: note: fix: use the workgroup barrier: -1
; CHECK-NEXT: barrier-rules-gfx1250.s:105:2: error: 's_barrier_wait' on the workgroup trap barrier (-2): a trap barrier, privileged (the trap handler's), not available to a shader on gfx1250 [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1250.s:105:2: note: fix: use the workgroup barrier: -1
; CHECK-NEXT: barrier-rules-gfx1250.s:106:2: error: 's_barrier_signal' on the cluster trap barrier (-4): a trap barrier, privileged (the trap handler's), not available to a shader on gfx1250 [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1250.s:106:2: note: fix: use the cluster barrier: -3
; CHECK-NEXT: barrier-rules-gfx1250.s:107:2: error: 's_barrier_init' on the workgroup barrier (-1) is not available on gfx1250: the hardware initialises, joins and drops it (at launch and at a wave's end) [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1250.s:108:2: error: 's_barrier_join' on the cluster barrier (-3) is not available on gfx1250: the hardware initialises, joins and drops it (at launch and at a wave's end) [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1250.s:109:2: error: 's_barrier_init' on the NULL barrier (0) is not available on gfx1250: the NULL barrier is never initialised [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1250.s:111:2: error: 's_barrier_wait' on the cluster trap barrier (-4): a trap barrier, privileged (the trap handler's), not available to a shader on gfx1250 [-Wbarrier-id]
; CHECK-NEXT: barrier-rules-gfx1250.s:111:2: note: fix: use the cluster barrier: -3
; CHECK-NEXT: barrier-rules-gfx1250.s:117:2: error: 's_barrier_signal' signals the cluster barrier (-3) from every wave that reaches it: one wave per workgroup may arrive, the others only wait [-Wbarrier-cluster-signal]
; CHECK-NEXT: barrier-rules-gfx1250.s:117:2: note: fix: signal it from the first wave only: s_barrier_signal_isfirst -1, then s_barrier_signal -3 under a branch on its SCC
; CHECK-NEXT: barrier-rules-gfx1250.s:119:2: error: 's_barrier_wait' waits on the cluster barrier (-3) with no signal of it on any path since the last wait at line 118: no wave of the workgroup arrives, the barrier cannot complete (deadlock) [-Wbarrier-deadlock]
; CHECK-NEXT: barrier-rules-gfx1250.s:118:2: note: the previous wait, 's_barrier_wait', is here
; CHECK-NEXT: barrier-rules-gfx1250.s:119:2: note: fix: signal it from one wave per workgroup: s_barrier_signal -3 under a branch on s_barrier_signal_isfirst -1's SCC
; CHECK-NEXT: barrier-rules-gfx1250.s:126:2: error: 's_barrier_wait' with no named barrier joined on some path (no s_barrier_join since the kernel's start): undefined in the barrier execution model [-Wbarrier-not-joined]
; CHECK-NEXT: barrier-rules-gfx1250.s:126:2: note: fix: join the named barrier before it: s_barrier_join m0, its id in m0
; CHECK-NEXT: barrier-rules-gfx1250.s:129:2: error: 's_barrier_leave' with no named barrier joined on some path (no s_barrier_join since the leave at line 128): undefined in the barrier execution model [-Wbarrier-not-joined]
; CHECK-NEXT: barrier-rules-gfx1250.s:128:2: note: 's_barrier_leave' left the named barrier here
; CHECK-NEXT: barrier-rules-gfx1250.s:129:2: note: fix: join the named barrier before it: s_barrier_join m0, its id in m0
; CHECK-NEXT: barrier-rules-gfx1250.s:131:2: error: 's_barrier_wait' with no named barrier joined on some path (no s_barrier_join since the join of 0 at line 130): undefined in the barrier execution model [-Wbarrier-not-joined]
; CHECK-NEXT: barrier-rules-gfx1250.s:130:2: note: 's_barrier_join' left the named barrier here
; CHECK-NEXT: barrier-rules-gfx1250.s:131:2: note: fix: join the named barrier before it: s_barrier_join m0, its id in m0
; CHECK-NEXT: barrier-rules-gfx1250.s:133:2: warning: 's_barrier_wait' waits on named barrier 4 (the one joined) with no signal of this wave since the kernel's start on some path: it cannot complete if the barrier's expected count includes this wave [-Wbarrier-unsignalled]
; CHECK-NEXT: barrier-rules-gfx1250.s:133:2: note: fix: signal it before the wait (s_barrier_signal m0, its id in m0[4:0]), or leave this wave out of its expected count
; CHECK-NEXT: barrier-rules-gfx1250.s:140:2: error: 's_barrier_init' initialises named barrier 3 with an expected count of 0 (m0's upper half): the count must be positive [-Wbarrier-init-zero]
; CHECK-NEXT: barrier-rules-gfx1250.s:140:2: note: fix: put the expected count in m0[31:16]
; CHECK-NEXT: barrier-rules-gfx1250.s:151:2: warning: 's_wakeup_barrier': barrier semantics not modelled (the barrier rules take it to change no barrier state; reported once per function) [-Wbarrier-unmodelled]
; CHECK-NEXT: 2 warnings and 20 errors generated.
; A join whose id m0 does not tell: which barrier a wait waits on is unknown,
; so no unsignalled warning (nothing above comes from here).
	.type ok_join_unknown,@function
ok_join_unknown:
	s_mov_b32 m0, s0
	s_barrier_join m0
	s_barrier_wait 1
	s_endpgm
