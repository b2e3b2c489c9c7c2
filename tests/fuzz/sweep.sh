#!/usr/bin/env bash
# Robustness sweep: mutates every corpus file (truncation at 50 seeded offsets,
# byte flips, inserted binary chunks, duplicated/shuffled lines, extreme
# numbers and registers, lines spliced from other targets) and runs
# `waitwise explain` and `waitwise print` on each variant. Any exit status
# other than 0 or 2, sanitizer report, run over 10 s, or `print` output that
# differs from an accepted input is a finding (see sweep.py for the list).
#
#   tests/fuzz/sweep.sh                 # build-san/waitwise, seed 20250101
#   tests/fuzz/sweep.sh build/waitwise  # another binary
#   tests/fuzz/sweep.sh build-san/waitwise --seed 7 --truncs 200
#   tests/fuzz/sweep.sh build/waitwise --files gfx942/streaming --commands insert
#
# Deterministic (seeded per file and mutation). About 4 minutes on two cores
# with build-san (LeakSanitizer at every exit is half of it), 25 s with
# build/waitwise; it stops after 50 findings, so a broken build is quick too.
# Exit status 0: no findings; 1: findings (inputs and findings.txt in
# build/fuzz-findings, each with the command that reproduces it).
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=build-san/waitwise
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then BIN=$1; shift; fi
if [ ! -x "$BIN" ]; then
  case "$BIN" in
    build-san/*) make -s SAN=1 ;;
    build/*) make -s ;;
  esac
fi
# Leaks are findings too; halt on the first sanitizer error.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:halt_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
exec python3 tests/fuzz/sweep.py --binary "$BIN" "$@"
