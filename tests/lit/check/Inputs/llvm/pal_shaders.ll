; cpus: gfx1030 gfx1100 gfx1200
; triple: amdgcn--amdpal
; Graphics shaders for PAL: the output ends with an .amdgpu_pal_metadata
; YAML block (.end_amdgpu_pal_metadata), which is not code.
define amdgpu_ps float @ps(ptr addrspace(1) inreg %p, i32 %i) {
  %q = getelementptr float, ptr addrspace(1) %p, i32 %i
  %v = load float, ptr addrspace(1) %q
  %c = fcmp ogt float %v, 0.0
  br i1 %c, label %a, label %b
a:
  %w = fmul float %v, 2.0
  br label %b
b:
  %r = phi float [ %v, %0 ], [ %w, %a ]
  ret float %r
}
define amdgpu_cs void @cs(ptr addrspace(1) inreg %p, i32 %i) {
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %i
  %v = load i32, ptr addrspace(1) %q
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %q
  ret void
}
