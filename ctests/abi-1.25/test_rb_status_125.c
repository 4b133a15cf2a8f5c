/*
 * The pyirx 1.25 generation's record-batch answers where the differential
 * check (tests/diff-1.25/record_batch.c) found ours different from IRx
 * 1.25's: the type constructors return NULL and irx_rb_schema_equal
 * IRX_ERR_NULLPTR without a message, as 1.25's do, and so do its counting
 * getters given a NULL (tests/diff-1.25/nulls_rb.c; the default generation
 * says why: ctests/test_boundary.c); an unknown column type is 1.25's text
 * without the value; irx_rb_builder_append_utf8 checks the column's type
 * before the length (the length itself: docs/COMPATIBILITY.md, "A negative
 * byte count is refused").
 */
#include <stddef.h>

#include "irx_runtime.h"
#include "irx_native_status.h"
#include "../check.h"

#ifndef IRX_RUNTIME_ABI_1_25
#error "compile against include/abi-1.25/"
#endif

/* Leaves a message, so that "" afterwards is the next call's doing. */
static void leave_a_message(void) {
  CHECK_EQ_INT(irx_rb_schema_create(NULL), IRX_ERR_NULLPTR);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "null pointer argument");
}

/* 1.25's counting getters answer a NULL with IRX_ERR_NULLPTR alone: no
 * message (tests/diff-1.25/nulls_rb.c shows 1.25's ""). */
static void test_counting_getters_fail_without_a_message(void) {
  CHECK_EQ_INT(irx_rb_schema_num_fields(NULL), IRX_ERR_NULLPTR);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "");
  CHECK_EQ_INT(irx_rb_batch_num_rows(NULL), IRX_ERR_NULLPTR);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "");
  CHECK_EQ_INT(irx_rb_batch_num_columns(NULL), IRX_ERR_NULLPTR);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "");
  CHECK(irx_rb_stream_reader_schema(NULL) == NULL);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "");
}

static void test_type_constructors_fail_without_a_message(void) {
  IrxRbType* e = irx_type_primitive(IRX_COL_INT8);
  const char* names[] = {"a", NULL};
  const IrxRbType* fields[] = {e, e};
  CHECK(e != NULL);
  leave_a_message();
  CHECK(irx_type_primitive((IrxColumnType)77) == NULL);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "");
  leave_a_message();
  CHECK(irx_type_primitive(IRX_COL_STRUCT) == NULL);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "");
  leave_a_message();
  CHECK(irx_type_list(NULL) == NULL);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "");
  leave_a_message();
  CHECK(irx_type_struct(names, fields, -1) == NULL);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "");
  leave_a_message();
  CHECK(irx_type_struct(NULL, fields, 1) == NULL);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "");
  leave_a_message();
  CHECK(irx_type_struct(names, fields, 2) == NULL);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "");
  irx_type_release(e);
}

static void test_schema_equal_with_null_sets_no_message(void) {
  IrxRbSchema* s = NULL;
  CHECK_EQ_INT(irx_rb_schema_create(&s), IRX_OK);
  leave_a_message();
  CHECK_EQ_INT(irx_rb_schema_equal(s, NULL), IRX_ERR_NULLPTR);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "");
  CHECK_EQ_INT(irx_rb_schema_equal(NULL, s), IRX_ERR_NULLPTR);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "");
  CHECK_EQ_INT(irx_rb_schema_equal(s, s), 1);
  irx_rb_schema_release(s);
}

static void test_utf8_append_checks_the_type_first(void) {
  IrxRbSchema* s = NULL;
  IrxRbBuilder* b = NULL;
  CHECK_EQ_INT(irx_rb_schema_create(&s), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "i", IRX_COL_INT64, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "t", IRX_COL_UTF8, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "bad", (IrxColumnType)-1, 1), IRX_ERR_TYPE);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "unknown IrxColumnType");
  CHECK_EQ_INT(irx_rb_builder_create(s, &b), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_utf8(b, 0, "x", -1), IRX_ERR_TYPE);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "type mismatch on append");
  CHECK_EQ_INT(irx_rb_builder_append_utf8(b, 1, "x", -1), IRX_ERR_INVALID);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "negative byte count");
  CHECK_EQ_INT(irx_rb_builder_append_utf8(b, 1, "x", 1), IRX_OK);
  irx_rb_builder_release(b);
  irx_rb_schema_release(s);
}

int main(void) {
  RUN(test_type_constructors_fail_without_a_message);
  RUN(test_schema_equal_with_null_sets_no_message);
  RUN(test_utf8_append_checks_the_type_first);
  RUN(test_counting_getters_fail_without_a_message);
  return check_exit();
}
