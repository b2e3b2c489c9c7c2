// A scalar (SMEM) load issued while LDS reads are in flight, its result
// needed only after the first LDS results. On GFX9-11 both count on lgkmcnt:
// LLVM 22 keeps one timeline per counter and, with SMEM (out of order)
// pending, waits lgkmcnt(0) for the first LDS read, so it also waits for the
// scalar load; lgkmcnt(k), k = LDS operations issued after the needed one,
// would do (LDS completes in order whatever SMEM does). GFX12 has separate
// dscnt/kmcnt.
//
//   lds_perm_gather  permuted gather through an LDS index table: the index
//                    read is needed first (it addresses the gather), a
//                    per-group scale from __constant memory only at the end.
//   jacobi_sweeps    weighted Jacobi smoothing of a tile in LDS; each sweep's
//                    relaxation weight (Chebyshev schedule, a __constant
//                    table) is fetched with the 4 neighbour reads in flight
//                    and needed after their sum.

#define LID __builtin_amdgcn_workitem_id_x()
#define GRP __builtin_amdgcn_workgroup_id_x()
#define WG_BARRIER()                                                           \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)

#define WG 256

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void lds_perm_gather(__global const float *restrict in, __global const uint *restrict perm,
                     __constant float *scales, __global float *restrict out) {
  __local float val[WG];
  __local uint idx[WG];
  uint lid = LID, grp = GRP;
  val[lid] = in[grp * WG + lid];
  idx[lid] = perm[grp * WG + lid] % WG;
  WG_BARRIER();
  uint j = idx[lid];
  float a = val[(lid + 1) % WG];
  float b = val[(lid + 2) % WG];
  float c = val[(lid + 3) % WG];
  float s = scales[grp & 15];
  float g = val[j];
  out[grp * WG + lid] = (g + a * b + c) * s;
}

#define W 16 // tile edge: W * W = WG work-items, one per point

// Chebyshev relaxation weights for one cycle of 8 sweeps
__constant float omega[8] = {1.008722f, 1.082062f, 1.249990f, 1.567913f,
                             2.163522f, 3.333407f, 5.687031f, 9.204152f};

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void jacobi_sweeps(__global float *restrict grid, uint sweeps) {
  __local float t[WG];
  uint lid = LID, x = lid % W, y = lid / W;
  __global float *g = grid + GRP * WG;
  float cur = g[lid];
  t[lid] = cur;
  WG_BARRIER();
  for (uint s = 0; s < sweeps; ++s) { // periodic borders
    float l = t[y * W + (x + W - 1) % W];
    float r = t[y * W + (x + 1) % W];
    float u = t[((y + W - 1) % W) * W + x];
    float d = t[((y + 1) % W) * W + x];
    float avg = (l + r + u + d) * 0.25f;
    cur = __builtin_fmaf(omega[s % 8], avg - cur, cur);
    WG_BARRIER();
    t[lid] = cur;
    WG_BARRIER();
  }
  g[lid] = cur;
}
