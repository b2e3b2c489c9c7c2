.amdgcn_target "amdgcn-amd-amdhsa--gfx999"
s_endpgm
; A target id that names no supported CPU is an error at the id, with the
; list of supported targets. With -mcpu=gfx942 the file still says gfx999:
; that is a mismatch, not something to ignore.
; RUN: %expect 2 %waitwise explain %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error: --check-prefix=NOMCPU
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error: --check-prefix=MCPU
; NOMCPU:[[FILE]]:1:17: error: unknown target 'amdgcn-amd-amdhsa--gfx999' (supported: gfx900, gfx906, gfx908, gfx90a, gfx942, gfx950, gfx1030, gfx1100, gfx1200, gfx1201, gfx1250)
; NOMCPU-NEXT:    1 | .amdgcn_target "amdgcn-amd-amdhsa--gfx999"
; NOMCPU-NEXT:      |                 ^~~~~~~~~~~~~~~~~~~~~~~~~
; MCPU:[[FILE]]:1:17: error: {{.*}}gfx999{{.*}}
; MCPU-NEXT:    1 | .amdgcn_target "amdgcn-amd-amdhsa--gfx999"
; MCPU-NEXT:      |                 ^~~~~~~~~~~~~~~~~~~~~~~~~
