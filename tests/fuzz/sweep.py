#!/usr/bin/env python3
"""Robustness sweep for waitwise: mutate every corpus file and run the reader.

For each corpus/<cpu>/*.s this makes a fixed, seeded set of variants:

  truncate   cut at a random byte offset                          (--truncs)
  flip       xor 1..8 random bytes with random values              (--flips)
  insert     insert 1..256 random binary bytes at a random offset  (--inserts)
  lines      duplicate, delete, swap or shuffle lines              (--lines)
  tokens     replace a number or register with an extreme value    (--tokens)
  splice     paste lines of another corpus file (other target)     (--splices)
  synth      a new program from corpus lines with random labels,
             branches, functions, calls and returns                (--synth)

and runs `waitwise explain` and `waitwise print` on each (with -mcpu=<cpu>,
or with no -mcpu for every 8th variant so the .amdgcn_target path is used;
every 4th explain uses --format=json; --commands picks other commands, e.g.
check,insert,cost, which are checked for everything below but the round trip).
A finding is:

  * an exit status other than 0 or 2 (a signal, an abort, exit 1 from reading;
    check may also exit 1: findings)
  * a sanitizer report on stderr (AddressSanitizer, LeakSanitizer, runtime error)
  * a run longer than --timeout seconds (default 10)
  * `print` output that is not the input byte for byte when print exits 0
  * explain and print disagreeing on whether the input is acceptable
  * an error exit (2) with no diagnostic on stderr, or a diagnostic without
    file:line:col when the problem is in the file
  * more than --max-stderr bytes of diagnostics (a flood)

Everything is derived from --seed, the file's path under corpus/ and the
corpus itself (splice and synth draw lines from all of it), so a run is
reproducible, also with --files/--file to redo a single file; the work is spread over --jobs processes. Each finding's input
is written to --out (default build/fuzz-findings) with the command that
reproduces it; the sweep stops early after --max-findings (default 50), so
that a broken build costs minutes, not an hour of sanitizer reports.
Exit status: 0 no findings, 1 findings, 2 usage error.
"""
import argparse
import concurrent.futures as cf
import os
import random
import re
import subprocess
import sys
import time
import zlib

SAN_PATTERNS = [
    re.compile(rb"ERROR: AddressSanitizer"),
    re.compile(rb"ERROR: LeakSanitizer"),
    re.compile(rb"runtime error:"),
    re.compile(rb"UndefinedBehaviorSanitizer"),
    re.compile(rb"internal error"),
]
DIAG_WITH_LOC = re.compile(rb"^[^\n]*:\d+:\d+: error: |\"severity\":\"error\",\"file\":\"[^\n]*\",\"line\":[1-9]", re.M)
DIAG_ANY = re.compile(rb"error: |\"severity\":\"error\"")  # text, or JSON (waitwise-diag/1)

EXTREMES = [b"0", b"-1", b"65535", b"65536", b"0x10000", b"0xffffffff", b"4294967296",
            b"99999999999999999999", b"-9223372036854775808", b"256", b"1024", b"63", b"64"]
REG_EXTREMES = [b"v255", b"v256", b"s101", b"s102", b"s106", b"a255", b"a256", b"v[3:2]",
                b"v[1:", b"v[0:255]", b"v[255:256]", b"s[0:200]", b"ttmp16", b"v99999999999"]


def seeded(seed, *parts):
    h = zlib.crc32(repr((seed,) + parts).encode())
    return random.Random(h)


def mutate(data, kind, rng, others):
    n = len(data)
    if kind == "truncate":
        return data[: rng.randrange(0, n + 1)]
    if kind == "flip":
        b = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            if b:
                b[rng.randrange(len(b))] ^= rng.randint(1, 255)
        return bytes(b)
    if kind == "insert":
        at = rng.randrange(0, n + 1)
        chunk = bytes(rng.randrange(256) for _ in range(rng.randint(1, 256)))
        return data[:at] + chunk + data[at:]
    lines = data.split(b"\n")
    if kind == "lines":
        op = rng.choice(["dup", "del", "swap", "shuffle_window", "shuffle_all", "reverse_window"])
        if len(lines) < 2:
            return data + data
        i = rng.randrange(len(lines))
        j = min(len(lines), i + rng.randint(1, 40))
        if op == "dup":
            lines[i:i] = lines[i:j]
        elif op == "del":
            del lines[i:j]
        elif op == "swap":
            k = rng.randrange(len(lines))
            lines[i], lines[k] = lines[k], lines[i]
        elif op == "shuffle_window":
            w = lines[i:j]
            rng.shuffle(w)
            lines[i:j] = w
        elif op == "reverse_window":
            lines[i:j] = lines[i:j][::-1]
        else:
            rng.shuffle(lines)
        return b"\n".join(lines)
    if kind == "tokens":
        toks = [m for m in re.finditer(rb"(?<![\w.])(0x[0-9a-fA-F]+|\d+|[vsa]\d+|[vsa]\[\d+:\d+\])(?![\w])", data)]
        if not toks:
            return data
        out = bytearray(data)
        for m in sorted(rng.sample(toks, min(len(toks), rng.randint(1, 4))), key=lambda m: -m.start()):
            tok = m.group(0)
            rep = rng.choice(REG_EXTREMES if tok[:1] in b"vsa" else EXTREMES)
            out[m.start():m.end()] = rep
        return bytes(out)
    if kind == "synth":
        # A new program from this file's lines and its target's other files:
        # random functions, labels and branches make odd control flow.
        def code(ls):  # code lines only: no metadata YAML, no branches to missing labels
            ls = ls[: next((i for i, l in enumerate(ls) if b".amdgpu_metadata" in l), len(ls))]
            return [l for l in ls if l.strip() and b"branch" not in l]
        pool = code(lines)
        for o in others[:3]:
            pool += code(o.split(b"\n"))
        labels = [b".L%d" % i for i in range(rng.randint(1, 12))]
        funcs = rng.random() < 0.4
        out = []
        if rng.random() < 0.7 and lines:
            out.append(lines[0])  # usually keeps .amdgcn_target
        for _ in range(rng.randint(5, 400)):
            r = rng.random()
            if r < 0.08:
                out.append(rng.choice(labels) + b":")
            elif r < 0.14:
                out.append(b"\t" + rng.choice([b"s_branch", b"s_cbranch_scc0", b"s_cbranch_execz",
                                               b"s_cbranch_vccnz"]) + b" " + rng.choice(labels))
            elif r < 0.145 and funcs:
                f = b"f%d" % rng.randrange(4)
                out += [b"\t.globl " + f, b"\t.type " + f + b",@function", f + b":"]
            elif r < 0.165:
                out.append(b"\t" + rng.choice([b"s_endpgm", b"s_setpc_b64 s[30:31]",
                                               b"s_swappc_b64 s[30:31], s[16:17]"]))
            else:
                out.append(rng.choice(pool))
        if rng.random() < 0.8:  # usually define every label somewhere before the end
            for lab in labels:
                if lab + b":" not in out:
                    out.insert(rng.randrange(1, len(out)) if len(out) > 1 else 0, lab + b":")
        return b"\n".join(out) + rng.choice([b"\n", b""])
    if kind == "splice":
        src = rng.choice(others).split(b"\n")
        i = rng.randrange(len(lines) + 1)
        k = rng.randrange(len(src))
        lines[i:i] = src[k:k + rng.randint(1, 30)]
        return b"\n".join(lines)
    raise ValueError(kind)


def run(cmd, timeout):
    for attempt in range(3):
        t0 = time.monotonic()
        try:
            p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
            return p.returncode, p.stdout, p.stderr, time.monotonic() - t0
        except subprocess.TimeoutExpired as e:
            return None, e.stdout or b"", e.stderr or b"", time.monotonic() - t0
        except OSError as e:  # the binary is being rebuilt: try again shortly
            if attempt == 2:
                return -1000, b"", ("sweep: cannot run %s: %s" % (cmd[0], e)).encode(), 0.0
            time.sleep(2)


def check_one(job):
    (binary, path, cpu, data, name, workdir, timeout, max_stderr, use_mcpu, json, commands) = job
    inp = os.path.join(workdir, name + ".s")
    with open(inp, "wb") as f:
        f.write(data)
    mcpu = ["-mcpu=" + cpu] if use_mcpu else []
    problems = []
    rcs = {}
    for cmd in commands:
        argv = [binary, cmd] + mcpu + (["--format=json"] if json and cmd == "explain" else []) + [inp]
        rc, out, err, dt = run(argv, timeout)
        rcs[cmd] = rc
        what = None
        if rc is None:
            what = "timeout after %.1fs" % dt
        elif rc == -1000:
            what = "could not run the binary"
        elif any(p.search(err) for p in SAN_PATTERNS):
            what = "sanitizer/internal error report (exit status %d)" % rc
        elif rc not in (0, 2) and not (rc == 1 and cmd == "check"):
            what = "exit status %d" % rc
        elif rc == 2 and not DIAG_ANY.search(err):
            what = "exit 2 without an error message"
        elif rc == 2 and not DIAG_WITH_LOC.search(err) and b"error: no target" not in err:
            what = "error without file:line:col"
        elif rc == 0 and cmd == "print" and out != data:
            what = "print output differs from the input"
        elif len(err) > max_stderr:
            what = "%d bytes of diagnostics" % len(err)
        if what:
            lines = err.decode("utf-8", "replace").strip().splitlines()
            first = lines[:6] + [l for l in lines[6:] if l.startswith("SUMMARY:")][:1]
            problems.append((cmd, what, first, argv))
    if not problems and "explain" in rcs and "print" in rcs and rcs["explain"] != rcs["print"]:
        problems.append(("explain/print", "exit status differs: explain %s, print %s"
                         % (rcs["explain"], rcs["print"]), [], [binary, "print"] + mcpu + [inp]))
    if not problems:
        os.unlink(inp)
    return name, inp, problems, rcs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--binary", default="build-san/waitwise")
    ap.add_argument("--corpus", default=os.path.relpath(
        os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "corpus")))
    ap.add_argument("--seed", type=int, default=20250101)
    ap.add_argument("--truncs", type=int, default=50)
    ap.add_argument("--flips", type=int, default=10)
    ap.add_argument("--inserts", type=int, default=5)
    ap.add_argument("--lines", type=int, default=5)
    ap.add_argument("--tokens", type=int, default=6)
    ap.add_argument("--splices", type=int, default=2)
    ap.add_argument("--synth", type=int, default=5)
    ap.add_argument("--files", default="", help="only corpus files whose path contains this")
    ap.add_argument("--file", action="append", default=[],
                    help="this corpus file (CPU = its directory's name); repeatable")
    ap.add_argument("--commands", default="explain,print",
                    help="waitwise commands to run on each variant (print is checked byte "
                         "for byte; others only for crashes, hangs and exit status)")
    ap.add_argument("--limit-files", type=int, default=0, help="use only the first N files")
    ap.add_argument("--timeout", type=float, default=10.0)
    ap.add_argument("--max-stderr", type=int, default=256 * 1024)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--out", default="build/fuzz-findings")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--max-findings", type=int, default=50,
                    help="stop early after this many findings (0: never)")
    a = ap.parse_args()

    if not os.access(a.binary, os.X_OK):
        print("sweep: no executable %s (build it: make SAN=1)" % a.binary, file=sys.stderr)
        return 2
    binary = os.path.abspath(a.binary)
    corpus = []  # every corpus file: splice and synth draw from all of them, so
    for cpu in sorted(os.listdir(a.corpus)):  # a variant does not depend on --files
        d = os.path.join(a.corpus, cpu)
        if os.path.isdir(d) and cpu.startswith("gfx"):
            corpus += [(cpu, os.path.join(d, fn)) for fn in sorted(os.listdir(d)) if fn.endswith(".s")]
    if a.file:
        files = [(os.path.basename(os.path.dirname(os.path.abspath(f))), f) for f in a.file]
    else:
        files = [(cpu, p) for cpu, p in corpus if a.files in os.path.relpath(p, a.corpus)]
    if a.limit_files:
        files = files[: a.limit_files]
    if not files:
        print("sweep: no corpus files", file=sys.stderr)
        return 2
    os.makedirs(a.out, exist_ok=True)
    workdir = os.path.abspath(a.out)
    contents = {os.path.abspath(p): open(p, "rb").read() for _, p in corpus + files}
    commands = [c for c in a.commands.split(",") if c]
    plan = [("truncate", a.truncs), ("flip", a.flips), ("insert", a.inserts),
            ("lines", a.lines), ("tokens", a.tokens), ("splice", a.splices),
            ("synth", a.synth)]
    jobs = []
    for cpu, path in files:
        data = contents[os.path.abspath(path)]
        others = [c for p, c in sorted(contents.items()) if p != os.path.abspath(path)] or [data]
        # same-target files first (splice and synth prefer them)
        others.sort(key=lambda c, cpu=cpu: 0 if (b"--" + cpu.encode()) in c[:200] else 1)
        base = os.path.relpath(path, a.corpus).replace(os.sep, "_")[:-2]
        k = 0
        for kind, count in plan:
            for i in range(count):
                rng = seeded(a.seed, os.path.relpath(path, a.corpus), kind, i)
                m = mutate(data, kind, rng, others)
                name = "%s.%s%d" % (base, kind, i)
                jobs.append((binary, path, cpu, m, name, workdir, a.timeout, a.max_stderr,
                             k % 8 != 7, k % 4 == 1, commands))
                k += 1
    t0 = time.monotonic()
    findings = []
    accepted = rejected = 0
    stopped = False
    with cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        futures = [ex.submit(check_one, j) for j in jobs]
        for fut in cf.as_completed(futures):
            if fut.cancelled():
                continue
            name, inp, problems, rcs = fut.result()
            if all(r in (0, 1) for r in rcs.values()):
                accepted += 1
            else:
                rejected += 1
            for cmd, what, first, argv in problems:
                findings.append((name, inp, cmd, what, first, argv))
            if a.max_findings and len(findings) >= a.max_findings and not stopped:
                stopped = True  # a broken binary: do not spend an hour on sanitizer reports
                for f in futures:
                    f.cancel()
    findings.sort(key=lambda f: (f[0], f[2]))
    dt = time.monotonic() - t0
    print("sweep: %d files, %d variants, %d runs in %.1fs (seed %d): %d accepted, %d rejected, "
          "%d findings%s" % (len(files), len(jobs), len(commands) * len(jobs), dt, a.seed, accepted,
                             rejected, len(findings),
                             " (stopped early: %d variants not run)"
                             % (len(jobs) - accepted - rejected) if stopped else ""))
    if findings:
        with open(os.path.join(workdir, "findings.txt"), "w") as f:
            for name, inp, cmd, what, first, argv in findings:
                line = "%s: %s: %s\n  reproduce: %s\n" % (name, cmd, what, " ".join(argv))
                line += "".join("  | %s\n" % l for l in first)
                f.write(line)
                if not a.quiet:
                    sys.stdout.write(line)
        print("sweep: inputs and findings.txt in %s" % workdir)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
