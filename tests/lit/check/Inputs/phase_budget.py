# Writes a kernel of N guarded workgroup barriers (each may be skipped, so
# the phase walk from any barrier runs to the end of the function), with an
# LDS write, never waited for, before the second half of them.
import sys

n = int(sys.argv[1])
out = ['\t.text', '\t.globl\tk', '\t.type\tk,@function', 'k:', '\tv_lshlrev_b32_e32 v1, 2, v0']
for i in range(n):
    if i == n // 2:
        out.append('\tds_write_b32 v1, v4')
    out.append('\ts_cmp_eq_u32 s%d, 0' % (i % 8))
    out.append('\ts_cbranch_scc1 .LBB0_%d' % i)
    out.append('\ts_barrier')
    out.append('.LBB0_%d:' % i)
    out += ['\tv_add_u32_e32 v2, 1, v2'] * 40
out.append('\ts_endpgm')
sys.stdout.write('\n'.join(out) + '\n')
