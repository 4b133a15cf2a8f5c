/*
 * Columns of most Arrow types (read from fixed IPC bytes, fixtures.h):
 * their IrxColumnType and type names, the getters on each (right and
 * wrong kinds), list and struct readers, and the same batch written to
 * IPC, Parquet and CSV, read back, and passed through C Data.
 */
#include "diff.h"
#include "fixtures.h"

static void show_schema(const char* what, const IrxRbSchema* s) {
  int n = irx_rb_schema_num_fields(s);
  SAY("%s: %d fields", what, n);
  for (int i = 0; i < n; i++) {
    const char* name = NULL;
    const char* type_name = NULL;
    int type = -1, nullable = -1;
    int status = irx_rb_schema_field(s, i, &name, &type, &nullable);
    int status2 = irx_rb_schema_type_name(s, i, &type_name);
    SAY("  %d: %d %d %s type %d nullable %d %s", i, status, status2, diff_text(name), type, nullable,
        diff_text(type_name));
  }
  (void)irx_record_batch_errmsg();
}

static void getters(const IrxRbBatch* b) {
  int cols = irx_rb_batch_num_columns(b);
  for (int c = 0; c < cols; c++) {
    SAY("-- column %d", c);
    for (int64_t r = 0; r < irx_rb_batch_num_rows(b); r++) {
      int64_t i64 = 0;
      double f64 = 0;
      int bl = 0, null = -1;
      const char* text = NULL;
      int64_t len = 0;
      RB(irx_rb_batch_is_null(b, c, r, &null));
      if (RB(irx_rb_batch_get_int64(b, c, r, &i64)) == 0) SAY("   %lld", (long long)i64);
      if (RB(irx_rb_batch_get_float64(b, c, r, &f64)) == 0) SAY("   %g", f64);
      if (RB(irx_rb_batch_get_bool(b, c, r, &bl)) == 0) SAY("   %d", bl);
      if (RB(irx_rb_batch_get_utf8(b, c, r, &text, &len)) == 0) SAY("   %.*s", (int)len, text);
      if (RB(irx_rb_batch_get_date(b, c, r, &i64)) == 0) SAY("   date %lld", (long long)i64);
      if (RB(irx_rb_batch_get_timestamp(b, c, r, &i64)) == 0) SAY("   ts %lld", (long long)i64);
      if (RB(irx_rb_batch_get_time(b, c, r, &i64)) == 0) SAY("   time %lld", (long long)i64);
      SAY("   null %d", null);
    }
    const void* buf = NULL;
    int64_t len = -1;
    RB(irx_rb_batch_value_buffer(b, c, &buf, &len));
    SAY("   value buffer %lld", (long long)len);
    IrxColumnType elem = (IrxColumnType)-1;
    const int32_t* offs = NULL;
    int64_t n = -1;
    int nf = -1;
    if (RB(irx_rb_batch_list_elem_type(b, c, &elem)) == 0) {
      SAY("   list of %d", (int)elem);
      if (RB(irx_rb_batch_list_offsets(b, c, &offs, &n)) == 0)
        for (int64_t i = 0; i < n; i++) SAY("   offset %d", offs[i]);
      RB(irx_rb_batch_list_child_buffer(b, c, &buf, &len));
    }
    if (RB(irx_rb_batch_struct_num_fields(b, c, &nf)) == 0) {
      for (int f = 0; f < nf; f++) {
        const char* fname = NULL;
        RB(irx_rb_batch_struct_field_name(b, c, f, &fname));
        RB(irx_rb_batch_struct_field_type(b, c, f, &elem));
        RB(irx_rb_batch_struct_field_buffer(b, c, f, &buf, &len));
        SAY("   field %s type %d", diff_text(fname), (int)elem);
      }
    }
  }
}

int main(void) {
  diff_start();
  IrxRbStreamReader* r = NULL;
  IrxRbBatch* batch = NULL;
  if (RB(irx_rb_stream_reader_open_buffer(FIXTURE_TYPES, (int64_t)sizeof FIXTURE_TYPES, &r)) != IRX_OK) return 0;
  show_schema("stream schema", irx_rb_stream_reader_schema(r));
  RB(irx_rb_stream_reader_next_batch(r, &batch));
  irx_rb_stream_reader_close(r);
  if (batch == NULL) return 0;
  getters(batch);

  SAY("== table, IPC, Parquet, CSV");
  irx_arrow_table_handle* t = NULL;
  RB(irx_rb_batch_to_dynamic_table(batch, &t));
  IrxRbSchema* ts = NULL;
  if (RB(irx_rb_table_schema(t, &ts)) == 0) {
    show_schema("table schema", ts);
    IrxRbStreamWriter* w = NULL;
    if (RB(irx_rb_file_writer_open(ts, "types.arrow", &w)) == 0) {
      RB(irx_rb_writer_write_table(w, t));
      RB(irx_rb_stream_writer_close(w));
      irx_rb_stream_writer_release(w);
    }
  }
  IrxParquetOptions* o = irx_parquet_options_new();
  RB(irx_rb_parquet_write_table(t, "types.parquet", o, 0));
  irx_arrow_table_handle* back = NULL;
  RB(irx_rb_parquet_read_table("types.parquet", NULL, o, 0, &back));
  if (back) {
    IrxRbSchema* bs = NULL;
    if (RB(irx_rb_table_schema(back, &bs)) == 0) {
      show_schema("parquet schema", bs);
      RB(irx_rb_schema_equal(bs, ts));
      irx_rb_schema_release(bs);
    }
    irx_arrow_table_release(back);
  }
  RB(irx_parquet_options_int(o, "reconstruct", 1));
  RB(irx_rb_parquet_write_table(t, "types-rec.parquet", o, 0));
  back = NULL;
  RB(irx_rb_parquet_read_table("types-rec.parquet", NULL, o, 0, &back));
  if (back) {
    IrxRbSchema* bs = NULL;
    if (RB(irx_rb_table_schema(back, &bs)) == 0) {
      show_schema("reconstructed schema", bs);
      RB(irx_rb_schema_equal(bs, ts));
      irx_rb_schema_release(bs);
    }
    irx_arrow_table_release(back);
  }
  irx_parquet_options_release(o);
  IrxCsvOptions* co = irx_csv_options_new();
  RB(irx_rb_csv_write_table(t, "types.csv", co));
  const char* flat[] = {"i8", "u16", "u64", "f32", "b", "s", "ls", "d32", "d64", "ts_s", "ts_ns_utc", "t32", "t64", "dec", "nul"};
  irx_arrow_table_handle* p = NULL;
  RB(irx_rb_table_project(t, flat, (int32_t)(sizeof flat / sizeof *flat), &p));
  RB(irx_rb_csv_write_table(p, "flat.csv", co));
  back = NULL;
  RB(irx_rb_csv_read_table("flat.csv", NULL, co, &back));
  if (back) {
    IrxRbSchema* bs = NULL;
    if (RB(irx_rb_table_schema(back, &bs)) == 0) {
      show_schema("csv schema", bs);
      irx_rb_schema_release(bs);
    }
    irx_arrow_table_release(back);
  }
  if (p) irx_arrow_table_release(p);
  irx_csv_options_release(co);

  SAY("== C Data");
  struct ArrowArray ca;
  struct ArrowSchema cs;
  memset(&ca, 0, sizeof ca);
  memset(&cs, 0, sizeof cs);
  if (RB(irx_rb_batch_export(batch, &ca, &cs)) == 0) {
    for (int64_t i = 0; i < cs.n_children; i++) SAY("  %s %s", cs.children[i]->name, cs.children[i]->format);
    IrxRbBatch* imported = NULL;
    RB(irx_rb_batch_import(&ca, &cs, &imported));
    IrxRbSchema* is = NULL;
    if (imported && RB(irx_rb_batch_schema(imported, &is)) == 0) {
      RB(irx_rb_schema_equal(is, ts));
      irx_rb_schema_release(is);
    }
    irx_rb_batch_release(imported);
  }
  irx_rb_c_array_release(&ca);
  irx_rb_c_schema_release(&cs);
  irx_rb_schema_release(ts);
  irx_arrow_table_release(t);
  irx_rb_batch_release(batch);
  return 0;
}
