# A code-object-v2 style kernel for gfx900: its amd_kernel_code_t (256
# bytes, work-item ids x and y), then its code, with a load used before its
# wait. code-object-v2-mcpu.test marks the symbol STT_AMDGPU_HSA_KERNEL.
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	.amd_kernel_code_t
		enable_vgpr_workitem_id = 1
	.end_amd_kernel_code_t
	global_load_dword v1, v0, s[0:1]
	v_add_u32 v1, v1, v0
	s_endpgm
.Lk_end:
	.size k, .Lk_end-k
