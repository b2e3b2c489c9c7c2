#!/usr/bin/env python3
"""verify --format=html judged in a real browser: the page embeds exactly
what verify --format=json prints (the object on stdout, the diagnostics on
stderr) and exits as it does; headless Chromium runs its script with no
console message and draws a row per trace step, every async operation of
the trace, the marked cells (step/wave and why) and the phase completions;
with SHOT, a screenshot of that name shows the marks' and the ops' colours.
  html_check.py WAITWISE FILE.wk OUTDIR [SHOT]"""
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "Inputs"))
import browser  # noqa: E402

waitwise, src, outdir = sys.argv[1:4]
mode = sys.argv[4]
page = os.path.join(outdir, os.path.basename(src) + ".html")
with open(page, "w") as f:
    hrun = subprocess.run([waitwise, "verify", "--format=html", src], stdout=f, stderr=subprocess.PIPE, text=True)
jrun = subprocess.run([waitwise, "verify", "--format=json", src], capture_output=True, text=True)
obj = json.loads(jrun.stdout)
diags = [json.loads(l) for l in jrun.stderr.splitlines() if l]
html = open(page).read()
data = browser.data(html)
print("exit: html %d, json %d; stderr: %d text lines" % (hrun.returncode, jrun.returncode,
                                                        len(hrun.stderr.splitlines())))
print("data: verify %s, diagnostics %s" % ("same" if data["verify"] == obj else "DIFFERENT",
                                          "same" if data["diagnostics"] == diags else "DIFFERENT"))
print("no network:", browser.no_network(html))
if mode == "data":
    sys.exit(0)
shot = os.path.join(outdir, os.path.basename(src) + ".png") if mode == "shot" else None
dom, console, picture = browser.load(page, shot)
print("console messages:", len(console), *console[:3])
steps = obj["trace"]["steps"] if obj["trace"] else []
rows = set(re.findall(r'<tr[^>]* id="s(\d+)"', dom))
print("rows: %d of %d steps" % (len(rows & {str(s["index"]) for s in steps}), len(steps)))
ops = {"%d:%d" % (s["wave"], k) for s in steps for k in s["issued"] + s["completed"]}
drawn = set(re.findall(r'data-op="(\d+:\d+)"', dom))
print("ops: %d of %d drawn, %d others" % (len(drawn & ops), len(ops), len(drawn - ops)))
for cls, step, wave in re.findall(r'<td class="([^"]*\bmark\b[^"]*)" id="c(\d+)-(\d+)"', dom):
    print("marked: step %s wave %s: %s" % (step, wave, " ".join(c for c in cls.split() if c in ("error", "note", "blocked"))))
print("phase completions:", " ".join(re.findall(r'<tr id="s(\d+)" class="completes"', dom)) or "none")
print("verdict shown:", ("verdict " + obj["verdict"]) in dom)
if picture:
    width, height, colours = picture
    print("screenshot: %dx%d, violation colour %s, op colour %s" % (
        width, height, bytes((0xfd, 0xe0, 0xe0)) in colours, bytes((0x5b, 0x8f, 0xd6)) in colours))
