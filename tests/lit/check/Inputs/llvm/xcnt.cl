// gfx1250's xcnt in LLVM 22's output (tests/lit/check/llvm-xcnt.test):
// clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1250 -nogpulib
//   -O1 / -O3 -S xcnt.cl -o xcnt-O1-gfx1250.s / xcnt-O3-gfx1250.s
// Address and data registers of loads and stores reused while the access
// may still be untranslated, a scalar load's base overwritten, spills around
// a call, atomics (one after another), volatile and atomic stores.

__attribute__((noinline)) int scale(__global const int *p, int k) {
  return p[k] * 3 + p[k + 1];
}

__kernel void stream(__global int *a, __global int *b, __global const int *c,
                     __constant int *w, int n) {
  int i = get_global_id(0);
  int x = a[i];
  b[i] = c[i] + w[0];
  for (int j = 0; j < n; j++) {
    a[i + j * 64] = x * j + c[j] + w[j];
  }
  b[i + 1] = x + scale(c, i);
}

__kernel void atomics(__global int *a, __global int *b, volatile __global int *v) {
  int i = get_local_id(0);
  int x = a[i];
  __atomic_fetch_add(&b[i], x, __ATOMIC_RELAXED);
  __atomic_fetch_add(&b[i + 1], x, __ATOMIC_RELAXED);
  a[i + 64] = __atomic_fetch_max(&b[i + 2], x, __ATOMIC_RELAXED);
  v[i] = x;
  __opencl_atomic_store((__global atomic_int *)&b[i + 3], x, memory_order_relaxed,
                        memory_scope_device);
  a[i + 128] = x + 1;
}
