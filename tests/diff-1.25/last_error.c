/*
 * Last errors that survive cleanup (issue 33 item 6, docs/ABI.md "Last
 * errors"): a call fails, then the program releases, destroys or closes
 * what it holds (and calls the other functions that cannot fail), and only
 * then reads the failure's message, as a C program that cleans up before
 * it reports does. Every function that cannot fail, of the families that
 * keep a per-thread last error (irx_arrow_*, the record-batch family), is
 * called on a live handle and on NULL between the failure and the read.
 *
 * 1.25's irx_record_batch_errmsg() hands its message out once
 * (docs/COMPATIBILITY.md, 16), so each record-batch case provokes its own
 * failure and reads the message exactly once; the arrow family's message
 * is read as often as it is printed in both runtimes.
 */
#include "diff.h"
#include "irx_buffer_runtime.h"

/* The message of the record-batch family, read once, after `cleanup`. */
#define RB_AFTER(what, cleanup)                                              \
  do {                                                                       \
    fail_rb();                                                               \
    cleanup;                                                                 \
    SAY("rb after %s: [%s]", what, diff_text(irx_record_batch_errmsg()));    \
  } while (0)

/* The message of the arrow family after `cleanup`. */
#define AR_AFTER(what, cleanup)                                              \
  do {                                                                       \
    cleanup;                                                                 \
    SAY("arrow after %s: [%s]", what, diff_text(irx_arrow_last_error()));    \
  } while (0)

/* A record-batch failure with a message of its own: a schema field of a
 * type that does not exist. */
static void fail_rb(void) {
  IrxRbSchema* s = NULL;
  if (irx_rb_schema_create(&s) != IRX_OK) {
    SAY("schema_create failed");
    exit(2);
  }
  int status = irx_rb_schema_add_field(s, "x", (IrxColumnType)99, 1);
  if (status == IRX_OK) {
    SAY("add_field(type 99) succeeded");
    exit(2);
  }
  /* The schema is released before the message is read: the first
   * cleanup of every case. */
  irx_rb_schema_release(s);
}

static IrxRbSchema* int64_schema(void) {
  IrxRbSchema* s = NULL;
  irx_rb_schema_create(&s);
  irx_rb_schema_add_field(s, "x", IRX_COL_INT64, 1);
  return s;
}

static IrxRbBatch* int64_batch(const IrxRbSchema* s) {
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  irx_rb_builder_create(s, &b);
  irx_rb_builder_append_int64(b, 0, 7);
  irx_rb_builder_finish(b, &batch);
  return batch;
}

static void record_batch_family(void) {
  SAY("== record-batch family");
  IrxRbSchema* s = int64_schema();
  RB(irx_rb_schema_num_fields(s));

  RB_AFTER("nothing", (void)0);
  RB_AFTER("schema_release(NULL)", irx_rb_schema_release(NULL));
  IrxRbSchema* second = int64_schema();
  RB_AFTER("schema_release(second schema)", irx_rb_schema_release(second));

  IrxRbType* t = irx_type_primitive(IRX_COL_INT32);
  RB_AFTER("type_release", irx_type_release(t));
  RB_AFTER("type_release(NULL)", irx_type_release(NULL));

  IrxRbBuilder* b = NULL;
  RB(irx_rb_builder_create(s, &b));
  RB_AFTER("builder_release", irx_rb_builder_release(b));
  RB_AFTER("builder_release(NULL)", irx_rb_builder_release(NULL));

  IrxRbBatch* batch = int64_batch(s);
  IrxRbBatch* clone = NULL;
  RB(irx_rb_batch_clone(batch, &clone));
  RB_AFTER("batch_release(clone)", irx_rb_batch_release(clone));
  RB_AFTER("batch_release(NULL)", irx_rb_batch_release(NULL));

  IrxRbStreamWriter* w = NULL;
  RB(irx_rb_stream_writer_open_buffer(s, &w));
  RB(irx_rb_stream_writer_write_batch(w, batch));
  RB(irx_rb_stream_writer_close(w));
  const uint8_t* data = NULL;
  int64_t size = 0;
  RB(irx_rb_stream_writer_buffer_data(w, &data, &size));
  uint8_t* copy = malloc((size_t)size);
  memcpy(copy, data, (size_t)size);
  RB_AFTER("stream_writer_release", irx_rb_stream_writer_release(w));
  RB_AFTER("stream_writer_release(NULL)", irx_rb_stream_writer_release(NULL));

  IrxRbStreamReader* r = NULL;
  RB(irx_rb_stream_reader_open_buffer(copy, size, &r));
  IrxRbBatch* read = NULL;
  RB(irx_rb_stream_reader_next_batch(r, &read));
  RB_AFTER("batch_release(read)", irx_rb_batch_release(read));
  RB_AFTER("stream_reader_close", irx_rb_stream_reader_close(r));
  RB_AFTER("stream_reader_close(NULL)", irx_rb_stream_reader_close(NULL));
  free(copy);

  struct ArrowSchema c_schema = {0};
  struct ArrowArray c_array = {0};
  struct ArrowArrayStream c_stream = {0};
  RB(irx_rb_schema_export(s, &c_schema));
  RB_AFTER("c_schema_release", irx_rb_c_schema_release(&c_schema));
  RB_AFTER("c_schema_release(released)", irx_rb_c_schema_release(&c_schema));
  RB_AFTER("c_schema_release(NULL)", irx_rb_c_schema_release(NULL));
  RB(irx_rb_batch_export(batch, &c_array, &c_schema));
  RB_AFTER("c_array_release", irx_rb_c_array_release(&c_array));
  RB_AFTER("c_array_release(NULL)", irx_rb_c_array_release(NULL));
  irx_rb_c_schema_release(&c_schema);
  RB(irx_rb_batch_export_stream(batch, &c_stream));
  RB_AFTER("c_stream_release", irx_rb_c_stream_release(&c_stream));
  RB_AFTER("c_stream_release(NULL)", irx_rb_c_stream_release(NULL));

  IrxParquetOptions* po = irx_parquet_options_new();
  RB_AFTER("parquet_options_release", irx_parquet_options_release(po));
  RB_AFTER("parquet_options_release(NULL)", irx_parquet_options_release(NULL));
  IrxCsvOptions* co = irx_csv_options_new();
  RB_AFTER("csv_options_release", irx_csv_options_release(co));
  RB_AFTER("csv_options_release(NULL)", irx_csv_options_release(NULL));

  RB_AFTER("abi_version", SAY("   abi version %u", irx_record_batch_abi_version()));

  /* The checked layer's destroy writes to its own buffer, not to the
   * record-batch family's message. */
  API_ERROR;
  IrxRbApiSchema* box = NULL;
  API(irx_rb_api_schema_new(&box, err));
  RB_AFTER("api_schema_destroy", API(irx_rb_api_schema_destroy(box, err)));

  /* Several cleanups in a row, as a failing reader's caller does. */
  RB_AFTER("every release", {
    irx_rb_batch_release(batch);
    irx_rb_schema_release(s);
    irx_rb_stream_reader_close(NULL);
  });

  /* The issue's own case: a reader that cannot open, its options released
   * before the message is read. */
  IrxParquetOptions* options = irx_parquet_options_new();
  IrxRbStreamReader* missing = NULL;
  int status = irx_rb_parquet_reader_open_options("missing.parquet", NULL, options, &missing);
  irx_parquet_options_release(options);
  SAY("parquet_reader_open_options(missing) -> %d, options released: [%s]", status,
      diff_text(irx_record_batch_errmsg()));

  /* A call that can fail and succeeds: what it leaves is each runtime's
   * own rule (COMPATIBILITY.md, 16), printed for the record. */
  fail_rb();
  IrxRbSchema* again = NULL;
  status = irx_rb_schema_create(&again);
  SAY("schema_create after a failure -> %d [%s]", status, diff_text(irx_record_batch_errmsg()));
  irx_rb_schema_release(again);
}

static irx_arrow_array_handle* int32_array(void) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT32, &b);
  irx_arrow_array_builder_append_int(b, 1);
  irx_arrow_array_builder_append_int(b, 2);
  irx_arrow_array_builder_finish(b, &a);
  return a;
}

static void arrow_family(void) {
  SAY("== arrow family");
  irx_arrow_array_handle* a = int32_array();
  irx_arrow_array_handle* a2 = int32_array();
  irx_arrow_array_builder_handle* b = NULL;
  AR(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT32, &b));
  irx_arrow_schema_handle* schema = NULL;
  AR(irx_arrow_array_schema_copy(a, &schema));
  int64_t shape[1] = {2};
  irx_arrow_tensor_builder_handle* tb = NULL;
  irx_arrow_tensor_builder_handle* tb2 = NULL;
  irx_arrow_tensor_handle* tensor = NULL;
  AR(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 1, shape, NULL, &tb));
  AR(irx_arrow_tensor_builder_append_int(tb, 1));
  AR(irx_arrow_tensor_builder_append_int(tb, 2));
  AR(irx_arrow_tensor_builder_finish(tb, &tensor));
  AR(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 1, shape, NULL, &tb2));
  const char* names[1] = {"x"};
  irx_arrow_array_handle* columns[1] = {a2};
  irx_arrow_table_handle* table = NULL;
  AR(irx_arrow_table_new_from_arrays(1, names, columns, &table));
  irx_arrow_chunked_array_handle* column = NULL;
  AR(irx_arrow_table_column_by_index(table, 0, &column));
  AR(irx_arrow_array_retain(a));
  AR(irx_arrow_table_retain(table));

  /* The failure every release below must leave in place (a text both
   * runtimes word alike). */
  irx_arrow_chunked_array_handle* none = NULL;
  AR(irx_arrow_table_column_by_name(table, "zz", &none));
  AR_AFTER("array_release (not the last reference)", irx_arrow_array_release(a));
  AR_AFTER("array_release (the last reference)", irx_arrow_array_release(a));
  AR_AFTER("array_release(NULL)", irx_arrow_array_release(NULL));
  AR_AFTER("array_release (a table's column array)", irx_arrow_array_release(a2));
  AR_AFTER("array_builder_release", irx_arrow_array_builder_release(b));
  AR_AFTER("array_builder_release(NULL)", irx_arrow_array_builder_release(NULL));
  AR_AFTER("schema_release", irx_arrow_schema_release(schema));
  AR_AFTER("schema_release(NULL)", irx_arrow_schema_release(NULL));
  AR_AFTER("tensor_builder_release", irx_arrow_tensor_builder_release(tb2));
  AR_AFTER("tensor_builder_release(NULL)", irx_arrow_tensor_builder_release(NULL));
  AR_AFTER("tensor_release", irx_arrow_tensor_release(tensor));
  AR_AFTER("tensor_release(NULL)", irx_arrow_tensor_release(NULL));
  AR_AFTER("chunked_array_release", irx_arrow_chunked_array_release(column));
  AR_AFTER("chunked_array_release(NULL)", irx_arrow_chunked_array_release(NULL));
  AR_AFTER("table_release (not the last reference)", irx_arrow_table_release(table));
  AR_AFTER("table_release (the last reference)", irx_arrow_table_release(table));
  AR_AFTER("table_release(NULL)", irx_arrow_table_release(NULL));
  AR_AFTER("record-batch calls", fail_rb());

  /* A call that can fail and succeeds clears it, in both runtimes. */
  irx_arrow_array_handle* last = int32_array();
  SAY("array_length -> %lld [%s]", (long long)irx_arrow_array_length(last),
      diff_text(irx_arrow_last_error()));
  irx_arrow_array_release(last);
}

static void release_context(void* context) { (void)context; }

/* The buffer family has no function that cannot fail; its calls that can
 * fail clear the message when they succeed, in both runtimes. */
static void buffer_family(void) {
  SAY("== buffer family");
  irx_buffer_owner_handle* owner = NULL;
  int32_t status = irx_buffer_owner_external_new(NULL, release_context, NULL);
  SAY("owner_external_new(NULL out) -> %d [%s]", status, diff_text(irx_buffer_last_error()));
  status = irx_buffer_owner_external_new(NULL, release_context, &owner);
  SAY("owner_external_new -> %d [%s]", status, diff_text(irx_buffer_last_error()));
  status = irx_buffer_owner_release(owner);
  SAY("owner_release -> %d [%s]", status, diff_text(irx_buffer_last_error()));
}

int main(void) {
  diff_start();
  record_batch_family();
  arrow_family();
  buffer_family();
  return 0;
}
