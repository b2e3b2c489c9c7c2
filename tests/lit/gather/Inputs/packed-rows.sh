#!/usr/bin/env bash
# Packed rows (not whole dwords, contiguous in both memories) on the gfx9 DMA
# targets: each plan emitted as asm, assembled by llvm-mc, clean under
# `check`, and executed by simulate-asm.py, which judges every LDS byte.
W=$1; T=$2
ok=0; fail=0
while read -r cpu rows cols type e threads; do
  args=(-mcpu=$cpu --tile=${rows}x$cols --type=$type --threads=$threads)
  rb=$((cols * e))
  if "$W" gather "${args[@]}" --emit=asm -o "$T.s" &&
     llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=$cpu -filetype=obj -o /dev/null "$T.s" 2>&1 &&
     "$W" check -mcpu=$cpu "$T.s" &&
     python3 "$(dirname "$0")/simulate-asm.py" "$T.s" $rows $rb $rb $rb 0 $threads > "$T.sim"; then
    ok=$((ok + 1))
  else
    echo "FAIL: ${args[*]}"; cat "$T.sim" 2>/dev/null; fail=$((fail + 1))
  fi
done <<'SHAPES'
gfx90a 512 2 i8 1 256
gfx942 512 3 f16 2 256
gfx950 512 3 f16 2 256
gfx90a 6 2 i8 1 64
gfx942 4 1 i8 1 64
gfx942 2 6 i8 1 128
gfx950 10 6 f16 2 64
gfx950 256 3 i8 1 256
gfx942 64 5 f16 2 512
gfx90a 100 10 i8 1 192
gfx950 7 20 i8 1 1024
gfx942 33 12 i8 1 64
SHAPES
echo "simulated $ok, failed $fail"
