/*
 * bench.c: the runtime benchmark harness (issue 6).
 *
 * One C99 source, written only against the C ABI of ABI.md (the header names
 * IRx programs include), linked once against our libirx_runtime.a and once
 * against each build of the IRx 1.18.0 C++ runtime. It times each metric with
 * clock_gettime(CLOCK_MONOTONIC), reports the median of several repetitions in
 * ns per element or per call, and verifies every result it measures (statuses,
 * lengths, null counts, sums): any mismatch is printed and the process exits
 * non-zero. The physical baselines (memcpy, plain loops, a realloc-doubling
 * list, an atomic counter) run in the same process.
 *
 * Output, one line per metric, tab separated:
 *   <id> <ns> <unit> <baseline id or -> <label>
 * `<ns>` is "na" when the linked runtime lacks the functions: the
 * extensions only our runtime has (bulk appends) are compiled in when the
 * Makefile defines BENCH_EXTENSIONS, which it does for our build only;
 * their labels end in "[ext]".
 *
 * Usage: bench [--scale S] [--reps N] [--only ID_PREFIX]   (S multiplies the element counts)
 *
 * The metrics live by topic in parts this file includes (one translation
 * unit): bench_baselines.h (physical baselines, owners, lists),
 * bench_cdata.h (arrays: builders, C Data import/export, views, reads),
 * bench_nanoarrow.h (the nanoarrow comparator), bench_tensor.h (tensors).
 * This file holds main(): what is measured, in which order, against what.
 */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "irx_arrow_runtime.h"
#include "irx_buffer_runtime.h"
#include "irx_list_runtime.h"
#ifdef BENCH_NANOARROW
#include "nanoarrow/nanoarrow.h"
#endif

#include "harness.h"

/* GCC cannot see that the store loops fill every element before they are
 * summed, and warns about reading malloc'd memory. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include "bench_baselines.h"
#include "bench_cdata.h"
#include "bench_nanoarrow.h"
#include "bench_tensor.h"

/* ------------------------------------------------------------------ */


int main(int argc, char** argv) {
  if (harness_args(argc, argv) != 0) return 2;

  const int64_t n = scaled(10000000, 1000);
  int64_t side = (int64_t)(1000.0 * sqrt(scale));
  if (side < 10) side = 10;
  const int64_t tn = side * side;

  int64_t* values = xmalloc((size_t)n * 8);
  for (int64_t i = 0; i < n; i++) values[i] = i;
  double* fvalues = xmalloc((size_t)tn * 8);
  for (int64_t i = 0; i < tn; i++) fvalues[i] = fval(i);
  uint8_t* bitmap = make_bitmap(n);
  char label[160];

  /* physical baselines, then builder appends */
  char memcpy_label[80], store_label[80], tensor_label[80], append_label[80];
  snprintf(memcpy_label, sizeof memcpy_label, "memcpy of %lld int64 into fresh memory", (long long)n);
  snprintf(store_label, sizeof store_label, "plain C loop storing %lld int64 into fresh memory",
           (long long)n);
  snprintf(tensor_label, sizeof tensor_label, "memcpy of %lldx%lld float64", (long long)side,
           (long long)side);
  snprintf(append_label, sizeof append_label, "builder append_int, %lld int64 + finish", (long long)n);
  const int64_t mallocs = scaled(1000000, 1000);
  const metric_row rows[] = {
      {"base_memcpy", "ns/elem", "-", memcpy_label, base_memcpy, n, n, values},
      {"base_store_i64", "ns/elem", "-", store_label, base_store_i64, n, n, NULL},
      {"base_store_f64", "ns/elem", "-", "plain C loop storing float64 into fresh memory",
       base_store_f64, n, n, NULL},
      {"base_store_i32", "ns/elem", "-", "plain C loop storing int32 into fresh memory",
       base_store_i32, n, n, NULL},
      {"base_sum_i64", "ns/elem", "-", "plain C sum loop over int64", base_sum_i64, n, n, values},
      {"base_list", "ns/elem", "-", "plain C realloc-doubling list append (int64)", base_list, n, n,
       NULL},
      {"base_atomic_pair", "ns/pair", "-", "C atomic increment + decrement pair", base_atomic_pair,
       n, n, NULL},
      {"base_checked_pair", "ns/pair", "-",
       "C generation-checked compare-and-swap increment + decrement pair", base_checked_pair, n, n,
       NULL},
      {"base_malloc_small", "ns/call", "-", "malloc(64) + 3 stores + free", base_malloc_small,
       mallocs, mallocs, NULL},
      {"base_memcpy_tensor", "ns/elem", "-", tensor_label, base_memcpy_f64, tn, tn, fvalues},
      {"base_sum_f64", "ns/elem", "-", "plain C sum loop over the same float64 values",
       base_sum_f64, tn, tn, fvalues},
      {"append_int64", "ns/elem", "base_store_i64", append_label, run_append_int64, n, n, NULL},
      {"append_double", "ns/elem", "base_store_f64", "builder append_double, float64 + finish",
       run_append_double, n, n, NULL},
      {"append_int32", "ns/elem", "base_store_i32", "builder append_int32, int32 + finish",
       run_append_int32, n, n, NULL},
      {"append_nulls", "ns/elem", "base_store_i64",
       "builder append_int with 10% append_null, int64 + finish", run_append_nulls, n, n, NULL},
  };
  measure_rows(rows, sizeof rows / sizeof rows[0]);
#ifdef BENCH_EXTENSIONS
  measure("append_values", "ns/elem", "base_memcpy", "builder append_values, int64 bulk + finish [ext]",
          run_append_values, n, n, values);
#else
  report_na("append_values", "ns/elem", "base_memcpy", "builder append_values, int64 bulk + finish [ext]");
#endif

  /* imports, exports, views */
  {
    import_src plain = {values, NULL}, masked = {values, bitmap};
    snprintf(label, sizeof label, "import_copy of %lld int64, no bitmap", (long long)n);
    measure("import_copy", "ns/elem", "base_memcpy", label, run_import_copy, n, n, &plain);
    measure("import_copy_bitmap", "ns/elem", "base_memcpy",
            "import_copy of int64 with a bitmap (10% nulls)", run_import_copy, n, n, &masked);
    int64_t calls = scaled(1000, 50);
    const int64_t sizes[3] = {1000, 1000000, 10000000};
    for (int k = 0; k < 3; k++) {
      int64_t len = scaled(sizes[k], 100);
      move_src ms = {values, calls};
      char id[64];
      snprintf(id, sizeof id, "import_move_%s", size_name(sizes[k]));
      snprintf(label, sizeof label, "import_move of %lld int64 (per call)", (long long)len);
#ifdef BENCH_NANOARROW
      char base_id[64];
      snprintf(base_id, sizeof base_id, "base_na_consume_%s", size_name(sizes[k]));
      measure(base_id, "ns/call", "-",
              "nanoarrow: ArrowArrayViewInitFromSchema + SetArray (validates, default level), schema released",
              base_na_consume, len, calls, &ms);
#else
      const char* base_id = "-";
#endif
      measure(id, "ns/call", base_id, label, run_import_move, len, calls, &ms);
    }
    for (int k = 0; k < 3; k++) {
      int64_t len = scaled(sizes[k], 100);
      export_src es = {import_values(values, len), calls};
      char id[64];
      snprintf(id, sizeof id, "export_%s", size_name(sizes[k]));
      snprintf(label, sizeof label, "export of %lld int64 (per call)", (long long)len);
      measure(id, "ns/call", "-", label, run_export, len, calls, &es);
      irx_arrow_array_release(es.array);
    }
    irx_arrow_array_handle* big = import_values(values, n);
    measure("view_sum", "ns/elem", "base_sum_i64", "sum of int64 through borrow_buffer_view",
            run_view_sum, n, n, big);
#ifdef BENCH_NANOARROW
    measure("base_na_get_checked", "ns/elem", "-",
            "nanoarrow: bounds + ArrowArrayViewIsNull + ArrowArrayViewGetIntUnsafe, summed",
            base_na_get_checked, n, n, values);
    measure("base_na_get_unsafe", "ns/elem", "-", "nanoarrow: ArrowArrayViewGetIntUnsafe, summed",
            base_na_get_unsafe, n, n, values);
    {
      import_src small_src = {values, NULL};
      int64_t rounds = scaled(200000, 1000);
      measure("base_na_export_release", "ns/call", "-",
              "nanoarrow: export of a held 1000-int64 array (ArrowArrayCloneShared + ArrowSchemaInitFromType), release both", base_na_export_release,
              rounds, rounds, &small_src);
      measure("base_na_roundtrip", "ns/call", "-", "nanoarrow: that export, then the consumer path, releases",
              base_na_roundtrip, rounds, rounds, &small_src);
    }
#endif
#ifdef BENCH_EXTENSIONS
    measure("value_sum", "ns/elem", READ_BASE, "sum of int64 through value_int, element by element [ext]",
            run_value_sum, n, n, big);
    {
      irx_arrow_array_handle* a1k = import_values(values, 1000);
      int64_t rounds = scaled(200000, 1000);
      measure("export_release_1K", "ns/call", NA_BASE("base_na_export_release"),
              "export of 1000 int64 + release of both structs (per call) [ext]", run_export_release, rounds,
              rounds, a1k);
      measure("roundtrip_1K", "ns/call", NA_BASE("base_na_roundtrip"),
              "export of 1000 int64, import_move of it, release (per call) [ext]", run_roundtrip, rounds,
              rounds, a1k);
      irx_arrow_array_release(a1k);
    }
#else
    report_na("value_sum", "ns/elem", READ_BASE, "sum of int64 through value_int, element by element [ext]");
    report_na("export_release_1K", "ns/call", "-", "export + release (per call) [ext]");
    report_na("roundtrip_1K", "ns/call", "-", "export, import_move, release (per call) [ext]");
#endif
    int64_t pairs = scaled(10000000, 10000);
    measure("array_retain_release", "ns/pair", "base_checked_pair", "array retain + release pair",
            run_array_pairs, pairs, pairs, big);
    irx_arrow_array_release(big);
    int64_t lc = scaled(200000, 1000);
    measure("small_lifecycle", "ns/call", "base_malloc_small",
            "int32 builder new, 3 appends, finish, release", run_lifecycle, lc, lc, NULL);
    irx_arrow_array_handle* small = import_values(values, 1000);
    int64_t borrows = scaled(1000000, 10000);
    measure("borrow_view", "ns/call", "-", "array borrow_buffer_view (per call)", run_borrow,
            borrows, borrows, small);
    irx_arrow_array_release(small);
  }

  /* tensors */
  snprintf(label, sizeof label, "tensor %lldx%lld float64, per-element append_double + finish",
           (long long)side, (long long)side);
  measure("tensor_append", "ns/elem", "base_store_f64", label, run_tensor_append, side, tn, NULL);
#ifdef BENCH_EXTENSIONS
  measure("tensor_bulk", "ns/elem", "base_memcpy_tensor",
          "tensor float64, append_values bulk fill + finish [ext]", run_tensor_bulk, side, tn,
          fvalues);
#else
  report_na("tensor_bulk", "ns/elem", "base_memcpy_tensor",
            "tensor float64, append_values bulk fill + finish [ext]");
#endif
  {
    int64_t shape[2] = {side, side};
    irx_arrow_tensor_builder_handle* b = NULL;
    irx_arrow_tensor_handle* t = NULL;
    int st = irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 2, shape, NULL, &b);
    for (int64_t i = 0; i < tn; i++) st |= irx_arrow_tensor_builder_append_double(b, fval(i));
    st |= irx_arrow_tensor_builder_finish(b, &t);
    VERIFY(st == 0 && t, "tensor setup: %s", irx_arrow_last_error());
    if (t) {
      measure("tensor_sum", "ns/elem", "base_sum_f64", "tensor float64 sum through borrowed view",
              run_tensor_sum, side, tn, t);
#ifdef BENCH_EXTENSIONS
      measure("tensor_get_sum", "ns/elem", READ_BASE,
              "tensor float64 sum through irx_arrow_tensor_get_double, element by element [ext]",
              run_tensor_get_sum, side, tn, t);
#else
      report_na("tensor_get_sum", "ns/elem", READ_BASE, "tensor float64 sum through get_double [ext]");
#endif
      int64_t pairs = scaled(10000000, 10000);
      measure("tensor_retain_release", "ns/pair", "base_checked_pair",
              "tensor retain + release pair", run_tensor_pairs, pairs, pairs, t);
      irx_arrow_tensor_release(t);
    }
  }
  {
    irx_arrow_tensor_handle* t = NULL;
#ifdef BENCH_EXTENSIONS
    irx_arrow_tensor_builder_handle* b = NULL;
    int st = irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT64, 1, &tn, NULL, &b);
    for (int64_t i = 0; i < tn; i++) st |= irx_arrow_tensor_builder_append_int(b, i);
    st |= irx_arrow_tensor_builder_finish(b, &t);
    VERIFY(st == 0 && t, "1-D tensor setup: %s", irx_arrow_last_error());
#endif
    if (t) {
#ifdef BENCH_EXTENSIONS
      measure("tensor_get_sum_1d", "ns/elem", READ_BASE,
              "1-D tensor int64 sum through irx_arrow_tensor_get_int, element by element [ext]",
              run_tensor_get_sum_1d, tn, tn, t);
#endif
      irx_arrow_tensor_release(t);
    }
#ifndef BENCH_EXTENSIONS
    report_na("tensor_get_sum_1d", "ns/elem", READ_BASE, "1-D tensor int64 sum through get_int [ext]");
#endif
  }

#ifdef BENCH_EXTENSIONS
  measure_tensor_exchange(values);
#else
  report_na("tensor_dlpack_1K", "ns/call", "-", "tensor to DLPack and back [ext]");
  report_na("tensor_copy_1K", "ns/call", "-", "deep copy of the same tensor [ext]");
  report_na("tensor_dlpack_10M", "ns/call", "-", "tensor to DLPack and back [ext]");
  report_na("tensor_copy_10M", "ns/call", "-", "deep copy of the same tensor [ext]");
#endif

  /* lists and owners (every runtime) */
  snprintf(label, sizeof label, "irx_list_append of %lld int64", (long long)n);
  measure("list_append", "ns/elem", "base_list", label, run_list_append, n, n, NULL);
  {
    irx_list l = {NULL, 0, 0, 8};
    for (int64_t i = 0; i < n; i++) irx_list_append(&l, &i);
    measure("list_index", "ns/elem", READ_BASE, "irx_list_at sum over int64", run_list_index,
            n, n, &l);
    free(l.data);
  }
  int64_t pairs = scaled(10000000, 10000);
  measure("owner_retain_release", "ns/pair", "base_checked_pair",
          "buffer owner retain + release pair", run_owner_pairs, pairs, pairs, NULL);
  measure("view_retain_release", "ns/pair", "base_checked_pair",
          "buffer view retain + release pair (of a copy of the view)", run_view_pairs, pairs, pairs,
          NULL);

  free(values);
  free(fvalues);
  free(bitmap);
  if (failures) {
    fprintf(stderr, "bench: %d result check(s) failed\n", failures);
    return 1;
  }
  return 0;
}
