/*
 * barrier_operands.c - the operands of the barrier instructions, checked as
 * they are read (target/barrier.h has the forms): s_barrier_signal,
 * _isfirst, s_barrier_init and s_barrier_join take m0 or an inline
 * constant, s_barrier_wait an immediate only, and every immediate must be a
 * barrier id (-4 to 16). llvm-mc-22 takes any inline constant (-16 to 64)
 * and any 16-bit s_barrier_wait operand: what it takes beyond the ids is an
 * error here, located at the operand (exit status 2, like any bad input).
 */
#include "read_internal.h"

#include "../target/barrier.h"

/* The first positional operand of in (modifiers skipped), or NULL. */
static const asm_operand *first_operand(const asm_inst *in) {
  for (int k = 0; k < in->nops; k++)
    if (in->ops[k].kind != ASM_OP_MOD || in->ops[k].name_len == in->ops[k].len) return &in->ops[k];
  return NULL;
}

int asm_read_barrier_operands(reader *r, uint32_t li, const asm_inst *in) {
  tg_bar_inst k = tg_bar_inst_of(in->desc->mnemonic);
  if (k != TG_BI_WAIT && !tg_bar_id_from_m0(k)) return 0;
  const asm_operand *o = first_operand(in);
  if (!o) return 0; /* the operand count is checked before */
  const char *t = asm_line_text(r->p, li) + o->off, *m = in->desc->mnemonic;
  if (o->kind == ASM_OP_REG && o->reg.first == ASM_UNIT_M0 && o->reg.count == 1) {
    if (k != TG_BI_WAIT) return 0;
    asm_read_error(r, li, o->off, (int)o->len,
                  "'%s' takes an immediate barrier id only, not m0 (the id of the barrier it waits on)", m);
    return -1;
  }
  if (o->kind != ASM_OP_IMM || !o->has_imm) {
    asm_read_error(r, li, o->off, (int)o->len, "'%s' expects %s, not '%.*s'", m,
                  k == TG_BI_WAIT ? "an integer barrier id" : "m0 or an integer barrier id", (int)o->len, t);
    return -1;
  }
  int64_t v = o->imm;
  if (k == TG_BI_WAIT) {
    if (v < TG_BAR_WAIT_IMM_MIN || v > TG_BAR_WAIT_IMM_MAX) {
      asm_read_error(r, li, o->off, (int)o->len, "'%s' operand %lld does not fit its 16 bits", m, (long long)v);
      return -1;
    }
    v = (int16_t)(uint16_t)v; /* 0xffff is -1, as llvm-mc encodes it */
  } else if (v < TG_BAR_INLINE_MIN || v > TG_BAR_INLINE_MAX) {
    asm_read_error(r, li, o->off, (int)o->len,
                  "'%s' operand %lld is not an inline constant (-16 to 64) or m0: LLVM does not assemble it", m,
                  (long long)v);
    return -1;
  }
  if (!tg_bar_is_id(v)) {
    asm_read_error(r, li, o->off, (int)o->len,
                  "barrier id %lld out of range: the ids are -4 to %d (-4 to -1 predefined, 0 the NULL barrier, "
                  "1 to %d named)",
                  (long long)v, TG_BAR_NAMED_MAX, TG_BAR_NAMED_MAX);
    return -1;
  }
  return 0;
}
