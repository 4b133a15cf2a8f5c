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

/* ------------------------------------------------------------------ */
/* Physical baselines                                                  */

static NOINLINE int64_t sum_i64(const int64_t* v, int64_t n) {
  int64_t s = 0;
  for (int64_t i = 0; i < n; i++) s += v[i];
  return s;
}

static NOINLINE double sum_f64(const double* v, int64_t n) {
  double s = 0;
  for (int64_t i = 0; i < n; i++) s += v[i];
  return s;
}

static int64_t expected_sum(int64_t n) { return n * (n - 1) / 2; }

/* Values appended everywhere: i as int64 / int32 / double (exact sums). */
static double fval(int64_t i) { return (double)(i & 1023); }
static double expected_fsum(int64_t n) {
  double s = 0;
  for (int64_t i = 0; i < n; i++) s += fval(i);
  return s;
}

static int64_t base_memcpy(int64_t n, void* ctx) {
  const int64_t* src = ctx;
  int64_t t0 = now_ns();
  int64_t* dst = xmalloc((size_t)n * 8);
  memcpy(dst, src, (size_t)n * 8);
  int64_t t1 = now_ns();
  VERIFY(dst[n - 1] == src[n - 1] && dst[0] == src[0], "memcpy copy differs");
  free(dst);
  return t1 - t0;
}

static int64_t base_store_i64(int64_t n, void* ctx) {
  (void)ctx;
  int64_t t0 = now_ns();
  int64_t* dst = xmalloc((size_t)n * 8);
  for (int64_t i = 0; i < n; i++) dst[i] = i;
  int64_t t1 = now_ns();
  VERIFY(sum_i64(dst, n) == expected_sum(n), "store loop sum");
  free(dst);
  return t1 - t0;
}

static int64_t base_store_i32(int64_t n, void* ctx) {
  (void)ctx;
  int64_t t0 = now_ns();
  int32_t* dst = xmalloc((size_t)n * 4);
  for (int64_t i = 0; i < n; i++) dst[i] = (int32_t)i;
  int64_t t1 = now_ns();
  VERIFY(dst[n - 1] == (int32_t)(n - 1), "int32 store loop");
  free(dst);
  return t1 - t0;
}

static int64_t base_store_f64(int64_t n, void* ctx) {
  (void)ctx;
  int64_t t0 = now_ns();
  double* dst = xmalloc((size_t)n * 8);
  for (int64_t i = 0; i < n; i++) dst[i] = fval(i);
  int64_t t1 = now_ns();
  VERIFY(sum_f64(dst, n) == expected_fsum(n), "double store loop sum");
  free(dst);
  return t1 - t0;
}

static int64_t base_sum_i64(int64_t n, void* ctx) {
  const int64_t* v = ctx;
  int64_t t0 = now_ns();
  int64_t s = sum_i64(v, n);
  int64_t t1 = now_ns();
  VERIFY(s == expected_sum(n), "plain sum %lld", (long long)s);
  return t1 - t0;
}

MAYBE_UNUSED static int64_t base_sum_f64(int64_t n, void* ctx) {
  const double* v = ctx;
  int64_t t0 = now_ns();
  double s = sum_f64(v, n);
  int64_t t1 = now_ns();
  VERIFY(s == expected_fsum(n), "plain double sum %f", s);
  return t1 - t0;
}

/* The plain C list the IRx list ABI describes: capacity 4, then doubling. */
typedef struct {
  uint8_t* data;
  int64_t length, capacity, element_size;
} plain_list;

static NOINLINE void plain_list_append(plain_list* l, const void* value) {
  if (l->length == l->capacity) {
    int64_t cap = l->capacity ? l->capacity * 2 : 4;
    uint8_t* p = realloc(l->data, (size_t)(cap * l->element_size));
    if (p == NULL) exit(2);
    l->data = p;
    l->capacity = cap;
  }
  memcpy(l->data + l->length * l->element_size, value, (size_t)l->element_size);
  l->length++;
}

static int64_t base_list(int64_t n, void* ctx) {
  (void)ctx;
  plain_list l = {NULL, 0, 0, 8};
  int64_t t0 = now_ns();
  for (int64_t i = 0; i < n; i++) plain_list_append(&l, &i);
  int64_t t1 = now_ns();
  VERIFY(l.length == n && sum_i64((const int64_t*)l.data, n) == expected_sum(n), "plain list");
  free(l.data);
  return t1 - t0;
}

static int64_t base_atomic_pair(int64_t n, void* ctx) {
  (void)ctx;
  static int64_t counter = 1;
  int64_t t0 = now_ns();
  for (int64_t i = 0; i < n; i++) {
    __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED);
    __atomic_fetch_sub(&counter, 1, __ATOMIC_ACQ_REL);
  }
  int64_t t1 = now_ns();
  VERIFY(counter == 1, "atomic counter %lld", (long long)counter);
  return t1 - t0;
}

/* The least a retain/release pair can do while it refuses a stale handle
 * exactly: one word holds a generation (high half) and a count (low half); a
 * retain or release compares both and moves the count in one
 * compare-and-swap, so it can never move the count of a newer value in the
 * same slot. (An unconditional atomic add, as above, cannot make that check:
 * it changes the word before it sees it.) The floor of every checked
 * retain/release row. */
static int64_t base_checked_pair(int64_t n, void* ctx) {
  (void)ctx;
  static uint64_t word = (7ull << 32) | 1;
  const uint64_t generation = 7;
  int64_t refused = 0;
  int64_t t0 = now_ns();
  for (int64_t i = 0; i < n; i++) {
    uint64_t s = __atomic_load_n(&word, __ATOMIC_RELAXED);
    if (s >> 32 != generation || (uint32_t)s == 0 ||
        !__atomic_compare_exchange_n(&word, &s, s + 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED))
      refused++;
    s = __atomic_load_n(&word, __ATOMIC_RELAXED);
    if (s >> 32 != generation || (uint32_t)s < 2 ||
        !__atomic_compare_exchange_n(&word, &s, s - 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED))
      refused++;
  }
  int64_t t1 = now_ns();
  VERIFY(refused == 0 && word == ((7ull << 32) | 1), "checked pair word %llx",
         (unsigned long long)word);
  return t1 - t0;
}

static int64_t base_malloc_small(int64_t n, void* ctx) {
  (void)ctx;
  int64_t t0 = now_ns();
  for (int64_t i = 0; i < n; i++) {
    int32_t* volatile p = xmalloc(64);
    p[0] = 1;
    p[1] = 2;
    p[2] = 3;
    free(p);
  }
  return now_ns() - t0;
}

/* ------------------------------------------------------------------ */
/* Buffer owners and lists (every runtime has these)                   */

static int64_t run_owner_pairs(int64_t n, void* ctx) {
  (void)ctx;
  irx_buffer_owner_handle* owner = NULL;
  VERIFY(irx_buffer_owner_external_new(NULL, NULL, &owner) == 0 && owner, "owner new");
  int st = 0;
  int64_t t0 = now_ns();
  for (int64_t i = 0; i < n; i++) {
    st |= irx_buffer_owner_retain(owner);
    st |= irx_buffer_owner_release(owner);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0, "owner retain/release status");
  VERIFY(irx_buffer_owner_release(owner) == 0, "owner final release");
  return t1 - t0;
}

/* A view's retain and release act on its owner; a release also clears the
 * view's owner field, so each round releases a copy of the view. */
static int64_t run_view_pairs(int64_t n, void* ctx) {
  (void)ctx;
  irx_buffer_owner_handle* owner = NULL;
  VERIFY(irx_buffer_owner_external_new(NULL, NULL, &owner) == 0 && owner, "owner new");
  int64_t shape[1] = {1};
  int64_t strides[1] = {8};
  static int64_t cell = 1;
  irx_buffer_view view = {&cell, owner, (void*)(intptr_t)IRX_BUFFER_DTYPE_INT64, 1, shape, strides, 0,
                          IRX_BUFFER_FLAG_EXTERNAL_OWNER | IRX_BUFFER_FLAG_READONLY |
                              IRX_BUFFER_FLAG_C_CONTIGUOUS};
  int st = 0;
  int64_t t0 = now_ns();
  for (int64_t i = 0; i < n; i++) {
    irx_buffer_view copy = view;
    st |= irx_buffer_view_retain(&view);
    st |= irx_buffer_view_release(&copy);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0, "view retain/release status: %s", irx_buffer_last_error());
  VERIFY(irx_buffer_owner_release(owner) == 0, "owner final release");
  return t1 - t0;
}

static int64_t run_list_append(int64_t n, void* ctx) {
  (void)ctx;
  irx_list l = {NULL, 0, 0, 8};
  int32_t st = 0;
  int64_t t0 = now_ns();
  for (int64_t i = 0; i < n; i++) st |= irx_list_append(&l, &i);
  int64_t t1 = now_ns();
  VERIFY(st == 0 && l.length == n, "list append status/length");
  VERIFY(sum_i64((const int64_t*)l.data, n) == expected_sum(n), "list contents");
  free(l.data); /* the ABI keeps the storage malloc-compatible */
  return t1 - t0;
}

static int64_t run_list_index(int64_t n, void* ctx) {
  irx_list* l = ctx;
  int64_t s = 0;
  int64_t t0 = now_ns();
  for (int64_t i = 0; i < n; i++) s += *(const int64_t*)irx_list_at(l, i);
  int64_t t1 = now_ns();
  VERIFY(s == expected_sum(n), "list index sum %lld", (long long)s);
  return t1 - t0;
}

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

static int64_t run_append_int64(int64_t n, void* ctx) {
  (void)ctx;
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  int st = 0;
  int64_t t0 = now_ns();
  st |= irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b);
  for (int64_t i = 0; i < n; i++) st |= irx_arrow_array_builder_append_int(b, i);
  st |= irx_arrow_array_builder_finish(b, &a);
  int64_t t1 = now_ns();
  VERIFY(st == 0 && a, "append int64: %s", irx_arrow_last_error());
  if (a) {
    verify_array(a, n, 0, IRX_ARROW_TYPE_INT64);
    VERIFY(sum_array_i64(a, n, NULL) == expected_sum(n), "append int64 sum");
  }
  irx_arrow_array_release(a);
  return t1 - t0;
}

static int64_t run_append_nulls(int64_t n, void* ctx) {
  (void)ctx;
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  int st = 0;
  int64_t t0 = now_ns();
  st |= irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b);
  for (int64_t i = 0; i < n; i++) {
    if (i % 10 == 0)
      st |= irx_arrow_array_builder_append_null(b, 1);
    else
      st |= irx_arrow_array_builder_append_int(b, i);
  }
  st |= irx_arrow_array_builder_finish(b, &a);
  int64_t t1 = now_ns();
  VERIFY(st == 0 && a, "append with nulls: %s", irx_arrow_last_error());
  if (a) {
    verify_array(a, n, (n + 9) / 10, IRX_ARROW_TYPE_INT64);
    const void* bits = NULL;
    int64_t off = -1, len = -1;
    VERIFY(irx_arrow_array_validity_bitmap(a, &bits, &off, &len) == 0 && bits && len == n,
           "validity bitmap");
    if (bits) VERIFY(sum_array_i64(a, n, bits) == expected_masked_sum(n), "nulls sum");
  }
  irx_arrow_array_release(a);
  return t1 - t0;
}

static int64_t run_append_int32(int64_t n, void* ctx) {
  (void)ctx;
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  int st = 0;
  int64_t t0 = now_ns();
  st |= irx_arrow_array_builder_int32_new(&b);
  for (int64_t i = 0; i < n; i++) st |= irx_arrow_array_builder_append_int32(b, (int32_t)i);
  st |= irx_arrow_array_builder_finish(b, &a);
  int64_t t1 = now_ns();
  VERIFY(st == 0 && a, "append int32: %s", irx_arrow_last_error());
  if (a) {
    verify_array(a, n, 0, IRX_ARROW_TYPE_INT32);
    irx_buffer_view v;
    VERIFY(irx_arrow_array_borrow_buffer_view(a, &v) == 0 && view_ok(&v, n, 4), "int32 view");
    const int32_t* x = (const int32_t*)((const uint8_t*)v.data + v.offset_bytes);
    int64_t s = 0;
    for (int64_t i = 0; i < n; i++) s += x[i];
    VERIFY(s == expected_sum(n), "append int32 sum");
  }
  irx_arrow_array_release(a);
  return t1 - t0;
}

static int64_t run_append_double(int64_t n, void* ctx) {
  (void)ctx;
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  int st = 0;
  int64_t t0 = now_ns();
  st |= irx_arrow_array_builder_new(IRX_ARROW_TYPE_FLOAT64, &b);
  for (int64_t i = 0; i < n; i++) st |= irx_arrow_array_builder_append_double(b, fval(i));
  st |= irx_arrow_array_builder_finish(b, &a);
  int64_t t1 = now_ns();
  VERIFY(st == 0 && a, "append double: %s", irx_arrow_last_error());
  if (a) {
    verify_array(a, n, 0, IRX_ARROW_TYPE_FLOAT64);
    irx_buffer_view v;
    VERIFY(irx_arrow_array_borrow_buffer_view(a, &v) == 0 && view_ok(&v, n, 8), "double view");
    VERIFY(sum_f64((const double*)((const uint8_t*)v.data + v.offset_bytes), n) ==
               expected_fsum(n),
           "append double sum");
  }
  irx_arrow_array_release(a);
  return t1 - t0;
}

#ifdef BENCH_EXTENSIONS
static int64_t run_append_values(int64_t n, void* ctx) {
  const int64_t* src = ctx;
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  int st = 0;
  int64_t t0 = now_ns();
  st |= irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b);
  st |= irx_arrow_array_builder_append_values(b, src, NULL, n);
  st |= irx_arrow_array_builder_finish(b, &a);
  int64_t t1 = now_ns();
  VERIFY(st == 0 && a, "append_values: %s", irx_arrow_last_error());
  if (a) {
    verify_array(a, n, 0, IRX_ARROW_TYPE_INT64);
    VERIFY(sum_array_i64(a, n, NULL) == expected_sum(n), "append_values sum");
  }
  irx_arrow_array_release(a);
  return t1 - t0;
}
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

#ifdef BENCH_EXTENSIONS
/* Our export + release of both structs, per call (what a producer pays for
 * handing an array over and getting it back). */
static int64_t run_export_release(int64_t calls, void* ctx) {
  irx_arrow_array_handle* a = ctx;
  int st = 0;
  int64_t t0 = now_ns();
  for (int64_t c = 0; c < calls; c++) {
    struct ArrowArray out;
    struct ArrowSchema sc;
    st |= irx_arrow_array_export(a, &out, &sc);
    out.release(&out);
    sc.release(&sc);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0, "export + release: %s", irx_arrow_last_error());
  return t1 - t0;
}

/* Export, then import_move of the exported structs, then release. */
static int64_t run_roundtrip(int64_t calls, void* ctx) {
  irx_arrow_array_handle* a = ctx;
  int st = 0;
  int64_t length = 0;
  int64_t t0 = now_ns();
  for (int64_t c = 0; c < calls; c++) {
    struct ArrowArray out;
    struct ArrowSchema sc;
    irx_arrow_array_handle* back = NULL;
    st |= irx_arrow_array_export(a, &out, &sc);
    st |= irx_arrow_array_import_move(&out, &sc, &back);
    length += irx_arrow_array_length(back);
    irx_arrow_array_release(back);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0 && length == calls * irx_arrow_array_length(a), "round trip: %s",
         irx_arrow_last_error());
  return t1 - t0;
}
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
static int64_t run_value_sum(int64_t n, void* ctx) {
  irx_arrow_array_handle* a = ctx;
  int64_t s = 0, v = 0;
  int st = 0;
  int64_t t0 = now_ns();
  for (int64_t i = 0; i < n; i++) {
    st |= irx_arrow_array_value_int(a, i, &v);
    s += v;
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0, "value_int: %s", irx_arrow_last_error());
  VERIFY(s == expected_sum(n), "value_int sum %lld", (long long)s);
  return t1 - t0;
}
#endif

/* `name(n, handle)`: n retain + release pairs on one live handle of a
 * reference-counted type, then `still_live` (an expression of `h`) checks
 * the handle survived them. */
#define DEFINE_RETAIN_PAIRS(name, handle_type, retain, release, still_live) \
  static int64_t name(int64_t n, void* ctx) {                              \
    handle_type* h = ctx;                                                   \
    int st = 0;                                                             \
    int64_t t0 = now_ns();                                                  \
    for (int64_t i = 0; i < n; i++) {                                       \
      st |= retain(h);                                                      \
      release(h);                                                           \
    }                                                                       \
    int64_t t1 = now_ns();                                                  \
    VERIFY(st == 0 && (still_live), #retain " + " #release);               \
    return t1 - t0;                                                         \
  }

DEFINE_RETAIN_PAIRS(run_array_pairs, irx_arrow_array_handle, irx_arrow_array_retain,
                    irx_arrow_array_release, irx_arrow_array_length(h) >= 0)
DEFINE_RETAIN_PAIRS(run_tensor_pairs, irx_arrow_tensor_handle, irx_arrow_tensor_retain,
                    irx_arrow_tensor_release, irx_arrow_tensor_ndim(h) == 2)

static int64_t run_lifecycle(int64_t n, void* ctx) {
  (void)ctx;
  int st = 0;
  int64_t lengths = 0;
  int64_t t0 = now_ns();
  for (int64_t i = 0; i < n; i++) {
    irx_arrow_array_builder_handle* b = NULL;
    irx_arrow_array_handle* a = NULL;
    st |= irx_arrow_array_builder_int32_new(&b);
    st |= irx_arrow_array_builder_append_int32(b, 1);
    st |= irx_arrow_array_builder_append_int32(b, 2);
    st |= irx_arrow_array_builder_append_int32(b, 3);
    st |= irx_arrow_array_builder_finish(b, &a);
    lengths += irx_arrow_array_length(a);
    irx_arrow_array_release(a);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0 && lengths == 3 * n, "small-array lifecycle");
  return t1 - t0;
}

static int64_t run_borrow(int64_t n, void* ctx) {
  irx_arrow_array_handle* a = ctx;
  int st = 0;
  int64_t lengths = 0;
  int64_t t0 = now_ns();
  for (int64_t i = 0; i < n; i++) {
    irx_buffer_view v;
    st |= irx_arrow_array_borrow_buffer_view(a, &v);
    lengths += v.shape[0];
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0 && lengths == n * irx_arrow_array_length(a), "borrow_buffer_view per call");
  return t1 - t0;
}

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

/* ------------------------------------------------------------------ */
/* Tensors                                                             */

static double sum_tensor(irx_arrow_tensor_handle* t, int64_t side) {
  irx_buffer_view v;
  if (irx_arrow_tensor_borrow_buffer_view(t, &v) != 0 || v.ndim != 2 || v.shape[0] != side ||
      v.shape[1] != side || v.strides[0] != side * 8 || v.strides[1] != 8 ||
      !(v.flags & IRX_BUFFER_FLAG_C_CONTIGUOUS)) {
    VERIFY(0, "tensor view: %s", irx_arrow_last_error());
    return -1;
  }
  return sum_f64((const double*)((const uint8_t*)v.data + v.offset_bytes), side * side);
}

static void verify_tensor(irx_arrow_tensor_handle* t, int64_t side) {
  VERIFY(irx_arrow_tensor_size(t) == side * side && irx_arrow_tensor_ndim(t) == 2 &&
             irx_arrow_tensor_type_id(t) == IRX_ARROW_TYPE_FLOAT64,
         "tensor size/ndim/type");
  const int64_t* shape = irx_arrow_tensor_shape(t);
  VERIFY(shape && shape[0] == side && shape[1] == side, "tensor shape");
  VERIFY(sum_tensor(t, side) == expected_fsum(side * side), "tensor sum");
}

static int64_t run_tensor_append(int64_t side, void* ctx) {
  (void)ctx;
  int64_t shape[2] = {side, side};
  int64_t n = side * side;
  irx_arrow_tensor_builder_handle* b = NULL;
  irx_arrow_tensor_handle* t = NULL;
  int st = 0;
  int64_t t0 = now_ns();
  st |= irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 2, shape, NULL, &b);
  for (int64_t i = 0; i < n; i++) st |= irx_arrow_tensor_builder_append_double(b, fval(i));
  st |= irx_arrow_tensor_builder_finish(b, &t);
  int64_t t1 = now_ns();
  VERIFY(st == 0 && t, "tensor append: %s", irx_arrow_last_error());
  if (t) verify_tensor(t, side);
  irx_arrow_tensor_release(t);
  return t1 - t0;
}

#ifdef BENCH_EXTENSIONS
static int64_t run_tensor_bulk(int64_t side, void* ctx) {
  const double* src = ctx;
  int64_t shape[2] = {side, side};
  irx_arrow_tensor_builder_handle* b = NULL;
  irx_arrow_tensor_handle* t = NULL;
  int st = 0;
  int64_t t0 = now_ns();
  st |= irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 2, shape, NULL, &b);
  st |= irx_arrow_tensor_builder_append_values(b, src, side * side);
  st |= irx_arrow_tensor_builder_finish(b, &t);
  int64_t t1 = now_ns();
  VERIFY(st == 0 && t, "tensor bulk: %s", irx_arrow_last_error());
  if (t) verify_tensor(t, side);
  irx_arrow_tensor_release(t);
  return t1 - t0;
}
#endif

MAYBE_UNUSED static const char* size_name(int64_t nominal) {
  return nominal >= 10000000 ? "10M" : nominal >= 1000000 ? "1M" : "1K";
}

#ifdef BENCH_EXTENSIONS
typedef struct {
  irx_arrow_tensor_handle* tensor;
  int64_t length;
} shared_tensor;

/* Tensor to DLPack and back (irx_arrow_tensor_to_dlpack, then
 * irx_arrow_tensor_from_dlpack, then releasing the result, which runs the
 * exported tensor's deleter): what handing a tensor to numpy and taking it
 * back costs, per round trip. */
static int64_t run_tensor_dlpack(int64_t calls, void* ctx) {
  const shared_tensor* src = ctx;
  int st = 0;
  const void* data = NULL;
  int64_t t0 = now_ns();
  for (int64_t c = 0; c < calls; c++) {
    DLManagedTensorVersioned* m = NULL;
    irx_arrow_tensor_handle* back = NULL;
    st |= irx_arrow_tensor_to_dlpack(src->tensor, &m);
    st |= irx_arrow_tensor_from_dlpack(m, &back);
    if (c == 0 && m) data = m->dl_tensor.data;
    irx_arrow_tensor_release(back);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0, "tensor DLPack round trip: %s", irx_arrow_last_error());
  irx_buffer_view v;
  VERIFY(irx_arrow_tensor_borrow_buffer_view(src->tensor, &v) == 0 && v.data == data,
         "DLPack round trip shares the tensor's data");
  return t1 - t0;
}

/* The deep copy DLPack avoids: a new tensor from the tensor's view. */
static int64_t run_tensor_copy(int64_t calls, void* ctx) {
  const shared_tensor* src = ctx;
  int st = 0;
  int64_t t0 = now_ns();
  for (int64_t c = 0; c < calls; c++) {
    irx_buffer_view v;
    irx_arrow_tensor_handle* copy = NULL;
    st |= irx_arrow_tensor_borrow_buffer_view(src->tensor, &v);
    st |= irx_arrow_tensor_from_buffer_view(&v, &copy);
    VERIFY(irx_arrow_tensor_size(copy) == src->length, "deep copy size");
    irx_arrow_tensor_release(copy);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0, "tensor deep copy: %s", irx_arrow_last_error());
  return t1 - t0;
}

static void measure_tensor_exchange(const int64_t* values) {
  const int64_t nominal[2] = {1000, 10000000};
  for (int k = 0; k < 2; k++) {
    int64_t len = scaled(nominal[k], 100);
    irx_arrow_tensor_builder_handle* b = NULL;
    shared_tensor src = {NULL, len};
    int st = irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT64, 1, &len, NULL, &b);
    st |= irx_arrow_tensor_builder_append_values(b, values, len);
    st |= irx_arrow_tensor_builder_finish(b, &src.tensor);
    VERIFY(st == 0, "tensor setup: %s", irx_arrow_last_error());
    char id[64], label[128];
    snprintf(id, sizeof id, "tensor_dlpack_%s", size_name(nominal[k]));
    snprintf(label, sizeof label, "tensor of %lld int64 to DLPack and back, per round trip [ext]",
             (long long)len);
    int64_t calls = scaled(100000, 100);
    measure(id, "ns/call", "-", label, run_tensor_dlpack, calls, calls, &src);
    snprintf(id, sizeof id, "tensor_copy_%s", size_name(nominal[k]));
    snprintf(label, sizeof label, "deep copy of the same tensor, per copy [ext]");
    int64_t copies = k == 0 ? scaled(10000, 10) : 3;
    measure(id, "ns/call", "-", label, run_tensor_copy, copies, copies, &src);
    irx_arrow_tensor_release(src.tensor);
  }
}
#endif

static int64_t run_tensor_sum(int64_t side, void* ctx) {
  irx_arrow_tensor_handle* t = ctx;
  int64_t t0 = now_ns();
  double s = sum_tensor(t, side);
  int64_t t1 = now_ns();
  VERIFY(s == expected_fsum(side * side), "tensor view sum %f", s);
  return t1 - t0;
}

#ifdef BENCH_EXTENSIONS
/* The same sum through the checked element getter, one call per element. */
static int64_t run_tensor_get_sum(int64_t side, void* ctx) {
  irx_arrow_tensor_handle* t = ctx;
  double s = 0, v = 0;
  int st = 0;
  int64_t t0 = now_ns();
  for (int64_t i = 0; i < side; i++) {
    for (int64_t j = 0; j < side; j++) {
      int64_t index[2] = {i, j};
      st |= irx_arrow_tensor_get_double(t, index, &v);
      s += v;
    }
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0 && s == expected_fsum(side * side), "tensor get sum %f", s);
  return t1 - t0;
}

/* The 1-D int64 form: one index per read and an int64 sum, the
 * like-for-like of nanoarrow's checked read and of value_sum
 * (tensor_get_sum above checks two indices per read and sums doubles). */
static int64_t run_tensor_get_sum_1d(int64_t n, void* ctx) {
  irx_arrow_tensor_handle* t = ctx;
  int64_t s = 0, v = 0;
  int st = 0;
  int64_t t0 = now_ns();
  for (int64_t i = 0; i < n; i++) {
    /* The index array apart from the loop counter (as in tensor_get_sum),
     * so that the counter is not kept in memory for the call. */
    int64_t index[1] = {i};
    st |= irx_arrow_tensor_get_int(t, index, &v);
    s += v;
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0 && s == expected_sum(n), "tensor 1-D get sum %lld", (long long)s);
  return t1 - t0;
}
#endif

static int64_t base_memcpy_f64(int64_t n, void* ctx) { return base_memcpy(n, ctx); }

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

  /* physical baselines */
  snprintf(label, sizeof label, "memcpy of %lld int64 into fresh memory", (long long)n);
  measure("base_memcpy", "ns/elem", "-", label, base_memcpy, n, n, values);
  snprintf(label, sizeof label, "plain C loop storing %lld int64 into fresh memory", (long long)n);
  measure("base_store_i64", "ns/elem", "-", label, base_store_i64, n, n, NULL);
  measure("base_store_f64", "ns/elem", "-", "plain C loop storing float64 into fresh memory",
          base_store_f64, n, n, NULL);
  measure("base_store_i32", "ns/elem", "-", "plain C loop storing int32 into fresh memory",
          base_store_i32, n, n, NULL);
  measure("base_sum_i64", "ns/elem", "-", "plain C sum loop over int64", base_sum_i64, n, n,
          values);
  measure("base_list", "ns/elem", "-", "plain C realloc-doubling list append (int64)", base_list,
          n, n, NULL);
  measure("base_atomic_pair", "ns/pair", "-", "C atomic increment + decrement pair",
          base_atomic_pair, n, n, NULL);
  measure("base_checked_pair", "ns/pair", "-",
          "C generation-checked compare-and-swap increment + decrement pair", base_checked_pair, n,
          n, NULL);
  measure("base_malloc_small", "ns/call", "-", "malloc(64) + 3 stores + free", base_malloc_small,
          scaled(1000000, 1000), scaled(1000000, 1000), NULL);
  snprintf(label, sizeof label, "memcpy of %lldx%lld float64", (long long)side, (long long)side);
  measure("base_memcpy_tensor", "ns/elem", "-", label, base_memcpy_f64, tn, tn, fvalues);
  measure("base_sum_f64", "ns/elem", "-", "plain C sum loop over the same float64 values",
          base_sum_f64, tn, tn, fvalues);

  /* builder appends */
  snprintf(label, sizeof label, "builder append_int, %lld int64 + finish", (long long)n);
  measure("append_int64", "ns/elem", "base_store_i64", label, run_append_int64, n, n, NULL);
  measure("append_double", "ns/elem", "base_store_f64", "builder append_double, float64 + finish",
          run_append_double, n, n, NULL);
  measure("append_int32", "ns/elem", "base_store_i32", "builder append_int32, int32 + finish",
          run_append_int32, n, n, NULL);
  measure("append_nulls", "ns/elem", "base_store_i64",
          "builder append_int with 10% append_null, int64 + finish", run_append_nulls, n, n, NULL);
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
              "nanoarrow: ArrowArrayViewInitFromSchema + SetArray + Validate (default) + Reset, schema released",
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
              "nanoarrow: wrap 1000 int64 as an ArrowArray + schema, release both", base_na_export_release,
              rounds, rounds, &small_src);
      measure("base_na_roundtrip", "ns/call", "-", "nanoarrow: that export, then the consumer path, release",
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
