#!/usr/bin/env python3
"""expect.py [--max-bytes N] [--timeout S] STATUS CMD [ARGS...]

Runs CMD and succeeds (exit 0) only when CMD exits with exactly STATUS
(`not` accepts any non-zero status; the error tests need 2). CMD's stdout and
stderr are passed on unchanged (stdout first). Fails as well when CMD is
killed by a signal, runs longer than S seconds (default 60), or writes more
than N bytes to stdout and stderr together (a diagnostic must not flood the
terminal); in that case only the first N bytes are passed on.
"""
import subprocess
import sys


def main(argv):
    max_bytes, timeout = None, 60.0
    while argv and argv[0].startswith("--"):
        opt = argv.pop(0)
        if opt == "--max-bytes":
            max_bytes = int(argv.pop(0))
        elif opt == "--timeout":
            timeout = float(argv.pop(0))
        else:
            sys.exit("expect.py: unknown option " + opt)
    if len(argv) < 2:
        sys.exit(__doc__)
    want = int(argv[0])
    cmd = argv[1:]
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        sys.stderr.write("expect.py: %s ran longer than %gs\n" % (cmd[0], timeout))
        return 1
    out, err = p.stdout, p.stderr
    total = len(out) + len(err)
    if max_bytes is not None and total > max_bytes:
        sys.stdout.buffer.write(out[:max_bytes])
        sys.stderr.buffer.write(err[: max(0, max_bytes - len(out))])
        sys.stderr.write("\nexpect.py: %d bytes of output, more than %d\n" % (total, max_bytes))
        return 1
    sys.stdout.buffer.write(out)
    sys.stdout.flush()
    sys.stderr.buffer.write(err)
    if p.returncode < 0:
        sys.stderr.write("expect.py: killed by signal %d\n" % -p.returncode)
        return 1
    if p.returncode != want:
        sys.stderr.write("expect.py: exit status %d, expected %d\n" % (p.returncode, want))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
