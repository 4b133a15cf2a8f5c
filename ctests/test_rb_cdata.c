/*
 * Record batches over the Arrow C Data and C Stream interfaces
 * (irx_rb_*_export / _import, irx_rb_c_*_release): round trips, exports
 * outliving their handles, moves that release exactly once, and a
 * hand-written C producer whose streams fail, lie about their shape or
 * hand out released children.
 */
#include <errno.h>
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "irx_runtime.h"

/* A batch: id int64 not null = {0, 10, 20}, name utf8 = {"a", NULL, "ccc"}. */
static IrxRbBatch* make_batch(void) {
  IrxRbSchema* s = NULL;
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  CHECK_EQ_INT(irx_rb_schema_create(&s), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "id", IRX_COL_INT64, 0), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "name", IRX_COL_UTF8, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_create(s, &b), IRX_OK);
  const char* names[] = {"a", NULL, "ccc"};
  for (int64_t row = 0; row < 3; row++) {
    CHECK_EQ_INT(irx_rb_builder_append_int64(b, 0, row * 10), IRX_OK);
    if (names[row]) {
      CHECK_EQ_INT(irx_rb_builder_append_utf8(b, 1, names[row], (int64_t)strlen(names[row])),
                   IRX_OK);
    } else {
      CHECK_EQ_INT(irx_rb_builder_append_null(b, 1), IRX_OK);
    }
  }
  CHECK_EQ_INT(irx_rb_builder_finish(b, &batch), IRX_OK);
  irx_rb_builder_release(b);
  irx_rb_schema_release(s);
  return batch;
}

static void check_batch(const IrxRbBatch* batch) {
  CHECK(batch != NULL);
  if (!batch) return;
  CHECK_EQ_INT(irx_rb_batch_num_rows(batch), 3);
  CHECK_EQ_INT(irx_rb_batch_num_columns(batch), 2);
  for (int64_t row = 0; row < 3; row++) {
    int64_t v = -1;
    CHECK_EQ_INT(irx_rb_batch_get_int64(batch, 0, row, &v), IRX_OK);
    CHECK_EQ_INT(v, row * 10);
  }
  const char* text = NULL;
  int64_t len = 0;
  int is_null = 0;
  CHECK_EQ_INT(irx_rb_batch_get_utf8(batch, 1, 2, &text, &len), IRX_OK);
  CHECK_EQ_INT(len, 3);
  CHECK(text && memcmp(text, "ccc", 3) == 0);
  CHECK_EQ_INT(irx_rb_batch_is_null(batch, 1, 1, &is_null), IRX_OK);
  CHECK_EQ_INT(is_null, 1);
}

static void test_batch_round_trip_outlives_handle(void) {
  IrxRbBatch* batch = make_batch();
  struct ArrowArray array;
  struct ArrowSchema schema;
  memset(&array, 0, sizeof array);
  memset(&schema, 0, sizeof schema);
  CHECK_EQ_INT(irx_rb_batch_export(batch, &array, &schema), IRX_OK);
  CHECK(array.release != NULL && schema.release != NULL);
  CHECK_STR_EQ(schema.format, "+s");
  CHECK_EQ_INT(array.n_children, 2);
  /* A live output is refused, not overwritten. */
  struct ArrowSchema again = schema;
  CHECK_EQ_INT(irx_rb_batch_export(batch, &array, &again), IRX_ERR_ARROW);
  irx_rb_batch_release(batch); /* the export keeps the buffers alive */

  IrxRbBatch* back = NULL;
  CHECK_EQ_INT(irx_rb_batch_import(&array, &schema, &back), IRX_OK);
  CHECK(array.release == NULL && schema.release == NULL);
  check_batch(back);

  /* Inputs already released: untouched, error, out cleared. */
  IrxRbBatch* other = (IrxRbBatch*)&array;
  CHECK_EQ_INT(irx_rb_batch_import(&array, &schema, &other), IRX_ERR_ARROW);
  CHECK(other == NULL);
  irx_rb_batch_release(back);
}

static void test_schema_round_trip(void) {
  IrxRbBatch* batch = make_batch();
  IrxRbSchema* s = NULL;
  CHECK_EQ_INT(irx_rb_batch_schema(batch, &s), IRX_OK);
  struct ArrowSchema c;
  memset(&c, 0, sizeof c);
  CHECK_EQ_INT(irx_rb_schema_export(s, &c), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_export(s, &c), IRX_ERR_ARROW); /* live output */
  CHECK_EQ_INT(c.n_children, 2);
  CHECK_STR_EQ(c.children[0]->name, "id");
  CHECK_EQ_INT(c.children[0]->flags & 2, 0);
  CHECK_EQ_INT(c.children[1]->flags & 2, 2);
  IrxRbSchema* back = NULL;
  CHECK_EQ_INT(irx_rb_schema_import(&c, &back), IRX_OK);
  CHECK(c.release == NULL);
  CHECK_EQ_INT(irx_rb_schema_equal(s, back), 1);
  irx_rb_schema_release(back);
  irx_rb_schema_release(s);
  irx_rb_batch_release(batch);
}

static void test_stream_round_trip_and_reader_export(void) {
  IrxRbBatch* batch = make_batch();
  struct ArrowArrayStream stream;
  memset(&stream, 0, sizeof stream);
  CHECK_EQ_INT(irx_rb_batch_export_stream(batch, &stream), IRX_OK);
  CHECK_EQ_INT(irx_rb_batch_export_stream(batch, &stream), IRX_ERR_ARROW);
  irx_rb_batch_release(batch);

  IrxRbStreamReader* reader = NULL;
  CHECK_EQ_INT(irx_rb_stream_reader_import(&stream, &reader), IRX_OK);
  CHECK(stream.release == NULL);

  /* Move the reader's iteration into a second C stream. */
  struct ArrowArrayStream moved;
  memset(&moved, 0, sizeof moved);
  CHECK_EQ_INT(irx_rb_stream_reader_export(reader, &moved), IRX_OK);
  IrxRbBatch* next = NULL;
  CHECK_EQ_INT(irx_rb_stream_reader_next_batch(reader, &next), IRX_ERR_IO);
  CHECK(strstr(irx_record_batch_errmsg(), "reader already transferred") != NULL);
  struct ArrowArrayStream twice;
  memset(&twice, 0, sizeof twice);
  CHECK_EQ_INT(irx_rb_stream_reader_export(reader, &twice), IRX_ERR_IO);
  CHECK(twice.release == NULL);
  CHECK(irx_rb_stream_reader_schema(reader) != NULL);
  irx_rb_stream_reader_close(reader); /* the exported stream lives on */

  IrxRbStreamReader* again = NULL;
  CHECK_EQ_INT(irx_rb_stream_reader_import(&moved, &again), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_reader_next_batch(again, &next), IRX_OK);
  check_batch(next);
  irx_rb_batch_release(next);
  CHECK_EQ_INT(irx_rb_stream_reader_next_batch(again, &next), IRX_EOF);
  CHECK(next == NULL);
  CHECK_EQ_INT(irx_rb_stream_reader_next_batch(again, &next), IRX_EOF);
  irx_rb_stream_reader_close(again);
}

/* ---- A hand-written producer: one int64 column "x" = {1, 2, 3}. ---- */

enum mode { GOOD, FAIL_NEXT, FAIL_SCHEMA, BAD_SHAPE, RELEASED_CHILD, BAD_OFFSETS };

static int stream_releases, array_releases, schema_releases;
static enum mode producer_mode;
static int batches_left;
static const int64_t values[3] = {1, 2, 3};
static const int32_t bad_offsets[4] = {0, 1, 9999, 3};
static const char text[3] = {'a', 'b', 'c'};

static void release_schema(struct ArrowSchema* s) {
  for (int64_t i = 0; i < s->n_children; i++) {
    if (s->children[i]->release) s->children[i]->release = NULL;
  }
  s->release = NULL;
  schema_releases++;
}
static void release_child_schema(struct ArrowSchema* s) { s->release = NULL; }

static struct ArrowSchema child_schema;
static struct ArrowSchema* child_schemas[1];

static void fill_schema(struct ArrowSchema* out, const char* child_format) {
  memset(&child_schema, 0, sizeof child_schema);
  child_schema.format = child_format;
  child_schema.name = "x";
  child_schema.flags = 2;
  child_schema.release = release_child_schema;
  child_schemas[0] = &child_schema;
  memset(out, 0, sizeof *out);
  out->format = "+s";
  out->name = "";
  out->n_children = 1;
  out->children = child_schemas;
  out->release = release_schema;
}

static const void* child_buffers[3];
static const void* parent_buffers[1];
static struct ArrowArray child_array;
static struct ArrowArray* child_arrays[1];

static void release_child_array(struct ArrowArray* a) { a->release = NULL; }
static void release_array(struct ArrowArray* a) {
  for (int64_t i = 0; i < a->n_children; i++) {
    if (a->children[i]->release) a->children[i]->release = NULL;
  }
  a->release = NULL;
  array_releases++;
}

static void fill_array(struct ArrowArray* out, int utf8) {
  memset(&child_array, 0, sizeof child_array);
  child_array.length = 3;
  child_array.n_buffers = utf8 ? 3 : 2;
  child_buffers[0] = NULL;
  child_buffers[1] = utf8 ? (const void*)bad_offsets : (const void*)values;
  child_buffers[2] = text;
  child_array.buffers = child_buffers;
  child_array.release = release_child_array;
  child_arrays[0] = &child_array;
  memset(out, 0, sizeof *out);
  out->length = 3;
  out->n_buffers = 1;
  parent_buffers[0] = NULL;
  out->buffers = parent_buffers;
  out->n_children = 1;
  out->children = child_arrays;
  out->release = release_array;
}

static int get_schema(struct ArrowArrayStream* s, struct ArrowSchema* out) {
  (void)s;
  if (producer_mode == FAIL_SCHEMA) return EINVAL;
  fill_schema(out, producer_mode == BAD_OFFSETS ? "u" : "l");
  return 0;
}

static int get_next(struct ArrowArrayStream* s, struct ArrowArray* out) {
  (void)s;
  if (producer_mode == FAIL_NEXT) return EIO;
  if (batches_left == 0) {
    memset(out, 0, sizeof *out); /* end of stream */
    return 0;
  }
  batches_left--;
  fill_array(out, producer_mode == BAD_OFFSETS);
  if (producer_mode == BAD_SHAPE) out->n_children = 0;
  if (producer_mode == RELEASED_CHILD) child_array.release = NULL;
  return 0;
}

static const char* get_last_error(struct ArrowArrayStream* s) {
  (void)s;
  return producer_mode == FAIL_SCHEMA ? "no schema today" : "producer exploded";
}

static void release_stream(struct ArrowArrayStream* s) {
  s->release = NULL;
  stream_releases++;
}

static void make_stream(struct ArrowArrayStream* s, enum mode mode, int batches) {
  producer_mode = mode;
  batches_left = batches;
  stream_releases = array_releases = schema_releases = 0;
  s->get_schema = get_schema;
  s->get_next = get_next;
  s->get_last_error = get_last_error;
  s->release = release_stream;
  s->private_data = NULL;
}

static void test_producer_stream_released_once(void) {
  struct ArrowArrayStream s;
  make_stream(&s, GOOD, 2);
  IrxRbStreamReader* r = NULL;
  CHECK_EQ_INT(irx_rb_stream_reader_import(&s, &r), IRX_OK);
  CHECK(s.release == NULL);
  CHECK_EQ_INT(schema_releases, 1);
  IrxRbBatch* b = NULL;
  for (int i = 0; i < 2; i++) {
    CHECK_EQ_INT(irx_rb_stream_reader_next_batch(r, &b), IRX_OK);
    int64_t v = 0;
    CHECK_EQ_INT(irx_rb_batch_get_int64(b, 0, 2, &v), IRX_OK);
    CHECK_EQ_INT(v, 3);
    irx_rb_batch_release(b);
  }
  CHECK_EQ_INT(array_releases, 2); /* each batch's buffers went back */
  CHECK_EQ_INT(irx_rb_stream_reader_next_batch(r, &b), IRX_EOF);
  CHECK_EQ_INT(stream_releases, 0);
  irx_rb_stream_reader_close(r);
  CHECK_EQ_INT(stream_releases, 1);
}

static void test_producer_errors(void) {
  struct ArrowArrayStream s;
  IrxRbStreamReader* r = NULL;
  IrxRbBatch* b = NULL;

  make_stream(&s, FAIL_NEXT, 1);
  CHECK_EQ_INT(irx_rb_stream_reader_import(&s, &r), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_reader_next_batch(r, &b), IRX_ERR_IO);
  CHECK(b == NULL);
  CHECK(strstr(irx_record_batch_errmsg(), "producer exploded") != NULL);
  irx_rb_stream_reader_close(r);
  CHECK_EQ_INT(stream_releases, 1);

  make_stream(&s, FAIL_SCHEMA, 1);
  r = (IrxRbStreamReader*)&s;
  CHECK_EQ_INT(irx_rb_stream_reader_import(&s, &r), IRX_ERR_INVALID);
  CHECK(r == NULL);
  CHECK(strstr(irx_record_batch_errmsg(), "no schema today") != NULL);
  CHECK(s.release == NULL); /* moved and released, once */
  CHECK_EQ_INT(stream_releases, 1);

  const enum mode bad[] = {BAD_SHAPE, RELEASED_CHILD, BAD_OFFSETS};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    make_stream(&s, bad[i], 1);
    CHECK_EQ_INT(irx_rb_stream_reader_import(&s, &r), IRX_OK);
    CHECK_EQ_INT(irx_rb_stream_reader_next_batch(r, &b), IRX_ERR_INVALID);
    CHECK(b == NULL);
    CHECK(strlen(irx_record_batch_errmsg()) > 0);
    CHECK_EQ_INT(array_releases, 1); /* the bad array went back, once */
    irx_rb_stream_reader_close(r);
    CHECK_EQ_INT(stream_releases, 1);
  }
}

static void test_hostile_batch_import_released_once(void) {
  struct ArrowArray a;
  struct ArrowSchema s;
  IrxRbBatch* b = (IrxRbBatch*)&a;
  array_releases = schema_releases = 0;
  fill_schema(&s, "u");
  fill_array(&a, 1); /* offsets {0, 1, 9999, 3}: out of order and range */
  CHECK_EQ_INT(irx_rb_batch_import(&a, &s, &b), IRX_ERR_INVALID);
  CHECK(b == NULL);
  CHECK(a.release == NULL && s.release == NULL);
  CHECK_EQ_INT(array_releases, 1);
  CHECK_EQ_INT(schema_releases, 1);

  /* Offsets buffer missing: refused before anything reads it. */
  fill_schema(&s, "u");
  fill_array(&a, 1);
  child_buffers[1] = NULL;
  CHECK_EQ_INT(irx_rb_batch_import(&a, &s, &b), IRX_ERR_INVALID);
  CHECK_EQ_INT(array_releases, 2);

  /* A fixed-size list of negative size: refused before arrow-rs sizes
   * its child (it would panic there). */
  {
    static struct ArrowSchema item;
    static struct ArrowSchema* items[1];
    static struct ArrowArray item_array;
    static struct ArrowArray* item_arrays[1];
    static const void* item_buffers[2];
    fill_schema(&s, "+w:-2");
    memset(&item, 0, sizeof item);
    item.format = "l";
    item.name = "item";
    item.flags = 2;
    item.release = release_child_schema;
    items[0] = &item;
    child_schema.n_children = 1;
    child_schema.children = items;
    fill_array(&a, 0);
    memset(&item_array, 0, sizeof item_array);
    item_array.length = 3;
    item_array.n_buffers = 2;
    item_buffers[0] = NULL;
    item_buffers[1] = values;
    item_array.buffers = item_buffers;
    item_array.release = release_child_array;
    item_arrays[0] = &item_array;
    child_array.n_buffers = 1;
    child_array.n_children = 1;
    child_array.children = item_arrays;
    CHECK(irx_rb_batch_import(&a, &s, &b) < 0);
    CHECK(b == NULL && a.release == NULL && s.release == NULL);
    CHECK_EQ_INT(array_releases, 3);
    CHECK_EQ_INT(schema_releases, 3);
  }

  /* A schema import of a non-struct format: moved, released once. */
  fill_schema(&s, "l");
  s.format = "l";
  IrxRbSchema* out = NULL;
  CHECK(irx_rb_schema_import(&s, &out) != IRX_OK);
  CHECK(out == NULL && s.release == NULL);
  CHECK_EQ_INT(schema_releases, 4);
}

static void test_null_everywhere_and_guards(void) {
  IrxRbBatch* batch = make_batch();
  IrxRbSchema* s = NULL;
  IrxRbBatch* b = NULL;
  IrxRbStreamReader* r = NULL;
  struct ArrowArray a;
  struct ArrowSchema c;
  struct ArrowArrayStream st;
  memset(&a, 0, sizeof a);
  memset(&c, 0, sizeof c);
  memset(&st, 0, sizeof st);
  CHECK_EQ_INT(irx_rb_schema_export(NULL, &c), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_schema_import(NULL, &s), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_schema_import(&c, NULL), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_schema_import(&c, &s), IRX_ERR_ARROW); /* released */
  CHECK_EQ_INT(irx_rb_batch_export(batch, NULL, &c), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_batch_export(NULL, &a, &c), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_batch_import(NULL, &c, &b), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_batch_import(&a, NULL, &b), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_batch_export_stream(NULL, &st), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_batch_export_stream(batch, NULL), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_stream_reader_import(NULL, &r), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_stream_reader_import(&st, NULL), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_stream_reader_import(&st, &r), IRX_ERR_ARROW);
  CHECK_EQ_INT(irx_rb_stream_reader_export(NULL, &st), IRX_ERR_NULLPTR);
  CHECK(a.release == NULL && c.release == NULL && st.release == NULL);
  irx_rb_c_stream_release(NULL);
  irx_rb_c_array_release(NULL);
  irx_rb_c_schema_release(NULL);

  /* Guards: release once, clear, and a second call does nothing. */
  CHECK_EQ_INT(irx_rb_batch_export(batch, &a, &c), IRX_OK);
  CHECK_EQ_INT(irx_rb_batch_export_stream(batch, &st), IRX_OK);
  irx_rb_c_array_release(&a);
  irx_rb_c_array_release(&a);
  irx_rb_c_schema_release(&c);
  irx_rb_c_schema_release(&c);
  irx_rb_c_stream_release(&st);
  irx_rb_c_stream_release(&st);
  CHECK(a.release == NULL && c.release == NULL && st.release == NULL);
  struct ArrowArrayStream p;
  make_stream(&p, GOOD, 0);
  irx_rb_c_stream_release(&p);
  irx_rb_c_stream_release(&p);
  CHECK_EQ_INT(stream_releases, 1);
  irx_rb_batch_release(batch);
}

int main(void) {
  RUN(test_batch_round_trip_outlives_handle);
  RUN(test_schema_round_trip);
  RUN(test_stream_round_trip_and_reader_export);
  RUN(test_producer_stream_released_once);
  RUN(test_producer_errors);
  RUN(test_hostile_batch_import_released_once);
  RUN(test_null_everywhere_and_guards);
  return check_exit();
}
