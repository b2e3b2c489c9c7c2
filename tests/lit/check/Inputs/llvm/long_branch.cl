// cpus: gfx942 gfx1100
// flags: -mllvm -amdgpu-s-branch-bits=4
// In-kernel long branches: with 4-bit branch offsets LLVM's branch
// relaxation turns every far branch into s_getpc_b64, s_add_u32/s_addc_u32
// of (.LBB0_N-.Lpost_getpcM) and s_setpc_b64: a jump, not a return.
kernel void long_branch(global int *p, global int *q, int n) {
  int x = p[__builtin_amdgcn_workitem_id_x()];
  if (x > 3) {
#pragma unroll 8
    for (int i = 0; i < n; i++) x = x * 3 + q[i] * x;
  }
  q[0] = x;
}
