#!/usr/bin/env python3
"""gen.py OUT KIND [ARGS...]: writes a generated test input to OUT.

  bytes TEXT          TEXT with Python escapes (\\t \\n \\xff \\x00) decoded
  repeat PRE UNIT N POST
                      PRE + UNIT*N + POST, each with Python escapes decoded
                      (a 1 MB line: repeat '; ' x 1048576 '\\n')
  binary              an ELF-like header, then every byte value 64 times over
  cut FILE TEXT [+K]  FILE cut right after the first TEXT in it (plus K bytes):
                      a file truncated in the middle of a line
"""
import codecs
import sys


def unesc(s):
    return codecs.escape_decode(s.encode())[0]


def main(a):
    if len(a) < 2:
        sys.exit(__doc__)
    out, kind, args = a[0], a[1], a[2:]
    if kind == "bytes":
        data = unesc(args[0])
    elif kind == "repeat":
        data = unesc(args[0]) + unesc(args[1]) * int(args[2]) + unesc(args[3])
    elif kind == "binary":
        data = b"\x7fELF\x02\x01\x01" + bytes(9) + bytes(range(256)) * 64
    elif kind == "cut":
        src = open(args[0], "rb").read()
        text = unesc(args[1])
        at = src.find(text)
        if at < 0:
            sys.exit("gen.py: %r not found in %s" % (text, args[0]))
        extra = int(args[2]) if len(args) > 2 else 0
        data = src[: at + len(text) + extra]
    else:
        sys.exit("gen.py: unknown kind " + kind)
    with open(out, "wb") as f:
        f.write(data)


if __name__ == "__main__":
    main(sys.argv[1:])
