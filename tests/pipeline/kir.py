"""kir.py - a small model of the kernel IR programs gen.py writes: the tree,
its text, and its element accesses, so that judge.py can replay a loop's
accesses without `waitwise` (an oracle independent of the pipeliner).

Expressions: Const, Var, Bin (+ - * / % min max and comparisons), Load
(one element). Statements: Store (= or +=), Copy (region to region), Gather,
Call (opaque: reads its regions), For (maybe annotated), If, and the user's
own async constructs (Commit holding Async copies, Wait) outside loops.
Integer / and % floor, as in the IR.
"""


def fdiv(a, b):
    return a // b


class Const:
    def __init__(self, v):
        self.v = v

    def text(self):
        return str(self.v)

    def ev(self, env, data):
        return self.v

    def loads(self):
        return []


class Var:
    def __init__(self, name):
        self.name = name

    def text(self):
        return self.name

    def ev(self, env, data):
        return env[self.name]

    def loads(self):
        return []


PREC = {"or": 1, "and": 2, "<": 4, "<=": 4, ">": 4, ">=": 4, "==": 4, "!=": 4,
        "+": 5, "-": 5, "*": 6, "/": 6, "%": 6}


class Bin:
    def __init__(self, op, a, b):
        self.op, self.a, self.b = op, a, b

    def text(self):
        if self.op in ("min", "max"):
            return "%s(%s, %s)" % (self.op, self.a.text(), self.b.text())
        return "%s %s %s" % (paren(self.a, self.op, False), self.op, paren(self.b, self.op, True))

    def ev(self, env, data):
        x, y = self.a.ev(env, data), self.b.ev(env, data)
        op = self.op
        if op == "+": return x + y
        if op == "-": return x - y
        if op == "*": return x * y
        if op == "/": return fdiv(x, y)
        if op == "%": return x - fdiv(x, y) * y
        if op == "min": return min(x, y)
        if op == "max": return max(x, y)
        if op == "<": return x < y
        if op == "<=": return x <= y
        if op == ">": return x > y
        if op == ">=": return x >= y
        if op == "==": return x == y
        if op == "!=": return x != y
        raise ValueError(op)

    def loads(self):
        return self.a.loads() + self.b.loads()


def paren(e, op, right):
    if isinstance(e, Bin) and e.op not in ("min", "max"):
        if PREC[e.op] < PREC[op] or (right and PREC[e.op] == PREC[op]):
            return "(" + e.text() + ")"
    return e.text()


class Buf:
    def __init__(self, name, scope, elem, dims):
        self.name, self.scope, self.elem, self.dims = name, scope, elem, dims

    def size(self):
        s = 1
        for d in self.dims:
            s *= d
        return s

    def flat(self, idx):
        f = 0
        for i, d in zip(idx, self.dims):
            if i < 0 or i >= d:
                raise IndexError("%s%s out of bounds" % (self.name, idx))
            f = f * d + i
        return f


class Load:
    def __init__(self, buf, idx):
        self.buf, self.idx = buf, idx

    def text(self):
        return "%s[%s]" % (self.buf.name, ", ".join(i.text() for i in self.idx))

    def ev(self, env, data):
        # values matter only for read-only inputs (data-dependent indices
        # and conditions); others are never asked
        return data[self.buf.name][self.buf.flat([i.ev(env, data) for i in self.idx])]

    def loads(self):
        out = []
        for i in self.idx:
            out += i.loads()
        return out + [self]

    def elements(self, env, data):
        return [self.buf.flat([i.ev(env, data) for i in self.idx])]


class Region:
    """buf[lo:hi, ...]; a dimension is (lo, hi) exprs, or a point expr."""

    def __init__(self, buf, dims):
        self.buf, self.dims = buf, dims

    def text(self):
        if not self.dims:
            return self.buf.name
        parts = []
        for d in self.dims:
            parts.append("%s:%s" % (d[0].text(), d[1].text()) if isinstance(d, tuple) else d.text())
        return "%s[%s]" % (self.buf.name, ", ".join(parts))

    def elements(self, env, data):
        ranges = []
        for k, size in enumerate(self.buf.dims):
            if k < len(self.dims):
                d = self.dims[k]
                if isinstance(d, tuple):
                    ranges.append(range(d[0].ev(env, data), d[1].ev(env, data)))
                else:
                    v = d.ev(env, data)
                    ranges.append(range(v, v + 1))
            else:
                ranges.append(range(size))
        out = [[]]
        for r in ranges:
            out = [p + [v] for p in out for v in r]
        return [self.buf.flat(p) for p in out]

    def index_loads(self):
        out = []
        for d in self.dims:
            for e in (d if isinstance(d, tuple) else (d,)):
                out += e.loads()
        return out


# ---- statements ----

class Store:
    def __init__(self, dst, op, value):
        self.dst, self.op, self.value = dst, op, value

    def lines(self, ind):
        return [ind + "%s %s %s" % (self.dst.text(), self.op, self.value.text())]

    def accesses(self, env, data, out):
        for l in self.value.loads() + sum((i.loads() for i in self.dst.idx), []):
            out.append((l.buf, l.elements(env, data)[0], "r"))
        e = self.dst.elements(env, data)[0]
        if self.op != "=":
            out.append((self.dst.buf, e, "r"))
        out.append((self.dst.buf, e, "w"))


class Copy:
    def __init__(self, dst, src):
        self.dst, self.src = dst, src

    def lines(self, ind):
        return [ind + "%s <- %s" % (self.dst.text(), self.src.text())]

    def accesses(self, env, data, out):
        for l in self.src.index_loads() + self.dst.index_loads():
            out.append((l.buf, l.elements(env, data)[0], "r"))
        for e in self.src.elements(env, data):
            out.append((self.src.buf, e, "r"))
        for e in self.dst.elements(env, data):
            out.append((self.dst.buf, e, "w"))


class Gather:
    """dst <- gather(src, idx): dst[k] = src.flat[idx[k]]."""

    def __init__(self, dst, src, idx):
        self.dst, self.src, self.idx = dst, src, idx

    def lines(self, ind):
        return [ind + "%s <- gather(%s, %s)" % (self.dst.text(), self.src.name, self.idx.text())]

    def accesses(self, env, data, out):
        for e in self.idx.elements(env, data):
            out.append((self.idx.buf, e, "r"))
            out.append((self.src, data[self.idx.buf.name][e], "r"))
        for e in self.dst.elements(env, data):
            out.append((self.dst.buf, e, "w"))


class Call:
    def __init__(self, name, args):
        self.name, self.args = name, args

    def lines(self, ind):
        return [ind + "%s(%s)" % (self.name, ", ".join(a.text() for a in self.args))]

    def accesses(self, env, data, out):
        for a in self.args:
            if isinstance(a, Region):
                for l in a.index_loads():
                    out.append((l.buf, l.elements(env, data)[0], "r"))
                for e in a.elements(env, data):
                    out.append((a.buf, e, "r"))
            else:
                for l in a.loads():
                    out.append((l.buf, l.elements(env, data)[0], "r"))


class For:
    def __init__(self, var, lo, hi, step, body, annot=None):
        self.var, self.lo, self.hi, self.step, self.body = var, lo, hi, step, body
        self.annot = annot  # (stages, orders, async stages) or None

    def lines(self, ind):
        out = []
        if self.annot:
            st, od, asy = self.annot
            out.append(ind + "@software_pipeline_stage(%s)" % ", ".join(map(str, st)))
            out.append(ind + "@software_pipeline_order(%s)" % ", ".join(map(str, od)))
            if asy:
                out.append(ind + "@software_pipeline_async_stages(%s)" % ", ".join(map(str, asy)))
        rng = self.hi.text() if (isinstance(self.lo, Const) and self.lo.v == 0 and self.step == 1) else \
            ("%s, %s" % (self.lo.text(), self.hi.text()) if self.step == 1 else
             "%s, %s, %d" % (self.lo.text(), self.hi.text(), self.step))
        out.append(ind + "for %s in range(%s) {" % (self.var, rng))
        for s in self.body:
            out += s.lines(ind + "  ")
        out.append(ind + "}")
        return out

    def iters(self, env, data):
        lo, hi = self.lo.ev(env, data), self.hi.ev(env, data)
        return list(range(lo, hi, self.step)) if hi > lo else []

    def accesses(self, env, data, out):
        for v in self.iters(env, data):
            e = dict(env)
            e[self.var] = v
            for s in self.body:
                s.accesses(e, data, out)


class If:
    def __init__(self, cond, then, els):
        self.cond, self.then, self.els = cond, then, els

    def lines(self, ind):
        out = [ind + "if %s {" % self.cond.text()]
        for s in self.then:
            out += s.lines(ind + "  ")
        if self.els:
            out.append(ind + "} else {")
            for s in self.els:
                out += s.lines(ind + "  ")
        out.append(ind + "}")
        return out

    def accesses(self, env, data, out):
        for l in self.cond.loads():
            out.append((l.buf, l.elements(env, data)[0], "r"))
        for s in (self.then if self.cond.ev(env, data) else self.els):
            s.accesses(env, data, out)


class Raw:
    """A line of text with known accesses (the user's async constructs
    outside the loop: they touch buffers the loop never touches)."""

    def __init__(self, text_lines):
        self.text_lines = text_lines

    def lines(self, ind):
        return [ind + l for l in self.text_lines]

    def accesses(self, env, data, out):
        pass
