; gfx1250: signalling the cluster barrier from every wave is wrong where a
; workgroup has several waves (one arrival per workgroup is expected), and
; right where it is one wave (.max_flat_workgroup_size no more than the wave
; size): each wave is its workgroup's only one.
; RUN: not %waitwise check -mcpu=gfx1250 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
	.text
	.globl	one_wave
	.type	one_wave,@function
one_wave:
	s_barrier_signal -3
	s_barrier_wait -3
	s_endpgm
	.globl	two_waves
	.type	two_waves,@function
two_waves:
	s_barrier_signal -3
	s_barrier_wait -3
	s_endpgm
; CHECK: barrier-cluster-one-wave.s:16:2: error: 's_barrier_signal' signals the cluster barrier (-3) from every wave that reaches it
; CHECK: 1 error generated.
	.rodata
	.amdhsa_kernel one_wave
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
	.amdhsa_kernel two_waves
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .kernarg_segment_size: 0
    .max_flat_workgroup_size: 32
    .name:           one_wave
  - .kernarg_segment_size: 0
    .max_flat_workgroup_size: 64
    .name:           two_waves
...
	.end_amdgpu_metadata
