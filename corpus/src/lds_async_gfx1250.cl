// gfx1250 asynchronous global -> LDS copies (global_load_async_to_lds_*),
// tracked by ASYNCcnt. Unlike the GFX9 LDS DMA, the LDS address is per lane
// (a VGPR), and LLVM 22 never inserts s_wait_asynccnt by itself.
//
//   async_sync     s_wait_asynccnt 0 + workgroup barrier: correct.
//   async_nosync   workgroup barrier (release/acquire fences + split barrier)
//                  only: the fences do not wait for ASYNCcnt - race.
//   async_wave     wave-private (32 work-items), no wait at all: race.
//
// Built only for gfx1250.

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
void async_sync(__global int *restrict src, __global int *restrict out) {
  __local int tile[WG];
  uint lid = LID;
  uint gid = GRP * WG + lid;
  __builtin_amdgcn_global_load_async_to_lds_b32(src + gid, tile + lid, 0, 0);
  __builtin_amdgcn_s_wait_asynccnt(0);
  WG_BARRIER();
  out[gid] = tile[lid] + tile[(lid + 1) % WG];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void async_nosync(__global int *restrict src, __global int *restrict out) {
  __local int tile[WG];
  uint lid = LID;
  uint gid = GRP * WG + lid;
  __builtin_amdgcn_global_load_async_to_lds_b32(src + gid, tile + lid, 0, 0);
  WG_BARRIER();
  out[gid] = tile[lid] + tile[(lid + 1) % WG];
}

__kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void async_wave(__global int *restrict src, __global int *restrict out) {
  __local int tile[32];
  uint lid = LID;
  uint gid = GRP * 32 + lid;
  __builtin_amdgcn_global_load_async_to_lds_b32(src + gid, tile + lid, 0, 0);
  out[gid] = tile[31 - lid];
}
