/*
 * barrier_rules.h - the barrier execution model's rules over assembly
 * (barrier_rules.c): what a wave's barrier instructions do, path by path,
 * for `check` (findings) and `explain` (the state before each instruction).
 */
#ifndef WW_BARRIER_RULES_H
#define WW_BARRIER_RULES_H

#include "check.h"
#include "../target/barrier.h"

/* values.c: M0's value before each instruction i of function fi for which
 * want(i), when it is one constant: out[i - first_inst]; else -1. */
void wt_m0_constants(const asm_program *p, uint32_t fi, int (*want)(const asm_inst *in), int64_t *out);
/* values.c: out[i - first_inst] for each instruction of fi: WT_CMP_TRUE or
 * WT_CMP_FALSE where it is an integer VALU compare (v_cmp*, v_cmpx*) whose
 * outcome the value intervals decide alike in every lane of every wave
 * (v_cmp_gt_u32 0x100, v0 with at most 128 work-items), else
 * WT_CMP_UNKNOWN. */
enum { WT_CMP_UNKNOWN, WT_CMP_TRUE, WT_CMP_FALSE };
void wt_decided_compares(const asm_program *p, uint32_t fi, uint8_t *out);

/* What one barrier instruction does: its kind, and its barrier id from the
 * immediate or from M0[4:0] (s_barrier_init/join: M0's lower half) as the
 * value analysis knows it; an id in M0 beyond 0..16 is unknown (how M0
 * encodes negative ids is not documented). count: s_barrier_init's expected
 * count (M0's upper half), s_barrier_signal m0's new one (M0[22:16], 0:
 * unchanged); -1 unknown or none. */
#define WT_BAR_ID_UNKNOWN (-100)
typedef struct wt_bar_ref {
  tg_bar_inst kind;
  int id;
  int count;
  uint8_t from_m0;
} wt_bar_ref;
void wt_bar_ref_of(const asm_program *p, const asm_inst *in, int64_t m0, wt_bar_ref *r);

/* A wave's barrier state before an instruction, over all paths from the
 * function's entry (bit id - TG_BAR_ID_MIN per id). */
#define WT_BJ_NONE (1u << 17)    /* joined: no named barrier joined (start, leave) */
#define WT_BJ_UNKNOWN (1u << 18) /* joined: a barrier whose id is unknown */
typedef struct wt_bar_state {
  uint8_t reached;
  uint32_t nosig;    /* on some path no signal of this wave since its last wait */
  uint32_t sig;      /* on some path a signal pending a wait */
  uint32_t joined;   /* bits 0..16: may be joined to that id (0: NULL); WW_BJ_* */
  uint32_t sig_site[TG_BAR_NIDS];  /* a pending signal (UINT32_MAX: none known) */
  uint32_t wait_site[TG_BAR_NIDS]; /* the last wait (UINT32_MAX: the function's start) */
  uint32_t unjoin_site;            /* the last leave or join of 0 (UINT32_MAX: the start) */
} wt_bar_state;

/* Does the function use any barrier instruction with an id? */
int wt_barrier_used(const asm_program *p, uint32_t fi);
/* Calls visit with the state before each reached instruction of fi. */
void wt_barrier_walk(const asm_program *p, uint32_t fi, void *ctx,
                     void (*visit)(void *ctx, uint32_t inst, const wt_bar_state *before));

/* check: appends fi's barrier findings to out, then keeps out->v[first..]
 * (fi's findings) in program order. */
void wt_barrier_check_function(const asm_program *p, const wt_check_opts *opts, uint32_t fi,
                               wt_check_result *out, uint32_t first);
/* Reports a barrier finding (text or JSON); 0 when f is not one. */
int wt_barrier_report(const asm_program *p, const wt_finding *f, ww_diags *d);
int wt_barrier_report_json(const asm_program *p, const wt_finding *f, ww_buf *out);
/* A barrier finding's message (k < 0) or the note at its k-th other
 * instruction, appended to b (SARIF); 0 when f is not one. */
int wt_barrier_texts(const asm_program *p, const wt_finding *f, int k, ww_buf *b);

/* barrier_divergence.c: the barriers of fi that some waves of a workgroup
 * may skip, and then meet a barrier again before they end (or, for a
 * barrier ending waves do not drop, skip at all), grouped by their cause:
 * found() once per conditional branch on a wave-variant value (origin: the
 * instruction the value came from, UINT32_MAX: the work-item id at entry),
 * with the barrier instructions it controls in program order (the first
 * one of each block that reportable() accepts). */
/* The other barriers one barrier-divergent finding names (in
 * wt_finding.witness[]; `more` counts those beyond). */
#define WT_DIV_NAMED 4
_Static_assert(WT_DIV_NAMED == sizeof(((wt_finding *)0)->witness) / sizeof(uint32_t), "witness[] holds them");
typedef struct wt_div_sink {
  void *ctx;
  int (*reportable)(void *ctx, uint32_t barrier);
  /* does a wave that ends drop the barrier object this instruction uses */
  int (*dropped_at_end)(void *ctx, uint32_t barrier);
  void (*found)(void *ctx, uint32_t branch, uint32_t origin, const uint32_t *barriers, uint32_t n);
} wt_div_sink;
void wt_barrier_divergence(const asm_program *p, uint32_t fi, const wt_div_sink *sink);

/* explain: the barrier states before every instruction of fi (indexed
 * i - first_inst; reached 0 where none was reached), NULL when fi uses no
 * barrier instruction; and the lines that show one (0: nothing shown). */
wt_bar_state *wt_barrier_states(const asm_program *p, uint32_t fi);
int wt_barrier_explain_text(const asm_program *p, uint32_t i, const wt_bar_state *before, ww_buf *out);
int wt_barrier_explain_json(const asm_program *p, uint32_t i, const wt_bar_state *before, ww_buf *out);

#endif
