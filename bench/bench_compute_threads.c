/*
 * bench_compute_threads.c: one Series kernel on 10M-value columns through
 * our C API, timed (issue 32 item 7's benchmark). The pool's size is the
 * caller's: bench/compute_peers.py runs this with IRX_NUM_THREADS 1 and 2,
 * interleaved with numpy, Polars and pyarrow doing the same work.
 *
 * The columns are built first (not timed) with the array builder, one
 * chunk each, from raw files of 8-byte values (int64 or float64, native
 * order) that the driver wrote, with the validity bitmap VALIDITY (Arrow
 * bits, LSB first) on every column when given. Timed: one
 * irx_arrow_column_compute(KERNEL) of LHS (and RHS, for an element-wise
 * kernel of two columns), its result column, if any, released.
 *
 * Usage: bench_compute_threads KERNEL int64|float64 REPS LHS [RHS|-] [VALIDITY]
 * Prints "<median ns>\t<rows>\t<threads>\t<median CPU ns>" (one line;
 * CPU: the process's, all threads, over the timed part); exits 1 on a
 * failure.
 */
#define _POSIX_C_SOURCE 200809L

#include <string.h>

#include "pq_read.h"

/* The whole of `path` in a new buffer (`*len` bytes), or NULL. */
static void* slurp(const char* path, long* len) {
  FILE* f = fopen(path, "rb");
  void* buf = NULL;
  *len = 0;
  if (!f) return NULL;
  if (fseek(f, 0, SEEK_END) == 0 && (*len = ftell(f)) > 0 && fseek(f, 0, SEEK_SET) == 0) {
    buf = malloc((size_t)*len);
    if (buf && fread(buf, 1, (size_t)*len, f) != (size_t)*len) {
      free(buf);
      buf = NULL;
    }
  }
  fclose(f);
  return buf;
}

/* A one-chunk column of `type_id` from the values in `path` and `valid`
 * (NULL: all valid); `*rows` is its length. NULL on a failure. */
static irx_arrow_chunked_array_handle* load(int32_t type_id, const char* path, const uint8_t* valid,
                                            int64_t* rows) {
  long len = 0;
  void* values = slurp(path, &len);
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  irx_arrow_table_handle* t = NULL;
  irx_arrow_chunked_array_handle* c = NULL;
  const char* names[1] = {"v"};
  *rows = len / 8;
  int st = values ? irx_arrow_array_builder_new(type_id, &b) : 1;
  if (st == 0) st = irx_arrow_array_builder_append_values(b, values, valid, *rows);
  if (st == 0) st = irx_arrow_array_builder_finish(b, &a);
  else if (b) irx_arrow_array_builder_release(b);
  if (st == 0) st = irx_arrow_table_new_from_arrays(1, names, &a, &t);
  if (a) irx_arrow_array_release(a);
  if (st == 0) st = irx_arrow_table_column_by_index(t, 0, &c);
  if (t) irx_arrow_table_release(t);
  free(values);
  return st == 0 ? c : NULL;
}

int main(int argc, char** argv) {
  if (argc < 5 || argc > 7 || (strcmp(argv[2], "int64") != 0 && strcmp(argv[2], "float64") != 0)) {
    fprintf(stderr, "usage: %s KERNEL int64|float64 REPS LHS [RHS|-] [VALIDITY]\n", argv[0]);
    return 2;
  }
  int32_t type_id = strcmp(argv[2], "int64") == 0 ? IRX_ARROW_TYPE_INT64 : IRX_ARROW_TYPE_FLOAT64;
  int reps = reps_arg(argv[3]);
  long vlen = 0;
  uint8_t* valid = argc == 7 ? slurp(argv[6], &vlen) : NULL;
  if (argc == 7 && !valid) return fail("validity", 1);
  int64_t rows = 0, rrows = 0;
  irx_arrow_chunked_array_handle* lhs = load(type_id, argv[4], valid, &rows);
  irx_arrow_chunked_array_handle* rhs = NULL;
  if (!lhs || (valid && vlen * 8 < rows)) return fail("lhs", 1);
  if (argc > 5 && strcmp(argv[5], "-") != 0 && (!(rhs = load(type_id, argv[5], valid, &rrows)) || rrows != rows))
    return fail("rhs", 1);
  Runs runs;
  if (runs_init(&runs, reps)) return 1;
  for (int i = 0; i < reps; i++) {
    irx_arrow_chunked_array_handle* out = NULL;
    uint64_t bits = 0;
    int32_t ok = 0;
    runs_start(&runs);
    int st = irx_arrow_column_compute(argv[1], type_id, lhs, 0, 0, rhs, 0, 0, &out, &bits, &ok);
    if (out) irx_arrow_chunked_array_release(out);
    runs_stop(&runs);
    if (st != 0) return fail(argv[1], st);
  }
  runs_report(&runs, rows);
  irx_arrow_chunked_array_release(lhs);
  if (rhs) irx_arrow_chunked_array_release(rhs);
  free(valid);
  return 0;
}
