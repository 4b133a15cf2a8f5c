/*
 * The C boundary, one function at a time. Every exported function that can
 * fail is called with invalid input (NULL handle or output, bad type id,
 * out-of-range index, ...) and must
 *   (i)   return its documented failure value,
 *   (ii)  leave a last error that starts with exactly "<its own name>: "
 *         (the name comes from the function itself, never from a string
 *         that could go stale), and
 *   (iii) have that message cleared by its next successful call;
 * an output passed in poisoned must come back cleared (NULL / 0 / zeroed),
 * as the contract says outputs are cleared before any work. Functions that
 * cannot fail (retain/release of NULL or live handles) must clear a
 * message left by another call.
 *
 * CASES below names every function of irx_runtime.h but the ones that end
 * the process (irx_list_*, __arx_assert_fail, __arx_runtime_fail), the two
 * last-error getters this file reads, and pyirx 1.25's families that have
 * no last error (irx_exception_*, irx_class_*: their bad input is tried in
 * ctests/test_exceptions.c and ctests/test_class.c);
 * runtime/tests/exports.rs fails when a function of the header is neither
 * in the table nor in those lists.
 */
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "array_util.h"
#include "tensor_util.h"
#include "dlpack_util.h"
#include "rb_util.h"

enum family { BUFFER, ARROW, RECORD_BATCH };

typedef struct boundary_case {
  const char* function; /* the C name its messages must start with */
  enum family family;   /* which last-error slot it reports through */
  void (*run)(void);    /* its bad-input and good-input calls */
} boundary_case;

static const boundary_case* current;

static const char* last_error(void) {
  switch (current->family) {
    case BUFFER: return irx_buffer_last_error();
    case ARROW: return irx_arrow_last_error();
    default: return irx_record_batch_errmsg();
  }
}

/* The first runtime function named in `text` outside parentheses (hints
 * such as "(use irx_..._uint)" may name others), copied to `name`. */
static int names_a_function(const char* text, char* name, size_t size) {
  int depth = 0;
  for (; *text; text++) {
    if (*text == '(') depth++;
    else if (*text == ')') depth--;
    else if (depth == 0 && (strncmp(text, "irx_", 4) == 0 || strncmp(text, "__arx_", 6) == 0)) {
      size_t n = strspn(text, "abcdefghijklmnopqrstuvwxyz0123456789_");
      if (n >= size) n = size - 1;
      memcpy(name, text, n);
      name[n] = '\0';
      return 1;
    }
  }
  return 0;
}

/* (ii): the last error is "<current function>: <a reason>", and the reason
 * names no other function as the one that failed. */
static void check_named(int line) {
  const char* message = last_error();
  size_t n = strlen(current->function);
  char other[128];
  if (strncmp(message, current->function, n) != 0 || strncmp(message + n, ": ", 2) != 0 ||
      message[n + 2] == '\0') {
    printf("#   %s:%d: last error \"%s\" does not start with \"%s: \"\n", __FILE__, line, message,
           current->function);
    check_case_failures++;
  } else if (names_a_function(message + n + 2, other, sizeof other) &&
             strcmp(other, current->function) != 0) {
    printf("#   %s:%d: last error \"%s\" names %s, not %s\n", __FILE__, line, message, other,
           current->function);
    check_case_failures++;
  }
}

#define CHECK_NAMED() check_named(__LINE__)
#define CHECK_CLEARED() CHECK_STR_EQ(last_error(), "")

/* A failing call: (i) and (ii). */
#define FAILS(call, failure)        \
  do {                              \
    CHECK_EQ_INT((call), (failure)); \
    CHECK_NAMED();                  \
  } while (0)

/* `before` leaves a message, then the statement, a successful call of the
 * function under test, must clear it. */
#define CLEARED_BY(before, ...) \
  do {                          \
    before;                     \
    __VA_ARGS__;                \
    CHECK_CLEARED();            \
  } while (0)

/* (iii): right after one of its own failures. */
#define CLEARS_ITS_FAILURE(check) CLEARED_BY(CHECK_NAMED(), check)
#define SUCCEEDS(call, result) CLEARS_ITS_FAILURE(CHECK_EQ_INT((call), (result)))

/* For the functions that cannot fail: after another call's failure. */
static void provoke_error(void) {
  if (current->family == BUFFER) CHECK_EQ_INT(irx_buffer_dtype_size(0), -1);
  else if (current->family == ARROW) CHECK_EQ_INT(irx_arrow_array_length(NULL), -1);
  else CHECK_EQ_INT(irx_rb_schema_num_fields(NULL), IRX_ERR_NULLPTR);
  CHECK_MESSAGE(last_error());
}

#define CLEARS_ANOTHER_FAILURE(stmt) CLEARED_BY(provoke_error(), stmt)

/* For releases, destroys and the other functions that return nothing: they
 * leave the thread's last error as another call's failure left it
 * (docs/ABI.md, "Last errors"). */
#define KEEPS_ANOTHER_FAILURE(stmt)                 \
  do {                                              \
    char kept_[256];                                \
    provoke_error();                                \
    snprintf(kept_, sizeof kept_, "%s", last_error()); \
    stmt;                                           \
    CHECK_STR_EQ(last_error(), kept_);              \
  } while (0)

/* ---- poisoned outputs ----------------------------------------------------- */

#define POISON ((void*)0x1)
#define POISON_INT ((int64_t)0x5A5A5A5A5A5A5A5A)

static irx_buffer_view poisoned_view(void) {
  irx_buffer_view v;
  memset(&v, 0xAB, sizeof v);
  return v;
}

/* Field by field: the padding of a cleared struct is not part of it. */
static int view_is_zero(const irx_buffer_view* v) {
  return v->data == NULL && v->owner == NULL && v->dtype == NULL && v->ndim == 0 && v->shape == NULL &&
         v->strides == NULL && v->offset_bytes == 0 && v->flags == 0;
}

/* ArrowArray and ArrowSchema have no padding: every byte is a field. */
static int bytes_are_zero(const void* p, size_t n) {
  const unsigned char* bytes = (const unsigned char*)p;
  size_t i;
  for (i = 0; i < n; i++)
    if (bytes[i] != 0) return 0;
  return 1;
}

/* A failing call given `out` poisoned with `poison` must leave it 0/NULL. */
#define FAILS_CLEARING(out, poison, call, failure) \
  do {                                             \
    out = poison;                                  \
    FAILS(call, failure);                          \
    CHECK(out == 0);                               \
  } while (0)

/* The refusals every `fn(handle, &out)` of one input handle and one output
 * shares: no output pointer (with the live handle `good`) and no handle are
 * IRX_ERR_NULLPTR, a forged handle (POISON as a `type*`) IRX_ERR_INVALID;
 * `out` comes back cleared from each. */
#define REFUSES_NULL_AND_FORGED(fn, type, good, out)                        \
  do {                                                                     \
    FAILS(fn(good, NULL), IRX_ERR_NULLPTR);                                \
    FAILS_CLEARING(out, POISON, fn(NULL, &out), IRX_ERR_NULLPTR);          \
    FAILS_CLEARING(out, POISON, fn((type*)POISON, &out), IRX_ERR_INVALID); \
  } while (0)

/* The same for a view output, which must come back zeroed. */
#define FAILS_CLEARING_VIEW(view, call, failure) \
  do {                                           \
    view = poisoned_view();                      \
    FAILS(call, failure);                        \
    CHECK(view_is_zero(&view));                  \
  } while (0)

/* ---- fixtures ------------------------------------------------------------- */

/* Six elements of type `id` holding pattern(i); with_nulls: 1 and 4 null. */
static irx_arrow_array_handle* array_of(int32_t id, int with_nulls) {
  return build_array(type_info(id), 6, with_nulls ? 3 : 0, 1);
}

static irx_arrow_array_builder_handle* builder_of(int32_t id) {
  irx_arrow_array_builder_handle* b = NULL;
  CHECK_EQ_INT(irx_arrow_array_builder_new(id, &b), 0);
  return b;
}

static const int64_t SHAPE_2x3[2] = {2, 3};
static const int64_t INDEX_1_2[2] = {1, 2};

/* A C Data int64 array of 4 values, the second null. */
static int64_t produced_values[4] = {10, 20, 30, 40};
static uint8_t produced_validity[1] = {0xD};

static void produce_int64(producer* p) {
  produce(p, type_info(IRX_ARROW_TYPE_INT64)->format, 1, 4, 0, 1, produced_validity, produced_values);
}

/* ---- buffer views and owners ---------------------------------------------- */

static void case_irx_buffer_dtype_size(void) {
  FAILS(irx_buffer_dtype_size(0), -1);
  FAILS(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_FLOAT64 + 1), -1);
  FAILS(irx_buffer_dtype_size(-3), -1);
  SUCCEEDS(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_INT16), 2);
}

static void case_irx_buffer_owner_external_new(void) {
  irx_buffer_owner_handle* owner = NULL;
  /* The only invalid input is a NULL output: nothing to see cleared. */
  FAILS(irx_buffer_owner_external_new(NULL, NULL, NULL), -1);
  SUCCEEDS(irx_buffer_owner_external_new(NULL, NULL, &owner), 0);
  CHECK(owner != NULL);
  CHECK_EQ_INT(irx_buffer_owner_release(owner), 0);
}

/* A pointer the runtime never handed out is refused without being read;
 * NULL and a live owner succeed. `left` references remain afterwards. */
#define OWNER_COUNT_CASE(fn, left)                                      \
  static void case_##fn(void) {                                         \
    irx_buffer_owner_handle* owner = NULL;                              \
    int not_an_owner = 0, i;                                            \
    CHECK_EQ_INT(irx_buffer_owner_external_new(NULL, NULL, &owner), 0); \
    FAILS(fn((irx_buffer_owner_handle*)&not_an_owner), -1);             \
    SUCCEEDS(fn(NULL), 0);                                              \
    FAILS(fn((irx_buffer_owner_handle*)&not_an_owner), -1);             \
    SUCCEEDS(fn(owner), 0);                                             \
    CHECK_EQ_INT(not_an_owner, 0);                                      \
    for (i = 0; i < (left); i++) CHECK_EQ_INT(irx_buffer_owner_release(owner), 0); \
  }

OWNER_COUNT_CASE(irx_buffer_owner_retain, 2)
OWNER_COUNT_CASE(irx_buffer_owner_release, 0)

static void case_irx_buffer_view_retain(void) {
  int32_t values[6] = {0};
  int64_t shape[2], strides[2];
  int not_an_owner = 0;
  irx_buffer_view v = borrowed_2x3(values, shape, strides);
  irx_buffer_view bogus = v;
  bogus.owner = (irx_buffer_owner_handle*)&not_an_owner;
  FAILS(irx_buffer_view_retain(NULL), -1);
  FAILS(irx_buffer_view_retain(&bogus), -1);
  SUCCEEDS(irx_buffer_view_retain(&v), 0);
}

static void case_irx_buffer_view_release(void) {
  int not_an_owner = 0;
  irx_buffer_view v, bogus;
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT8, 2, SHAPE_2x3, &v), 0);
  bogus = v;
  bogus.owner = (irx_buffer_owner_handle*)&not_an_owner;
  FAILS(irx_buffer_view_release(NULL), -1);
  FAILS(irx_buffer_view_release(&bogus), -1);
  CHECK(bogus.owner == (irx_buffer_owner_handle*)&not_an_owner); /* left unchanged */
  SUCCEEDS(irx_buffer_view_release(&v), 0);
  CHECK(v.owner == NULL);
}

static void case_irx_buffer_view_new_owned(void) {
  const int64_t negative[1] = {-1};
  irx_buffer_view v;
  FAILS_CLEARING_VIEW(v, irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_FLOAT64 + 1, 2, SHAPE_2x3, &v), -1);
  FAILS_CLEARING_VIEW(v, irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT8, -1, SHAPE_2x3, &v), -1);
  FAILS_CLEARING_VIEW(v, irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT8, 2, NULL, &v), -1);
  FAILS_CLEARING_VIEW(v, irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT8, 1, negative, &v), -1);
  FAILS(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT8, 2, SHAPE_2x3, NULL), -1);
  SUCCEEDS(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT8, 2, SHAPE_2x3, &v), 0);
  CHECK_EQ_INT(irx_buffer_view_release(&v), 0);
}

static void case_irx_buffer_view_copy(void) {
  int32_t values[6] = {0, 1, 2, 3, 4, 5};
  int64_t shape[2], strides[2];
  irx_buffer_view src = borrowed_2x3(values, shape, strides);
  irx_buffer_view bad = src;
  irx_buffer_view out = poisoned_view();
  bad.offset_bytes = -1;
  /* Cleared before `src` is read (it was not, issue 12 item 5). */
  FAILS_CLEARING_VIEW(out, irx_buffer_view_copy(NULL, &out), -1);
  FAILS_CLEARING_VIEW(out, irx_buffer_view_copy(&bad, &out), -1);
  bad = src;
  bad.dtype = (void*)(intptr_t)0x1000; /* not a token */
  FAILS_CLEARING_VIEW(out, irx_buffer_view_copy(&bad, &out), -1);
  FAILS(irx_buffer_view_copy(&src, NULL), -1);
  SUCCEEDS(irx_buffer_view_copy(&src, &out), 0);
  CHECK_EQ_INT(((const int32_t*)out.data)[5], 5);
  CHECK_EQ_INT(irx_buffer_view_release(&out), 0);
}

/* The view queries refuse NULL, a negative ndim and a NULL shape; the
 * contiguity queries also a dtype that is not a token (their strides
 * are judged against the element size). */
#define VIEW_QUERY_CASE(fn, needs_token, result)     \
  static void case_##fn(void) {                      \
    int32_t values[6] = {0};                         \
    int64_t shape[2], strides[2];                    \
    irx_buffer_view v = borrowed_2x3(values, shape, strides); \
    irx_buffer_view bad = v;                         \
    FAILS(fn(NULL), -1);                             \
    bad.ndim = -1;                                   \
    FAILS(fn(&bad), -1);                             \
    bad = v;                                         \
    bad.shape = NULL;                                \
    FAILS(fn(&bad), -1);                             \
    bad = v;                                         \
    bad.dtype = (void*)(intptr_t)0x1000;             \
    if (needs_token) FAILS(fn(&bad), -1);            \
    SUCCEEDS(fn(&v), result);                        \
  }

VIEW_QUERY_CASE(irx_buffer_view_validate, 0, 0)
VIEW_QUERY_CASE(irx_buffer_view_is_c_contiguous, 1, 1)
VIEW_QUERY_CASE(irx_buffer_view_is_f_contiguous, 1, 0)

/* ---- array getters -------------------------------------------------------- */

/* The getters without outputs: a NULL handle gives the documented
 * fallback; a live int64 array with nulls gives `expected`. */
#define ARRAY_GETTER_CASE(fn, fallback, expected)      \
  static void case_##fn(void) {                        \
    irx_arrow_array_handle* a = array_of(IRX_ARROW_TYPE_INT64, 1); \
    FAILS(fn(NULL), fallback);                         \
    SUCCEEDS(fn(a), expected);                         \
    irx_arrow_array_release(a);                        \
  }

ARRAY_GETTER_CASE(irx_arrow_array_length, -1, 6)
ARRAY_GETTER_CASE(irx_arrow_array_offset, -1, 0)
ARRAY_GETTER_CASE(irx_arrow_array_null_count, -1, 2)
ARRAY_GETTER_CASE(irx_arrow_array_type_id, IRX_ARROW_TYPE_UNKNOWN, IRX_ARROW_TYPE_INT64)
ARRAY_GETTER_CASE(irx_arrow_array_is_nullable, 0, 1)
ARRAY_GETTER_CASE(irx_arrow_array_has_validity_bitmap, 0, 1)
ARRAY_GETTER_CASE(irx_arrow_array_can_borrow_buffer_view, 0, 1)

static void case_irx_arrow_array_schema_copy(void) {
  irx_arrow_array_handle* a = array_of(IRX_ARROW_TYPE_INT64, 0);
  irx_arrow_schema_handle* s = NULL;
  FAILS_CLEARING(s, POISON, irx_arrow_array_schema_copy(NULL, &s), EINVAL);
  FAILS(irx_arrow_array_schema_copy(a, NULL), EINVAL);
  SUCCEEDS(irx_arrow_array_schema_copy(a, &s), 0);
  CHECK_EQ_INT(irx_arrow_schema_type_id(s), IRX_ARROW_TYPE_INT64);
  irx_arrow_schema_release(s);
  irx_arrow_array_release(a);
}

static void case_irx_arrow_array_validity_bitmap(void) {
  irx_arrow_array_handle* a = array_of(IRX_ARROW_TYPE_INT64, 1);
  const void* data = POISON;
  int64_t offset = POISON_INT, length = POISON_INT;
  /* Every output given is cleared, whichever argument is refused. */
  FAILS(irx_arrow_array_validity_bitmap(NULL, &data, &offset, &length), EINVAL);
  CHECK(data == NULL && offset == 0 && length == 0);
  offset = length = POISON_INT;
  FAILS(irx_arrow_array_validity_bitmap(a, NULL, &offset, &length), EINVAL);
  CHECK(offset == 0 && length == 0);
  data = POISON;
  length = POISON_INT;
  FAILS(irx_arrow_array_validity_bitmap(a, &data, NULL, &length), EINVAL);
  CHECK(data == NULL && length == 0);
  data = POISON;
  offset = POISON_INT;
  FAILS(irx_arrow_array_validity_bitmap(a, &data, &offset, NULL), EINVAL);
  CHECK(data == NULL && offset == 0);
  SUCCEEDS(irx_arrow_array_validity_bitmap(a, &data, &offset, &length), 0);
  CHECK(data != NULL && offset == 0 && length == 6);
  irx_arrow_array_release(a);
}

static void case_irx_arrow_array_borrow_buffer_view(void) {
  irx_arrow_array_handle* a = array_of(IRX_ARROW_TYPE_INT64, 0);
  irx_arrow_array_handle* bits = array_of(IRX_ARROW_TYPE_BOOL, 0);
  irx_buffer_view v;
  FAILS_CLEARING_VIEW(v, irx_arrow_array_borrow_buffer_view(NULL, &v), EINVAL);
  FAILS_CLEARING_VIEW(v, irx_arrow_array_borrow_buffer_view(bits, &v), EINVAL); /* bit-packed */
  FAILS(irx_arrow_array_borrow_buffer_view(a, NULL), EINVAL);
  SUCCEEDS(irx_arrow_array_borrow_buffer_view(a, &v), 0);
  CHECK_EQ_INT(v.shape[0], 6);
  irx_arrow_array_release(bits);
  irx_arrow_array_release(a);
}

/* value_int / value_uint / value_double: NULL array or output, an index
 * outside 0..length, a null element, an array of another kind; the output
 * is cleared each time. `other` is an array of a kind the getter refuses. */
#define VALUE_GETTER_CASE(fn, type, id, other_id)                \
  static void case_##fn(void) {                                  \
    irx_arrow_array_handle* a = array_of(id, 1);                 \
    irx_arrow_array_handle* other = array_of(other_id, 0);       \
    type out;                                                    \
    FAILS_CLEARING(out, (type)POISON_INT, fn(NULL, 0, &out), EINVAL); \
    FAILS_CLEARING(out, (type)POISON_INT, fn(a, 6, &out), EINVAL); \
    FAILS_CLEARING(out, (type)POISON_INT, fn(a, -1, &out), EINVAL); \
    FAILS_CLEARING(out, (type)POISON_INT, fn(a, 1, &out), EINVAL); /* null */ \
    FAILS_CLEARING(out, (type)POISON_INT, fn(other, 0, &out), EINVAL); \
    FAILS(fn(a, 0, NULL), EINVAL);                               \
    SUCCEEDS(fn(a, 2, &out), 0);                                 \
    CHECK(value_is(type_info(id), a, 2, pattern(2)));            \
    irx_arrow_array_release(other);                              \
    irx_arrow_array_release(a);                                  \
  }

VALUE_GETTER_CASE(irx_arrow_array_value_int, int64_t, IRX_ARROW_TYPE_INT16, IRX_ARROW_TYPE_UINT16)
VALUE_GETTER_CASE(irx_arrow_array_value_uint, uint64_t, IRX_ARROW_TYPE_UINT8, IRX_ARROW_TYPE_FLOAT32)
VALUE_GETTER_CASE(irx_arrow_array_value_double, double, IRX_ARROW_TYPE_FLOAT64, IRX_ARROW_TYPE_INT64)

static void case_irx_arrow_array_is_valid(void) {
  irx_arrow_array_handle* a = array_of(IRX_ARROW_TYPE_INT64, 1);
  FAILS(irx_arrow_array_is_valid(NULL, 0), -1);
  FAILS(irx_arrow_array_is_valid(a, 6), -1);
  FAILS(irx_arrow_array_is_valid(a, -1), -1);
  SUCCEEDS(irx_arrow_array_is_valid(a, 1), 0);
  irx_arrow_array_release(a);
}

/* ---- array builders ------------------------------------------------------- */

static void case_irx_arrow_array_builder_new(void) {
  irx_arrow_array_builder_handle* b = NULL;
  FAILS_CLEARING(b, POISON, irx_arrow_array_builder_new(IRX_ARROW_TYPE_UNKNOWN, &b), EINVAL);
  FAILS_CLEARING(b, POISON, irx_arrow_array_builder_new(IRX_ARROW_TYPE_BOOL + 1, &b), EINVAL);
  FAILS_CLEARING(b, POISON, irx_arrow_array_builder_new(-1, &b), EINVAL);
  FAILS(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT32, NULL), EINVAL);
  SUCCEEDS(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT32, &b), 0);
  irx_arrow_array_builder_release(b);
}

static void case_irx_arrow_array_builder_int32_new(void) {
  irx_arrow_array_builder_handle* b = NULL;
  FAILS(irx_arrow_array_builder_int32_new(NULL), EINVAL);
  SUCCEEDS(irx_arrow_array_builder_int32_new(&b), 0);
  irx_arrow_array_builder_release(b);
}

/* The appends have a fast path outside the guard: each success is tried
 * on a fresh builder (the slow, growing path) and again with room to
 * spare (the fast path), each time right after a failure. `wrong` is a
 * builder of a type the append refuses. */
#define APPEND_CASE(fn, id, wrong_id, value)                        \
  static void case_##fn(void) {                                     \
    irx_arrow_array_builder_handle* b = builder_of(id);             \
    irx_arrow_array_builder_handle* wrong = builder_of(wrong_id);   \
    FAILS(fn(NULL, value), EINVAL);                                 \
    FAILS(fn(wrong, value), EINVAL);                                \
    SUCCEEDS(fn(b, value), 0);                                      \
    FAILS(fn(wrong, value), EINVAL);                                \
    SUCCEEDS(fn(b, value), 0);                                      \
    irx_arrow_array_builder_release(wrong);                         \
    irx_arrow_array_builder_release(b);                             \
  }

APPEND_CASE(irx_arrow_array_builder_append_int, IRX_ARROW_TYPE_INT8, IRX_ARROW_TYPE_UINT8, 5)
APPEND_CASE(irx_arrow_array_builder_append_int32, IRX_ARROW_TYPE_INT32, IRX_ARROW_TYPE_FLOAT32, 5)
APPEND_CASE(irx_arrow_array_builder_append_uint, IRX_ARROW_TYPE_UINT64, IRX_ARROW_TYPE_INT64, 5)
APPEND_CASE(irx_arrow_array_builder_append_double, IRX_ARROW_TYPE_FLOAT64, IRX_ARROW_TYPE_BOOL, 0.5)

static void case_irx_arrow_array_builder_append_null(void) {
  irx_arrow_array_builder_handle* b = builder_of(IRX_ARROW_TYPE_INT64);
  FAILS(irx_arrow_array_builder_append_null(NULL, 1), EINVAL);
  FAILS(irx_arrow_array_builder_append_null(b, -1), EINVAL);
  SUCCEEDS(irx_arrow_array_builder_append_null(b, 1), 0);
  FAILS(irx_arrow_array_builder_append_null(b, -1), EINVAL);
  SUCCEEDS(irx_arrow_array_builder_append_null(b, 1), 0);
  irx_arrow_array_builder_release(b);
}

static void case_irx_arrow_array_builder_reserve(void) {
  irx_arrow_array_builder_handle* b = builder_of(IRX_ARROW_TYPE_INT64);
  FAILS(irx_arrow_array_builder_reserve(NULL, 1), EINVAL);
  FAILS(irx_arrow_array_builder_reserve(b, -1), EINVAL);
  FAILS(irx_arrow_array_builder_reserve(b, INT64_MAX), EOVERFLOW);
  SUCCEEDS(irx_arrow_array_builder_reserve(b, 16), 0);
  irx_arrow_array_builder_release(b);
}

static void case_irx_arrow_array_builder_append_values(void) {
  irx_arrow_array_builder_handle* b = builder_of(IRX_ARROW_TYPE_INT32);
  const int32_t values[2] = {1, 2};
  FAILS(irx_arrow_array_builder_append_values(NULL, values, NULL, 2), EINVAL);
  FAILS(irx_arrow_array_builder_append_values(b, NULL, NULL, 2), EINVAL);
  FAILS(irx_arrow_array_builder_append_values(b, values, NULL, -1), EINVAL);
  FAILS(irx_arrow_array_builder_append_values(b, values, NULL, INT64_MAX), EOVERFLOW);
  SUCCEEDS(irx_arrow_array_builder_append_values(b, values, NULL, 2), 0);
  irx_arrow_array_builder_release(b);
}

static void case_irx_arrow_array_builder_finish(void) {
  irx_arrow_array_builder_handle* b = builder_of(IRX_ARROW_TYPE_INT64);
  irx_arrow_array_handle* a = NULL;
  FAILS_CLEARING(a, POISON, irx_arrow_array_builder_finish(NULL, &a), EINVAL);
  FAILS(irx_arrow_array_builder_finish(b, NULL), EINVAL); /* b stays the caller's */
  SUCCEEDS(irx_arrow_array_builder_finish(b, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_length(a), 0);
  irx_arrow_array_release(a);
}

/* ---- the C Data interface ------------------------------------------------- */

static void case_irx_arrow_array_export(void) {
  irx_arrow_array_handle* a = array_of(IRX_ARROW_TYPE_INT64, 1);
  struct ArrowArray out;
  struct ArrowSchema schema;
  memset(&out, 0xAB, sizeof out);
  memset(&schema, 0xAB, sizeof schema);
  FAILS(irx_arrow_array_export(NULL, &out, &schema), EINVAL);
  CHECK(bytes_are_zero(&out, sizeof out) && bytes_are_zero(&schema, sizeof schema));
  memset(&schema, 0xAB, sizeof schema);
  FAILS(irx_arrow_array_export(a, NULL, &schema), EINVAL);
  CHECK(bytes_are_zero(&schema, sizeof schema));
  memset(&out, 0xAB, sizeof out);
  FAILS(irx_arrow_array_export(a, &out, NULL), EINVAL);
  CHECK(bytes_are_zero(&out, sizeof out));
  SUCCEEDS(irx_arrow_array_export(a, &out, &schema), 0);
  CHECK_EQ_INT(out.length, 6);
  out.release(&out);
  schema.release(&schema);
  irx_arrow_array_release(a);
}

/* The three imports share their validation: NULL inputs or output, an
 * unsupported format; the output is cleared and the inputs stay the
 * caller's (no release callback runs) on every failure. */
#define IMPORT_CASE(fn)                                                   \
  static void case_##fn(void) {                                           \
    producer p;                                                           \
    irx_arrow_array_handle* a;                                            \
    produce_int64(&p);                                                    \
    array_releases = schema_releases = 0;                                 \
    FAILS_CLEARING(a, POISON, fn(NULL, &p.schema, &a), EINVAL);           \
    FAILS_CLEARING(a, POISON, fn(&p.array, NULL, &a), EINVAL);            \
    FAILS(fn(&p.array, &p.schema, NULL), EINVAL);                         \
    p.schema.format = "u";                                                \
    FAILS_CLEARING(a, POISON, fn(&p.array, &p.schema, &a), EINVAL);       \
    p.array.offset = INT64_MAX;                                           \
    p.schema.format = type_info(IRX_ARROW_TYPE_INT64)->format;            \
    FAILS_CLEARING(a, POISON, fn(&p.array, &p.schema, &a), EOVERFLOW);    \
    CHECK_EQ_INT(array_releases + schema_releases, 0);                    \
    CHECK(p.array.release != NULL && p.schema.release != NULL);           \
    p.array.offset = 0;                                                   \
    SUCCEEDS(fn(&p.array, &p.schema, &a), 0);                             \
    CHECK_EQ_INT(irx_arrow_array_null_count(a), 1);                       \
    irx_arrow_array_release(a);                                           \
    if (p.array.release != NULL) p.array.release(&p.array);               \
    if (p.schema.release != NULL) p.schema.release(&p.schema);            \
    CHECK_EQ_INT(array_releases, 1);                                      \
    CHECK_EQ_INT(schema_releases, 1);                                     \
  }

IMPORT_CASE(irx_arrow_array_import)
IMPORT_CASE(irx_arrow_array_import_copy)
IMPORT_CASE(irx_arrow_array_import_move)

/* ---- schemas -------------------------------------------------------------- */

static irx_arrow_schema_handle* schema_of_int64(void) {
  irx_arrow_array_handle* a = array_of(IRX_ARROW_TYPE_INT64, 0);
  irx_arrow_schema_handle* s = NULL;
  CHECK_EQ_INT(irx_arrow_array_schema_copy(a, &s), 0);
  irx_arrow_array_release(a);
  return s;
}

static void case_irx_arrow_schema_import_copy(void) {
  producer p;
  irx_arrow_schema_handle* s;
  produce_int64(&p);
  FAILS_CLEARING(s, POISON, irx_arrow_schema_import_copy(NULL, &s), EINVAL);
  p.schema.format = "+s";
  FAILS_CLEARING(s, POISON, irx_arrow_schema_import_copy(&p.schema, &s), EINVAL);
  p.schema.format = type_info(IRX_ARROW_TYPE_INT64)->format;
  FAILS(irx_arrow_schema_import_copy(&p.schema, NULL), EINVAL);
  SUCCEEDS(irx_arrow_schema_import_copy(&p.schema, &s), 0);
  irx_arrow_schema_release(s);
}

static void case_irx_arrow_schema_export(void) {
  irx_arrow_schema_handle* s = schema_of_int64();
  struct ArrowSchema out;
  memset(&out, 0xAB, sizeof out);
  FAILS(irx_arrow_schema_export(NULL, &out), EINVAL);
  CHECK(bytes_are_zero(&out, sizeof out));
  FAILS(irx_arrow_schema_export(s, NULL), EINVAL);
  SUCCEEDS(irx_arrow_schema_export(s, &out), 0);
  out.release(&out);
  irx_arrow_schema_release(s);
}

static void case_irx_arrow_schema_type_id(void) {
  irx_arrow_schema_handle* s = schema_of_int64();
  FAILS(irx_arrow_schema_type_id(NULL), IRX_ARROW_TYPE_UNKNOWN);
  SUCCEEDS(irx_arrow_schema_type_id(s), IRX_ARROW_TYPE_INT64);
  irx_arrow_schema_release(s);
}

static void case_irx_arrow_schema_is_nullable(void) {
  irx_arrow_schema_handle* s = schema_of_int64();
  FAILS(irx_arrow_schema_is_nullable(NULL), 0);
  SUCCEEDS(irx_arrow_schema_is_nullable(s), 1);
  irx_arrow_schema_release(s);
}

/* ---- tensor builders ------------------------------------------------------ */

static irx_arrow_tensor_builder_handle* tensor_builder_of(int32_t id) {
  irx_arrow_tensor_builder_handle* b = NULL;
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(id, 2, SHAPE_2x3, NULL, &b), 0);
  return b;
}

static void case_irx_arrow_tensor_builder_new(void) {
  const int64_t negative[2] = {2, -3};
  const int64_t overflow[2] = {INT64_MAX, 2};
  const int64_t outside[2] = {48, 8}; /* rows past the 6-element storage */
  irx_arrow_tensor_builder_handle* b = NULL;
  FAILS_CLEARING(b, POISON, irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_UNKNOWN, 2, SHAPE_2x3, NULL, &b), EINVAL);
  FAILS_CLEARING(b, POISON, irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_BOOL, 2, SHAPE_2x3, NULL, &b), EINVAL);
  FAILS_CLEARING(b, POISON, irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT8, -1, SHAPE_2x3, NULL, &b), EINVAL);
  FAILS_CLEARING(b, POISON, irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT8, 2, NULL, NULL, &b), EINVAL);
  FAILS_CLEARING(b, POISON, irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT8, 2, negative, NULL, &b), EINVAL);
  FAILS_CLEARING(b, POISON, irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT64, 2, SHAPE_2x3, outside, &b), EINVAL);
  FAILS_CLEARING(b, POISON, irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT8, 2, overflow, NULL, &b), EOVERFLOW);
  FAILS(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT8, 2, SHAPE_2x3, NULL, NULL), EINVAL);
  SUCCEEDS(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT8, 2, SHAPE_2x3, NULL, &b), 0);
  irx_arrow_tensor_builder_release(b);
}

/* A NULL builder, a builder of another kind, a full builder; then a
 * success right after a failure, twice (the appends are unguarded on
 * success). */
#define TENSOR_APPEND_CASE(fn, id, wrong_id, value)                    \
  static void case_##fn(void) {                                        \
    irx_arrow_tensor_builder_handle* b = tensor_builder_of(id);        \
    irx_arrow_tensor_builder_handle* wrong = tensor_builder_of(wrong_id); \
    int i;                                                             \
    FAILS(fn(NULL, value), EINVAL);                                    \
    FAILS(fn(wrong, value), EINVAL);                                   \
    SUCCEEDS(fn(b, value), 0);                                         \
    FAILS(fn(wrong, value), EINVAL);                                   \
    SUCCEEDS(fn(b, value), 0);                                         \
    for (i = 2; i < 6; i++) CHECK_EQ_INT(fn(b, value), 0);             \
    FAILS(fn(b, value), EINVAL); /* full */                            \
    irx_arrow_tensor_builder_release(wrong);                           \
    irx_arrow_tensor_builder_release(b);                               \
  }

TENSOR_APPEND_CASE(irx_arrow_tensor_builder_append_int, IRX_ARROW_TYPE_INT16, IRX_ARROW_TYPE_UINT16, 7)
TENSOR_APPEND_CASE(irx_arrow_tensor_builder_append_uint, IRX_ARROW_TYPE_UINT32, IRX_ARROW_TYPE_FLOAT32, 7)
TENSOR_APPEND_CASE(irx_arrow_tensor_builder_append_double, IRX_ARROW_TYPE_FLOAT64, IRX_ARROW_TYPE_INT64, 0.5)

static void case_irx_arrow_tensor_builder_append_values(void) {
  irx_arrow_tensor_builder_handle* b = tensor_builder_of(IRX_ARROW_TYPE_INT32);
  const int32_t values[7] = {1, 2, 3, 4, 5, 6, 7};
  FAILS(irx_arrow_tensor_builder_append_values(NULL, values, 1), EINVAL);
  FAILS(irx_arrow_tensor_builder_append_values(b, values, -1), EINVAL);
  FAILS(irx_arrow_tensor_builder_append_values(b, NULL, 1), EINVAL);
  FAILS(irx_arrow_tensor_builder_append_values(b, values, 7), EINVAL); /* 6 slots */
  SUCCEEDS(irx_arrow_tensor_builder_append_values(b, values, 6), 0);
  irx_arrow_tensor_builder_release(b);
}

static void case_irx_arrow_tensor_builder_finish(void) {
  irx_arrow_tensor_builder_handle* b = tensor_builder_of(IRX_ARROW_TYPE_FLOAT64);
  irx_arrow_tensor_handle* t;
  int i;
  FAILS_CLEARING(t, POISON, irx_arrow_tensor_builder_finish(NULL, &t), EINVAL);
  FAILS_CLEARING(t, POISON, irx_arrow_tensor_builder_finish(b, &t), EINVAL); /* 0 of 6 values */
  for (i = 0; i < 6; i++) CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, i), 0);
  FAILS(irx_arrow_tensor_builder_finish(b, NULL), EINVAL);
  SUCCEEDS(irx_arrow_tensor_builder_finish(b, &t), 0);
  irx_arrow_tensor_release(t);
}

/* ---- tensors -------------------------------------------------------------- */

#define TENSOR_GETTER_CASE(fn, fallback, expected)                  \
  static void case_##fn(void) {                                     \
    irx_arrow_tensor_handle* t = iota_f64(2, SHAPE_2x3, NULL);      \
    FAILS(fn(NULL), fallback);                                      \
    SUCCEEDS(fn(t), expected);                                      \
    irx_arrow_tensor_release(t);                                    \
  }

TENSOR_GETTER_CASE(irx_arrow_tensor_type_id, IRX_ARROW_TYPE_UNKNOWN, IRX_ARROW_TYPE_FLOAT64)
TENSOR_GETTER_CASE(irx_arrow_tensor_ndim, -1, 2)
TENSOR_GETTER_CASE(irx_arrow_tensor_size, -1, 6)

/* shape and strides: NULL with a message for a NULL tensor; NULL without
 * one for a 0-d tensor, which is a success. */
#define TENSOR_ARRAY_CASE(fn, last)                                 \
  static void case_##fn(void) {                                     \
    irx_arrow_tensor_handle* t = iota_f64(2, SHAPE_2x3, NULL);      \
    irx_arrow_tensor_handle* scalar = iota_f64(0, NULL, NULL);      \
    CHECK(fn(NULL) == NULL);                                        \
    CHECK_NAMED();                                                  \
    CLEARS_ITS_FAILURE(CHECK(fn(t) != NULL && fn(t)[1] == (last))); \
    CHECK(fn(NULL) == NULL);                                        \
    CLEARS_ITS_FAILURE(CHECK(fn(scalar) == NULL));                  \
    irx_arrow_tensor_release(scalar);                               \
    irx_arrow_tensor_release(t);                                    \
  }

TENSOR_ARRAY_CASE(irx_arrow_tensor_shape, 3)
TENSOR_ARRAY_CASE(irx_arrow_tensor_strides, 8)

static void case_irx_arrow_tensor_borrow_buffer_view(void) {
  irx_arrow_tensor_handle* t = iota_f64(2, SHAPE_2x3, NULL);
  irx_buffer_view v;
  FAILS_CLEARING_VIEW(v, irx_arrow_tensor_borrow_buffer_view(NULL, &v), EINVAL);
  FAILS(irx_arrow_tensor_borrow_buffer_view(t, NULL), EINVAL);
  SUCCEEDS(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK_EQ_INT(v.ndim, 2);
  irx_arrow_tensor_release(t);
}

static void case_irx_arrow_tensor_view(void) {
  irx_arrow_tensor_handle* t = iota_f64(2, SHAPE_2x3, NULL); /* 48 bytes */
  const int64_t negative[2] = {2, -3};
  const int64_t huge[2] = {INT64_MAX / 2, INT64_MAX / 2};
  irx_buffer_view v;
  FAILS_CLEARING_VIEW(v, irx_arrow_tensor_view(NULL, 2, SHAPE_2x3, NULL, 0, &v), EINVAL);
  FAILS_CLEARING_VIEW(v, irx_arrow_tensor_view(t, -1, SHAPE_2x3, NULL, 0, &v), EINVAL);
  FAILS_CLEARING_VIEW(v, irx_arrow_tensor_view(t, 2, NULL, NULL, 0, &v), EINVAL);
  FAILS_CLEARING_VIEW(v, irx_arrow_tensor_view(t, 2, negative, NULL, 0, &v), EINVAL);
  FAILS_CLEARING_VIEW(v, irx_arrow_tensor_view(t, 2, SHAPE_2x3, NULL, 8, &v), EINVAL); /* past the end */
  FAILS_CLEARING_VIEW(v, irx_arrow_tensor_view(t, 2, huge, NULL, 0, &v), EOVERFLOW);
  FAILS(irx_arrow_tensor_view(t, 2, SHAPE_2x3, NULL, 0, NULL), EINVAL);
  SUCCEEDS(irx_arrow_tensor_view(t, 2, SHAPE_2x3, NULL, 0, &v), 0);
  CHECK_EQ_INT(irx_buffer_view_release(&v), 0);
  irx_arrow_tensor_release(t);
}

static void case_irx_arrow_tensor_from_buffer_view(void) {
  int32_t values[6] = {0, 1, 2, 3, 4, 5};
  int64_t shape[2], strides[2];
  irx_buffer_view v = borrowed_2x3(values, shape, strides);
  irx_buffer_view bad = v;
  irx_arrow_tensor_handle* t = NULL;
  FAILS_CLEARING(t, POISON, irx_arrow_tensor_from_buffer_view(NULL, &t), EINVAL);
  bad.flags = 0; /* no ownership flag: invalid */
  FAILS_CLEARING(t, POISON, irx_arrow_tensor_from_buffer_view(&bad, &t), EINVAL);
  bad = v;
  bad.dtype = (void*)(intptr_t)IRX_BUFFER_DTYPE_BOOL;
  FAILS_CLEARING(t, POISON, irx_arrow_tensor_from_buffer_view(&bad, &t), EINVAL);
  FAILS(irx_arrow_tensor_from_buffer_view(&v, NULL), EINVAL);
  SUCCEEDS(irx_arrow_tensor_from_buffer_view(&v, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_type_id(t), IRX_ARROW_TYPE_INT32);
  irx_arrow_tensor_release(t);
}

/* DLPack: NULL inputs or output, and the refusals that are the call's own
 * (byte strides, a view without owner, an unsupported device); the output
 * is cleared and the input stays the caller's. */
static void case_irx_arrow_tensor_to_dlpack(void) {
  const int64_t shape[1] = {2}, odd[1] = {3};
  irx_arrow_tensor_handle* t = tensor_iota(IRX_ARROW_TYPE_INT32, 1, shape, odd);
  irx_arrow_tensor_handle* ok = tensor_iota(IRX_ARROW_TYPE_INT32, 1, shape, NULL);
  DLManagedTensorVersioned* m = NULL;
  FAILS_CLEARING(m, POISON, irx_arrow_tensor_to_dlpack(NULL, &m), EINVAL);
  FAILS_CLEARING(m, POISON, irx_arrow_tensor_to_dlpack(t, &m), EINVAL);
  FAILS(irx_arrow_tensor_to_dlpack(ok, NULL), EINVAL);
  SUCCEEDS(irx_arrow_tensor_to_dlpack(ok, &m), 0);
  m->deleter(m);
  irx_arrow_tensor_release(t);
  irx_arrow_tensor_release(ok);
}

static void case_irx_arrow_tensor_from_dlpack(void) {
  int64_t values[2] = {4, 5}, shape[1] = {2};
  DLManagedTensorVersioned m = dl_producer(values, 1, shape, NULL, kDLInt, 64), before;
  irx_arrow_tensor_handle* t = NULL;
  m.dl_tensor.device.device_type = kDLCUDA;
  before = m;
  dl_deletes = 0;
  FAILS_CLEARING(t, POISON, irx_arrow_tensor_from_dlpack(NULL, &t), EINVAL);
  FAILS_CLEARING(t, POISON, irx_arrow_tensor_from_dlpack(&m, &t), EINVAL);
  CHECK(memcmp(&m, &before, sizeof m) == 0 && dl_deletes == 0);
  m.dl_tensor.device.device_type = kDLCPU;
  FAILS(irx_arrow_tensor_from_dlpack(&m, NULL), EINVAL);
  CHECK_EQ_INT(dl_deletes, 0);
  SUCCEEDS(irx_arrow_tensor_from_dlpack(&m, &t), 0);
  irx_arrow_tensor_release(t);
  CHECK_EQ_INT(dl_deletes, 1);
}

/* restride: NULL base, shape or output; a layout reaching outside the
 * base's bytes; the output is cleared; a success owns a reference to the
 * base's storage, so it outlives the base's release. */
static void case_irx_buffer_view_restride(void) {
  int64_t base_shape[2] = {2, 3};
  int64_t tshape[2] = {3, 2}, tstrides[2] = {8, 24}, wide[2] = {3, 3};
  irx_buffer_view base, t;
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT64, 2, base_shape, &base), 0);
  ((int64_t*)base.data)[5] = 42;
  FAILS_CLEARING_VIEW(t, irx_buffer_view_restride(NULL, 2, tshape, tstrides, 0, &t), -1);
  FAILS_CLEARING_VIEW(t, irx_buffer_view_restride(&base, 2, NULL, tstrides, 0, &t), -1);
  /* 9 elements do not fit in the base's 6 */
  FAILS_CLEARING_VIEW(t, irx_buffer_view_restride(&base, 2, wide, tstrides, 0, &t), -1);
  FAILS(irx_buffer_view_restride(&base, 2, tshape, tstrides, 0, NULL), -1);
  SUCCEEDS(irx_buffer_view_restride(&base, 2, tshape, tstrides, 0, &t), 0);
  CHECK(t.flags & IRX_BUFFER_FLAG_OWNED);
  CHECK(t.shape[0] == 3 && t.strides[1] == 24);
  CHECK_EQ_INT(irx_buffer_view_release(&base), 0);
  CHECK_EQ_INT(((int64_t*)t.data)[5], 42); /* t[2][1] is base[1][2] */
  CHECK_EQ_INT(irx_buffer_view_release(&t), 0);
}

static void case_irx_buffer_view_to_dlpack(void) {
  int32_t values[6] = {0, 1, 2, 3, 4, 5};
  int64_t shape[2], strides[2], owned_shape[1] = {3};
  irx_buffer_view borrowed = borrowed_2x3(values, shape, strides), owned;
  DLManagedTensorVersioned* m = NULL;
  FAILS_CLEARING(m, POISON, irx_buffer_view_to_dlpack(NULL, &m), -1);
  FAILS_CLEARING(m, POISON, irx_buffer_view_to_dlpack(&borrowed, &m), -1);
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT16, 1, owned_shape, &owned), 0);
  FAILS(irx_buffer_view_to_dlpack(&owned, NULL), -1);
  SUCCEEDS(irx_buffer_view_to_dlpack(&owned, &m), 0);
  CHECK_EQ_INT(irx_buffer_view_release(&owned), 0);
  m->deleter(m);
}

static void case_irx_arrow_array_export_device(void) {
  irx_arrow_array_handle* a = array_of(IRX_ARROW_TYPE_INT64, 1);
  struct ArrowDeviceArray out;
  struct ArrowSchema schema;
  /* One NULL argument at a time; whichever outputs were given are zero. */
  for (int null_arg = 0; null_arg < 3; null_arg++) {
    memset(&out, 0xAB, sizeof out);
    memset(&schema, 0xAB, sizeof schema);
    FAILS(irx_arrow_array_export_device(null_arg == 0 ? NULL : a, null_arg == 1 ? NULL : &out,
                                        null_arg == 2 ? NULL : &schema),
          EINVAL);
    CHECK(null_arg == 1 || bytes_are_zero(&out, sizeof out));
    CHECK(null_arg == 2 || bytes_are_zero(&schema, sizeof schema));
  }
  SUCCEEDS(irx_arrow_array_export_device(a, &out, &schema), 0);
  CHECK_EQ_INT(out.device_type, ARROW_DEVICE_CPU);
  out.array.release(&out.array);
  schema.release(&schema);
  irx_arrow_array_release(a);
}

static void case_irx_arrow_array_import_device_move(void) {
  irx_arrow_array_handle* a = array_of(IRX_ARROW_TYPE_INT64, 1);
  irx_arrow_array_handle* back = NULL;
  struct ArrowDeviceArray d;
  struct ArrowSchema schema;
  CHECK_EQ_INT(irx_arrow_array_export_device(a, &d, &schema), 0);
  FAILS_CLEARING(back, POISON, irx_arrow_array_import_device_move(NULL, &schema, &back), EINVAL);
  d.device_type = 2;
  FAILS_CLEARING(back, POISON, irx_arrow_array_import_device_move(&d, &schema, &back), EINVAL);
  CHECK(d.array.release != NULL && schema.release != NULL);
  d.device_type = ARROW_DEVICE_CPU;
  FAILS(irx_arrow_array_import_device_move(&d, &schema, NULL), EINVAL);
  SUCCEEDS(irx_arrow_array_import_device_move(&d, &schema, &back), 0);
  CHECK_EQ_INT(irx_arrow_array_length(back), 6);
  irx_arrow_array_release(back);
  irx_arrow_array_release(a);
}

/* get_int / get_uint / get_double: NULL tensor, index or output, an index
 * entry outside its extent, a tensor of another kind; the output is
 * cleared each time. */
#define TENSOR_GET_CASE(fn, type, id, other_id)                          \
  static void case_##fn(void) {                                          \
    irx_arrow_tensor_handle* t = tensor_iota(id, 2, SHAPE_2x3, NULL);    \
    irx_arrow_tensor_handle* other = tensor_iota(other_id, 2, SHAPE_2x3, NULL); \
    const int64_t outside[2] = {2, 0};                                   \
    const int64_t negative[2] = {0, -1};                                 \
    type out;                                                            \
    FAILS_CLEARING(out, (type)POISON_INT, fn(NULL, INDEX_1_2, &out), EINVAL); \
    FAILS_CLEARING(out, (type)POISON_INT, fn(t, NULL, &out), EINVAL);    \
    FAILS_CLEARING(out, (type)POISON_INT, fn(t, outside, &out), EINVAL); \
    FAILS_CLEARING(out, (type)POISON_INT, fn(t, negative, &out), EINVAL); \
    FAILS_CLEARING(out, (type)POISON_INT, fn(other, INDEX_1_2, &out), EINVAL); \
    FAILS(fn(t, INDEX_1_2, NULL), EINVAL);                               \
    SUCCEEDS(fn(t, INDEX_1_2, &out), 0);                                 \
    CHECK(out == 5);                                                     \
    irx_arrow_tensor_release(other);                                     \
    irx_arrow_tensor_release(t);                                         \
  }

TENSOR_GET_CASE(irx_arrow_tensor_get_int, int64_t, IRX_ARROW_TYPE_INT8, IRX_ARROW_TYPE_UINT8)
TENSOR_GET_CASE(irx_arrow_tensor_get_uint, uint64_t, IRX_ARROW_TYPE_UINT16, IRX_ARROW_TYPE_FLOAT64)
TENSOR_GET_CASE(irx_arrow_tensor_get_double, double, IRX_ARROW_TYPE_FLOAT32, IRX_ARROW_TYPE_INT32)

/* ---- retain and release: they cannot fail -------------------------------- */

/* NULL and a live handle: each call clears another call's message. */
#define RETAIN_CASE(fn, type, make, release)           \
  static void case_##fn(void) {                        \
    type* h = make;                                    \
    CLEARS_ANOTHER_FAILURE(CHECK_EQ_INT(fn(NULL), 0)); \
    CLEARS_ANOTHER_FAILURE(CHECK_EQ_INT(fn(h), 0));    \
    release(h);                                        \
    release(h);                                        \
  }

/* NULL and the last reference (or an unfinished builder). */
#define RELEASE_CASE(fn, type, make)   \
  static void case_##fn(void) {        \
    type* h = make;                    \
    KEEPS_ANOTHER_FAILURE(fn(NULL));   \
    KEEPS_ANOTHER_FAILURE(fn(h));      \
  }

RETAIN_CASE(irx_arrow_array_retain, irx_arrow_array_handle, array_of(IRX_ARROW_TYPE_INT64, 0),
            irx_arrow_array_release)
RELEASE_CASE(irx_arrow_array_release, irx_arrow_array_handle, array_of(IRX_ARROW_TYPE_INT64, 0))
RELEASE_CASE(irx_arrow_array_builder_release, irx_arrow_array_builder_handle, builder_of(IRX_ARROW_TYPE_INT64))
RETAIN_CASE(irx_arrow_schema_retain, irx_arrow_schema_handle, schema_of_int64(), irx_arrow_schema_release)
RELEASE_CASE(irx_arrow_schema_release, irx_arrow_schema_handle, schema_of_int64())
RELEASE_CASE(irx_arrow_tensor_builder_release, irx_arrow_tensor_builder_handle,
             tensor_builder_of(IRX_ARROW_TYPE_INT8))
RETAIN_CASE(irx_arrow_tensor_retain, irx_arrow_tensor_handle, iota_f64(2, SHAPE_2x3, NULL), irx_arrow_tensor_release)
RELEASE_CASE(irx_arrow_tensor_release, irx_arrow_tensor_handle, iota_f64(2, SHAPE_2x3, NULL))


/* ---- record batches (IRx 1.25, irx_rb_*) ---------------------------------- */

#include "boundary_rb.h"

/* ---- the data-frame runtime (IRx 1.25): one file per area --------------- */

#include "boundary_frame.h"
#include "boundary_parquet.h"
#include "boundary_csv.h"

/* ---- the table ------------------------------------------------------------ */

#define CASE(fn, family) {#fn, family, case_##fn}

static const boundary_case CASES[] = {
    CASE(irx_buffer_dtype_size, BUFFER),
    CASE(irx_buffer_owner_external_new, BUFFER),
    CASE(irx_buffer_owner_retain, BUFFER),
    CASE(irx_buffer_owner_release, BUFFER),
    CASE(irx_buffer_view_retain, BUFFER),
    CASE(irx_buffer_view_release, BUFFER),
    CASE(irx_buffer_view_validate, BUFFER),
    CASE(irx_buffer_view_new_owned, BUFFER),
    CASE(irx_buffer_view_copy, BUFFER),
    CASE(irx_buffer_view_to_dlpack, BUFFER),
    CASE(irx_buffer_view_restride, BUFFER),
    CASE(irx_buffer_view_is_c_contiguous, BUFFER),
    CASE(irx_buffer_view_is_f_contiguous, BUFFER),
    CASE(irx_arrow_array_length, ARROW),
    CASE(irx_arrow_array_offset, ARROW),
    CASE(irx_arrow_array_null_count, ARROW),
    CASE(irx_arrow_array_type_id, ARROW),
    CASE(irx_arrow_array_is_nullable, ARROW),
    CASE(irx_arrow_array_has_validity_bitmap, ARROW),
    CASE(irx_arrow_array_can_borrow_buffer_view, ARROW),
    CASE(irx_arrow_array_schema_copy, ARROW),
    CASE(irx_arrow_array_validity_bitmap, ARROW),
    CASE(irx_arrow_array_borrow_buffer_view, ARROW),
    CASE(irx_arrow_array_value_int, ARROW),
    CASE(irx_arrow_array_value_uint, ARROW),
    CASE(irx_arrow_array_value_double, ARROW),
    CASE(irx_arrow_array_is_valid, ARROW),
    CASE(irx_arrow_array_retain, ARROW),
    CASE(irx_arrow_array_release, ARROW),
    CASE(irx_arrow_array_builder_new, ARROW),
    CASE(irx_arrow_array_builder_int32_new, ARROW),
    CASE(irx_arrow_array_builder_append_null, ARROW),
    CASE(irx_arrow_array_builder_append_int, ARROW),
    CASE(irx_arrow_array_builder_append_uint, ARROW),
    CASE(irx_arrow_array_builder_append_double, ARROW),
    /* Its reason named append_int, whose slow path it shares (issue 12). */
    CASE(irx_arrow_array_builder_append_int32, ARROW),
    CASE(irx_arrow_array_builder_reserve, ARROW),
    CASE(irx_arrow_array_builder_append_values, ARROW),
    CASE(irx_arrow_array_builder_finish, ARROW),
    CASE(irx_arrow_array_builder_release, ARROW),
    CASE(irx_arrow_array_export, ARROW),
    CASE(irx_arrow_array_export_device, ARROW),
    CASE(irx_arrow_array_import_device_move, ARROW),
    CASE(irx_arrow_array_import, ARROW),
    CASE(irx_arrow_array_import_copy, ARROW),
    CASE(irx_arrow_array_import_move, ARROW),
    CASE(irx_arrow_schema_import_copy, ARROW),
    CASE(irx_arrow_schema_export, ARROW),
    CASE(irx_arrow_schema_type_id, ARROW),
    CASE(irx_arrow_schema_is_nullable, ARROW),
    CASE(irx_arrow_schema_retain, ARROW),
    CASE(irx_arrow_schema_release, ARROW),
    CASE(irx_arrow_tensor_builder_new, ARROW),
    CASE(irx_arrow_tensor_builder_append_int, ARROW),
    CASE(irx_arrow_tensor_builder_append_uint, ARROW),
    CASE(irx_arrow_tensor_builder_append_double, ARROW),
    CASE(irx_arrow_tensor_builder_append_values, ARROW),
    CASE(irx_arrow_tensor_builder_finish, ARROW),
    CASE(irx_arrow_tensor_builder_release, ARROW),
    CASE(irx_arrow_tensor_type_id, ARROW),
    CASE(irx_arrow_tensor_ndim, ARROW),
    CASE(irx_arrow_tensor_size, ARROW),
    CASE(irx_arrow_tensor_shape, ARROW),
    CASE(irx_arrow_tensor_strides, ARROW),
    CASE(irx_arrow_tensor_borrow_buffer_view, ARROW),
    CASE(irx_arrow_tensor_view, ARROW),
    CASE(irx_arrow_tensor_from_buffer_view, ARROW),
    CASE(irx_arrow_tensor_to_dlpack, ARROW),
    CASE(irx_arrow_tensor_from_dlpack, ARROW),
    CASE(irx_arrow_tensor_get_int, ARROW),
    CASE(irx_arrow_tensor_get_uint, ARROW),
    CASE(irx_arrow_tensor_get_double, ARROW),
    CASE(irx_arrow_tensor_retain, ARROW),
    CASE(irx_arrow_tensor_release, ARROW),
    RB_CASES
    FRAME_CASES
    PARQUET_CASES
    CSV_CASES
};

int main(void) {
  size_t i;
  for (i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
    current = &CASES[i];
    check_begin();
    current->run();
    check_end(current->function);
  }
  return check_exit();
}
