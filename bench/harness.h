/*
 * harness.h: what every benchmark harness shares (bench.c, bench_rb.c):
 * timing, medians, scaling, the tab-separated report line that
 * bench/run.py parses, and VERIFY, which counts failed result checks.
 * Included once, by one translation unit per binary.
 */
#ifndef IRX_BENCH_HARNESS_H
#define IRX_BENCH_HARNESS_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NOINLINE __attribute__((noinline))
/* Helpers that only some metrics use. */
#define MAYBE_UNUSED __attribute__((unused))

static int failures;
static int reps = 5;
static double scale = 1.0;
/* --only PREFIX: measure only the metrics whose id starts with
 * PREFIX, for profiling one of them. */
static const char* only_metric;

#define VERIFY(cond, ...)                                                    \
  do {                                                                       \
    if (!(cond)) {                                                           \
      fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);        \
      fprintf(stderr, __VA_ARGS__);                                          \
      fprintf(stderr, "\n");                                                 \
      failures++;                                                            \
    }                                                                        \
  } while (0)

static int64_t now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static int cmp_double(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return (x > y) - (x < y);
}

static double median(double* v, int n) {
  qsort(v, (size_t)n, sizeof(double), cmp_double);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

MAYBE_UNUSED static int64_t scaled(int64_t nominal, int64_t minimum) {
  int64_t n = (int64_t)((double)nominal * scale);
  return n < minimum ? minimum : n;
}

static void report(const char* id, double ns, const char* unit, const char* base,
                   const char* label) {
  printf("%s\t%.3f\t%s\t%s\t%s\n", id, ns, unit, base, label);
  fflush(stdout);
}

MAYBE_UNUSED static void report_na(const char* id, const char* unit, const char* base, const char* label) {
  if (only_metric && strncmp(id, only_metric, strlen(only_metric)) != 0) return;
  printf("%s\tna\t%s\t%s\t%s\n", id, unit, base, label);
  fflush(stdout);
}

MAYBE_UNUSED static void* xmalloc(size_t n) {
  void* p = malloc(n ? n : 1);
  if (p == NULL) {
    fprintf(stderr, "bench: out of memory (%zu bytes)\n", n);
    exit(2);
  }
  return p;
}

/* The options every harness takes: --scale S, --reps N and --only PREFIX.
 * Consumes argv[*i] (and its value) and returns 1, or returns 0 for an
 * option the harness handles itself. */
MAYBE_UNUSED static int harness_option(int argc, char** argv, int* i) {
  if (*i + 1 >= argc) return 0;
  if (strcmp(argv[*i], "--scale") == 0) {
    scale = atof(argv[++*i]);
  } else if (strcmp(argv[*i], "--reps") == 0) {
    reps = atoi(argv[++*i]);
  } else if (strcmp(argv[*i], "--only") == 0) {
    only_metric = argv[++*i];
  } else {
    return 0;
  }
  return 1;
}

/* 0 when --scale and --reps are usable, else a message and 2. */
MAYBE_UNUSED static int harness_options_ok(const char* name) {
  if (!(scale > 0) || reps < 1) {
    fprintf(stderr, "%s: --scale must be > 0 and --reps >= 1\n", name);
    return 2;
  }
  return 0;
}

/* A harness that takes only the common options: 0 when it may run, else
 * the exit status (2, after a usage message). */
MAYBE_UNUSED static int harness_args(int argc, char** argv) {
  for (int i = 1; i < argc; i++) {
    if (!harness_option(argc, argv, &i)) {
      fprintf(stderr, "usage: %s [--scale S] [--reps N] [--only ID_PREFIX]\n", argv[0]);
      return 2;
    }
  }
  return harness_options_ok(argv[0]);
}

/* A metric body runs once per repetition and returns the elapsed ns of its
 * timed region; setup, verification and cleanup stay outside that region. */
typedef int64_t (*body_fn)(int64_t n, void* ctx);

static void measure(const char* id, const char* unit, const char* base, const char* label,
                    body_fn body, int64_t n, int64_t per, void* ctx) {
  if (only_metric && strncmp(id, only_metric, strlen(only_metric)) != 0) return;
  double samples[64];
  int r = reps > 64 ? 64 : reps;
  for (int i = 0; i < r; i++) samples[i] = (double)body(n, ctx) / (double)per;
  report(id, median(samples, r), unit, base, label);
}

/* One row of a table of metrics: measure()'s arguments. */
typedef struct {
  const char* id;
  const char* unit;
  const char* base;
  const char* label;
  body_fn body;
  int64_t n;
  int64_t per;
  void* ctx;
} metric_row;

/* measure() of each row, in order. */
MAYBE_UNUSED static void measure_rows(const metric_row* rows, size_t count) {
  for (size_t i = 0; i < count; i++)
    measure(rows[i].id, rows[i].unit, rows[i].base, rows[i].label, rows[i].body, rows[i].n,
            rows[i].per, rows[i].ctx);
}

#endif
