#!/usr/bin/env python3
"""hb_model.py - `waitwise verify` judged by a happens-before model that is not the tool.

    hb_model.py --waitwise PATH [--seeds A-B] [--keep DIR] [--show SEED] [-v]

For each seed a random kernel of 2 or 3 waves in one workgroup is written as
kernel IR, verified by `waitwise verify` (with and without its partial-order
reduction), and decided again here, by an axiomatic model written from the
barrier execution model (reference 004) and the async operations text
(reference 000) - no code or data structure is shared with src/machine or
src/verify, and the model is not operational the way the machine is: it
enumerates the barrier's modification orders only, then builds each
execution's relations as graphs and asks for reachability.

The subset it interprets, exactly:
  - stores and loads of shared (S, T) and global (X, Y) elements at indices
    that depend on wave_id only (so no value decides control flow or an
    address, and each wave's events are fixed before the run);
  - the workgroup barrier -1: barrier(), barrier_arrive(-1) with or without
    its barrier_wait(-1) right after (a wait always follows an arrival of
    its own wave since its last wait, so the phase it waits for is that
    arrival's), the implicit init (W waves), join (at launch) and drop (at a
    wave's end);
  - one named barrier `bar`: initialised by wave 0 (expected count W or
    W-1) before a barrier() every wave passes, joined there or later,
    arrived at and waited on at once (so the phase a wait waits for is its
    own arrival's), dropped after a join; undefined behaviour: a wait or drop
    with no join joined-before it, an expected count made negative;
  - fences of workgroup scope over shared, global or both;
  - async copies (shared <- global) under asyncmark, wait_asyncmark(N);
  - `if wave_id == C { }` and `for i in range(2) { }` around any of these.
Not modelled: more named barriers, the cluster barrier, the expected-count
update of an arrive, other scopes, values.

The model (per execution, i.e. per modification order of the barriers):
  - arrive: the arrive count goes up; reaching the expected count completes
    the phase (004). A drop lowers the expected count and may complete it.
    Both belong to (barrier-participate-in the waits of) the phase they occur in.
  - a wait completes once the phase of its wave's last arrival completed;
    none can: deadlock. A drop after an arrival whose phase is in progress:
    undefined behaviour (004's informal note, the reading docs/verify.md takes).
  - barrier-executes-before: program order and participates-in, transitively.
  - synchronises-with for address space s: a release fence over s, program
    order, barrier-executes-before, program order, an acquire fence over s
    of another wave. happens-before(s): program order and that, transitively,
    per space (a release of shared does not carry what was seen of global).
  - an async copy (000): an access program-ordered before it happens before
    it; it happens before an access only from the wait_asyncmark that
    completes it (a wave's later overlapping access before that races with it).
  - race: two accesses of one element, one a write, that happens-before(s)
    does not order, both reached (before each wave's next barrier operation
    that has not happened).

The kernel's verdict here is the set of kinds some execution reaches (race,
deadlock, undefined behaviour); verify must say "verified" when the set is
empty, else name one kind of it (it reports the first it meets). Prints one
line per disagreement and a summary; exit status 1 on any.
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

TIMEOUT = 30
LOOP_TRIPS = 2          # `for i in range(2)`
COPY_LEN = 2            # elements one async copy moves
TILES = 4               # G holds TILES copies' worth of data
SPACES = ("shared", "global")
WG, NAMED = -1, 1       # the workgroup barrier, the named barrier `bar`
NAMED_SHARE = 0.3       # of the programs, those with a named barrier
SYNC = ("arrive", "wait", "join", "drop")

# ---------------------------------------------------------------- programs


class Program:
    """A random kernel: a list of statements (tuples), rendered as text and
    expanded per wave into events."""

    def __init__(self, seed):
        self.r = random.Random(seed * 7919 + 17)
        self.waves = self.r.choice([2, 2, 3])
        self.tile = 0
        # a named barrier: initialised by wave 0 (expected count W or W-1)
        # before a barrier() every wave passes, so the init is ordered before
        # every other operation on it; joined there by every wave or not
        self.named = self.r.random() < NAMED_SHARE
        if self.named:
            self.count = self.r.choice([self.waves, self.waves, self.waves - 1])
            self.join_all = self.r.random() < 0.6
        self.body = [self.stmt(2) for _ in range(self.r.randint(3, 6))]

    def index(self):
        return self.r.choice(["wave_id", "next", "0", "last"])

    def stmt(self, budget):
        r = self.r
        kinds = ["sstore", "sstore", "sload", "sload", "gstore", "gload", "barrier", "split", "fsplit", "fsplit",
                 "fence", "async", "if", "loop"]
        k = r.choice(kinds)
        if self.named and r.random() < 0.4:
            k = r.choice(["named", "narrive", "ndrop"])
        if k in ("if", "loop") and budget <= 1:
            k = "barrier"
        if k in ("sstore", "gstore"):
            return (k, self.index(), r.randint(1, 9))
        if k in ("sload", "gload"):
            return (k, self.index())
        if k == "barrier":
            return (k,)
        if k == "split":
            # with a named barrier every arrival is waited for at once: then
            # the phase a wait waits for is its own arrival's (no operation of
            # a later phase can execute before it: 004's last rule needs none)
            return (k, r.random() < 0.5, self.named or r.random() < 0.8)
        if k in ("named", "narrive"):
            return (k, r.random() < 0.5, r.random() < 0.5)
        if k == "ndrop":
            return (k,)
        if k == "fsplit":
            # the two fences' spaces chosen apart: a release of one space and
            # an acquire of both must not order the other space's data
            return (k, r.choice([("shared",), ("global",), SPACES]), r.choice([("shared",), ("global",), SPACES]))
        if k == "fence":
            return (k, r.choice(["release", "acquire"]), r.choice([("shared",), ("global",), SPACES]))
        if k == "async":
            t = self.tile
            self.tile = (t + 1) % TILES
            wait = r.choice([0, 0, 1]) if r.random() < 0.6 else None
            use = self.index() if r.random() < 0.5 else None
            return (k, self.index(), t, wait, use)
        n = r.randint(1, 2)
        body = [self.stmt(budget - 1) for _ in range(n)]
        if k == "if":
            return (k, r.randrange(self.waves), body)
        return (k, body)

    # ---- text

    def idx_text(self, i):
        return {"wave_id": "wave_id", "next": "(wave_id + 1) %% %d" % self.waves, "0": "0",
                "last": "%d" % (self.waves - 1)}[i]

    def text(self):
        w = self.waves
        out = ["kernel k(X: global i32[%d], Y: global i32[%d], G: global i32[%d]) waves(%d) {"
               % (4 * w, w, COPY_LEN * TILES, w),
               "  S = alloc shared i32[%d]" % w, "  T = alloc shared i32[%d, %d]" % (w, COPY_LEN),
               "  L = alloc local i32[1]"]
        if self.named:
            out += ["  bar = barrier_object(workgroup)", "  if wave_id == 0 {",
                    "    barrier_init(bar, %d)" % self.count, "  }", "  barrier()"]
            if self.join_all:
                out.append("  barrier_join(bar)")
        for s in self.body:
            self.render(s, 1, out)
        out.append("}")
        return "\n".join(out) + "\n"

    def render(self, s, depth, out):
        w = self.waves
        ind = "  " * depth

        def emit(t):
            out.append(ind + t)
        k = s[0]
        if k == "sstore":
            emit("S[%s] = X[wave_id] + %d" % (self.idx_text(s[1]), s[2]))
        elif k == "gstore":
            emit("Y[%s] = X[wave_id] + %d" % (self.idx_text(s[1]), s[2]))
        elif k == "sload":
            emit("X[%d + wave_id] = S[%s]" % (w, self.idx_text(s[1])))
        elif k == "gload":
            emit("X[%d + wave_id] = Y[%s]" % (2 * w, self.idx_text(s[1])))
        elif k == "barrier":
            emit("barrier()")
        elif k == "split":
            emit("barrier_arrive(-1)")
            if s[1]:
                emit("L[0] = L[0] + 1")
            if s[2]:
                emit("barrier_wait(-1)")
        elif k == "fsplit":
            emit("fence(release, workgroup, %s)" % ", ".join(s[1]))
            emit("barrier_arrive(-1)")
            emit("barrier_wait(-1)")
            emit("fence(acquire, workgroup, %s)" % ", ".join(s[2]))
        elif k == "fence":
            emit("fence(%s, workgroup, %s)" % (s[1], ", ".join(s[2])))
        elif k in ("named", "narrive"):
            if s[1]:
                emit("fence(release, workgroup, shared)")
            if k == "named":
                emit("barrier_join(bar)")
            emit("barrier_arrive(bar)")
            emit("barrier_wait(bar)")
            if s[2]:
                emit("fence(acquire, workgroup, shared)")
        elif k == "ndrop":
            emit("barrier_join(bar)")
            emit("barrier_drop(bar)")
        elif k == "async":
            _, dst, t, wait, use = s
            emit("async {")
            emit("  T[%s, 0:%d] <- G[%d:%d]" % (self.idx_text(dst), COPY_LEN, COPY_LEN * t, COPY_LEN * (t + 1)))
            emit("}")
            emit("asyncmark")
            if wait is not None:
                emit("wait_asyncmark(%d)" % wait)
            if use is not None:
                emit("X[%d + wave_id] = T[%s, %d]" % (3 * w, self.idx_text(use), COPY_LEN - 1))
        elif k == "if":
            emit("if wave_id == %d {" % s[1])
            for b in s[2]:
                self.render(b, depth + 1, out)
            emit("}")
        else:
            emit("for i in range(%d) {" % LOOP_TRIPS)
            for b in s[1]:
                self.render(b, depth + 1, out)
            emit("}")

    # ---- events of one wave

    def events(self, wave):
        """The wave's events in program order. An event is a dict: kind
        ('acc', 'copy', 'rel', 'acq', 'arrive', 'wait', 'mark', 'waitmark'),
        and for accesses 'reads'/'writes' (sets of (space, element))."""
        ev = []
        if self.named:
            self.expand(("barrier",), wave, ev)
            if self.join_all:
                ev.append({"kind": "join"})
        for s in self.body:
            self.expand(s, wave, ev)
        return ev

    def at(self, i, wave):
        return {"wave_id": wave, "next": (wave + 1) % self.waves, "0": 0, "last": self.waves - 1}[i]

    def expand(self, s, wave, ev):
        w = self.waves
        k = s[0]

        def acc(reads, writes):
            ev.append({"kind": "acc", "reads": set(reads), "writes": set(writes)})
        if k == "sstore":
            acc([("global", ("X", wave))], [("shared", ("S", self.at(s[1], wave)))])
        elif k == "gstore":
            acc([("global", ("X", wave))], [("global", ("Y", self.at(s[1], wave)))])
        elif k == "sload":
            acc([("shared", ("S", self.at(s[1], wave)))], [("global", ("X", w + wave))])
        elif k == "gload":
            acc([("global", ("Y", self.at(s[1], wave)))], [("global", ("X", 2 * w + wave))])
        elif k == "barrier":
            # HIP's __syncthreads(): release, arrive, wait, acquire
            ev += [{"kind": "rel", "spaces": SPACES}, {"kind": "arrive", "obj": WG}, {"kind": "wait", "obj": WG},
                   {"kind": "acq", "spaces": SPACES}]
        elif k == "split":
            ev.append({"kind": "arrive", "obj": WG})
            if s[2]:
                ev.append({"kind": "wait", "obj": WG})
        elif k == "fsplit":
            ev += [{"kind": "rel", "spaces": s[1]}, {"kind": "arrive", "obj": WG}, {"kind": "wait", "obj": WG},
                   {"kind": "acq", "spaces": s[2]}]
        elif k == "fence":
            ev.append({"kind": "rel" if s[1] == "release" else "acq", "spaces": s[2]})
        elif k in ("named", "narrive"):
            if s[1]:
                ev.append({"kind": "rel", "spaces": ("shared",)})
            if k == "named":
                ev.append({"kind": "join"})
            ev += [{"kind": "arrive", "obj": NAMED}, {"kind": "wait", "obj": NAMED}]
            if s[2]:
                ev.append({"kind": "acq", "spaces": ("shared",)})
        elif k == "ndrop":
            ev += [{"kind": "join"}, {"kind": "drop", "obj": NAMED}]
        elif k == "async":
            _, dst, t, wait, use = s
            d = self.at(dst, wave)
            ev.append({"kind": "copy", "reads": {("global", ("G", COPY_LEN * t + j)) for j in range(COPY_LEN)},
                       "writes": {("shared", ("T", d, j)) for j in range(COPY_LEN)}})
            ev.append({"kind": "mark"})
            if wait is not None:
                ev.append({"kind": "waitmark", "n": wait})
            if use is not None:
                acc([("shared", ("T", self.at(use, wave), COPY_LEN - 1))], [("global", ("X", 3 * w + wave))])
        elif k == "if":
            if wave == s[1]:
                for b in s[2]:
                    self.expand(b, wave, ev)
        else:
            for _ in range(LOOP_TRIPS):
                for b in s[1]:
                    self.expand(b, wave, ev)


def completions(ev):
    """For each copy's index, the index of the wait_asyncmark that completes
    it (000: at most N marks outstanding after it), or None."""
    done = {}
    marks = []             # per mark, the copies program-ordered before it
    pending = []
    for i, e in enumerate(ev):
        if e["kind"] == "copy":
            pending.append(i)
        elif e["kind"] == "mark":
            marks.append(pending)
            pending = []       # a later mark covers these too, but they are completed with the earlier one
        elif e["kind"] == "waitmark":
            for m in marks[:max(0, len(marks) - e["n"])]:
                for c in m:
                    done.setdefault(c, i)
    return done

# ---------------------------------------------------------------- executions


class Execution:
    """One maximal execution: which phase each arrive, drop and completed wait
    belongs to, how far each wave got, and how it ended."""

    def __init__(self, phase_of, reached, outcome):
        self.phase_of = phase_of      # {(wave, index): phase}; a wave's end (its drop of -1) is index len(events)
        self.reached = reached        # per wave, events [0, reached) happened
        self.outcome = outcome        # None, 'deadlock' or 'undefined behaviour'


def obj_of(evs, n):
    return WG if n[1] == len(evs[n[0]]) else evs[n[0]][n[1]]["obj"]


def executions(evs, named_count):
    """Every modification order of the barriers (the other events touch
    none), deduplicated by what the relations depend on."""
    waves = len(evs)
    sync = [[i for i, e in enumerate(ev) if e["kind"] in SYNC] + [len(ev)] for ev in evs]
    out = {}
    seen = set()
    # state: per wave its position in sync[w], per wave and object the phase
    # of its last arrival (None: none since its last wait), per wave whether
    # it is joined to the named barrier, per object (expected, arrive count,
    # phase number), the history. -1: W waves, joined by all at launch; the
    # named barrier: its init precedes everything else (the kernel's barrier()).
    bars = ((waves, 0, 0), (named_count, 0, 0))
    start = (tuple([0] * waves), tuple([(None, None)] * waves), tuple([False] * waves), bars, ())
    stack = [start]
    while stack:
        st = stack.pop()
        if st in seen:
            continue
        seen.add(st)
        pos = st[0]
        moved = False
        for w in range(waves):
            if pos[w] >= len(sync[w]):
                continue          # ended
            nxt = step(evs[w], w, sync[w][pos[w]], st)
            if nxt is None:
                continue          # a wait whose phase has not completed
            moved = True
            if nxt == "ub":
                finish(out, evs, sync, pos, st[4], "undefined behaviour")
                continue
            stack.append(nxt)
        if not moved:
            done = all(pos[w] >= len(sync[w]) for w in range(waves))
            finish(out, evs, sync, pos, st[4], None if done else "deadlock")
    return list(out.values())


def slot(o):
    return 0 if o == WG else 1


def put(t, i, v):
    return t[:i] + (v,) + t[i + 1:]


def step(ev, w, i, st):
    """Wave w's next barrier operation (index i; len(ev): its end, the
    implicit drop of -1). Returns the next state, None if it cannot run yet,
    or 'ub'."""
    pos, last, joined, bars, hist = st
    npos = put(pos, w, pos[w] + 1)
    kind = "end" if i == len(ev) else ev[i]["kind"]
    if kind == "join":
        return (npos, last, put(joined, w, True), bars, hist)
    o = WG if kind == "end" else ev[i]["obj"]
    k = slot(o)
    expected, count, phase = bars[k]
    mine = last[w][k]
    if kind in ("end", "drop"):
        if kind == "drop" and not joined[w]:
            return "ub"           # a drop needs a join joined-before it
        if mine is not None and mine >= phase:
            return "ub"           # arrived, then dropped while that phase is in progress
        expected -= 1
        if expected < 0:
            return "ub"           # the expected count made negative
        drop_phase = phase
        if expected == count:
            count, phase = 0, phase + 1
        return (npos, last, put(joined, w, False) if kind == "drop" else joined,
                put(bars, k, (expected, count, phase)), add(hist, (w, i), drop_phase))
    if kind == "arrive":
        arrive_phase = phase
        count += 1
        if count == expected:
            count, phase = 0, phase + 1
        return (npos, put(last, w, put(last[w], k, arrive_phase)), joined,
                put(bars, k, (expected, count, phase)), add(hist, (w, i), arrive_phase))
    # a wait: for the phase of the wave's last arrival
    if o == NAMED and not joined[w]:
        return "ub"               # a wait needs a join joined-before it
    if mine is None:
        raise ValueError("wave %d waits without an arrival since its last wait: outside the model" % w)
    if phase <= mine:
        return None
    return (npos, put(last, w, put(last[w], k, None)), joined, bars, add(hist, (w, i), mine))


def add(hist, node, phase):
    # the history as a set: two orders that give every operation the same
    # phase are one execution for the relations
    return tuple(sorted(hist + ((node, phase),)))


def finish(out, evs, sync, pos, hist, outcome):
    reached = tuple(len(evs[w]) if pos[w] >= len(sync[w]) else sync[w][pos[w]] for w in range(len(evs)))
    key = (hist, reached, outcome)
    if key not in out:
        out[key] = Execution(dict(hist), reached, outcome)

# ---------------------------------------------------------------- relations


def reach(succ, src):
    seen = {src}
    todo = [src]
    while todo:
        n = todo.pop()
        for m in succ.get(n, ()):
            if m not in seen:
                seen.add(m)
                todo.append(m)
    return seen


def happens_before(evs, x):
    """Per space, the set of (a, b) pairs with a happens-before b among the
    reached events of execution x (a node is (wave, index))."""
    waves = len(evs)
    # a wave that ended has one more node, its drop (index len(events)),
    # program-ordered after its last event
    last = [x.reached[w] + (1 if (w, len(evs[w])) in x.phase_of else 0) for w in range(waves)]
    nodes = [(w, i) for w in range(waves) for i in range(last[w])]
    po = {}
    for w in range(waves):
        for i in range(last[w] - 1):
            po[(w, i)] = [(w, i + 1)]
    # barrier-executes-before: program order plus participates-in (an arrive
    # or drop of phase p before each completed wait of phase p)
    eb = {n: list(po.get(n, ())) for n in nodes}

    def is_wait(n):
        return n[1] < len(evs[n[0]]) and evs[n[0]][n[1]]["kind"] == "wait"
    waits = [(n, p) for n, p in x.phase_of.items() if is_wait(n)]
    for n, p in x.phase_of.items():
        if is_wait(n):
            continue
        for wn, wp in waits:
            if wp == p and obj_of(evs, wn) == obj_of(evs, n):
                eb.setdefault(n, []).append(wn)
    hb = {}
    for s in SPACES:
        succ = {n: list(po.get(n, ())) for n in nodes}
        for n in nodes:
            e = evs[n[0]][n[1]] if n[1] < len(evs[n[0]]) else {"kind": "drop"}
            if e["kind"] != "rel" or s not in e["spaces"]:
                continue
            for m in reach(eb, n):
                if m[0] == n[0] or m[1] >= x.reached[m[0]]:
                    continue
                f = evs[m[0]][m[1]]
                if f["kind"] == "acq" and s in f["spaces"]:
                    succ[n].append(m)
        hb[s] = {n: reach(succ, n) for n in nodes}
    return hb


def races(evs, x):
    """Whether execution x has two reached accesses of one element, one a
    write, that happens-before does not order."""
    hb = happens_before(evs, x)
    done = [completions(ev) for ev in evs]
    acc = []   # (wave, start index, end index or None, reads, writes)
    for w, ev in enumerate(evs):
        for i in range(x.reached[w]):
            e = ev[i]
            if e["kind"] == "acc":
                acc.append((w, i, i, e["reads"], e["writes"]))
            elif e["kind"] == "copy":
                end = done[w].get(i)
                acc.append((w, i, end if end is not None and end < x.reached[w] else None, e["reads"], e["writes"]))
    for a in range(len(acc)):
        for b in range(a + 1, len(acc)):
            for space, elem in conflicts(acc[a], acc[b]):
                if not ordered(acc[a], acc[b], hb[space]):
                    return True
    return False


def conflicts(a, b):
    return (a[4] & (b[3] | b[4])) | (b[4] & a[3])


def ordered(a, b, hb):
    if a[0] == b[0]:
        # one wave: program order, except that a copy orders nothing after it
        # before the wait that completes it (000)
        first, second = (a, b) if a[1] < b[1] else (b, a)
        return first[2] is not None and first[2] < second[1]
    return before(a, b, hb) or before(b, a, hb)


def before(a, b, hb):
    # a's end (a copy's: its completing wait) happens before b's start
    return a[2] is not None and (b[0], b[1]) in hb[(a[0], a[2])]


def decide(prog):
    evs = [prog.events(w) for w in range(prog.waves)]
    kinds = set()
    for x in executions(evs, prog.count if prog.named else 0):
        if x.outcome:
            kinds.add(x.outcome)
        if "race" not in kinds and races(evs, x):
            kinds.add("race")
    return kinds

# ---------------------------------------------------------------- driver


def verify(waitwise, path, extra):
    p = subprocess.run([waitwise, "verify", path] + extra, capture_output=True, text=True, timeout=TIMEOUT)
    first = p.stdout.splitlines()[0] if p.stdout else ""
    if p.returncode == 0 and first.startswith("verified"):
        return "verified"
    if p.returncode == 1 and first.startswith("violation: "):
        return first[len("violation: "):]
    return "exit %d: %s" % (p.returncode, (p.stdout + p.stderr).strip().replace("\n", " | ")[:300])


def agrees(verdict, kinds):
    return verdict == "verified" if not kinds else verdict in kinds


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--waitwise", required=True)
    ap.add_argument("--seeds", default="0-39")
    ap.add_argument("--keep")
    ap.add_argument("--show", type=int, help="print one seed's kernel and the model's verdict")
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    if a.show is not None:
        p = Program(a.show)
        sys.stdout.write(p.text())
        print("# model: %s" % (", ".join(sorted(decide(p))) or "verified"))
        return 0
    lo, hi = (int(x) for x in a.seeds.split("-"))
    tally = {"verified": 0, "race": 0, "deadlock": 0, "undefined behaviour": 0}
    bad = 0
    tmp = a.keep or tempfile.mkdtemp(prefix="ww-hb-")
    for seed in range(lo, hi + 1):
        prog = Program(seed)
        path = os.path.join(tmp, "seed%d.wk" % seed)
        with open(path, "w") as f:
            f.write(prog.text())
        kinds = decide(prog)
        v1 = verify(a.waitwise, path, [])
        v2 = verify(a.waitwise, path, ["--no-reduction"])
        if not agrees(v1, kinds) or not agrees(v2, kinds):
            print("seed %d: model %s; verify '%s', --no-reduction '%s'"
                  % (seed, ", ".join(sorted(kinds)) or "verified", v1, v2))
            bad += 1
        else:
            tally[v1] += 1
            if a.v:
                print("seed %d: %s" % (seed, v1))
        if not a.keep:
            os.unlink(path)
    if not a.keep:
        os.rmdir(tmp)
    print("%d programs: %d verified, %d races, %d deadlocks, %d undefined behaviour, %d disagreements"
          % (hi - lo + 1, tally["verified"], tally["race"], tally["deadlock"], tally["undefined behaviour"], bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
