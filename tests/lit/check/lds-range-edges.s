; LDS ranges that meet in one byte overlap, at either end: a one-byte read of
; the DMA's last byte, and a dword read whose last byte is the DMA's first;
; the dword just below the second DMA does not.
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=error: --implicit-check-not=warning:
s_mov_b32 m0, 0
v_mov_b32_e32 v1, 0
global_load_lds_dword v[2:3], off
ds_read_u8 v4, v1 offset:255
s_waitcnt vmcnt(0)
s_movk_i32 m0, 0x100
global_load_lds_dword v[2:3], off
ds_read_b32 v5, v1 offset:253
ds_read_b32 v6, v1 offset:252
s_endpgm
; CHECK: [[FILE]]:8:1: error: 'ds_read_u8' accesses LDS [255, 255] that the LDS DMA 'global_load_lds_dword' at line 7 may still be writing [0, 255] (may overlap) [-Wlds-dma-race]
; CHECK: [[FILE]]:12:1: error: 'ds_read_b32' accesses LDS [253, 256] that the LDS DMA 'global_load_lds_dword' at line 11 may still be writing [256, 511] (may overlap) [-Wlds-dma-race]
; CHECK: 2 errors generated.
