/*
 * Zero-copy export: the exported structs share the handle's buffers, live
 * on after the handle is released, carry the handle's nullability, and
 * round-trip through both imports.
 */
#include <stdint.h>

#include "check.h"
#include "array_util.h"

static irx_arrow_array_handle* build(const tinfo* t, int64_t n, int with_nulls) {
  return build_array(t, n, with_nulls ? 4 : 0, 2);
}

/* The arrays below hold pattern(i), null where i % 4 == 2 when they have
 * nulls (build(t, n, 1), for_each_type_array(n, 4, 2, ...)). */
static void export_outlives_the_handle(const tinfo* t, irx_arrow_array_handle* a) {
  struct ArrowArray out;
  struct ArrowSchema schema;
  const void* values = NULL;
  int64_t i;
  if (t->width) {
    irx_buffer_view view;
    CHECK_EQ_INT(irx_arrow_array_borrow_buffer_view(a, &view), 0);
    values = view.data;
  }
  CHECK_EQ_INT(irx_arrow_array_export(a, &out, &schema), 0);
  irx_arrow_array_release(a); /* the export keeps the buffers alive */
  CHECK_EQ_INT(out.length, 21);
  CHECK_EQ_INT(out.offset, 0);
  CHECK_EQ_INT(out.null_count, 5);
  CHECK_EQ_INT(out.n_buffers, 2);
  CHECK_EQ_INT(out.n_children, 0);
  CHECK(out.dictionary == NULL);
  CHECK(out.buffers[0] != NULL);
  if (t->width) CHECK(out.buffers[1] == values); /* zero-copy */
  CHECK_STR_EQ(schema.format, t->format);
  CHECK_EQ_INT(schema.flags, ARROW_FLAG_NULLABLE);
  for (i = 0; i < 21; i++) {
    CHECK_EQ_INT(get_bit((const uint8_t*)out.buffers[0], i), i % 4 != 2);
    if (i % 4 != 2) {
      if (t->width) {
        int64_t expect[1];
        put(t, expect, 0, pattern(i));
        CHECK(memcmp((const char*)out.buffers[1] + i * t->width, expect, (size_t)t->width) == 0);
      } else {
        CHECK_EQ_INT(get_bit((const uint8_t*)out.buffers[1], i), pattern(i) & 1);
      }
    }
  }
  out.release(&out);
  schema.release(&schema);
  CHECK(out.release == NULL && schema.release == NULL);
}

static void test_export_outlives_the_handle_every_type(void) {
  for_each_type_array(21, 4, 2, export_outlives_the_handle);
}

static void test_export_without_nulls_has_null_bitmap_pointer(void) {
  irx_arrow_array_handle* a = build(type_info(IRX_ARROW_TYPE_INT64), 5, 0);
  struct ArrowArray out;
  struct ArrowSchema schema;
  CHECK_EQ_INT(irx_arrow_array_export(a, &out, &schema), 0);
  CHECK_EQ_INT(out.null_count, 0);
  CHECK(out.buffers[0] == NULL);
  out.release(&out);
  schema.release(&schema);
  irx_arrow_array_release(a);
}

static void export_round_trips(const tinfo* t, irx_arrow_array_handle* a) {
  irx_arrow_array_handle* copy = NULL;
  irx_arrow_array_handle* moved = NULL;
  struct ArrowArray out;
  struct ArrowSchema schema;
  int64_t i;
  CHECK_EQ_INT(irx_arrow_array_export(a, &out, &schema), 0);
  CHECK_EQ_INT(irx_arrow_array_import_copy(&out, &schema, &copy), 0);
  CHECK_EQ_INT(irx_arrow_array_import_move(&out, &schema, &moved), 0);
  CHECK(out.release == NULL && schema.release == NULL);
  irx_arrow_array_release(a);
  for (i = 0; i < 30; i++) {
    int valid = i % 4 != 2;
    CHECK_EQ_INT(irx_arrow_array_is_valid(copy, i), valid);
    CHECK_EQ_INT(irx_arrow_array_is_valid(moved, i), valid);
    if (valid) {
      CHECK(value_is(t, copy, i, pattern(i)));
      CHECK(value_is(t, moved, i, pattern(i)));
    }
  }
  CHECK_EQ_INT(irx_arrow_array_is_nullable(moved), 1);
  irx_arrow_array_release(copy);
  irx_arrow_array_release(moved);
}

static void test_export_round_trips_through_both_imports(void) { for_each_type_array(30, 4, 2, export_round_trips); }

static void test_sliced_move_exports_its_offset(void) {
  int64_t values[16];
  uint8_t validity[2] = {0xFF, 0xFF};
  producer p;
  irx_arrow_array_handle* a = NULL;
  irx_arrow_array_handle* back = NULL;
  struct ArrowArray out;
  struct ArrowSchema schema;
  int64_t i;
  for (i = 0; i < 16; i++) values[i] = i * 10;
  set_bit(validity, 6, 0);
  produce(&p, type_info(IRX_ARROW_TYPE_INT64)->format, 1, 9, 4, 1, validity, values);
  array_releases = 0;
  CHECK_EQ_INT(irx_arrow_array_import_move(&p.array, &p.schema, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_export(a, &out, &schema), 0);
  CHECK_EQ_INT(out.offset, 4);
  CHECK_EQ_INT(out.length, 9);
  CHECK_EQ_INT(out.null_count, 1);
  CHECK(out.buffers[1] == (const void*)values);
  CHECK(out.buffers[0] == (const void*)validity);
  irx_arrow_array_release(a);
  CHECK_EQ_INT(irx_arrow_array_import_copy(&out, &schema, &back), 0);
  CHECK_EQ_INT(irx_arrow_array_offset(back), 0);
  CHECK_EQ_INT(irx_arrow_array_is_valid(back, 2), 0);
  CHECK(value_is(type_info(IRX_ARROW_TYPE_INT64), back, 0, 40));
  {
    int64_t s = 0;
    CHECK_EQ_INT(irx_arrow_array_value_int(back, 8, &s), 0);
    CHECK_EQ_INT(s, 120);
  }
  irx_arrow_array_release(back);
  CHECK_EQ_INT(array_releases, 0);
  out.release(&out);
  schema.release(&schema);
  CHECK_EQ_INT(array_releases, 1);
}

static void test_non_nullable_export_flags(void) {
  int32_t values[3] = {1, 2, 3};
  producer p;
  irx_arrow_array_handle* a = NULL;
  irx_arrow_schema_handle* s = NULL;
  struct ArrowArray out;
  struct ArrowSchema schema;
  produce(&p, type_info(IRX_ARROW_TYPE_INT32)->format, 0, 3, 0, 0, NULL, values);
  CHECK_EQ_INT(irx_arrow_array_import_copy(&p.array, &p.schema, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_is_nullable(a), 0);
  CHECK_EQ_INT(irx_arrow_array_export(a, &out, &schema), 0);
  CHECK_EQ_INT(schema.flags & ARROW_FLAG_NULLABLE, 0);
  CHECK_EQ_INT(irx_arrow_array_schema_copy(a, &s), 0);
  CHECK_EQ_INT(irx_arrow_schema_is_nullable(s), 0);
  CHECK_EQ_INT(irx_arrow_schema_type_id(s), IRX_ARROW_TYPE_INT32);
  irx_arrow_schema_release(s);
  out.release(&out);
  schema.release(&schema);
  irx_arrow_array_release(a);
}

static void test_export_null_arguments_zero_outputs(void) {
  irx_arrow_array_handle* a = build(type_info(IRX_ARROW_TYPE_INT8), 3, 0);
  struct ArrowArray out;
  struct ArrowSchema schema;
  memset(&out, 0x5A, sizeof(out));
  memset(&schema, 0x5A, sizeof(schema));
  CHECK_EQ_INT(irx_arrow_array_export(NULL, &out, &schema), EINVAL);
  CHECK(out.release == NULL && schema.release == NULL && out.buffers == NULL);
  CHECK_ERROR_HAS("array");
  memset(&schema, 0x5A, sizeof(schema));
  CHECK_EQ_INT(irx_arrow_array_export(a, NULL, &schema), EINVAL);
  CHECK(schema.release == NULL);
  CHECK_ERROR_HAS("out_array");
  memset(&out, 0x5A, sizeof(out));
  CHECK_EQ_INT(irx_arrow_array_export(a, &out, NULL), EINVAL);
  CHECK(out.release == NULL);
  CHECK_ERROR_HAS("out_schema");
  irx_arrow_array_release(a);
}

static void test_many_exports_of_one_handle(void) {
  irx_arrow_array_handle* a = build(type_info(IRX_ARROW_TYPE_FLOAT64), 100, 1);
  struct ArrowArray out[8];
  struct ArrowSchema schema[8];
  const void* values;
  int i;
  for (i = 0; i < 8; i++) CHECK_EQ_INT(irx_arrow_array_export(a, &out[i], &schema[i]), 0);
  irx_arrow_array_release(a);
  values = out[0].buffers[1];
  for (i = 0; i < 8; i++) {
    CHECK(out[i].buffers[1] == values);
    out[i].release(&out[i]);
    schema[i].release(&schema[i]);
  }
}

int main(void) {
  RUN(test_export_outlives_the_handle_every_type);
  RUN(test_export_without_nulls_has_null_bitmap_pointer);
  RUN(test_export_round_trips_through_both_imports);
  RUN(test_sliced_move_exports_its_offset);
  RUN(test_non_nullable_export_flags);
  RUN(test_export_null_arguments_zero_outputs);
  RUN(test_many_exports_of_one_handle);
  return check_exit();
}
