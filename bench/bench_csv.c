/*
 * bench_csv.c: the CSV benchmark of issue 14.
 *
 * One C99 source against pyirx 1.25's record-batch API, linked against our
 * libirx_runtime.a (header irx_runtime.h) and against IRx 1.25.0's
 * record_batch runtime as bench/reference/build.sh builds it (header
 * irx_record_batch.h; the Makefile defines BENCH_IRX125), like bench_rb.c,
 * whose harness and output it shares (metric ids "rb_", so bench/run.py
 * puts them in the record-batch table).
 *
 * Measured (1M rows at scale 1, a file written before timing):
 *   rb_csv_read        irx_rb_csv_reader_open (header, ",", 1 MiB blocks,
 *                      types inferred: int64, double, string) + next_batch
 *                      to the end (+ releases), per row
 *   rb_csv_read_typed  the same with an explicit schema, per row
 *
 * Usage: bench_csv [--scale S] [--reps N] [--only ID_PREFIX]
 */
#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef BENCH_IRX125
#include "irx_record_batch.h"
#else
#include "irx_runtime.h"
#endif

#include "harness.h"

typedef struct csv_src {
  const char* path;
  IrxRbSchema* schema; /* NULL: inferred */
  int64_t rows;
} csv_src;

/* Row i: an int64, a double with up to 17 significant digits, a string of
 * 8..24 bytes (some quoted, with the delimiter inside). */
static void write_file(const char* path, int64_t rows) {
  FILE* f = fopen(path, "w");
  uint64_t x = 88172645463325252ull;
  if (f == NULL) {
    fprintf(stderr, "bench_csv: cannot write %s\n", path);
    exit(2);
  }
  fputs("id,value,name\n", f);
  for (int64_t i = 0; i < rows; i++) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    int len = 8 + (int)(x % 17);
    char name[32];
    for (int k = 0; k < len; k++) name[k] = (char)('a' + (x >> (k * 2)) % 26);
    name[len] = 0;
    if (i % 10 == 0)
      fprintf(f, "%lld,%.17g,\"%s, q\"\n", (long long)(x >> 12) - (1ll << 50), (double)(x % 1000003) / 7.0, name);
    else
      fprintf(f, "%lld,%.6f,%s\n", (long long)(x >> 12) - (1ll << 50), (double)(x % 1000003) / 7.0, name);
  }
  fclose(f);
}

static int64_t run_read(int64_t n, void* ctx) {
  csv_src* src = (csv_src*)ctx;
  IrxRbStreamReader* r = NULL;
  IrxRbBatch* b = NULL;
  int64_t rows = 0;
  int64_t t0 = now_ns();
  int st = irx_rb_csv_reader_open(src->path, src->schema, ",", 1, 1 << 20, &r);
  VERIFY(st == IRX_OK, "reader open: %d %s", st, irx_record_batch_errmsg());
  if (st != IRX_OK) return 0;
  while ((st = irx_rb_stream_reader_next_batch(r, &b)) == IRX_OK) {
    rows += irx_rb_batch_num_rows(b);
    irx_rb_batch_release(b);
  }
  VERIFY(st == IRX_EOF, "next_batch: %d %s", st, irx_record_batch_errmsg());
  int64_t elapsed = now_ns() - t0;
  {
    const IrxRbSchema* s = irx_rb_stream_reader_schema(r);
    const char* name = NULL;
    int type = IRX_COL_NULL;
    int nullable = 0;
    static const int expected[3] = {IRX_COL_INT64, IRX_COL_FLOAT64, IRX_COL_UTF8};
    for (int c = 0; c < 3; c++) {
      VERIFY(irx_rb_schema_field(s, c, &name, &type, &nullable) == IRX_OK, "field %d", c);
      VERIFY(type == expected[c], "column %d inferred as %d", c, type);
    }
  }
  irx_rb_stream_reader_close(r);
  VERIFY(rows == n, "%lld rows read, %lld written", (long long)rows, (long long)n);
  return elapsed;
}

int main(int argc, char** argv) {
  int usage = harness_args(argc, argv);
  if (usage) return usage;
  const int64_t n = scaled(1000000, 1000);
  char path[64], label[200];
  snprintf(path, sizeof path, "/tmp/irx-bench-csv-%d.csv", (int)getpid());
  write_file(path, n);

  csv_src inferred = {path, NULL, n};
  snprintf(label, sizeof label,
           "CSV read of %lld rows (int64, double, utf8 8..24 B), types inferred, 1 MiB blocks, per row",
           (long long)n);
  measure("rb_csv_read", "ns/row", "-", label, run_read, n, n, &inferred);

  IrxRbSchema* s = NULL;
  if (irx_rb_schema_create(&s) == IRX_OK && irx_rb_schema_add_field(s, "id", IRX_COL_INT64, 1) == IRX_OK &&
      irx_rb_schema_add_field(s, "value", IRX_COL_FLOAT64, 1) == IRX_OK &&
      irx_rb_schema_add_field(s, "name", IRX_COL_UTF8, 1) == IRX_OK) {
    csv_src typed = {path, s, n};
    snprintf(label, sizeof label, "the same CSV read with an explicit schema, per row");
    measure("rb_csv_read_typed", "ns/row", "-", label, run_read, n, n, &typed);
  } else {
    VERIFY(0, "schema: %s", irx_record_batch_errmsg());
  }
  irx_rb_schema_release(s);
  unlink(path);
  if (failures) {
    fprintf(stderr, "bench_csv: %d result check(s) failed\n", failures);
    return 1;
  }
  return 0;
}
