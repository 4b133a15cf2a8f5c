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
/* What a C consumer does on receiving an array: a view from the schema and
 * the array set on it, which runs nanoarrow's default (O(1)) validation
 * itself; the schema is released as import_move releases it. Per call, over
 * the same producer structs run_import_move gets. The views are reset after
 * the timer, as run_import_move releases its handles after it. */
static int64_t base_na_consume(int64_t n, void* ctx) {
  const move_src* src = ctx;
  int64_t calls = src->calls;
  const void* buffers[2] = {NULL, src->values};
  struct ArrowArray* in = xmalloc(sizeof(*in) * (size_t)calls);
  struct ArrowSchema* sc = xmalloc(sizeof(*sc) * (size_t)calls);
  struct ArrowArrayView* views = xmalloc(sizeof(*views) * (size_t)calls);
  for (int64_t c = 0; c < calls; c++) make_producer(&in[c], &sc[c], buffers, n, 0);
  /* Touched before the timer: no page faults timed that ours does not get. */
  memset(views, 0, sizeof(*views) * (size_t)calls);
  int st = 0;
  int64_t length = 0;
  struct ArrowError err;
  int64_t t0 = now_ns();
  for (int64_t c = 0; c < calls; c++) {
    st |= ArrowArrayViewInitFromSchema(&views[c], &sc[c], &err);
    st |= ArrowArrayViewSetArray(&views[c], &in[c], &err);
    length += views[c].length;
    sc[c].release(&sc[c]);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0 && length == n * calls, "nanoarrow consumer path");
  for (int64_t c = 0; c < calls; c++) {
    ArrowArrayViewReset(&views[c]);
    in[c].release(&in[c]);
  }
  free(views);
  free(in);
  free(sc);
  return t1 - t0;
}

static int64_t na_buffers_freed;

static void na_count_free(struct ArrowBufferAllocator* allocator, uint8_t* ptr, int64_t size) {
  (void)allocator, (void)ptr, (void)size;
  na_buffers_freed++;
}

/* The array a nanoarrow producer holds, as ours holds a handle: n int64
 * values wrapped (a deallocator that counts, no copy), made reference
 * counted once (ArrowArrayMoveShared) so that each export shares it. */
static int na_hold(const int64_t* values, int64_t n, struct ArrowArray* held) {
  struct ArrowArray a;
  struct ArrowBuffer buf;
  struct ArrowError err;
  int st = ArrowArrayInitFromType(&a, NANOARROW_TYPE_INT64);
  ArrowBufferInit(&buf);
  st |= ArrowBufferSetAllocator(&buf, ArrowBufferDeallocator(na_count_free, NULL));
  buf.data = (uint8_t*)(uintptr_t)values;
  buf.size_bytes = buf.capacity_bytes = n * 8;
  st |= ArrowArraySetBuffer(&a, 1, &buf);
  a.length = n;
  a.null_count = 0;
  st |= ArrowArrayFinishBuildingDefault(&a, &err);
  if (st != 0) return st;
  return ArrowArrayMoveShared(&a, held);
}

/* nanoarrow's export of the array it holds: a shared clone of the array
 * (the buffers' counts move, nothing is copied) and a schema of its type,
 * what irx_arrow_array_export gives for a handle. */
static int na_export(struct ArrowArray* held, struct ArrowArray* a, struct ArrowSchema* s) {
  int st = ArrowArrayCloneShared(held, a);
  st |= ArrowSchemaInitFromType(s, NANOARROW_TYPE_INT64);
  return st;
}

/* The held array released after the timer: its buffer was freed exactly
 * once, when the last clone went, and not before. */
static void na_release_held(struct ArrowArray* held, const char* what) {
  VERIFY(na_buffers_freed == 0, "%s: nanoarrow freed the held buffer early", what);
  held->release(held);
  VERIFY(na_buffers_freed == 1, "%s: nanoarrow freed the held buffer %lld times", what,
         (long long)na_buffers_freed);
}

static int64_t base_na_export_release(int64_t calls, void* ctx) {
  const import_src* src = ctx;
  struct ArrowArray held;
  na_buffers_freed = 0;
  int st = na_hold(src->values, 1000, &held);
  int64_t t0 = now_ns();
  for (int64_t c = 0; c < calls; c++) {
    struct ArrowArray a;
    struct ArrowSchema s;
    st |= na_export(&held, &a, &s);
    a.release(&a);
    s.release(&s);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0, "nanoarrow export + release");
  na_release_held(&held, "nanoarrow export + release");
  return t1 - t0;
}

/* That export, then the consumer path of base_na_consume, then the releases
 * (run_roundtrip releases its imported handle inside the timer too). */
static int64_t base_na_roundtrip(int64_t calls, void* ctx) {
  const import_src* src = ctx;
  struct ArrowArray held;
  na_buffers_freed = 0;
  int st = na_hold(src->values, 1000, &held);
  int64_t length = 0;
  struct ArrowError err;
  int64_t t0 = now_ns();
  for (int64_t c = 0; c < calls; c++) {
    struct ArrowArray a;
    struct ArrowSchema s;
    struct ArrowArrayView view;
    st |= na_export(&held, &a, &s);
    st |= ArrowArrayViewInitFromSchema(&view, &s, &err);
    st |= ArrowArrayViewSetArray(&view, &a, &err);
    length += view.length;
    s.release(&s);
    ArrowArrayViewReset(&view);
    a.release(&a);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0 && length == 1000 * calls, "nanoarrow round trip");
  na_release_held(&held, "nanoarrow round trip");
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
