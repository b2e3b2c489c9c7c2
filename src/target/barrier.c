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

ww_bar_avail ww_bar_available(const ww_target *t, int id, ww_bar_op op, int count_update) {
  if (!ww_bar_is_id(id)) return WW_BAV_NOT_ID;
  if (ww_bar_is_trap(id)) return WW_BAV_TRAP;
  if (!t) return WW_BAV_OK;
  int arrive_wait = op == WW_BOP_ARRIVE || op == WW_BOP_WAIT;
  if (t->gen < WW_GFX12) return WW_BAV_NO_SPLIT;
  if (t->gen != WW_GFX1250) {
    if (id != WW_BAR_WORKGROUP || !arrive_wait) return WW_BAV_GFX1250_ONLY;
    if (count_update) return WW_BAV_GFX1250_ONLY;
    return WW_BAV_OK;
  }
  if (id == WW_BAR_WORKGROUP || id == WW_BAR_CLUSTER) {
    if (!arrive_wait) return WW_BAV_AUTOMATIC;
    if (count_update) return WW_BAV_COUNT_UPDATE;
    return WW_BAV_OK;
  }
  if (id == WW_BAR_NULL && op == WW_BOP_INIT) return WW_BAV_NULL_INIT;
  return WW_BAV_OK;
}

const char *ww_bar_id_name(int id, char *buf, size_t size) {
  switch (id) {
  case WW_BAR_CLUSTER_TRAP: return "the cluster trap barrier (-4)";
  case WW_BAR_CLUSTER: return "the cluster barrier (-3)";
  case WW_BAR_WORKGROUP_TRAP: return "the workgroup trap barrier (-2)";
  case WW_BAR_WORKGROUP: return "the workgroup barrier (-1)";
  case WW_BAR_NULL: return "the NULL barrier (0)";
  default: snprintf(buf, size, "named barrier %d", id); return buf;
  }
}

static const struct {
  const char *mnemonic;
  ww_bar_inst kind;
} insts[] = {
    {"s_barrier", WW_BI_BARRIER},
    {"s_barrier_signal", WW_BI_SIGNAL},
    {"s_barrier_signal_isfirst", WW_BI_SIGNAL_ISFIRST},
    {"s_barrier_wait", WW_BI_WAIT},
    {"s_barrier_init", WW_BI_INIT},
    {"s_barrier_join", WW_BI_JOIN},
    {"s_barrier_leave", WW_BI_LEAVE},
    {"s_get_barrier_state", WW_BI_STATE},
    {"s_wakeup_barrier", WW_BI_UNMODELLED},
    {"ds_atomic_barrier_arrive_rtn_b64", WW_BI_UNMODELLED},
    {"ds_atomic_async_barrier_arrive_b64", WW_BI_UNMODELLED},
};

ww_bar_inst ww_bar_inst_of(const char *mnemonic) {
  if (strncmp(mnemonic, "s_barrier", 9) != 0 && strstr(mnemonic, "barrier") == NULL) return WW_BI_NONE;
  for (size_t i = 0; i < sizeof insts / sizeof insts[0]; i++)
    if (strcmp(insts[i].mnemonic, mnemonic) == 0) return insts[i].kind;
  return WW_BI_NONE;
}

ww_bar_op ww_bar_inst_op(ww_bar_inst k) {
  switch (k) {
  case WW_BI_INIT: return WW_BOP_INIT;
  case WW_BI_JOIN: return WW_BOP_JOIN;
  case WW_BI_LEAVE: return WW_BOP_DROP;
  case WW_BI_WAIT: return WW_BOP_WAIT;
  default: return WW_BOP_ARRIVE;
  }
}
