#!/usr/bin/env python3
"""explain --format=html judged in a real browser: the page's embedded data
is exactly what explain --format=json and check --format=json print; headless
Chromium runs its script with no console error and draws a row for every
instruction, a note for every finding and every wait, an arc from each
wait to each operation it retires; a screenshot has the
window's size and shows the finding's colour.
  html_check.py WAITWISE FILE.s MCPU OUTDIR"""
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Inputs"))
import browser  # noqa: E402

waitwise, src, mcpu, outdir = sys.argv[1:5]
page = os.path.join(outdir, "page.html")
subprocess.run([waitwise, "explain", "--format=html", "-mcpu=" + mcpu, src, "-o", page], check=True)
doc = json.loads(subprocess.run([waitwise, "explain", "--format=json", "-mcpu=" + mcpu, src],
                                capture_output=True, text=True, check=True).stdout)
found = [json.loads(l) for l in subprocess.run([waitwise, "check", "--format=json", "-mcpu=" + mcpu, src],
                                               capture_output=True, text=True).stdout.splitlines() if l]
html = open(page).read()
data = browser.data(html)
print("data: %d input, explain %s, findings %s" % (len(data), "same" if data[0]["explain"] == doc else "DIFFERENT",
                                                   "same" if data[0]["findings"] == found else "DIFFERENT"))
print("no network:", browser.no_network(html))

shot = os.path.join(outdir, "page.png")
dom, console, (width, height, colours) = browser.load(page, shot)
print("console messages:", len(console), *console[:3])
rows = set(re.findall(r'<tr[^>]* id="r0-(\d+)"', dom))
lines = {str(i["line"]) for i in doc["instructions"]}
print("rows: %d of %d instructions" % (len(rows & lines), len(lines)))
waits = [i for i in doc["instructions"] if "wait" in i]
print("wait notes: %d of %d" % (sum(("weakest that would do: " + i["wait"]["weakest"]) in dom for i in waits), len(waits)))
esc = lambda s: s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
print("finding notes: %d of %d" % (sum(esc(f["message"]) in dom for f in found), len(found)))
arcs = re.findall(r'<path class="arc"[^>]* data-from="(\d+)" data-to="(\d+)"', dom)
want = [(str(i["line"]), str(l)) for i in waits for l in i["wait"]["retires"]]
print("arcs: %d of %d retired operations:" % (len(set(arcs) & set(want)), len(want)),
      " ".join("%s->%s" % a for a in arcs))

print("screenshot: %dx%d, finding colour %s, bar colour %s" % (width, height, bytes((0xfd, 0xe8, 0xe8)) in colours,
                                                              bytes((0x7a, 0xa6, 0xd8)) in colours))
