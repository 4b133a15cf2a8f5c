/*
 * bench_cdata.h: bench.c's array metrics: a C Data producer, builder
 * appends, import_copy/import_move/export, views, element reads, retain and
 * release pairs, the small-array lifecycle.
 * Part of bench.c's one translation unit (harness.h keeps its state in
 * statics): included once, by bench.c, after the API headers and harness.h.
 */
#ifndef IRX_BENCH_CDATA_H
#define IRX_BENCH_CDATA_H

/* ------------------------------------------------------------------ */
/* A C Data producer for the import metrics                            */

typedef struct {
  int64_t array_releases;
  int64_t schema_releases;
} producer_counts;

static producer_counts counts;

MAYBE_UNUSED static void producer_release_array(struct ArrowArray* a) {
  counts.array_releases++;
  a->release = NULL;
}

MAYBE_UNUSED static void producer_release_schema(struct ArrowSchema* s) {
  counts.schema_releases++;
  s->release = NULL;
}

MAYBE_UNUSED static void make_producer(struct ArrowArray* a, struct ArrowSchema* s, const void** buffers,
                          int64_t n, int64_t null_count) {
  memset(a, 0, sizeof(*a));
  memset(s, 0, sizeof(*s));
  s->format = "l";
  s->name = "";
  s->flags = ARROW_FLAG_NULLABLE;
  s->release = producer_release_schema;
  a->length = n;
  a->null_count = null_count;
  a->n_buffers = 2;
  a->buffers = buffers;
  a->release = producer_release_array;
}

MAYBE_UNUSED static int64_t expected_masked_sum(int64_t n) {
  int64_t s = 0;
  for (int64_t i = 0; i < n; i++)
    if (i % 10) s += i;
  return s;
}

/* Bitmap with every tenth element null. */
MAYBE_UNUSED static uint8_t* make_bitmap(int64_t n) {
  uint8_t* bits = xmalloc((size_t)(n + 7) / 8);
  memset(bits, 0, (size_t)(n + 7) / 8);
  for (int64_t i = 0; i < n; i++)
    if (i % 10) bits[i / 8] |= (uint8_t)(1u << (i % 8));
  return bits;
}

MAYBE_UNUSED static int view_ok(const irx_buffer_view* v, int64_t n, int64_t width) {
  return v->ndim == 1 && v->shape && v->shape[0] == n && v->strides && v->strides[0] == width &&
         (v->flags & IRX_BUFFER_FLAG_C_CONTIGUOUS) && v->owner == NULL;
}


static int64_t sum_array_i64(const irx_arrow_array_handle* a, int64_t n, const uint8_t* skip) {
  irx_buffer_view v;
  VERIFY(irx_arrow_array_borrow_buffer_view(a, &v) == 0, "borrow: %s", irx_arrow_last_error());
  if (!view_ok(&v, n, 8)) {
    VERIFY(0, "array view shape/strides/flags");
    return -1;
  }
  const int64_t* x = (const int64_t*)((const uint8_t*)v.data + v.offset_bytes);
  int64_t s = 0;
  for (int64_t i = 0; i < n; i++)
    if (!skip || (skip[i / 8] >> (i % 8) & 1)) s += x[i];
  return s;
}

static void verify_array(irx_arrow_array_handle* a, int64_t n, int64_t nulls, int32_t type) {
  VERIFY(irx_arrow_array_length(a) == n, "length %lld != %lld",
         (long long)irx_arrow_array_length(a), (long long)n);
  VERIFY(irx_arrow_array_null_count(a) == nulls, "null count %lld != %lld",
         (long long)irx_arrow_array_null_count(a), (long long)nulls);
  VERIFY(irx_arrow_array_type_id(a) == type, "type id %d", irx_arrow_array_type_id(a));
}

/* `name(n, ctx)`: one builder append metric, as the C loops a caller would
 * write (a macro, so that the timed loop is the metric's own code, with no
 * call through a pointer). The timed region creates the builder with
 * `create` (a call on `&b`), runs the last arguments (statements that append
 * n elements to `b`, adding their statuses into `st`; `ctx` is the metric's
 * context) and finishes; outside it are checked the status, the array's
 * length, `nulls` (an expression of n) and `type`, then `check(a, n, label)`. */
#define DEFINE_APPEND(name, label, type, nulls, check, create, ...) \
  static int64_t name(int64_t n, void* ctx) {                        \
    (void)ctx;                                                       \
    irx_arrow_array_builder_handle* b = NULL;                        \
    irx_arrow_array_handle* a = NULL;                                \
    int st = 0;                                                      \
    int64_t t0 = now_ns();                                           \
    st |= create;                                                    \
    __VA_ARGS__;                                                     \
    st |= irx_arrow_array_builder_finish(b, &a);                     \
    int64_t t1 = now_ns();                                           \
    VERIFY(st == 0 && a, label ": %s", irx_arrow_last_error());      \
    if (a) {                                                         \
      verify_array(a, n, nulls, type);                               \
      check(a, n, label);                                            \
    }                                                                \
    irx_arrow_array_release(a);                                      \
    return t1 - t0;                                                  \
  }

/* The checks of the appended values, after the timed region. */
static void check_int64_sum(irx_arrow_array_handle* a, int64_t n, const char* label) {
  VERIFY(sum_array_i64(a, n, NULL) == expected_sum(n), "%s sum", label);
}

static void check_masked_sum(irx_arrow_array_handle* a, int64_t n, const char* label) {
  const void* bits = NULL;
  int64_t off = -1, len = -1;
  VERIFY(irx_arrow_array_validity_bitmap(a, &bits, &off, &len) == 0 && bits && len == n,
         "%s validity bitmap", label);
  if (bits) VERIFY(sum_array_i64(a, n, bits) == expected_masked_sum(n), "%s sum", label);
}

static void check_int32_sum(irx_arrow_array_handle* a, int64_t n, const char* label) {
  irx_buffer_view v;
  VERIFY(irx_arrow_array_borrow_buffer_view(a, &v) == 0 && view_ok(&v, n, 4), "%s view", label);
  const int32_t* x = (const int32_t*)((const uint8_t*)v.data + v.offset_bytes);
  int64_t s = 0;
  for (int64_t i = 0; i < n; i++) s += x[i];
  VERIFY(s == expected_sum(n), "%s sum", label);
}

static void check_double_sum(irx_arrow_array_handle* a, int64_t n, const char* label) {
  irx_buffer_view v;
  VERIFY(irx_arrow_array_borrow_buffer_view(a, &v) == 0 && view_ok(&v, n, 8), "%s view", label);
  VERIFY(sum_f64((const double*)((const uint8_t*)v.data + v.offset_bytes), n) == expected_fsum(n),
         "%s sum", label);
}

DEFINE_APPEND(run_append_int64, "append int64", IRX_ARROW_TYPE_INT64, 0, check_int64_sum,
              irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b),
              for (int64_t i = 0; i < n; i++) st |= irx_arrow_array_builder_append_int(b, i))

DEFINE_APPEND(run_append_nulls, "append with nulls", IRX_ARROW_TYPE_INT64, (n + 9) / 10,
              check_masked_sum, irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b),
              for (int64_t i = 0; i < n; i++) {
                if (i % 10 == 0)
                  st |= irx_arrow_array_builder_append_null(b, 1);
                else
                  st |= irx_arrow_array_builder_append_int(b, i);
              })

DEFINE_APPEND(run_append_int32, "append int32", IRX_ARROW_TYPE_INT32, 0, check_int32_sum,
              irx_arrow_array_builder_int32_new(&b),
              for (int64_t i = 0; i < n; i++)
                  st |= irx_arrow_array_builder_append_int32(b, (int32_t)i))

DEFINE_APPEND(run_append_double, "append double", IRX_ARROW_TYPE_FLOAT64, 0, check_double_sum,
              irx_arrow_array_builder_new(IRX_ARROW_TYPE_FLOAT64, &b),
              for (int64_t i = 0; i < n; i++)
                  st |= irx_arrow_array_builder_append_double(b, fval(i)))

#ifdef BENCH_EXTENSIONS
/* ctx: the n int64 values, appended in one call. */
DEFINE_APPEND(run_append_values, "append_values", IRX_ARROW_TYPE_INT64, 0, check_int64_sum,
              irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b),
              st |= irx_arrow_array_builder_append_values(b, (const int64_t*)ctx, NULL, n))
#endif

typedef struct {
  const int64_t* values;
  const uint8_t* bitmap;
} import_src;

static int64_t run_import_copy(int64_t n, void* ctx) {
  const import_src* src = ctx;
  const void* buffers[2] = {src->bitmap, src->values};
  int64_t nulls = src->bitmap ? (n + 9) / 10 : 0;
  struct ArrowArray in;
  struct ArrowSchema schema;
  make_producer(&in, &schema, buffers, n, nulls);
  irx_arrow_array_handle* a = NULL;
  int64_t t0 = now_ns();
  int st = irx_arrow_array_import_copy(&in, &schema, &a);
  int64_t t1 = now_ns();
  VERIFY(st == 0 && a, "import_copy: %s", irx_arrow_last_error());
  VERIFY(in.release != NULL && schema.release != NULL, "import_copy left the inputs alone");
  if (a) {
    verify_array(a, n, nulls, IRX_ARROW_TYPE_INT64);
    int64_t s = sum_array_i64(a, n, src->bitmap);
    VERIFY(s == (src->bitmap ? expected_masked_sum(n) : expected_sum(n)), "import_copy sum");
  }
  irx_arrow_array_release(a);
  in.release(&in);
  schema.release(&schema);
  return t1 - t0;
}

typedef struct {
  const int64_t* values;
  int64_t calls;
} move_src;

static int64_t run_import_move(int64_t n, void* ctx) {
  const move_src* src = ctx;
  int64_t calls = src->calls;
  const void* buffers[2] = {NULL, src->values};
  struct ArrowArray* in = xmalloc(sizeof(*in) * (size_t)calls);
  struct ArrowSchema* sc = xmalloc(sizeof(*sc) * (size_t)calls);
  irx_arrow_array_handle** out = xmalloc(sizeof(*out) * (size_t)calls);
  for (int64_t c = 0; c < calls; c++) make_producer(&in[c], &sc[c], buffers, n, 0);
  producer_counts before = counts;
  int st = 0;
  int64_t t0 = now_ns();
  for (int64_t c = 0; c < calls; c++) st |= irx_arrow_array_import_move(&in[c], &sc[c], &out[c]);
  int64_t t1 = now_ns();
  VERIFY(st == 0, "import_move: %s", irx_arrow_last_error());
  for (int64_t c = 0; c < calls; c++) {
    VERIFY(in[c].release == NULL, "import_move marks the input released");
    if (out[c]) verify_array(out[c], n, 0, IRX_ARROW_TYPE_INT64);
  }
  if (out[0]) VERIFY(sum_array_i64(out[0], n, NULL) == expected_sum(n), "import_move sum");
  VERIFY(counts.array_releases == before.array_releases, "producer released too early");
  for (int64_t c = 0; c < calls; c++) irx_arrow_array_release(out[c]);
  VERIFY(counts.array_releases - before.array_releases == calls,
         "producer array released %lld times for %lld imports",
         (long long)(counts.array_releases - before.array_releases), (long long)calls);
  free(in);
  free(sc);
  free(out);
  return t1 - t0;
}

typedef struct {
  irx_arrow_array_handle* array;
  int64_t calls;
} export_src;

static int64_t run_export(int64_t n, void* ctx) {
  const export_src* src = ctx;
  int64_t calls = src->calls;
  struct ArrowArray* out = xmalloc(sizeof(*out) * (size_t)calls);
  struct ArrowSchema* sc = xmalloc(sizeof(*sc) * (size_t)calls);
  int st = 0;
  int64_t t0 = now_ns();
  for (int64_t c = 0; c < calls; c++) st |= irx_arrow_array_export(src->array, &out[c], &sc[c]);
  int64_t t1 = now_ns();
  VERIFY(st == 0, "export: %s", irx_arrow_last_error());
  for (int64_t c = 0; c < calls; c++) {
    VERIFY(out[c].length == n && out[c].n_buffers == 2 && out[c].release, "exported array");
    VERIFY(sc[c].format && strcmp(sc[c].format, "l") == 0 && sc[c].release, "exported schema");
    if (c == 0 && out[c].buffers)
      VERIFY(sum_i64((const int64_t*)out[c].buffers[1] + out[c].offset, n) == expected_sum(n),
             "exported values");
    if (out[c].release) out[c].release(&out[c]);
    if (sc[c].release) sc[c].release(&sc[c]);
  }
  free(out);
  free(sc);
  return t1 - t0;
}

/* `name(n, ctx)`: a metric timing one loop of n calls: the last arguments
 * are the loop's body, statements on `h` (the metric's context as a
 * `handle_type*`) and the index `i` that add their statuses into `st` and
 * what they read into `total`. A macro, so that the timed loop is each
 * metric's own code, with no call through a pointer. Outside the timed
 * region `st` must be 0 and `check` (an expression of n, h and total) hold;
 * else `what` is reported. */
#define DEFINE_CALL_LOOP(name, handle_type, what, check, ...)                           \
  static int64_t name(int64_t n, void* ctx) {                                           \
    handle_type* h = ctx;                                                                \
    int st = 0;                                                                          \
    int64_t total = 0;                                                                   \
    int64_t t0 = now_ns();                                                               \
    for (int64_t i = 0; i < n; i++) {                                                    \
      __VA_ARGS__;                                                                       \
    }                                                                                    \
    int64_t t1 = now_ns();                                                               \
    (void)h;                                                                             \
    VERIFY(st == 0 && (check), "%s: %s (total %lld)", what, irx_arrow_last_error(),      \
           (long long)total);                                                            \
    return t1 - t0;                                                                      \
  }

/* `name(n, handle)`: n retain + release pairs on one live handle of a
 * reference-counted type, then `still_live` (an expression of `h`) checks
 * the handle survived them. */
#define DEFINE_RETAIN_PAIRS(name, handle_type, retain, release, still_live) \
  DEFINE_CALL_LOOP(name, handle_type, #retain " + " #release, still_live, st |= retain(h); release(h))

#ifdef BENCH_EXTENSIONS
/* Our export + release of both structs, per call (what a producer pays for
 * handing an array over and getting it back). */
DEFINE_CALL_LOOP(run_export_release, irx_arrow_array_handle, "export + release", 1,
                 struct ArrowArray out;
                 struct ArrowSchema sc;
                 st |= irx_arrow_array_export(h, &out, &sc);
                 out.release(&out);
                 sc.release(&sc))

/* Export, then import_move of the exported structs, then release. */
DEFINE_CALL_LOOP(run_roundtrip, irx_arrow_array_handle, "round trip",
                 total == n * irx_arrow_array_length(h),
                 struct ArrowArray out;
                 struct ArrowSchema sc;
                 irx_arrow_array_handle* back = NULL;
                 st |= irx_arrow_array_export(h, &out, &sc);
                 st |= irx_arrow_array_import_move(&out, &sc, &back);
                 total += irx_arrow_array_length(back);
                 irx_arrow_array_release(back))
#endif

static int64_t run_view_sum(int64_t n, void* ctx) {
  irx_arrow_array_handle* a = ctx;
  int64_t t0 = now_ns();
  irx_buffer_view v;
  int st = irx_arrow_array_borrow_buffer_view(a, &v);
  int64_t s = st == 0 ? sum_i64((const int64_t*)((const uint8_t*)v.data + v.offset_bytes),
                                v.shape[0])
                      : -1;
  int64_t t1 = now_ns();
  VERIFY(st == 0 && view_ok(&v, n, 8), "view sum borrow");
  VERIFY(s == expected_sum(n), "view sum %lld", (long long)s);
  return t1 - t0;
}

#ifdef BENCH_EXTENSIONS
/* Element by element through the checked reader (an extension of ours). */
DEFINE_CALL_LOOP(run_value_sum, irx_arrow_array_handle, "value_int sum", total == expected_sum(n),
                 int64_t v;
                 st |= irx_arrow_array_value_int(h, i, &v);
                 total += v)
#endif

DEFINE_RETAIN_PAIRS(run_array_pairs, irx_arrow_array_handle, irx_arrow_array_retain,
                    irx_arrow_array_release, irx_arrow_array_length(h) >= 0)
DEFINE_RETAIN_PAIRS(run_tensor_pairs, irx_arrow_tensor_handle, irx_arrow_tensor_retain,
                    irx_arrow_tensor_release, irx_arrow_tensor_ndim(h) == 2)

DEFINE_CALL_LOOP(run_lifecycle, void, "small-array lifecycle", total == 3 * n,
                 irx_arrow_array_builder_handle* b = NULL;
                 irx_arrow_array_handle* a = NULL;
                 st |= irx_arrow_array_builder_int32_new(&b);
                 st |= irx_arrow_array_builder_append_int32(b, 1);
                 st |= irx_arrow_array_builder_append_int32(b, 2);
                 st |= irx_arrow_array_builder_append_int32(b, 3);
                 st |= irx_arrow_array_builder_finish(b, &a);
                 total += irx_arrow_array_length(a);
                 irx_arrow_array_release(a))

DEFINE_CALL_LOOP(run_borrow, irx_arrow_array_handle, "borrow_buffer_view per call",
                 total == n * irx_arrow_array_length(h),
                 irx_buffer_view v;
                 st |= irx_arrow_array_borrow_buffer_view(h, &v);
                 total += v.shape[0])

static irx_arrow_array_handle* import_values(const int64_t* values, int64_t n) {
  const void* buffers[2] = {NULL, values};
  struct ArrowArray in;
  struct ArrowSchema schema;
  make_producer(&in, &schema, buffers, n, 0);
  irx_arrow_array_handle* a = NULL;
  VERIFY(irx_arrow_array_import_copy(&in, &schema, &a) == 0 && a, "setup import: %s",
         irx_arrow_last_error());
  in.release(&in);
  schema.release(&schema);
  if (a == NULL) exit(1);
  return a;
}

#endif
