/*
 * bench_ipc_threads.c: one Arrow IPC read or write of a local file through
 * our C API, timed (issue 32 item 6's benchmark). The pool's size is the
 * caller's: bench/ipc_threads.py runs this with IRX_NUM_THREADS 1 and 2,
 * interleaved with pyarrow's reader and writer doing the same work.
 *
 * Read: the reader opened (stream: irx_rb_stream_reader_open_file; file:
 * irx_rb_file_reader_open), then irx_rb_reader_read_table, the call that
 * asks for every batch (on a file of 1 MiB of batches or more and a pool
 * of 2, the batches are read and decoded on the pool), the table released
 * and the reader closed, all timed.
 *
 * Write: SRC, an IPC file, read whole first (not timed, its batches as
 * they are in it); then, timed: a writer of its schema at DST (stream:
 * irx_rb_stream_writer_open_file; file: irx_rb_file_writer_open), every
 * batch written, close. IRX_IPC_COMPRESSION, when set, compresses.
 *
 * Usage: bench_ipc_threads read stream|file PATH REPS
 *        bench_ipc_threads write stream|file SRC DST REPS
 * Prints "<median ns>\t<rows>\t<threads>\t<median CPU ns>" (one line;
 * CPU: the process's, all threads, over the timed part); exits 1 on a
 * failure.
 */
#define _POSIX_C_SOURCE 200809L

#include <string.h>

#include "pq_read.h"

/* Opens PATH as an IPC stream (`is_file` 0) or file (1). */
static int open_reader(int is_file, const char* path, IrxRbStreamReader** r) {
  return is_file ? irx_rb_file_reader_open(path, r) : irx_rb_stream_reader_open_file(path, r);
}

static int read_mode(int is_file, const char* path, int reps) {
  Runs runs;
  int64_t rows = 0;
  if (runs_init(&runs, reps)) return 1;
  for (int i = 0; i < reps; i++) {
    IrxRbStreamReader* r = NULL;
    struct irx_arrow_table_handle* t = NULL;
    runs_start(&runs);
    int st = open_reader(is_file, path, &r);
    if (st == 0) st = irx_rb_reader_read_table(r, &t);
    rows = t ? irx_arrow_table_num_rows(t) : 0;
    if (t) irx_arrow_table_release(t);
    if (r) irx_rb_stream_reader_close(r);
    runs_stop(&runs);
    if (st != 0) return fail("read", st);
  }
  runs_report(&runs, rows);
  return 0;
}

/* Writes the `n` batches to a new IPC stream or file at `dst` and closes
 * it: 0 or the first failing status. */
static int write_once(int is_file, const IrxRbSchema* schema, const char* dst, IrxRbBatch** batches, size_t n) {
  IrxRbStreamWriter* w = NULL;
  int st = is_file ? irx_rb_file_writer_open(schema, dst, &w) : irx_rb_stream_writer_open_file(schema, dst, &w);
  for (size_t k = 0; st == 0 && k < n; k++) st = irx_rb_stream_writer_write_batch(w, batches[k]);
  if (st == 0) st = irx_rb_stream_writer_close(w);
  irx_rb_stream_writer_release(w);
  return st;
}

static int write_mode(int is_file, const char* src, const char* dst, int reps) {
  IrxRbStreamReader* r = NULL;
  IrxRbBatch** batches = NULL;
  size_t n = 0;
  int64_t rows = 0;
  int st = irx_rb_file_reader_open(src, &r);
  if (st != 0) return fail("open source", st);
  st = read_batches(r, &batches, &n, &rows);
  irx_rb_stream_reader_close(r);
  if (st != 0) return fail("read source", st);
  if (n == 0) return fail("empty source", 1);
  IrxRbSchema* schema = NULL;
  if ((st = irx_rb_batch_schema(batches[0], &schema)) != 0) return fail("schema", st);
  Runs runs;
  if (runs_init(&runs, reps)) return 1;
  for (int i = 0; i < reps && st == 0; i++) {
    runs_start(&runs);
    st = write_once(is_file, schema, dst, batches, n);
    runs_stop(&runs);
  }
  if (st != 0) return fail("write", st);
  return write_done(&runs, rows, batches, n, schema);
}

int main(int argc, char** argv) {
  int is_file = argc > 2 && strcmp(argv[2], "file") == 0;
  if (argc > 2 && (is_file || strcmp(argv[2], "stream") == 0)) {
    if (argc == 5 && strcmp(argv[1], "read") == 0) return read_mode(is_file, argv[3], reps_arg(argv[4]));
    if (argc == 6 && strcmp(argv[1], "write") == 0) return write_mode(is_file, argv[3], argv[4], reps_arg(argv[5]));
  }
  fprintf(stderr, "usage: %s read stream|file PATH REPS | write stream|file SRC DST REPS\n", argv[0]);
  return 2;
}
