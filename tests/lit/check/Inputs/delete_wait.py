"""Prints FILE without the counter wait right before (or after) the first
line of FUNCTION that matches PATTERN: a mutant for the fence tests.

usage: delete_wait.py FILE FUNCTION before|after PATTERN
Exits 1 when there is no such wait (the input is not what the test says).
"""
import re
import sys

path, func, where, pat = sys.argv[1:5]
lines = open(path).read().split("\n")
wait = re.compile(r"^\s*(s_waitcnt|s_wait_(load|store|sample|bvh|ds|km|exp)cnt)")
start = next(i for i, l in enumerate(lines) if l.startswith(func + ":"))
hit = next(i for i in range(start, len(lines)) if re.search(pat, lines[i]))
k = hit - 1 if where == "before" else hit + 1
if not wait.match(lines[k]):
    sys.exit("delete_wait.py: line %d is no wait: %s" % (k + 1, lines[k]))
sys.stdout.write("\n".join(lines[:k] + lines[k + 1:]))
