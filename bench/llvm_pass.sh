#!/bin/sh
# LLVM's own waitcnt pass (SIInsertWaitcnts) on the same functions that
# bench/explain.sh gives to waitwise.
#
#   sh bench/llvm_pass.sh [SCALE ...]      # default: 1 4 16; RUNS=5, ROUNDTRIP=1
#
# For each size, from the one build/bench/big_<S>x.ll (see bench/lib.sh):
#   big_<S>x.s    llc -O2                                    -> waitwise reads this
#   big_<S>x.mir  llc -O2 -stop-before=si-insert-waitcnts    -> LLVM's pass reads this
# Checks that they are the same program: functions and basic blocks in the
# .mir equal those in the .s, and (ROUNDTRIP=1) `llc -start-before=
# si-insert-waitcnts big_<S>x.mir` gives the .s again, identical but for
# comments. Then times, RUNS times each and interleaved:
#
#   llc      llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O2 -run-pass=si-insert-waitcnts
#              -time-passes big_<S>x.mir -o /dev/null
#   waitwise build/waitwise explain -mcpu=gfx942 big_<S>x.s -o /dev/null
#
# and prints medians: the pass's own row in the -time-passes report ("SI
# insert wait instructions", wall column), the pass plus the analyses it
# requires (dominator, post-dominator and loop info rows), the whole llc
# process (MIR parsing dominates it), waitwise explain, and the ratio
# waitwise / pass. "pipeline" is the pass's row from the -time-passes report of
# the llc run that made big_<S>x.s (one run, taken at generation time, while
# the .mir llc ran beside it; "-" when the .s was reused from an older run
# without a report). It measures and prints; it asserts nothing.
# Raw timings: build/bench/llvm_pass.times; reports: build/bench/tp/.

# shellcheck source=bench/lib.sh
. "$(dirname "$0")/lib.sh"

scales=${*:-1 4 16}
ROUNDTRIP=${ROUNDTRIP:-1}
need_tools
build_waitwise
# shellcheck disable=SC2086 # a list of sizes
gen_inputs --mir $scales

tlog=$BENCH_DIR/llvm_pass.times
tp=$BENCH_DIR/tp
: >"$tlog"
: >"$tlog.err"
rm -rf "$tp"
mkdir -p "$tp"

# --- same program? ---------------------------------------------------------
checks=$BENCH_DIR/llvm_pass.checks
: >"$checks"
for s in $scales; do
  b=$BENCH_DIR/big_${s}x
  # gen_big.py --count: insts LBB blocks funcs path
  # shellcheck disable=SC2046 # split the counts into $1..$4
  set -- $("$PYTHON" corpus/gen_big.py --count "$b.s" | tail -n 1)
  s_insts=$1 s_blocks=$3 s_funcs=$4
  m_funcs=$(grep -c '^name:' "$b.mir")
  m_blocks=$(grep -cE '^  bb\.[0-9]+' "$b.mir")
  m_waits=$(grep -cE '^ +S_WAITCNT(_soft)? ' "$b.mir" || true)
  s_waits=$(grep -cE '^[[:space:]]+s_waitcnt' "$b.s" || true)
  rt=-
  if [ "$ROUNDTRIP" = 1 ]; then
    t=$(now_ns)
    # shellcheck disable=SC2086
    "$LLC" $LLC_FLAGS -start-before=si-insert-waitcnts "$b.mir" -o "$b.mir.s"
    sed -E 's/[[:space:]]*;.*$//' "$b.s" >"$b.s.nocomment"
    sed -E 's/[[:space:]]*;.*$//' "$b.mir.s" >"$b.mir.s.nocomment"
    if cmp -s "$b.s.nocomment" "$b.mir.s.nocomment"; then rt=identical
    else rt="DIFFERS($(diff "$b.s.nocomment" "$b.mir.s.nocomment" | grep -c '^[<>]')_lines)"; fi
    rm -f "$b.mir.s" "$b.s.nocomment" "$b.mir.s.nocomment"
    log "round trip ${s}x: $rt ($(secs_since "$t") s)"
  fi
  echo "${s}x $s_insts $s_funcs $s_blocks $m_funcs $m_blocks $m_waits $s_waits $rt" >>"$checks"
done

# --- timing ------------------------------------------------------------------
log "timing: $RUNS runs x ($scales) x (llc -run-pass, waitwise explain, check, insert)"
r=1
while [ "$r" -le "$RUNS" ]; do
  for s in $scales; do
    b=$BENCH_DIR/big_${s}x
    # shellcheck disable=SC2086
    timed "$tlog" "${s}x:llc" "$LLC" $LLC_FLAGS -run-pass=si-insert-waitcnts -time-passes \
      -info-output-file="$tp/${s}x.$r.txt" "$b.mir" -o /dev/null
    timed "$tlog" "${s}x:waitwise" "$WAITWISE" explain -mcpu="$CPU" "$b.s" -o /dev/null
    timed "$tlog" "${s}x:check" "$WAITWISE" check -mcpu="$CPU" "$b.s"
    timed "$tlog" "${s}x:insert" "$WAITWISE" insert -mcpu="$CPU" --mode=recompute "$b.s" -o /dev/null
  done
  r=$((r + 1))
done

echo
bench_header
"$PYTHON" - "$tlog" "$checks" "$tp" "$BENCH_DIR" <<'EOF'
import glob, os, re, statistics, sys
from collections import defaultdict
times, checks, tpdir, bdir = sys.argv[1:5]
ROW = re.compile(r"^\s*((?:[\d.]+\s+\(\s*[\d.]+%\)\s+)+)(\S.*?)\s*$")
PASS = "SI insert wait instructions"
ANALYSES = ("MachineDominator Tree Construction", "MachinePostDominator Tree Construction",
            "Machine Natural Loop Construction")

def report(path):
    """{row name: (wall, cpu) seconds} of a -time-passes report: wall is the last
    column; cpu the one before it (User+System, or User when System is 0)."""
    rows = {}
    if not os.path.exists(path):
        return rows
    for line in open(path):
        m = ROW.match(line)
        if m:
            nums = re.findall(r"([\d.]+)\s+\(", m.group(1))
            rows.setdefault(m.group(2), (float(nums[-1]), float(nums[-2]) if len(nums) > 1 else 0.0))
    return rows

runs = defaultdict(list)
bad = []
for line in open(times):
    label, wall, rss, rc, cpu = line.split()
    runs[label].append((float(wall), int(rss), int(rc), float(cpu)))
    if int(rc) != 0 and not ((label.endswith(":waitwise") or label.endswith(":check")) and rc == "1"):
        bad.append(line.strip())
chk = [l.split() for l in open(checks)]
med = statistics.median
nruns = max(len(v) for v in runs.values())

print()
print("same program? (.s read by waitwise vs .mir read by the pass; both from one .ll)")
print("%-5s %9s %6s %8s %9s %9s %11s %10s  %s" % (
    "size", "s_insts", "funcs", "blocks", "mir_funcs", "mir_blks", "mir_waits", "s_waits", "llc -start-before on .mir"))
for c in chk:
    print("%-5s %9s %6s %8s %9s %9s %11s %10s  %s" % tuple(c))
print("(mir_waits: S_WAITCNT[_soft] already in the MIR before the pass (from the fences; the pass merges or drops the soft ones); s_waits: s_waitcnt in the .s)")

print()
print("LLVM si-insert-waitcnts vs waitwise explain, gfx942, %d runs each, medians (seconds)" % nruns)
hdr = "%-5s %8s %6s %9s %8s %8s %10s %9s %6s %8s %5s %7s %6s | %6s %6s %7s" % (
    "size", "insts", "pass", "pass+anal", "pipeline", "llc_proc", "parse+init", "mir_print",
    "llc_MB", "waitwise", "ww_MB", "ww/pass", "ww/llc", "pass_c", "ww_c", "ww/pass")
print(hdr)
print("-" * len(hdr))
for c in chk:
    s = c[0]
    llc = runs[s + ":llc"]
    ww = runs[s + ":waitwise"]
    if any(x[2] != 0 for x in llc) or any(x[2] > 1 for x in ww):
        print("%-5s %8s   FAILED (see below)" % (s, c[1]))
        continue
    reps = [report(os.path.join(tpdir, "%s.%d.txt" % (s, i + 1))) for i in range(len(llc))]
    missing = [r for r in reps if PASS not in r or "Total" not in r]
    if not reps or missing:
        print("%-5s  no '%s' row in the -time-passes report(s) in %s" % (s, PASS, tpdir))
        continue
    p = med(r[PASS][0] for r in reps)
    pc = med(r[PASS][1] for r in reps)
    pa = med(r[PASS][0] + sum(r.get(a, (0.0, 0.0))[0] for a in ANALYSES) for r in reps)
    pipe = report(os.path.join(bdir, "big_%s.s.time-passes" % s)).get(PASS, (None,))[0]
    lp = med(x[0] for x in llc)
    wp = med(x[0] for x in ww)
    wc = med(x[3] for x in ww)
    parse = med(x[0] - r["Total"][0] for x, r in zip(llc, reps))
    mprint = med(r.get("MIR Printing Pass", (0.0, 0.0))[0] for r in reps)
    print("%-5s %8s %6.3f %9.3f %8s %8.2f %10.2f %9.2f %6.0f %8.3f %5.0f %7.2f %6.3f | %6.3f %6.2f %7.2f" % (
        s, c[1], p, pa, "-" if pipe is None else "%.3f" % pipe, lp, parse, mprint,
        med(x[1] for x in llc) / 1024, wp, med(x[1] for x in ww) / 1024, wp / p, wp / lp,
        pc, wc, wc / pc if pc else float("nan")))
print()
print("pass: the '%s' row (wall) of llc -run-pass=si-insert-waitcnts -time-passes;" % PASS)
print("pass+anal: plus the dominator / post-dominator / loop-info rows it requires;")
print("pipeline: the same row in the full llc -O2 run that made the .s (1 run);")
print("llc_proc: wall time of the whole llc -run-pass process, of which parse+init (process minus")
print("  the report's Total: start-up and MIR parsing) and mir_print (the 'MIR Printing Pass' row:")
print("  -run-pass always prints the MIR, here to /dev/null); llc_MB, ww_MB: peak RSS;")
print("waitwise: build/waitwise explain -mcpu=gfx942 big_<S>x.s -o /dev/null (parse + CFG + analysis + text);")
print("right of |: CPU time (user+system) instead of wall: the pass's row, waitwise (all threads),")
print("  their ratio; less disturbed than wall time when other work shares the 2 cores.")
print("All medians; wall unless noted.")
print()
print("waitwise check and insert (--mode=recompute) on the same .s against the same pass row")
hdr2 = "%-5s %9s %9s %9s %9s %9s %9s %9s %9s" % ("size", "pass", "check", "ck/pass", "insert",
                                               "in/pass", "pass_c", "check_c", "insert_c")
print(hdr2)
print("-" * len(hdr2))
for c in chk:
    s = c[0]
    reps = [report(os.path.join(tpdir, "%s.%d.txt" % (s, i + 1))) for i in range(len(runs[s + ":llc"]))]
    if not reps or any(PASS not in r for r in reps) or not runs.get(s + ":check"):
        continue
    p = med(r[PASS][0] for r in reps)
    pc = med(r[PASS][1] for r in reps)
    ck = runs[s + ":check"]
    ins = runs[s + ":insert"]
    print("%-5s %9.3f %9.3f %9.2f %9.3f %9.2f %9.3f %9.2f %9.2f" % (
        s, p, med(x[0] for x in ck), med(x[0] for x in ck) / p, med(x[0] for x in ins),
        med(x[0] for x in ins) / p, pc, med(x[3] for x in ck), med(x[3] for x in ins)))
print("check: whole process (read, analyse, report); insert: read, place, check the result, print.")
if bad:
    print("\nruns that failed:")
    for b in bad:
        print("  " + b)
EOF
