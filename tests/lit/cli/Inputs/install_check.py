#!/usr/bin/env python3
"""make install PREFIX=DIR for the build that made WAITWISE, then use what
was installed as a user would: the binary runs, `pkg-config --cflags --libs
waitwise` builds a C program against the header and the library, the man
page formats without warnings, the LICENSE is there.
  install_check.py WAITWISE ROOT PREFIX"""
import os
import subprocess
import sys

waitwise, root, prefix = sys.argv[1:4]
build = os.path.relpath(os.path.dirname(os.path.abspath(waitwise)), root)
subprocess.run(["make", "-s", "-C", root, "install", "BUILD=" + build, "PREFIX=" + prefix],
               check=True, stdout=subprocess.DEVNULL)
for f in sorted(os.path.relpath(os.path.join(d, n), prefix) for d, _, ns in os.walk(prefix) for n in ns):
    print("installed:", f)
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
print(subprocess.run([prog[:-2]], capture_output=True, text=True, check=True).stdout, end="")
man = subprocess.run("preconv %s/share/man/man1/waitwise.1 | groff -man -ww -Tutf8" % prefix, shell=True,
                     capture_output=True, text=True)
print("man page:", len(man.stdout.splitlines()), "lines,", len(man.stderr.splitlines()), "warnings")
print("license:", open(prefix + "/share/doc/waitwise/LICENSE").readline().strip())
