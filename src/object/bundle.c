/*
 * bundle.c - what holds device code objects: one ELF code object, clang's
 * offload bundle (an entry per target, named by its id:
 * "hipv4-amdgcn-amd-amdhsa--gfx942"), a compressed bundle, or a host file
 * (a HIP executable or library) holding any of them; object_read, the
 * module's entry, and the parts it makes.
 */
#include "object_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void object_parts_free(object_parts *p) {
  for (size_t i = 0; i < p->n; i++) {
    free(p->names[i]);
    ww_buf_free(&p->text[i]);
    ww_buf_free(&p->warn[i]);
    free(p->origins[i]);
  }
  free(p->names);
  free(p->text);
  free(p->warn);
  free(p->origins);
  free(p->norigins);
  free(p->timer);
  for (size_t i = 0; i < p->nkept; i++) free(p->kept[i]);
  free(p->kept);
  memset(p, 0, sizeof *p);
}

static ww_buf *add_part(object_parts *p, const char *name, size_t nlen) {
  p->names = realloc(p->names, (p->n + 1) * sizeof *p->names);
  p->text = realloc(p->text, (p->n + 1) * sizeof *p->text);
  p->warn = realloc(p->warn, (p->n + 1) * sizeof *p->warn);
  p->origins = realloc(p->origins, (p->n + 1) * sizeof *p->origins);
  p->norigins = realloc(p->norigins, (p->n + 1) * sizeof *p->norigins);
  p->timer = realloc(p->timer, (p->n + 1) * sizeof *p->timer);
  if (!p->names || !p->text || !p->warn || !p->origins || !p->norigins || !p->timer)
    ww_die("out of memory");
  memset(&p->timer[p->n], 0, sizeof p->timer[p->n]);
  p->origins[p->n] = NULL, p->norigins[p->n] = 0;
  p->names[p->n] = ww_xmalloc(nlen + 1);
  memcpy(p->names[p->n], name, nlen);
  p->names[p->n][nlen] = 0;
  memset(&p->text[p->n], 0, sizeof p->text[p->n]);
  memset(&p->warn[p->n], 0, sizeof p->warn[p->n]);
  return &p->text[p->n++];
}

/* What a container holds: its parts so far, and how they are named. */
typedef struct container {
  object_parts *parts;
  const char *mcpu;
  int host;        /* inside a host file: each bundle is named by its place */
  unsigned bundles; /* bundles seen so far */
} container;

/* The device object at b as a part named name (nl bytes); -1 with err
 * naming the part. */
static int add_device(container *c, const unsigned char *b, size_t len, const char *name, size_t nl,
                      char *err, size_t errlen) {
  add_part(c->parts, name, nl);
  if (!object_device(b, len, c->mcpu, c->parts, c->parts->n - 1, err, errlen)) return 0;
  if (nl) { /* say which entry */
    char why[512];
    snprintf(why, sizeof why, "%s", err);
    snprintf(err, errlen, "%.*s: %s", (int)nl, name, why);
  }
  return -1;
}

/* An offload bundle at m (rest bytes): every amdgcn-amd-amdhsa entry, a
 * part named by its id (inside a host file, "bundleK:ID"). Its extent
 * (the end of its last entry) in *extent; -1 with err, -2 when its table
 * is not one (in a host file: the magic string as data, as HIP's runtime
 * holds it). */
static int read_bundle(container *c, const unsigned char *m, size_t rest, size_t *extent, char *err,
                       size_t errlen) {
  if (rest < BUNDLE_MAGIC_LEN + 8) goto bad;
  uint64_t entries = object_rd(m + BUNDLE_MAGIC_LEN, 8);
  /* the whole table first: a part is added only from a bundle that is one */
  size_t at = BUNDLE_MAGIC_LEN + 8, end = at;
  for (uint64_t k = 0; k < entries; k++) {
    if (rest - at < 24) goto bad;
    uint64_t off = object_rd(m + at, 8), size = object_rd(m + at + 8, 8), idlen = object_rd(m + at + 16, 8);
    at += 24;
    if (idlen > rest - at || off > rest || size > rest - off) goto bad;
    at += idlen;
    if (off + size > end) end = off + size;
  }
  *extent = end > at ? end : at;
  unsigned k_bundle = c->bundles++;
  at = BUNDLE_MAGIC_LEN + 8;
  for (uint64_t k = 0; k < entries; k++) {
    uint64_t off = object_rd(m + at, 8), size = object_rd(m + at + 8, 8), idlen = object_rd(m + at + 16, 8);
    const char *id = (const char *)m + at + 24;
    at += 24 + idlen;
    int amdgpu = 0;
    for (uint64_t c0 = 0; c0 + 17 <= idlen && !amdgpu; c0++) amdgpu = memcmp(id + c0, "amdgcn-amd-amdhsa", 17) == 0;
    if (!amdgpu || !size) continue;
    char name[MAX_ENTRY_ID + 32];
    int nl = c->host ? snprintf(name, sizeof name, "bundle%u:", k_bundle) : 0;
    for (uint64_t i = 0; i < idlen && i < MAX_ENTRY_ID && id[i] >= ' ' && id[i] < 0x7f; i++) name[nl++] = id[i];
    if (add_device(c, m + off, size, name, (size_t)nl, err, errlen)) return -1;
  }
  return 0;
bad:
  snprintf(err, errlen, "malformed offload bundle");
  return -2;
}

/* A compressed bundle at b: decompressed, kept with the parts (their names
 * point into it), read as a bundle. */
static int read_compressed(container *c, const unsigned char *b, size_t len, size_t *extent, char *err,
                           size_t errlen) {
  unsigned char *in;
  size_t inlen, inner;
  int r = object_inflate(b, len, &in, &inlen, extent, err, errlen);
  if (r) return r;
  object_parts *p = c->parts;
  p->kept = realloc(p->kept, (p->nkept + 1) * sizeof *p->kept);
  if (!p->kept) ww_die("out of memory");
  p->kept[p->nkept++] = in;
  if (inlen < BUNDLE_MAGIC_LEN || memcmp(in, BUNDLE_MAGIC, BUNDLE_MAGIC_LEN) != 0) {
    snprintf(err, errlen, "a compressed offload bundle that holds no offload bundle");
    return -1;
  }
  r = read_bundle(c, in, inlen, &inner, err, errlen);
  return r == -2 ? -1 : r; /* what it decompressed to is a bundle's */
}

/* Every device code object in a host file (or a bundle): offload bundles,
 * compressed or not (.hip_fatbin holds one per translation unit), and
 * AMDGPU ELF objects embedded raw (the HSA runtime's blit kernels), in file
 * order, each scanned past once (an object inside a bundle is the bundle's). */
static int read_container(container *c, const unsigned char *b, size_t len, char *err, size_t errlen) {
  for (size_t i = 0; i < len;) {
    size_t extent = 0;
    const unsigned char *p = b + i;
    size_t rest = len - i;
    int r = 0;
    if (p[0] == '_' && rest >= BUNDLE_MAGIC_LEN && memcmp(p, BUNDLE_MAGIC, BUNDLE_MAGIC_LEN) == 0) {
      r = read_bundle(c, p, rest, &extent, err, errlen);
    } else if (p[0] == 'C' && rest >= 4 && memcmp(p, COMPRESSED_MAGIC, 4) == 0) {
      r = read_compressed(c, p, rest, &extent, err, errlen);
    } else if (i && p[0] == 0x7f && rest >= ELF_HEADER_SIZE && memcmp(p, "\x7f" "ELF", 4) == 0 &&
               object_rd(p + 18, 2) == EM_AMDGPU && (extent = object_elf_extent(p, rest))) {
      char name[32];
      int nl = snprintf(name, sizeof name, "elf@0x%zx", i);
      r = add_device(c, p, extent, name, (size_t)nl, err, errlen);
    }
    if (r == -2 && c->host) r = 0, extent = 0; /* not a container: data */
    if (r) return -1;
    i += extent ? extent : 1;
  }
  return 0;
}

int object_read(const char *data, size_t len, const char *mcpu, object_parts *parts,
                         char *err, size_t errlen) {
  const unsigned char *b = (const unsigned char *)data;
  memset(parts, 0, sizeof *parts);
  container c = {parts, mcpu, 0, 0};
  int r;
  if (len >= ELF_HEADER_SIZE && memcmp(b, "\x7f" "ELF", 4) == 0 && object_rd(b + 18, 2) == EM_AMDGPU) {
    r = add_device(&c, b, len, "", 0, err, errlen);
  } else {
    /* a bundle, compressed or not, or a host file (any other ELF file) */
    c.host = !(len >= BUNDLE_MAGIC_LEN && memcmp(b, BUNDLE_MAGIC, BUNDLE_MAGIC_LEN) == 0) &&
             !(len >= 4 && memcmp(b, COMPRESSED_MAGIC, 4) == 0);
    r = read_container(&c, b, len, err, errlen);
    if (!r && !parts->n) {
      snprintf(err, errlen, c.bundles ? "the offload bundle has no amdgcn-amd-amdhsa code object"
                                      : "an ELF file with no AMDGPU code object (no offload bundle or "
                                        "AMDGPU ELF object inside)");
      r = -1;
    }
  }
  if (r) object_parts_free(parts);
  return r;
}
