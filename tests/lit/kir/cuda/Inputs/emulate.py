#!/usr/bin/env python3
"""emulate.py WAITWISE FILE.wk [--kernel=NAME] [--threads=N] [--set=NAME=V]...

Lowers FILE.wk with `waitwise pipeline --lower=cuda`, runs the kernel on the
host (emulate.h: one pthread per CUDA thread) with cp.async completing at
issue and at the latest wait, and compares the global buffers with `waitwise
run --dump` on the same random inputs. Opaque calls do nothing. Exits 0 when
both runs match, 1 on a difference, 2 on a setup error. Needs a host C++
compiler (clang++-22 or g++) with AddressSanitizer, which checks that the
generated offsets stay in bounds (without it when it is not installed)."""
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def fail(msg):
    sys.stderr.write("emulate.py: %s\n" % msg)
    sys.exit(2)


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode:
        fail("%s failed (%d):\n%s%s" % (cmd[0], r.returncode, r.stdout, r.stderr))
    return r.stdout


def global_buffers(src, kernel, scalars):
    """name -> (type, elements) for the kernel's global buffer parameters."""
    m = re.search(r"kernel\s+%s\s*\((.*?)\)\s*(waves|\{)" % re.escape(kernel), src, re.S)
    if not m:
        fail("kernel %s not found" % kernel)
    bufs = {}
    for p in re.finditer(r"(\w+)\s*:\s*global\s+(\w+)\s*\[([^\]]*)\]", m.group(1)):
        n = 1
        for d in p.group(3).split(","):
            n *= int(eval(d, {}, scalars))
        bufs[p.group(1)] = (p.group(2), n)
    return bufs


def dumped(text):
    """The buffers `waitwise run --dump` printed: name -> list of values."""
    out, cur = {}, None
    for line in text.splitlines():
        m = re.match(r"(\w+) =(.*)", line)
        if m:
            cur = m.group(1)
            out[cur] = m.group(2).split()
        elif cur and line.startswith("    "):
            out[cur] += line.split()
        else:
            cur = None
    return out


def host_program(cu, bufs, vals, scalars, kernel, threads):
    lines, skip = ['#include "%s"' % os.path.join(HERE, "emulate.h")], False
    for line in cu.splitlines():
        if skip:   # the continuation line of WW_CP_ASYNC's definition
            skip = False
            continue
        if line.startswith("#define WW_CP_ASYNC(bytes"):
            line, skip = "#define WW_CP_ASYNC(bytes, dst, src) emu_cp_async(bytes, (void *)(dst), (const void *)(src))", True
        elif line.startswith("#define WW_CP_ASYNC_COMMIT"):
            line = "#define WW_CP_ASYNC_COMMIT() (emu_committed++)"
        elif line.startswith("#define WW_CP_ASYNC_WAIT"):
            line = "#define WW_CP_ASYNC_WAIT(n) emu_wait(n)"
        elif line.startswith("#include <cuda_fp16.h>"):
            continue
        elif line.startswith("typedef __half ww_f16;"):
            line = "typedef _Float16 ww_f16;"
        lines.append(line)
    m = re.search(r'extern "C" __global__ void %s\((.*)\) \{' % re.escape(kernel), cu)
    args = []
    for p in [p.strip() for p in m.group(1).split(",")] if m.group(1) else []:
        s = re.match(r"(int|long long|float|double) (\w+)$", p)
        if s:
            args.append(str(scalars[s.group(2)]))
            continue
        b = re.match(r"(const )?([\w ]+?) \*__restrict__ (\w+)$", p)
        name = b.group(3)
        lines.append("alignas(16) static %s %s_buf[%d] = {%s};" % (
            b.group(2), name, max(bufs[name][1], 1), ", ".join(map(str, vals[name])) or "0"))
        args.append(name + "_buf")
    for fn, sig in re.findall(r"extern __device__ void (\w+)\((.*?)\);", cu):
        ps = [s.strip() for s in sig.split(",")] if sig.strip() else []
        lines.append("void %s(%s) {}" % (fn, ", ".join("%s a%d" % (s, i) for i, s in enumerate(ps))))
    lines += [
        "thread_local emu_dim threadIdx; emu_dim blockDim; pthread_barrier_t emu_bar; int emu_early;",
        "thread_local std::vector<emu_op> emu_pending; thread_local int emu_committed;",
        "static void *thread_main(void *p) { threadIdx.x = (unsigned)(long)p; %s(%s); return 0; }" % (kernel, ", ".join(args)),
        "int main(int argc, char **argv) {",
        "  emu_early = argc > 1 && !strcmp(argv[1], \"early\");",
        "  blockDim.x = %d;" % threads,
        "  pthread_barrier_init(&emu_bar, 0, %d);" % threads,
        "  pthread_t t[%d];" % threads,
        "  for (long i = 0; i < %d; i++) pthread_create(&t[i], 0, thread_main, (void *)i);" % threads,
        "  for (int i = 0; i < %d; i++) pthread_join(t[i], 0);" % threads]
    for name, (_, n) in bufs.items():
        lines.append('  printf("%s ="); for (int i = 0; i < %d; i++) printf(" %%.17g", (double)%s_buf[i]); printf("\\n");'
                     % (name, n, name))
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) < 2:
        fail(__doc__)
    ww, wk = argv[0], argv[1]
    kernel, threads, scalars = None, 37, {}
    for a in argv[2:]:
        if a.startswith("--kernel="):
            kernel = a[9:]
        elif a.startswith("--threads="):
            threads = int(a[10:])
        elif a.startswith("--set="):
            k, v = a[6:].split("=")
            scalars[k] = int(v)
        else:
            fail("unknown argument " + a)
    src = open(wk).read()
    kernel = kernel or re.search(r"kernel\s+(\w+)", src).group(1)
    bufs = global_buffers(src, kernel, scalars)
    rng = random.Random(1)
    vals = {b: [rng.randint(0, 7) if t.startswith("i") else rng.randint(-8, 8) for _ in range(n)]
            for b, (t, n) in bufs.items()}
    tmp = tempfile.mkdtemp(prefix="emulate.")
    try:
        return compare(ww, wk, kernel, threads, scalars, bufs, vals, os.path.join(tmp, kernel))
    finally:
        shutil.rmtree(tmp)


def compare(ww, wk, kernel, threads, scalars, bufs, vals, base):
    with open(base + ".in", "w") as f:
        for b, v in vals.items():
            f.write("%s = %s\n" % (b, " ".join(map(str, v))))
    want = dumped(run([ww, "run", wk, "--kernel=" + kernel, "--inputs=" + base + ".in", "--dump"]
                      + ["--set=%s=%d" % kv for kv in scalars.items()]))
    cu = run([ww, "pipeline", wk, "--lower=cuda"])
    with open(base + ".cpp", "w") as f:
        f.write(host_program(cu, bufs, vals, scalars, kernel, threads))
    cxx = "/usr/lib/llvm-22/bin/clang++" if os.access("/usr/lib/llvm-22/bin/clang++", os.X_OK) else shutil.which("g++")
    if not cxx:
        fail("no host C++ compiler")
    flags = ["-std=c++17", "-O1", "-g", "-w", "-pthread", "-D__CUDACC__", "-o", base + ".exe", base + ".cpp"]
    san = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
    if subprocess.run([cxx] + san + flags, capture_output=True).returncode:
        run([cxx] + flags)
    bad = 0
    for mode in ("late", "early"):
        got = dumped(run([base + ".exe", mode], env=dict(os.environ, ASAN_OPTIONS="detect_leaks=0")))
        for b in bufs:
            w, g = [float(x) for x in want.get(b, [])], [float(x) for x in got.get(b, [])]
            diff = [i for i in range(len(w)) if w[i] != g[i]]
            if diff:
                bad += 1
                print("%s (%s completion): %s: %d elements differ, the first %s[%d]: want %r, got %r"
                      % (kernel, mode, b, len(diff), b, diff[0], w[diff[0]], g[diff[0]]))
        if not bad:
            print("%s: %d threads, %s completion: the same as waitwise run" % (kernel, threads, mode))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
