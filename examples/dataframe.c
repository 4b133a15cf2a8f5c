/*
 * The data-frame runtime (pyirx 1.25's dataframe, parquet and csv areas)
 * from C, as `make demo` runs it: a table from arrays, checked compute on
 * one of its columns (a sum, a checked add that overflows), the table
 * written to Parquet (ZSTD) and CSV and read back, with a row filter the
 * Parquet reader pushes down to row groups, and as an atomic snapshot
 * dataset appended to. Every call is checked; a
 * failure prints the runtime's message and exits 1.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "irx_record_batch.h"

#include "check.h" /* ARROW(call), RB(call): on failure, the message and exit 1 */

static irx_arrow_array_handle* int64_array(const int64_t* values, int64_t n) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  ARROW(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b));
  for (int64_t i = 0; i < n; i++) ARROW(irx_arrow_array_builder_append_int(b, values[i]));
  ARROW(irx_arrow_array_builder_finish(b, &a));
  irx_arrow_array_builder_release(b);
  return a;
}

static irx_arrow_array_handle* float64_array(const double* values, int64_t n) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  ARROW(irx_arrow_array_builder_new(IRX_ARROW_TYPE_FLOAT64, &b));
  for (int64_t i = 0; i < n; i++) {
    if (i == 2) ARROW(irx_arrow_array_builder_append_null(b, 1));
    else ARROW(irx_arrow_array_builder_append_double(b, values[i]));
  }
  ARROW(irx_arrow_array_builder_finish(b, &a));
  irx_arrow_array_builder_release(b);
  return a;
}

int main(void) {
  const int64_t ids[5] = {1, 2, 3, 4, INT64_MAX};
  const double prices[5] = {9.5, 12.25, 0.0, 3.75, 20.0};
  irx_arrow_array_handle* arrays[2] = {int64_array(ids, 5), float64_array(prices, 5)};
  const char* names[2] = {"id", "price"};
  irx_arrow_table_handle* table = NULL;
  ARROW(irx_arrow_table_new_from_arrays(2, names, arrays, &table));
  irx_arrow_array_release(arrays[0]);
  irx_arrow_array_release(arrays[1]);
  printf("table: %lld rows, %lld columns\n", (long long)irx_arrow_table_num_rows(table),
         (long long)irx_arrow_table_num_columns(table));

  /* Compute with Arrow C++'s rules: nulls skipped by sum, overflow an error. */
  irx_arrow_chunked_array_handle *price = NULL, *id = NULL, *out = NULL;
  uint64_t bits = 0;
  int32_t valid = 0;
  double sum = 0;
  ARROW(irx_arrow_table_column_by_name(table, "price", &price));
  ARROW(irx_arrow_column_compute("sum", IRX_ARROW_TYPE_FLOAT64, price, 0, 0, NULL, 0, 0, &out, &bits, &valid));
  memcpy(&sum, &bits, sizeof sum);
  printf("sum(price) skipping its null = %g\n", sum);
  ARROW(irx_arrow_table_column_by_name(table, "id", &id));
  int status = irx_arrow_column_compute("add_checked", IRX_ARROW_TYPE_INT64, id, 0, 0, NULL, 1, 1, &out, &bits, &valid);
  printf("id + 1 (checked): status %d, \"%s\"\n", status, irx_arrow_last_error());

  /* Parquet (ZSTD) and CSV files, written and read back. */
  char dir[] = "/tmp/irx-dataframe-demo-XXXXXX";
  char parquet[256], csv[256];
  if (!mkdtemp(dir)) return 1;
  snprintf(parquet, sizeof parquet, "%s/prices.parquet", dir);
  snprintf(csv, sizeof csv, "%s/prices.csv", dir);
  IrxParquetOptions* options = irx_parquet_options_new();
  RB(irx_parquet_options_text(options, "compression", "zstd"));
  RB(irx_rb_parquet_write_table(table, parquet, options, 0));
  IrxParquetOptions* filter = irx_parquet_options_new(); /* compression is write-only */
  RB(irx_parquet_options_filter(filter, "price", "gt", "5", "double"));
  irx_arrow_table_handle* cheap = NULL;
  RB(irx_rb_parquet_read_table(parquet, NULL, filter, 0, &cheap));
  printf("parquet (zstd) read back with price > 5: %lld rows\n", (long long)irx_arrow_table_num_rows(cheap));
  /* An atomic snapshot dataset (hive-partitioned by id): every write builds
   * a new generation and commits it by replacing one link, so a reader sees
   * one whole generation; the second write appends to the first. */
  char dataset[256];
  snprintf(dataset, sizeof dataset, "%s/prices.dataset", dir);
  IrxParquetOptions* snapshot = irx_parquet_options_new();
  RB(irx_parquet_options_int(snapshot, "atomic", 1));
  RB(irx_parquet_options_text(snapshot, "partition_column", "id"));
  RB(irx_rb_parquet_write_table(table, dataset, snapshot, 1));
  RB(irx_parquet_options_int(snapshot, "append", 1));
  RB(irx_rb_parquet_write_table(table, dataset, snapshot, 1));
  irx_arrow_table_handle* both = NULL;
  RB(irx_rb_parquet_read_table(dataset, NULL, filter, 1, &both)); /* price > 5 again */
  printf("snapshot dataset after an atomic write and an append, price > 5: %lld rows\n",
         (long long)irx_arrow_table_num_rows(both));
  irx_arrow_table_release(both);
  irx_parquet_options_release(snapshot);

  IrxCsvOptions* csv_options = irx_csv_options_new();
  irx_arrow_table_handle* from_csv = NULL;
  RB(irx_rb_csv_write_table(table, csv, csv_options));
  RB(irx_rb_csv_read_table(csv, NULL, csv_options, &from_csv));
  IrxRbSchema* schema = NULL;
  RB(irx_rb_table_schema(from_csv, &schema));
  const char* type = NULL; /* valid until the thread's next type_name call */
  printf("csv read back: %lld rows, inferred types", (long long)irx_arrow_table_num_rows(from_csv));
  for (int col = 0; col < 2; col++) {
    RB(irx_rb_schema_type_name(schema, col, &type));
    printf(" %s", type);
  }
  printf("\n");

  irx_rb_schema_release(schema);
  irx_arrow_table_release(from_csv);
  irx_csv_options_release(csv_options);
  irx_arrow_table_release(cheap);
  irx_parquet_options_release(filter);
  irx_parquet_options_release(options);
  unlink(parquet);
  unlink(csv);
  char rm[300]; /* the dataset's generations and link */
  snprintf(rm, sizeof rm, "rm -rf '%s'", dir);
  if (system(rm) != 0) return 1;
  irx_arrow_chunked_array_release(id);
  irx_arrow_chunked_array_release(price);
  irx_arrow_table_release(table);
  return 0;
}
