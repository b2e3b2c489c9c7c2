/*
 * gather.h - planning global -> LDS tile copies with LDS DMA
 * (global_load_lds_*), gfx942 and gfx950 (gfx90a's `... lds` spelling), and
 * gfx1250's per-lane-addressed global_load_async_to_lds_* (async.c).
 *
 * The model (docs/internals/gather.md): a load instruction is issued by every
 * wave; in wave v it writes lane i's bytes to LDS at D(v) + i * stride when
 * lane i is in the wave's exec mask, where D(v) = M0(v) + offset; the lane
 * reads the same number of bytes from the global address of the tile bytes
 * it writes (minus the offset, which is added there too). A plan is valid
 * when the active lanes write every tile byte of the requested LDS layout
 * exactly once, each lane within one row, and nothing else. Its issue cost
 * is load instructions + M0 writes + exec writes (plan.c counts them).
 *
 *   plan.c    the plan, its validation and its cost (the model's definition)
 *   planner.c the least-cost search over structured plans
 *   brute.c   exhaustive enumeration on small shapes (the optimality check)
 *   print.c   text, --explain and JSON
 *   emit.c    --emit=asm and --emit=hip
 *   async.c   gfx1250: plans where each lane carries its own LDS address
 *   emit_async.c  gfx1250's --emit=asm and --emit=hip
 *
 * gfx1250 (per_lane plans): lane i of wave v writes its bytes at its own
 * LDS address lds[v * wave + i] (gather_load.lds), which need not follow any
 * stride, so there is no M0 and no run: the tile's rows are cut into lanes
 * of the widest width that the lane's global and LDS addresses are aligned
 * to, and the lanes of each width are dealt to the workgroup's threads in
 * order. Its issue cost is loads + exec writes (the per-lane address VGPRs
 * are computed once per load, so their VALU work follows the load count).
 */
#ifndef WW_GATHER_H
#define WW_GATHER_H

#include <stdint.h>

#include "../support/support.h"
#include "../target/lds_dma.h"

/* How a planning or emitting call ends. The library's own word, not an
 * exit status: the CLI maps it to one (gather_command.c). */
typedef enum gather_status {
  GATHER_OK = 0,
  GATHER_UNMOVABLE, /* the shape, or its emission, is beyond the DMA (why: in diag) */
  GATHER_INTERNAL,  /* the plan found fails the model's check: a bug */
} gather_status;

typedef struct gather_shape {
  int rows, cols;      /* the tile, elements */
  int elem;            /* element bytes */
  const char *type;    /* element type name as given */
  int grow;            /* global row stride, elements */
  int galign;          /* alignment of the tile's global address, bytes */
  int lrow;            /* LDS row stride, elements (cols + padding) */
  int lbase;           /* LDS byte offset of buffer 0 */
  int buffers;         /* pipeline buffers sharing LDS, each rows * lrow */
  int threads, wave;   /* workgroup size, wave size */
  int width;           /* --width: only this DMA width (bytes); 0: any */
  int joined;          /* planner: rows contiguous in global memory and LDS
                          joined into one row (this many) */
} gather_shape;

#define GATHER_MAX_TILE_DIM 65536 /* rows, columns of --tile */

/* One load instruction (the same in every wave) and, per wave, where its
 * lanes land: D and the exec mask. */
#define GATHER_MAX_WAVES 32 /* 1024 threads: 16 waves of 64, 32 of 32 (gfx1250) */
#define GATHER_MAX_LOADS 256
#define GATHER_IDLE (-1L) /* brute.c: a wave with nothing to do, D free */

typedef struct gather_load {
  int width;                  /* bytes per lane (lds stride: the same, lds_dma.h) */
  int offset;                 /* instruction offset, set by gather_cost */
  int m0_write, exec_write;   /* set by gather_cost: written before this load */
  int part, k;                /* planner.c: which column part, its k-th load */
  long D[GATHER_MAX_WAVES];   /* LDS byte address of lane 0's slot; GATHER_IDLE:
                                 no lane of the wave is on */
  long m0[GATHER_MAX_WAVES];  /* set by gather_cost where m0_write: M0 per wave */
  uint64_t mask[GATHER_MAX_WAVES];
  long *lds;                  /* per_lane plans: lane i of wave v writes at
                                 lds[v * wave + i] (NULL: D + i * stride) */
} gather_load;

/* A column range of every row moved with one width. */
typedef struct gather_part {
  int c0, c1;      /* bytes of the row */
  int width;       /* bytes per lane */
  int flat;        /* runs may cross rows (slots over other columns masked) */
  int blocked;     /* wave v takes consecutive runs (else interleaved) */
  int V, S;        /* slots per lattice row; slots holding tile bytes */
  int m;           /* grouped (flat, m >= 2): runs cross the rows of a group of
                      m rows, a group starts a new run; 0: not grouped */
  long G;          /* grouped: lane slots per group, a whole number of runs */
  long runs;       /* wave-runs of W lanes */
  int loads;       /* loads per wave */
  long mul, add0;  /* run j of wave v at load k: j = v * mul + add0 + k * step */
  long step;
  /* per_lane plans (gfx1250): the part is bytes [c0, c1) of rows row0,
   * row0 + rstep, ... (nrows of them), S lanes a row; its lanes are numbers
   * first .. first + nrows * S - 1 of its width's lane sequence, lane q of
   * which thread t < c takes at its width's load k when q = k * c + t, c
   * its width's lanes per load (gather_plan.lper). */
  int row0, rstep, nrows;
  long first;
} gather_part;

typedef struct gather_plan {
  gather_shape shape;
  int nwaves;
  gather_part part[2];
  int nparts;
  gather_load *loads;
  int nloads;
  int m0_writes, exec_writes, cost;
  long masked;     /* lane slots issued without a tile element */
  int per_lane;    /* gfx1250: lds[] per lane, no M0 (async.c) */
  gather_part *lparts; /* per_lane: its parts (part[] unused) */
  int nlparts;
  long lanes[TG_DMA_MAX_WIDTHS]; /* per_lane: lanes of each width, widest first
                                    as lwidth[] lists them */
  int lwidth[TG_DMA_MAX_WIDTHS], nlwidths;
  long lper[TG_DMA_MAX_WIDTHS];  /* per_lane: lanes of that width per load
                                    (threads, or fewer to balance its loads) */
} gather_plan;

/* The model's definition: 0 when p's loads write exactly the tile's bytes
 * once each within rows, else -1 with why in err. */
int gather_validate(const gather_plan *p, const tg_dma_width *w, int nw, char *err, size_t errlen);
/* Sets offsets, M0 and exec writes (the fewest for this load order: M0 is
 * kept while every wave's next D is its M0 plus one common offset in
 * 0..TG_DMA_OFFSET_MAX) and cost. */
void gather_cost(gather_plan *p);
uint64_t gather_full_mask(int wave);

/* Checks the shape against the target: GATHER_OK, or GATHER_UNMOVABLE with an error (and notes:
 * the nearest layout that can be met) appended to diag as lines. */
typedef struct gather_alt {
  char what[96];   /* the rule or candidate */
  int loads, m0_writes, exec_writes, cost;
  long masked;
  int valid;       /* honours the layout */
} gather_alt;
#define GATHER_MAX_ALTS 32

gather_status gather_check_shape(const tg_target *t, const gather_shape *s, ww_buf *diag);
/* The least-cost plan (p->loads to free with gather_plan_free); alts, when
 * not NULL, gets the best plan of each family and the "largest width that
 * divides" rule for --explain. Returns GATHER_OK, else with diag GATHER_UNMOVABLE
 * or GATHER_INTERNAL. */
gather_status gather_plan_make(const tg_target *t, const gather_shape *s, gather_plan *p, gather_alt *alts,
                     int *nalts, ww_buf *diag);
void gather_plan_free(gather_plan *p);
/* One diagnostic line into d: "waitwise: SEV: message" (print.c). */
void gather_diag(ww_buf *d, const char *sev, const char *fmt, ...) WW_PRINTF(3, 4);
/* Loads per wave of the "largest width that divides the row" rule (Wave's
 * gather_to_shared): -1 when it bails out. */
int gather_divides_rule(const tg_target *t, const gather_shape *s, int *width);

/* async.c: gfx1250's plan (gather_plan_make calls it for per-lane targets;
 * s already checked by gather_check_shape). */
gather_status gather_plan_async(const tg_target *t, const gather_shape *s, gather_plan *p, gather_alt *alts, int *nalts,
                      ww_buf *diag);
/* The largest power of two, at most TG_ASYNC_MAX_WIDTH, dividing x (0: the
 * maximum). */
int gather_pow2_align(long x);
/* brute.c: the least cost below bound over every exact cover by runs of at
 * most `wave` lanes and every assignment of those runs to loads and waves
 * (bound when none is cheaper). Small shapes only: -1 when the search is
 * too large. */
int gather_brute_force(const tg_target *t, const gather_shape *s, int bound, long *covers,
                       gather_plan *found);

/* print.c */
void gather_print_text(const gather_plan *p, const tg_target *t, ww_buf *out);
void gather_print_explain(const gather_plan *p, const tg_target *t, const gather_alt *alts, int nalts,
                          ww_buf *out);
void gather_print_json(const gather_plan *p, const tg_target *t, ww_buf *out);

/* emit.c: prefetch = other vector-memory loads placed after the tile's DMA
 * (the next tile's); mark: s_asyncmark / s_wait_asyncmark for insert
 * instead of the exact vmcnt. Returns GATHER_OK, or GATHER_UNMOVABLE with diag. */
gather_status gather_emit_asm(const gather_plan *p, const tg_target *t, int prefetch, int mark, ww_buf *out,
                    ww_buf *diag);
gather_status gather_emit_hip(const gather_plan *p, const tg_target *t, ww_buf *out, ww_buf *diag);
/* emit_async.c: the same for per_lane plans (gfx1250): the wait is
 * s_wait_asynccnt N, N the async loads issued after the tile's last one
 * (prefetch: the next tile's, into the LDS beyond the tile). */
gather_status gather_emit_asm_async(const gather_plan *p, const tg_target *t, int prefetch, int mark, ww_buf *out,
                          ww_buf *diag);
gather_status gather_emit_hip_async(const gather_plan *p, const tg_target *t, ww_buf *out, ww_buf *diag);
/* brute.c: gfx1250's exhaustive check (every exact cover by aligned lanes,
 * every split of each width's lanes into loads). */
int gather_brute_force_async(const tg_target *t, const gather_shape *s, int bound, long *covers,
                             gather_plan *found);

#endif
