/*
 * Parquet with options: plain and hive datasets (strict and unified
 * schemas, partition columns), append and atomic snapshot writes, footer
 * encryption (right key, wrong key, no key), reconstruct, use_threads,
 * pre_buffer, data_page_size, an expected schema on read (matching and
 * not), and the checked layer's Parquet box with options.
 */
#include "diff.h"

static IrxRbSchema* schema_of(int with_extra) {
  IrxRbSchema* s = NULL;
  irx_rb_schema_create(&s);
  irx_rb_schema_add_field(s, "k", IRX_COL_UTF8, 1);
  irx_rb_schema_add_field(s, "v", IRX_COL_INT64, 1);
  if (with_extra) irx_rb_schema_add_field(s, "w", IRX_COL_FLOAT64, 1);
  (void)irx_record_batch_errmsg();
  return s;
}

static irx_arrow_table_handle* table_of(int with_extra, int start, int rows) {
  IrxRbSchema* s = schema_of(with_extra);
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  irx_arrow_table_handle* t = NULL;
  irx_rb_builder_create(s, &b);
  for (int i = start; i < start + rows; i++) {
    irx_rb_builder_append_utf8(b, 0, i % 2 ? "odd" : "even", i % 2 ? 3 : 4);
    irx_rb_builder_append_int64(b, 1, i);
    if (with_extra) irx_rb_builder_append_float64(b, 2, i + 0.5);
  }
  irx_rb_builder_finish(b, &batch);
  irx_rb_builder_release(b);
  irx_rb_batch_to_dynamic_table(batch, &t);
  irx_rb_batch_release(batch);
  irx_rb_schema_release(s);
  (void)irx_record_batch_errmsg();
  return t;
}

static void show(const char* what, irx_arrow_table_handle* t) {
  if (t == NULL) {
    SAY("  %s: no table", what);
    return;
  }
  SAY("  %s: %lld rows %lld columns", what, (long long)irx_arrow_table_num_rows(t),
      (long long)irx_arrow_table_num_columns(t));
  IrxRbSchema* s = NULL;
  if (irx_rb_table_schema(t, &s) == IRX_OK) {
    for (int i = 0; i < irx_rb_schema_num_fields(s); i++) {
      const char* type_name = NULL;
      const char* name = NULL;
      int type = 0, nullable = 0;
      irx_rb_schema_field(s, i, &name, &type, &nullable);
      irx_rb_schema_type_name(s, i, &type_name);
      SAY("    %s %s %d", diff_text(name), diff_text(type_name), nullable);
    }
    irx_rb_schema_release(s);
  }
  (void)irx_record_batch_errmsg();
}

static void write(const char* what, irx_arrow_table_handle* t, const char* path, IrxParquetOptions* o) {
  SAY("-- write %s", what);
  RB(irx_rb_parquet_write_table(t, path, o, 0));
}

static void read(const char* what, const char* path, const IrxRbSchema* expected, IrxParquetOptions* o) {
  irx_arrow_table_handle* t = NULL;
  SAY("-- read %s", what);
  RB(irx_rb_parquet_read_table(path, expected, o, 0, &t));
  show(what, t);
  if (t) irx_arrow_table_release(t);
}

int main(void) {
  diff_start();
  irx_arrow_table_handle* t1 = table_of(0, 0, 4);
  irx_arrow_table_handle* t2 = table_of(1, 10, 3);
  IrxParquetOptions* o = irx_parquet_options_new();
  IrxParquetOptions* r = irx_parquet_options_new();

  SAY("== plain datasets");
  RB(irx_parquet_options_int(o, "dataset", 1));
  write("dataset", t1, "plain", o);
  write("dataset again", t1, "plain", o);
  RB(irx_parquet_options_int(o, "append", 1));
  write("dataset append", t1, "plain", o);
  write("dataset append, other schema", t2, "plain", o);
  RB(irx_parquet_options_int(r, "dataset", 1));
  read("plain dataset", "plain", NULL, r);
  RB(irx_parquet_options_int(r, "unify", 1));
  read("plain dataset unified", "plain", NULL, r);
  irx_parquet_options_release(o);
  irx_parquet_options_release(r);

  SAY("== hive datasets");
  o = irx_parquet_options_new();
  r = irx_parquet_options_new();
  RB(irx_parquet_options_int(o, "dataset", 1));
  RB(irx_parquet_options_int(o, "hive", 1));
  RB(irx_parquet_options_text(o, "partition_column", "k"));
  write("hive by k", t1, "hive", o);
  RB(irx_parquet_options_text(o, "partition_column", "zz"));
  write("hive by a missing column", t1, "hive2", o);
  RB(irx_parquet_options_int(r, "dataset", 1));
  RB(irx_parquet_options_int(r, "hive", 1));
  read("hive", "hive", NULL, r);
  RB(irx_parquet_options_text(r, "column", "v"));
  read("hive column v", "hive", NULL, r);
  RB(irx_parquet_options_filter(r, "k", "eq", "odd", "string"));
  read("hive filtered on the partition", "hive", NULL, r);
  irx_parquet_options_release(o);
  irx_parquet_options_release(r);

  SAY("== atomic and append to one file");
  o = irx_parquet_options_new();
  r = irx_parquet_options_new();
  RB(irx_parquet_options_int(o, "atomic", 1));
  write("atomic", t1, "snap.parquet", o);
  write("atomic again", t2, "snap.parquet", o);
  read("atomic", "snap.parquet", NULL, r);
  RB(irx_parquet_options_int(o, "append", 1));
  write("atomic append", t1, "snap.parquet", o);
  read("atomic append", "snap.parquet", NULL, r);
  RB(irx_parquet_options_int(o, "durable", 1));
  write("atomic append durable", t1, "snap.parquet", o);
  read("atomic append durable", "snap.parquet", NULL, r);
  irx_parquet_options_release(o);
  o = irx_parquet_options_new();
  RB(irx_parquet_options_int(o, "append", 1));
  write("append without atomic", t1, "plain-append.parquet", o);
  irx_parquet_options_release(o);
  irx_parquet_options_release(r);

  SAY("== encryption");
  o = irx_parquet_options_new();
  r = irx_parquet_options_new();
  RB(irx_parquet_options_text(o, "encryption_key_hex", "000102030405060708090a0b0c0d0e0f"));
  write("encrypted", t1, "secret.parquet", o);
  read("without a key", "secret.parquet", NULL, r);
  RB(irx_parquet_options_text(r, "encryption_key_hex", "0f0e0d0c0b0a09080706050403020100"));
  read("with the wrong key", "secret.parquet", NULL, r);
  irx_parquet_options_release(r);
  r = irx_parquet_options_new();
  RB(irx_parquet_options_text(r, "encryption_key_hex", "000102030405060708090a0b0c0d0e0f"));
  read("with the key", "secret.parquet", NULL, r);
  irx_parquet_options_release(r);
  r = irx_parquet_options_new();
  write("plain for a key", t1, "open.parquet", r);
  RB(irx_parquet_options_text(r, "encryption_key_hex", "000102030405060708090a0b0c0d0e0f"));
  read("plain file with a key", "open.parquet", NULL, r);
  irx_parquet_options_release(o);
  irx_parquet_options_release(r);

  SAY("== reconstruct and reader flags");
  o = irx_parquet_options_new();
  r = irx_parquet_options_new();
  RB(irx_parquet_options_int(o, "reconstruct", 1));
  write("reconstruct", t2, "rec.parquet", o);
  RB(irx_parquet_options_int(r, "reconstruct", 1));
  read("reconstruct", "rec.parquet", NULL, r);
  RB(irx_parquet_options_int(r, "use_threads", 1));
  RB(irx_parquet_options_int(r, "pre_buffer", 1));
  RB(irx_parquet_options_int(r, "batch_size", 1));
  read("threads, pre_buffer, batch 1", "rec.parquet", NULL, r);
  RB(irx_parquet_options_int(r, "normalize", 1));
  read("normalize", "rec.parquet", NULL, r);
  irx_parquet_options_release(o);
  irx_parquet_options_release(r);
  o = irx_parquet_options_new();
  RB(irx_parquet_options_int(o, "data_page_size", 1));
  RB(irx_parquet_options_int(o, "row_group_size", 1));
  RB(irx_parquet_options_text(o, "compression", "gzip"));
  RB(irx_parquet_options_int(o, "compression_level", 9));
  write("tiny pages", t2, "tiny.parquet", o);
  RB(irx_parquet_options_int(o, "use_threads", 1));
  write("writer given a reader flag", t2, "flag.parquet", o);
  irx_parquet_options_release(o);

  SAY("== expected schemas");
  r = irx_parquet_options_new();
  IrxRbSchema* same = schema_of(1);
  IrxRbSchema* narrow = schema_of(0);
  read("as its own schema", "tiny.parquet", same, r);
  read("as a narrower schema", "tiny.parquet", narrow, r);
  IrxRbStreamReader* sr = NULL;
  RB(irx_rb_parquet_reader_open("tiny.parquet", narrow, 2, &sr));
  if (sr) irx_rb_stream_reader_close(sr);
  sr = NULL;
  RB(irx_rb_parquet_reader_open("tiny.parquet", same, 2, &sr));
  if (sr) {
    for (int i = 0; i < 5; i++) {
      IrxRbBatch* b = NULL;
      if (RB(irx_rb_stream_reader_next_batch(sr, &b)) != IRX_OK) break;
      SAY("  batch %lld", (long long)irx_rb_batch_num_rows(b));
      irx_rb_batch_release(b);
    }
    irx_rb_stream_reader_close(sr);
  }
  IrxRbStreamWriter* w = NULL;
  RB(irx_rb_parquet_writer_open_options(narrow, "writer.parquet", r, &w));
  if (w) {
    IrxRbBatch* wrong = NULL;
    RB(irx_rb_table_to_batch(t2, &wrong));
    RB(irx_rb_stream_writer_write_batch(w, wrong));
    RB(irx_rb_writer_write_table(w, t1));
    RB(irx_rb_stream_writer_close(w));
    irx_rb_stream_writer_release(w);
    irx_rb_batch_release(wrong);
  }
  irx_rb_schema_release(same);
  irx_rb_schema_release(narrow);
  irx_parquet_options_release(r);

  SAY("== readers to tables");
  sr = NULL;
  if (RB(irx_rb_parquet_reader_open("tiny.parquet", NULL, 2, &sr)) == IRX_OK) {
    irx_arrow_table_handle* all = NULL;
    RB(irx_rb_reader_read_table(sr, &all));
    show("read_table", all);
    if (all) irx_arrow_table_release(all);
    all = NULL;
    RB(irx_rb_reader_read_table(sr, &all));
    show("read_table again", all);
    if (all) irx_arrow_table_release(all);
    irx_rb_stream_reader_close(sr);
  }
  irx_arrow_table_release(t1);
  irx_arrow_table_release(t2);
  return 0;
}
