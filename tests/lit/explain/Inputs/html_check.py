#!/usr/bin/env python3
"""explain --format=html judged in a real browser: the page's embedded data
is exactly what explain --format=json and check --format=json print; headless
Chromium runs its script with no console error and draws a row for every
instruction, a note for every finding and every wait; a screenshot has the
window's size and shows the finding's colour.
  html_check.py WAITWISE FILE.s MCPU OUTDIR"""
import json
import os
import re
import struct
import subprocess
import sys
import zlib

waitwise, src, mcpu, outdir = sys.argv[1:5]
page = os.path.join(outdir, "page.html")
subprocess.run([waitwise, "explain", "--format=html", "-mcpu=" + mcpu, src, "-o", page], check=True)
doc = json.loads(subprocess.run([waitwise, "explain", "--format=json", "-mcpu=" + mcpu, src],
                                capture_output=True, text=True, check=True).stdout)
found = [json.loads(l) for l in subprocess.run([waitwise, "check", "--format=json", "-mcpu=" + mcpu, src],
                                               capture_output=True, text=True).stdout.splitlines() if l]
html = open(page).read()
data = json.loads(re.search(r'<script type="application/json" id="data">\n(.*?)\n</script>', html, re.S).group(1))
print("data: %d input, explain %s, findings %s" % (len(data), "same" if data[0]["explain"] == doc else "DIFFERENT",
                                                   "same" if data[0]["findings"] == found else "DIFFERENT"))
print("no network:", not re.search(r'(src|href)="(https?:)?//', html))

chrome = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
          "--window-size=1200,800"]
run = subprocess.run(chrome + ["--dump-dom", "file://" + os.path.abspath(page)], capture_output=True, text=True,
                     timeout=120)
console = [l for l in run.stderr.splitlines() if "CONSOLE" in l]
print("console messages:", len(console), *console[:3])
dom = run.stdout
rows = set(re.findall(r'<tr[^>]* id="r0-(\d+)"', dom))
lines = {str(i["line"]) for i in doc["instructions"]}
print("rows: %d of %d instructions" % (len(rows & lines), len(lines)))
waits = [i for i in doc["instructions"] if "wait" in i]
print("wait notes: %d of %d" % (sum(("weakest that would do: " + i["wait"]["weakest"]) in dom for i in waits), len(waits)))
esc = lambda s: s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
print("finding notes: %d of %d" % (sum(esc(f["message"]) in dom for f in found), len(found)))

shot = os.path.join(outdir, "page.png")
subprocess.run(chrome + ["--screenshot=" + shot, "file://" + os.path.abspath(page)], capture_output=True,
               timeout=120)
png = open(shot, "rb").read()
width, height, depth, kind = struct.unpack(">IIBB", png[16:26])
raw = zlib.decompress(b"".join(png[i + 8:i + 8 + struct.unpack(">I", png[i:i + 4])[0]]
                               for i in [m.start() - 4 for m in re.finditer(b"IDAT", png)]))
bpp = {2: 3, 6: 4}[kind]
stride, prev, colours = width * bpp, bytearray(width * bpp), set()
for y in range(height):  # undo PNG's per-row filters
    f, row = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for x in range(stride):
        a = row[x - bpp] if x >= bpp else 0
        b, c = prev[x], prev[x - bpp] if x >= bpp else 0
        p = a + b - c
        pred = [0, a, b, (a + b) // 2, a if abs(p - a) <= abs(p - b) and abs(p - a) <= abs(p - c) else b if abs(p - b) <= abs(p - c) else c][f]
        row[x] = (row[x] + pred) & 255
    colours.update(bytes(row[x:x + 3]) for x in range(0, stride, bpp))
    prev = row
print("screenshot: %dx%d, finding colour %s, bar colour %s" % (width, height, bytes((0xfd, 0xe8, 0xe8)) in colours,
                                                              bytes((0x7a, 0xa6, 0xd8)) in colours))
