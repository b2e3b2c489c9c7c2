#!/usr/bin/env python3
"""gen_spin.py W K P [nowait|wait1|nobarrier] - the kernel of the SPIN baseline
(../shared/spin/promela-model.sh) in the kernel IR, for `waitwise verify`.

W waves; in each of P phases a wave issues K async stores into its slot of a
double-buffered shared array, marks, waits for the mark (wait_asyncmark(0);
mutant wait1: 1, nowait: no wait), takes the workgroup barrier (mutant
nobarrier: skips it) and reads its neighbour's slot into global memory.
"""
import sys


def kernel(w, k, p, mutant=None):
    lines = ["kernel spin(G: global i32[%d], X: global i32[%d]) waves(%d) {" % (w * k * p, w * k * p, w),
             "  S = alloc shared i32[2, %d, %d]" % (w, k),
             "  for p in range(%d) {" % p,
             "    for k in range(%d) {" % k,
             "      async {",
             "        S[p %% 2, wave_id, k] = G[(p * %d + wave_id) * %d + k]" % (w, k),
             "      }",
             "    }",
             "    asyncmark"]
    if mutant == "wait1":
        lines.append("    wait_asyncmark(1)")
    elif mutant != "nowait":
        lines.append("    wait_asyncmark(0)")
    if mutant != "nobarrier":
        lines.append("    barrier()")
    lines += ["    for k in range(%d) {" % k,
              "      X[(p * %d + wave_id) * %d + k] = S[p %% 2, (wave_id + 1) %% %d, k]" % (w, k, w),
              "    }",
              "  }",
              "}"]
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) not in (4, 5) or (len(argv) == 5 and argv[4] not in ("nowait", "wait1", "nobarrier")):
        sys.exit(__doc__)
    sys.stdout.write(kernel(int(argv[1]), int(argv[2]), int(argv[3]), argv[4] if len(argv) == 5 else None))


if __name__ == "__main__":
    main(sys.argv)
