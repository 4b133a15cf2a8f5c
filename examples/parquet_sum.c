/*
 * parquet_sum FILE.parquet COLUMN: the sum of one int64 or float64 column
 * of a Parquet file, nulls skipped, read the way docs/C-QUICKSTART.md
 * recommends for a file of any size: the streaming reader, asked for that
 * one column only, a batch at a time (at most 500 rows decoded at once),
 * summing straight out of each batch's own value buffer.
 *
 * Prints "COLUMN: sum S over N rows (M null) in B batches" and exits 0;
 * on an error, the runtime's status and message on stderr and exit 1
 * (2 for a wrong command line). Builds against either generation's
 * headers (the record-batch API is the same in both).
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "irx_runtime.h"

/* Every record-batch and Parquet call reports through the calling
 * thread's irx_record_batch_errmsg(), which the next such call clears:
 * read it right after the call that failed. */
static void fail(const char* what, int status) {
  fprintf(stderr, "parquet_sum: %s failed (status %d): %s\n", what, status,
          irx_record_batch_errmsg());
  exit(1);
}
#define CHECK(call)                    \
  do {                                 \
    int status_ = (call);              \
    if (status_ != IRX_OK) {           \
      fail(#call, status_);            \
    }                                  \
  } while (0)

int main(int argc, char** argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: parquet_sum FILE.parquet COLUMN\n");
    return 2;
  }
  const char* path = argv[1];
  const char* column = argv[2];

  /* One column, at most 500 rows decoded at a time. */
  IrxParquetOptions* options = irx_parquet_options_new();
  if (options == NULL) fail("irx_parquet_options_new", IRX_ERR_ALLOC);
  CHECK(irx_parquet_options_text(options, "column", column));
  CHECK(irx_parquet_options_int(options, "batch_size", 500));
  IrxRbStreamReader* reader = NULL;
  CHECK(irx_rb_parquet_reader_open_options(path, NULL, options, &reader));
  /* The reader copied the options. (Released only now: the release is a
   * record-batch call too, and would have cleared the open's message.) */
  irx_parquet_options_release(options);

  /* The reader's schema belongs to the reader (not released here), and
   * the field's name to the schema: both die with the reader. */
  const char* name = NULL;
  int type = 0, nullable = 0;
  CHECK(irx_rb_schema_field(irx_rb_stream_reader_schema(reader), 0, &name, &type, &nullable));
  if (type != IRX_COL_INT64 && type != IRX_COL_FLOAT64) {
    const char* type_name = NULL;
    CHECK(irx_rb_schema_type_name(irx_rb_stream_reader_schema(reader), 0, &type_name));
    fprintf(stderr, "parquet_sum: column %s is %s, not int64 or double\n", name, type_name);
    irx_rb_stream_reader_close(reader);
    return 1;
  }

  int64_t isum = 0, rows = 0, nulls = 0, batches = 0;
  double dsum = 0;
  for (;;) {
    IrxRbBatch* batch = NULL;
    int status = irx_rb_stream_reader_next_batch(reader, &batch);
    if (status == IRX_EOF) break; /* not an error: the file is read */
    if (status != IRX_OK) fail("irx_rb_stream_reader_next_batch", status);
    /* Zero copy: the batch's own values, valid until it is released. */
    const void* values = NULL;
    int64_t n = 0;
    CHECK(irx_rb_batch_value_buffer(batch, 0, &values, &n));
    for (int64_t row = 0; row < n; row++) {
      int is_null = 0;
      if (nullable) CHECK(irx_rb_batch_is_null(batch, 0, row, &is_null));
      if (is_null) { /* a null slot's storage holds no value to add */
        nulls++;
      } else if (type == IRX_COL_INT64) {
        int64_t v = ((const int64_t*)values)[row];
        if ((v > 0 && isum > INT64_MAX - v) || (v < 0 && isum < INT64_MIN - v)) {
          fprintf(stderr, "parquet_sum: the int64 sum of %s overflows\n", name);
          return 1;
        }
        isum += v;
      } else {
        dsum += ((const double*)values)[row];
      }
    }
    rows += n;
    batches++;
    irx_rb_batch_release(batch);
  }

  if (type == IRX_COL_INT64) {
    printf("%s: sum %" PRId64, name, isum);
  } else {
    printf("%s: sum %.17g", name, dsum);
  }
  printf(" over %" PRId64 " rows (%" PRId64 " null) in %" PRId64 " batches\n", rows, nulls,
         batches);
  irx_rb_stream_reader_close(reader); /* after the last use of `name` */
  return 0;
}
