/*
 * The 1.25 record-batch API (irx_rb_*): schemas, builders for scalar,
 * string, list and struct columns, zero-copy readers, the in-place string
 * extension, and the errors bad input gets.
 */
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "irx_runtime.h"
#include "rb_util.h"


/* A schema: id int64 not null, name utf8, score float64, day date32,
 * at timestamp[ms], tags list<int32>, point struct<x: int32, y: double>. */
static IrxRbSchema* make_schema(void) {
  IrxRbSchema* s = NULL;
  CHECK_EQ_INT(irx_rb_schema_create(&s), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "id", IRX_COL_INT64, 0), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "name", IRX_COL_UTF8, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_named_field(s, "score", "float64", 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_named_field(s, "day", "date32[day]", 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "at", IRX_COL_TIMESTAMP_MS, 1), IRX_OK);
  add_list_and_point(s, "tags", "point");
  return s;
}

static void test_build_and_read_every_column_kind(void) {
  IrxRbSchema* s = make_schema();
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  CHECK_EQ_INT(irx_rb_schema_num_fields(s), 7);
  CHECK_EQ_INT(irx_rb_builder_create(s, &b), IRX_OK);
  for (int64_t row = 0; row < 3; row++) {
    char text[16];
    int n = snprintf(text, sizeof text, "row-%d", (int)row);
    CHECK_EQ_INT(irx_rb_builder_append_int64(b, 0, row * 10), IRX_OK);
    if (row == 1) {
      CHECK_EQ_INT(irx_rb_builder_append_null(b, 1), IRX_OK);
    } else {
      CHECK_EQ_INT(irx_rb_builder_append_utf8(b, 1, text, n), IRX_OK);
    }
    CHECK_EQ_INT(irx_rb_builder_append_float64(b, 2, 0.5 * (double)row), IRX_OK);
    CHECK_EQ_INT(irx_rb_builder_append_date(b, 3, 19000 + row), IRX_OK);
    CHECK_EQ_INT(irx_rb_builder_append_timestamp(b, 4, 1700000000000 + row), IRX_OK);
    int32_t tags[3] = {(int32_t)row, (int32_t)row + 1, (int32_t)row + 2};
    CHECK_EQ_INT(irx_rb_builder_append_list(b, 5, tags, row), IRX_OK);
    if (row == 2) {
      CHECK_EQ_INT(irx_rb_builder_append_null(b, 6), IRX_OK);
    } else {
      CHECK_EQ_INT(irx_rb_builder_struct_append(b, 6), IRX_OK);
      CHECK_EQ_INT(irx_rb_builder_struct_field_int(b, 6, 0, row + 100), IRX_OK);
      CHECK_EQ_INT(irx_rb_builder_struct_field_float(b, 6, 1, 1.5), IRX_OK);
    }
  }
  CHECK_EQ_INT(irx_rb_builder_finish(b, &batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_batch_num_rows(batch), 3);
  CHECK_EQ_INT(irx_rb_batch_num_columns(batch), 7);

  int64_t v = 0;
  CHECK_EQ_INT(irx_rb_batch_get_int64(batch, 0, 2, &v), IRX_OK);
  CHECK_EQ_INT(v, 20);
  const char* text = NULL;
  int64_t len = 0;
  CHECK_EQ_INT(irx_rb_batch_get_utf8(batch, 1, 2, &text, &len), IRX_OK);
  CHECK(len == 5 && memcmp(text, "row-2", 5) == 0);
  int is_null = -1;
  CHECK_EQ_INT(irx_rb_batch_is_null(batch, 1, 1, &is_null), IRX_OK);
  CHECK_EQ_INT(is_null, 1);
  double d = 0;
  CHECK_EQ_INT(irx_rb_batch_get_float64(batch, 2, 1, &d), IRX_OK);
  CHECK(d == 0.5);
  CHECK_EQ_INT(irx_rb_batch_get_date(batch, 3, 2, &v), IRX_OK);
  CHECK_EQ_INT(v, 19002);
  CHECK_EQ_INT(irx_rb_batch_get_timestamp(batch, 4, 1, &v), IRX_OK);
  CHECK_EQ_INT(v, 1700000000001);

  /* Zero copy: the value buffer is the column's storage. */
  const void* buf = NULL;
  CHECK_EQ_INT(irx_rb_batch_value_buffer(batch, 0, &buf, &len), IRX_OK);
  CHECK(len == 3 && ((const int64_t*)buf)[1] == 10);
  const int32_t* offs = NULL;
  CHECK_EQ_INT(irx_rb_batch_list_offsets(batch, 5, &offs, &len), IRX_OK);
  CHECK(len == 4 && offs[0] == 0 && offs[1] == 0 && offs[2] == 1 && offs[3] == 3);
  CHECK_EQ_INT(irx_rb_batch_list_child_buffer(batch, 5, &buf, &len), IRX_OK);
  CHECK(len == 3 && ((const int32_t*)buf)[2] == 3);
  IrxColumnType t = IRX_COL_NULL;
  CHECK_EQ_INT(irx_rb_batch_list_elem_type(batch, 5, &t), IRX_OK);
  CHECK_EQ_INT(t, IRX_COL_INT32);
  int nf = 0;
  CHECK_EQ_INT(irx_rb_batch_struct_num_fields(batch, 6, &nf), IRX_OK);
  CHECK_EQ_INT(nf, 2);
  const char* fname = NULL;
  CHECK_EQ_INT(irx_rb_batch_struct_field_name(batch, 6, 1, &fname), IRX_OK);
  CHECK_STR_EQ(fname, "y");
  CHECK_EQ_INT(irx_rb_batch_struct_field_buffer(batch, 6, 0, &buf, &len), IRX_OK);
  CHECK(len == 3 && ((const int32_t*)buf)[1] == 101);

  const char* tn = NULL;
  CHECK_EQ_INT(irx_rb_schema_type_name(s, 5, &tn), IRX_OK);
  CHECK_STR_EQ(tn, "list<item: int32>");
  IrxRbSchema* from_batch = NULL;
  CHECK_EQ_INT(irx_rb_batch_schema(batch, &from_batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_equal(s, from_batch), 1);
  const char* name = NULL;
  int type = -1, nullable = -1;
  CHECK_EQ_INT(irx_rb_schema_field(from_batch, 0, &name, &type, &nullable), IRX_OK);
  CHECK_STR_EQ(name, "id");
  CHECK(type == IRX_COL_INT64 && nullable == 0);

  irx_rb_schema_release(from_batch);
  irx_rb_batch_release(batch);
  irx_rb_builder_release(b);
  irx_rb_schema_release(s);
}

static void test_bad_input_gets_status_and_message(void) {
  IrxRbSchema* s = make_schema();
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = (IrxRbBatch*)0x1;
  CHECK_EQ_INT(irx_rb_builder_create(NULL, &b), IRX_ERR_NULLPTR);
  CHECK(b == NULL);
  const char* message = irx_record_batch_errmsg();
  CHECK_MESSAGE(message);
  CHECK(strncmp(message, "irx_rb_builder_create: ", 23) == 0);
  CHECK_STR_EQ(irx_record_batch_errmsg(), message); /* still the last call's */
  CHECK_EQ_INT(irx_rb_schema_num_fields(s), 7);
  CHECK_STR_EQ(irx_record_batch_errmsg(), ""); /* a success clears it */
  CHECK_EQ_INT(irx_rb_builder_create(s, &b), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_int32(b, 0, 1), IRX_ERR_TYPE);
  CHECK_EQ_INT(irx_rb_builder_append_int64(b, 7, 1), IRX_ERR_OOB);
  CHECK_EQ_INT(irx_rb_builder_append_int64(b, -1, 1), IRX_ERR_OOB);
  CHECK_EQ_INT(irx_rb_builder_append_null(b, 0), IRX_ERR_TYPE); /* not nullable */
  CHECK_EQ_INT(irx_rb_builder_append_utf8(b, 1, NULL, 0), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_builder_append_utf8(b, 1, "x", -1), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_rb_builder_append_utf8(b, 1, "\xff\xfe", 2), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_rb_builder_append_date(b, 3, INT64_C(1) << 40), IRX_ERR_OOB);
  CHECK_EQ_INT(irx_rb_builder_append_list(b, 5, NULL, 2), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_builder_append_list(b, 5, NULL, -1), IRX_ERR_OOB);
  CHECK_EQ_INT(irx_rb_builder_struct_field_int(b, 6, 2, 1), IRX_ERR_OOB);
  CHECK_EQ_INT(irx_rb_builder_struct_field_float(b, 6, 0, 1.0), IRX_ERR_TYPE);
  CHECK_EQ_INT(irx_rb_builder_append_int64(b, 0, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_finish(b, &batch), IRX_ERR_ARROW); /* ragged */
  CHECK(batch == NULL);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "bad", (IrxColumnType)99, 1), IRX_ERR_TYPE);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "bad", IRX_COL_LIST, 1), IRX_ERR_TYPE);
  CHECK_EQ_INT(irx_rb_schema_add_named_field(s, "bad", "int128", 1), IRX_ERR_TYPE);
  CHECK(irx_type_primitive((IrxColumnType)-5) == NULL);
  CHECK(irx_type_list(NULL) == NULL);
  CHECK(irx_type_struct(NULL, NULL, -1) == NULL);
  CHECK_EQ_INT(irx_rb_schema_num_fields(NULL), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_batch_num_rows(NULL), IRX_ERR_NULLPTR);
  irx_rb_builder_release(b);
  /* A released builder is refused, not used. */
  CHECK_EQ_INT(irx_rb_builder_append_int64(b, 0, 1), IRX_ERR_INVALID);
  irx_rb_schema_release(s);
}

/* Extension: a string written in place of the column's storage. */
static void test_in_place_strings(void) {
  IrxRbSchema* s = one_column_schema("t", IRX_COL_UTF8, 1);
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  CHECK_EQ_INT(irx_rb_builder_create(s, &b), IRX_OK);
  char* room = NULL;
  CHECK_EQ_INT(irx_rb_builder_commit_utf8(b, 0, 1), IRX_ERR_INVALID); /* nothing reserved */
  CHECK_EQ_INT(irx_rb_builder_reserve_utf8(b, 0, 32, &room), IRX_OK);
  CHECK(room != NULL);
  int n = snprintf(room, 32, "value %d", 42);
  CHECK_EQ_INT(irx_rb_builder_commit_utf8(b, 0, 33), IRX_ERR_OOB);
  CHECK_EQ_INT(irx_rb_builder_commit_utf8(b, 0, n), IRX_OK);
  /* Invalid UTF-8 written in place is refused and not appended. */
  CHECK_EQ_INT(irx_rb_builder_reserve_utf8(b, 0, 4, &room), IRX_OK);
  memcpy(room, "\xff\xfe", 2);
  CHECK_EQ_INT(irx_rb_builder_commit_utf8(b, 0, 2), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_rb_builder_commit_utf8(b, 0, 0), IRX_ERR_INVALID); /* reservation gone */
  /* A bad handle and column are refused by the fast paths' fallback. */
  CHECK_EQ_INT(irx_rb_builder_reserve_utf8(NULL, 0, 4, &room), IRX_ERR_NULLPTR);
  CHECK(room == NULL);
  CHECK_EQ_INT(irx_rb_builder_reserve_utf8(b, 1, 4, &room), IRX_ERR_OOB);
  CHECK_EQ_INT(irx_rb_builder_append_utf8(b, 0, "next", 4), IRX_OK);
  /* A run of values written in place, one call each. */
  CHECK_EQ_INT(irx_rb_builder_reserve_utf8(b, 0, 8, &room), IRX_OK);
  for (int i = 0; i < 3; i++) {
    int len = snprintf(room, 8, "v%d", i);
    if (i < 2) CHECK_EQ_INT(irx_rb_builder_next_utf8(b, 0, len, 8, &room), IRX_OK);
    else CHECK_EQ_INT(irx_rb_builder_commit_utf8(b, 0, len), IRX_OK);
  }
  CHECK_EQ_INT(irx_rb_builder_finish(b, &batch), IRX_OK);
  const char* text = NULL;
  int64_t len = 0;
  CHECK_EQ_INT(irx_rb_batch_get_utf8(batch, 0, 0, &text, &len), IRX_OK);
  CHECK(len == n && memcmp(text, "value 42", 8) == 0);
  CHECK_EQ_INT(irx_rb_batch_num_rows(batch), 5);
  CHECK_EQ_INT(irx_rb_batch_get_utf8(batch, 0, 4, &text, &len), IRX_OK);
  CHECK(len == 2 && memcmp(text, "v2", 2) == 0);
  CHECK_EQ_INT(irx_rb_batch_get_utf8(batch, 0, 1, &text, &len), IRX_OK);
  CHECK(len == 4 && memcmp(text, "next", 4) == 0);
  irx_rb_batch_release(batch);
  irx_rb_builder_release(b);
  irx_rb_schema_release(s);
}

int main(void) {
  RUN(test_build_and_read_every_column_kind);
  RUN(test_bad_input_gets_status_and_message);
  RUN(test_in_place_strings);
  return check_exit();
}
