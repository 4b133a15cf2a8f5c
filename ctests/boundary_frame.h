/* Boundary cases of pyirx 1.25's data-frame functions (tables, chunked
 * columns, series, compute): included by test_boundary.c, whose macros
 * and fixtures they use. Their statuses are 1.25's negative IRX_ERR_*
 * in both ABI generations; messages go to irx_arrow_last_error(). Every
 * function gets a row in FRAME_CASES (one per line: tests/exports.rs reads
 * them). */

/* A table of two int64 columns "a" and "b" of six rows (b has nulls). */
static irx_arrow_table_handle* frame_table(void) {
  irx_arrow_array_handle* arrays[2] = {array_of(IRX_ARROW_TYPE_INT64, 0), array_of(IRX_ARROW_TYPE_INT64, 1)};
  const char* names[2] = {"a", "b"};
  irx_arrow_table_handle* t = NULL;
  CHECK_EQ_INT(irx_arrow_table_new_from_arrays(2, names, arrays, &t), 0);
  irx_arrow_array_release(arrays[0]);
  irx_arrow_array_release(arrays[1]);
  return t;
}

static void case_irx_arrow_table_new_from_arrays(void) {
  irx_arrow_array_handle* arrays[2] = {array_of(IRX_ARROW_TYPE_INT64, 0), array_of(IRX_ARROW_TYPE_INT32, 0)};
  irx_arrow_array_handle* short_one = build_array(type_info(IRX_ARROW_TYPE_INT64), 2, 0, 1);
  irx_arrow_array_handle* uneven[2] = {arrays[0], short_one};
  const char* names[2] = {"a", "b"};
  const char* null_name[2] = {"a", NULL};
  irx_arrow_array_handle* null_array[2] = {arrays[0], NULL};
  irx_arrow_table_handle* t;
  FAILS(irx_arrow_table_new_from_arrays(2, names, arrays, NULL), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_new_from_arrays(-1, names, arrays, &t), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_new_from_arrays(2, NULL, arrays, &t), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_new_from_arrays(2, names, NULL, &t), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_new_from_arrays(2, null_name, arrays, &t), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_new_from_arrays(2, names, null_array, &t), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_new_from_arrays(2, names, uneven, &t), IRX_ERR_INVALID);
  SUCCEEDS(irx_arrow_table_new_from_arrays(2, names, arrays, &t), 0);
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 6);
  CHECK_EQ_INT(irx_arrow_table_num_columns(t), 2);
  irx_arrow_table_release(t);
  CLEARS_ANOTHER_FAILURE(CHECK_EQ_INT(irx_arrow_table_new_from_arrays(0, NULL, NULL, &t), 0));
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 0);
  CHECK_EQ_INT(irx_arrow_table_num_columns(t), 0);
  irx_arrow_table_release(t);
  irx_arrow_array_release(arrays[0]);
  irx_arrow_array_release(arrays[1]);
  irx_arrow_array_release(short_one);
}

static void case_irx_arrow_table_num_rows(void) {
  irx_arrow_table_handle* t = frame_table();
  FAILS(irx_arrow_table_num_rows(NULL), -1);
  SUCCEEDS(irx_arrow_table_num_rows(t), 6);
  irx_arrow_table_release(t);
  FAILS(irx_arrow_table_num_rows(t), -1); /* released: detected, not read */
}

static void case_irx_arrow_table_num_columns(void) {
  irx_arrow_table_handle* t = frame_table();
  FAILS(irx_arrow_table_num_columns(NULL), -1);
  SUCCEEDS(irx_arrow_table_num_columns(t), 2);
  irx_arrow_table_release(t);
  FAILS(irx_arrow_table_num_columns(t), -1);
}

static void case_irx_arrow_table_column_by_name(void) {
  irx_arrow_table_handle* t = frame_table();
  irx_arrow_chunked_array_handle* c;
  FAILS(irx_arrow_table_column_by_name(t, "a", NULL), IRX_ERR_INVALID);
  FAILS_CLEARING(c, POISON, irx_arrow_table_column_by_name(NULL, "a", &c), IRX_ERR_INVALID);
  FAILS_CLEARING(c, POISON, irx_arrow_table_column_by_name(t, NULL, &c), IRX_ERR_INVALID);
  FAILS_CLEARING(c, POISON, irx_arrow_table_column_by_name(t, "missing", &c), IRX_ERR_INVALID);
  SUCCEEDS(irx_arrow_table_column_by_name(t, "b", &c), 0);
  CHECK(c != NULL);
  irx_arrow_table_release(t); /* the column keeps its chunks */
  irx_arrow_chunked_array_release(c);
}

static void case_irx_arrow_table_column_by_index(void) {
  irx_arrow_table_handle* t = frame_table();
  irx_arrow_chunked_array_handle* c;
  FAILS(irx_arrow_table_column_by_index(t, 0, NULL), IRX_ERR_INVALID);
  FAILS_CLEARING(c, POISON, irx_arrow_table_column_by_index(NULL, 0, &c), IRX_ERR_INVALID);
  FAILS_CLEARING(c, POISON, irx_arrow_table_column_by_index(t, -1, &c), IRX_ERR_OOB);
  FAILS_CLEARING(c, POISON, irx_arrow_table_column_by_index(t, 2, &c), IRX_ERR_OOB);
  SUCCEEDS(irx_arrow_table_column_by_index(t, 1, &c), 0);
  irx_arrow_chunked_array_release(c);
  irx_arrow_table_release(t);
}

static void case_irx_arrow_table_retain(void) {
  irx_arrow_table_handle* t = frame_table();
  CLEARS_ANOTHER_FAILURE(CHECK_EQ_INT(irx_arrow_table_retain(NULL), 0));
  CLEARS_ANOTHER_FAILURE(CHECK_EQ_INT(irx_arrow_table_retain(t), 0));
  irx_arrow_table_release(t);
  irx_arrow_table_release(t);
  FAILS(irx_arrow_table_retain(t), IRX_ERR_INVALID); /* released */
}

static void case_irx_arrow_table_release(void) {
  irx_arrow_table_handle* t = frame_table();
  CLEARS_ANOTHER_FAILURE(irx_arrow_table_release(NULL));
  CLEARS_ANOTHER_FAILURE(irx_arrow_table_release(t));
  irx_arrow_table_release(t); /* stale: a message, nothing freed */
  CHECK_NAMED();
}

static void case_irx_arrow_chunked_array_retain(void) {
  irx_arrow_table_handle* t = frame_table();
  irx_arrow_chunked_array_handle* c = NULL;
  CHECK_EQ_INT(irx_arrow_table_column_by_index(t, 0, &c), 0);
  irx_arrow_table_release(t);
  CLEARS_ANOTHER_FAILURE(CHECK_EQ_INT(irx_arrow_chunked_array_retain(NULL), 0));
  CLEARS_ANOTHER_FAILURE(CHECK_EQ_INT(irx_arrow_chunked_array_retain(c), 0));
  irx_arrow_chunked_array_release(c);
  irx_arrow_chunked_array_release(c);
  FAILS(irx_arrow_chunked_array_retain(c), IRX_ERR_INVALID);
}

static void case_irx_arrow_chunked_array_release(void) {
  irx_arrow_table_handle* t = frame_table();
  irx_arrow_chunked_array_handle* c = NULL;
  CHECK_EQ_INT(irx_arrow_table_column_by_index(t, 0, &c), 0);
  irx_arrow_table_release(t);
  CLEARS_ANOTHER_FAILURE(irx_arrow_chunked_array_release(NULL));
  CLEARS_ANOTHER_FAILURE(irx_arrow_chunked_array_release(c));
  irx_arrow_chunked_array_release(c);
  CHECK_NAMED();
}

/* Column "a" (int64, 3 10 17 24 31 38) of frame_table(). */
static irx_arrow_chunked_array_handle* frame_column(void) {
  irx_arrow_table_handle* t = frame_table();
  irx_arrow_chunked_array_handle* c = NULL;
  CHECK_EQ_INT(irx_arrow_table_column_by_index(t, 0, &c), 0);
  irx_arrow_table_release(t);
  return c;
}

/* Both value outputs come back zeroed, whatever failed. */
#define FAILS_CLEARING_VALUE(bits, valid, call, failure) \
  do {                                                   \
    bits = (uint64_t)POISON_INT;                         \
    valid = 0x5A5A;                                      \
    FAILS(call, failure);                                \
    CHECK(bits == 0 && valid == 0);                      \
  } while (0)

static void case_irx_arrow_series_index(void) {
  irx_arrow_chunked_array_handle* c = frame_column();
  uint64_t bits;
  int32_t valid = 0x5A5A;
  FAILS(irx_arrow_series_index(c, 0, IRX_ARROW_TYPE_INT64, NULL, &valid), IRX_ERR_INVALID);
  CHECK_EQ_INT(valid, 0);
  FAILS(irx_arrow_series_index(c, 0, IRX_ARROW_TYPE_INT64, &bits, NULL), IRX_ERR_INVALID);
  /* 1.25: a NULL column and a wrong type are both type mismatches */
  FAILS_CLEARING_VALUE(bits, valid, irx_arrow_series_index(NULL, 0, IRX_ARROW_TYPE_INT64, &bits, &valid), IRX_ERR_TYPE);
  FAILS_CLEARING_VALUE(bits, valid, irx_arrow_series_index(c, 0, IRX_ARROW_TYPE_INT32, &bits, &valid), IRX_ERR_TYPE);
  FAILS_CLEARING_VALUE(bits, valid, irx_arrow_series_index(c, 0, 0, &bits, &valid), IRX_ERR_TYPE);
  FAILS_CLEARING_VALUE(bits, valid, irx_arrow_series_index(c, -1, IRX_ARROW_TYPE_INT64, &bits, &valid), IRX_ERR_OOB);
  FAILS_CLEARING_VALUE(bits, valid, irx_arrow_series_index(c, 6, IRX_ARROW_TYPE_INT64, &bits, &valid), IRX_ERR_OOB);
  SUCCEEDS(irx_arrow_series_index(c, 5, IRX_ARROW_TYPE_INT64, &bits, &valid), 0);
  CHECK(bits == 38 && valid == 1);
  irx_arrow_chunked_array_release(c);
  FAILS_CLEARING_VALUE(bits, valid, irx_arrow_series_index(c, 0, IRX_ARROW_TYPE_INT64, &bits, &valid), IRX_ERR_INVALID);
}

static void case_irx_arrow_series_set(void) {
  irx_arrow_chunked_array_handle* c = frame_column();
  uint64_t bits = 0;
  int32_t valid = 0;
  FAILS(irx_arrow_series_set(NULL, 0, IRX_ARROW_TYPE_INT64, 1, 1, 1), IRX_ERR_TYPE);
  FAILS(irx_arrow_series_set(c, 0, IRX_ARROW_TYPE_FLOAT64, 1, 1, 1), IRX_ERR_TYPE);
  FAILS(irx_arrow_series_set(c, 0, 99, 1, 1, 1), IRX_ERR_TYPE);
  FAILS(irx_arrow_series_set(c, 0, IRX_ARROW_TYPE_INT64, 0, 0, 0), IRX_ERR_INVALID); /* null, not nullable */
  FAILS(irx_arrow_series_set(c, 6, IRX_ARROW_TYPE_INT64, 1, 1, 1), IRX_ERR_OOB);
  FAILS(irx_arrow_series_set(c, -1, IRX_ARROW_TYPE_INT64, 1, 1, 1), IRX_ERR_OOB);
  SUCCEEDS(irx_arrow_series_set(c, 1, IRX_ARROW_TYPE_INT64, (uint64_t)-9, 1, 0), 0);
  CHECK_EQ_INT(irx_arrow_series_index(c, 0, IRX_ARROW_TYPE_INT64, &bits, &valid), 0);
  CHECK(bits == 3 && valid == 1); /* unchanged by the failures */
  CHECK_EQ_INT(irx_arrow_series_index(c, 1, IRX_ARROW_TYPE_INT64, &bits, &valid), 0);
  CHECK(bits == (uint64_t)-9 && valid == 1);
  irx_arrow_chunked_array_release(c);
  FAILS(irx_arrow_series_set(c, 0, IRX_ARROW_TYPE_INT64, 1, 1, 1), IRX_ERR_INVALID);
}

static void case_irx_arrow_series_slice(void) {
  irx_arrow_chunked_array_handle* c = frame_column();
  irx_arrow_chunked_array_handle* s;
  uint64_t bits = 0;
  int32_t valid = 0;
  FAILS(irx_arrow_series_slice(c, 0, 0, 1, 0, NULL), IRX_ERR_INVALID);
  FAILS_CLEARING(s, POISON, irx_arrow_series_slice(NULL, 0, 0, 1, 0, &s), IRX_ERR_INVALID);
  FAILS_CLEARING(s, POISON, irx_arrow_series_slice(c, 0, 6, 0, 3, &s), IRX_ERR_INVALID); /* zero step */
  SUCCEEDS(irx_arrow_series_slice(c, -1, 0, -2, 1, &s), 0); /* [-1::-2]: rows 5 3 1 */
  CHECK_EQ_INT(irx_arrow_series_index(s, 1, IRX_ARROW_TYPE_INT64, &bits, &valid), 0);
  CHECK(bits == 24 && valid == 1);
  CHECK_EQ_INT(irx_arrow_series_index(s, 3, IRX_ARROW_TYPE_INT64, &bits, &valid), IRX_ERR_OOB);
  irx_arrow_chunked_array_release(s);
  irx_arrow_chunked_array_release(c);
  FAILS_CLEARING(s, POISON, irx_arrow_series_slice(c, 0, 0, 1, 0, &s), IRX_ERR_INVALID); /* released */
}

/* The failures both compute functions share (`fn` is either). */
#define COMPUTE_FAILURES(fn)                                                                              \
  do {                                                                                                   \
    irx_arrow_chunked_array_handle* c = frame_column();                                                  \
    irx_arrow_chunked_array_handle* short_column = NULL;                                                 \
    irx_arrow_chunked_array_handle* out;                                                                 \
    irx_arrow_array_handle* two = build_array(type_info(IRX_ARROW_TYPE_INT64), 2, 0, 1);                \
    irx_arrow_table_handle* t2 = NULL;                                                                   \
    const char* names[1] = {"s"};                                                                        \
    uint64_t bits;                                                                                       \
    int32_t valid;                                                                                       \
    const int32_t I64 = IRX_ARROW_TYPE_INT64;                                                            \
    CHECK_EQ_INT(irx_arrow_table_new_from_arrays(1, names, &two, &t2), 0);                               \
    CHECK_EQ_INT(irx_arrow_table_column_by_index(t2, 0, &short_column), 0);                              \
    irx_arrow_table_release(t2);                                                                         \
    irx_arrow_array_release(two);                                                                        \
    /* every output is cleared before a NULL one is refused */                                           \
    bits = 7;                                                                                            \
    valid = 7;                                                                                           \
    FAILS(fn("sum", I64, c, 0, 0, NULL, 0, 0, NULL, &bits, &valid), IRX_ERR_INVALID);                    \
    CHECK(bits == 0 && valid == 0);                                                                      \
    out = POISON;                                                                                        \
    FAILS(fn("sum", I64, c, 0, 0, NULL, 0, 0, &out, NULL, &valid), IRX_ERR_INVALID);                     \
    CHECK(out == NULL);                                                                                  \
    FAILS(fn("sum", I64, c, 0, 0, NULL, 0, 0, &out, &bits, NULL), IRX_ERR_INVALID);                      \
    FAILS_CLEARING(out, POISON, fn(NULL, I64, c, 0, 0, NULL, 0, 0, &out, &bits, &valid), IRX_ERR_INVALID); \
    FAILS_CLEARING(out, POISON, fn("median", I64, c, 0, 0, NULL, 0, 0, &out, &bits, &valid), IRX_ERR_INVALID); \
    FAILS_CLEARING(out, POISON, fn("sum", 99, c, 0, 0, NULL, 0, 0, &out, &bits, &valid), IRX_ERR_TYPE);   \
    FAILS_CLEARING(out, POISON, fn("sum", 0, c, 0, 0, NULL, 0, 0, &out, &bits, &valid), IRX_ERR_TYPE);    \
    FAILS_CLEARING(out, POISON, fn("sum", I64, NULL, 5, 1, NULL, 0, 0, &out, &bits, &valid), IRX_ERR_TYPE); \
    FAILS_CLEARING(out, POISON, fn("equal", I64, c, 0, 0, short_column, 0, 0, &out, &bits, &valid),       \
                   IRX_ERR_INVALID); /* lengths differ */                                                \
    FAILS_CLEARING(out, POISON, fn("add_checked", I64, c, 0, 0, NULL, INT64_MAX, 1, &out, &bits, &valid), \
                   IRX_ERR_INVALID); /* overflow */                                                      \
    FAILS_CLEARING(out, POISON, fn("divide_checked", I64, c, 0, 0, NULL, 0, 1, &out, &bits, &valid),      \
                   IRX_ERR_INVALID); /* division by zero */                                              \
    FAILS_CLEARING(out, POISON, fn("and", I64, c, 0, 0, NULL, 1, 1, &out, &bits, &valid), IRX_ERR_ARROW); \
    SUCCEEDS(fn("sum", I64, c, 0, 0, NULL, 0, 0, &out, &bits, &valid), 0);                               \
    CHECK(bits == 123 && valid == 1 && out == NULL);                                                     \
    CHECK_EQ_INT(fn("greater", I64, c, 0, 0, NULL, 20, 1, &out, &bits, &valid), 0);                      \
    CHECK(out != NULL && bits == 0 && valid == 0);                                                       \
    irx_arrow_chunked_array_release(out);                                                                \
    irx_arrow_chunked_array_release(short_column);                                                       \
    irx_arrow_chunked_array_release(c);                                                                  \
    FAILS_CLEARING(out, POISON, fn("sum", I64, c, 0, 0, NULL, 0, 0, &out, &bits, &valid), IRX_ERR_INVALID); \
  } while (0)

static void case_irx_arrow_column_compute(void) {
  irx_arrow_chunked_array_handle* c = frame_column();
  irx_arrow_chunked_array_handle* out;
  uint64_t bits;
  int32_t valid;
  COMPUTE_FAILURES(irx_arrow_column_compute);
  /* no promotion: an int64 column is not an int32 operand */
  FAILS_CLEARING(out, POISON, irx_arrow_column_compute("sum", IRX_ARROW_TYPE_INT32, c, 0, 0, NULL, 0, 0, &out, &bits, &valid),
                 IRX_ERR_TYPE);
  irx_arrow_chunked_array_release(c);
}

static void case_irx_arrow_column_compute_promoted(void) {
  irx_arrow_chunked_array_handle* c = frame_column();
  irx_arrow_chunked_array_handle* out;
  uint64_t bits;
  int32_t valid;
  irx_arrow_chunked_array_handle* big = NULL;
  COMPUTE_FAILURES(irx_arrow_column_compute_promoted);
  /* 3..38 cast to int8 (they fit), then summed as 1.25 sums: int64 123 */
  SUCCEEDS(irx_arrow_column_compute_promoted("sum", IRX_ARROW_TYPE_INT8, c, 0, 0, NULL, 0, 0, &out, &bits, &valid), 0);
  CHECK(bits == 123 && valid == 1);
  /* a cast that would change a value fails: 2^40 + 3 is no float32 */
  CHECK_EQ_INT(irx_arrow_column_compute("add_checked", IRX_ARROW_TYPE_INT64, c, 0, 0, NULL, (uint64_t)1 << 40, 1, &big,
                                        &bits, &valid), 0);
  FAILS_CLEARING(out, POISON,
                 irx_arrow_column_compute_promoted("sum", IRX_ARROW_TYPE_FLOAT32, big, 0, 0, NULL, 0, 0, &out, &bits, &valid),
                 IRX_ERR_INVALID);
  irx_arrow_chunked_array_release(big);
  irx_arrow_chunked_array_release(c);
}

#define FRAME_CASES \
    CASE(irx_arrow_table_new_from_arrays, ARROW), \
    CASE(irx_arrow_table_num_rows, ARROW), \
    CASE(irx_arrow_table_num_columns, ARROW), \
    CASE(irx_arrow_table_column_by_name, ARROW), \
    CASE(irx_arrow_table_column_by_index, ARROW), \
    CASE(irx_arrow_table_retain, ARROW), \
    CASE(irx_arrow_table_release, ARROW), \
    CASE(irx_arrow_chunked_array_retain, ARROW), \
    CASE(irx_arrow_chunked_array_release, ARROW), \
    CASE(irx_arrow_series_index, ARROW), \
    CASE(irx_arrow_series_set, ARROW), \
    CASE(irx_arrow_series_slice, ARROW), \
    CASE(irx_arrow_column_compute, ARROW), \
    CASE(irx_arrow_column_compute_promoted, ARROW), \
    /* FRAME_CASES end */
