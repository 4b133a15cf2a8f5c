/*
 * IRx 1.25's checked layer for tables (irx_rb_api_batch_to_table,
 * _batch_to_dynamic_table, _table_to_batch, _table_to_dynamic_batch,
 * _table_cast; header irx_record_batch_api.h): good and bad input. As for
 * the rest of the checked layer (test_rb_api.c): a status return, the
 * message in the caller's buffer (cleared on entry), results zeroed first,
 * boxes checked; tables are plain table handles the caller releases.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api_check.h"

#define POISON ((void*)0x1)

/* A schema box: one int64 column `name`. */
static IrxRbApiSchema* schema_of(const char* name, int32_t type, int32_t nullable) {
  IrxRbApiSchema* s = NULL;
  CHECK_OK(irx_rb_api_schema_new(&s, err));
  CHECK_OK(irx_rb_api_schema_add(s, name, type, nullable, err));
  return s;
}

/* A batch box of x int64 nullable: 7, null, 9. */
static IrxRbApiBatch* batch_of(IrxRbApiSchema* s) {
  IrxRbApiBuilder* b = NULL;
  IrxRbApiBatch* batch = NULL;
  CHECK_OK(irx_rb_api_builder_new(s, &b, err));
  CHECK_OK(irx_rb_api_append_i64(b, 0, 7, err));
  CHECK_OK(irx_rb_api_append_null(b, 0, err));
  CHECK_OK(irx_rb_api_append_i64(b, 0, 9, err));
  CHECK_OK(irx_rb_api_batch_new(&batch, err));
  CHECK_OK(irx_rb_api_builder_finish(b, batch, err));
  CHECK_OK(irx_rb_api_builder_destroy(b, err));
  return batch;
}

/* The batch box holds 7, null, 9 in column 0. */
static void check_values(IrxRbApiBatch* batch) {
  int64_t rows = -1, value = -1;
  int32_t null = -1;
  CHECK_OK(irx_rb_api_batch_rows(batch, &rows, err));
  CHECK_EQ_INT(rows, 3);
  CHECK_OK(irx_rb_api_get_i64(batch, 0, 0, &value, err));
  CHECK_EQ_INT(value, 7);
  CHECK_OK(irx_rb_api_batch_null(batch, 0, 1, &null, err));
  CHECK_EQ_INT(null, 1);
  CHECK_OK(irx_rb_api_get_i64(batch, 0, 2, &value, err));
  CHECK_EQ_INT(value, 9);
}

static void test_batch_to_table_and_back(void) {
  IrxRbApiSchema* s = schema_of("x", IRX_COL_INT64, 1);
  IrxRbApiBatch* batch = batch_of(s);
  IrxRbApiBatch* back = NULL;
  irx_arrow_table_handle* t = NULL;
  CHECK_OK(irx_rb_api_batch_to_table(batch, s, &t, err));
  CHECK(t != NULL);
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 3);
  CHECK_OK(irx_rb_api_batch_new(&back, err));
  CHECK_OK(irx_rb_api_table_to_batch(t, back, err));
  check_values(back);
  /* the box's batch is replaced, not appended to */
  CHECK_OK(irx_rb_api_table_to_dynamic_batch(t, back, err));
  check_values(back);
  irx_arrow_table_release(t);
  CHECK_OK(irx_rb_api_batch_to_dynamic_table(batch, &t, err));
  CHECK_EQ_INT(irx_arrow_table_num_columns(t), 1);
  CHECK_OK(irx_rb_api_table_to_batch(t, back, err));
  check_values(back);
  irx_arrow_table_release(t);
  CHECK_OK(irx_rb_api_batch_destroy(back, err));
  CHECK_OK(irx_rb_api_batch_destroy(batch, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
}

static void test_declared_schemas_are_held(void) {
  IrxRbApiSchema* s = schema_of("x", IRX_COL_INT64, 1);
  IrxRbApiSchema* strict = schema_of("x", IRX_COL_INT64, 0);
  IrxRbApiSchema* int32 = schema_of("x", IRX_COL_INT32, 1);
  IrxRbApiSchema* other = schema_of("y", IRX_COL_INT64, 1);
  IrxRbApiBatch* batch = batch_of(s);
  irx_arrow_table_handle* t = POISON;
  irx_arrow_table_handle* cast = POISON;
  CHECK_FAILS(irx_rb_api_batch_to_table(batch, int32, &t, err), IRX_ERR_TYPE, "Cannot convert column 'x'");
  CHECK(t == NULL);
  CHECK_FAILS(irx_rb_api_batch_to_table(batch, other, &t, err), IRX_ERR_TYPE, "expected 'y'");
  CHECK_FAILS(irx_rb_api_batch_to_table(batch, strict, &t, err), IRX_ERR_TYPE, "null");
  CHECK_OK(irx_rb_api_batch_to_table(batch, s, &t, err));
  /* cast: the same names and types, the declared nullability; no conversion */
  CHECK_FAILS(irx_rb_api_table_cast(t, int32, &cast, err), IRX_ERR_TYPE, "Cannot convert column 'x'");
  CHECK(cast == NULL);
  CHECK_FAILS(irx_rb_api_table_cast(t, strict, &cast, err), IRX_ERR_TYPE, "null");
  CHECK_OK(irx_rb_api_table_cast(t, s, &cast, err));
  CHECK_EQ_INT(irx_arrow_table_num_rows(cast), 3);
  irx_arrow_table_release(cast);
  irx_arrow_table_release(t);
  CHECK_OK(irx_rb_api_batch_destroy(batch, err));
  CHECK_OK(irx_rb_api_schema_destroy(other, err));
  CHECK_OK(irx_rb_api_schema_destroy(int32, err));
  CHECK_OK(irx_rb_api_schema_destroy(strict, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
}

static void test_nulls_closed_and_dead_arguments(void) {
  IrxRbApiSchema* s = schema_of("x", IRX_COL_INT64, 1);
  IrxRbApiSchema* empty_box = NULL;
  IrxRbApiBatch* batch = batch_of(s);
  IrxRbApiBatch* closed = NULL;
  irx_arrow_table_handle* t = NULL;
  irx_arrow_table_handle* out = POISON;
  CHECK_OK(irx_rb_api_batch_new(&closed, err));
  CHECK_OK(irx_rb_api_schema_new(&empty_box, err));
  CHECK_OK(irx_rb_api_schema_close(empty_box, err));
  CHECK_OK(irx_rb_api_batch_to_table(batch, s, &t, err));

  /* result slots: refused, and zeroed when there is one */
  CHECK_FAILS(irx_rb_api_batch_to_table(batch, s, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_batch_to_dynamic_table(batch, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_table_cast(t, s, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  /* NULL arguments */
  CHECK_FAILS(irx_rb_api_batch_to_table(NULL, s, &out, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK(out == NULL);
  out = POISON;
  CHECK_FAILS(irx_rb_api_batch_to_table(batch, NULL, &out, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK(out == NULL);
  CHECK_FAILS(irx_rb_api_batch_to_dynamic_table(NULL, &out, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_table_to_batch(NULL, batch, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_table_to_batch(t, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_table_to_dynamic_batch(NULL, batch, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_table_to_dynamic_batch(t, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_table_cast(NULL, s, &out, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_table_cast(t, NULL, &out, err), IRX_ERR_NULLPTR, NULLARG);
  /* empty boxes */
  CHECK_FAILS(irx_rb_api_batch_to_table(closed, s, &out, err), IRX_ERR_INVALID, CLOSED);
  CHECK_FAILS(irx_rb_api_batch_to_table(batch, empty_box, &out, err), IRX_ERR_INVALID, CLOSED);
  CHECK_FAILS(irx_rb_api_batch_to_dynamic_table(closed, &out, err), IRX_ERR_INVALID, CLOSED);
  CHECK_FAILS(irx_rb_api_table_cast(t, empty_box, &out, err), IRX_ERR_INVALID, CLOSED);
  /* boxes and tables that are not live */
  CHECK_FAILS(irx_rb_api_batch_to_dynamic_table((IrxRbApiBatch*)POISON, &out, err), IRX_ERR_INVALID, "");
  CHECK_FAILS(irx_rb_api_table_to_batch(t, (IrxRbApiBatch*)POISON, err), IRX_ERR_INVALID, "");
  CHECK_FAILS(irx_rb_api_table_to_batch((irx_arrow_table_handle*)POISON, closed, err), IRX_ERR_INVALID, "table");
  CHECK_FAILS(irx_rb_api_table_to_dynamic_batch((irx_arrow_table_handle*)POISON, closed, err),
              IRX_ERR_INVALID, "table");
  CHECK_FAILS(irx_rb_api_table_cast((irx_arrow_table_handle*)POISON, s, &out, err), IRX_ERR_INVALID, "table");
  irx_arrow_table_release(t);
  CHECK_FAILS(irx_rb_api_table_to_batch(t, closed, err), IRX_ERR_INVALID, "table"); /* released */
  /* a NULL error buffer is allowed */
  CHECK_EQ_INT(irx_rb_api_table_to_batch(t, closed, NULL), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_rb_api_batch_to_dynamic_table(batch, &t, NULL), IRX_OK);
  irx_arrow_table_release(t);

  CHECK_OK(irx_rb_api_batch_destroy(closed, err));
  CHECK_OK(irx_rb_api_batch_destroy(batch, err));
  CHECK_OK(irx_rb_api_schema_destroy(empty_box, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
}

int main(void) {
  RUN(test_batch_to_table_and_back);
  RUN(test_declared_schemas_are_held);
  RUN(test_nulls_closed_and_dead_arguments);
  return check_exit();
}
