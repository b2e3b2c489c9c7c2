/*
 * metadata.c - the code object's NT_AMDGPU_METADATA note (MessagePack)
 * written as the YAML of an .amdgpu_metadata block.
 */
#include "object_internal.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

/* ---- the metadata note, as the YAML of an .amdgpu_metadata block ----
 * NT_AMDGPU_METADATA (AMDGPUUsage "Code Object V3+ Metadata") holds one
 * MessagePack map; it is written out whole, as clang -S writes it, so that
 * the listing assembles to the same note, and the reader takes each
 * kernel's .max_flat_workgroup_size from it (which bounds the work-item
 * ids, and so the LDS addresses the value ranges see). One pass over the
 * note; nesting deeper than MAX_METADATA_DEPTH, or a note that does not
 * parse, leaves the block out with a warning. */
#define NT_AMDGPU_METADATA 32
#define NOTE_HEADER 12
#define MAX_METADATA_DEPTH 32

typedef struct mp_reader {
  const unsigned char *p, *end;
  ww_buf *out;
  int bad;
} mp_reader;

typedef enum { MP_NIL, MP_BOOL, MP_UINT, MP_INT, MP_FLOAT, MP_STR, MP_ARRAY, MP_MAP } mp_kind;
typedef struct mp_item {
  mp_kind kind;
  uint64_t n;              /* value, length or count */
  const unsigned char *s;  /* a string's bytes; a float's */
} mp_item;

/* The next item's head: its kind and value, or its length or count; a
 * string's bytes are consumed with it. 0 when the bytes end first. */
static int mp_next(mp_reader *m, mp_item *it) {
  static const unsigned char size_of[4] = {1, 2, 4, 8};
  if (m->p >= m->end) return 0;
  unsigned c = *m->p++;
  size_t avail = (size_t)(m->end - m->p), w = 0;
  *it = (mp_item){MP_UINT, c, NULL};
  if (c < 0x80) return 1;
  if (c >= 0xe0) return it->kind = MP_INT, it->n = (uint64_t)(int64_t)(int8_t)c, 1;
  if (c < 0x90) return it->kind = MP_MAP, it->n = c & 15, 1;
  if (c < 0xa0) return it->kind = MP_ARRAY, it->n = c & 15, 1;
  if (c < 0xc0) it->kind = MP_STR, it->n = c & 31;
  else if (c == 0xc0) return it->kind = MP_NIL, 1;
  else if (c == 0xc2 || c == 0xc3) return it->kind = MP_BOOL, it->n = c & 1, 1;
  else if (c == 0xca || c == 0xcb) it->kind = MP_FLOAT, w = c == 0xca ? 4 : 8;
  else if (c >= 0xcc && c <= 0xcf) it->kind = MP_UINT, w = size_of[c - 0xcc];
  else if (c >= 0xd0 && c <= 0xd3) it->kind = MP_INT, w = size_of[c - 0xd0];
  else if (c >= 0xd9 && c <= 0xdb) it->kind = MP_STR, w = size_of[c - 0xd9];
  else if (c == 0xdc || c == 0xdd) it->kind = MP_ARRAY, w = c == 0xdc ? 2 : 4;
  else if (c == 0xde || c == 0xdf) it->kind = MP_MAP, w = c == 0xde ? 2 : 4;
  else return 0; /* bin, ext: not in AMDGPU metadata */
  if (w > avail) return 0;
  if (it->kind == MP_FLOAT) {
    it->s = m->p, m->p += w;
    return 1;
  }
  if (w) { /* big-endian */
    it->n = 0;
    for (size_t i = 0; i < w; i++) it->n = it->n << 8 | m->p[i];
    m->p += w, avail -= w;
    if (it->kind == MP_INT && w < 8 && (it->n >> (8 * w - 1)) & 1) it->n |= ~(uint64_t)0 << (8 * w);
  }
  if (it->kind == MP_STR) {
    if (it->n > avail) return 0;
    it->s = m->p, m->p += it->n;
  }
  return 1;
}

/* A string as a plain YAML scalar when it reads back as the same string
 * (an identifier-like word that is no number or keyword), else quoted. */
static void yaml_str(ww_buf *out, const unsigned char *s, uint64_t n) {
  int plain = n > 0 && (isalpha(s[0]) || s[0] == '_' || s[0] == '.');
  for (uint64_t i = 0; i < n && plain; i++)
    plain = isalnum(s[i]) || strchr("_.$-", s[i]) != NULL;
  static const char *const words[] = {"true", "false", "null", "yes", "no", "on", "off", "y", "n"};
  for (size_t k = 0; plain && k < sizeof words / sizeof words[0]; k++)
    plain = !(strlen(words[k]) == n && strncasecmp(words[k], (const char *)s, n) == 0);
  if (plain) {
    ww_buf_putn(out, (const char *)s, n);
    return;
  }
  ww_buf_putc(out, '"');
  for (uint64_t i = 0; i < n; i++) {
    if (s[i] == '"' || s[i] == '\\') ww_buf_printf(out, "\\%c", s[i]);
    else if (s[i] < 0x20 || s[i] >= 0x7f) ww_buf_printf(out, "\\x%02x", s[i]);
    else ww_buf_putc(out, (char)s[i]);
  }
  ww_buf_putc(out, '"');
}

static void yaml_scalar(ww_buf *out, const mp_item *it) {
  switch (it->kind) {
  case MP_NIL: ww_buf_puts(out, "~"); break;
  case MP_BOOL: ww_buf_puts(out, it->n ? "true" : "false"); break;
  case MP_UINT: ww_buf_printf(out, "%llu", (unsigned long long)it->n); break;
  case MP_INT: ww_buf_printf(out, "%lld", (long long)it->n); break;
  case MP_STR: yaml_str(out, it->s, it->n); break;
  default: { /* MP_FLOAT (n: its head byte): big-endian IEEE binary32 or binary64 */
    int w = it->n == 0xca ? 4 : 8;
    uint64_t bits = 0;
    for (int i = 0; i < w; i++) bits = bits << 8 | it->s[i];
    double d;
    if (w == 4) {
      uint32_t b32 = (uint32_t)bits;
      float f;
      memcpy(&f, &b32, sizeof f);
      d = f;
    } else {
      memcpy(&d, &bits, sizeof d);
    }
    ww_buf_printf(out, "%.17g", d);
  }
  }
}

static void yaml_node(mp_reader *m, const mp_item *it, unsigned indent, int depth);

/* The n entries of a map (each key a string, as AMDGPU metadata's are) or
 * the n items of an array, at indent; the first one's line is begun by
 * the caller when first_inline (an array item "- " holding a map). */
static void yaml_children(mp_reader *m, const mp_item *it, unsigned indent, int depth,
                          int first_inline) {
  for (uint64_t k = 0; k < it->n && !m->bad; k++) {
    if (!(first_inline && k == 0)) ww_buf_printf(m->out, "%*s", (int)indent, "");
    mp_item key, v;
    if (it->kind == MP_MAP) {
      if (!mp_next(m, &key) || key.kind != MP_STR) {
        m->bad = 1;
        return;
      }
      yaml_str(m->out, key.s, key.n);
      ww_buf_putc(m->out, ':');
    } else {
      ww_buf_putc(m->out, '-');
    }
    if (!mp_next(m, &v)) {
      m->bad = 1;
      return;
    }
    yaml_node(m, &v, indent + 2, depth + 1);
  }
}

/* A value after "key:" or "-": a scalar or an empty one on that line, a
 * map or array below it, indented (a map in an array starts on the dash's
 * line, as LLVM writes it). */
static void yaml_node(mp_reader *m, const mp_item *it, unsigned indent, int depth) {
  if (depth > MAX_METADATA_DEPTH) {
    m->bad = 1;
    return;
  }
  if (it->kind != MP_MAP && it->kind != MP_ARRAY) {
    ww_buf_putc(m->out, ' ');
    yaml_scalar(m->out, it);
    ww_buf_putc(m->out, '\n');
    return;
  }
  if (!it->n) {
    ww_buf_puts(m->out, it->kind == MP_MAP ? " {}\n" : " []\n");
    return;
  }
  /* each entry takes a byte at least: a count past the bytes left is bad */
  if (it->n > (uint64_t)(m->end - m->p)) {
    m->bad = 1;
    return;
  }
  int in_item = m->out->len && m->out->data[m->out->len - 1] == '-';
  if (in_item && it->kind == MP_MAP) {
    ww_buf_putc(m->out, ' ');
    yaml_children(m, it, indent, depth, 1);
    return;
  }
  ww_buf_putc(m->out, '\n');
  yaml_children(m, it, indent, depth, 0);
}

/* The note's map as the lines of an .amdgpu_metadata block, or a warning. */
static void metadata_yaml(const unsigned char *desc, uint64_t n, ww_buf *out, ww_buf *warn) {
  ww_buf y = {0};
  mp_reader m = {desc, desc + n, &y, 0};
  mp_item root;
  if (!mp_next(&m, &root) || root.kind != MP_MAP) m.bad = 1;
  else if (root.n > (uint64_t)(m.end - m.p)) m.bad = 1;
  else yaml_children(&m, &root, 0, 1, 0);
  if (m.bad) {
    ww_buf_printf(warn, "NT_AMDGPU_METADATA: the metadata note does not parse (or nests deeper than "
                        "%d); it is left out, and every kernel checked with the largest workgroup\n",
                  MAX_METADATA_DEPTH);
  } else {
    ww_buf_puts(out, "\t.amdgpu_metadata\n---\n");
    ww_buf_putn(out, y.data, y.len);
    ww_buf_puts(out, "...\n\t.end_amdgpu_metadata\n");
  }
  ww_buf_free(&y);
}

void object_metadata(const elf *e, ww_buf *out, ww_buf *warn) {
  for (unsigned i = 0; i < e->shnum; i++) {
    uint32_t type;
    uint64_t off, size;
    const unsigned char *s = object_section(e, i, &off, &size, &type, NULL);
    if (!s || type != SHT_NOTE) continue;
    for (uint64_t at = 0; object_in_bounds(at, NOTE_HEADER, size);) {
      uint64_t namesz = object_rd(s + at, 4), descsz = object_rd(s + at + 4, 4), nt = object_rd(s + at + 8, 4);
      uint64_t name_at = at + NOTE_HEADER, desc_at = name_at + ((namesz + 3) & ~(uint64_t)3);
      if (!object_in_bounds(name_at, namesz, size) || !object_in_bounds(desc_at, descsz, size)) break;
      if (nt == NT_AMDGPU_METADATA && namesz == 7 && memcmp(s + name_at, "AMDGPU", 7) == 0) {
        metadata_yaml(s + desc_at, descsz, out, warn);
        return;
      }
      at = desc_at + ((descsz + 3) & ~(uint64_t)3);
    }
  }
}
