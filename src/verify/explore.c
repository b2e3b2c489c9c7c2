/*
 * explore.c - every interleaving of the waves, depth first, with state
 * hashing and a partial-order reduction (docs/verify.md argues both).
 *
 * A state is the machine's snapshot; its 128-bit fingerprint goes into the
 * visited table (table.c) and a state seen before is not expanded again. A
 * path is a stack of frames, one per state, each with the transitions still
 * to try; a frame keeps its state's bytes only while a sibling transition is
 * left (the machine is restored from them), so a straight run of states costs
 * the table and nothing else.
 *
 * The reduction (persistent sets of one transition): a wave whose next
 * statement is not a synchronisation - a barrier operation, barrier() or an
 * opaque call (whose order the calls' checksums see) - runs alone. Such a
 * statement reads and writes the wave's own state and memory elements (its
 * accesses, the async operations it issues, those a wait completes, their
 * happens-before records) and stays enabled until it runs. Another wave's
 * transition commutes with it unless both touch one element, one writing;
 * then they race - happens-before cannot order them, since the statement
 * has not run and the other wave's access has not happened before it - and
 * the race check (hb.c, race.c) finds the pair in either order, when the
 * second access runs. So every path of the full search has a reduced twin
 * that ends in the same state or finds a race: a race-free kernel keeps its
 * every reachable state of synchronisation, so its deadlocks and undefined
 * behaviours; a kernel with any violation yields one (a race, possibly,
 * where the full search's first find was another kind). The cycle proviso
 * holds vacuously: loop steps are positive and there are no other loops, so
 * every transition moves a wave's control forward (a move, an op from
 * pending to moved) and the state graph is acyclic. Async operations move
 * their data at the wait that completes them: while one is outstanding,
 * every other wave's overlapping access is already a race (hb.c), so no
 * order of its data against such accesses is seen by a race-free run.
 * A wave's resumption from a wait whose phase has completed is quiet too:
 * it writes the wave's own view of the object and its clocks, and reads the
 * clocks its phase left, which no later transition changes (sync.c keeps a
 * completed phase's clocks, unchanged, while a wave may still wait for it;
 * which phases are kept is a function of the rest of the state, so the
 * forgetting commutes too), and phases only complete, so it stays enabled.
 * A barrier operation or a wave's end also runs alone when it commutes
 * with everything the other waves may still do (deps.c says which
 * operations on one object commute: waits, which rest and read nothing an
 * arrival changes, with all but inits; barrier() and ends with each other;
 * operations on different objects touch disjoint state).
 * Without reduction every enabled wave steps in every state, and each
 * outstanding operation's move is a transition of its own.
 */
#include "verify.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

/* --max-memory bounds what the process holds: its resident memory, read
 * every MEMORY_SAMPLE_EVERY new states and before the state table grows
 * (the growth holds the old array and the new one at once), plus what the
 * search has allocated since the last reading. Where the resident size
 * cannot be read, the search's own storage stands in, with
 * MALLOC_CHUNK_OVERHEAD per kept state for the allocator. */
#define MEMORY_SAMPLE_EVERY 1024
#define MALLOC_CHUNK_OVERHEAD 16

/* Moves offered per wave and state (the oldest op of each queue). */
#define MOVES_PER_WAVE 64

typedef struct frame {
  char *state;             /* its bytes while a sibling is left; else NULL */
  size_t len;
  size_t first;            /* its transitions: pool[first .. first + n) */
  int n, next;
} frame;

typedef struct explorer {
  const vf_verify_options *o;
  mc_waves *m;
  int nwaves;
  vf_deps *deps;
  unsigned *future;        /* per wave, in expand */
  vf_state_table seen;
  frame *stack;
  size_t depth, cap;
  vf_transition *pool;
  size_t npool, cappool;
  size_t stacked_bytes;    /* states kept by frames */
  ww_buf cur;              /* the state just reached */
  uint64_t max_states, max_depth, max_memory;
  uint64_t rss, rss_storage;  /* the last resident reading; storage() then */
  vf_verify_result *r;
} explorer;

static void pool_push(explorer *x, vf_transition t) { WW_VEC_PUSH(x->pool, x->npool, x->cappool, t); }

/* Whether wave w's next transition, acting on the groups f, commutes with
 * everything every other wave may still do: none of them may act on the
 * same instance of a group (the workgroup and named barriers are per
 * workgroup). */
static int alone(explorer *x, int w, unsigned f) {
  int wg = mc_waves_workgroup(x->m, w);
  for (int u = 0; u < x->nwaves; u++) {
    if (u == w) continue;
    unsigned g = x->future[u];
    if (mc_waves_workgroup(x->m, u) != wg) g &= ~VF_DEP_PER_WORKGROUP;
    if (vf_deps_conflict(f, g)) return 0;
  }
  return 1;
}

/* The transitions to explore from the machine's state, onto the pool. */
static int expand(explorer *x) {
  const kir_stmt *s;
  if (!x->o->no_reduction) {
    for (int w = 0; w < x->nwaves; w++) {
      mc_next k = mc_waves_next(x->m, w, &s);
      if ((k == MC_NEXT_STMT && !vf_deps_stmt(x->deps, s)) || k == MC_NEXT_RESUME) {
        pool_push(x, (vf_transition){w, 0, 0});
        return 1;
      }
    }
    for (int w = 0; w < x->nwaves; w++) x->future[w] = vf_deps_future(x->deps, x->m, w);
    for (int w = 0; w < x->nwaves; w++) {
      mc_next k = mc_waves_next(x->m, w, &s);
      if (k != MC_NEXT_STMT && k != MC_NEXT_END) continue;
      unsigned f = k == MC_NEXT_END ? vf_deps_end(x->deps) : vf_deps_stmt(x->deps, s);
      /* A wait whose phase an init has reset since reads the object's
       * phase: it commutes with nothing on it. */
      if (k == MC_NEXT_STMT && s->kind == KS_BAR_OP && s->u.bar.op == KIR_BAR_WAIT &&
          !mc_waves_wait_fresh(x->m, w, s))
        f = vf_deps_exclusive(f);
      if (alone(x, w, f)) {
        pool_push(x, (vf_transition){w, 0, 0});
        return 1;
      }
    }
  }
  int n = 0;
  for (int w = 0; w < x->nwaves; w++) {
    mc_next k = mc_waves_next(x->m, w, &s);
    if (k == MC_NEXT_STMT || k == MC_NEXT_END || k == MC_NEXT_RESUME) {
      pool_push(x, (vf_transition){w, 0, 0});
      n++;
    }
  }
  if (x->o->no_reduction)
    for (int w = 0; w < x->nwaves; w++) {
      uint64_t serials[MOVES_PER_WAVE];
      int k = mc_waves_movable(x->m, w, serials, MOVES_PER_WAVE);
      for (int i = 0; i < k && i < MOVES_PER_WAVE; i++) {
        pool_push(x, (vf_transition){w, 1, serials[i]});
        n++;
      }
    }
  return n;
}

static int all_done(const explorer *x) {
  const kir_stmt *s;
  for (int w = 0; w < x->nwaves; w++)
    if (mc_waves_next(x->m, w, &s) != MC_NEXT_DONE) return 0;
  return 1;
}

/* The search's own storage: the table, the kept states, the stacks. */
static uint64_t storage(const explorer *x) {
  return (uint64_t)vf_state_table_bytes(&x->seen) + x->stacked_bytes + x->depth * MALLOC_CHUNK_OVERHEAD +
         x->cap * sizeof *x->stack + x->cappool * sizeof *x->pool;
}

static void read_memory(explorer *x) {
  x->rss = vf_resident_bytes();
  x->rss_storage = storage(x);
}

static uint64_t memory_now(const explorer *x) {
  uint64_t s = storage(x);
  if (!x->rss) return s;
  return x->rss + (s > x->rss_storage ? s - x->rss_storage : 0);
}

/* The state in x->cur, reached: 1 pushed (new), 0 seen, -1 a bound (r says
 * which), -2 a deadlock. */
static int arrive(explorer *x) {
  vf_fingerprint f = vf_fingerprint_of(x->cur.data, x->cur.len);
  if (2 * (x->seen.n + 1) > x->seen.cap) read_memory(x);   /* the table would grow */
  uint64_t used = memory_now(x);
  int fresh = vf_state_table_insert(&x->seen, f, x->max_memory > used ? x->max_memory - used : 0);
  if (used > x->r->memory) x->r->memory = used;
  if (fresh < 0) {
    x->r->bound = VF_BOUND_MEMORY;
    return -1;
  }
  if (!fresh) return 0;
  if (x->r->states == x->max_states) {
    x->r->bound = VF_BOUND_STATES;
    return -1;
  }
  x->r->states++;
  if (x->depth >= x->max_depth) {
    x->r->bound = VF_BOUND_DEPTH;
    return -1;
  }
  size_t first = x->npool;
  int n = expand(x);
  if (!n) {
    x->npool = first;
    if (all_done(x)) {
      x->r->end_states++;
      return 0;
    }
    return -2;
  }
  if (x->depth == x->cap) {
    x->cap = x->cap ? 2 * x->cap : 256;
    x->stack = ww_xrealloc(x->stack, x->cap * sizeof *x->stack);
  }
  frame *fr = &x->stack[x->depth++];
  fr->first = first;
  fr->n = n;
  fr->next = 0;
  fr->state = NULL;
  fr->len = 0;
  if (n > 1) {
    fr->state = ww_xmalloc(x->cur.len ? x->cur.len : 1);
    memcpy(fr->state, x->cur.data, x->cur.len);
    fr->len = x->cur.len;
    x->stacked_bytes += x->cur.len;
  }
  if (x->depth > x->r->max_depth) x->r->max_depth = x->depth;
  if (x->r->states % MEMORY_SAMPLE_EVERY == 0) read_memory(x);
  uint64_t mem = memory_now(x);
  if (mem > x->r->memory) x->r->memory = mem;
  if (mem > x->max_memory) {
    x->r->bound = VF_BOUND_MEMORY;
    return -1;
  }
  return 1;
}

static void pop(explorer *x) {
  frame *fr = &x->stack[--x->depth];
  x->npool = fr->first;
  if (fr->state) {
    x->stacked_bytes -= fr->len;
    free(fr->state);
  }
}

static mc_verdict run_transition(mc_waves *m, vf_transition t) {
  return t.move ? mc_waves_move(m, t.wave, t.serial) : mc_waves_step(m, t.wave);
}

/* The transitions of the path: each frame's latest (the top frame's is the
 * one just run). */
static vf_transition *path_of(const explorer *x, uint64_t *n) {
  vf_transition *p = ww_xmalloc((x->depth + 1) * sizeof *p);
  size_t k = 0;
  for (size_t i = 0; i < x->depth; i++) {
    const frame *fr = &x->stack[i];
    if (fr->next) p[k++] = x->pool[fr->first + (size_t)fr->next - 1];
  }
  *n = k;
  return p;
}

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int vf_verify_kernel(const kir_kernel *k, const mc_inputs *in, const vf_verify_options *o, vf_verify_result *r,
                      ww_diags *d) {
  memset(r, 0, sizeof *r);
  if (mc_sync_check(k, o->target, d)) return 2;
  double t0 = now_seconds();
  ww_diags scratch = {0};
  mc_waves_options mo = {o->target, 0};
  mc_waves *m = mc_waves_new(k, in, &mo, &scratch);
  if (!m) {
    ww_diags_append(d, &scratch);
    return 2;
  }
  explorer x;
  memset(&x, 0, sizeof x);
  x.o = o;
  x.m = m;
  x.r = r;
  x.nwaves = mc_waves_waves(m);
  x.max_states = o->max_states ? o->max_states : VF_VERIFY_MAX_STATES;
  x.max_depth = o->max_depth ? o->max_depth : VF_VERIFY_MAX_DEPTH;
  x.max_memory = o->max_memory ? o->max_memory : VF_VERIFY_MAX_MEMORY;
  x.deps = vf_deps_new(k);
  x.future = ww_xmalloc((size_t)x.nwaves * sizeof *x.future);

  vf_transition *path = NULL;
  uint64_t npath = 0;
  mc_verdict kind = MC_OK;
  mc_waves_save(m, &x.cur);
  int a = arrive(&x);
  int at_top = 1;          /* the machine is in the top frame's state */
  if (a == -2) {
    kind = MC_DEADLOCK;
    path = path_of(&x, &npath);
  }
  while (a != -1 && kind == MC_OK && x.depth) {
    frame *fr = &x.stack[x.depth - 1];
    if (fr->next == fr->n) {
      pop(&x);
      at_top = 0;
      continue;
    }
    vf_transition t = x.pool[fr->first + (size_t)fr->next++];
    if (!at_top) {
      mc_waves_restore(m, fr->state, fr->len);
#ifdef WW_DEBUG
      /* Debug builds: the restored machine saves as the same bytes. */
      x.cur.len = 0;
      mc_waves_save(m, &x.cur);
      if (x.cur.len != fr->len || memcmp(x.cur.data, fr->state, fr->len))
        ww_die("verify: a restored state saves as other bytes (%zu, then %zu)", fr->len, x.cur.len);
#endif
    }
    if (fr->state && fr->next == fr->n) {   /* the last sibling: the bytes are not needed again */
      x.stacked_bytes -= fr->len;
      free(fr->state);
      fr->state = NULL;
    }
    r->transitions++;
    mc_verdict v = run_transition(m, t);
    if (v != MC_OK) {
      kind = v;
      path = path_of(&x, &npath);
      break;
    }
    x.cur.len = 0;
    mc_waves_save(m, &x.cur);
    a = arrive(&x);
    at_top = a == 1;
    if (a == -2) {
      kind = MC_DEADLOCK;
      path = path_of(&x, &npath);
    }
  }
  r->seconds = now_seconds() - t0;
  if (kind != MC_OK) r->verdict = VF_VIOLATION;
  else if (a == -1) r->verdict = VF_INCOMPLETE;
  else r->verdict = VF_VERIFIED;
  r->kind = kind;
  while (x.depth) pop(&x);
  free(x.stack);
  free(x.pool);
  vf_deps_free(x.deps);
  free(x.future);
  ww_buf_free(&x.cur);
  vf_state_table_free(&x.seen);
  mc_waves_free(m);
  ww_diags_free(&scratch);
  if (kind != MC_OK) {
    r->path_length = npath;
    vf_verify_replay(k, in, o, path, npath, kind, r, d);
  }
  free(path);
  return 0;
}

void vf_verify_result_free(vf_verify_result *r) {
  for (int i = 0; i < r->nsteps; i++) {
    free(r->steps[i].sync);
    free(r->steps[i].ops);
  }
  free(r->steps);
  r->steps = NULL;
  r->nsteps = 0;
}
