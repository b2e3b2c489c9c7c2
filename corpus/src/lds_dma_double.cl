// LDS DMA, double-buffered: while the workgroup computes on tile t in one LDS
// buffer, the DMA for tile t+1 fills the other. Each work-item reads its own
// and its neighbour's element (the neighbour may belong to another wave).
//
//   dma_double_sync        fence(release) + s_barrier + fence(acquire) around
//                          the compute: correct (vmcnt(0) at each release, which
//                          also drains the prefetch - no overlap left).
//   dma_double_nosync      plain s_barrier only: race on back-off-barrier
//                          targets (gfx90a/gfx942/gfx950): no vmcnt wait between
//                          the DMA of tile t and the ds_read of it.
//   dma_double_vmcnt       hand-written s_waitcnt vmcnt(1) (wait for tile t,
//                          keep t+1 in flight) + s_barrier: correct and
//                          overlapped; vmcnt(0) on the last tile.
//   dma_double_split_nosync  two separate LDS arrays, loop unrolled by two,
//                          plain s_barrier: LLVM does insert the wave's own
//                          vmcnt wait before each ds_read (alias scopes exist
//                          when a kernel has more than one LDS variable), but
//                          only after the barrier, so other waves' DMA may
//                          still be in flight: a cross-wave race on
//                          back-off-barrier targets.
//
// Built only for targets with the vmem-to-lds-load-insts feature (GFX9 here).

#define LID __builtin_amdgcn_workitem_id_x()
#define GRP __builtin_amdgcn_workgroup_id_x()
#define TILE 256
// s_waitcnt immediate for GFX9: vmcnt(n), expcnt and lgkmcnt untouched
#define GFX9_VMCNT(n) ((((n) & 0xF) | (((n) >> 4) << 14)) | 0x0F70)
#define WG_BARRIER()                                                           \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)
// compiler-only ordering (no hardware wait) around a raw s_barrier
#define WAVE_FENCE() __builtin_amdgcn_fence(__ATOMIC_ACQ_REL, "wavefront")

__kernel __attribute__((reqd_work_group_size(TILE, 1, 1)))
void dma_double_sync(__global float *restrict src, __global float *restrict out,
                     uint ntiles) {
  __local float buf[2][TILE];
  uint lid = LID;
  __global float *base = src + GRP * ntiles * TILE + lid;
  float acc = 0.0f;
  __builtin_amdgcn_global_load_lds(base, buf[0], 4, 0, 0);
  for (uint t = 0; t < ntiles; ++t) {
    if (t + 1 < ntiles)
      __builtin_amdgcn_global_load_lds(base + (t + 1) * TILE, buf[(t + 1) & 1], 4, 0, 0);
    WG_BARRIER();
    acc += buf[t & 1][lid] * buf[t & 1][(lid + 1) % TILE];
    WG_BARRIER();
  }
  out[GRP * TILE + lid] = acc;
}

__kernel __attribute__((reqd_work_group_size(TILE, 1, 1)))
void dma_double_nosync(__global float *restrict src, __global float *restrict out,
                       uint ntiles) {
  __local float buf[2][TILE];
  uint lid = LID;
  __global float *base = src + GRP * ntiles * TILE + lid;
  float acc = 0.0f;
  __builtin_amdgcn_global_load_lds(base, buf[0], 4, 0, 0);
  for (uint t = 0; t < ntiles; ++t) {
    if (t + 1 < ntiles)
      __builtin_amdgcn_global_load_lds(base + (t + 1) * TILE, buf[(t + 1) & 1], 4, 0, 0);
    __builtin_amdgcn_s_barrier();
    acc += buf[t & 1][lid] * buf[t & 1][(lid + 1) % TILE];
    __builtin_amdgcn_s_barrier();
  }
  out[GRP * TILE + lid] = acc;
}

__kernel __attribute__((reqd_work_group_size(TILE, 1, 1)))
void dma_double_vmcnt(__global float *restrict src, __global float *restrict out,
                      uint ntiles) {
  __local float buf[2][TILE];
  uint lid = LID;
  __global float *base = src + GRP * ntiles * TILE + lid;
  float acc = 0.0f;
  __builtin_amdgcn_global_load_lds(base, buf[0], 4, 0, 0);
  for (uint t = 0; t < ntiles; ++t) {
    if (t + 1 < ntiles) {
      __builtin_amdgcn_global_load_lds(base + (t + 1) * TILE, buf[(t + 1) & 1], 4, 0, 0);
      __builtin_amdgcn_s_waitcnt(GFX9_VMCNT(1));  // tile t landed, t+1 in flight
    } else {
      __builtin_amdgcn_s_waitcnt(GFX9_VMCNT(0));  // last tile
    }
    WAVE_FENCE();
    __builtin_amdgcn_s_barrier();
    WAVE_FENCE();
    acc += buf[t & 1][lid] * buf[t & 1][(lid + 1) % TILE];
    WAVE_FENCE();
    __builtin_amdgcn_s_barrier();   // buffer t&1 is refilled next iteration
    WAVE_FENCE();
  }
  out[GRP * TILE + lid] = acc;
}

__kernel __attribute__((reqd_work_group_size(TILE, 1, 1)))
void dma_double_split_nosync(__global float *restrict src, __global float *restrict out,
                             uint npairs) {
  __local float buf0[TILE];
  __local float buf1[TILE];
  uint lid = LID;
  __global float *base = src + GRP * npairs * 2 * TILE + lid;
  float acc = 0.0f;
  __builtin_amdgcn_global_load_lds(base, buf0, 4, 0, 0);
  for (uint p = 0; p < npairs; ++p) {
    __builtin_amdgcn_global_load_lds(base + (2 * p + 1) * TILE, buf1, 4, 0, 0);
    __builtin_amdgcn_s_barrier();
    acc += buf0[lid] * buf0[(lid + 1) % TILE];
    __builtin_amdgcn_s_barrier();
    if (p + 1 < npairs)
      __builtin_amdgcn_global_load_lds(base + (2 * p + 2) * TILE, buf0, 4, 0, 0);
    __builtin_amdgcn_s_barrier();
    acc += buf1[lid] * buf1[(lid + 1) % TILE];
    __builtin_amdgcn_s_barrier();
  }
  out[GRP * TILE + lid] = acc;
}
