/*
 * bench_pq_threads.c: one Parquet read through our C API, timed (issue 32,
 * item 2): irx_rb_parquet_reader_open_options (default options: batches of
 * 65536 rows, use_threads 1), next_batch to the end, close. The pool's
 * size is the caller's: bench/pq_threads.py runs this with IRX_NUM_THREADS
 * 1 and 2, interleaved with pyarrow reading the same file.
 *
 * Usage: bench_pq_threads FILE REPS [COLUMN]
 * Prints "<median ns>\t<rows>\t<threads>" (one line); exits 1 on a failure.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "irx_runtime.h"

static int64_t now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static int cmp64(const void* a, const void* b) {
  int64_t x = *(const int64_t*)a, y = *(const int64_t*)b;
  return (x > y) - (x < y);
}

int main(int argc, char** argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s FILE REPS [COLUMN]\n", argv[0]);
    return 2;
  }
  int reps = atoi(argv[2]);
  if (reps < 1 || reps > 1000) reps = 1;
  int64_t* times = calloc((size_t)reps, sizeof *times);
  int64_t rows = 0;
  if (!times) return 1;
  for (int i = 0; i < reps; i++) {
    IrxParquetOptions* o = irx_parquet_options_new();
    IrxRbStreamReader* r = NULL;
    int st = 0;
    if (argc > 3) st |= irx_parquet_options_text(o, "column", argv[3]);
    rows = 0;
    int64_t t0 = now_ns();
    st |= irx_rb_parquet_reader_open_options(argv[1], NULL, o, &r);
    while (st == 0) {
      IrxRbBatch* b = NULL;
      int rc = irx_rb_stream_reader_next_batch(r, &b);
      if (rc != IRX_OK) {
        if (rc != IRX_EOF) st = rc;
        break;
      }
      rows += irx_rb_batch_num_rows(b);
      irx_rb_batch_release(b);
    }
    if (r) irx_rb_stream_reader_close(r);
    times[i] = now_ns() - t0;
    irx_parquet_options_release(o);
    if (st != 0) {
      fprintf(stderr, "read failed (%d): %s\n", st, irx_record_batch_errmsg());
      return 1;
    }
  }
  qsort(times, (size_t)reps, sizeof *times, cmp64);
  printf("%lld\t%lld\t%u\n", (long long)times[reps / 2], (long long)rows, irx_runtime_threads());
  free(times);
  return 0;
}
