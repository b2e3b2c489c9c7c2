#!/bin/sh
# check_table.sh - re-derive src/target/amdgpu_insts.inc from the installed
# LLVM 22 and compare it with the committed file; exits non-zero when they
# differ (or when LLVM 22 is missing: exit 2).  Same as regen.sh --check.
exec "$(dirname "$0")/regen.sh" --check
