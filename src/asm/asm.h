/*
 * asm.h - AMDGPU assembly as waitwise reads it: lines, instructions with
 * their operands, registers defined and used, functions and their CFGs.
 *
 * One structure serves every pass (explain, check, insert): a program is an
 * array of lines that keeps every byte of the input, so that printing it back
 * reproduces the file exactly; instructions point into the lines; functions
 * own basic blocks that index the instruction array.
 */
#ifndef WW_ASM_H
#define WW_ASM_H

#include <stdint.h>

#include "../support/support.h"
#include "../target/inst_table.h"
#include "../target/target.h"

/* ---- registers as units for dependence tracking ---- */
enum {
  ASM_UNIT_V0 = 0,          /* v0..v255 */
  ASM_UNIT_A0 = 256,        /* a0..a255 */
  ASM_UNIT_S0 = 512,        /* s0..s105 */
  ASM_UNIT_VCC_LO = 618,
  ASM_UNIT_VCC_HI,
  ASM_UNIT_TTMP0,           /* ttmp0..ttmp15 */
  ASM_UNIT_M0 = ASM_UNIT_TTMP0 + 16,
  ASM_UNIT_EXEC_LO,
  ASM_UNIT_EXEC_HI,
  ASM_UNIT_SCC,
  ASM_UNIT_FLAT_SCR_LO,
  ASM_UNIT_FLAT_SCR_HI,
  ASM_UNIT_XNACK_LO,
  ASM_UNIT_XNACK_HI,
  ASM_NUNITS
};

/* A contiguous run of register units; count 0: not a tracked register. */
typedef struct asm_regs {
  uint16_t first, count;
} asm_regs;

/* The units of r folded into 64 bits (unit u sets bit u % 64): a summary
 * two instructions that share no bit share no register in. */
static inline uint64_t asm_regs_mask(asm_regs r) {
  if (!r.count) return 0;
  if (r.count >= 64) return ~0ull;
  uint64_t m = (1ull << r.count) - 1;
  unsigned s = r.first % 64;
  return s ? m << s | m >> (64 - s) : m;
}

/* The summary of n register ranges. */
static inline uint64_t asm_regs_masks(const asm_regs *r, int n) {
  uint64_t m = 0;
  for (int k = 0; k < n; k++) m |= asm_regs_mask(r[k]);
  return m;
}

/* Human name of a unit range: "v[4:7]", "s2", "vcc", "m0". */
void asm_regs_name(asm_regs r, ww_buf *out);

/* ---- operands ---- */
typedef enum asm_op_kind {
  ASM_OP_REG,   /* a register (possibly with modifiers: -v1, |v2|, neg(v3)) */
  ASM_OP_REGLIST, /* [v1, v2, v3] (NSA addresses) */
  ASM_OP_IMM,   /* an integer or float literal */
  ASM_OP_MOD,   /* name, name:value or name(args): offset:16, glc, vmcnt(0) */
  ASM_OP_EXPR,  /* anything else: symbols, label references, expressions */
  ASM_OP_OFF,   /* off: no register */
} asm_op_kind;

typedef struct asm_operand {  /* 24 bytes: a big input holds millions */
  uint32_t off, len;  /* text, relative to the line start */
  int64_t imm;        /* ASM_OP_IMM; ASM_OP_MOD: value of name:value / name(value) */
  asm_regs reg;        /* ASM_OP_REG; ASM_OP_REGLIST: first..last span of list */
  uint16_t name_len;  /* ASM_OP_MOD: length of the name part */
  uint8_t kind;
  uint8_t has_imm;
} asm_operand;

/* ---- instructions ---- */
#define ASM_MAX_REGOPS 12

/* 80 bytes, ordered by size: big inputs hold hundreds of thousands, and
 * first touching their memory is a good part of reading them. */
typedef struct asm_inst {
  const tg_inst_desc *desc;
  /* read-only: lines with the same statement text may share them (reader.c) */
  asm_operand *ops;
  asm_regs *defs, *uses;   /* at most ASM_MAX_REGOPS each, in the program's arena */
  uint64_t flags;         /* desc->flags resolved for this instance */
  uint32_t line;          /* index into program lines */
  uint32_t mnem_off;      /* relative to line start */
  /* control flow */
  int32_t target;         /* branch target: index of the label's line, or -1 */
  int32_t callee;         /* calls: the called function in this file, or -1 */
  tg_wait wait;           /* counter waits (is_wait) */
  uint16_t mnem_len;
  uint16_t nops;          /* 0 where the reader did not keep the operands (below) */
  int16_t mark_n;         /* N of s_wait_asyncmark N */
  uint8_t event;          /* tg_event; TG_EV_NONE: touches no counter */
  uint8_t ndefs, nuses;
  uint8_t ndef_ops;       /* leading register operands that are defs (text order) */
  unsigned reads_lds : 1, writes_lds : 1; /* synchronous LDS access (ds_*) */
  unsigned comment_form : 1; /* a mark written as LLVM's comment: "; asyncmark" */
  unsigned lds_dma : 1;      /* writes LDS asynchronously */
  unsigned def_is_use : 1;   /* a tied def: the old value is read too */
  unsigned is_wait : 1;      /* a counter wait */
  unsigned wait_unknown : 1; /* its count is held in an SGPR: not known statically */
  /* edits made by passes (insert): whether this instruction (a wait) was
   * removed, or a pseudo-instruction replaced by its pre wait (not printed) */
  unsigned deleted : 1, lowered : 1;
  /* insert: a wait in a memory-model code sequence (fence.c): kept as
   * written, never merged into a placed one */
  unsigned fence_wait : 1;
  /* gfx1250 (the memory legalizer's xcnt rule, consumer.c): a vector-memory
   * access that must not be replayed, an atomic read-modify-write; a load or
   * store with a scope past the CU (atomic or volatile and then
   * unrepeatable, or a plain access whose cache-policy bits set the scope:
   * the text cannot tell) */
  unsigned once : 1, scoped_access : 1;
  /* a VOPD pair (v_dual_*): defs[0, vopd_x_defs) and uses[0, vopd_x_uses)
   * are the X half's, the rest up to the implicit ones the Y half's; each
   * half's destination depends on its own sources only (one each: 1 bit;
   * an X half reads at most three registers: 3 bits). 0 otherwise. */
  unsigned vopd_x_defs : 1, vopd_x_uses : 3;
  /* a wait placed before this instruction, or right after it (a loop's
   * preheader): the waits are in the program's edits[] */
  uint8_t has_pre, has_post;
} asm_inst;

/* The waits a pass (insert) placed around one instruction. Kept apart from
 * asm_inst: only passes that edit need them. */
typedef struct asm_edit {
  tg_wait pre, post;
} asm_edit;

/* ---- lines ---- */
typedef enum asm_line_kind {
  ASM_LINE_BLANK,     /* empty, whitespace, comment, or label only */
  ASM_LINE_DIRECTIVE, /* .foo ... or sym = expr, kept verbatim */
  ASM_LINE_INST,
  ASM_LINE_RAW,       /* inside .amdgpu_metadata / .macro bodies: never parsed */
} asm_line_kind;

typedef struct asm_line {  /* 32 bytes: one per line of big inputs */
  uint32_t off, len;       /* in source text, without the end of line */
  uint32_t label_off, label_len; /* "name" of a "name:" on this line, len 0: none */
  uint32_t stmt_off, stmt_len;   /* the directive or instruction text */
  int32_t inst;                  /* index into program insts, or -1 */
  uint8_t eol_len;         /* 0 (last line without newline), 1 "\n", 2 "\r\n" */
  uint8_t kind;
  uint8_t comment_mark;          /* "; asyncmark" or "; wait_asyncmark(N)" */
  uint8_t ident_len;             /* ASM_LINE_INST: the identifier that starts the
                                  * statement (its mnemonic); 0: none, or too long */
} asm_line;

/* ---- control-flow graph ---- */
typedef struct asm_block {
  uint32_t first, last;    /* instruction indices, inclusive */
  int32_t succ[2];         /* block indices, -1: none */
  uint32_t *preds;
  uint32_t npreds;
  uint32_t rpo;            /* position in reverse post-order */
  uint8_t halts;           /* ends at s_trap 2: no successor, yet no exit (the wave stays) */
} asm_block;

typedef struct asm_func {
  const char *name;        /* "<top>" for instructions before any label */
  uint32_t name_len;
  uint32_t line;           /* the line of its label */
  uint32_t first_inst, end_inst; /* [first, end) */
  int is_kernel;
  uint8_t is_global;           /* .globl/.global/.weak: callable from outside the file */
  uint8_t called_here;         /* a call in this file resolves to it */
  /* From the kernel descriptor and metadata, when present (0: unknown). */
  uint16_t wave_size;          /* 32 or 64 */
  uint32_t max_wg_size;        /* .max_flat_workgroup_size */
  int8_t workitem_id_dims;     /* .amdhsa_system_vgpr_workitem_id; -1 unknown */
  /* what passes would otherwise sweep every instruction to learn */
  uint8_t async_lds;           /* an LDS DMA or async copy */
  uint8_t calls_here;          /* a call to a function of this file */
  asm_block *blocks;
  uint32_t nblocks;
  uint32_t *rpo_order;     /* block indices in reverse post-order */
} asm_func;

typedef struct asm_program {
  ww_arena arena;
  const ww_source *src;
  const tg_target *target;
  asm_line *lines;
  uint32_t nlines;
  asm_inst *insts;
  uint32_t ninsts;
  asm_func *funcs;
  uint32_t nfuncs;
  int32_t *inst_block;     /* block index of each instruction within its function */
  uint32_t *line_inst;     /* per line: the first instruction at or after it */
  struct asm_label_ref { uint32_t line, off, len; } *labels; /* every "name:" in order */
  uint32_t nlabels, caplabels;
  uint32_t *dirs, ndirs;   /* the directive and raw lines, in order */
  asm_edit *edits;          /* per instruction; NULL until asm_program_edits */
  /* per instruction, the registers it defines as a asm_regs_mask summary
   * (the reader fills them; the analyses test every outstanding operation
   * against each instruction with them) */
  uint64_t *def_masks;
} asm_program;

/* Big programs spread functions over threads: ranges of functions of about
 * ninsts / n instructions each (bounds[0..n]), n from ww_thread_count, at
 * most max. Returns n. */
#define ASM_INSTS_PER_THREAD 16384u
int asm_func_ranges(const asm_program *p, uint32_t *bounds, int max);

/* The program's edits (allocated, empty, on the first call). */
asm_edit *asm_program_edits(asm_program *p);

typedef struct asm_read_opts {
  const tg_target *target;     /* from -mcpu; NULL: take it from .amdgcn_target */
  int target_from_cli;
  ww_timer *timer;             /* phases for --time-report; NULL: not timed */
  int keep_operands;           /* every instruction's operands (asm_print needs them) */
} asm_read_opts;

/* Reads src into prog. Errors (with locations) go to diags. Returns 0 when
 * the program was read without error. The target is taken from opts, else
 * from the file's .amdgcn_target directive; a mismatch is an error.
 * Operands are kept where a pass reads them again: branches and calls (the
 * CFG), SALU (known bits), symbol expressions (call addresses), and every
 * instruction of a program with async LDS copies (value ranges) or when
 * opts->keep_operands; they are most of the memory of a big input. */
int asm_read(const ww_source *src, const asm_read_opts *opts, asm_program *prog,
                ww_diags *diags);
void asm_program_free(asm_program *prog);

/* Location of byte `col0` (0-based) in line `li`. */
ww_loc asm_line_loc(const asm_program *p, uint32_t li, uint32_t col0);

/* Prints the program from its parsed form; for an unmodified program the
 * output is the input, byte for byte. */
void asm_print(const asm_program *p, ww_buf *out);
/* The same output (tests/lit/asm/roundtrip.test keeps them equal), faster:
 * lines no pass edited are copied from the source in spans. */
void asm_print_edited(const asm_program *p, ww_buf *out);

/* Builds functions and CFGs (called by asm_read). */
int asm_build_cfg(asm_program *p, ww_diags *diags);

/* Text helpers. */
static inline const char *asm_line_text(const asm_program *p, uint32_t li) {
  return p->src->text + p->lines[li].off;
}

#endif
