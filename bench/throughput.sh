#!/bin/sh
# Throughput for CI: instructions per second per thread of `waitwise check`
# (and `insert --mode=recompute`) over the whole corpus and the generated
# kernels, in one run.
#
#   sh bench/throughput.sh          # RUNS=3
#
# Files: every corpus/**/*.s (-mcpu= its directory's name) and the generated
# inputs in build/bench (big_<S>x.s and <shape>_<S>x.s of bench/shapes.sh,
# -mcpu=gfx942; run bench/shapes.sh first to make them). Each file is one
# process with WAITWISE_THREADS=1, so start-up and reading are counted as a
# CI job would see them. Instructions are counted by corpus/gen_big.py
# --count; time is user+system CPU (bench/rusage.c, to the microsecond, summed
# over the files), the median of RUNS passes over all files. The reference:
# AMD's checker reports about 16 k instructions/s per thread on compiled
# kernels. It measures and prints; it asserts nothing.

# shellcheck source=bench/lib.sh
. "$(dirname "$0")/lib.sh"

need_tools
build_waitwise
tlog=$BENCH_DIR/throughput.times
: >"$tlog"
: >"$tlog.err"
files=$(find corpus -name '*.s' | sort)
gen=
for f in "$BENCH_DIR"/*_[0-9]*x.s; do
  [ -f "$f" ] && gen="$gen $f"
done
[ -n "$gen" ] || log "no generated kernels in $BENCH_DIR (run bench/shapes.sh): corpus only"
counts=$BENCH_DIR/throughput.counts
# shellcheck disable=SC2086 # lists of paths without blanks
"$PYTHON" corpus/gen_big.py --count $files $gen | tail -n +2 >"$counts"

# exported, not passed through env(1), whose own exec would be timed too
export WAITWISE_THREADS=1
r=1
while [ "$r" -le "$RUNS" ]; do
  for f in $files $gen; do
    case "$f" in
      corpus/*) cpu=$(basename "$(dirname "$f")"); case "$cpu" in gfx*) ;; *) cpu=$CPU ;; esac ;;
      *) cpu=$CPU ;;
    esac
    timed "$tlog" "$r:check:$f" "$WAITWISE" check -mcpu="$cpu" "$f"
    timed "$tlog" "$r:insert:$f" "$WAITWISE" insert -mcpu="$cpu" \
      --mode=recompute "$f" -o /dev/null
  done
  r=$((r + 1))
done

echo
bench_header
"$PYTHON" - "$tlog" "$counts" <<'EOF'
import statistics, sys
from collections import defaultdict
times, counts = sys.argv[1:3]
insts = {}
for line in open(counts):
    w = line.split()
    insts[w[-1]] = int(w[0])
tot = defaultdict(lambda: defaultdict(lambda: [0.0, 0.0]))  # cmd -> run -> [cpu, wall]
part = defaultdict(lambda: defaultdict(lambda: defaultdict(float)))  # cmd -> group -> run -> cpu
bad = []
for line in open(times):
    label, wall, rss, rc, cpu = line.split()
    run, cmd, f = label.split(":", 2)
    tot[cmd][run][0] += float(cpu)
    tot[cmd][run][1] += float(wall)
    part[cmd]["corpus" if f.startswith("corpus/") else "generated"][run] += float(cpu)
    if rc not in ("0", "1"):
        bad.append(line.strip())
n_corpus = sum(v for k, v in insts.items() if k.startswith("corpus/"))
n_gen = sum(v for k, v in insts.items() if not k.startswith("corpus/"))
nfiles = len(insts)
print()
print("one thread, %d files (%d corpus instructions, %d generated), medians of %d runs"
      % (nfiles, n_corpus, n_gen, len(tot["check"])))
print("%-8s %10s %10s %12s %12s %14s %14s" % ("command", "cpu_s", "wall_s", "insts/s", "insts/s_wall",
                                             "corpus insts/s", "generated i/s"))
for cmd in ("check", "insert"):
    cpu = statistics.median(v[0] for v in tot[cmd].values())
    wall = statistics.median(v[1] for v in tot[cmd].values())
    pc = statistics.median(part[cmd]["corpus"].values()) if part[cmd]["corpus"] else 0
    pg = statistics.median(part[cmd]["generated"].values()) if part[cmd]["generated"] else 0
    print("%-8s %10.2f %10.2f %12.0f %12.0f %14s %14s" % (
        cmd, cpu, wall, (n_corpus + n_gen) / cpu if cpu else float("nan"),
        (n_corpus + n_gen) / wall, "%.0f" % (n_corpus / pc) if pc else "-",
        "%.0f" % (n_gen / pg) if pg else "-"))
print("insts/s: instructions over user+system CPU seconds of all the processes (one thread each,")
print("  start-up included); insts/s_wall: over their wall time. Reference: AMD's checker, ~16 k/s/thread.")
print("  The corpus files are small: start-up dominates them.")
if bad:
    print("\nruns that failed:")
    for b in bad:
        print("  " + b)
EOF
