/*
 * Data-frame tables, series and compute: tables from arrays and from
 * batches, columns by name and index, projection and casts, C Data and C
 * Stream of tables, series index/set/slice, every compute kernel on
 * columns and scalars (promoted or not), with valid and invalid input.
 */
#include <math.h>

#include "diff.h"

static irx_arrow_array_handle* ints(const int64_t* values, int n, int32_t type) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  irx_arrow_array_builder_new(type, &b);
  for (int i = 0; i < n; i++) {
    if (values[i] == -999) irx_arrow_array_builder_append_null(b, 1);
    else if (type == IRX_ARROW_TYPE_FLOAT64) irx_arrow_array_builder_append_double(b, (double)values[i] / 2);
    else if (type == IRX_ARROW_TYPE_BOOL) irx_arrow_array_builder_append_int(b, values[i] & 1);
    else irx_arrow_array_builder_append_int(b, values[i]);
  }
  if (irx_arrow_array_builder_finish(b, &a) != 0) irx_arrow_array_builder_release(b);
  return a;
}

static void show_column(const char* what, irx_arrow_chunked_array_handle* column, int32_t type) {
  if (column == NULL) {
    SAY("  %s: no column", what);
    return;
  }
  char line[512];
  size_t used = (size_t)snprintf(line, sizeof line, "  %s:", what);
  for (int64_t i = 0; i < 16 && used < sizeof line - 40; i++) {
    uint64_t bits = 0;
    int32_t valid = 0;
    if (irx_arrow_series_index(column, i, type, &bits, &valid) != 0) break;
    if (!valid) used += (size_t)snprintf(line + used, sizeof line - used, " null");
    else if (type == IRX_ARROW_TYPE_FLOAT64) {
      double d;
      memcpy(&d, &bits, sizeof d);
      used += (size_t)snprintf(line + used, sizeof line - used, " %g", d);
    } else used += (size_t)snprintf(line + used, sizeof line - used, " %lld", (long long)bits);
  }
  (void)irx_arrow_last_error();
  SAY("%s", line);
}

static void show_scalar(const char* what, uint64_t bits, int32_t valid, int32_t type) {
  if (!valid) SAY("  %s = null", what);
  else if (type == IRX_ARROW_TYPE_FLOAT64) {
    double d;
    memcpy(&d, &bits, sizeof d);
    SAY("  %s = %g", what, d);
  } else SAY("  %s = %llu", what, (unsigned long long)bits);
}

static uint64_t dbits(double d) {
  uint64_t bits;
  memcpy(&bits, &d, sizeof bits);
  return bits;
}

int main(void) {
  diff_start();
  static const int64_t a_values[] = {1, 2, -999, 4, 5, 6};
  static const int64_t b_values[] = {10, 0, 30, -999, 50, 60};
  irx_arrow_array_handle* arrays[3] = {
    ints(a_values, 6, IRX_ARROW_TYPE_INT64),
    ints(b_values, 6, IRX_ARROW_TYPE_INT64),
    ints(a_values, 6, IRX_ARROW_TYPE_FLOAT64),
  };
  const char* names[] = {"a", "b", "f"};
  irx_arrow_table_handle* t = NULL;
  SAY("== tables");
  AR(irx_arrow_table_new_from_arrays(3, names, arrays, &t));
  SAY("  %lld rows %lld columns", (long long)irx_arrow_table_num_rows(t),
      (long long)irx_arrow_table_num_columns(t));
  irx_arrow_table_handle* bad = NULL;
  AR(irx_arrow_table_new_from_arrays(-1, names, arrays, &bad));
  AR(irx_arrow_table_new_from_arrays(0, names, arrays, &bad));
  if (bad) irx_arrow_table_release(bad);
  bad = NULL;
  const char* dup[] = {"a", "a"};
  AR(irx_arrow_table_new_from_arrays(2, dup, arrays, &bad));
  if (bad) irx_arrow_table_release(bad);
  bad = NULL;
  irx_arrow_array_handle* short_array = ints(a_values, 2, IRX_ARROW_TYPE_INT64);
  irx_arrow_array_handle* mixed[2] = {arrays[0], short_array};
  AR(irx_arrow_table_new_from_arrays(2, names, mixed, &bad));
  irx_arrow_array_handle* with_null[2] = {arrays[0], NULL};
  AR(irx_arrow_table_new_from_arrays(2, names, with_null, &bad));
  AR(irx_arrow_table_new_from_arrays(2, NULL, arrays, &bad));
  AR(irx_arrow_table_new_from_arrays(2, names, arrays, NULL));

  irx_arrow_chunked_array_handle* ca = NULL;
  irx_arrow_chunked_array_handle* cb = NULL;
  irx_arrow_chunked_array_handle* cf = NULL;
  irx_arrow_chunked_array_handle* none = NULL;
  AR(irx_arrow_table_column_by_name(t, "a", &ca));
  AR(irx_arrow_table_column_by_name(t, "b", &cb));
  AR(irx_arrow_table_column_by_index(t, 2, &cf));
  AR(irx_arrow_table_column_by_name(t, "zz", &none));
  AR(irx_arrow_table_column_by_name(t, NULL, &none));
  AR(irx_arrow_table_column_by_index(t, 3, &none));
  AR(irx_arrow_table_column_by_index(t, -1, &none));
  AR(irx_arrow_table_column_by_index(NULL, 0, &none));
  show_column("a", ca, IRX_ARROW_TYPE_INT64);
  show_column("b", cb, IRX_ARROW_TYPE_INT64);
  show_column("f", cf, IRX_ARROW_TYPE_FLOAT64);

  SAY("== series index, set, slice");
  uint64_t bits = 0;
  int32_t valid = 0;
  for (int64_t i = -1; i <= 6; i += 1) {
    int status = irx_arrow_series_index(ca, i, IRX_ARROW_TYPE_INT64, &bits, &valid);
    SAY("index(a, %lld) -> %d [%s] %llu %d", (long long)i, status,
        diff_text(irx_arrow_last_error()), (unsigned long long)bits, valid);
  }
  AR(irx_arrow_series_index(ca, 0, IRX_ARROW_TYPE_INT32, &bits, &valid));
  AR(irx_arrow_series_index(ca, 0, IRX_ARROW_TYPE_FLOAT64, &bits, &valid));
  AR(irx_arrow_series_index(ca, 0, 77, &bits, &valid));
  AR(irx_arrow_series_index(NULL, 0, IRX_ARROW_TYPE_INT64, &bits, &valid));
  AR(irx_arrow_series_index(ca, 0, IRX_ARROW_TYPE_INT64, NULL, &valid));
  AR(irx_arrow_series_set(cb, 1, IRX_ARROW_TYPE_INT64, 99, 1, 1));
  AR(irx_arrow_series_set(cb, 2, IRX_ARROW_TYPE_INT64, 0, 0, 1));
  AR(irx_arrow_series_set(cb, 2, IRX_ARROW_TYPE_INT64, 0, 0, 0));
  AR(irx_arrow_series_set(cb, 9, IRX_ARROW_TYPE_INT64, 1, 1, 1));
  AR(irx_arrow_series_set(cb, -1, IRX_ARROW_TYPE_INT64, 1, 1, 1));
  AR(irx_arrow_series_set(cb, 0, IRX_ARROW_TYPE_FLOAT64, 1, 1, 1));
  AR(irx_arrow_series_set(NULL, 0, IRX_ARROW_TYPE_INT64, 1, 1, 1));
  show_column("b after set", cb, IRX_ARROW_TYPE_INT64);
  irx_arrow_chunked_array_handle* sliced = NULL;
  static const int64_t slices[][4] = {
    {1, 4, 1, 3}, {0, 0, 2, 0}, {-2, 0, 1, 1}, {4, 1, -1, 3}, {0, 0, -2, 0},
    {0, 6, 0, 3}, {100, 200, 1, 3}, {-100, 100, 3, 3}, {0, 0, INT64_MIN, 0},
  };
  for (size_t i = 0; i < sizeof slices / sizeof *slices; i++) {
    sliced = NULL;
    int status = irx_arrow_series_slice(ca, slices[i][0], slices[i][1], slices[i][2],
                                        (int32_t)slices[i][3], &sliced);
    SAY("slice(%lld, %lld, %lld, bounds %lld) -> %d [%s]", (long long)slices[i][0],
        (long long)slices[i][1], (long long)slices[i][2], (long long)slices[i][3], status,
        diff_text(irx_arrow_last_error()));
    show_column("sliced", sliced, IRX_ARROW_TYPE_INT64);
    if (sliced) irx_arrow_chunked_array_release(sliced);
  }
  AR(irx_arrow_series_slice(NULL, 0, 1, 1, 3, &sliced));
  AR(irx_arrow_series_slice(ca, 0, 1, 1, 3, NULL));

  SAY("== compute");
  static const char* const kernels[] = {
    "add_checked", "subtract_checked", "multiply_checked", "divide_checked", "equal",
    "not_equal", "less", "less_equal", "greater", "greater_equal", "and", "or", "is_null",
    "coalesce", "identity", "negate_checked", "invert", "sum", "min", "max", "mean", "count",
    "any", "all", "power", "",
  };
  for (size_t k = 0; k < sizeof kernels / sizeof *kernels; k++) {
    for (int form = 0; form < 3; form++) {
      irx_arrow_chunked_array_handle* out = NULL;
      uint64_t out_bits = 0;
      int32_t out_valid = 0;
      int status;
      if (form == 0)
        status = irx_arrow_column_compute(kernels[k], IRX_ARROW_TYPE_INT64, ca, 0, 0, cb, 0, 0,
                                          &out, &out_bits, &out_valid);
      else if (form == 1)
        status = irx_arrow_column_compute(kernels[k], IRX_ARROW_TYPE_INT64, ca, 0, 0, NULL, 3, 1,
                                          &out, &out_bits, &out_valid);
      else
        status = irx_arrow_column_compute_promoted(kernels[k], IRX_ARROW_TYPE_FLOAT64, cf, 0, 0, NULL,
                                                   dbits(2.0), 1, &out, &out_bits, &out_valid);
      SAY("%s form %d -> %d [%s]", kernels[k], form, status, diff_text(irx_arrow_last_error()));
      if (status == 0) {
        if (out) show_column("result", out, form == 2 ? IRX_ARROW_TYPE_FLOAT64 : IRX_ARROW_TYPE_INT64);
        else show_scalar("result", out_bits, out_valid, form == 2 ? IRX_ARROW_TYPE_FLOAT64 : IRX_ARROW_TYPE_INT64);
      }
      if (out) irx_arrow_chunked_array_release(out);
    }
  }
  irx_arrow_chunked_array_handle* out = NULL;
  uint64_t ob = 0;
  int32_t ov = 0;
  AR(irx_arrow_column_compute("add_checked", IRX_ARROW_TYPE_INT64, ca, 0, 0, cf, 0, 0, &out, &ob, &ov));
  AR(irx_arrow_column_compute_promoted("add_checked", IRX_ARROW_TYPE_INT64, ca, 0, 0, cf, 0, 0, &out, &ob, &ov));
  if (out) irx_arrow_chunked_array_release(out);
  out = NULL;
  AR(irx_arrow_column_compute("add_checked", IRX_ARROW_TYPE_INT64, ca, 0, 0, NULL, (uint64_t)INT64_MAX, 1, &out, &ob, &ov));
  AR(irx_arrow_column_compute("divide_checked", IRX_ARROW_TYPE_INT64, ca, 0, 0, NULL, 0, 1, &out, &ob, &ov));
  AR(irx_arrow_column_compute("add_checked", IRX_ARROW_TYPE_INT64, ca, 0, 0, short_array ? NULL : NULL, 0, 1, NULL, &ob, &ov));
  AR(irx_arrow_column_compute(NULL, IRX_ARROW_TYPE_INT64, ca, 0, 0, NULL, 0, 1, &out, &ob, &ov));
  AR(irx_arrow_column_compute("add_checked", 77, ca, 0, 0, NULL, 0, 1, &out, &ob, &ov));
  AR(irx_arrow_column_compute("sum", IRX_ARROW_TYPE_INT64, NULL, 5, 1, NULL, 0, 0, &out, &ob, &ov));
  show_scalar("sum of a scalar", ob, ov, IRX_ARROW_TYPE_INT64);
  if (out) irx_arrow_chunked_array_release(out);

  SAY("== C Data and C Stream of tables");
  struct ArrowArray array = {0};
  struct ArrowSchema schema = {0};
  struct ArrowArrayStream stream = {0};
  if (AR(irx_arrow_table_export_batch(t, &array, &schema)) == 0) {
    SAY("  format %s children %lld length %lld", schema.format, (long long)schema.n_children,
        (long long)array.length);
    irx_arrow_table_handle* back = NULL;
    AR(irx_arrow_table_import_batch(&array, &schema, &back));
    SAY("  back rows %lld", (long long)(back ? irx_arrow_table_num_rows(back) : -1));
    if (back) irx_arrow_table_release(back);
    if (array.release) array.release(&array);
    if (schema.release) schema.release(&schema);
  }
  AR(irx_arrow_table_import_batch(&array, &schema, &bad));
  if (AR(irx_arrow_table_export_stream(t, &stream)) == 0) {
    irx_arrow_table_handle* back = NULL;
    AR(irx_arrow_table_import_stream(&stream, &back));
    SAY("  stream back rows %lld columns %lld", (long long)(back ? irx_arrow_table_num_rows(back) : -1),
        (long long)(back ? irx_arrow_table_num_columns(back) : -1));
    if (back) irx_arrow_table_release(back);
    if (stream.release) stream.release(&stream);
  }
  AR(irx_arrow_table_import_stream(&stream, &bad));
  AR(irx_arrow_table_export_stream(NULL, &stream));
  AR(irx_arrow_table_export_batch(NULL, &array, &schema));

  SAY("== tables and batches");
  IrxRbBatch* batch = NULL;
  RB(irx_rb_table_to_batch(t, &batch));
  RB(irx_rb_table_to_dynamic_batch(t, &batch));
  irx_arrow_table_handle* t2 = NULL;
  RB(irx_rb_batch_to_dynamic_table(batch, &t2));
  IrxRbSchema* ts = NULL;
  RB(irx_rb_table_schema(t2, &ts));
  const char* proj[] = {"f", "a"};
  irx_arrow_table_handle* p = NULL;
  RB(irx_rb_table_project(t2, proj, 2, &p));
  SAY("  projected columns %lld", (long long)(p ? irx_arrow_table_num_columns(p) : -1));
  if (p) irx_arrow_table_release(p);
  p = NULL;
  const char* missing[] = {"zz"};
  RB(irx_rb_table_project(t2, missing, 1, &p));
  RB(irx_rb_table_project(t2, proj, -1, &p));
  RB(irx_rb_table_project(t2, NULL, 1, &p));
  IrxRbSchema* target = NULL;
  RB(irx_rb_schema_create(&target));
  RB(irx_rb_schema_add_field(target, "a", IRX_COL_FLOAT64, 1));
  RB(irx_rb_schema_add_field(target, "b", IRX_COL_INT32, 1));
  RB(irx_rb_schema_add_field(target, "f", IRX_COL_INT64, 1));
  irx_arrow_table_handle* c = NULL;
  RB(irx_rb_table_cast(t2, target, &c));
  if (c) irx_arrow_table_release(c);
  c = NULL;
  IrxRbSchema* narrow = NULL;
  RB(irx_rb_schema_create(&narrow));
  RB(irx_rb_schema_add_field(narrow, "a", IRX_COL_UTF8, 1));
  RB(irx_rb_table_cast(t2, narrow, &c));
  RB(irx_rb_table_cast(t2, NULL, &c));
  irx_arrow_table_handle* asserted = NULL;
  RB(irx_rb_batch_to_table(batch, ts, &asserted));
  if (asserted) irx_arrow_table_release(asserted);
  asserted = NULL;
  RB(irx_rb_batch_to_table(batch, target, &asserted));
  RB(irx_rb_batch_to_table(NULL, NULL, &asserted));
  irx_rb_schema_release(narrow);
  irx_rb_schema_release(target);
  irx_rb_schema_release(ts);
  irx_arrow_table_release(t2);
  irx_rb_batch_release(batch);

  AR(irx_arrow_table_retain(t));
  irx_arrow_table_release(t);
  AR(irx_arrow_chunked_array_retain(ca));
  irx_arrow_chunked_array_release(ca);
  irx_arrow_chunked_array_release(ca);
  irx_arrow_chunked_array_release(cb);
  irx_arrow_chunked_array_release(cf);
  irx_arrow_table_release(t);
  for (int i = 0; i < 3; i++) irx_arrow_array_release(arrays[i]);
  irx_arrow_array_release(short_array);
  SAY("rows(NULL) %lld", (long long)irx_arrow_table_num_rows(NULL));
  return 0;
}
