// cpus: gfx90a
// An LDS DMA with the gfx90a cache policy bit scc (aux = 16): LLVM prints
// `global_load_dword v1, s[0:1] scc lds` (and `... offen scc lds` for the
// buffer form), which llvm-mc takes.
kernel void dma_scc(global int *src, global int *out, __amdgpu_buffer_rsrc_t rsrc) {
  local int buf[256];
  int i = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_global_load_lds(src + i, buf, 4, 0, 16);
  __builtin_amdgcn_raw_ptr_buffer_load_lds(rsrc, buf + 64, 4, i * 4, 0, 0, 16);
  __builtin_amdgcn_s_waitcnt(0);
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  out[i] = buf[i ^ 1];
}
