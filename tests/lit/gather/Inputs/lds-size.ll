@a = internal addrspace(3) global [BYTES x i8] poison, align 4
define amdgpu_kernel void @k() {
  %p = getelementptr [BYTES x i8], ptr addrspace(3) @a, i32 0, i32 7
  store i8 1, ptr addrspace(3) %p
  ret void
}
