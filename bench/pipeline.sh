#!/bin/sh
# Benchmark `waitwise pipeline` on a GEMM-like nest (bench/kir/gemm_annotated.wk:
# a 4-stage async global->shared copy pipeline around a 2-stage inner loop)
# and prove the result with `waitwise run --equiv` against the original.
#
#   sh bench/pipeline.sh [REPS]      # default REPS=8; RUNS=5 (environment)
#
# Prints, per run, the seconds of `pipeline` and of `run --equiv` (both
# programs run on the same inputs, REPS repetitions of the product), their
# medians, and each wait the pipeliner placed with its count next to the
# count 0 that "wait(0) everywhere" (TVM's fallback, MLIR's translation)
# would give: the groups each wait leaves in flight. Asserts nothing.

# shellcheck source=bench/lib.sh
. "$(dirname "$0")/lib.sh"

reps=${1:-8}
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
  tp=$(secs_since "$t")
  t=$(now_ns)
  eq=$("$WAITWISE" run --equiv --set reps="$reps" "$prog" "$out" | tail -n 1)
  te=$(secs_since "$t")
  echo "run $r: pipeline $tp s, run --equiv $te s: $eq"
  echo "$tp $te" >>"$times"
  r=$((r + 1))
done

echo
bench_header
sed 's/^waitwise: /pipeline: /' "$BENCH_DIR/pipeline.stats"
awk '{ p[NR] = $1; e[NR] = $2 } END {
  n = asort(p); asort(e)
  m = (n % 2) ? (n + 1) / 2 : n / 2
  printf "median: pipeline %.4f s, run --equiv %.3f s (%d runs)\n", p[m], e[m], n
}' "$times" 2>/dev/null || sort -n "$times" | awk '{ v[NR] = $0 } END { print "runs (pipeline s, equiv s):"; for (i = 1; i <= NR; i++) print "  " v[i] }'
echo
echo "waits placed (groups left in flight) vs wait(0) everywhere:"
grep -n 'wait(' "$out" | sed -E 's/^([0-9]+): *wait\(([0-9]+), (.*)\)$/  line \1: queue \2, count \3 (wait(0): 0)/'
