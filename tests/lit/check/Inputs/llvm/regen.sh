#!/bin/sh
# Regenerates the LLVM 22 outputs the check tests read: every NAME.cl here
# compiled for the CPUs its first line lists ("// cpus: gfx900 gfx942 ..."),
# into NAME-CPU.s, with the corpus's flags (corpus/regen.sh says why each is
# there). Extra clang flags for one file go on a "// flags: ..." line.
# NAME.ll files go through llc-22, for the triple of their "; triple:" line.
# NAME.hip files are compiled for the device with -fgpu-rdc (device functions
# keep external linkage), to LLVM IR, then through llc-22.
#   sh tests/lit/check/Inputs/llvm/regen.sh
set -eu
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-22}
LLC=${LLC:-llc-22}
LLVM_MC=${LLVM_MC:-llvm-mc-22}
FLAGS="-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -O2 -S -nogpulib -fno-ident -mllvm -amdgpu-internalize-symbols"
for src in *.cl; do
  name=${src%.cl}
  cpus=$(sed -n '1s|^// cpus: ||p' "$src")
  extra=$(sed -n 's|^// flags: ||p' "$src")
  [ -n "$cpus" ] || { echo "$src: no '// cpus:' first line" >&2; exit 1; }
  for cpu in $cpus; do
    # shellcheck disable=SC2086
    "$CLANG" $FLAGS $extra -mcpu="$cpu" "$src" -o "$name-$cpu.s"
    "$LLVM_MC" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" -filetype=null "$name-$cpu.s"
    echo "$name-$cpu.s"
  done
done
for src in *.ll; do
  name=${src%.ll}
  cpus=$(sed -n '1s|^; cpus: ||p' "$src")
  triple=$(sed -n 's|^; triple: ||p' "$src")
  [ -n "$cpus" ] && [ -n "$triple" ] || { echo "$src: no '; cpus:' first line or '; triple:' line" >&2; exit 1; }
  for cpu in $cpus; do
    "$LLC" -mtriple="$triple" -mcpu="$cpu" "$src" -o "$name-$cpu.s"
    "$LLVM_MC" -triple="$triple" -mcpu="$cpu" -filetype=null "$name-$cpu.s"
    echo "$name-$cpu.s"
  done
done
for src in *.hip; do
  name=${src%.hip}
  cpus=$(sed -n '1s|^// cpus: ||p' "$src")
  [ -n "$cpus" ] || { echo "$src: no '// cpus:' first line" >&2; exit 1; }
  for cpu in $cpus; do
    "$CLANG" -x hip --cuda-device-only -fgpu-rdc -nogpulib -nogpuinc -O2 -S -fno-ident \
      --offload-arch="$cpu" "$src" -o "$name-$cpu.ll.tmp"
    "$LLC" -O2 -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" "$name-$cpu.ll.tmp" -o "$name-$cpu.s"
    rm -f "$name-$cpu.ll.tmp"
    "$LLVM_MC" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" -filetype=null "$name-$cpu.s"
    echo "$name-$cpu.s"
  done
done
