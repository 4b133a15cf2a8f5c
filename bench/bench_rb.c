/*
 * bench_rb.c: the record-batch benchmarks of issue 13.
 *
 * One C99 source, written only against pyirx 1.25's record-batch API, linked
 * once against our libirx_runtime.a (header irx_runtime.h) and once against
 * each build of the IRx 1.25.0 C++ runtime that bench/reference/build.sh
 * makes (header irx_record_batch.h; the Makefile defines BENCH_IRX125).
 * The two headers declare the same names; only the include differs. Output
 * and conventions are bench.c's (harness.h): one tab-separated line per
 * metric, the median of --reps repetitions, every measured result verified
 * (a failed check makes the process exit 1). Metric ids start with "rb_",
 * which bench/run.py puts into their own table.
 *
 * Measured (1M rows at scale 1):
 *   rb_utf8_append   builder of one utf8 column: append_utf8 of strings of
 *                    8..24 bytes (16 on average) + finish, per string
 *   rb_int64_build   builder of one int64 column: append_int64 + finish,
 *                    per value
 *   rb_cstream_1K/1M a batch of int64, float64, utf8 (1K / 1M rows):
 *                    batch_export_stream + stream_reader_import +
 *                    next_batch (+ releases), per batch
 *   rb_ipc_write     that 1M-row batch as an Arrow IPC stream in memory:
 *                    open_buffer, write_batch, close, buffer_data
 *   rb_ipc_read      those bytes back: reader open_buffer, next_batch, EOF
 *   rb_utf8_temp     snprintf into a stack temporary, then append_utf8
 *   rb_utf8_inplace  [ext] snprintf into the reserved room, next_utf8 (commit + reserve)
 *   rb_long_temp     1 KiB values written into a temporary, then append_utf8
 *   rb_long_inplace  [ext] the same values written in place (reserve/commit)
 *
 * Usage: bench_rb [--scale S] [--reps N] [--only ID_PREFIX]
 */
#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef BENCH_IRX125
#include "irx_record_batch.h"
#else
#include "irx_runtime.h"
#endif

#include "harness.h"

#include "rb_data.h"

static IrxRbSchema* one_column(const char* name, IrxColumnType type) {
  IrxRbSchema* s = NULL;
  CHECK(irx_rb_schema_create(&s));
  CHECK(irx_rb_schema_add_field(s, name, type, 1));
  return s;
}

/* ------------------------------------------------------------------ */
/* Builders                                                            */

/* `name(n, ctx)`: a batch of n rows of one column built in the timed
 * region: builder_create on `schema` (an expression of ctx), the last
 * arguments (statements appending the n values of column 0 to `b`, adding
 * their statuses into `st`), finish. Outside it, `verify(ctx, batch, st, n)`
 * checks the result. A macro, so that the timed loop is each metric's own
 * code, with no call through a pointer. */
#define DEFINE_BUILD(name, schema, verify, ...) \
  static int64_t name(int64_t n, void* ctx) {   \
    IrxRbBuilder* b = NULL;                     \
    IrxRbBatch* batch = NULL;                   \
    int st = 0;                                 \
    int64_t t0 = now_ns();                      \
    st |= irx_rb_builder_create(schema, &b);    \
    __VA_ARGS__;                                \
    st |= irx_rb_builder_finish(b, &batch);     \
    int64_t t1 = now_ns();                      \
    verify(ctx, batch, st, n);                  \
    irx_rb_batch_release(batch);                \
    irx_rb_builder_release(b);                  \
    return t1 - t0;                             \
  }

static void verify_utf8(void* ctx, IrxRbBatch* batch, int st, int64_t n) {
  (void)ctx;
  VERIFY(st == 0 && batch, "utf8 build: %s", irx_record_batch_errmsg());
  if (!batch) return;
  VERIFY(irx_rb_batch_num_rows(batch) == n, "utf8 rows");
  for (int64_t i = 0; i < n; i += n / 97 + 1)
    VERIFY(same_string(batch, 0, i, str_at(i), str_len(i)), "utf8 row %lld", (long long)i);
  VERIFY(same_string(batch, 0, n - 1, str_at(n - 1), str_len(n - 1)), "utf8 last row");
}

static void verify_int64(void* ctx, IrxRbBatch* batch, int st, int64_t n) {
  (void)ctx;
  VERIFY(st == 0 && batch, "int64 build: %s", irx_record_batch_errmsg());
  if (!batch) return;
  const void* buf = NULL;
  int64_t len = 0, sum = 0;
  CHECK(irx_rb_batch_value_buffer(batch, 0, &buf, &len));
  VERIFY(len == n && buf, "int64 value buffer length %lld", (long long)len);
  if (buf && len == n)
    for (int64_t i = 0; i < n; i++) sum += ((const int64_t*)buf)[i];
  VERIFY(sum == n * (n - 1) / 2, "int64 sum %lld", (long long)sum);
}

/* ctx: the one-column utf8 schema. */
DEFINE_BUILD(run_utf8_append, (IrxRbSchema*)ctx, verify_utf8,
             for (int64_t i = 0; i < n; i++)
                 st |= irx_rb_builder_append_utf8(b, 0, str_at(i), str_len(i)))

/* ctx: the one-column int64 schema. */
DEFINE_BUILD(run_int64_build, (IrxRbSchema*)ctx, verify_int64,
             for (int64_t i = 0; i < n; i++) st |= irx_rb_builder_append_int64(b, 0, i))

/* Values produced by a writer into memory it is given: the temporary path
 * writes each into a buffer and copies it into the column with
 * append_utf8; the in-place path [ext] writes it into the column's own
 * storage (reserve once, then next_utf8 commits one value and reserves
 * the next). */
typedef struct producer {
  const char* what;
  int room;                        /* the most one value needs */
  int (*write)(char*, int64_t);    /* writes value i, returns its length */
  IrxRbSchema* schema;             /* one utf8 column */
} producer;

/* String i written by snprintf: "r<i>:<8 pool bytes>", 11..17 bytes here. */
#define FMT_ROOM 32
static int fmt_row(char* room, int64_t i) {
  return snprintf(room, FMT_ROOM, "r%lld:%.8s", (long long)i, str_at(i));
}

/* Long values (about 1 KiB), as a kernel writing its output piece by piece
 * produces them. */
#define LONG_ROOM 1100
static char long_template[LONG_ROOM];
static int fill_long(char* room, int64_t i) {
  int len = 1000 + (int)(i % 64);
  if (long_template[0] == 0)
    for (int k = 0; k < LONG_ROOM; k++) long_template[k] = (char)('a' + k % 26);
  memcpy(room, long_template, (size_t)len);
  for (int k = 0; k < 8; k++, i /= 10) room[k] = (char)('0' + i % 10);
  return len;
}

/* The finished batch holds every value; times nothing. */
static void verify_produced(void* ctx, IrxRbBatch* batch, int st, int64_t n) {
  const producer* p = ctx;
  char want[LONG_ROOM];
  VERIFY(st == 0 && batch, "%s build: %s", p->what, irx_record_batch_errmsg());
  if (!batch) return;
  VERIFY(irx_rb_batch_num_rows(batch) == n, "%s rows", p->what);
  for (int64_t i = 0; i < n; i += n / 97 + 1) {
    int len = p->write(want, i);
    VERIFY(same_string(batch, 0, i, want, len), "%s row %lld", p->what, (long long)i);
  }
}

/* ctx: a producer; each value goes through a temporary. */
DEFINE_BUILD(run_temp, ((const producer*)ctx)->schema, verify_produced,
             const producer* p = ctx;
             char tmp[LONG_ROOM];
             for (int64_t i = 0; i < n; i++) {
               int len = p->write(tmp, i);
               st |= irx_rb_builder_append_utf8(b, 0, tmp, len);
             })

#ifndef BENCH_IRX125
/* ctx: a producer; each value is written in place. */
DEFINE_BUILD(run_inplace, ((const producer*)ctx)->schema, verify_produced,
             const producer* p = ctx;
             char* room = NULL;
             st |= irx_rb_builder_reserve_utf8(b, 0, p->room, &room);
             for (int64_t i = 0; i < n && room != NULL; i++) {
               int len = p->write(room, i);
               if (i + 1 < n)
                 st |= irx_rb_builder_next_utf8(b, 0, len, p->room, &room);
               else
                 st |= irx_rb_builder_commit_utf8(b, 0, len);
             })
#endif

typedef struct {
  IrxRbBatch* batch;
  int64_t rows;
} cstream_src;

static int64_t run_cstream(int64_t calls, void* ctx) {
  cstream_src* src = ctx;
  int st = 0;
  int64_t got_rows = 0, eofs = 0;
  int64_t t0 = now_ns();
  for (int64_t k = 0; k < calls; k++) {
    struct ArrowArrayStream stream;
    IrxRbStreamReader* r = NULL;
    IrxRbBatch* b = NULL;
    memset(&stream, 0, sizeof stream);
    st |= irx_rb_batch_export_stream(src->batch, &stream);
    st |= irx_rb_stream_reader_import(&stream, &r);
    st |= irx_rb_stream_reader_next_batch(r, &b);
    if (b) got_rows += irx_rb_batch_num_rows(b);
    if (k == calls - 1 && b) verify_three(b, src->rows, "C stream batch");
    irx_rb_batch_release(b);
    b = NULL;
    eofs += irx_rb_stream_reader_next_batch(r, &b) == IRX_EOF;
    irx_rb_stream_reader_close(r);
    if (stream.release) stream.release(&stream);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0 && got_rows == calls * src->rows && eofs == calls, "C stream: %s",
         irx_record_batch_errmsg());
  return t1 - t0;
}

/* ------------------------------------------------------------------ */
/* Arrow IPC stream in memory                                          */

typedef struct {
  IrxRbSchema* schema;
  IrxRbBatch* batch;
  int64_t rows;
  uint8_t* bytes; /* a copy of the last stream written */
  int64_t size;
} ipc_src;

static int64_t run_ipc_write(int64_t rows, void* ctx) {
  ipc_src* src = ctx;
  IrxRbStreamWriter* w = NULL;
  const uint8_t* data = NULL;
  int64_t size = 0;
  int st = 0;
  int64_t t0 = now_ns();
  st |= irx_rb_stream_writer_open_buffer(src->schema, &w);
  st |= irx_rb_stream_writer_write_batch(w, src->batch);
  st |= irx_rb_stream_writer_close(w);
  st |= irx_rb_stream_writer_buffer_data(w, &data, &size);
  int64_t t1 = now_ns();
  /* Lower bound: the three columns' values alone (uncompressed; with our
   * IRX_IPC_COMPRESSION=lz4|zstd extension, the schema message at least). */
  int64_t least = getenv("IRX_IPC_COMPRESSION") ? 64 : rows * (8 + 8 + 16);
  VERIFY(st == 0 && data && size > least, "IPC write: %s (size %lld)",
         irx_record_batch_errmsg(), (long long)size);
  if (st == 0 && data) {
    free(src->bytes);
    src->bytes = xmalloc((size_t)size);
    memcpy(src->bytes, data, (size_t)size);
    src->size = size;
  }
  irx_rb_stream_writer_release(w);
  return t1 - t0;
}

static int64_t run_ipc_read(int64_t rows, void* ctx) {
  ipc_src* src = ctx;
  IrxRbStreamReader* r = NULL;
  IrxRbBatch* b = NULL;
  IrxRbBatch* none = NULL;
  int st = 0;
  int64_t t0 = now_ns();
  st |= irx_rb_stream_reader_open_buffer(src->bytes, src->size, &r);
  st |= irx_rb_stream_reader_next_batch(r, &b);
  int eof = irx_rb_stream_reader_next_batch(r, &none);
  int64_t t1 = now_ns();
  VERIFY(st == 0 && b && eof == IRX_EOF && none == NULL, "IPC read: %s", irx_record_batch_errmsg());
  if (b) verify_three(b, rows, "IPC read");
  irx_rb_batch_release(b);
  irx_rb_stream_reader_close(r);
  return t1 - t0;
}

int main(int argc, char** argv) {
  if (harness_args(argc, argv) != 0) return 2;
  fill_pool();
  const int64_t n = scaled(1000000, 1000);
  char label[200];

  IrxRbSchema* utf8 = one_column("s", IRX_COL_UTF8);
  IrxRbSchema* i64 = one_column("i", IRX_COL_INT64);
  snprintf(label, sizeof label,
           "record batch builder: %lld append_utf8 (8..24 bytes, 16 on average) + finish", (long long)n);
  measure("rb_utf8_append", "ns/string", "-", label, run_utf8_append, n, n, utf8);
  snprintf(label, sizeof label, "record batch builder: %lld append_int64 + finish", (long long)n);
  measure("rb_int64_build", "ns/value", "-", label, run_int64_build, n, n, i64);
  producer formatted = {"formatted", FMT_ROOM, fmt_row, utf8};
  producer long_values = {"1 KiB", LONG_ROOM, fill_long, utf8};
  measure("rb_utf8_temp", "ns/string", "-",
          "snprintf into a temporary (11..17 bytes) + append_utf8, + finish", run_temp, n, n, &formatted);
  const int64_t n_long = scaled(100000, 100);
  measure("rb_long_temp", "ns/string", "-",
          "1 KiB values written into a temporary + append_utf8, + finish", run_temp, n_long, n_long,
          &long_values);
#ifndef BENCH_IRX125
  measure("rb_utf8_inplace", "ns/string", "rb_utf8_temp",
          "snprintf into the room, then next_utf8 (commit + reserve 32), + finish [ext]", run_inplace, n, n,
          &formatted);
  measure("rb_long_inplace", "ns/string", "rb_long_temp",
          "1 KiB values written in place, then next_utf8 (commit + reserve), + finish [ext]", run_inplace,
          n_long, n_long, &long_values);
#else
  report_na("rb_utf8_inplace", "ns/string", "rb_utf8_temp",
            "snprintf into the room, then next_utf8 (commit + reserve 32), + finish [ext]");
  report_na("rb_long_inplace", "ns/string", "rb_long_temp",
            "1 KiB values written in place, then next_utf8 (commit + reserve), + finish [ext]");
#endif

  IrxRbSchema* three = three_columns();
  const int64_t sizes[2] = {1000, 1000000};
  for (int k = 0; k < 2; k++) {
    int64_t rows = k == 0 ? sizes[0] : scaled(sizes[1], 1000);
    cstream_src cs = {three_column_batch(three, rows), rows};
    int64_t calls = k == 0 ? scaled(20000, 200) : 20;
    char id[32];
    snprintf(id, sizeof id, "rb_cstream_%s", k == 0 ? "1K" : "1M");
    snprintf(label, sizeof label,
             "batch_export_stream + stream_reader_import + next_batch (+ EOF, releases), "
             "%lld rows of int64, float64, utf8 (per batch)",
             (long long)rows);
    if (cs.batch) measure(id, "ns/batch", "-", label, run_cstream, calls, calls, &cs);
    irx_rb_batch_release(cs.batch);
  }

  {
    ipc_src src = {three, three_column_batch(three, n), n, NULL, 0};
    if (src.batch) {
      verify_three(src.batch, n, "source batch");
      run_ipc_write(n, &src); /* the bytes rb_ipc_read reads, also under --only */
      snprintf(label, sizeof label,
               "Arrow IPC stream write to memory, %lld rows of int64, float64, utf8 (16 B avg), per row",
               (long long)n);
      measure("rb_ipc_write", "ns/row", "-", label, run_ipc_write, n, n, &src);
      snprintf(label, sizeof label, "Arrow IPC stream read from memory, the same %lld rows, per row",
               (long long)n);
      if (src.bytes) measure("rb_ipc_read", "ns/row", "-", label, run_ipc_read, n, n, &src);
    }
    irx_rb_batch_release(src.batch);
    free(src.bytes);
  }

  irx_rb_schema_release(three);
  irx_rb_schema_release(i64);
  irx_rb_schema_release(utf8);
  if (failures) {
    fprintf(stderr, "bench_rb: %d result check(s) failed\n", failures);
    return 1;
  }
  return 0;
}
