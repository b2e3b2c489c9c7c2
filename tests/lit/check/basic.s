; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s --check-prefix=GFX9
; RUN: not %waitwise check -mcpu=gfx1200 %s 2>&1 | FileCheck %s --check-prefix=GFX12
; RUN: not %waitwise check -mcpu=gfx942 --format=json %s | FileCheck %s --check-prefix=JSON
	global_load_dword v1, v[2:3], off
	global_load_dword v4, v[2:3], off offset:4
	v_add_u32_e32 v5, v1, v1
	s_endpgm
; The first load is the older of two in order: vmcnt(1) is enough.
; GFX9:      {{.*}}basic.s:6:2: error: 'v_add_u32_e32' reads v1 before the 'global_load_dword' at line 4 that writes it has completed [-Wmissing-wait]
; GFX9-NEXT:     6 | 	v_add_u32_e32 v5, v1, v1
; GFX9-NEXT:       | 	^~~~~~~~~~~~~
; GFX9-NEXT: {{.*}}basic.s:4:2: note: 'global_load_dword' issued here, outstanding on vmcnt
; GFX9:      {{.*}}basic.s:6:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(1)
; GFX9:      1 error generated.
; GFX12:     {{.*}}basic.s:4:2: note: 'global_load_dword' issued here, outstanding on loadcnt
; GFX12:     note: the weakest wait that fixes it, before this instruction: s_wait_loadcnt 0x1
; JSON: {"schema":"waitwise-check/2","file":"{{.*}}basic.s","target":"gfx942","line":6,"col":2,"function":null,"offset":null,"severity":"error","category":"missing-wait","message":"'v_add_u32_e32' reads v1 before the 'global_load_dword' at line 4 that writes it has completed","consumer":{"line":6,"function":null,"offset":null,"text":"v_add_u32_e32 v5, v1, v1"},"producers":[{"line":4,"function":null,"offset":null,"text":"global_load_dword v1, v[2:3], off","dependence":"reads","register":"v1","counters":["vmcnt"],"back_edge_line":null}],"more_producers":0,"fix":{"wait":"s_waitcnt vmcnt(1)","counts":{"vmcnt":1},"before_line":6}}
