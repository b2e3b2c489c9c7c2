#!/usr/bin/env bash
# Loads per thread: the planner against "the largest width that divides the
# row" (Wave's gather_to_shared rule), 256 threads, over a table of shapes.
W=$1
printf '%-7s %-26s %-28s %s\n' target shape planner "largest width that divides"
for cpu in gfx942 gfx950 gfx1250; do
  while read -r tile type lrow; do
    args=(-mcpu=$cpu --tile=$tile --type=$type)
    [ "$lrow" = - ] || args+=(--lds-row=$lrow)
    out=$("$W" gather "${args[@]}" --explain) || { echo "$cpu $tile: failed"; continue; }
    plan=$(echo "$out" | sed -n 's/^plan: \([0-9]*\) loads\{0,1\} per wave.*issue cost \([0-9]*\).*/\1 loads\/wave, cost \2/p')
    rule=$(echo "$out" | sed -n 's/^largest width that divides the row: //p')
    printf '%-7s %-26s %-28s %s\n' $cpu "$tile $type lds-row ${lrow}" "$plan" "$rule"
  done <<'SHAPES'
64x10 f32 -
64x40 f32 -
32x100 f16 -
64x6 f32 -
128x20 bf16 -
64x36 bf16 40
64x40 f32 44
128x64 f16 72
32x24 f32 28
64x3 f32 -
SHAPES
done
