/*
 * IRx 1.25's checked record-batch layer (irx_rb_api_*, the header name
 * irx_record_batch_api.h): every function with good and bad input. Each
 * call returns its status and reports into the caller's error buffer
 * (cleared on entry, truncated and NUL-terminated on failure, NULL allowed);
 * results are zeroed first; boxes are single-owner and checked, so a closed,
 * destroyed or forged box is an error; strings come back malloc-owned.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "api_check.h"

enum { C_I8, C_I16, C_I32, C_I64, C_U8, C_U16, C_U32, C_U64, C_F32, C_F64,
       C_BOOL, C_DATE, C_TS, C_TIME, C_UTF8, NCOLS };

static IrxRbApiSchema* make_schema(void) {
  static const int32_t types[NCOLS] = {
      IRX_COL_INT8,   IRX_COL_INT16,  IRX_COL_INT32,   IRX_COL_INT64,
      IRX_COL_UINT8,  IRX_COL_UINT16, IRX_COL_UINT32,  IRX_COL_UINT64,
      IRX_COL_FLOAT32, IRX_COL_FLOAT64, IRX_COL_BOOL,  IRX_COL_DATE32,
      IRX_COL_TIMESTAMP_MS, IRX_COL_TIME64_US, IRX_COL_UTF8};
  static const char* names[NCOLS] = {"i8", "i16", "i32", "i64", "u8",
                                     "u16", "u32", "u64", "f32", "f64",
                                     "flag", "day", "at", "tod", "text"};
  IrxRbApiSchema* s = NULL;
  CHECK_OK(irx_rb_api_schema_new(&s, err));
  for (int c = 0; c < NCOLS; c++)
    CHECK_OK(irx_rb_api_schema_add(s, names[c], types[c], 1, err));
  return s;
}

/* Two rows: values, then nulls everywhere. */
static IrxRbApiBatch* make_batch(IrxRbApiSchema* s) {
  IrxRbApiBuilder* b = NULL;
  IrxRbApiBatch* batch = NULL;
  CHECK_OK(irx_rb_api_builder_new(s, &b, err));
  CHECK_OK(irx_rb_api_append_i8(b, C_I8, -8, err));
  CHECK_OK(irx_rb_api_append_i16(b, C_I16, -16, err));
  CHECK_OK(irx_rb_api_append_i32(b, C_I32, -32, err));
  CHECK_OK(irx_rb_api_append_i64(b, C_I64, -64, err));
  CHECK_OK(irx_rb_api_append_u8(b, C_U8, 200, err));
  CHECK_OK(irx_rb_api_append_u16(b, C_U16, 60000, err));
  CHECK_OK(irx_rb_api_append_u32(b, C_U32, 4000000000u, err));
  CHECK_OK(irx_rb_api_append_u64(b, C_U64, UINT64_MAX, err));
  CHECK_OK(irx_rb_api_append_f32(b, C_F32, 1.5f, err));
  CHECK_OK(irx_rb_api_append_f64(b, C_F64, 2.25, err));
  CHECK_OK(irx_rb_api_append_bool(b, C_BOOL, 1, err));
  CHECK_OK(irx_rb_api_append_date(b, C_DATE, 19000, err));
  CHECK_OK(irx_rb_api_append_timestamp(b, C_TS, 1700000000123, err));
  CHECK_OK(irx_rb_api_append_time(b, C_TIME, 3600000000, err));
  CHECK_OK(irx_rb_api_append_utf8(b, C_UTF8, "héllo", err));
  for (int c = 0; c < NCOLS; c++) CHECK_OK(irx_rb_api_append_null(b, c, err));
  CHECK_OK(irx_rb_api_batch_new(&batch, err));
  CHECK_OK(irx_rb_api_builder_finish(b, batch, err));
  CHECK_OK(irx_rb_api_builder_destroy(b, err));
  return batch;
}

static void check_batch(IrxRbApiBatch* batch) {
  int64_t rows = -1;
  int32_t cols = -1, flag = -1;
  CHECK_OK(irx_rb_api_batch_rows(batch, &rows, err));
  CHECK_EQ_INT(rows, 2);
  CHECK_OK(irx_rb_api_batch_columns(batch, &cols, err));
  CHECK_EQ_INT(cols, NCOLS);
  int8_t i8 = 0; int16_t i16 = 0; int32_t i32 = 0; int64_t i64 = 0;
  uint8_t u8 = 0; uint16_t u16 = 0; uint32_t u32 = 0; uint64_t u64 = 0;
  float f32 = 0; double f64 = 0;
  char* text = NULL;
  CHECK_OK(irx_rb_api_get_i8(batch, C_I8, 0, &i8, err)); CHECK_EQ_INT(i8, -8);
  CHECK_OK(irx_rb_api_get_i16(batch, C_I16, 0, &i16, err)); CHECK_EQ_INT(i16, -16);
  CHECK_OK(irx_rb_api_get_i32(batch, C_I32, 0, &i32, err)); CHECK_EQ_INT(i32, -32);
  CHECK_OK(irx_rb_api_get_i64(batch, C_I64, 0, &i64, err)); CHECK_EQ_INT(i64, -64);
  CHECK_OK(irx_rb_api_get_u8(batch, C_U8, 0, &u8, err)); CHECK_EQ_INT(u8, 200);
  CHECK_OK(irx_rb_api_get_u16(batch, C_U16, 0, &u16, err)); CHECK_EQ_INT(u16, 60000);
  CHECK_OK(irx_rb_api_get_u32(batch, C_U32, 0, &u32, err)); CHECK_EQ_INT(u32, 4000000000u);
  CHECK_OK(irx_rb_api_get_u64(batch, C_U64, 0, &u64, err)); CHECK(u64 == UINT64_MAX);
  CHECK_OK(irx_rb_api_get_f32(batch, C_F32, 0, &f32, err)); CHECK(f32 == 1.5f);
  CHECK_OK(irx_rb_api_get_f64(batch, C_F64, 0, &f64, err)); CHECK(f64 == 2.25);
  CHECK_OK(irx_rb_api_get_bool(batch, C_BOOL, 0, &i32, err)); CHECK_EQ_INT(i32, 1);
  CHECK_OK(irx_rb_api_get_date(batch, C_DATE, 0, &i64, err)); CHECK_EQ_INT(i64, 19000);
  CHECK_OK(irx_rb_api_get_timestamp(batch, C_TS, 0, &i64, err));
  CHECK_EQ_INT(i64, 1700000000123);
  CHECK_OK(irx_rb_api_get_time(batch, C_TIME, 0, &i64, err));
  CHECK_EQ_INT(i64, 3600000000);
  CHECK_OK(irx_rb_api_get_utf8(batch, C_UTF8, 0, &text, err));
  CHECK_STR_EQ(text, "héllo");
  free(text);
  /* Row 1 is null everywhere: batch_null says so, typed getters refuse. */
  for (int c = 0; c < NCOLS; c++) {
    CHECK_OK(irx_rb_api_batch_null(batch, c, 1, &flag, err));
    CHECK_EQ_INT(flag, 1);
    CHECK_OK(irx_rb_api_batch_null(batch, c, 0, &flag, err));
    CHECK_EQ_INT(flag, 0);
  }
  i8 = 7;
  CHECK_FAILS(irx_rb_api_get_i8(batch, C_I8, 1, &i8, err), IRX_ERR_INVALID, "is_null");
  CHECK_EQ_INT(i8, 0); /* zeroed, not left as it was */
  CHECK_FAILS(irx_rb_api_get_i16(batch, C_I16, 1, &i16, err), IRX_ERR_INVALID, "is_null");
  CHECK_FAILS(irx_rb_api_get_i32(batch, C_I32, 1, &i32, err), IRX_ERR_INVALID, "is_null");
  CHECK_FAILS(irx_rb_api_get_i64(batch, C_I64, 1, &i64, err), IRX_ERR_INVALID, "is_null");
  CHECK_FAILS(irx_rb_api_get_u8(batch, C_U8, 1, &u8, err), IRX_ERR_INVALID, "is_null");
  CHECK_FAILS(irx_rb_api_get_u16(batch, C_U16, 1, &u16, err), IRX_ERR_INVALID, "is_null");
  CHECK_FAILS(irx_rb_api_get_u32(batch, C_U32, 1, &u32, err), IRX_ERR_INVALID, "is_null");
  CHECK_FAILS(irx_rb_api_get_u64(batch, C_U64, 1, &u64, err), IRX_ERR_INVALID, "is_null");
  CHECK_FAILS(irx_rb_api_get_f32(batch, C_F32, 1, &f32, err), IRX_ERR_INVALID, "is_null");
  CHECK_FAILS(irx_rb_api_get_f64(batch, C_F64, 1, &f64, err), IRX_ERR_INVALID, "is_null");
  CHECK_FAILS(irx_rb_api_get_bool(batch, C_BOOL, 1, &i32, err), IRX_ERR_INVALID, "is_null");
  CHECK_FAILS(irx_rb_api_get_date(batch, C_DATE, 1, &i64, err), IRX_ERR_INVALID, "is_null");
  CHECK_FAILS(irx_rb_api_get_timestamp(batch, C_TS, 1, &i64, err), IRX_ERR_INVALID, "is_null");
  CHECK_FAILS(irx_rb_api_get_time(batch, C_TIME, 1, &i64, err), IRX_ERR_INVALID, "is_null");
  text = (char*)err;
  CHECK_FAILS(irx_rb_api_get_utf8(batch, C_UTF8, 1, &text, err), IRX_ERR_INVALID, "is_null");
  CHECK(text == NULL);
}

static void test_build_and_read_every_typed_column(void) {
  IrxRbApiSchema* s = make_schema();
  IrxRbApiBatch* batch = make_batch(s);
  check_batch(batch);
  CHECK_OK(irx_rb_api_batch_destroy(batch, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
}

static void test_schema_functions(void) {
  IrxRbApiSchema* s = make_schema();
  IrxRbApiSchema* t = NULL;
  int32_t n = -1;
  char* text = NULL;
  CHECK_OK(irx_rb_api_schema_count(s, &n, err));
  CHECK_EQ_INT(n, NCOLS);
  CHECK_OK(irx_rb_api_schema_name(s, C_UTF8, &text, err));
  CHECK_STR_EQ(text, "text");
  free(text);
  CHECK_OK(irx_rb_api_schema_type(s, C_TS, &n, err));
  CHECK_EQ_INT(n, IRX_COL_TIMESTAMP_MS);
  CHECK_OK(irx_rb_api_schema_nullable(s, C_I8, &n, err));
  CHECK_EQ_INT(n, 1);
  CHECK_OK(irx_rb_api_schema_type_name(s, C_I64, &text, err));
  CHECK_STR_EQ(text, "int64");
  free(text);
  CHECK_OK(irx_rb_api_schema_equal(s, s, &n, err));
  CHECK_EQ_INT(n, 1);

  /* A batch's schema equals the one it was built with. */
  IrxRbApiBatch* batch = make_batch(s);
  CHECK_OK(irx_rb_api_schema_new(&t, err));
  CHECK_OK(irx_rb_api_batch_schema(batch, t, err));
  CHECK_OK(irx_rb_api_schema_equal(s, t, &n, err));
  CHECK_EQ_INT(n, 1);
  CHECK_OK(irx_rb_api_schema_add_name(t, "extra", "float64", 0, err));
  CHECK_OK(irx_rb_api_schema_nullable(t, NCOLS, &n, err));
  CHECK_EQ_INT(n, 0);
  CHECK_OK(irx_rb_api_schema_equal(s, t, &n, err));
  CHECK_EQ_INT(n, 0);

  /* Bad columns and types. */
  text = (char*)err;
  CHECK_FAILS(irx_rb_api_schema_name(s, NCOLS, &text, err), IRX_ERR_OOB, "out of");
  CHECK(text == NULL);
  CHECK_FAILS(irx_rb_api_schema_name(s, -1, &text, err), IRX_ERR_OOB, "out of");
  CHECK_FAILS(irx_rb_api_schema_type(s, 99, &n, err), IRX_ERR_OOB, "out of");
  CHECK_FAILS(irx_rb_api_schema_nullable(s, 99, &n, err), IRX_ERR_OOB, "out of");
  CHECK_FAILS(irx_rb_api_schema_type_name(s, 99, &text, err), IRX_ERR_OOB, "out of");
  CHECK_FAILS(irx_rb_api_schema_add(t, "bad", 999, 1, err), IRX_ERR_TYPE, "IrxColumnType");
  CHECK_FAILS(irx_rb_api_schema_add_name(t, "bad", "no such type", 1, err), IRX_ERR_TYPE,
              "no such type");
  /* A core failure relayed with 1.25's text exactly: the core's message
     without our core function's name (pyirx's ARX_EXCEPTION reports carry
     this buffer; found by the corpus, tests/corpus-1.25/record_batch_errors). */
  CHECK(strcmp(err, "unsupported scalar type name: no such type") == 0);
  CHECK_OK(irx_rb_api_schema_destroy(t, err));
  /* Bytes that are no IPC stream: an error, the result zeroed. */
  t = (IrxRbApiSchema*)err;
  CHECK(irx_rb_api_schema_ipc((const uint8_t*)"nope", 4, &t, err) < 0);
  CHECK_MESSAGE(err);
  CHECK(t == NULL);
  CHECK_OK(irx_rb_api_batch_destroy(batch, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
}

static void test_bad_rows_columns_and_types(void) {
  IrxRbApiSchema* s = make_schema();
  IrxRbApiBatch* batch = make_batch(s);
  IrxRbApiBuilder* b = NULL;
  int64_t v = 0;
  int32_t flag = 0;
  CHECK_FAILS(irx_rb_api_get_i64(batch, NCOLS, 0, &v, err), IRX_ERR_OOB, "out of");
  CHECK_FAILS(irx_rb_api_get_i64(batch, -1, 0, &v, err), IRX_ERR_OOB, "out of");
  CHECK_FAILS(irx_rb_api_get_i64(batch, C_I64, 2, &v, err), IRX_ERR_OOB, "out of");
  CHECK_FAILS(irx_rb_api_get_i64(batch, C_I64, -1, &v, err), IRX_ERR_OOB, "out of");
  CHECK_FAILS(irx_rb_api_batch_null(batch, C_I64, 99, &flag, err), IRX_ERR_OOB, "out of");
  CHECK_FAILS(irx_rb_api_get_i64(batch, C_I8, 0, &v, err), IRX_ERR_TYPE, "type");
  CHECK_OK(irx_rb_api_builder_new(s, &b, err));
  CHECK_FAILS(irx_rb_api_append_i64(b, NCOLS, 1, err), IRX_ERR_OOB, "out of");
  CHECK_FAILS(irx_rb_api_append_i64(b, C_I8, 1, err), IRX_ERR_TYPE, "");
  CHECK_FAILS(irx_rb_api_append_utf8(b, C_I8, "x", err), IRX_ERR_TYPE, "");
  CHECK_FAILS(irx_rb_api_append_null(b, 99, err), IRX_ERR_OOB, "out of");
  /* Columns of different lengths cannot finish. */
  CHECK_OK(irx_rb_api_append_i8(b, C_I8, 1, err));
  CHECK_FAILS(irx_rb_api_builder_finish(b, batch, err), IRX_ERR_ARROW, "length");
  check_batch(batch); /* the failed finish left the output box alone */
  CHECK_OK(irx_rb_api_builder_destroy(b, err));
  CHECK_OK(irx_rb_api_batch_destroy(batch, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
}

/* The error buffer: NULL allowed; long messages cut, terminated, never
 * written past IRX_RB_API_ERROR_CAPACITY bytes. */
static void test_error_buffer(void) {
  IrxRbApiSchema* s = NULL;
  CHECK_EQ_INT(irx_rb_api_schema_new(&s, NULL), IRX_OK);
  CHECK_EQ_INT(irx_rb_api_schema_add(s, "a", 999, 1, NULL), IRX_ERR_TYPE);
  CHECK_EQ_INT(irx_rb_api_schema_close(NULL, NULL), IRX_ERR_NULLPTR);

  char name[4096];
  memset(name, 'n', sizeof name - 1);
  name[sizeof name - 1] = 0;
  enum { GUARD = 64 };
  char* big = malloc(IRX_RB_API_ERROR_CAPACITY + GUARD);
  memset(big, 0x7f, IRX_RB_API_ERROR_CAPACITY + GUARD);
  CHECK_EQ_INT(irx_rb_api_schema_add_name(s, "a", name, 1, big), IRX_ERR_TYPE);
  CHECK_EQ_INT(strlen(big), IRX_RB_API_ERROR_CAPACITY - 1);
  CHECK(strstr(big, "nnnn") != NULL);
  for (int i = IRX_RB_API_ERROR_CAPACITY; i < IRX_RB_API_ERROR_CAPACITY + GUARD; i++)
    CHECK_EQ_INT(big[i], 0x7f);
  /* A later success clears it. */
  CHECK_EQ_INT(irx_rb_api_schema_count(s, &(int32_t){0}, big), IRX_OK);
  CHECK_EQ_INT(big[0], 0);
  free(big);
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
}

/* Boxes: closed ones are refused where a value is needed, close is
 * idempotent, destroyed and forged ones are errors (not crashes). */
static void test_box_lifecycle(void) {
  IrxRbApiSchema* s = make_schema();
  IrxRbApiBatch* batch = make_batch(s);
  IrxRbApiBuilder* b = NULL;
  IrxRbApiReader* r = NULL;
  IrxRbApiWriter* w = NULL;
  int32_t n = 0;
  int64_t rows = 0;
  CHECK_OK(irx_rb_api_builder_new(s, &b, err));
  CHECK_OK(irx_rb_api_reader_new(&r, err));
  CHECK_OK(irx_rb_api_writer_new(s, &w, err));

  /* The writer copied the schema: closing the schema box does not matter. */
  CHECK_OK(irx_rb_api_schema_close(s, err));
  CHECK_OK(irx_rb_api_schema_close(s, err));
  CHECK_FAILS(irx_rb_api_schema_count(s, &n, err), IRX_ERR_INVALID, CLOSED);
  CHECK_FAILS(irx_rb_api_schema_add(s, "a", IRX_COL_INT8, 1, err), IRX_ERR_INVALID, CLOSED);
  IrxRbApiBuilder* b2 = b;
  CHECK_FAILS(irx_rb_api_builder_new(s, &b2, err), IRX_ERR_INVALID, CLOSED);
  CHECK(b2 == NULL); /* zeroed */
  CHECK_OK(irx_rb_api_builder_destroy(b, err));
  CHECK_OK(irx_rb_api_batch_schema(batch, s, err)); /* a closed box is refilled */
  CHECK_OK(irx_rb_api_schema_count(s, &n, err));
  CHECK_EQ_INT(n, NCOLS);

  CHECK_OK(irx_rb_api_batch_close(batch, err));
  CHECK_OK(irx_rb_api_batch_close(batch, err));
  CHECK_FAILS(irx_rb_api_batch_rows(batch, &rows, err), IRX_ERR_INVALID, CLOSED);
  CHECK_FAILS(irx_rb_api_get_i8(batch, 0, 0, &(int8_t){0}, err), IRX_ERR_INVALID, CLOSED);

  CHECK_OK(irx_rb_api_builder_new(s, &b, err));
  CHECK_OK(irx_rb_api_builder_close(b, err));
  CHECK_OK(irx_rb_api_builder_close(b, err));
  CHECK_FAILS(irx_rb_api_append_i8(b, 0, 1, err), IRX_ERR_INVALID, CLOSED);
  CHECK_FAILS(irx_rb_api_builder_finish(b, batch, err), IRX_ERR_INVALID, CLOSED);

  CHECK_FAILS(irx_rb_api_reader_next(r, &n, err), IRX_ERR_INVALID, CLOSED);
  CHECK_FAILS(irx_rb_api_reader_batch(r, batch, err), IRX_ERR_INVALID, CLOSED);
  CHECK_FAILS(irx_rb_api_reader_schema(r, s, err), IRX_ERR_INVALID, CLOSED);
  CHECK_OK(irx_rb_api_reader_close(r, err));
  CHECK_OK(irx_rb_api_reader_close(r, err));
  CHECK_FAILS(irx_rb_api_writer_write(w, batch, err), IRX_ERR_INVALID, CLOSED);
  CHECK_OK(irx_rb_api_writer_close(w, err)); /* never opened: nothing to do */
  CHECK_OK(irx_rb_api_writer_close(w, err));

  /* Destroyed boxes and made-up pointers are refused. */
  CHECK_OK(irx_rb_api_batch_destroy(batch, err));
  CHECK_FAILS(irx_rb_api_batch_destroy(batch, err), IRX_ERR_INVALID, "not a live");
  CHECK_FAILS(irx_rb_api_batch_rows(batch, &rows, err), IRX_ERR_INVALID, "not a live");
  CHECK_FAILS(irx_rb_api_batch_close((IrxRbApiBatch*)(uintptr_t)0x1234, err),
              IRX_ERR_INVALID, "not a live");
  /* A box of one type is not one of another. */
  CHECK_FAILS(irx_rb_api_batch_close((IrxRbApiBatch*)(void*)s, err), IRX_ERR_INVALID,
              "not a live");
  CHECK_OK(irx_rb_api_builder_destroy(b, err));
  CHECK_OK(irx_rb_api_reader_destroy(r, err));
  CHECK_OK(irx_rb_api_writer_destroy(w, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
  /* NULL destroy is a no-op, as 1.25's delete. */
  CHECK_OK(irx_rb_api_schema_destroy(NULL, err));
  CHECK_OK(irx_rb_api_batch_destroy(NULL, err));
  CHECK_OK(irx_rb_api_builder_destroy(NULL, err));
  CHECK_OK(irx_rb_api_reader_destroy(NULL, err));
  CHECK_OK(irx_rb_api_writer_destroy(NULL, err));
}

/* C Data and C Stream through int64 addresses, both ways. */
static void test_c_data_and_c_stream(void) {
  IrxRbApiSchema* s = make_schema();
  IrxRbApiBatch* batch = make_batch(s);
  IrxRbApiBatch* back = NULL;
  IrxRbApiReader* r = NULL;
  IrxRbApiSchema* t = NULL;
  struct ArrowArray array;
  struct ArrowSchema schema;
  struct ArrowArrayStream stream;
  int32_t status = -99;
  memset(&array, 0, sizeof array);
  memset(&schema, 0, sizeof schema);
  memset(&stream, 0, sizeof stream);

  CHECK_OK(irx_rb_api_batch_export(batch, (int64_t)(intptr_t)&array,
                                   (int64_t)(intptr_t)&schema, &status, err));
  CHECK_EQ_INT(status, IRX_OK);
  CHECK(array.release != NULL && schema.release != NULL);
  CHECK_OK(irx_rb_api_batch_new(&back, err));
  CHECK_OK(irx_rb_api_batch_import(back, (int64_t)(intptr_t)&array,
                                   (int64_t)(intptr_t)&schema, err));
  CHECK(array.release == NULL && schema.release == NULL); /* moved */
  check_batch(back);
  /* A released (moved-from) input is the core's error. */
  CHECK(irx_rb_api_batch_import(back, (int64_t)(intptr_t)&array,
                                (int64_t)(intptr_t)&schema, err) < 0);
  CHECK(strstr(err, "released") != NULL);
  check_batch(back); /* unchanged */
  /* As 1.25: the export's own status is the result, the call succeeds. */
  CHECK_OK(irx_rb_api_batch_export(batch, 0, 0, &status, err));
  CHECK_EQ_INT(status, IRX_ERR_NULLPTR);

  CHECK_OK(irx_rb_api_batch_export_stream(batch, (int64_t)(intptr_t)&stream, &status, err));
  CHECK_EQ_INT(status, IRX_OK);
  CHECK(stream.release != NULL);
  CHECK_OK(irx_rb_api_reader_new(&r, err));
  CHECK_OK(irx_rb_api_reader_import(r, (int64_t)(intptr_t)&stream, err));
  CHECK(stream.release == NULL);
  CHECK_FAILS(irx_rb_api_reader_import(r, (int64_t)(intptr_t)&stream, err),
              IRX_ERR_INVALID, "close Arrow reader before importing");
  CHECK_OK(irx_rb_api_schema_new(&t, err));
  CHECK_OK(irx_rb_api_reader_schema(r, t, err));
  CHECK_OK(irx_rb_api_schema_equal(s, t, &status, err));
  CHECK_EQ_INT(status, 1);
  CHECK_FAILS(irx_rb_api_reader_batch(r, back, err), IRX_ERR_INVALID, CLOSED);
  CHECK_OK(irx_rb_api_reader_next(r, &status, err));
  CHECK_EQ_INT(status, IRX_OK);
  CHECK_OK(irx_rb_api_batch_close(back, err));
  CHECK_OK(irx_rb_api_reader_batch(r, back, err));
  check_batch(back);
  CHECK_OK(irx_rb_api_reader_next(r, &status, err));
  CHECK_EQ_INT(status, IRX_EOF);
  CHECK_FAILS(irx_rb_api_reader_batch(r, back, err), IRX_ERR_INVALID, CLOSED);
  CHECK_OK(irx_rb_api_reader_close(r, err));
  CHECK_OK(irx_rb_api_batch_export_stream(batch, 0, &status, err));
  CHECK_EQ_INT(status, IRX_ERR_NULLPTR);

  CHECK_OK(irx_rb_api_reader_destroy(r, err));
  CHECK_OK(irx_rb_api_schema_destroy(t, err));
  CHECK_OK(irx_rb_api_batch_destroy(back, err));
  CHECK_OK(irx_rb_api_batch_destroy(batch, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
}

/* A string with an embedded NUL cannot come back as C text. */
static void test_embedded_nul_is_refused(void) {
  IrxRbSchema* core = NULL;
  IrxRbBuilder* cb = NULL;
  IrxRbBatch* cbatch = NULL;
  struct ArrowArray array;
  struct ArrowSchema schema;
  IrxRbApiBatch* batch = NULL;
  char* text = NULL;
  memset(&array, 0, sizeof array);
  memset(&schema, 0, sizeof schema);
  CHECK_EQ_INT(irx_rb_schema_create(&core), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(core, "s", IRX_COL_UTF8, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_create(core, &cb), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_utf8(cb, 0, "a\0b", 3), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_utf8(cb, 0, "", 0), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_finish(cb, &cbatch), IRX_OK);
  CHECK_EQ_INT(irx_rb_batch_export(cbatch, &array, &schema), IRX_OK);
  CHECK_OK(irx_rb_api_batch_new(&batch, err));
  CHECK_OK(irx_rb_api_batch_import(batch, (int64_t)(intptr_t)&array,
                                   (int64_t)(intptr_t)&schema, err));
  CHECK_FAILS(irx_rb_api_get_utf8(batch, 0, 0, &text, err), IRX_ERR_INVALID, "embedded NUL");
  CHECK(text == NULL);
  CHECK_OK(irx_rb_api_get_utf8(batch, 0, 1, &text, err));
  CHECK_STR_EQ(text, "");
  free(text);
  CHECK_OK(irx_rb_api_batch_destroy(batch, err));
  irx_rb_batch_release(cbatch);
  irx_rb_builder_release(cb);
  irx_rb_schema_release(core);
}

/* IPC through the boxes: a file and a stream written, then read back. */
static void test_ipc_round_trip(void) {
  IrxRbApiSchema* s = make_schema();
  IrxRbApiBatch* batch = make_batch(s);
  IrxRbApiBatch* back = NULL;
  IrxRbApiWriter* w = NULL;
  IrxRbApiReader* r = NULL;
  int32_t status = -1;
  char path[64];
  snprintf(path, sizeof path, "/tmp/irx_rb_api_%d.arrow", (int)getpid());
  CHECK_OK(irx_rb_api_writer_new(s, &w, err));
  CHECK_OK(irx_rb_api_reader_new(&r, err));
  CHECK_OK(irx_rb_api_batch_new(&back, err));
  for (int kind = 0; kind < 2; kind++) {
    if (kind == 0)
      CHECK_OK(irx_rb_api_writer_file(w, path, err));
    else
      CHECK_OK(irx_rb_api_writer_stream(w, path, err));
    CHECK_FAILS(irx_rb_api_writer_file(w, path, err), IRX_ERR_INVALID,
                "close Arrow writer before reopening");
    CHECK_FAILS(irx_rb_api_writer_stream(w, path, err), IRX_ERR_INVALID,
                "close Arrow writer before reopening");
    CHECK_FAILS(irx_rb_api_writer_tcp(w, "127.0.0.1", 1, 100, err), IRX_ERR_INVALID,
                "close Arrow writer before connecting");
    CHECK_OK(irx_rb_api_writer_write(w, batch, err));
    CHECK_OK(irx_rb_api_writer_write(w, batch, err));
    CHECK_OK(irx_rb_api_writer_close(w, err));
    if (kind == 0)
      CHECK_OK(irx_rb_api_reader_file(r, path, err));
    else
      CHECK_OK(irx_rb_api_reader_stream(r, path, err));
    CHECK_FAILS(irx_rb_api_reader_file(r, path, err), IRX_ERR_INVALID,
                "close Arrow reader before reopening");
    CHECK_FAILS(irx_rb_api_reader_stream(r, path, err), IRX_ERR_INVALID,
                "close Arrow reader before reopening");
    CHECK_FAILS(irx_rb_api_reader_tcp(r, "127.0.0.1", 1, 100, err), IRX_ERR_INVALID,
                "close Arrow reader before connecting");
    for (int i = 0; i < 2; i++) {
      CHECK_OK(irx_rb_api_reader_next(r, &status, err));
      CHECK_EQ_INT(status, IRX_OK);
      CHECK_OK(irx_rb_api_reader_batch(r, back, err));
      check_batch(back);
    }
    CHECK_OK(irx_rb_api_reader_next(r, &status, err));
    CHECK_EQ_INT(status, IRX_EOF);
    CHECK_OK(irx_rb_api_reader_close(r, err));
  }
  /* The schema of an IPC stream's bytes. */
  FILE* f = fopen(path, "rb");
  static uint8_t bytes[1 << 16];
  size_t size = f ? fread(bytes, 1, sizeof bytes, f) : 0;
  if (f) fclose(f);
  IrxRbApiSchema* t = NULL;
  CHECK_OK(irx_rb_api_schema_ipc(bytes, (int64_t)size, &t, err));
  CHECK_OK(irx_rb_api_schema_equal(s, t, &status, err));
  CHECK_EQ_INT(status, 1);
  CHECK_OK(irx_rb_api_schema_destroy(t, err));
  CHECK(irx_rb_api_schema_ipc(bytes, 3, &t, err) < 0);
  CHECK_MESSAGE(err);
  CHECK(t == NULL);

  /* Files that are not there, or not IPC. */
  CHECK(irx_rb_api_reader_file(r, "/nonexistent/x.arrow", err) < 0);
  CHECK_MESSAGE(err);
  CHECK(irx_rb_api_reader_stream(r, "/nonexistent/x.arrow", err) < 0);
  CHECK_MESSAGE(err);
  CHECK(irx_rb_api_writer_file(w, "/nonexistent/dir/x.arrow", err) < 0);
  CHECK_MESSAGE(err);
  CHECK(irx_rb_api_writer_stream(w, "/nonexistent/dir/x.arrow", err) < 0);
  CHECK_MESSAGE(err);
  /* Nothing listens on port 1 of loopback: refused, promptly. */
  CHECK(irx_rb_api_reader_tcp(r, "127.0.0.1", 1, 500, err) < 0);
  CHECK_MESSAGE(err);
  CHECK(irx_rb_api_writer_tcp(w, "127.0.0.1", 1, 500, err) < 0);
  CHECK_MESSAGE(err);
  remove(path);
  CHECK_OK(irx_rb_api_reader_destroy(r, err));
  CHECK_OK(irx_rb_api_writer_destroy(w, err));
  CHECK_OK(irx_rb_api_batch_destroy(back, err));
  CHECK_OK(irx_rb_api_batch_destroy(batch, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
}

/* Every function with a NULL box (or argument) and a NULL result slot. */
static void test_every_function_refuses_null(void) {
  IrxRbApiSchema* s = make_schema();
  IrxRbApiBatch* batch = make_batch(s);
  IrxRbApiBuilder* b = NULL;
  IrxRbApiReader* r = NULL;
  IrxRbApiWriter* w = NULL;
  int8_t i8; int16_t i16; int32_t i32; int64_t i64;
  uint8_t u8; uint16_t u16; uint32_t u32; uint64_t u64;
  float f32; double f64;
  char* text;
  CHECK_OK(irx_rb_api_builder_new(s, &b, err));
  CHECK_OK(irx_rb_api_reader_new(&r, err));
  CHECK_OK(irx_rb_api_writer_new(s, &w, err));

  /* Result slots. */
  CHECK_FAILS(irx_rb_api_schema_new(NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_schema_ipc((const uint8_t*)"x", 1, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_batch_new(NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_reader_new(NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_builder_new(s, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_writer_new(s, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_schema_count(s, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_schema_name(s, 0, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_schema_type(s, 0, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_schema_nullable(s, 0, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_schema_type_name(s, 0, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_schema_equal(s, s, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_batch_rows(batch, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_batch_columns(batch, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_batch_null(batch, 0, 0, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_get_i8(batch, 0, 0, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_get_utf8(batch, C_UTF8, 0, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_reader_next(r, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_batch_export_stream(batch, 0, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_batch_export(batch, 0, 0, NULL, err), IRX_ERR_NULLPTR, NORESULT);

  /* NULL boxes and arguments. */
  IrxRbApiSchema* s2 = s;
  CHECK_FAILS(irx_rb_api_schema_ipc(NULL, 0, &s2, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK(s2 == NULL);
  IrxRbApiBuilder* b2 = b;
  IrxRbApiWriter* w2 = w;
  CHECK_FAILS(irx_rb_api_builder_new(NULL, &b2, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK(b2 == NULL);
  CHECK_FAILS(irx_rb_api_writer_new(NULL, &w2, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK(w2 == NULL);
  CHECK_FAILS(irx_rb_api_schema_close(NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_batch_close(NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_builder_close(NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_reader_close(NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_writer_close(NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_schema_destroy((IrxRbApiSchema*)(uintptr_t)8, err), IRX_ERR_INVALID, "not a live");
  CHECK_FAILS(irx_rb_api_batch_destroy((IrxRbApiBatch*)(uintptr_t)8, err), IRX_ERR_INVALID, "not a live");
  CHECK_FAILS(irx_rb_api_builder_destroy((IrxRbApiBuilder*)(uintptr_t)8, err), IRX_ERR_INVALID, "not a live");
  CHECK_FAILS(irx_rb_api_reader_destroy((IrxRbApiReader*)(uintptr_t)8, err), IRX_ERR_INVALID, "not a live");
  CHECK_FAILS(irx_rb_api_writer_destroy((IrxRbApiWriter*)(uintptr_t)8, err), IRX_ERR_INVALID, "not a live");
  CHECK_FAILS(irx_rb_api_schema_add(NULL, "a", IRX_COL_INT8, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_schema_add(s, NULL, IRX_COL_INT8, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_schema_add_name(NULL, "a", "int8", 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_schema_add_name(s, NULL, "int8", 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_schema_add_name(s, "a", NULL, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_schema_count(NULL, &i32, err), IRX_ERR_NULLPTR, NULLARG);
  text = (char*)err;
  CHECK_FAILS(irx_rb_api_schema_name(NULL, 0, &text, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK(text == NULL);
  CHECK_FAILS(irx_rb_api_schema_type(NULL, 0, &i32, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_schema_nullable(NULL, 0, &i32, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_schema_type_name(NULL, 0, &text, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_schema_equal(NULL, s, &i32, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_schema_equal(s, NULL, &i32, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_builder_finish(NULL, batch, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_builder_finish(b, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_batch_rows(NULL, &i64, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_batch_columns(NULL, &i32, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_batch_schema(NULL, s, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_batch_schema(batch, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_batch_null(NULL, 0, 0, &i32, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_i8(NULL, 0, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_i16(NULL, 0, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_i32(NULL, 0, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_i64(NULL, 0, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_u8(NULL, 0, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_u16(NULL, 0, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_u32(NULL, 0, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_u64(NULL, 0, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_f32(NULL, 0, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_f64(NULL, 0, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_bool(NULL, 0, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_date(NULL, 0, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_timestamp(NULL, 0, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_time(NULL, 0, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_utf8(NULL, 0, "a", err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_utf8(b, C_UTF8, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_append_null(NULL, 0, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_get_i8(NULL, 0, 0, &i8, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_get_i16(NULL, 0, 0, &i16, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_get_i32(NULL, 0, 0, &i32, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_get_i64(NULL, 0, 0, &i64, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_get_u8(NULL, 0, 0, &u8, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_get_u16(NULL, 0, 0, &u16, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_get_u32(NULL, 0, 0, &u32, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_get_u64(NULL, 0, 0, &u64, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_get_f32(NULL, 0, 0, &f32, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_get_f64(NULL, 0, 0, &f64, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_get_bool(NULL, 0, 0, &i32, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_get_date(NULL, 0, 0, &i64, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_get_timestamp(NULL, 0, 0, &i64, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_get_time(NULL, 0, 0, &i64, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_get_utf8(NULL, 0, 0, &text, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_reader_file(NULL, "p", err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_reader_file(r, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_reader_stream(NULL, "p", err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_reader_stream(r, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_reader_tcp(NULL, "h", 1, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_reader_tcp(r, NULL, 1, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_writer_file(NULL, "p", err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_writer_file(w, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_writer_stream(NULL, "p", err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_writer_stream(w, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_writer_tcp(NULL, "h", 1, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_writer_tcp(w, NULL, 1, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_writer_write(NULL, batch, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_writer_write(w, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_reader_next(NULL, &i32, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_reader_batch(NULL, batch, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_reader_batch(r, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_reader_schema(NULL, s, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_reader_schema(r, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_batch_export_stream(NULL, 0, &i32, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_batch_export(NULL, 0, 0, &i32, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_batch_import(NULL, 0, 0, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_reader_import(NULL, 0, err), IRX_ERR_NULLPTR, NULLARG);
  /* NULL C Data addresses are the core's NULL errors. */
  CHECK_FAILS(irx_rb_api_batch_import(batch, 0, 0, err), IRX_ERR_NULLPTR, "null pointer argument");
  CHECK_FAILS(irx_rb_api_reader_import(r, 0, err), IRX_ERR_NULLPTR, "null pointer argument");
  check_batch(batch);

  CHECK_OK(irx_rb_api_builder_destroy(b, err));
  CHECK_OK(irx_rb_api_reader_destroy(r, err));
  CHECK_OK(irx_rb_api_writer_destroy(w, err));
  CHECK_OK(irx_rb_api_batch_destroy(batch, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
}

int main(void) {
  RUN(test_build_and_read_every_typed_column);
  RUN(test_schema_functions);
  RUN(test_bad_rows_columns_and_types);
  RUN(test_error_buffer);
  RUN(test_box_lifecycle);
  RUN(test_c_data_and_c_stream);
  RUN(test_embedded_nul_is_refused);
  RUN(test_ipc_round_trip);
  RUN(test_every_function_refuses_null);
  return check_exit();
}
