#!/usr/bin/env bash
# run-libfuzzer.sh SECONDS: builds the libFuzzer targets (clang-22,
# -fsanitize=fuzzer,address,undefined) into build-fuzz/ and runs each for
# SECONDS on its seed corpus:
#   fuzz_asm     the assembly reader and check, through the public API
#                (seeds: tests/fuzz/libfuzzer/seeds/asm, the first byte
#                picks the target)
#   fuzz_object  the code-object reader (src/object/) and check
#                (seeds: objects assembled here by llvm-mc-22 from
#                tests/lit/check/Inputs/objects/*.s, and an offload bundle)
# Exits non-zero when a target crashes, hangs or reports (the input is kept
# in build-fuzz/artifacts/). Installs libclang-rt-22-dev (libFuzzer's
# runtime) and clang-22 with apt-get when missing. The inputs each target
# found are kept in build-fuzz/corpus-TARGET/ and reused by the next run.
set -euo pipefail
cd "$(dirname "$0")/../.."
SECONDS_EACH=${1:?usage: tests/fuzz/run-libfuzzer.sh SECONDS}
LLVM_BIN=/usr/lib/llvm-22/bin
CLANG=$LLVM_BIN/clang
B=build-fuzz

need=()
[ -x "$CLANG" ] || need+=(clang-22)
[ -x "$LLVM_BIN/llvm-mc" ] || need+=(llvm-22)
[ -x "$LLVM_BIN/clang-offload-bundler" ] || need+=(clang-tools-22)
ls /usr/lib/llvm-22/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1 ||
  need+=(libclang-rt-22-dev)
if [ ${#need[@]} -gt 0 ]; then
  echo "run-libfuzzer: installing ${need[*]}" >&2
  SUDO=; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
# the library with coverage instrumentation; the targets link libFuzzer's main
make -s BUILD=$B CC=$CLANG CFLAGS="-O1 -g $SAN -fsanitize=fuzzer-no-link" $B/libwaitwise.a
CPP="-std=c11 -D_POSIX_C_SOURCE=200809L -Iinclude -Isrc"
$CLANG $CPP -O1 -g $SAN -fsanitize=fuzzer tests/fuzz/libfuzzer/fuzz_asm.c $B/libwaitwise.a \
  -pthread -o $B/fuzz_asm
$CLANG $CPP -O1 -g $SAN -fsanitize=fuzzer tests/fuzz/libfuzzer/fuzz_object.c \
  $B/libwaitwise.a -pthread -ldl -o $B/fuzz_object

seeds=$B/seeds-object
rm -rf "$seeds" && mkdir -p "$seeds" $B/corpus-asm $B/corpus-object $B/artifacts
for s in tests/lit/check/Inputs/objects/*.s; do
  cpu=$(sed -n 's/.*amdgcn-amd-amdhsa--\(gfx[0-9a-f]*\).*/\1/p' "$s" | head -n1)
  for c in ${cpu:-gfx1100} gfx1030 gfx900; do
    o="$seeds/$(basename "$s" .s)-$c.o"
    # amd_kernel_code_t (code object v2) takes a triple without amdhsa
    "$LLVM_BIN/llvm-mc" -triple=amdgcn-amd-amdhsa -mcpu=$c -filetype=obj "$s" -o "$o" 2>/dev/null ||
      "$LLVM_BIN/llvm-mc" -triple=amdgcn-- -mcpu=$c -filetype=obj "$s" -o "$o" 2>/dev/null || rm -f "$o"
  done
done
# the hostile shapes of code-object-hostile.test
p=tests/lit/check/Inputs/objects/patch.py
for m in kd-far kd-undef kd-short strtab-nul; do python3 $p $m "$seeds/wave32-xyz-gfx1100.o" "$seeds/$m.o"; done
python3 $p sdst0 "$seeds/two-functions-gfx1030.o" "$seeds/sdst0.o"
python3 $p hsa-kernel "$seeds/v2-kernel-gfx900.o" "$seeds/hsa-kernel.o"
one=$(ls "$seeds"/*.o | head -n1)
"$LLVM_BIN/clang-offload-bundler" -type=o -targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--gfx1100 \
  -input=/dev/null -input="$one" -output="$seeds/bundle.o"

rc=0
for t in asm object; do
  seed=tests/fuzz/libfuzzer/seeds/asm
  [ $t = object ] && seed=$seeds
  echo "run-libfuzzer: fuzz_$t for ${SECONDS_EACH}s" >&2
  # detect_leaks=0: libLLVM keeps what it allocates once per process
  ASAN_OPTIONS=detect_leaks=0 nice $B/fuzz_$t -max_total_time="$SECONDS_EACH" -timeout=20 \
    -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 -artifact_prefix=$B/artifacts/$t- \
    $B/corpus-$t "$seed" 2>$B/fuzz_$t.log || { rc=1; echo "run-libfuzzer: fuzz_$t FAILED (see $B/fuzz_$t.log)" >&2; }
  grep -E "stat::number_of_executed_units|stat::new_units_added|^(==|SUMMARY)" $B/fuzz_$t.log | sed "s/^/fuzz_$t: /" >&2 || true
done
exit $rc
