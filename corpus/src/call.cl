// A non-kernel function that loads memory, called from a kernel.
// The callee starts with a full wait and waits for its loads before
// s_setpc_b64; the caller has a load in flight across s_swappc_b64.

#define LID __builtin_amdgcn_workitem_id_x()
#define GRP __builtin_amdgcn_workgroup_id_x()
#define WG 256

__attribute__((noinline))
float gather_scaled(__global const float *restrict data,
                    __global const int *restrict index, uint i, float scale) {
  int j = index[i];
  float v = data[j];
  float w = data[j + 1];
  return (v + w) * scale;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void call_gather(__global const float *restrict data, __global const int *restrict index,
                 __global const float *restrict bias, __global float *restrict out,
                 float scale) {
  uint gid = GRP * WG + LID;
  float b = bias[gid];                           // issued before the call
  float g0 = gather_scaled(data, index, gid, scale);
  float g1 = gather_scaled(data, index, gid + WG, scale);
  out[gid] = g0 + g1 + b;
}
