/*
 * rb_data.h: the record-batch data the benchmark harnesses share
 * (bench_rb.c, bench_parquet.c): CHECK of a status, the utf8 value pool,
 * and the three-column batch (int64 i, float64 i/4, utf8 str(i)) with its
 * verification. Included once per binary, after the API header and
 * harness.h.
 */
#ifndef IRX_BENCH_RB_DATA_H
#define IRX_BENCH_RB_DATA_H

#define CHECK(call)                                                         \
  do {                                                                      \
    int st_ = (call);                                                       \
    VERIFY(st_ == IRX_OK, "%s -> %d: %s", #call, st_, irx_record_batch_errmsg()); \
  } while (0)

/* String i of the utf8 columns: 8..24 bytes (16 on average) of printable
 * ASCII taken from a fixed pool at a position that varies with i. */
#define POOL_SIZE 4096
static char pool[POOL_SIZE + 32];

static int64_t str_len(int64_t i) { return 8 + (i * 7) % 17; }
static const char* str_at(int64_t i) { return pool + (i * 131) % POOL_SIZE; }

static void fill_pool(void) {
  uint32_t x = 12345;
  for (size_t k = 0; k < sizeof pool; k++) {
    x = x * 1103515245u + 12345u;
    pool[k] = (char)('a' + (x >> 16) % 26);
  }
}

static int same_string(const IrxRbBatch* b, int col, int64_t row, const char* want, int64_t want_len) {
  const char* got = NULL;
  int64_t len = -1;
  if (irx_rb_batch_get_utf8(b, col, row, &got, &len) != IRX_OK) return 0;
  return len == want_len && memcmp(got, want, (size_t)want_len) == 0;
}

/* ------------------------------------------------------------------ */
/* The three-column batch: int64 i, float64 i/4, utf8 str(i)           */

static IrxRbSchema* three_columns(void) {
  IrxRbSchema* s = NULL;
  CHECK(irx_rb_schema_create(&s));
  CHECK(irx_rb_schema_add_field(s, "i", IRX_COL_INT64, 1));
  CHECK(irx_rb_schema_add_field(s, "x", IRX_COL_FLOAT64, 1));
  CHECK(irx_rb_schema_add_field(s, "s", IRX_COL_UTF8, 1));
  return s;
}

static IrxRbBatch* three_column_batch(IrxRbSchema* schema, int64_t rows) {
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  CHECK(irx_rb_builder_create(schema, &b));
  for (int64_t i = 0; i < rows && b; i++) {
    CHECK(irx_rb_builder_append_int64(b, 0, i));
    CHECK(irx_rb_builder_append_float64(b, 1, (double)i * 0.25));
    CHECK(irx_rb_builder_append_utf8(b, 2, str_at(i), str_len(i)));
  }
  CHECK(irx_rb_builder_finish(b, &batch));
  irx_rb_builder_release(b);
  return batch;
}

/* Checks rows and a spread of cells of a batch made by three_column_batch. */
static void verify_three(const IrxRbBatch* b, int64_t rows, const char* what) {
  VERIFY(irx_rb_batch_num_rows(b) == rows && irx_rb_batch_num_columns(b) == 3, "%s: shape", what);
  if (irx_rb_batch_num_rows(b) != rows) return;
  for (int64_t i = 0; i < rows; i += rows / 13 + 1) {
    int64_t v = -1;
    double x = -1;
    CHECK(irx_rb_batch_get_int64(b, 0, i, &v));
    CHECK(irx_rb_batch_get_float64(b, 1, i, &x));
    VERIFY(v == i && x == (double)i * 0.25, "%s: row %lld", what, (long long)i);
    VERIFY(same_string(b, 2, i, str_at(i), str_len(i)), "%s: string %lld", what, (long long)i);
  }
  VERIFY(same_string(b, 2, rows - 1, str_at(rows - 1), str_len(rows - 1)), "%s: last string", what);
}

#endif
