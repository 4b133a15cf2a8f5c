/*
 * bench_pq_threads.c: one Parquet read or write through our C API, timed
 * (issue 32, items 2 and 4). The pool's size is the caller's:
 * bench/pq_threads.py runs this with IRX_NUM_THREADS 1 and 2, interleaved
 * with pyarrow doing the same work.
 *
 * Read: irx_rb_parquet_reader_open_options (default options: batches of
 * 65536 rows, use_threads 1), next_batch to the end, close. COLUMN ("-":
 * every column) projects one column; FILTER_COLUMN OP VALUE TYPE adds one
 * row filter (irx_parquet_options_filter), e.g. `n lt -1077521395220
 * int64`; the rows reported are those that pass.
 *
 * Write (--write): SRC read whole first (not timed; in batches of
 * BATCH_ROWS rows if given, else the reader's 65536); then, timed: a
 * writer of its schema at DST (irx_rb_parquet_writer_open_options with
 * `compression` and `row_group_size`), every batch written, close.
 *
 * Usage: bench_pq_threads FILE REPS [COLUMN|- [FILTER_COLUMN OP VALUE TYPE]]
 *        bench_pq_threads --write SRC DST REPS COMPRESSION ROW_GROUP_SIZE [BATCH_ROWS]
 * Prints "<median ns>\t<rows>\t<threads>\t<median CPU ns>" (one line;
 * CPU: the process's, all threads, over the timed part); exits 1 on a
 * failure.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdlib.h>
#include <string.h>

#include "pq_read.h"

static int write_mode(int argc, char** argv) {
  if (argc != 7 && argc != 8) {
    fprintf(stderr, "usage: %s --write SRC DST REPS COMPRESSION ROW_GROUP_SIZE [BATCH_ROWS]\n", argv[0]);
    return 2;
  }
  IrxParquetOptions* ro = irx_parquet_options_new();
  IrxRbStreamReader* r = NULL;
  int st = argc == 8 ? irx_parquet_options_int(ro, "batch_size", atoll(argv[7])) : 0;
  if (st == 0) st = irx_rb_parquet_reader_open_options(argv[2], NULL, ro, &r);
  irx_parquet_options_release(ro);
  if (st != 0) return fail("open", st);
  size_t n = 0;
  IrxRbBatch** batches = NULL;
  int64_t rows = 0;
  st = read_batches(r, &batches, &n, &rows);
  irx_rb_stream_reader_close(r);
  if (st != 0) return fail("read", st);
  if (n == 0) return fail("empty source", 1);
  IrxRbSchema* schema = NULL;
  st = irx_rb_batch_schema(batches[0], &schema);
  if (st != 0) return fail("schema", st);
  Runs runs;
  int reps = reps_arg(argv[4]);
  if (runs_init(&runs, reps)) return 1;
  for (int i = 0; i < reps; i++) {
    IrxParquetOptions* o = irx_parquet_options_new();
    st |= irx_parquet_options_text(o, "compression", argv[5]);
    st |= irx_parquet_options_int(o, "row_group_size", atoll(argv[6]));
    if (st != 0) return fail("options", st);
    IrxRbStreamWriter* w = NULL;
    runs_start(&runs);
    st = irx_rb_parquet_writer_open_options(schema, argv[3], o, &w);
    for (size_t k = 0; st == 0 && k < n; k++) st = irx_rb_stream_writer_write_batch(w, batches[k]);
    if (st == 0) st = irx_rb_stream_writer_close(w);
    runs_stop(&runs);
    if (w) irx_rb_stream_writer_release(w);
    irx_parquet_options_release(o);
    if (st != 0) return fail("write", st);
  }
  return write_done(&runs, rows, batches, n, schema);
}

int main(int argc, char** argv) {
  if (argc > 1 && strcmp(argv[1], "--write") == 0) return write_mode(argc, argv);
  if (argc < 3 || argc > 8 || (argc > 4 && argc != 8)) {
    fprintf(stderr, "usage: %s FILE REPS [COLUMN|- [FILTER_COLUMN OP VALUE TYPE]]\n", argv[0]);
    return 2;
  }
  const char* column = argc > 3 && strcmp(argv[3], "-") != 0 ? argv[3] : NULL;
  int reps = reps_arg(argv[2]);
  int64_t rows = 0;
  Runs runs;
  if (runs_init(&runs, reps)) return 1;
  for (int i = 0; i < reps; i++) {
    IrxParquetOptions* o = irx_parquet_options_new();
    int st = column ? irx_parquet_options_text(o, "column", column) : 0;
    if (st == 0 && argc == 8) st = irx_parquet_options_filter(o, argv[4], argv[5], argv[6], argv[7]);
    rows = 0;
    runs_start(&runs);
    if (st == 0) st = read_rows(argv[1], o, &rows);
    runs_stop(&runs);
    irx_parquet_options_release(o);
    if (st != 0) return fail("read", st);
  }
  runs_report(&runs, rows);
  return 0;
}
