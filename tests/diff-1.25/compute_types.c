/*
 * Series compute across every column type: each kernel on a column of
 * each of the 11 types with a scalar of the same type, the promoted form
 * on every pair of types, reductions over columns with nulls, and index,
 * set and slice on each type. Values are printed as their bits.
 */
#include "diff.h"

static const int32_t TYPES[] = {
  IRX_ARROW_TYPE_INT8, IRX_ARROW_TYPE_INT16, IRX_ARROW_TYPE_INT32, IRX_ARROW_TYPE_INT64,
  IRX_ARROW_TYPE_UINT8, IRX_ARROW_TYPE_UINT16, IRX_ARROW_TYPE_UINT32, IRX_ARROW_TYPE_UINT64,
  IRX_ARROW_TYPE_FLOAT32, IRX_ARROW_TYPE_FLOAT64, IRX_ARROW_TYPE_BOOL,
};
#define NTYPES ((int)(sizeof TYPES / sizeof *TYPES))

static uint64_t bits_of(int32_t type, int v) {
  if (type == IRX_ARROW_TYPE_FLOAT64) {
    double d = v;
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
  }
  if (type == IRX_ARROW_TYPE_FLOAT32) {
    float f = (float)v;
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return b;
  }
  if (type == IRX_ARROW_TYPE_BOOL) return (uint64_t)(v & 1);
  return (uint64_t)(int64_t)v;
}

/* A table of one column per type, values 1, 2, null, 4 (bool: 1, 0, null, 0). */
static irx_arrow_table_handle* make_table(void) {
  irx_arrow_array_handle* arrays[NTYPES];
  const char* names[NTYPES];
  static char name_text[NTYPES][8];
  for (int t = 0; t < NTYPES; t++) {
    irx_arrow_array_builder_handle* b = NULL;
    irx_arrow_array_builder_new(TYPES[t], &b);
    for (int v = 1; v <= 4; v++) {
      if (v == 3) irx_arrow_array_builder_append_null(b, 1);
      else if (TYPES[t] == IRX_ARROW_TYPE_FLOAT32 || TYPES[t] == IRX_ARROW_TYPE_FLOAT64)
        irx_arrow_array_builder_append_double(b, v);
      else if (TYPES[t] == IRX_ARROW_TYPE_BOOL) irx_arrow_array_builder_append_int(b, v & 1);
      else if (TYPES[t] >= IRX_ARROW_TYPE_UINT8 && TYPES[t] <= IRX_ARROW_TYPE_UINT64)
        irx_arrow_array_builder_append_uint(b, (uint64_t)v);
      else irx_arrow_array_builder_append_int(b, v);
    }
    arrays[t] = NULL;
    if (irx_arrow_array_builder_finish(b, &arrays[t]) != 0) irx_arrow_array_builder_release(b);
    snprintf(name_text[t], sizeof name_text[t], "c%d", TYPES[t]);
    names[t] = name_text[t];
  }
  irx_arrow_table_handle* table = NULL;
  AR(irx_arrow_table_new_from_arrays(NTYPES, names, arrays, &table));
  for (int t = 0; t < NTYPES; t++) irx_arrow_array_release(arrays[t]);
  return table;
}

static void show(irx_arrow_chunked_array_handle* out, uint64_t bits, int32_t valid) {
  if (out == NULL) {
    SAY("    scalar %s %llx", valid ? "valid" : "null", (unsigned long long)bits);
    return;
  }
  char line[256];
  size_t used = 0;
  line[0] = '\0';
  for (int32_t t = 1; t <= 11; t++) {
    uint64_t b = 0;
    int32_t v = 0;
    if (irx_arrow_series_index(out, 0, t, &b, &v) != 0) continue;
    /* The first type the result indexes as is its type. */
    used += (size_t)snprintf(line + used, sizeof line - used, "type %d:", t);
    for (int64_t i = 0; i < 4; i++) {
      if (irx_arrow_series_index(out, i, t, &b, &v) != 0) break;
      used += (size_t)snprintf(line + used, sizeof line - used, " %s%llx", v ? "" : "null/",
                               (unsigned long long)b);
    }
    break;
  }
  (void)irx_arrow_last_error();
  SAY("    column %s", line);
}

int main(void) {
  diff_start();
  irx_arrow_table_handle* table = make_table();
  irx_arrow_chunked_array_handle* cols[NTYPES];
  for (int t = 0; t < NTYPES; t++) {
    cols[t] = NULL;
    irx_arrow_table_column_by_index(table, t, &cols[t]);
  }
  (void)irx_arrow_last_error();
  static const char* const kernels[] = {
    "add_checked", "subtract_checked", "multiply_checked", "divide_checked", "equal",
    "less", "greater_equal", "and", "or", "is_null", "coalesce", "negate_checked", "invert",
    "sum", "min", "max", "mean", "count", "any", "all",
  };
  SAY("== kernels on each type, column with a scalar of its type");
  for (size_t k = 0; k < sizeof kernels / sizeof *kernels; k++) {
    for (int t = 0; t < NTYPES; t++) {
      irx_arrow_chunked_array_handle* out = NULL;
      uint64_t bits = 0;
      int32_t valid = 0;
      int status = irx_arrow_column_compute(kernels[k], TYPES[t], cols[t], 0, 0, NULL,
                                            bits_of(TYPES[t], 2), 1, &out, &bits, &valid);
      SAY("  %s type %d -> %d [%s]", kernels[k], TYPES[t], status, diff_text(irx_arrow_last_error()));
      if (status == 0) show(out, bits, valid);
      if (out) irx_arrow_chunked_array_release(out);
    }
  }
  SAY("== promoted add and less on every pair of types");
  for (int a = 0; a < NTYPES; a++) {
    for (int b = 0; b < NTYPES; b++) {
      for (int k = 0; k < 2; k++) {
        irx_arrow_chunked_array_handle* out = NULL;
        uint64_t bits = 0;
        int32_t valid = 0;
        const char* kernel = k == 0 ? "add_checked" : "less";
        int status = irx_arrow_column_compute_promoted(kernel, TYPES[a], cols[a], 0, 0, cols[b], 0, 0,
                                                       &out, &bits, &valid);
        SAY("  %s %d %d -> %d [%s]", kernel, TYPES[a], TYPES[b], status, diff_text(irx_arrow_last_error()));
        if (status == 0) show(out, bits, valid);
        if (out) irx_arrow_chunked_array_release(out);
      }
    }
  }
  SAY("== set and slice on each type");
  for (int t = 0; t < NTYPES; t++) {
    SAY("  type %d", TYPES[t]);
    AR(irx_arrow_series_set(cols[t], 0, TYPES[t], bits_of(TYPES[t], 9), 1, 1));
    AR(irx_arrow_series_set(cols[t], 2, TYPES[t], bits_of(TYPES[t], 7), 1, 0));
    AR(irx_arrow_series_set(cols[t], 1, TYPES[t], 0, 0, 1));
    AR(irx_arrow_series_set(cols[t], 3, TYPES[t], 0x1ffffffffULL, 1, 1));
    show(cols[t], 0, 0);
    irx_arrow_chunked_array_handle* sliced = NULL;
    AR(irx_arrow_series_slice(cols[t], -1, 0, -2, 1, &sliced));
    if (sliced) {
      show(sliced, 0, 0);
      irx_arrow_chunked_array_release(sliced);
    }
  }
  for (int t = 0; t < NTYPES; t++) irx_arrow_chunked_array_release(cols[t]);
  irx_arrow_table_release(table);
  return 0;
}
