// A kernel around the emitted gather_tile (TILE: the included file, FLOATS:
// the LDS buffer's floats): copy, then every thread reads the tile.
#include TILE
extern "C" __attribute__((global)) void k(__attribute__((address_space(1))) const char *src, float *out) {
  __attribute__((shared)) static float tile[FLOATS];
  gather_tile(src, (__attribute__((address_space(3))) char *)tile);
  out[__builtin_amdgcn_workitem_id_x()] = tile[__builtin_amdgcn_workitem_id_x() % FLOATS];
}
