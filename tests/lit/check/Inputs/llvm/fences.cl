// cpus: gfx90a gfx942 gfx1100 gfx1200 gfx1250
// The memory model's code sequences (AMDGPUUsage; LLVM's SIMemoryLegalizer)
// around a store and loads in flight: an acquire's cache invalidate after
// its loads are done; a release's writeback (gfx942: buffer_wbl2 at agent
// scope, GFX12: global_wb at system scope) and the wait after it, before the
// releasing store; an acquire-release RMW.
kernel void acquire_fence(global int *p, global int *q) {
  int i = __builtin_amdgcn_workitem_id_x();
  q[i] = p[i];
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "agent");
  q[i + 64] = p[i + 64];
}
kernel void acquire_load(global int *p, global int *q) {
  int i = __builtin_amdgcn_workitem_id_x();
  q[i] = p[i];
  int f = __scoped_atomic_load_n(p + 1024, __ATOMIC_ACQUIRE, __MEMORY_SCOPE_DEVICE);
  q[i + 64] = p[i + 64] + f;
}
kernel void release_store(global int *p, global int *q) {
  int i = __builtin_amdgcn_workitem_id_x();
  q[i] = p[i];
  __scoped_atomic_store_n(p + 1024, 1, __ATOMIC_RELEASE, __MEMORY_SCOPE_SYSTEM);
  q[i + 64] = p[i + 64];
}
kernel void release_fence_barrier(global int *p, global int *q) {
  int i = __builtin_amdgcn_workitem_id_x();
  q[i] = p[i];
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "agent");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "agent");
  q[i + 64] = p[i + 64];
}
kernel void acq_rel_rmw(global int *p, global int *q) {
  int i = __builtin_amdgcn_workitem_id_x();
  q[i] = p[i];
  int f = __scoped_atomic_fetch_add(p + 1024, 1, __ATOMIC_ACQ_REL, __MEMORY_SCOPE_SYSTEM);
  q[i + 64] = p[i + 64] + f;
}
