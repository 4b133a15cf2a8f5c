/*
 * C Data and C Stream of record batches: schema, batch and stream exports
 * and imports, the idempotent release guards, imports of released,
 * malformed and mismatched structs, and a stream reader exported and read
 * back; with valid and invalid input.
 */
#include "diff.h"

static IrxRbSchema* make_schema(void) {
  static const struct diff_field fields[] = {
    DIFF_FIELD("i", IRX_COL_INT32, 1), DIFF_FIELD("t", IRX_COL_UTF8, 1),
    DIFF_FIELD("d", IRX_COL_FLOAT64, 0),
  };
  return diff_schema(fields, 3);
}

static IrxRbBatch* make_batch(const IrxRbSchema* s) {
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  irx_rb_builder_create(s, &b);
  for (int i = 0; i < 4; i++) {
    if (i == 2) irx_rb_builder_append_null(b, 0);
    else irx_rb_builder_append_int32(b, 0, i * 3);
    irx_rb_builder_append_utf8(b, 1, "abc", i % 4);
    irx_rb_builder_append_float64(b, 2, i / 4.0);
  }
  RB(irx_rb_builder_finish(b, &batch));
  irx_rb_builder_release(b);
  return batch;
}

static void show_batch(const char* what, const IrxRbBatch* batch) {
  if (batch == NULL) {
    SAY("%s: no batch", what);
    return;
  }
  SAY("%s: %lld rows %d columns", what, (long long)irx_rb_batch_num_rows(batch),
      irx_rb_batch_num_columns(batch));
  for (int64_t r = 0; r < irx_rb_batch_num_rows(batch); r++) {
    int32_t i = -1;
    const char* t = NULL;
    int64_t len = 0;
    double d = -1;
    int null = 0;
    irx_rb_batch_is_null(batch, 0, r, &null);
    irx_rb_batch_get_int32(batch, 0, r, &i);
    irx_rb_batch_get_utf8(batch, 1, r, &t, &len);
    irx_rb_batch_get_float64(batch, 2, r, &d);
    SAY("  %s %.*s %g", null ? "null" : "set", (int)len, t ? t : "", d);
    if (!null) SAY("  i=%d", i);
  }
  (void)irx_record_batch_errmsg();
}

int main(void) {
  diff_start();
  IrxRbSchema* s = make_schema();
  IrxRbBatch* batch = make_batch(s);
  struct ArrowSchema cs;
  struct ArrowArray ca;
  struct ArrowArrayStream st;

  SAY("== schemas");
  memset(&cs, 0, sizeof cs);
  if (RB(irx_rb_schema_export(s, &cs)) == IRX_OK) {
    SAY("  format %s children %lld", cs.format, (long long)cs.n_children);
    for (int64_t c = 0; c < cs.n_children; c++)
      SAY("  child %s %s flags %lld", cs.children[c]->name, cs.children[c]->format,
          (long long)cs.children[c]->flags);
    IrxRbSchema* back = NULL;
    RB(irx_rb_schema_import(&cs, &back));
    SAY("  moved: release %s", cs.release ? "set" : "NULL");
    RB(irx_rb_schema_equal(s, back));
    irx_rb_schema_release(back);
    back = NULL;
    RB(irx_rb_schema_import(&cs, &back));
  }
  irx_rb_c_schema_release(&cs);
  irx_rb_c_schema_release(&cs);
  RB(irx_rb_schema_export(NULL, &cs));
  RB(irx_rb_schema_export(s, NULL));
  /* A schema struct whose format is not a struct. */
  IrxRbBatch* scratch_batch = NULL;
  irx_arrow_array_builder_handle* ab = NULL;
  irx_arrow_array_handle* arr = NULL;
  irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &ab);
  irx_arrow_array_builder_append_int(ab, 5);
  if (irx_arrow_array_builder_finish(ab, &arr) != 0) irx_arrow_array_builder_release(ab);
  memset(&ca, 0, sizeof ca);
  memset(&cs, 0, sizeof cs);
  if (AR(irx_arrow_array_export(arr, &ca, &cs)) == IRX_OK) {
    IrxRbSchema* not_struct = NULL;
    RB(irx_rb_schema_import(&cs, &not_struct));
    SAY("  after: schema release %s", cs.release ? "set" : "NULL");
    irx_rb_schema_release(not_struct);
    RB(irx_rb_batch_import(&ca, &cs, &scratch_batch));
    SAY("  after: array release %s", ca.release ? "set" : "NULL");
    show_batch("primitive import", scratch_batch);
    irx_rb_batch_release(scratch_batch);
    scratch_batch = NULL;
    irx_rb_c_array_release(&ca);
    irx_rb_c_schema_release(&cs);
  }
  irx_arrow_array_release(arr);

  SAY("== batches");
  memset(&ca, 0, sizeof ca);
  memset(&cs, 0, sizeof cs);
  if (RB(irx_rb_batch_export(batch, &ca, &cs)) == IRX_OK) {
    SAY("  length %lld null_count %lld children %lld", (long long)ca.length,
        (long long)ca.null_count, (long long)ca.n_children);
    for (int64_t c = 0; c < ca.n_children; c++)
      SAY("  child %lld: length %lld nulls %lld buffers %lld", (long long)c,
          (long long)ca.children[c]->length, (long long)ca.children[c]->null_count,
          (long long)ca.children[c]->n_buffers);
    IrxRbBatch* back = NULL;
    RB(irx_rb_batch_import(&ca, &cs, &back));
    SAY("  moved: array %s schema %s", ca.release ? "set" : "NULL", cs.release ? "set" : "NULL");
    show_batch("imported", back);
    irx_rb_batch_release(back);
    back = NULL;
    RB(irx_rb_batch_import(&ca, &cs, &back));
  }
  irx_rb_c_array_release(&ca);
  irx_rb_c_schema_release(&cs);
  /* A schema from one batch and an array of another layout. */
  IrxRbSchema* other = NULL;
  RB(irx_rb_schema_create(&other));
  RB(irx_rb_schema_add_field(other, "x", IRX_COL_INT64, 1));
  struct ArrowArray ca2;
  struct ArrowSchema cs2;
  memset(&ca, 0, sizeof ca);
  memset(&cs, 0, sizeof cs);
  memset(&ca2, 0, sizeof ca2);
  memset(&cs2, 0, sizeof cs2);
  if (RB(irx_rb_batch_export(batch, &ca, &cs)) == IRX_OK && RB(irx_rb_schema_export(other, &cs2)) == IRX_OK) {
    IrxRbBatch* mixed = NULL;
    RB(irx_rb_batch_import(&ca, &cs2, &mixed));
    SAY("  after mismatch: array %s schema %s", ca.release ? "set" : "NULL", cs2.release ? "set" : "NULL");
    irx_rb_batch_release(mixed);
  }
  irx_rb_c_array_release(&ca);
  irx_rb_c_schema_release(&cs);
  irx_rb_c_schema_release(&cs2);
  /* A struct array that lies about its length. */
  memset(&ca, 0, sizeof ca);
  memset(&cs, 0, sizeof cs);
  if (RB(irx_rb_batch_export(batch, &ca, &cs)) == IRX_OK) {
    ca.length = 1000;
    IrxRbBatch* liar = NULL;
    RB(irx_rb_batch_import(&ca, &cs, &liar));
    irx_rb_batch_release(liar);
    irx_rb_c_array_release(&ca);
    irx_rb_c_schema_release(&cs);
  }
  RB(irx_rb_batch_import(NULL, NULL, &scratch_batch));
  RB(irx_rb_batch_export(NULL, &ca, &cs));
  irx_rb_c_array_release(NULL);
  irx_rb_c_schema_release(NULL);

  SAY("== streams");
  memset(&st, 0, sizeof st);
  if (RB(irx_rb_batch_export_stream(batch, &st)) == IRX_OK) {
    IrxRbStreamReader* r = NULL;
    RB(irx_rb_stream_reader_import(&st, &r));
    SAY("  moved: %s", st.release ? "set" : "NULL");
    if (r) {
      SAY("  schema fields %d", irx_rb_schema_num_fields(irx_rb_stream_reader_schema(r)));
      for (int i = 0; i < 3; i++) {
        IrxRbBatch* got = NULL;
        if (RB(irx_rb_stream_reader_next_batch(r, &got)) != IRX_OK) break;
        show_batch("streamed", got);
        irx_rb_batch_release(got);
      }
      irx_rb_stream_reader_close(r);
    }
    r = NULL;
    RB(irx_rb_stream_reader_import(&st, &r));
  }
  irx_rb_c_stream_release(&st);
  /* A reader exported to C Stream and consumed by hand. */
  memset(&st, 0, sizeof st);
  IrxRbStreamReader* r = NULL;
  if (RB(irx_rb_batch_export_stream(batch, &st)) == IRX_OK && RB(irx_rb_stream_reader_import(&st, &r)) == IRX_OK) {
    struct ArrowArrayStream out;
    memset(&out, 0, sizeof out);
    if (RB(irx_rb_stream_reader_export(r, &out)) == IRX_OK) {
      struct ArrowSchema sch;
      memset(&sch, 0, sizeof sch);
      SAY("  get_schema -> %d", out.get_schema(&out, &sch));
      SAY("  format %s children %lld", sch.format, (long long)sch.n_children);
      sch.release(&sch);
      for (int i = 0; i < 3; i++) {
        struct ArrowArray a;
        memset(&a, 0, sizeof a);
        int status = out.get_next(&out, &a);
        SAY("  get_next -> %d %s", status, a.release ? "array" : "end");
        if (status != 0 || a.release == NULL) break;
        SAY("  length %lld", (long long)a.length);
        a.release(&a);
      }
      out.release(&out);
    }
    IrxRbBatch* after = NULL;
    RB(irx_rb_stream_reader_next_batch(r, &after));
    SAY("  reader after export: %s", after ? "batch" : "no batch");
    irx_rb_batch_release(after);
    RB(irx_rb_stream_reader_export(r, NULL));
    irx_rb_stream_reader_close(r);
  }
  irx_rb_c_stream_release(&st);
  irx_rb_c_stream_release(NULL);
  RB(irx_rb_stream_reader_import(NULL, &r));
  RB(irx_rb_batch_export_stream(NULL, &st));
  irx_rb_schema_release(other);
  irx_rb_batch_release(batch);
  irx_rb_schema_release(s);
  return 0;
}
