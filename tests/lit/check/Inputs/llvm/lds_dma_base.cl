// cpus: gfx900 gfx90a gfx942 gfx950
// An LDS array whose address is a kernel argument (dynamic LDS): the LDS DMA
// writes [base, base + 256) for a wave (M0 = base), and the accesses of
// dma_apart are at base + 256 + lane * 4 onwards, apart whatever base is;
// dma_same reads the bytes the DMA writes, with no wait (LLVM 22 puts none:
// the race of corpus/README.md, "LLVM 22 bug").
kernel void dma_apart(global int *src, local int *buf, global int *out) {
  int i = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_global_load_lds(src + i, buf, 4, 0, 0);
  buf[64 + i] = i;
  out[i] = buf[64 + (i ^ 1)];
  __builtin_amdgcn_s_waitcnt(0);
}
kernel void dma_same(global int *src, local int *buf, global int *out) {
  int i = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_global_load_lds(src + i, buf, 4, 0, 0);
  out[i] = buf[i ^ 1];
}
