s_endpgm
; A NUL byte anywhere, even in a comment, means the file is not assembly text:
; an error at the NUL (shown as '?'). The input is this file with a NUL added.
; RUN: %gen %t.s bytes 's_endpgm\n; before\x00after\n'
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %t.s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%t.s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:2:9: error: NUL byte in input: not an assembly text file
; CHECK-NEXT:    2 | ; before?after
; CHECK-NEXT:      |         ^
