/* Tensor extensions: bulk fill, owner-backed views, deep copy from a view,
 * element getters; plus a 1000x1000 tensor and threads sharing a tensor. */
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include "irx_arrow_runtime.h"
#include "irx_buffer_runtime.h"
#include "check.h"
#include "tensor_util.h"
#include "threads.h"

/* A rows x cols float64 tensor holding 0, 1, 2, ... in storage order. */
static irx_arrow_tensor_handle* iota_matrix(int64_t rows, int64_t cols, const int64_t* strides) {
  const int64_t shape[2] = {rows, cols};
  return iota_f64(2, shape, strides);
}

static void test_append_values_bulk_fill(void) {
  int64_t shape[2] = {2, 3};
  int32_t values[7] = {1, 2, 3, 4, 5, 6, 7};
  unsigned char unaligned[1 + 2 * sizeof(int32_t)];
  irx_arrow_tensor_builder_handle* b = NULL;
  irx_arrow_tensor_handle* t = NULL;
  irx_buffer_view v;
  int32_t pair[2] = {50, 60};

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 2, shape, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(b, NULL, 0), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(b, values, 0), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(b, values, -1), EINVAL);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(b, NULL, 2), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(NULL, values, 2), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(b, values, 7), EINVAL); /* 6 slots */
  CHECK_MESSAGE(irx_arrow_last_error());
  /* Nothing was appended by the failures. */
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(b, values, 3), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, 40), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(b, values, 3), EINVAL); /* 2 left */
  memcpy(unaligned + 1, pair, sizeof(pair));
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(b, unaligned + 1, 2), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(b, values, 1), EINVAL); /* full */
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(((int32_t*)v.data)[0], 1);
  CHECK_EQ_INT(((int32_t*)v.data)[2], 3);
  CHECK_EQ_INT(((int32_t*)v.data)[3], 40);
  CHECK_EQ_INT(((int32_t*)v.data)[4], 50);
  CHECK_EQ_INT(((int32_t*)v.data)[5], 60);
  irx_arrow_tensor_release(t);
}

static void test_large_tensor_built_viewed_summed(void) {
  enum { N = 1000 };
  int64_t shape[2] = {N, N};
  irx_arrow_tensor_builder_handle* b = NULL;
  irx_arrow_tensor_handle* t = NULL;
  irx_arrow_tensor_handle* bulk = NULL;
  irx_buffer_view v;
  double* values = (double*)malloc(sizeof(double) * N * N);
  double sum = 0.0, bulk_sum = 0.0;
  int64_t i, j;

  CHECK(values != NULL);
  if (values == NULL) return;
  for (i = 0; i < (int64_t)N * N; i++) values[i] = (double)(i % 1000);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 2, shape, NULL, &b), 0);
  for (i = 0; i < (int64_t)N * N; i++)
    if (irx_arrow_tensor_builder_append_double(b, values[i]) != 0) break;
  CHECK_EQ_INT(i, (int64_t)N * N);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_size(t), (int64_t)N * N);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK(v.flags & IRX_BUFFER_FLAG_C_CONTIGUOUS);
  for (i = 0; i < v.shape[0]; i++) {
    const double* row = (const double*)((const char*)v.data + i * v.strides[0]);
    for (j = 0; j < v.shape[1]; j++) sum += row[j];
  }
  /* 1000 rows of 0 + 1 + ... + 999. */
  CHECK(sum == 1000.0 * 499500.0);

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 2, shape, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(b, values, (int64_t)N * N), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &bulk), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(bulk, &v), 0);
  for (i = 0; i < (int64_t)N * N; i++) bulk_sum += ((const double*)v.data)[i];
  CHECK(bulk_sum == sum);
  irx_arrow_tensor_release(bulk);
  irx_arrow_tensor_release(t);
  free(values);
}

static void test_view_outlives_tensor_handle(void) {
  irx_arrow_tensor_handle* t = iota_matrix(4, 5, NULL);
  int64_t shape[2] = {4, 5};
  irx_buffer_view v, every_other, copy;
  int64_t sub_shape[2] = {4, 2};
  int64_t sub_strides[2] = {40, 16};
  int64_t i, j;

  CHECK_EQ_INT(irx_arrow_tensor_view(t, 2, shape, NULL, 0, &v), 0);
  CHECK(v.owner != NULL);
  CHECK_EQ_INT(v.flags, IRX_BUFFER_FLAG_EXTERNAL_OWNER | IRX_BUFFER_FLAG_READONLY |
                            IRX_BUFFER_FLAG_C_CONTIGUOUS);
  CHECK(v.shape != shape && v.shape[0] == 4 && v.shape[1] == 5);
  CHECK(v.strides[0] == 40 && v.strides[1] == 8);
  CHECK_EQ_INT((intptr_t)v.dtype, IRX_BUFFER_DTYPE_FLOAT64);
  CHECK_EQ_INT(irx_buffer_view_validate(&v), 0);
  CHECK_EQ_INT(irx_arrow_tensor_view(t, 2, sub_shape, sub_strides, 8, &every_other), 0);
  CHECK_EQ_INT(every_other.flags & CONTIGUITY_FLAGS, 0);
  CHECK_EQ_INT(every_other.offset_bytes, 8);
  shape[0] = 99; /* the view copied its shape */

  /* The handle goes; the views keep the storage. */
  irx_arrow_tensor_release(t);
  CHECK_EQ_INT(v.shape[0], 4);
  for (i = 0; i < 4; i++)
    for (j = 0; j < 5; j++) CHECK(*(const double*)view_at2(&v, i, j) == (double)(i * 5 + j));
  /* Columns 1 and 3: offset 8 bytes, step 16. */
  for (i = 0; i < 4; i++)
    for (j = 0; j < 2; j++) CHECK(*(const double*)view_at2(&every_other, i, j) == (double)(i * 5 + 1 + 2 * j));
  /* The buffer runtime manages it like any owned view. */
  CHECK_EQ_INT(irx_buffer_view_retain(&v), 0);
  copy = v;
  CHECK_EQ_INT(irx_buffer_view_release(&copy), 0);
  CHECK(*(const double*)v.data == 0.0);
  CHECK_EQ_INT(irx_buffer_view_copy(&every_other, &copy), 0);
  CHECK(((const double*)copy.data)[0] == 1.0 && ((const double*)copy.data)[7] == 18.0);
  CHECK_EQ_INT(irx_buffer_view_release(&copy), 0);
  CHECK_EQ_INT(irx_buffer_view_release(&every_other), 0);
  CHECK_EQ_INT(irx_buffer_view_release(&v), 0);
  CHECK(v.owner == NULL);
}

static void test_view_shapes_offsets_and_reversal(void) {
  irx_arrow_tensor_handle* t = iota_matrix(4, 5, NULL); /* 160 bytes */
  irx_buffer_view v;
  int64_t row[1] = {5};
  int64_t col[1] = {4};
  int64_t col_stride[1] = {40};
  int64_t rev_stride[1] = {-40};
  int64_t i;

  /* Row 2 as a 1-D view. */
  CHECK_EQ_INT(irx_arrow_tensor_view(t, 1, row, NULL, 80, &v), 0);
  CHECK_EQ_INT(v.flags & CONTIGUITY_FLAGS, CONTIGUITY_FLAGS);
  for (i = 0; i < 5; i++) CHECK(*(const double*)view_at(&v, &i) == (double)(10 + i));
  CHECK_EQ_INT(irx_buffer_view_release(&v), 0);
  /* Column 3, top to bottom, then bottom to top. */
  CHECK_EQ_INT(irx_arrow_tensor_view(t, 1, col, col_stride, 24, &v), 0);
  CHECK_EQ_INT(v.flags & CONTIGUITY_FLAGS, 0);
  for (i = 0; i < 4; i++) CHECK(*(const double*)view_at(&v, &i) == (double)(5 * i + 3));
  CHECK_EQ_INT(irx_buffer_view_release(&v), 0);
  CHECK_EQ_INT(irx_arrow_tensor_view(t, 1, col, rev_stride, 120 + 24, &v), 0);
  CHECK_EQ_INT(irx_buffer_view_validate(&v), 0);
  for (i = 0; i < 4; i++) CHECK(*(const double*)view_at(&v, &i) == (double)(5 * (3 - i) + 3));
  CHECK_EQ_INT(irx_buffer_view_release(&v), 0);
  /* A 0-d view of the last element. */
  CHECK_EQ_INT(irx_arrow_tensor_view(t, 0, NULL, NULL, 152, &v), 0);
  CHECK(v.shape == NULL && v.strides == NULL && v.ndim == 0);
  CHECK(*(const double*)view_at(&v, NULL) == 19.0);
  CHECK_EQ_INT(v.flags & CONTIGUITY_FLAGS, CONTIGUITY_FLAGS);
  CHECK_EQ_INT(irx_buffer_view_release(&v), 0);
  /* An empty view may sit at the very end. */
  {
    int64_t empty[1] = {0};
    CHECK_EQ_INT(irx_arrow_tensor_view(t, 1, empty, NULL, 160, &v), 0);
    CHECK_EQ_INT(irx_buffer_view_release(&v), 0);
  }
  irx_arrow_tensor_release(t);
}

static void test_view_rejects_bad_input(void) {
  irx_arrow_tensor_handle* t = iota_matrix(4, 5, NULL); /* 160 bytes */
  irx_buffer_view v;
  int64_t shape[2] = {4, 5};
  int64_t neg[2] = {4, -5};
  int64_t col[1] = {4};
  int64_t rev_stride[1] = {-40};
  int64_t big_stride[1] = {INT64_MAX / 2};
  int64_t overflow_shape[2] = {INT64_MAX, 0};
  int64_t empty[1] = {0};
  /* Every other column from column 1: a third column would be past the end. */
  int64_t three_cols[2] = {4, 3};
  int64_t three_cols_strides[2] = {40, 16};

#define REJECTS(call, code)                                 \
  do {                                                      \
    memset(&v, 0xab, sizeof(v));                            \
    CHECK_EQ_INT(call, code);                               \
    CHECK_MESSAGE(irx_arrow_last_error());                  \
    CHECK(v.owner == NULL && v.data == NULL && v.flags == 0); \
  } while (0)

  CHECK_EQ_INT(irx_arrow_tensor_view(t, 2, shape, NULL, 0, NULL), EINVAL);
  REJECTS(irx_arrow_tensor_view(NULL, 2, shape, NULL, 0, &v), EINVAL);
  REJECTS(irx_arrow_tensor_view(t, -1, shape, NULL, 0, &v), EINVAL);
  REJECTS(irx_arrow_tensor_view(t, 2, NULL, NULL, 0, &v), EINVAL);
  REJECTS(irx_arrow_tensor_view(t, 2, neg, NULL, 0, &v), EINVAL);
  REJECTS(irx_arrow_tensor_view(t, 2, shape, NULL, -8, &v), EINVAL);
  REJECTS(irx_arrow_tensor_view(t, 2, shape, NULL, 8, &v), EINVAL);   /* one past the end */
  REJECTS(irx_arrow_tensor_view(t, 1, col, NULL, 160, &v), EINVAL);   /* starts at the end */
  REJECTS(irx_arrow_tensor_view(t, 1, empty, NULL, 168, &v), EINVAL); /* offset past end */
  REJECTS(irx_arrow_tensor_view(t, 1, col, rev_stride, 80, &v), EINVAL); /* before start */
  REJECTS(irx_arrow_tensor_view(t, 1, col, big_stride, 0, &v), EINVAL);
  REJECTS(irx_arrow_tensor_view(t, 2, three_cols, three_cols_strides, 8, &v), EINVAL);
  REJECTS(irx_arrow_tensor_view(t, 2, overflow_shape, NULL, 0, &v), EOVERFLOW);
#undef REJECTS
  irx_arrow_tensor_release(t);
}

static void test_from_buffer_view_deep_copies(void) {
  int64_t fstrides[2] = {8, 24};
  irx_arrow_tensor_handle* f = iota_matrix(3, 4, fstrides); /* Fortran order */
  irx_arrow_tensor_handle* c = NULL;
  irx_buffer_view v, cv;
  int64_t i, j;

  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(f, &v), 0);
  CHECK_EQ_INT(irx_arrow_tensor_from_buffer_view(&v, &c), 0);
  CHECK_EQ_INT(irx_arrow_tensor_type_id(c), IRX_ARROW_TYPE_FLOAT64);
  CHECK_EQ_INT(irx_arrow_tensor_ndim(c), 2);
  CHECK(irx_arrow_tensor_strides(c)[0] == 32 && irx_arrow_tensor_strides(c)[1] == 8);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(c, &cv), 0);
  CHECK_EQ_INT(cv.flags & CONTIGUITY_FLAGS, IRX_BUFFER_FLAG_C_CONTIGUOUS);
  CHECK(cv.data != v.data);
  for (i = 0; i < 3; i++)
    for (j = 0; j < 4; j++) {
      CHECK(*(const double*)view_at2(&cv, i, j) == *(const double*)view_at2(&v, i, j));
      CHECK(((const double*)cv.data)[i * 4 + j] == (double)(i + 3 * j));
    }
  irx_arrow_tensor_release(f);
  /* The copy is independent of its source. */
  CHECK(((const double*)cv.data)[11] == 11.0);
  irx_arrow_tensor_release(c);

  /* A caller's own int16 array, viewed transposed with an offset. */
  {
    int16_t raw[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int64_t shape[2] = {3, 2};
    int64_t strides[2] = {2, 6};
    irx_buffer_view ext =
        make_view(raw, IRX_BUFFER_DTYPE_INT16, 2, shape, strides, IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_WRITABLE);
    int16_t got;
    CHECK_EQ_INT(irx_arrow_tensor_from_buffer_view(&ext, &c), 0);
    CHECK_EQ_INT(irx_arrow_tensor_type_id(c), IRX_ARROW_TYPE_INT16);
    CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(c, &cv), 0);
    raw[0][0] = 100;
    got = ((const int16_t*)cv.data)[0];
    CHECK_EQ_INT(got, 1);
    CHECK_EQ_INT(((const int16_t*)cv.data)[1], 4);
    CHECK_EQ_INT(((const int16_t*)cv.data)[2], 2);
    CHECK_EQ_INT(((const int16_t*)cv.data)[5], 6);
    irx_arrow_tensor_release(c);

    /* 0-d: one element at an offset. */
    ext.ndim = 0;
    ext.shape = NULL;
    ext.strides = NULL;
    ext.offset_bytes = 10;
    CHECK_EQ_INT(irx_arrow_tensor_from_buffer_view(&ext, &c), 0);
    CHECK_EQ_INT(irx_arrow_tensor_ndim(c), 0);
    {
      int64_t value = 0;
      CHECK_EQ_INT(irx_arrow_tensor_get_int(c, NULL, &value), 0);
      CHECK_EQ_INT(value, 6);
    }
    irx_arrow_tensor_release(c);
  }
}

static void test_from_buffer_view_rejects_bad_input(void) {
  double raw[4] = {1, 2, 3, 4};
  int64_t shape[1] = {4};
  int64_t strides[1] = {8};
  irx_buffer_view v =
      make_view(raw, IRX_BUFFER_DTYPE_FLOAT64, 1, shape, strides, IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_READONLY);
  irx_arrow_tensor_handle* c = (irx_arrow_tensor_handle*)0x1;


  CHECK_EQ_INT(irx_arrow_tensor_from_buffer_view(&v, NULL), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_from_buffer_view(NULL, &c), EINVAL);
  CHECK(c == NULL);
  CHECK_MESSAGE(irx_arrow_last_error());
  v.flags = 0; /* no ownership flag */
  CHECK_EQ_INT(irx_arrow_tensor_from_buffer_view(&v, &c), EINVAL);
  CHECK_MESSAGE(irx_arrow_last_error());
  v.flags = IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_READONLY;
  v.dtype = (void*)(intptr_t)IRX_BUFFER_DTYPE_BOOL;
  CHECK_EQ_INT(irx_arrow_tensor_from_buffer_view(&v, &c), EINVAL);
  CHECK(strstr(irx_arrow_last_error(), "bool") != NULL);
  v.dtype = (void*)(intptr_t)0x1000;
  CHECK_EQ_INT(irx_arrow_tensor_from_buffer_view(&v, &c), EINVAL);
  v.dtype = (void*)(intptr_t)IRX_BUFFER_DTYPE_FLOAT64;
  v.ndim = -1;
  CHECK_EQ_INT(irx_arrow_tensor_from_buffer_view(&v, &c), EINVAL);
  v.ndim = 1;
  shape[0] = -4;
  CHECK_EQ_INT(irx_arrow_tensor_from_buffer_view(&v, &c), EINVAL);
  shape[0] = 4;
  v.data = NULL;
  CHECK_EQ_INT(irx_arrow_tensor_from_buffer_view(&v, &c), EINVAL);
  CHECK(c == NULL);
  v.data = raw;
  CHECK_EQ_INT(irx_arrow_tensor_from_buffer_view(&v, &c), 0);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
  irx_arrow_tensor_release(c);
}

static void test_get_element_by_index(void) {
  int64_t fstrides[2] = {8, 16};
  irx_arrow_tensor_handle* t = iota_matrix(2, 3, fstrides);
  int64_t idx[2] = {1, 2};
  int64_t bad_row[2] = {2, 0};
  int64_t neg[2] = {0, -1};
  double d = -1.0;
  int64_t i64 = -1;
  uint64_t u64 = 7;
  int64_t shape[1] = {3};
  irx_arrow_tensor_builder_handle* b = NULL;
  irx_arrow_tensor_handle* ti = NULL;
  irx_arrow_tensor_handle* tu = NULL;
  irx_arrow_tensor_handle* tf = NULL;
  int64_t k;

  CHECK_EQ_INT(irx_arrow_tensor_get_double(t, idx, &d), 0);
  CHECK(d == 5.0); /* (1, 2) of a Fortran-order 2x3: storage slot 1 + 2*2 */
  idx[0] = 0;
  idx[1] = 1;
  CHECK_EQ_INT(irx_arrow_tensor_get_double(t, idx, &d), 0);
  CHECK(d == 2.0);
  d = 9.0;
  CHECK_EQ_INT(irx_arrow_tensor_get_double(t, bad_row, &d), EINVAL);
  CHECK(d == 0.0);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK_EQ_INT(irx_arrow_tensor_get_double(t, neg, &d), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_get_double(t, NULL, &d), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_get_double(t, idx, NULL), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_get_double(NULL, idx, &d), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_get_int(t, idx, &i64), EINVAL); /* wrong kind */
  CHECK(strstr(irx_arrow_last_error(), "get_double") != NULL);
  CHECK_EQ_INT(i64, 0);
  CHECK_EQ_INT(irx_arrow_tensor_get_uint(t, idx, &u64), EINVAL);
  CHECK_EQ_INT(u64, 0);
  irx_arrow_tensor_release(t);

  /* Narrow types widen exactly: int8 sign-extends, uint16 zero-extends. */
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT8, 1, shape, NULL, &b), 0);
  for (k = 0; k < 3; k++) CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, -100 + k), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &ti), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_UINT16, 1, shape, NULL, &b), 0);
  for (k = 0; k < 3; k++) CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, 65535 - k), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &tu), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT32, 1, shape, NULL, &b), 0);
  for (k = 0; k < 3; k++) CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, 0.5 * k), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &tf), 0);
  for (k = 0; k < 3; k++) {
    CHECK_EQ_INT(irx_arrow_tensor_get_int(ti, &k, &i64), 0);
    CHECK_EQ_INT(i64, -100 + k);
    CHECK_EQ_INT(irx_arrow_tensor_get_uint(tu, &k, &u64), 0);
    CHECK(u64 == (uint64_t)(65535 - k));
    CHECK_EQ_INT(irx_arrow_tensor_get_double(tf, &k, &d), 0);
    CHECK(d == 0.5 * (double)k);
  }
  k = 3;
  CHECK_EQ_INT(irx_arrow_tensor_get_int(ti, &k, &i64), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_get_uint(tu, &k, &u64), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_get_uint(ti, NULL, &u64), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_get_int(tu, &k, &i64), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_get_int(NULL, &k, &i64), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_get_uint(NULL, &k, &u64), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_get_int(ti, &k, NULL), EINVAL);
  irx_arrow_tensor_release(ti);
  irx_arrow_tensor_release(tu);
  irx_arrow_tensor_release(tf);
}

#define THREADS 8
#define ROUNDS 20000

static void* share_tensor(void* p) {
  worker* w = (worker*)p;
  irx_arrow_tensor_handle* tensor = (irx_arrow_tensor_handle*)w->shared;
  int i;
  for (i = 0; i < ROUNDS; i++) {
    if (irx_arrow_tensor_retain(tensor) != 0) w->failures++;
    if (irx_arrow_tensor_size(tensor) != 6) w->failures++;
    if (i % 64 == 0) {
      irx_buffer_view v;
      int64_t shape[1] = {6};
      if (irx_arrow_tensor_view(tensor, 1, shape, NULL, 0, &v) != 0) w->failures++;
      if (irx_buffer_view_release(&v) != 0) w->failures++;
    }
    irx_arrow_tensor_release(tensor);
  }
  return NULL;
}

static void test_threads_share_one_tensor(void) {
  irx_arrow_tensor_handle* t = iota_matrix(2, 3, NULL);
  CHECK_EQ_INT(run_workers(THREADS, share_tensor, t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_size(t), 6);
  irx_arrow_tensor_release(t); /* the last reference: valgrind sees no leak */
}

/* A view with no elements may have NULL data, whichever extent is 0 (issue
 * 12, item 10): it copies into an empty tensor of the same shape. */
static void test_zero_size_views_with_null_data(void) {
  int64_t shapes[2][2] = {{3, 0}, {0, 3}};
  int k;
  for (k = 0; k < 2; k++) {
    int64_t strides[2] = {0, 0};
    irx_buffer_view v;
    irx_arrow_tensor_handle* t = NULL;
    irx_arrow_tensor_builder_handle* b = NULL;
    memset(&v, 0, sizeof v);
    v.dtype = (void*)(intptr_t)IRX_BUFFER_DTYPE_FLOAT64;
    v.ndim = 2;
    v.shape = shapes[k];
    v.strides = strides;
    v.flags = IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_READONLY;
    CHECK_EQ_INT(irx_buffer_view_validate(&v), 0);
    CHECK_EQ_INT(irx_arrow_tensor_from_buffer_view(&v, &t), 0);
    CHECK_EQ_INT(irx_arrow_tensor_size(t), 0);
    CHECK_EQ_INT(irx_arrow_tensor_ndim(t), 2);
    CHECK_EQ_INT(irx_arrow_tensor_shape(t)[0], shapes[k][0]);
    CHECK_EQ_INT(irx_arrow_tensor_shape(t)[1], shapes[k][1]);
    irx_arrow_tensor_release(t);
    /* The builder agrees: no values to append, finish succeeds. */
    CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 2, shapes[k], NULL, &b), 0);
    CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
    CHECK_EQ_INT(irx_arrow_tensor_size(t), 0);
    irx_arrow_tensor_release(t);
  }
}

int main(void) {
  RUN(test_append_values_bulk_fill);
  RUN(test_large_tensor_built_viewed_summed);
  RUN(test_view_outlives_tensor_handle);
  RUN(test_view_shapes_offsets_and_reversal);
  RUN(test_view_rejects_bad_input);
  RUN(test_from_buffer_view_deep_copies);
  RUN(test_from_buffer_view_rejects_bad_input);
  RUN(test_get_element_by_index);
  RUN(test_zero_size_views_with_null_data);
  RUN(test_threads_share_one_tensor);
  return check_exit();
}
