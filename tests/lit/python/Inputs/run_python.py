#!/usr/bin/env python3
"""Builds the shared library next to WAITWISE (make shared, same BUILD; not
instrumented even for a sanitizer build, as make is not given SAN=1, so the
interpreter loads it as it is) and runs SCRIPT with the package and it.
  run_python.py WAITWISE ROOT SCRIPT [ARGS...]"""
import fcntl
import os
import subprocess
import sys

waitwise, root, script = sys.argv[1:4]
build_dir = os.path.dirname(os.path.abspath(waitwise))
build = os.path.relpath(build_dir, root)
# the tests of this folder run at once: two makes writing the same objects
# and library would race (one then finds no library), so one at a time
os.makedirs(build_dir, exist_ok=True)
with open(os.path.join(build_dir, ".shared.lock"), "w") as lock:
    fcntl.flock(lock, fcntl.LOCK_EX)
    subprocess.run(["make", "-s", "-C", root, "BUILD=" + build, "shared"], check=True, stdout=subprocess.DEVNULL)
lib = os.path.join(build_dir, "libwaitwise.so")
env = dict(os.environ, PYTHONPATH=os.path.join(root, "python"), WAITWISE_LIBRARY=lib)
sys.exit(subprocess.run([sys.executable, script] + sys.argv[4:], env=env).returncode)
