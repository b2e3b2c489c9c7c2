// Divergent if/else with memory loads in both arms, joined afterwards.
// The branch condition depends on a loaded per-lane key, so both arms run
// under EXEC masks (s_and_saveexec / s_xor / s_or exec at the join), and the
// value used after the join may come from a load issued in either arm.

#define LID __builtin_amdgcn_workitem_id_x()
#define GRP __builtin_amdgcn_workgroup_id_x()
#define WG 256

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void select_gather(__global const int *restrict key,
                   __global const float *restrict a, __global const float *restrict b,
                   __global const float *restrict c, __global const int *restrict idx,
                   __global float *restrict out) {
  uint gid = GRP * WG + LID;
  int k = key[gid];
  float v;
  if (k > 0) {
    // then-arm: one dependent (indexed) load chain
    int j = idx[gid];
    v = a[j] * 2.0f;
  } else {
    // else-arm: two independent loads
    v = b[gid] + c[gid + 1];
  }
  out[gid] = v + (float)k;
}

// Nested divergence with a load before the branch that is only used after
// the join (the wait for it can be placed in either arm or at the join).
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void nested_divergent(__global const float *restrict x, __global const float *restrict y,
                      __global const float *restrict z, __global float *restrict out,
                      float lo, float hi) {
  uint gid = GRP * WG + LID;
  float early = z[gid];       // in flight across the whole if/else
  float xv = x[gid];
  float r;
  if (xv < lo) {
    r = y[gid] - lo;
    if (r < 0.0f)
      r += y[gid + WG];
  } else if (xv > hi) {
    r = y[gid + 2 * WG] - hi;
  } else {
    r = xv;
    out[gid + WG] = r;        // store only in this arm
  }
  out[gid] = r * early;
}
