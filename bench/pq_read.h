/*
 * pq_read.h: what the one-shot Parquet benchmarks (bench_pq_threads.c,
 * bench_store.c) share: wall and process CPU clocks, the failure line,
 * the result line that their Python drivers parse, and a timed read of
 * every batch of one Parquet reader.
 * Included once, by one translation unit per binary.
 */
#ifndef IRX_BENCH_PQ_READ_H
#define IRX_BENCH_PQ_READ_H

#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "irx_runtime.h"

static int64_t clock_ns(clockid_t id) {
  struct timespec ts;
  clock_gettime(id, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static int64_t now_ns(void) { return clock_ns(CLOCK_MONOTONIC); }

/* The process's CPU time, all threads. */
static int64_t cpu_ns(void) { return clock_ns(CLOCK_PROCESS_CPUTIME_ID); }

static int fail(const char* what, int st) {
  fprintf(stderr, "%s failed (%d): %s\n", what, st, irx_record_batch_errmsg());
  return 1;
}

/* "<ns>\t<rows>\t<threads>\t<CPU ns>", one line. */
static void report(int64_t ns, int64_t rows, int64_t cpu) {
  printf("%lld\t%lld\t%u\t%lld\n", (long long)ns, (long long)rows, irx_runtime_threads(),
         (long long)cpu);
}

/* Opens a Parquet reader of `uri` with options `o` (the caller's), reads
 * every batch to the end and closes it; `*rows` is the rows read. Returns
 * 0 or the first failing status. */
static int read_rows(const char* uri, const IrxParquetOptions* o, int64_t* rows) {
  IrxRbStreamReader* r = NULL;
  *rows = 0;
  int st = irx_rb_parquet_reader_open_options(uri, NULL, o, &r);
  while (st == 0) {
    IrxRbBatch* b = NULL;
    int rc = irx_rb_stream_reader_next_batch(r, &b);
    if (rc != IRX_OK) {
      if (rc != IRX_EOF) st = rc;
      break;
    }
    *rows += irx_rb_batch_num_rows(b);
    irx_rb_batch_release(b);
  }
  if (r) irx_rb_stream_reader_close(r);
  return st;
}

#endif
