; The LDS bytes LLVM says one lane of each 1-byte DMA writes (its memory operand).
declare void @llvm.amdgcn.global.load.async.to.lds.b8(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32 immarg)
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @FORM
  ret void
}
