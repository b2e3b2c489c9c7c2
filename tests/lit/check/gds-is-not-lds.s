; A ds_* instruction with the gds modifier (GFX9 up to gfx908) accesses GDS,
; not LDS: an LDS DMA still in flight does not race with it, while the same
; instruction without gds may (its address is unknown: lds-dma-may-alias).
; llvm-mc-22 -mcpu=gfx908 accepts this file.
; RUN: %waitwise check -mcpu=gfx908 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --implicit-check-not=error: --implicit-check-not=warning:
s_mov_b32 m0, 0
buffer_load_dword v1, s[0:3], 0 offen lds
ds_add_u32 v2, v3 gds
ds_add_u32 v2, v3
s_endpgm
; CHECK: [[FILE]]:10:1: warning: 'ds_add_u32' accesses LDS [unknown address] that the LDS DMA 'buffer_load_dword' at line 8 may still be writing [0, 255] (may overlap) [-Wlds-dma-may-alias]
; CHECK: 1 warning generated.
