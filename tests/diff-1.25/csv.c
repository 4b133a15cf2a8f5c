/*
 * CSV: options (every name, good and bad values), readers with inferred
 * and given schemas, delimiters, headers, block sizes, writers (quoting,
 * null text, headers), table reads and writes, and input that is not
 * what the schema says.
 */
#include "diff.h"

static void drain(const char* what, IrxRbStreamReader* r) {
  if (r == NULL) return;
  const IrxRbSchema* s = irx_rb_stream_reader_schema(r);
  int n = s ? irx_rb_schema_num_fields(s) : -1;
  SAY("  %s: %d fields", what, n);
  for (int i = 0; i < n; i++) {
    const char* name = NULL;
    const char* type_name = NULL;
    int type = -1, nullable = -1;
    irx_rb_schema_field(s, i, &name, &type, &nullable);
    irx_rb_schema_type_name(s, i, &type_name);
    SAY("  field %s %d %s %d", diff_text(name), type, diff_text(type_name), nullable);
  }
  (void)irx_record_batch_errmsg();
  for (int i = 0; i < 8; i++) {
    IrxRbBatch* batch = NULL;
    if (RB(irx_rb_stream_reader_next_batch(r, &batch)) != IRX_OK) break;
    SAY("  batch of %lld rows", (long long)irx_rb_batch_num_rows(batch));
    irx_rb_batch_release(batch);
  }
  irx_rb_stream_reader_close(r);
}

static void read_plain(const char* path, const IrxRbSchema* schema, const char* delimiter,
                       int header, int block_size) {
  IrxRbStreamReader* r = NULL;
  SAY("-- read %s delimiter '%s' header %d block %d%s", path, diff_text(delimiter), header,
      block_size, schema ? " with schema" : "");
  RB(irx_rb_csv_reader_open(path, schema, delimiter, header, block_size, &r));
  drain(path, r);
}

static void read_table(const char* path, const IrxRbSchema* schema, const IrxCsvOptions* o) {
  irx_arrow_table_handle* t = NULL;
  SAY("-- read_table %s", path);
  RB(irx_rb_csv_read_table(path, schema, o, &t));
  if (t) {
    SAY("  %lld rows %lld columns", (long long)irx_arrow_table_num_rows(t),
        (long long)irx_arrow_table_num_columns(t));
    RB(irx_rb_csv_write_table(t, "roundtrip.csv", o));
    irx_arrow_table_release(t);
  }
}

int main(void) {
  diff_start();
  static const char data[] =
      "id,name,score,flag,when\n"
      "1,alpha,1.5,true,2024-01-02\n"
      "2,\"be,ta\",,false,2024-01-03\n"
      "3,,3.25,True,\n"
      "0x10,\"quote \"\"q\"\"\",-1e3,0,2024-02-29\n";
  diff_write_file("data.csv", data, sizeof data - 1);
  static const char semi[] = "a;b\n1;x\n2;y\n";
  diff_write_file("semi.csv", semi, sizeof semi - 1);
  static const char ragged[] = "a,b\n1,2\n3\n4,5,6\n";
  diff_write_file("ragged.csv", ragged, sizeof ragged - 1);
  static const char typed[] = "a,b\n1,x\nnot-a-number,y\n";
  diff_write_file("typed.csv", typed, sizeof typed - 1);
  diff_write_file("empty.csv", "", 0);
  diff_write_file("header-only.csv", "a,b\n", 4);
  static const char bad_utf8[] = "a\n\xff\xfe\n";
  diff_write_file("bad-utf8.csv", bad_utf8, sizeof bad_utf8 - 1);

  SAY("== readers");
  read_plain("data.csv", NULL, ",", 1, 0);
  read_plain("data.csv", NULL, ",", 0, 0);
  read_plain("data.csv", NULL, ",", 1, 16);
  read_plain("data.csv", NULL, ",", 1, -1);
  read_plain("data.csv", NULL, ";", 1, 0);
  read_plain("data.csv", NULL, "", 1, 0);
  read_plain("data.csv", NULL, ",,", 1, 0);
  read_plain("data.csv", NULL, NULL, 1, 0);
  read_plain("semi.csv", NULL, ";", 1, 0);
  read_plain("ragged.csv", NULL, ",", 1, 0);
  read_plain("typed.csv", NULL, ",", 1, 0);
  read_plain("empty.csv", NULL, ",", 1, 0);
  read_plain("header-only.csv", NULL, ",", 1, 0);
  read_plain("bad-utf8.csv", NULL, ",", 1, 0);
  read_plain("missing.csv", NULL, ",", 1, 0);
  read_plain(".", NULL, ",", 1, 0);
  static const struct diff_field fields[] = {
    DIFF_FIELD("a", IRX_COL_INT32, 1), DIFF_FIELD("b", IRX_COL_UTF8, 1),
  };
  IrxRbSchema* s = diff_schema(fields, 2);
  read_plain("typed.csv", s, ",", 1, 0);
  read_plain("semi.csv", s, ";", 1, 0);
  read_plain("data.csv", s, ",", 1, 0);

  SAY("== options");
  IrxCsvOptions* o = irx_csv_options_new();
  static const char* const ints[] = {"block_size", "skiprows", "header", "doublequote",
                                     "skip_blank_lines", "nope"};
  static const int64_t values[] = {0, 1, 2, -1, 5000000000LL};
  static const char* const texts[][2] = {
    {"delimiter", ","}, {"delimiter", "ab"}, {"quotechar", "'"}, {"escapechar", "\\"},
    {"lineterminator", "\r\n"}, {"na_rep", "NA"}, {"quoting", "all"}, {"quoting", "bogus"},
    {"names", "x"}, {"columns", "x"}, {"null_values", "NA"}, {"nope", "1"},
  };
  DIFF_OPTION_GRID("csv_options", o, irx_csv_options_int, ints, values, irx_csv_options_text,
                   texts);
  RB(irx_csv_options_clear(o, "names"));
  RB(irx_csv_options_clear(o, "nope"));
  read_table("data.csv", NULL, o);
  irx_csv_options_release(o);

  static const char* const quoting[] = {"needed", "all_valid", "none", "all", "bogus"};
  for (int q = 0; q < 5; q++) {
    o = irx_csv_options_new();
    RB(irx_csv_options_text(o, "quoting", quoting[q]));
    RB(irx_csv_options_text(o, "na_rep", "NULL"));
    irx_arrow_table_handle* t = NULL;
    RB(irx_rb_csv_read_table("data.csv", NULL, o, &t));
    char path[32];
    snprintf(path, sizeof path, "quoting-%d.csv", q);
    RB(irx_rb_csv_write_table(t, path, o));
    if (t) irx_arrow_table_release(t);
    irx_csv_options_release(o);
  }
  o = irx_csv_options_new();
  RB(irx_csv_options_int(o, "skiprows", 1));
  RB(irx_csv_options_int(o, "header", 0));
  RB(irx_csv_options_text(o, "names", "n1"));
  RB(irx_csv_options_text(o, "names", "n2"));
  read_table("semi.csv", NULL, o);
  RB(irx_csv_options_text(o, "delimiter", ";"));
  read_table("semi.csv", NULL, o);
  RB(irx_csv_options_text(o, "columns", "n2"));
  read_table("semi.csv", NULL, o);
  RB(irx_csv_options_text(o, "columns", "zz"));
  read_table("semi.csv", NULL, o);
  irx_csv_options_release(o);
  o = irx_csv_options_new();
  RB(irx_csv_options_text(o, "null_values", "x"));
  read_table("typed.csv", s, o);
  read_table("missing.csv", NULL, o);
  RB(irx_rb_csv_write_table(NULL, "null.csv", o));
  irx_csv_options_release(o);

  SAY("== writers");
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  RB(irx_rb_builder_create(s, &b));
  RB(irx_rb_builder_append_int32(b, 0, 1));
  RB(irx_rb_builder_append_utf8(b, 1, "plain", 5));
  RB(irx_rb_builder_append_null(b, 0));
  RB(irx_rb_builder_append_utf8(b, 1, "with,comma \"q\"", 14));
  RB(irx_rb_builder_append_int32(b, 0, -3));
  RB(irx_rb_builder_append_null(b, 1));
  RB(irx_rb_builder_finish(b, &batch));
  irx_rb_builder_release(b);
  static const char* const delimiters[] = {",", "\t", "|", "", "ab"};
  for (int d = 0; d < 5; d++) {
    for (int header = 0; header <= 1; header++) {
      IrxRbStreamWriter* w = NULL;
      char path[32];
      snprintf(path, sizeof path, "out-%d-%d.csv", d, header);
      if (RB(irx_rb_csv_writer_open(s, path, delimiters[d], header, &w)) != IRX_OK) continue;
      RB(irx_rb_stream_writer_write_batch(w, batch));
      RB(irx_rb_stream_writer_write_batch(w, batch));
      RB(irx_rb_stream_writer_close(w));
      irx_rb_stream_writer_release(w);
    }
  }
  IrxRbStreamWriter* w = NULL;
  RB(irx_rb_csv_writer_open(s, "no/such/dir.csv", ",", 1, &w));
  RB(irx_rb_csv_writer_open(NULL, "x.csv", ",", 1, &w));
  o = irx_csv_options_new();
  RB(irx_csv_options_text(o, "lineterminator", "\r\n"));
  RB(irx_csv_options_text(o, "na_rep", "-"));
  RB(irx_csv_options_int(o, "header", 0));
  if (RB(irx_rb_csv_writer_open_options(s, "options.csv", o, &w)) == IRX_OK) {
    RB(irx_rb_stream_writer_write_batch(w, batch));
    RB(irx_rb_stream_writer_close(w));
    irx_rb_stream_writer_release(w);
  }
  IrxRbStreamReader* r = NULL;
  RB(irx_rb_csv_reader_open_options("options.csv", s, o, &r));
  drain("options.csv", r);
  irx_csv_options_release(o);
  irx_rb_batch_release(batch);
  irx_rb_schema_release(s);
  return 0;
}
