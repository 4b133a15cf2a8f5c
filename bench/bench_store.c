/*
 * bench_store.c: one Parquet read or one dataset write on object storage
 * through our C API, timed (issue 31's benchmark; bench/store_bench.py runs
 * it against moto's S3 server on 127.0.0.1, interleaved with pyarrow's
 * S3FileSystem doing the same work).
 *
 * Read: irx_rb_parquet_reader_open_options on URI (default options:
 * batches of 65536 rows, use_threads 1; `column` COLUMN when given),
 * next_batch to the end, close.
 *
 * Write (--write): SRC (a local Parquet file) read whole into a table
 * first (not timed; irx_rb_parquet_read_table, batches of 1 Mi rows, so
 * the table's chunks are its row groups); then, timed,
 * irx_rb_parquet_write_table of it to URI with `dataset` 1, `hive` 1 and
 * `partition_column` "p": a hive dataset, one directory per value of
 * column p, one object per directory and chunk of at most 1 Mi rows, as
 * IRx 1.25 lays it out (default compression and row group size).
 *
 * Usage: bench_store URI [COLUMN]
 *        bench_store --write SRC URI
 * Prints "<ns>\t<rows>\t<threads>\t<CPU ns>" (one line; CPU: the
 * process's, all threads, over the timed part); exits 1 on a failure.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdlib.h>
#include <string.h>

#include "pq_read.h"

static int write_mode(const char* src, const char* uri) {
  IrxParquetOptions* ro = irx_parquet_options_new();
  struct irx_arrow_table_handle* table = NULL;
  int st = irx_parquet_options_int(ro, "batch_size", 1 << 20);
  if (st == 0) st = irx_rb_parquet_read_table(src, NULL, ro, 0, &table);
  irx_parquet_options_release(ro);
  if (st != 0) return fail("read source", st);
  int64_t rows = irx_arrow_table_num_rows(table);
  IrxParquetOptions* o = irx_parquet_options_new();
  st = irx_parquet_options_int(o, "dataset", 1);
  st |= irx_parquet_options_int(o, "hive", 1);
  st |= irx_parquet_options_text(o, "partition_column", "p");
  if (st != 0) return fail("options", st);
  int64_t t0 = now_ns(), c0 = cpu_ns();
  st = irx_rb_parquet_write_table(table, uri, o, 0);
  int64_t ns = now_ns() - t0, cpu = cpu_ns() - c0;
  irx_parquet_options_release(o);
  irx_arrow_table_release(table);
  if (st != 0) return fail("write", st);
  report(ns, rows, cpu);
  return 0;
}

int main(int argc, char** argv) {
  if (argc == 4 && strcmp(argv[1], "--write") == 0) return write_mode(argv[2], argv[3]);
  if (argc != 2 && argc != 3) {
    fprintf(stderr, "usage: %s URI [COLUMN] | --write SRC URI\n", argv[0]);
    return 2;
  }
  IrxParquetOptions* o = irx_parquet_options_new();
  int64_t rows = 0;
  int st = argc == 3 ? irx_parquet_options_text(o, "column", argv[2]) : 0;
  int64_t t0 = now_ns(), c0 = cpu_ns();
  if (st == 0) st = read_rows(argv[1], o, &rows);
  int64_t ns = now_ns() - t0, cpu = cpu_ns() - c0;
  irx_parquet_options_release(o);
  if (st != 0) return fail("read", st);
  report(ns, rows, cpu);
  return 0;
}
