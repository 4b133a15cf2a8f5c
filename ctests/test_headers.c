/*
 * Header smoke test: every header twice, compiled as C99 and as C++ with
 * -Wall -Wextra -Wpedantic -Werror (the Makefile builds this file both
 * ways), and a call to every buffer, list, assertion, Arrow array and
 * tensor function through the header names IRx 1.18 programs include, and
 * to pyirx 1.25's class and exception runtimes through theirs.
 */
#include "irx_arrow_c_abi.h"
#include "irx_arrow_c_abi.h"
#include "irx_buffer_runtime.h"
#include "irx_buffer_runtime.h"
#include "irx_list_runtime.h"
#include "irx_list_runtime.h"
#include "irx_arrow_runtime.h"
#include "irx_arrow_runtime.h"
#include "irx_class_runtime.h"
#include "irx_class_runtime.h"
#include "irx_exception_runtime.h"
#include "irx_exception_runtime.h"
#include "irx_file_runtime.h"
#include "irx_file_runtime.h"
#include "irx_record_batch.h"
#include "irx_record_batch.h"
#include "irx_record_batch_api.h"
#include "irx_record_batch_api.h"
#include "irx_runtime.h"
#include "irx_runtime.h"

#include <errno.h>

#include "check.h"

static void on_release(void* context) { *(int*)context += 1; }

static void test_every_buffer_function_links(void) {
  int calls = 0;
  irx_buffer_owner_handle* owner = NULL;
  irx_buffer_view view, copy;
  int64_t shape[1] = {4};
  CHECK_EQ_INT(irx_buffer_owner_external_new(&calls, on_release, &owner), 0);
  CHECK_EQ_INT(irx_buffer_owner_retain(owner), 0);
  CHECK_EQ_INT(irx_buffer_owner_release(owner), 0);
  CHECK_EQ_INT(irx_buffer_owner_release(owner), 0);
  CHECK_EQ_INT(calls, 1);
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT16, 1, shape, &view), 0);
  CHECK_EQ_INT(irx_buffer_view_validate(&view), 0);
  CHECK_EQ_INT(irx_buffer_view_is_c_contiguous(&view), 1);
  CHECK_EQ_INT(irx_buffer_view_is_f_contiguous(&view), 1);
  CHECK_EQ_INT(irx_buffer_dtype_size((intptr_t)view.dtype), 2);
  CHECK_EQ_INT(irx_buffer_view_copy(&view, &copy), 0);
  CHECK_EQ_INT(irx_buffer_view_retain(&copy), 0);
  {
    irx_buffer_view alias = copy; /* shallow: shares copy's owner */
    CHECK_EQ_INT(irx_buffer_view_release(&alias), 0);
  }
  CHECK_EQ_INT(irx_buffer_view_release(&copy), 0);
  CHECK_EQ_INT(irx_buffer_view_release(&view), 0);
  CHECK(copy.owner == NULL && view.owner == NULL);
  CHECK_STR_EQ(irx_buffer_last_error(), "");
}

static void test_every_list_function_links(void) {
  irx_list list = {NULL, 0, 0, 8};
  double value = 2.5;
  CHECK_EQ_INT(irx_list_append(&list, &value), 0);
  CHECK(*(double*)irx_list_at(&list, 0) == 2.5);
  irx_list_destroy(&list);
}

static void test_every_tensor_function_links(void) {
  irx_arrow_tensor_builder_handle* builder = NULL;
  irx_arrow_tensor_handle* tensor = NULL;
  irx_arrow_tensor_handle* copy = NULL;
  irx_buffer_view view, shallow;
  const int64_t shape[2] = {2, 2};
  const double values[2] = {3.0, 4.0};
  const int64_t index[2] = {1, 1};
  int64_t i64 = 0;
  uint64_t u64 = 0;
  double f64 = 0.0;
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 2, shape, NULL, &builder), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(builder, 1.0), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(builder, 2), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_uint(builder, 2), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(builder, 2.0), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_values(builder, values, 2), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(builder, &tensor), 0);
  CHECK_EQ_INT(irx_arrow_tensor_type_id(tensor), IRX_ARROW_TYPE_FLOAT64);
  CHECK_EQ_INT(irx_arrow_tensor_ndim(tensor), 2);
  CHECK_EQ_INT(irx_arrow_tensor_size(tensor), 4);
  CHECK(irx_arrow_tensor_shape(tensor)[1] == 2 && irx_arrow_tensor_strides(tensor)[1] == 8);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(tensor, &view), 0);
  CHECK_EQ_INT(irx_arrow_tensor_view(tensor, 2, shape, NULL, 0, &shallow), 0);
  CHECK_EQ_INT(irx_arrow_tensor_from_buffer_view(&view, &copy), 0);
  CHECK_EQ_INT(irx_arrow_tensor_get_double(copy, index, &f64), 0);
  CHECK(f64 == 4.0);
  CHECK_EQ_INT(irx_arrow_tensor_get_int(copy, index, &i64), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_get_uint(copy, index, &u64), EINVAL);
  CHECK_EQ_INT(irx_arrow_tensor_retain(tensor), 0);
  irx_arrow_tensor_release(tensor);
  irx_arrow_tensor_release(tensor);
  irx_arrow_tensor_release(copy);
  CHECK_EQ_INT(irx_buffer_view_release(&shallow), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT8, 0, NULL, NULL, &builder), 0);
  irx_arrow_tensor_builder_release(builder);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
}

static void test_assert_is_declared_noreturn(void) {
  /* Only taking the address: calling it would end the test. */
  void (*fail)(const char*, int, int, const char*) = __arx_assert_fail;
  CHECK(fail != NULL);
}

static void test_arrow_structs_are_standard(void) {
  struct ArrowSchema schema;
  struct ArrowArray array;
  CHECK_EQ_INT(sizeof(schema), 72);
  CHECK_EQ_INT(sizeof(array), 80);
  CHECK_EQ_INT(ARROW_FLAG_NULLABLE, 2);
  CHECK_EQ_INT(IRX_ARROW_TYPE_BOOL, 11);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
}

static void test_every_array_function_links(void) {
  irx_arrow_array_builder_handle* builder = NULL;
  irx_arrow_array_handle* array = NULL;
  irx_arrow_array_handle* copy = NULL;
  irx_arrow_array_handle* moved = NULL;
  irx_arrow_array_handle* again = NULL;
  irx_arrow_schema_handle* schema = NULL;
  irx_arrow_schema_handle* imported = NULL;
  struct ArrowArray c_array;
  struct ArrowSchema c_schema;
  irx_buffer_view view;
  const void* bits = NULL;
  int64_t offset_bits = -1, length_bits = -1, s = 0;
  uint64_t u = 0;
  double d = 0;
  int32_t values[3] = {4, 5, 6};
  uint8_t validity = 0x5;

  CHECK_EQ_INT(irx_arrow_array_builder_int32_new(&builder), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_reserve(builder, 8), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int32(builder, 1), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(builder, 2), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_null(builder, 1), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_values(builder, values, &validity, 3), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_uint(builder, 1), EINVAL);
  CHECK_EQ_INT(irx_arrow_array_builder_append_double(builder, 1), EINVAL);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(builder, &array), 0);
  CHECK_EQ_INT(irx_arrow_array_length(array), 6);
  CHECK_EQ_INT(irx_arrow_array_offset(array), 0);
  CHECK_EQ_INT(irx_arrow_array_null_count(array), 2);
  CHECK_EQ_INT(irx_arrow_array_type_id(array), IRX_ARROW_TYPE_INT32);
  CHECK_EQ_INT(irx_arrow_array_is_nullable(array), 1);
  CHECK_EQ_INT(irx_arrow_array_has_validity_bitmap(array), 1);
  CHECK_EQ_INT(irx_arrow_array_can_borrow_buffer_view(array), 1);
  CHECK_EQ_INT(irx_arrow_array_is_valid(array, 2), 0);
  CHECK_EQ_INT(irx_arrow_array_value_int(array, 5, &s), 0);
  CHECK_EQ_INT(s, 6);
  CHECK_EQ_INT(irx_arrow_array_value_uint(array, 0, &u), EINVAL);
  CHECK_EQ_INT(irx_arrow_array_value_double(array, 0, &d), EINVAL);
  CHECK_EQ_INT(irx_arrow_array_validity_bitmap(array, &bits, &offset_bits, &length_bits), 0);
  CHECK(bits != NULL && offset_bits == 0 && length_bits == 6);
  CHECK_EQ_INT(irx_arrow_array_borrow_buffer_view(array, &view), 0);
  CHECK_EQ_INT(view.shape[0], 6);
  CHECK_EQ_INT(irx_arrow_array_retain(array), 0);
  irx_arrow_array_release(array);
  CHECK_EQ_INT(irx_arrow_array_schema_copy(array, &schema), 0);
  CHECK_EQ_INT(irx_arrow_schema_type_id(schema), IRX_ARROW_TYPE_INT32);
  CHECK_EQ_INT(irx_arrow_schema_is_nullable(schema), 1);
  CHECK_EQ_INT(irx_arrow_schema_retain(schema), 0);
  irx_arrow_schema_release(schema);
  CHECK_EQ_INT(irx_arrow_schema_export(schema, &c_schema), 0);
  CHECK_EQ_INT(irx_arrow_schema_import_copy(&c_schema, &imported), 0);
  c_schema.release(&c_schema);
  irx_arrow_schema_release(imported);
  irx_arrow_schema_release(schema);
  CHECK_EQ_INT(irx_arrow_array_export(array, &c_array, &c_schema), 0);
  CHECK_EQ_INT(irx_arrow_array_import(&c_array, &c_schema, &again), 0);
  CHECK_EQ_INT(irx_arrow_array_import_copy(&c_array, &c_schema, &copy), 0);
  CHECK_EQ_INT(irx_arrow_array_import_move(&c_array, &c_schema, &moved), 0);
  CHECK(c_array.release == NULL && c_schema.release == NULL);
  irx_arrow_array_release(array);
  CHECK_EQ_INT(irx_arrow_array_length(moved), 6);
  CHECK_EQ_INT(irx_arrow_array_length(copy), 6);
  irx_arrow_array_release(again);
  irx_arrow_array_release(copy);
  irx_arrow_array_release(moved);
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_FLOAT64, &builder), 0);
  irx_arrow_array_builder_release(builder);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
}

static int32_t drop_nothing(void* context, void* payload, char* error) {
  (void)context;
  (void)payload;
  (void)error;
  return 0;
}

/* The 1.25 names, as a 1.25 C program spells them (C and C++). */
static void test_class_and_exception_headers(void) {
  char error[IRX_CLASS_ERROR_CAPACITY];
  const char* const ancestry[1] = {"pkg.E"};
  irx_exception_context* context = NULL;
  irx_exception_info* info = NULL;
  irx_exception_scope* scope;
  void* payload = NULL;
  irx_class_drop drop = drop_nothing;
  CHECK_EQ_INT(irx_class_create(sizeof(void*) * 2, drop, &payload, error), 0);
  CHECK_EQ_INT(irx_exception_context_create(&context), 0);
  CHECK_EQ_INT(irx_exception_info_create("E", "m", ancestry, 1, &info), 0);
  scope = irx_exception_finally_enter(context);
  irx_exception_finally_leave(context, scope, 1);
  CHECK_EQ_INT(irx_exception_pending(context), 0);
  irx_exception_info_release(info);
  irx_exception_context_destroy(context);
  CHECK_EQ_INT(irx_class_release(NULL, payload, error), 0);
}

int main(void) {
  RUN(test_every_buffer_function_links);
  RUN(test_every_list_function_links);
  RUN(test_every_tensor_function_links);
  RUN(test_assert_is_declared_noreturn);
  RUN(test_arrow_structs_are_standard);
  RUN(test_every_array_function_links);
  RUN(test_class_and_exception_headers);
  return check_exit();
}
