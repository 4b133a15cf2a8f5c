/* Boundary cases of pyirx 1.25's csv functions (the core irx_csv_* and
 * irx_rb_csv_* ones; the checked irx_rb_api_* layer is tested in its own
 * C test): included by test_boundary.c, whose macros and fixtures they
 * use. Every function gets a row in CSV_CASES, one per line
 * (tests/exports.rs reads them). */

/* A temporary file holding `content`: its name in `path` (a buffer of
 * at least 32 bytes); unlink it when done. */
static void csv_temp(char* path, const char* content) {
  FILE* f;
  int fd;
  strcpy(path, "/tmp/irx-csv-XXXXXX");
  fd = mkstemp(path);
  CHECK(fd >= 0);
  f = fdopen(fd, "w");
  CHECK(f != NULL);
  fputs(content, f);
  fclose(f);
}

/* a int64, s utf8 (both nullable). */
static IrxRbSchema* csv_schema(void) {
  IrxRbSchema* s = NULL;
  CHECK_EQ_INT(irx_rb_schema_create(&s), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "a", IRX_COL_INT64, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "s", IRX_COL_UTF8, 1), IRX_OK);
  return s;
}

static IrxCsvOptions* csv_options(void) {
  IrxCsvOptions* o = irx_csv_options_new();
  CHECK(o != NULL);
  return o;
}

/* New options with one integer or one text option set. */
static IrxCsvOptions* csv_options_int(const char* name, int64_t value) {
  IrxCsvOptions* o = csv_options();
  CHECK_EQ_INT(irx_csv_options_int(o, name, value), IRX_OK);
  return o;
}

static IrxCsvOptions* csv_options_text(const char* name, const char* value) {
  IrxCsvOptions* o = csv_options();
  CHECK_EQ_INT(irx_csv_options_text(o, name, value), IRX_OK);
  return o;
}

/* The refusals the CSV reading functions `fn(path, schema, options, &out)`
 * share: no output (with the file `good`), no path and no options are
 * IRX_ERR_NULLPTR, a missing file IRX_ERR_IO; `out` comes back cleared. */
#define CSV_READ_REFUSALS(fn, good, o, out)                                           \
  do {                                                                                \
    FAILS(fn(good, NULL, o, NULL), IRX_ERR_NULLPTR);                                  \
    FAILS_CLEARING(out, POISON, fn(NULL, NULL, o, &out), IRX_ERR_NULLPTR);            \
    FAILS_CLEARING(out, POISON, fn(good, NULL, NULL, &out), IRX_ERR_NULLPTR);         \
    FAILS_CLEARING(out, POISON, fn("/nonexistent/x.csv", NULL, o, &out), IRX_ERR_IO); \
  } while (0)

static void case_irx_csv_options_new(void) {
  IrxCsvOptions* o = NULL;
  /* Nothing a caller passes can make it fail. */
  CLEARS_ANOTHER_FAILURE(o = irx_csv_options_new());
  CHECK(o != NULL);
  irx_csv_options_release(o);
}

static void case_irx_csv_options_release(void) {
  IrxCsvOptions* o = csv_options();
  KEEPS_ANOTHER_FAILURE(irx_csv_options_release(NULL));
  KEEPS_ANOTHER_FAILURE(irx_csv_options_release(o));
  irx_csv_options_release(o); /* released: detected, not freed twice */
  CHECK_NAMED();
}

static void case_irx_csv_options_int(void) {
  IrxCsvOptions* o = csv_options();
  IrxCsvOptions* dead = csv_options();
  irx_csv_options_release(dead);
  FAILS(irx_csv_options_int(NULL, "header", 1), IRX_ERR_NULLPTR);
  FAILS(irx_csv_options_int(o, NULL, 1), IRX_ERR_NULLPTR);
  FAILS(irx_csv_options_int(o, "no_such_option", 1), IRX_ERR_TYPE);
  FAILS(irx_csv_options_int(o, "block_size", 0), IRX_ERR_TYPE);
  FAILS(irx_csv_options_int(o, "block_size", (int64_t)INT32_MAX + 1), IRX_ERR_TYPE);
  FAILS(irx_csv_options_int(o, "skiprows", -1), IRX_ERR_TYPE);
  FAILS(irx_csv_options_int(o, "header", 2), IRX_ERR_TYPE);
  FAILS(irx_csv_options_int(dead, "header", 1), IRX_ERR_INVALID);
  SUCCEEDS(irx_csv_options_int(o, "block_size", 64), IRX_OK);
  irx_csv_options_release(o);
}

static void case_irx_csv_options_text(void) {
  IrxCsvOptions* o = csv_options();
  FAILS(irx_csv_options_text(NULL, "delimiter", ";"), IRX_ERR_NULLPTR);
  FAILS(irx_csv_options_text(o, NULL, ";"), IRX_ERR_NULLPTR);
  FAILS(irx_csv_options_text(o, "delimiter", NULL), IRX_ERR_NULLPTR);
  FAILS(irx_csv_options_text(o, "no_such_option", ";"), IRX_ERR_TYPE);
  SUCCEEDS(irx_csv_options_text(o, "delimiter", ";"), IRX_OK);
  irx_csv_options_release(o);
}

static void case_irx_csv_options_clear(void) {
  IrxCsvOptions* o = csv_options();
  FAILS(irx_csv_options_clear(NULL, "names"), IRX_ERR_NULLPTR);
  FAILS(irx_csv_options_clear(o, NULL), IRX_ERR_NULLPTR);
  FAILS(irx_csv_options_clear(o, "delimiter"), IRX_ERR_TYPE);
  SUCCEEDS(irx_csv_options_clear(o, "null_values"), IRX_OK);
  irx_csv_options_release(o);
}

/* Reads every batch of `r`, expecting `rows` rows in all. */
static void csv_read_all(IrxRbStreamReader* r, int64_t rows) {
  IrxRbBatch* b = NULL;
  int64_t seen = 0;
  while (irx_rb_stream_reader_next_batch(r, &b) == IRX_OK) {
    seen += irx_rb_batch_num_rows(b);
    irx_rb_batch_release(b);
  }
  CHECK_EQ_INT(seen, rows);
}

static void case_irx_rb_csv_reader_open_options(void) {
  char good[32], empty[32], ragged[32], header_only[32], quote[32];
  IrxCsvOptions* o = csv_options();
  IrxCsvOptions* writing = csv_options_text("na_rep", "NA");
  IrxRbSchema* s = csv_schema();
  IrxRbStreamReader* r;
  csv_temp(good, "a,s\n1,x\n2,\n");
  csv_temp(empty, "");
  csv_temp(ragged, "a,s\n1,x\n2\n");
  csv_temp(header_only, "a,s\n");
  csv_temp(quote, "a,s\n\"1,x\n"); /* the quote never ends */
  CSV_READ_REFUSALS(irx_rb_csv_reader_open_options, good, o, r);
  FAILS_CLEARING(r, POISON, irx_rb_csv_reader_open_options("/tmp", NULL, o, &r), IRX_ERR_IO);
  FAILS_CLEARING(r, POISON, irx_rb_csv_reader_open_options(empty, NULL, o, &r), IRX_ERR_INVALID);
  FAILS_CLEARING(r, POISON, irx_rb_csv_reader_open_options(ragged, NULL, o, &r), IRX_ERR_INVALID);
  FAILS_CLEARING(r, POISON, irx_rb_csv_reader_open_options(quote, NULL, o, &r), IRX_ERR_INVALID);
  /* Nothing to infer the types from: null columns, which 1.25 refuses. */
  FAILS_CLEARING(r, POISON, irx_rb_csv_reader_open_options(header_only, NULL, o, &r), IRX_ERR_TYPE);
  FAILS_CLEARING(r, POISON, irx_rb_csv_reader_open_options(good, NULL, writing, &r), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_csv_reader_open_options(header_only, s, o, &r), IRX_OK);
  csv_read_all(r, 0);
  irx_rb_stream_reader_close(r);
  CHECK_EQ_INT(irx_rb_csv_reader_open_options(good, NULL, o, &r), IRX_OK);
  csv_read_all(r, 2);
  irx_rb_stream_reader_close(r);
  unlink(good);
  unlink(empty);
  unlink(ragged);
  unlink(header_only);
  unlink(quote);
  irx_rb_schema_release(s);
  irx_csv_options_release(writing);
  irx_csv_options_release(o);
}

static void case_irx_rb_csv_reader_open(void) {
  char good[32];
  IrxRbSchema* s = csv_schema();
  IrxRbStreamReader* r;
  csv_temp(good, "a;s\n1;x\n");
  FAILS(irx_rb_csv_reader_open(good, NULL, ";", 1, 64, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(r, POISON, irx_rb_csv_reader_open(good, NULL, NULL, 1, 64, &r), IRX_ERR_NULLPTR);
  FAILS_CLEARING(r, POISON, irx_rb_csv_reader_open(NULL, NULL, ";", 1, 64, &r), IRX_ERR_NULLPTR);
  FAILS_CLEARING(r, POISON, irx_rb_csv_reader_open(good, NULL, ";;", 1, 64, &r), IRX_ERR_TYPE);
  FAILS_CLEARING(r, POISON, irx_rb_csv_reader_open(good, NULL, "\"", 1, 64, &r), IRX_ERR_TYPE);
  FAILS_CLEARING(r, POISON, irx_rb_csv_reader_open(good, NULL, ";", 2, 64, &r), IRX_ERR_TYPE);
  FAILS_CLEARING(r, POISON, irx_rb_csv_reader_open(good, NULL, ";", 1, 0, &r), IRX_ERR_TYPE);
  FAILS_CLEARING(r, POISON, irx_rb_csv_reader_open("/nonexistent/x.csv", NULL, ";", 1, 64, &r), IRX_ERR_IO);
  /* A header that is not the schema's. */
  FAILS_CLEARING(r, POISON, irx_rb_csv_reader_open(good, s, ",", 1, 64, &r), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_csv_reader_open(good, s, ";", 1, 64, &r), IRX_OK);
  csv_read_all(r, 1);
  irx_rb_stream_reader_close(r);
  unlink(good);
  irx_rb_schema_release(s);
}

/* One row of csv_schema(): 7, "seven". */
static IrxRbBatch* csv_batch(void) {
  IrxRbSchema* s = csv_schema();
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  CHECK_EQ_INT(irx_rb_builder_create(s, &b), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_int64(b, 0, 7), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_utf8(b, 1, "seven", 5), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_finish(b, &batch), IRX_OK);
  irx_rb_builder_release(b);
  irx_rb_schema_release(s);
  return batch;
}

static void case_irx_rb_csv_writer_open_options(void) {
  char path[32];
  IrxCsvOptions* o = csv_options();
  IrxCsvOptions* reading = csv_options_int("skiprows", 1);
  IrxCsvOptions* crlf = csv_options_text("lineterminator", "\r");
  IrxRbSchema* s = csv_schema();
  IrxRbSchema* nested = rb_schema();
  IrxRbBatch* batch = csv_batch();
  IrxRbStreamWriter* w;
  csv_temp(path, "");
  FAILS(irx_rb_csv_writer_open_options(s, path, o, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_csv_writer_open_options(NULL, path, o, &w), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_csv_writer_open_options(s, NULL, o, &w), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_csv_writer_open_options(s, path, NULL, &w), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_csv_writer_open_options(s, path, reading, &w), IRX_ERR_TYPE);
  FAILS_CLEARING(w, POISON, irx_rb_csv_writer_open_options(s, path, crlf, &w), IRX_ERR_TYPE);
  FAILS_CLEARING(w, POISON, irx_rb_csv_writer_open_options(nested, path, o, &w), IRX_ERR_TYPE);
  FAILS_CLEARING(w, POISON, irx_rb_csv_writer_open_options(s, "/nonexistent/dir/x.csv", o, &w), IRX_ERR_IO);
  SUCCEEDS(irx_rb_csv_writer_open_options(s, path, o, &w), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_write_batch(w, batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  irx_rb_stream_writer_release(w);
  {
    char text[64] = {0};
    FILE* f = fopen(path, "r");
    CHECK(f != NULL);
    CHECK(fread(text, 1, sizeof text - 1, f) > 0);
    fclose(f);
    CHECK_STR_EQ(text, "\"a\",\"s\"\n7,\"seven\"\n");
  }
  unlink(path);
  irx_rb_batch_release(batch);
  irx_rb_schema_release(nested);
  irx_rb_schema_release(s);
  irx_csv_options_release(crlf);
  irx_csv_options_release(reading);
  irx_csv_options_release(o);
}

static void case_irx_rb_csv_writer_open(void) {
  char path[32];
  IrxRbSchema* s = csv_schema();
  IrxRbStreamWriter* w;
  csv_temp(path, "");
  FAILS(irx_rb_csv_writer_open(s, path, ",", 1, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_csv_writer_open(s, path, NULL, 1, &w), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_csv_writer_open(NULL, path, ",", 1, &w), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_csv_writer_open(s, path, "\n", 1, &w), IRX_ERR_TYPE);
  FAILS_CLEARING(w, POISON, irx_rb_csv_writer_open(s, path, ",", -1, &w), IRX_ERR_TYPE);
  FAILS_CLEARING(w, POISON, irx_rb_csv_writer_open(s, "/nonexistent/dir/x.csv", ",", 1, &w), IRX_ERR_IO);
  SUCCEEDS(irx_rb_csv_writer_open(s, path, "\t", 0, &w), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  irx_rb_stream_writer_release(w);
  unlink(path);
  irx_rb_schema_release(s);
}

static void case_irx_rb_csv_read_table(void) {
  char good[32], late[32];
  IrxCsvOptions* o = csv_options();
  IrxCsvOptions* small = csv_options_int("block_size", 2);
  IrxCsvOptions* unknown = csv_options_text("columns", "zz");
  irx_arrow_table_handle* t;
  csv_temp(good, "a,s\n1,x\n2,y\n");
  /* The type comes from the first block ("1"), a later value is no int. */
  csv_temp(late, "a\n1\nx\n");
  CSV_READ_REFUSALS(irx_rb_csv_read_table, good, o, t);
  FAILS_CLEARING(t, POISON, irx_rb_csv_read_table(late, NULL, small, &t), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_rb_csv_read_table(good, NULL, unknown, &t), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_csv_read_table(good, NULL, o, &t), IRX_OK);
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 2);
  CHECK_EQ_INT(irx_arrow_table_num_columns(t), 2);
  irx_arrow_table_release(t);
  unlink(good);
  unlink(late);
  irx_csv_options_release(unknown);
  irx_csv_options_release(small);
  irx_csv_options_release(o);
}

static void case_irx_rb_csv_write_table(void) {
  char path[32];
  IrxCsvOptions* o = csv_options();
  irx_arrow_table_handle* t = frame_table();
  irx_arrow_table_handle* dead = frame_table();
  irx_arrow_table_handle* none = NULL;
  CHECK_EQ_INT(irx_arrow_table_new_from_arrays(0, NULL, NULL, &none), 0);
  irx_arrow_table_release(dead);
  csv_temp(path, "");
  FAILS(irx_rb_csv_write_table(NULL, path, o), IRX_ERR_NULLPTR);
  FAILS(irx_rb_csv_write_table(t, NULL, o), IRX_ERR_NULLPTR);
  FAILS(irx_rb_csv_write_table(t, path, NULL), IRX_ERR_NULLPTR);
  FAILS(irx_rb_csv_write_table(dead, path, o), IRX_ERR_INVALID);
  FAILS(irx_rb_csv_write_table(none, path, o), IRX_ERR_TYPE);
  FAILS(irx_rb_csv_write_table(t, "/nonexistent/dir/x.csv", o), IRX_ERR_IO);
  SUCCEEDS(irx_rb_csv_write_table(t, path, o), IRX_OK);
  unlink(path);
  irx_arrow_table_release(none);
  irx_arrow_table_release(t);
  irx_csv_options_release(o);
}

#define CSV_CASES \
    CASE(irx_csv_options_new, RECORD_BATCH), \
    CASE(irx_csv_options_release, RECORD_BATCH), \
    CASE(irx_csv_options_int, RECORD_BATCH), \
    CASE(irx_csv_options_text, RECORD_BATCH), \
    CASE(irx_csv_options_clear, RECORD_BATCH), \
    CASE(irx_rb_csv_reader_open_options, RECORD_BATCH), \
    CASE(irx_rb_csv_reader_open, RECORD_BATCH), \
    CASE(irx_rb_csv_writer_open_options, RECORD_BATCH), \
    CASE(irx_rb_csv_writer_open, RECORD_BATCH), \
    CASE(irx_rb_csv_read_table, RECORD_BATCH), \
    CASE(irx_rb_csv_write_table, RECORD_BATCH), \
    /* CSV_CASES end */
