#!/bin/sh
# Build the large benchmark kernels (not committed) for gfx942.
#
#   sh corpus/gen_big.sh OUTDIR [--one-kernel] [--no-verify] [SCALE ...]
#
# For each SCALE (default: 1 4 16) writes OUTDIR/big_<S>x.cl (gen_big.py
# --scale S: 576*S sections, 32 per kernel) and OUTDIR/big_<S>x.s, verifies
# the .s with llvm-mc (unless --no-verify), and prints instructions, .LBB
# labels, basic blocks, functions and the clang time per file.
# --one-kernel also writes big_1x_1k.{cl,s}: the 1x sections in a single
# kernel (one function of ~3.5k blocks; clang needs ~30 s for it, and the time
# grows faster than linearly with the size of one function, which is why the
# scaled files use many kernels of bounded size).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
CLANG=${CLANG:-clang-22}
LLVM_MC=${LLVM_MC:-llvm-mc-22}
PYTHON=${PYTHON:-python3}
CPU=gfx942
FLAGS="-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -O2 -S -nogpulib -fno-ident -mllvm -amdgpu-internalize-symbols -mcpu=$CPU"

[ $# -ge 1 ] || { echo "usage: $0 OUTDIR [--one-kernel] [--no-verify] [SCALE ...]" >&2; exit 2; }
out=$1
shift
one=0
verify=1
scales=""
for a in "$@"; do
  case "$a" in
  --one-kernel) one=1 ;;
  --no-verify) verify=0 ;;
  *[!0-9]* | "") echo "bad scale: $a" >&2; exit 2 ;;
  *) scales="$scales $a" ;;
  esac
done
[ -n "$scales" ] || scales="1 4 16"
mkdir -p "$out"

now() { date +%s.%N; }

build() { # $1 = base name, rest = gen_big.py arguments
  base=$1
  shift
  "$PYTHON" "$here/gen_big.py" "$@" -o "$out/$base.cl"
  t0=$(now)
  # cd so that clang sees a relative source path
  # shellcheck disable=SC2086
  (cd "$out" && "$CLANG" $FLAGS "$base.cl" -o "$base.s")
  t1=$(now)
  secs=$(echo "$t0 $t1" | awk '{ printf "%.1f", $2 - $1 }')
  if [ "$verify" = 1 ]; then
    "$LLVM_MC" -triple=amdgcn-amd-amdhsa -mcpu=$CPU -filetype=obj -o /dev/null "$out/$base.s"
  fi
  "$PYTHON" "$here/gen_big.py" --count "$out/$base.s" | tail -n 1 |
    awk -v s="$secs" -v f="$base.s" '{ printf "%-16s %12d %8d %8d %6d %9s\n", f, $1, $2, $3, $4, s }'
}

printf "%-16s %12s %8s %8s %6s %9s\n" file instructions LBB blocks funcs clang_s
for s in $scales; do
  build "big_${s}x" --scale "$s"
done
if [ "$one" = 1 ]; then
  build big_1x_1k --scale 1 --per-kernel 0
fi
