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
  for (k = 0; k < N_TYPES; k++) {
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
  fill(type_info(IRX_ARROW_TYPE_INT32), &s, 0, 4, 0);
  produce(&p, type_info(IRX_ARROW_TYPE_INT32)->format, 0, 4, 0, 0, NULL, s.values);
  CHECK_EQ_INT(irx_arrow_array_import(&p.array, &p.schema, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_is_nullable(a), 0);
  check_imported(type_info(IRX_ARROW_TYPE_INT32), a, 0, 4, 0, 0);
  irx_arrow_array_release(a);
}

static void run_move_case(int64_t offset, int64_t length, int with_nulls) {
  int k;
  for (k = 0; k < N_TYPES; k++) {
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
  int64_t nulls = fill(type_info(IRX_ARROW_TYPE_INT64), &s, 3, 40, 1);
  produce(&p, type_info(IRX_ARROW_TYPE_INT64)->format, 1, 40, 3, -1, s.validity, s.values);
  array_releases = 0;
  CHECK_EQ_INT(irx_arrow_array_import_move(&p.array, &p.schema, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_null_count(a), nulls);
  irx_arrow_array_release(a);
  CHECK_EQ_INT(array_releases, 1);
}

/* The C Data interface does not promise aligned buffers: an int64 value
 * buffer at an odd address is adopted by copying it (typed reads need
 * alignment), and the producer is still released exactly once. */
static void test_move_under_aligned_values(void) {
  static int64_t backing[9];
  uint8_t* odd = (uint8_t*)backing + 1;
  producer p;
  irx_arrow_array_handle* a = NULL;
  int64_t i, v = 0;
  for (i = 0; i < 8; i++) {
    int64_t x = 1000 + i;
    memcpy(odd + i * 8, &x, 8);
  }
  produce(&p, "l", 0, 8, 0, 0, NULL, odd);
  array_releases = 0;
  CHECK_EQ_INT(irx_arrow_array_import_move(&p.array, &p.schema, &a), 0);
  CHECK(p.array.release == NULL);
  for (i = 0; i < 8; i++) {
    CHECK_EQ_INT(irx_arrow_array_value_int(a, i, &v), 0);
    CHECK_EQ_INT(v, 1000 + i);
  }
  {
    /* A view is typed access: it sees an aligned copy, made on first use,
     * and the element reads above and below still agree with it. */
    irx_buffer_view view;
    const uint8_t* first;
    CHECK_EQ_INT(irx_arrow_array_borrow_buffer_view(a, &view), 0);
    first = (const uint8_t*)view.data + view.offset_bytes;
    CHECK(first != odd);
    CHECK((uintptr_t)first % 8 == 0);
    for (i = 0; i < 8; i++) {
      memcpy(&v, first + i * 8, 8);
      CHECK_EQ_INT(v, 1000 + i);
      CHECK_EQ_INT(irx_arrow_array_value_int(a, i, &v), 0);
      CHECK_EQ_INT(v, 1000 + i);
    }
  }
  CHECK_EQ_INT(array_releases, 0);
  irx_arrow_array_release(a);
  CHECK_EQ_INT(array_releases, 1);
}

static void test_move_keeps_producer_alive_through_export(void) {
  storage s;
  producer p;
  irx_arrow_array_handle* a = NULL;
  struct ArrowArray out;
  struct ArrowSchema out_schema;
  fill(type_info(IRX_ARROW_TYPE_FLOAT64), &s, 0, 10, 0);
  produce(&p, type_info(IRX_ARROW_TYPE_FLOAT64)->format, 0, 10, 0, 0, NULL, s.values);
  array_releases = 0;
  CHECK_EQ_INT(irx_arrow_array_import_move(&p.array, &p.schema, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_export(a, &out, &out_schema), 0);
  irx_arrow_array_release(a);
  CHECK_EQ_INT(array_releases, 0); /* the export still shares the buffers */
  CHECK(out.buffers[1] == (const void*)s.values);
  CHECK_STR_EQ(out_schema.format, type_info(IRX_ARROW_TYPE_FLOAT64)->format);
  CHECK_EQ_INT(out_schema.flags & ARROW_FLAG_NULLABLE, 0);
  out.release(&out);
  out_schema.release(&out_schema);
  CHECK_EQ_INT(array_releases, 1);
}

/* ---- rejected inputs ---------------------------------------------------- */

static storage good_storage;

static void good(producer* p) {
  fill(type_info(IRX_ARROW_TYPE_INT32), &good_storage, 0, 10, 1);
  produce(p, type_info(IRX_ARROW_TYPE_INT32)->format, 1, 10, 0, 4, good_storage.validity, good_storage.values);
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

/* Each row spoils good() in one way; both imports must refuse it with
 * `code` and a message containing `word` (expect_rejected). */
typedef struct reject_case {
  const char* name;
  void (*spoil)(producer* p);
  int code;
  const char* word;
} reject_case;

/* What spoiled children and dictionaries point to (never read). */
static struct ArrowSchema other_schema;
static struct ArrowSchema* schema_kids[1] = {&other_schema};
static struct ArrowArray other_array;
static struct ArrowArray* array_kids[1] = {&other_array};

static void unsupported_format(producer* p) { p->schema.format = "u"; }
static void empty_format(producer* p) { p->schema.format = ""; }
static void long_format(producer* p) { p->schema.format = "i_this_format_goes_on_for_longer_than_any_quote"; }
static void null_format(producer* p) { p->schema.format = NULL; }
static void schema_children(producer* p) { p->schema.n_children = 1; p->schema.children = schema_kids; }
static void schema_dictionary(producer* p) { p->schema.dictionary = &other_schema; }
static void array_children(producer* p) { p->array.n_children = 1; p->array.children = array_kids; }
static void array_dictionary(producer* p) { p->array.dictionary = &other_array; }
static void released_array(producer* p) { p->array.release = NULL; }
static void released_schema(producer* p) { p->schema.release = NULL; }
static void negative_length(producer* p) { p->array.length = -1; p->array.null_count = 0; }
static void negative_offset(producer* p) { p->array.offset = -3; }
static void null_count_below_minus_one(producer* p) { p->array.null_count = -2; }
static void null_count_above_length(producer* p) { p->array.null_count = 11; }
static void nulls_under_non_nullable_schema(producer* p) { p->schema.flags = 0; }
static void computed_nulls_under_non_nullable_schema(producer* p) { p->schema.flags = 0; p->array.null_count = -1; }
static void one_buffer(producer* p) { p->array.n_buffers = 1; }
static void three_buffers(producer* p) { p->array.n_buffers = 3; }
static void null_buffers(producer* p) { p->array.buffers = NULL; }
static void null_bitmap_with_nulls(producer* p) { p->buffers[0] = NULL; }
static void null_value_buffer(producer* p) { p->buffers[1] = NULL; }
static void offset_plus_length_overflow(producer* p) {
  p->array.offset = INT64_MAX; p->array.length = 1; p->array.null_count = 0;
}
/* INT64_MAX / 2 elements fit int64, their bytes do not. */
static void byte_size_overflow(producer* p) { p->array.offset = INT64_MAX / 2; p->array.null_count = 0; }

#define REJECT(spoil, code, word) {"test_reject_" #spoil, spoil, code, word}

static const reject_case REJECTS[] = {
    REJECT(unsupported_format, EINVAL, "format \"u\""),
    REJECT(empty_format, EINVAL, "format"),
    REJECT(long_format, EINVAL, "..."),
    REJECT(null_format, EINVAL, "format"),
    REJECT(schema_children, EINVAL, "children"),
    REJECT(schema_dictionary, EINVAL, "dictionary"),
    REJECT(array_children, EINVAL, "children"),
    REJECT(array_dictionary, EINVAL, "dictionary"),
    REJECT(released_array, EINVAL, "released"),
    REJECT(released_schema, EINVAL, "released"),
    REJECT(negative_length, EINVAL, "length -1"),
    REJECT(negative_offset, EINVAL, "offset -3"),
    REJECT(null_count_below_minus_one, EINVAL, "null_count -2"),
    REJECT(null_count_above_length, EINVAL, "null_count 11"),
    REJECT(nulls_under_non_nullable_schema, EINVAL, "not nullable"),
    REJECT(computed_nulls_under_non_nullable_schema, EINVAL, "not nullable"),
    REJECT(one_buffer, EINVAL, "n_buffers 1"),
    REJECT(three_buffers, EINVAL, "n_buffers 3"),
    REJECT(null_buffers, EINVAL, "buffers"),
    REJECT(null_bitmap_with_nulls, EINVAL, "validity bitmap"),
    REJECT(null_value_buffer, EINVAL, "value buffer"),
    REJECT(offset_plus_length_overflow, EOVERFLOW, "overflow"),
    REJECT(byte_size_overflow, EOVERFLOW, "overflow"),
};

static void run_rejects(void) {
  size_t i;
  for (i = 0; i < sizeof REJECTS / sizeof REJECTS[0]; i++) {
    producer p;
    check_begin();
    good(&p);
    REJECTS[i].spoil(&p);
    expect_rejected(&p, REJECTS[i].code, REJECTS[i].word);
    check_end(REJECTS[i].name);
  }
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
  for (k = 0; k < N_TYPES; k++) {
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
  RUN(test_move_under_aligned_values);
  RUN(test_move_keeps_producer_alive_through_export);
  run_rejects();
  RUN(test_reject_null_array);
  RUN(test_reject_null_schema);
  RUN(test_reject_null_out);
  RUN(test_zero_declared_nulls_ignore_bitmap);
  RUN(test_schema_import_every_type);
  RUN(test_schema_import_rejects);
  RUN(test_schema_export_null_arguments);
  return check_exit();
}
