#!/bin/sh
# Do two waitwise binaries give byte-identical output?
#
#   sh bench/same_output.sh OLD_BINARY [NEW_BINARY]     # NEW: build/waitwise
#
# Runs both on every assembly file of corpus/ (with -mcpu= its directory's
# name) and every benchmark input in build/bench (*.s of bench/shapes.sh and
# bench/llvm_pass.sh, -mcpu=gfx942), with each of
#   check, check --format=json, explain, insert --mode=add, insert --mode=recompute
# on one thread and on two (WAITWISE_THREADS, and WAITWISE_FORCE_THREADS so that
# small inputs take the threaded paths too), and compares standard output,
# standard error and the exit status. Prints one line per difference and a
# summary; exit status 0 if all are identical, 1 if any differs, 2 on bad use.
# Where they differ the old binary runs again: if it disagrees with itself,
# or its output is the new one with bytes after it (f1d1588's insert wrote
# stray bytes after an output it streamed in one piece: an unedited file of
# 64 KiB or more), the line says so and does not count as a difference.
# Make a baseline binary with e.g.
#   git archive f1d1588 | tar -x -C /tmp/base && make -C /tmp/base -s -j2
set -u

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 2
old=${1:-}
new=${2:-build/waitwise}
if [ ! -x "$old" ] || [ ! -x "$new" ]; then
  echo "usage: $0 OLD_BINARY [NEW_BINARY]" >&2
  exit 2
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

files=$(find corpus -name '*.s' | sort)
bench=
for f in build/bench/*_[0-9]*x.s; do
  [ -f "$f" ] && bench="$bench $f"
done
n=0
diffs=0
unsure=0
for f in $files $bench; do
  case "$f" in
    corpus/*) d=$(basename "$(dirname "$f")"); case "$d" in gfx*) cpu=$d ;; *) cpu= ;; esac ;;
    *) cpu=gfx942 ;;
  esac
  for t in 1 2; do
    for mode in check check-json explain insert-add insert-recompute; do
      case "$mode" in
        check) args="check" ;;
        check-json) args="check --format=json" ;;
        explain) args="explain" ;;
        insert-add) args="insert --mode=add" ;;
        insert-recompute) args="insert --mode=recompute" ;;
      esac
      for side in old new; do
        if [ "$side" = old ]; then bin=$old; else bin=$new; fi
        # shellcheck disable=SC2086 # the command's words
        WAITWISE_THREADS=$t WAITWISE_FORCE_THREADS=$t "$bin" $args ${cpu:+-mcpu=$cpu} "$f" >"$tmp/$side.out" 2>"$tmp/$side.err"
        echo $? >"$tmp/$side.rc"
      done
      n=$((n + 1))
      for k in out err rc; do
        if ! cmp -s "$tmp/old.$k" "$tmp/new.$k"; then
          # shellcheck disable=SC2086
          WAITWISE_THREADS=$t WAITWISE_FORCE_THREADS=$t "$old" $args ${cpu:+-mcpu=$cpu} "$f" >"$tmp/old2.out" 2>"$tmp/old2.err"
          echo $? >"$tmp/old2.rc"
          nn=$(wc -c <"$tmp/new.out")
          # (not when the new binary failed: a crash leaves a prefix too)
          if [ "$k" = out ] && [ "$(wc -c <"$tmp/old.out")" -gt "$nn" ] &&
            cmp -s "$tmp/old.rc" "$tmp/new.rc" && cmp -s "$tmp/old.err" "$tmp/new.err" &&
            cmp -s -n "$nn" "$tmp/old.out" "$tmp/new.out"; then
            echo "OLD WROTE STRAY BYTES after the same output: $args ${cpu:+-mcpu=$cpu} $f (threads $t)"
            unsure=$((unsure + 1))
          elif ! cmp -s "$tmp/old.$k" "$tmp/old2.$k"; then
            echo "OLD NOT DETERMINISTIC ($k): $args ${cpu:+-mcpu=$cpu} $f (threads $t)"
            unsure=$((unsure + 1))
          else
            echo "DIFFERS ($k): $args ${cpu:+-mcpu=$cpu} $f (threads $t)"
            diffs=$((diffs + 1))
          fi
          break
        fi
      done
    done
  done
done
# shellcheck disable=SC2086 # count the words
echo "$n comparisons over $(echo $files $bench | wc -w) files; $diffs differ;" \
  "$unsure where the old binary wrote stray bytes or gave two different outputs for the same run"
[ "$diffs" -eq 0 ]
