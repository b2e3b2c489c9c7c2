"""sweep.py WAITWISE SEED N FILE...: robustness of `waitwise print` on kernel
IR. For each FILE, N seeded variants: cut at a random byte, random bytes
flipped, binary chunks or kernel IR tokens inserted, lines duplicated or
dropped. Each variant must exit 0 or 2; on 2 stderr must hold an error and
every error line must be "FILE:LINE:COL: error:" (or name the file, for the
end-of-errors note); on 0 the output must print back to itself. A signal, a
sanitizer report or a run over 10 s is a finding. Prints "N variants, K
accepted, M findings" and each finding with the variant's file kept."""
import os
import random
import re
import subprocess
import sys
import tempfile

TOKENS = [b"(", b")", b"{", b"}", b"[", b"]", b",", b":", b"<-", b"=", b"\n", b";", b"@",
          b"for i in range(3) {", b"async {", b"commit(0) {", b"wait(0, 1)", b"x", b"A",
          b"99999999999999999999", b"1.", b"0x", b"-", b"not", b"\0", b"\xff", b"let y =",
          b"i32(", b"1e999", b"gather(", b"asyncmark", b"@software_pipeline_stage(0)\n"]


def mutate(rng, data):
    kind = rng.randrange(5)
    at = rng.randrange(len(data) + 1)
    if kind == 0:
        return data[:at]
    if kind == 1:
        b = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            if b:
                b[rng.randrange(len(b))] = rng.randrange(256)
        return bytes(b)
    if kind == 2:
        return data[:at] + bytes(rng.randrange(256) for _ in range(rng.randint(1, 64))) + data[at:]
    if kind == 3:
        out = data
        for _ in range(rng.randint(1, 4)):
            at = rng.randrange(len(out) + 1)
            out = out[:at] + rng.choice(TOKENS) + out[at:]
        return out
    lines = data.split(b"\n")
    i = rng.randrange(len(lines))
    if rng.randrange(2):
        lines.insert(i, lines[rng.randrange(len(lines))])
    else:
        del lines[i]
    return b"\n".join(lines)


def main(argv):
    waitwise, seed, n, files = argv[0], int(argv[1]), int(argv[2]), argv[3:]
    variants = accepted = 0
    findings = []
    keep = tempfile.mkdtemp(prefix="kir-sweep-")
    for f in files:
        rng = random.Random("%d:%s" % (seed, os.path.basename(f)))
        data = open(f, "rb").read()
        for k in range(n):
            v = mutate(rng, data)
            path = os.path.join(keep, "%s.%d.wk" % (os.path.basename(f)[:-3], k))
            with open(path, "wb") as o:
                o.write(v)
            variants += 1
            try:
                p = subprocess.run([waitwise, "print", path], capture_output=True, timeout=10)
            except subprocess.TimeoutExpired:
                findings.append("%s: over 10 s" % path)
                continue
            err = p.stderr.decode("latin-1")
            why = None
            if p.returncode not in (0, 2):
                why = "exit status %d" % p.returncode
            elif "Sanitizer" in err or "runtime error" in err:
                why = "sanitizer report"
            elif p.returncode == 2:
                errs = [l for l in err.split("\n") if ": error: " in l]
                if not errs:
                    why = "exit 2 without an error"
                elif any(not re.match(re.escape(path) + r":\d+:\d+: error: ", l) for l in errs):
                    why = "an error without file:line:col"
            else:
                accepted += 1
                once = path + ".once.wk"
                with open(once, "wb") as o:
                    o.write(p.stdout)
                q = subprocess.run([waitwise, "print", once], capture_output=True, timeout=10)
                if q.returncode != 0 or q.stdout != p.stdout:
                    why = "accepted, but its output does not print back to itself"
                else:
                    os.remove(once)
            if why:
                findings.append("%s: %s" % (path, why))
            else:
                os.remove(path)
    print("%d variants, %d accepted, %d findings" % (variants, accepted, len(findings)))
    for f in findings[:50]:
        print("FINDING", f)
    if not findings:
        os.rmdir(keep)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
