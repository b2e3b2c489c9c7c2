// cpus: gfx90a gfx942 gfx1100 gfx1200 gfx1250
// Tail calls: s_setpc_b64 to another function's address (built by
// s_getpc_b64 + s_add_u32 NAME@rel32@lo+4), LLVM's sibling call, with loads
// still in flight (the callee's entry wait drains them): to a function of
// this file (followed into it) and to one defined elsewhere.
extern int elsewhere(global int *p, int i);
__attribute__((noinline)) int leaf(global int *p, int i) { return p[i] * 3 + p[i + 7]; }
// The argument is loaded and passed in flight: the callee waits at entry.
__attribute__((noinline)) int tail_here(global int *p, int i) {
  return leaf(p, p[i + 32]);
}
__attribute__((noinline)) int tail_elsewhere(global int *p, int i) {
  return elsewhere(p, p[i + 64]);
}
kernel void calls(global int *p) {
  int i = __builtin_amdgcn_workitem_id_x();
  p[i] = tail_here(p, i) + tail_elsewhere(p, i);
}
