global_load_async_to_lds_b8 v1, v[2:3], off
global_load_async_to_lds_b32 v1, v[2:3], off
global_load_async_to_lds_b64 v1, v[2:3], off
global_load_async_to_lds_b128 v1, v2, s[4:5] offset:8388607
global_load_async_to_lds_b32 v1, v[2:3], off offset:-8388608
global_load_async_to_lds_b16 v1, v[2:3], off
global_load_async_to_lds_b96 v1, v[2:3], off
global_load_async_to_lds_b32 v1, v[2:3], off offset:8388608
global_load_lds_dword v[2:3], off
s_wait_asynccnt 2
s_barrier_signal -1
s_barrier_wait -1
