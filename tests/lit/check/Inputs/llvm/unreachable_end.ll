; cpus: gfx942 gfx1100
; triple: amdgcn-amd-amdhsa
; A branch to LLVM's block for `unreachable`, which is empty and the last of
; its function: the label stands right before .Lfunc_end0.
define amdgpu_kernel void @to_unreachable(ptr addrspace(1) %p, i32 %n) {
entry:
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %n
  %v = load i32, ptr addrspace(1) %q
  %c = icmp slt i32 %v, 0
  br i1 %c, label %bad, label %ok
ok:
  store i32 %v, ptr addrspace(1) %p
  ret void
bad:
  unreachable
}
