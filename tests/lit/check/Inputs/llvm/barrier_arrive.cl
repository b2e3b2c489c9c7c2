// cpus: gfx1250
// ds_atomic_async_barrier_arrive_b64 arrives at an LDS barrier once the
// wave's async copies are done; it writes no register and returns nothing:
// LLVM returns right after it (its test
// ds_atomic_async_barrier_arrive_b64 has no wait before the return).
__attribute__((noinline)) void arrive(local long *bar) {
  __builtin_amdgcn_ds_atomic_async_barrier_arrive_b64(bar);
}
kernel void arrive_user(global int *out) {
  local long bar[2];
  int i = __builtin_amdgcn_workitem_id_x();
  arrive(&bar[i & 1]);
  out[i] = i;
}
