#!/usr/bin/env python3
"""sim.py - an independent, adversarial simulator of gfx942 wait counters.

Written from the hardware rules (docs/isa-facts.md sections 1-6 and the async
marks reference), not from waitwise's source. It executes one gfx942 assembly
program concretely and reports every place where a wait is missing or too weak.

    sim.py FILE.s                # all input combinations, "OK" or violations
    sim.py FILE.s --set s20=1    # one concrete input
    sim.py FILE.s --json         # machine-readable result

Exit status: 0 OK, 1 violations, 2 the program is outside the supported subset
(unknown instruction, branch on an unknown value, step limit, bad wait field).

What is executed
----------------
* SGPRs, M0 and SCC hold concrete 32-bit values (or "unknown" after an s_load).
  Loops run their real trip counts; a branch on an unknown SCC is an input
  error. Input SGPRs are named by a header comment `; @sim inputs s20 s21`
  and are enumerated over {0, 1} (all combinations) unless --set is given.
* VGPRs hold an interval of possible per-lane values (for LDS addresses):
  v0 (work-item id) is [0, 1023]; v_mov/v_add/v_and/v_lshlrev with constants
  are evaluated by interval arithmetic; everything else is unknown (any value).
* Registers written by an asynchronous load hold a "pending token": the set
  of in-flight operations that will write them.

Counters and ordering (gfx942)
------------------------------
* vmcnt: global loads, global stores and LDS DMA (global_load_lds_*), one
  queue that completes in issue order.
* lgkmcnt: LDS operations (ds_*), complete in order among themselves, and
  SMEM loads (s_load_*), which complete out of order; each adds 1 (the
  adversary's choice: counting more would only force earlier completion).
* FLAT stores (flat_store_dword): may address LDS or global memory, so they
  count on vmcnt and on lgkmcnt, and complete out of order with both (with
  the vector-memory and LDS operations around them; isa-facts section 3). A
  FLAT store is complete only once a wait on each of the two counters has
  forced it (until then it may still be writing), and it is a global write
  for the barrier rule below.
* expcnt: nothing in the supported subset counts on it; its fields are parsed.
* `s_waitcnt cnt(N)` blocks until at most N operations are outstanding on cnt.
  A field at its maximum (vmcnt 63, lgkmcnt 15, expcnt 7) is no wait.

Adversarial completion: every operation stays outstanding as long as the waits
allow. Which operations can still be outstanding after a wait? Take an op X
on counter c and a wait c(N) issued after X.
  - If X belongs to an in-order class (VMEM on vmcnt, LDS on lgkmcnt), X
    outstanding implies every later op of the same class is outstanding too
    (a later one cannot complete before X). Those are 1 + L ops, L = number
    of same-class ops issued after X (before the wait). Ops of other classes
    on the same counter (SMEM next to LDS) never *have* to be outstanding:
    the adversary may let them complete at once. So X can survive the wait
    iff 1 + L <= N. If 1 + L > N, X is complete from then on.
  - If X is out of order (SMEM), it can survive alone: iff 1 <= N, i.e. only
    lgkmcnt(0) guarantees an SMEM load completed.
  Completion is permanent, so X is possibly outstanding at a point P iff it
  survived every wait between its issue and P; the simulator marks X complete
  at the first wait it cannot survive. Each op is judged on its own: a
  violation is always about one producer being possibly outstanding, and the
  adversary can make exactly that happen by completing everything else early.
* Counter overflow: CDNA stalls issue when a counter would exceed its maximum,
  so issuing an op on c is preceded by an implicit wait c(max-1)
  (--no-overflow-stall turns this off).

Violations (errors unless noted)
--------------------------------
* raw:     an instruction reads a register whose producing load may be
           outstanding (VGPR/SGPR operands, address registers, store data).
* waw:     an instruction writes a register whose pending load may be
           outstanding and may land after it: any non-load writer, or a load
           of another class. Two VMEM loads to the same VGPR land in order on
           gfx942, as do two LDS reads (LDS completes in order); two SMEM
           loads to one SGPR do not.
* lds-dma: a ds_read/ds_write whose LDS bytes may overlap those of an LDS DMA
           that may be outstanding. The DMA writes [M0 + offset, +256) (64
           lanes x 4 bytes); the ds access covers [vA + offset, +size) for
           every value in vA's interval; unknown M0/vA overlap everything.
           When a mark has been executed after the DMA (the DMA is "covered"),
           the kind is lds-dma-async instead: under the async-marks model
           completion of covered DMAs is the program's responsibility (via
           s_wait_asyncmark), so this is a race in the program rather than a
           missing compiler wait (see USER_KINDS; still an error here).
* asyncmark: at `s_wait_asyncmark N` (or its annotation, below) a DMA issued
           before the (N+1)-th newest mark of the function's dynamic mark
           sequence may be outstanding. Checked just before the next
           instruction that is not a wait, so the lowered wait may sit right
           before or right after the annotation.
* asyncmark-end: at s_endpgm, a DMA covered by a mark (issued before the last
           mark) may be outstanding.
* asyncmark-end is also in USER_KINDS: waitwise rejects such programs.
* barrier (warning): a write may be outstanding at s_barrier (workgroup
           release: other waves may read stale data): a global store (its
           readers are unknown; key "barrier-global", a policy of insert's
           add mode: recompute releases global stores only as the program's
           own fences do); or a ds_write or an LDS DMA not covered by a
           mark whose bytes an LDS access (ds_*, DMA) after that barrier and
           before the next one overlaps: other waves run the same path and
           may make that access as soon as they leave the barrier, whatever
           this wave waits for later.

Mark annotations: `waitwise insert` removes the pseudo-instructions
s_asyncmark / s_wait_asyncmark N when it lowers them. The generator therefore
writes a comment after each of them, `; @sim asyncmark` and
`; @sim wait_asyncmark N`. When a file contains any such annotation, the
annotations are the marks and the pseudo-instructions themselves are ignored;
otherwise the pseudo-instructions are the marks.
"""
import argparse
import itertools
import json
import re
import sys

VM_MAX, EXP_MAX, LGKM_MAX = 63, 7, 15
MAXES = {"vmcnt": VM_MAX, "expcnt": EXP_MAX, "lgkmcnt": LGKM_MAX}
U32 = 0xFFFFFFFF
DMA_BYTES = 256  # wave64 x 4 bytes
STEP_LIMIT = 200000

# class -> (counter, in_order)
CLASSES = {"vmem": ("vmcnt", True), "lds": ("lgkmcnt", True), "smem": ("lgkmcnt", False),
           "flat": ("vmcnt", False)}
# the counters an op of each class counts on (FLAT: both, out of order with either)
COUNTERS = {"vmem": ("vmcnt",), "lds": ("lgkmcnt",), "smem": ("lgkmcnt",), "flat": ("vmcnt", "lgkmcnt")}


# violations that are races in the program itself under the async-marks model
USER_KINDS = frozenset(["lds-dma-async", "asyncmark-end"])


class InputError(Exception):
    pass


# ---------------------------------------------------------------- parsing

REG_RE = re.compile(r"^([vs])(\d+)$")
RANGE_RE = re.compile(r"^([vs])\[(\d+):(\d+)\]$")
WAIT_FIELD_RE = re.compile(r"(vmcnt|expcnt|lgkmcnt)(_sat)?\(\s*(\d+)\s*\)")


_INT_CACHE = {}


def parse_int(tok):
    try:
        return _INT_CACHE[tok]
    except KeyError:
        pass
    v = _parse_int(tok)
    if len(_INT_CACHE) < 100000:
        _INT_CACHE[tok] = v
    return v


def _parse_int(tok):
    t = tok.strip()
    neg = t.startswith("-")
    if neg:
        t = t[1:]
    try:
        v = int(t, 0)
    except ValueError:
        return None
    return -v if neg else v


_REGS_CACHE = {}


def regs_of(tok):
    """Register operand -> list of ('v'|'s'|'m0', n) or None if not a register."""
    try:
        return _REGS_CACHE[tok]
    except KeyError:
        pass
    r = _regs_of(tok)
    if len(_REGS_CACHE) < 100000:
        _REGS_CACHE[tok] = r
    return r


def _regs_of(tok):
    t = tok.strip()
    m = REG_RE.match(t)
    if m:
        return [(m.group(1), int(m.group(2)))]
    m = RANGE_RE.match(t)
    if m:
        lo, hi = int(m.group(2)), int(m.group(3))
        if hi < lo:
            raise InputError("bad register range " + t)
        return [(m.group(1), i) for i in range(lo, hi + 1)]
    if t == "m0":
        return [("m0", 0)]
    return None


def strip_comment(line):
    for c in (";", "//"):
        i = line.find(c)
        if i >= 0:
            line = line[:i]
    return line.strip()


class Inst:
    __slots__ = ("line", "text", "mn", "ops", "mods", "label_target", "wait", "h", "cls", "is_wait")

    def __init__(self, line, text, mn, ops, mods):
        self.line, self.text, self.mn, self.ops, self.mods = line, text, mn, ops, mods
        self.label_target = None
        self.wait = parse_waitcnt(ops[0], line) if mn == "s_waitcnt" else None
        self.h = HANDLERS.get(mn)
        if self.h is None:
            raise InputError("line %d: unsupported instruction '%s'" % (line, mn))
        self.cls = ISSUE_CLASS.get(self.h)
        self.is_wait = mn in ("s_waitcnt", "@asyncmark", "@wait_asyncmark")


ANNOT_RE = re.compile(r"^\s*;\s*@sim\s+(.*)$")


def parse_program(text):
    """Returns (insts, labels, inputs, annotated)."""
    insts, labels, inputs = [], {}, []
    lines = text.split("\n")
    annotated = any(ANNOT_RE.match(l) and ANNOT_RE.match(l).group(1).split()[0] in ("asyncmark", "wait_asyncmark")
                    for l in lines)
    for no, raw in enumerate(lines, 1):
        am = ANNOT_RE.match(raw)
        if am:
            words = am.group(1).split()
            if words[0] == "inputs":
                inputs.extend(words[1:])
            elif words[0] == "asyncmark":
                insts.append(Inst(no, raw.strip(), "@asyncmark", [], {}))
            elif words[0] == "wait_asyncmark":
                insts.append(Inst(no, raw.strip(), "@wait_asyncmark", [words[1]], {}))
            continue
        s = raw.strip()
        if s.startswith("#"):
            continue
        s = strip_comment(s)
        if not s:
            continue
        while True:  # labels (possibly followed by an instruction)
            m = re.match(r"^([A-Za-z_.$][\w.$]*):(.*)$", s)
            if not m:
                break
            labels[m.group(1)] = len(insts)
            s = m.group(2).strip()
        if not s or s.startswith("."):
            continue
        parts = s.split(None, 1)
        mn = parts[0]
        rest = parts[1] if len(parts) > 1 else ""
        if mn in ("s_asyncmark", "s_wait_asyncmark"):
            if annotated:
                continue
            mn = "@" + mn[2:]
        ops, mods = [], {}
        if mn == "s_waitcnt":
            ops = [rest]
        else:
            for tok in [t.strip() for t in rest.split(",")] if rest else []:
                # trailing modifiers are space separated after the last operand
                sub = tok.split()
                ops.append(sub[0])
                for mtok in sub[1:]:
                    if ":" in mtok:
                        k, v = mtok.split(":", 1)
                        mods[k] = v
                    else:
                        mods[mtok] = True
        insts.append(Inst(no, s, mn, ops, mods))
    for ins in insts:
        if ins.mn in ("s_branch", "s_cbranch_scc0", "s_cbranch_scc1"):
            if not ins.ops or ins.ops[0] not in labels:
                raise InputError("line %d: unknown branch target" % ins.line)
            ins.label_target = labels[ins.ops[0]]
    return insts, labels, inputs


def parse_waitcnt(arg, line):
    """s_waitcnt operand -> dict counter -> N (fields at max omitted)."""
    a = arg.strip()
    v = parse_int(a)
    if v is not None:
        if v < 0 or v > 0xFFFF:
            raise InputError("line %d: s_waitcnt immediate out of 16 bits" % line)
        vm = (v & 0xF) | (((v >> 14) & 3) << 4)
        return {"vmcnt": vm, "expcnt": (v >> 4) & 7, "lgkmcnt": (v >> 8) & 0xF}
    out = {}
    rest = WAIT_FIELD_RE.sub(lambda m: "", a)
    if rest.replace("&", "").replace(",", "").strip():
        raise InputError("line %d: cannot parse s_waitcnt operand '%s'" % (line, a))
    for m in WAIT_FIELD_RE.finditer(a):
        name, sat, n = m.group(1), m.group(2), int(m.group(3))
        if n > MAXES[name]:
            if not sat:
                raise InputError("line %d: %s(%d) out of range" % (line, name, n))
            n = MAXES[name]
        out[name] = min(out.get(name, n), n)
    return out


# ---------------------------------------------------------------- machine


class Op:
    __slots__ = ("id", "line", "text", "cls", "cls_index", "done", "lds", "dma_index", "is_write", "parts")

    def __init__(self, oid, line, text, cls, cls_index):
        self.id, self.line, self.text, self.cls, self.cls_index = oid, line, text, cls, cls_index
        self.done = False
        self.parts = set(COUNTERS[cls])  # counters on which no wait has forced it yet
        self.lds = None  # (lo, hi) LDS byte range for ds_* and DMA
        self.dma_index = None
        self.is_write = False


class Result:
    def __init__(self):
        self.errors = {}    # key -> [message, count]
        self.warnings = {}
        self.executed = set()  # line numbers executed

    def add(self, table, key, msg):
        if key in table:
            table[key][1] += 1
        else:
            table[key] = [msg, 1]

    @property
    def ok(self):
        return not self.errors

    def messages(self, fname="<input>"):
        out = []
        for table, sev in ((self.errors, "error"), (self.warnings, "warning")):
            for key in sorted(table, key=lambda k: (k[1], k)):
                msg, n = table[key]
                out.append("%s:%d: %s: %s%s" % (fname, key[1], sev, msg, "" if n == 1 else " (x%d)" % n))
        return out


def ival_of_imm(v):
    return (v & U32, v & U32)


class Machine:
    def __init__(self, insts, inputs, overflow_stall=True, honor_marks=False):
        self.insts = insts
        self.overflow_stall = overflow_stall
        self.honor_marks = honor_marks
        self.sgpr = {}
        for k, v in inputs.items():
            r = regs_of(k)
            if not r or r[0][0] != "s":
                raise InputError("bad input register " + k)
            self.sgpr[r[0]] = v & U32
        self.m0 = None
        self.scc = None
        self.vgpr = {("v", 0): (0, 1023)}  # interval, absent = unknown
        self.pending = {}  # reg -> list of Op
        self.outstanding = {"vmcnt": [], "lgkmcnt": []}
        self.issued = {"vmem": 0, "lds": 0, "smem": 0, "flat": 0}
        self.next_id = 0
        self.dma_issued = 0
        self.dmas = []
        self.marks = []  # dma_issued at each mark
        self.deferred = []  # (line, required dma boundary, N)
        self.released = []  # (barrier line, Op): LDS writes outstanding at the last s_barrier
        self.res = Result()

    # --- counters
    def wait(self, counter, n):
        if n >= MAXES[counter]:
            return
        lst = self.outstanding.get(counter)
        if not lst:
            return
        keep = []
        for x in lst:
            in_order = CLASSES[x.cls][1]
            later = self.issued[x.cls] - x.cls_index - 1 if in_order else 0
            if 1 + later > n:
                x.parts.discard(counter)
                x.done = not x.parts
            else:
                keep.append(x)
        self.outstanding[counter] = keep

    def stall(self, cls):
        """Issue stalls while the counter is at its maximum."""
        if self.overflow_stall:
            for counter in COUNTERS[cls]:
                self.wait(counter, MAXES[counter] - 1)

    def issue(self, ins, cls):
        op = Op(self.next_id, ins.line, ins.text, cls, self.issued[cls])
        self.next_id += 1
        self.issued[cls] += 1
        for counter in COUNTERS[cls]:
            self.outstanding[counter].append(op)
        return op

    # --- values
    def sval(self, tok, ins):
        r = regs_of(tok)
        if r:
            self.use(r, ins)
            if r[0][0] == "m0":
                return self.m0
            if r[0][0] != "s":
                raise InputError("line %d: expected scalar operand" % ins.line)
            return self.sgpr.get(r[0])
        v = parse_int(tok)
        if v is None:
            raise InputError("line %d: bad scalar operand '%s'" % (ins.line, tok))
        return v & U32

    def vval(self, tok, ins):
        """VALU source -> interval or None (unknown)."""
        r = regs_of(tok)
        if r:
            self.use(r, ins)
            if r[0][0] == "v":
                return self.vgpr.get(r[0])
            if r[0][0] == "s":
                v = self.sgpr.get(r[0])
                return None if v is None else (v, v)
            return None if self.m0 is None else (self.m0, self.m0)
        v = parse_int(tok)
        if v is None:
            raise InputError("line %d: bad vector operand '%s'" % (ins.line, tok))
        return ival_of_imm(v)

    # --- hazards
    def use(self, regs, ins):
        for r in regs:
            for p in self.pending.get(r, ()):
                if not p.done:
                    self.res.add(self.res.errors, ("raw", ins.line, p.line, r),
                                 "raw: '%s' reads %s%d, written by '%s' at line %d, which may still be outstanding"
                                 % (ins.text, r[0], r[1], p.text, p.line))

    def define(self, regs, ins, op=None):
        for r in regs:
            plist = [p for p in self.pending.get(r, ()) if not p.done]
            for p in plist:
                in_order_same = op is not None and op.cls == p.cls and CLASSES[op.cls][1]
                if not in_order_same:
                    self.res.add(self.res.errors, ("waw", ins.line, p.line, r),
                                 "waw: '%s' writes %s%d while '%s' at line %d, which also writes it, may still be outstanding"
                                 % (ins.text, r[0], r[1], p.text, p.line))
            if op is None:
                self.pending.pop(r, None)
            else:
                self.pending[r] = plist + [op]
            if r[0] == "v":
                self.vgpr.pop(r, None)
            elif r[0] == "s":
                self.sgpr.pop(r, None)

    def covered(self, d):
        """A mark was executed after DMA d."""
        return bool(self.marks) and d.dma_index < self.marks[-1]

    def cross_wave(self, ins, lo, hi):
        """Another wave may make this access right after the last s_barrier:
        an LDS write outstanding there that it overlaps was released too late."""
        for bline, x in self.released:
            xlo, xhi = x.lds
            if lo <= xhi and xlo <= hi:
                self.res.add(self.res.warnings, ("barrier", bline, x.line),
                             "barrier: write '%s' at line %d may be outstanding at s_barrier (line %d); "
                             "'%s' at line %d of another wave may touch its bytes"
                             % (x.text, x.line, bline, ins.text, ins.line))

    def lds_access(self, ins, lo, hi, write):
        self.cross_wave(ins, lo, hi)
        for d in self.dmas:
            if d.done:
                continue
            dlo, dhi = d.lds
            if lo <= dhi and dlo <= hi:
                kind = "lds-dma-async" if self.covered(d) else "lds-dma"
                self.res.add(self.res.errors, (kind, ins.line, d.line),
                             kind + ": '%s' accesses LDS [%s, %s] that the LDS DMA '%s' at line %d may still be writing [%s, %s]"
                             % (ins.text, lo, hi if hi < 1 << 40 else "?", d.text, d.line, dlo,
                                dhi if dhi < 1 << 40 else "?"))
        self.dmas = [d for d in self.dmas if not d.done]

    def check_deferred(self):
        for line, bound, n in self.deferred:
            for d in self.dmas:
                if not d.done and d.dma_index < bound:
                    self.res.add(self.res.errors, ("asyncmark", line, d.line),
                                 "asyncmark: at wait_asyncmark %d, the LDS DMA '%s' at line %d (before a mark that must be complete) may still be outstanding"
                                 % (n, d.text, d.line))
        self.deferred = []

    # --- execution
    def run(self):
        pc, steps = 0, 0
        insts = self.insts
        n = len(insts)
        executed = self.res.executed
        while True:
            if pc >= n:
                raise InputError("fell off the end of the program (no s_endpgm)")
            steps += 1
            if steps > STEP_LIMIT:
                raise InputError("step limit exceeded")
            ins = insts[pc]
            executed.add(ins.line)
            if self.deferred and not ins.is_wait:
                self.check_deferred()
            if ins.cls:
                self.stall(ins.cls)  # before the instruction reads anything
            pc = ins.h(self, ins, pc)
            if pc is None:
                return self.res


# ---------------------------------------------------------------- handlers

def h_waitcnt(m, ins, pc):
    for c, n in ins.wait.items():
        if c in m.outstanding:
            m.wait(c, n)
    m.dmas = [d for d in m.dmas if not d.done]
    return pc + 1


def h_nop(m, ins, pc):
    return pc + 1


def h_endpgm(m, ins, pc):
    if m.marks:
        bound = m.marks[-1]
        for d in m.dmas:
            if not d.done and d.dma_index < bound:
                m.res.add(m.res.errors, ("asyncmark-end", ins.line, d.line),
                          "asyncmark-end: the LDS DMA '%s' at line %d, covered by a mark, may still be outstanding at s_endpgm"
                          % (d.text, d.line))
    return None


def h_barrier(m, ins, pc):
    m.released = []
    seen = set()  # a FLAT store is outstanding on two counters: judged once
    for lst in m.outstanding.values():
        for x in lst:
            if x.id in seen:
                continue
            seen.add(x.id)
            if not x.done and x.is_write and not (x.dma_index is not None and m.covered(x)):
                if x.lds is not None:  # judged at the LDS accesses of the next phase
                    m.released.append((ins.line, x))
                    continue
                m.res.add(m.res.warnings, ("barrier-global", ins.line, x.line),
                          "barrier: write '%s' at line %d may be outstanding at s_barrier" % (x.text, x.line))
    return pc + 1


def h_mark(m, ins, pc):
    m.marks.append(m.dma_issued)
    return pc + 1


def h_wait_mark(m, ins, pc):
    n = parse_int(ins.ops[0]) if ins.ops else None
    if n is None or n < 0:
        raise InputError("line %d: bad wait_asyncmark operand" % ins.line)
    if len(m.marks) > n:
        bound = m.marks[len(m.marks) - n - 1]
        if not m.honor_marks:
            m.deferred.append((ins.line, bound, n))
            return pc + 1
        # ideal lowering: exactly the DMAs before the mark complete, and with
        # them every earlier VMEM op (one in-order queue)
        last = max([d.cls_index for d in m.dmas if not d.done and d.dma_index < bound], default=-1)
        if last >= 0:
            for x in m.outstanding["vmcnt"]:
                if x.cls == "vmem" and x.cls_index <= last:  # FLAT: out of order with the queue
                    x.done = True
            m.outstanding["vmcnt"] = [x for x in m.outstanding["vmcnt"] if not x.done]
            m.dmas = [d for d in m.dmas if not d.done]
    return pc + 1


def h_branch(m, ins, pc):
    return ins.label_target


def h_cbranch(m, ins, pc):
    if m.scc is None:
        raise InputError("line %d: branch on an unknown SCC" % ins.line)
    want = 1 if ins.mn == "s_cbranch_scc1" else 0
    return ins.label_target if m.scc == want else pc + 1


def sdst(m, ins, tok):
    r = regs_of(tok)
    if not r or r[0][0] not in ("s", "m0"):
        raise InputError("line %d: bad scalar destination '%s'" % (ins.line, tok))
    return r


def set_s(m, r, v):
    if r[0][0] == "m0":
        m.m0 = v
    else:
        for x in r:
            if v is None:
                m.sgpr.pop(x, None)
            else:
                m.sgpr[x] = v


def h_smov(m, ins, pc):
    v = m.sval(ins.ops[1], ins)
    r = sdst(m, ins, ins.ops[0])
    m.define(r, ins)
    set_s(m, r, v)
    return pc + 1


def h_sadd(m, ins, pc):
    a = m.sval(ins.ops[1], ins)
    b = m.sval(ins.ops[2], ins)
    r = sdst(m, ins, ins.ops[0])
    m.define(r, ins)
    if a is None or b is None:
        set_s(m, r, None)
        m.scc = None
        return pc + 1
    sub = ins.mn.startswith("s_sub")
    res = (a - b) if sub else (a + b)
    if ins.mn.endswith("_u32"):
        m.scc = 1 if (res > U32 or res < 0) else 0
    else:
        sa = a - (1 << 32) if a & 0x80000000 else a
        sb = b - (1 << 32) if b & 0x80000000 else b
        sr = (sa - sb) if sub else (sa + sb)
        m.scc = 1 if (sr > 0x7FFFFFFF or sr < -0x80000000) else 0
    set_s(m, r, res & U32)
    return pc + 1


CMP_OPS = {"eq": lambda a, b: a == b, "lg": lambda a, b: a != b, "lt": lambda a, b: a < b,
           "gt": lambda a, b: a > b, "le": lambda a, b: a <= b, "ge": lambda a, b: a >= b}


def h_scmp(m, ins, pc):
    a = m.sval(ins.ops[0], ins)
    b = m.sval(ins.ops[1], ins)
    if a is None or b is None:
        m.scc = None
        return pc + 1
    _, _, rel, ty = ins.mn.split("_")
    if ty == "i32":
        a = a - (1 << 32) if a & 0x80000000 else a
        b = b - (1 << 32) if b & 0x80000000 else b
    m.scc = 1 if CMP_OPS[rel](a, b) else 0
    return pc + 1


def vdst(m, ins, tok):
    r = regs_of(tok)
    if not r or r[0][0] != "v":
        raise InputError("line %d: bad vector destination '%s'" % (ins.line, tok))
    return r


def h_valu(m, ins, pc):
    mn = ins.mn
    srcs = [m.vval(t, ins) for t in ins.ops[1:]]
    r = vdst(m, ins, ins.ops[0])
    m.define(r, ins)
    res = None
    if mn == "v_mov_b32_e32":
        res = srcs[0]
    elif mn == "v_add_u32_e32":
        a, b = srcs
        if a is not None and b is not None and a[1] + b[1] <= U32:
            res = (a[0] + b[0], a[1] + b[1])
    elif mn == "v_and_b32_e32":
        a, b = srcs
        cands = [x[1] for x in (a, b) if x is not None]
        if cands:
            res = (0, min(cands))
    elif mn == "v_lshlrev_b32_e32":
        k, v = srcs
        if k is not None and k[0] == k[1] and v is not None:
            s = k[0] & 31
            if (v[1] << s) <= U32:
                res = (v[0] << s, v[1] << s)
    if res is not None:
        m.vgpr[r[0]] = res
    return pc + 1


LOAD_WIDTH = {"dword": 1, "dwordx2": 2, "dwordx3": 3, "dwordx4": 4}


def h_global_load(m, ins, pc):
    addr = regs_of(ins.ops[1])
    m.use(addr, ins)
    r = vdst(m, ins, ins.ops[0])
    op = m.issue(ins, "vmem")
    m.define(r, ins, op)
    return pc + 1


def h_global_store(m, ins, pc):
    m.use(regs_of(ins.ops[0]), ins)
    m.use(regs_of(ins.ops[1]), ins)
    m.issue(ins, "vmem").is_write = True
    return pc + 1


def h_flat_store(m, ins, pc):
    m.use(regs_of(ins.ops[0]), ins)
    m.use(regs_of(ins.ops[1]), ins)
    m.issue(ins, "flat").is_write = True
    return pc + 1


def h_dma(m, ins, pc):
    m.use(regs_of(ins.ops[0]), ins)
    off = parse_int(ins.mods.get("offset", "0")) or 0
    op = m.issue(ins, "vmem")
    if m.m0 is None:
        op.lds = (0, 1 << 41)
    else:
        base = (m.m0 & 0xFFFF) + off
        op.lds = (base, base + DMA_BYTES - 1)
    op.dma_index = m.dma_issued
    op.is_write = True
    m.cross_wave(ins, op.lds[0], op.lds[1])
    m.dma_issued += 1
    m.dmas.append(op)
    return pc + 1


def ds_range(m, ins, addr_tok, size):
    r = regs_of(addr_tok)
    m.use(r, ins)
    off = parse_int(ins.mods.get("offset", "0")) or 0
    iv = m.vgpr.get(r[0])
    if iv is None:
        return (0, 1 << 41)
    return (iv[0] + off, iv[1] + off + size - 1)


DS_SIZE = {"b32": 4, "b64": 8, "b128": 16}


def h_ds_read(m, ins, pc):
    size = DS_SIZE[ins.mn.rsplit("_", 1)[1]]
    lo, hi = ds_range(m, ins, ins.ops[1], size)
    m.lds_access(ins, lo, hi, False)
    r = vdst(m, ins, ins.ops[0])
    op = m.issue(ins, "lds")
    op.lds = (lo, hi)
    m.define(r, ins, op)
    return pc + 1


def h_ds_write(m, ins, pc):
    size = DS_SIZE[ins.mn.rsplit("_", 1)[1]]
    lo, hi = ds_range(m, ins, ins.ops[0], size)
    m.use(regs_of(ins.ops[1]), ins)
    m.lds_access(ins, lo, hi, True)
    op = m.issue(ins, "lds")
    op.lds = (lo, hi)
    op.is_write = True
    return pc + 1


def h_s_load(m, ins, pc):
    m.use(regs_of(ins.ops[1]), ins)
    r = sdst(m, ins, ins.ops[0])
    op = m.issue(ins, "smem")
    m.define(r, ins, op)
    return pc + 1


HANDLERS = {
    "s_waitcnt": h_waitcnt,
    "s_nop": h_nop,
    "s_endpgm": h_endpgm,
    "s_barrier": h_barrier,
    "@asyncmark": h_mark,
    "@wait_asyncmark": h_wait_mark,
    "s_branch": h_branch,
    "s_cbranch_scc0": h_cbranch,
    "s_cbranch_scc1": h_cbranch,
    "s_mov_b32": h_smov,
    "s_movk_i32": h_smov,
    "s_add_u32": h_sadd,
    "s_add_i32": h_sadd,
    "s_sub_u32": h_sadd,
    "s_sub_i32": h_sadd,
    "v_mov_b32_e32": h_valu,
    "v_add_u32_e32": h_valu,
    "v_and_b32_e32": h_valu,
    "v_lshlrev_b32_e32": h_valu,
    "global_load_dword": h_global_load,
    "global_load_dwordx2": h_global_load,
    "global_load_dwordx4": h_global_load,
    "global_store_dword": h_global_store,
    "global_store_dwordx2": h_global_store,
    "flat_store_dword": h_flat_store,
    "global_load_lds_dword": h_dma,
    "ds_read_b32": h_ds_read,
    "ds_read_b64": h_ds_read,
    "ds_write_b32": h_ds_write,
    "ds_write_b64": h_ds_write,
    "s_load_dword": h_s_load,
    "s_load_dwordx2": h_s_load,
    "s_load_dwordx4": h_s_load,
}
ISSUE_CLASS = {h_global_load: "vmem", h_global_store: "vmem", h_dma: "vmem", h_flat_store: "flat",
               h_ds_read: "lds", h_ds_write: "lds", h_s_load: "smem"}
for _rel in CMP_OPS:
    for _ty in ("u32", "i32"):
        HANDLERS["s_cmp_%s_%s" % (_rel, _ty)] = h_scmp


# ---------------------------------------------------------------- API


class Program:
    """A parsed program; simulate() may be called many times."""

    def __init__(self, text):
        self.insts, self.labels, self.inputs = parse_program(text)

    def replace_wait(self, line, fields):
        """A copy whose s_waitcnt at LINE waits for FIELDS instead (for tightness)."""
        p = Program.__new__(Program)
        p.labels, p.inputs = self.labels, self.inputs
        p.insts = list(self.insts)
        for i, ins in enumerate(p.insts):
            if ins.line == line and ins.mn == "s_waitcnt":
                text = "s_waitcnt " + " ".join("%s(%d)" % (k, fields[k]) for k in ("vmcnt", "expcnt", "lgkmcnt")
                                               if k in fields)
                new = Inst(line, text, "s_waitcnt", [text[len("s_waitcnt "):]], {})
                p.insts[i] = new
                return p
        raise InputError("line %d: no s_waitcnt to replace" % line)

    def input_sets(self, fixed=None, limit=256):
        if fixed:
            return [dict(fixed)]
        names = self.inputs
        combos = list(itertools.product((0, 1), repeat=len(names)))
        return [dict(zip(names, c)) for c in combos[:limit]]

    def simulate(self, inputs=None, overflow_stall=True, honor_marks=False):
        return Machine(self.insts, inputs or {}, overflow_stall, honor_marks).run()


def simulate_all(text, fixed=None, overflow_stall=True, honor_marks=False):
    """Runs every input combination. Returns list of (inputs, Result).

    honor_marks: s_wait_asyncmark itself completes the DMAs it waits for
    (ideal lowering), instead of being checked; used to judge the races of an
    input program before any wait is placed."""
    prog = Program(text)
    return [(inp, prog.simulate(inp, overflow_stall, honor_marks)) for inp in prog.input_sets(fixed)]


def main(argv=None):
    ap = argparse.ArgumentParser(description="adversarial gfx942 wait-counter simulator")
    ap.add_argument("file")
    ap.add_argument("--set", action="append", default=[], metavar="sN=V", help="input SGPR value (disables enumeration)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--no-overflow-stall", action="store_true")
    ap.add_argument("--Werror", action="store_true", help="warnings (barrier) count as violations")
    ap.add_argument("--honor-marks", action="store_true",
                    help="s_wait_asyncmark completes what it waits for (judge an input before lowering)")
    ap.add_argument("--compiler-only", action="store_true",
                    help="ignore races of the program itself (%s)" % ", ".join(sorted(USER_KINDS)))
    a = ap.parse_args(argv)
    with open(a.file) as f:
        text = f.read()
    fixed = {}
    for s in a.set:
        k, v = s.split("=", 1)
        fixed[k] = int(v, 0)
    try:
        runs = simulate_all(text, fixed or None, not a.no_overflow_stall, a.honor_marks)
    except InputError as e:
        print("%s: input error: %s" % (a.file, e), file=sys.stderr)
        return 2
    bad = False
    lines = []
    seen = set()
    for inp, res in runs:
        tag = ",".join("%s=%d" % kv for kv in sorted(inp.items()))
        if a.compiler_only:
            res.errors = {k: v for k, v in res.errors.items() if k[0] not in USER_KINDS}
        for msg in res.messages(a.file):
            if msg not in seen:
                seen.add(msg)
                lines.append(msg + ("  [inputs %s]" % tag if tag else ""))
        if res.errors or (a.Werror and res.warnings):
            bad = True
    if a.json:
        print(json.dumps({"ok": not bad, "messages": lines}))
    else:
        for l in lines:
            print(l)
        print("OK" if not bad else "%d violation(s)" % sum(
            1 for l in lines if ": error: " in l or (a.Werror and ": warning: " in l)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
