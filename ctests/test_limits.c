/* The process-wide settings of the runtime (the irx_runtime_* family).
 * The expansion limit (irx_runtime_set_expansion_limit,
 * irx_runtime_expansion_limit): what every reader may decode from an input,
 * max(ratio x input bytes, floor bytes), read back, applied to a real read
 * and restored. The worker pool's size (irx_runtime_set_threads,
 * irx_runtime_threads): set, clamped, and its default from IRX_NUM_THREADS. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "irx_runtime.h"

/* A ZSTD-compressed IPC stream of one batch of `rows` zeros (int64): a
 * few hundred bytes that decode to rows x 8. Caller frees. */
static uint8_t* zeros_stream(int64_t rows, int64_t* size) {
  IrxRbSchema* s = NULL;
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  IrxRbStreamWriter* w = NULL;
  const uint8_t* data = NULL;
  uint8_t* copy = NULL;
  setenv("IRX_IPC_COMPRESSION", "zstd", 1);
  CHECK_EQ_INT(irx_rb_schema_create(&s), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "v", IRX_COL_INT64, 0), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_create(s, &b), IRX_OK);
  for (int64_t i = 0; i < rows; i++) CHECK_EQ_INT(irx_rb_builder_append_int64(b, 0, 0), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_finish(b, &batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_open_buffer(s, &w), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_write_batch(w, batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_buffer_data(w, &data, size), IRX_OK);
  copy = malloc((size_t)*size);
  if (copy) memcpy(copy, data, (size_t)*size);
  irx_rb_stream_writer_release(w);
  irx_rb_batch_release(batch);
  irx_rb_builder_release(b);
  irx_rb_schema_release(s);
  unsetenv("IRX_IPC_COMPRESSION");
  return copy;
}

/* Reads the stream to its end; the status of the first failure or of the
 * end (IRX_EOF), the rows read, and the failure's message (copied before
 * the reader is closed: close is a call of the family too). */
static int read_all(const uint8_t* data, int64_t size, int64_t* rows, char* message,
                    size_t capacity) {
  IrxRbStreamReader* r = NULL;
  int st = irx_rb_stream_reader_open_buffer(data, size, &r);
  *rows = 0;
  if (st == IRX_OK) {
    for (;;) {
      IrxRbBatch* batch = NULL;
      st = irx_rb_stream_reader_next_batch(r, &batch);
      if (st != IRX_OK) break;
      *rows += irx_rb_batch_num_rows(batch);
      irx_rb_batch_release(batch);
    }
  }
  snprintf(message, capacity, "%s", irx_record_batch_errmsg());
  if (r) irx_rb_stream_reader_close(r);
  return st;
}

static void test_defaults_read_back_and_null_is_skipped(void) {
  uint64_t ratio = 0, floor_bytes = 0;
  irx_runtime_expansion_limit(&ratio, &floor_bytes);
  CHECK_EQ_INT(ratio, IRX_DEFAULT_EXPANSION_RATIO);
  CHECK_EQ_INT(floor_bytes, IRX_DEFAULT_EXPANSION_FLOOR);
  CHECK_EQ_INT(ratio, 1024);
  CHECK_EQ_INT(floor_bytes, 256u << 20);
  irx_runtime_expansion_limit(NULL, &floor_bytes);
  irx_runtime_expansion_limit(&ratio, NULL);
  irx_runtime_expansion_limit(NULL, NULL);
}

static void test_a_lowered_limit_refuses_and_the_default_comes_back(void) {
  int64_t size = 0, rows = 0;
  uint8_t* stream = zeros_stream(100000, &size);
  uint64_t ratio = 0, floor_bytes = 0;
  CHECK(stream != NULL);
  if (!stream) return;
  CHECK(size < 16384); /* 800,000 decoded bytes from a few hundred */

  char message[512];
  CHECK_EQ_INT(read_all(stream, size, &rows, message, sizeof message), IRX_EOF);
  CHECK_EQ_INT(rows, 100000);

  irx_runtime_set_expansion_limit(16, 65536);
  irx_runtime_expansion_limit(&ratio, &floor_bytes);
  CHECK_EQ_INT(ratio, 16);
  CHECK_EQ_INT(floor_bytes, 65536);
  CHECK_EQ_INT(read_all(stream, size, &rows, message, sizeof message), IRX_ERR_INVALID);
  CHECK_EQ_INT(rows, 0);
  CHECK(strstr(message, "past the expansion limit of 65536 bytes") != NULL);

  /* A failed call's message survives the limit calls: neither can fail,
   * so neither touches a last error. */
  {
    IrxRbStreamReader* r = NULL;
    CHECK_EQ_INT(irx_rb_stream_reader_open_buffer(NULL, 0, &r), IRX_ERR_NULLPTR);
    snprintf(message, sizeof message, "%s", irx_record_batch_errmsg());
    CHECK_MESSAGE(message);
    irx_runtime_set_expansion_limit(0, 0);
    irx_runtime_expansion_limit(&ratio, &floor_bytes);
    CHECK_STR_EQ(irx_record_batch_errmsg(), message);
  }
  CHECK_EQ_INT(ratio, IRX_DEFAULT_EXPANSION_RATIO);
  CHECK_EQ_INT(floor_bytes, IRX_DEFAULT_EXPANSION_FLOOR);
  CHECK_EQ_INT(read_all(stream, size, &rows, message, sizeof message), IRX_EOF);
  CHECK_EQ_INT(rows, 100000);
  free(stream);
}

/* The pool's size reads back as set, is clamped to IRX_MAX_THREADS, and
 * 0 restores the default: IRX_NUM_THREADS when it is a positive integer,
 * else the CPUs this process may use (at least 1). Nothing here starts a
 * thread: the pool starts with the first parallel read. */
static void test_pool_size_reads_back_clamps_and_restores(void) {
  irx_runtime_set_threads(1);
  CHECK_EQ_INT(irx_runtime_threads(), 1);
  irx_runtime_set_threads(3);
  CHECK_EQ_INT(irx_runtime_threads(), 3);
  irx_runtime_set_threads(IRX_MAX_THREADS + 1000u);
  CHECK_EQ_INT(irx_runtime_threads(), IRX_MAX_THREADS);
  setenv("IRX_NUM_THREADS", "5", 1);
  irx_runtime_set_threads(0);
  CHECK_EQ_INT(irx_runtime_threads(), 5);
  setenv("IRX_NUM_THREADS", "zero", 1); /* not a positive integer: ignored */
  irx_runtime_set_threads(0);
  CHECK(irx_runtime_threads() >= 1);
  CHECK(irx_runtime_threads() <= IRX_MAX_THREADS);
  unsetenv("IRX_NUM_THREADS");
  irx_runtime_set_threads(0);
  CHECK(irx_runtime_threads() >= 1);
}

int main(void) {
  RUN(test_defaults_read_back_and_null_is_skipped);
  RUN(test_a_lowered_limit_refuses_and_the_default_comes_back);
  RUN(test_pool_size_reads_back_clamps_and_restores);
  return check_exit();
}
