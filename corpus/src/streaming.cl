// Streaming a = b*s + c (STREAM triad) over many elements.
// triad: a grid-stride loop unrolled by 4, so 8 independent loads are in flight
// before the first use and the stores trail behind them.
// triad_vec4_nt: float4 (dwordx4) non-temporal loads and stores.

#define LID __builtin_amdgcn_workitem_id_x()
#define GRP __builtin_amdgcn_workgroup_id_x()
#define WG 256

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void triad(__global float *restrict a, __global const float *restrict b,
           __global const float *restrict c, float s, uint n, uint nthreads) {
  uint i = GRP * WG + LID;
  for (; i + 3 * nthreads < n; i += 4 * nthreads) {
    float b0 = b[i], b1 = b[i + nthreads], b2 = b[i + 2 * nthreads], b3 = b[i + 3 * nthreads];
    float c0 = c[i], c1 = c[i + nthreads], c2 = c[i + 2 * nthreads], c3 = c[i + 3 * nthreads];
    a[i] = b0 * s + c0;
    a[i + nthreads] = b1 * s + c1;
    a[i + 2 * nthreads] = b2 * s + c2;
    a[i + 3 * nthreads] = b3 * s + c3;
  }
  for (; i < n; i += nthreads)
    a[i] = b[i] * s + c[i];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void triad_vec4_nt(__global float4 *restrict a, __global const float4 *restrict b,
                   __global const float4 *restrict c, float s, uint n4) {
  uint i = (GRP * WG + LID) * 2;
  if (i + 1 < n4) {
    float4 b0 = __builtin_nontemporal_load(&b[i]);
    float4 b1 = __builtin_nontemporal_load(&b[i + 1]);
    float4 c0 = __builtin_nontemporal_load(&c[i]);
    float4 c1 = __builtin_nontemporal_load(&c[i + 1]);
    __builtin_nontemporal_store(b0 * s + c0, &a[i]);
    __builtin_nontemporal_store(b1 * s + c1, &a[i + 1]);
  }
}
