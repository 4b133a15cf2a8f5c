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
  KEEPS_ANOTHER_FAILURE(irx_arrow_table_release(NULL));
  KEEPS_ANOTHER_FAILURE(irx_arrow_table_release(t));
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
  KEEPS_ANOTHER_FAILURE(irx_arrow_chunked_array_release(NULL));
  KEEPS_ANOTHER_FAILURE(irx_arrow_chunked_array_release(c));
  irx_arrow_chunked_array_release(c);
  CHECK_NAMED();
}

/* ---- tables across C Data, C Stream and IPC (Frame family) ----------------- */

/* The IPC stream of rb_batch() (one row of rb_schema()), written by the
 * runtime's own writer into malloc'd memory the caller frees. */
static uint8_t* frame_ipc(int64_t* size) {
  IrxRbBatch* batch = rb_batch();
  IrxRbSchema* schema = NULL;
  IrxRbStreamWriter* w = NULL;
  const uint8_t* data = NULL;
  uint8_t* copy;
  CHECK_EQ_INT(irx_rb_batch_schema(batch, &schema), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_open_buffer(schema, &w), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_write_batch(w, batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_buffer_data(w, &data, size), IRX_OK);
  copy = malloc((size_t)*size);
  memcpy(copy, data, (size_t)*size);
  irx_rb_stream_writer_release(w);
  irx_rb_schema_release(schema);
  irx_rb_batch_release(batch);
  return copy;
}

static void case_irx_arrow_table_import_batch(void) {
  IrxRbBatch* batch = rb_batch();
  struct ArrowArray array;
  struct ArrowSchema schema;
  irx_arrow_table_handle* t;
  memset(&array, 0, sizeof array);
  memset(&schema, 0, sizeof schema);
  FAILS(irx_arrow_table_import_batch(&array, &schema, NULL), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_import_batch(NULL, &schema, &t), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_import_batch(&array, NULL, &t), IRX_ERR_INVALID);
  /* released (zeroed) inputs */
  FAILS_CLEARING(t, POISON, irx_arrow_table_import_batch(&array, &schema, &t), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_rb_batch_export(batch, &array, &schema), IRX_OK);
  FAILS(irx_arrow_table_import_batch(&array, &schema, NULL), IRX_ERR_INVALID);
  CHECK(array.release != NULL && schema.release != NULL); /* untouched */
  SUCCEEDS(irx_arrow_table_import_batch(&array, &schema, &t), 0);
  CHECK(array.release == NULL && schema.release == NULL); /* moved */
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 1);
  CHECK_EQ_INT(irx_arrow_table_num_columns(t), 8);
  irx_arrow_table_release(t);
  irx_rb_batch_release(batch);
}

static void case_irx_arrow_table_export_batch(void) {
  irx_arrow_table_handle* t = frame_table();
  struct ArrowArray array;
  struct ArrowSchema schema;
  memset(&array, 0, sizeof array);
  memset(&schema, 0, sizeof schema);
  FAILS(irx_arrow_table_export_batch(NULL, &array, &schema), IRX_ERR_INVALID);
  FAILS(irx_arrow_table_export_batch((irx_arrow_table_handle*)POISON, &array, &schema), IRX_ERR_INVALID);
  FAILS(irx_arrow_table_export_batch(t, NULL, &schema), IRX_ERR_INVALID);
  FAILS(irx_arrow_table_export_batch(t, &array, NULL), IRX_ERR_INVALID);
  CHECK(array.release == NULL && schema.release == NULL);
  SUCCEEDS(irx_arrow_table_export_batch(t, &array, &schema), 0);
  CHECK(array.length == 6 && array.n_children == 2 && schema.n_children == 2);
  /* live outputs are refused and left as they are */
  FAILS(irx_arrow_table_export_batch(t, &array, &schema), IRX_ERR_INVALID);
  CHECK(array.release != NULL && schema.release != NULL && array.length == 6);
  array.release(&array);
  schema.release(&schema);
  irx_arrow_table_release(t);
  FAILS(irx_arrow_table_export_batch(t, &array, &schema), IRX_ERR_INVALID); /* released table */
  CHECK(array.release == NULL && schema.release == NULL);
}

static void case_irx_arrow_table_import_stream(void) {
  IrxRbBatch* batch = rb_batch();
  struct ArrowArrayStream stream;
  irx_arrow_table_handle* t;
  memset(&stream, 0, sizeof stream);
  FAILS_CLEARING(t, POISON, irx_arrow_table_import_stream(NULL, &t), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_import_stream(&stream, &t), IRX_ERR_INVALID); /* released */
  CHECK_EQ_INT(irx_rb_batch_export_stream(batch, &stream), IRX_OK);
  FAILS(irx_arrow_table_import_stream(&stream, NULL), IRX_ERR_INVALID);
  CHECK(stream.release != NULL); /* untouched */
  SUCCEEDS(irx_arrow_table_import_stream(&stream, &t), 0);
  CHECK(stream.release == NULL); /* moved */
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 1);
  CHECK_EQ_INT(irx_arrow_table_num_columns(t), 8);
  irx_arrow_table_release(t);
  irx_rb_batch_release(batch);
}

static void case_irx_arrow_table_export_stream(void) {
  irx_arrow_table_handle* t = frame_table();
  irx_arrow_table_handle* back = NULL;
  struct ArrowArrayStream stream;
  memset(&stream, 0, sizeof stream);
  FAILS(irx_arrow_table_export_stream(NULL, &stream), IRX_ERR_INVALID);
  FAILS(irx_arrow_table_export_stream((irx_arrow_table_handle*)POISON, &stream), IRX_ERR_INVALID);
  FAILS(irx_arrow_table_export_stream(t, NULL), IRX_ERR_INVALID);
  CHECK(stream.release == NULL);
  SUCCEEDS(irx_arrow_table_export_stream(t, &stream), 0);
  FAILS(irx_arrow_table_export_stream(t, &stream), IRX_ERR_INVALID); /* live output, untouched */
  CHECK(stream.release != NULL);
  irx_arrow_table_release(t); /* the stream keeps the data */
  FAILS(irx_arrow_table_export_stream(t, &stream), IRX_ERR_INVALID); /* released table */
  CHECK_EQ_INT(irx_arrow_table_import_stream(&stream, &back), 0);
  CHECK_EQ_INT(irx_arrow_table_num_rows(back), 6);
  CHECK_EQ_INT(irx_arrow_table_num_columns(back), 2);
  irx_arrow_table_release(back);
}

static void case_irx_arrow_table_from_ipc(void) {
  int64_t size = 0;
  uint8_t* bytes = frame_ipc(&size);
  static const uint8_t bad_flatbuffer[24] = {0xff, 0xff, 0xff, 0xff, 16, 0, 0, 0};
  irx_arrow_table_handle* t;
  FAILS(irx_arrow_table_from_ipc(bytes, size, NULL), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_from_ipc(NULL, size, &t), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_from_ipc(bytes, 0, &t), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_from_ipc(bytes, -1, &t), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_arrow_table_from_ipc(bytes, size - 8, &t), 0); /* no end marker needed */
  irx_arrow_table_release(t);
  /* 1.25 reads a literal as Arrow C++ reads a buffer: bytes ending inside
   * a message's metadata are Invalid, a flatbuffer that does not verify an
   * IOError (the end marker itself is not required: size - 8 reads). */
  FAILS_CLEARING(t, POISON, irx_arrow_table_from_ipc(bytes, 12, &t), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_from_ipc(bad_flatbuffer, sizeof bad_flatbuffer, &t), IRX_ERR_IO);
  SUCCEEDS(irx_arrow_table_from_ipc(bytes, size, &t), 0);
  memset(bytes, 0, (size_t)size); /* a copy: the table does not refer to the bytes */
  free(bytes);
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 1);
  CHECK_EQ_INT(irx_arrow_table_num_columns(t), 8);
  irx_arrow_table_release(t);
}

static void case_irx_arrow_table_from_ipc_static(void) {
  int64_t size = 0;
  uint8_t* bytes = frame_ipc(&size);
  irx_arrow_table_handle* t;
  FAILS(irx_arrow_table_from_ipc_static(bytes, size, NULL), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_from_ipc_static(NULL, size, &t), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_from_ipc_static(bytes, 0, &t), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_arrow_table_from_ipc_static(bytes, 12, &t), IRX_ERR_INVALID);
  SUCCEEDS(irx_arrow_table_from_ipc_static(bytes, size, &t), 0);
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 1);
  irx_arrow_table_release(t);
  free(bytes); /* after the table: it reads them in place */
}

/* ---- tables and record batches (RecordBatch family) ----------------------- */

/* x int64 nullable: 1, null. */
static IrxRbBatch* frame_null_batch(void) {
  IrxRbSchema* s = one_column_schema("x", IRX_COL_INT64, 1);
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  CHECK_EQ_INT(irx_rb_builder_create(s, &b), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_int64(b, 0, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_null(b, 0), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_finish(b, &batch), IRX_OK);
  irx_rb_builder_release(b);
  irx_rb_schema_release(s);
  return batch;
}

static irx_arrow_table_handle* frame_table_of(IrxRbBatch* batch) {
  irx_arrow_table_handle* t = NULL;
  CHECK_EQ_INT(irx_rb_batch_to_dynamic_table(batch, &t), IRX_OK);
  return t;
}

/* Field `col` of the table's schema is nullable. */
static int frame_nullable(irx_arrow_table_handle* t, int col) {
  IrxRbSchema* s = NULL;
  const char* name = NULL;
  int type = -1, nullable = -1;
  CHECK_EQ_INT(irx_rb_table_schema(t, &s), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_field(s, col, &name, &type, &nullable), IRX_OK);
  irx_rb_schema_release(s);
  return nullable;
}

/* The schemas a batch or table is converted to: its own (rb_schema's),
 * one without columns, and one-column ones (x int64, nullable, which
 * frame_null_batch fits; and each wrong in one way: type, name, a null
 * in a non-nullable column). */
typedef struct {
  IrxRbSchema* expected;
  IrxRbSchema* empty;
  IrxRbSchema* x_int32;
  IrxRbSchema* y_int64;
  IrxRbSchema* x_strict;
  IrxRbSchema* x_loose;
} frame_targets;

static frame_targets frame_targets_make(void) {
  frame_targets s = {rb_schema(), NULL, one_column_schema("x", IRX_COL_INT32, 1),
                     one_column_schema("y", IRX_COL_INT64, 1), one_column_schema("x", IRX_COL_INT64, 0),
                     one_column_schema("x", IRX_COL_INT64, 1)};
  CHECK_EQ_INT(irx_rb_schema_create(&s.empty), IRX_OK);
  return s;
}

static void frame_targets_release(frame_targets* s) {
  irx_rb_schema_release(s->x_loose);
  irx_rb_schema_release(s->x_strict);
  irx_rb_schema_release(s->y_int64);
  irx_rb_schema_release(s->x_int32);
  irx_rb_schema_release(s->empty);
  irx_rb_schema_release(s->expected);
}

static void case_irx_rb_batch_to_table(void) {
  IrxRbBatch* batch = rb_batch();
  IrxRbBatch* nulls = frame_null_batch();
  frame_targets s = frame_targets_make();
  irx_arrow_table_handle* t;
  FAILS(irx_rb_batch_to_table(batch, s.expected, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(t, POISON, irx_rb_batch_to_table(NULL, s.expected, &t), IRX_ERR_NULLPTR);
  FAILS_CLEARING(t, POISON, irx_rb_batch_to_table(batch, NULL, &t), IRX_ERR_NULLPTR);
  FAILS_CLEARING(t, POISON, irx_rb_batch_to_table((IrxRbBatch*)POISON, s.expected, &t), IRX_ERR_INVALID);
  FAILS_CLEARING(t, POISON, irx_rb_batch_to_table(batch, s.empty, &t), IRX_ERR_TYPE);
  FAILS_CLEARING(t, POISON, irx_rb_batch_to_table(batch, s.x_loose, &t), IRX_ERR_TYPE); /* column count */
  FAILS_CLEARING(t, POISON, irx_rb_batch_to_table(nulls, s.x_int32, &t), IRX_ERR_TYPE); /* type */
  FAILS_CLEARING(t, POISON, irx_rb_batch_to_table(nulls, s.y_int64, &t), IRX_ERR_TYPE); /* name */
  FAILS_CLEARING(t, POISON, irx_rb_batch_to_table(nulls, s.x_strict, &t), IRX_ERR_TYPE); /* a null */
  SUCCEEDS(irx_rb_batch_to_table(nulls, s.x_loose, &t), IRX_OK);
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 2);
  irx_arrow_table_release(t);
  CHECK_EQ_INT(irx_rb_batch_to_table(batch, s.expected, &t), IRX_OK);
  CHECK_EQ_INT(irx_arrow_table_num_columns(t), 8);
  CHECK_EQ_INT(frame_nullable(t, 0), 0); /* the declared nullability */
  irx_arrow_table_release(t);
  frame_targets_release(&s);
  irx_rb_batch_release(nulls);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_batch_to_dynamic_table(void) {
  IrxRbBatch* nulls = frame_null_batch();
  irx_arrow_table_handle* t;
  REFUSES_NULL_AND_FORGED(irx_rb_batch_to_dynamic_table, IrxRbBatch, nulls, t);
  SUCCEEDS(irx_rb_batch_to_dynamic_table(nulls, &t), IRX_OK);
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 2);
  CHECK_EQ_INT(frame_nullable(t, 0), 1);
  irx_arrow_table_release(t);
  irx_rb_batch_release(nulls);
}

/* A table of `count` (0..2) int64 columns named `names`. */
static irx_arrow_table_handle* frame_named(int64_t count, const char** names) {
  irx_arrow_array_handle* arrays[2] = {array_of(IRX_ARROW_TYPE_INT64, 0), array_of(IRX_ARROW_TYPE_INT64, 0)};
  irx_arrow_table_handle* t = NULL;
  CHECK_EQ_INT(irx_arrow_table_new_from_arrays(count, names, arrays, &t), 0);
  irx_arrow_array_release(arrays[0]);
  irx_arrow_array_release(arrays[1]);
  return t;
}

static void case_irx_rb_table_to_batch(void) {
  irx_arrow_table_handle* t = frame_table();
  const char* twice[2] = {"a", "a"};
  irx_arrow_table_handle* duplicate = frame_named(2, twice);
  irx_arrow_table_handle* none = frame_named(0, NULL);
  IrxRbBatch* b;
  REFUSES_NULL_AND_FORGED(irx_rb_table_to_batch, irx_arrow_table_handle, t, b);
  FAILS_CLEARING(b, POISON, irx_rb_table_to_batch(duplicate, &b), IRX_ERR_TYPE);
  FAILS_CLEARING(b, POISON, irx_rb_table_to_batch(none, &b), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_table_to_batch(t, &b), IRX_OK);
  CHECK_EQ_INT(irx_rb_batch_num_rows(b), 6);
  CHECK_EQ_INT(irx_rb_batch_num_columns(b), 2);
  irx_rb_batch_release(b);
  irx_arrow_table_release(t);
  FAILS_CLEARING(b, POISON, irx_rb_table_to_batch(t, &b), IRX_ERR_INVALID); /* released */
  irx_arrow_table_release(none);
  irx_arrow_table_release(duplicate);
}

static void case_irx_rb_table_to_dynamic_batch(void) {
  const char* twice[2] = {"a", "a"};
  irx_arrow_table_handle* duplicate = frame_named(2, twice);
  IrxRbBatch* b;
  REFUSES_NULL_AND_FORGED(irx_rb_table_to_dynamic_batch, irx_arrow_table_handle, duplicate, b);
  /* any schema: repeated names are not refused here */
  SUCCEEDS(irx_rb_table_to_dynamic_batch(duplicate, &b), IRX_OK);
  CHECK_EQ_INT(irx_rb_batch_num_columns(b), 2);
  irx_rb_batch_release(b);
  irx_arrow_table_release(duplicate);
  FAILS_CLEARING(b, POISON, irx_rb_table_to_dynamic_batch(duplicate, &b), IRX_ERR_INVALID);
}

static void case_irx_rb_table_schema(void) {
  irx_arrow_table_handle* t = frame_table();
  IrxRbSchema* s;
  REFUSES_NULL_AND_FORGED(irx_rb_table_schema, irx_arrow_table_handle, t, s);
  SUCCEEDS(irx_rb_table_schema(t, &s), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_num_fields(s), 2);
  irx_rb_schema_release(s);
  irx_arrow_table_release(t);
}

static void case_irx_rb_table_project(void) {
  irx_arrow_table_handle* t = frame_table();
  const char* b_only[1] = {"b"};
  const char* both[2] = {"b", "a"};
  const char* missing[1] = {"missing"};
  const char* repeated[2] = {"a", "a"};
  const char* null_name[1] = {NULL};
  irx_arrow_table_handle* p;
  IrxRbSchema* s = NULL;
  const char* name = NULL;
  int type = -1, nullable = -1;
  FAILS(irx_rb_table_project(t, b_only, 1, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(p, POISON, irx_rb_table_project(NULL, b_only, 1, &p), IRX_ERR_NULLPTR);
  FAILS_CLEARING(p, POISON, irx_rb_table_project((irx_arrow_table_handle*)POISON, b_only, 1, &p),
                 IRX_ERR_INVALID);
  FAILS_CLEARING(p, POISON, irx_rb_table_project(t, NULL, 1, &p), IRX_ERR_TYPE);
  FAILS_CLEARING(p, POISON, irx_rb_table_project(t, b_only, 0, &p), IRX_ERR_TYPE);
  FAILS_CLEARING(p, POISON, irx_rb_table_project(t, b_only, -1, &p), IRX_ERR_TYPE);
  FAILS_CLEARING(p, POISON, irx_rb_table_project(t, missing, 1, &p), IRX_ERR_TYPE);
  CHECK(strstr(irx_record_batch_errmsg(), "missing") != NULL);
  FAILS_CLEARING(p, POISON, irx_rb_table_project(t, repeated, 2, &p), IRX_ERR_TYPE);
  FAILS_CLEARING(p, POISON, irx_rb_table_project(t, null_name, 1, &p), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_table_project(t, both, 2, &p), IRX_OK);
  CHECK_EQ_INT(irx_arrow_table_num_columns(p), 2);
  CHECK_EQ_INT(irx_arrow_table_num_rows(p), 6);
  CHECK_EQ_INT(irx_rb_table_schema(p, &s), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_field(s, 0, &name, &type, &nullable), IRX_OK);
  CHECK_STR_EQ(name, "b"); /* in the order asked */
  irx_rb_schema_release(s);
  irx_arrow_table_release(p);
  irx_arrow_table_release(t);
}

static void case_irx_rb_table_cast(void) {
  IrxRbBatch* batch = rb_batch();
  IrxRbBatch* nulls = frame_null_batch();
  irx_arrow_table_handle* t = frame_table_of(batch);
  irx_arrow_table_handle* n = frame_table_of(nulls);
  frame_targets s = frame_targets_make();
  irx_arrow_table_handle* c;
  FAILS(irx_rb_table_cast(t, s.expected, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(c, POISON, irx_rb_table_cast(NULL, s.expected, &c), IRX_ERR_NULLPTR);
  FAILS_CLEARING(c, POISON, irx_rb_table_cast(t, NULL, &c), IRX_ERR_NULLPTR);
  FAILS_CLEARING(c, POISON, irx_rb_table_cast((irx_arrow_table_handle*)POISON, s.expected, &c), IRX_ERR_INVALID);
  FAILS_CLEARING(c, POISON, irx_rb_table_cast(t, s.empty, &c), IRX_ERR_TYPE);
  FAILS_CLEARING(c, POISON, irx_rb_table_cast(t, s.x_int32, &c), IRX_ERR_TYPE); /* column count */
  FAILS_CLEARING(c, POISON, irx_rb_table_cast(n, s.x_int32, &c), IRX_ERR_TYPE); /* type: no conversion */
  FAILS_CLEARING(c, POISON, irx_rb_table_cast(n, s.y_int64, &c), IRX_ERR_TYPE); /* name */
  FAILS_CLEARING(c, POISON, irx_rb_table_cast(n, s.x_strict, &c), IRX_ERR_TYPE); /* a null */
  SUCCEEDS(irx_rb_table_cast(t, s.expected, &c), IRX_OK);
  CHECK_EQ_INT(irx_arrow_table_num_rows(c), 1);
  CHECK_EQ_INT(frame_nullable(c, 0), 0);
  irx_arrow_table_release(c);
  frame_targets_release(&s);
  irx_arrow_table_release(n);
  irx_arrow_table_release(t);
  irx_rb_batch_release(nulls);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_reader_read_table(void) {
  IrxRbStreamReader* r = rb_reader();
  irx_arrow_table_handle* t;
  REFUSES_NULL_AND_FORGED(irx_rb_reader_read_table, IrxRbStreamReader, r, t);
  SUCCEEDS(irx_rb_reader_read_table(r, &t), IRX_OK);
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 1);
  CHECK_EQ_INT(irx_arrow_table_num_columns(t), 8);
  irx_arrow_table_release(t);
  CHECK_EQ_INT(irx_rb_reader_read_table(r, &t), IRX_OK); /* at its end: no rows */
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), 0);
  CHECK_EQ_INT(irx_arrow_table_num_columns(t), 8);
  irx_arrow_table_release(t);
  irx_rb_stream_reader_close(r);
}

static void case_irx_rb_writer_write_table(void) {
  IrxRbBatch* batch = rb_batch();
  irx_arrow_table_handle* t = frame_table_of(batch);
  irx_arrow_table_handle* other = frame_table();
  irx_arrow_table_handle* back = NULL;
  IrxRbSchema* schema = NULL;
  IrxRbStreamWriter* w = NULL;
  const uint8_t* data = NULL;
  int64_t size = 0;
  CHECK_EQ_INT(irx_rb_batch_schema(batch, &schema), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_open_buffer(schema, &w), IRX_OK);
  FAILS(irx_rb_writer_write_table(NULL, t), IRX_ERR_NULLPTR);
  FAILS(irx_rb_writer_write_table(w, NULL), IRX_ERR_NULLPTR);
  FAILS(irx_rb_writer_write_table(w, (irx_arrow_table_handle*)POISON), IRX_ERR_INVALID);
  FAILS(irx_rb_writer_write_table(w, other), IRX_ERR_TYPE); /* another schema */
  SUCCEEDS(irx_rb_writer_write_table(w, t), IRX_OK);
  CHECK_EQ_INT(irx_rb_writer_write_table(w, t), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  FAILS(irx_rb_writer_write_table(w, t), IRX_ERR_IO); /* closed */
  CHECK_EQ_INT(irx_rb_stream_writer_buffer_data(w, &data, &size), IRX_OK);
  CHECK_EQ_INT(irx_arrow_table_from_ipc(data, size, &back), 0);
  CHECK_EQ_INT(irx_arrow_table_num_rows(back), 2);
  irx_arrow_table_release(back);
  irx_rb_stream_writer_release(w);
  irx_rb_schema_release(schema);
  irx_arrow_table_release(other);
  irx_arrow_table_release(t);
  irx_rb_batch_release(batch);
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
    CASE(irx_arrow_table_import_batch, ARROW), \
    CASE(irx_arrow_table_export_batch, ARROW), \
    CASE(irx_arrow_table_import_stream, ARROW), \
    CASE(irx_arrow_table_export_stream, ARROW), \
    CASE(irx_arrow_table_from_ipc, ARROW), \
    CASE(irx_arrow_table_from_ipc_static, ARROW), \
    CASE(irx_rb_batch_to_table, RECORD_BATCH), \
    CASE(irx_rb_batch_to_dynamic_table, RECORD_BATCH), \
    CASE(irx_rb_table_to_batch, RECORD_BATCH), \
    CASE(irx_rb_table_to_dynamic_batch, RECORD_BATCH), \
    CASE(irx_rb_table_schema, RECORD_BATCH), \
    CASE(irx_rb_table_project, RECORD_BATCH), \
    CASE(irx_rb_table_cast, RECORD_BATCH), \
    CASE(irx_rb_reader_read_table, RECORD_BATCH), \
    CASE(irx_rb_writer_write_table, RECORD_BATCH), \
    CASE(irx_arrow_series_index, ARROW), \
    CASE(irx_arrow_series_set, ARROW), \
    CASE(irx_arrow_series_slice, ARROW), \
    CASE(irx_arrow_column_compute, ARROW), \
    CASE(irx_arrow_column_compute_promoted, ARROW), \
    /* FRAME_CASES end */
