#!/usr/bin/env python3
"""pipeline --explain=html judged in a real browser: the page embeds the
program `pipeline` prints with the same options; headless Chromium runs its
script with no console message and draws every unit and every wait of the
embedded schedule; each drawn row is printed as text (t, region, a cell per
stage, the groups in flight after it) for the test to compare with the
program; a screenshot shows the waits' and the groups' colours. MODE: data
(no browser), dom, or shot (dom and screenshot, OUTDIR/FILE.png).
  html_check.py WAITWISE FILE.wk OUTDIR MODE [pipeline options...]"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "Inputs"))
import browser  # noqa: E402

waitwise, src, outdir, mode = sys.argv[1:5]
opts = sys.argv[5:]
page = os.path.join(outdir, os.path.basename(src) + ".html")
run = subprocess.run([waitwise, "pipeline", src, "--explain=html", "-o", page] + opts, capture_output=True, text=True)
program = subprocess.run([waitwise, "pipeline", src] + opts, capture_output=True, text=True).stdout
html = open(page).read()
data = browser.data(html)
print("exit: %d; stderr: %d lines" % (run.returncode, len(run.stderr.splitlines())))
print("program: %s; loops: %d" % ("same" if data["program"] == program else "DIFFERENT", len(data["loops"])))
print("no network:", browser.no_network(html))
if mode == "data":
    sys.exit(0)
shot = os.path.join(outdir, os.path.basename(src) + ".png") if mode == "shot" else None
dom, console, picture = browser.load(page, shot)
print("console messages:", len(console), *console[:3])
events = [e for l in data["loops"] for r in l["rows"] + l["epilogue"] for e in r["events"]]
units = sum("unit" in e for e in events)
waits = sum("wait" in e for e in events)
print("units: %d of %d drawn; waits: %d of %d drawn" % (
    len(re.findall(r'<span class="unit[^"]*"[^>]*>U\d+ k=', dom)), units,
    len(re.findall(r'<span class="wait[^"]*"[^>]*>wait(_asyncmark)?\([\d-]', dom)), waits))
text = lambda s: re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", s)).strip()
for cls, body in re.findall(r'<tr class="(prologue|body|epilogue|elided)"[^>]*>(.*?)</tr>', dom):
    print("row:", " | ".join(text(c) for c in re.findall(r"<td[^>]*>(.*?)</td>", body)))
if picture:
    width, height, colours = picture
    print("screenshot: %dx%d, wait colour %s, group colour %s" % (
        width, height, bytes((0xfd, 0xe6, 0xe6)) in colours, bytes((0xdb, 0xe7, 0xf7)) in colours))
