/* Boundary cases of pyirx 1.25's record-batch functions (irx_rb_*,
 * irx_type_*, irx_record_batch_*: schemas, columns, builders, batches, C
 * Data and C Stream, IPC over files, memory, descriptors and TCP):
 * included by test_boundary.c, whose macros and fixtures they use. Every
 * function gets a row in RB_CASES, one per line (tests/exports.rs reads
 * them). */

/* a int64 not null, s utf8, l list<int32>, p struct<x: int32, y: double>,
 * t timestamp[us], d date64, h time32[s], b bool. */
static IrxRbSchema* rb_schema(void) {
  IrxRbSchema* s = NULL;
  CHECK_EQ_INT(irx_rb_schema_create(&s), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "a", IRX_COL_INT64, 0), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "s", IRX_COL_UTF8, 1), IRX_OK);
  add_list_and_point(s, "l", "p");
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "t", IRX_COL_TIMESTAMP_US, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "d", IRX_COL_DATE64, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "h", IRX_COL_TIME32_S, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "b", IRX_COL_BOOL, 1), IRX_OK);
  return s;
}

static IrxRbBuilder* rb_builder(void) {
  IrxRbSchema* s = rb_schema();
  IrxRbBuilder* b = NULL;
  CHECK_EQ_INT(irx_rb_builder_create(s, &b), IRX_OK);
  irx_rb_schema_release(s);
  return b;
}

/* One row of rb_schema(). */
static IrxRbBatch* rb_batch(void) {
  IrxRbBuilder* b = rb_builder();
  IrxRbBatch* batch = NULL;
  int32_t items[2] = {7, 8};
  CHECK_EQ_INT(irx_rb_builder_append_int64(b, 0, 42), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_utf8(b, 1, "hi", 2), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_list(b, 2, items, 2), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_struct_append(b, 3), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_struct_field_int(b, 3, 0, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_struct_field_float(b, 3, 1, 2.0), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_timestamp(b, 4, 5), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_date(b, 5, 6), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_time(b, 6, 7), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_bool(b, 7, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_finish(b, &batch), IRX_OK);
  irx_rb_builder_release(b);
  return batch;
}

static void case_irx_record_batch_abi_version(void) {
  KEEPS_ANOTHER_FAILURE(CHECK_EQ_INT(irx_record_batch_abi_version(), IRX_RECORD_BATCH_ABI_VERSION));
}

static void case_irx_type_primitive(void) {
  IrxRbType* t;
  FAILS(irx_type_primitive((IrxColumnType)99) == NULL, 1);
  FAILS(irx_type_primitive((IrxColumnType)-1) == NULL, 1);
  FAILS(irx_type_primitive(IRX_COL_STRUCT) == NULL, 1);
  t = irx_type_primitive(IRX_COL_UTF8);
  CHECK(t != NULL);
  CHECK_CLEARED();
  irx_type_release(t);
}

static void case_irx_type_list(void) {
  IrxRbType* e = irx_type_primitive(IRX_COL_INT8);
  IrxRbType* t;
  FAILS(irx_type_list(NULL) == NULL, 1);
  FAILS(irx_type_list((IrxRbType*)POISON) == NULL, 1);
  t = irx_type_list(e);
  CHECK(t != NULL);
  CHECK_CLEARED();
  irx_type_release(t);
  irx_type_release(e);
}

static void case_irx_type_struct(void) {
  IrxRbType* e = irx_type_primitive(IRX_COL_INT8);
  const char* names[] = {"a", NULL};
  const IrxRbType* fields[] = {e, e};
  IrxRbType* t;
  FAILS(irx_type_struct(names, fields, -1) == NULL, 1);
  FAILS(irx_type_struct(NULL, fields, 1) == NULL, 1);
  FAILS(irx_type_struct(names, fields, 2) == NULL, 1);
  t = irx_type_struct(names, fields, 1);
  CHECK(t != NULL);
  CHECK_CLEARED();
  irx_type_release(t);
  irx_type_release(e);
}

#define RB_RELEASE_CASE(fn, type, make) \
  static void case_##fn(void) {         \
    type* h = make;                     \
    KEEPS_ANOTHER_FAILURE(fn(NULL));    \
    KEEPS_ANOTHER_FAILURE(fn(h));       \
  }

RB_RELEASE_CASE(irx_type_release, IrxRbType, irx_type_primitive(IRX_COL_INT8))
RB_RELEASE_CASE(irx_rb_schema_release, IrxRbSchema, rb_schema())
RB_RELEASE_CASE(irx_rb_builder_release, IrxRbBuilder, rb_builder())
RB_RELEASE_CASE(irx_rb_batch_release, IrxRbBatch, rb_batch())

static void case_irx_rb_schema_create(void) {
  IrxRbSchema* s = NULL;
  FAILS(irx_rb_schema_create(NULL), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_schema_create(&s), IRX_OK);
  irx_rb_schema_release(s);
}

static void case_irx_rb_schema_add_field(void) {
  IrxRbSchema* s = rb_schema();
  FAILS(irx_rb_schema_add_field(NULL, "x", IRX_COL_INT8, 1), IRX_ERR_NULLPTR);
  FAILS(irx_rb_schema_add_field(s, NULL, IRX_COL_INT8, 1), IRX_ERR_NULLPTR);
  FAILS(irx_rb_schema_add_field(s, "x", (IrxColumnType)36, 1), IRX_ERR_TYPE);
  FAILS(irx_rb_schema_add_field(s, "x", IRX_COL_MAP, 1), IRX_ERR_TYPE);
  FAILS(irx_rb_schema_add_field(s, "\xff", IRX_COL_INT8, 1), IRX_ERR_INVALID);
  FAILS(irx_rb_schema_add_field((IrxRbSchema*)POISON, "x", IRX_COL_INT8, 1), IRX_ERR_INVALID);
  SUCCEEDS(irx_rb_schema_add_field(s, "x", IRX_COL_INT8, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_num_fields(s), 9);
  irx_rb_schema_release(s);
}

static void case_irx_rb_schema_add_field2(void) {
  IrxRbSchema* s = rb_schema();
  IrxRbType* t = irx_type_primitive(IRX_COL_INT8);
  FAILS(irx_rb_schema_add_field2(s, "x", NULL, 1), IRX_ERR_NULLPTR);
  FAILS(irx_rb_schema_add_field2(NULL, "x", t, 1), IRX_ERR_NULLPTR);
  FAILS(irx_rb_schema_add_field2(s, "x", (IrxRbType*)POISON, 1), IRX_ERR_INVALID);
  SUCCEEDS(irx_rb_schema_add_field2(s, "x", t, 1), IRX_OK);
  irx_type_release(t);
  irx_rb_schema_release(s);
}

static void case_irx_rb_schema_add_named_field(void) {
  IrxRbSchema* s = rb_schema();
  FAILS(irx_rb_schema_add_named_field(s, "x", NULL, 1), IRX_ERR_NULLPTR);
  FAILS(irx_rb_schema_add_named_field(s, "x", "list", 1), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_schema_add_named_field(s, "x", "timestamp[ns]", 1), IRX_OK);
  irx_rb_schema_release(s);
}

static void case_irx_rb_schema_num_fields(void) {
  IrxRbSchema* s = rb_schema();
  FAILS(irx_rb_schema_num_fields(NULL), IRX_ERR_NULLPTR);
  FAILS(irx_rb_schema_num_fields((IrxRbSchema*)POISON), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_schema_num_fields(s), 8);
  irx_rb_schema_release(s);
}

static void case_irx_rb_schema_clone(void) {
  IrxRbSchema* s = rb_schema();
  IrxRbSchema* out = NULL;
  FAILS(irx_rb_schema_clone(s, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(out, POISON, irx_rb_schema_clone(NULL, &out), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_schema_clone(s, &out), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_equal(s, out), 1);
  irx_rb_schema_release(out);
  irx_rb_schema_release(s);
}

static void case_irx_rb_schema_type_name(void) {
  IrxRbSchema* s = rb_schema();
  const char* name = NULL;
  FAILS(irx_rb_schema_type_name(NULL, 0, &name), IRX_ERR_NULLPTR);
  FAILS(irx_rb_schema_type_name(s, 8, &name), IRX_ERR_OOB);
  FAILS(irx_rb_schema_type_name(s, 0, NULL), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_schema_type_name(s, 3, &name), IRX_OK);
  CHECK_STR_EQ(name, "struct<x: int32, y: double>");
  irx_rb_schema_release(s);
}

static void case_irx_rb_schema_field(void) {
  IrxRbSchema* s = rb_schema();
  const char* name = NULL;
  int type = 0, nullable = 0;
  FAILS(irx_rb_schema_field(NULL, 0, &name, &type, &nullable), IRX_ERR_NULLPTR);
  FAILS(irx_rb_schema_field(s, 0, &name, NULL, &nullable), IRX_ERR_NULLPTR);
  FAILS(irx_rb_schema_field(s, -1, &name, &type, &nullable), IRX_ERR_OOB);
  SUCCEEDS(irx_rb_schema_field(s, 2, &name, &type, &nullable), IRX_OK);
  CHECK_STR_EQ(name, "l");
  CHECK(type == IRX_COL_LIST && nullable == 1);
  irx_rb_schema_release(s);
}

static void case_irx_rb_schema_equal(void) {
  IrxRbSchema* a = rb_schema();
  IrxRbSchema* b = rb_schema();
  FAILS(irx_rb_schema_equal(a, NULL), IRX_ERR_NULLPTR);
  FAILS(irx_rb_schema_equal((IrxRbSchema*)POISON, b), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_schema_equal(a, b), 1);
  CHECK_EQ_INT(irx_rb_schema_add_field(b, "z", IRX_COL_INT8, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_equal(a, b), 0);
  irx_rb_schema_release(b);
  irx_rb_schema_release(a);
}

static void case_irx_rb_builder_create(void) {
  IrxRbSchema* s = rb_schema();
  IrxRbBuilder* b = NULL;
  REFUSES_NULL_AND_FORGED(irx_rb_builder_create, IrxRbSchema, s, b);
  SUCCEEDS(irx_rb_builder_create(s, &b), IRX_OK);
  irx_rb_builder_release(b);
  irx_rb_schema_release(s);
}

/* A typed append: NULL builder, bad column, wrong type, then success on
 * the column `good` of rb_schema() (or a fresh one-column schema). */
#define RB_APPEND_CASE(fn, value, good_type)                                  \
  static void case_##fn(void) {                                              \
    IrxRbSchema* s = NULL;                                                   \
    IrxRbBuilder* b = NULL;                                                  \
    CHECK_EQ_INT(irx_rb_schema_create(&s), IRX_OK);                          \
    CHECK_EQ_INT(irx_rb_schema_add_field(s, "v", good_type, 1), IRX_OK);     \
    CHECK_EQ_INT(irx_rb_schema_add_field(s, "w", IRX_COL_NULL == good_type ? IRX_COL_INT8 : IRX_COL_UTF8, 1), IRX_OK); \
    CHECK_EQ_INT(irx_rb_builder_create(s, &b), IRX_OK);                      \
    FAILS(fn(NULL, 0, value), IRX_ERR_NULLPTR);                              \
    FAILS(fn(b, 2, value), IRX_ERR_OOB);                                     \
    FAILS(fn(b, 1, value), IRX_ERR_TYPE);                                    \
    SUCCEEDS(fn(b, 0, value), IRX_OK);                                       \
    irx_rb_builder_release(b);                                               \
    irx_rb_schema_release(s);                                                \
  }

RB_APPEND_CASE(irx_rb_builder_append_int8, 1, IRX_COL_INT8)
RB_APPEND_CASE(irx_rb_builder_append_int16, 1, IRX_COL_INT16)
RB_APPEND_CASE(irx_rb_builder_append_int32, 1, IRX_COL_INT32)
RB_APPEND_CASE(irx_rb_builder_append_int64, 1, IRX_COL_INT64)
RB_APPEND_CASE(irx_rb_builder_append_uint8, 1, IRX_COL_UINT8)
RB_APPEND_CASE(irx_rb_builder_append_uint16, 1, IRX_COL_UINT16)
RB_APPEND_CASE(irx_rb_builder_append_uint32, 1, IRX_COL_UINT32)
RB_APPEND_CASE(irx_rb_builder_append_uint64, 1, IRX_COL_UINT64)
RB_APPEND_CASE(irx_rb_builder_append_float32, 1.0f, IRX_COL_FLOAT32)
RB_APPEND_CASE(irx_rb_builder_append_float64, 1.0, IRX_COL_FLOAT64)
RB_APPEND_CASE(irx_rb_builder_append_bool, 1, IRX_COL_BOOL)
RB_APPEND_CASE(irx_rb_builder_append_date, 1, IRX_COL_DATE32)
RB_APPEND_CASE(irx_rb_builder_append_timestamp, 1, IRX_COL_TIMESTAMP_S)
RB_APPEND_CASE(irx_rb_builder_append_time, 1, IRX_COL_TIME64_NS)

static void case_irx_rb_builder_append_utf8(void) {
  IrxRbBuilder* b = rb_builder();
  FAILS(irx_rb_builder_append_utf8(NULL, 1, "x", 1), IRX_ERR_NULLPTR);
  FAILS(irx_rb_builder_append_utf8(b, 1, NULL, 0), IRX_ERR_NULLPTR);
  FAILS(irx_rb_builder_append_utf8(b, 1, "x", -1), IRX_ERR_INVALID);
  FAILS(irx_rb_builder_append_utf8(b, 1, "\xc3", 1), IRX_ERR_INVALID);
  FAILS(irx_rb_builder_append_utf8(b, 0, "x", 1), IRX_ERR_TYPE);
  FAILS(irx_rb_builder_append_utf8(b, 8, "x", 1), IRX_ERR_OOB);
  SUCCEEDS(irx_rb_builder_append_utf8(b, 1, "x\0y", 3), IRX_OK);
  irx_rb_builder_release(b);
}

static void case_irx_rb_builder_reserve_utf8(void) {
  IrxRbBuilder* b = rb_builder();
  char* room = NULL;
  FAILS(irx_rb_builder_reserve_utf8(b, 1, 4, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(room, POISON, irx_rb_builder_reserve_utf8(b, 1, -4, &room), IRX_ERR_INVALID);
  FAILS_CLEARING(room, POISON, irx_rb_builder_reserve_utf8(b, 0, 4, &room), IRX_ERR_TYPE);
  FAILS_CLEARING(room, POISON, irx_rb_builder_reserve_utf8(b, 1, INT64_MAX, &room), IRX_ERR_OVERFLOW);
  SUCCEEDS(irx_rb_builder_reserve_utf8(b, 1, 4, &room), IRX_OK);
  CHECK(room != NULL);
  irx_rb_builder_release(b);
}

static void case_irx_rb_builder_commit_utf8(void) {
  IrxRbBuilder* b = rb_builder();
  char* room = NULL;
  FAILS(irx_rb_builder_commit_utf8(b, 1, 1), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_rb_builder_reserve_utf8(b, 1, 4, &room), IRX_OK);
  memcpy(room, "abcd", 4);
  FAILS(irx_rb_builder_commit_utf8(b, 1, 5), IRX_ERR_OOB);
  FAILS(irx_rb_builder_commit_utf8(b, 1, -1), IRX_ERR_INVALID);
  SUCCEEDS(irx_rb_builder_commit_utf8(b, 1, 4), IRX_OK);
  irx_rb_builder_release(b);
}

static void case_irx_rb_builder_next_utf8(void) {
  IrxRbBuilder* b = rb_builder();
  char* room = NULL;
  FAILS_CLEARING(room, POISON, irx_rb_builder_next_utf8(b, 1, 1, 4, &room), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_rb_builder_reserve_utf8(b, 1, 4, &room), IRX_OK);
  memcpy(room, "abcd", 4);
  FAILS_CLEARING(room, POISON, irx_rb_builder_next_utf8(b, 1, 5, 4, &room), IRX_ERR_OOB);
  FAILS_CLEARING(room, POISON, irx_rb_builder_next_utf8(b, 0, 4, 4, &room), IRX_ERR_TYPE);
  FAILS(irx_rb_builder_next_utf8(b, 1, 4, 4, NULL), IRX_ERR_NULLPTR); /* committed all the same */
  CHECK_EQ_INT(irx_rb_builder_reserve_utf8(b, 1, 4, &room), IRX_OK);
  memcpy(room, "efgh", 4);
  FAILS_CLEARING(room, POISON, irx_rb_builder_next_utf8(b, 1, 4, -1, &room), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_rb_builder_reserve_utf8(b, 1, 4, &room), IRX_OK);
  memcpy(room, "ijkl", 4);
  FAILS(irx_rb_builder_next_utf8(b, 2, 4, 4, &room), IRX_ERR_TYPE); /* a list column */
  SUCCEEDS(irx_rb_builder_next_utf8(b, 1, 4, 4, &room), IRX_OK);
  CHECK(room != NULL);
  irx_rb_builder_release(b);
}

static void case_irx_rb_builder_append_null(void) {
  IrxRbBuilder* b = rb_builder();
  FAILS(irx_rb_builder_append_null(NULL, 1), IRX_ERR_NULLPTR);
  FAILS(irx_rb_builder_append_null(b, 0), IRX_ERR_TYPE);
  FAILS(irx_rb_builder_append_null(b, 9), IRX_ERR_OOB);
  SUCCEEDS(irx_rb_builder_append_null(b, 3), IRX_OK);
  irx_rb_builder_release(b);
}

static void case_irx_rb_builder_append_list(void) {
  IrxRbBuilder* b = rb_builder();
  int32_t items[2] = {1, 2};
  FAILS(irx_rb_builder_append_list(NULL, 2, items, 2), IRX_ERR_NULLPTR);
  FAILS(irx_rb_builder_append_list(b, 2, NULL, 2), IRX_ERR_NULLPTR);
  FAILS(irx_rb_builder_append_list(b, 2, items, -2), IRX_ERR_OOB);
  FAILS(irx_rb_builder_append_list(b, 1, items, 2), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_builder_append_list(b, 2, NULL, 0), IRX_OK);
  irx_rb_builder_release(b);
}

static void case_irx_rb_builder_struct_append(void) {
  IrxRbBuilder* b = rb_builder();
  FAILS(irx_rb_builder_struct_append(NULL, 3), IRX_ERR_NULLPTR);
  FAILS(irx_rb_builder_struct_append(b, 2), IRX_ERR_TYPE);
  FAILS(irx_rb_builder_struct_append(b, -3), IRX_ERR_OOB);
  SUCCEEDS(irx_rb_builder_struct_append(b, 3), IRX_OK);
  irx_rb_builder_release(b);
}

static void case_irx_rb_builder_struct_field_int(void) {
  IrxRbBuilder* b = rb_builder();
  FAILS(irx_rb_builder_struct_field_int(NULL, 3, 0, 1), IRX_ERR_NULLPTR);
  FAILS(irx_rb_builder_struct_field_int(b, 3, 2, 1), IRX_ERR_OOB);
  FAILS(irx_rb_builder_struct_field_int(b, 3, 1, 1), IRX_ERR_TYPE);
  FAILS(irx_rb_builder_struct_field_int(b, 3, 0, INT64_C(1) << 40), IRX_ERR_OOB);
  FAILS(irx_rb_builder_struct_field_int(b, 0, 0, 1), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_builder_struct_field_int(b, 3, 0, -5), IRX_OK);
  irx_rb_builder_release(b);
}

static void case_irx_rb_builder_struct_field_float(void) {
  IrxRbBuilder* b = rb_builder();
  FAILS(irx_rb_builder_struct_field_float(NULL, 3, 1, 1.0), IRX_ERR_NULLPTR);
  FAILS(irx_rb_builder_struct_field_float(b, 3, 0, 1.0), IRX_ERR_TYPE);
  FAILS(irx_rb_builder_struct_field_float(b, 3, -1, 1.0), IRX_ERR_OOB);
  SUCCEEDS(irx_rb_builder_struct_field_float(b, 3, 1, 1.0), IRX_OK);
  irx_rb_builder_release(b);
}

static void case_irx_rb_builder_finish(void) {
  IrxRbBuilder* b = rb_builder();
  IrxRbBuilder* empty = rb_builder();
  IrxRbBatch* batch = NULL;
  FAILS(irx_rb_builder_finish(b, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(batch, POISON, irx_rb_builder_finish(NULL, &batch), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_builder_append_int64(b, 0, 1), IRX_OK);
  FAILS_CLEARING(batch, POISON, irx_rb_builder_finish(b, &batch), IRX_ERR_ARROW);
  irx_rb_builder_release(b);
  b = rb_builder();
  CHECK_EQ_INT(irx_rb_builder_struct_append(b, 3), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_struct_field_int(b, 3, 0, 1), IRX_OK);
  FAILS_CLEARING(batch, POISON, irx_rb_builder_finish(b, &batch), IRX_ERR_ARROW);
  SUCCEEDS(irx_rb_builder_finish(empty, &batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_batch_num_rows(batch), 0);
  irx_rb_batch_release(batch);
  irx_rb_builder_release(b);
  irx_rb_builder_release(empty);
}

static void case_irx_rb_batch_num_rows(void) {
  IrxRbBatch* batch = rb_batch();
  FAILS(irx_rb_batch_num_rows(NULL), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_num_rows((IrxRbBatch*)POISON), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_batch_num_rows(batch), 1);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_batch_num_columns(void) {
  IrxRbBatch* batch = rb_batch();
  FAILS(irx_rb_batch_num_columns(NULL), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_batch_num_columns(batch), 8);
  irx_rb_batch_release(batch);
}

/* A typed getter: NULL batch, NULL out, bad column, bad row, wrong type,
 * then success on column `col` of rb_batch() (or `wrong` fails on type). */
#define RB_GET_CASE(fn, ctype, col, wrong, expect)             \
  static void case_##fn(void) {                               \
    IrxRbBatch* batch = rb_batch();                           \
    ctype out;                                                \
    FAILS(fn(NULL, col, 0, &out), IRX_ERR_NULLPTR);           \
    FAILS(fn(batch, col, 0, NULL), IRX_ERR_NULLPTR);          \
    FAILS(fn(batch, 8, 0, &out), IRX_ERR_OOB);                \
    FAILS(fn(batch, col, 1, &out), IRX_ERR_OOB);              \
    FAILS(fn(batch, col, -1, &out), IRX_ERR_OOB);             \
    FAILS(fn(batch, wrong, 0, &out), IRX_ERR_TYPE);           \
    if (col >= 0) {                                           \
      SUCCEEDS(fn(batch, col, 0, &out), IRX_OK);              \
      CHECK(out == (ctype)(expect));                          \
    }                                                         \
    irx_rb_batch_release(batch);                              \
  }

/* Columns rb_batch() has no type for read a freshly built one-value batch. */
#define RB_GET_FRESH_CASE(fn, ctype, col_type, append, value)  \
  static void case_##fn(void) {                                \
    IrxRbSchema* s = NULL;                                     \
    IrxRbBuilder* b = NULL;                                    \
    IrxRbBatch* batch = NULL;                                  \
    ctype out;                                                 \
    CHECK_EQ_INT(irx_rb_schema_create(&s), IRX_OK);            \
    CHECK_EQ_INT(irx_rb_schema_add_field(s, "v", col_type, 1), IRX_OK); \
    CHECK_EQ_INT(irx_rb_schema_add_field(s, "w", IRX_COL_UTF8, 1), IRX_OK); \
    CHECK_EQ_INT(irx_rb_builder_create(s, &b), IRX_OK);        \
    CHECK_EQ_INT(append(b, 0, value), IRX_OK);                 \
    CHECK_EQ_INT(irx_rb_builder_append_utf8(b, 1, "", 0), IRX_OK); \
    CHECK_EQ_INT(irx_rb_builder_finish(b, &batch), IRX_OK);    \
    FAILS(fn(NULL, 0, 0, &out), IRX_ERR_NULLPTR);              \
    FAILS(fn(batch, 0, 0, NULL), IRX_ERR_NULLPTR);             \
    FAILS(fn(batch, 2, 0, &out), IRX_ERR_OOB);                 \
    FAILS(fn(batch, 0, 1, &out), IRX_ERR_OOB);                 \
    FAILS(fn(batch, 1, 0, &out), IRX_ERR_TYPE);                \
    SUCCEEDS(fn(batch, 0, 0, &out), IRX_OK);                   \
    CHECK(out == (ctype)(value));                              \
    irx_rb_batch_release(batch);                               \
    irx_rb_builder_release(b);                                 \
    irx_rb_schema_release(s);                                  \
  }

RB_GET_FRESH_CASE(irx_rb_batch_get_int8, int8_t, IRX_COL_INT8, irx_rb_builder_append_int8, -3)
RB_GET_FRESH_CASE(irx_rb_batch_get_int16, int16_t, IRX_COL_INT16, irx_rb_builder_append_int16, -300)
RB_GET_FRESH_CASE(irx_rb_batch_get_int32, int32_t, IRX_COL_INT32, irx_rb_builder_append_int32, -70000)
RB_GET_CASE(irx_rb_batch_get_int64, int64_t, 0, 1, 42)
RB_GET_FRESH_CASE(irx_rb_batch_get_uint8, uint8_t, IRX_COL_UINT8, irx_rb_builder_append_uint8, 200)
RB_GET_FRESH_CASE(irx_rb_batch_get_uint16, uint16_t, IRX_COL_UINT16, irx_rb_builder_append_uint16, 60000)
RB_GET_FRESH_CASE(irx_rb_batch_get_uint32, uint32_t, IRX_COL_UINT32, irx_rb_builder_append_uint32, 4000000000u)
RB_GET_FRESH_CASE(irx_rb_batch_get_uint64, uint64_t, IRX_COL_UINT64, irx_rb_builder_append_uint64, UINT64_MAX)
RB_GET_FRESH_CASE(irx_rb_batch_get_float32, float, IRX_COL_FLOAT32, irx_rb_builder_append_float32, 1.5f)
RB_GET_FRESH_CASE(irx_rb_batch_get_float64, double, IRX_COL_FLOAT64, irx_rb_builder_append_float64, 2.5)
RB_GET_CASE(irx_rb_batch_get_bool, int, 7, 0, 1)
RB_GET_CASE(irx_rb_batch_get_timestamp, int64_t, 4, 5, 5)
RB_GET_CASE(irx_rb_batch_get_date, int64_t, 5, 4, 6)
RB_GET_CASE(irx_rb_batch_get_time, int64_t, 6, 5, 7)
static void case_irx_rb_batch_is_null(void) {
  IrxRbBatch* batch = rb_batch();
  int out = -1;
  FAILS(irx_rb_batch_is_null(NULL, 1, 0, &out), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_is_null(batch, 1, 0, NULL), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_is_null(batch, 8, 0, &out), IRX_ERR_OOB);
  FAILS(irx_rb_batch_is_null(batch, 1, 1, &out), IRX_ERR_OOB);
  SUCCEEDS(irx_rb_batch_is_null(batch, 1, 0, &out), IRX_OK);
  CHECK_EQ_INT(out, 0);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_batch_get_utf8(void) {
  IrxRbBatch* batch = rb_batch();
  const char* text = NULL;
  int64_t len = 0;
  FAILS(irx_rb_batch_get_utf8(NULL, 1, 0, &text, &len), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_get_utf8(batch, 1, 0, &text, NULL), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_get_utf8(batch, 1, 3, &text, &len), IRX_ERR_OOB);
  FAILS(irx_rb_batch_get_utf8(batch, 0, 0, &text, &len), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_batch_get_utf8(batch, 1, 0, &text, &len), IRX_OK);
  CHECK(len == 2 && memcmp(text, "hi", 2) == 0);
  irx_rb_batch_release(batch);
}

/* The buffer getters: (col, field) arguments vary, so each is written out;
 * `bad_type` names a column of the wrong kind. */
static void case_irx_rb_batch_value_buffer(void) {
  IrxRbBatch* batch = rb_batch();
  const void* buf = NULL;
  int64_t len = 0;
  FAILS(irx_rb_batch_value_buffer(NULL, 0, &buf, &len), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_value_buffer(batch, 0, NULL, &len), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_value_buffer(batch, 8, &buf, &len), IRX_ERR_OOB);
  FAILS(irx_rb_batch_value_buffer(batch, 1, &buf, &len), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_batch_value_buffer(batch, 0, &buf, &len), IRX_OK);
  CHECK(len == 1 && *(const int64_t*)buf == 42);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_batch_list_elem_type(void) {
  IrxRbBatch* batch = rb_batch();
  IrxColumnType t = IRX_COL_NULL;
  FAILS(irx_rb_batch_list_elem_type(NULL, 2, &t), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_list_elem_type(batch, 2, NULL), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_list_elem_type(batch, 0, &t), IRX_ERR_TYPE);
  FAILS(irx_rb_batch_list_elem_type(batch, 9, &t), IRX_ERR_OOB);
  SUCCEEDS(irx_rb_batch_list_elem_type(batch, 2, &t), IRX_OK);
  CHECK_EQ_INT(t, IRX_COL_INT32);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_batch_list_offsets(void) {
  IrxRbBatch* batch = rb_batch();
  const int32_t* offs = NULL;
  int64_t n = 0;
  FAILS(irx_rb_batch_list_offsets(NULL, 2, &offs, &n), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_list_offsets(batch, 2, &offs, NULL), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_list_offsets(batch, 1, &offs, &n), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_batch_list_offsets(batch, 2, &offs, &n), IRX_OK);
  CHECK(n == 2 && offs[1] == 2);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_batch_list_child_buffer(void) {
  IrxRbBatch* batch = rb_batch();
  const void* buf = NULL;
  int64_t len = 0;
  FAILS(irx_rb_batch_list_child_buffer(NULL, 2, &buf, &len), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_list_child_buffer(batch, 2, NULL, &len), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_list_child_buffer(batch, 3, &buf, &len), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_batch_list_child_buffer(batch, 2, &buf, &len), IRX_OK);
  CHECK(len == 2 && ((const int32_t*)buf)[1] == 8);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_batch_struct_num_fields(void) {
  IrxRbBatch* batch = rb_batch();
  int n = 0;
  FAILS(irx_rb_batch_struct_num_fields(NULL, 3, &n), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_struct_num_fields(batch, 3, NULL), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_struct_num_fields(batch, 2, &n), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_batch_struct_num_fields(batch, 3, &n), IRX_OK);
  CHECK_EQ_INT(n, 2);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_batch_struct_field_name(void) {
  IrxRbBatch* batch = rb_batch();
  const char* name = NULL;
  FAILS(irx_rb_batch_struct_field_name(NULL, 3, 0, &name), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_struct_field_name(batch, 3, 0, NULL), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_struct_field_name(batch, 3, 2, &name), IRX_ERR_OOB);
  FAILS(irx_rb_batch_struct_field_name(batch, 0, 0, &name), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_batch_struct_field_name(batch, 3, 0, &name), IRX_OK);
  CHECK_STR_EQ(name, "x");
  irx_rb_batch_release(batch);
}

static void case_irx_rb_batch_struct_field_type(void) {
  IrxRbBatch* batch = rb_batch();
  IrxColumnType t = IRX_COL_NULL;
  FAILS(irx_rb_batch_struct_field_type(NULL, 3, 0, &t), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_struct_field_type(batch, 3, 0, NULL), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_struct_field_type(batch, 3, -1, &t), IRX_ERR_OOB);
  SUCCEEDS(irx_rb_batch_struct_field_type(batch, 3, 1, &t), IRX_OK);
  CHECK_EQ_INT(t, IRX_COL_FLOAT64);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_batch_struct_field_buffer(void) {
  IrxRbBatch* batch = rb_batch();
  const void* buf = NULL;
  int64_t len = 0;
  FAILS(irx_rb_batch_struct_field_buffer(NULL, 3, 0, &buf, &len), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_struct_field_buffer(batch, 3, 0, &buf, NULL), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_struct_field_buffer(batch, 3, 5, &buf, &len), IRX_ERR_OOB);
  FAILS(irx_rb_batch_struct_field_buffer(batch, 1, 0, &buf, &len), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_batch_struct_field_buffer(batch, 3, 1, &buf, &len), IRX_OK);
  CHECK(len == 1 && *(const double*)buf == 2.0);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_batch_clone(void) {
  IrxRbBatch* batch = rb_batch();
  IrxRbBatch* out = NULL;
  FAILS(irx_rb_batch_clone(batch, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(out, POISON, irx_rb_batch_clone(NULL, &out), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_batch_clone(batch, &out), IRX_OK);
  irx_rb_batch_release(batch);
  CHECK_EQ_INT(irx_rb_batch_num_rows(out), 1); /* the clone outlives it */
  irx_rb_batch_release(out);
}

static void case_irx_rb_batch_schema(void) {
  IrxRbBatch* batch = rb_batch();
  IrxRbSchema* out = NULL;
  FAILS(irx_rb_batch_schema(batch, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(out, POISON, irx_rb_batch_schema(NULL, &out), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_batch_schema(batch, &out), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_num_fields(out), 8);
  irx_rb_schema_release(out);
  irx_rb_batch_release(batch);
}


/* A reader over a one-batch C stream of rb_batch(). */
static IrxRbStreamReader* rb_reader(void) {
  IrxRbBatch* batch = rb_batch();
  struct ArrowArrayStream stream;
  IrxRbStreamReader* r = NULL;
  memset(&stream, 0, sizeof stream);
  CHECK_EQ_INT(irx_rb_batch_export_stream(batch, &stream), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_reader_import(&stream, &r), IRX_OK);
  irx_rb_batch_release(batch);
  return r;
}

RB_RELEASE_CASE(irx_rb_stream_reader_close, IrxRbStreamReader, rb_reader())

static void case_irx_rb_stream_reader_next_batch(void) {
  IrxRbStreamReader* r = rb_reader();
  IrxRbBatch* batch = NULL;
  REFUSES_NULL_AND_FORGED(irx_rb_stream_reader_next_batch, IrxRbStreamReader, r, batch);
  SUCCEEDS(irx_rb_stream_reader_next_batch(r, &batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_batch_num_rows(batch), 1);
  irx_rb_batch_release(batch);
  batch = (IrxRbBatch*)POISON;
  CHECK_EQ_INT(irx_rb_stream_reader_next_batch(r, &batch), IRX_EOF);
  CHECK(batch == NULL);
  irx_rb_stream_reader_close(r);
}

static void case_irx_rb_stream_reader_schema(void) {
  IrxRbStreamReader* r = rb_reader();
  FAILS(irx_rb_stream_reader_schema(NULL) == NULL, 1);
  FAILS(irx_rb_stream_reader_schema((IrxRbStreamReader*)POISON) == NULL, 1);
  CHECK_EQ_INT(irx_rb_schema_num_fields(irx_rb_stream_reader_schema(r)), 8);
  CHECK_CLEARED();
  irx_rb_stream_reader_close(r);
}

static void case_irx_rb_stream_reader_export(void) {
  IrxRbStreamReader* r = rb_reader();
  struct ArrowArrayStream stream;
  memset(&stream, 0, sizeof stream);
  FAILS(irx_rb_stream_reader_export(NULL, &stream), IRX_ERR_NULLPTR);
  FAILS(irx_rb_stream_reader_export(r, NULL), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_stream_reader_export(r, &stream), IRX_OK);
  FAILS(irx_rb_stream_reader_export(r, &stream), IRX_ERR_IO); /* already transferred */
  irx_rb_c_stream_release(&stream);
  irx_rb_stream_reader_close(r);
}

static void case_irx_rb_stream_reader_import(void) {
  IrxRbBatch* batch = rb_batch();
  struct ArrowArrayStream stream;
  IrxRbStreamReader* r = NULL;
  memset(&stream, 0, sizeof stream);
  FAILS(irx_rb_stream_reader_import(&stream, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(r, POISON, irx_rb_stream_reader_import(NULL, &r), IRX_ERR_NULLPTR);
  FAILS_CLEARING(r, POISON, irx_rb_stream_reader_import(&stream, &r), IRX_ERR_ARROW); /* released */
  CHECK_EQ_INT(irx_rb_batch_export_stream(batch, &stream), IRX_OK);
  FAILS(irx_rb_stream_reader_import(&stream, NULL), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_stream_reader_import(&stream, &r), IRX_OK);
  CHECK(stream.release == NULL);
  irx_rb_stream_reader_close(r);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_batch_export_stream(void) {
  IrxRbBatch* batch = rb_batch();
  struct ArrowArrayStream stream;
  memset(&stream, 0, sizeof stream);
  FAILS(irx_rb_batch_export_stream(NULL, &stream), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_export_stream(batch, NULL), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_batch_export_stream(batch, &stream), IRX_OK);
  CHECK(stream.release != NULL);
  irx_rb_c_stream_release(&stream);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_batch_export(void) {
  IrxRbBatch* batch = rb_batch();
  struct ArrowArray array;
  struct ArrowSchema schema;
  memset(&array, 0, sizeof array);
  memset(&schema, 0, sizeof schema);
  FAILS(irx_rb_batch_export(NULL, &array, &schema), IRX_ERR_NULLPTR);
  FAILS(irx_rb_batch_export(batch, NULL, &schema), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_batch_export(batch, &array, &schema), IRX_OK);
  CHECK(array.release != NULL && schema.release != NULL && array.length == 1);
  irx_rb_c_array_release(&array);
  irx_rb_c_schema_release(&schema);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_batch_import(void) {
  IrxRbBatch* batch = rb_batch();
  IrxRbBatch* out = NULL;
  struct ArrowArray array;
  struct ArrowSchema schema;
  memset(&array, 0, sizeof array);
  memset(&schema, 0, sizeof schema);
  FAILS_CLEARING(out, POISON, irx_rb_batch_import(NULL, &schema, &out), IRX_ERR_NULLPTR);
  FAILS_CLEARING(out, POISON, irx_rb_batch_import(&array, &schema, &out), IRX_ERR_ARROW);
  CHECK_EQ_INT(irx_rb_batch_export(batch, &array, &schema), IRX_OK);
  FAILS(irx_rb_batch_import(&array, &schema, NULL), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_batch_import(&array, &schema, &out), IRX_OK);
  CHECK(array.release == NULL && schema.release == NULL);
  CHECK_EQ_INT(irx_rb_batch_num_rows(out), 1);
  irx_rb_batch_release(out);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_schema_export(void) {
  IrxRbSchema* s = rb_schema();
  struct ArrowSchema schema;
  memset(&schema, 0, sizeof schema);
  FAILS(irx_rb_schema_export(NULL, &schema), IRX_ERR_NULLPTR);
  FAILS(irx_rb_schema_export(s, NULL), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_schema_export(s, &schema), IRX_OK);
  CHECK(schema.release != NULL && schema.n_children == 8);
  irx_rb_c_schema_release(&schema);
  irx_rb_schema_release(s);
}

static void case_irx_rb_schema_import(void) {
  IrxRbSchema* s = rb_schema();
  IrxRbSchema* out = NULL;
  struct ArrowSchema schema;
  memset(&schema, 0, sizeof schema);
  FAILS_CLEARING(out, POISON, irx_rb_schema_import(NULL, &out), IRX_ERR_NULLPTR);
  FAILS_CLEARING(out, POISON, irx_rb_schema_import(&schema, &out), IRX_ERR_ARROW);
  CHECK_EQ_INT(irx_rb_schema_export(s, &schema), IRX_OK);
  FAILS(irx_rb_schema_import(&schema, NULL), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_schema_import(&schema, &out), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_equal(s, out), 1);
  irx_rb_schema_release(out);
  irx_rb_schema_release(s);
}

/* The idempotent release guards: NULL, a released struct and a live one. */
#define RB_C_RELEASE_CASE(fn, type, make)      \
  static void case_##fn(void) {                \
    type c;                                    \
    memset(&c, 0, sizeof c);                   \
    KEEPS_ANOTHER_FAILURE(fn(NULL));          \
    KEEPS_ANOTHER_FAILURE(fn(&c));            \
    make;                                      \
    KEEPS_ANOTHER_FAILURE(fn(&c));            \
    CHECK(c.release == NULL);                  \
    fn(&c);                                    \
  }

RB_C_RELEASE_CASE(irx_rb_c_schema_release, struct ArrowSchema, {
  IrxRbSchema* s = rb_schema();
  CHECK_EQ_INT(irx_rb_schema_export(s, &c), IRX_OK);
  irx_rb_schema_release(s);
})
RB_C_RELEASE_CASE(irx_rb_c_stream_release, struct ArrowArrayStream, {
  IrxRbBatch* b = rb_batch();
  CHECK_EQ_INT(irx_rb_batch_export_stream(b, &c), IRX_OK);
  irx_rb_batch_release(b);
})
RB_C_RELEASE_CASE(irx_rb_c_array_release, struct ArrowArray, {
  IrxRbBatch* b = rb_batch();
  struct ArrowSchema schema;
  memset(&schema, 0, sizeof schema);
  CHECK_EQ_INT(irx_rb_batch_export(b, &c, &schema), IRX_OK);
  schema.release(&schema);
  irx_rb_batch_release(b);
})


/* IPC: bad paths, descriptors, hosts and bytes; a memory writer's bytes
 * read back. */
static IrxRbStreamWriter* rb_memory_writer(void) {
  IrxRbSchema* s = rb_schema();
  IrxRbStreamWriter* w = NULL;
  CHECK_EQ_INT(irx_rb_stream_writer_open_buffer(s, &w), IRX_OK);
  irx_rb_schema_release(s);
  return w;
}

RB_RELEASE_CASE(irx_rb_stream_writer_release, IrxRbStreamWriter, rb_memory_writer())

static void case_irx_rb_stream_writer_open_buffer(void) {
  IrxRbSchema* s = rb_schema();
  IrxRbStreamWriter* w = NULL;
  FAILS(irx_rb_stream_writer_open_buffer(s, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_stream_writer_open_buffer(NULL, &w), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_stream_writer_open_buffer(s, &w), IRX_OK);
  irx_rb_stream_writer_release(w);
  irx_rb_schema_release(s);
}

/* The writers opened on a path: NULL schema or path, a directory that does
 * not exist, then a real file. */
#define RB_PATH_WRITER_CASE(fn)                                                \
  static void case_##fn(void) {                                                \
    IrxRbSchema* s = rb_schema();                                              \
    IrxRbStreamWriter* w = NULL;                                               \
    char path[] = "/tmp/irx-boundary-XXXXXX";                                  \
    int fd = mkstemp(path);                                                    \
    CHECK(fd >= 0);                                                            \
    FAILS(fn(s, path, NULL), IRX_ERR_NULLPTR);                                 \
    FAILS_CLEARING(w, POISON, fn(NULL, path, &w), IRX_ERR_NULLPTR);            \
    FAILS_CLEARING(w, POISON, fn(s, NULL, &w), IRX_ERR_NULLPTR);               \
    FAILS_CLEARING(w, POISON, fn(s, "/nonexistent/dir/x", &w), IRX_ERR_IO);    \
    SUCCEEDS(fn(s, path, &w), IRX_OK);                                         \
    CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);                       \
    irx_rb_stream_writer_release(w);                                           \
    close(fd);                                                                 \
    unlink(path);                                                              \
    irx_rb_schema_release(s);                                                  \
  }

RB_PATH_WRITER_CASE(irx_rb_stream_writer_open_file)
RB_PATH_WRITER_CASE(irx_rb_file_writer_open)

/* The readers opened on a path: NULL, a missing file, then a file the
 * matching writer wrote. */
#define RB_PATH_READER_CASE(fn, writer)                                        \
  static void case_##fn(void) {                                                \
    IrxRbSchema* s = rb_schema();                                              \
    IrxRbBatch* batch = rb_batch();                                            \
    IrxRbStreamWriter* w = NULL;                                               \
    IrxRbStreamReader* r = NULL;                                               \
    char path[] = "/tmp/irx-boundary-XXXXXX";                                  \
    int fd = mkstemp(path);                                                    \
    CHECK(fd >= 0);                                                            \
    CHECK_EQ_INT(writer(s, path, &w), IRX_OK);                                 \
    CHECK_EQ_INT(irx_rb_stream_writer_write_batch(w, batch), IRX_OK);          \
    CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);                       \
    FAILS(fn(path, NULL), IRX_ERR_NULLPTR);                                    \
    FAILS_CLEARING(r, POISON, fn(NULL, &r), IRX_ERR_NULLPTR);                  \
    FAILS_CLEARING(r, POISON, fn("/nonexistent/dir/x", &r), IRX_ERR_IO);       \
    SUCCEEDS(fn(path, &r), IRX_OK);                                            \
    irx_rb_stream_reader_close(r);                                             \
    irx_rb_stream_writer_release(w);                                           \
    close(fd);                                                                 \
    unlink(path);                                                              \
    irx_rb_batch_release(batch);                                               \
    irx_rb_schema_release(s);                                                  \
  }

RB_PATH_READER_CASE(irx_rb_stream_reader_open_file, irx_rb_stream_writer_open_file)
RB_PATH_READER_CASE(irx_rb_file_reader_open, irx_rb_file_writer_open)

static void case_irx_rb_stream_writer_write_batch(void) {
  IrxRbStreamWriter* w = rb_memory_writer();
  IrxRbBatch* batch = rb_batch();
  IrxRbBatch* other = NULL;
  IrxRbSchema* s = one_column_schema("a", IRX_COL_INT64, 0);
  IrxRbBuilder* b = NULL;
  CHECK_EQ_INT(irx_rb_builder_create(s, &b), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_finish(b, &other), IRX_OK);
  FAILS(irx_rb_stream_writer_write_batch(NULL, batch), IRX_ERR_NULLPTR);
  FAILS(irx_rb_stream_writer_write_batch(w, NULL), IRX_ERR_NULLPTR);
  FAILS(irx_rb_stream_writer_write_batch(w, other), IRX_ERR_TYPE);
  SUCCEEDS(irx_rb_stream_writer_write_batch(w, batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  FAILS(irx_rb_stream_writer_write_batch(w, batch), IRX_ERR_IO);
  irx_rb_stream_writer_release(w);
  irx_rb_batch_release(other);
  irx_rb_builder_release(b);
  irx_rb_schema_release(s);
  irx_rb_batch_release(batch);
}

static void case_irx_rb_stream_writer_close(void) {
  IrxRbStreamWriter* w = rb_memory_writer();
  FAILS(irx_rb_stream_writer_close(NULL), IRX_ERR_NULLPTR);
  FAILS(irx_rb_stream_writer_close((IrxRbStreamWriter*)POISON), IRX_ERR_INVALID);
  SUCCEEDS(irx_rb_stream_writer_close(w), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK); /* idempotent */
  irx_rb_stream_writer_release(w);
}

static void case_irx_rb_stream_writer_buffer_data(void) {
  IrxRbStreamWriter* w = rb_memory_writer();
  const uint8_t* data = NULL;
  int64_t size = 0;
  FAILS(irx_rb_stream_writer_buffer_data(NULL, &data, &size), IRX_ERR_NULLPTR);
  FAILS(irx_rb_stream_writer_buffer_data(w, NULL, &size), IRX_ERR_NULLPTR);
  /* Not closed: 1.25's own text names the function to call first, so this
   * failure is checked for that text rather than by rule (ii). */
  CHECK_EQ_INT(irx_rb_stream_writer_buffer_data(w, &data, &size), IRX_ERR_IO);
  CHECK(strstr(last_error(), "writer not yet closed; call irx_rb_stream_writer_close first") != NULL);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  FAILS(irx_rb_stream_writer_buffer_data(w, &data, NULL), IRX_ERR_NULLPTR);
  SUCCEEDS(irx_rb_stream_writer_buffer_data(w, &data, &size), IRX_OK);
  CHECK(data != NULL && size > 8);
  irx_rb_stream_writer_release(w);
}

/* The IPC stream bytes of rb_batch(), in `*bytes` (free with free()). */
static int64_t rb_stream_bytes(uint8_t** bytes) {
  IrxRbStreamWriter* w = rb_memory_writer();
  IrxRbBatch* batch = rb_batch();
  const uint8_t* data = NULL;
  int64_t size = 0;
  CHECK_EQ_INT(irx_rb_stream_writer_write_batch(w, batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_buffer_data(w, &data, &size), IRX_OK);
  *bytes = (uint8_t*)malloc((size_t)size);
  memcpy(*bytes, data, (size_t)size);
  irx_rb_stream_writer_release(w);
  irx_rb_batch_release(batch);
  return size;
}

static void case_irx_rb_stream_reader_open_buffer(void) {
  uint8_t* bytes = NULL;
  int64_t size = rb_stream_bytes(&bytes);
  IrxRbStreamReader* r = NULL;
  FAILS(irx_rb_stream_reader_open_buffer(bytes, size, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(r, POISON, irx_rb_stream_reader_open_buffer(NULL, 1, &r), IRX_ERR_NULLPTR);
  /* 1.25's statuses: a negative size is its buffer's IOError, no bytes the
   * missing end marker (IRX_ERR_IO), a length cut short Arrow C++'s Invalid. */
  FAILS_CLEARING(r, POISON, irx_rb_stream_reader_open_buffer(bytes, -1, &r), IRX_ERR_IO);
  FAILS_CLEARING(r, POISON, irx_rb_stream_reader_open_buffer(bytes, 0, &r), IRX_ERR_IO);
  FAILS_CLEARING(r, POISON, irx_rb_stream_reader_open_buffer(bytes, 5, &r), IRX_ERR_INVALID);
  SUCCEEDS(irx_rb_stream_reader_open_buffer(bytes, size, &r), IRX_OK);
  irx_rb_stream_reader_close(r);
  free(bytes);
}

static void case_irx_rb_schema_from_ipc(void) {
  uint8_t* bytes = NULL;
  int64_t size = rb_stream_bytes(&bytes);
  IrxRbSchema* out = NULL;
  FAILS(irx_rb_schema_from_ipc(bytes, size, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(out, POISON, irx_rb_schema_from_ipc(NULL, 8, &out), IRX_ERR_NULLPTR);
  FAILS_CLEARING(out, POISON, irx_rb_schema_from_ipc(bytes, 0, &out), IRX_ERR_INVALID);
  SUCCEEDS(irx_rb_schema_from_ipc(bytes, size, &out), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_num_fields(out), 8);
  irx_rb_schema_release(out);
  free(bytes);
}

static void case_irx_rb_fd_writer_open(void) {
  IrxRbSchema* s = rb_schema();
  IrxRbStreamWriter* w = NULL;
  int fds[2];
  CHECK_EQ_INT(pipe(fds), 0);
  FAILS(irx_rb_fd_writer_open(s, fds[1], NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_fd_writer_open(NULL, fds[1], &w), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_fd_writer_open(s, -1, &w), IRX_ERR_IO);
  SUCCEEDS(irx_rb_fd_writer_open(s, fds[1], &w), IRX_OK);
  irx_rb_stream_writer_release(w);
  close(fds[0]);
  close(fds[1]);
  irx_rb_schema_release(s);
}

static void case_irx_rb_fd_reader_open(void) {
  uint8_t* bytes = NULL;
  int64_t size = rb_stream_bytes(&bytes);
  IrxRbStreamReader* r = NULL;
  int fds[2];
  CHECK_EQ_INT(pipe(fds), 0);
  CHECK_EQ_INT(write(fds[1], bytes, (size_t)size), size); /* fits a pipe */
  close(fds[1]);
  FAILS(irx_rb_fd_reader_open(fds[0], NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(r, POISON, irx_rb_fd_reader_open(-1, &r), IRX_ERR_IO);
  SUCCEEDS(irx_rb_fd_reader_open(fds[0], &r), IRX_OK);
  irx_rb_stream_reader_close(r);
  close(fds[0]);
  free(bytes);
}

/* TCP: only argument checks and a refused connection here (the round
 * trip over loopback is in test_rb_ipc.c). */
static void case_irx_rb_tcp_writer_open(void) {
  IrxRbSchema* s = rb_schema();
  IrxRbStreamWriter* w = NULL;
  FAILS(irx_rb_tcp_writer_open(s, "127.0.0.1", 1, 100, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_tcp_writer_open(NULL, "127.0.0.1", 1, 100, &w), IRX_ERR_NULLPTR);
  FAILS_CLEARING(w, POISON, irx_rb_tcp_writer_open(s, NULL, 1, 100, &w), IRX_ERR_IO);
  FAILS_CLEARING(w, POISON, irx_rb_tcp_writer_open(s, "127.0.0.1", 0, 100, &w), IRX_ERR_IO);
  FAILS_CLEARING(w, POISON, irx_rb_tcp_writer_open(s, "127.0.0.1", 1, 100, &w), IRX_ERR_IO);
  irx_rb_schema_release(s);
}

static void case_irx_rb_tcp_reader_open(void) {
  IrxRbStreamReader* r = NULL;
  FAILS(irx_rb_tcp_reader_open("127.0.0.1", 1, 100, NULL), IRX_ERR_NULLPTR);
  FAILS_CLEARING(r, POISON, irx_rb_tcp_reader_open(NULL, 1, 100, &r), IRX_ERR_IO);
  FAILS_CLEARING(r, POISON, irx_rb_tcp_reader_open("127.0.0.1", 70000, 100, &r), IRX_ERR_IO);
  FAILS_CLEARING(r, POISON, irx_rb_tcp_reader_open("127.0.0.1", 1, 0, &r), IRX_ERR_IO);
  FAILS_CLEARING(r, POISON, irx_rb_tcp_reader_open("127.0.0.1", 1, 100, &r), IRX_ERR_IO);
}

#define RB_CASES \
    CASE(irx_record_batch_abi_version, RECORD_BATCH), \
    CASE(irx_type_primitive, RECORD_BATCH), \
    CASE(irx_type_list, RECORD_BATCH), \
    CASE(irx_type_struct, RECORD_BATCH), \
    CASE(irx_type_release, RECORD_BATCH), \
    CASE(irx_rb_schema_create, RECORD_BATCH), \
    CASE(irx_rb_schema_add_field, RECORD_BATCH), \
    CASE(irx_rb_schema_add_field2, RECORD_BATCH), \
    CASE(irx_rb_schema_add_named_field, RECORD_BATCH), \
    CASE(irx_rb_schema_num_fields, RECORD_BATCH), \
    CASE(irx_rb_schema_clone, RECORD_BATCH), \
    CASE(irx_rb_schema_type_name, RECORD_BATCH), \
    CASE(irx_rb_schema_field, RECORD_BATCH), \
    CASE(irx_rb_schema_equal, RECORD_BATCH), \
    CASE(irx_rb_schema_release, RECORD_BATCH), \
    CASE(irx_rb_builder_create, RECORD_BATCH), \
    CASE(irx_rb_builder_append_int8, RECORD_BATCH), \
    CASE(irx_rb_builder_append_int16, RECORD_BATCH), \
    CASE(irx_rb_builder_append_int32, RECORD_BATCH), \
    CASE(irx_rb_builder_append_int64, RECORD_BATCH), \
    CASE(irx_rb_builder_append_uint8, RECORD_BATCH), \
    CASE(irx_rb_builder_append_uint16, RECORD_BATCH), \
    CASE(irx_rb_builder_append_uint32, RECORD_BATCH), \
    CASE(irx_rb_builder_append_uint64, RECORD_BATCH), \
    CASE(irx_rb_builder_append_float32, RECORD_BATCH), \
    CASE(irx_rb_builder_append_float64, RECORD_BATCH), \
    CASE(irx_rb_builder_append_bool, RECORD_BATCH), \
    CASE(irx_rb_builder_append_date, RECORD_BATCH), \
    CASE(irx_rb_builder_append_timestamp, RECORD_BATCH), \
    CASE(irx_rb_builder_append_time, RECORD_BATCH), \
    CASE(irx_rb_builder_append_utf8, RECORD_BATCH), \
    CASE(irx_rb_builder_append_null, RECORD_BATCH), \
    CASE(irx_rb_builder_append_list, RECORD_BATCH), \
    CASE(irx_rb_builder_reserve_utf8, RECORD_BATCH), \
    CASE(irx_rb_builder_commit_utf8, RECORD_BATCH), \
    CASE(irx_rb_builder_next_utf8, RECORD_BATCH), \
    CASE(irx_rb_builder_struct_append, RECORD_BATCH), \
    CASE(irx_rb_builder_struct_field_int, RECORD_BATCH), \
    CASE(irx_rb_builder_struct_field_float, RECORD_BATCH), \
    CASE(irx_rb_builder_finish, RECORD_BATCH), \
    CASE(irx_rb_builder_release, RECORD_BATCH), \
    CASE(irx_rb_batch_num_rows, RECORD_BATCH), \
    CASE(irx_rb_batch_num_columns, RECORD_BATCH), \
    CASE(irx_rb_batch_get_int8, RECORD_BATCH), \
    CASE(irx_rb_batch_get_int16, RECORD_BATCH), \
    CASE(irx_rb_batch_get_int32, RECORD_BATCH), \
    CASE(irx_rb_batch_get_int64, RECORD_BATCH), \
    CASE(irx_rb_batch_get_uint8, RECORD_BATCH), \
    CASE(irx_rb_batch_get_uint16, RECORD_BATCH), \
    CASE(irx_rb_batch_get_uint32, RECORD_BATCH), \
    CASE(irx_rb_batch_get_uint64, RECORD_BATCH), \
    CASE(irx_rb_batch_get_float32, RECORD_BATCH), \
    CASE(irx_rb_batch_get_float64, RECORD_BATCH), \
    CASE(irx_rb_batch_get_bool, RECORD_BATCH), \
    CASE(irx_rb_batch_get_utf8, RECORD_BATCH), \
    CASE(irx_rb_batch_get_date, RECORD_BATCH), \
    CASE(irx_rb_batch_get_timestamp, RECORD_BATCH), \
    CASE(irx_rb_batch_get_time, RECORD_BATCH), \
    CASE(irx_rb_batch_is_null, RECORD_BATCH), \
    CASE(irx_rb_batch_value_buffer, RECORD_BATCH), \
    CASE(irx_rb_batch_list_elem_type, RECORD_BATCH), \
    CASE(irx_rb_batch_list_offsets, RECORD_BATCH), \
    CASE(irx_rb_batch_list_child_buffer, RECORD_BATCH), \
    CASE(irx_rb_batch_struct_num_fields, RECORD_BATCH), \
    CASE(irx_rb_batch_struct_field_name, RECORD_BATCH), \
    CASE(irx_rb_batch_struct_field_type, RECORD_BATCH), \
    CASE(irx_rb_batch_struct_field_buffer, RECORD_BATCH), \
    CASE(irx_rb_batch_clone, RECORD_BATCH), \
    CASE(irx_rb_batch_schema, RECORD_BATCH), \
    CASE(irx_rb_batch_release, RECORD_BATCH), \
    CASE(irx_rb_schema_export, RECORD_BATCH), \
    CASE(irx_rb_schema_import, RECORD_BATCH), \
    CASE(irx_rb_batch_export, RECORD_BATCH), \
    CASE(irx_rb_batch_import, RECORD_BATCH), \
    CASE(irx_rb_batch_export_stream, RECORD_BATCH), \
    CASE(irx_rb_stream_reader_import, RECORD_BATCH), \
    CASE(irx_rb_stream_reader_export, RECORD_BATCH), \
    CASE(irx_rb_stream_reader_next_batch, RECORD_BATCH), \
    CASE(irx_rb_stream_reader_schema, RECORD_BATCH), \
    CASE(irx_rb_stream_reader_close, RECORD_BATCH), \
    CASE(irx_rb_c_schema_release, RECORD_BATCH), \
    CASE(irx_rb_c_array_release, RECORD_BATCH), \
    CASE(irx_rb_c_stream_release, RECORD_BATCH), \
    CASE(irx_rb_stream_writer_open_buffer, RECORD_BATCH), \
    CASE(irx_rb_stream_writer_open_file, RECORD_BATCH), \
    CASE(irx_rb_file_writer_open, RECORD_BATCH), \
    CASE(irx_rb_stream_reader_open_file, RECORD_BATCH), \
    CASE(irx_rb_file_reader_open, RECORD_BATCH), \
    CASE(irx_rb_stream_writer_write_batch, RECORD_BATCH), \
    CASE(irx_rb_stream_writer_close, RECORD_BATCH), \
    CASE(irx_rb_stream_writer_buffer_data, RECORD_BATCH), \
    CASE(irx_rb_stream_writer_release, RECORD_BATCH), \
    CASE(irx_rb_stream_reader_open_buffer, RECORD_BATCH), \
    CASE(irx_rb_schema_from_ipc, RECORD_BATCH), \
    CASE(irx_rb_fd_writer_open, RECORD_BATCH), \
    CASE(irx_rb_fd_reader_open, RECORD_BATCH), \
    CASE(irx_rb_tcp_writer_open, RECORD_BATCH), \
    CASE(irx_rb_tcp_reader_open, RECORD_BATCH), \
    /* RB_CASES end */
