#!/usr/bin/env python3
"""gen.py - random annotated loops for judging `waitwise pipeline`.

    gen.py SEED            prints the program of that seed

A program is one kernel: shared buffers B (1, 2, 4 or 8 elements) and
B2 (2 x 4), a local buffer Lc (4), global inputs A and Ix (small integers,
Ix also as indices) and outputs C, D, Acc; scalars n (a symbolic trip count)
and off. Around an annotated loop: writes before it, reads after it, the
user's own async copy in flight across it, an enclosing loop. The loop body
has 2 to 6 statements drawn from producers (stores, region copies, inner
loops, gathers), consumers, updates that carry a value to the next
iteration, predicated statements (if / if-else on the loop variable, on
`off` or on an input), opaque calls, and an inner annotated loop; indices
are affine (i, i + c, 2i + c, i + off, i*w + j), modular ((i + c) % m,
i / 2 % m) or data-dependent (Ix[i]). Stages are mostly non-decreasing
along the body (as a writer of a pipeline would annotate), orders the body's
or a permutation, async stages a subset. Deterministic per seed.

generate(seed) returns a Program: the text, the tree (kir.py), the loop, the
trip counts to test and the inputs.
"""
import random
import sys

import kir
from kir import Bin, Const, Copy, For, Gather, If, Load, Raw, Region, Store, Var, Call, Buf

NMAX = 12                 # largest trip count tested
IMAX = 2 * NMAX + 4       # largest loop variable value (lo + step * k)
GA = 8 * (IMAX + 2) + 16  # global buffer size: every index generated stays below


class Program:
    pass


def C_(v):
    return Const(v)


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.seed = seed
        r = self.r
        self.SB = r.choice([1, 2, 4, 8])
        self.A = Buf("A", "global", "f32", [GA])
        self.Ix = Buf("Ix", "global", "i32", [GA])
        self.C = Buf("C", "global", "f32", [GA])
        self.D = Buf("D", "global", "f32", [GA])
        self.Acc = Buf("Acc", "global", "f32", [4])
        self.E = Buf("E", "global", "f32", [8])
        self.B = Buf("B", "shared", "f32", [self.SB])
        self.B2 = Buf("B2", "shared", "f32", [2, 4])
        self.Lc = Buf("Lc", "local", "f32", [4])
        self.features = set()
        self.calls = 0

    # ---- indices ----
    def i(self):
        return Var("i")

    def g_index(self):
        """An index into a global buffer (below GA for every i <= IMAX)."""
        r = self.r
        k = r.random()
        i = self.i()
        if k < 0.35:
            return i
        if k < 0.5:
            return Bin("+", i, C_(r.randint(1, 3)))
        if k < 0.6:
            self.features.add("affine")
            return Bin("+", Bin("*", C_(2), i), C_(r.randint(0, 3)))
        if k < 0.68:
            self.features.add("modular")
            return Bin("/", i, C_(2))
        if k < 0.76:
            self.features.add("symbolic-index")
            return Bin("+", i, Var("off"))
        if k < 0.84:
            self.features.add("modular")
            return Bin("%", i, C_(4))
        if k < 0.92:
            self.features.add("data-index")
            return Load(self.Ix, [i])
        return C_(r.randint(0, 3))

    def s_index(self, size):
        """An index into a small buffer of `size` elements."""
        r = self.r
        k = r.random()
        i = self.i()
        if size == 1:
            return C_(0)
        if k < 0.35:
            self.features.add("modular")
            return Bin("%", i, C_(size))
        if k < 0.55:
            self.features.add("modular")
            return Bin("%", Bin("+", i, C_(r.randint(1, size - 1))), C_(size))
        if k < 0.8:
            return C_(r.randint(0, size - 1))
        if k < 0.9:
            self.features.add("data-index")
            return Bin("%", Load(self.Ix, [i]), C_(size))
        self.features.add("modular")
        return Bin("%", Bin("/", i, C_(2)), C_(size))

    def small(self):
        """A small buffer and an element of it."""
        r = self.r
        k = r.random()
        if k < 0.55:
            return Load(self.B, [self.s_index(self.SB)])
        if k < 0.75:
            return Load(self.Lc, [self.s_index(4)])
        return Load(self.B2, [self.s_index(2), self.s_index(4)])

    def value(self, nloads=1):
        r = self.r
        terms = []
        for _ in range(nloads):
            src = r.random()
            if src < 0.5:
                terms.append(Load(self.A, [self.g_index()]))
            else:
                terms.append(self.small())
        e = terms[0]
        for t in terms[1:]:
            e = Bin("+", e, t)
        if r.random() < 0.5:
            e = Bin("+", e, C_(r.randint(1, 3)))
        return e

    # ---- statements of the loop body ----
    def producer(self):
        r = self.r
        k = r.random()
        if k < 0.45:
            dst = self.small()
            return Store(dst, "=", self.value(r.choice([1, 1, 2])))
        if k < 0.65:
            self.features.add("copy")
            w = self.SB
            i = self.i()
            lo = Bin("*", i, C_(w)) if w > 1 else i
            hi = Bin("+", Bin("*", i, C_(w)), C_(w)) if w > 1 else Bin("+", i, C_(1))
            return Copy(Region(self.B, []), Region(self.A, [(lo, hi)]))
        if k < 0.85:
            self.features.add("inner-loop")
            w = self.SB
            body = [Store(Load(self.B, [Var("j")]), "=",
                          Bin("+", Load(self.A, [Bin("+", Bin("*", self.i(), C_(w)), Var("j"))]), C_(1)))]
            return For("j", C_(0), self.extent(), 1, body)
        self.features.add("gather")
        i = self.i()
        return Gather(Region(self.Lc, [(C_(0), C_(2))]), self.A,
                      Region(self.Ix, [(Bin("*", C_(2), i), Bin("+", Bin("*", C_(2), i), C_(2)))]))

    def consumer(self):
        r = self.r
        k = r.random()
        if k < 0.4:
            dst = Load(r.choice([self.C, self.D]), [self.g_index()])
            return Store(dst, "=", Bin("+", self.small(), C_(r.randint(0, 2))))
        if k < 0.55:
            return Store(self.small(), "=", Bin("*", self.small(), C_(2)))
        if k < 0.7:
            self.features.add("inner-loop")
            w = self.SB
            body = [Store(Load(self.C, [Bin("+", Bin("*", self.i(), C_(w)), Var("j"))]), "=",
                          Bin("+", Load(self.B, [Var("j")]), C_(1)))]
            return For("j", C_(0), self.extent(), 1, body)
        if k < 0.85:
            self.features.add("call")
            self.calls += 1
            args = [r.choice([Region(self.B, []), self.small(), Region(self.Lc, [(C_(0), C_(2))])]), self.i()]
            return Call("compute", args)
        self.features.add("copy")
        return Copy(Region(self.D, [(Bin("*", self.i(), C_(4)), Bin("+", Bin("*", self.i(), C_(4)), C_(4)))]),
                    Region(self.Lc, []))

    def extent(self):
        """An inner loop's extent: SB, or the parameter m (whose value is SB)."""
        if self.r.random() < 0.3:
            self.features.add("symbolic-extent")
            return Var("m")
        return C_(self.SB)

    def carried(self):
        r = self.r
        self.features.add("carried")
        k = r.random()
        if k < 0.35:
            return Store(Load(self.Acc, [C_(r.randint(0, 3))]), "+=", self.small())
        if k < 0.6:
            return Store(self.small(), "+=", Load(self.A, [self.g_index()]))
        if k < 0.8:
            return Store(Load(self.D, [Bin("+", self.i(), C_(1))]), "=", Bin("+", Load(self.D, [self.i()]), C_(1)))
        return Store(Load(self.B, [C_(0)]), "=", Bin("+", Load(self.B, [C_(self.SB - 1)]), C_(1)))

    def cond(self):
        r = self.r
        k = r.random()
        i = self.i()
        if k < 0.4:
            return Bin("==", Bin("%", i, C_(2)), C_(0))
        if k < 0.6:
            return Bin("!=", Bin("%", i, C_(3)), C_(0))
        if k < 0.8:
            return Bin("<", i, Bin("+", Var("off"), C_(2)))
        return Bin(">", Load(self.A, [i]), C_(3))

    def predicated(self):
        r = self.r
        self.features.add("predicate")
        inner = r.choice([self.producer, self.consumer, self.carried])
        if r.random() < 0.5:
            self.features.add("if-else")
            return If(self.cond(), [inner()], [r.choice([self.producer, self.consumer])()])
        return If(self.cond(), [inner()], [])

    def nested(self):
        """An inner annotated loop: a copy stage and a use stage over j."""
        r = self.r
        self.features.add("nested")
        i = self.i()
        j = Var("j")
        body = [Store(Load(self.Lc, [Bin("%", j, C_(2))]), "=", Load(self.A, [Bin("+", Bin("*", i, C_(4)), j)])),
                Store(Load(self.D, [Bin("+", Bin("*", i, C_(4)), j)]), "=",
                      Bin("+", Load(self.Lc, [Bin("%", j, C_(2))]), C_(1)))]
        st = [0, r.choice([1, 1, 2])]
        asy = [0] if r.random() < 0.3 else []
        return For("j", C_(0), C_(4), 1, body, (st, [0, 1], asy))

    def body(self):
        r = self.r
        m = r.randint(2, 6)
        out = [self.producer()]
        for _ in range(m - 1):
            k = r.random()
            if k < 0.22:
                out.append(self.producer())
            elif k < 0.6:
                out.append(self.consumer())
            elif k < 0.72:
                out.append(self.carried())
            elif k < 0.88:
                out.append(self.predicated())
            else:
                out.append(self.nested())
        return out

    def annotations(self, n):
        r = self.r
        M = r.choice([1, 1, 2, 2, 2, 3, 3, 4, 6])
        if r.random() < 0.85:
            st = sorted(r.randint(0, M) for _ in range(n))
            st[-1] = max(st[-1], 1)
        else:
            st = [r.randint(0, M) for _ in range(n)]
        k = r.random()
        if k < 0.55:
            od = list(range(n))
        elif k < 0.8:
            od = list(range(n))
            r.shuffle(od)
        else:
            # later stages first, as in the RFC's examples
            by = sorted(range(n), key=lambda x: (-st[x], x))
            od = [0] * n
            for pos, x in enumerate(by):
                od[x] = pos
        used = sorted(set(st))
        asy = []
        if r.random() < 0.75:
            asy = [used[0]]
            if len(used) > 2 and r.random() < 0.3:
                asy.append(used[1])
                self.features.add("two-async-stages")
        return st, od, asy

    def program(self):
        r = self.r
        body = self.body()
        annot = self.annotations(len(body))
        k = r.random()
        if k < 0.6:
            loop = For("i", C_(0), Var("n"), 1, body, annot)
            self.features.add("symbolic-trips")
        elif k < 0.85:
            loop = For("i", C_(0), C_(r.randint(0, NMAX)), 1, body, annot)
            self.features.add("constant-trips")
        elif k < 0.95:
            loop = For("i", C_(1), Var("n"), 1, body, annot)
            self.features.add("symbolic-trips")
        else:
            loop = For("i", C_(0), Var("n"), 2, body, annot)
            self.features.add("symbolic-trips")
        if 1 in annot[0] or len(set(annot[0])) > 1:
            self.features.add("stages")
        if annot[1] != sorted(annot[1]):
            self.features.add("order")
        if annot[2]:
            self.features.add("async")
        stmts = []
        if r.random() < 0.4:
            self.features.add("write-before")
            stmts.append(Store(Load(self.B, [C_(r.randint(0, self.SB - 1))]), "=", C_(r.randint(1, 9))))
            if r.random() < 0.5:
                stmts.append(Store(Load(self.Lc, [C_(r.randint(0, 3))]), "=", C_(r.randint(1, 9))))
        user_async = r.random() < 0.15
        if user_async:
            self.features.add("user-async")
            stmts.append(Raw(["commit(0) {", "  async {", "    E[0:4] <- A[0:4]", "  }", "}"]))
        stmts.append(loop)
        if user_async:
            stmts.append(Raw(["wait(0, 0)"]))
        if r.random() < 0.4:
            self.features.add("read-after")
            stmts.append(Store(Load(self.C, [C_(GA - 1)]), "=",
                               Bin("+", Load(self.B, [C_(r.randint(0, self.SB - 1))]),
                                   Load(self.Lc, [C_(r.randint(0, 3))]))))
        if r.random() < 0.15:
            self.features.add("enclosing-loop")
            stmts = [For("r", C_(0), C_(2), 1, stmts)]
        return loop, stmts

    def text(self, stmts):
        lines = ["# gen.py seed %d" % self.seed,
                 "kernel k(n: i32 = 8, off: i32 = 1, m: i32 = %d, A: global f32[%d], Ix: global i32[%d], "
                 "C: global f32[%d], D: global f32[%d], Acc: global f32[4], E: global f32[8]) {" % (self.SB, GA, GA, GA, GA),
                 "  B = alloc shared f32[%d]" % self.SB,
                 "  B2 = alloc shared f32[2, 4]",
                 "  Lc = alloc local f32[4]"]
        for s in stmts:
            lines += s.lines("  ")
        lines.append("}")
        return "\n".join(lines) + "\n"


def generate(seed):
    g = Gen(seed)
    loop, stmts = g.program()
    p = Program()
    p.seed = seed
    p.text = g.text(stmts)
    p.stmts = stmts
    p.loop = loop
    p.features = sorted(g.features)
    p.bufs = [g.A, g.Ix, g.C, g.D, g.Acc, g.E, g.B, g.B2, g.Lc]
    M = max(loop.annot[0])
    if isinstance(loop.hi, Const):
        p.ns = [None]
    else:
        p.ns = sorted(set(x for x in [0, 1, M - 1, M, M + 1, M + 2, NMAX] if 0 <= x <= NMAX))
    rr = random.Random(seed * 31 + 7)
    p.data = {"A": [rr.randint(0, 7) for _ in range(GA)], "Ix": [rr.randint(0, 7) for _ in range(GA)],
              "C": [rr.randint(0, 7) for _ in range(GA)], "D": [rr.randint(0, 7) for _ in range(GA)],
              "Acc": [rr.randint(0, 7) for _ in range(4)], "E": [rr.randint(0, 7) for _ in range(8)]}
    p.off = 1
    p.m = g.SB
    return p


if __name__ == "__main__":
    sys.stdout.write(generate(int(sys.argv[1])).text)
