#!/usr/bin/env bash
# Planner against exhaustive enumeration (gather --exhaustive) over a grid of
# small shapes in the model with 2- and 4-lane waves: prints each shape where
# a cheaper plan exists (or that is too large to enumerate), then the counts.
W=$1
n=0; bad=0; large=0
for cpu in gfx942 gfx950; do
  for tile in 1x1 1x3 1x5 1x7 1x9 2x1 2x2 2x3 2x4 2x5 3x1 3x2 3x3 4x2 6x2; do
    c=${tile#*x}
    for pad in 0 1 2 3; do
      for wave in 2 4; do
        for waves in 1 2; do
          out=$("$W" gather -mcpu=$cpu --tile=$tile --type=f32 --lds-row=$((c + pad)) --wave-size=$wave \
                --threads=$((wave * waves)) --exhaustive 2>&1)
          rc=$?
          n=$((n + 1))
          if [ $rc != 0 ]; then
            if [ $rc = 1 ]; then bad=$((bad + 1)); else large=$((large + 1)); fi
            echo "$cpu tile $tile lds-row $((c + pad)) wave $wave waves $waves: exit $rc: $(echo "$out" | head -1)"
          fi
        done
      done
    done
  done
done
echo "checked $n shapes: $((n - bad - large)) optimal, $bad where a cheaper plan exists, $large too large to enumerate"
