// clang-22's gfx1250 builtins: one async load of WIDTH bits with OFFSET, the
// wait, the barrier.
typedef int b64 __attribute__((vector_size(8)));
typedef int b128 __attribute__((vector_size(16)));
#define G __attribute__((address_space(1)))
#define L __attribute__((address_space(3)))
#define CAT(a, b) a##b
#define LOAD(w) CAT(__builtin_amdgcn_global_load_async_to_lds_b, w)
extern "C" __attribute__((global)) void f(G T *g, L T *l) {
  LOAD(WIDTH)(g, l, OFFSET, 0);
  __builtin_amdgcn_s_wait_asynccnt(0);
  __builtin_amdgcn_s_barrier();
}
