#!/usr/bin/env bash
# Runs every test: lit + FileCheck over tests/lit against the waitwise binary
# in BUILD (default: build). Installs the Debian packages the tests need
# (llvm-22 for llvm-mc, llvm-22-tools for lit/FileCheck/not, clang-22 for
# the CUDA lowering tests: CUDA to PTX without the CUDA toolkit;
# clang-tools-22 for clang-offload-bundler, the code-object tests; gcc,
# pkgconf and groff-base for the install test: a C program built with
# pkg-config's flags, the man page rendered; chromium for explain's HTML
# page, loaded headless) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
LLVM_BIN=/usr/lib/llvm-22/bin

need=()
[ -x "$LLVM_BIN/llvm-mc" ] || need+=(llvm-22)
[ -x "$LLVM_BIN/lit" ] && [ -x "$LLVM_BIN/FileCheck" ] || need+=(llvm-22-tools)
[ -x "$LLVM_BIN/clang" ] || need+=(clang-22)
[ -x "$LLVM_BIN/clang-offload-bundler" ] || need+=(clang-tools-22)
command -v python3 >/dev/null || need+=(python3)
command -v cc >/dev/null && command -v nm >/dev/null || need+=(gcc)
command -v pkg-config >/dev/null || need+=(pkgconf)
command -v groff >/dev/null && command -v preconv >/dev/null || need+=(groff-base)
command -v chromium >/dev/null || need+=(chromium)
if [ ${#need[@]} -gt 0 ]; then
  echo "run-tests: installing ${need[*]}" >&2
  SUDO=; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

[ -x "$BUILD/waitwise" ] || make -s BUILD="$BUILD"
export WAITWISE="$PWD/$BUILD/waitwise"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
"$LLVM_BIN/lit" -sv --param waitwise="$WAITWISE" tests/lit "${@:2}" 2>&1 | tee "$log"
rc=${PIPESTATUS[0]}
set -e
passed=$(sed -n 's/^ *Passed *: *\([0-9]*\).*/\1/p' "$log" | tail -n1)
failed=$(sed -n 's/^ *Failed *: *\([0-9]*\).*/\1/p' "$log" | tail -n1)
echo "lit: ${passed:-0} passed, ${failed:-0} failed"
exit "$rc"
