// Atomics: LDS atomics, global atomics with and without return, and a
// compare-and-swap loop.
//   lds_histogram   256-bin histogram: LDS ds_add (no return), barrier, then
//                   one global atomic add per bin (no return; GFX9 vmcnt,
//                   GFX10/11 vscnt, GFX12 storecnt).
//   compact_append  stream compaction: global atomic add *with* return gives
//                   the output slot (waits on vmcnt/loadcnt for the result).
//   atomic_max_f32  float max through a global cmpxchg loop (returning atomic
//                   inside a loop).

#define LID __builtin_amdgcn_workitem_id_x()
#define GRP __builtin_amdgcn_workgroup_id_x()
#define WG 256
#define WG_BARRIER()                                                           \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void lds_histogram(__global const uchar *restrict data, uint n_per_group,
                   __global uint *restrict hist) {
  __local uint bins[256];
  uint lid = LID;
  bins[lid] = 0;
  WG_BARRIER();
  __global const uchar *p = data + GRP * n_per_group;
  for (uint i = lid; i < n_per_group; i += WG)
    __scoped_atomic_fetch_add(&bins[p[i]], 1u, __ATOMIC_RELAXED, __MEMORY_SCOPE_WRKGRP);
  WG_BARRIER();
  uint v = bins[lid];
  if (v)
    __scoped_atomic_fetch_add(&hist[lid], v, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void compact_append(__global const float *restrict in, __global float *restrict out,
                    __global uint *restrict count, float threshold) {
  uint gid = GRP * WG + LID;
  float v = in[gid];
  if (v > threshold) {
    uint slot = __scoped_atomic_fetch_add(count, 1u, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
    out[slot] = v;
  }
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void atomic_max_f32(__global const float *restrict in, __global uint *restrict result) {
  uint gid = GRP * WG + LID;
  float v = in[gid];
  uint old = *(volatile __global uint *)result;
  while (__builtin_bit_cast(float, old) < v) {
    uint want = __builtin_bit_cast(uint, v);
    if (__scoped_atomic_compare_exchange_n(result, &old, want, 0, __ATOMIC_RELAXED,
                                           __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE))
      break;
  }
}
