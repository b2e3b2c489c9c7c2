#!/bin/sh
# Benchmark `waitwise explain` on the big generated gfx942 kernels.
#
#   sh bench/explain.sh [SCALE ...]        # default: 1 4 16; RUNS=5
#
# Builds waitwise (make -s), makes or reuses build/bench/big_<S>x.s (see
# bench/lib.sh: .cl -> clang -emit-llvm -> .ll -> llc -> .s, the same .ll
# that bench/llvm_pass.sh gives to LLVM's own waitcnt pass), then times, RUNS
# times each and interleaved:
#
#   print          build/waitwise print -mcpu=gfx942 FILE -o /dev/null   (reader only)
#   explain        build/waitwise explain -mcpu=gfx942 FILE -o /dev/null
#   explain-json   build/waitwise explain -mcpu=gfx942 --format=json FILE -o /dev/null
#
# and prints one row per (size, mode): instructions, blocks and functions as
# waitwise counts them (from its JSON output), median / min / max wall time,
# instructions per second (at the median), median peak RSS (bench/rusage.c,
# from wait4), and "lin": time per instruction relative to the same mode at 1x
# (1.00 = linear). It measures and prints; it asserts nothing.
# Raw timings: build/bench/explain.times (label wall_s rss_kb exit_status).

# shellcheck source=bench/lib.sh
. "$(dirname "$0")/lib.sh"

scales=${*:-1 4 16}
need_tools
build_waitwise
# shellcheck disable=SC2086 # a list of sizes
gen_inputs $scales

tlog=$BENCH_DIR/explain.times
: >"$tlog"
: >"$tlog.err"
counts=$BENCH_DIR/explain.counts
: >"$counts"
for s in $scales; do
  f=$BENCH_DIR/big_${s}x.s
  echo "${s}x $(waitwise_counts "$f") $("$PYTHON" corpus/gen_big.py --count "$f" | tail -n 1)" >>"$counts"
done

log "timing: $RUNS runs x ($scales) x (print explain explain-json)"
r=1
while [ "$r" -le "$RUNS" ]; do
  for s in $scales; do
    f=$BENCH_DIR/big_${s}x.s
    timed "$tlog" "${s}x:print" "$WAITWISE" print -mcpu="$CPU" "$f" -o /dev/null
    timed "$tlog" "${s}x:explain" "$WAITWISE" explain -mcpu="$CPU" "$f" -o /dev/null
    timed "$tlog" "${s}x:explain-json" "$WAITWISE" explain -mcpu="$CPU" --format=json "$f" -o /dev/null
  done
  r=$((r + 1))
done

echo
bench_header
"$PYTHON" - "$tlog" "$counts" <<'EOF'
import statistics, sys
from collections import defaultdict
times, counts = sys.argv[1], sys.argv[2]
runs = defaultdict(list)
bad = []
for line in open(times):
    label, wall, rss, rc, cpu = line.split()
    runs[label].append((float(wall), int(rss), int(rc), float(cpu)))
    if int(rc) > 1:
        bad.append(line.strip())
cnt = {}
for line in open(counts):
    f = line.split()
    # size, waitwise: insts blocks funcs, gen_big.py --count: insts LBB blocks funcs path
    cnt[f[0]] = dict(insts=int(f[1]), blocks=int(f[2]), funcs=int(f[3]),
                     g_insts=int(f[4]), g_blocks=int(f[6]), g_funcs=int(f[7]))
sizes = list(cnt)
modes = ["print", "explain", "explain-json"]
print()
print("waitwise on big_<S>x.s (gfx942), %d runs each, medians" % max(len(v) for v in runs.values()))
hdr = "%-5s %-13s %8s %7s %5s %8s %15s %6s %10s %7s %5s %5s" % (
    "size", "mode", "insts", "blocks", "funcs", "wall_s", "min..max", "cpu_s", "insts/s", "RSS_MB", "lin", "lin_c")
print(hdr)
print("-" * len(hdr))
base = {}
for s in sizes:
    c = cnt[s]
    for m in modes:
        v = runs.get(f"{s}:{m}", [])
        if not v:
            continue
        if any(x[2] > 1 for x in v):
            print("%-5s %-13s %8d %7d %5d   FAILED (see below)" % (s, m, c["insts"], c["blocks"], c["funcs"]))
            continue
        w = [x[0] for x in v]
        med = statistics.median(w)
        rss = statistics.median(x[1] for x in v) / 1024
        cpu = statistics.median(x[3] for x in v)
        per = (med / c["insts"], cpu / c["insts"])
        if s == sizes[0]:
            base[m] = per
        lin = [per[i] / base[m][i] if m in base and base[m][i] > 0 else float("nan") for i in (0, 1)]
        print("%-5s %-13s %8d %7d %5d %8.3f %7.3f..%-6.3f %6.2f %10.0f %7.1f %5.2f %5.2f" % (
            s, m, c["insts"], c["blocks"], c["funcs"], med, min(w), max(w), cpu,
            c["insts"] / med, rss, lin[0], lin[1]))
print()
print("wall_s: median wall time (min..max); cpu_s: median user+system CPU time;")
print("insts/s: instructions / median wall; RSS_MB: median peak RSS;")
print("lin, lin_c: (median wall, CPU time per instruction) / (same at %s); 1.00 = linear." % sizes[0])
print("blocks = distinct (function, block) pairs in waitwise's JSON; gen_big.py --count says:")
for s in sizes:
    c = cnt[s]
    print("  %-4s %d instructions, %d blocks, %d functions%s" % (
        s, c["g_insts"], c["g_blocks"], c["g_funcs"],
        "" if c["g_insts"] == c["insts"] else "  (instruction counts DIFFER)"))
if bad:
    print("\nruns that failed (exit status > 1):")
    for b in bad:
        print("  " + b)
EOF
