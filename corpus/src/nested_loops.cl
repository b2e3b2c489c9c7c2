// Nested loops with loads inside the inner loop.
// matvec_rows: each work-item computes one row of y = A*x (outer loop over a
// block of rows, inner loop over columns, both with run-time trip counts).
// conv2d_3x3: direct 2-D convolution; outer loop over output rows, inner
// loop over the filter rows with three loads each.

#define LID __builtin_amdgcn_workitem_id_x()
#define GRP __builtin_amdgcn_workgroup_id_x()
#define WG 64

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void matvec_rows(__global const float *restrict A, __global const float *restrict x,
                 __global float *restrict y, uint rows_per_item, uint cols) {
  uint first = (GRP * WG + LID) * rows_per_item;
  for (uint r = 0; r < rows_per_item; ++r) {
    __global const float *row = A + (first + r) * cols;
    float acc = 0.0f;
    for (uint c = 0; c < cols; ++c)
      acc = __builtin_fmaf(row[c], x[c], acc);
    y[first + r] = acc;
  }
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void conv2d_3x3(__global const float *restrict img, __constant float *w,
                __global float *restrict out, uint width, uint rows) {
  uint col = GRP * WG + LID;
  if (col + 2 >= width)
    return;
  for (uint r = 0; r + 2 < rows; ++r) {
    float acc = 0.0f;
    for (uint fr = 0; fr < 3; ++fr) {
      __global const float *p = img + (r + fr) * width + col;
      acc = __builtin_fmaf(p[0], w[fr * 3 + 0], acc);
      acc = __builtin_fmaf(p[1], w[fr * 3 + 1], acc);
      acc = __builtin_fmaf(p[2], w[fr * 3 + 2], acc);
    }
    out[r * width + col] = acc;
  }
}
