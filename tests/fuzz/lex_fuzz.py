#!/usr/bin/env python3
"""Lexer fuzz: mutated assembly files (truncated, byte-flipped, spliced,
CR/LF mixes, NULs, block comments, regions, labels and comment marks put
anywhere) through `check` and `explain`.

  lex_fuzz.py --binary B [--ref R] [--cases N] [--seed S] [--files GLOB...]

With --ref, each case runs on both binaries, on one thread and with the
file forced into 2 and 3 chunks (WAITWISE_FORCE_THREADS), and standard
output, standard error and the exit status must be the same: the judge of
a lexer change against the binary before it. Without --ref the oracles are
the binary's own: the same output whatever the chunks and with every line
lexed by the general path (WAITWISE_LEX_GENERAL), and `print`, when it
accepts a file, writes it back byte for byte. Prints one line per
finding and a summary; exit status 1 on findings. Deterministic per seed.
"""
import argparse
import glob
import os
import random
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

# Bytes and pieces of text that steer the lexer into its rarer paths.
BYTES = b'\n\r\0"\';/*#:=. \t\\\x80\xff\x0b\x0c'
PIECES = [
    b"/*", b"*/", b"\n/* open\n", b"*/\n", b"//", b"\0", b'"', b";", b"#", b":", b"::",
    b"=", b"==", b" = 1", b"a:", b"a: b:", b'"q s":', b'"q;s"', b" ; asyncmark",
    b"\n; asyncmark\n", b"\n; wait_asyncmark(1)\n", b"\n  ;  asyncmark  \n",
    b"\n.amdgpu_metadata\n", b"\n.end_amdgpu_metadata\n", b"\n.macro m\n", b"\n.endm\n",
    b"\n.amdgpu_pal_metadata\n", b"\n.amd_amdgpu_hsa_metadata\n",
    b'\n.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n', b'\n.amdgcn_target "x"\n',
    b"\n.amdgcn_target\n", b"\n.rept 2\n", b"\n.irp x\n", b"\nsym = 4\n", b"\n\t\n",
    b"\r\n", b"\r", b"\n\r", b"\n#x\n", b"\n\ts_nop 0 /* c */ s_nop 1\n", b"\n\t/* c */ s_nop 0\n",
    b"\n.LBB0_99:\n", b"\nfoo:\n\ts_setpc_b64 s[30:31]\n", b"\n\ts_branch .LBB0_1\n",
    b"\n" + b"v" * 300 + b"\n", b"\n\t" + b"s_" * 20 + b" v0\n",
]


# Whole lines that keep a file readable: how the rest of it is lexed, read
# and checked must not change.
MILD = [
    b"; a comment", b"// a comment", b"# a comment", b"", b"\t", b"  \t ", b"/* one line */",
    b"/* two\n lines */", b"\t/* a\n\n b */", b"\t.p2align 2", b".Lfuzz%d:", b".Lfuzz%d: ; c",
    b"\t; asyncmark", b"\t;wait_asyncmark(0)", b".amdgpu_metadata\n  - x: ';'\n.end_amdgpu_metadata",
    b".macro fz%d a\n  s_nop \\a\n.endm", b"\t.ascii \"a;b//c/*d\"", b"\ts_nop 0 ; c", b"\ts_nop 0 // c",
    b"\ts_nop 0 /* c */", b"\ts_nop 0\t\t", b"fz_sym%d = 3",
]


def mild(rng, text):
    lines = text.split(b"\n")
    for _ in range(rng.randint(1, 12)):
        piece = MILD[rng.randrange(len(MILD))]
        if b"%d" in piece:
            piece = piece.replace(b"%d", str(rng.randrange(10 ** 6)).encode())
        lines.insert(rng.randint(0, len(lines)), piece)
    t = b"\n".join(lines)
    if rng.random() < 0.3:
        t = t.replace(b"\n", b"\r\n")
    if rng.random() < 0.3:
        t = t.rstrip(b"\r\n")
    return t


def cpu_of(path):
    for part in path.split(os.sep):
        if part.startswith("gfx"):
            return part
    return "gfx942"


def mutate(rng, text, others):
    if rng.random() < 0.4:
        return mild(rng, text)
    t = bytearray(text)
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(6)
        n = len(t)
        if kind == 0 and n:  # truncate
            del t[rng.randrange(n):]
        elif kind == 1 and n:  # flip bytes
            for _ in range(rng.randint(1, 8)):
                t[rng.randrange(n)] = BYTES[rng.randrange(len(BYTES))]
        elif kind == 2:  # splice another file in
            o = others[rng.randrange(len(others))]
            a = rng.randint(0, n)
            b = rng.randint(0, len(o))
            t = t[:a] + o[b:] if rng.random() < 0.5 else t[:a] + o[b:b + rng.randint(0, 2000)] + t[a:]
        elif kind == 3:  # line ends
            which = rng.randrange(4)
            if which == 0:
                t = bytearray(bytes(t).replace(b"\n", b"\r\n"))
            elif which == 1:
                idx = [i for i in range(len(t)) if t[i] == 10]
                for i in reversed(rng.sample(idx, min(len(idx), rng.randint(1, 20)))):
                    t[i:i + 1] = [b"\r\n", b"\r", b"\n\r", b"\r\r\n"][rng.randrange(4)]
            elif which == 2:
                while t.endswith(b"\n") or t.endswith(b"\r"):
                    t = t[:-1]
            else:
                t += b"\n" * rng.randint(1, 3)
        else:  # pieces
            for _ in range(rng.randint(1, 6)):
                p = PIECES[rng.randrange(len(PIECES))]
                a = rng.randint(0, len(t))
                t[a:a] = p
    return bytes(t)


def run(binary, args, env_extra):
    env = dict(os.environ)
    env.pop("WAITWISE_THREADS", None)
    env.pop("WAITWISE_FORCE_THREADS", None)
    env.update(env_extra)
    r = subprocess.run([binary] + args, capture_output=True, env=env, timeout=60)
    return r.returncode, r.stdout, r.stderr


MODES = [{"WAITWISE_THREADS": "1"}, {"WAITWISE_FORCE_THREADS": "2"}, {"WAITWISE_FORCE_THREADS": "3"}]
# without a reference: every line through the lexer's general path
GENERAL = {"WAITWISE_THREADS": "1", "WAITWISE_LEX_GENERAL": "1"}


def judge(opts, path, cpu):
    """Findings (strings) for one input file."""
    found = []
    for cmd in (["check"], ["explain"]):
        args = cmd + ["-mcpu=" + cpu, path]
        outs = []
        for m in MODES:
            got = run(opts.binary, args, m)
            if opts.ref:
                want = run(opts.ref, args, m)
                if got != want:
                    found.append("%s %s differs from the reference" % (" ".join(args), m))
            outs.append(got)
        if not opts.ref and any(o != outs[0] for o in outs[1:]):
            found.append("%s: output depends on the chunks" % " ".join(args))
        if not opts.ref and run(opts.binary, args, GENERAL) != outs[0]:
            found.append("%s: the lexer's short path and its general one differ" % " ".join(args))
    if not opts.ref:
        rc, out, _ = run(opts.binary, ["print", "-mcpu=" + cpu, path], MODES[1])
        with open(path, "rb") as f:
            if rc == 0 and out != f.read():
                found.append("print %s: not the input" % path)
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", required=True)
    ap.add_argument("--ref")
    ap.add_argument("--cases", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--max-size", type=int, default=65536)
    ap.add_argument("--files", nargs="*", default=["corpus/**/*.s", "tests/lit/**/*.s"])
    ap.add_argument("--keep", help="directory for the inputs of findings")
    opts = ap.parse_args()
    paths = sorted(p for g in opts.files for p in glob.glob(g, recursive=True)
                   if os.path.getsize(p) <= opts.max_size)
    if not paths:
        print("lex_fuzz: no input files", file=sys.stderr)
        return 2
    texts = []
    for p in paths:
        with open(p, "rb") as f:
            texts.append(f.read())
    tmp = tempfile.mkdtemp(prefix="lexfuzz")

    def one(k):
        rng = random.Random(opts.seed * 1000003 + k)
        i = rng.randrange(len(paths))
        data = mutate(rng, texts[i], texts)
        path = os.path.join(tmp, "case%d.s" % k)
        with open(path, "wb") as f:
            f.write(data)
        found = judge(opts, path, cpu_of(paths[i]))
        if found and opts.keep:
            os.makedirs(opts.keep, exist_ok=True)
            with open(os.path.join(opts.keep, "case%d.s" % k), "wb") as f:
                f.write(data)
        os.unlink(path)
        return k, paths[i], found

    nfound = 0
    with ThreadPoolExecutor(max_workers=opts.jobs) as ex:
        for k, src, found in ex.map(one, range(opts.cases)):
            for line in found:
                nfound += 1
                print("case %d (from %s): %s" % (k, src, line))
    os.rmdir(tmp)
    print("lex_fuzz: %d cases, %d findings" % (opts.cases, nfound))
    return 1 if nfound else 0


if __name__ == "__main__":
    sys.exit(main())
