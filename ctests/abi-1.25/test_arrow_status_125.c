/*
 * The pyirx 1.25 generation's irx_arrow_* statuses, through the archive:
 * 1.25's negative IRX_ERR_* codes where 1.18 returns errno values (EINVAL 22
 * becomes IRX_ERR_INVALID -6, EOVERFLOW 75 IRX_ERR_OVERFLOW -8), the last
 * error message unchanged.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "irx_arrow_runtime.h"
#include "irx_native_status.h"
#include "../check.h"

#ifndef IRX_RUNTIME_ABI_1_25
#error "compile against include/abi-1.25/"
#endif

static void test_invalid_input_is_irx_err_invalid(void) {
  irx_arrow_array_builder_handle* builder = (irx_arrow_array_builder_handle*)&builder;
  CHECK_EQ_INT(irx_arrow_array_builder_new(999, &builder), IRX_ERR_INVALID);
  CHECK_EQ_INT(IRX_ERR_INVALID, -6);
  CHECK(builder == NULL);
  CHECK_MESSAGE(irx_arrow_last_error());
  /* A NULL output is EINVAL in 1.18 and so IRX_ERR_INVALID, not NULLPTR. */
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT32, NULL), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(NULL, 1), IRX_ERR_INVALID);
}

static void test_success_is_irx_ok_and_clears_the_message(void) {
  irx_arrow_array_builder_handle* builder = NULL;
  irx_arrow_array_handle* array = NULL;
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT32, &builder), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(builder, 5), IRX_OK);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
  /* A value of the wrong family: EINVAL in 1.18, but 1.25 reports the
   * type mismatch itself (IRX_ERR_TYPE, a TypeError in Arx), in its words. */
  CHECK_EQ_INT(irx_arrow_array_builder_append_double(builder, 1.5), IRX_ERR_TYPE);
  CHECK_STR_EQ(irx_arrow_last_error(), "array builder expected a floating element type");
  CHECK_EQ_INT(irx_arrow_array_builder_append_uint(builder, 1), IRX_ERR_TYPE);
  CHECK_STR_EQ(irx_arrow_last_error(),
               "array builder expected an unsigned integer element type");
  CHECK_EQ_INT(irx_arrow_array_builder_append_null(builder, -1), IRX_ERR_INVALID);
  CHECK_STR_EQ(irx_arrow_last_error(), "null append count must be non-negative");
  CHECK_EQ_INT(irx_arrow_array_builder_finish(builder, &array), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_length(array), 1);
  irx_arrow_array_release(array);
}

static void test_wrong_family_appends_are_irx_err_type(void) {
  irx_arrow_array_builder_handle* floats = NULL;
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_FLOAT64, &floats), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(floats, 1), IRX_ERR_TYPE);
  CHECK_STR_EQ(irx_arrow_last_error(), "array builder expected a signed integer element type");
  CHECK_EQ_INT(irx_arrow_array_builder_append_int32(floats, 1), IRX_ERR_TYPE);
  CHECK_STR_EQ(irx_arrow_last_error(), "array builder expected a signed integer element type");
  irx_arrow_array_builder_release(floats);

  int64_t shape[1] = {1};
  irx_arrow_tensor_builder_handle* tensor = NULL;
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 1, shape, NULL, &tensor),
               IRX_OK);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(tensor, 1.0), IRX_ERR_TYPE);
  CHECK_STR_EQ(irx_arrow_last_error(), "tensor builder expected a floating element type");
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(tensor, 1), IRX_OK);
  /* Full: 1.25 says so before it looks at the value's family. */
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(tensor, 1.0), IRX_ERR_INVALID);
  CHECK_STR_EQ(irx_arrow_last_error(), "too many values appended to tensor builder");
  irx_arrow_tensor_builder_release(tensor);
}

static void test_size_overflow_is_irx_err_overflow(void) {
  irx_arrow_array_builder_handle* builder = NULL;
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &builder), IRX_OK);
  /* INT64_MAX elements of 8 bytes: EOVERFLOW in 1.18. */
  CHECK_EQ_INT(irx_arrow_array_builder_reserve(builder, INT64_MAX), IRX_ERR_OVERFLOW);
  CHECK_MESSAGE(irx_arrow_last_error());
  irx_arrow_array_builder_release(builder);
}

static void release_schema(struct ArrowSchema* schema) { schema->release = NULL; }
static void release_array(struct ArrowArray* array) { array->release = NULL; }

/* C Data import in 1.25's order and words (its own layout checks, then
 * what Arrow C++'s ImportArray says), and a released schema. */
static void test_c_data_import_speaks_1_25(void) {
  static const int32_t values[2] = {1, 2};
  const void* buffers[3] = {NULL, values, NULL};
  struct ArrowSchema schema = {0};
  struct ArrowArray array = {0};
  irx_arrow_array_handle* out = (irx_arrow_array_handle*)&out;
  irx_arrow_schema_handle* sh = (irx_arrow_schema_handle*)&sh;
  schema.format = "i";
  schema.flags = 2;
  schema.release = release_schema;
  array.length = 2;
  array.n_buffers = 3;
  array.buffers = buffers;
  array.release = release_array;
  CHECK_EQ_INT(irx_arrow_array_import_copy(&array, &schema, &out), IRX_ERR_INVALID);
  CHECK_STR_EQ(irx_arrow_last_error(),
               "Arrow array validation import failed: Invalid: Expected 2 buffers for "
               "imported type int32, ArrowArray struct has 3");
  CHECK(out == NULL);
  schema.format = "g";
  CHECK_EQ_INT(irx_arrow_array_import(&array, &schema, &out), IRX_ERR_INVALID);
  CHECK_STR_EQ(irx_arrow_last_error(),
               "Arrow array validation import failed: Invalid: Expected 2 buffers for "
               "imported type double, ArrowArray struct has 3");
  array.n_buffers = 2;
  array.null_count = -1;
  schema.flags = 0;
  /* 1.25 refuses an unknown null count under a non-nullable schema. */
  CHECK_EQ_INT(irx_arrow_array_import_copy(&array, &schema, &out), IRX_ERR_INVALID);
  CHECK_STR_EQ(irx_arrow_last_error(),
               "non-nullable Arrow schema cannot import nullable array data");
  CHECK_EQ_INT(irx_arrow_array_import_copy(NULL, &schema, &out), IRX_ERR_INVALID);
  CHECK_STR_EQ(irx_arrow_last_error(), "array and schema must not be NULL");
  CHECK_EQ_INT(irx_arrow_array_import_copy(&array, &schema, NULL), IRX_ERR_INVALID);
  CHECK_STR_EQ(irx_arrow_last_error(), "out_array must not be NULL");
  /* A released schema: 1.25 reads its format (which a producer may have
   * freed) and imports it; refused here before the format is read
   * (docs/COMPATIBILITY.md). Without a format it is 1.25's "unsupported". */
  schema.release = NULL;
  CHECK_EQ_INT(irx_arrow_schema_import_copy(&schema, &sh), IRX_ERR_INVALID);
  CHECK_STR_EQ(irx_arrow_last_error(),
               "schema is released (release == NULL); a released ArrowSchema must not be "
               "consumed");
  CHECK(sh == NULL);
  schema.format = NULL;
  CHECK_EQ_INT(irx_arrow_schema_import_copy(&schema, &sh), IRX_ERR_INVALID);
  CHECK_STR_EQ(irx_arrow_last_error(),
               "Unsupported Arrow storage type; supported types are bool, int8, int16, "
               "int32, int64, uint8, uint16, uint32, uint64, float32, and float64");
}

/* A NULL output is named as pyirx 1.25's header names it, and the
 * validity bitmap's three in one text after its array, as 1.25 does
 * (tests/diff-1.25/nulls_arrow.c). */
static void test_null_outputs_are_named_as_in_1_25(void) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  int64_t offset = 5, length = 5;
  CHECK_EQ_INT(irx_arrow_array_builder_int32_new(&b), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int32(b, 7), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_schema_copy(a, NULL), IRX_ERR_INVALID);
  CHECK_STR_EQ(irx_arrow_last_error(), "out_schema must not be NULL");
  CHECK_EQ_INT(irx_arrow_array_borrow_buffer_view(a, NULL), IRX_ERR_INVALID);
  CHECK_STR_EQ(irx_arrow_last_error(), "out_view must not be NULL");
  CHECK_EQ_INT(irx_arrow_array_validity_bitmap(a, NULL, &offset, &length), IRX_ERR_INVALID);
  CHECK_STR_EQ(irx_arrow_last_error(),
               "out_data, out_offset_bits, and out_length_bits must not be NULL");
  CHECK(offset == 0 && length == 0);
  CHECK_EQ_INT(irx_arrow_array_validity_bitmap(NULL, NULL, &offset, NULL), IRX_ERR_INVALID);
  CHECK_STR_EQ(irx_arrow_last_error(), "array must not be NULL");
  int64_t shape[1] = {1};
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT64, 1, shape, NULL, NULL),
               IRX_ERR_INVALID);
  CHECK_STR_EQ(irx_arrow_last_error(), "out_builder must not be NULL");
  irx_arrow_array_release(a);
}

int main(void) {
  RUN(test_invalid_input_is_irx_err_invalid);
  RUN(test_success_is_irx_ok_and_clears_the_message);
  RUN(test_wrong_family_appends_are_irx_err_type);
  RUN(test_size_overflow_is_irx_err_overflow);
  RUN(test_c_data_import_speaks_1_25);
  RUN(test_null_outputs_are_named_as_in_1_25);
  return check_exit();
}
