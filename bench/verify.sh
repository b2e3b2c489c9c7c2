#!/bin/sh
# waitwise verify against SPIN on the SPIN baseline's kernel.
#
#   sh bench/verify.sh [W,K,P[,MUTANT] ...]
#
# Default configurations: 3,2,3  4,1,3  4,2,3 and its mutants (nowait, wait1,
# nobarrier), then 8,2,3 and 16,2,3 (waitwise only: SPIN's model keeps
# happens-before in 31-bit masks, W*K*P <= 31), and the `named` variant at
# W = 2, 3, 4 (a named barrier with fences; waitwise only). For each, SPIN's side is
# ../shared/spin/promela-model.sh W K P [MUTANT] unchanged (spin -a, gcc -O2
# pan.c, ./pan -m200000 -w26; compile time apart), waitwise's side is
# bench/kir/gen_spin.py with the same arguments and `waitwise verify --stats`.
# Prints verdict, states, time, states/s and peak memory for both and the time
# ratio where both verify. Needs the Debian package spin for SPIN's side (the
# rows say "no spin" without it). It measures and prints; it asserts nothing.
set -eu
cd "$(dirname "$0")/.."
WAITWISE=${WAITWISE:-}
if [ -z "$WAITWISE" ]; then make -s; WAITWISE=build/waitwise; fi
MODEL=${SPIN_MODEL:-../shared/spin/promela-model.sh}
DIR=${BENCH_DIR:-build/bench}/verify
mkdir -p "$DIR"
CONFIGS=${*:-"3,2,3 4,1,3 4,2,3 4,2,3,nowait 4,2,3,wait1 4,2,3,nobarrier 8,2,3 16,2,3 2,2,3,named 3,2,3,named 4,2,3,named"}

now() { date +%s.%N; }

printf '%-18s | %-28s %10s %8s %10s %8s | %-26s %8s %8s %10s %8s | %s\n' config "spin verdict" states time \
  states/s MiB "waitwise verdict" states time states/s MiB ratio
for c in $CONFIGS; do
  set -- $(echo "$c" | tr , ' ')
  w=$1 k=$2 p=$3 mutant=${4:-}
  name="W=$w K=$k P=$p${mutant:+ $mutant}"
  # SPIN
  sv="no spin" ss=- st=- sr=- sm=-
  if [ "$mutant" = named ]; then sv="(not in SPIN's model)"
  elif command -v spin >/dev/null 2>&1 && [ $((w * k * p)) -le 31 ]; then
    d="$DIR/spin_${w}_${k}_${p}_${mutant:-ok}"
    mkdir -p "$d"
    sh "$MODEL" "$w" "$k" "$p" $mutant > "$d/model.pml"
    (cd "$d" && spin -a model.pml >/dev/null && gcc -O2 -w -o pan pan.c)
    t0=$(now)
    (cd "$d" && /usr/bin/time -f '%M' -o rss ./pan -m200000 -w26 > out 2>&1 || true)
    t1=$(now)
    st=$(echo "$t1 - $t0" | bc -l | xargs printf '%.2f')
    ss=$(sed -n 's/^ *\([0-9e.+]*\) states, stored.*/\1/p' "$d/out" | head -1)
    if grep -q "errors: 0" "$d/out"; then sv="verified"
    elif grep -q "assertion violated" "$d/out"; then sv="violation (assertion)"
    elif grep -q "invalid end state" "$d/out"; then sv="violation (invalid end state)"
    else sv="violation"; fi
    sm=$(awk '{printf "%.0f", $1 / 1024}' "$d/rss")
    sr=$(echo "$ss / $st" | bc -l 2>/dev/null | xargs printf '%.0f' 2>/dev/null || echo -)
  elif [ $((w * k * p)) -gt 31 ]; then sv="(W*K*P > 31)"; fi
  # waitwise
  f="$DIR/spin_${w}_${k}_${p}_${mutant:-ok}.wk"
  python3 bench/kir/gen_spin.py "$w" "$k" "$p" $mutant > "$f"
  out=$("$WAITWISE" verify "$f" --stats 2>/dev/null || true)
  wv=$(echo "$out" | head -1)
  ws=$(echo "$out" | sed -n 's/^states: \([0-9]*\),.*/\1/p')
  wt=$(echo "$out" | sed -n 's/^stats: \([0-9.]*\) s.*/\1/p')
  wr=$(echo "$out" | sed -n 's/^stats: [0-9.]* s, \([0-9]*\) states.*/\1/p')
  wm=$(echo "$out" | sed -n 's/.*peak memory \([0-9.]*\) MiB/\1/p')
  ratio=-
  if [ "$sv" = verified ] && [ "${wv%% *}" = verified ]; then
    ratio=$(echo "$st / ($wt + 0.0005)" | bc -l | xargs printf '%.0fx')
  fi
  printf '%-18s | %-28s %10s %8s %10s %8s | %-26s %8s %8s %10s %8s | %s\n' "$name" "$sv" "$ss" "$st" "$sr" "$sm" \
    "$wv" "$ws" "$wt" "$wr" "$wm" "$ratio"
done
