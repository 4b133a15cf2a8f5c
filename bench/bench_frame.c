/*
 * bench_frame.c: the data-frame table benchmarks of issue 14.
 *
 * One C99 source, written only against pyirx 1.25's API, linked once
 * against our libirx_runtime.a (header irx_runtime.h) and once against each
 * build of the IRx 1.25.0 C++ runtime that bench/reference/build.sh makes
 * (headers irx_arrow_runtime.h and irx_record_batch.h; the Makefile defines
 * BENCH_IRX125). Output and conventions are bench_rb.c's (harness.h); metric
 * ids start with "df_", which bench/run.py puts into their own table.
 *
 * The input is a data-frame literal as pyirx 1.25 embeds one in a program:
 * the Arrow IPC stream pyarrow 24 writes for one record batch of 1,000 rows
 * (id int64, price float64 with nulls, name utf8), made by
 * bench/gen_frame_literal.py into bench/data/frame_literal_1000.arrows and
 * read here into 16-byte aligned memory (a compiled constant's alignment).
 *
 * Measured, per literal:
 *   df_from_ipc         irx_arrow_table_from_ipc + irx_arrow_table_release
 *                       (the bytes are borrowed for the call and copied)
 *   df_from_ipc_static  [ext] irx_arrow_table_from_ipc_static + release
 *                       (the bytes outlive the table: read in place)
 * Every table is checked after the timed region (rows, columns, and every
 * value through irx_rb_table_to_batch).
 *
 * Usage: bench_frame [--scale S] [--reps N] [--only ID_PREFIX] [--literal PATH]
 */
#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef BENCH_IRX125
#include "irx_arrow_runtime.h"
#include "irx_record_batch.h"
#else
#include "irx_runtime.h"
#endif

#include "harness.h"

#define LITERAL_ROWS 1000

typedef struct literal {
  const uint8_t* bytes;
  int64_t size;
} literal;

typedef int (*from_ipc_fn)(const uint8_t*, int64_t, irx_arrow_table_handle**);

static literal load(const char* path) {
  literal out = {NULL, 0};
  FILE* f = fopen(path, "rb");
  long size;
  void* mem = NULL;
  if (!f) {
    fprintf(stderr, "bench_frame: cannot open %s\n", path);
    exit(2);
  }
  fseek(f, 0, SEEK_END);
  size = ftell(f);
  fseek(f, 0, SEEK_SET);
  if (size <= 0 || posix_memalign(&mem, 16, (size_t)size) != 0 ||
      fread(mem, 1, (size_t)size, f) != (size_t)size) {
    fprintf(stderr, "bench_frame: cannot read %s\n", path);
    exit(2);
  }
  fclose(f);
  out.bytes = mem;
  out.size = size;
  return out;
}

/* The literal's values (bench/gen_frame_literal.py). */
static int same_name(const char* got, int64_t len, int64_t i) {
  char want[32];
  int64_t n = 3 + (i * 7) % 17, k;
  memcpy(want, "item-", 5);
  for (k = 0; k < n; k++) want[5 + k] = (char)('a' + (i * 7 + k) % 26);
  return len == 5 + n && memcmp(got, want, (size_t)len) == 0;
}

static void verify_table(irx_arrow_table_handle* t) {
  IrxRbBatch* batch = NULL;
  int64_t i;
  VERIFY(irx_arrow_table_num_rows(t) == LITERAL_ROWS, "rows %lld", (long long)irx_arrow_table_num_rows(t));
  VERIFY(irx_arrow_table_num_columns(t) == 3, "columns");
  VERIFY(irx_rb_table_to_batch(t, &batch) == IRX_OK && batch, "to_batch: %s", irx_record_batch_errmsg());
  if (!batch) return;
  for (i = 0; i < LITERAL_ROWS; i++) {
    int64_t id = -1, len = -1;
    double price = -1;
    int null = -1;
    const char* name = NULL;
    VERIFY(irx_rb_batch_get_int64(batch, 0, i, &id) == IRX_OK && id == i, "id %lld", (long long)i);
    VERIFY(irx_rb_batch_is_null(batch, 1, i, &null) == IRX_OK && null == (i % 10 == 9), "null %lld",
           (long long)i);
    if (i % 10 != 9)
      VERIFY(irx_rb_batch_get_float64(batch, 1, i, &price) == IRX_OK && price == (double)i * 0.25,
             "price %lld", (long long)i);
    VERIFY(irx_rb_batch_get_utf8(batch, 2, i, &name, &len) == IRX_OK && same_name(name, len, i),
           "name %lld", (long long)i);
  }
  irx_rb_batch_release(batch);
}

typedef struct run_ctx {
  literal lit;
  from_ipc_fn read;
} run_ctx;

/* `calls` literals read and released; the last table is verified. */
static int64_t run_from_ipc(int64_t calls, void* p) {
  run_ctx* ctx = p;
  irx_arrow_table_handle* t = NULL;
  int st = 0;
  int64_t i, t0, t1;
  t0 = now_ns();
  for (i = 0; i < calls - 1; i++) {
    st |= ctx->read(ctx->lit.bytes, ctx->lit.size, &t);
    irx_arrow_table_release(t);
  }
  st |= ctx->read(ctx->lit.bytes, ctx->lit.size, &t);
  t1 = now_ns();
  VERIFY(st == 0 && t, "from_ipc: %s", irx_arrow_last_error());
  if (t) {
    verify_table(t);
    irx_arrow_table_release(t);
  }
  return t1 - t0;
}

int main(int argc, char** argv) {
  const char* path = "bench/data/frame_literal_1000.arrows";
  int a;
  char label[160];
  run_ctx ctx;
  int64_t calls;
  for (a = 1; a < argc; a++) {
    if (strcmp(argv[a], "--scale") == 0 && a + 1 < argc) scale = atof(argv[++a]);
    else if (strcmp(argv[a], "--reps") == 0 && a + 1 < argc) reps = atoi(argv[++a]);
    else if (strcmp(argv[a], "--only") == 0 && a + 1 < argc) only_metric = argv[++a];
    else if (strcmp(argv[a], "--literal") == 0 && a + 1 < argc) path = argv[++a];
    else {
      fprintf(stderr, "usage: %s [--scale S] [--reps N] [--only ID] [--literal PATH]\n", argv[0]);
      return 2;
    }
  }
  ctx.lit = load(path);
  /* 2,000 literals per repetition at scale 1 (a few ms), at least 20. */
  calls = scaled(2000, 20);

  snprintf(label, sizeof label, "table_from_ipc of a %d-row literal (int64, float64, utf8; %lld bytes)",
           LITERAL_ROWS, (long long)ctx.lit.size);
  ctx.read = irx_arrow_table_from_ipc;
  measure("df_from_ipc", "ns/table", "-", label, run_from_ipc, calls, calls, &ctx);

  snprintf(label, sizeof label, "[ext] table_from_ipc_static of the same literal (read in place)");
#ifdef BENCH_IRX125
  report_na("df_from_ipc_static", "ns/table", "-", label);
#else
  ctx.read = irx_arrow_table_from_ipc_static;
  measure("df_from_ipc_static", "ns/table", "-", label, run_from_ipc, calls, calls, &ctx);
#endif

  free((void*)ctx.lit.bytes);
  if (failures) {
    fprintf(stderr, "bench_frame: %d failed checks\n", failures);
    return 1;
  }
  return 0;
}
