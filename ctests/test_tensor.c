/* Tensors (ABI.md §2): builder, getters, borrowed views, reference counts. */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "irx_arrow_runtime.h"
#include "irx_buffer_runtime.h"
#include "check.h"
#include "array_util.h"
#include "tensor_util.h"

/* The ENOMEM case asks for 1 PiB: under ASan (make check SANITIZE=1) the
 * allocator must say no, as malloc does, instead of aborting the test. */
const char* __asan_default_options(void);
const char* __asan_default_options(void) { return "allocator_may_return_null=1"; }


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
  int32_t bad_ids[4] = {IRX_ARROW_TYPE_UNKNOWN, -1, IRX_ARROW_TYPE_BOOL + 1, 1000};
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
    CHECK_EQ_INT(v.flags & CONTIGUITY_FLAGS, IRX_BUFFER_FLAG_C_CONTIGUOUS);
    CHECK_EQ_INT(irx_buffer_view_validate(&v), 0);
  }
  irx_arrow_tensor_release(t);
}

/* Three values appended to a 1-D tensor of `id` with the append of its
 * kind, and what the storage holds afterwards. Integers travel in `in` and
 * `out` (unsigned ones as their bits), floats in `fin` and `fout`. */
typedef struct narrowing {
  int32_t id;
  int64_t in[3], out[3];
  double fin[3], fout[3];
} narrowing;

static const narrowing NARROWINGS[] = {
    /* int8: wraps like (int8_t) casts */
    {IRX_ARROW_TYPE_INT8, {300, -129, -5}, {(int8_t)300, (int8_t)-129, -5}, {0}, {0}},
    {IRX_ARROW_TYPE_INT16, {70000, -2, INT64_MIN}, {(int16_t)70000, -2, 0}, {0}, {0}},
    {IRX_ARROW_TYPE_INT32, {((int64_t)1 << 32) + 5, INT32_MIN, -1}, {5, INT32_MIN, -1}, {0}, {0}},
    {IRX_ARROW_TYPE_INT64, {INT64_MIN, INT64_MAX, 7}, {INT64_MIN, INT64_MAX, 7}, {0}, {0}},
    {IRX_ARROW_TYPE_UINT8, {257, 255, (int64_t)UINT64_MAX}, {1, 255, 255}, {0}, {0}},
    {IRX_ARROW_TYPE_UINT16, {70000, 65535, 3}, {(uint16_t)70000, 65535, 3}, {0}, {0}},
    {IRX_ARROW_TYPE_UINT32, {((int64_t)1 << 32) + 9, UINT32_MAX, 0}, {9, UINT32_MAX, 0}, {0}, {0}},
    {IRX_ARROW_TYPE_UINT64, {(int64_t)UINT64_MAX, 1, 2}, {(int64_t)UINT64_MAX, 1, 2}, {0}, {0}},
    /* float32 gets (float)value: 1e300 becomes +inf */
    {IRX_ARROW_TYPE_FLOAT32, {0}, {0}, {0.1, -2.5, 1e300}, {(float)0.1, -2.5, HUGE_VAL}},
    {IRX_ARROW_TYPE_FLOAT64, {0}, {0}, {0.1, -0.0, 1e300}, {0.1, -0.0, 1e300}},
};

/* The append of t's kind, with the row's i-th value. */
static int append_row_value(const tinfo* t, irx_arrow_tensor_builder_handle* b, const narrowing* row, int i) {
  switch (t->kind) {
    case KIND_UNSIGNED: return irx_arrow_tensor_builder_append_uint(b, (uint64_t)row->in[i]);
    case KIND_FLOAT: return irx_arrow_tensor_builder_append_double(b, row->fin[i]);
    default: return irx_arrow_tensor_builder_append_int(b, row->in[i]);
  }
}

/* The appends of the two other kinds are refused, in 1.25's words (the
 * element type the called append expects), and take no slot. */
static void other_kinds_refused(const tinfo* t, irx_arrow_tensor_builder_handle* b) {
  if (t->kind != KIND_SIGNED) {
    CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(b, 1), EINVAL);
    CHECK(strstr(irx_arrow_last_error(), "expected a signed integer element type") != NULL);
  }
  if (t->kind != KIND_UNSIGNED) {
    CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(b, 1), EINVAL);
    CHECK(strstr(irx_arrow_last_error(), "expected an unsigned integer element type") != NULL);
  }
  if (t->kind != KIND_FLOAT) {
    CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, 1.0), EINVAL);
    CHECK(strstr(irx_arrow_last_error(), "expected a floating element type") != NULL);
  }
}

/* Element i of the storage equals the row's expected value, bit for bit
 * at the element's width. */
static int holds(const tinfo* t, const irx_buffer_view* v, const narrowing* row, int i) {
  const char* p = (const char*)v->data + i * t->width;
  int64_t widened = 0;
  if (t->kind == KIND_FLOAT) {
    return t->width == 4 ? *(const float*)p == (float)row->fout[i] : *(const double*)p == row->fout[i];
  }
  switch (t->width) {
    case 1: widened = t->kind == KIND_SIGNED ? *(const int8_t*)p : *(const uint8_t*)p; break;
    case 2: widened = t->kind == KIND_SIGNED ? *(const int16_t*)p : *(const uint16_t*)p; break;
    case 4: widened = t->kind == KIND_SIGNED ? *(const int32_t*)p : (int64_t)*(const uint32_t*)p; break;
    default: memcpy(&widened, p, sizeof widened); break;
  }
  return widened == row->out[i];
}

static void test_append_kinds_narrow_like_c_casts(void) {
  const int64_t three[1] = {3};
  size_t r;
  for (r = 0; r < sizeof NARROWINGS / sizeof NARROWINGS[0]; r++) {
    const narrowing* row = &NARROWINGS[r];
    const tinfo* t = type_info(row->id);
    irx_arrow_tensor_builder_handle* b = NULL;
    irx_arrow_tensor_handle* tensor = NULL;
    irx_buffer_view v;
    int i;
    CHECK_EQ_INT(irx_arrow_tensor_builder_new(row->id, 1, three, NULL, &b), 0);
    other_kinds_refused(t, b);
    CHECK_EQ_INT(append_row_value(t, b, row, 0), 0);
    CHECK_STR_EQ(irx_arrow_last_error(), ""); /* a success clears the last error */
    CHECK_EQ_INT(append_row_value(t, b, row, 1), 0);
    other_kinds_refused(t, b);
    CHECK_EQ_INT(append_row_value(t, b, row, 2), 0);
    CHECK_STR_EQ(irx_arrow_last_error(), "");
    CHECK_EQ_INT(append_row_value(t, b, row, 0), EINVAL); /* full */
    CHECK(strstr(irx_arrow_last_error(), "too many") != NULL);
    CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &tensor), 0);
    CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(tensor, &v), 0);
    CHECK_EQ_INT((intptr_t)v.dtype, t->dtype);
    for (i = 0; i < 3; i++) {
      if (!holds(t, &v, row, i)) {
        printf("#   %s: element %d of type id %d is not what the cast gives\n", __FILE__, i, (int)row->id);
        check_case_failures++;
      }
    }
    irx_arrow_tensor_release(tensor);
  }
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
  int k;
  for (k = 0; k < N_TYPES; k++) {
    int32_t id = TYPES[k].id;
    irx_arrow_tensor_builder_handle* b = NULL;
    irx_arrow_tensor_handle* t = NULL;
    irx_buffer_view v;
    int64_t i, width;
    int mismatches = 0;
    if (TYPES[k].kind == KIND_BOOL) continue; /* tensors refuse bit-packed bool */
    CHECK_EQ_INT(irx_arrow_tensor_builder_new(id, 2, shape, NULL, &b), 0);
    for (i = 0; i < 1000; i++) CHECK_EQ_INT(tensor_append(b, id, i % 100), 0);
    CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
    CHECK_EQ_INT(irx_arrow_tensor_type_id(t), id);
    CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
    CHECK_EQ_INT((uintptr_t)v.data % 64, 0);
    width = irx_buffer_dtype_size((intptr_t)v.dtype);
    CHECK_EQ_INT(irx_arrow_tensor_strides(t)[1], width);
    for (i = 0; i < 1000; i++) mismatches += tensor_read((const char*)v.data + i * width, id) != (double)(i % 100);
    CHECK_EQ_INT(mismatches, 0);
    irx_arrow_tensor_release(t);
  }
}

static void test_borrowed_view_of_c_order(void) {
  int64_t shape[2] = {2, 3};
  irx_arrow_tensor_handle* t = iota_f64(2, shape, NULL);
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
    for (j = 0; j < 3; j++) CHECK(*(const double*)view_at2(&v, i, j) == (double)(i * 3 + j));
  /* Releasing a borrowed view is a no-op on its NULL owner. */
  CHECK_EQ_INT(irx_buffer_view_release(&v), 0);
  irx_arrow_tensor_release(t);
}

static void test_fortran_order_reads_back_through_strides(void) {
  int64_t shape[2] = {2, 3};
  int64_t fstrides[2] = {8, 16}; /* column-major float64 */
  irx_arrow_tensor_handle* t = iota_f64(2, shape, fstrides);
  irx_buffer_view v;
  const int64_t* s = irx_arrow_tensor_strides(t);
  int64_t i, j;

  CHECK(s != NULL && s[0] == 8 && s[1] == 16);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(v.flags & CONTIGUITY_FLAGS, IRX_BUFFER_FLAG_F_CONTIGUOUS);
  CHECK_EQ_INT(irx_buffer_view_validate(&v), 0);
  /* The n-th appended value sits at byte 8n: element (i, j) = i + 2j. */
  for (i = 0; i < 2; i++)
    for (j = 0; j < 3; j++) CHECK(*(const double*)view_at2(&v, i, j) == (double)(i + 2 * j));
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
  CHECK_EQ_INT(v.flags & CONTIGUITY_FLAGS, IRX_BUFFER_FLAG_F_CONTIGUOUS);
  CHECK_EQ_INT(irx_buffer_view_is_c_contiguous(&v), 0);
  CHECK_EQ_INT(irx_buffer_view_is_f_contiguous(&v), 1);
  for (i = 0; i < 3; i++)
    for (j = 0; j < 2; j++) {
      /* storage is row-major 2x3: element (i, j) of the transpose is [j][i]. */
      CHECK_EQ_INT(*(const int16_t*)view_at2(&v, i, j), 100 + j * 3 + i);
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
    CHECK_EQ_INT(v.flags & CONTIGUITY_FLAGS, 0);
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
  CHECK_EQ_INT(v.flags & CONTIGUITY_FLAGS, 0);
  for (i = 0; i < 4; i++)
    for (j = 0; j < 2; j++) CHECK_EQ_INT(*(const int16_t*)view_at2(&v, i, j), j + 1);
  irx_arrow_tensor_release(t);
}

static void test_one_dimensional_is_both_contiguous(void) {
  int64_t shape[1] = {5};
  irx_arrow_tensor_handle* t = iota_f64(1, shape, NULL);
  irx_buffer_view v;
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(v.flags & CONTIGUITY_FLAGS, CONTIGUITY_FLAGS);
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
  CHECK_EQ_INT(v.flags, IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_READONLY | CONTIGUITY_FLAGS);
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
    irx_arrow_tensor_handle* t = iota_f64(1, shape, NULL);
    CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, NULL), EINVAL);
    CHECK_MESSAGE(irx_arrow_last_error());
    irx_arrow_tensor_release(t);
  }
}

static void test_retain_release_counts(void) {
  int64_t shape[1] = {4};
  irx_arrow_tensor_handle* t = iota_f64(1, shape, NULL);
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
