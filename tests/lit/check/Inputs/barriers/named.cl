// Named and cluster barriers (GFX12.5, gfx1250) through the builtins.
#define RELEASE() __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup")
#define ACQUIRE() __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup")
#define TID() ((int)__builtin_amdgcn_workitem_id_x())

kernel void named_once(global int *out, local int *lds) {
  local __amdgpu_named_workgroup_barrier_t bar;
  int i = TID();
  __builtin_amdgcn_s_barrier_init(&bar, 4);
  __builtin_amdgcn_s_barrier_join(&bar);
  lds[i] = i;
  RELEASE();
  __builtin_amdgcn_s_barrier_signal_var(&bar, 4);
  __builtin_amdgcn_s_barrier_wait(1);
  ACQUIRE();
  out[i] = lds[(i + 1) % 64];
  __builtin_amdgcn_s_barrier_leave(1);
}

kernel void named_two(global int *out, local int *lds) {
  local __amdgpu_named_workgroup_barrier_t a, b;
  int i = TID();
  __builtin_amdgcn_s_barrier_init(&a, 2);
  __builtin_amdgcn_s_barrier_init(&b, 2);
  __builtin_amdgcn_s_barrier_join(&a);
  lds[i] = i;
  RELEASE();
  __builtin_amdgcn_s_barrier_signal_var(&a, 2);
  __builtin_amdgcn_s_barrier_wait(1);
  ACQUIRE();
  int x = lds[(i + 1) % 64];
  __builtin_amdgcn_s_barrier_join(&b);
  lds[i] = x;
  RELEASE();
  __builtin_amdgcn_s_barrier_signal_var(&b, 0);
  __builtin_amdgcn_s_barrier_wait(1);
  ACQUIRE();
  out[i] = lds[(i + 2) % 64];
  __builtin_amdgcn_s_barrier_leave(1);
}

kernel void named_loop(global int *out, local int *lds, int n) {
  local __amdgpu_named_workgroup_barrier_t bar;
  int i = TID(), acc = 0;
  __builtin_amdgcn_s_barrier_init(&bar, 8);
  __builtin_amdgcn_s_barrier_join(&bar);
  for (int k = 0; k < n; k++) {
    lds[i] = acc + k;
    RELEASE();
    __builtin_amdgcn_s_barrier_signal_var(&bar, 0);
    __builtin_amdgcn_s_barrier_wait(1);
    ACQUIRE();
    acc += lds[(i + k) % 64];
    RELEASE();
    __builtin_amdgcn_s_barrier_signal_var(&bar, 0);
    __builtin_amdgcn_s_barrier_wait(1);
  }
  out[i] = acc;
  __builtin_amdgcn_s_barrier_leave(1);
}

kernel void cluster(global int *out) {
  __builtin_amdgcn_s_cluster_barrier();
  out[TID()] = 1;
}

kernel void cluster_and_split(global int *out, local int *lds) {
  int i = TID();
  lds[i] = i;
  RELEASE();
  __builtin_amdgcn_s_barrier_signal(-1);
  __builtin_amdgcn_s_barrier_wait(-1);
  ACQUIRE();
  int x = lds[63 - i];
  __builtin_amdgcn_s_cluster_barrier();
  out[i] = x;
}
