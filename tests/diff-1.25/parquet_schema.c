/*
 * Parquet schemas Arrow C++ refuses as it builds them, read from hand-made
 * footers (no row groups; written here in the Thrift compact protocol):
 * converted and logical types on physical types they cannot annotate (in
 * range and out of range), decimal precisions and scales out of range,
 * fixed-length byte arrays without a length, logical types of bad
 * parameters, types on groups, and an element with neither a type nor
 * children. Each file is read whole and opened as a stream.
 */
#include <unistd.h>

#include "diff.h"

/* diff_rb, with the run directory's path left out of the message (ours
 * names the file by its absolute path, which differs from run to run). */
static int report(const char* call, int status) {
  const char* message = diff_text(irx_record_batch_errmsg());
  char dir[4096];
  const char* at = NULL;
  if (getcwd(dir, sizeof dir - 1) != NULL) {
    strcat(dir, "/");
    at = strstr(message, dir);
  }
  if (at == NULL) {
    printf("%s -> %d [%s]\n", call, status, message);
  } else {
    printf("%s -> %d [%.*s%s]\n", call, status, (int)(at - message), message,
           at + strlen(dir));
  }
  return status;
}
#define READ(expr) report(#expr, (expr))

/* Absent field. */
#define NO (-1000)

/* Appends a field header of compact type `code` for field `id` after
 * field `*last`, then nothing else. */
static size_t field(uint8_t* out, size_t at, int* last, int id, int code) {
  out[at++] = (uint8_t)(((id - *last) << 4) | code);
  *last = id;
  return at;
}

static size_t zigzag(uint8_t* out, size_t at, int value) {
  uint32_t n = ((uint32_t)value << 1) ^ (uint32_t)(value >> 31);
  while (n >= 0x80) {
    out[at++] = (uint8_t)(n | 0x80);
    n >>= 7;
  }
  out[at++] = (uint8_t)n;
  return at;
}

static size_t i32_field(uint8_t* out, size_t at, int* last, int id, int value) {
  if (value == NO) return at;
  at = field(out, at, last, id, 5);
  return zigzag(out, at, value);
}

/* One element: its physical type, type_length, repetition (OPTIONAL),
 * name, num_children, converted type, scale, precision, and a
 * LogicalType's bytes (`logical`, NULL for none). */
struct element {
  int type, length, children, converted, scale, precision;
  const char* logical;
  size_t logical_size;
};

static size_t element(uint8_t* out, size_t at, const char* name, const struct element* e) {
  int last = 0;
  at = i32_field(out, at, &last, 1, e->type);
  at = i32_field(out, at, &last, 2, e->length);
  at = i32_field(out, at, &last, 3, 1);
  at = field(out, at, &last, 4, 8);
  size_t n = strlen(name);
  out[at++] = (uint8_t)n;
  memcpy(out + at, name, n);
  at += n;
  at = i32_field(out, at, &last, 5, e->children);
  at = i32_field(out, at, &last, 6, e->converted);
  at = i32_field(out, at, &last, 7, e->scale);
  at = i32_field(out, at, &last, 8, e->precision);
  if (e->logical != NULL) {
    at = field(out, at, &last, 10, 12);
    memcpy(out + at, e->logical, e->logical_size);
    at += e->logical_size;
  }
  out[at++] = 0;
  return at;
}

/* Writes `path`: the root, `leaves` elements under it (the first of them
 * `first`, the others `other`; a group's children follow it as `other`),
 * no row groups; then reads it whole and as a stream. */
static void schema_file(const char* path, const struct element* first, const struct element* other,
                        int leaves) {
  uint8_t out[512];
  size_t at = 0;
  memcpy(out, "PAR1", 4);
  at = 4;
  size_t start = at;
  out[at++] = 0x15; /* version 2 */
  out[at++] = 0x04;
  out[at++] = 0x19; /* schema: a list of structs */
  int count = 1 + leaves + (first->children > 0 ? first->children : 0);
  out[at++] = (uint8_t)((count << 4) | 0x0c);
  struct element root = {NO, NO, leaves, NO, NO, NO, NULL, 0};
  int last = 0;
  /* the root has no repetition type */
  at = field(out, at, &last, 4, 8);
  out[at++] = 6;
  memcpy(out + at, "schema", 6);
  at += 6;
  at = i32_field(out, at, &last, 5, root.children);
  out[at++] = 0;
  static const char* const names[] = {"a", "b", "c", "d"};
  at = element(out, at, names[0], first);
  for (int i = 0; i < (first->children > 0 ? first->children : 0); i++)
    at = element(out, at, "x", other);
  for (int i = 1; i < leaves; i++) at = element(out, at, names[i], other);
  out[at++] = 0x16; /* num_rows 0 */
  out[at++] = 0x00;
  out[at++] = 0x19; /* row_groups: none */
  out[at++] = 0x0c;
  out[at++] = 0x00;
  uint32_t len = (uint32_t)(at - start);
  memcpy(out + at, &len, 4);
  at += 4;
  memcpy(out + at, "PAR1", 4);
  at += 4;
  diff_write_file(path, out, at);
  irx_arrow_table_handle* table = NULL;
  SAY("-- %s", path);
  IrxParquetOptions* o = irx_parquet_options_new();
  READ(irx_rb_parquet_read_table(path, NULL, o, 0, &table));
  irx_parquet_options_release(o);
  diff_print_table(path, table);
  irx_arrow_table_release(table);
  IrxRbStreamReader* r = NULL;
  if (READ(irx_rb_parquet_reader_open(path, NULL, 100, &r)) == IRX_OK) irx_rb_stream_reader_close(r);
}

/* Physical types. */
enum { BOOLEAN, INT32, INT64, INT96, FLOAT, DOUBLE, BYTE_ARRAY, FLBA };

/* LogicalType bytes: the member's struct, then the union's end. */
#define L(bytes) bytes, sizeof bytes - 1
#define STRING L("\x1c\x00\x00")
#define MAP L("\x2c\x00\x00")
#define LIST L("\x3c\x00\x00")
#define ENUM L("\x4c\x00\x00")
#define DECIMAL_10_2 L("\x5c\x15\x04\x15\x14\x00\x00")
#define DECIMAL_5_2 L("\x5c\x15\x04\x15\x0a\x00\x00")
#define DECIMAL_0_0 L("\x5c\x15\x00\x15\x00\x00\x00")
#define DECIMAL_5_6 L("\x5c\x15\x0c\x15\x0a\x00\x00")
#define DECIMAL_5_M1 L("\x5c\x15\x01\x15\x0a\x00\x00")
#define DATE L("\x6c\x00\x00")
#define TIME_MILLIS L("\x7c\x11\x1c\x1c\x00\x00\x00\x00")
#define TIME_MICROS L("\x7c\x12\x1c\x2c\x00\x00\x00\x00")
#define TIME_NOUNIT L("\x7c\x11\x1c\x00\x00\x00")
#define TS_MILLIS L("\x8c\x11\x1c\x1c\x00\x00\x00\x00")
#define TS_NANOS L("\x8c\x12\x1c\x3c\x00\x00\x00\x00")
#define TS_NOUNIT L("\x8c\x11\x1c\x00\x00\x00")
#define INT_8 L("\xac\x13\x08\x11\x00\x00")
#define UINT_64 L("\xac\x13\x40\x12\x00\x00")
#define INT_12 L("\xac\x13\x0c\x11\x00\x00")
#define NULLT L("\xbc\x00\x00")
#define JSON L("\xcc\x00\x00")
#define BSON L("\xdc\x00\x00")
#define UUID L("\xec\x00\x00")
#define FLOAT16 L("\xfc\x00\x00")

int main(void) {
  diff_start();
  static const struct element plain = {INT32, NO, NO, NO, NO, NO, NULL, 0};
  static const struct {
    const char* name;
    struct element e;
  } leaves[] = {
    /* converted types on physical types they cannot annotate */
    {"conv-utf8-int32.parquet", {INT32, NO, NO, 0, NO, NO, NULL, 0}},
    {"conv-map-int32.parquet", {INT32, NO, NO, 1, NO, NO, NULL, 0}},
    {"conv-mapkv-int32.parquet", {INT32, NO, NO, 2, NO, NO, NULL, 0}},
    {"conv-list-int32.parquet", {INT32, NO, NO, 3, NO, NO, NULL, 0}},
    {"conv-enum-int32.parquet", {INT32, NO, NO, 4, NO, NO, NULL, 0}},
    {"conv-decimal-boolean.parquet", {BOOLEAN, NO, NO, 5, 2, 5, NULL, 0}},
    {"conv-date-int64.parquet", {INT64, NO, NO, 6, NO, NO, NULL, 0}},
    {"conv-time-millis-int64.parquet", {INT64, NO, NO, 7, NO, NO, NULL, 0}},
    {"conv-time-micros-int32.parquet", {INT32, NO, NO, 8, NO, NO, NULL, 0}},
    {"conv-ts-millis-int32.parquet", {INT32, NO, NO, 9, NO, NO, NULL, 0}},
    {"conv-ts-micros-int96.parquet", {INT96, NO, NO, 10, NO, NO, NULL, 0}},
    {"conv-uint8-int64.parquet", {INT64, NO, NO, 11, NO, NO, NULL, 0}},
    {"conv-uint64-int32.parquet", {INT32, NO, NO, 14, NO, NO, NULL, 0}},
    {"conv-int16-double.parquet", {DOUBLE, NO, NO, 16, NO, NO, NULL, 0}},
    {"conv-int64-int32.parquet", {INT32, NO, NO, 18, NO, NO, NULL, 0}},
    {"conv-json-int64.parquet", {INT64, NO, NO, 19, NO, NO, NULL, 0}},
    {"conv-bson-float.parquet", {FLOAT, NO, NO, 20, NO, NO, NULL, 0}},
    {"conv-interval-flba11.parquet", {FLBA, 11, NO, 21, NO, NO, NULL, 0}},
    {"conv-interval-int32.parquet", {INT32, NO, NO, 21, NO, NO, NULL, 0}},
    {"conv-utf8-flba0.parquet", {FLBA, 0, NO, 0, NO, NO, NULL, 0}},
    /* decimal precisions and scales */
    {"conv-decimal-noprec.parquet", {INT32, NO, NO, 5, NO, NO, NULL, 0}},
    {"conv-decimal-prec0.parquet", {INT32, NO, NO, 5, 0, 0, NULL, 0}},
    {"conv-decimal-scale-neg.parquet", {INT32, NO, NO, 5, -1, 5, NULL, 0}},
    {"conv-decimal-scale-over.parquet", {INT32, NO, NO, 5, 6, 5, NULL, 0}},
    {"conv-decimal-prec20-int32.parquet", {INT32, NO, NO, 5, 2, 20, NULL, 0}},
    {"conv-decimal-prec39-bytes.parquet", {BYTE_ARRAY, NO, NO, 5, 2, 39, NULL, 0}},
    {"conv-decimal-flba0.parquet", {FLBA, 0, NO, 5, 2, 5, NULL, 0}},
    {"conv-decimal-flba2-prec9.parquet", {FLBA, 2, NO, 5, 2, 9, NULL, 0}},
    /* fixed-length byte arrays without a length */
    {"flba-nolength.parquet", {FLBA, NO, NO, NO, NO, NO, NULL, 0}},
    {"flba-length0.parquet", {FLBA, 0, NO, NO, NO, NO, NULL, 0}},
    {"flba-length-neg.parquet", {FLBA, -3, NO, NO, NO, NO, NULL, 0}},
    /* logical types on physical types they cannot annotate */
    {"logical-string-int32.parquet", {INT32, NO, NO, NO, NO, NO, STRING}},
    {"logical-string-type99.parquet", {99, NO, NO, NO, NO, NO, STRING}},
    {"logical-string-flba0.parquet", {FLBA, 0, NO, NO, NO, NO, STRING}},
    {"logical-map-int32.parquet", {INT32, NO, NO, NO, NO, NO, MAP}},
    {"logical-list-bytes.parquet", {BYTE_ARRAY, NO, NO, NO, NO, NO, LIST}},
    {"logical-enum-int64.parquet", {INT64, NO, NO, NO, NO, NO, ENUM}},
    {"logical-decimal-10-2-int32.parquet", {INT32, NO, NO, NO, NO, NO, DECIMAL_10_2}},
    {"logical-decimal-5-2-boolean.parquet", {BOOLEAN, NO, NO, NO, NO, NO, DECIMAL_5_2}},
    {"logical-decimal-5-2-type99.parquet", {99, NO, NO, NO, NO, NO, DECIMAL_5_2}},
    {"logical-decimal-10-2-flba4.parquet", {FLBA, 4, NO, NO, NO, NO, DECIMAL_10_2}},
    {"logical-decimal-5-2-flba0.parquet", {FLBA, 0, NO, NO, NO, NO, DECIMAL_5_2}},
    {"logical-decimal-0-0.parquet", {INT32, NO, NO, NO, NO, NO, DECIMAL_0_0}},
    {"logical-decimal-5-6.parquet", {INT32, NO, NO, NO, NO, NO, DECIMAL_5_6}},
    {"logical-decimal-5-m1.parquet", {INT32, NO, NO, NO, NO, NO, DECIMAL_5_M1}},
    {"logical-date-int64.parquet", {INT64, NO, NO, NO, NO, NO, DATE}},
    {"logical-date-type99.parquet", {99, NO, NO, NO, NO, NO, DATE}},
    {"logical-time-millis-int64.parquet", {INT64, NO, NO, NO, NO, NO, TIME_MILLIS}},
    {"logical-time-micros-int32.parquet", {INT32, NO, NO, NO, NO, NO, TIME_MICROS}},
    {"logical-time-nounit.parquet", {INT32, NO, NO, NO, NO, NO, TIME_NOUNIT}},
    {"logical-ts-millis-int32.parquet", {INT32, NO, NO, NO, NO, NO, TS_MILLIS}},
    {"logical-ts-nanos-int32.parquet", {INT32, NO, NO, NO, NO, NO, TS_NANOS}},
    {"logical-ts-nounit.parquet", {INT64, NO, NO, NO, NO, NO, TS_NOUNIT}},
    {"logical-int8-int64.parquet", {INT64, NO, NO, NO, NO, NO, INT_8}},
    {"logical-uint64-int32.parquet", {INT32, NO, NO, NO, NO, NO, UINT_64}},
    {"logical-int12-int32.parquet", {INT32, NO, NO, NO, NO, NO, INT_12}},
    {"logical-int8-type99.parquet", {99, NO, NO, NO, NO, NO, INT_8}},
    {"logical-null-flba0.parquet", {FLBA, 0, NO, NO, NO, NO, NULLT}},
    {"logical-json-int32.parquet", {INT32, NO, NO, NO, NO, NO, JSON}},
    {"logical-bson-double.parquet", {DOUBLE, NO, NO, NO, NO, NO, BSON}},
    {"logical-uuid-flba8.parquet", {FLBA, 8, NO, NO, NO, NO, UUID}},
    {"logical-uuid-bytes.parquet", {BYTE_ARRAY, NO, NO, NO, NO, NO, UUID}},
    {"logical-float16-flba4.parquet", {FLBA, 4, NO, NO, NO, NO, FLOAT16}},
    {"logical-float16-int32.parquet", {INT32, NO, NO, NO, NO, NO, FLOAT16}},
    {"logical-ts-millis-type99.parquet", {99, NO, NO, NO, NO, NO, TS_MILLIS}},
    /* a logical decimal without the element's scale and precision */
    {"logical-decimal-5-2-bare.parquet", {INT32, NO, NO, NO, NO, NO, DECIMAL_5_2}},
    {"logical-decimal-5-2-full.parquet", {INT32, NO, NO, NO, 2, 5, DECIMAL_5_2}},
    /* a logical type beside a converted type it does not match */
    {"logical-string-conv-int32.parquet", {BYTE_ARRAY, NO, NO, 18, NO, NO, STRING}},
    /* neither a type nor children: an empty group */
    {"untyped-leaf.parquet", {NO, NO, NO, NO, NO, NO, NULL, 0}},
    {"untyped-leaf-utf8.parquet", {NO, NO, NO, 0, NO, NO, NULL, 0}},
    {"untyped-leaf-string.parquet", {NO, NO, NO, NO, NO, NO, STRING}},
    {"untyped-leaf-list.parquet", {NO, NO, NO, NO, NO, NO, LIST}},
    /* groups of one INT32 child, with types */
    {"group-utf8.parquet", {NO, NO, 1, 0, NO, NO, NULL, 0}},
    {"group-decimal.parquet", {NO, NO, 1, 5, 2, 5, NULL, 0}},
    {"group-int32-conv.parquet", {NO, NO, 1, 17, NO, NO, NULL, 0}},
    {"group-list-conv.parquet", {NO, NO, 1, 3, NO, NO, NULL, 0}},
    {"group-string.parquet", {NO, NO, 1, NO, NO, NO, STRING}},
    {"group-decimal-logical.parquet", {NO, NO, 1, NO, NO, NO, DECIMAL_5_2}},
    {"group-ts-logical.parquet", {NO, NO, 1, NO, NO, NO, TS_MILLIS}},
    {"group-int8-logical.parquet", {NO, NO, 1, NO, NO, NO, INT_8}},
    {"group-time-logical.parquet", {NO, NO, 1, NO, NO, NO, TIME_MICROS}},
    {"group-flba-utf8.parquet", {FLBA, 0, 1, 0, NO, NO, NULL, 0}},
    {"group-mapkv-conv.parquet", {NO, NO, 1, 2, NO, NO, NULL, 0}},
    {"group-enum-conv.parquet", {NO, NO, 1, 4, NO, NO, NULL, 0}},
    {"group-date-conv.parquet", {NO, NO, 1, 6, NO, NO, NULL, 0}},
    {"group-time-millis-conv.parquet", {NO, NO, 1, 7, NO, NO, NULL, 0}},
    {"group-time-micros-conv.parquet", {NO, NO, 1, 8, NO, NO, NULL, 0}},
    {"group-ts-millis-conv.parquet", {NO, NO, 1, 9, NO, NO, NULL, 0}},
    {"group-ts-micros-conv.parquet", {NO, NO, 1, 10, NO, NO, NULL, 0}},
    {"group-uint8-conv.parquet", {NO, NO, 1, 11, NO, NO, NULL, 0}},
    {"group-uint64-conv.parquet", {NO, NO, 1, 14, NO, NO, NULL, 0}},
    {"group-int16-conv.parquet", {NO, NO, 1, 16, NO, NO, NULL, 0}},
    {"group-json-conv.parquet", {NO, NO, 1, 19, NO, NO, NULL, 0}},
    {"group-bson-conv.parquet", {NO, NO, 1, 20, NO, NO, NULL, 0}},
    {"group-interval-conv.parquet", {NO, NO, 1, 21, NO, NO, NULL, 0}},
    {"group-enum-logical.parquet", {NO, NO, 1, NO, NO, NO, ENUM}},
    {"group-date-logical.parquet", {NO, NO, 1, NO, NO, NO, DATE}},
    {"group-null-logical.parquet", {NO, NO, 1, NO, NO, NO, NULLT}},
    {"group-json-logical.parquet", {NO, NO, 1, NO, NO, NO, JSON}},
    {"group-bson-logical.parquet", {NO, NO, 1, NO, NO, NO, BSON}},
    {"group-uuid-logical.parquet", {NO, NO, 1, NO, NO, NO, UUID}},
    {"group-float16-logical.parquet", {NO, NO, 1, NO, NO, NO, FLOAT16}},
    {"group-ts-nanos-logical.parquet", {NO, NO, 1, NO, NO, NO, TS_NANOS}},
    {"group-decimal-0-0-logical.parquet", {NO, NO, 1, NO, NO, NO, DECIMAL_0_0}},
    {"group-unknown-logical.parquet", {NO, NO, 1, NO, NO, NO, L("\x0c\x3c\x00\x00")}},
    {"group-time-nounit-logical.parquet", {NO, NO, 1, NO, NO, NO, TIME_NOUNIT}},
  };
  for (size_t i = 0; i < sizeof leaves / sizeof *leaves; i++)
    schema_file(leaves[i].name, &leaves[i].e, &plain, 1);
  /* Order: a good leaf then a bad one; two bad ones (the first refused). */
  static const struct element utf8_int32 = {INT32, NO, NO, 0, NO, NO, NULL, 0};
  static const struct element string_int64 = {INT64, NO, NO, NO, NO, NO, STRING};
  schema_file("order-good-bad.parquet", &plain, &utf8_int32, 2);
  schema_file("order-bad-bad.parquet", &string_int64, &utf8_int32, 2);
  static const struct element untyped = {NO, NO, NO, NO, NO, NO, NULL, 0};
  schema_file("untyped-then-int32.parquet", &untyped, &plain, 2);
  static const struct element group_utf8 = {NO, NO, 1, 0, NO, NO, NULL, 0};
  schema_file("group-child-order.parquet", &group_utf8, &utf8_int32, 1);
  return 0;
}
