#!/bin/sh
# regen.sh - regenerate src/target/amdgpu_insts.inc (and amdgpu_cpus.inc,
# amdgpu_elf_mach.inc) from LLVM 22.
#
#   tools/gen-inst-table/regen.sh            write the table and summary.txt
#   tools/gen-inst-table/regen.sh --check    re-derive and compare with the
#                                            committed table (exit 1 if not equal)
#   ... --probes DIR                         also write the llvm-mc operand-count
#                                            probes, DIR/<cpu>.tsv, for diff_counts.py
#
# Needs LLVM 22 (llvm-config, llvm-mc, headers, libLLVM-22.so) and a C++17
# compiler.  Environment: LLVM_CONFIG (default: llvm-config-22, then
# /usr/lib/llvm-22/bin/llvm-config), CXX (default: clang++-22, clang++ of
# that LLVM, g++, c++).  Builds in a temporary directory; see README.md.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
table="$root/src/target/amdgpu_insts.inc"
cpus="$root/src/target/amdgpu_cpus.inc"
summary="$here/summary.txt"

mode="write"
probes=
while [ $# -gt 0 ]; do
  case "$1" in
    --check) mode=check ;;
    --probes) [ $# -ge 2 ] || { echo "usage: $0 [--check] [--probes DIR]" >&2; exit 2; }
              probes=$2; shift ;;
    *) echo "usage: $0 [--check] [--probes DIR]" >&2; exit 2 ;;
  esac
  shift
done

missing() {
  echo "regen.sh: $1" >&2
  echo "regen.sh: LLVM 22 is needed; on Debian 12:" >&2
  echo "  apt-get install llvm-22 llvm-22-dev clang-22   (bookworm-security)" >&2
  echo "or point LLVM_CONFIG at an LLVM 22 llvm-config." >&2
  exit 2
}

if [ -z "${LLVM_CONFIG:-}" ]; then
  if command -v llvm-config-22 >/dev/null 2>&1; then
    LLVM_CONFIG=llvm-config-22
  elif [ -x /usr/lib/llvm-22/bin/llvm-config ]; then
    LLVM_CONFIG=/usr/lib/llvm-22/bin/llvm-config
  else
    missing "llvm-config-22 not found"
  fi
fi
version=$("$LLVM_CONFIG" --version) || missing "$LLVM_CONFIG does not run"
case "$version" in
  22.*) ;;
  *) missing "$LLVM_CONFIG is LLVM $version, not 22" ;;
esac
bindir=$("$LLVM_CONFIG" --bindir)
incdir=$("$LLVM_CONFIG" --includedir)
libdir=$("$LLVM_CONFIG" --libdir)
llvm_mc="$bindir/llvm-mc"
[ -x "$llvm_mc" ] || missing "$llvm_mc not found"
"$llvm_mc" --version 2>/dev/null | grep -q "LLVM version $version" ||
  missing "$llvm_mc is not LLVM $version"
[ -f "$incdir/llvm/MC/MCInstrInfo.h" ] || missing "LLVM headers not found in $incdir (llvm-22-dev)"
"$LLVM_CONFIG" --targets-built | grep -qw AMDGPU || missing "this LLVM has no AMDGPU target"

if [ -z "${CXX:-}" ]; then
  for c in clang++-22 "$bindir/clang++" g++ c++; do
    if command -v "$c" >/dev/null 2>&1; then CXX=$c; break; fi
  done
  [ -n "${CXX:-}" ] || missing "no C++ compiler found (set CXX)"
fi

# LLVM's own -D flags, but its headers as system headers (no warnings).
defs=
for f in $("$LLVM_CONFIG" --cxxflags); do
  case "$f" in -D*) defs="$defs $f" ;; esac
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

libs=$("$LLVM_CONFIG" --libs)
# shellcheck disable=SC2086 # $defs and $libs are word lists
"$CXX" -std=c++17 -O1 -Wall -Wextra -fno-exceptions $defs \
  -isystem "$incdir" -I "$root/src/target" \
  "$here/gen_inst_table.cpp" "$here/operand_counts.cpp" -o "$tmp/gen_inst_table" \
  -L"$libdir" $libs -Wl,-rpath,"$libdir"

quiet=
[ "$mode" = check ] && quiet=-q
set --
if [ -n "$probes" ]; then
  mkdir -p "$probes"
  set -- --probes "$probes"
fi
# shellcheck disable=SC2086 # $quiet is empty or one word
"$tmp/gen_inst_table" --llvm-mc "$llvm_mc" --llvm-version "$version" $quiet \
  -o "$tmp/amdgpu_insts.inc" --cpus "$tmp/amdgpu_cpus.inc" --summary "$tmp/summary.txt" "$@"

LLVM_VERSION=$version "$here/gen_elf_mach.sh" "$incdir/llvm/BinaryFormat/ELF.h" "$tmp/amdgpu_elf_mach.inc"

if [ "$mode" = check ]; then
  if ! diff -u "$root/src/target/amdgpu_elf_mach.inc" "$tmp/amdgpu_elf_mach.inc" >&2; then
    echo "regen.sh --check: src/target/amdgpu_elf_mach.inc differs from LLVM $version's ELF.h; run $0" >&2
    exit 1
  fi
  if ! [ -f "$table" ]; then
    echo "regen.sh --check: $table does not exist" >&2
    exit 1
  fi
  if ! diff -u "$table" "$tmp/amdgpu_insts.inc" >"$tmp/diff"; then
    head -n 60 "$tmp/diff" >&2
    echo "regen.sh --check: $table differs from what LLVM $version gives" \
      "($(grep -c '^[-+]TG_INST' "$tmp/diff") row lines); run $0" >&2
    exit 1
  fi
  if ! diff -u "$cpus" "$tmp/amdgpu_cpus.inc" >&2; then
    echo "regen.sh --check: $cpus differs from what LLVM $version gives; run $0" >&2
    exit 1
  fi
  if ! cmp -s "$summary" "$tmp/summary.txt"; then
    echo "regen.sh --check: note: $summary is out of date (the table is not)" >&2
  fi
  echo "regen.sh --check: $table is up to date (LLVM $version)"
else
  cp "$tmp/amdgpu_insts.inc" "$table"
  cp "$tmp/amdgpu_cpus.inc" "$cpus"
  cp "$tmp/summary.txt" "$summary"
  cp "$tmp/amdgpu_elf_mach.inc" "$root/src/target/amdgpu_elf_mach.inc"
  sed -n 's/^ \* \([0-9]* rows\).*/\1/p' "$table" | head -n 1 |
    sed "s|^|regen.sh: wrote $table: |"
fi
