/*
 * barrier.c - the per-target barrier facts of barrier.h, from the tables of
 * AMDGPUUsage's "AMDGPU Execution Synchronization":
 *
 *   GFX6-11   s_barrier only: arrive and wait on the workgroup barrier,
 *             which the hardware initialises, joins and drops.
 *   GFX12     also s_barrier_signal / s_barrier_wait on -1 (-2: trap).
 *   GFX12.5   also named barriers 1..16 (init, join, drop, arrive with an
 *             expected-count update, wait), the NULL barrier 0 (join; every
 *             other operation a no-op) and the cluster barriers -3 (-4: trap).
 */
#include "barrier.h"

#include <stdio.h>
#include <string.h>

tg_bar_avail tg_bar_available(const tg_target *t, int id, tg_bar_op op, int count_update) {
  if (!tg_bar_is_id(id)) return TG_BAV_NOT_ID;
  if (tg_bar_is_trap(id)) return TG_BAV_TRAP;
  if (!t) return TG_BAV_OK;
  int arrive_wait = op == TG_BOP_ARRIVE || op == TG_BOP_WAIT;
  if (t->gen < TG_GFX12) return TG_BAV_NO_SPLIT;
  if (t->gen != TG_GFX1250) {
    if (id != TG_BAR_WORKGROUP || !arrive_wait) return TG_BAV_GFX1250_ONLY;
    if (count_update) return TG_BAV_GFX1250_ONLY;
    return TG_BAV_OK;
  }
  if (id == TG_BAR_WORKGROUP || id == TG_BAR_CLUSTER) {
    if (!arrive_wait) return TG_BAV_AUTOMATIC;
    if (count_update) return TG_BAV_COUNT_UPDATE;
    return TG_BAV_OK;
  }
  if (id == TG_BAR_NULL && op == TG_BOP_INIT) return TG_BAV_NULL_INIT;
  return TG_BAV_OK;
}

const char *tg_bar_id_name(int id, char *buf, size_t size) {
  switch (id) {
  case TG_BAR_CLUSTER_TRAP: return "the cluster trap barrier (-4)";
  case TG_BAR_CLUSTER: return "the cluster barrier (-3)";
  case TG_BAR_WORKGROUP_TRAP: return "the workgroup trap barrier (-2)";
  case TG_BAR_WORKGROUP: return "the workgroup barrier (-1)";
  case TG_BAR_NULL: return "the NULL barrier (0)";
  default: snprintf(buf, size, "named barrier %d", id); return buf;
  }
}

static const struct {
  const char *mnemonic;
  tg_bar_inst kind;
} insts[] = {
    {"s_barrier", TG_BI_BARRIER},
    {"s_barrier_signal", TG_BI_SIGNAL},
    {"s_barrier_signal_isfirst", TG_BI_SIGNAL_ISFIRST},
    {"s_barrier_wait", TG_BI_WAIT},
    {"s_barrier_init", TG_BI_INIT},
    {"s_barrier_join", TG_BI_JOIN},
    {"s_barrier_leave", TG_BI_LEAVE},
    {"s_get_barrier_state", TG_BI_STATE},
    {"s_wakeup_barrier", TG_BI_UNMODELLED},
    {"ds_atomic_barrier_arrive_rtn_b64", TG_BI_UNMODELLED},
    {"ds_atomic_async_barrier_arrive_b64", TG_BI_UNMODELLED},
};

tg_bar_inst tg_bar_inst_of(const char *mnemonic) {
  if (strncmp(mnemonic, "s_barrier", 9) != 0 && strstr(mnemonic, "barrier") == NULL) return TG_BI_NONE;
  for (size_t i = 0; i < sizeof insts / sizeof insts[0]; i++)
    if (strcmp(insts[i].mnemonic, mnemonic) == 0) return insts[i].kind;
  return TG_BI_NONE;
}

tg_bar_op tg_bar_inst_op(tg_bar_inst k) {
  switch (k) {
  case TG_BI_INIT: return TG_BOP_INIT;
  case TG_BI_JOIN: return TG_BOP_JOIN;
  case TG_BI_LEAVE: return TG_BOP_DROP;
  case TG_BI_WAIT: return TG_BOP_WAIT;
  default: return TG_BOP_ARRIVE;
  }
}
