// LDS DMA, single shot: global (or buffer) memory -> LDS without VGPRs, then
// ds_read of the staged data. The DMA write to LDS completes only when vmcnt
// says so; a barrier alone does not order it.
//
//   dma_single_sync      fence(release) + s_barrier + fence(acquire): correct
//                        (the release fence makes LLVM emit vmcnt(0)).
//   dma_single_nosync    plain s_barrier only, reads a neighbour's element:
//                        race wherever s_barrier does not drain (back-off-barrier
//                        targets gfx90a/gfx942/gfx950).
//   dma_single_wave      wave-private staging (64 work-items, no barrier needed):
//                        the compiler alone must wait; LLVM 22 does not (TBAA).
//   dma_single_two       two DMA'd arrays; LLVM waits vmcnt(1) then vmcnt(0).
//   dma_buffer_sync / dma_buffer_nosync   the same two variants through a
//                        buffer resource (buffer_load_dword ... lds).
//   dma_single_x4        gfx950 only: 16-byte-per-lane form (dwordx4).
//
// Built only for targets with the vmem-to-lds-load-insts feature (GFX9 here).

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
void dma_single_sync(__global float *restrict src, __global float *restrict out) {
  __local float tile[WG];
  uint lid = LID;
  uint gid = GRP * WG + lid;
  __builtin_amdgcn_global_load_lds(src + gid, tile, 4, 0, 0);
  WG_BARRIER();
  out[gid] = tile[lid] + tile[(lid + 1) % WG];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void dma_single_nosync(__global float *restrict src, __global float *restrict out) {
  __local float tile[WG];
  uint lid = LID;
  uint gid = GRP * WG + lid;
  __builtin_amdgcn_global_load_lds(src + gid, tile, 4, 0, 0);
  __builtin_amdgcn_s_barrier();
  out[gid] = tile[lid] + tile[(lid + 1) % WG];
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void dma_single_wave(__global float *restrict src, __global float *restrict out) {
  __local float tile[64];
  uint lid = LID;
  uint gid = GRP * 64 + lid;
  __builtin_amdgcn_global_load_lds(src + gid, tile, 4, 0, 0);
  out[gid] = tile[63 - lid];        // reversal within the wave's own slice
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void dma_single_two(__global float *restrict a, __global float *restrict b,
                    __global float *restrict out) {
  __local float ta[64];
  __local float tb[64];
  uint lid = LID;
  uint gid = GRP * 64 + lid;
  __builtin_amdgcn_global_load_lds(a + gid, ta, 4, 0, 0);
  __builtin_amdgcn_global_load_lds(b + gid, tb, 4, 0, 0);
  float x = ta[63 - lid];           // needs only the first DMA: vmcnt(1)
  out[gid] = x;
  out[gid + 64] = tb[lid ^ 1];      // needs both: vmcnt(0)
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void dma_buffer_sync(__global float *restrict src, __global float *restrict out,
                     uint n) {
  __local float tile[WG];
  uint lid = LID;
  uint gid = GRP * WG + lid;
  __amdgpu_buffer_rsrc_t rsrc = __builtin_amdgcn_make_buffer_rsrc(src, 0, n * 4, 0x00020000);
  __builtin_amdgcn_raw_ptr_buffer_load_lds(rsrc, tile, 4, gid * 4, 0, 0, 0);
  WG_BARRIER();
  out[gid] = tile[(lid + 1) % WG];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void dma_buffer_nosync(__global float *restrict src, __global float *restrict out,
                       uint n) {
  __local float tile[WG];
  uint lid = LID;
  uint gid = GRP * WG + lid;
  __amdgpu_buffer_rsrc_t rsrc = __builtin_amdgcn_make_buffer_rsrc(src, 0, n * 4, 0x00020000);
  __builtin_amdgcn_raw_ptr_buffer_load_lds(rsrc, tile, 4, gid * 4, 0, 0, 0);
  __builtin_amdgcn_s_barrier();
  out[gid] = tile[(lid + 1) % WG];
}

#if defined(__gfx950__)
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void dma_single_x4(__global float4 *restrict src, __global float4 *restrict out) {
  __local float4 tile[64];
  uint lid = LID;
  uint gid = GRP * 64 + lid;
  __builtin_amdgcn_global_load_lds(src + gid, tile, 16, 0, 0);
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  out[gid] = tile[63 - lid];
}
#endif
