; Two LDS-instruction loads into one register, one from LDS and one from GDS
; (GFX9 up to gfx908): different queues, so the second may land first. The
; overwrite waits for the first, as well as the read.
; RUN: not %waitwise check -mcpu=gfx908 %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=error: --implicit-check-not=warning:
ds_read_b32 v4, v1
ds_read_b32 v4, v1 gds
v_mov_b32_e32 v5, v4
s_endpgm
; CHECK: [[FILE]]:6:1: error: 'ds_read_b32' overwrites v4 before the 'ds_read_b32' at line 5 that writes it has completed [-Wmissing-wait]
; CHECK: [[FILE]]:7:1: error: 'v_mov_b32_e32' reads v4 before the 'ds_read_b32' at line 5 that writes it has completed [-Wmissing-wait]
; CHECK: 2 errors generated.
