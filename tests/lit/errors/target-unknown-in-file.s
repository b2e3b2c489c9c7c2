.amdgcn_target "amdgcn-amd-amdhsa--gfx999"
s_endpgm
; A target id that names no supported CPU is an error at the id, with the
; list of supported targets. With -mcpu=gfx942 the file still says gfx999:
; that is a mismatch, not something to ignore.
; RUN: %expect 2 %waitwise explain %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error: --check-prefix=NOMCPU
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error: --check-prefix=MCPU
; NOMCPU:[[FILE]]:1:17: error: unknown target 'amdgcn-amd-amdhsa--gfx999' (supported: gfx9-4-generic, gfx9-generic, gfx900, gfx902, gfx904, gfx906, gfx908, gfx909, gfx90a, gfx90c, gfx942, gfx950, gfx10-1-generic, gfx10-3-generic, gfx1010, gfx1011, gfx1012, gfx1013, gfx1030, gfx1031, gfx1032, gfx1033, gfx1034, gfx1035, gfx1036, gfx11-generic, gfx1100, gfx1101, gfx1102, gfx1103, gfx1150, gfx1151, gfx1152, gfx1153, gfx12-generic, gfx1200, gfx1201, gfx1250, gfx1251)
; NOMCPU-NEXT:    1 | .amdgcn_target "amdgcn-amd-amdhsa--gfx999"
; NOMCPU-NEXT:      |                 ^~~~~~~~~~~~~~~~~~~~~~~~~
; MCPU:[[FILE]]:1:17: error: {{.*}}gfx999{{.*}}
; MCPU-NEXT:    1 | .amdgcn_target "amdgcn-amd-amdhsa--gfx999"
; MCPU-NEXT:      |                 ^~~~~~~~~~~~~~~~~~~~~~~~~
