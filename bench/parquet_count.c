/*
 * parquet_count.c: the minimal program of the Parquet footprint
 * comparison (issue 14): reads the Parquet file named by its argument with
 * pyirx 1.25's record-batch API and prints its row count. Built against
 * our archive (statically linked) and against IRx 1.25.0's parquet
 * runtime (which needs pyarrow's shared Arrow, Parquet and Dataset
 * libraries at run time).
 */
#include <stdint.h>
#include <stdio.h>

#ifdef BENCH_IRX125
#include "irx_record_batch.h"
#else
#include "irx_runtime.h"
#endif

int main(int argc, char** argv) {
  IrxRbStreamReader* r = NULL;
  int64_t rows = 0;
  int st;
  if (argc != 2) {
    fprintf(stderr, "usage: %s FILE.parquet\n", argv[0]);
    return 2;
  }
  st = irx_rb_parquet_reader_open(argv[1], NULL, 65536, &r);
  while (st == IRX_OK) {
    IrxRbBatch* b = NULL;
    st = irx_rb_stream_reader_next_batch(r, &b);
    if (st == IRX_OK) rows += irx_rb_batch_num_rows(b);
    irx_rb_batch_release(b);
  }
  irx_rb_stream_reader_close(r);
  if (st != IRX_EOF) {
    fprintf(stderr, "%s\n", irx_record_batch_errmsg());
    return 1;
  }
  printf("%lld\n", (long long)rows);
  return 0;
}
