/*
 * kir.h - the kernel IR (docs/kernel-ir.md): one tree shared by the parser,
 * the printer, the validator, the abstract machine and the pipeliner.
 *
 * All nodes of one program live in its arena. Names are resolved by the
 * parser: an expression points at its kir_var, an access at its kir_buf, so
 * passes never look names up. Passes build new trees with the constructors
 * in build.c (kir_clone_* substitute variables, as the pipeliner's i -> i+1).
 */
#ifndef WW_KIR_H
#define WW_KIR_H

#include "../support/support.h"
#include "../target/barrier.h"
#include "../target/lds_dma.h"

#include <stdint.h>

typedef enum kir_type { KIR_BOOL, KIR_I32, KIR_I64, KIR_F16, KIR_F32, KIR_F64 } kir_type;
typedef enum kir_scope { KIR_GLOBAL, KIR_SHARED, KIR_LOCAL } kir_scope;

typedef struct kir_expr kir_expr;
typedef struct kir_stmt kir_stmt;

/* A scalar name: parameter, loop variable, let, or builtin (wave_id, num_waves). */
typedef enum kir_var_kind { KIR_VAR_PARAM, KIR_VAR_LOOP, KIR_VAR_LET, KIR_VAR_BUILTIN } kir_var_kind;
typedef struct kir_var {
  const char *name;
  kir_type type;
  kir_var_kind kind;
  kir_expr *init;     /* parameter default; NULL if none */
  ww_loc loc;
  int id;             /* dense per kernel: the machine's slot */
  struct kir_kernel *kernel;  /* owner (set by kir_var_new): clones of a loop or
                                 let take fresh ids from it; NULL: keep the id */
} kir_var;

/* Dimensions of a buffer (the parser's limit; passes that add one check it). */
#define KIR_MAX_DIMS 16

typedef struct kir_buf {
  const char *name;
  kir_scope scope;
  kir_type elem;
  int ndim;
  kir_expr **dims;    /* extents: constants or expressions of scalar parameters */
  int is_param;
  ww_loc loc;
  int id;             /* dense per kernel */
  struct kir_kernel *kernel;  /* owner (set by kir_buf_new): a cloned alloc takes a fresh id */
} kir_buf;

typedef enum kir_sync_scope { KIR_SS_WAVEFRONT, KIR_SS_WORKGROUP, KIR_SS_CLUSTER, KIR_SS_AGENT, KIR_SS_SYSTEM } kir_sync_scope;

/* A barrier object of LLVM's barrier execution model (docs/verify.md):
 * declared (`bar = barrier_object(workgroup)`: a named barrier, ids 1..16
 * in declaration order; `barrier_object(cluster)`: the cluster barrier -3)
 * or predefined, named by its id in a barrier operation (`barrier_wait(-1)`:
 * the workgroup barrier; -3 the cluster barrier; 0 the NULL barrier; -2 and
 * -4 the trap barriers). */
#define KIR_BAR_WORKGROUP TG_BAR_WORKGROUP       /* the ids: target/barrier.h */
#define KIR_BAR_WORKGROUP_TRAP TG_BAR_WORKGROUP_TRAP
#define KIR_BAR_CLUSTER TG_BAR_CLUSTER
#define KIR_BAR_CLUSTER_TRAP TG_BAR_CLUSTER_TRAP
#define KIR_BAR_NULL TG_BAR_NULL
#define KIR_BAR_NAMED_MAX TG_BAR_NAMED_MAX
#define KIR_BAR_ID_MIN TG_BAR_ID_MIN

typedef struct kir_barobj {
  const char *name;           /* the declared name, or the id as text ("-1") */
  kir_sync_scope scope;       /* workgroup or cluster */
  ww_loc loc;                 /* the declaration (predefined: the first use) */
  int id;                     /* dense per kernel */
  int hwid;                   /* the model's barrier id (above) */
  int predefined;             /* named by its id, not declared */
  struct kir_kernel *kernel;  /* owner: a cloned barrier_object takes a fresh id */
} kir_barobj;

/* One index of an access: a point (hi == NULL, !slice) or a slice [lo, hi).
 * A slice may leave lo (0) or hi (the extent) out: NULL. */
typedef struct kir_index {
  kir_expr *lo, *hi;
  int slice;
  ww_loc loc;         /* where the index is written, for carets (src NULL if built) */
  int len;
} kir_index;

/* B[i, j] or a region B[i, 0:16] / B[s] (missing trailing indices: whole). */
typedef struct kir_access {
  kir_buf *buf;
  int nidx;
  kir_index *idx;
  ww_loc loc;
  int len;            /* source width (name through ']') for carets; 0 if built */
} kir_access;

typedef enum kir_op {
  KIR_OP_NONE,
  KIR_OP_NEG, KIR_OP_NOT,
  KIR_OP_ADD, KIR_OP_SUB, KIR_OP_MUL, KIR_OP_DIV, KIR_OP_MOD,
  KIR_OP_LT, KIR_OP_LE, KIR_OP_GT, KIR_OP_GE, KIR_OP_EQ, KIR_OP_NE,
  KIR_OP_AND, KIR_OP_OR, KIR_OP_MIN, KIR_OP_MAX,
} kir_op;

typedef enum kir_expr_kind {
  KE_INT, KE_FLOAT, KE_VAR, KE_LOAD, KE_UNARY, KE_BINARY, KE_SELECT, KE_CAST,
  KE_REGION,          /* only as an opaque call's argument: a whole region */
} kir_expr_kind;

struct kir_expr {
  kir_expr_kind kind;
  kir_type type;      /* after checking: the value's type */
  ww_loc loc;
  int len;            /* source width for carets; 0 if built */
  union {
    int64_t i;                        /* KE_INT */
    double f;                         /* KE_FLOAT */
    kir_var *var;                     /* KE_VAR */
    kir_access access;                /* KE_LOAD (a point), KE_REGION */
    struct { kir_op op; kir_expr *a, *b, *c; } op;  /* UNARY a; BINARY a b; SELECT c ? a : b; CAST a */
  } u;
};

typedef struct kir_block {
  kir_stmt **v;
  int n, cap;
} kir_block;

typedef struct kir_annot {    /* @software_pipeline_stage(0, 1) */
  const char *name;
  int n;
  int64_t *vals;
  ww_loc loc;
} kir_annot;

typedef enum kir_stmt_kind {
  KS_ALLOC,          /* B = alloc shared f32[2, 16] */
  KS_BAROBJ,         /* bar = barrier_object(workgroup) */
  KS_LET,            /* let x = e */
  KS_STORE,          /* B[i] = e, B[i] += e */
  KS_COPY,           /* dst <- src */
  KS_GATHER,         /* dst <- gather(src, idx) */
  KS_DMA,            /* dst <- dma(src, width = ..., ...): one LDS DMA load (docs/kernel-ir.md) */
  KS_CALL,           /* compute(args): opaque */
  KS_FOR, KS_IF,
  KS_ASYNC,          /* async { } */
  KS_COMMIT,         /* commit(q) { } */
  KS_WAIT,           /* wait(q, N) */
  KS_ASYNCMARK,      /* asyncmark */
  KS_WAIT_ASYNCMARK, /* wait_asyncmark(N) */
  KS_BARRIER,        /* barrier(): the workgroup barrier */
  KS_BAR_OP,         /* barrier_init/join/drop/arrive/wait */
  KS_FENCE,          /* fence(order, scope) */
} kir_stmt_kind;

typedef enum kir_bar_op { KIR_BAR_INIT, KIR_BAR_JOIN, KIR_BAR_DROP, KIR_BAR_ARRIVE, KIR_BAR_WAIT } kir_bar_op;
typedef enum kir_fence_order { KIR_ACQUIRE, KIR_RELEASE, KIR_ACQ_REL, KIR_SEQ_CST } kir_fence_order;
/* The address spaces a fence orders (a set): LDS (the IR's `shared`,
 * LLVM's "local") and global memory. */
#define KIR_SPACE_SHARED 1u
#define KIR_SPACE_GLOBAL 2u
#define KIR_SPACES_ALL (KIR_SPACE_SHARED | KIR_SPACE_GLOBAL)

struct kir_stmt {
  kir_stmt_kind kind;
  ww_loc loc;
  int len;            /* caret width of the statement's keyword or target */
  union {
    kir_buf *alloc;                                             /* KS_ALLOC */
    kir_barobj *barobj;                                         /* KS_BAROBJ */
    struct { kir_var *var; kir_expr *value; } let;              /* KS_LET */
    struct { kir_access dst; kir_op op; kir_expr *value; } store; /* op NONE '=', ADD '+=' ... */
    struct { kir_access dst, src; } copy;                       /* KS_COPY */
    struct { kir_access dst; kir_buf *src; kir_access index; } gather;
    struct kir_dma {         /* KS_DMA: lane l of `lanes` writes dst bytes
                                m0 + offset + l * stride (the width's LDS stride),
                                or laddr(l) + offset (per-lane form, gfx1250),
                                from src bytes vaddr(l) + offset */
      kir_buf *dst, *src;    /* a shared buffer, a global one (same element type) */
      int width;             /* bytes each lane reads: 1, 2, 4, 12, 16 (laddr: 1, 4, 8, 16) */
      int offset;            /* instruction offset, KIR_DMA_OFFSET_MIN..MAX
                                (laddr: KIR_DMA_LANE_OFFSET_MIN..MAX) */
      kir_expr *m0;          /* byte address in dst of the wave's run (M0); NULL
                                in the per-lane form */
      kir_expr *laddr;       /* per-lane form: lane l's byte address in dst, before
                                the offset (of `lane`); NULL in the M0 form */
      int nranges;           /* active lanes: [lo, hi) ranges, ascending, disjoint */
      int (*ranges)[2];
      kir_var *lane;         /* the lane variable of vaddr (a let, this statement's) */
      kir_expr *vaddr;       /* per-lane byte address in src, before the offset */
    } dma;
    struct { const char *name; int nargs; kir_expr **args; } call;
    struct {
      kir_var *var;
      kir_expr *lo, *hi;
      int64_t step;
      int nannots;
      kir_annot *annots;
      kir_block body;
    } loop;
    struct { kir_expr *cond; kir_block then_blk, else_blk; int has_else; } if_;
    struct { kir_block body; } async;
    struct { kir_expr *queue; kir_block body; } commit;
    struct { kir_expr *queue, *count; } wait;
    struct { kir_expr *count; } wait_mark;
    struct { kir_bar_op op; kir_barobj *bar; kir_expr *arg; } bar;  /* arg: init k, arrive's count; else NULL */
    struct { kir_fence_order order; kir_sync_scope scope; unsigned spaces; } fence;
  } u;
};

typedef enum kir_param_kind { KIR_PARAM_SCALAR, KIR_PARAM_BUF } kir_param_kind;
typedef struct kir_param {
  kir_param_kind kind;
  kir_var *var;       /* KIR_PARAM_SCALAR */
  kir_buf *buf;       /* KIR_PARAM_BUF */
} kir_param;

typedef struct kir_kernel {
  const char *name;
  ww_loc loc;
  int nparams;
  kir_param *params;
  int waves;          /* waves(W) per workgroup; 1 when absent */
  int waves_given;    /* printed only when written */
  ww_loc waves_loc;
  int wave_size;      /* wave_size(32|64); 0 when absent (the target's default) */
  ww_loc wave_size_loc;
  int cluster;        /* cluster(C): workgroups in the cluster; 1 when absent */
  int cluster_given;
  ww_loc cluster_loc;
  kir_block body;
  kir_var *wave_id, *num_waves;   /* the builtins: in the workgroup */
  kir_var *workgroup_id, *num_workgroups;  /* in the cluster */
  int nvars, nbufs, nbarobjs;     /* id counters */
  int nnamed;                     /* named barriers declared (their ids) */
  kir_barobj **predef;            /* predefined objects used, by first use */
  int npredef;
} kir_kernel;

/* A dma statement's instruction offset (13-bit signed, as global_load_lds_*)
 * and its lanes (a wave has at most 64). */
#define KIR_DMA_OFFSET_MIN TG_DMA_OFFSET_MIN
#define KIR_DMA_OFFSET_MAX TG_DMA_OFFSET_MAX
#define KIR_DMA_MAX_LANES 64
/* The per-lane form's offset (24-bit signed, global_load_async_to_lds_*). */
#define KIR_DMA_LANE_OFFSET_MIN TG_ASYNC_OFFSET_MIN
#define KIR_DMA_LANE_OFFSET_MAX TG_ASYNC_OFFSET_MAX

/* Kernel attributes' bounds (the parser's). */
#define KIR_MAX_WAVES 1024
/* The height of an expression's tree (the parser's cap, which the validator
 * and the recursive passes rely on): twice the nesting the parser allows,
 * so that a flat chain of operators need not count as nesting. */
#define KIR_MAX_EXPR_HEIGHT 400
#define KIR_MAX_CLUSTER 16

typedef struct kir_program {
  const ww_source *src;
  ww_arena arena;
  int nkernels;
  kir_kernel **kernels;
} kir_program;

/* ---- parse.c, print.c, validate.c ---- */

/* Parses src into prog (prog->arena owns the nodes). Returns 0, or -1 with
 * located errors in d. src must outlive prog. */
int kir_parse(const ww_source *src, kir_program *prog, ww_diags *d);
void kir_program_free(kir_program *prog);

/* Canonical text: print(parse(print(x))) == print(x). */
void kir_print(const kir_program *prog, ww_buf *out);
void kir_print_kernel(const kir_kernel *k, ww_buf *out);
void kir_print_expr(const kir_expr *e, ww_buf *out);

/* pick.c: the kernel called name, or the program's only kernel (name
 * NULL); NULL with an error about path appended to err (text, or a
 * waitwise-diag/1 line when json). */
const kir_kernel *kir_pick_kernel(const kir_program *p, const char *name, const char *path, int json,
                                  ww_buf *err);

/* The IR's invariants (names resolved, types, annotation lengths, ids, async
 * nesting, constant steps). Every pass may run it on its output. Returns the
 * number of errors added to d. */
int kir_validate(const kir_program *prog, ww_diags *d);
/* The element counts of a copy's two sides (a gather's destination and
 * index region) when both are constant; 0 for other statements or when
 * either is not. The validator refuses a copy whose constant counts differ. */
int kir_copy_counts(const kir_stmt *s, int64_t *dst, int64_t *src);

/* build.c: the kernel's lanes per wave: declared, else the target's default
 * (64 on GFX9 and without a target, 32 from GFX10). Here, in the IR, because
 * the machine, its checks and the DMA lowering all ask. */
int kir_wave_size(const kir_kernel *k, const tg_target *t);

/* ---- build.c: constructors for passes ---- */
kir_expr *kir_int(ww_arena *a, int64_t v);     /* i32 when it fits, else i64 */
kir_expr *kir_float(ww_arena *a, double v);    /* f64, like a float literal */
kir_expr *kir_var_ref(ww_arena *a, kir_var *v);
kir_expr *kir_binary(ww_arena *a, kir_op op, kir_expr *x, kir_expr *y);  /* folds constants */
kir_stmt *kir_stmt_new(ww_arena *a, kir_stmt_kind kind, ww_loc loc);  /* zeroed; KS_FOR: step 1 */
void kir_block_push(ww_arena *a, kir_block *b, kir_stmt *s);
kir_var *kir_var_new(ww_arena *a, kir_kernel *k, const char *name, kir_type t, kir_var_kind kind);
kir_buf *kir_buf_new(ww_arena *a, kir_kernel *k, const char *name, kir_scope s, kir_type t, int ndim);

/* Deep copies with every reference to `from` replaced by a copy of `to`
 * (from == NULL: a plain copy). Loop variables, lets, allocs and barrier
 * objects defined inside the copy are new objects (fresh ids from their
 * kernel, same names), and the copy's references follow them. */
kir_expr *kir_clone_expr(ww_arena *a, const kir_expr *e, const kir_var *from, const kir_expr *to);
kir_stmt *kir_clone_stmt(ww_arena *a, const kir_stmt *s, const kir_var *from, const kir_expr *to);
/* The same, for several statements cloned one at a time that must stay
 * consistent (a pipeliner copying a loop body statement by statement): a
 * let cloned by one call is what later calls' copies refer to. */
typedef struct kir_cloner kir_cloner;
kir_cloner *kir_cloner_new(ww_arena *a, const kir_var *from, const kir_expr *to);
kir_stmt *kir_cloner_stmt(kir_cloner *c, const kir_stmt *s);
kir_expr *kir_cloner_expr(kir_cloner *c, const kir_expr *e);
void kir_cloner_free(kir_cloner *c);

const char *kir_type_name(kir_type t);
const char *kir_scope_name(kir_scope s);
int kir_type_bytes(kir_type t);     /* an element's bytes (bool: 1) */

/* Added with the front end; shared by the parser, the validator and passes. */
int kir_type_is_int(kir_type t);    /* i32, i64 */
int kir_type_is_float(kir_type t);  /* f16, f32, f64 */
/* The type of `a op b` (arithmetic, comparison, and/or, min/max): mixed
 * int/float is float, i32 with i64 is i64, comparisons are bool. -1 when the
 * operands do not fit the operator (bool arithmetic, float '%'). */
int kir_binary_type(kir_op op, kir_type a, kir_type b);
int kir_unary_type(kir_op op, kir_type a);          /* NEG, NOT; -1 if invalid */
/* Folds an integer expression built from literals (+ - * / % min max, casts to
 * integers; '/' and '%' floor). Returns 1 and sets *v, or 0 when it is not
 * constant or would overflow. */
int kir_const_int(const kir_expr *e, int64_t *v);
/* Are two expressions the same as written (same variables, operators and
 * literals; floats by their bits)? */
int kir_expr_same(const kir_expr *a, const kir_expr *b);
const char *kir_op_name(kir_op op);                 /* "+", "and", "min" ... */
const char *kir_sync_scope_name(kir_sync_scope s);  /* "workgroup" ... */
const char *kir_fence_order_name(kir_fence_order o);
const char *kir_bar_op_name(kir_bar_op op);         /* "barrier_init" ... */
const char *kir_space_name(unsigned space);         /* "shared", "global" (one bit) */
/* The predefined object of kernel k with barrier id hwid, made on first use
 * (the caller checks that hwid is a model id). */
kir_barobj *kir_barobj_predefined(ww_arena *a, kir_kernel *k, int hwid, ww_loc loc);

#endif
