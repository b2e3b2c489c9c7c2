// Scalar (SMEM) loads mixed with LDS reads: a 1-D FIR filter.
// The input window is staged in LDS; the taps live in __constant memory and
// are indexed uniformly, so they are fetched with s_load/s_buffer_load while
// ds_read of the window is in flight. On GFX9-11 both count on lgkmcnt (SMEM
// out of order, LDS in order); on GFX12 they split into kmcnt and dscnt.
// A second kernel reads a per-group scale from a kernel-argument pointer
// (scalar load issued after the LDS traffic started).

#define WG 256
#define TAPS 16
#define LID __builtin_amdgcn_workitem_id_x()
#define GRP __builtin_amdgcn_workgroup_id_x()
#define WG_BARRIER()                                                           \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void fir_lds_const(__global const float *restrict in, __constant float *taps,
                   __global float *restrict out, uint tap_set) {
  __local float win[WG + TAPS];
  uint lid = LID;
  uint gid = GRP * WG + lid;
  win[lid] = in[gid];
  if (lid < TAPS)
    win[WG + lid] = in[gid + WG];
  WG_BARRIER();

  __constant float *t = taps + tap_set * TAPS; // uniform: scalar loads
  float acc = 0.0f;
#pragma unroll
  for (uint k = 0; k < TAPS; ++k)
    acc = __builtin_fmaf(t[k], win[lid + k], acc);
  out[gid] = acc;
}

typedef struct {
  float scale;
  float bias;
  uint flags;
} params_t;

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void scale_neighbours(__global const float *restrict in,
                      __constant params_t *params, __global float *restrict out) {
  __local float tile[WG];
  uint lid = LID;
  uint grp = GRP;
  tile[lid] = in[grp * WG + lid];
  WG_BARRIER();
  float l = tile[(lid + WG - 1) % WG];
  float r = tile[(lid + 1) % WG];
  __constant params_t *p = &params[grp & 7];  // uniform, loaded after the barrier
  float v = (l + r) * p->scale + p->bias;
  if (p->flags & 1)
    v = fabs(v);
  out[grp * WG + lid] = v;
}
