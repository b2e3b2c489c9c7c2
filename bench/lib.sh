# shellcheck shell=sh
# Shared by bench/explain.sh and bench/llvm_pass.sh (sourced, not run).
#
# Inputs: the big OpenCL kernels of corpus/gen_big.py, compiled in two steps so
# that waitwise and LLVM's waitcnt pass see the same program:
#
#   big_<S>x.cl   corpus/gen_big.py --scale S (rewritten only if its text changes)
#   big_<S>x.ll   clang -emit-llvm -S, with the flags of corpus/gen_big.sh
#   big_<S>x.s    llc big_<S>x.ll              (what waitwise reads)
#   big_<S>x.mir  llc -stop-before=si-insert-waitcnts big_<S>x.ll  (--mir only)
#
# Every file is remade only when it is missing or older than its input, like
# make: generation takes minutes at 16x, measuring takes seconds.
# Environment: BENCH_DIR (default build/bench), LLVM_BIN (default
# /usr/lib/llvm-22/bin), CLANG, LLC, PYTHON, RUNS (default 5), WAITWISE (a
# waitwise binary to measure instead of running make -s and taking
# build/waitwise). Either way the binary is copied to BENCH_DIR/waitwise first
# and the copy is what runs, so a rebuild in the tree during the
# measurements cannot change or remove it.

set -eu

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
BENCH_DIR=${BENCH_DIR:-build/bench}
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
CLANG=${CLANG:-$LLVM_BIN/clang}
LLC=${LLC:-$LLVM_BIN/llc}
PYTHON=${PYTHON:-python3}
RUNS=${RUNS:-5}
WAITWISE_BIN=${WAITWISE:-}
WAITWISE=$BENCH_DIR/waitwise
CPU=gfx942
# corpus/gen_big.sh's FLAGS, with -S -emit-llvm instead of -S
CL_FLAGS="-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -O2 -S -emit-llvm -nogpulib -fno-ident -mllvm -amdgpu-internalize-symbols -mcpu=$CPU"
LLC_FLAGS="-mtriple=amdgcn-amd-amdhsa -mcpu=$CPU -O2"

now_ns() { date +%s%N; }
secs_since() { echo "$1 $(now_ns)" | awk '{ printf "%.1f", ($2 - $1) / 1e9 }'; }
log() { echo "$*" >&2; }

need_tools() {
  for t in "$CLANG" "$LLC" "$PYTHON" "${CC:-cc}"; do
    command -v "$t" >/dev/null 2>&1 || { log "missing: $t"; exit 2; }
  done
}

# build_waitwise: make -s (unless WAITWISE is set), snapshot the binary
build_waitwise() {
  if [ -z "$WAITWISE_BIN" ]; then
    make -s
    WAITWISE_BIN=build/waitwise
  fi
  mkdir -p "$BENCH_DIR"
  [ -x "$WAITWISE_BIN" ] || { log "no waitwise binary at $WAITWISE_BIN"; exit 2; }
  cp "$WAITWISE_BIN" "$WAITWISE.tmp" && mv "$WAITWISE.tmp" "$WAITWISE"
}

# newer OUT IN: true if OUT exists and is not older than IN
# shellcheck disable=SC3013 # -ot: dash and bash have it
newer() { [ -f "$1" ] && [ ! "$1" -ot "$2" ]; }

# gen_inputs [--mir] SCALE...: make BENCH_DIR/big_<S>x.{cl,ll,s[,mir]}
gen_inputs() {
  mir=0
  if [ "${1:-}" = --mir ]; then mir=1; shift; fi
  mkdir -p "$BENCH_DIR"
  for s in "$@"; do
    # shellcheck disable=SC2086 # the generator's arguments
    compile_cl $mir "big_${s}x" corpus/gen_big.py --scale "$s"
  done
}

# gen_shape_inputs SHAPE SCALE...: make BENCH_DIR/<SHAPE>_<S>x.{cl,ll,s,mir}
# from bench/gen_shapes.py (one kernel of one shape)
gen_shape_inputs() {
  shape=$1
  shift
  mkdir -p "$BENCH_DIR"
  for s in "$@"; do
    compile_cl 1 "${shape}_${s}x" bench/gen_shapes.py "$shape" --scale "$s"
  done
}

# compile_cl MIR NAME GENERATOR ARGS...: BENCH_DIR/NAME.cl from GENERATOR
# ARGS (replaced only if its text changes), then NAME.ll, NAME.s and, if MIR
# is 1, NAME.mir, each remade only when older than its input.
compile_cl() {
  mir=$1 name=$2 gen=$3
  shift 3
  b=$BENCH_DIR/$name
  "$PYTHON" "$gen" "$@" -o "$b.cl.tmp"
  if [ -f "$b.cl" ] && cmp -s "$b.cl.tmp" "$b.cl"; then rm -f "$b.cl.tmp"; else mv "$b.cl.tmp" "$b.cl"; fi
  if ! newer "$b.ll" "$b.cl"; then
    t=$(now_ns)
    # cd so that clang sees a relative source path (as gen_big.sh does)
    # shellcheck disable=SC2086
    (cd "$BENCH_DIR" && "$CLANG" $CL_FLAGS "$name.cl" -o "$name.ll.tmp") && mv "$b.ll.tmp" "$b.ll"
    log "generated $b.ll ($(secs_since "$t") s)"
  fi
  # .s and .mir are independent llc runs: do them side by side (2 cores).
  # The .s run also keeps a -time-passes report of the whole pipeline.
  pids=
  if ! newer "$b.s" "$b.ll"; then
    (t=$(now_ns)
     # shellcheck disable=SC2086
     "$LLC" $LLC_FLAGS -time-passes "$b.ll" -o "$b.s.tmp" 2>"$b.s.time-passes" && mv "$b.s.tmp" "$b.s"
     log "generated $b.s ($(secs_since "$t") s)") &
    pids="$pids $!"
  fi
  if [ "$mir" = 1 ] && ! newer "$b.mir" "$b.ll"; then
    (t=$(now_ns)
     # shellcheck disable=SC2086
     "$LLC" $LLC_FLAGS -stop-before=si-insert-waitcnts "$b.ll" -o "$b.mir.tmp" && mv "$b.mir.tmp" "$b.mir"
     log "generated $b.mir ($(secs_since "$t") s)") &
    pids="$pids $!"
  fi
  for p in $pids; do wait "$p" || { log "llc failed for $b"; exit 1; }; done
}

# timed LOG LABEL CMD...: run CMD (stdout to /dev/null, stderr to LOG.err),
# append "LABEL wall_s peak_rss_kb exit_status cpu_s" to LOG (bench/rusage.c:
# wall around the command alone; peak RSS and user+system CPU time of all its
# threads from wait4(), to the microsecond). On a machine shared with other
# work, wall time mostly measures the wait for a core; CPU time does not.
timed() {
  tlog=$1 label=$2
  shift 2
  if ! newer "$BENCH_DIR/rusage" bench/rusage.c; then
    mkdir -p "$BENCH_DIR"
    ${CC:-cc} -O2 -o "$BENCH_DIR/rusage" bench/rusage.c
  fi
  set +e
  "$BENCH_DIR/rusage" "$tlog.rss" "$@" >/dev/null 2>>"$tlog.err"
  rc=$?
  set -e
  # wall rss rc cpu (names of their own: the callers' variables stay theirs)
  read -r timed_wall timed_rss _ timed_cpu <"$tlog.rss"
  echo "$label $timed_wall $timed_rss $rc $timed_cpu" >>"$tlog"
  if [ "$rc" -gt 1 ]; then
    log "FAILED (exit $rc): $*"
    tail -n 5 "$tlog.err" >&2
  fi
}

# waitwise_counts FILE.s: "instructions blocks functions" as waitwise counts
# them (objects in the JSON "instructions" array, distinct (function, block)
# pairs among them, distinct functions). Reads the JSON line by line (one
# instruction object per line) so the 16x file does not need gigabytes.
waitwise_counts() {
  "$WAITWISE" explain -mcpu="$CPU" --format=json "$1" -o "$1.json" || [ $? -eq 1 ]
  "$PYTHON" - "$1.json" <<'EOF'
import json, sys
n = 0
blocks = set()
funcs = set()
with open(sys.argv[1]) as f:
    for line in f:
        if not line.startswith('{"line"'):
            continue
        o = json.loads(line.rstrip().rstrip(","))
        n += 1
        blocks.add((o.get("function"), o.get("block")))
        funcs.add(o.get("function"))
print(n, len(blocks), len(funcs))
EOF
  rm -f "$1.json"
}

# bench_header: what was measured, on what (printed above the tables)
bench_header() {
  dirty=$(git status --porcelain -- src include Makefile 2>/dev/null | wc -l)
  echo "date $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "$("$WAITWISE" --version) from $WAITWISE_BIN; tree at git $(git rev-parse --short HEAD 2>/dev/null || echo '?')" \
    "($dirty changed files under src/ include/ Makefile); $("$LLC" --version | grep -m1 'LLVM version' | sed 's/^ *//')"
}
