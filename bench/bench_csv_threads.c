/*
 * bench_csv_threads.c: CSV reads and small Parquet reads through our C
 * API, timed (issue 32's CSV, small-input and memory rows). The pool's
 * size is the caller's: bench/csv_threads.py runs this with
 * IRX_NUM_THREADS 1 and 2, interleaved with pyarrow, DuckDB and Polars
 * doing the same work.
 *
 * csv: irx_rb_csv_reader_open_options (header, ",", `block_size` 1 MiB;
 * types inferred, or the schema SCHEMA when given), next_batch to the end
 * (each batch released), close.
 * parquet: irx_rb_parquet_reader_open_options (default options),
 * next_batch to the end (each batch released), close.
 * Each of REPS timings covers LOOPS whole reads (open to close) and is
 * divided by LOOPS, so that reads of microseconds are timed too.
 * none: does nothing but print the result line with zeros (the baseline
 * of a peak-RSS measurement: the process with the runtime linked, idle).
 *
 * SCHEMA: comma-separated NAME:TYPE, TYPE one of int64, float64, utf8
 * (every column nullable), e.g. "n:int64,x:float64,s:utf8".
 *
 * Usage: bench_csv_threads csv FILE REPS LOOPS [SCHEMA]
 *        bench_csv_threads parquet FILE REPS LOOPS
 *        bench_csv_threads none
 * Prints "<median ns per read>\t<rows of one read>\t<threads>\t<median CPU
 * ns per read>" (one line; CPU: the process's, all threads); exits 1 on a
 * failure, 2 on bad arguments.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdlib.h>
#include <string.h>

#include "pq_read.h"

/* Builds the schema of `spec` ("NAME:TYPE,..."); NULL on a bad spec or a
 * failed call (the message printed). */
static IrxRbSchema* parse_schema(const char* spec) {
  static const struct {
    const char* name;
    int type;
  } types[] = {{"int64", IRX_COL_INT64}, {"float64", IRX_COL_FLOAT64}, {"utf8", IRX_COL_UTF8}};
  IrxRbSchema* s = NULL;
  char buf[1024];
  if (strlen(spec) >= sizeof buf || irx_rb_schema_create(&s) != IRX_OK) return NULL;
  strcpy(buf, spec);
  for (char* field = strtok(buf, ","); field; field = strtok(NULL, ",")) {
    char* colon = strchr(field, ':');
    const size_t ntypes = sizeof types / sizeof types[0];
    size_t k = 0;
    if (colon) *colon = 0;
    while (colon && k < ntypes && strcmp(colon + 1, types[k].name) != 0) k++;
    if (!colon || k == ntypes || irx_rb_schema_add_field(s, field, types[k].type, 1) != IRX_OK) {
      fprintf(stderr, "bad schema field '%s'\n", field);
      irx_rb_schema_release(s);
      return NULL;
    }
  }
  return s;
}

/* One whole CSV read: open, every batch, close. */
static int read_csv(const char* path, const IrxRbSchema* schema, const IrxCsvOptions* o, int64_t* rows) {
  IrxRbStreamReader* r = NULL;
  int st = irx_rb_csv_reader_open_options(path, schema, o, &r);
  *rows = 0;
  return read_to_end(r, st, rows);
}

int main(int argc, char** argv) {
  if (argc == 2 && strcmp(argv[1], "none") == 0) {
    report(0, 0, 0);
    return 0;
  }
  int is_csv = argc >= 5 && strcmp(argv[1], "csv") == 0 && argc <= 6;
  if (!is_csv && !(argc == 5 && strcmp(argv[1], "parquet") == 0)) {
    fprintf(stderr, "usage: %s csv FILE REPS LOOPS [SCHEMA] | parquet FILE REPS LOOPS | none\n", argv[0]);
    return 2;
  }
  const char* path = argv[2];
  int reps = reps_arg(argv[3]), loops = atoi(argv[4]);
  if (loops < 1) return 2;
  IrxRbSchema* schema = argc == 6 ? parse_schema(argv[5]) : NULL;
  if (argc == 6 && !schema) return 2;
  IrxCsvOptions* co = irx_csv_options_new();
  IrxParquetOptions* po = irx_parquet_options_new();
  if (!co || !po || irx_csv_options_int(co, "block_size", 1 << 20) != IRX_OK) return fail("options", 1);
  Runs runs;
  if (runs_init(&runs, reps)) return 1;
  int64_t rows = 0;
  for (int i = 0; i < reps; i++) {
    runs_start(&runs);
    for (int k = 0; k < loops; k++) {
      int st = is_csv ? read_csv(path, schema, co, &rows) : read_rows(path, po, &rows);
      if (st != IRX_OK) return fail(is_csv ? "CSV read" : "Parquet read", st);
    }
    runs_stop(&runs);
    /* Per read. */
    runs.wall[i] /= loops;
    runs.cpu[i] /= loops;
  }
  runs_report(&runs, rows);
  irx_csv_options_release(co);
  irx_parquet_options_release(po);
  irx_rb_schema_release(schema);
  return 0;
}
