/*
 * parquet_copy IN.parquet OUT.parquet [COMPRESSION [ROW_GROUP_ROWS]]: every
 * row of one Parquet file written to another, a batch at a time (the
 * streaming reader into the streaming writer), with the codec (default
 * snappy) and the row-group size (default 131072 rows) given.
 *
 * The runtime's worker pool (IRX_NUM_THREADS, or irx_runtime_set_threads
 * from C) decodes the row groups read, and encodes the columns and the row
 * groups written, in parallel; the file written is byte for byte the same
 * whatever the pool's size. OUT is replaced only when the copy succeeds:
 * a failed write leaves what was there.
 *
 * Prints "copied N rows in B batches (CODEC, row groups of R rows)" and
 * exits 0; on an error, the runtime's status and message on stderr and
 * exit 1 (2 for a wrong command line).
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "irx_record_batch.h"

#include "check.h" /* ARROW(call), RB(call): on failure, the message and exit 1 */

int main(int argc, char** argv) {
  if (argc < 3 || argc > 5) {
    fprintf(stderr, "usage: parquet_copy IN.parquet OUT.parquet [COMPRESSION [ROW_GROUP_ROWS]]\n");
    return 2;
  }
  const char* codec = argc > 3 ? argv[3] : "snappy";
  int64_t group_rows = argc > 4 ? strtoll(argv[4], NULL, 10) : 131072;

  /* Batches of 65536 rows (the options' default). */
  IrxRbStreamReader* reader = NULL;
  RB(irx_rb_parquet_reader_open(argv[1], NULL, 65536, &reader));

  /* The writer takes the reader's schema (which stays the reader's). */
  IrxParquetOptions* options = irx_parquet_options_new();
  if (options == NULL) check(IRX_ERR_ALLOC, "irx_parquet_options_new()", irx_record_batch_errmsg);
  RB(irx_parquet_options_text(options, "compression", codec));
  RB(irx_parquet_options_int(options, "row_group_size", group_rows));
  IrxRbStreamWriter* writer = NULL;
  RB(irx_rb_parquet_writer_open_options(irx_rb_stream_reader_schema(reader), argv[2], options,
                                        &writer));
  irx_parquet_options_release(options); /* the writer copied them */

  int64_t rows = 0, batches = 0;
  for (;;) {
    IrxRbBatch* batch = NULL;
    int status = irx_rb_stream_reader_next_batch(reader, &batch);
    if (status == IRX_EOF) break; /* not an error: the file is read */
    check(status, "irx_rb_stream_reader_next_batch(reader, &batch)", irx_record_batch_errmsg);
    rows += irx_rb_batch_num_rows(batch);
    batches++;
    /* The writer keeps what it needs of the batch: release it at once. */
    status = irx_rb_stream_writer_write_batch(writer, batch);
    irx_rb_batch_release(batch);
    check(status, "irx_rb_stream_writer_write_batch(writer, batch)", irx_record_batch_errmsg);
  }
  /* Only a successful close puts the file in place. */
  RB(irx_rb_stream_writer_close(writer));
  irx_rb_stream_writer_release(writer);
  irx_rb_stream_reader_close(reader);
  printf("copied %" PRId64 " rows in %" PRId64 " batches (%s, row groups of %" PRId64 " rows)\n",
         rows, batches, codec, group_rows);
  return 0;
}
