/*
 * Series and compute of pyirx 1.25's data frames through the C header:
 * irx_arrow_column_compute on every kernel of 1.25's whitelist and every
 * element type, against a reference evaluator written here in C (Arrow
 * C++'s rules: nulls propagate, checked integer arithmetic, integer
 * division truncates, a zero divisor is an error, reductions skip nulls
 * and give a null without a valid value, and the result types), with
 * column and scalar operands, nulls and columns made of several chunks
 * by irx_arrow_series_set; then overflow at each type's limits, the type-0
 * rule, promotion, indexing, setting and slicing.
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "array_util.h"
#include "threads.h"

typedef irx_arrow_chunked_array_handle column;

#define POISON_PTR ((void*)0x1)

/* One value: ints in i (unsigned ones too: the test's values are small),
 * float and double in f, bool in i (0/1). */
typedef struct elem {
  int valid;
  int64_t i;
  double f;
} elem;

static const elem NULL_ELEM = {0, 0, 0.0};

enum { N = 9 };

static int is_float(int32_t id) { return id == IRX_ARROW_TYPE_FLOAT32 || id == IRX_ARROW_TYPE_FLOAT64; }

/* 1.25's encoding of a value of type id. */
static uint64_t to_bits(int32_t id, elem v) {
  if (!v.valid) return 0;
  if (id == IRX_ARROW_TYPE_FLOAT32) {
    float x = (float)v.f;
    uint32_t b;
    memcpy(&b, &x, sizeof b);
    return b;
  }
  if (id == IRX_ARROW_TYPE_FLOAT64) {
    uint64_t b;
    memcpy(&b, &v.f, sizeof b);
    return b;
  }
  return (uint64_t)v.i; /* sign-extended for signed types */
}

/* The value `bits` encodes at type id; CHECKs the encoding's rules
 * (sign-extension, float in the low 32 bits, bool 0/1, zero bits for a
 * null). */
static elem from_bits(int32_t id, uint64_t bits, int32_t valid) {
  elem v = {valid, 0, 0.0};
  CHECK(valid == 0 || valid == 1);
  if (!valid) {
    CHECK_EQ_INT(bits, 0);
    return v;
  }
  switch (id) {
    case IRX_ARROW_TYPE_INT8: CHECK(bits == (uint64_t)(int64_t)(int8_t)bits); break;
    case IRX_ARROW_TYPE_INT16: CHECK(bits == (uint64_t)(int64_t)(int16_t)bits); break;
    case IRX_ARROW_TYPE_INT32: CHECK(bits == (uint64_t)(int64_t)(int32_t)bits); break;
    case IRX_ARROW_TYPE_UINT8: CHECK(bits <= UINT8_MAX); break;
    case IRX_ARROW_TYPE_UINT16: CHECK(bits <= UINT16_MAX); break;
    case IRX_ARROW_TYPE_UINT32: CHECK(bits <= UINT32_MAX); break;
    case IRX_ARROW_TYPE_BOOL: CHECK(bits <= 1); break;
    default: break;
  }
  if (id == IRX_ARROW_TYPE_FLOAT32) {
    uint32_t b = (uint32_t)bits;
    float x;
    CHECK(bits <= UINT32_MAX);
    memcpy(&x, &b, sizeof x);
    v.f = x;
  } else if (id == IRX_ARROW_TYPE_FLOAT64) {
    memcpy(&v.f, &bits, sizeof v.f);
  } else {
    v.i = (int64_t)bits;
  }
  return v;
}

static int same(int32_t id, elem a, elem b) {
  if (a.valid != b.valid) return 0;
  if (!a.valid) return 1;
  return is_float(id) ? (a.f == b.f || (isnan(a.f) && isnan(b.f))) : a.i == b.i;
}

/* The test's values: x and y per type, with nulls (x at i % 4 == 1, y at
 * i % 3 == 2), small enough that only unsigned subtraction leaves a
 * type's range, and y never zero where x is valid. */
static elem value(const tinfo* t, int which, int i) {
  int64_t raw = which == 0 ? (i * 5 + 2) % 9 - 4 : (i * 3 + 1) % 7 - 3;
  elem v = {1, 0, 0.0};
  if (which == 0 ? i % 4 == 1 : i % 3 == 2) return NULL_ELEM;
  if (which == 1 && raw == 0) raw = 3;
  switch (t->kind) {
    case KIND_UNSIGNED: v.i = raw + 5; break;
    case KIND_FLOAT: v.f = (double)raw * 0.5; break;
    case KIND_BOOL: v.i = raw & 1; break;
    default: v.i = raw;
  }
  return v;
}

/* A scalar of t: 3, 7 unsigned, 1.5, true. */
static elem scalar_of(const tinfo* t) {
  elem v = {1, 3, 1.5};
  if (t->kind == KIND_UNSIGNED) v.i = 7;
  if (t->kind == KIND_BOOL) v.i = 1;
  return v;
}

/* A column of t holding v[0..n), split into chunks at each of cuts[] by
 * irx_arrow_series_set (the row set to its own value). */
static column* make_column(const tinfo* t, const elem* v, int n, const int* cuts, int ncuts) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  irx_arrow_table_handle* table = NULL;
  column* c = NULL;
  const char* names[1] = {"x"};
  int i;
  CHECK_EQ_INT(irx_arrow_array_builder_new(t->id, &b), 0);
  for (i = 0; i < n; i++) {
    if (!v[i].valid) CHECK_EQ_INT(irx_arrow_array_builder_append_null(b, 1), 0);
    else if (t->kind == KIND_FLOAT) CHECK_EQ_INT(irx_arrow_array_builder_append_double(b, v[i].f), 0);
    else if (t->kind == KIND_UNSIGNED) CHECK_EQ_INT(irx_arrow_array_builder_append_uint(b, (uint64_t)v[i].i), 0);
    else CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, v[i].i), 0);
  }
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  CHECK_EQ_INT(irx_arrow_table_new_from_arrays(1, names, &a, &table), 0);
  irx_arrow_array_release(a);
  CHECK_EQ_INT(irx_arrow_table_column_by_index(table, 0, &c), 0);
  irx_arrow_table_release(table);
  for (i = 0; i < ncuts; i++)
    CHECK_EQ_INT(irx_arrow_series_set(c, cuts[i], t->id, to_bits(t->id, v[cuts[i]]), v[cuts[i]].valid, 1), 0);
  return c;
}

/* Reads a column as type id into out[0..cap); returns its length (the
 * first index irx_arrow_series_index calls out of bounds). */
static int read_column(const column* c, int32_t id, elem* out, int cap) {
  int n = 0;
  for (;;) {
    uint64_t bits = 99;
    int32_t valid = 99;
    int status = irx_arrow_series_index(c, n, id, &bits, &valid);
    if (status == IRX_ERR_OOB) return n;
    CHECK_EQ_INT(status, 0);
    if (status != 0 || n == cap) return -1;
    out[n++] = from_bits(id, bits, valid);
  }
}

/* ---- the reference ------------------------------------------------------ */

static int any_of(const char* k, const char* const* names) {
  for (; *names; names++)
    if (strcmp(k, *names) == 0) return 1;
  return 0;
}

static const char* const ARITH[] = {"add_checked", "subtract_checked", "multiply_checked", "divide_checked", NULL};
static const char* const COMPARE[] = {"equal", "not_equal", "less", "less_equal", "greater", "greater_equal", NULL};
static const char* const BINARY[] = {"add_checked", "subtract_checked", "multiply_checked", "divide_checked",
                                     "equal", "not_equal", "less", "less_equal", "greater", "greater_equal",
                                     "and", "or", "coalesce", NULL};
static const char* const UNARY[] = {"is_null", "identity", "negate_checked", "invert", NULL};
static const char* const REDUCTIONS[] = {"sum", "min", "max", "mean", "count", "any", "all", NULL};
static const char* const BOOL_ONLY[] = {"and", "or", "invert", "any", "all", NULL};

/* IRX_ERR_ARROW where Arrow C++ has no kernel for the type, else 0. */
static int supported(const char* k, const tinfo* t) {
  if (t->kind == KIND_BOOL && (any_of(k, ARITH) || strcmp(k, "negate_checked") == 0)) return IRX_ERR_ARROW;
  if (t->kind != KIND_BOOL && any_of(k, BOOL_ONLY)) return IRX_ERR_ARROW;
  if (t->kind == KIND_UNSIGNED && strcmp(k, "negate_checked") == 0) return IRX_ERR_ARROW;
  return 0;
}

/* The result type of a kernel at t. */
static const tinfo* result_type(const char* k, const tinfo* t) {
  if (any_of(k, COMPARE) || any_of(k, BOOL_ONLY) || strcmp(k, "is_null") == 0) return type_info(IRX_ARROW_TYPE_BOOL);
  if (strcmp(k, "count") == 0) return type_info(IRX_ARROW_TYPE_INT64);
  if (strcmp(k, "mean") == 0) return type_info(IRX_ARROW_TYPE_FLOAT64);
  if (strcmp(k, "sum") == 0) {
    if (t->kind == KIND_SIGNED) return type_info(IRX_ARROW_TYPE_INT64);
    if (t->kind == KIND_FLOAT) return type_info(IRX_ARROW_TYPE_FLOAT64); /* float32 too */
    return type_info(IRX_ARROW_TYPE_UINT64); /* unsigned, and bool's count of trues */
  }
  return t;
}

/* Whether an integer result fits t. */
static int fits(const tinfo* t, int64_t v) {
  switch (t->id) {
    case IRX_ARROW_TYPE_INT8: return v >= INT8_MIN && v <= INT8_MAX;
    case IRX_ARROW_TYPE_INT16: return v >= INT16_MIN && v <= INT16_MAX;
    case IRX_ARROW_TYPE_INT32: return v >= INT32_MIN && v <= INT32_MAX;
    case IRX_ARROW_TYPE_UINT8: return v >= 0 && v <= UINT8_MAX;
    case IRX_ARROW_TYPE_UINT16: return v >= 0 && v <= UINT16_MAX;
    case IRX_ARROW_TYPE_UINT32: return v >= 0 && v <= UINT32_MAX;
    case IRX_ARROW_TYPE_UINT64: return v >= 0;
    default: return 1;
  }
}

/* A float result rounded to t's precision. */
static double rounded(const tinfo* t, double v) { return t->id == IRX_ARROW_TYPE_FLOAT32 ? (double)(float)v : v; }

/* One element of an element-wise kernel: 0, or IRX_ERR_INVALID for
 * overflow or a zero divisor. */
static int ref_elem(const char* k, const tinfo* t, elem a, elem b, elem* r) {
  int fl = t->kind == KIND_FLOAT;
  double x = fl ? a.f : (double)a.i, y = fl ? b.f : (double)b.i;
  *r = NULL_ELEM;
  if (strcmp(k, "is_null") == 0) {
    r->valid = 1;
    r->i = !a.valid;
    return 0;
  }
  if (strcmp(k, "identity") == 0) {
    *r = a;
    return 0;
  }
  if (strcmp(k, "coalesce") == 0) {
    *r = a.valid ? a : b;
    return 0;
  }
  if (!a.valid || (any_of(k, BINARY) && !b.valid)) return 0;
  r->valid = 1;
  if (any_of(k, COMPARE)) {
    if (strcmp(k, "equal") == 0) r->i = x == y;
    else if (strcmp(k, "not_equal") == 0) r->i = x != y;
    else if (strcmp(k, "less") == 0) r->i = x < y;
    else if (strcmp(k, "less_equal") == 0) r->i = x <= y;
    else if (strcmp(k, "greater") == 0) r->i = x > y;
    else r->i = x >= y;
    return 0;
  }
  if (strcmp(k, "and") == 0) r->i = a.i && b.i;
  else if (strcmp(k, "or") == 0) r->i = a.i || b.i;
  else if (strcmp(k, "invert") == 0) r->i = !a.i;
  else if (strcmp(k, "negate_checked") == 0) {
    r->i = -a.i;
    r->f = -a.f;
  } else if (strcmp(k, "divide_checked") == 0) {
    if (fl ? b.f == 0.0 : b.i == 0) return IRX_ERR_INVALID;
    r->i = fl ? 0 : a.i / b.i; /* C truncates, as Arrow C++ */
    r->f = fl ? rounded(t, a.f / b.f) : 0.0;
  } else {
    int add = strcmp(k, "add_checked") == 0, sub = strcmp(k, "subtract_checked") == 0;
    r->i = add ? a.i + b.i : sub ? a.i - b.i : a.i * b.i;
    r->f = rounded(t, add ? a.f + b.f : sub ? a.f - b.f : a.f * b.f);
  }
  if (!fl && !fits(t, r->i)) return IRX_ERR_INVALID;
  return 0;
}

/* A reduction of v[0..n). */
static elem ref_reduce(const char* k, const tinfo* t, const elem* v, int n) {
  elem r = NULL_ELEM;
  int i, count = 0;
  double sum = 0.0;
  int64_t isum = 0, lo = 0, hi = 0;
  double flo = 0.0, fhi = 0.0;
  for (i = 0; i < n; i++) {
    if (!v[i].valid) continue;
    if (count == 0) {
      lo = hi = v[i].i;
      flo = fhi = v[i].f;
    }
    count++;
    isum += v[i].i;
    sum += t->kind == KIND_FLOAT ? v[i].f : (double)v[i].i;
    if (v[i].i < lo) lo = v[i].i;
    if (v[i].i > hi) hi = v[i].i;
    if (v[i].f < flo) flo = v[i].f;
    if (v[i].f > fhi) fhi = v[i].f;
  }
  if (strcmp(k, "count") == 0) {
    r.valid = 1;
    r.i = count;
    return r;
  }
  if (count == 0) return r;
  r.valid = 1;
  if (strcmp(k, "mean") == 0) r.f = sum / count;
  else if (strcmp(k, "sum") == 0) {
    r.i = isum;
    r.f = sum;
  } else if (strcmp(k, "min") == 0 || strcmp(k, "all") == 0) {
    r.i = lo;
    r.f = flo;
  } else {
    r.i = hi;
    r.f = fhi;
  }
  return r;
}

/* ---- every kernel on every type ----------------------------------------- */

/* An operand: a column (with its values) or a scalar. */
typedef struct operand {
  const column* c;
  const elem* values; /* the column's, or the scalar's one */
  int len;            /* the column's rows; 1 for a scalar */
  const char* what;
} operand;

static elem at(const operand* o, int i) { return o->c ? o->values[i] : o->values[0]; }

/* Runs `k` on lhs (and rhs) and compares with the reference. */
static void check_kernel(const char* k, const tinfo* t, const operand* lhs, const operand* rhs) {
  const tinfo* rt = result_type(k, t);
  int binary = any_of(k, BINARY), reduction = any_of(k, REDUCTIONS);
  int expected = supported(k, t), i, n = lhs->c ? lhs->len : (binary && rhs->c) ? rhs->len : 1;
  column* out = (column*)POISON_PTR;
  uint64_t bits = 77;
  int32_t valid = 77;
  elem want[N], got[N];
  int status;
  for (i = 0; i < n && expected == 0 && !reduction; i++) {
    elem a = at(lhs, i), b = binary ? at(rhs, i) : NULL_ELEM;
    int s = ref_elem(k, t, a, b, &want[i]);
    if (s) expected = s;
  }
  if (reduction) want[0] = ref_reduce(k, t, lhs->values, lhs->len);
  if (reduction && !lhs->c) expected = IRX_ERR_TYPE; /* 1.25: needs a Series, before any kernel */
  status = irx_arrow_column_compute(k, t->id, lhs->c, lhs->c ? 0 : to_bits(t->id, lhs->values[0]),
                                    lhs->c ? 0 : lhs->values[0].valid, binary ? rhs->c : NULL,
                                    binary && !rhs->c ? to_bits(t->id, rhs->values[0]) : 0,
                                    binary && !rhs->c ? rhs->values[0].valid : 0, &out, &bits, &valid);
  if (status != expected) {
    printf("#   %s(%s, %s) at type %s: status %d (%s), expected %d\n", k, lhs->what, binary ? rhs->what : "-",
           t->format, status, irx_arrow_last_error(), expected);
    check_case_failures++;
  }
  if (status != 0) {
    CHECK(out == NULL && bits == 0 && valid == 0);
    return;
  }
  if ((lhs->c || (binary && rhs->c)) && !reduction) {
    CHECK(out != NULL);
    if (out == NULL) return;
    CHECK_EQ_INT(read_column(out, rt->id, got, N), n);
    irx_arrow_chunked_array_release(out);
  } else {
    CHECK(out == NULL);
    got[0] = from_bits(rt->id, bits, valid);
    n = 1;
  }
  for (i = 0; i < n; i++) {
    if (!same(rt->id, got[i], want[i])) {
      printf("#   %s(%s, %s) at type %s, row %d: got %d/%lld/%g, expected %d/%lld/%g\n", k, lhs->what,
             binary ? rhs->what : "-", t->format, i, got[i].valid, (long long)got[i].i, got[i].f, want[i].valid,
             (long long)want[i].i, want[i].f);
      check_case_failures++;
    }
  }
}

static void every_kernel_at(const tinfo* t) {
  static const char* const* const GROUPS[] = {BINARY, UNARY, REDUCTIONS};
  static const int X_CUTS[] = {2, 5}, Y_CUTS[] = {4};
  elem x[N], y[N], s = scalar_of(t);
  int i, g;
  column *cx, *cy, *ky;
  for (i = 0; i < N; i++) {
    x[i] = value(t, 0, i);
    y[i] = value(t, 1, i);
  }
  cx = make_column(t, x, N, X_CUTS, 2); /* three chunks and two single rows */
  cy = make_column(t, y, N, NULL, 0);
  ky = make_column(t, y, N, Y_CUTS, 1); /* chunks that do not line up with cx's */
  {
    operand X = {cx, x, N, "chunked x"}, Y = {cy, y, N, "y"}, KY = {ky, y, N, "chunked y"};
    operand S = {NULL, &s, 1, "scalar"}, NS = {NULL, &NULL_ELEM, 1, "null scalar"};
    const operand* pairs[][2] = {{&X, &Y}, {&X, &KY}, {&X, &S}, {&S, &Y}, {&X, &NS}, {&NS, &KY}, {&S, &S}, {&S, &NS}};
    for (g = 0; g < 3; g++) {
      const char* const* k;
      for (k = GROUPS[g]; *k; k++) {
        size_t p;
        for (p = 0; p < sizeof pairs / sizeof pairs[0]; p++) {
          if (g > 0 && p > 0 && pairs[p][0] == pairs[p - 1][0]) continue; /* one lhs once */
          check_kernel(*k, t, pairs[p][0], pairs[p][1]);
        }
      }
    }
  }
  irx_arrow_chunked_array_release(cx);
  irx_arrow_chunked_array_release(cy);
  irx_arrow_chunked_array_release(ky);
}

static void test_every_kernel_on_every_type(void) {
  int k;
  for (k = 0; k < N_TYPES; k++) {
    check_begin();
    every_kernel_at(&TYPES[k]);
    {
      char name[64];
      snprintf(name, sizeof name, "every kernel at type %s", TYPES[k].format);
      check_end(name);
    }
  }
}

/* ---- limits, empties, the type-0 rule ------------------------------------ */

static int compute_values(const char* k, int32_t id, const column* lhs, uint64_t lbits, const column* rhs,
                          uint64_t rbits, uint64_t* bits, int32_t* valid, column** out) {
  return irx_arrow_column_compute(k, id, lhs, lbits, 1, rhs, rbits, 1, out, bits, valid);
}

static void test_overflow_and_zero_divisors_at_every_limit(void) {
  /* (type, its minimum, its maximum) as bits */
  static const struct { int32_t id; uint64_t min, max; } L[] = {
      {IRX_ARROW_TYPE_INT8, (uint64_t)(int64_t)INT8_MIN, INT8_MAX},
      {IRX_ARROW_TYPE_INT16, (uint64_t)(int64_t)INT16_MIN, INT16_MAX},
      {IRX_ARROW_TYPE_INT32, (uint64_t)(int64_t)INT32_MIN, INT32_MAX},
      {IRX_ARROW_TYPE_INT64, (uint64_t)INT64_MIN, INT64_MAX},
      {IRX_ARROW_TYPE_UINT8, 0, UINT8_MAX},
      {IRX_ARROW_TYPE_UINT16, 0, UINT16_MAX},
      {IRX_ARROW_TYPE_UINT32, 0, UINT32_MAX},
      {IRX_ARROW_TYPE_UINT64, 0, UINT64_MAX},
  };
  size_t k;
  for (k = 0; k < sizeof L / sizeof L[0]; k++) {
    int32_t id = L[k].id;
    int is_signed = type_info(id)->kind == KIND_SIGNED;
    uint64_t bits;
    int32_t valid;
    column* out;
    CHECK_FAILS_WITH(compute_values("add_checked", id, NULL, L[k].max, NULL, 1, &bits, &valid, &out),
                     IRX_ERR_INVALID, "overflow");
    CHECK_FAILS_WITH(compute_values("subtract_checked", id, NULL, L[k].min, NULL, 1, &bits, &valid, &out),
                     IRX_ERR_INVALID, "overflow");
    CHECK_FAILS_WITH(compute_values("multiply_checked", id, NULL, L[k].max, NULL, 2, &bits, &valid, &out),
                     IRX_ERR_INVALID, "overflow");
    CHECK_FAILS_WITH(compute_values("divide_checked", id, NULL, L[k].max, NULL, 0, &bits, &valid, &out),
                     IRX_ERR_INVALID, "divide by zero");
    if (is_signed) {
      CHECK_FAILS_WITH(compute_values("negate_checked", id, NULL, L[k].min, NULL, 0, &bits, &valid, &out),
                       IRX_ERR_INVALID, "overflow");
      CHECK_FAILS_WITH(compute_values("divide_checked", id, NULL, L[k].min, NULL, UINT64_MAX, &bits, &valid, &out),
                       IRX_ERR_INVALID, "overflow");
      /* max + (-1) and max - max are in range */
      CHECK_EQ_INT(compute_values("add_checked", id, NULL, L[k].max, NULL, UINT64_MAX, &bits, &valid, &out), 0);
      CHECK(bits == L[k].max - 1 && valid == 1);
    } else {
      CHECK_EQ_INT(compute_values("negate_checked", id, NULL, 1, NULL, 0, &bits, &valid, &out), IRX_ERR_ARROW);
    }
    CHECK_EQ_INT(compute_values("subtract_checked", id, NULL, L[k].max, NULL, L[k].max, &bits, &valid, &out), 0);
    CHECK(bits == 0 && valid == 1 && out == NULL);
  }
  {
    /* floats: no overflow (infinity), but a zero divisor is an error, -0.0 too */
    double inf = HUGE_VAL, zero = -0.0, big = 1e308, two = 2.0;
    uint64_t b_big, b_two, b_zero, bits;
    int32_t valid;
    column* out;
    memcpy(&b_big, &big, 8);
    memcpy(&b_two, &two, 8);
    memcpy(&b_zero, &zero, 8);
    CHECK_EQ_INT(compute_values("multiply_checked", IRX_ARROW_TYPE_FLOAT64, NULL, b_big, NULL, b_two, &bits, &valid, &out), 0);
    CHECK(memcmp(&bits, &inf, 8) == 0);
    CHECK_FAILS_WITH(compute_values("divide_checked", IRX_ARROW_TYPE_FLOAT64, NULL, b_two, NULL, b_zero, &bits, &valid, &out),
                     IRX_ERR_INVALID, "divide by zero");
    CHECK_FAILS_WITH(compute_values("divide_checked", IRX_ARROW_TYPE_FLOAT32, NULL, 0x40000000u, NULL, 0, &bits, &valid, &out),
                     IRX_ERR_INVALID, "divide by zero");
  }
}

static void test_overflow_in_a_column_and_not_under_a_null(void) {
  const tinfo* t = type_info(IRX_ARROW_TYPE_INT64);
  elem v[3] = {{1, 5, 0}, {1, INT64_MAX, 0}, {0, 0, 0}};
  elem w[3] = {{1, 1, 0}, {0, 0, 0}, {1, 0, 0}};
  column* a = make_column(t, v, 3, NULL, 0);
  column* b = make_column(t, w, 3, NULL, 0);
  column* out = NULL;
  uint64_t bits;
  int32_t valid;
  elem got[3];
  /* INT64_MAX + 1 only where both are valid: row 1 has a null rhs; 0 / 0
   * only under a null lhs: neither is evaluated. */
  CHECK_EQ_INT(irx_arrow_column_compute("add_checked", t->id, a, 0, 0, b, 0, 0, &out, &bits, &valid), 0);
  CHECK_EQ_INT(read_column(out, t->id, got, 3), 3);
  CHECK(got[0].valid && got[0].i == 6 && !got[1].valid && !got[2].valid);
  irx_arrow_chunked_array_release(out);
  CHECK_EQ_INT(irx_arrow_column_compute("divide_checked", t->id, a, 0, 0, b, 0, 0, &out, &bits, &valid), 0);
  irx_arrow_chunked_array_release(out);
  /* a column + 1: row 1 overflows */
  CHECK_FAILS_WITH(irx_arrow_column_compute("add_checked", t->id, a, 0, 0, NULL, 1, 1, &out, &bits, &valid),
                   IRX_ERR_INVALID, "overflow");
  CHECK(out == NULL);
  /* 1.25's sum: an error at the first partial sum out of range */
  CHECK_FAILS_WITH(irx_arrow_column_compute("sum", t->id, a, 0, 0, NULL, 0, 0, &out, &bits, &valid),
                   IRX_ERR_INVALID, "Series sum overflow");
  irx_arrow_chunked_array_release(a);
  irx_arrow_chunked_array_release(b);
}

static void test_reductions_of_empty_and_all_null_columns(void) {
  int k;
  for (k = 0; k < N_TYPES; k++) {
    const tinfo* t = &TYPES[k];
    elem nulls[2] = {NULL_ELEM, NULL_ELEM};
    column* empty = make_column(t, nulls, 0, NULL, 0);
    column* all_null = make_column(t, nulls, 2, NULL, 0);
    const char* const* r;
    for (r = REDUCTIONS; *r; r++) {
      operand E = {empty, nulls, 0, "empty"}, A = {all_null, nulls, 2, "all null"};
      check_kernel(*r, t, &E, NULL);
      check_kernel(*r, t, &A, NULL);
    }
    irx_arrow_chunked_array_release(empty);
    irx_arrow_chunked_array_release(all_null);
  }
}

/* 1.25: with type 0, is_null and count take a column of its own type;
 * every other use of type 0 is a type error. */
static void test_type_zero_is_null_and_count(void) {
  const tinfo* t = type_info(IRX_ARROW_TYPE_UINT16);
  elem v[3] = {{1, 4, 0}, {0, 0, 0}, {1, 9, 0}};
  column* c = make_column(t, v, 3, NULL, 0);
  column* out = NULL;
  uint64_t bits;
  int32_t valid;
  elem got[3];
  CHECK_EQ_INT(irx_arrow_column_compute("count", 0, c, 0, 0, NULL, 0, 0, &out, &bits, &valid), 0);
  CHECK(bits == 2 && valid == 1 && out == NULL);
  CHECK_EQ_INT(irx_arrow_column_compute("is_null", 0, c, 0, 0, NULL, 0, 0, &out, &bits, &valid), 0);
  CHECK_EQ_INT(read_column(out, IRX_ARROW_TYPE_BOOL, got, 3), 3);
  CHECK(got[0].valid && !got[0].i && got[1].valid && got[1].i && !got[2].i);
  irx_arrow_chunked_array_release(out);
  CHECK_EQ_INT(irx_arrow_column_compute("sum", 0, c, 0, 0, NULL, 0, 0, &out, &bits, &valid), IRX_ERR_TYPE);
  CHECK_EQ_INT(irx_arrow_column_compute("count", 0, NULL, 0, 0, NULL, 0, 0, &out, &bits, &valid), IRX_ERR_TYPE);
  CHECK_EQ_INT(irx_arrow_column_compute("count", 12, c, 0, 0, NULL, 0, 0, &out, &bits, &valid), IRX_ERR_TYPE);
  irx_arrow_chunked_array_release(c);
}

/* ---- promotion ---------------------------------------------------------- */

static void test_promotion_casts_safely(void) {
  const tinfo* i32 = type_info(IRX_ARROW_TYPE_INT32);
  const tinfo* f64 = type_info(IRX_ARROW_TYPE_FLOAT64);
  elem ints[3] = {{1, 2, 0}, {0, 0, 0}, {1, -7, 0}};
  elem halves[2] = {{1, 0, 1.5}, {1, 0, 2.0}};
  elem whole[2] = {{1, 0, 300.0}, {1, 0, 2.0}};
  column* a = make_column(i32, ints, 3, NULL, 0);
  column* h = make_column(f64, halves, 2, NULL, 0);
  column* w = make_column(f64, whole, 2, NULL, 0);
  column* out = NULL;
  uint64_t bits;
  int32_t valid;
  elem got[3];
  /* int32 column + int64 scalar 10: int64 results */
  CHECK_EQ_INT(irx_arrow_column_compute_promoted("add_checked", IRX_ARROW_TYPE_INT64, a, 0, 0, NULL, 10, 1, &out,
                                                 &bits, &valid), 0);
  CHECK_EQ_INT(read_column(out, IRX_ARROW_TYPE_INT64, got, 3), 3);
  CHECK(got[0].i == 12 && !got[1].valid && got[2].i == 3);
  irx_arrow_chunked_array_release(out);
  /* unpromoted, the int32 column is a type mismatch */
  CHECK_FAILS_WITH(irx_arrow_column_compute("add_checked", IRX_ARROW_TYPE_INT64, a, 0, 0, NULL, 10, 1, &out, &bits,
                                            &valid), IRX_ERR_TYPE, "mismatch");
  /* 1.5 to int64 would truncate; 300.0 to int8 is out of range */
  CHECK_FAILS_WITH(irx_arrow_column_compute_promoted("sum", IRX_ARROW_TYPE_INT64, h, 0, 0, NULL, 0, 0, &out, &bits,
                                                     &valid), IRX_ERR_INVALID, "truncated");
  CHECK_EQ_INT(irx_arrow_column_compute_promoted("sum", IRX_ARROW_TYPE_INT8, w, 0, 0, NULL, 0, 0, &out, &bits,
                                                 &valid), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_arrow_column_compute_promoted("sum", IRX_ARROW_TYPE_INT16, w, 0, 0, NULL, 0, 0, &out, &bits,
                                                 &valid), 0);
  CHECK(bits == 302 && valid == 1);
  /* type 0: no promotion, the plain call's rules */
  CHECK_EQ_INT(irx_arrow_column_compute_promoted("count", 0, w, 0, 0, NULL, 0, 0, &out, &bits, &valid), 0);
  CHECK(bits == 2);
  irx_arrow_chunked_array_release(a);
  irx_arrow_chunked_array_release(h);
  irx_arrow_chunked_array_release(w);
}

/* ---- index, set, slice -------------------------------------------------- */

static void test_set_changes_only_its_handle(void) {
  const tinfo* t = type_info(IRX_ARROW_TYPE_FLOAT32);
  irx_arrow_array_handle* a = build_array(t, 8, 0, 0);
  irx_arrow_table_handle* table = NULL;
  const char* names[1] = {"f"};
  column *c = NULL, *again = NULL, *slice = NULL;
  elem got[8];
  float x = 42.25f;
  uint32_t xb;
  memcpy(&xb, &x, 4);
  CHECK_EQ_INT(irx_arrow_table_new_from_arrays(1, names, &a, &table), 0);
  irx_arrow_array_release(a);
  CHECK_EQ_INT(irx_arrow_table_column_by_index(table, 0, &c), 0);
  CHECK_EQ_INT(irx_arrow_series_slice(c, 0, 0, 1, 0, &slice), 0); /* a zero-copy slice of all rows */
  CHECK_EQ_INT(irx_arrow_series_set(c, 3, t->id, xb, 1, 0), 0);
  CHECK_EQ_INT(irx_arrow_series_set(c, 7, t->id, 0, 0, 1), 0); /* a null: the field becomes nullable */
  CHECK_EQ_INT(read_column(c, t->id, got, 8), 8);
  CHECK(got[3].f == 42.25 && !got[7].valid && got[2].f == (double)pattern(2) + 0.5);
  /* the table, a new handle of it and the earlier slice keep the old values */
  CHECK_EQ_INT(irx_arrow_table_column_by_index(table, 0, &again), 0);
  CHECK_EQ_INT(read_column(again, t->id, got, 8), 8);
  CHECK(got[3].f == (double)pattern(3) + 0.5 && got[7].valid);
  CHECK_EQ_INT(read_column(slice, t->id, got, 8), 8);
  CHECK(got[3].f == (double)pattern(3) + 0.5);
  /* a failed set leaves the column as it was */
  CHECK_EQ_INT(irx_arrow_series_set(c, 8, t->id, xb, 1, 1), IRX_ERR_OOB);
  CHECK_EQ_INT(irx_arrow_series_set(c, 0, IRX_ARROW_TYPE_FLOAT64, xb, 1, 1), IRX_ERR_TYPE);
  CHECK_EQ_INT(irx_arrow_series_set(c, 0, t->id, 0, 0, 0), IRX_ERR_INVALID);
  CHECK_EQ_INT(read_column(c, t->id, got, 8), 8);
  CHECK(got[0].f == (double)pattern(0) + 0.5 && got[3].f == 42.25);
  irx_arrow_chunked_array_release(c);
  irx_arrow_chunked_array_release(again);
  irx_arrow_chunked_array_release(slice);
  irx_arrow_table_release(table);
}

static void test_slices_of_a_chunked_column(void) {
  const tinfo* t = type_info(IRX_ARROW_TYPE_INT16);
  static const int cuts[] = {3, 6, 7};
  elem v[12], got[12];
  column *c, *s = NULL;
  int i;
  /* (start, stop, step, bounds) and the rows Python's slice selects */
  static const struct { int64_t start, stop, step; int32_t bounds; int rows[12]; int n; } S[] = {
      {0, 0, 1, 0, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, 12},
      {2, 9, 1, 3, {2, 3, 4, 5, 6, 7, 8}, 7},
      {0, 0, -1, 0, {11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0}, 12},
      {1, 11, 3, 3, {1, 4, 7, 10}, 4},
      {-2, 0, -4, 1, {10, 6, 2}, 3},
      {-100, 100, 5, 3, {0, 5, 10}, 3},
      {8, 2, 1, 3, {0}, 0},
      {INT64_MIN, INT64_MAX, INT64_MAX, 3, {0}, 1},
  };
  size_t k;
  for (i = 0; i < 12; i++) {
    v[i].valid = i != 5;
    v[i].i = v[i].valid ? i * 10 - 40 : 0;
    v[i].f = 0;
  }
  c = make_column(t, v, 12, cuts, 3);
  for (k = 0; k < sizeof S / sizeof S[0]; k++) {
    int n;
    CHECK_EQ_INT(irx_arrow_series_slice(c, S[k].start, S[k].stop, S[k].step, S[k].bounds, &s), 0);
    n = read_column(s, t->id, got, 12);
    CHECK_EQ_INT(n, S[k].n);
    for (i = 0; i < n && i < S[k].n; i++) CHECK(same(t->id, got[i], v[S[k].rows[i]]));
    irx_arrow_chunked_array_release(s);
  }
  irx_arrow_chunked_array_release(c);
}

/* ---- threads -------------------------------------------------------------- */

typedef struct shared_table {
  irx_arrow_table_handle* table;
  column* c; /* shared by every thread */
  int64_t sum;
} shared_table;

/* add_checked of the shared column to itself (a result large enough to go
 * through the recycled buffers, freed on this thread), its sum; and a set
 * on a handle of this thread's own, which no other thread sees. */
static void* compute_worker(void* arg) {
  worker* w = arg;
  shared_table* s = w->shared;
  int i, iterations = getenv("IRX_UNDER_VALGRIND") ? 2 : 30;
  column* own = NULL;
  if (irx_arrow_table_column_by_index(s->table, 0, &own) != 0) {
    w->failures++;
    return NULL;
  }
  for (i = 0; i < iterations; i++) {
    column *out = NULL, *none = NULL;
    uint64_t bits = 0;
    int32_t valid = 0;
    if (irx_arrow_column_compute("add_checked", IRX_ARROW_TYPE_INT64, s->c, 0, 0, s->c, 0, 0, &out, &bits, &valid) != 0) {
      w->failures++;
      continue;
    }
    if (irx_arrow_column_compute("sum", IRX_ARROW_TYPE_INT64, out, 0, 0, NULL, 0, 0, &none, &bits, &valid) != 0 ||
        (int64_t)bits != 2 * s->sum || none != NULL)
      w->failures++;
    irx_arrow_chunked_array_release(out);
    if (irx_arrow_series_set(own, i, IRX_ARROW_TYPE_INT64, (uint64_t)(w->id * 1000 + i), 1, 0) != 0 ||
        irx_arrow_series_index(own, i, IRX_ARROW_TYPE_INT64, &bits, &valid) != 0 || bits != (uint64_t)(w->id * 1000 + i))
      w->failures++;
  }
  irx_arrow_chunked_array_release(own);
  return NULL;
}

static void test_threads_share_columns_and_recycled_results(void) {
  enum { ROWS = 200000 }; /* 1.6 MB results: recycled */
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  const char* names[1] = {"x"};
  shared_table s = {NULL, NULL, 0};
  int64_t i;
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b), 0);
  for (i = 0; i < ROWS; i++) {
    CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, i % 1000), 0);
    s.sum += i % 1000;
  }
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  CHECK_EQ_INT(irx_arrow_table_new_from_arrays(1, names, &a, &s.table), 0);
  irx_arrow_array_release(a);
  CHECK_EQ_INT(irx_arrow_table_column_by_index(s.table, 0, &s.c), 0);
  CHECK_EQ_INT(run_workers(4, compute_worker, &s), 0);
  irx_arrow_chunked_array_release(s.c);
  irx_arrow_table_release(s.table);
}

int main(void) {
  test_every_kernel_on_every_type();
  RUN(test_overflow_and_zero_divisors_at_every_limit);
  RUN(test_overflow_in_a_column_and_not_under_a_null);
  RUN(test_reductions_of_empty_and_all_null_columns);
  RUN(test_type_zero_is_null_and_count);
  RUN(test_promotion_casts_safely);
  RUN(test_set_changes_only_its_handle);
  RUN(test_slices_of_a_chunked_column);
  RUN(test_threads_share_columns_and_recycled_results);
  return check_exit();
}
