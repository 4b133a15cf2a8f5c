/*
 * Arrow IPC: stream and file writers and readers over paths, memory and
 * descriptors, irx_rb_schema_from_ipc and irx_arrow_table_from_ipc, on
 * valid bytes and on malformed, truncated and non-Arrow ones.
 */
#include <fcntl.h>
#include <unistd.h>

#include "diff.h"
#include "fixtures.h"

static IrxRbSchema* make_schema(void) {
  IrxRbSchema* schema = NULL;
  RB(irx_rb_schema_create(&schema));
  RB(irx_rb_schema_add_field(schema, "id", IRX_COL_INT64, 0));
  RB(irx_rb_schema_add_field(schema, "name", IRX_COL_UTF8, 1));
  return schema;
}

static IrxRbBatch* make_batch(const IrxRbSchema* schema) {
  IrxRbBuilder* builder = NULL;
  IrxRbBatch* batch = NULL;
  RB(irx_rb_builder_create(schema, &builder));
  for (int i = 0; i < 3; i++) {
    RB(irx_rb_builder_append_int64(builder, 0, 10 * i));
    if (i == 1) {
      RB(irx_rb_builder_append_null(builder, 1));
    } else {
      RB(irx_rb_builder_append_utf8(builder, 1, "row", 3));
    }
  }
  RB(irx_rb_builder_finish(builder, &batch));
  irx_rb_builder_release(builder);
  return batch;
}

static void print_batch(const char* what, const IrxRbBatch* batch) {
  if (batch == NULL) {
    SAY("%s: no batch", what);
    return;
  }
  int64_t rows = irx_rb_batch_num_rows(batch);
  SAY("%s: %lld rows, %d columns", what, (long long)rows, irx_rb_batch_num_columns(batch));
  for (int64_t r = 0; r < rows; r++) {
    int64_t id = -1;
    const char* text = NULL;
    int64_t len = 0;
    int null = -1;
    RB(irx_rb_batch_get_int64(batch, 0, r, &id));
    RB(irx_rb_batch_is_null(batch, 1, r, &null));
    if (!null) RB(irx_rb_batch_get_utf8(batch, 1, r, &text, &len));
    SAY("  row %lld: %lld %.*s", (long long)r, (long long)id, null ? 4 : (int)len,
        null ? "null" : text);
  }
}

/* Reads every batch of an open reader, then closes it. */
static void drain(const char* what, IrxRbStreamReader* reader) {
  if (reader == NULL) return;
  const IrxRbSchema* schema = irx_rb_stream_reader_schema(reader);
  SAY("%s: schema with %d fields", what, schema ? irx_rb_schema_num_fields(schema) : -1);
  for (int i = 0; i < 4; i++) {
    IrxRbBatch* batch = NULL;
    int status = RB(irx_rb_stream_reader_next_batch(reader, &batch));
    if (status != IRX_OK) break;
    print_batch(what, batch);
    irx_rb_batch_release(batch);
  }
  irx_rb_stream_reader_close(reader);
}

/* Every reader of bytes on one input. */
static void read_bytes(const char* what, const uint8_t* data, int64_t size) {
  IrxRbStreamReader* reader = NULL;
  IrxRbSchema* schema = NULL;
  irx_arrow_table_handle* table = NULL;
  SAY("== %s (%lld bytes)", what, (long long)size);
  RB(irx_rb_stream_reader_open_buffer(data, size, &reader));
  SAY("reader is %s", reader ? "set" : "NULL");
  drain(what, reader);
  RB(irx_rb_schema_from_ipc(data, size, &schema));
  SAY("schema is %s", schema ? "set" : "NULL");
  if (schema) {
    SAY("schema fields: %d", irx_rb_schema_num_fields(schema));
    irx_rb_schema_release(schema);
  }
  AR(irx_arrow_table_from_ipc(data, size, &table));
  SAY("table is %s", table ? "set" : "NULL");
  if (table) {
    SAY("table: %lld rows, %lld columns", (long long)irx_arrow_table_num_rows(table),
        (long long)irx_arrow_table_num_columns(table));
    irx_arrow_table_release(table);
  }
}

/* Every reader of paths on one file. `cross` also reads it as the other
 * format (not for files a runtime wrote itself: a refusal's message
 * counts the bytes it saw, and the two writers' files differ in length). */
static void read_path(const char* path, int cross) {
  IrxRbStreamReader* reader = NULL;
  SAY("== path %s", path);
  if (cross || strstr(path, ".arrows") != NULL) {
    RB(irx_rb_stream_reader_open_file(path, &reader));
    drain("stream file", reader);
  }
  reader = NULL;
  if (!cross && strstr(path, ".arrows") != NULL) return;
  RB(irx_rb_file_reader_open(path, &reader));
  drain("ipc file", reader);
  int fd = cross || strstr(path, ".arrows") ? open(path, O_RDONLY) : -1;
  if (fd >= 0) {
    reader = NULL;
    RB(irx_rb_fd_reader_open(fd, &reader));
    drain("fd", reader);
    if (reader == NULL) close(fd);
  }
}

int main(void) {
  diff_start();
  IrxRbSchema* schema = make_schema();
  IrxRbBatch* batch = make_batch(schema);
  IrxRbStreamWriter* writer = NULL;

  /* A stream in memory. */
  RB(irx_rb_stream_writer_open_buffer(schema, &writer));
  RB(irx_rb_stream_writer_write_batch(writer, batch));
  RB(irx_rb_stream_writer_write_batch(writer, batch));
  const uint8_t* data = NULL;
  int64_t size = 0;
  RB(irx_rb_stream_writer_buffer_data(writer, &data, &size));
  RB(irx_rb_stream_writer_close(writer));
  RB(irx_rb_stream_writer_buffer_data(writer, &data, &size));
  SAY("stream bytes: %lld", (long long)size);
  uint8_t* stream = malloc((size_t)size);
  memcpy(stream, data, (size_t)size);
  irx_rb_stream_writer_release(writer);

  read_bytes("valid stream", stream, size);
  /* Damaged input is made from fixed bytes (fixtures.h), the same in
   * both runs: each runtime's own writer lays the data out differently. */
  const uint8_t* fixed = FIXTURE_STREAM;
  const int64_t fixed_size = (int64_t)sizeof FIXTURE_STREAM;
  read_bytes("fixed stream", fixed, fixed_size);
  read_bytes("truncated stream (half)", fixed, fixed_size / 2);
  read_bytes("truncated stream (12 bytes)", fixed, 12);
  read_bytes("truncated stream (last 8 bytes missing)", fixed, fixed_size - 8);
  read_bytes("first 4 bytes", fixed, 4);
  read_bytes("empty", fixed, 0);
  read_bytes("negative size", fixed, -1);
  read_bytes("NULL data", NULL, 16);
  static const uint8_t garbage[] = "this is not an Arrow IPC stream at all, only text";
  read_bytes("text", garbage, (int64_t)sizeof garbage - 1);
  uint8_t* broken = malloc((size_t)fixed_size);
  memcpy(broken, fixed, (size_t)fixed_size);
  broken[8] ^= 0x55; /* inside the first message's flatbuffer */
  broken[9] ^= 0x55;
  read_bytes("corrupt flatbuffer", broken, fixed_size);
  memcpy(broken, fixed, (size_t)fixed_size);
  broken[4] = 0xff; /* a continuation with a huge metadata length */
  broken[5] = 0xff;
  broken[6] = 0xff;
  broken[7] = 0x7f;
  read_bytes("huge metadata length", broken, fixed_size);
  memcpy(broken, fixed, (size_t)fixed_size);
  memset(broken + fixed_size / 2, 0xab, 16); /* inside the first batch */
  read_bytes("corrupt batch body", broken, fixed_size);
  free(broken);
  read_bytes("IPC file format bytes", FIXTURE_FILE, (int64_t)sizeof FIXTURE_FILE);
  read_bytes("IPC file format, half", FIXTURE_FILE, (int64_t)sizeof FIXTURE_FILE / 2);

  /* Streams and files on disk. */
  writer = NULL;
  RB(irx_rb_stream_writer_open_file(schema, "data.arrows", &writer));
  RB(irx_rb_stream_writer_write_batch(writer, batch));
  RB(irx_rb_stream_writer_close(writer));
  RB(irx_rb_stream_writer_close(writer));
  irx_rb_stream_writer_release(writer);
  writer = NULL;
  RB(irx_rb_file_writer_open(schema, "data.arrow", &writer));
  RB(irx_rb_stream_writer_write_batch(writer, batch));
  RB(irx_rb_stream_writer_close(writer));
  irx_rb_stream_writer_release(writer);
  writer = NULL;
  RB(irx_rb_stream_writer_open_file(schema, "no/such/dir/x.arrows", &writer));
  SAY("writer is %s", writer ? "set" : "NULL");
  RB(irx_rb_file_writer_open(schema, "no/such/dir/x.arrow", &writer));
  RB(irx_rb_stream_writer_open_file(schema, NULL, &writer));
  RB(irx_rb_stream_writer_open_file(NULL, "null-schema.arrows", &writer));
  int fd = open("fd.arrows", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  RB(irx_rb_fd_writer_open(schema, fd, &writer));
  RB(irx_rb_stream_writer_write_batch(writer, batch));
  RB(irx_rb_stream_writer_close(writer));
  irx_rb_stream_writer_release(writer);
  writer = NULL;
  RB(irx_rb_fd_writer_open(schema, -1, &writer));

  /* A batch of another schema. */
  IrxRbSchema* other = NULL;
  RB(irx_rb_schema_create(&other));
  RB(irx_rb_schema_add_field(other, "x", IRX_COL_FLOAT64, 1));
  IrxRbBuilder* builder = NULL;
  IrxRbBatch* other_batch = NULL;
  RB(irx_rb_builder_create(other, &builder));
  RB(irx_rb_builder_append_float64(builder, 0, 1.5));
  RB(irx_rb_builder_finish(builder, &other_batch));
  irx_rb_builder_release(builder);
  RB(irx_rb_stream_writer_open_file(schema, "mismatch.arrows", &writer));
  RB(irx_rb_stream_writer_write_batch(writer, other_batch));
  RB(irx_rb_stream_writer_write_batch(writer, NULL));
  RB(irx_rb_stream_writer_close(writer));
  irx_rb_stream_writer_release(writer);

  read_path("data.arrows", 0);
  read_path("data.arrow", 0);
  read_path("fd.arrows", 0);
  read_path("mismatch.arrows", 0);
  read_path("missing.arrows", 1);
  diff_write_file("text.arrow", garbage, sizeof garbage - 1);
  read_path("text.arrow", 1);
  diff_write_file("four.arrow", "ARRO", 4);
  read_path("four.arrow", 1);
  diff_write_file("empty.arrow", "", 0);
  read_path("empty.arrow", 1);
  diff_write_file("half.arrows", FIXTURE_STREAM, sizeof FIXTURE_STREAM / 2);
  read_path("half.arrows", 1);
  diff_write_file("fixed.arrows", FIXTURE_STREAM, sizeof FIXTURE_STREAM);
  read_path("fixed.arrows", 1);
  diff_write_file("fixed.arrow", FIXTURE_FILE, sizeof FIXTURE_FILE);
  read_path("fixed.arrow", 1);
  diff_write_file("half.arrow", FIXTURE_FILE, sizeof FIXTURE_FILE / 2);
  read_path("half.arrow", 1);
  RB(irx_rb_file_reader_open(NULL, NULL));
  RB(irx_rb_stream_reader_open_buffer(stream, size, NULL));
  RB(irx_rb_schema_from_ipc(stream, size, NULL));
  AR(irx_arrow_table_from_ipc(stream, size, NULL));

  irx_rb_batch_release(other_batch);
  irx_rb_schema_release(other);
  irx_rb_batch_release(batch);
  irx_rb_schema_release(schema);
  free(stream);
  return 0;
}
