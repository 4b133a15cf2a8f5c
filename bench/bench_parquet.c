/*
 * bench_parquet.c: the Parquet benchmarks of issue 14.
 *
 * One C99 source, written only against pyirx 1.25's record-batch API
 * (irx_rb_parquet_*), linked once against our libirx_runtime.a (header
 * irx_runtime.h) and once against each build of IRx 1.25.0's parquet
 * runtime that bench/reference/build.sh makes (header irx_record_batch.h;
 * the Makefile defines BENCH_IRX125). Output and conventions are bench.c's
 * (harness.h): one tab-separated line per metric, the median of --reps
 * repetitions, every measured result verified outside the timed region.
 *
 * Measured (1M rows at scale 1, the three-column batch of bench_rb.c:
 * int64, float64, utf8 of 16 bytes on average), per row:
 *   pq_write_snappy  writer_open (snappy, row groups of 1M rows), write_batch,
 *                    close: the file on disk (page cache)
 *   pq_read_snappy   reader_open (batches of 65536 rows), next_batch to EOF
 *   pq_write_zstd    the same with ZSTD (level 1, both runtimes' default)
 *   pq_read_zstd
 *
 * --keep FILE leaves the snappy file at FILE (the footprint programs read it).
 *
 * Usage: bench_parquet [--scale S] [--reps N] [--only ID_PREFIX] [--dir D] [--keep FILE]
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
#include "rb_data.h"

typedef struct {
  IrxRbSchema* schema;
  IrxRbBatch* batch;
  const char* codec;
  char path[512];
} pq_src;

static int64_t run_write(int64_t rows, void* ctx) {
  pq_src* src = ctx;
  IrxRbStreamWriter* w = NULL;
  int st = 0;
  int64_t t0 = now_ns();
  st |= irx_rb_parquet_writer_open(src->schema, src->path, src->codec, 1048576, &w);
  if (w) st |= irx_rb_stream_writer_write_batch(w, src->batch);
  if (w) st |= irx_rb_stream_writer_close(w);
  int64_t t1 = now_ns();
  VERIFY(st == 0 && w, "Parquet write (%s): %s", src->codec, irx_record_batch_errmsg());
  irx_rb_stream_writer_release(w);
  (void)rows;
  return t1 - t0;
}

static int64_t run_read(int64_t rows, void* ctx) {
  pq_src* src = ctx;
  IrxRbStreamReader* r = NULL;
  int64_t seen = 0;
  int st = 0, last = 0;
  int64_t t0 = now_ns();
  st |= irx_rb_parquet_reader_open(src->path, NULL, 65536, &r);
  while (r) {
    IrxRbBatch* b = NULL;
    last = irx_rb_stream_reader_next_batch(r, &b);
    if (last != IRX_OK) break;
    seen += irx_rb_batch_num_rows(b);
    irx_rb_batch_release(b);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0 && last == IRX_EOF && seen == rows, "Parquet read (%s): %lld rows: %s", src->codec,
         (long long)seen, irx_record_batch_errmsg());
  irx_rb_stream_reader_close(r);
  return t1 - t0;
}

/* The whole file read as one batch, checked cell by cell. */
static void verify_file(pq_src* src, int64_t rows) {
  IrxRbStreamReader* r = NULL;
  IrxRbBatch* b = NULL;
  CHECK(irx_rb_parquet_reader_open(src->path, src->schema, rows, &r));
  if (!r) return;
  CHECK(irx_rb_stream_reader_next_batch(r, &b));
  if (b) verify_three(b, rows, src->codec);
  irx_rb_batch_release(b);
  irx_rb_stream_reader_close(r);
}

int main(int argc, char** argv) {
  const char* dir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
  const char* keep = NULL;
  for (int i = 1; i < argc; i++) {
    if (harness_option(argc, argv, &i)) continue;
    if (strcmp(argv[i], "--dir") == 0 && i + 1 < argc) {
      dir = argv[++i];
    } else if (strcmp(argv[i], "--keep") == 0 && i + 1 < argc) {
      keep = argv[++i];
    } else {
      fprintf(stderr, "usage: %s [--scale S] [--reps N] [--only ID_PREFIX] [--dir D] [--keep FILE]\n", argv[0]);
      return 2;
    }
  }
  if (harness_options_ok("bench_parquet")) return 2;
  fill_pool();
  const int64_t n = scaled(1000000, 1000);
  IrxRbSchema* three = three_columns();
  IrxRbBatch* batch = three_column_batch(three, n);
  const char* codecs[2] = {"snappy", "zstd"};
  char id[32], label[200];
  for (int k = 0; k < 2 && batch; k++) {
    pq_src src = {three, batch, codecs[k], {0}};
    snprintf(src.path, sizeof src.path, "%s/irx-bench-%ld-%s.parquet", dir, (long)getpid(), codecs[k]);
    run_write(n, &src); /* the file the reads read, also under --only */
    verify_file(&src, n);
    snprintf(id, sizeof id, "pq_write_%s", codecs[k]);
    snprintf(label, sizeof label,
             "Parquet write (%s) of %lld rows of int64, float64, utf8 (16 B avg) to a file, per row",
             codecs[k], (long long)n);
    measure(id, "ns/row", "-", label, run_write, n, n, &src);
    snprintf(id, sizeof id, "pq_read_%s", codecs[k]);
    snprintf(label, sizeof label, "Parquet read (%s) of that file in batches of 65536 rows, per row",
             codecs[k]);
    measure(id, "ns/row", "-", label, run_read, n, n, &src);
    if (keep && k == 0) {
      VERIFY(rename(src.path, keep) == 0, "cannot keep %s", keep);
    } else {
      unlink(src.path);
    }
  }
  irx_rb_batch_release(batch);
  irx_rb_schema_release(three);
  if (failures) {
    fprintf(stderr, "bench_parquet: %d result check(s) failed\n", failures);
    return 1;
  }
  return 0;
}
