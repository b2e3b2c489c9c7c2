#!/bin/sh
# Regenerate the committed assembly corpus: corpus/<cpu>/<name>.s from
# corpus/src/<name>.cl, for every CPU in $CPUS, then check each file.
#
#   sh corpus/regen.sh            # from anywhere; works in the corpus dir
#   CLANG=... LLVM_MC=... sh corpus/regen.sh
#
# Compile flags (besides the ones the project asked for):
#   -nogpulib     no ROCm device library is installed; kernels use the
#                 __builtin_amdgcn_* intrinsics instead of get_local_id() etc.
#   -fno-ident    no compiler version string (.ident) in the output.
#   -mllvm -amdgpu-internalize-symbols
#                 clang >= 21 emits, for every OpenCL kernel, an externally
#                 visible callable copy "__clang_ocl_kern_imp_<kernel>" (so
#                 that kernels may call kernels). Standalone, unlinked, it is
#                 kept; with LDS it degenerates to "s_trap 2" plus a warning.
#                 Internalizing (as a linked ROCm build does) drops those
#                 copies; real non-kernel functions (call.cl) stay.
# The source is passed as a path relative to corpus/ ("src/x.cl"); the output
# holds no file names or paths (checked below), so it is the same on every
# machine and from every checkout location.
#
# Checks per file: llvm-mc assembles it for its CPU, the object has no
# undefined symbols (nothing was left to a device library), and the text
# contains no absolute path and no .ident/.file line.
set -eu

cd "$(dirname "$0")"

CLANG=${CLANG:-clang-22}
LLVM_MC=${LLVM_MC:-llvm-mc-22}
LLVM_NM=${LLVM_NM:-llvm-nm-22}
CPUS="gfx900 gfx908 gfx90a gfx942 gfx950 gfx1100 gfx1200 gfx1250"
FLAGS="-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -O2 -S -nogpulib -fno-ident -mllvm -amdgpu-internalize-symbols"

# Which CPUs a kernel file is built for. Prints "yes" or the reason to skip.
# Keep in step with README.md. A skipped (file, cpu) pair is re-checked below:
# it must still fail to compile, so the table cannot silently go stale.
support() { # $1 = name, $2 = cpu
  case "$1" in
  lds_dma_single | lds_dma_double)
    # __builtin_amdgcn_global_load_lds / raw_ptr_buffer_load_lds need the
    # target feature vmem-to-lds-load-insts (GFX9 and GFX10 only).
    case "$2" in
    gfx900 | gfx908 | gfx90a | gfx942 | gfx950) echo yes ;;
    gfx1100 | gfx1200) echo "GFX11/GFX12 have no LDS DMA (no vmem-to-lds-load-insts; clang: 'needs target feature vmem-to-lds-load-insts')" ;;
    gfx1250) echo "gfx1250 replaced LDS DMA by global_load_async_to_lds_* (see lds_async_gfx1250); no vmem-to-lds-load-insts" ;;
    *) echo "unknown cpu" ;;
    esac
    ;;
  lds_async_gfx1250)
    # __builtin_amdgcn_global_load_async_to_lds_b32 / s_wait_asynccnt
    case "$2" in
    gfx1250) echo yes ;;
    *) echo "global_load_async_to_lds_* and s_wait_asynccnt exist only on gfx1250 (clang: 'needs target feature gfx1250-insts')" ;;
    esac
    ;;
  *) echo yes ;;
  esac
}

fail=0
nfiles=0
nskip=0
for cpu in $CPUS; do
  mkdir -p "$cpu"
  rm -f "$cpu"/*.s
done

for src in src/*.cl; do
  name=$(basename "$src" .cl)
  for cpu in $CPUS; do
    why=$(support "$name" "$cpu")
    out="$cpu/$name.s"
    if [ "$why" != yes ]; then
      nskip=$((nskip + 1))
      echo "skip  $out: $why"
      # the reason must still hold: compiling has to fail
      # shellcheck disable=SC2086
      if "$CLANG" $FLAGS -mcpu="$cpu" "$src" -o /dev/null 2>/dev/null; then
        echo "ERROR $out: listed as unsupported but compiles now; update support()" >&2
        fail=1
      fi
      continue
    fi
    # shellcheck disable=SC2086
    if ! "$CLANG" $FLAGS -mcpu="$cpu" "$src" -o "$out"; then
      echo "ERROR $out: clang failed" >&2
      fail=1
      continue
    fi
    nfiles=$((nfiles + 1))
    obj=$(mktemp)
    if ! "$LLVM_MC" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" -filetype=obj -o "$obj" "$out"; then
      echo "ERROR $out: llvm-mc cannot assemble it" >&2
      fail=1
    elif [ -n "$("$LLVM_NM" -u "$obj")" ]; then
      echo "ERROR $out: undefined symbols: $("$LLVM_NM" -u "$obj" | tr '\n' ' ')" >&2
      fail=1
    fi
    rm -f "$obj"
    if grep -nE '/(work|home|tmp|root|usr)/|^[[:space:]]*\.(ident|file)[[:space:]]|\.cl\b' "$out" >&2; then
      echo "ERROR $out: embeds a path, file name or .ident line" >&2
      fail=1
    fi
    echo "ok    $out ($(grep -c '' "$out") lines)"
  done
done

echo "$nfiles files written, $nskip (file, cpu) pairs skipped"
if [ "$fail" != 0 ]; then
  echo "regen.sh: FAILED" >&2
  exit 1
fi
