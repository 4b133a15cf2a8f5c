/*
 * IRx 1.25's checked layer for CSV (irx_rb_api_csv_*, reader_csv,
 * writer_csv, read_csv, write_csv, csv_options_*): every function with
 * good and bad input. Statuses and the caller's error buffer as for the
 * rest of the layer (tests/test_rb_api.c); the CSV box is 1.25's file
 * session (closed, read, write, failed) and refuses operations of another
 * mode with 1.25's message.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "error_buffer.h"
#include "irx_record_batch_api.h"

static char err[IRX_RB_API_ERROR_CAPACITY];

#define NULLARG "null argument"
#define NORESULT "missing result slot"

static char dir[64];

static void path_of(char* out, size_t n, const char* name) { snprintf(out, n, "%s/%s", dir, name); }

static void write_file(const char* path, const char* text) {
  FILE* f = fopen(path, "w");
  CHECK(f != NULL);
  fputs(text, f);
  fclose(f);
}

static void read_file(const char* path, char* out, size_t n) {
  FILE* f = fopen(path, "r");
  size_t got;
  CHECK(f != NULL);
  got = fread(out, 1, n - 1, f);
  out[got] = 0;
  fclose(f);
}

/* n int64, s utf8. */
static IrxRbApiSchema* make_schema(void) {
  IrxRbApiSchema* s = NULL;
  CHECK_OK(irx_rb_api_schema_new(&s, err));
  CHECK_OK(irx_rb_api_schema_add(s, "n", IRX_COL_INT64, 1, err));
  CHECK_OK(irx_rb_api_schema_add(s, "s", IRX_COL_UTF8, 1, err));
  return s;
}

static IrxRbApiBatch* make_batch(IrxRbApiSchema* s) {
  IrxRbApiBuilder* b = NULL;
  IrxRbApiBatch* batch = NULL;
  CHECK_OK(irx_rb_api_builder_new(s, &b, err));
  CHECK_OK(irx_rb_api_append_i64(b, 0, 1, err));
  CHECK_OK(irx_rb_api_append_utf8(b, 1, "a,b", err));
  CHECK_OK(irx_rb_api_append_null(b, 0, err));
  CHECK_OK(irx_rb_api_append_utf8(b, 1, "", err));
  CHECK_OK(irx_rb_api_batch_new(&batch, err));
  CHECK_OK(irx_rb_api_builder_finish(b, batch, err));
  CHECK_OK(irx_rb_api_builder_destroy(b, err));
  return batch;
}

static void test_csv_box_writes_then_reads(void) {
  char path[96], text[256];
  IrxRbApiSchema* s = make_schema();
  IrxRbApiSchema* seen = NULL;
  IrxRbApiBatch* batch = make_batch(s);
  IrxRbApiBatch* got = NULL;
  IrxRbApiCsv* box = NULL;
  irx_arrow_table_handle* frame = NULL;
  int32_t status = -1, count = 0;
  int64_t rows = 0, value = 0;
  char* str = NULL;
  path_of(path, sizeof path, "box.csv");
  CHECK_OK(irx_rb_api_csv_new(&box, err));
  CHECK_FAILS(irx_rb_api_csv_next(box, &status, err), IRX_ERR_INVALID,
              "next requires read mode; current mode is closed");
  CHECK_OK(irx_rb_api_csv_open_write(box, path, s, ",", 1, err));
  CHECK_FAILS(irx_rb_api_csv_open_read(box, path, ",", 1, 1024, err), IRX_ERR_INVALID,
              "open_read requires closed mode; current mode is write");
  CHECK_OK(irx_rb_api_schema_new(&seen, err));
  CHECK_OK(irx_rb_api_csv_schema(box, seen, err));
  CHECK_OK(irx_rb_api_schema_count(seen, &count, err));
  CHECK_EQ_INT(count, 2);
  CHECK_OK(irx_rb_api_csv_write(box, batch, err));
  CHECK_OK(irx_rb_api_csv_close(box, err));
  CHECK_OK(irx_rb_api_csv_close(box, err)); /* idempotent */
  read_file(path, text, sizeof text);
  CHECK_STR_EQ(text, "\"n\",\"s\"\n1,\"a,b\"\n,\"\"\n");

  CHECK_OK(irx_rb_api_csv_open_read_as(box, path, s, ",", 1, 1 << 20, err));
  CHECK_OK(irx_rb_api_csv_next(box, &status, err));
  CHECK_EQ_INT(status, IRX_OK);
  CHECK_OK(irx_rb_api_batch_new(&got, err));
  CHECK_OK(irx_rb_api_csv_batch(box, got, err));
  CHECK_OK(irx_rb_api_batch_rows(got, &rows, err));
  CHECK_EQ_INT(rows, 2);
  CHECK_OK(irx_rb_api_get_i64(got, 0, 0, &value, err));
  CHECK_EQ_INT(value, 1);
  CHECK_OK(irx_rb_api_batch_null(got, 0, 1, &status, err));
  CHECK_EQ_INT(status, 1);
  CHECK_OK(irx_rb_api_get_utf8(got, 1, 0, &str, err));
  CHECK_STR_EQ(str, "a,b");
  free(str);
  CHECK_OK(irx_rb_api_get_utf8(got, 1, 1, &str, err)); /* quoted "": a value */
  CHECK_STR_EQ(str, "");
  free(str);
  CHECK_OK(irx_rb_api_csv_frame(box, &frame, err));
  CHECK_EQ_INT(irx_arrow_table_num_rows(frame), 2);
  CHECK_FAILS(irx_rb_api_csv_write_frame(box, frame, err), IRX_ERR_INVALID,
              "write requires write mode; current mode is read");
  CHECK_OK(irx_rb_api_csv_next(box, &status, err));
  CHECK_EQ_INT(status, IRX_EOF);
  CHECK_OK(irx_rb_api_csv_close(box, err));

  /* The frame through a writing box, then read with inferred types. */
  CHECK_OK(irx_rb_api_csv_open_write(box, path, s, ";", 0, err));
  CHECK_OK(irx_rb_api_csv_write_frame(box, frame, err));
  CHECK_OK(irx_rb_api_csv_close(box, err));
  read_file(path, text, sizeof text);
  CHECK_STR_EQ(text, "1;\"a,b\"\n;\"\"\n");
  CHECK_OK(irx_rb_api_csv_open_read(box, path, ";", 0, 64, err));
  CHECK_OK(irx_rb_api_csv_schema(box, seen, err));
  CHECK_OK(irx_rb_api_schema_type(seen, 0, &count, err));
  CHECK_EQ_INT(count, IRX_COL_INT64);
  CHECK_OK(irx_rb_api_schema_name(seen, 1, &str, err));
  CHECK_STR_EQ(str, "f1");
  free(str);
  CHECK_OK(irx_rb_api_csv_close(box, err));

  irx_arrow_table_release(frame);
  CHECK_OK(irx_rb_api_csv_destroy(box, err));
  CHECK_OK(irx_rb_api_batch_destroy(got, err));
  CHECK_OK(irx_rb_api_batch_destroy(batch, err));
  CHECK_OK(irx_rb_api_schema_destroy(seen, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
  unlink(path);
}

static void test_a_read_error_fails_the_box(void) {
  char path[96];
  IrxRbApiCsv* box = NULL;
  IrxRbApiBatch* got = NULL;
  int32_t status = -1;
  path_of(path, sizeof path, "late.csv");
  /* int64 from the first block; "x" in the second does not convert. */
  write_file(path, "a\n1\nx\n");
  CHECK_OK(irx_rb_api_csv_new(&box, err));
  CHECK_FAILS(irx_rb_api_csv_open_read(box, "/nonexistent/x.csv", ",", 1, 2, err), IRX_ERR_IO,
              "/nonexistent/x.csv");
  CHECK_OK(irx_rb_api_csv_open_read(box, path, ",", 1, 2, err));
  CHECK_OK(irx_rb_api_csv_next(box, &status, err));
  CHECK_EQ_INT(status, IRX_OK);
  CHECK_FAILS(irx_rb_api_csv_next(box, &status, err), IRX_ERR_INVALID,
              "CSV conversion error to int64: invalid value 'x'");
  CHECK_OK(irx_rb_api_batch_new(&got, err));
  CHECK_FAILS(irx_rb_api_csv_batch(box, got, err), IRX_ERR_INVALID,
              "batch requires read mode; current mode is failed");
  CHECK_OK(irx_rb_api_csv_close(box, err));
  CHECK_FAILS(irx_rb_api_csv_open_read(box, path, ",", 1, 2, err), IRX_ERR_INVALID,
              "open_read requires closed mode; current mode is failed");
  CHECK_OK(irx_rb_api_csv_destroy(box, err));
  CHECK_FAILS(irx_rb_api_csv_close(box, err), IRX_ERR_INVALID, "not a live");
  CHECK_OK(irx_rb_api_csv_destroy(NULL, err));
  CHECK_OK(irx_rb_api_batch_destroy(got, err));
  unlink(path);
}

static void test_reader_and_writer_boxes(void) {
  char path[96], text[128];
  IrxRbApiSchema* s = make_schema();
  IrxRbApiBatch* batch = make_batch(s);
  IrxRbApiWriter* w = NULL;
  IrxRbApiReader* r = NULL;
  int32_t status = -1;
  path_of(path, sizeof path, "boxes.csv");
  CHECK_OK(irx_rb_api_writer_new(s, &w, err));
  CHECK_FAILS(irx_rb_api_writer_csv(w, path, "ab", 1, err), IRX_ERR_TYPE, "CSV delimiter");
  CHECK_OK(irx_rb_api_writer_csv(w, path, "|", 1, err));
  CHECK_FAILS(irx_rb_api_writer_csv(w, path, "|", 1, err), IRX_ERR_INVALID,
              "close CSV writer before reopening");
  CHECK_OK(irx_rb_api_writer_write(w, batch, err));
  CHECK_OK(irx_rb_api_writer_close(w, err));
  read_file(path, text, sizeof text);
  CHECK_STR_EQ(text, "\"n\"|\"s\"\n1|\"a,b\"\n|\"\"\n");
  CHECK_OK(irx_rb_api_reader_new(&r, err));
  CHECK_FAILS(irx_rb_api_reader_csv(r, path, "|", 1, 0, err), IRX_ERR_TYPE, "block_size");
  CHECK_OK(irx_rb_api_reader_csv(r, path, "|", 1, 1024, err));
  CHECK_FAILS(irx_rb_api_reader_csv_as(r, path, s, "|", 1, 1024, err), IRX_ERR_INVALID,
              "close CSV reader before reopening");
  CHECK_OK(irx_rb_api_reader_next(r, &status, err));
  CHECK_EQ_INT(status, IRX_OK);
  CHECK_OK(irx_rb_api_reader_close(r, err));
  {
    IrxRbApiSchema* other = NULL;
    CHECK_OK(irx_rb_api_schema_new(&other, err));
    CHECK_OK(irx_rb_api_schema_add(other, "m", IRX_COL_INT64, 1, err));
    CHECK_OK(irx_rb_api_schema_add(other, "s", IRX_COL_UTF8, 1, err));
    CHECK_FAILS(irx_rb_api_reader_csv_as(r, path, other, "|", 1, 1024, err), IRX_ERR_TYPE,
                "CSV column 'n' does not match explicit schema");
    CHECK_OK(irx_rb_api_schema_destroy(other, err));
  }
  CHECK_OK(irx_rb_api_reader_csv_as(r, path, s, "|", 1, 1024, err));
  CHECK_OK(irx_rb_api_reader_destroy(r, err));
  CHECK_OK(irx_rb_api_writer_destroy(w, err));
  CHECK_OK(irx_rb_api_batch_destroy(batch, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
  unlink(path);
}

static void test_options_and_whole_tables(void) {
  char path[96], out[96], text[128];
  IrxCsvOptions* o = NULL;
  IrxCsvOptions* w = NULL;
  irx_arrow_table_handle* t = NULL;
  path_of(path, sizeof path, "table.csv");
  path_of(out, sizeof out, "table-out.csv");
  write_file(path, "# note\nx;y;z\n1;NA;2.5\n2;b;\n");
  CHECK_OK(irx_rb_api_csv_options_new(&o, err));
  CHECK_OK(irx_rb_api_csv_options_text(o, "delimiter", ";", err));
  CHECK_OK(irx_rb_api_csv_options_int(o, "skiprows", 1, err));
  CHECK_OK(irx_rb_api_csv_options_clear(o, "null_values", err));
  CHECK_OK(irx_rb_api_csv_options_text(o, "null_values", "NA", err));
  CHECK_OK(irx_rb_api_csv_options_text(o, "null_values", "", err));
  CHECK_OK(irx_rb_api_csv_options_text(o, "columns", "z", err));
  CHECK_OK(irx_rb_api_csv_options_text(o, "columns", "y", err));
  CHECK_FAILS(irx_rb_api_csv_options_int(o, "header", 7, err), IRX_ERR_TYPE, "header must be boolean");
  CHECK_FAILS(irx_rb_api_csv_options_text(o, "nope", "x", err), IRX_ERR_TYPE, "unknown CSV text option: nope");
  CHECK_FAILS(irx_rb_api_csv_options_clear(o, "quoting", err), IRX_ERR_TYPE, "unknown CSV list option");
  CHECK_OK(irx_rb_api_read_csv(path, NULL, o, &t, err));
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 2);
  CHECK_EQ_INT(irx_arrow_table_num_columns(t), 2);
  CHECK_OK(irx_rb_api_csv_options_new(&w, err));
  CHECK_OK(irx_rb_api_csv_options_text(w, "na_rep", "-", err));
  CHECK_OK(irx_rb_api_csv_options_text(w, "quoting", "all_valid", err));
  CHECK_OK(irx_rb_api_write_csv(t, out, w, err));
  read_file(out, text, sizeof text);
  CHECK_STR_EQ(text, "\"z\",\"y\"\n\"2.5\",-\n-,\"b\"\n");
  /* A reader option on a write, a writer option on a read. */
  CHECK_FAILS(irx_rb_api_write_csv(t, out, o, err), IRX_ERR_TYPE, "is not valid in this mode");
  irx_arrow_table_release(t);
  t = (irx_arrow_table_handle*)1;
  CHECK_FAILS(irx_rb_api_read_csv(path, NULL, w, &t, err), IRX_ERR_TYPE, "is not valid in this mode");
  CHECK(t == NULL);
  CHECK_OK(irx_rb_api_csv_options_destroy(w, err));
  CHECK_OK(irx_rb_api_csv_options_destroy(o, err));
  CHECK_FAILS(irx_rb_api_csv_options_destroy(o, err), IRX_ERR_INVALID, "not a live");
  CHECK_OK(irx_rb_api_csv_options_destroy(NULL, err));
  unlink(path);
  unlink(out);
}

static void test_every_function_refuses_null(void) {
  IrxRbApiCsv* box = NULL;
  IrxRbApiSchema* s = make_schema();
  IrxRbApiBatch* b = NULL;
  IrxRbApiReader* r = NULL;
  IrxRbApiWriter* w = NULL;
  IrxCsvOptions* o = NULL;
  irx_arrow_table_handle* t = NULL;
  int32_t status = 0;
  CHECK_OK(irx_rb_api_csv_new(&box, err));
  CHECK_OK(irx_rb_api_batch_new(&b, err));
  CHECK_OK(irx_rb_api_reader_new(&r, err));
  CHECK_OK(irx_rb_api_writer_new(s, &w, err));
  CHECK_OK(irx_rb_api_csv_options_new(&o, err));
  CHECK_EQ_INT(irx_arrow_table_new_from_arrays(0, NULL, NULL, &t), 0);
  CHECK_FAILS(irx_rb_api_csv_new(NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_csv_close(NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_csv_next(box, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_csv_next(NULL, &status, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_csv_batch(NULL, b, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_csv_batch(box, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_csv_schema(box, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_csv_write(box, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_csv_open_read(box, NULL, ",", 1, 64, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_csv_open_read(box, "x", NULL, 1, 64, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_csv_open_read_as(box, "x", NULL, ",", 1, 64, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_csv_open_write(box, "x", NULL, ",", 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_csv_frame(box, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_csv_frame(NULL, &t, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK(t == NULL); /* zeroed first */
  CHECK_EQ_INT(irx_arrow_table_new_from_arrays(0, NULL, NULL, &t), 0);
  CHECK_FAILS(irx_rb_api_csv_write_frame(box, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_reader_csv(NULL, "x", ",", 1, 64, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_reader_csv_as(r, "x", NULL, ",", 1, 64, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_writer_csv(w, NULL, ",", 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_csv_options_new(NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_csv_options_int(NULL, "header", 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_csv_options_text(o, "delimiter", NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_csv_options_clear(o, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_read_csv("x", NULL, o, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_read_csv(NULL, NULL, o, &t, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_EQ_INT(irx_arrow_table_new_from_arrays(0, NULL, NULL, &t), 0);
  CHECK_FAILS(irx_rb_api_write_csv(t, "x", NULL, err), IRX_ERR_NULLPTR, NULLARG);
  /* NULL error buffers are allowed. */
  CHECK_EQ_INT(irx_rb_api_csv_close(NULL, NULL), IRX_ERR_NULLPTR);
  irx_arrow_table_release(t);
  CHECK_OK(irx_rb_api_csv_options_destroy(o, err));
  CHECK_OK(irx_rb_api_writer_destroy(w, err));
  CHECK_OK(irx_rb_api_reader_destroy(r, err));
  CHECK_OK(irx_rb_api_batch_destroy(b, err));
  CHECK_OK(irx_rb_api_csv_destroy(box, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
}

int main(void) {
  snprintf(dir, sizeof dir, "/tmp/irx-csv-api-XXXXXX");
  if (!mkdtemp(dir)) return 2;
  RUN(test_csv_box_writes_then_reads);
  RUN(test_a_read_error_fails_the_box);
  RUN(test_reader_and_writer_boxes);
  RUN(test_options_and_whole_tables);
  RUN(test_every_function_refuses_null);
  rmdir(dir);
  return check_exit();
}
