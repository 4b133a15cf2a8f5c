/*
 * pq_read.h: what the one-shot benchmarks of issues 31 and 32
 * (bench_pq_threads.c, bench_store.c, bench_csv_threads.c,
 * bench_ipc_threads.c, bench_compute_threads.c) share: wall and process
 * CPU clocks, the failure line, the result line that their Python drivers
 * parse (bench/peers.py),
 * the medians of repeated timed runs, a reader's batches gathered in
 * memory, and a read of every batch of one reader (of a Parquet file, or
 * any reader the caller opened).
 * Included once, by one translation unit per binary.
 */
#ifndef IRX_BENCH_PQ_READ_H
#define IRX_BENCH_PQ_READ_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "irx_runtime.h"

static inline int64_t clock_ns(clockid_t id) {
  struct timespec ts;
  clock_gettime(id, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static inline int64_t now_ns(void) { return clock_ns(CLOCK_MONOTONIC); }

/* The process's CPU time, all threads. */
static inline int64_t cpu_ns(void) { return clock_ns(CLOCK_PROCESS_CPUTIME_ID); }

static inline int fail(const char* what, int st) {
  fprintf(stderr, "%s failed (%d): %s\n", what, st, irx_record_batch_errmsg());
  return 1;
}

/* "<ns>\t<rows>\t<threads>\t<CPU ns>", one line. */
static inline void report(int64_t ns, int64_t rows, int64_t cpu) {
  printf("%lld\t%lld\t%u\t%lld\n", (long long)ns, (long long)rows, irx_runtime_threads(),
         (long long)cpu);
}

/* The wall and CPU times of up to `reps` timed runs: `runs_init`, then
 * `runs_start` / `runs_stop` around each run, then `runs_report`. */
typedef struct {
  int64_t *wall, *cpu;
  int n, reps;
  int64_t t0, c0;
} Runs;

/* `reps` from a command-line argument: 1 to 1000, else 1. */
static inline int reps_arg(const char* arg) {
  int reps = atoi(arg);
  return reps < 1 || reps > 1000 ? 1 : reps;
}

/* 0, or 1 when the arrays cannot be allocated. */
static inline int runs_init(Runs* r, int reps) {
  r->n = 0;
  r->reps = reps;
  r->wall = calloc((size_t)reps, sizeof *r->wall);
  r->cpu = calloc((size_t)reps, sizeof *r->cpu);
  return !r->wall || !r->cpu;
}

static inline void runs_start(Runs* r) {
  r->t0 = now_ns();
  r->c0 = cpu_ns();
}

static inline void runs_stop(Runs* r) {
  if (r->n == r->reps) return;
  r->wall[r->n] = now_ns() - r->t0;
  r->cpu[r->n++] = cpu_ns() - r->c0;
}

static inline int cmp64(const void* a, const void* b) {
  int64_t x = *(const int64_t*)a, y = *(const int64_t*)b;
  return (x > y) - (x < y);
}

/* Reports the median wall and median CPU time of the runs with `rows`
 * (`report`) and frees the arrays. */
static inline void runs_report(Runs* r, int64_t rows) {
  qsort(r->wall, (size_t)r->n, sizeof *r->wall, cmp64);
  qsort(r->cpu, (size_t)r->n, sizeof *r->cpu, cmp64);
  report(r->n ? r->wall[r->n / 2] : 0, rows, r->n ? r->cpu[r->n / 2] : 0);
  free(r->wall);
  free(r->cpu);
}

/* Every batch of `r` to its end, in a new array in `*out` (`*n` batches,
 * `*rows` rows; free with `release_batches`); `r` stays open. Returns 0,
 * the reader's failing status, or 1 when memory runs out. */
static inline int read_batches(IrxRbStreamReader* r, IrxRbBatch*** out, size_t* n, int64_t* rows) {
  size_t cap = 64;
  IrxRbBatch** batches = malloc(cap * sizeof *batches);
  *out = NULL;
  *n = 0;
  *rows = 0;
  if (!batches) return 1;
  for (;;) {
    IrxRbBatch* b = NULL;
    int rc = irx_rb_stream_reader_next_batch(r, &b);
    if (rc == IRX_EOF) break;
    if (rc != IRX_OK) {
      *out = batches;
      return rc;
    }
    if (*n == cap) {
      IrxRbBatch** more = realloc(batches, 2 * cap * sizeof *batches);
      if (!more) {
        irx_rb_batch_release(b);
        *out = batches;
        return 1;
      }
      batches = more;
      cap *= 2;
    }
    batches[(*n)++] = b;
    *rows += irx_rb_batch_num_rows(b);
  }
  *out = batches;
  return 0;
}

static inline void release_batches(IrxRbBatch** batches, size_t n) {
  for (size_t k = 0; k < n; k++) irx_rb_batch_release(batches[k]);
  free(batches);
}

/* The end of a write benchmark: reports `runs` with `rows`, then frees
 * the batches written and their schema. Returns 0. */
static inline int write_done(Runs* runs, int64_t rows, IrxRbBatch** batches, size_t n, IrxRbSchema* schema) {
  runs_report(runs, rows);
  release_batches(batches, n);
  irx_rb_schema_release(schema);
  return 0;
}

/* Reads every batch of `r` (when `st` is 0: the open succeeded) to the
 * end, adding their rows to `*rows`, and closes `r` (when not NULL).
 * Returns `st` or the first failing status. */
static inline int read_to_end(IrxRbStreamReader* r, int st, int64_t* rows) {
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

/* Opens a Parquet reader of `uri` with options `o` (the caller's), reads
 * every batch to the end and closes it; `*rows` is the rows read. Returns
 * 0 or the first failing status. */
static inline int read_rows(const char* uri, const IrxParquetOptions* o, int64_t* rows) {
  IrxRbStreamReader* r = NULL;
  *rows = 0;
  int st = irx_rb_parquet_reader_open_options(uri, NULL, o, &r);
  return read_to_end(r, st, rows);
}

#endif
