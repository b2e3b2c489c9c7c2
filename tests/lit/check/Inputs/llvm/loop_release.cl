// cpus: gfx90a gfx942 gfx1200
// LLVM 22 drops a release's wait in a loop: the atomic exchange of one
// iteration is still in flight when the next iteration's release store
// issues. AMDGPUUsage's sequence for a release store at agent scope is
// `buffer_wbl2 sc1; s_waitcnt vmcnt(0); store` on gfx942 (`s_waitcnt
// vmcnt(0); store` on gfx90a, `s_wait_storecnt 0x0; store` on GFX12):
// "ensures that all memory operations have completed before performing the
// store that is being released". SIMemoryLegalizer writes that wait as a
// soft wait, which SIInsertWaitcnts drops when nothing is pending on its
// first visit of the loop, before the back edge brings the exchange in.
kernel void loop_release(global int *g, int m) {
  int tid = __builtin_amdgcn_workitem_id_x();
  for (int j = 0; j < m; j++) {
    __scoped_atomic_store_n(&g[1062], j, __ATOMIC_RELEASE, __MEMORY_SCOPE_DEVICE);
    (void)__scoped_atomic_exchange_n(&g[1078], tid, __ATOMIC_RELEASE, __MEMORY_SCOPE_DEVICE);
  }
}
