/*
 * A program that links the system's own libzstd and the runtime's archive
 * (which bundles another libzstd for Parquet's ZSTD codec) and uses both.
 * The runtime's copy is local to the archive, so each caller gets its own:
 * if the archive still exported ZSTD_*, the program's ZSTD_versionNumber()
 * could resolve to the bundled copy (linked first) and differ from the
 * system header's, or the link would fail on duplicate definitions.
 *
 * usage: zstd_beside DIR   (a writable directory for the Parquet file)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zstd.h>

#include "irx_record_batch.h"
#include "irx_runtime.h"

#define ROWS 1000

static int system_zstd(void) {
  static char text[8192], back[8192];
  for (size_t i = 0; i < sizeof text; i++) text[i] = (char)('a' + i % 7);
  if (ZSTD_versionNumber() != ZSTD_VERSION_NUMBER) {
    fprintf(stderr, "ZSTD_versionNumber() is %u but the system's zstd.h says %u: another libzstd answered\n",
            ZSTD_versionNumber(), (unsigned)ZSTD_VERSION_NUMBER);
    return 1;
  }
  size_t bound = ZSTD_compressBound(sizeof text);
  void* packed = malloc(bound);
  if (!packed) return 1;
  size_t size = ZSTD_compress(packed, bound, text, sizeof text, 3);
  size_t unpacked = ZSTD_isError(size) ? 0 : ZSTD_decompress(back, sizeof back, packed, size);
  free(packed);
  if (ZSTD_isError(size) || unpacked != sizeof text || memcmp(text, back, sizeof text) != 0) {
    fprintf(stderr, "the system's libzstd round trip failed\n");
    return 1;
  }
  printf("system libzstd: %zu bytes -> %zu and back\n", sizeof text, size);
  return 0;
}

static int fail(const char* what, int status) {
  fprintf(stderr, "%s failed (%d): %s / %s\n", what, status, irx_arrow_last_error(), irx_record_batch_errmsg());
  return 1;
}

/* A column of ROWS values written to Parquet with the runtime's ZSTD codec
 * and read back. */
static int runtime_zstd(const char* dir) {
  char path[4096];
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* column = NULL;
  irx_arrow_table_handle* table = NULL;
  irx_arrow_table_handle* back = NULL;
  const char* names[1] = {"v"};
  int status;
  snprintf(path, sizeof path, "%s/zstd.parquet", dir);
  if ((status = irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b)) != 0) return fail("builder_new", status);
  for (int64_t i = 0; i < ROWS; i++)
    if ((status = irx_arrow_array_builder_append_int(b, i % 10)) != 0) return fail("append_int", status);
  if ((status = irx_arrow_array_builder_finish(b, &column)) != 0) return fail("builder_finish", status);
  irx_arrow_array_builder_release(b);
  if ((status = irx_arrow_table_new_from_arrays(1, names, &column, &table)) != 0) return fail("table", status);
  irx_arrow_array_release(column);
  IrxParquetOptions* options = irx_parquet_options_new();
  if ((status = irx_parquet_options_text(options, "compression", "zstd")) != 0) return fail("options", status);
  if ((status = irx_rb_parquet_write_table(table, path, options, 0)) != 0) return fail("write", status);
  irx_parquet_options_release(options);
  options = irx_parquet_options_new(); /* a reader's own: "compression" is a writer's option */
  if ((status = irx_rb_parquet_read_table(path, NULL, options, 0, &back)) != 0) return fail("read", status);
  printf("runtime Parquet zstd: %lld rows written and read back\n", (long long)irx_arrow_table_num_rows(back));
  irx_arrow_table_release(back);
  irx_arrow_table_release(table);
  irx_parquet_options_release(options);
  remove(path);
  return 0;
}

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  if (system_zstd() != 0) return 1;
  return runtime_zstd(argv[1]);
}
