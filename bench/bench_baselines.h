/*
 * bench_baselines.h: the physical baselines of bench.c (memcpy, plain store
 * and sum loops, a realloc-doubling list, atomic and compare-and-swap pairs,
 * malloc) and the buffer owner and list metrics every runtime has.
 * Part of bench.c's one translation unit (harness.h keeps its state in
 * statics): included once, by bench.c, after the API headers and harness.h.
 */
#ifndef IRX_BENCH_BASELINES_H
#define IRX_BENCH_BASELINES_H

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

#endif
