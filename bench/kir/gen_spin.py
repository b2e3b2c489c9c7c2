#!/usr/bin/env python3
"""gen_spin.py W K P [nowait|wait1|nobarrier|named] - the kernel of the SPIN baseline
(../shared/spin/promela-model.sh) in the kernel IR, for `waitwise verify`.

W waves; in each of P phases a wave issues K async stores into its slot of a
double-buffered shared array, marks, waits for the mark (wait_asyncmark(0);
mutant wait1: 1, nowait: no wait), takes the workgroup barrier (mutant
nobarrier: skips it) and reads its neighbour's slot into global memory.
`named` (not in SPIN's model): a named barrier instead of barrier(), which
wave 0 initialises, every wave joins, with fences around its split arrive
and wait; its arrivals do not commute in the reduction the way barrier()'s
do, so every order of them is explored.
"""
import sys


def kernel(w, k, p, mutant=None):
    lines = ["kernel spin(G: global i32[%d], X: global i32[%d]) waves(%d) {" % (w * k * p, w * k * p, w),
             "  S = alloc shared i32[2, %d, %d]" % (w, k)]
    if mutant == "named":
        lines += ["  bar = barrier_object(workgroup)",
                  "  if wave_id == 0 {",
                  "    barrier_init(bar, %d)" % w,
                  "  }",
                  "  barrier()",
                  "  barrier_join(bar)"]
    lines += ["  for p in range(%d) {" % p,
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
    if mutant == "named":
        lines += ["    fence(release, workgroup, shared)", "    barrier_arrive(bar)", "    barrier_wait(bar)",
                  "    fence(acquire, workgroup, shared)"]
    elif mutant != "nobarrier":
        lines.append("    barrier()")
    lines += ["    for k in range(%d) {" % k,
              "      X[(p * %d + wave_id) * %d + k] = S[p %% 2, (wave_id + 1) %% %d, k]" % (w, k, w),
              "    }",
              "  }",
              "}"]
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) not in (4, 5) or (len(argv) == 5 and argv[4] not in ("nowait", "wait1", "nobarrier", "named")):
        sys.exit(__doc__)
    sys.stdout.write(kernel(int(argv[1]), int(argv[2]), int(argv[3]), argv[4] if len(argv) == 5 else None))


if __name__ == "__main__":
    main(sys.argv)
