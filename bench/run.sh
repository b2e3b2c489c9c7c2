#!/bin/sh
# Benchmark `waitwise run` (the abstract machine of the kernel IR):
# operations executed per second on a GEMM-like loop nest.
#
#   sh bench/run.sh [REPS]        # default REPS=64; RUNS=5 (environment)
#
# bench/kir/gemm.wk: C += A x B in 64x64 tiles, a 4-stage pipeline of async
# global->shared copies (wait(0, 3)), shared->local copies and compute()
# calls in the inner loops; `reps` repeats the product (64: about 1 M
# statements). An operation is one executed statement (machine.h,
# mc_run_result.statements), timed by `run --stats` around the run itself
# (parsing and input generation excluded). Builds waitwise (make -s) unless
# WAITWISE names a binary; the binary is copied to build/bench first (see
# bench/lib.sh). Prints each run and the median; asserts nothing.

# shellcheck source=bench/lib.sh
. "$(dirname "$0")/lib.sh"

reps=${1:-64}
build_waitwise
prog=bench/kir/gemm.wk
out=$BENCH_DIR/run.out
rates=$BENCH_DIR/run.rates
: >"$rates"

log "timing: $RUNS runs of waitwise run --stats --set reps=$reps $prog"
r=1
while [ "$r" -le "$RUNS" ]; do
  "$WAITWISE" run --stats --set reps="$reps" "$prog" >"$out"
  line=$(grep '^stats:' "$out")
  echo "run $r: ${line#stats: }"
  echo "$line" | awk '{ print $(NF - 3) }' >>"$rates"
  r=$((r + 1))
done

echo
bench_header
grep -E '^(races|C|compute)' "$out" | sed 's/^/result: /'
sort -n "$rates" | awk '{ v[NR] = $1 } END {
  m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
  printf "median: %.0f operations per second (min %.0f, max %.0f, %d runs)\n", m, v[1], v[NR], NR }'
