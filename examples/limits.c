/*
 * Codecs and the expansion limit from C, as `make demo` runs it: a column of
 * a million zeros written to Parquet with every codec pyirx 1.25 names and
 * read back; then the same small file refused once the caller lowers the
 * expansion limit (what an input may decode to: max(ratio x its bytes,
 * floor)), with the runtime's message, and read again at the defaults.
 * A 100-byte file that claims gigabytes is refused the same way, whatever
 * the caller does (docs/SAFETY.md, "Limits").
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "irx_record_batch.h"
#include "irx_runtime.h"

#include "check.h" /* ARROW(call), RB(call): on failure, the message and exit 1 */

#define ROWS 1000000

/* The rows of `path` read whole, or the status of the refusal (its message
 * copied into `why`). */
static int read_rows(const char* path, int64_t* rows, char* why, size_t capacity) {
  irx_arrow_table_handle* table = NULL;
  IrxParquetOptions* options = irx_parquet_options_new();
  int status = irx_rb_parquet_read_table(path, NULL, options, 0, &table);
  snprintf(why, capacity, "%s", irx_record_batch_errmsg());
  *rows = status == 0 ? irx_arrow_table_num_rows(table) : 0;
  if (table) irx_arrow_table_release(table);
  irx_parquet_options_release(options);
  return status;
}

int main(void) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* zeros = NULL;
  ARROW(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b));
  for (int64_t i = 0; i < ROWS; i++) ARROW(irx_arrow_array_builder_append_int(b, 0));
  ARROW(irx_arrow_array_builder_finish(b, &zeros));
  irx_arrow_array_builder_release(b);
  const char* names[1] = {"zero"};
  irx_arrow_table_handle* table = NULL;
  ARROW(irx_arrow_table_new_from_arrays(1, names, &zeros, &table));
  irx_arrow_array_release(zeros);

  char dir[] = "/tmp/irx-limits-demo-XXXXXX";
  if (!mkdtemp(dir)) return 1;
  const char* codecs[] = {"uncompressed", "snappy", "gzip", "brotli", "zstd", "lz4_raw"};
  char path[256], why[1024];
  int64_t rows = 0;
  for (size_t i = 0; i < sizeof codecs / sizeof codecs[0]; i++) {
    IrxParquetOptions* options = irx_parquet_options_new();
    RB(irx_parquet_options_text(options, "compression", codecs[i]));
    snprintf(path, sizeof path, "%s/zeros-%s.parquet", dir, codecs[i]);
    RB(irx_rb_parquet_write_table(table, path, options, 0));
    irx_parquet_options_release(options);
    struct stat st;
    if (stat(path, &st) != 0) return 1;
    RB(read_rows(path, &rows, why, sizeof why));
    printf("parquet %-12s %8lld bytes, %lld rows read back\n", codecs[i], (long long)st.st_size,
           (long long)rows);
  }

  /* The zstd file: 8 MB of values in a few kilobytes. */
  snprintf(path, sizeof path, "%s/zeros-zstd.parquet", dir);
  irx_runtime_set_expansion_limit(64, 1 << 20);
  int status = read_rows(path, &rows, why, sizeof why);
  printf("expansion limit max(64 x input, 1 MiB): status %d\n  \"%s\"\n", status, why);
  irx_runtime_set_expansion_limit(0, 0); /* the defaults: max(1024 x input, 256 MiB) */
  RB(read_rows(path, &rows, why, sizeof why));
  printf("default limit: %lld rows read\n", (long long)rows);

  for (size_t i = 0; i < sizeof codecs / sizeof codecs[0]; i++) {
    snprintf(path, sizeof path, "%s/zeros-%s.parquet", dir, codecs[i]);
    remove(path);
    /* The writer's lock file beside it (kept by writers, as 1.25's). */
    snprintf(path, sizeof path, "%s/.zeros-%s.parquet.irx.lock", dir, codecs[i]);
    remove(path);
  }
  rmdir(dir);
  irx_arrow_table_release(table);
  return status == IRX_ERR_INVALID ? 0 : 1;
}
