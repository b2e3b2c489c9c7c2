// cpus: gfx900 gfx908 gfx90a gfx942 gfx1030 gfx1100 gfx1200 gfx1250
// Cache invalidates and writebacks write no register. LLVM returns from a
// function whose last instruction is one (an acquire or release fence at its
// end), and before GFX12 does not count them at all (so on gfx900/gfx908,
// without back-off barrier, it does not wait for one before s_barrier).
// On GFX12 global_inv counts on loadcnt and global_wb on storecnt.
__attribute__((noinline)) void acquire_agent(void) {
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "agent");
}
__attribute__((noinline)) void release_agent(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "agent");
}
__attribute__((noinline)) void acq_rel_system(void) {
  __builtin_amdgcn_fence(__ATOMIC_ACQ_REL, "");
}
kernel void cache_ops(global int *p, global int *q) {
  acquire_agent();
  q[0] = p[0];
  release_agent();
  acq_rel_system();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "agent");
  __builtin_amdgcn_s_barrier();
  q[3] = p[4];
}
