// Workgroup tree reduction through LDS.
// Each work-item sums a strided slice of its group's chunk (global loads in a
// loop), writes the partial sum to LDS, then the group halves the active range
// with a barrier between steps (fully unrolled: 8 barriers for 256 items).
// Work-item ids come from the AMDGPU builtins because the corpus is compiled
// without the ROCm device library (-nogpulib).

#define WG 256
#define LID __builtin_amdgcn_workitem_id_x()
#define GRP __builtin_amdgcn_workgroup_id_x()
// work_group_barrier(CLK_LOCAL_MEM_FENCE), as the ROCm device library lowers it
#define WG_BARRIER()                                                           \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void lds_reduce_sum(__global const float *restrict in,
                    __global float *restrict partial, uint chunk) {
  __local float buf[WG];
  uint lid = LID;
  uint base = GRP * chunk;

  float s = 0.0f;
  for (uint i = lid; i < chunk; i += WG)
    s += in[base + i];
  buf[lid] = s;
  WG_BARRIER();

#pragma unroll
  for (uint stride = WG / 2; stride > 0; stride >>= 1) {
    if (lid < stride)
      buf[lid] += buf[lid + stride];
    WG_BARRIER();
  }

  if (lid == 0)
    partial[GRP] = buf[0];
}
