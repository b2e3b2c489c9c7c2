// Split workgroup barriers (GFX12: gfx1200 and gfx1250) through the
// builtins, with release and acquire fences around the raw signals.
#define RELEASE() __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup")
#define ACQUIRE() __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup")
#define TID() ((int)__builtin_amdgcn_workitem_id_x())

kernel void split_once(global int *out, local int *lds) {
  int i = TID();
  lds[i] = i;
  RELEASE();
  __builtin_amdgcn_s_barrier_signal(-1);
  __builtin_amdgcn_s_barrier_wait(-1);
  ACQUIRE();
  out[i] = lds[(i + 1) % 64];
}

kernel void split_loop(global int *out, local int *lds, int n) {
  int i = TID(), acc = 0;
  for (int k = 0; k < n; k++) {
    lds[i] = acc + k;
    RELEASE();
    __builtin_amdgcn_s_barrier_signal(-1);
    __builtin_amdgcn_s_barrier_wait(-1);
    ACQUIRE();
    acc += lds[(i + k) % 64];
    RELEASE();
    __builtin_amdgcn_s_barrier_signal(-1);
    __builtin_amdgcn_s_barrier_wait(-1);
    ACQUIRE();
  }
  out[i] = acc;
}

kernel void split_uniform_branch(global int *out, local int *lds, int n) {
  int i = TID();
  if (n > 4) {
    lds[i] = n;
    RELEASE();
    __builtin_amdgcn_s_barrier_signal(-1);
    __builtin_amdgcn_s_barrier_wait(-1);
    ACQUIRE();
    out[i] = lds[63 - i];
  } else {
    __builtin_amdgcn_s_barrier_signal(-1);
    __builtin_amdgcn_s_barrier_wait(-1);
    out[i] = n;
  }
}

kernel void split_isfirst(global int *out, local int *lds) {
  int i = TID();
  lds[i] = i;
  RELEASE();
  if (__builtin_amdgcn_s_barrier_signal_isfirst(-1)) out[64] = 1;
  __builtin_amdgcn_s_barrier_wait(-1);
  ACQUIRE();
  out[i] = lds[63 - i];
}

kernel void whole_barrier(global int *out, local int *lds) {
  int i = TID();
  lds[i] = i;
  RELEASE();
  __builtin_amdgcn_s_barrier();
  ACQUIRE();
  out[i] = lds[63 - i];
}
