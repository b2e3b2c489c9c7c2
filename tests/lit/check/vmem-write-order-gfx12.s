; GFX12 writes vector-memory results in no particular order
; (vmem-write-vgpr-in-order is off): a d16 load that keeps the half another
; load is still writing needs that load done (LLVM 22 puts s_wait_loadcnt 0x0
; between them). GFX11 does not, but a sampler's result and a load's are of
; different types there.
; RUN: not %waitwise check -mcpu=gfx1200 %s 2>&1 | FileCheck %s
	global_load_u16 v4, v[0:1], off
	global_load_d16_hi_b16 v4, v[2:3], off
	s_wait_loadcnt 0x0
	s_endpgm
; CHECK: {{.*}}vmem-write-order-gfx12.s:8:2: error: 'global_load_d16_hi_b16' reads v4 before the 'global_load_u16' at line 7 that writes it has completed [-Wmissing-wait]
; CHECK: 1 error generated.
; RUN: sed -e 's/_u16 v4/_d16_b16 v4/' -e 's/s_wait_loadcnt 0x0/s_waitcnt vmcnt(0)/' %s > %t.s
; RUN: %waitwise check -mcpu=gfx1100 %t.s 2>&1 | count 0
; RUN: printf '\timage_sample v[0:3], v[4:5], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D\n\tbuffer_load_b32 v0, v6, s[8:11], 0 offen\n\ts_waitcnt vmcnt(0)\n\ts_endpgm\n' > %t2.s
; RUN: not %waitwise check -mcpu=gfx1100 %t2.s 2>&1 | FileCheck %s --check-prefix=SAMPLE
; SAMPLE: {{.*}}.s:2:2: error: 'buffer_load_b32' overwrites v[0:3] before the 'image_sample' at line 1 that writes it has completed [-Wmissing-wait]
