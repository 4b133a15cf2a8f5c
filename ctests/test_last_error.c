/*
 * Last errors that survive cleanup (issue 33 item 6; docs/ABI.md, "Last
 * errors"): a call fails, the program releases, destroys and closes what
 * it holds, and the failure's message is still there to read, at the same
 * address. Only a call that can fail clears it. Every function of the
 * families with a per-thread last error (irx_arrow_*, irx_rb_*) that
 * cannot fail is called between the failure and the read, on a live
 * handle and on NULL, including releases whose producer callback calls
 * back into a failing function of the same family.
 * ctests/abi-1.25/test_last_error_125.c runs this file against the pyirx
 * 1.25 generation's headers and archive.
 */
#include <stdint.h>
#include <string.h>

#include "irx_record_batch.h"
#include "irx_runtime.h"
#include "check.h"

/* The message a failure left and its address, to compare after cleanup. */
typedef struct saved {
  char text[512];
  const char* at;
} saved;

static void save(saved* s, const char* message) {
  CHECK_MESSAGE(message);
  strncpy(s->text, message, sizeof s->text - 1);
  s->text[sizeof s->text - 1] = '\0';
  s->at = message;
}

/* The message is the one saved, at the same address, still readable. */
#define CHECK_KEPT(s, now)                                                   \
  do {                                                                       \
    const char* now_ = (now);                                                \
    CHECK_STR_EQ(now_, (s)->text);                                           \
    CHECK(now_ == (s)->at);                                                  \
    CHECK_STR_EQ((s)->at, (s)->text);                                        \
  } while (0)

/* ---- the arrow family ---------------------------------------------------- */

static irx_arrow_array_handle* int32_array(void) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT32, &b), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, 1), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, 2), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  return a;
}

static void arrow_fail(saved* s) {
  irx_arrow_array_builder_handle* none = NULL;
  CHECK(irx_arrow_array_builder_new(999, &none) != 0);
  save(s, irx_arrow_last_error());
}

static void test_arrow_releases_keep_the_message(void) {
  irx_arrow_array_handle* a = int32_array();
  irx_arrow_array_handle* column_array = int32_array();
  irx_arrow_array_builder_handle* b = NULL;
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b), 0);
  irx_arrow_schema_handle* schema = NULL;
  CHECK_EQ_INT(irx_arrow_array_schema_copy(a, &schema), 0);
  int64_t shape[1] = {2};
  irx_arrow_tensor_builder_handle* tb = NULL;
  irx_arrow_tensor_builder_handle* tb2 = NULL;
  irx_arrow_tensor_handle* tensor = NULL;
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 1, shape, NULL, &tb), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(tb, 1), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(tb, 2), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(tb, &tensor), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 1, shape, NULL, &tb2), 0);
  const char* names[1] = {"x"};
  irx_arrow_array_handle* columns[1] = {column_array};
  irx_arrow_table_handle* table = NULL;
  CHECK_EQ_INT(irx_arrow_table_new_from_arrays(1, names, columns, &table), 0);
  irx_arrow_chunked_array_handle* column = NULL;
  CHECK_EQ_INT(irx_arrow_table_column_by_index(table, 0, &column), 0);
  CHECK_EQ_INT(irx_arrow_array_retain(a), 0);
  CHECK_EQ_INT(irx_arrow_table_retain(table), 0);

  saved s;
  arrow_fail(&s);
  irx_arrow_array_release(a); /* not the last reference */
  CHECK_KEPT(&s, irx_arrow_last_error());
  irx_arrow_array_release(a); /* the last one */
  CHECK_KEPT(&s, irx_arrow_last_error());
  irx_arrow_array_release(column_array);
  irx_arrow_array_release(NULL);
  CHECK_KEPT(&s, irx_arrow_last_error());
  irx_arrow_array_builder_release(b);
  irx_arrow_array_builder_release(NULL);
  CHECK_KEPT(&s, irx_arrow_last_error());
  irx_arrow_schema_release(schema);
  irx_arrow_schema_release(NULL);
  CHECK_KEPT(&s, irx_arrow_last_error());
  irx_arrow_tensor_builder_release(tb2);
  irx_arrow_tensor_builder_release(NULL);
  CHECK_KEPT(&s, irx_arrow_last_error());
  irx_arrow_tensor_release(tensor);
  irx_arrow_tensor_release(NULL);
  CHECK_KEPT(&s, irx_arrow_last_error());
  irx_arrow_chunked_array_release(column);
  irx_arrow_chunked_array_release(NULL);
  CHECK_KEPT(&s, irx_arrow_last_error());
  irx_arrow_table_release(table); /* not the last reference */
  CHECK_KEPT(&s, irx_arrow_last_error());
  irx_arrow_table_release(table);
  irx_arrow_table_release(NULL);
  CHECK_KEPT(&s, irx_arrow_last_error());
  /* The runtime's own functions that cannot fail, of no family. */
  CHECK(irx_runtime_version() > 0);
  uint64_t ratio = 0, floor_bytes = 0;
  irx_runtime_expansion_limit(&ratio, &floor_bytes);
  CHECK_KEPT(&s, irx_arrow_last_error());

  /* A call that can fail clears it when it succeeds. */
  irx_arrow_array_handle* last = int32_array();
  CHECK_STR_EQ(irx_arrow_last_error(), "");
  irx_arrow_array_release(last);
}

/* A producer whose release callback calls back into the runtime, failing
 * there, before it frees what it made. */
static int32_t producer_values[2] = {5, 6};
static const void* producer_buffers[2] = {NULL, producer_values};
static int producer_releases;

static void failing_array_release(struct ArrowArray* array) {
  CHECK_EQ_INT(irx_arrow_array_length(NULL), -1); /* fails: arrow family */
  CHECK(irx_type_primitive((IrxColumnType)77) == NULL); /* fails: record-batch family */
  producer_releases++;
  array->release = NULL;
}

static void plain_schema_release(struct ArrowSchema* schema) { schema->release = NULL; }

static void test_a_release_callback_that_fails_leaves_the_message(void) {
  struct ArrowSchema schema;
  struct ArrowArray array;
  memset(&schema, 0, sizeof schema);
  memset(&array, 0, sizeof array);
  schema.format = "i";
  schema.name = "x";
  schema.flags = ARROW_FLAG_NULLABLE;
  schema.release = plain_schema_release;
  array.length = 2;
  array.n_buffers = 2;
  array.buffers = producer_buffers;
  array.release = failing_array_release;
  irx_arrow_array_handle* moved = NULL;
  producer_releases = 0;
  CHECK_EQ_INT(irx_arrow_array_import_move(&array, &schema, &moved), 0);
  CHECK(moved != NULL);

  saved s;
  arrow_fail(&s);
  irx_arrow_array_release(moved); /* runs failing_array_release */
  CHECK_EQ_INT(producer_releases, 1);
  CHECK_KEPT(&s, irx_arrow_last_error());

  /* The record-batch family's C Data release, on the same producer. */
  CHECK(irx_rb_schema_create(NULL) != 0);
  saved r;
  save(&r, irx_record_batch_errmsg());
  array.release = failing_array_release;
  irx_rb_c_array_release(&array);
  CHECK_EQ_INT(producer_releases, 2);
  CHECK(array.release == NULL);
  CHECK_KEPT(&r, irx_record_batch_errmsg());
  if (schema.release != NULL) schema.release(&schema);
}

/* ---- the record-batch family --------------------------------------------- */

static void rb_fail(saved* s) {
  IrxRbSchema* schema = NULL;
  CHECK_EQ_INT(irx_rb_schema_create(&schema), IRX_OK);
  CHECK(irx_rb_schema_add_field(schema, "x", (IrxColumnType)99, 1) != IRX_OK);
  save(s, irx_record_batch_errmsg());
  irx_rb_schema_release(schema);
}

static IrxRbSchema* int64_schema(void) {
  IrxRbSchema* schema = NULL;
  CHECK_EQ_INT(irx_rb_schema_create(&schema), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(schema, "x", IRX_COL_INT64, 1), IRX_OK);
  return schema;
}

static void test_record_batch_releases_keep_the_message(void) {
  IrxRbSchema* schema = int64_schema();
  IrxRbBuilder* builder = NULL;
  IrxRbBuilder* unfinished = NULL;
  IrxRbBatch* batch = NULL;
  CHECK_EQ_INT(irx_rb_builder_create(schema, &builder), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_create(schema, &unfinished), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_int64(builder, 0, 7), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_finish(builder, &batch), IRX_OK);
  IrxRbStreamWriter* writer = NULL;
  CHECK_EQ_INT(irx_rb_stream_writer_open_buffer(schema, &writer), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_write_batch(writer, batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(writer), IRX_OK);
  const uint8_t* data = NULL;
  int64_t size = 0;
  CHECK_EQ_INT(irx_rb_stream_writer_buffer_data(writer, &data, &size), IRX_OK);
  IrxRbStreamReader* reader = NULL;
  CHECK_EQ_INT(irx_rb_stream_reader_open_buffer(data, size, &reader), IRX_OK);
  IrxRbBatch* read = NULL;
  CHECK_EQ_INT(irx_rb_stream_reader_next_batch(reader, &read), IRX_OK);
  IrxRbType* type = irx_type_primitive(IRX_COL_INT32);
  CHECK(type != NULL);
  struct ArrowSchema c_schema = {0};
  struct ArrowArray c_array = {0};
  struct ArrowArrayStream c_stream = {0};
  CHECK_EQ_INT(irx_rb_batch_export(batch, &c_array, &c_schema), IRX_OK);
  CHECK_EQ_INT(irx_rb_batch_export_stream(batch, &c_stream), IRX_OK);
  IrxParquetOptions* parquet = irx_parquet_options_new();
  IrxCsvOptions* csv = irx_csv_options_new();
  CHECK(parquet != NULL && csv != NULL);

  saved s;
  rb_fail(&s); /* its own schema released already */
  CHECK_KEPT(&s, irx_record_batch_errmsg());
  irx_rb_batch_release(read);
  irx_rb_stream_reader_close(reader);
  irx_rb_stream_reader_close(NULL);
  CHECK_KEPT(&s, irx_record_batch_errmsg());
  irx_rb_stream_writer_release(writer);
  irx_rb_stream_writer_release(NULL);
  CHECK_KEPT(&s, irx_record_batch_errmsg());
  irx_rb_c_array_release(&c_array);
  irx_rb_c_schema_release(&c_schema);
  irx_rb_c_stream_release(&c_stream);
  irx_rb_c_stream_release(&c_stream); /* released already */
  irx_rb_c_array_release(NULL);
  irx_rb_c_schema_release(NULL);
  irx_rb_c_stream_release(NULL);
  CHECK_KEPT(&s, irx_record_batch_errmsg());
  irx_type_release(type);
  irx_type_release(NULL);
  irx_rb_builder_release(unfinished);
  irx_rb_builder_release(NULL);
  irx_rb_batch_release(batch);
  irx_rb_batch_release(NULL);
  irx_rb_schema_release(schema);
  irx_rb_schema_release(NULL);
  CHECK_KEPT(&s, irx_record_batch_errmsg());
  irx_parquet_options_release(parquet);
  irx_parquet_options_release(NULL);
  irx_csv_options_release(csv);
  irx_csv_options_release(NULL);
  CHECK_EQ_INT(irx_record_batch_abi_version(), IRX_RECORD_BATCH_ABI_VERSION);
  CHECK_KEPT(&s, irx_record_batch_errmsg());

  /* A call that can fail clears it when it succeeds. */
  IrxRbSchema* again = NULL;
  CHECK_EQ_INT(irx_rb_schema_create(&again), IRX_OK);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "");
  irx_rb_schema_release(again);
}

/* The case issue 33 names: a reader that cannot open, its options
 * released before the message is read. */
static void test_options_released_before_the_message_is_read(void) {
  IrxParquetOptions* options = irx_parquet_options_new();
  IrxRbStreamReader* reader = NULL;
  int status = irx_rb_parquet_reader_open_options("/nonexistent/irx-last-error.parquet", NULL,
                                                  options, &reader);
  irx_parquet_options_release(options);
  CHECK_EQ_INT(status, IRX_ERR_IO);
  CHECK(reader == NULL);
  CHECK(strstr(irx_record_batch_errmsg(), "irx-last-error.parquet") != NULL);

  IrxCsvOptions* csv = irx_csv_options_new();
  status = irx_rb_csv_reader_open_options("/nonexistent/irx-last-error.csv", NULL, csv, &reader);
  irx_csv_options_release(csv);
  CHECK(status != IRX_OK);
  CHECK(strstr(irx_record_batch_errmsg(), "irx-last-error.csv") != NULL);
}

/* Misuse a release detects is the one thing it reports, having no status. */
static void test_a_release_of_a_dead_handle_says_so(void) {
  saved s;
  rb_fail(&s);
  IrxRbSchema* schema = int64_schema();
  irx_rb_schema_release(schema);
  rb_fail(&s);
  irx_rb_schema_release(schema); /* released already */
  CHECK_MESSAGE(irx_record_batch_errmsg());
  CHECK(strcmp(irx_record_batch_errmsg(), s.text) != 0);

  irx_arrow_array_handle* a = int32_array();
  irx_arrow_array_release(a);
  arrow_fail(&s);
  irx_arrow_array_release(a); /* released already */
  CHECK_MESSAGE(irx_arrow_last_error());
  CHECK(strcmp(irx_arrow_last_error(), s.text) != 0);
}

int main(void) {
  RUN(test_arrow_releases_keep_the_message);
  RUN(test_a_release_callback_that_fails_leaves_the_message);
  RUN(test_record_batch_releases_keep_the_message);
  RUN(test_options_released_before_the_message_is_read);
  RUN(test_a_release_of_a_dead_handle_says_so);
  return check_exit();
}
