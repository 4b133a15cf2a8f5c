/*
 * make demo: pyirx 1.25's record-batch API from C. Builds a batch of
 * ints, strings (one written in place), lists and structs, sends it
 * through an Arrow IPC stream in memory, and prints what comes back,
 * reading the strings and list elements straight out of the batch's own
 * buffers.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "irx_runtime.h"

#define TRY(call)                                                          \
  do {                                                                     \
    int status_ = (call);                                                  \
    if (status_ < 0) {                                                     \
      fprintf(stderr, "%s failed (%d): %s\n", #call, status_,              \
              irx_record_batch_errmsg());                                  \
      return 1;                                                            \
    }                                                                      \
  } while (0)

int main(void) {
  IrxRbSchema* schema = NULL;
  IrxRbBuilder* builder = NULL;
  IrxRbBatch* batch = NULL;
  IrxRbStreamWriter* writer = NULL;
  IrxRbStreamReader* reader = NULL;
  IrxRbBatch* back = NULL;
  const uint8_t* bytes = NULL;
  int64_t size = 0;

  IrxRbType* i32 = irx_type_primitive(IRX_COL_INT32);
  IrxRbType* f64 = irx_type_primitive(IRX_COL_FLOAT64);
  IrxRbType* list = irx_type_list(i32);
  const char* names[] = {"x", "y"};
  const IrxRbType* fields[] = {i32, f64};
  IrxRbType* point = irx_type_struct(names, fields, 2);
  TRY(irx_rb_schema_create(&schema));
  TRY(irx_rb_schema_add_field(schema, "id", IRX_COL_INT64, 0));
  TRY(irx_rb_schema_add_field(schema, "name", IRX_COL_UTF8, 1));
  TRY(irx_rb_schema_add_field2(schema, "tags", list, 1));
  TRY(irx_rb_schema_add_field2(schema, "at", point, 1));
  irx_type_release(point);
  irx_type_release(list);
  irx_type_release(f64);
  irx_type_release(i32);

  TRY(irx_rb_builder_create(schema, &builder));
  for (int row = 0; row < 3; row++) {
    int32_t tags[3] = {row, row * 10, row * 100};
    TRY(irx_rb_builder_append_int64(builder, 0, 1000 + row));
    if (row == 1) {
      /* Extension: the string is formatted straight into the column. */
      char* room = NULL;
      TRY(irx_rb_builder_reserve_utf8(builder, 1, 32, &room));
      int n = snprintf(room, 32, "written in place #%d", row);
      TRY(irx_rb_builder_commit_utf8(builder, 1, n));
    } else {
      const char* text = row == 0 ? "ada" : "grace";
      TRY(irx_rb_builder_append_utf8(builder, 1, text, (int64_t)strlen(text)));
    }
    TRY(irx_rb_builder_append_list(builder, 2, tags, row + 1));
    TRY(irx_rb_builder_struct_append(builder, 3));
    TRY(irx_rb_builder_struct_field_int(builder, 3, 0, row));
    TRY(irx_rb_builder_struct_field_float(builder, 3, 1, row * 0.5));
  }
  TRY(irx_rb_builder_finish(builder, &batch));

  /* Arrow IPC stream in memory, and back. */
  TRY(irx_rb_stream_writer_open_buffer(schema, &writer));
  TRY(irx_rb_stream_writer_write_batch(writer, batch));
  TRY(irx_rb_stream_writer_close(writer));
  TRY(irx_rb_stream_writer_buffer_data(writer, &bytes, &size));
  printf("record batch: %" PRId64 " rows -> %" PRId64 " bytes of Arrow IPC stream\n",
         irx_rb_batch_num_rows(batch), size);
  TRY(irx_rb_stream_reader_open_buffer(bytes, size, &reader));
  TRY(irx_rb_stream_reader_next_batch(reader, &back));

  const int32_t* offsets = NULL;
  const int32_t* items = NULL;
  const void* raw = NULL;
  int64_t n = 0;
  TRY(irx_rb_batch_list_offsets(back, 2, &offsets, &n));
  TRY(irx_rb_batch_list_child_buffer(back, 2, &raw, &n));
  items = (const int32_t*)raw;
  for (int64_t row = 0; row < irx_rb_batch_num_rows(back); row++) {
    int64_t id = 0, len = 0;
    const char* text = NULL;
    TRY(irx_rb_batch_get_int64(back, 0, row, &id));
    TRY(irx_rb_batch_get_utf8(back, 1, row, &text, &len));
    printf("  id=%" PRId64 " name=%.*s tags=[", id, (int)len, text);
    for (int32_t i = offsets[row]; i < offsets[row + 1]; i++)
      printf("%s%d", i > offsets[row] ? ", " : "", items[i]);
    printf("]\n");
  }
  IrxRbBatch* none = NULL;
  printf("then IRX_EOF: %s\n",
         irx_rb_stream_reader_next_batch(reader, &none) == IRX_EOF ? "yes" : "no");

  irx_rb_batch_release(back);
  irx_rb_stream_reader_close(reader);
  irx_rb_stream_writer_release(writer);
  irx_rb_batch_release(batch);
  irx_rb_builder_release(builder);
  irx_rb_schema_release(schema);
  return 0;
}
