	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	s_bogus v1
