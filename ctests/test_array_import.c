/*
 * Arrow C Data import (copy, move) and schema import/export: every type,
 * nulls, slices, empty arrays, release-callback accounting, and every
 * rejected input as its own case (for both copy and move, with the move's
 * inputs left untouched).
 */
#include <stdint.h>

#include "check.h"
#include "array_util.h"

/* Physical storage for up to 64 elements of any type plus a bitmap. */
typedef struct storage {
  int64_t values[64];
  uint8_t validity[8];
} storage;

/* Fills `n` physical elements; nulls where i % 3 == 0 when with_nulls. */
static int64_t fill(const tinfo* t, storage* s, int64_t offset, int64_t length, int with_nulls) {
  int64_t i, nulls = 0;
  memset(s, 0, sizeof(*s));
  for (i = 0; i < offset + length; i++) {
    int valid = !(with_nulls && i % 3 == 0);
    put(t, s->values, i, pattern(i));
    set_bit(s->validity, i, valid);
    if (!valid && i >= offset) nulls++;
  }
  return nulls;
}

static void check_imported(const tinfo* t, irx_arrow_array_handle* a, int64_t offset,
                           int64_t length, int with_nulls, int64_t nulls) {
  int64_t i;
  CHECK_EQ_INT(irx_arrow_array_length(a), length);
  CHECK_EQ_INT(irx_arrow_array_null_count(a), nulls);
  CHECK_EQ_INT(irx_arrow_array_type_id(a), t->id);
  for (i = 0; i < length; i++) {
    int valid = !(with_nulls && (offset + i) % 3 == 0);
    CHECK_EQ_INT(irx_arrow_array_is_valid(a, i), valid);
    if (valid) CHECK(value_is(t, a, i, pattern(offset + i)));
  }
}

static void run_copy_case(int64_t offset, int64_t length, int with_nulls, int declare_unknown) {
  int k;
  for (k = 0; k < 11; k++) {
    const tinfo* t = &TYPES[k];
    storage s;
    producer p;
    struct ArrowArray before;
    irx_arrow_array_handle* a = NULL;
    int64_t nulls = fill(t, &s, offset, length, with_nulls);
    produce(&p, t->format, 1, length, offset, declare_unknown ? -1 : nulls,
            with_nulls ? s.validity : NULL, s.values);
    before = p.array;
    array_releases = schema_releases = 0;
    CHECK_EQ_INT(irx_arrow_array_import_copy(&p.array, &p.schema, &a), 0);
    CHECK(memcmp(&before, &p.array, sizeof(before)) == 0);
    CHECK_EQ_INT(irx_arrow_array_offset(a), 0);
    CHECK_EQ_INT(irx_arrow_array_is_nullable(a), 1);
    /* the copy is independent of the producer's memory */
    memset(&s, 0xEE, sizeof(s));
    fill(t, &s, offset, length, with_nulls);
    check_imported(t, a, offset, length, with_nulls, nulls);
    irx_arrow_array_release(a);
    CHECK_EQ_INT(array_releases + schema_releases, 0); /* still the caller's */
  }
}

static void test_copy_every_type(void) { run_copy_case(0, 20, 0, 0); }
static void test_copy_every_type_with_nulls(void) { run_copy_case(0, 20, 1, 0); }
static void test_copy_sliced_with_nulls(void) { run_copy_case(5, 50, 1, 0); }
static void test_copy_sliced_byte_aligned(void) { run_copy_case(8, 17, 1, 0); }
static void test_copy_null_count_unknown(void) { run_copy_case(3, 30, 1, 1); }
static void test_copy_empty(void) { run_copy_case(0, 0, 0, 0); }
static void test_copy_empty_sliced(void) { run_copy_case(9, 0, 1, 0); }

static void test_copy_alias_import(void) {
  storage s;
  producer p;
  irx_arrow_array_handle* a = NULL;
  fill(&TYPES[2], &s, 0, 4, 0);
  produce(&p, "i", 0, 4, 0, 0, NULL, s.values);
  CHECK_EQ_INT(irx_arrow_array_import(&p.array, &p.schema, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_is_nullable(a), 0);
  check_imported(&TYPES[2], a, 0, 4, 0, 0);
  irx_arrow_array_release(a);
}

static void run_move_case(int64_t offset, int64_t length, int with_nulls) {
  int k;
  for (k = 0; k < 11; k++) {
    const tinfo* t = &TYPES[k];
    storage s;
    producer p;
    irx_arrow_array_handle* a = NULL;
    int64_t nulls = fill(t, &s, offset, length, with_nulls);
    produce(&p, t->format, 1, length, offset, nulls, with_nulls ? s.validity : NULL, s.values);
    array_releases = schema_releases = 0;
    CHECK_EQ_INT(irx_arrow_array_import_move(&p.array, &p.schema, &a), 0);
    CHECK(p.array.release == NULL);
    CHECK(p.schema.release == NULL);
    CHECK_EQ_INT(schema_releases, 1);
    /* an empty array shares no buffer: nothing keeps the producer alive */
    CHECK_EQ_INT(array_releases, length ? 0 : 1);
    CHECK_EQ_INT(irx_arrow_array_offset(a), offset);
    check_imported(t, a, offset, length, with_nulls, nulls);
    if (t->width && length) {
      /* zero-copy: the view points into the producer's buffer */
      irx_buffer_view view;
      CHECK_EQ_INT(irx_arrow_array_borrow_buffer_view(a, &view), 0);
      CHECK(view.data == (void*)s.values);
      CHECK_EQ_INT(view.offset_bytes, offset * t->width);
    }
    if (with_nulls && nulls) {
      const void* bits = NULL;
      int64_t off = -1, len = -1;
      CHECK_EQ_INT(irx_arrow_array_validity_bitmap(a, &bits, &off, &len), 0);
      CHECK(bits == (const void*)s.validity);
      CHECK_EQ_INT(off, offset);
      CHECK_EQ_INT(len, length);
    }
    CHECK_EQ_INT(irx_arrow_array_retain(a), 0);
    irx_arrow_array_release(a);
    if (length) CHECK_EQ_INT(array_releases, 0);
    irx_arrow_array_release(a);
    CHECK_EQ_INT(array_releases, 1);
  }
}

static void test_move_every_type(void) { run_move_case(0, 20, 0); }
static void test_move_every_type_with_nulls(void) { run_move_case(0, 20, 1); }
static void test_move_sliced_with_nulls(void) { run_move_case(5, 50, 1); }
static void test_move_empty(void) { run_move_case(0, 0, 0); }

static void test_move_null_count_unknown_is_computed(void) {
  storage s;
  producer p;
  irx_arrow_array_handle* a = NULL;
  int64_t nulls = fill(&TYPES[3], &s, 3, 40, 1);
  produce(&p, "l", 1, 40, 3, -1, s.validity, s.values);
  array_releases = 0;
  CHECK_EQ_INT(irx_arrow_array_import_move(&p.array, &p.schema, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_null_count(a), nulls);
  irx_arrow_array_release(a);
  CHECK_EQ_INT(array_releases, 1);
}

static void test_move_keeps_producer_alive_through_export(void) {
  storage s;
  producer p;
  irx_arrow_array_handle* a = NULL;
  struct ArrowArray out;
  struct ArrowSchema out_schema;
  fill(&TYPES[9], &s, 0, 10, 0);
  produce(&p, "g", 0, 10, 0, 0, NULL, s.values);
  array_releases = 0;
  CHECK_EQ_INT(irx_arrow_array_import_move(&p.array, &p.schema, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_export(a, &out, &out_schema), 0);
  irx_arrow_array_release(a);
  CHECK_EQ_INT(array_releases, 0); /* the export still shares the buffers */
  CHECK(out.buffers[1] == (const void*)s.values);
  CHECK_STR_EQ(out_schema.format, "g");
  CHECK_EQ_INT(out_schema.flags & ARROW_FLAG_NULLABLE, 0);
  out.release(&out);
  out_schema.release(&out_schema);
  CHECK_EQ_INT(array_releases, 1);
}

/* ---- rejected inputs ---------------------------------------------------- */

static storage good_storage;

static void good(producer* p) {
  fill(&TYPES[2], &good_storage, 0, 10, 1);
  produce(p, "i", 1, 10, 0, 4, good_storage.validity, good_storage.values);
}

/* Both imports must refuse p with `code` and a message containing `word`,
 * leave *out NULL, and leave the inputs untouched (no callback run). */
static void expect_rejected(producer* p, int code, const char* word) {
  struct ArrowArray a0 = p->array;
  struct ArrowSchema s0 = p->schema;
  irx_arrow_array_handle* out = (irx_arrow_array_handle*)&a0;
  array_releases = schema_releases = 0;
  CHECK_EQ_INT(irx_arrow_array_import_copy(&p->array, &p->schema, &out), code);
  CHECK(out == NULL);
  CHECK_ERROR_HAS(word);
  out = (irx_arrow_array_handle*)&a0;
  CHECK_EQ_INT(irx_arrow_array_import(&p->array, &p->schema, &out), code);
  CHECK(out == NULL);
  CHECK_ERROR_HAS(word);
  out = (irx_arrow_array_handle*)&a0;
  CHECK_EQ_INT(irx_arrow_array_import_move(&p->array, &p->schema, &out), code);
  CHECK(out == NULL);
  CHECK_ERROR_HAS(word);
  CHECK(memcmp(&a0, &p->array, sizeof(a0)) == 0);
  CHECK(memcmp(&s0, &p->schema, sizeof(s0)) == 0);
  CHECK_EQ_INT(array_releases + schema_releases, 0);
}

static void test_reject_unsupported_format(void) {
  producer p;
  good(&p);
  p.schema.format = "u";
  expect_rejected(&p, EINVAL, "format \"u\"");
}

static void test_reject_empty_format(void) {
  producer p;
  good(&p);
  p.schema.format = "";
  expect_rejected(&p, EINVAL, "format");
}

static void test_reject_long_format(void) {
  producer p;
  good(&p);
  p.schema.format = "i_this_format_goes_on_for_longer_than_any_quote";
  expect_rejected(&p, EINVAL, "...");
}

static void test_reject_null_format(void) {
  producer p;
  good(&p);
  p.schema.format = NULL;
  expect_rejected(&p, EINVAL, "format");
}

static void test_reject_schema_children(void) {
  producer p;
  struct ArrowSchema* kids[1];
  good(&p);
  kids[0] = &p.schema;
  p.schema.n_children = 1;
  p.schema.children = kids;
  expect_rejected(&p, EINVAL, "children");
}

static void test_reject_schema_dictionary(void) {
  producer p;
  struct ArrowSchema dict;
  good(&p);
  memset(&dict, 0, sizeof(dict));
  p.schema.dictionary = &dict;
  expect_rejected(&p, EINVAL, "dictionary");
}

static void test_reject_array_children(void) {
  producer p;
  struct ArrowArray* kids[1];
  good(&p);
  kids[0] = &p.array;
  p.array.n_children = 1;
  p.array.children = kids;
  expect_rejected(&p, EINVAL, "children");
}

static void test_reject_array_dictionary(void) {
  producer p;
  struct ArrowArray dict;
  good(&p);
  memset(&dict, 0, sizeof(dict));
  p.array.dictionary = &dict;
  expect_rejected(&p, EINVAL, "dictionary");
}

static void test_reject_released_array(void) {
  producer p;
  good(&p);
  p.array.release = NULL;
  expect_rejected(&p, EINVAL, "released");
}

static void test_reject_released_schema(void) {
  producer p;
  good(&p);
  p.schema.release = NULL;
  expect_rejected(&p, EINVAL, "released");
}

static void test_reject_negative_length(void) {
  producer p;
  good(&p);
  p.array.length = -1;
  p.array.null_count = 0;
  expect_rejected(&p, EINVAL, "length -1");
}

static void test_reject_negative_offset(void) {
  producer p;
  good(&p);
  p.array.offset = -3;
  expect_rejected(&p, EINVAL, "offset -3");
}

static void test_reject_null_count_below_minus_one(void) {
  producer p;
  good(&p);
  p.array.null_count = -2;
  expect_rejected(&p, EINVAL, "null_count -2");
}

static void test_reject_null_count_above_length(void) {
  producer p;
  good(&p);
  p.array.null_count = 11;
  expect_rejected(&p, EINVAL, "null_count 11");
}

static void test_reject_nulls_under_non_nullable_schema(void) {
  producer p;
  good(&p);
  p.schema.flags = 0;
  expect_rejected(&p, EINVAL, "not nullable");
}

static void test_reject_computed_nulls_under_non_nullable_schema(void) {
  producer p;
  good(&p);
  p.schema.flags = 0;
  p.array.null_count = -1;
  expect_rejected(&p, EINVAL, "not nullable");
}

static void test_reject_one_buffer(void) {
  producer p;
  good(&p);
  p.array.n_buffers = 1;
  expect_rejected(&p, EINVAL, "n_buffers 1");
}

static void test_reject_three_buffers(void) {
  producer p;
  good(&p);
  p.array.n_buffers = 3;
  expect_rejected(&p, EINVAL, "n_buffers 3");
}

static void test_reject_null_buffers(void) {
  producer p;
  good(&p);
  p.array.buffers = NULL;
  expect_rejected(&p, EINVAL, "buffers");
}

static void test_reject_null_bitmap_with_nulls(void) {
  producer p;
  good(&p);
  p.buffers[0] = NULL;
  expect_rejected(&p, EINVAL, "validity bitmap");
}

static void test_reject_null_value_buffer(void) {
  producer p;
  good(&p);
  p.buffers[1] = NULL;
  expect_rejected(&p, EINVAL, "value buffer");
}

static void test_reject_offset_plus_length_overflow(void) {
  producer p;
  good(&p);
  p.array.offset = INT64_MAX;
  p.array.length = 1;
  p.array.null_count = 0;
  expect_rejected(&p, EOVERFLOW, "overflow");
}

static void test_reject_byte_size_overflow(void) {
  producer p;
  good(&p);
  p.array.offset = INT64_MAX / 2; /* fits int64 in elements, not in bytes */
  p.array.null_count = 0;
  expect_rejected(&p, EOVERFLOW, "overflow");
}

static void test_reject_null_array(void) {
  producer p;
  irx_arrow_array_handle* out = (irx_arrow_array_handle*)&p;
  good(&p);
  CHECK_EQ_INT(irx_arrow_array_import_copy(NULL, &p.schema, &out), EINVAL);
  CHECK(out == NULL);
  CHECK_ERROR_HAS("array");
  CHECK_EQ_INT(irx_arrow_array_import(NULL, &p.schema, &out), EINVAL);
  CHECK_EQ_INT(irx_arrow_array_import_move(NULL, &p.schema, &out), EINVAL);
  CHECK_ERROR_HAS("array");
  CHECK(p.schema.release != NULL);
}

static void test_reject_null_schema(void) {
  producer p;
  irx_arrow_array_handle* out = (irx_arrow_array_handle*)&p;
  good(&p);
  CHECK_EQ_INT(irx_arrow_array_import_copy(&p.array, NULL, &out), EINVAL);
  CHECK(out == NULL);
  CHECK_ERROR_HAS("schema");
  CHECK_EQ_INT(irx_arrow_array_import(&p.array, NULL, &out), EINVAL);
  CHECK_EQ_INT(irx_arrow_array_import_move(&p.array, NULL, &out), EINVAL);
  CHECK_ERROR_HAS("schema");
  CHECK(p.array.release != NULL);
}

static void test_reject_null_out(void) {
  producer p;
  good(&p);
  array_releases = schema_releases = 0;
  CHECK_EQ_INT(irx_arrow_array_import_copy(&p.array, &p.schema, NULL), EINVAL);
  CHECK_ERROR_HAS("out");
  CHECK_EQ_INT(irx_arrow_array_import(&p.array, &p.schema, NULL), EINVAL);
  CHECK_EQ_INT(irx_arrow_array_import_move(&p.array, &p.schema, NULL), EINVAL);
  CHECK_ERROR_HAS("out");
  CHECK(p.array.release != NULL && p.schema.release != NULL);
  CHECK_EQ_INT(array_releases + schema_releases, 0);
}

static void test_zero_declared_nulls_ignore_bitmap(void) {
  /* null_count 0 under a non-nullable schema with a bitmap present: valid,
   * and the bitmap is not consulted (the declared count is trusted). */
  producer p;
  irx_arrow_array_handle* a = NULL;
  good(&p);
  p.schema.flags = 0;
  p.array.null_count = 0;
  CHECK_EQ_INT(irx_arrow_array_import_copy(&p.array, &p.schema, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_null_count(a), 0);
  CHECK_EQ_INT(irx_arrow_array_has_validity_bitmap(a), 0);
  irx_arrow_array_release(a);
}

/* ---- schemas ------------------------------------------------------------ */

static void test_schema_import_every_type(void) {
  int k, nullable;
  for (k = 0; k < 11; k++) {
    for (nullable = 0; nullable < 2; nullable++) {
      producer p;
      irx_arrow_schema_handle* s = NULL;
      struct ArrowSchema out;
      good(&p);
      p.schema.format = TYPES[k].format;
      p.schema.flags = nullable ? ARROW_FLAG_NULLABLE : 0;
      schema_releases = 0;
      CHECK_EQ_INT(irx_arrow_schema_import_copy(&p.schema, &s), 0);
      CHECK(p.schema.release != NULL);
      CHECK_EQ_INT(schema_releases, 0);
      CHECK_EQ_INT(irx_arrow_schema_type_id(s), TYPES[k].id);
      CHECK_EQ_INT(irx_arrow_schema_is_nullable(s), nullable);
      CHECK_EQ_INT(irx_arrow_schema_export(s, &out), 0);
      irx_arrow_schema_release(s); /* the export is independent */
      CHECK_STR_EQ(out.format, TYPES[k].format);
      CHECK_STR_EQ(out.name, "");
      CHECK_EQ_INT(out.flags, nullable ? ARROW_FLAG_NULLABLE : 0);
      CHECK_EQ_INT(out.n_children, 0);
      CHECK(out.dictionary == NULL);
      CHECK(out.release != NULL);
      /* an exported schema imports again */
      CHECK_EQ_INT(irx_arrow_schema_import_copy(&out, &s), 0);
      CHECK_EQ_INT(irx_arrow_schema_type_id(s), TYPES[k].id);
      irx_arrow_schema_release(s);
      out.release(&out);
      CHECK(out.release == NULL);
    }
  }
}

static void expect_schema_rejected(struct ArrowSchema* schema, const char* word) {
  irx_arrow_schema_handle* s = (irx_arrow_schema_handle*)&s;
  CHECK_EQ_INT(irx_arrow_schema_import_copy(schema, &s), EINVAL);
  CHECK(s == NULL);
  CHECK_ERROR_HAS(word);
}

static void test_schema_import_rejects(void) {
  producer p;
  struct ArrowSchema other;
  struct ArrowSchema* kids[1];
  good(&p);
  expect_schema_rejected(NULL, "schema");
  p.schema.format = "+s";
  expect_schema_rejected(&p.schema, "\"+s\"");
  p.schema.format = NULL;
  expect_schema_rejected(&p.schema, "format");
  good(&p);
  p.schema.release = NULL;
  expect_schema_rejected(&p.schema, "released");
  good(&p);
  kids[0] = &other;
  p.schema.n_children = 1;
  p.schema.children = kids;
  expect_schema_rejected(&p.schema, "children");
  good(&p);
  memset(&other, 0, sizeof(other));
  p.schema.dictionary = &other;
  expect_schema_rejected(&p.schema, "dictionary");
  good(&p);
  CHECK_EQ_INT(irx_arrow_schema_import_copy(&p.schema, NULL), EINVAL);
  CHECK_ERROR_HAS("out");
}

static void test_schema_export_null_arguments(void) {
  producer p;
  irx_arrow_schema_handle* s = NULL;
  struct ArrowSchema out;
  good(&p);
  memset(&out, 0x5A, sizeof(out));
  CHECK_EQ_INT(irx_arrow_schema_export(NULL, &out), EINVAL);
  CHECK(out.release == NULL && out.format == NULL);
  CHECK_ERROR_HAS("schema");
  CHECK_EQ_INT(irx_arrow_schema_import_copy(&p.schema, &s), 0);
  CHECK_EQ_INT(irx_arrow_schema_export(s, NULL), EINVAL);
  CHECK_ERROR_HAS("out");
  irx_arrow_schema_release(s);
}

int main(void) {
  RUN(test_copy_every_type);
  RUN(test_copy_every_type_with_nulls);
  RUN(test_copy_sliced_with_nulls);
  RUN(test_copy_sliced_byte_aligned);
  RUN(test_copy_null_count_unknown);
  RUN(test_copy_empty);
  RUN(test_copy_empty_sliced);
  RUN(test_copy_alias_import);
  RUN(test_move_every_type);
  RUN(test_move_every_type_with_nulls);
  RUN(test_move_sliced_with_nulls);
  RUN(test_move_empty);
  RUN(test_move_null_count_unknown_is_computed);
  RUN(test_move_keeps_producer_alive_through_export);
  RUN(test_reject_unsupported_format);
  RUN(test_reject_empty_format);
  RUN(test_reject_long_format);
  RUN(test_reject_null_format);
  RUN(test_reject_schema_children);
  RUN(test_reject_schema_dictionary);
  RUN(test_reject_array_children);
  RUN(test_reject_array_dictionary);
  RUN(test_reject_released_array);
  RUN(test_reject_released_schema);
  RUN(test_reject_negative_length);
  RUN(test_reject_negative_offset);
  RUN(test_reject_null_count_below_minus_one);
  RUN(test_reject_null_count_above_length);
  RUN(test_reject_nulls_under_non_nullable_schema);
  RUN(test_reject_computed_nulls_under_non_nullable_schema);
  RUN(test_reject_one_buffer);
  RUN(test_reject_three_buffers);
  RUN(test_reject_null_buffers);
  RUN(test_reject_null_bitmap_with_nulls);
  RUN(test_reject_null_value_buffer);
  RUN(test_reject_offset_plus_length_overflow);
  RUN(test_reject_byte_size_overflow);
  RUN(test_reject_null_array);
  RUN(test_reject_null_schema);
  RUN(test_reject_null_out);
  RUN(test_zero_declared_nulls_ignore_bitmap);
  RUN(test_schema_import_every_type);
  RUN(test_schema_import_rejects);
  RUN(test_schema_export_null_arguments);
  return check_exit();
}
