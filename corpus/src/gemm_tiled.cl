// Tiled SGEMM C = alpha*A*B + beta*C through two LDS tiles.
// A 16x16 workgroup loads one 16x16 tile of A and of B per K step into LDS,
// synchronises, accumulates 16 products from LDS (ds_read), synchronises again
// before the tiles are overwritten. Row-major, M, N, K multiples of 16.

#define TS 16
#define WG_BARRIER()                                                           \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)

__kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void sgemm_tiled(__global const float *restrict A, __global const float *restrict B,
                 __global float *restrict C, uint M, uint N, uint K,
                 float alpha, float beta) {
  __local float As[TS][TS];
  __local float Bs[TS][TS];
  uint tx = __builtin_amdgcn_workitem_id_x();
  uint ty = __builtin_amdgcn_workitem_id_y();
  uint col = __builtin_amdgcn_workgroup_id_x() * TS + tx;
  uint row = __builtin_amdgcn_workgroup_id_y() * TS + ty;

  float acc = 0.0f;
  for (uint t = 0; t < K; t += TS) {
    As[ty][tx] = A[row * K + t + tx];
    Bs[ty][tx] = B[(t + ty) * N + col];
    WG_BARRIER();
#pragma unroll
    for (uint k = 0; k < TS; ++k)
      acc = __builtin_fmaf(As[ty][k], Bs[k][tx], acc);
    WG_BARRIER();
  }
  C[row * N + col] = alpha * acc + beta * C[row * N + col];
}
