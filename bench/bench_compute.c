/*
 * bench_compute.c: the series compute benchmarks of issue 14.
 *
 * One C99 source, written only against pyirx 1.25's data-frame API
 * (irx_arrow_runtime.h), linked once against our libirx_runtime.a (header
 * irx_runtime.h) and once against each build of the IRx 1.25.0 C++ runtime
 * that bench/reference/build.sh makes (its irx_arrow_runtime.cc, series and
 * compute included; the Makefile defines BENCH_IRX125). Output and
 * conventions are bench.c's (harness.h): one tab-separated line per metric,
 * the median of --reps repetitions, every result verified (a failed check
 * makes the process exit 1). Metric ids start with "fc_"; bench/run.py
 * --section fc_ puts them in their own section of docs/BENCHMARKS.md.
 *
 * Measured, on a column of 10M values (scale 1) built through the API
 * (array builder, table, column) outside the timed region: one
 * irx_arrow_column_compute_promoted call, as IRx programs make it, of
 *   fc_{sum,min,max,mean}_{i64,f64}   a reduction to one value
 *   fc_add_{i64,f64}                  add_checked of two columns
 *   fc_add_scalar_{i64,f64}           add_checked of a column and a scalar
 * (the result column is released after the timer).
 *
 * Usage: bench_compute [--scale S] [--reps N] [--only ID_PREFIX]
 */
#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef BENCH_IRX125
#include "irx_arrow_runtime.h"
#else
#include "irx_runtime.h"
#endif

#include "harness.h"

typedef irx_arrow_chunked_array_handle column;

/* Value i of the int64 column: -500..499 (no sum overflows); of the
 * float64 one: that times 0.25 (exact sums). */
static int64_t int_at(int64_t i) { return i % 1000 - 500; }
static double float_at(int64_t i) { return (double)int_at(i) * 0.25; }

static column* make_column(int32_t type, int64_t n) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  irx_arrow_table_handle* t = NULL;
  column* c = NULL;
  const char* names[1] = {"x"};
  int st = irx_arrow_array_builder_new(type, &b);
  for (int64_t i = 0; i < n && st == 0; i++)
    st = type == IRX_ARROW_TYPE_INT64 ? irx_arrow_array_builder_append_int(b, int_at(i))
                                      : irx_arrow_array_builder_append_double(b, float_at(i));
  st |= irx_arrow_array_builder_finish(b, &a);
  st |= irx_arrow_table_new_from_arrays(1, names, &a, &t);
  st |= irx_arrow_table_column_by_index(t, 0, &c);
  VERIFY(st == 0 && c, "column of %lld: %s", (long long)n, irx_arrow_last_error());
  irx_arrow_array_release(a);
  irx_arrow_table_release(t);
  return c;
}

typedef struct job {
  const char* kernel;
  int32_t type;
  column* lhs;
  column* rhs;     /* NULL: the scalar */
  uint64_t bits;   /* the scalar */
  uint64_t expect; /* a reduction's bits */
} job;

static uint64_t double_bits(double v) {
  uint64_t b;
  memcpy(&b, &v, sizeof b);
  return b;
}

static int64_t run_job(int64_t n, void* ctx) {
  job* j = ctx;
  column* out = NULL;
  uint64_t bits = 0;
  int32_t valid = 0;
  int64_t t0 = now_ns();
  int st = irx_arrow_column_compute_promoted(j->kernel, j->type, j->lhs, 0, 0, j->rhs, j->bits, 1, &out, &bits,
                                             &valid);
  int64_t t1 = now_ns();
  VERIFY(st == 0, "%s: %d %s", j->kernel, st, irx_arrow_last_error());
  if (strcmp(j->kernel, "add_checked") != 0) {
    VERIFY(out == NULL && valid == 1 && bits == j->expect, "%s: bits %llx, expected %llx", j->kernel,
           (unsigned long long)bits, (unsigned long long)j->expect);
  } else if (out != NULL) {
    /* spot checks: lhs + rhs (or + the scalar 1) */
    for (int64_t i = 0; i < n; i += n / 7 + 1) {
      uint64_t v = 0;
      int32_t ok = 0;
      VERIFY(irx_arrow_series_index(out, i, j->type, &v, &ok) == 0 && ok == 1, "add row %lld", (long long)i);
      uint64_t want = j->type == IRX_ARROW_TYPE_INT64
                          ? (uint64_t)(j->rhs ? 2 * int_at(i) : int_at(i) + 1)
                          : double_bits(j->rhs ? 2 * float_at(i) : float_at(i) + 1.0);
      VERIFY(v == want, "add row %lld: %llx != %llx", (long long)i, (unsigned long long)v,
             (unsigned long long)want);
    }
    irx_arrow_chunked_array_release(out);
  } else {
    VERIFY(out != NULL, "add_checked made no column");
  }
  return t1 - t0;
}

int main(int argc, char** argv) {
  if (harness_args(argc, argv) != 0) return 2;
  /* A multiple of 1000: every value -500..499 appears n / 1000 times. */
  const int64_t n = scaled(10000000, 1000) / 1000 * 1000;
  const int64_t sum_i = -500 * (n / 1000); /* sum of -500..499 per 1000 */
  const int32_t types[2] = {IRX_ARROW_TYPE_INT64, IRX_ARROW_TYPE_FLOAT64};
  for (int k = 0; k < 2; k++) {
    int32_t type = types[k];
    int is_int = type == IRX_ARROW_TYPE_INT64;
    const char* tn = is_int ? "i64" : "f64";
    column* c = make_column(type, n);
    if (c == NULL) continue;
    uint64_t one = is_int ? 1 : double_bits(1.0);
    job jobs[] = {
        {"sum", type, c, NULL, 0, is_int ? (uint64_t)sum_i : double_bits((double)sum_i * 0.25)},
        {"min", type, c, NULL, 0, is_int ? (uint64_t)(int64_t)-500 : double_bits(-125.0)},
        {"max", type, c, NULL, 0, is_int ? 499 : double_bits(124.75)},
        {"mean", type, c, NULL, 0, double_bits(is_int ? -0.5 : -0.125)},
        {"add_checked", type, c, c, 0, 0},
        {"add_checked", type, c, NULL, one, 0},
    };
    const char* ids[] = {"sum", "min", "max", "mean", "add", "add_scalar"};
    for (size_t m = 0; m < sizeof jobs / sizeof jobs[0]; m++) {
      char id[48], label[200];
      snprintf(id, sizeof id, "fc_%s_%s", ids[m], tn);
      snprintf(label, sizeof label, "%s of %lld %s%s (column_compute_promoted)", jobs[m].kernel, (long long)n,
               is_int ? "int64" : "float64",
               m == 4 ? ", column + column" : m == 5 ? ", column + scalar" : "");
      measure(id, "ns/elem", "-", label, run_job, n, n, &jobs[m]);
    }
    irx_arrow_chunked_array_release(c);
  }
  return failures ? 1 : 0;
}
