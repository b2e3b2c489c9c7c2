// cpus: gfx900 gfx90a gfx942 gfx1030 gfx1100 gfx1200
// Results that land in order. d16: two 16-bit loads into the halves of one
// register (global_load_short_d16 + global_load_short_d16_hi): the second
// keeps the first's half, merged when its data lands, so on targets with
// in-order VGPR writes (GFX9-11) LLVM puts no wait between them; GFX12 waits.
// LDS and FLAT: from GFX10 on FLAT is counted on lgkmcnt in order with LDS,
// so an LDS read issued before a FLAT load is done at lgkmcnt(1).
kernel void d16_pair(global const ushort *p, global ushort2 *out, int j) {
  int i = __builtin_amdgcn_workitem_id_x();
  ushort2 v = (ushort2)(p[i], p[i + j]);
  out[i] = v;
}
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void d16_half4(global const half *p, global half4 *out, int j) {
  int i = __builtin_amdgcn_workitem_id_x();
  half4 v = (half4)(p[i], p[i + j], p[i + 2 * j], p[i + 3 * j]);
  out[i] = v * v;
}
__attribute__((noinline)) int lds_then_flat(int *p, local int *l, int i) {
  int a = l[i];
  __asm__ volatile("" ::: "memory"); // keeps the LDS read first
  int b = p[i + 1];
  return (a * a) ^ b;
}
kernel void flat_user(global int *g, global int *out, int sel) {
  local int l[256];
  int i = __builtin_amdgcn_workitem_id_x();
  l[i] = g[i];
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  int *p = sel ? (int *)g : (int *)l;
  out[i] = lds_then_flat(p, l, i);
}
