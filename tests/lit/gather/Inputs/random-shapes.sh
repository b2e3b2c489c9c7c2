#!/usr/bin/env bash
# Random shapes (fixed seed; gfx1250 among the targets): every plan the planner returns passes its exact
# cover check (else exit 70), bad shapes exit 2 with a message, and each plan
# small enough to emit assembles with llvm-mc, is clean under `check`, and
# moves every tile byte to its place when executed (simulate-asm.py). A shape
# is refused exactly when it breaks a rule of the hardware (judged below).
W=$1; T=$2; N=${3:-60}
RANDOM=18
types=(i8 f16 bf16 f32 f64); bytes=(1 2 2 4 8)
planned=0; refused=0; limited=0; emitted=0; fail=0
for ((i = 0; i < N; i++)); do
  cpus=(gfx942 gfx950 gfx90a gfx1250); cpu=${cpus[RANDOM % 4]}
  rows=$((1 + RANDOM % 64)); cols=$((1 + RANDOM % 96)); ti=$((RANDOM % 5)); type=${types[ti]}; e=${bytes[ti]}
  pad=$((RANDOM % 3 == 0 ? 0 : RANDOM % 9)); base=$((RANDOM % 4 == 0 ? RANDOM % 64 : 4 * (RANDOM % 8)))
  threads=$((64 << (RANDOM % 4))); wait="s_waitcnt vmcnt(PRE)"
  [ $cpu = gfx1250 ] && threads=$((threads / 2)) && wait="s_wait_asynccnt 0xPRE"
  args=(-mcpu=$cpu --tile=${rows}x$cols --type=$type --lds-row=$((cols + pad)) --lds-base=$base --threads=$threads)
  # The judge of refusals, from the hardware rules, not the planner: GFX9's LDS
  # DMA writes whole dwords (row bytes, LDS row stride with a second row, and
  # LDS base must be multiples of 4), except that rows contiguous in both
  # memories (no padding: the global stride is the columns here) are one run
  # whose bytes must be (reference 003's basic case); gfx1250's async loads
  # have byte lanes; every target: the tile fits the LDS of a workgroup.
  lds=65536; [ $cpu = gfx950 ] && lds=163840; [ $cpu = gfx1250 ] && lds=327680
  illegal=$((base + rows * (cols + pad) * e > lds))
  if [ $cpu != gfx1250 ] && { [ $pad = 0 ] || [ $rows = 1 ]; }; then
    illegal=$((illegal || (rows * cols * e) % 4 || base % 4))
  elif [ $cpu != gfx1250 ]; then
    illegal=$((illegal || (cols * e) % 4 || ((cols + pad) * e) % 4 || base % 4))
  fi
  "$W" gather "${args[@]}" > "$T.plan" 2> "$T.err"; rc=$?
  if [ $rc = 2 ] && [ -s "$T.err" ]; then
    refused=$((refused + 1))
    # a legal shape may still exceed the planner's load limit: counted apart
    if [ $illegal = 0 ] && grep -q "error: no plan within [0-9]* loads per wave" "$T.err"; then
      limited=$((limited + 1))
    elif [ $illegal = 0 ]; then
      echo "FAIL refused a legal shape: ${args[*]}"; head -1 "$T.err"; fail=$((fail + 1))
    fi
    continue
  fi
  if [ $rc != 0 ]; then echo "FAIL ($rc): ${args[*]}"; cat "$T.err"; fail=$((fail + 1)); continue; fi
  [ $illegal = 0 ] || { echo "FAIL planned an illegal shape: ${args[*]}"; fail=$((fail + 1)); }
  planned=$((planned + 1))
  loads=$(sed -n 's/^plan: \([0-9]*\) load.*/\1/p' "$T.plan")
  [ "$loads" -le 30 ] || continue
  pre=$((RANDOM % 4))
  "$W" gather "${args[@]}" --emit=asm --prefetch=$pre -o "$T.s" &&
    llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=$cpu -filetype=obj -o /dev/null "$T.s" 2>&1 &&
    "$W" check -mcpu=$cpu "$T.s" && grep -q "${wait/PRE/$pre}" "$T.s" &&
    python3 "$(dirname "$0")/simulate-asm.py" "$T.s" $rows $((cols * e)) $(((cols + pad) * e)) $((cols * e)) \
      $base $threads > "$T.sim" ||
    { echo "FAIL emit: ${args[*]} --prefetch=$pre"; cat "$T.sim" 2>/dev/null; fail=$((fail + 1)); continue; }
  emitted=$((emitted + 1))
done
echo "planned $planned, refused $refused ($limited legal over the load limit), emitted, checked and simulated $emitted, failed $fail"
