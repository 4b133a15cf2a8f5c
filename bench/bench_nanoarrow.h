/*
 * bench_nanoarrow.h: nanoarrow 0.9 as bench.c's comparator for the C Data
 * consumer, export and checked reads (make bench builds it from PyPI,
 * bench/nanoarrow/build.sh). Without BENCH_NANOARROW only the baseline ids
 * the metrics name are defined. After bench_cdata.h.
 * Part of bench.c's one translation unit (harness.h keeps its state in
 * statics): included once, by bench.c, after the API headers and harness.h.
 */
#ifndef IRX_BENCH_NANOARROW_H
#define IRX_BENCH_NANOARROW_H

/* ---- nanoarrow 0.9 as the comparator (make bench builds it from PyPI) ---- */
#ifdef BENCH_NANOARROW
/* What a C consumer does on receiving an array: a view from the schema,
 * the array set on it, default (O(1)) validation; the schema is released
 * as import_move releases it. Per call, over the same producer structs
 * run_import_move gets. */
static int64_t base_na_consume(int64_t n, void* ctx) {
  const move_src* src = ctx;
  int64_t calls = src->calls;
  const void* buffers[2] = {NULL, src->values};
  struct ArrowArray* in = xmalloc(sizeof(*in) * (size_t)calls);
  struct ArrowSchema* sc = xmalloc(sizeof(*sc) * (size_t)calls);
  for (int64_t c = 0; c < calls; c++) make_producer(&in[c], &sc[c], buffers, n, 0);
  int st = 0;
  int64_t length = 0;
  int64_t t0 = now_ns();
  for (int64_t c = 0; c < calls; c++) {
    struct ArrowArrayView view;
    struct ArrowError err;
    st |= ArrowArrayViewInitFromSchema(&view, &sc[c], &err);
    st |= ArrowArrayViewSetArray(&view, &in[c], &err);
    st |= ArrowArrayViewValidate(&view, NANOARROW_VALIDATION_LEVEL_DEFAULT, &err);
    length += view.length;
    ArrowArrayViewReset(&view);
    sc[c].release(&sc[c]);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0 && length == n * calls, "nanoarrow consumer path");
  for (int64_t c = 0; c < calls; c++) in[c].release(&in[c]);
  free(in);
  free(sc);
  return t1 - t0;
}

static int64_t na_buffers_freed;

static void na_count_free(struct ArrowBufferAllocator* allocator, uint8_t* ptr, int64_t size) {
  (void)allocator, (void)ptr, (void)size;
  na_buffers_freed++;
}

/* nanoarrow's export of existing int64 values: an ArrowArray whose value
 * buffer wraps the memory (a deallocator instead of a copy) and a schema. */
static int na_export(const int64_t* values, int64_t n, struct ArrowArray* a, struct ArrowSchema* s) {
  struct ArrowBuffer buf;
  struct ArrowError err;
  int st = ArrowArrayInitFromType(a, NANOARROW_TYPE_INT64);
  ArrowBufferInit(&buf);
  st |= ArrowBufferSetAllocator(&buf, ArrowBufferDeallocator(na_count_free, NULL));
  buf.data = (uint8_t*)(uintptr_t)values;
  buf.size_bytes = buf.capacity_bytes = n * 8;
  st |= ArrowArraySetBuffer(a, 1, &buf);
  a->length = n;
  a->null_count = 0;
  st |= ArrowArrayFinishBuildingDefault(a, &err);
  st |= ArrowSchemaInitFromType(s, NANOARROW_TYPE_INT64);
  return st;
}

static int64_t base_na_export_release(int64_t calls, void* ctx) {
  const import_src* src = ctx;
  int st = 0;
  na_buffers_freed = 0;
  int64_t t0 = now_ns();
  for (int64_t c = 0; c < calls; c++) {
    struct ArrowArray a;
    struct ArrowSchema s;
    st |= na_export(src->values, 1000, &a, &s);
    a.release(&a);
    s.release(&s);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0 && na_buffers_freed == calls, "nanoarrow export + release");
  return t1 - t0;
}

static int64_t base_na_roundtrip(int64_t calls, void* ctx) {
  const import_src* src = ctx;
  int st = 0;
  int64_t length = 0;
  na_buffers_freed = 0;
  int64_t t0 = now_ns();
  for (int64_t c = 0; c < calls; c++) {
    struct ArrowArray a;
    struct ArrowSchema s;
    struct ArrowArrayView view;
    struct ArrowError err;
    st |= na_export(src->values, 1000, &a, &s);
    st |= ArrowArrayViewInitFromSchema(&view, &s, &err);
    st |= ArrowArrayViewSetArray(&view, &a, &err);
    st |= ArrowArrayViewValidate(&view, NANOARROW_VALIDATION_LEVEL_DEFAULT, &err);
    length += view.length;
    ArrowArrayViewReset(&view);
    s.release(&s);
    a.release(&a);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0 && length == 1000 * calls && na_buffers_freed == calls, "nanoarrow round trip");
  return t1 - t0;
}

/* Element reads through an ArrowArrayView: the checked form does what our
 * value_int does (bounds, null), the unsafe form only the load. */
static int64_t na_sum(int64_t n, const int64_t* values, int checked) {
  const void* buffers[2] = {NULL, values};
  struct ArrowArray in;
  struct ArrowSchema sc;
  struct ArrowArrayView view;
  struct ArrowError err;
  make_producer(&in, &sc, buffers, n, 0);
  int st = ArrowArrayViewInitFromSchema(&view, &sc, &err);
  st |= ArrowArrayViewSetArray(&view, &in, &err);
  int64_t s = 0, bad = 0;
  int64_t t0 = now_ns();
  if (checked) {
    for (int64_t i = 0; i < n; i++) {
      if (i < 0 || i >= view.length || ArrowArrayViewIsNull(&view, i)) {
        bad++;
        continue;
      }
      s += ArrowArrayViewGetIntUnsafe(&view, i);
    }
  } else {
    for (int64_t i = 0; i < n; i++) s += ArrowArrayViewGetIntUnsafe(&view, i);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0 && bad == 0 && s == expected_sum(n), "nanoarrow sum");
  ArrowArrayViewReset(&view);
  in.release(&in);
  sc.release(&sc);
  return t1 - t0;
}

static int64_t base_na_get_checked(int64_t n, void* ctx) { return na_sum(n, ctx, 1); }
static int64_t base_na_get_unsafe(int64_t n, void* ctx) { return na_sum(n, ctx, 0); }
#define NA_BASE(id) id
/* The element readers' comparator: nanoarrow's checked read. */
#define READ_BASE "base_na_get_checked"
#else
#define NA_BASE(id) "-"
#define READ_BASE "base_sum_i64"
#endif

#endif
