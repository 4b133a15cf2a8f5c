/*
 * Parquet: options (every name, good and bad values), writers and readers
 * of files with codecs and row groups, projection and row groups on read,
 * filters (every operator, literals that fit the column and literals that
 * do not), datasets (hive and plain), table reads and writes, files
 * that are not Parquet: bad magic, truncated, CSV, 4 bytes, empty, and
 * files another writer encrypted (footer encrypted or plaintext).
 */
#include <sys/stat.h>

#include "diff.h"
#include "fixtures.h"

static IrxRbSchema* schema_of(void) {
  static const struct diff_field fields[] = {
    DIFF_FIELD("id", IRX_COL_INT64, 0), DIFF_FIELD("score", IRX_COL_FLOAT64, 1),
    DIFF_FIELD("name", IRX_COL_UTF8, 1), DIFF_FIELD("ok", IRX_COL_BOOL, 1),
  };
  return diff_schema(fields, 4);
}

static IrxRbBatch* batch_of(const IrxRbSchema* s, int rows, int start) {
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  char name[16];
  if (irx_rb_builder_create(s, &b) != IRX_OK) return NULL;
  for (int i = start; i < start + rows; i++) {
    irx_rb_builder_append_int64(b, 0, i);
    if (i % 4 == 3) irx_rb_builder_append_null(b, 1);
    else irx_rb_builder_append_float64(b, 1, i * 1.5);
    snprintf(name, sizeof name, "n%d", i % 3);
    irx_rb_builder_append_utf8(b, 2, name, (int64_t)strlen(name));
    irx_rb_builder_append_bool(b, 3, i % 2);
  }
  irx_rb_builder_finish(b, &batch);
  irx_rb_builder_release(b);
  (void)irx_record_batch_errmsg();
  return batch;
}

static void print_table(const char* what, irx_arrow_table_handle* table) {
  if (!diff_print_table(what, table)) return;
  IrxRbBatch* batch = NULL;
  if (RB(irx_rb_table_to_batch(table, &batch)) == IRX_OK) {
    for (int64_t r = 0; r < irx_rb_batch_num_rows(batch); r++) {
      int64_t id = -1;
      int null = 0;
      irx_rb_batch_get_int64(batch, 0, r, &id);
      irx_rb_batch_is_null(batch, 0, r, &null);
      SAY("  row %lld: first column %lld%s", (long long)r, (long long)id, null ? " (null)" : "");
    }
    irx_rb_batch_release(batch);
  }
  (void)irx_record_batch_errmsg();
}

static void read_with(const char* what, const char* path, IrxParquetOptions* o) {
  irx_arrow_table_handle* table = NULL;
  SAY("-- %s", what);
  RB(irx_rb_parquet_read_table(path, NULL, o, 0, &table));
  print_table(what, table);
  irx_arrow_table_release(table);
}

/* Prints the row counts of at most `most` batches of `r`, then closes it. */
static void print_batches(IrxRbStreamReader* r, int most) {
  for (int i = 0; i < most; i++) {
    IrxRbBatch* batch = NULL;
    if (RB(irx_rb_stream_reader_next_batch(r, &batch)) != IRX_OK) break;
    SAY("  batch of %lld rows", (long long)irx_rb_batch_num_rows(batch));
    irx_rb_batch_release(batch);
  }
  irx_rb_stream_reader_close(r);
}

static void stream_read(const char* what, const char* path, int64_t batch_size) {
  IrxRbStreamReader* r = NULL;
  SAY("-- stream %s", what);
  if (RB(irx_rb_parquet_reader_open(path, NULL, batch_size, &r)) != IRX_OK) return;
  print_batches(r, 8);
}

static void options(void) {
  IrxParquetOptions* o = irx_parquet_options_new();
  SAY("== options");
  static const char* const ints[] = {
    "batch_size", "row_group_size", "data_page_size", "row_group", "compression_level",
    "use_threads", "pre_buffer", "dataset", "hive", "unify", "normalize", "atomic",
    "append", "durable", "reconstruct", "no_such_option",
  };
  static const int64_t values[] = {0, 1, 2, -1, 5000000000LL};
  static const char* const texts[][2] = {
    {"compression", "zstd"}, {"compression", "nope"}, {"compression", ""},
    {"column", "id"}, {"column", ""}, {"column", "\xff"}, {"partition_column", "name"},
    {"encryption_key_hex", "00112233445566778899aabbccddeeff"},
    {"encryption_key_hex", "0011"}, {"encryption_key_hex", "zz112233445566778899aabbccddeeff"},
    {"no_such_option", "x"},
  };
  DIFF_OPTION_GRID("options", o, irx_parquet_options_int, ints, values, irx_parquet_options_text,
                   texts);
  static const uint8_t key[16] = {1, 2, 3};
  RB(irx_parquet_options_key(o, key, 16));
  RB(irx_parquet_options_key(o, key, 7));
  RB(irx_parquet_options_key(o, NULL, 16));
  RB(irx_parquet_options_filter(o, "id", "eq", "1", "int64"));
  RB(irx_parquet_options_filter(o, "id", "like", "1", "int64"));
  RB(irx_parquet_options_filter(o, "id", "eq", "1", "decimal"));
  RB(irx_parquet_options_filter(o, "", "eq", "1", "int64"));
  RB(irx_parquet_options_filter(o, "id", "eq", NULL, "int64"));
  RB(irx_parquet_options_int(NULL, "batch_size", 1));
  RB(irx_parquet_options_int(o, NULL, 1));
  RB(irx_parquet_options_text(o, "compression", NULL));
  irx_parquet_options_release(o);
  irx_parquet_options_release(NULL);
}

static void write_file(const char* path, const char* codec, int64_t row_group_size, int rows) {
  IrxRbSchema* s = schema_of();
  IrxRbBatch* batch = batch_of(s, rows, 0);
  IrxRbStreamWriter* w = NULL;
  SAY("-- write %s codec %s row groups of %lld", path, codec, (long long)row_group_size);
  if (RB(irx_rb_parquet_writer_open(s, path, codec, row_group_size, &w)) == IRX_OK) {
    RB(irx_rb_stream_writer_write_batch(w, batch));
    RB(irx_rb_stream_writer_close(w));
    irx_rb_stream_writer_release(w);
  }
  irx_rb_batch_release(batch);
  irx_rb_schema_release(s);
}

static void filter(const char* path, const char* column, const char* op, const char* value,
                   const char* type) {
  IrxParquetOptions* o = irx_parquet_options_new();
  char what[160];
  snprintf(what, sizeof what, "filter %s %s %s (%s)", column, op, value, type);
  if (RB(irx_parquet_options_filter(o, column, op, value, type)) == IRX_OK) read_with(what, path, o);
  irx_parquet_options_release(o);
}

static void not_parquet(const char* path, const void* data, size_t size) {
  diff_write_file(path, data, size);
  IrxParquetOptions* o = irx_parquet_options_new();
  read_with(path, path, o);
  irx_parquet_options_release(o);
  stream_read(path, path, 100);
}

static void stream_read_options(const char* what, const char* path, IrxParquetOptions* o) {
  IrxRbStreamReader* r = NULL;
  SAY("-- stream %s", what);
  if (RB(irx_rb_parquet_reader_open_options(path, NULL, o, &r)) != IRX_OK) return;
  print_batches(r, 4);
}

/* A file another writer encrypted (fixtures.h, encrypted_files() of
 * gen_fixtures.py), read without a key and with one that
 * is not its (1.25 takes one raw key; the file's keys came from a KMS),
 * whole, projected to its plain column and to its encrypted one. */
static void encrypted(const char* path, const uint8_t* bytes, size_t size) {
  static const char* const columns[] = {NULL, "plain", "secret"};
  diff_write_file(path, bytes, size);
  for (int keyed = 0; keyed < 2; keyed++)
    for (size_t c = 0; c < 3; c++) {
      IrxParquetOptions* o = irx_parquet_options_new();
      char what[128];
      snprintf(what, sizeof what, "%s%s%s%s", path, keyed ? " with a key" : "",
               columns[c] ? " column " : "", columns[c] ? columns[c] : "");
      if (keyed)
        RB(irx_parquet_options_text(o, "encryption_key_hex", "000102030405060708090a0b0c0d0e0f"));
      if (columns[c]) RB(irx_parquet_options_text(o, "column", columns[c]));
      read_with(what, path, o);
      stream_read_options(what, path, o);
      irx_parquet_options_release(o);
    }
  stream_read(path, path, 100);
  /* Not left for the files' transcript: pyarrow aborts describing a
   * plaintext footer's encrypted column chunks without their key. */
  remove(path);
}

/* A folder `dir` of a Parquet file `good` and `bad`, a .parquet holding
 * the text `csv`, read as a dataset, then as a unified one; `which` names
 * the CSV file in the reports. */
static void mixed_dataset(const char* dir, const char* good, const char* bad, const char* which,
                          const char* csv) {
  char path[64], what[96];
  mkdir(dir, 0755);
  snprintf(path, sizeof path, "%s/%s", dir, good);
  write_file(path, "snappy", 2, 3);
  snprintf(path, sizeof path, "%s/%s", dir, bad);
  diff_write_file(path, csv, strlen(csv));
  IrxParquetOptions* o = irx_parquet_options_new();
  RB(irx_parquet_options_int(o, "dataset", 1));
  snprintf(what, sizeof what, "dataset with a non-Parquet %s", which);
  read_with(what, dir, o);
  RB(irx_parquet_options_int(o, "unify", 1));
  snprintf(what, sizeof what, "unified dataset with a non-Parquet %s", which);
  read_with(what, dir, o);
  irx_parquet_options_release(o);
}

int main(void) {
  diff_start();
  options();

  SAY("== files");
  static const char* const codecs[] = {"uncompressed", "snappy", "zstd", "gzip", "brotli",
                                       "lz4_raw", "lz4", "bz2", "none", "SNAPPY", ""};
  char path[64];
  for (size_t i = 0; i < sizeof codecs / sizeof *codecs; i++) {
    snprintf(path, sizeof path, "codec-%zu.parquet", i);
    write_file(path, codecs[i], 4, 10);
  }
  write_file("zero-group.parquet", "snappy", 0, 3);
  write_file("main.parquet", "snappy", 5, 12);
  stream_read("main batch 5", "main.parquet", 5);
  stream_read("main batch 0", "main.parquet", 0);
  stream_read("missing", "missing.parquet", 10);

  IrxParquetOptions* o = irx_parquet_options_new();
  read_with("default", "main.parquet", o);
  RB(irx_parquet_options_text(o, "column", "name"));
  RB(irx_parquet_options_text(o, "column", "id"));
  read_with("columns name,id", "main.parquet", o);
  RB(irx_parquet_options_text(o, "column", "nope"));
  read_with("column nope", "main.parquet", o);
  irx_parquet_options_release(o);
  o = irx_parquet_options_new();
  RB(irx_parquet_options_int(o, "row_group", 1));
  read_with("row group 1", "main.parquet", o);
  RB(irx_parquet_options_int(o, "row_group", 7));
  read_with("row group 7", "main.parquet", o);
  irx_parquet_options_release(o);

  SAY("== filters");
  static const char* const ops[] = {"eq", "ne", "lt", "le", "gt", "ge"};
  for (size_t i = 0; i < 6; i++) filter("main.parquet", "id", ops[i], "5", "int64");
  filter("main.parquet", "score", "is_null", "", "string");
  filter("main.parquet", "score", "is_valid", "", "string");
  filter("main.parquet", "score", "gt", "6.5", "double");
  filter("main.parquet", "name", "eq", "n1", "string");
  filter("main.parquet", "ok", "eq", "true", "bool");
  /* Literals that do not fit the column. */
  filter("main.parquet", "id", "eq", "n1", "string");
  filter("main.parquet", "id", "eq", "abc", "int64");
  filter("main.parquet", "id", "lt", "2.5", "double");
  filter("main.parquet", "id", "eq", "true", "bool");
  filter("main.parquet", "name", "eq", "5", "int64");
  filter("main.parquet", "name", "gt", "1.5", "double");
  filter("main.parquet", "ok", "eq", "1", "int64");
  filter("main.parquet", "ok", "eq", "maybe", "bool");
  filter("main.parquet", "score", "eq", "x", "double");
  filter("main.parquet", "nope", "eq", "1", "int64");

  SAY("== tables and datasets");
  IrxRbSchema* s = schema_of();
  IrxRbBatch* batch = batch_of(s, 6, 0);
  irx_arrow_table_handle* table = NULL;
  RB(irx_rb_batch_to_dynamic_table(batch, &table));
  o = irx_parquet_options_new();
  RB(irx_rb_parquet_write_table(table, "table.parquet", o, 0));
  read_with("table", "table.parquet", o);
  RB(irx_parquet_options_int(o, "atomic", 1));
  RB(irx_rb_parquet_write_table(table, "atomic.parquet", o, 0));
  RB(irx_parquet_options_int(o, "atomic", 0));
  RB(irx_parquet_options_int(o, "dataset", 1));
  RB(irx_parquet_options_int(o, "hive", 1));
  RB(irx_parquet_options_text(o, "partition_column", "name"));
  RB(irx_rb_parquet_write_table(table, "hive", o, 0));
  IrxParquetOptions* ro = irx_parquet_options_new();
  RB(irx_parquet_options_int(ro, "dataset", 1));
  RB(irx_parquet_options_int(ro, "hive", 1));
  read_with("hive dataset", "hive", ro);
  irx_parquet_options_release(ro);
  irx_parquet_options_release(o);
  o = irx_parquet_options_new();
  RB(irx_rb_parquet_write_table(table, "no/such/dir/x.parquet", o, 0));
  RB(irx_rb_parquet_write_table(NULL, "null.parquet", o, 0));
  RB(irx_rb_parquet_write_table(table, "auto.parquet", o, 1));
  read_with("auto detect", "auto.parquet", o);
  RB(irx_parquet_options_text(o, "compression", "nope"));
  RB(irx_rb_parquet_write_table(table, "badcodec.parquet", o, 0));
  irx_parquet_options_release(o);
  irx_arrow_table_release(table);
  irx_rb_batch_release(batch);

  IrxRbStreamWriter* w = NULL;
  o = irx_parquet_options_new();
  RB(irx_parquet_options_text(o, "compression", "zstd"));
  RB(irx_parquet_options_int(o, "compression_level", 3));
  RB(irx_parquet_options_int(o, "row_group_size", 2));
  if (RB(irx_rb_parquet_writer_open_options(s, "options.parquet", o, &w)) == IRX_OK) {
    batch = batch_of(s, 5, 100);
    RB(irx_rb_stream_writer_write_batch(w, batch));
    irx_rb_batch_release(batch);
    RB(irx_rb_stream_writer_close(w));
    irx_rb_stream_writer_release(w);
  }
  RB(irx_parquet_options_int(o, "compression_level", 99));
  w = NULL;
  RB(irx_rb_parquet_writer_open_options(s, "level99.parquet", o, &w));
  if (w) {
    RB(irx_rb_stream_writer_close(w));
    irx_rb_stream_writer_release(w);
  }
  irx_parquet_options_release(o);
  irx_rb_schema_release(s);

  SAY("== not Parquet");
  static const char csv[] = "id,name\n1,a\n2,b\n";
  not_parquet("csv.parquet", csv, sizeof csv - 1);
  not_parquet("four.parquet", "PAR1", 4);
  not_parquet("empty.parquet", "", 0);
  not_parquet("magic-only.parquet", "PAR1PAR1", 8);
  /* Damaged files are made from fixed bytes (fixtures.h), the same in
   * both runs. */
  const uint8_t* bytes = FIXTURE_PARQUET;
  const int64_t size = (int64_t)sizeof FIXTURE_PARQUET;
  not_parquet("fixed.parquet", bytes, (size_t)size);
  not_parquet("truncated.parquet", bytes, (size_t)size / 2);
  not_parquet("no-tail.parquet", bytes, (size_t)size - 4);
  uint8_t* bad = malloc((size_t)size);
  memcpy(bad, bytes, (size_t)size);
  memcpy(bad + size - 4, "PAR2", 4);
  not_parquet("badmagic.parquet", bad, (size_t)size);
  memcpy(bad, bytes, (size_t)size);
  memcpy(bad, "PAR0", 4);
  not_parquet("badhead.parquet", bad, (size_t)size);
  memcpy(bad, bytes, (size_t)size);
  bad[size - 8] ^= 0x7f; /* the footer length */
  not_parquet("badlength.parquet", bad, (size_t)size);
  memcpy(bad, bytes, (size_t)size);
  bad[size - 5] = 0x7f; /* a footer length past the file */
  not_parquet("longfooter.parquet", bad, (size_t)size);
  memcpy(bad, bytes, (size_t)size);
  memset(bad + size - 40, 0xee, 24); /* inside the footer */
  not_parquet("badfooter.parquet", bad, (size_t)size);
  memcpy(bad, bytes, (size_t)size);
  memset(bad + 60, 0xee, 40); /* inside the first column chunk's pages */
  not_parquet("badpage.parquet", bad, (size_t)size);
  free(bad);
  stream_read("directory", ".", 10);

  /* Footers written byte by byte in the Thrift compact protocol (no row
   * groups): the ones Arrow C++'s Thrift code decodes and the parquet
   * crate does not, or the reverse, files without columns, and schema
   * elements with enum values the format does not define (read past or
   * refused as Arrow C++ builds its schema), and whole files of one page
   * whose column chunk holds enum values out of range (read past). */
  SAY("== hand-made footers");
  static const struct { const char* name; const char* bytes; size_t size; } footers[] = {
    /* no columns: the schema root alone */
    {"nocols.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x1c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x00\x00\x16\x00\x19\x0c\x00\x14\x00\x00\x00\x50\x41\x52\x31",
     32},
    /* no columns, the root without num_children */
    {"nocols-rootonly-nochildren.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x1c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x00\x16\x00\x19\x0c\x00\x12\x00\x00\x00\x50\x41\x52\x31",
     30},
    /* no columns, the footer saying 7 rows */
    {"nocols-rows7.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x1c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x00\x00\x16\x0e\x19\x0c\x00\x14\x00\x00\x00\x50\x41\x52\x31",
     32},
    /* version (a required i32) written as an i64 */
    {"mistyped-version.parquet",
     "\x50\x41\x52\x31\x16\x04\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\x02\x25\x02\x18\x01\x61\x00\x16\x00\x19\x0c\x00"
     "\x1c\x00\x00\x00\x50\x41\x52\x31",
     40},
    /* the schema list declared of i64 elements */
    {"declared-i64-list.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x26\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\x02\x25\x02\x18\x01\x61\x00\x16\x00\x19\x0c\x00"
     "\x1c\x00\x00\x00\x50\x41\x52\x31",
     40},
    /* the empty row-group list declared of binaries */
    {"declared-binary-rowgroups.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\x02\x25\x02\x18\x01\x61\x00\x16\x00\x19\x08\x00"
     "\x1c\x00\x00\x00\x50\x41\x52\x31",
     40},
    /* created_by (optional binary) written as an i32 */
    {"opt-created-by-i32.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\x02\x25\x02\x18\x01\x61\x00\x16\x00\x19\x0c\x25"
     "\x0a\x00\x1e\x00\x00\x00\x50\x41\x52\x31",
     42},
    /* the root's num_children written as a binary */
    {"opt-num-children-binary.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x1c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x18\x01\x78\x00\x16\x00\x19\x0c\x00\x15\x00\x00\x00\x50\x41\x52"
     "\x31",
     33},
    /* a field_id written as a list */
    {"opt-field-id-list.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\x02\x25\x02\x18\x01\x61\x59\x15\x02\x00\x16\x00"
     "\x19\x0c\x00\x1f\x00\x00\x00\x50\x41\x52\x31",
     43},
    /* a LogicalType whose STRING is an i32 */
    {"logical-mistyped.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\x02\x25\x02\x18\x01\x61\x6c\x15\x06\x00\x00\x16"
     "\x00\x19\x0c\x00\x20\x00\x00\x00\x50\x41\x52\x31",
     44},
    /* a LogicalType of an unknown kind */
    {"unknown-logical.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\x02\x25\x02\x18\x01\x61\x6c\x0c\x3c\x00\x00\x00"
     "\x16\x00\x19\x0c\x00\x21\x00\x00\x00\x50\x41\x52\x31",
     45},
    /* a ColumnOrder of an unknown kind */
    {"column-order-unknown.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\x02\x25\x02\x18\x01\x61\x00\x16\x00\x19\x0c\x39"
     "\x1c\x5c\x00\x00\x00\x21\x00\x00\x00\x50\x41\x52\x31",
     45},
    /* unknown field ids (a map, a set) */
    {"unknown-field-ids.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\x02\x25\x02\x18\x01\x61\x0b\x64\x00\x00\x16\x00"
     "\x19\x0c\x0a\x50\x18\x01\x71\x00\x24\x00\x00\x00\x50\x41\x52\x31",
     48},
    /* a repetition type out of range (9): required */
    {"enum-rep9.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\x02\x25\x12\x18\x01\x61\x00\x16\x00\x19\x0c\x00"
     "\x1c\x00\x00\x00\x50\x41\x52\x31",
     40},
    /* a physical type out of range (99) */
    {"enum-type99.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\xc6\x01\x25\x02\x18\x01\x61\x00\x16\x00\x19\x0c"
     "\x00\x1d\x00\x00\x00\x50\x41\x52\x31",
     41},
    /* a converted type out of range (99) */
    {"enum-conv99.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\x02\x25\x02\x18\x01\x61\x25\xc6\x01\x00\x16\x00"
     "\x19\x0c\x00\x1f\x00\x00\x00\x50\x41\x52\x31",
     43},
    /* both: the converted type's refusal */
    {"enum-type99-conv99.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\xc6\x01\x25\x02\x18\x01\x61\x25\xc6\x01\x00\x16"
     "\x00\x19\x0c\x00\x20\x00\x00\x00\x50\x41\x52\x31",
     44},
    /* a physical type out of range under UTF8 */
    {"enum-utf8-type99.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\xc6\x01\x25\x02\x18\x01\x61\x25\x00\x00\x16\x00"
     "\x19\x0c\x00\x1f\x00\x00\x00\x50\x41\x52\x31",
     43},
    /* a leaf's physical type, then another's converted type */
    {"enum-order.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x3c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x04\x00\x15\xc6\x01\x25\x02\x18\x01\x61\x00\x15\x02\x25\x02"
     "\x18\x01\x62\x25\xc6\x01\x00\x16\x00\x19\x0c\x00\x28\x00\x00\x00"
     "\x50\x41\x52\x31",
     52},
    /* a group's repetition and physical type out of range: ignored */
    {"enum-group-rep-type.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x3c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\xc6\x01\x25\x12\x18\x01\x67\x15\x02\x00\x15\x02"
     "\x25\x02\x18\x01\x61\x00\x16\x00\x19\x0c\x00\x27\x00\x00\x00\x50"
     "\x41\x52\x31",
     51},
    /* a group's converted type out of range */
    {"enum-group-conv99.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x3c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x35\x02\x18\x01\x67\x15\x02\x15\xc6\x01\x00\x15\x02"
     "\x25\x02\x18\x01\x61\x00\x16\x00\x19\x0c\x00\x27\x00\x00\x00\x50"
     "\x41\x52\x31",
     51},
    /* the root's converted type out of range */
    {"enum-root-conv99.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x15\xc6\x01\x00\x15\x02\x25\x02\x18\x01\x61\x00\x16\x00"
     "\x19\x0c\x00\x1f\x00\x00\x00\x50\x41\x52\x31",
     43},
    /* a converted type out of range beside a logical type: ignored */
    {"enum-logical-conv99.parquet",
     "\x50\x41\x52\x31\x15\x04\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61"
     "\x15\x02\x00\x15\x0c\x25\x02\x18\x01\x61\x25\xc6\x01\x4c\x1c\x00"
     "\x00\x00\x16\x00\x19\x0c\x00\x23\x00\x00\x00\x50\x41\x52\x31",
     47},
    /* a column chunk's codec out of range (99): no compression */
    {"chunk-codec99.parquet",
     "\x50\x41\x52\x31\x15\x00\x15\x18\x15\x18\x2c\x15\x06\x15\x00\x15"
     "\x06\x15\x06\x00\x00\x07\x00\x00\x00\x08\x00\x00\x00\x09\x00\x00"
     "\x00\x15\x02\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61\x15\x02\x00"
     "\x15\x02\x25\x00\x18\x01\x61\x00\x16\x06\x19\x1c\x19\x1c\x26\x08"
     "\x1c\x15\x02\x19\x15\x00\x19\x18\x01\x61\x15\xc6\x01\x16\x06\x16"
     "\x3a\x16\x3a\x26\x08\x00\x00\x16\x3a\x16\x06\x00\x00\x3c\x00\x00"
     "\x00\x50\x41\x52\x31",
     101},
    /* its encodings out of range (99, 1): not looked at */
    {"chunk-encodings.parquet",
     "\x50\x41\x52\x31\x15\x00\x15\x18\x15\x18\x2c\x15\x06\x15\x00\x15"
     "\x06\x15\x06\x00\x00\x07\x00\x00\x00\x08\x00\x00\x00\x09\x00\x00"
     "\x00\x15\x02\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61\x15\x02\x00"
     "\x15\x02\x25\x00\x18\x01\x61\x00\x16\x06\x19\x1c\x19\x1c\x26\x08"
     "\x1c\x15\x02\x19\x35\xc6\x01\x00\x02\x19\x18\x01\x61\x15\x00\x16"
     "\x06\x16\x3a\x16\x3a\x26\x08\x00\x00\x16\x3a\x16\x06\x00\x00\x3e"
     "\x00\x00\x00\x50\x41\x52\x31",
     103},
    /* its physical type out of range: not looked at */
    {"chunk-type99.parquet",
     "\x50\x41\x52\x31\x15\x00\x15\x18\x15\x18\x2c\x15\x06\x15\x00\x15"
     "\x06\x15\x06\x00\x00\x07\x00\x00\x00\x08\x00\x00\x00\x09\x00\x00"
     "\x00\x15\x02\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61\x15\x02\x00"
     "\x15\x02\x25\x00\x18\x01\x61\x00\x16\x06\x19\x1c\x19\x1c\x26\x08"
     "\x1c\x15\xc6\x01\x19\x15\x00\x19\x18\x01\x61\x15\x00\x16\x06\x16"
     "\x3a\x16\x3a\x26\x08\x00\x00\x16\x3a\x16\x06\x00\x00\x3c\x00\x00"
     "\x00\x50\x41\x52\x31",
     101},
    /* a page-encoding statistic's page type out of range */
    {"chunk-stats99.parquet",
     "\x50\x41\x52\x31\x15\x00\x15\x18\x15\x18\x2c\x15\x06\x15\x00\x15"
     "\x06\x15\x06\x00\x00\x07\x00\x00\x00\x08\x00\x00\x00\x09\x00\x00"
     "\x00\x15\x02\x19\x2c\x48\x06\x73\x63\x68\x65\x6d\x61\x15\x02\x00"
     "\x15\x02\x25\x00\x18\x01\x61\x00\x16\x06\x19\x1c\x19\x1c\x26\x08"
     "\x1c\x15\x02\x19\x15\x00\x19\x18\x01\x61\x15\x00\x16\x06\x16\x3a"
     "\x16\x3a\x26\x08\x49\x1c\x15\xc6\x01\x15\x00\x15\x02\x00\x00\x00"
     "\x16\x3a\x16\x06\x00\x00\x45\x00\x00\x00\x50\x41\x52\x31",
     110},

  };
  for (size_t i = 0; i < sizeof footers / sizeof *footers; i++)
    not_parquet(footers[i].name, footers[i].bytes, footers[i].size);

  SAY("== encrypted by another writer");
  encrypted("enc-footer.parquet", FIXTURE_ENC_FOOTER, sizeof FIXTURE_ENC_FOOTER);
  encrypted("enc-plain-footer.parquet", FIXTURE_ENC_PLAIN_FOOTER, sizeof FIXTURE_ENC_PLAIN_FOOTER);

  SAY("== issue 28 leftovers");
  mkdir("proj", 0755);
  mixed_dataset("mixed", "good.parquet", "bad.parquet", "file", csv);
  mixed_dataset("mixed2", "a.parquet", "z.parquet", "second file", csv);
  write_file("proj/a.parquet", "snappy", 2, 3);
  o = irx_parquet_options_new();
  RB(irx_parquet_options_int(o, "dataset", 1));
  RB(irx_parquet_options_text(o, "column", "nope"));
  read_with("dataset column nope", "proj", o);
  irx_parquet_options_release(o);
  /* Decimal columns (1.25's builders make none): FIXTURE_TYPES's dec
   * decimal128(5,2) and dec256 decimal256(40,1), written as Parquet. */
  IrxRbStreamReader* tr = NULL;
  if (RB(irx_rb_stream_reader_open_buffer(FIXTURE_TYPES, (int64_t)sizeof FIXTURE_TYPES, &tr)) ==
      IRX_OK) {
    IrxRbBatch* tb = NULL;
    if (RB(irx_rb_stream_reader_next_batch(tr, &tb)) == IRX_OK && tb != NULL) {
      irx_arrow_table_handle* tt = NULL;
      if (RB(irx_rb_batch_to_dynamic_table(tb, &tt)) == IRX_OK) {
        o = irx_parquet_options_new();
        static const char* const dec_names[] = {"dec", "dec256"};
        irx_arrow_table_handle* decs = NULL;
        if (RB(irx_rb_table_project(tt, dec_names, 2, &decs)) == IRX_OK) {
          RB(irx_rb_parquet_write_table(decs, "types.parquet", o, 0));
          irx_arrow_table_release(decs);
        }
        irx_parquet_options_release(o);
        irx_arrow_table_release(tt);
      }
      irx_rb_batch_release(tb);
    }
    irx_rb_stream_reader_close(tr);
  }
  filter("types.parquet", "dec", "eq", "5", "int64");
  filter("types.parquet", "dec", "lt", "5", "int64");
  filter("types.parquet", "dec", "lt", "-5000000000", "int64");
  filter("types.parquet", "dec", "lt", "5.5", "double");
  filter("types.parquet", "dec256", "eq", "5", "int64");
  filter("types.parquet", "dec256", "gt", "0.5", "double");

  /* A schema without columns. */
  IrxRbSchema* none = NULL;
  RB(irx_rb_schema_create(&none));
  IrxRbStreamWriter* nw = NULL;
  RB(irx_rb_parquet_writer_open(none, "none.parquet", "snappy", 2, &nw));
  if (nw) irx_rb_stream_writer_release(nw);
  nw = NULL;
  o = irx_parquet_options_new();
  RB(irx_rb_parquet_writer_open_options(none, "none2.parquet", o, &nw));
  if (nw) irx_rb_stream_writer_release(nw);
  IrxRbBuilder* nb = NULL;
  IrxRbBatch* nbatch = NULL;
  irx_arrow_table_handle* nt = NULL;
  RB(irx_rb_builder_create(none, &nb));
  RB(irx_rb_builder_finish(nb, &nbatch));
  if (nb) irx_rb_builder_release(nb);
  if (nbatch && RB(irx_rb_batch_to_dynamic_table(nbatch, &nt)) == IRX_OK) {
    RB(irx_rb_parquet_write_table(nt, "none3.parquet", o, 0));
    irx_arrow_table_release(nt);
  }
  if (nbatch) irx_rb_batch_release(nbatch);
  irx_parquet_options_release(o);
  irx_rb_schema_release(none);
  return 0;
}
