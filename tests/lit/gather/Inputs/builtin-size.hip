typedef __attribute__((address_space(3))) void lds_t;
typedef __attribute__((address_space(1))) void glob_t;
extern "C" __attribute__((device)) void f(glob_t *g, lds_t *l) {
  __builtin_amdgcn_global_load_lds(g, l, SIZE, OFFSET, 0);
}
