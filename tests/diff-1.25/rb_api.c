/*
 * The checked layer (irx_rb_api_*): boxes and their lifecycles, schemas,
 * builders with every append kind (right and wrong), getters, IPC readers
 * and writers over files, C Data through addresses, tables, Parquet and
 * CSV boxes, and options with filters; each with valid and invalid input.
 */
#include "diff.h"

static void appends(IrxRbApiBuilder* b, int32_t col) {
  API_ERROR;
  SAY("-- appends on column %d", col);
  API(irx_rb_api_append_i8(b, col, -8, err));
  API(irx_rb_api_append_i16(b, col, -16, err));
  API(irx_rb_api_append_i32(b, col, -32, err));
  API(irx_rb_api_append_i64(b, col, -64, err));
  API(irx_rb_api_append_u8(b, col, 8, err));
  API(irx_rb_api_append_u16(b, col, 16, err));
  API(irx_rb_api_append_u32(b, col, 32, err));
  API(irx_rb_api_append_u64(b, col, 64, err));
  API(irx_rb_api_append_f32(b, col, 1.5f, err));
  API(irx_rb_api_append_f64(b, col, 2.5, err));
  API(irx_rb_api_append_bool(b, col, 1, err));
  API(irx_rb_api_append_date(b, col, 10, err));
  API(irx_rb_api_append_timestamp(b, col, 11, err));
  API(irx_rb_api_append_time(b, col, 12, err));
  API(irx_rb_api_append_utf8(b, col, "text", err));
  API(irx_rb_api_append_utf8(b, col, NULL, err));
  API(irx_rb_api_append_null(b, col, err));
}

static void getters(IrxRbApiBatch* batch, int32_t col, int64_t row) {
  API_ERROR;
  int8_t i8 = 0; int16_t i16 = 0; int32_t i32 = 0; int64_t i64 = 0;
  uint8_t u8 = 0; uint16_t u16 = 0; uint32_t u32 = 0; uint64_t u64 = 0;
  float f32 = 0; double f64 = 0; char* text = NULL;
  SAY("-- getters column %d row %lld", col, (long long)row);
  API(irx_rb_api_get_i8(batch, col, row, &i8, err));
  API(irx_rb_api_get_i16(batch, col, row, &i16, err));
  API(irx_rb_api_get_i32(batch, col, row, &i32, err));
  API(irx_rb_api_get_i64(batch, col, row, &i64, err));
  API(irx_rb_api_get_u8(batch, col, row, &u8, err));
  API(irx_rb_api_get_u16(batch, col, row, &u16, err));
  API(irx_rb_api_get_u32(batch, col, row, &u32, err));
  API(irx_rb_api_get_u64(batch, col, row, &u64, err));
  API(irx_rb_api_get_f32(batch, col, row, &f32, err));
  API(irx_rb_api_get_f64(batch, col, row, &f64, err));
  API(irx_rb_api_get_bool(batch, col, row, &i32, err));
  API(irx_rb_api_get_date(batch, col, row, &i64, err));
  API(irx_rb_api_get_timestamp(batch, col, row, &i64, err));
  API(irx_rb_api_get_time(batch, col, row, &i64, err));
  if (API(irx_rb_api_get_utf8(batch, col, row, &text, err)) == 0) {
    SAY("   text %s", diff_text(text));
    free(text);
  }
  API(irx_rb_api_batch_null(batch, col, row, &i32, err));
  SAY("   values %d %d %d %lld %u %u %u %llu %g %g null %d", i8, i16, i32, (long long)i64, u8,
      u16, u32, (unsigned long long)u64, f32, f64, i32);
}

static void schema_queries(IrxRbApiSchema* s) {
  API_ERROR;
  int32_t count = -1;
  API(irx_rb_api_schema_count(s, &count, err));
  for (int32_t c = -1; c <= count; c++) {
    char* name = NULL;
    char* type_name = NULL;
    int32_t type = -7, nullable = -7;
    if (API(irx_rb_api_schema_name(s, c, &name, err)) == 0) SAY("   name %s", name);
    API(irx_rb_api_schema_type(s, c, &type, err));
    API(irx_rb_api_schema_nullable(s, c, &nullable, err));
    if (API(irx_rb_api_schema_type_name(s, c, &type_name, err)) == 0) SAY("   type %s", type_name);
    SAY("   column %d: type %d nullable %d", c, type, nullable);
    free(name);
    free(type_name);
  }
}

int main(void) {
  diff_start();
  API_ERROR;
  IrxRbApiSchema* s = NULL;
  SAY("== schema");
  API(irx_rb_api_schema_new(&s, err));
  API(irx_rb_api_schema_add(s, "i", IRX_COL_INT64, 1, err));
  API(irx_rb_api_schema_add(s, "t", IRX_COL_UTF8, 1, err));
  API(irx_rb_api_schema_add(s, "f", IRX_COL_FLOAT64, 0, err));
  API(irx_rb_api_schema_add(s, "bad", 99, 1, err));
  API(irx_rb_api_schema_add(s, "i", IRX_COL_INT8, 1, err));
  API(irx_rb_api_schema_add(s, NULL, IRX_COL_INT8, 1, err));
  API(irx_rb_api_schema_add_name(s, "d", "date32", 1, err));
  API(irx_rb_api_schema_add_name(s, "x", "no such type", 1, err));
  API(irx_rb_api_schema_add(NULL, "x", IRX_COL_INT8, 1, err));
  schema_queries(s);

  SAY("== builder");
  IrxRbApiBuilder* b = NULL;
  API(irx_rb_api_builder_new(s, &b, err));
  appends(b, 0);
  appends(b, 1);
  appends(b, 2);
  appends(b, 3);
  appends(b, 9);
  appends(b, -1);
  IrxRbApiBatch* batch = NULL;
  API(irx_rb_api_batch_new(&batch, err));
  API(irx_rb_api_builder_finish(b, batch, err));
  int64_t rows = -1;
  int32_t cols = -1;
  API(irx_rb_api_batch_rows(batch, &rows, err));
  API(irx_rb_api_batch_columns(batch, &cols, err));
  SAY("   %lld rows %d columns", (long long)rows, cols);
  API(irx_rb_api_builder_finish(b, batch, err));
  /* A balanced batch. */
  API(irx_rb_api_builder_close(b, err));
  API(irx_rb_api_builder_close(b, err));
  API(irx_rb_api_append_i64(b, 0, 1, err));
  API(irx_rb_api_builder_destroy(b, err));
  b = NULL;
  IrxRbApiSchema* s2 = NULL;
  API(irx_rb_api_schema_new(&s2, err));
  API(irx_rb_api_schema_add(s2, "i", IRX_COL_INT64, 1, err));
  API(irx_rb_api_schema_add(s2, "t", IRX_COL_UTF8, 1, err));
  API(irx_rb_api_builder_new(s2, &b, err));
  for (int i = 0; i < 3; i++) {
    API(irx_rb_api_append_i64(b, 0, i * 7, err));
    if (i == 1) API(irx_rb_api_append_null(b, 1, err));
    else API(irx_rb_api_append_utf8(b, 1, "v", err));
  }
  API(irx_rb_api_builder_finish(b, batch, err));
  for (int32_t c = -1; c <= 2; c++)
    for (int64_t r = -1; r <= 3; r += 2) getters(batch, c, r);
  getters(batch, 1, 0);
  IrxRbApiSchema* bs = NULL;
  API(irx_rb_api_schema_new(&bs, err));
  API(irx_rb_api_batch_schema(batch, bs, err));
  int32_t equal = -1;
  API(irx_rb_api_schema_equal(bs, s2, &equal, err));
  SAY("   equal %d", equal);
  API(irx_rb_api_schema_equal(bs, s, &equal, err));
  SAY("   equal %d", equal);

  SAY("== IPC files");
  IrxRbApiWriter* w = NULL;
  API(irx_rb_api_writer_new(s2, &w, err));
  API(irx_rb_api_writer_file(w, "out.arrow", err));
  API(irx_rb_api_writer_write(w, batch, err));
  API(irx_rb_api_writer_close(w, err));
  API(irx_rb_api_writer_write(w, batch, err));
  API(irx_rb_api_writer_stream(w, "out.arrows", err));
  API(irx_rb_api_writer_write(w, batch, err));
  API(irx_rb_api_writer_write(w, batch, err));
  API(irx_rb_api_writer_close(w, err));
  API(irx_rb_api_writer_stream(w, "no/such/dir.arrows", err));
  API(irx_rb_api_writer_csv(w, "out.csv", ",", 1, err));
  API(irx_rb_api_writer_write(w, batch, err));
  API(irx_rb_api_writer_close(w, err));
  API(irx_rb_api_writer_csv(w, "bad.csv", "::", 1, err));
  API(irx_rb_api_writer_destroy(w, err));
  w = NULL;
  API(irx_rb_api_writer_new(s, &w, err));
  API(irx_rb_api_writer_file(w, "mismatch.arrow", err));
  API(irx_rb_api_writer_write(w, batch, err));
  API(irx_rb_api_writer_destroy(w, err));

  IrxRbApiReader* r = NULL;
  API(irx_rb_api_reader_new(&r, err));
  static const char* const paths[] = {"out.arrow", "out.arrows", "out.csv", "missing.arrow"};
  for (int p = 0; p < 4; p++) {
    SAY("-- read %s", paths[p]);
    for (int kind = 0; kind < 3; kind++) {
      int status = kind == 0   ? API(irx_rb_api_reader_file(r, paths[p], err))
                   : kind == 1 ? API(irx_rb_api_reader_stream(r, paths[p], err))
                               : API(irx_rb_api_reader_csv(r, paths[p], ",", 1, 0, err));
      if (status != 0) continue;
      IrxRbApiSchema* rs = NULL;
      API(irx_rb_api_schema_new(&rs, err));
      API(irx_rb_api_reader_schema(r, rs, err));
      schema_queries(rs);
      API(irx_rb_api_schema_destroy(rs, err));
      for (int i = 0; i < 4; i++) {
        int32_t more = -1;
        if (API(irx_rb_api_reader_next(r, &more, err)) != 0 || !more) break;
        IrxRbApiBatch* got = NULL;
        API(irx_rb_api_batch_new(&got, err));
        API(irx_rb_api_reader_batch(r, got, err));
        API(irx_rb_api_batch_rows(got, &rows, err));
        SAY("   batch of %lld", (long long)rows);
        API(irx_rb_api_batch_destroy(got, err));
      }
      API(irx_rb_api_reader_close(r, err));
    }
  }
  int32_t more = -1;
  API(irx_rb_api_reader_next(r, &more, err));
  API(irx_rb_api_reader_batch(r, batch, err));
  API(irx_rb_api_reader_csv(r, "out.csv", "", 1, 0, err));
  API(irx_rb_api_reader_csv(r, "out.csv", ",", 1, -5, err));
  API(irx_rb_api_reader_csv_as(r, "out.csv", s2, ",", 1, 0, err));
  API(irx_rb_api_reader_close(r, err));
  API(irx_rb_api_reader_csv_as(r, "out.csv", s, ",", 1, 0, err));
  API(irx_rb_api_reader_next(r, &more, err));
  API(irx_rb_api_reader_destroy(r, err));

  SAY("== schema from IPC");
  int64_t size = 0;
  uint8_t* bytes = diff_read_file("out.arrows", &size);
  IrxRbApiSchema* is = NULL;
  if (bytes) {
    API(irx_rb_api_schema_ipc(bytes, size, &is, err));
    if (is) schema_queries(is);
    API(irx_rb_api_schema_destroy(is, err));
    is = NULL;
    API(irx_rb_api_schema_ipc(bytes, size / 3, &is, err));
    API(irx_rb_api_schema_ipc(bytes + 8, size - 8, &is, err));
    free(bytes);
  }
  API(irx_rb_api_schema_ipc((const uint8_t*)"hello world, not IPC", 20, &is, err));
  API(irx_rb_api_schema_ipc(NULL, 0, &is, err));

  SAY("== C Data by address");
  struct ArrowArray array = {0};
  struct ArrowSchema cschema = {0};
  struct ArrowArrayStream stream = {0};
  int32_t ok = -1;
  API(irx_rb_api_batch_export(batch, (int64_t)(intptr_t)&array, (int64_t)(intptr_t)&cschema, &ok, err));
  SAY("   exported %d format %s children %lld", ok, diff_text(cschema.format), (long long)cschema.n_children);
  IrxRbApiBatch* imported = NULL;
  API(irx_rb_api_batch_new(&imported, err));
  API(irx_rb_api_batch_import(imported, (int64_t)(intptr_t)&array, (int64_t)(intptr_t)&cschema, err));
  API(irx_rb_api_batch_rows(imported, &rows, err));
  SAY("   imported rows %lld, array released %d", (long long)rows, array.release == NULL);
  API(irx_rb_api_batch_import(imported, (int64_t)(intptr_t)&array, (int64_t)(intptr_t)&cschema, err));
  API(irx_rb_api_batch_import(imported, 0, 0, err));
  API(irx_rb_api_batch_export(batch, 0, 0, &ok, err));
  API(irx_rb_api_batch_export_stream(batch, (int64_t)(intptr_t)&stream, &ok, err));
  r = NULL;
  API(irx_rb_api_reader_new(&r, err));
  API(irx_rb_api_reader_import(r, (int64_t)(intptr_t)&stream, err));
  API(irx_rb_api_reader_next(r, &more, err));
  SAY("   more %d", more);
  API(irx_rb_api_reader_next(r, &more, err));
  SAY("   more %d", more);
  API(irx_rb_api_reader_import(r, 0, err));
  API(irx_rb_api_reader_destroy(r, err));

  SAY("== tables");
  irx_arrow_table_handle* table = NULL;
  API(irx_rb_api_batch_to_table(batch, s2, &table, err));
  irx_arrow_table_release(table);
  table = NULL;
  API(irx_rb_api_batch_to_table(batch, s, &table, err));
  API(irx_rb_api_batch_to_dynamic_table(batch, &table, err));
  API(irx_rb_api_table_to_batch(table, imported, err));
  API(irx_rb_api_table_to_dynamic_batch(table, imported, err));
  API(irx_rb_api_table_to_batch(NULL, imported, err));
  irx_arrow_table_handle* cast = NULL;
  API(irx_rb_api_table_cast(table, s2, &cast, err));
  irx_arrow_table_release(cast);
  cast = NULL;
  API(irx_rb_api_table_cast(table, s, &cast, err));

  SAY("== Parquet and CSV boxes");
  IrxRbApiParquet* pq = NULL;
  API(irx_rb_api_parquet_new(&pq, err));
  API(irx_rb_api_parquet_open_write(pq, "box.parquet", s2, "zstd", 2, err));
  API(irx_rb_api_parquet_write(pq, batch, err));
  API(irx_rb_api_parquet_write_frame(pq, table, err));
  API(irx_rb_api_parquet_close(pq, err));
  API(irx_rb_api_parquet_open_write(pq, "bad.parquet", s2, "lzo", 2, err));
  API(irx_rb_api_parquet_open_write(pq, "bad.parquet", s2, "snappy", -2, err));
  API(irx_rb_api_parquet_open_read(pq, "box.parquet", 2, err));
  for (int i = 0; i < 5; i++) {
    if (API(irx_rb_api_parquet_next(pq, &more, err)) != 0 || !more) break;
    API(irx_rb_api_parquet_batch(pq, imported, err));
    API(irx_rb_api_batch_rows(imported, &rows, err));
    SAY("   parquet batch of %lld", (long long)rows);
  }
  API(irx_rb_api_parquet_open_read_as(pq, "box.parquet", s, 2, err));
  API(irx_rb_api_parquet_open_read(pq, "out.csv", 2, err));
  API(irx_rb_api_parquet_open_read(pq, "box.parquet", 0, err));
  irx_arrow_table_handle* frame = NULL;
  API(irx_rb_api_parquet_open_read(pq, "box.parquet", 100, err));
  API(irx_rb_api_parquet_frame(pq, &frame, err));
  SAY("   frame rows %lld", (long long)(frame ? irx_arrow_table_num_rows(frame) : -1));
  irx_arrow_table_release(frame);
  API(irx_rb_api_parquet_destroy(pq, err));
  IrxRbApiCsv* csv = NULL;
  API(irx_rb_api_csv_new(&csv, err));
  API(irx_rb_api_csv_open_write(csv, "box.csv", s2, ";", 1, err));
  API(irx_rb_api_csv_write(csv, batch, err));
  API(irx_rb_api_csv_write_frame(csv, table, err));
  API(irx_rb_api_csv_close(csv, err));
  API(irx_rb_api_csv_open_read(csv, "box.csv", ";", 1, 0, err));
  frame = NULL;
  API(irx_rb_api_csv_frame(csv, &frame, err));
  SAY("   csv frame rows %lld", (long long)(frame ? irx_arrow_table_num_rows(frame) : -1));
  irx_arrow_table_release(frame);
  API(irx_rb_api_csv_open_read(csv, "box.csv", ",,", 1, 0, err));
  API(irx_rb_api_csv_open_read_as(csv, "box.csv", s, ";", 1, 0, err));
  API(irx_rb_api_csv_next(csv, &more, err));
  API(irx_rb_api_csv_destroy(csv, err));

  SAY("== options and filters");
  IrxRbApiOptions* o = NULL;
  IrxRbApiOptions* f = NULL;
  API(irx_rb_api_options_new(&o, err));
  API(irx_rb_api_options_new(&f, err));
  API(irx_rb_api_options_int(o, "batch_size", 2, err));
  API(irx_rb_api_options_int(o, "batch_size", 0, err));
  API(irx_rb_api_options_text(o, "compression", "gzip", err));
  API(irx_rb_api_options_text(o, "column", "i", err));
  API(irx_rb_api_options_clear(o, "columns", err));
  API(irx_rb_api_options_clear(o, "nope", err));
  API(irx_rb_api_filter_i64(f, NULL, "i", ">=", 7, err));
  API(irx_rb_api_filter_i64(f, f, "i", "=~", 7, err));
  API(irx_rb_api_filter_f64(f, f, "i", "<", 1.0 / 0.0, err));
  API(irx_rb_api_filter_f64(f, f, "i", "<", 100.25, err));
  API(irx_rb_api_filter_bool(f, f, "t", "==", 1, err));
  API(irx_rb_api_filter_text(f, f, "t", "!=", "zz", err));
  API(irx_rb_api_filter_null(f, f, "t", "is_valid", err));
  API(irx_rb_api_filter_null(f, f, "t", "==", err));
  API(irx_rb_api_options_filters(o, f, err));
  API(irx_rb_api_write_parquet(table, "filtered.parquet", o, 0, err));
  irx_arrow_table_handle* read = NULL;
  API(irx_rb_api_read_parquet("filtered.parquet", NULL, o, 0, &read, err));
  SAY("   filtered rows %lld", (long long)(read ? irx_arrow_table_num_rows(read) : -1));
  irx_arrow_table_release(read);
  read = NULL;
  IrxRbApiOptions* g = NULL;
  API(irx_rb_api_options_new(&g, err));
  API(irx_rb_api_filter_text(g, NULL, "i", "==", "seven", err));
  API(irx_rb_api_read_parquet("filtered.parquet", NULL, g, 0, &read, err));
  API(irx_rb_api_options_destroy(g, err));
  IrxRbApiOptions* copy = NULL;
  API(irx_rb_api_options_copy(o, &copy, err));
  API(irx_rb_api_options_destroy(copy, err));
  copy = NULL;
  API(irx_rb_api_options_copy(NULL, &copy, err));
  API(irx_rb_api_read_parquet("missing.parquet", NULL, copy, 0, &read, err));
  API(irx_rb_api_read_parquet("filtered.parquet", s, copy, 0, &read, err));
  API(irx_rb_api_options_destroy(copy, err));
  IrxCsvOptions* co = NULL;
  API(irx_rb_api_csv_options_new(&co, err));
  API(irx_rb_api_csv_options_text(co, "delimiter", ";", err));
  API(irx_rb_api_csv_options_int(co, "header", 1, err));
  API(irx_rb_api_csv_options_int(co, "nope", 1, err));
  API(irx_rb_api_write_csv(table, "options.csv", co, err));
  API(irx_rb_api_read_csv("options.csv", NULL, co, &read, err));
  SAY("   csv rows %lld", (long long)(read ? irx_arrow_table_num_rows(read) : -1));
  irx_arrow_table_release(read);
  read = NULL;
  API(irx_rb_api_csv_options_clear(co, "null_values", err));
  API(irx_rb_api_csv_options_clear(co, "nope", err));
  API(irx_rb_api_read_csv("missing.csv", NULL, co, &read, err));
  API(irx_rb_api_csv_options_destroy(co, err));

  SAY("== closed and destroyed boxes");
  API(irx_rb_api_batch_close(imported, err));
  API(irx_rb_api_batch_rows(imported, &rows, err));
  API(irx_rb_api_schema_close(bs, err));
  API(irx_rb_api_schema_count(bs, &cols, err));
  API(irx_rb_api_batch_rows(NULL, &rows, err));
  API(irx_rb_api_schema_destroy(NULL, err));
  API(irx_rb_api_batch_destroy(imported, err));
  API(irx_rb_api_schema_destroy(bs, err));
  API(irx_rb_api_options_destroy(o, err));
  API(irx_rb_api_options_destroy(f, err));
  irx_arrow_table_release(table);
  API(irx_rb_api_batch_destroy(batch, err));
  API(irx_rb_api_builder_destroy(b, err));
  API(irx_rb_api_schema_destroy(s2, err));
  API(irx_rb_api_schema_destroy(s, err));
  return 0;
}
