/*
 * Limits: huge and overflowing lengths, shapes, strides and offsets get
 * EOVERFLOW / EINVAL (or ENOMEM when a representable size cannot be
 * allocated), never an abort or a leak; plus the regression tests of the
 * bugs the fuzz targets found (see docs/SAFETY.md).
 */
#include <errno.h>
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "array_util.h"
#include "tensor_util.h"

/* The ENOMEM cases ask for petabytes: under ASan (make check SANITIZE=1)
 * the allocator must say no, as malloc does, instead of aborting. */
const char* __asan_default_options(void);
const char* __asan_default_options(void) { return "allocator_may_return_null=1"; }

#define BIG ((int64_t)1 << 62)

/* A caller-made nullable int32 array without a bitmap, with explicit
 * fields. */
static void make_array(producer* p, const void* values, int64_t length, int64_t offset, int64_t null_count) {
  produce(p, type_info(IRX_ARROW_TYPE_INT32)->format, 1, length, offset, null_count, NULL, values);
}

static irx_buffer_view poisoned_view(void) {
  irx_buffer_view v;
  memset(&v, 0xAB, sizeof v);
  return v;
}

/* Found by fuzz/buffer_view: an owned view whose element count is 0 but
 * whose row-major strides overflow int64 ({0, 2^62, 2^62}) allocated its
 * storage before computing the strides and leaked it on the EOVERFLOW
 * return. valgrind / LeakSanitizer report the leak if it comes back. */
static void test_new_owned_stride_overflow_does_not_leak(void) {
  int64_t shape[3] = {0, BIG, BIG};
  irx_buffer_view v = poisoned_view();
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT64, 3, shape, &v), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
  CHECK(v.data == NULL && v.owner == NULL);
}

static void test_new_owned_limits(void) {
  int64_t overflow[2] = {BIG, 4};      /* count over int64 */
  int64_t bytes_overflow[1] = {BIG};   /* count fits, bytes do not */
  int64_t petabyte[2] = {(int64_t)1 << 25, (int64_t)1 << 25};
  irx_buffer_view v = poisoned_view();
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT8, 2, overflow, &v), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
  CHECK(v.owner == NULL);
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT64, 1, bytes_overflow, &v), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
  CHECK(v.owner == NULL);
  /* 2^50 bytes: representable, not allocatable: a clean error. */
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_UINT8, 2, petabyte, &v), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
  CHECK(v.owner == NULL);
}

static void test_validate_overflowing_views(void) {
  uint8_t data[16] = {0};
  int64_t shape[2] = {BIG, 4};
  int64_t strides[2] = {1, 1};
  int64_t reach_shape[2] = {2, 2};
  int64_t reach_strides[2] = {INT64_MAX, INT64_MIN};
  irx_buffer_view v =
      make_view(data, IRX_BUFFER_DTYPE_UINT8, 2, shape, strides, IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_READONLY);
  CHECK_EQ_INT(irx_buffer_view_validate(&v), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
  /* Reaches of +INT64_MAX and INT64_MIN bytes: refused, not wrapped. */
  v.shape = reach_shape;
  v.strides = reach_strides;
  CHECK_EQ_INT(irx_buffer_view_validate(&v), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
  v.offset_bytes = INT64_MIN;
  CHECK_EQ_INT(irx_buffer_view_validate(&v), -1);
  v.ndim = INT32_MIN;
  CHECK_EQ_INT(irx_buffer_view_validate(&v), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
}

static void test_tensor_limits(void) {
  int64_t count_overflow[3] = {BIG, 2, 2};
  int64_t bytes_overflow[1] = {BIG};
  int64_t zero_but_strides_overflow[3] = {0, BIG, BIG};
  int64_t small[2] = {2, 3};
  int64_t far_strides[2] = {INT64_MAX, 1};
  irx_arrow_tensor_builder_handle* b = (irx_arrow_tensor_builder_handle*)&b;
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT8, 3, count_overflow, NULL, &b), EOVERFLOW);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK(b == NULL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 1, bytes_overflow, NULL, &b), EOVERFLOW);
  CHECK(b == NULL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT64, 3, zero_but_strides_overflow, NULL, &b),
               EOVERFLOW);
  CHECK(b == NULL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT8, 2, small, far_strides, &b), EINVAL);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK(b == NULL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT8, INT32_MIN, small, NULL, &b), EINVAL);
  CHECK(b == NULL);
}

/* Invalid input of any size is EINVAL, not ENOMEM: the strides are checked
 * before the storage is allocated (issue 12, item 7). A petabyte tensor whose
 * strides reach outside its storage got ENOMEM before. */
static void test_tensor_invalid_strides_checked_before_allocating(void) {
  int64_t shape[2] = {(int64_t)1 << 24, (int64_t)1 << 24}; /* 2^48 elements */
  int64_t outside[2] = {(int64_t)1 << 28, 8}; /* row stride 2x the row */
  irx_arrow_tensor_builder_handle* b = (irx_arrow_tensor_builder_handle*)0x1;
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT64, 2, shape, outside, &b), EINVAL);
  CHECK(b == NULL);
  CHECK(strstr(irx_arrow_last_error(), "outside the tensor storage") != NULL);
}

static void test_tensor_append_values_limits(void) {
  int64_t shape[1] = {4};
  int32_t values[4] = {1, 2, 3, 4};
  irx_arrow_tensor_builder_handle* b = NULL;
  irx_arrow_tensor_handle* t = NULL;
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 1, shape, NULL, &b), 0);
  /* Counts whose byte size overflows are refused from the slot count,
   * before anything is read. */
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(b, values, INT64_MAX), EINVAL);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(b, values, INT64_MIN), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(b, values, 4), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  irx_arrow_tensor_release(t);
}

static void test_tensor_view_limits(void) {
  int64_t shape[1] = {4};
  int64_t huge_shape[1] = {BIG};
  int64_t zero_stride[1] = {0};
  int64_t back[1] = {INT64_MIN};
  irx_arrow_tensor_builder_handle* b = NULL;
  irx_arrow_tensor_handle* t = NULL;
  irx_buffer_view v = poisoned_view();
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT64, 1, shape, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(b, (int64_t[4]){1, 2, 3, 4}, 4), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK(irx_arrow_tensor_view(t, 1, shape, NULL, INT64_MAX, &v) == EINVAL);
  CHECK(v.owner == NULL && v.data == NULL);
  CHECK(irx_arrow_tensor_view(t, 1, shape, NULL, INT64_MIN, &v) == EINVAL);
  CHECK(irx_arrow_tensor_view(t, 1, shape, back, 24, &v) == EINVAL);
  CHECK_MESSAGE(irx_arrow_last_error());
  /* 2^62 elements all at byte 8: inside the storage, so accepted. */
  CHECK_EQ_INT(irx_arrow_tensor_view(t, 1, huge_shape, zero_stride, 8, &v), 0);
  CHECK_EQ_INT(irx_buffer_view_validate(&v), 0);
  CHECK_EQ_INT(irx_buffer_view_release(&v), 0);
  /* ... and its row-major strides overflow: EOVERFLOW, not a wrap. */
  {
    int64_t two[2] = {BIG, BIG};
    CHECK_EQ_INT(irx_arrow_tensor_view(t, 2, two, NULL, 0, &v), EOVERFLOW);
    CHECK(v.owner == NULL);
  }
  irx_arrow_tensor_release(t);
}

/* Found by fuzz/array_import: an empty array (length 0) with offset > 0
 * and a NULL value buffer is valid input, but import_move handed it to
 * arrow-rs, which refused the NULL buffer of (offset + 0) * 4 bytes after
 * moving the struct out: the call failed with EINVAL *and* had already
 * released the caller's structs (the ABI says a failed move leaves them
 * untouched). It must succeed and consume both structs exactly once. */
static void test_move_empty_array_with_offset_and_null_values(void) {
  producer p;
  irx_arrow_array_handle* h = NULL;
  array_releases = schema_releases = 0;
  make_array(&p, NULL, 0, 5, 0);
  CHECK_EQ_INT(irx_arrow_array_import_move(&p.array, &p.schema, &h), 0);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
  CHECK(h != NULL);
  CHECK(p.array.release == NULL && p.schema.release == NULL);
  CHECK_EQ_INT(irx_arrow_array_length(h), 0);
  irx_arrow_array_release(h);
  CHECK_EQ_INT(array_releases, 1);
  CHECK_EQ_INT(schema_releases, 1);
  /* The copy import of the same struct was already fine. */
  make_array(&p, NULL, 0, 5, 0);
  CHECK_EQ_INT(irx_arrow_array_import_copy(&p.array, &p.schema, &h), 0);
  irx_arrow_array_release(h);
  p.array.release(&p.array);
  p.schema.release(&p.schema);
  CHECK_EQ_INT(array_releases, 2);
}

static void test_import_limits(void) {
  int32_t values[4] = {1, 2, 3, 4};
  producer p;
  irx_arrow_array_handle* h = (irx_arrow_array_handle*)&h;
  array_releases = schema_releases = 0;
  /* offset + length over int64: refused before any buffer is read. */
  make_array(&p, values, INT64_MAX, 1, 0);
  CHECK_EQ_INT(irx_arrow_array_import_copy(&p.array, &p.schema, &h), EOVERFLOW);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK(h == NULL);
  /* (offset + length) * 4 bytes over int64. */
  make_array(&p, values, BIG, 0, 0);
  CHECK(irx_arrow_array_import_move(&p.array, &p.schema, &h) == EOVERFLOW);
  CHECK(p.array.release != NULL && p.schema.release != NULL);
  make_array(&p, values, -1, 0, 0);
  CHECK_EQ_INT(irx_arrow_array_import_copy(&p.array, &p.schema, &h), EINVAL);
  make_array(&p, values, 4, INT64_MIN, 0);
  CHECK_EQ_INT(irx_arrow_array_import_copy(&p.array, &p.schema, &h), EINVAL);
  make_array(&p, values, 4, 0, INT64_MIN);
  CHECK_EQ_INT(irx_arrow_array_import_copy(&p.array, &p.schema, &h), EINVAL);
  make_array(&p, values, 4, 0, 0);
  p.array.n_buffers = INT64_MAX;
  CHECK_EQ_INT(irx_arrow_array_import_move(&p.array, &p.schema, &h), EINVAL);
  CHECK(p.array.release != NULL);
  p.array.release(&p.array);
  p.schema.release(&p.schema);
  CHECK_EQ_INT(array_releases, 1);
  CHECK_EQ_INT(schema_releases, 1);
}

int main(void) {
  RUN(test_new_owned_stride_overflow_does_not_leak);
  RUN(test_new_owned_limits);
  RUN(test_validate_overflowing_views);
  RUN(test_tensor_limits);
  RUN(test_tensor_invalid_strides_checked_before_allocating);
  RUN(test_tensor_append_values_limits);
  RUN(test_tensor_view_limits);
  RUN(test_move_empty_array_with_offset_and_null_values);
  RUN(test_import_limits);
  return check_exit();
}
