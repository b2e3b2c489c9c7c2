"""Random OpenCL C and HIP kernels for the judge (judge.py), in the spirit of
CLsmith: every construct whose waits LLVM places, drawn from a seed.

gen(seed, target, lang) -> (source, facts). The kernel folds what it reads
into `acc` and writes it out, so nothing is dead. Constructs: loops (nested,
trip counts from an argument or a loaded value), uniform and divergent
branches, LDS arrays exchanged through barriers (with fences, or bare:
a race of the program itself), fences of every order and scope, atomics
with and without return on global and LDS memory in every order and scope,
atomic loads and stores, non-kernel functions (called, tail-called, with
fences), private arrays (scratch), constant-memory scalar loads, d16 and
sub-dword loads, LDS DMA (__builtin_amdgcn_global_load_lds, gfx942/gfx950)
and gfx1250 async copies, each read back after a wait, a barrier with
fences, or nothing.

facts: what the source says about LDS DMA: "dma_unsynced" counts the reads
of a DMA'd array that nothing orders after its copy (a race the program
has, whatever LLVM does), "dma_synced" the others; "bare_barrier" counts
LDS exchanges through a barrier without fences.
"""
import random

GFX9 = ("gfx900", "gfx908", "gfx90a", "gfx942", "gfx950")
DMA_TARGETS = ("gfx942", "gfx950")

FENCE_ORDERS = ["__ATOMIC_ACQUIRE", "__ATOMIC_RELEASE", "__ATOMIC_ACQ_REL", "__ATOMIC_SEQ_CST"]
FENCE_SCOPES = ["wavefront", "workgroup", "agent", ""]
SCOPES = ["__MEMORY_SCOPE_WVFRNT", "__MEMORY_SCOPE_WRKGRP", "__MEMORY_SCOPE_DEVICE",
          "__MEMORY_SCOPE_SYSTEM"]
RMW_ORDERS = ["__ATOMIC_RELAXED", "__ATOMIC_ACQUIRE", "__ATOMIC_RELEASE", "__ATOMIC_ACQ_REL",
              "__ATOMIC_SEQ_CST"]
LOAD_ORDERS = ["__ATOMIC_RELAXED", "__ATOMIC_ACQUIRE", "__ATOMIC_SEQ_CST"]
STORE_ORDERS = ["__ATOMIC_RELAXED", "__ATOMIC_RELEASE", "__ATOMIC_SEQ_CST"]

MASK = 1023  # global indices stay in 4 KiB of each buffer


class Gen:
    def __init__(self, seed, target, lang):
        self.r = random.Random(seed)
        self.target = target
        self.lang = lang
        self.funcs = []
        self.nfunc = 0
        self.uses = set()
        self.facts = {"dma_unsynced": 0, "dma_synced": 0, "bare_barrier": 0}
        self.depth = 0
        self.loopvar = 0

    # ---- syntax that differs between OpenCL C and HIP ----
    def gptr(self, t="int"):
        return ("global %s *" % t) if self.lang == "cl" else ("%s *" % t)

    def lptr(self, t="int"):
        return ("local %s *" % t) if self.lang == "cl" else ("%s *" % t)

    def local_array(self, name, n):
        if self.lang == "cl":
            return "  local int %s[%d];\n" % (name, n)
        return "  __attribute__((shared)) int %s[%d];\n" % (name, n)

    def c(self, lo, hi):
        return self.r.randint(lo, hi)

    def barrier(self, fenced):
        if not fenced:
            return "  __builtin_amdgcn_s_barrier();\n"
        return ('  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");\n'
                "  __builtin_amdgcn_s_barrier();\n"
                '  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");\n')

    # ---- statements ----
    def stmt(self):
        kinds = ["load", "store", "arith", "fence", "atomic", "atomic_ls", "call"]
        if self.depth < 2:
            kinds += ["loop", "branch", "branch"]
        if self.depth == 0:
            kinds += ["lds", "lds_atomic", "private", "d16"]
            if self.lang == "cl":
                kinds.append("const")
            if self.target in DMA_TARGETS:
                kinds += ["dma", "dma"]
            if self.target == "gfx1250":
                kinds += ["async", "async"]
        return getattr(self, "s_" + self.r.choice(kinds))()

    def block(self, n):
        self.depth += 1
        s = "".join(self.stmt() for _ in range(n))
        self.depth -= 1
        return s

    def s_load(self):
        return "  acc += g[(tid + %d) & %d];\n" % (self.c(0, 64), MASK)

    def s_store(self):
        return "  g[(tid * %d + %d) & %d] = acc;\n" % (self.c(1, 3), self.c(0, 64), MASK)

    def s_arith(self):
        return "  acc = acc * %d + (tid ^ %d);\n" % (self.c(2, 9), self.c(0, 255))

    def s_const(self):
        self.uses.add("const")
        return "  acc += cst[%s];\n" % self.r.choice(["%d" % self.c(0, 15), "n & 15"])

    def s_d16(self):
        self.uses.add("h")
        k = self.r.choice(["pair", "byte", "short"])
        if k == "pair":
            vec = "ushort2" if self.lang == "cl" else "unsigned short __attribute__((ext_vector_type(2)))"
            return ("  { %s v = (%s)(h[tid & %d], h[(tid + %d) & %d]); acc += v.x * 3 + v.y; }\n"
                    % (vec, vec, MASK, self.c(1, 64), MASK))
        if k == "byte":
            return "  acc += ((%s)h)[(tid + %d) & %d];\n" % (self.gptr("uchar" if self.lang == "cl" else "unsigned char"),
                                                          self.c(0, 9), MASK)
        return "  acc += h[(tid * 2 + %d) & %d];\n" % (self.c(0, 9), MASK)

    def s_fence(self):
        return '  __builtin_amdgcn_fence(%s, "%s");\n' % (self.r.choice(FENCE_ORDERS),
                                                       self.r.choice(FENCE_SCOPES))

    def s_atomic(self):
        op = self.r.choice(["fetch_add", "fetch_max", "fetch_or", "exchange_n"])
        ret = self.r.random() < 0.6
        call = "__scoped_atomic_%s(&g[%d], %s, %s, %s)" % (
            op, self.c(1024, 1100), "acc" if op != "exchange_n" else "tid", self.r.choice(RMW_ORDERS),
            self.r.choice(SCOPES))
        return "  acc += %s;\n" % call if ret else "  (void)%s;\n" % call

    def s_atomic_ls(self):
        if self.r.random() < 0.5:
            return "  acc += __scoped_atomic_load_n(&g[%d], %s, %s);\n" % (
                self.c(1024, 1100), self.r.choice(LOAD_ORDERS), self.r.choice(SCOPES))
        return "  __scoped_atomic_store_n(&g[%d], acc, %s, %s);\n" % (
            self.c(1024, 1100), self.r.choice(STORE_ORDERS), self.r.choice(SCOPES))

    def s_loop(self):
        self.loopvar += 1
        j = "j%d" % self.loopvar
        bound = self.r.choice(["(n & 15)", "(g[%d] & 7)" % self.c(0, 32), "(m & 3) + %d" % self.c(1, 4)])
        body = self.block(self.c(1, 3))
        body = body.replace("(tid + ", "(tid + %s + " % j, 1)
        return "  for (int %s = 0; %s < %s; %s++) {\n%s  }\n" % (j, j, bound, j, body)

    def s_branch(self):
        cond = self.r.choice(["n > %d" % self.c(0, 8), "(tid & %d) == 0" % self.r.choice([1, 3, 31, 63]),
                              "acc > %d" % self.c(0, 100), "m == %d" % self.c(0, 3)])
        then = self.block(self.c(1, 3))
        if self.r.random() < 0.5:
            return "  if (%s) {\n%s  }\n" % (cond, then)
        return "  if (%s) {\n%s  } else {\n%s  }\n" % (cond, then, self.block(self.c(1, 2)))

    def s_lds(self):
        self.uses.add("lds")
        fenced = self.r.random() < 0.8
        if not fenced:
            self.facts["bare_barrier"] += 1
        return ("  lds[tid & 255] = acc;\n" + self.barrier(fenced) +
                "  acc += lds[(tid + %d) & 255];\n" % self.c(1, 255) + self.barrier(True))

    def s_lds_atomic(self):
        self.uses.add("lds")
        ret = self.r.random() < 0.5
        call = "__scoped_atomic_fetch_add(&lds[(tid + %d) & 255], 1, %s, %s)" % (
            self.c(0, 9), self.r.choice(RMW_ORDERS), self.r.choice(SCOPES[:2]))
        return ("  acc += %s;\n" % call) if ret else ("  (void)%s;\n" % call)

    def s_private(self):
        self.uses.add("priv")
        return ("  priv[(tid + %d) & 7] = acc;\n  acc += priv[n & 7];\n" % self.c(0, 7))

    def s_call(self):
        name = self.new_func()
        return "  acc += %s(g, tid + %d, acc);\n" % (name, self.c(0, 31))

    def new_func(self):
        self.nfunc += 1
        name = "f%d" % self.nfunc
        body = ""
        for _ in range(self.c(1, 3)):
            k = self.r.choice(["load", "store", "fence", "arith", "atomic"])
            body += {"load": "  x += p[(i + %d) & %d];\n" % (self.c(0, 9), MASK),
                     "store": "  p[(i * 2 + %d) & %d] = x;\n" % (self.c(0, 9), MASK),
                     "fence": '  __builtin_amdgcn_fence(%s, "%s");\n' % (self.r.choice(FENCE_ORDERS),
                                                                     self.r.choice(FENCE_SCOPES)),
                     "arith": "  x = x * %d + i;\n" % self.c(2, 7),
                     "atomic": "  x += __scoped_atomic_fetch_add(&p[%d], 1, %s, %s);\n" % (
                         self.c(1024, 1100), self.r.choice(RMW_ORDERS), self.r.choice(SCOPES))}[k]
        attr = "__attribute__((noinline))" if self.lang == "cl" else "__attribute__((device, noinline))"
        tail = ""
        if self.nfunc > 1 and self.r.random() < 0.4:
            # a tail call: the result of another function is this one's
            callee = "f%d" % self.r.randint(1, self.nfunc - 1)
            tail = "  return %s(p, i + 1, x);\n" % callee
        else:
            tail = "  return x;\n"
        self.funcs.append("%s int %s(%sp, int i, int x) {\n%s%s}\n" % (attr, name, self.gptr(), body, tail))
        return name

    def s_dma(self):
        self.uses.add("dma")
        sync = self.r.choice(["wait", "fenced", "none"])
        if self.lang == "cl":
            s = "  __builtin_amdgcn_global_load_lds(src + tid, dma, 4, 0, 0);\n"
        else:  # HIP pointers are generic: name the address spaces
            s = ("  __builtin_amdgcn_global_load_lds((__attribute__((address_space(1))) void *)(src + tid), "
                 "(__attribute__((address_space(3))) void *)dma, 4, 0, 0);\n")
        if sync == "wait":
            s += "  __builtin_amdgcn_s_waitcnt(0);\n"
        elif sync == "fenced":
            s += self.barrier(True)
            # the release fence waits for this wave's copy only: a read of
            # another wave's part needs every wave's, which the barrier gives
        if sync == "none":
            self.facts["dma_unsynced"] += 1
        else:
            self.facts["dma_synced"] += 1
        return s + "  acc += dma[(tid + %d) & 63];\n" % self.c(0, 63)

    def s_async(self):
        self.uses.add("abuf")
        sync = self.r.choice(["wait", "none"])
        if self.lang == "cl":
            s = "  __builtin_amdgcn_global_load_async_to_lds_b32(src + tid, abuf + (tid & 255), 0, 0);\n"
        else:
            s = ("  __builtin_amdgcn_global_load_async_to_lds_b32((__attribute__((address_space(1))) int *)(src + tid), "
                 "(__attribute__((address_space(3))) int *)(abuf + (tid & 255)), 0, 0);\n")
        if sync == "wait":
            s += "  __builtin_amdgcn_s_wait_asynccnt(0);\n" + self.barrier(True)
            self.facts["dma_synced"] += 1
        else:
            self.facts["dma_unsynced"] += 1
        return s + "  acc += abuf[(tid + %d) & 255];\n" % self.c(0, 255)

    def kernel(self):
        body = "".join(self.stmt() for _ in range(self.c(3, 8)))
        pre = ""
        if "lds" in self.uses:
            pre += self.local_array("lds", 256)
        if "dma" in self.uses:
            pre += self.local_array("dma", 64)
        if "abuf" in self.uses:
            pre += self.local_array("abuf", 256)
        if "priv" in self.uses:
            pre += "  int priv[8];\n" + "".join("  priv[%d] = tid + %d;\n" % (k, k) for k in range(8))
        if self.lang == "cl":
            sig = ("kernel __attribute__((reqd_work_group_size(256, 1, 1))) void k(%sg, %sout, "
                   "constant int *cst, %sh, %ssrc, int n, int m)"
                   % (self.gptr(), self.gptr(), self.gptr("ushort"), self.gptr()))
        else:
            sig = ("__attribute__((global)) void k(int *g, int *out, int *cst, unsigned short *h, "
                   "int *src, int n, int m)")
        src = "".join(self.funcs)
        src += "%s {\n  int tid = __builtin_amdgcn_workitem_id_x();\n  int acc = n;\n%s%s" % (sig, pre, body)
        src += "  out[tid] = acc;\n}\n"
        if self.lang == "hip":
            src = "typedef unsigned char uchar;\n" + src
        return src


def gen(seed, target, lang="cl"):
    g = Gen(seed, target, lang)
    return g.kernel(), g.facts


if __name__ == "__main__":
    import sys
    print(gen(int(sys.argv[1]), sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else "cl")[0])
