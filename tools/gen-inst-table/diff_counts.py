#!/usr/bin/env python3
"""diff_counts.py - does waitwise accept exactly what llvm-mc accepts, as far
as operand counts go?  (tools/gen-inst-table/README.md, "Operand counts".)

    tools/gen-inst-table/regen.sh --check --probes /tmp/probes
    tools/gen-inst-table/diff_counts.py build/waitwise --probes /tmp/probes

Three sets of instruction lines, each given to llvm-mc-22 and to
`waitwise explain -mcpu=CPU`:
  corpus   every corpus/<cpu>/*.s and examples/*.s file, whole: waitwise must
           read it without any error (llvm-mc assembles them: corpus/regen.sh);
  disasm   the corpus assembled by llvm-mc and disassembled by llvm-objdump:
           each distinct instruction line, the same line without its last
           positional operand, and with that operand written twice;
  probes   the generator's operand-count probes (--probes DIR, from
           regen.sh --probes DIR): printed forms llvm-mc takes, and the
           shorter and longer forms made from them.
For each line: llvm-mc takes it or not (its first error), waitwise reports an
operand-count error ("too few operands for instruction", "invalid operand
for instruction", "expected absolute expression"), another error, or none.
Prints the agreement table; exits 1 when waitwise refuses, for its count, a
line llvm-mc takes, or when a corpus file has any error.
"""
import argparse
import collections
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
COUNT_ERRORS = ("too few operands for instruction", "invalid operand for instruction",
                "expected absolute expression")
CHUNK = 400  # lines per waitwise run: errors stay under its limit of 1000


# ---- printed forms, as gen-inst-table's operand_counts.cpp reads them ----

def split_depth(text, sep):
    out, cur, depth = [], "", 0
    for c in text:
        if c in "[(":
            depth += 1
        elif c in "])":
            depth -= 1
        if depth == 0 and c == sep:
            out.append(cur)
            cur = ""
            continue
        cur += c
    out.append(cur)
    return out


def parse_printed(text):
    text = re.sub(r"/\*.*?\*/", " ", text).replace("\t", " ").strip()
    mnem, _, rest = text.partition(" ")
    groups = []
    if rest.strip():
        for g in split_depth(rest.strip(), ","):
            pieces = [p for p in split_depth(g, " ") if p]
            groups.append(pieces)
    return mnem, groups


def is_named(p, ch):
    m = re.match(r"[A-Za-z_][A-Za-z0-9_]*(.)", p)
    return bool(m) and m.group(1) == ch


def continues(g, k):
    return k > 0 and (g[k][0] in "+-*/%&|^<>=!" or g[k - 1][-1] in "+-*/%&|^<>=!" or
                      is_named(g[k], "("))


def positional(groups, words):
    return [(gi, k) for gi, g in enumerate(groups) for k in range(len(g))
            if not (is_named(g[k], ":") or g[k] in words or continues(g, k))]


def join(mnem, groups):
    return mnem + ("" if not groups else " " + ", ".join(" ".join(g) for g in groups))


def one_fewer(mnem, groups, words):
    pos = positional(groups, words)
    if not pos:
        return None
    gi, k = pos[-1]
    g = list(groups[gi])
    end = k + 1
    while end < len(g) and continues(g, end):
        end += 1
    del g[k:end]
    q = [list(x) for x in groups]
    if k == 0:
        del q[gi]
        if g:
            if gi == 0:
                q.insert(0, g)
            else:
                q[gi - 1].extend(g)
    else:
        q[gi] = g
    return join(mnem, q)


def one_more(mnem, groups, words):
    pos = positional(groups, words)
    if not pos:
        return join(mnem, [["1"]] + groups)
    gi, k = pos[-1]
    g = groups[gi]
    end = k + 1
    while end < len(g) and continues(g, end):
        end += 1
    copy = ["0"] if is_named(g[k], "(") else g[k:end] + g[end:]
    q = [list(x) for x in groups]
    q[gi] = g[:end]
    q.insert(gi + 1, copy)
    return join(mnem, q)


# ---- running the tools ----

def llvm_mc_errors(llvm_bin, cpu, lines):
    """First llvm-mc error per line ("" when it takes the line)."""
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(lines) + "\nww_sentinel_not_an_instruction\n")
        path = f.name
    p = subprocess.run([os.path.join(llvm_bin, "llvm-mc"), "-triple=amdgcn-amd-amdhsa",
                        "-mcpu=" + cpu, "-filetype=null", path],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    os.unlink(path)
    first = [""] * (len(lines) + 1)
    seen = [False] * (len(lines) + 1)
    for m in re.finditer(r"^[^\n]*?:(\d+):\d+: error: (.*)$", p.stderr, re.M):
        n = int(m.group(1)) - 1
        if 0 <= n <= len(lines) and not seen[n]:
            seen[n], first[n] = True, m.group(2).strip()
    if not seen[len(lines)]:
        sys.exit("diff_counts: llvm-mc -mcpu=%s stopped early" % cpu)
    return first[:-1]


def waitwise_errors(waitwise, cpu, lines):
    """First waitwise error per line ("" when none)."""
    first = [""] * len(lines)
    for at in range(0, len(lines), CHUNK):
        chunk = lines[at:at + CHUNK]
        with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
            f.write("\n".join(chunk) + "\n")
            path = f.name
        p = subprocess.run([waitwise, "explain", "-mcpu=" + cpu, path],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        os.unlink(path)
        for m in re.finditer(r"^[^\n]*?:(\d+):\d+: error: (.*)$", p.stderr, re.M):
            n = at + int(m.group(1)) - 1
            if at <= n < at + len(chunk) and not first[n]:
                first[n] = m.group(2).strip()
    return first


def verdict_ww(msg):
    if not msg:
        return "accepts"
    return "count error" if msg.startswith(COUNT_ERRORS) else "other error"


class Table:
    def __init__(self, name):
        self.name = name
        self.cells = collections.Counter()
        self.examples = {}

    def add(self, cpu, line, mc, ww, count_taken):
        # A line llvm-mc refuses and waitwise takes: is its operand count one
        # llvm-mc takes for that mnemonic and CPU in another line (then the
        # refusal is about what the operands are, not how many), or not?
        wv = verdict_ww(ww)
        if mc and wv == "accepts":
            wv = "accepts; count " + ("llvm-mc takes" if count_taken else "NOT taken")
        key = ("llvm-mc accepts" if not mc else
               "llvm-mc: too few operands" if mc == "too few operands for instruction" else
               "llvm-mc refuses (other)", wv)
        self.cells[key] += 1
        self.examples.setdefault(key, []).append("%s: %s  [llvm-mc: %s] [waitwise: %s]" %
                                                 (cpu, line, mc or "-", ww or "-"))

    def show(self, verbose):
        total = sum(self.cells.values())
        print("%s: %d lines" % (self.name, total))
        for key in sorted(self.cells):
            print("  %-26s waitwise %-34s %7d" % (key[0], key[1], self.cells[key]))
            if verbose or key == ("llvm-mc accepts", "count error"):
                for e in self.examples[key][:verbose or 5]:
                    print("      " + e)

    def bad(self):
        return self.cells[("llvm-mc accepts", "count error")]


def cpu_dirs():
    return sorted(d for d in os.listdir(os.path.join(ROOT, "corpus"))
                  if d.startswith("gfx") and os.path.isdir(os.path.join(ROOT, "corpus", d)))


def modifier_words():
    with open(os.path.join(ROOT, "tools", "gen-inst-table", "summary.txt")) as f:
        for line in f:
            if line.startswith("modifier words"):
                return set(line.split(":", 1)[1].split())
    sys.exit("diff_counts: no modifier words in summary.txt (regen.sh)")


def check_corpus(waitwise):
    files = [(cpu, f) for cpu in cpu_dirs()
             for f in sorted(glob.glob(os.path.join(ROOT, "corpus", cpu, "*.s")))]
    files += [("gfx942", f) for f in sorted(glob.glob(os.path.join(ROOT, "examples", "*.s")))]
    insts = bad = 0
    for cpu, f in files:
        p = subprocess.run([waitwise, "explain", "-mcpu=" + cpu, f], stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, text=True)
        with open(f) as src:
            for ln in src:  # roughly: a statement that is no directive
                ln = re.sub(r"^\s*[\w.$]+:", "", ln.split(";")[0].split("//")[0]).strip()
                insts += bool(ln) and not ln.startswith(".") and "=" not in ln.split()[0]
        if p.returncode != 0 or "error:" in p.stderr:
            bad += 1
            print("corpus: %s: %s" % (os.path.relpath(f, ROOT), p.stderr.strip()[:300]))
    print("corpus: %d files (%d instruction lines) read, %d with errors" %
          (len(files), insts, bad))
    return bad


def disassembled_lines(llvm_bin, cpu):
    out = set()
    with tempfile.TemporaryDirectory() as tmp:
        for f in sorted(glob.glob(os.path.join(ROOT, "corpus", cpu, "*.s"))):
            obj = os.path.join(tmp, "a.o")
            subprocess.run([os.path.join(llvm_bin, "llvm-mc"), "-triple=amdgcn-amd-amdhsa",
                            "-mcpu=" + cpu, "-filetype=obj", f, "-o", obj], check=True)
            p = subprocess.run([os.path.join(llvm_bin, "llvm-objdump"), "-d", "--mcpu=" + cpu,
                                "--no-show-raw-insn", "--no-leading-addr", obj],
                               stdout=subprocess.PIPE, text=True, check=True)
            for ln in p.stdout.splitlines():
                ln = ln.split("//")[0].strip()
                if not ln or ln.endswith(":") or ln.startswith(("Disassembly", "<")) or \
                        " file format " in ln:
                    continue
                out.add(re.sub(r"\s+", " ", ln))
    return sorted(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("waitwise")
    ap.add_argument("--probes", help="directory of regen.sh --probes")
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("-v", "--verbose", type=int, default=0, help="examples per cell")
    a = ap.parse_args()
    words = modifier_words()
    bad = check_corpus(a.waitwise)

    # (table, cpu, line, llvm-mc's first error, waitwise's first error)
    results = []
    dis = Table("disasm (corpus objects disassembled; each line, one operand fewer, one more)")
    for cpu in cpu_dirs():
        base = disassembled_lines(a.llvm_bin, cpu)
        lines = list(base)
        for ln in base:
            mnem, groups = parse_printed(ln)
            for v in (one_fewer(mnem, groups, words), one_more(mnem, groups, words)):
                if v:
                    lines.append(v)
        mc = llvm_mc_errors(a.llvm_bin, cpu, lines)
        ww = waitwise_errors(a.waitwise, cpu, lines)
        results += [(dis, cpu, ln, m, w) for ln, m, w in zip(lines, mc, ww)]
    tables = [dis]
    if a.probes:
        pro = Table("probes (printed forms llvm-mc takes; one operand fewer, one more)")
        tables.append(pro)
        for path in sorted(glob.glob(os.path.join(a.probes, "*.tsv"))):
            cpu = os.path.basename(path)[:-4]
            with open(path) as f:
                rows = [ln.rstrip("\n").split("\t", 1) for ln in f if ln.strip()]
            ww = waitwise_errors(a.waitwise, cpu, [r[0] for r in rows])
            results += [(pro, cpu, line, mc, w) for (line, mc), w in zip(rows, ww)]

    def key(cpu, line):
        mnem, groups = parse_printed(line)
        if "::" in line:  # a VOPD pair: both halves together
            return (cpu, line.split()[0], "vopd")
        return (cpu, mnem.lower(), len(positional(groups, words)))
    taken = {key(cpu, line) for _, cpu, line, mc, _ in results if not mc}
    for t, cpu, line, mc, w in results:
        t.add(cpu, line, mc, w, key(cpu, line) in taken)
    for t in tables:
        t.show(a.verbose)
        bad += t.bad()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
