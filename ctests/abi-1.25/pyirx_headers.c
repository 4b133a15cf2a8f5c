/*
 * A C program written against pyirx 1.25.0's own headers: make compiles it
 * with -I pointing into the unpacked pyirx 1.25.0 wheel (nothing of it is
 * in this repository) and links it with our 1.25 generation,
 * target/abi-1.25/libirx_runtime.a. It must compile unchanged and behave as
 * those headers say.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "irx_arrow_runtime.h"
#include "irx_buffer_runtime.h"
#include "irx_class_runtime.h"
#include "irx_exception_runtime.h"
#include "irx_file_runtime.h"
#include "irx_list_runtime.h"
#include "irx_native_status.h"
#include "irx_record_batch.h"
#include "../check.h"

#ifdef IRX_RUNTIME_H
#error "this program must see pyirx 1.25.0's headers, not ours"
#endif

static void test_list_statuses(void) {
  irx_list list = {NULL, 0, 0, sizeof(double)};
  double value = 2.5;
  void* out = &list;
  CHECK_EQ_INT(irx_list_append(&list, &value), IRX_LIST_OK);
  CHECK_EQ_INT(irx_list_at(&list, 0, &out), IRX_LIST_OK);
  CHECK(out != NULL && *(double*)out == 2.5);
  CHECK_EQ_INT(irx_list_at(&list, 1, &out), IRX_LIST_OUT_OF_RANGE);
  CHECK(out == NULL);
  CHECK_EQ_INT(irx_list_append(NULL, &value), IRX_LIST_INVALID_ARGUMENT);
  CHECK_STR_EQ(irx_list_status_message(IRX_LIST_OUT_OF_RANGE), "dynamic list index out of range");
  CHECK_STR_EQ(irx_list_status_message(42), "dynamic list operation returned an unknown status");
  irx_list_destroy(&list);
}

static void test_arrow_statuses_are_native(void) {
  irx_arrow_array_builder_handle* builder = NULL;
  irx_arrow_array_handle* array = NULL;
  CHECK_EQ_INT(irx_arrow_array_builder_new(999, &builder), IRX_ERR_INVALID);
  CHECK(builder == NULL);
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &builder), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(builder, 40), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(builder, 2), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(builder, &array), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_length(array), 2);
  irx_arrow_array_release(array);
}

static void test_buffer_and_exceptions_link(void) {
  const char* ancestry[] = {"ValueError", "Exception"};
  irx_exception_info* info = NULL;
  CHECK_EQ_INT(irx_buffer_owner_retain(NULL), 0); /* a no-op in 1.25 */
  CHECK_EQ_INT(irx_buffer_view_retain(NULL), -1);
  CHECK(irx_buffer_last_error()[0] != '\0');
  CHECK_EQ_INT(irx_exception_info_create("ValueError", "bad", NULL, 0, &info), -1);
  CHECK(info == NULL);
  CHECK_EQ_INT(irx_exception_info_create("ValueError", "bad", ancestry, 2, &info), 0);
  CHECK(info != NULL);
  CHECK_STR_EQ(irx_exception_info_message(info), "bad");
  irx_exception_info_release(info);
  CHECK_EQ_INT(irx_record_batch_abi_version(), IRX_RECORD_BATCH_ABI_VERSION);
}

/* The table functions as pyirx 1.25's headers declare them: a batch to a
 * table, IPC bytes of it, a literal read from them, a C stream across. */
static void test_tables(void) {
  IrxRbSchema* schema = NULL;
  IrxRbBuilder* builder = NULL;
  IrxRbBatch* batch = NULL;
  IrxRbStreamWriter* writer = NULL;
  irx_arrow_table_handle* table = NULL;
  irx_arrow_table_handle* literal = NULL;
  irx_arrow_table_handle* back = NULL;
  const uint8_t* bytes = NULL;
  int64_t size = 0;
  struct ArrowArrayStream stream = {0};
  CHECK_EQ_INT(irx_rb_schema_create(&schema), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(schema, "x", IRX_COL_INT64, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_create(schema, &builder), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_int64(builder, 0, 42), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_finish(builder, &batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_batch_to_table(batch, schema, &table), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_open_buffer(schema, &writer), IRX_OK);
  CHECK_EQ_INT(irx_rb_writer_write_table(writer, table), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(writer), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_buffer_data(writer, &bytes, &size), IRX_OK);
  CHECK_EQ_INT(irx_arrow_table_from_ipc(bytes, size, &literal), IRX_OK);
  CHECK_EQ_INT(irx_arrow_table_num_rows(literal), 1);
  CHECK_EQ_INT(irx_arrow_table_from_ipc(bytes, 0, &back), IRX_ERR_INVALID);
  CHECK(back == NULL);
  CHECK_EQ_INT(irx_arrow_table_export_stream(literal, &stream), IRX_OK);
  CHECK_EQ_INT(irx_arrow_table_import_stream(&stream, &back), IRX_OK);
  CHECK_EQ_INT(irx_arrow_table_num_columns(back), 1);
  irx_arrow_table_release(back);
  irx_arrow_table_release(literal);
  irx_rb_stream_writer_release(writer);
  irx_arrow_table_release(table);
  irx_rb_batch_release(batch);
  irx_rb_builder_release(builder);
  irx_rb_schema_release(schema);
}

/* Series and compute through 1.25's own prototypes: a column of 40 2,
 * its sum, an element, a set, a slice. */
static void test_series_and_compute(void) {
  irx_arrow_array_builder_handle* builder = NULL;
  irx_arrow_array_handle* array = NULL;
  irx_arrow_table_handle* table = NULL;
  irx_arrow_chunked_array_handle *column = NULL, *out = NULL;
  const char* names[1] = {"x"};
  uint64_t bits = 0;
  int32_t valid = 0;
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &builder), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(builder, 40), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(builder, 2), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(builder, &array), IRX_OK);
  CHECK_EQ_INT(irx_arrow_table_new_from_arrays(1, names, &array, &table), IRX_OK);
  irx_arrow_array_release(array);
  CHECK_EQ_INT(irx_arrow_table_column_by_index(table, 0, &column), IRX_OK);
  irx_arrow_table_release(table);
  CHECK_EQ_INT(irx_arrow_column_compute_promoted("sum", IRX_ARROW_TYPE_INT64, column, 0, 0, NULL, 0, 0, &out, &bits,
                                                 &valid), IRX_OK);
  CHECK(out == NULL && bits == 42 && valid == 1);
  CHECK_EQ_INT(irx_arrow_column_compute("add_checked", IRX_ARROW_TYPE_INT64, column, 0, 0, NULL, INT64_MAX, 1, &out,
                                        &bits, &valid), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_arrow_series_set(column, 1, IRX_ARROW_TYPE_INT64, 5, 1, 0), IRX_OK);
  CHECK_EQ_INT(irx_arrow_series_index(column, 1, IRX_ARROW_TYPE_INT64, &bits, &valid), IRX_OK);
  CHECK(bits == 5 && valid == 1);
  CHECK_EQ_INT(irx_arrow_series_index(column, 2, IRX_ARROW_TYPE_INT64, &bits, &valid), IRX_ERR_OOB);
  CHECK_EQ_INT(irx_arrow_series_slice(column, 0, 0, 0, 0, &out), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_arrow_series_slice(column, 0, 0, -1, 0, &out), IRX_OK);
  CHECK_EQ_INT(irx_arrow_series_index(out, 0, IRX_ARROW_TYPE_INT64, &bits, &valid), IRX_OK);
  CHECK(bits == 5);
  irx_arrow_chunked_array_release(out);
  irx_arrow_chunked_array_release(column);
}

/* pyirx 1.25's Parquet declarations (irx_record_batch.h) against ours. */
static void test_parquet_links(void) {
  IrxParquetOptions* options = irx_parquet_options_new();
  IrxRbStreamReader* reader = NULL;
  const uint8_t key[16] = {1};
  CHECK(options != NULL);
  CHECK_EQ_INT(irx_parquet_options_int(options, "batch_size", 100), IRX_OK);
  CHECK_EQ_INT(irx_parquet_options_int(options, "nope", 1), IRX_ERR_INVALID);
  CHECK_EQ_INT(irx_parquet_options_text(options, "column", "a"), IRX_OK);
  CHECK_EQ_INT(irx_parquet_options_key(options, key, 16), IRX_OK);
  CHECK_EQ_INT(irx_parquet_options_filter(options, "a", "eq", "1", "int64"), IRX_OK);
  CHECK_EQ_INT(irx_rb_parquet_reader_open_options("/nonexistent/x.parquet", NULL, options, &reader), IRX_ERR_IO);
  CHECK(reader == NULL);
  CHECK_EQ_INT(irx_rb_parquet_reader_open("hdfs://b/x.parquet", NULL, 10, &reader), IRX_ERR_ARROW);
  irx_parquet_options_release(options);
}

/* pyirx 1.25's file runtime through its own header: a round trip, its
 * statuses and its error buffer. */
static void test_file_runtime(void) {
  char error[IRX_FILE_ERROR_CAPACITY];
  char path[] = "/tmp/irx-pyirx-file-XXXXXX";
  irx_file* file = NULL;
  char* text = NULL;
  int64_t count = 0;
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  CHECK_EQ_INT(irx_file_open(path, "w", &file, error), IRX_FILE_OK);
  CHECK_EQ_INT(irx_file_write(file, "a\r\nb", &count, error), IRX_FILE_OK);
  CHECK_EQ_INT(count, 4);
  CHECK_EQ_INT(irx_file_read(file, &text, error), IRX_FILE_MODE);
  CHECK_STR_EQ(error, "file is not readable");
  CHECK_EQ_INT(irx_file_release(file, error), IRX_FILE_OK);
  CHECK_EQ_INT(irx_file_open(path, "r", &file, error), IRX_FILE_OK);
  CHECK_EQ_INT(irx_file_read(file, &text, error), IRX_FILE_OK);
  CHECK_STR_EQ(text, "a\nb");
  free(text);
  CHECK_EQ_INT(irx_file_close(file, error), IRX_FILE_OK);
  CHECK_EQ_INT(irx_file_read(file, &text, error), IRX_FILE_CLOSED);
  CHECK_EQ_INT(irx_file_release(file, error), IRX_FILE_OK);
  CHECK_EQ_INT(irx_file_open("/nonexistent/x", "r", &file, error), IRX_FILE_OS_ERROR | 2);
  CHECK(file == NULL);
  close(fd);
  unlink(path);
}

int main(void) {
  RUN(test_list_statuses);
  RUN(test_parquet_links);
  RUN(test_arrow_statuses_are_native);
  RUN(test_buffer_and_exceptions_link);
  RUN(test_tables);
  RUN(test_series_and_compute);
  RUN(test_file_runtime);
  return check_exit();
}
