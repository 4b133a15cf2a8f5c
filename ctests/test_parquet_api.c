/*
 * IRx 1.25's checked Parquet layer (irx_rb_api_parquet_*, options_*,
 * filter_*, read_parquet, write_parquet; header irx_record_batch_api.h):
 * every function with good and bad input. A Parquet box is a file session
 * (closed, read, write, failed); an options box holds 1.25's options;
 * filter boxes are combined into options. Each call returns its status
 * and reports into the caller's error buffer.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "irx_record_batch_api.h"

#include "api_check.h"
#include "temp_path.h"

static char path[64];

static void fresh_path(void) { temp_path(path, "irx-parquet-api"); }

/* A new options box, and one with a text option set. */
static IrxRbApiOptions* new_options(void) {
  IrxRbApiOptions* o = NULL;
  CHECK_OK(irx_rb_api_options_new(&o, err));
  return o;
}

static IrxRbApiOptions* options_with_text(const char* name, const char* value) {
  IrxRbApiOptions* o = new_options();
  CHECK_OK(irx_rb_api_options_text(o, name, value, err));
  return o;
}

/* id int64 not null, name utf8. */
static IrxRbApiSchema* make_schema(void) {
  IrxRbApiSchema* s = NULL;
  CHECK_OK(irx_rb_api_schema_new(&s, err));
  CHECK_OK(irx_rb_api_schema_add(s, "id", IRX_COL_INT64, 0, err));
  CHECK_OK(irx_rb_api_schema_add(s, "name", IRX_COL_UTF8, 1, err));
  return s;
}

/* `n` rows: id = first..first+n-1, name "n<id>" or null for odd ids. */
static IrxRbApiBatch* make_batch(IrxRbApiSchema* s, int64_t first, int n) {
  IrxRbApiBuilder* b = NULL;
  IrxRbApiBatch* batch = NULL;
  char text[32];
  CHECK_OK(irx_rb_api_builder_new(s, &b, err));
  for (int i = 0; i < n; i++) {
    CHECK_OK(irx_rb_api_append_i64(b, 0, first + i, err));
    if ((first + i) % 2) {
      CHECK_OK(irx_rb_api_append_null(b, 1, err));
    } else {
      snprintf(text, sizeof text, "n%lld", (long long)(first + i));
      CHECK_OK(irx_rb_api_append_utf8(b, 1, text, err));
    }
  }
  CHECK_OK(irx_rb_api_batch_new(&batch, err));
  CHECK_OK(irx_rb_api_builder_finish(b, batch, err));
  CHECK_OK(irx_rb_api_builder_destroy(b, err));
  return batch;
}

/* Writes 10 rows (two batches of 5) to `path` with `options` (or the plain
 * open_write when NULL). */
static void write_file(IrxRbApiOptions* options) {
  IrxRbApiSchema* s = make_schema();
  IrxRbApiBatch* one = make_batch(s, 0, 5);
  IrxRbApiBatch* two = make_batch(s, 5, 5);
  IrxRbApiParquet* p = NULL;
  CHECK_OK(irx_rb_api_parquet_new(&p, err));
  if (options) {
    CHECK_OK(irx_rb_api_parquet_write_options(p, path, s, options, err));
  } else {
    CHECK_OK(irx_rb_api_parquet_open_write(p, path, s, "zstd", 4, err));
  }
  CHECK_OK(irx_rb_api_parquet_write(p, one, err));
  CHECK_OK(irx_rb_api_parquet_write(p, two, err));
  CHECK_OK(irx_rb_api_parquet_close(p, err));
  CHECK_OK(irx_rb_api_parquet_destroy(p, err));
  CHECK_OK(irx_rb_api_batch_destroy(one, err));
  CHECK_OK(irx_rb_api_batch_destroy(two, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
}

/* Reads a box to its end: the ids in order into `ids`, their count. */
static int drain(IrxRbApiParquet* p, int64_t* ids, int max) {
  int count = 0;
  int32_t status = -1;
  IrxRbApiBatch* batch = NULL;
  CHECK_OK(irx_rb_api_batch_new(&batch, err));
  for (;;) {
    CHECK_OK(irx_rb_api_parquet_next(p, &status, err));
    if (status != IRX_OK) break;
    CHECK_OK(irx_rb_api_parquet_batch(p, batch, err));
    int64_t rows = 0;
    CHECK_OK(irx_rb_api_batch_rows(batch, &rows, err));
    for (int64_t r = 0; r < rows && count < max; r++)
      CHECK_OK(irx_rb_api_get_i64(batch, 0, r, &ids[count++], err));
  }
  CHECK_EQ_INT(status, IRX_EOF);
  CHECK_OK(irx_rb_api_batch_destroy(batch, err));
  return count;
}

static void test_write_then_read_through_a_box(void) {
  IrxRbApiParquet* p = NULL;
  IrxRbApiSchema* s = make_schema();
  IrxRbApiSchema* got = NULL;
  int64_t ids[16];
  int32_t equal = 0;
  fresh_path();
  write_file(NULL);
  CHECK_OK(irx_rb_api_parquet_new(&p, err));
  CHECK_OK(irx_rb_api_parquet_open_read(p, path, 3, err));
  CHECK_OK(irx_rb_api_schema_new(&got, err));
  CHECK_OK(irx_rb_api_parquet_schema(p, got, err));
  CHECK_OK(irx_rb_api_schema_equal(got, s, &equal, err));
  CHECK_EQ_INT(equal, 1);
  CHECK_EQ_INT(drain(p, ids, 16), 10);
  for (int i = 0; i < 10; i++) CHECK_EQ_INT(ids[i], i);
  /* Reading mode refuses writes; a second open needs a close first. */
  CHECK_FAILS(irx_rb_api_parquet_open_read(p, path, 3, err), IRX_ERR_INVALID,
              "open_read requires closed mode; current mode is read");
  CHECK_OK(irx_rb_api_parquet_close(p, err));
  CHECK_OK(irx_rb_api_parquet_close(p, err)); /* idempotent */
  CHECK_OK(irx_rb_api_parquet_open_read_as(p, path, s, 100, err));
  CHECK_EQ_INT(drain(p, ids, 16), 10);
  CHECK_OK(irx_rb_api_parquet_destroy(p, err));
  CHECK_OK(irx_rb_api_schema_destroy(got, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
  temp_remove(path);
}

static void test_options_filters_and_projection(void) {
  IrxRbApiOptions* w = options_with_text("compression", "snappy");
  IrxRbApiOptions* o = new_options();
  IrxRbApiOptions* f = new_options();
  IrxRbApiOptions* copy = NULL;
  IrxRbApiParquet* p = NULL;
  int64_t ids[16];
  fresh_path();
  CHECK_OK(irx_rb_api_options_int(w, "row_group_size", 3, err));
  CHECK_OK(irx_rb_api_options_int(w, "atomic", 1, err));
  write_file(w);
  /* Filters: id >= 4 and name is valid (even ids), then id != 8. */
  CHECK_OK(irx_rb_api_filter_i64(f, NULL, "id", ">=", 4, err));
  CHECK_OK(irx_rb_api_filter_null(f, f, "name", "is_valid", err));
  CHECK_OK(irx_rb_api_filter_f64(f, f, "id", "!=", 8.0, err));
  CHECK_OK(irx_rb_api_options_filters(o, f, err));
  CHECK_OK(irx_rb_api_options_text(o, "column", "id", err));
  CHECK_OK(irx_rb_api_options_copy(o, &copy, err));
  CHECK_OK(irx_rb_api_options_int(copy, "batch_size", 2, err));
  CHECK_OK(irx_rb_api_parquet_new(&p, err));
  CHECK_OK(irx_rb_api_parquet_read_options(p, path, copy, err));
  CHECK_EQ_INT(drain(p, ids, 16), 2);
  CHECK_EQ_INT(ids[0], 4);
  CHECK_EQ_INT(ids[1], 6);
  CHECK_OK(irx_rb_api_parquet_close(p, err));
  /* Text and bool filters; a filter that matches nothing. */
  CHECK_OK(irx_rb_api_filter_text(o, NULL, "name", "==", "n2", err));
  CHECK_OK(irx_rb_api_parquet_read_options(p, path, o, err));
  CHECK_EQ_INT(drain(p, ids, 16), 1);
  CHECK_EQ_INT(ids[0], 2);
  CHECK_OK(irx_rb_api_parquet_close(p, err));
  CHECK_OK(irx_rb_api_filter_bool(o, NULL, "name", "==", 1, err)); /* string column vs bool */
  /* As Arrow C++'s compute answers it, so 1.25: no kernel, IRX_ERR_ARROW. */
  CHECK_FAILS(irx_rb_api_parquet_read_options(p, path, o, err), IRX_ERR_ARROW,
              "NotImplemented: Function 'equal' has no kernel matching input types (string, bool)");
  /* Cleared lists; a copy of NULL is the defaults. */
  CHECK_OK(irx_rb_api_options_clear(copy, "columns", err));
  CHECK_OK(irx_rb_api_options_clear(copy, "row_groups", err));
  CHECK_OK(irx_rb_api_options_clear(copy, "partition_columns", err));
  CHECK_FAILS(irx_rb_api_options_clear(copy, "filters", err), IRX_ERR_INVALID, "unknown Parquet list option");
  CHECK_OK(irx_rb_api_options_destroy(copy, err));
  CHECK_OK(irx_rb_api_options_copy(NULL, &copy, err));
  CHECK_OK(irx_rb_api_parquet_read_options(p, path, copy, err));
  CHECK_EQ_INT(drain(p, ids, 16), 10);
  CHECK_OK(irx_rb_api_parquet_destroy(p, err));
  /* Bad filters and options. */
  CHECK_FAILS(irx_rb_api_filter_i64(f, NULL, "id", "~", 1, err), IRX_ERR_INVALID,
              "filter operator must be");
  CHECK_FAILS(irx_rb_api_filter_i64(f, NULL, "id", "is_null", 1, err), IRX_ERR_INVALID,
              "null checks do not accept a value");
  CHECK_FAILS(irx_rb_api_filter_null(f, NULL, "id", "<", err), IRX_ERR_INVALID,
              "comparison filters require a value");
  CHECK_FAILS(irx_rb_api_filter_f64(f, NULL, "id", "<", 1.0 / 0.0, err), IRX_ERR_INVALID, "finite");
  CHECK_FAILS(irx_rb_api_filter_text(f, NULL, "", "<", "x", err), IRX_ERR_INVALID, "nonempty");
  CHECK_FAILS(irx_rb_api_options_int(o, "nope", 1, err), IRX_ERR_INVALID, "unknown Parquet integer option");
  CHECK_FAILS(irx_rb_api_options_text(o, "nope", "x", err), IRX_ERR_INVALID, "unknown Parquet text option");
  CHECK_FAILS(irx_rb_api_options_text(o, "encryption_key_hex", "abc", err), IRX_ERR_INVALID, "AES hex key");
  CHECK_OK(irx_rb_api_options_destroy(copy, err));
  CHECK_OK(irx_rb_api_options_destroy(o, err));
  CHECK_OK(irx_rb_api_options_destroy(f, err));
  CHECK_OK(irx_rb_api_options_destroy(w, err));
  temp_remove(path);
}

static void test_tables_and_frames(void) {
  IrxRbApiOptions* o = new_options();
  IrxRbApiParquet* p = NULL;
  IrxRbApiSchema* s = make_schema();
  IrxRbApiSchema* other = NULL;
  irx_arrow_table_handle* t = NULL;
  irx_arrow_table_handle* frame = NULL;
  int32_t status = -1;
  fresh_path();
  write_file(NULL);
  CHECK_OK(irx_rb_api_read_parquet(path, s, o, 1, &t, err));
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 10);
  CHECK_OK(irx_rb_api_read_parquet(path, NULL, o, 0, &frame, err));
  irx_arrow_table_release(frame);
  frame = NULL;
  /* A frame of the current batch, and a table written through a box. */
  CHECK_OK(irx_rb_api_parquet_new(&p, err));
  CHECK_OK(irx_rb_api_parquet_open_read(p, path, 4, err));
  CHECK_FAILS(irx_rb_api_parquet_frame(p, &frame, err), IRX_ERR_INVALID, "closed or uninitialized");
  CHECK_OK(irx_rb_api_parquet_next(p, &status, err));
  CHECK_OK(irx_rb_api_parquet_frame(p, &frame, err));
  CHECK_EQ_INT(irx_arrow_table_num_rows(frame), 4);
  CHECK_FAILS(irx_rb_api_parquet_write_frame(p, t, err), IRX_ERR_INVALID,
              "write requires write mode; current mode is read");
  CHECK_OK(irx_rb_api_parquet_close(p, err));
  temp_remove(path);
  CHECK_OK(irx_rb_api_parquet_open_write(p, path, s, "snappy", 100, err));
  CHECK_OK(irx_rb_api_parquet_write_frame(p, t, err));
  CHECK_OK(irx_rb_api_parquet_write_frame(p, frame, err));
  CHECK_OK(irx_rb_api_schema_new(&other, err));
  CHECK_OK(irx_rb_api_parquet_schema(p, other, err)); /* the writer's schema */
  CHECK_OK(irx_rb_api_parquet_close(p, err));
  irx_arrow_table_release(t);
  t = NULL;
  CHECK_OK(irx_rb_api_write_parquet(frame, path, o, 0, err));
  CHECK_OK(irx_rb_api_read_parquet(path, NULL, o, 0, &t, err));
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 4);
  /* A table of another schema fails the writing box, which stays failed. */
  CHECK_OK(irx_rb_api_schema_add(other, "extra", IRX_COL_INT8, 1, err));
  CHECK_OK(irx_rb_api_parquet_open_write(p, path, other, "snappy", 100, err));
  CHECK_FAILS(irx_rb_api_parquet_write_frame(p, t, err), IRX_ERR_TYPE, "table schema mismatch");
  CHECK_OK(irx_rb_api_parquet_close(p, err));
  CHECK_FAILS(irx_rb_api_parquet_open_read(p, path, 4, err), IRX_ERR_INVALID,
              "current mode is failed");
  CHECK_OK(irx_rb_api_parquet_destroy(p, err));
  /* Errors of whole-table calls. */
  CHECK_FAILS(irx_rb_api_read_parquet("/nonexistent/x.parquet", NULL, o, 0, &frame, err), IRX_ERR_IO,
              "nonexistent");
  CHECK(frame == NULL);
  /* A scheme no store serves (gs:// and s3:// are object storage now). */
  CHECK_FAILS(irx_rb_api_read_parquet("hdfs://host/x.parquet", NULL, o, 0, &frame, err), IRX_ERR_ARROW,
              "hdfs://");
  CHECK_OK(irx_rb_api_options_text(o, "column", "missing", err));
  CHECK_FAILS(irx_rb_api_write_parquet(t, path, o, 0, err), IRX_ERR_INVALID,
              "read-only Parquet options supplied to a writer");
  irx_arrow_table_release(t);
  CHECK_OK(irx_rb_api_options_destroy(o, err));
  CHECK_OK(irx_rb_api_schema_destroy(other, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
  temp_remove(path);
}

/* Not under valgrind (run-ctests sets IRX_UNDER_VALGRIND): memcheck
 * reports the 16-byte GCM tag that ring 0.17.14 computes for each
 * encrypted module as uninitialised, while the nonce and ciphertext before
 * it are defined and --track-origins finds no allocation behind it. The
 * same report comes from 40 lines of Rust calling ring's
 * seal_in_place_separate_tag alone (no parquet, no irx code) when ring is
 * built at opt-level 1, and not at opt-level 3; from the parquet crate's
 * own ArrowWriter with encryption; and from this archive. So it is how
 * memcheck follows ring's AES-NI/GHASH code in some builds, not data of
 * ours; no suppression is kept for it, the test is simply not run under
 * memcheck. The round trip is checked natively here and by
 * tests/interop/test_parquet.py. */
static void test_encryption_through_boxes(void) {
  IrxRbApiParquet* p = NULL;
  int64_t ids[16];
  if (getenv("IRX_UNDER_VALGRIND")) return;
  IrxRbApiOptions* o = options_with_text("encryption_key_hex", "000102030405060708090a0b0c0d0e0f");
  fresh_path();
  write_file(o);
  CHECK_OK(irx_rb_api_parquet_new(&p, err));
  CHECK_OK(irx_rb_api_parquet_read_options(p, path, o, err));
  CHECK_EQ_INT(drain(p, ids, 16), 10);
  CHECK_OK(irx_rb_api_parquet_close(p, err));
  IrxRbApiOptions* wrong = options_with_text("encryption_key_hex", "ffeeddccbbaa99887766554433221100");
  CHECK_FAILS(irx_rb_api_parquet_read_options(p, path, wrong, err), IRX_ERR_IO,
              "IOError: Failed decryption finalization"); /* Arrow C++'s words, as 1.25 */
  CHECK(strstr(err, "ffeedd") == NULL);
  CHECK_FAILS(irx_rb_api_parquet_open_read(p, path, 4, err), IRX_ERR_IO,
              "IOError: Could not read encrypted metadata, no decryption found in reader's properties");
  CHECK_OK(irx_rb_api_parquet_destroy(p, err));
  CHECK_OK(irx_rb_api_options_destroy(o, err));
  CHECK_OK(irx_rb_api_options_destroy(wrong, err));
  temp_remove(path);
}

static void test_every_function_refuses_null(void) {
  IrxRbApiParquet* p = NULL;
  IrxRbApiOptions* o = new_options();
  IrxRbApiSchema* s = make_schema();
  IrxRbApiBatch* b = NULL;
  irx_arrow_table_handle* t = NULL;
  int32_t status = 0;
  CHECK_OK(irx_rb_api_parquet_new(&p, err));
  CHECK_OK(irx_rb_api_batch_new(&b, err));
  CHECK_FAILS(irx_rb_api_parquet_new(NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_OK(irx_rb_api_parquet_destroy(NULL, err));
  CHECK_FAILS(irx_rb_api_parquet_close(NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_next(NULL, &status, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_next(p, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_parquet_next(p, &status, err), IRX_ERR_INVALID, "next requires read mode");
  CHECK_FAILS(irx_rb_api_parquet_batch(NULL, b, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_batch(p, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_batch(p, b, err), IRX_ERR_INVALID, "batch requires read mode");
  CHECK_FAILS(irx_rb_api_parquet_schema(NULL, s, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_schema(p, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_schema(p, s, err), IRX_ERR_INVALID, "schema (read or write) requires write mode");
  CHECK_FAILS(irx_rb_api_parquet_write(NULL, b, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_write(p, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_write(p, b, err), IRX_ERR_INVALID, "write requires write mode");
  CHECK_FAILS(irx_rb_api_parquet_open_read(NULL, "x", 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_open_read(p, NULL, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_open_read(p, "/tmp/x.parquet", 0, err), IRX_ERR_INVALID, "batch_size");
  CHECK_FAILS(irx_rb_api_parquet_open_read_as(NULL, "x", s, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_open_read_as(p, NULL, s, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_open_read_as(p, "x", NULL, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_open_write(NULL, "x", s, "snappy", 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_open_write(p, NULL, s, "snappy", 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_open_write(p, "x", NULL, "snappy", 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_open_write(p, "x", s, NULL, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_read_options(NULL, "x", o, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_read_options(p, NULL, o, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_read_options(p, "x", NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_write_options(NULL, "x", s, o, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_write_options(p, NULL, s, o, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_write_options(p, "x", NULL, o, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_write_options(p, "x", s, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_frame(NULL, &t, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_frame(p, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_parquet_write_frame(NULL, t, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_parquet_write_frame(p, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_options_new(NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_OK(irx_rb_api_options_destroy(NULL, err));
  CHECK_FAILS(irx_rb_api_options_copy(o, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_options_clear(NULL, "columns", err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_options_clear(o, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_options_filters(NULL, o, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_options_filters(o, NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_options_int(NULL, "x", 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_options_int(o, NULL, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_options_text(NULL, "x", "y", err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_options_text(o, NULL, "y", err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_options_text(o, "x", NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_filter_i64(NULL, o, "c", "==", 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_filter_i64(o, o, NULL, "==", 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_filter_i64(o, o, "c", NULL, 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_filter_f64(NULL, o, "c", "==", 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_filter_bool(NULL, o, "c", "==", 1, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_filter_text(NULL, o, "c", "==", "v", err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_filter_text(o, o, "c", "==", NULL, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_filter_null(NULL, o, "c", "is_null", err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_filter_null(o, o, NULL, "is_null", err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_read_parquet("x", NULL, o, 0, NULL, err), IRX_ERR_NULLPTR, NORESULT);
  CHECK_FAILS(irx_rb_api_read_parquet(NULL, NULL, o, 0, &t, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_read_parquet("x", NULL, NULL, 0, &t, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_write_parquet(NULL, "x", o, 0, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_write_parquet((irx_arrow_table_handle*)0x1, NULL, o, 0, err), IRX_ERR_NULLPTR, NULLARG);
  CHECK_FAILS(irx_rb_api_write_parquet((irx_arrow_table_handle*)0x1, "x", NULL, 0, err), IRX_ERR_NULLPTR, NULLARG);
  /* Forged and destroyed boxes are refused, not followed. */
  CHECK_FAILS(irx_rb_api_parquet_close((IrxRbApiParquet*)0x10, err), IRX_ERR_INVALID, "Parquet box");
  CHECK_FAILS(irx_rb_api_options_int((IrxRbApiOptions*)0x10, "batch_size", 1, err), IRX_ERR_INVALID,
              "Parquet options box");
  CHECK_OK(irx_rb_api_parquet_destroy(p, err));
  CHECK_FAILS(irx_rb_api_parquet_destroy(p, err), IRX_ERR_INVALID, "Parquet box");
  CHECK_OK(irx_rb_api_options_destroy(o, err));
  CHECK_FAILS(irx_rb_api_options_destroy(o, err), IRX_ERR_INVALID, "Parquet options box");
  CHECK_OK(irx_rb_api_batch_destroy(b, err));
  CHECK_OK(irx_rb_api_schema_destroy(s, err));
}

int main(void) {
  RUN(test_write_then_read_through_a_box);
  RUN(test_options_filters_and_projection);
  RUN(test_tables_and_frames);
  RUN(test_encryption_through_boxes);
  RUN(test_every_function_refuses_null);
  return check_exit();
}
