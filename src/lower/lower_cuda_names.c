/*
 * lower_cuda_names.c - sets of the names the CUDA lowering prints (open
 * addressing over strings it does not own), and which IR names C++ or the
 * lowering's own prologue reserve, so that lower_cuda.c can keep the IR's
 * names unique and clear of C++ words.
 */
#include "lower_cuda_internal.h"

#include <stdlib.h>
#include <string.h>

static uint64_t hash_str(const char *s) {
  uint64_t h = 1469598103934665603u;
  for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211u;
  return h;
}

int lower_cuda_ns_has(const lower_cuda_nameset *s, const char *name) {
  if (!s->cap) return 0;
  for (size_t i = hash_str(name) & (s->cap - 1);; i = (i + 1) & (s->cap - 1)) {
    if (!s->v[i]) return 0;
    if (!strcmp(s->v[i], name)) return 1;
  }
}

void lower_cuda_ns_add(lower_cuda_nameset *s, const char *name) {
  if (2 * (s->n + 1) > s->cap) {
    lower_cuda_nameset g = {NULL, s->cap ? 2 * s->cap : 64, 0};
    g.v = calloc(g.cap, sizeof *g.v);
    if (!g.v) ww_die("out of memory");
    for (size_t i = 0; i < s->cap; i++)
      if (s->v[i]) lower_cuda_ns_add(&g, s->v[i]);
    free(s->v);
    *s = g;
  }
  size_t i = hash_str(name) & (s->cap - 1);
  while (s->v[i]) i = (i + 1) & (s->cap - 1);
  s->v[i] = name;
  s->n++;
}

static const char *const cxx_words[] = {
    "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break",
    "case", "catch", "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept",
    "const", "consteval", "constexpr", "constinit", "const_cast", "continue", "co_await",
    "co_return", "co_yield", "decltype", "default", "delete", "do", "double", "dynamic_cast",
    "else", "enum", "explicit", "export", "extern", "false", "float", "for", "friend", "goto",
    "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq",
    "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register",
    "reinterpret_cast", "requires", "restrict", "return", "short", "signed", "sizeof", "static",
    "static_assert", "static_cast", "struct", "switch", "template", "this", "thread_local",
    "throw", "true", "try", "typedef", "typeid", "typename", "union", "unsigned", "using",
    "virtual", "void", "volatile", "wchar_t", "while", "xor", "xor_eq", "threadIdx", "blockIdx",
    "blockDim", "gridDim", "warpSize", "main", "NULL", "printf", "malloc", "free",
};

int lower_cuda_reserved(const char *s) {
  if (!strncmp(s, "ww_", 3) || !strncmp(s, "WW_", 3) || s[0] == '_') return 1;
  for (size_t i = 0; i < sizeof cxx_words / sizeof *cxx_words; i++)
    if (!strcmp(s, cxx_words[i])) return 1;
  return 0;
}
