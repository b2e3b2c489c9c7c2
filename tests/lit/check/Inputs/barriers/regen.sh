#!/bin/sh
# Regenerates the barrier corpus: split.cl for gfx1200 and gfx1250 (split
# workgroup barriers), named.cl for gfx1250 (named and cluster barriers),
# with the corpus's flags (corpus/regen.sh), and checks that llvm-mc takes
# every file.
set -eu
cd "$(dirname "$0")"
CLANG=${CLANG:-/usr/lib/llvm-22/bin/clang}
LLVM_MC=${LLVM_MC:-/usr/lib/llvm-22/bin/llvm-mc}
FLAGS="-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -O2 -S -nogpulib -fno-ident -mllvm -amdgpu-internalize-symbols"
for pair in split:gfx1200 split:gfx1250 named:gfx1250; do
  name=${pair%%:*} cpu=${pair#*:}
  # shellcheck disable=SC2086
  "$CLANG" $FLAGS -mcpu="$cpu" "$name.cl" -o "$name-$cpu.s"
  "$LLVM_MC" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" -filetype=obj "$name-$cpu.s" -o /dev/null
done
