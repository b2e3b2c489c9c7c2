// cpus: gfx90a gfx942 gfx1100 gfx1200
// A device function with external linkage may be called from another
// translation unit with the caller's loads in flight: LLVM's callee waits for
// them at its entry (s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0); GFX12:
// loadcnt, dscnt, expcnt, samplecnt, bvhcnt, kmcnt 0).
__attribute__((device, noinline)) int scale(const int *p, int i) {
  return p[i] * 3 + p[i + 1];
}
__attribute__((global)) void kern(int *out, const int *p) {
  int i = __builtin_amdgcn_workitem_id_x();
  out[i] = scale(p, i);
}
