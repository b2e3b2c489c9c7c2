#!/bin/sh
# Benchmark `waitwise pipeline` on a GEMM-like nest (bench/kir/gemm_annotated.wk:
# a 4-stage async global->shared copy pipeline around a 2-stage inner loop)
# and prove the result with `waitwise run --equiv` against the original.
#
#   sh bench/pipeline.sh [REPS]      # default REPS=8; RUNS=5 (environment)
#
# Prints, per run, the milliseconds of `pipeline` and of `run --equiv` (both
# programs run on the same inputs, REPS repetitions of the product), their
# medians, and each wait the pipeliner placed with its count next to the
# count 0 that "wait(0) everywhere" (TVM's fallback, MLIR's translation)
# would give: the groups each wait leaves in flight. Asserts nothing.

# shellcheck source=bench/lib.sh
. "$(dirname "$0")/lib.sh"

reps=${1:-8}
ms_since() { echo "$1 $(now_ns)" | awk '{ printf "%.1f", ($2 - $1) / 1e6 }'; }
build_waitwise
prog=bench/kir/gemm_annotated.wk
out=$BENCH_DIR/gemm_pipelined.wk
times=$BENCH_DIR/pipeline.times
: >"$times"

log "timing: $RUNS runs of waitwise pipeline $prog, then run --equiv --set reps=$reps"
r=1
while [ "$r" -le "$RUNS" ]; do
  t=$(now_ns)
  "$WAITWISE" pipeline --stats "$prog" -o "$out" 2>"$BENCH_DIR/pipeline.stats"
  tp=$(ms_since "$t")
  t=$(now_ns)
  eq=$("$WAITWISE" run --equiv --set reps="$reps" "$prog" "$out" | tail -n 1)
  te=$(ms_since "$t")
  echo "run $r: pipeline $tp ms, run --equiv $te ms: $eq"
  echo "$tp $te" >>"$times"
  r=$((r + 1))
done

echo
bench_header
sed 's/^waitwise: /pipeline: /' "$BENCH_DIR/pipeline.stats"
med() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
echo "median: pipeline $(cut -d' ' -f1 "$times" | med) ms, run --equiv $(cut -d' ' -f2 "$times" | med) ms ($RUNS runs)"
echo
echo "waits placed (groups left in flight) vs wait(0) everywhere:"
grep -n 'wait(' "$out" | sed -E 's/^([0-9]+): *wait\(([0-9]+), (.*)\)$/  line \1: queue \2, count \3 (wait(0): 0)/'
