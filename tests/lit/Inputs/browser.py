"""Pages judged in a real browser (Debian's headless Chromium), for the
html tests: the DOM after the page's script ran and its console messages,
a screenshot and the colours in it (a PNG decoder, no imaging library),
and the embedded data of a page."""
import json
import os
import re
import struct
import subprocess
import zlib

CHROME = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
          "--window-size=1200,800"]


def data(html):
    """The JSON a page embeds in its <script id="data"> element."""
    return json.loads(re.search(r'<script type="application/json" id="data">\n(.*?)\n</script>', html, re.S).group(1))


def no_network(html):
    return not re.search(r'(src|href)="(https?:)?//', html)


def load(page, shot=None):
    """(the serialised DOM once the script ran, its console messages, and
    with shot the screenshot's (width, height, colours)), one browser run"""
    run = subprocess.run(CHROME + ["--dump-dom"] + (["--screenshot=" + shot] if shot else []) +
                         ["file://" + os.path.abspath(page)], capture_output=True, text=True, timeout=120)
    return run.stdout, [l for l in run.stderr.splitlines() if "CONSOLE" in l], png_colours(shot) if shot else None


def png_colours(shot):
    """(width, height, the set of RGB colours as 3-byte strings) of a PNG"""
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
            pred = [0, a, b, (a + b) // 2,
                    a if abs(p - a) <= abs(p - b) and abs(p - a) <= abs(p - c) else b if abs(p - b) <= abs(p - c) else c][f]
            row[x] = (row[x] + pred) & 255
        colours.update(bytes(row[x:x + 3]) for x in range(0, stride, bpp))
        prev = row
    return width, height, colours
