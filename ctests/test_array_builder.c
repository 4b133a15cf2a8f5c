/*
 * Array builders, array getters, element access, validity bitmaps, buffer
 * views, schema handles: every type, every NULL argument, through the
 * public header.
 */
#include <float.h>
#include <math.h>
#include <stdint.h>

#include "check.h"
#include "array_util.h"

/* test_reserve asks for an impossible allocation to see ENOMEM; under
 * SANITIZE=1, ASan must return NULL for it instead of aborting. Harmless in
 * other builds (nothing calls it). */
const char* __asan_default_options(void);
const char* __asan_default_options(void) { return "allocator_may_return_null=1"; }

static irx_arrow_array_handle* build(const tinfo* t, int64_t n, int with_nulls) {
  return build_array(t, n, with_nulls ? 3 : 0, 1);
}

/* The arrays below hold pattern(i), null where i % 3 == 1 when they have
 * nulls (build(t, n, 1), for_each_type_array(n, 3, 1, ...)). */
static void builds_and_reads_back(const tinfo* t, irx_arrow_array_handle* a) {
  int64_t i;
  CHECK_EQ_INT(irx_arrow_array_length(a), 20);
  CHECK_EQ_INT(irx_arrow_array_offset(a), 0);
  CHECK_EQ_INT(irx_arrow_array_null_count(a), 7);
  CHECK_EQ_INT(irx_arrow_array_type_id(a), t->id);
  CHECK_EQ_INT(irx_arrow_array_is_nullable(a), 1);
  CHECK_EQ_INT(irx_arrow_array_has_validity_bitmap(a), 1);
  CHECK_EQ_INT(irx_arrow_array_can_borrow_buffer_view(a), t->width > 0);
  for (i = 0; i < 20; i++) {
    CHECK_EQ_INT(irx_arrow_array_is_valid(a, i), i % 3 != 1);
    if (i % 3 != 1) CHECK(value_is(t, a, i, pattern(i)));
  }
  CHECK_STR_EQ(irx_arrow_last_error(), "");
  irx_arrow_array_release(a);
}

static void test_every_type_builds_and_reads_back(void) { for_each_type_array(20, 3, 1, builds_and_reads_back); }

static void long_build_reads_back(const tinfo* t, irx_arrow_array_handle* a) {
  int64_t i, bad = 0;
  CHECK_EQ_INT(irx_arrow_array_length(a), 5000);
  CHECK_EQ_INT(irx_arrow_array_null_count(a), 1667);
  for (i = 0; i < 5000; i++) {
    if (irx_arrow_array_is_valid(a, i) != (i % 3 != 1)) bad++;
    else if (i % 3 != 1 && !value_is(t, a, i, pattern(i))) bad++;
  }
  CHECK_EQ_INT(bad, 0);
  irx_arrow_array_release(a);
}

/* Crosses many growth steps of both the values and the bitmap, with the
 * per-element fast path and the growing slow path interleaved. */
static void test_long_interleaved_build_every_type(void) { for_each_type_array(5000, 3, 1, long_build_reads_back); }

static void has_no_bitmap(const tinfo* t, irx_arrow_array_handle* a) {
  const void* data = (const void*)&data;
  int64_t off = -5, len = -5;
  (void)t;
  CHECK_EQ_INT(irx_arrow_array_null_count(a), 0);
  CHECK_EQ_INT(irx_arrow_array_has_validity_bitmap(a), 0);
  CHECK_EQ_INT(irx_arrow_array_validity_bitmap(a, &data, &off, &len), 0);
  CHECK(data == NULL);
  CHECK_EQ_INT(off, 0);
  CHECK_EQ_INT(len, 9);
  irx_arrow_array_release(a);
}

static void test_no_nulls_means_no_bitmap(void) { for_each_type_array(9, 0, 0, has_no_bitmap); }

static void is_empty(const tinfo* t, irx_arrow_array_handle* a) {
  irx_buffer_view view;
  CHECK_EQ_INT(irx_arrow_array_length(a), 0);
  CHECK_EQ_INT(irx_arrow_array_null_count(a), 0);
  CHECK_EQ_INT(irx_arrow_array_is_valid(a, 0), -1);
  if (t->width > 0) {
    CHECK_EQ_INT(irx_arrow_array_borrow_buffer_view(a, &view), 0);
    CHECK_EQ_INT(view.shape[0], 0);
  }
  irx_arrow_array_release(a);
}

static void test_empty_builder_finishes_empty_array(void) { for_each_type_array(0, 0, 0, is_empty); }

static void test_validity_bitmap_is_lsb_first(void) {
  irx_arrow_array_handle* a = build(type_info(IRX_ARROW_TYPE_INT32), 20, 1);
  const void* data = NULL;
  int64_t off = -1, len = -1, i;
  CHECK_EQ_INT(irx_arrow_array_validity_bitmap(a, &data, &off, &len), 0);
  CHECK(data != NULL);
  CHECK_EQ_INT(off, 0);
  CHECK_EQ_INT(len, 20);
  if (data != NULL) {
    for (i = 0; i < 20; i++) CHECK_EQ_INT(get_bit((const uint8_t*)data, i), i % 3 != 1);
  }
  irx_arrow_array_release(a);
}

static void test_buffer_view_of_every_fixed_width_type(void) {
  int k;
  for (k = 0; k < N_TYPES; k++) {
    const tinfo* t = &TYPES[k];
    irx_arrow_array_handle* a = build(t, 12, k % 2);
    irx_buffer_view view;
    int rc = irx_arrow_array_borrow_buffer_view(a, &view);
    if (t->width == 0) {
      CHECK_EQ_INT(rc, EINVAL);
      CHECK_ERROR_HAS("bool");
      CHECK(view.data == NULL && view.shape == NULL && view.flags == 0);
    } else {
      int64_t i;
      CHECK_EQ_INT(rc, 0);
      CHECK(view.data != NULL);
      CHECK(view.owner == NULL);
      CHECK_EQ_INT((intptr_t)view.dtype, t->dtype);
      CHECK_EQ_INT(view.ndim, 1);
      CHECK_EQ_INT(view.shape[0], 12);
      CHECK_EQ_INT(view.strides[0], t->width);
      CHECK_EQ_INT(view.offset_bytes, 0);
      CHECK_EQ_INT(view.flags, IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_READONLY |
                                   IRX_BUFFER_FLAG_C_CONTIGUOUS |
                                   (k % 2 ? IRX_BUFFER_FLAG_VALIDITY_BITMAP : 0));
      CHECK_EQ_INT(irx_buffer_view_validate(&view), 0);
      for (i = 0; i < 12; i++) {
        int64_t expect[1];
        if (k % 2 && i % 3 == 1) continue;
        put(t, expect, 0, pattern(i));
        CHECK(memcmp((const char*)view.data + view.offset_bytes + i * t->width, expect,
                     (size_t)t->width) == 0);
      }
    }
    irx_arrow_array_release(a);
  }
}

static void test_view_shape_lives_with_the_handle(void) {
  irx_arrow_array_handle* a = build(type_info(IRX_ARROW_TYPE_INT64), 5, 0);
  irx_buffer_view v1, v2;
  CHECK_EQ_INT(irx_arrow_array_borrow_buffer_view(a, &v1), 0);
  CHECK_EQ_INT(irx_arrow_array_borrow_buffer_view(a, &v2), 0);
  /* Both views point at the handle's own arrays, not per-call storage. */
  CHECK(v1.shape == v2.shape && v1.strides == v2.strides);
  CHECK_EQ_INT(irx_arrow_array_retain(a), 0);
  irx_arrow_array_release(a);
  CHECK_EQ_INT(v1.shape[0], 5);
  CHECK_EQ_INT(v1.strides[0], 8);
  irx_arrow_array_release(a);
}

static void test_narrowing_is_a_c_cast(void) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  int64_t s = 0;
  uint64_t u = 0;
  double d = 0;

  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT8, &b), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, 300), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, -129), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int32(b, 255), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_value_int(a, 0, &s), 0);
  CHECK_EQ_INT(s, (int8_t)300);
  CHECK_EQ_INT(irx_arrow_array_value_int(a, 1, &s), 0);
  CHECK_EQ_INT(s, 127);
  CHECK_EQ_INT(irx_arrow_array_value_int(a, 2, &s), 0);
  CHECK_EQ_INT(s, -1);
  irx_arrow_array_release(a);

  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_UINT16, &b), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_uint(b, 65536 + 7), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_uint(b, UINT64_MAX), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_value_uint(a, 0, &u), 0);
  CHECK_EQ_INT(u, 7);
  CHECK_EQ_INT(irx_arrow_array_value_uint(a, 1, &u), 0);
  CHECK_EQ_INT(u, 65535);
  irx_arrow_array_release(a);

  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_FLOAT32, &b), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_double(b, 0.1), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_double(b, 1e300), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_value_double(a, 0, &d), 0);
  CHECK(d == (double)(float)0.1);
  CHECK_EQ_INT(irx_arrow_array_value_double(a, 1, &d), 0);
  CHECK(isinf(d));
  irx_arrow_array_release(a);

  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_BOOL, &b), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, 2), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, 0), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int32(b, -1), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_value_int(a, 0, &s), 0);
  CHECK_EQ_INT(s, 1);
  CHECK_EQ_INT(irx_arrow_array_value_int(a, 1, &s), 0);
  CHECK_EQ_INT(s, 0);
  CHECK_EQ_INT(irx_arrow_array_value_int(a, 2, &s), 0);
  CHECK_EQ_INT(s, 1);
  irx_arrow_array_release(a);
}

static void wrong_append_kind_is_einval(const tinfo* t) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  int si = irx_arrow_array_builder_new(t->id, &b);
  int rc_int, rc_uint, rc_double, rc_int32;
  CHECK_EQ_INT(si, 0);
  rc_int = irx_arrow_array_builder_append_int(b, 1);
  rc_int32 = irx_arrow_array_builder_append_int32(b, 1);
  rc_uint = irx_arrow_array_builder_append_uint(b, 1);
  if (rc_uint) CHECK_ERROR_HAS("append_uint");
  rc_double = irx_arrow_array_builder_append_double(b, 1);
  if (rc_double) CHECK_ERROR_HAS("append_double");
  CHECK_EQ_INT(rc_int, (t->kind == KIND_SIGNED || t->kind == KIND_BOOL) ? 0 : EINVAL);
  CHECK_EQ_INT(rc_int32, rc_int);
  CHECK_EQ_INT(rc_uint, t->kind == KIND_UNSIGNED ? 0 : EINVAL);
  CHECK_EQ_INT(rc_double, t->kind == KIND_FLOAT ? 0 : EINVAL);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_length(a), t->kind == KIND_SIGNED || t->kind == KIND_BOOL ? 2 : 1);
  irx_arrow_array_release(a);
}

static void test_wrong_append_kind_is_einval_and_changes_nothing(void) { for_each_type(wrong_append_kind_is_einval); }

static void test_append_null_counts(void) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_FLOAT64, &b), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_null(b, -1), EINVAL);
  CHECK_ERROR_HAS("negative");
  CHECK_EQ_INT(irx_arrow_array_builder_append_null(b, 0), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_double(b, 1.0), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_null(b, 100), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_double(b, 2.0), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_length(a), 102);
  CHECK_EQ_INT(irx_arrow_array_null_count(a), 100);
  CHECK_EQ_INT(irx_arrow_array_is_valid(a, 0), 1);
  CHECK_EQ_INT(irx_arrow_array_is_valid(a, 50), 0);
  CHECK_EQ_INT(irx_arrow_array_is_valid(a, 101), 1);
  irx_arrow_array_release(a);
}

static void test_failed_finish_leaves_builder_with_caller(void) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  int32_t v = 0;
  CHECK_EQ_INT(irx_arrow_array_builder_int32_new(&b), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int32(b, 41), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, NULL), EINVAL);
  CHECK_ERROR_HAS("out");
  /* still usable */
  CHECK_EQ_INT(irx_arrow_array_builder_append_int32(b, 42), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_type_id(a), IRX_ARROW_TYPE_INT32);
  CHECK_EQ_INT(irx_arrow_array_length(a), 2);
  {
    int64_t s = 0;
    CHECK_EQ_INT(irx_arrow_array_value_int(a, 1, &s), 0);
    v = (int32_t)s;
  }
  CHECK_EQ_INT(v, 42);
  irx_arrow_array_release(a);
  /* an unfinished builder is freed with release */
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_UINT8, &b), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_uint(b, 1), 0);
  irx_arrow_array_builder_release(b);
  irx_arrow_array_builder_release(NULL);
}

static void test_builder_new_rejects_bad_type_ids(void) {
  static const int32_t bad[] = {IRX_ARROW_TYPE_UNKNOWN, IRX_ARROW_TYPE_BOOL + 1, -1, 1000};
  size_t i;
  for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
    irx_arrow_array_builder_handle* b = (irx_arrow_array_builder_handle*)&b;
    CHECK_EQ_INT(irx_arrow_array_builder_new(bad[i], &b), EINVAL);
    CHECK(b == NULL);
    CHECK_ERROR_HAS("type id");
  }
}

static void test_null_pointers_everywhere_in_builders(void) {
  irx_arrow_array_builder_handle* b = NULL;
  int32_t raw[2] = {1, 2};
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT32, NULL), EINVAL);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK_EQ_INT(irx_arrow_array_builder_int32_new(NULL), EINVAL);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK_FAILS_WITH(irx_arrow_array_builder_append_null(NULL, 1), EINVAL, "builder");
  CHECK_FAILS_WITH(irx_arrow_array_builder_append_int(NULL, 1), EINVAL, "builder");
  CHECK_FAILS_WITH(irx_arrow_array_builder_append_uint(NULL, 1), EINVAL, "builder");
  CHECK_FAILS_WITH(irx_arrow_array_builder_append_double(NULL, 1), EINVAL, "builder");
  CHECK_FAILS_WITH(irx_arrow_array_builder_append_int32(NULL, 1), EINVAL, "builder");
  CHECK_FAILS_WITH(irx_arrow_array_builder_reserve(NULL, 1), EINVAL, "builder");
  CHECK_FAILS_WITH(irx_arrow_array_builder_append_values(NULL, raw, NULL, 2), EINVAL, "builder");
  {
    irx_arrow_array_handle* a = (irx_arrow_array_handle*)&b;
    CHECK_EQ_INT(irx_arrow_array_builder_finish(NULL, &a), EINVAL);
    CHECK(a == NULL);
    CHECK_ERROR_HAS("builder");
  }
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT32, &b), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_values(b, NULL, NULL, 2), EINVAL);
  CHECK_ERROR_HAS("values");
  CHECK_EQ_INT(irx_arrow_array_builder_append_values(b, NULL, NULL, 0), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_values(b, raw, NULL, -1), EINVAL);
  CHECK_ERROR_HAS("negative");
  irx_arrow_array_builder_release(b);
}

static void test_reserve(void) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  int64_t i;
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_reserve(b, -1), EINVAL);
  CHECK_ERROR_HAS("negative");
  CHECK_EQ_INT(irx_arrow_array_builder_reserve(b, INT64_MAX), EOVERFLOW);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK_EQ_INT(irx_arrow_array_builder_reserve(b, INT64_MAX / 16), ENOMEM);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK_EQ_INT(irx_arrow_array_builder_reserve(b, 1000), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_reserve(b, 0), 0);
  for (i = 0; i < 1000; i++) CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, i), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_length(a), 1000);
  CHECK(value_is(type_info(IRX_ARROW_TYPE_INT64), a, 999, 999));
  irx_arrow_array_release(a);
}

static void appends_values(const tinfo* t) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  int64_t raw[40];
  uint8_t bools[40];
  uint8_t validity[5];
  int64_t i;
  memset(validity, 0, sizeof(validity));
  for (i = 0; i < 37; i++) {
    if (t->width) put(t, raw, i, pattern(i));
    bools[i] = (uint8_t)((pattern(i) & 1) * 5);
    set_bit(validity, i, i % 5 != 2);
  }
  CHECK_EQ_INT(irx_arrow_array_builder_new(t->id, &b), 0);
  /* one valid element first: the bitmap appears only with the bulk nulls */
  CHECK_EQ_INT(append(t, b, 11), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_values(b, t->width ? (const void*)raw : bools, validity, 37), 0);
  /* then bulk with no bitmap, and a null */
  CHECK_EQ_INT(irx_arrow_array_builder_append_values(b, t->width ? (const void*)raw : bools, NULL, 3), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_null(b, 1), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_length(a), 42);
  CHECK_EQ_INT(irx_arrow_array_null_count(a), 8);
  CHECK(value_is(t, a, 0, 11));
  for (i = 0; i < 37; i++) {
    CHECK_EQ_INT(irx_arrow_array_is_valid(a, 1 + i), i % 5 != 2);
    if (i % 5 != 2) CHECK(value_is(t, a, 1 + i, pattern(i)));
  }
  for (i = 0; i < 3; i++) CHECK(value_is(t, a, 38 + i, pattern(i)));
  CHECK_EQ_INT(irx_arrow_array_is_valid(a, 41), 0);
  irx_arrow_array_release(a);
}

static void test_append_values_every_type(void) { for_each_type(appends_values); }

static void test_append_values_all_valid_bitmap_stays_absent(void) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  int16_t raw[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  uint8_t validity[2] = {0xFF, 0x01};
  /* An unaligned source is fine: the copy is bytewise. */
  unsigned char unaligned[1 + sizeof(raw)];
  memcpy(unaligned + 1, raw, sizeof(raw));
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT16, &b), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_values(b, unaligned + 1, validity, 9), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_has_validity_bitmap(a), 0);
  CHECK(value_is(type_info(IRX_ARROW_TYPE_INT16), a, 8, 9));
  irx_arrow_array_release(a);
}

static void test_getters_on_null_handles(void) {
  CHECK_FAILS_WITH(irx_arrow_array_length(NULL), -1, "array");
  CHECK_FAILS_WITH(irx_arrow_array_offset(NULL), -1, "array");
  CHECK_FAILS_WITH(irx_arrow_array_null_count(NULL), -1, "array");
  CHECK_FAILS_WITH(irx_arrow_array_type_id(NULL), IRX_ARROW_TYPE_UNKNOWN, "array");
  CHECK_FAILS_WITH(irx_arrow_array_is_nullable(NULL), 0, "array");
  CHECK_FAILS_WITH(irx_arrow_array_has_validity_bitmap(NULL), 0, "array");
  CHECK_FAILS_WITH(irx_arrow_array_can_borrow_buffer_view(NULL), 0, "array");
  CHECK_FAILS_WITH(irx_arrow_array_is_valid(NULL, 0), -1, "array");
  CHECK_FAILS_WITH(irx_arrow_schema_type_id(NULL), IRX_ARROW_TYPE_UNKNOWN, "schema");
  CHECK_FAILS_WITH(irx_arrow_schema_is_nullable(NULL), 0, "schema");
  CHECK_EQ_INT(irx_arrow_array_retain(NULL), 0);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
  CHECK_EQ_INT(irx_arrow_schema_retain(NULL), 0);
  irx_arrow_array_release(NULL);
  irx_arrow_schema_release(NULL);
}

static void test_value_getter_errors_clear_outputs(void) {
  irx_arrow_array_handle* ints = build(type_info(IRX_ARROW_TYPE_INT64), 5, 1);
  irx_arrow_array_handle* uints = build(type_info(IRX_ARROW_TYPE_UINT64), 5, 0);
  irx_arrow_array_handle* floats = build(type_info(IRX_ARROW_TYPE_FLOAT64), 5, 0);
  int64_t s = 99;
  uint64_t u = 99;
  double d = 99;
  CHECK_EQ_INT(irx_arrow_array_value_int(ints, 1, &s), EINVAL); /* null element */
  CHECK_EQ_INT(s, 0);
  CHECK_ERROR_HAS("null");
  s = 99;
  CHECK_EQ_INT(irx_arrow_array_value_int(ints, 5, &s), EINVAL);
  CHECK_EQ_INT(s, 0);
  CHECK_ERROR_HAS("out of range");
  CHECK_EQ_INT(irx_arrow_array_value_int(ints, -1, &s), EINVAL);
  CHECK_ERROR_HAS("out of range");
  CHECK_EQ_INT(irx_arrow_array_is_valid(ints, 5), -1);
  CHECK_ERROR_HAS("out of range");
  CHECK_EQ_INT(irx_arrow_array_is_valid(ints, -1), -1);
  CHECK_EQ_INT(irx_arrow_array_value_int(NULL, 0, &s), EINVAL);
  CHECK_ERROR_HAS("array");
  CHECK_EQ_INT(irx_arrow_array_value_int(ints, 0, NULL), EINVAL);
  CHECK_ERROR_HAS("out");
  CHECK_EQ_INT(irx_arrow_array_value_uint(ints, 0, &u), EINVAL);
  CHECK_EQ_INT(u, 0);
  CHECK_ERROR_HAS("value_int");
  CHECK_EQ_INT(irx_arrow_array_value_double(uints, 0, &d), EINVAL);
  CHECK(d == 0.0);
  CHECK_ERROR_HAS("value_uint");
  CHECK_EQ_INT(irx_arrow_array_value_int(floats, 0, &s), EINVAL);
  CHECK_ERROR_HAS("value_double");
  CHECK_EQ_INT(irx_arrow_array_value_uint(NULL, 0, &u), EINVAL);
  CHECK_EQ_INT(irx_arrow_array_value_uint(uints, 0, NULL), EINVAL);
  CHECK_EQ_INT(irx_arrow_array_value_double(NULL, 0, &d), EINVAL);
  CHECK_EQ_INT(irx_arrow_array_value_double(floats, 0, NULL), EINVAL);
  CHECK_EQ_INT(irx_arrow_array_value_double(floats, 4, &d), 0);
  CHECK(d == (double)pattern(4) + 0.5);
  irx_arrow_array_release(ints);
  irx_arrow_array_release(uints);
  irx_arrow_array_release(floats);
}

static void test_validity_bitmap_null_arguments(void) {
  irx_arrow_array_handle* a = build(type_info(IRX_ARROW_TYPE_INT8), 4, 1);
  const void* data = (const void*)&data;
  int64_t off = 7, len = 7;
  CHECK_EQ_INT(irx_arrow_array_validity_bitmap(NULL, &data, &off, &len), EINVAL);
  CHECK(data == NULL && off == 0 && len == 0);
  CHECK_ERROR_HAS("array");
  data = (const void*)&data;
  off = len = 7;
  CHECK_EQ_INT(irx_arrow_array_validity_bitmap(a, NULL, &off, &len), EINVAL);
  CHECK(off == 0 && len == 0);
  CHECK_ERROR_HAS("out_data");
  CHECK_EQ_INT(irx_arrow_array_validity_bitmap(a, &data, NULL, &len), EINVAL);
  CHECK(data == NULL);
  CHECK_ERROR_HAS("out_offset_bits");
  CHECK_EQ_INT(irx_arrow_array_validity_bitmap(a, &data, &off, NULL), EINVAL);
  CHECK_ERROR_HAS("out_length_bits");
  irx_arrow_array_release(a);
}

static void test_borrow_view_null_arguments(void) {
  irx_arrow_array_handle* a = build(type_info(IRX_ARROW_TYPE_INT8), 4, 0);
  irx_buffer_view view;
  memset(&view, 0x5A, sizeof(view));
  CHECK_EQ_INT(irx_arrow_array_borrow_buffer_view(NULL, &view), EINVAL);
  CHECK(view.data == NULL && view.shape == NULL && view.ndim == 0);
  CHECK_ERROR_HAS("array");
  CHECK_EQ_INT(irx_arrow_array_borrow_buffer_view(a, NULL), EINVAL);
  CHECK_ERROR_HAS("out");
  irx_arrow_array_release(a);
}

static void schema_copy_outlives_the_array(const tinfo* t, irx_arrow_array_handle* a) {
  irx_arrow_schema_handle* s = NULL;
  CHECK_EQ_INT(irx_arrow_array_retain(a), 0);
  CHECK_EQ_INT(irx_arrow_array_retain(a), 0);
  irx_arrow_array_release(a);
  irx_arrow_array_release(a);
  CHECK_EQ_INT(irx_arrow_array_schema_copy(a, &s), 0);
  irx_arrow_array_release(a);
  CHECK_EQ_INT(irx_arrow_schema_type_id(s), t->id);
  CHECK_EQ_INT(irx_arrow_schema_is_nullable(s), 1);
  CHECK_EQ_INT(irx_arrow_schema_retain(s), 0);
  irx_arrow_schema_release(s);
  irx_arrow_schema_release(s);
}

static void test_retain_release_and_schema_copy(void) {
  for_each_type_array(3, 0, 0, schema_copy_outlives_the_array);
  {
    irx_arrow_schema_handle* s = (irx_arrow_schema_handle*)&s;
    irx_arrow_array_handle* a = build(type_info(IRX_ARROW_TYPE_INT8), 1, 0);
    CHECK_EQ_INT(irx_arrow_array_schema_copy(NULL, &s), EINVAL);
    CHECK(s == NULL);
    CHECK_ERROR_HAS("array");
    CHECK_EQ_INT(irx_arrow_array_schema_copy(a, NULL), EINVAL);
    CHECK_ERROR_HAS("out");
    irx_arrow_array_release(a);
  }
}

static void test_last_error_is_cleared_by_the_next_call(void) {
  CHECK_EQ_INT(irx_arrow_array_length(NULL), -1);
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK_ERROR_HAS("irx_arrow_array_length");
  CHECK_EQ_INT(irx_arrow_array_retain(NULL), 0);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
  CHECK_EQ_INT(irx_arrow_array_builder_new(99, NULL), EINVAL);
  CHECK_MESSAGE(irx_arrow_last_error());
  irx_arrow_array_release(NULL); /* a release cannot fail: it leaves it */
  CHECK_ERROR_HAS("irx_arrow_array_builder_new");
}

int main(void) {
  RUN(test_every_type_builds_and_reads_back);
  RUN(test_long_interleaved_build_every_type);
  RUN(test_no_nulls_means_no_bitmap);
  RUN(test_empty_builder_finishes_empty_array);
  RUN(test_validity_bitmap_is_lsb_first);
  RUN(test_buffer_view_of_every_fixed_width_type);
  RUN(test_view_shape_lives_with_the_handle);
  RUN(test_narrowing_is_a_c_cast);
  RUN(test_wrong_append_kind_is_einval_and_changes_nothing);
  RUN(test_append_null_counts);
  RUN(test_failed_finish_leaves_builder_with_caller);
  RUN(test_builder_new_rejects_bad_type_ids);
  RUN(test_null_pointers_everywhere_in_builders);
  RUN(test_reserve);
  RUN(test_append_values_every_type);
  RUN(test_append_values_all_valid_bitmap_stays_absent);
  RUN(test_getters_on_null_handles);
  RUN(test_value_getter_errors_clear_outputs);
  RUN(test_validity_bitmap_null_arguments);
  RUN(test_borrow_view_null_arguments);
  RUN(test_retain_release_and_schema_copy);
  RUN(test_last_error_is_cleared_by_the_next_call);
  return check_exit();
}
