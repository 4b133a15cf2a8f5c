/* Boundary cases of pyirx 1.25's parquet functions (the core irx_parquet_* and
 * irx_rb_parquet_* ones; the checked irx_rb_api_* layer is tested in its own
 * C test): included by test_boundary.c, whose macros and fixtures they
 * use. Every function gets a row in PARQUET_CASES, one per line
 * (tests/exports.rs reads them). */

/* a int64 not null, s utf8: what every Parquet case writes. */
static IrxRbSchema* pq_schema(void) {
  IrxRbSchema* s = NULL;
  CHECK_EQ_INT(irx_rb_schema_create(&s), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "a", IRX_COL_INT64, 0), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "s", IRX_COL_UTF8, 1), IRX_OK);
  return s;
}

#include "temp_path.h"

static void pq_path(char* path) { temp_path(path, "irx-boundary-pq"); }


/* A Parquet file of three rows of pq_schema() at `path`. */
static void pq_write_file(const char* path) {
  IrxRbSchema* s = pq_schema();
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  IrxRbStreamWriter* w = NULL;
  int64_t i;
  CHECK_EQ_INT(irx_rb_builder_create(s, &b), IRX_OK);
  for (i = 0; i < 3; i++) {
    CHECK_EQ_INT(irx_rb_builder_append_int64(b, 0, i), IRX_OK);
    CHECK_EQ_INT(irx_rb_builder_append_utf8(b, 1, "pq", 2), IRX_OK);
  }
  CHECK_EQ_INT(irx_rb_builder_finish(b, &batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_parquet_writer_open(s, path, "snappy", 2, &w), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_write_batch(w, batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  irx_rb_stream_writer_release(w);
  irx_rb_batch_release(batch);
  irx_rb_builder_release(b);
  irx_rb_schema_release(s);
}

static void case_irx_parquet_options_new(void) {
  IrxParquetOptions* o = NULL;
  CLEARS_ANOTHER_FAILURE(o = irx_parquet_options_new());
  CHECK(o != NULL);
  irx_parquet_options_release(o);
}

RB_RELEASE_CASE(irx_parquet_options_release, IrxParquetOptions, irx_parquet_options_new())

static void case_irx_parquet_options_int(void) {
  IrxParquetOptions* o = irx_parquet_options_new();
  FAILS(irx_parquet_options_int(NULL, "batch_size", 1), IRX_ERR_NULLPTR);
  FAILS(irx_parquet_options_int(o, NULL, 1), IRX_ERR_NULLPTR);
  FAILS(irx_parquet_options_int(o, "nope", 1), IRX_ERR_INVALID);
  FAILS(irx_parquet_options_int(o, "batch_size", 0), IRX_ERR_INVALID);
  FAILS(irx_parquet_options_int(o, "row_group", -1), IRX_ERR_INVALID);
  FAILS(irx_parquet_options_int(o, "compression_level", INT64_MAX), IRX_ERR_INVALID);
  FAILS(irx_parquet_options_int(o, "dataset", 2), IRX_ERR_INVALID);
  FAILS(irx_parquet_options_int((IrxParquetOptions*)POISON, "dataset", 1), IRX_ERR_INVALID);
  SUCCEEDS(irx_parquet_options_int(o, "row_group", 1), IRX_OK);
  FAILS(irx_parquet_options_int(o, "row_group", 1), IRX_ERR_INVALID); /* duplicate */
  SUCCEEDS(irx_parquet_options_int(o, "dataset", 1), IRX_OK);
  irx_parquet_options_release(o);
}

static void case_irx_parquet_options_text(void) {
  IrxParquetOptions* o = irx_parquet_options_new();
  FAILS(irx_parquet_options_text(NULL, "column", "a"), IRX_ERR_NULLPTR);
  FAILS(irx_parquet_options_text(o, NULL, "a"), IRX_ERR_NULLPTR);
  FAILS(irx_parquet_options_text(o, "column", NULL), IRX_ERR_NULLPTR);
  FAILS(irx_parquet_options_text(o, "nope", "a"), IRX_ERR_INVALID);
  FAILS(irx_parquet_options_text(o, "column", ""), IRX_ERR_INVALID);
  FAILS(irx_parquet_options_text(o, "encryption_key_hex", "0011"), IRX_ERR_INVALID);
  FAILS(irx_parquet_options_text(o, "encryption_key_hex", "zz112233445566778899aabbccddeeff"), IRX_ERR_INVALID);
  CHECK(strstr(irx_record_batch_errmsg(), "zz11") == NULL); /* keys never enter messages */
  SUCCEEDS(irx_parquet_options_text(o, "column", "a"), IRX_OK);
  FAILS(irx_parquet_options_text(o, "column", "a"), IRX_ERR_INVALID); /* duplicate */
  SUCCEEDS(irx_parquet_options_text(o, "encryption_key_hex", "00112233445566778899aabbccddeeff"), IRX_OK);
  irx_parquet_options_release(o);
}

static void case_irx_parquet_options_key(void) {
  IrxParquetOptions* o = irx_parquet_options_new();
  uint8_t key[32] = {1, 2, 3};
  FAILS(irx_parquet_options_key(NULL, key, 16), IRX_ERR_NULLPTR);
  FAILS(irx_parquet_options_key(o, NULL, 16), IRX_ERR_NULLPTR);
  FAILS(irx_parquet_options_key(o, key, 15), IRX_ERR_INVALID);
  FAILS(irx_parquet_options_key(o, key, -16), IRX_ERR_INVALID);
  SUCCEEDS(irx_parquet_options_key(o, key, 32), IRX_OK);
  irx_parquet_options_release(o);
}

static void case_irx_parquet_options_filter(void) {
  IrxParquetOptions* o = irx_parquet_options_new();
  FAILS(irx_parquet_options_filter(NULL, "a", "eq", "1", "int64"), IRX_ERR_NULLPTR);
  FAILS(irx_parquet_options_filter(o, NULL, "eq", "1", "int64"), IRX_ERR_NULLPTR);
  FAILS(irx_parquet_options_filter(o, "a", NULL, "1", "int64"), IRX_ERR_NULLPTR);
  FAILS(irx_parquet_options_filter(o, "a", "eq", NULL, "int64"), IRX_ERR_NULLPTR);
  FAILS(irx_parquet_options_filter(o, "a", "eq", "1", NULL), IRX_ERR_NULLPTR);
  FAILS(irx_parquet_options_filter(o, "a", "like", "1", "int64"), IRX_ERR_INVALID);
  FAILS(irx_parquet_options_filter(o, "a", "eq", "1", "int32"), IRX_ERR_INVALID);
  FAILS(irx_parquet_options_filter(o, "", "eq", "1", "int64"), IRX_ERR_INVALID);
  SUCCEEDS(irx_parquet_options_filter(o, "a", "ge", "1", "int64"), IRX_OK);
  irx_parquet_options_release(o);
}

static void case_irx_rb_parquet_reader_open(void) {
  char path[64];
  IrxRbStreamReader* r = NULL;
  IrxRbSchema* s = pq_schema();
  IrxRbBatch* batch = NULL;
  pq_path(path);
  FAILS(irx_rb_parquet_reader_open(path, NULL, 10, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(r, POISON, irx_rb_parquet_reader_open(NULL, NULL, 10, &r), IRX_ERR_NULLPTR);
  FAILS_CLEARING(r, POISON, irx_rb_parquet_reader_open(path, NULL, 10, &r), IRX_ERR_IO); /* missing */
  pq_write_file(path);
  FAILS_CLEARING(r, POISON, irx_rb_parquet_reader_open(path, NULL, 0, &r), IRX_ERR_INVALID);
  FAILS_CLEARING(r, POISON, irx_rb_parquet_reader_open("hdfs://b/k.parquet", NULL, 10, &r), IRX_ERR_ARROW);
  FAILS_CLEARING(r, POISON, irx_rb_parquet_reader_open("/tmp", NULL, 10, &r), IRX_ERR_IO); /* a directory */
  SUCCEEDS(irx_rb_parquet_reader_open(path, s, 2, &r), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_reader_next_batch(r, &batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_batch_num_rows(batch), 2);
  irx_rb_batch_release(batch);
  irx_rb_stream_reader_close(r);
  irx_rb_schema_release(s);
  temp_remove(path);
}

static void case_irx_rb_parquet_reader_open_options(void) {
  char path[64];
  IrxRbStreamReader* r = NULL;
  IrxParquetOptions* o = irx_parquet_options_new();
  IrxParquetOptions* bad = irx_parquet_options_new();
  IrxRbSchema* wrong = rb_schema();
  pq_path(path);
  pq_write_file(path);
  FAILS(irx_rb_parquet_reader_open_options(path, NULL, o, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(r, POISON, irx_rb_parquet_reader_open_options(NULL, NULL, o, &r), IRX_ERR_NULLPTR);
  FAILS_CLEARING(r, POISON, irx_rb_parquet_reader_open_options(path, NULL, NULL, &r), IRX_ERR_NULLPTR);
  FAILS_CLEARING(r, POISON, irx_rb_parquet_reader_open_options(path, wrong, o, &r), IRX_ERR_TYPE);
  CHECK_EQ_INT(irx_parquet_options_int(bad, "atomic", 1), IRX_OK); /* a writer's option */
  FAILS_CLEARING(r, POISON, irx_rb_parquet_reader_open_options(path, NULL, bad, &r), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_parquet_options_int(o, "row_group", 5), IRX_OK);
  FAILS_CLEARING(r, POISON, irx_rb_parquet_reader_open_options(path, NULL, o, &r), IRX_ERR_OOB);
  irx_parquet_options_release(o);
  o = irx_parquet_options_new();
  CHECK_EQ_INT(irx_parquet_options_text(o, "column", "zz"), IRX_OK);
  FAILS_CLEARING(r, POISON, irx_rb_parquet_reader_open_options(path, NULL, o, &r), IRX_ERR_INVALID);
  irx_parquet_options_release(o);
  o = irx_parquet_options_new();
  CHECK_EQ_INT(irx_parquet_options_filter(o, "a", "gt", "0", "int64"), IRX_OK);
  FAILS(irx_rb_parquet_reader_open_options(path, NULL, o, NULL), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_parquet_reader_open_options(path, NULL, o, &r), IRX_OK);
  irx_rb_stream_reader_close(r);
  irx_parquet_options_release(o);
  irx_parquet_options_release(bad);
  irx_rb_schema_release(wrong);
  temp_remove(path);
}

static void case_irx_rb_parquet_writer_open(void) {
  char path[64];
  IrxRbStreamWriter* w = NULL;
  IrxRbSchema* s = pq_schema();
  IrxRbSchema* date64 = rb_schema(); /* date64 and time32[s]: not Parquet types */
  pq_path(path);
  FAILS(irx_rb_parquet_writer_open(s, path, "snappy", 10, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_parquet_writer_open(NULL, path, "snappy", 10, &w), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_parquet_writer_open(s, NULL, "snappy", 10, &w), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_parquet_writer_open(s, path, NULL, 10, &w), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_parquet_writer_open(s, path, "snappy", 0, &w), IRX_ERR_INVALID);
  FAILS_CLEARING(w, POISON, irx_rb_parquet_writer_open(s, path, "zip", 10, &w), IRX_ERR_INVALID);
  FAILS_CLEARING(w, POISON, irx_rb_parquet_writer_open(s, path, "lz4", 10, &w), IRX_ERR_INVALID);
  FAILS_CLEARING(w, POISON, irx_rb_parquet_writer_open(date64, path, "zstd", 10, &w), IRX_ERR_TYPE);
  /* A directory that does not exist: IRx 1.25's filesystem error. */
  FAILS_CLEARING(w, POISON, irx_rb_parquet_writer_open(s, "/nonexistent-dir/x.parquet", "zstd", 10, &w),
                 IRX_ERR_ARROW);
  CHECK(strstr(last_error(), "cannot make canonical path") != NULL);
  SUCCEEDS(irx_rb_parquet_writer_open(s, path, "zstd", 10, &w), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  irx_rb_stream_writer_release(w);
  irx_rb_schema_release(s);
  irx_rb_schema_release(date64);
  temp_remove(path);
}

static void case_irx_rb_parquet_writer_open_options(void) {
  char path[64];
  IrxRbStreamWriter* w = NULL;
  IrxRbSchema* s = pq_schema();
  IrxParquetOptions* o = irx_parquet_options_new();
  IrxParquetOptions* bad = irx_parquet_options_new();
  pq_path(path);
  FAILS(irx_rb_parquet_writer_open_options(s, path, o, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_parquet_writer_open_options(NULL, path, o, &w), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_parquet_writer_open_options(s, NULL, o, &w), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_parquet_writer_open_options(s, path, NULL, &w), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_parquet_options_text(bad, "column", "a"), IRX_OK); /* a reader's option */
  FAILS_CLEARING(w, POISON, irx_rb_parquet_writer_open_options(s, path, bad, &w), IRX_ERR_INVALID);
  irx_parquet_options_release(bad);
  bad = irx_parquet_options_new();
  CHECK_EQ_INT(irx_parquet_options_int(bad, "durable", 1), IRX_OK); /* needs atomic or append */
  FAILS_CLEARING(w, POISON, irx_rb_parquet_writer_open_options(s, path, bad, &w), IRX_ERR_INVALID);
  irx_parquet_options_release(bad);
  bad = irx_parquet_options_new();
  CHECK_EQ_INT(irx_parquet_options_text(bad, "compression", "snappy"), IRX_OK);
  CHECK_EQ_INT(irx_parquet_options_int(bad, "compression_level", 3), IRX_OK);
  FAILS_CLEARING(w, POISON, irx_rb_parquet_writer_open_options(s, path, bad, &w), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_parquet_options_text(o, "compression", "zstd"), IRX_OK);
  CHECK_EQ_INT(irx_parquet_options_int(o, "compression_level", 3), IRX_OK);
  CHECK_EQ_INT(irx_parquet_options_int(o, "atomic", 1), IRX_OK);
  FAILS(irx_rb_parquet_writer_open_options(s, path, o, NULL), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_parquet_writer_open_options(s, path, o, &w), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  irx_rb_stream_writer_release(w);
  irx_parquet_options_release(o);
  irx_parquet_options_release(bad);
  irx_rb_schema_release(s);
  temp_remove(path);
}

static void case_irx_rb_parquet_read_table(void) {
  char path[64];
  irx_arrow_table_handle* t = NULL;
  IrxParquetOptions* o = irx_parquet_options_new();
  pq_path(path);
  FAILS(irx_rb_parquet_read_table(path, NULL, o, 1, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(t, POISON, irx_rb_parquet_read_table(NULL, NULL, o, 1, &t), IRX_ERR_NULLPTR);
  FAILS_CLEARING(t, POISON, irx_rb_parquet_read_table(path, NULL, NULL, 1, &t), IRX_ERR_NULLPTR);
  FAILS_CLEARING(t, POISON, irx_rb_parquet_read_table(path, NULL, o, 1, &t), IRX_ERR_IO); /* missing */
  pq_write_file(path);
  FAILS(irx_rb_parquet_read_table(path, NULL, o, 1, NULL), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_parquet_read_table(path, NULL, o, 1, &t), IRX_OK);
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 3);
  CHECK_EQ_INT(irx_arrow_table_num_columns(t), 2);
  irx_arrow_table_release(t);
  irx_parquet_options_release(o);
  temp_remove(path);
}

static void case_irx_rb_parquet_write_table(void) {
  char path[64];
  irx_arrow_table_handle* t = frame_table();
  irx_arrow_table_handle* back = NULL;
  IrxParquetOptions* o = irx_parquet_options_new();
  pq_path(path);
  FAILS(irx_rb_parquet_write_table(NULL, path, o, 0), IRX_ERR_NULLPTR);
  FAILS(irx_rb_parquet_write_table(t, NULL, o, 0), IRX_ERR_NULLPTR);
  FAILS(irx_rb_parquet_write_table(t, path, NULL, 0), IRX_ERR_NULLPTR);
  FAILS(irx_rb_parquet_write_table((irx_arrow_table_handle*)POISON, path, o, 0), IRX_ERR_INVALID);
  SUCCEEDS(irx_rb_parquet_write_table(t, path, o, 0), IRX_OK);
  CHECK_EQ_INT(irx_rb_parquet_read_table(path, NULL, o, 0, &back), IRX_OK);
  CHECK_EQ_INT(irx_arrow_table_num_rows(back), 6);
  irx_arrow_table_release(back);
  irx_arrow_table_release(t);
  irx_parquet_options_release(o);
  temp_remove(path);
}

#define PARQUET_CASES \
    CASE(irx_parquet_options_new, RECORD_BATCH), \
    CASE(irx_parquet_options_release, RECORD_BATCH), \
    CASE(irx_parquet_options_int, RECORD_BATCH), \
    CASE(irx_parquet_options_text, RECORD_BATCH), \
    CASE(irx_parquet_options_key, RECORD_BATCH), \
    CASE(irx_parquet_options_filter, RECORD_BATCH), \
    CASE(irx_rb_parquet_reader_open, RECORD_BATCH), \
    CASE(irx_rb_parquet_reader_open_options, RECORD_BATCH), \
    CASE(irx_rb_parquet_writer_open, RECORD_BATCH), \
    CASE(irx_rb_parquet_writer_open_options, RECORD_BATCH), \
    CASE(irx_rb_parquet_read_table, RECORD_BATCH), \
    CASE(irx_rb_parquet_write_table, RECORD_BATCH), \
    /* PARQUET_CASES end */
