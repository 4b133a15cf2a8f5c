/*
 * Tables through every way in and out (pyirx 1.25's irx_arrow_table_* and
 * the table functions of irx_record_batch.h), one table of several chunks:
 * IPC bytes -> table -> C Stream -> table -> C Data -> table -> IPC writer
 * -> bytes -> reader -> table, each step checked value by value (int64,
 * float64 with nulls, utf8 with nulls). Projection and casts keep the
 * values; a literal read without a copy stays valid while its bytes live.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "irx_runtime.h"

#define BATCHES 3
#define ROWS_PER_BATCH 5
#define ROWS (BATCHES * ROWS_PER_BATCH)

static IrxRbSchema* schema(void) {
  IrxRbSchema* s = NULL;
  CHECK_EQ_INT(irx_rb_schema_create(&s), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "id", IRX_COL_INT64, 0), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "price", IRX_COL_FLOAT64, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "name", IRX_COL_UTF8, 1), IRX_OK);
  return s;
}

static void name_of(int64_t i, char* out) { snprintf(out, 16, "name-%lld", (long long)i); }

/* Rows [first, first + ROWS_PER_BATCH): id i, price i/2 (null when i % 4 ==
 * 3), name "name-i" (null when i % 5 == 4). */
static IrxRbBatch* batch_from(IrxRbSchema* s, int64_t first) {
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  int64_t i;
  char name[16];
  CHECK_EQ_INT(irx_rb_builder_create(s, &b), IRX_OK);
  for (i = first; i < first + ROWS_PER_BATCH; i++) {
    CHECK_EQ_INT(irx_rb_builder_append_int64(b, 0, i), IRX_OK);
    if (i % 4 == 3) CHECK_EQ_INT(irx_rb_builder_append_null(b, 1), IRX_OK);
    else CHECK_EQ_INT(irx_rb_builder_append_float64(b, 1, (double)i / 2), IRX_OK);
    name_of(i, name);
    if (i % 5 == 4) CHECK_EQ_INT(irx_rb_builder_append_null(b, 2), IRX_OK);
    else CHECK_EQ_INT(irx_rb_builder_append_utf8(b, 2, name, (int64_t)strlen(name)), IRX_OK);
  }
  CHECK_EQ_INT(irx_rb_builder_finish(b, &batch), IRX_OK);
  irx_rb_builder_release(b);
  return batch;
}

/* The IPC stream of BATCHES batches, in malloc'd memory. */
static uint8_t* ipc_bytes(int64_t* size) {
  IrxRbSchema* s = schema();
  IrxRbStreamWriter* w = NULL;
  const uint8_t* data = NULL;
  uint8_t* copy;
  int k;
  CHECK_EQ_INT(irx_rb_stream_writer_open_buffer(s, &w), IRX_OK);
  for (k = 0; k < BATCHES; k++) {
    IrxRbBatch* batch = batch_from(s, k * ROWS_PER_BATCH);
    CHECK_EQ_INT(irx_rb_stream_writer_write_batch(w, batch), IRX_OK);
    irx_rb_batch_release(batch);
  }
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_buffer_data(w, &data, size), IRX_OK);
  copy = malloc((size_t)*size);
  memcpy(copy, data, (size_t)*size);
  irx_rb_stream_writer_release(w);
  irx_rb_schema_release(s);
  return copy;
}

/* Column `col` of the table (by name) holds what batch_from wrote. */
static void check_table(irx_arrow_table_handle* t, int columns) {
  IrxRbBatch* b = NULL;
  int64_t i;
  CHECK_EQ_INT(irx_arrow_table_num_rows(t), ROWS);
  CHECK_EQ_INT(irx_arrow_table_num_columns(t), columns);
  CHECK_EQ_INT(irx_rb_table_to_batch(t, &b), IRX_OK);
  if (!b) return;
  for (i = 0; i < ROWS; i++) {
    int64_t id = -1, len = -1;
    double price = -1;
    int null = -1;
    const char* got = NULL;
    char name[16];
    CHECK_EQ_INT(irx_rb_batch_get_int64(b, 0, i, &id), IRX_OK);
    CHECK_EQ_INT(id, i);
    if (columns < 3) continue;
    CHECK_EQ_INT(irx_rb_batch_is_null(b, 1, i, &null), IRX_OK);
    CHECK_EQ_INT(null, i % 4 == 3);
    if (!null) {
      CHECK_EQ_INT(irx_rb_batch_get_float64(b, 1, i, &price), IRX_OK);
      CHECK(price == (double)i / 2);
    }
    CHECK_EQ_INT(irx_rb_batch_is_null(b, 2, i, &null), IRX_OK);
    CHECK_EQ_INT(null, i % 5 == 4);
    if (!null) {
      name_of(i, name);
      CHECK_EQ_INT(irx_rb_batch_get_utf8(b, 2, i, &got, &len), IRX_OK);
      CHECK(len == (int64_t)strlen(name) && memcmp(got, name, (size_t)len) == 0);
    }
  }
  irx_rb_batch_release(b);
}

static void test_every_way_in_and_out(void) {
  int64_t size = 0;
  uint8_t* bytes = ipc_bytes(&size);
  irx_arrow_table_handle *from_ipc = NULL, *from_stream = NULL, *from_data = NULL, *from_reader = NULL;
  struct ArrowArrayStream stream;
  struct ArrowArray array;
  struct ArrowSchema c_schema;
  IrxRbSchema* s = schema();
  IrxRbStreamWriter* w = NULL;
  IrxRbStreamReader* r = NULL;
  const uint8_t* written = NULL;
  int64_t written_size = 0;

  CHECK_EQ_INT(irx_arrow_table_from_ipc(bytes, size, &from_ipc), 0);
  free(bytes); /* copied */
  check_table(from_ipc, 3);

  memset(&stream, 0, sizeof stream);
  CHECK_EQ_INT(irx_arrow_table_export_stream(from_ipc, &stream), 0);
  CHECK_EQ_INT(irx_arrow_table_import_stream(&stream, &from_stream), 0);
  check_table(from_stream, 3);

  memset(&array, 0, sizeof array);
  memset(&c_schema, 0, sizeof c_schema);
  CHECK_EQ_INT(irx_arrow_table_export_batch(from_stream, &array, &c_schema), 0);
  CHECK_EQ_INT(array.length, ROWS); /* the chunks combined */
  CHECK_EQ_INT(irx_arrow_table_import_batch(&array, &c_schema, &from_data), 0);
  check_table(from_data, 3);

  CHECK_EQ_INT(irx_rb_stream_writer_open_buffer(s, &w), IRX_OK);
  CHECK_EQ_INT(irx_rb_writer_write_table(w, from_data), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_buffer_data(w, &written, &written_size), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_reader_open_buffer(written, written_size, &r), IRX_OK);
  CHECK_EQ_INT(irx_rb_reader_read_table(r, &from_reader), IRX_OK);
  check_table(from_reader, 3);

  irx_rb_stream_reader_close(r);
  irx_rb_stream_writer_release(w);
  irx_rb_schema_release(s);
  irx_arrow_table_release(from_reader);
  irx_arrow_table_release(from_data);
  irx_arrow_table_release(from_stream);
  irx_arrow_table_release(from_ipc);
}

static void test_project_cast_and_batches_keep_values(void) {
  int64_t size = 0;
  uint8_t* bytes = ipc_bytes(&size);
  irx_arrow_table_handle *t = NULL, *projected = NULL, *cast = NULL, *again = NULL;
  const char* names[3] = {"id", "price", "name"};
  const char* id_only[1] = {"id"};
  IrxRbSchema* declared = schema();
  IrxRbBatch* dynamic = NULL;
  CHECK_EQ_INT(irx_arrow_table_from_ipc(bytes, size, &t), 0);
  free(bytes);
  CHECK_EQ_INT(irx_rb_table_project(t, names, 3, &projected), IRX_OK);
  check_table(projected, 3);
  CHECK_EQ_INT(irx_rb_table_cast(projected, declared, &cast), IRX_OK);
  check_table(cast, 3);
  irx_arrow_table_release(projected);
  CHECK_EQ_INT(irx_rb_table_project(cast, id_only, 1, &projected), IRX_OK);
  check_table(projected, 1);
  CHECK_EQ_INT(irx_rb_table_to_dynamic_batch(cast, &dynamic), IRX_OK);
  CHECK_EQ_INT(irx_rb_batch_num_rows(dynamic), ROWS);
  CHECK_EQ_INT(irx_rb_batch_to_table(dynamic, declared, &again), IRX_OK);
  check_table(again, 3);
  irx_arrow_table_release(again);
  irx_rb_batch_release(dynamic);
  irx_arrow_table_release(projected);
  irx_arrow_table_release(cast);
  irx_rb_schema_release(declared);
  irx_arrow_table_release(t);
}

/* A literal read in place: the table refers to the bytes, which outlive it
 * (here, until after its release); columns taken from it too. */
static void test_static_literal(void) {
  int64_t size = 0;
  uint8_t* bytes = ipc_bytes(&size);
  irx_arrow_table_handle* t = NULL;
  irx_arrow_chunked_array_handle* column = NULL;
  CHECK_EQ_INT(irx_arrow_table_from_ipc_static(bytes, size, &t), 0);
  check_table(t, 3);
  CHECK_EQ_INT(irx_arrow_table_column_by_name(t, "name", &column), 0);
  irx_arrow_table_release(t);
  irx_arrow_chunked_array_release(column);
  /* the same checks as the copying form: 1.25 needs no end marker in a
   * literal, and bytes ending inside a message's metadata are Invalid */
  CHECK_EQ_INT(irx_arrow_table_from_ipc_static(bytes, size - 8, &t), 0);
  check_table(t, 3);
  irx_arrow_table_release(t);
  CHECK_EQ_INT(irx_arrow_table_from_ipc_static(bytes, 12, &t), IRX_ERR_INVALID);
  CHECK(t == NULL);
  CHECK_EQ_INT(irx_arrow_table_from_ipc_static(NULL, size, &t), IRX_ERR_INVALID);
  free(bytes);
}

int main(void) {
  RUN(test_every_way_in_and_out);
  RUN(test_project_cast_and_batches_keep_values);
  RUN(test_static_literal);
  return check_exit();
}
