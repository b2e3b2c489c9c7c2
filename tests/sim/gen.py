#!/usr/bin/env python3
"""gen.py - random gfx942 assembly programs for judging `waitwise insert`.

    gen.py SEED [--size N] [--waits none|random] [--features LIST|all|mixed]
           [--no-header] [-o OUT.s]

Programs are straight-line code, counted loops (`s_mov_b32 sC, N` ...
`s_add_i32 sC, sC, -1` / `s_cmp_lg_u32 sC, 0` / `s_cbranch_scc1`, nested up to
two deep) and if/else diamonds, filled with global loads/stores, LDS reads and
writes, SMEM loads, LDS DMA (`s_mov_b32 m0, K` + `global_load_lds_dword`),
async marks (`s_asyncmark`, `s_wait_asyncmark N`), optional barriers, and
VALU/SALU consumers, over small register pools so that loaded registers are
read and overwritten. Every branch is concrete for sim.py: loop counters are
constants, and diamonds test either a loop counter or an input SGPR
(s20..s22, never written; listed in a `; @sim inputs ...` header comment so
that sim.py enumerates them).

Marks are followed by annotation comments (`; @sim asyncmark`,
`; @sim wait_asyncmark N`) that survive `waitwise insert` lowering them away.

--waits none (default): no counter waits at all.
--waits random: some random s_waitcnt lines (correct, too weak or too strong).

Features: vmem stores lds smem dma marks loops branches barriers, and flat
(FLAT stores) only when listed. Default "all" = every feature but flat;
"mixed" = a seed-derived subset of those. Programs
with marks are "disciplined" 70% of the time: no race of their own on DMAs
covered by a mark (whose completion waitwise leaves to the program).
A header comment `; gen.py features=...` records what was used.
Deterministic for a given seed and options.
"""
import argparse
import random
import sys

ALL_FEATURES = ["vmem", "stores", "lds", "smem", "dma", "marks", "loops", "branches", "barriers"]
DEFAULT_FEATURES = list(ALL_FEATURES)
# Only when asked for (not in "all" or "mixed", whose programs stay as they were
# for every seed): FLAT stores (flat_store_dword), global writes counted on
# vmcnt and lgkmcnt.
OPT_FEATURES = ["flat"]

VDATA = list(range(4, 12))          # v4..v11
VADDR = [2, 12]                     # v[2:3], v[12:13]
VLDS = [14, 15, 16]                 # LDS address registers
VPIPE = 17                          # pipeline buffer address (disciplined mode)
PIPE_BUFS = [0x2000 + 0x100 * i for i in range(16)]  # pipeline DMA buffers
DMA_HIGH = 0x4000                   # other DMAs in disciplined mode
SDATA = list(range(4, 12))          # s4..s11
LOOPC = [12, 13]                    # loop counters by depth
INPUTS = [20, 21, 22, 23]           # input bits


def mixed_features(seed):
    r = random.Random(seed * 7919 + 17)
    feats = [f for f in ALL_FEATURES if r.random() < (0.8 if f != "barriers" else 0.4)]
    if not any(f in feats for f in ("vmem", "lds", "smem", "dma")):
        feats.append("vmem")
    return feats


class Gen:
    def __init__(self, seed, size, features, waits):
        self.r = random.Random(seed)
        self.size = size
        self.f = set(features)
        self.waits = waits
        self.out = []
        self.label = 0
        self.inputs_used = []
        self.cond_stack = []
        self.marks = False
        # Disciplined: the program itself has no race on DMAs covered by marks
        # (whose completion waitwise leaves to the program): ds accesses have
        # known addresses below 0x1600, DMAs write at 0x2000 and above, and the
        # only reads of DMA'd LDS are pipeline reads of a completed stage.
        self.in_pipeline = False
        self.m0_ok = False  # m0 set to a disciplined value on every path so far
        self.disciplined = "marks" in self.f and "dma" in self.f and self.r.random() < 0.7

    def emit(self, s):
        self.out.append("\t" + s)

    def new_label(self):
        self.label += 1
        return ".LBB0_%d" % self.label

    # --- operands
    def vdata(self):
        return "v%d" % self.r.choice(VDATA)

    def vpair(self):
        return "v[%d:%d]" % ((b := self.r.choice(VDATA[::2])), b + 1)

    def vaddr(self):
        b = self.r.choice(VADDR)
        return "v[%d:%d]" % (b, b + 1)

    def vlds(self):
        return "v%d" % self.r.choice(VLDS)

    def sdata(self):
        return "s%d" % self.r.choice(SDATA)

    def goff(self):
        return "" if self.r.random() < 0.6 else " offset:%d" % (4 * self.r.randint(-16, 64))

    def dsoff(self):
        return "" if self.r.random() < 0.4 else " offset:%d" % (4 * self.r.randint(0, 160))

    # --- items
    def lds_addr_setup(self, reg=None):
        reg = reg or self.vlds()
        k = self.r.random()
        if k < 0.5:
            self.emit("v_mov_b32_e32 %s, 0x%x" % (reg, 4 * self.r.randint(0, 0x480)))
        elif k < 0.9 or self.disciplined:
            self.emit("v_and_b32_e32 %s, 63, v0" % reg)
            self.emit("v_lshlrev_b32_e32 %s, 2, %s" % (reg, reg))
            if self.r.random() < 0.6:
                self.emit("v_add_u32_e32 %s, 0x%x, %s" % (reg, 0x100 * self.r.randint(0, 16), reg))
        else:
            self.emit("v_mov_b32_e32 %s, s%d" % (reg, self.r.choice(SDATA)))  # unknown or loaded

    def item(self):
        r = self.r
        choices = [("valu", 5), ("nop", 0.3)]
        if "vmem" in self.f:
            choices += [("gload", 5), ("chase", 0.4), ("burst", 0.08)]
        if "stores" in self.f:
            choices += [("gstore", 2)]
        if "flat" in self.f:
            choices += [("fstore", 2)]
        if "lds" in self.f:
            choices += [("dsread", 4), ("dswrite", 2), ("ldsaddr", 0.7), ("dsburst", 0.08)]
        if "smem" in self.f:
            choices += [("sload", 3), ("salu", 2), ("svalu", 1.5)]
        if "dma" in self.f:
            choices += [("dma", 3)]
        if "marks" in self.f and "dma" in self.f:
            choices += [("mark", 1.5), ("waitmark", 1.2)]
        if "barriers" in self.f:
            choices += [("barrier", 0.5)]
        if self.waits == "random":
            choices += [("wait", 1.2)]
        tot = sum(w for _, w in choices)
        x = r.random() * tot
        for name, w in choices:
            x -= w
            if x <= 0:
                break
        getattr(self, "i_" + name)()

    def i_nop(self):
        self.emit("s_nop 0")

    def i_valu(self):
        r = self.r.random()
        if r < 0.55:
            self.emit("v_add_u32_e32 %s, %s, %s" % (self.vdata(), self.vdata(), self.vdata()))
        elif r < 0.8:
            self.emit("v_mov_b32_e32 %s, %s" % (self.vdata(), self.vdata()))
        else:
            self.emit("v_mov_b32_e32 %s, %d" % (self.vdata(), self.r.randint(0, 64)))

    def i_gload(self):
        if self.r.random() < 0.2:
            self.emit("global_load_dwordx2 %s, %s, off%s" % (self.vpair(), self.vaddr(), self.goff()))
        else:
            self.emit("global_load_dword %s, %s, off%s" % (self.vdata(), self.vaddr(), self.goff()))

    def i_burst(self):
        """Many loads in a row: counts near the maximum (vmcnt 62, overflow)."""
        first = self.vdata()
        self.emit("global_load_dword %s, %s, off" % (first, self.vaddr()))
        for _ in range(self.r.randint(55, 70)):
            self.emit("global_load_dword v%d, %s, off" % (self.r.choice(VDATA), self.vaddr()))
        self.emit("v_mov_b32_e32 %s, %s" % (self.vdata(), first))

    def i_dsburst(self):
        """Many LDS reads in a row: counts near lgkmcnt 14."""
        first = self.vdata()
        self.emit("ds_read_b32 %s, %s" % (first, self.vlds()))
        for _ in range(self.r.randint(12, 18)):
            self.emit("ds_read_b32 v%d, %s%s" % (self.r.choice(VDATA), self.vlds(), self.dsoff()))
        self.emit("v_mov_b32_e32 %s, %s" % (self.vdata(), first))

    def i_chase(self):
        b = self.r.choice(VADDR)
        self.emit("global_load_dwordx2 v[%d:%d], %s, off%s" % (b, b + 1, self.vaddr(), self.goff()))

    def i_gstore(self):
        if self.r.random() < 0.2:
            self.emit("global_store_dwordx2 %s, %s, off%s" % (self.vaddr(), self.vpair(), self.goff()))
        else:
            self.emit("global_store_dword %s, %s, off%s" % (self.vaddr(), self.vdata(), self.goff()))

    def i_fstore(self):
        self.emit("flat_store_dword %s, %s" % (self.vaddr(), self.vdata()))

    def i_dsread(self):
        if self.r.random() < 0.2:
            self.emit("ds_read_b64 %s, %s%s" % (self.vpair(), self.vlds(), self.dsoff()))
        else:
            self.emit("ds_read_b32 %s, %s%s" % (self.vdata(), self.vlds(), self.dsoff()))

    def i_dswrite(self):
        if self.r.random() < 0.2:
            self.emit("ds_write_b64 %s, %s%s" % (self.vlds(), self.vpair(), self.dsoff()))
        else:
            self.emit("ds_write_b32 %s, %s%s" % (self.vlds(), self.vdata(), self.dsoff()))

    def i_ldsaddr(self):
        self.lds_addr_setup()

    def i_sload(self):
        r = self.r.random()
        off = 4 * self.r.randint(0, 32)
        if r < 0.6:
            self.emit("s_load_dword %s, s[0:1], 0x%x" % (self.sdata(), off))
        elif r < 0.9:
            b = self.r.choice(SDATA[::2])
            self.emit("s_load_dwordx2 s[%d:%d], s[0:1], 0x%x" % (b, b + 1, off))
        else:
            b = self.r.choice(SDATA[::4])
            self.emit("s_load_dwordx4 s[%d:%d], s[0:1], 0x%x" % (b, b + 3, off))

    def i_salu(self):
        if self.r.random() < 0.6:
            self.emit("s_add_u32 %s, %s, %s" % (self.sdata(), self.sdata(), self.sdata()))
        else:
            self.emit("s_mov_b32 %s, %s" % (self.sdata(), self.sdata()))

    def i_svalu(self):
        self.emit("v_add_u32_e32 %s, %s, %s" % (self.vdata(), self.sdata(), self.vdata()))

    def m0_value(self):
        if self.disciplined:
            return DMA_HIGH + 0x100 * self.r.randint(0, 18)
        return 0x100 * self.r.randint(0, 18)

    def i_dma(self, set_m0=None):
        if self.disciplined and not self.m0_ok:
            set_m0 = True
        if set_m0 or (set_m0 is None and self.r.random() < 0.6):
            self.emit("s_mov_b32 m0, 0x%x" % self.m0_value())
            self.m0_ok = True
        off = "" if self.r.random() < 0.7 else " offset:%d" % (4 * self.r.randint(0, 64))
        self.emit("global_load_lds_dword %s, off%s" % (self.vaddr(), off))

    def i_mark(self):
        self.marks = True
        self.emit("s_asyncmark")
        self.out.append("; @sim asyncmark")

    def i_waitmark(self, n=None):
        if not self.marks:  # waitwise rejects s_wait_asyncmark in a function without marks
            return self.i_nop()
        n = self.r.choice([0, 1, 1, 2, 2, 3]) if n is None else n
        self.emit("s_wait_asyncmark %d" % n)
        self.out.append("; @sim wait_asyncmark %d" % n)

    def i_barrier(self):
        self.emit("s_barrier")

    def i_wait(self):
        r = self.r
        if r.random() < 0.1:
            self.emit("s_waitcnt 0")
            return
        fields = []
        if r.random() < 0.7:
            fields.append("vmcnt(%d)" % r.randint(0, 4))
        if r.random() < 0.5 or not fields:
            fields.append("lgkmcnt(%d)" % r.randint(0, 3))
        r.shuffle(fields)
        self.emit("s_waitcnt " + " ".join(fields))

    # --- structure
    def block(self, budget, depth, loopvars):
        while budget > 0:
            x = self.r.random()
            if ("marks" in self.f and "dma" in self.f and "loops" in self.f and depth < 2 and budget >= 8
                    and not self.in_pipeline and x < 0.05):
                sub = self.r.randint(3, max(3, budget // 2))
                self.pipeline(sub, depth, loopvars)
                budget -= sub + 6
            elif "loops" in self.f and depth < 2 and budget >= 6 and x < 0.12:
                sub = self.r.randint(3, max(3, budget // 2))
                self.loop(sub, depth, loopvars)
                budget -= sub + 2
            elif "branches" in self.f and budget >= 5 and x < 0.24:
                sub = self.r.randint(2, max(2, budget // 2))
                self.diamond(sub, depth, loopvars)
                budget -= sub + 2
            else:
                self.item()
                budget -= 1

    def loop(self, budget, depth, loopvars):
        c = LOOPC[depth]
        trips = self.r.choice([1, 2, 2, 3, 3, 4])
        head = self.new_label()
        self.emit("s_mov_b32 s%d, %d" % (c, trips))
        self.out.append(head + ":")
        self.m0_ok = False
        self.block(budget, depth + 1, loopvars + [(c, trips)])
        self.emit("s_add_i32 s%d, s%d, -1" % (c, c))
        self.emit("s_cmp_lg_u32 s%d, 0" % c)
        self.emit("s_cbranch_scc1 " + head)

    def pipeline(self, budget, depth, loopvars):
        """Software pipeline with async marks: D blocks in flight, wait for the oldest."""
        r = self.r
        stages = r.choice([2, 2, 3])
        self.in_pipeline = True
        if self.disciplined:
            bufs = r.sample(PIPE_BUFS, stages)
            self.emit("v_and_b32_e32 v%d, 63, v0" % VPIPE)
            self.emit("v_lshlrev_b32_e32 v%d, 2, v%d" % (VPIPE, VPIPE))
            self.emit("v_add_u32_e32 v%d, 0x%x, v%d" % (VPIPE, bufs[0], VPIPE))
        else:
            bufs = [0x100 * r.randint(0, 18) for _ in range(stages)]
        for i in range(stages - 1):
            self.emit("s_mov_b32 m0, 0x%x" % bufs[i])
            for _ in range(r.choice([1, 1, 2])):
                self.emit("global_load_lds_dword %s, off" % self.vaddr())
            self.i_mark()
        c = LOOPC[depth]
        trips = r.choice([2, 3, 4])
        head = self.new_label()
        self.emit("s_mov_b32 s%d, %d" % (c, trips))
        self.out.append(head + ":")
        self.emit("s_mov_b32 m0, 0x%x" % bufs[-1])
        self.emit("global_load_lds_dword %s, off" % self.vaddr())
        self.i_mark()
        self.i_waitmark(stages - 1)
        if self.disciplined:  # stage 0's buffer is complete from here on
            self.emit("ds_read_b32 %s, v%d" % (self.vdata(), VPIPE))
        self.m0_ok = False
        self.block(budget, depth + 1, loopvars + [(c, trips)])
        self.emit("s_add_i32 s%d, s%d, -1" % (c, c))
        self.emit("s_cmp_lg_u32 s%d, 0" % c)
        self.emit("s_cbranch_scc1 " + head)
        self.in_pipeline = False
        self.m0_ok = False
        for n in range(stages - 2, -1, -1):
            if r.random() < 0.8:
                self.i_waitmark(n)

    def diamond(self, budget, depth, loopvars):
        r = self.r
        pushed = False
        if loopvars and r.random() < 0.6:
            c, trips = r.choice(loopvars)
            rel = r.choice(["eq", "lg", "lt", "gt"])
            self.emit("s_cmp_%s_u32 s%d, %d" % (rel, c, r.randint(1, trips)))
        else:
            # a fresh input bit when possible; never one an enclosing diamond
            # tests (that would make a side dead code)
            free = [x for x in self.inputs_used if x not in self.cond_stack]
            if len(self.inputs_used) < len(INPUTS) and (not free or r.random() < 0.7):
                s = INPUTS[len(self.inputs_used)]
                self.inputs_used.append(s)
            elif free:
                s = r.choice(free)
            else:
                s = r.choice(self.inputs_used)
            self.emit("s_cmp_eq_u32 s%d, 0" % s)
            self.cond_stack.append(s)
            pushed = True
        has_else = r.random() < 0.5
        br = r.choice(["s_cbranch_scc0", "s_cbranch_scc1"])
        els = self.new_label() if has_else else None
        join = self.new_label()
        if has_else:
            self.emit("%s %s" % (br, els))
            t = r.randint(1, max(1, budget - 1))
            self.block(t, depth, loopvars)
            self.emit("s_branch " + join)
            self.out.append(els + ":")
            self.m0_ok = False
            self.block(max(1, budget - t), depth, loopvars)
        else:
            self.emit("%s %s" % (br, join))
            self.block(budget, depth, loopvars)
        self.out.append(join + ":")
        self.m0_ok = False
        if pushed:
            self.cond_stack.pop()

    def program(self, header):
        body_start = len(self.out)
        if "lds" in self.f or "dma" in self.f:
            for reg in VLDS:
                if self.disciplined or self.r.random() < 0.85:
                    self.lds_addr_setup("v%d" % reg)
        if "dma" in self.f and self.r.random() < 0.7:
            self.emit("s_mov_b32 m0, 0x%x" % self.m0_value())
            self.m0_ok = True
        self.block(self.size, 0, [])
        if self.marks:
            # a DMA covered by a mark must be waited for by some s_wait_asyncmark
            # before the end (waitwise rejects the program otherwise)
            self.i_waitmark(0)
        self.emit("s_endpgm")
        body = self.out[body_start:]
        pre = []
        if header:
            pre.append('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"')
        pre += ["\t.text", "\t.globl\tk", "\t.p2align\t8", "\t.type\tk,@function", "k:"]
        pre.append("; gen.py features=%s%s" % (",".join(sorted(self.f)), " disciplined" if self.disciplined else ""))
        if self.inputs_used:
            pre.append("; @sim inputs " + " ".join("s%d" % s for s in self.inputs_used))
        post = [".Lfunc_end0:", "\t.size\tk, .Lfunc_end0-k"]
        return "\n".join(pre + body + post) + "\n"


def generate(seed, size=None, features="all", waits="none", header=True):
    if features == "all":
        feats = DEFAULT_FEATURES
    elif features == "mixed":
        feats = mixed_features(seed)
    elif isinstance(features, str):
        feats = [f for f in features.split(",") if f]
    else:
        feats = list(features)
    for f in feats:
        if f not in ALL_FEATURES + OPT_FEATURES:
            raise ValueError("unknown feature " + f)
    if size is None:
        size = random.Random(seed * 31 + 5).randint(8, 60)
    return Gen(seed, size, feats, waits).program(header)


def main(argv=None):
    ap = argparse.ArgumentParser(description="random gfx942 programs for waitwise insert")
    ap.add_argument("seed", type=int)
    ap.add_argument("--size", type=int, default=None, help="approximate number of items (default: 8..60 by seed)")
    ap.add_argument("--waits", choices=["none", "random"], default="none")
    ap.add_argument("--features", default="all", help="comma list of %s, or all, mixed" % ",".join(ALL_FEATURES + OPT_FEATURES))
    ap.add_argument("--no-header", action="store_true")
    ap.add_argument("-o", dest="out")
    a = ap.parse_args(argv)
    text = generate(a.seed, a.size, a.features, a.waits, not a.no_header)
    if a.out:
        with open(a.out, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
