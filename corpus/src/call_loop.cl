// A loop calling an out-of-line function that stores its result.
// LLVM 22 resolves every wait at a return ("all waits must be resolved at
// call return", getAllZeroWaitcnt without vscnt): on GFX9, where stores count
// on vmcnt, the callee waits vmcnt(0) for its own store before s_setpc_b64,
// once per call, although no caller waits for it (its loads are waited at
// the callee's entry). GFX10+ count stores on vscnt/storecnt, which the
// return does not wait for.

#define LID __builtin_amdgcn_workitem_id_x()
#define GRP __builtin_amdgcn_workgroup_id_x()
#define WG 64

// result writer with a leaky-ReLU epilogue, kept out of line
__attribute__((noinline)) void emit(__global float *restrict out, uint i, float v) {
  out[i] = v > 0.0f ? v : 0.01f * v;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void rows_emit(__global const float *restrict in, __global float *restrict out, uint nrows,
               uint stride) {
  uint col = GRP * WG + LID;
  for (uint r = 0; r < nrows; ++r) {
    float a = in[r * stride + col];
    float b = in[r * stride + col + WG];
    emit(out, r * stride + col, a * b);
  }
}
