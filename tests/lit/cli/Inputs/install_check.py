#!/usr/bin/env python3
"""make install PREFIX=DIR for the build that made WAITWISE, then use what
was installed as a user would: the binary runs, `pkg-config --cflags --libs
waitwise` builds a C program against the header and the library, the man
page formats without warnings, the LICENSE is there.
  install_check.py WAITWISE ROOT PREFIX"""
import fcntl
import os
import re
import subprocess
import sys

waitwise, root, prefix = sys.argv[1:4]
build = os.path.relpath(os.path.dirname(os.path.abspath(waitwise)), root)
# the python tests build the same shared library at once: one make at a
# time (the lock tests/lit/python/Inputs/run_python.py takes too)
with open(os.path.join(root, build, ".shared.lock"), "w") as lock:
    fcntl.flock(lock, fcntl.LOCK_EX)
    subprocess.run(["make", "-s", "-C", root, "install", "BUILD=" + build, "PREFIX=" + prefix],
                   check=True, stdout=subprocess.DEVNULL)
docdir = "share/doc/waitwise/"
docs = sorted(os.path.relpath(os.path.join(d, n), os.path.join(root, "docs"))
              for d, _, ns in os.walk(os.path.join(root, "docs")) for n in ns if n.endswith(".md"))
installed = sorted(os.path.relpath(os.path.join(d, n), prefix) for d, _, ns in os.walk(prefix) for n in ns)
for f in installed:
    if not f.startswith(docdir):
        print("installed:", f)
# the documents: the LICENSE and every docs/**/*.md, no more, no fewer
got = [f[len(docdir):] for f in installed if f.startswith(docdir)]
print("installed: " + docdir + ("LICENSE and docs/**/*.md" if got == sorted(["LICENSE"] + docs) else " ".join(got)))
print(subprocess.run([prefix + "/bin/waitwise", "--version"], capture_output=True, text=True,
                     check=True).stdout.split(" (")[0])
env = dict(os.environ, PKG_CONFIG_PATH=prefix + "/lib/pkgconfig")
# the .pc names this prefix, not one of an earlier install (make install
# after make check once kept the test's own temporary prefix)
pc_prefix = subprocess.run(["pkg-config", "--variable=prefix", "waitwise"], env=env, capture_output=True,
                           text=True, check=True).stdout.strip()
print("pkg-config prefix:", "this install" if pc_prefix == prefix else pc_prefix)
flags = subprocess.run(["pkg-config", "--cflags", "--libs", "waitwise"], env=env, capture_output=True,
                       text=True, check=True).stdout.split()
prog = os.path.join(prefix, "use.c")
with open(prog, "w") as f:
    f.write('#include <stdio.h>\n#include <waitwise/waitwise.h>\n'
            'int main(void) {\n  char *out, *diags;\n'
            '  static const char k[] = "\\tglobal_load_dword v1, v[2:3], off\\n\\tv_mov_b32 v0, v1\\n\\ts_endpgm\\n";\n'
            '  waitwise_options o = {0};\n  o.mcpu = "gfx942";\n'
            '  int st = waitwise_check("k.s", k, sizeof k - 1, &o, &out, &diags);\n'
            '  printf("library %s: status %d\\n", waitwise_version(), st);\n'
            '  waitwise_free(out);\n  waitwise_free(diags);\n  return 0;\n}\n')
# a sanitizer build's library needs the sanitizer runtimes at link time
nm = subprocess.run(["nm", prefix + "/lib/libwaitwise.a"], capture_output=True, text=True).stdout
san = ["-fsanitize=address,undefined"] if "__asan_" in nm else []
subprocess.run(["cc", "-std=c11", prog, "-o", prog[:-2]] + flags + san, check=True)
# -lwaitwise finds the shared library first; its folder is not a system one
run_env = dict(os.environ, LD_LIBRARY_PATH=prefix + "/lib")
print(subprocess.run([prog[:-2]], capture_output=True, text=True, check=True, env=run_env).stdout, end="")
# the Python package finds the library installed with it
py = subprocess.run([sys.executable, "-c", "import waitwise; print('python:', waitwise.version(), "
                     "[f.category for f in waitwise.check('\\tglobal_load_dword v1, v[2:3], off\\n"
                     "\\tv_mov_b32 v0, v1\\n', mcpu='gfx942')])"],
                    env=dict(os.environ, PYTHONPATH=prefix + "/lib/python3/dist-packages"),
                    capture_output=True, text=True)
print(py.stdout.strip() or py.stderr.strip().splitlines()[-1])
page = prefix + "/share/man/man1/waitwise.1"
man = subprocess.run("preconv %s | groff -t -man -ww -Tutf8" % page, shell=True, capture_output=True, text=True)
print("man page:", len(man.stdout.splitlines()), "lines,", len(man.stderr.splitlines()), "warnings")
src = open(page).read().replace("\\:", "")  # troff's break points in paths
print("man sections:", " ".join(l[4:].strip('"') for l in src.splitlines() if l.startswith(".SH ")))
# every document the page names is installed
named = sorted(set(re.findall(re.escape(prefix) + r"/share/doc/waitwise/[A-Za-z0-9_.-]+", src)))
missing = [n for n in named if not os.path.exists(n)]
print("man page names %d installed documents%s" % (len(named), ", missing: " + " ".join(missing) if missing else ""))
print("license:", open(prefix + "/share/doc/waitwise/LICENSE").readline().strip())
