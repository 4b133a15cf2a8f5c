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
    /* FRAME_CASES end */
