/* Tensors (ABI.md §2): builder, getters, borrowed views, reference counts. */
#include <errno.h>
#include <stdint.h>
#include <string.h>

#include "irx_arrow_runtime.h"
#include "irx_buffer_runtime.h"
#include "check.h"

/* The ENOMEM case asks for 1 PiB: under ASan (make check SANITIZE=1) the
 * allocator must say no, as malloc does, instead of aborting the test. */
const char* __asan_default_options(void);
const char* __asan_default_options(void) { return "allocator_may_return_null=1"; }

#define ALL_FLAGS_LAYOUT (IRX_BUFFER_FLAG_C_CONTIGUOUS | IRX_BUFFER_FLAG_F_CONTIGUOUS)

/* Reads element (i0, i1, ...) through a view's own strides and offset. */
static const void* view_at(const irx_buffer_view* v, const int64_t* index) {
  const char* p = (const char*)v->data + v->offset_bytes;
  int32_t k;
  for (k = 0; k < v->ndim; k++) p += index[k] * v->strides[k];
  return p;
}

/* Builds a tensor of `type_id` with `count` double values 0, 1, 2, ... */
static irx_arrow_tensor_handle* build_f64(int32_t ndim, const int64_t* shape,
                                          const int64_t* strides, int64_t count) {
  irx_arrow_tensor_builder_handle* b = NULL;
  irx_arrow_tensor_handle* t = NULL;
  int64_t i;
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, ndim, shape, strides, &b), 0);
  for (i = 0; i < count; i++) CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, (double)i), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  return t;
}

static void test_builder_new_rejects_bad_input(void) {
  irx_arrow_tensor_builder_handle* b = (irx_arrow_tensor_builder_handle*)0x1;
  int64_t shape[2] = {2, 3};
  int64_t neg_shape[2] = {2, -1};
  int64_t neg_strides[2] = {24, -8};
  int64_t padded[2] = {32, 8};       /* rows 32 bytes apart: 56 > 48 bytes */
  int64_t huge_stride[2] = {INT64_MAX, 8};
  int64_t too_many[2] = {INT64_MAX, 2};
  int64_t too_many_bytes[1] = {INT64_MAX / 4};
  int64_t unused_overflow[2] = {INT64_MAX, 0}; /* 0 elements, but strides overflow */
  int64_t too_big[1] = {(int64_t)1 << 50};      /* 1 PiB: the allocation fails */
  int32_t bad_ids[4] = {0, -1, 12, 1000};
  int i;

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 2, shape, NULL, NULL), EINVAL);
  CHECK_MESSAGE(irx_arrow_last_error());
  for (i = 0; i < 4; i++) {
    b = (irx_arrow_tensor_builder_handle*)0x1;
    CHECK_EQ_INT(irx_arrow_tensor_builder_new(bad_ids[i], 2, shape, NULL, &b), EINVAL);
    CHECK(b == NULL);
    CHECK_MESSAGE(irx_arrow_last_error());
  }
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_BOOL, 2, shape, NULL, &b), EINVAL);
  CHECK(strstr(irx_arrow_last_error(), "bool") != NULL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, -1, shape, NULL, &b), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 2, NULL, NULL, &b), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 2, neg_shape, NULL, &b), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 2, shape, neg_strides, &b), EINVAL);
  CHECK(strstr(irx_arrow_last_error(), "negative") != NULL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 2, shape, padded, &b), EINVAL);
  CHECK(strstr(irx_arrow_last_error(), "outside") != NULL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 2, shape, huge_stride, &b), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT8, 2, too_many, NULL, &b), EOVERFLOW);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 1, too_many_bytes, NULL, &b),
               EOVERFLOW);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 2, unused_overflow, NULL, &b),
               EOVERFLOW);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT8, 1, too_big, NULL, &b), ENOMEM);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK(b == NULL);
}

static void test_default_strides_and_getters(void) {
  int64_t shape[3] = {2, 3, 4};
  int64_t empty_shape[3] = {2, 0, 3};
  irx_arrow_tensor_builder_handle* b = NULL;
  irx_arrow_tensor_handle* t = NULL;
  const int64_t* s;
  int i;

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 3, shape, NULL, &b), 0);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
  for (i = 0; i < 24; i++) CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, i), 0);
  /* The caller's shape array is copied. */
  shape[0] = 99;
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_type_id(t), IRX_ARROW_TYPE_INT32);
  CHECK_EQ_INT(irx_arrow_tensor_ndim(t), 3);
  CHECK_EQ_INT(irx_arrow_tensor_size(t), 24);
  s = irx_arrow_tensor_shape(t);
  CHECK(s != NULL && s[0] == 2 && s[1] == 3 && s[2] == 4);
  s = irx_arrow_tensor_strides(t);
  CHECK(s != NULL && s[0] == 48 && s[1] == 16 && s[2] == 4);
  CHECK(irx_arrow_tensor_shape(t) == irx_arrow_tensor_shape(t)); /* stable pointers */
  CHECK_STR_EQ(irx_arrow_last_error(), "");
  irx_arrow_tensor_release(t);

  /* Extents below 1 count as 1 in the default strides; no values needed. */
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 3, empty_shape, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, 1.0), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_size(t), 0);
  s = irx_arrow_tensor_strides(t);
  CHECK(s != NULL && s[0] == 24 && s[1] == 24 && s[2] == 8);
  {
    irx_buffer_view v;
    CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
    CHECK(v.data != NULL);
    CHECK_EQ_INT(v.flags & ALL_FLAGS_LAYOUT, IRX_BUFFER_FLAG_C_CONTIGUOUS);
    CHECK_EQ_INT(irx_buffer_view_validate(&v), 0);
  }
  irx_arrow_tensor_release(t);
}

static void test_append_kinds_narrow_like_c_casts(void) {
  int64_t three[1] = {3};
  irx_arrow_tensor_builder_handle* b = NULL;
  irx_arrow_tensor_handle* t = NULL;
  irx_buffer_view v;

  /* int8: append_int only; values wrap like (int8_t) casts. */
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT8, 1, three, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, 1), EINVAL);
  CHECK(strstr(irx_arrow_last_error(), "append_int") != NULL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, 1.0), EINVAL);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, 300), 0);
  CHECK_STR_EQ(irx_arrow_last_error(), ""); /* a success clears the last error */
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, -129), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, -5), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, 1), EINVAL); /* full */
  CHECK(strstr(irx_arrow_last_error(), "too many") != NULL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(((int8_t*)v.data)[0], (int8_t)300);
  CHECK_EQ_INT(((int8_t*)v.data)[1], (int8_t)-129);
  CHECK_EQ_INT(((int8_t*)v.data)[2], -5);
  CHECK_EQ_INT((intptr_t)v.dtype, IRX_BUFFER_DTYPE_INT8);
  irx_arrow_tensor_release(t);

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT16, 1, three, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, 70000), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, -2), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, INT64_MIN), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(((int16_t*)v.data)[0], (int16_t)70000);
  CHECK_EQ_INT(((int16_t*)v.data)[1], -2);
  CHECK_EQ_INT(((int16_t*)v.data)[2], 0);
  irx_arrow_tensor_release(t);

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 1, three, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, ((int64_t)1 << 32) + 5), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, INT32_MIN), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, -1), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(((int32_t*)v.data)[0], 5);
  CHECK_EQ_INT(((int32_t*)v.data)[1], INT32_MIN);
  CHECK_EQ_INT(((int32_t*)v.data)[2], -1);
  CHECK_EQ_INT((intptr_t)v.dtype, IRX_BUFFER_DTYPE_INT32);
  irx_arrow_tensor_release(t);

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT64, 1, three, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, INT64_MIN), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, INT64_MAX), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, 1), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, 7), 0);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK(((int64_t*)v.data)[0] == INT64_MIN && ((int64_t*)v.data)[1] == INT64_MAX);
  CHECK_EQ_INT(((int64_t*)v.data)[2], 7);
  irx_arrow_tensor_release(t);

  /* Unsigned: append_uint only. */
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_UINT8, 1, three, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, 1), EINVAL);
  CHECK(strstr(irx_arrow_last_error(), "append_uint") != NULL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, 1.0), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, 257), 0);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, 255), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, UINT64_MAX), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(((uint8_t*)v.data)[0], 1);
  CHECK_EQ_INT(((uint8_t*)v.data)[1], 255);
  CHECK_EQ_INT(((uint8_t*)v.data)[2], 255);
  CHECK_EQ_INT((intptr_t)v.dtype, IRX_BUFFER_DTYPE_UINT8);
  irx_arrow_tensor_release(t);

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_UINT16, 1, three, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, 70000), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, 65535), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, 3), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(((uint16_t*)v.data)[0], (uint16_t)70000);
  CHECK_EQ_INT(((uint16_t*)v.data)[1], 65535);
  CHECK_EQ_INT(((uint16_t*)v.data)[2], 3);
  irx_arrow_tensor_release(t);

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_UINT32, 1, three, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, ((uint64_t)1 << 32) + 9), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, UINT32_MAX), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, 0), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(((uint32_t*)v.data)[0], 9);
  CHECK(((uint32_t*)v.data)[1] == UINT32_MAX);
  irx_arrow_tensor_release(t);

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_UINT64, 1, three, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, UINT64_MAX), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, 1), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, 2), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK(((uint64_t*)v.data)[0] == UINT64_MAX);
  CHECK_EQ_INT((intptr_t)v.dtype, IRX_BUFFER_DTYPE_UINT64);
  irx_arrow_tensor_release(t);

  /* Floats: append_double only; float32 gets (float)value. */
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT32, 1, three, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, 1), EINVAL);
  CHECK(strstr(irx_arrow_last_error(), "append_double") != NULL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, 1), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, 0.1), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, -2.5), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, 1e300), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK(((float*)v.data)[0] == (float)0.1);
  CHECK(((float*)v.data)[1] == -2.5f);
  CHECK(((float*)v.data)[2] > 3.4e38f); /* +inf */
  CHECK_EQ_INT((intptr_t)v.dtype, IRX_BUFFER_DTYPE_FLOAT32);
  irx_arrow_tensor_release(t);

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 1, three, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, 0.1), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, -0.0), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, 1e300), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, 1.0), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK(((double*)v.data)[0] == 0.1 && ((double*)v.data)[2] == 1e300);
  CHECK_EQ_INT((intptr_t)v.dtype, IRX_BUFFER_DTYPE_FLOAT64);
  irx_arrow_tensor_release(t);
}

static void test_finish_needs_exactly_size_values(void) {
  int64_t shape[2] = {2, 2};
  irx_arrow_tensor_builder_handle* b = NULL;
  irx_arrow_tensor_handle* t = (irx_arrow_tensor_handle*)0x1;
  irx_buffer_view v;

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT64, 2, shape, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), EINVAL); /* 0 of 4 */
  CHECK(t == NULL);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, 10), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, 11), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, 12), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), EINVAL); /* 3 of 4 */
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, NULL), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(NULL, &t), EINVAL);
  /* Still usable after every failure. */
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, 13), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, NULL), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(((int64_t*)v.data)[0], 10);
  CHECK_EQ_INT(((int64_t*)v.data)[3], 13);
  irx_arrow_tensor_release(t);

  /* A builder that is never finished is released. */
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT64, 2, shape, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, 1), 0);
  irx_arrow_tensor_builder_release(b);
  irx_arrow_tensor_builder_release(NULL);
}

/* Every slot is written before finish, so the zeroing is not observable;
 * the alignment and the storage-order fill are. */
static void test_storage_is_aligned_and_filled_in_order(void) {
  int64_t shape[2] = {10, 100};
  int32_t ids[10] = {IRX_ARROW_TYPE_INT8,   IRX_ARROW_TYPE_INT16,  IRX_ARROW_TYPE_INT32,
                     IRX_ARROW_TYPE_INT64,  IRX_ARROW_TYPE_UINT8,  IRX_ARROW_TYPE_UINT16,
                     IRX_ARROW_TYPE_UINT32, IRX_ARROW_TYPE_UINT64, IRX_ARROW_TYPE_FLOAT32,
                     IRX_ARROW_TYPE_FLOAT64};
  int k;
  for (k = 0; k < 10; k++) {
    irx_arrow_tensor_builder_handle* b = NULL;
    irx_arrow_tensor_handle* t = NULL;
    irx_buffer_view v;
    int64_t i, width;
    int mismatches = 0;
    CHECK_EQ_INT(irx_arrow_tensor_builder_new(ids[k], 2, shape, NULL, &b), 0);
    for (i = 0; i < 1000; i++) {
      int rc = k < 4   ? irx_arrow_tensor_builder_append_int(b, i % 100)
               : k < 8 ? irx_arrow_tensor_builder_append_uint(b, (uint64_t)(i % 100))
                       : irx_arrow_tensor_builder_append_double(b, (double)(i % 100));
      CHECK_EQ_INT(rc, 0);
    }
    CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
    CHECK_EQ_INT(irx_arrow_tensor_type_id(t), ids[k]);
    CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
    CHECK_EQ_INT((uintptr_t)v.data % 64, 0);
    width = irx_buffer_dtype_size((intptr_t)v.dtype);
    CHECK_EQ_INT(irx_arrow_tensor_strides(t)[1], width);
    for (i = 0; i < 1000; i++) {
      const char* p = (const char*)v.data + i * width;
      double got = k == 8 ? *(const float*)p
                 : k == 9 ? *(const double*)p
                 : width == 1 ? *(const uint8_t*)p
                 : width == 2 ? *(const uint16_t*)p
                 : width == 4 ? *(const uint32_t*)p
                              : (double)*(const uint64_t*)p;
      mismatches += got != (double)(i % 100);
    }
    CHECK_EQ_INT(mismatches, 0);
    irx_arrow_tensor_release(t);
  }
}

static void test_borrowed_view_of_c_order(void) {
  int64_t shape[2] = {2, 3};
  irx_arrow_tensor_handle* t = build_f64(2, shape, NULL, 6);
  irx_buffer_view v;
  int64_t i, j;

  memset(&v, 0xab, sizeof(v));
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK(v.owner == NULL);
  CHECK_EQ_INT(v.ndim, 2);
  CHECK(v.shape == irx_arrow_tensor_shape(t));
  CHECK(v.strides == irx_arrow_tensor_strides(t));
  CHECK_EQ_INT(v.offset_bytes, 0);
  CHECK_EQ_INT(v.flags, IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_READONLY |
                            IRX_BUFFER_FLAG_C_CONTIGUOUS);
  CHECK_EQ_INT(irx_buffer_view_validate(&v), 0);
  CHECK_EQ_INT(irx_buffer_view_is_c_contiguous(&v), 1);
  for (i = 0; i < 2; i++)
    for (j = 0; j < 3; j++) {
      int64_t idx[2];
      idx[0] = i;
      idx[1] = j;
      CHECK(*(const double*)view_at(&v, idx) == (double)(i * 3 + j));
    }
  /* Releasing a borrowed view is a no-op on its NULL owner. */
  CHECK_EQ_INT(irx_buffer_view_release(&v), 0);
  irx_arrow_tensor_release(t);
}

static void test_fortran_order_reads_back_through_strides(void) {
  int64_t shape[2] = {2, 3};
  int64_t fstrides[2] = {8, 16}; /* column-major float64 */
  irx_arrow_tensor_handle* t = build_f64(2, shape, fstrides, 6);
  irx_buffer_view v;
  const int64_t* s = irx_arrow_tensor_strides(t);
  int64_t i, j;

  CHECK(s != NULL && s[0] == 8 && s[1] == 16);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(v.flags & ALL_FLAGS_LAYOUT, IRX_BUFFER_FLAG_F_CONTIGUOUS);
  CHECK_EQ_INT(irx_buffer_view_validate(&v), 0);
  /* The n-th appended value sits at byte 8n: element (i, j) = i + 2j. */
  for (i = 0; i < 2; i++)
    for (j = 0; j < 3; j++) {
      int64_t idx[2];
      idx[0] = i;
      idx[1] = j;
      CHECK(*(const double*)view_at(&v, idx) == (double)(i + 2 * j));
    }
  irx_arrow_tensor_release(t);
}

static void test_transposed_and_broadcast_strides(void) {
  /* A 3x2 int16 transpose of 2x3 row-major storage. */
  int64_t shape[2] = {3, 2};
  int64_t tstrides[2] = {2, 6};
  int64_t bshape[2] = {4, 2};
  int64_t bstrides[2] = {0, 2}; /* each row repeats the first two elements */
  irx_arrow_tensor_builder_handle* b = NULL;
  irx_arrow_tensor_handle* t = NULL;
  irx_buffer_view v;
  int64_t i, j;

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT16, 2, shape, tstrides, &b), 0);
  for (i = 0; i < 6; i++) CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, 100 + i), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  /* The transpose of row-major storage is column-major. */
  CHECK_EQ_INT(v.flags & ALL_FLAGS_LAYOUT, IRX_BUFFER_FLAG_F_CONTIGUOUS);
  CHECK_EQ_INT(irx_buffer_view_is_c_contiguous(&v), 0);
  CHECK_EQ_INT(irx_buffer_view_is_f_contiguous(&v), 1);
  for (i = 0; i < 3; i++)
    for (j = 0; j < 2; j++) {
      int64_t idx[2];
      idx[0] = i;
      idx[1] = j;
      /* storage is row-major 2x3: element (i, j) of the transpose is [j][i]. */
      CHECK_EQ_INT(*(const int16_t*)view_at(&v, idx), 100 + j * 3 + i);
    }
  irx_arrow_tensor_release(t);

  /* 2x3x4 int32 over 3x2x4 row-major storage (axes 0 and 1 swapped):
   * neither C nor F contiguous. */
  {
    int64_t pshape[3] = {2, 3, 4};
    int64_t pstrides[3] = {16, 32, 4};
    int64_t k;
    CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 3, pshape, pstrides, &b), 0);
    for (i = 0; i < 24; i++) CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, i), 0);
    CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
    CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
    CHECK_EQ_INT(v.flags & ALL_FLAGS_LAYOUT, 0);
    CHECK_EQ_INT(irx_buffer_view_is_c_contiguous(&v), 0);
    CHECK_EQ_INT(irx_buffer_view_is_f_contiguous(&v), 0);
    CHECK_EQ_INT(irx_buffer_view_validate(&v), 0);
    for (i = 0; i < 2; i++)
      for (j = 0; j < 3; j++)
        for (k = 0; k < 4; k++) {
          int64_t idx[3];
          idx[0] = i;
          idx[1] = j;
          idx[2] = k;
          CHECK_EQ_INT(*(const int32_t*)view_at(&v, idx), j * 8 + i * 4 + k);
        }
    irx_arrow_tensor_release(t);
  }

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT16, 2, bshape, bstrides, &b), 0);
  for (i = 0; i < 8; i++) CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, i + 1), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(v.flags & ALL_FLAGS_LAYOUT, 0);
  for (i = 0; i < 4; i++)
    for (j = 0; j < 2; j++) {
      int64_t idx[2];
      idx[0] = i;
      idx[1] = j;
      CHECK_EQ_INT(*(const int16_t*)view_at(&v, idx), j + 1);
    }
  irx_arrow_tensor_release(t);
}

static void test_one_dimensional_is_both_contiguous(void) {
  int64_t shape[1] = {5};
  irx_arrow_tensor_handle* t = build_f64(1, shape, NULL, 5);
  irx_buffer_view v;
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(v.flags & ALL_FLAGS_LAYOUT, ALL_FLAGS_LAYOUT);
  irx_arrow_tensor_release(t);
}

static void test_zero_d_tensor(void) {
  int64_t unused = 42;
  irx_arrow_tensor_builder_handle* b = NULL;
  irx_arrow_tensor_handle* t = NULL;
  irx_buffer_view v;

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 0, NULL, NULL, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), EINVAL); /* needs 1 value */
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, 6.25), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, 7.0), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_ndim(t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_size(t), 1);
  CHECK(irx_arrow_tensor_shape(t) == NULL);
  CHECK(irx_arrow_tensor_strides(t) == NULL);
  CHECK_STR_EQ(irx_arrow_last_error(), ""); /* NULL here is not an error */
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(v.ndim, 0);
  CHECK(v.shape == NULL && v.strides == NULL);
  CHECK_EQ_INT(v.flags, IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_READONLY | ALL_FLAGS_LAYOUT);
  CHECK(*(const double*)v.data == 6.25);
  CHECK_EQ_INT(irx_buffer_view_validate(&v), 0);
  irx_arrow_tensor_release(t);

  /* ndim 0 ignores the shape and strides pointers. */
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_UINT32, 0, &unused, &unused, &b), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, 5), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(*(const uint32_t*)v.data, 5);
  irx_arrow_tensor_release(t);
}

static void test_null_handles(void) {
  irx_buffer_view v;
  memset(&v, 0xab, sizeof(v));
  CHECK_EQ_INT(irx_arrow_tensor_type_id(NULL), IRX_ARROW_TYPE_UNKNOWN);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK_EQ_INT(irx_arrow_tensor_ndim(NULL), -1);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK_EQ_INT(irx_arrow_tensor_size(NULL), -1);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK(irx_arrow_tensor_shape(NULL) == NULL);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK(irx_arrow_tensor_strides(NULL) == NULL);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(NULL, &v), EINVAL);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK(v.data == NULL && v.owner == NULL && v.shape == NULL && v.flags == 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(NULL, 1), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(NULL, 1), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(NULL, 1.0), EINVAL);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK_EQ_INT(irx_arrow_tensor_retain(NULL), 0);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
  irx_arrow_tensor_release(NULL);
  irx_arrow_tensor_builder_release(NULL);
  {
    int64_t shape[1] = {1};
    irx_arrow_tensor_handle* t = build_f64(1, shape, NULL, 1);
    CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, NULL), EINVAL);
    CHECK_MESSAGE(irx_arrow_last_error());
    irx_arrow_tensor_release(t);
  }
}

static void test_retain_release_counts(void) {
  int64_t shape[1] = {4};
  irx_arrow_tensor_handle* t = build_f64(1, shape, NULL, 4);
  const int64_t* s = irx_arrow_tensor_shape(t);
  CHECK_EQ_INT(irx_arrow_tensor_retain(t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_retain(t), 0);
  irx_arrow_tensor_release(t);
  irx_arrow_tensor_release(t);
  /* One reference left: still alive, pointers unchanged (valgrind checks). */
  CHECK_EQ_INT(irx_arrow_tensor_size(t), 4);
  CHECK(irx_arrow_tensor_shape(t) == s && s[0] == 4);
  irx_arrow_tensor_release(t);
}

int main(void) {
  RUN(test_builder_new_rejects_bad_input);
  RUN(test_default_strides_and_getters);
  RUN(test_append_kinds_narrow_like_c_casts);
  RUN(test_finish_needs_exactly_size_values);
  RUN(test_storage_is_aligned_and_filled_in_order);
  RUN(test_borrowed_view_of_c_order);
  RUN(test_fortran_order_reads_back_through_strides);
  RUN(test_transposed_and_broadcast_strides);
  RUN(test_one_dimensional_is_both_contiguous);
  RUN(test_zero_d_tensor);
  RUN(test_null_handles);
  RUN(test_retain_release_counts);
  return check_exit();
}
