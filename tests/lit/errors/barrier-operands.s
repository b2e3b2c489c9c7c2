s_barrier_signal 17
s_barrier_signal 65
s_barrier_signal_isfirst -5
s_barrier_wait m0
s_barrier_wait 17
s_barrier_wait 70000
s_barrier_join foo
s_barrier_init 1.0
s_barrier_join s0
s_barrier_wait 0xffff
s_barrier_signal m0
s_endpgm
; Barrier operands (target/barrier.h): s_barrier_signal, _isfirst, _init and
; _join take m0 or an inline constant that is a barrier id (-4 to 16);
; s_barrier_wait an immediate only (16 bits, 0xffff is -1). llvm-mc-22 takes
; any inline constant (17, -5) and any 16-bit wait operand (17): a located
; error here, exit 2; lines 10 and 11 are fine.
; RUN: %expect 2 %waitwise check -mcpu=gfx1250 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:1:18: error: barrier id 17 out of range: the ids are -4 to 16 (-4 to -1 predefined, 0 the NULL barrier, 1 to 16 named)
; CHECK:[[FILE]]:2:18: error: 's_barrier_signal' operand 65 is not an inline constant (-16 to 64) or m0: LLVM does not assemble it
; CHECK:[[FILE]]:3:26: error: barrier id -5 out of range: the ids are -4 to 16 (-4 to -1 predefined, 0 the NULL barrier, 1 to 16 named)
; CHECK:[[FILE]]:4:16: error: 's_barrier_wait' takes an immediate barrier id only, not m0 (the id of the barrier it waits on)
; CHECK:[[FILE]]:5:16: error: barrier id 17 out of range: the ids are -4 to 16 (-4 to -1 predefined, 0 the NULL barrier, 1 to 16 named)
; CHECK:[[FILE]]:6:16: error: 's_barrier_wait' operand 70000 does not fit its 16 bits
; CHECK:[[FILE]]:7:16: error: 's_barrier_join' expects m0 or an integer barrier id, not 'foo'
; CHECK:[[FILE]]:8:16: error: 's_barrier_init' expects m0 or an integer barrier id, not '1.0'
; CHECK:[[FILE]]:9:16: error: 's_barrier_join' expects m0 or an integer barrier id, not 's0'
; RUN: %expect 2 %waitwise check -mcpu=gfx1250 --format=json %s 2>&1 | FileCheck %s --check-prefix=JSON
; JSON: {"schema":"waitwise-diag/1","severity":"error","file":"{{.*}}barrier-operands.s","line":1,"col":18,
