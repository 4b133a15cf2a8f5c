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

/* One element: its physical type, type_length, num_children, converted
 * type, scale, precision, and a LogicalType's bytes (`logical`, NULL for
 * none). */
struct element {
  int type, length, children, converted, scale, precision;
  const char* logical;
  size_t logical_size;
};

/* An element of a schema tree: its name and repetition (0 required, 1
 * optional, 2 repeated). */
struct node {
  const char* name;
  int repetition;
  struct element e;
};

static size_t element(uint8_t* out, size_t at, const struct node* node) {
  const struct element* e = &node->e;
  int last = 0;
  at = i32_field(out, at, &last, 1, e->type);
  at = i32_field(out, at, &last, 2, e->length);
  at = i32_field(out, at, &last, 3, node->repetition);
  at = field(out, at, &last, 4, 8);
  size_t n = strlen(node->name);
  out[at++] = (uint8_t)n;
  memcpy(out + at, node->name, n);
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

/* The Arrow schema of `table`, field by field, nested fields indented:
 * name, format and nullability, through the table's C stream. */
static void print_format(const struct ArrowSchema* s, int depth) {
  printf("  %*s%s: %s%s\n", depth * 2, "", s->name ? s->name : "?", s->format,
         (s->flags & ARROW_FLAG_NULLABLE) ? "" : " not null");
  for (int64_t i = 0; i < s->n_children; i++) print_format(s->children[i], depth + 1);
}

static void print_nested(irx_arrow_table_handle* table) {
  struct ArrowArrayStream stream;
  memset(&stream, 0, sizeof stream);
  if (table == NULL || irx_arrow_table_export_stream(table, &stream) != 0) return;
  struct ArrowSchema schema;
  memset(&schema, 0, sizeof schema);
  if (stream.get_schema(&stream, &schema) == 0) {
    for (int64_t i = 0; i < schema.n_children; i++) print_format(schema.children[i], 0);
    schema.release(&schema);
  }
  stream.release(&stream);
}

/* Writes `path`: the root with `top` children, then `count` nodes in the
 * schema list's order (depth first), no row groups; then reads it whole
 * and as a stream. With `nested`, also prints the nested schema read and
 * reads the file projected to column a (through Arrow C++'s dataset
 * scanner in 1.25). */
static void tree_file(const char* path, int top, const struct node* nodes, int count, int nested) {
  uint8_t out[1024];
  size_t at = 0;
  memcpy(out, "PAR1", 4);
  at = 4;
  size_t start = at;
  out[at++] = 0x15; /* version 2 */
  out[at++] = 0x04;
  out[at++] = 0x19; /* schema: a list of structs */
  out[at++] = (uint8_t)(((1 + count) << 4) | 0x0c);
  /* the root has no repetition type */
  static const struct node root = {"schema", NO, {NO, NO, NO, NO, NO, NO, NULL, 0}};
  struct node head = root;
  head.e.children = top;
  at = element(out, at, &head);
  for (int i = 0; i < count; i++) at = element(out, at, &nodes[i]);
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
  if (nested) print_nested(table);
  irx_arrow_table_release(table);
  if (nested) {
    table = NULL;
    o = irx_parquet_options_new();
    irx_parquet_options_text(o, "column", "a");
    READ(irx_rb_parquet_read_table(path, NULL, o, 0, &table));
    irx_parquet_options_release(o);
    irx_arrow_table_release(table);
  }
  IrxRbStreamReader* r = NULL;
  if (READ(irx_rb_parquet_reader_open(path, NULL, 100, &r)) == IRX_OK) irx_rb_stream_reader_close(r);
}

/* Writes and reads `path`: the root, `leaves` OPTIONAL elements under it
 * (the first of them `first`, the others `other`; a group's children
 * follow it as `other`, named x). */
static void schema_file(const char* path, const struct element* first, const struct element* other,
                        int leaves) {
  static const char* const names[] = {"a", "b", "c", "d"};
  struct node nodes[16];
  int count = 0;
  nodes[count++] = (struct node){names[0], 1, *first};
  for (int i = 0; i < (first->children > 0 ? first->children : 0); i++)
    nodes[count++] = (struct node){"x", 1, *other};
  for (int i = 1; i < leaves; i++) nodes[count++] = (struct node){names[i], 1, *other};
  tree_file(path, leaves, nodes, count, 0);
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
/* Members past 15: the long field header (its id a zigzag i16). */
#define VARIANT L("\x0c\x20\x00\x00")
#define GEOMETRY L("\x0c\x22\x00\x00")
#define GEOMETRY_CRS L("\x0c\x22\x18\x09EPSG:4326\x00\x00")
#define GEOGRAPHY L("\x0c\x24\x00\x00")

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
    {"conv-decimal-prec20-int64.parquet", {INT64, NO, NO, 5, 2, 20, NULL, 0}},
    {"conv-decimal-prec40-int32.parquet", {INT32, NO, NO, 5, 2, 40, NULL, 0}},
    {"conv-decimal-flba2-prec40.parquet", {FLBA, 2, NO, 5, 2, 40, NULL, 0}},
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
    /* Variant and the geospatial types */
    {"logical-geometry-bytes.parquet", {BYTE_ARRAY, NO, NO, NO, NO, NO, GEOMETRY}},
    {"logical-geometry-crs-bytes.parquet", {BYTE_ARRAY, NO, NO, NO, NO, NO, GEOMETRY_CRS}},
    {"logical-geometry-int32.parquet", {INT32, NO, NO, NO, NO, NO, GEOMETRY}},
    {"logical-geography-bytes.parquet", {BYTE_ARRAY, NO, NO, NO, NO, NO, GEOGRAPHY}},
    {"logical-geography-flba4.parquet", {FLBA, 4, NO, NO, NO, NO, GEOGRAPHY}},
    {"logical-variant-bytes.parquet", {BYTE_ARRAY, NO, NO, NO, NO, NO, VARIANT}},
    {"group-variant-logical.parquet", {NO, NO, 1, NO, NO, NO, VARIANT}},
    {"group-geometry-logical.parquet", {NO, NO, 1, NO, NO, NO, GEOMETRY}},
    /* a logical decimal without the element's scale and precision */
    {"logical-decimal-5-2-bare.parquet", {INT32, NO, NO, NO, NO, NO, DECIMAL_5_2}},
    {"logical-decimal-5-2-full.parquet", {INT32, NO, NO, NO, 2, 5, DECIMAL_5_2}},
    {"logical-decimal-5-2-other.parquet", {INT32, NO, NO, NO, 1, 4, DECIMAL_5_2}},
    {"logical-decimal-5-2-scale-only.parquet", {INT32, NO, NO, NO, 2, NO, DECIMAL_5_2}},
    {"logical-decimal-5-2-conv.parquet", {INT32, NO, NO, 5, NO, NO, DECIMAL_5_2}},
    /* a logical type beside a converted type it does not match */
    {"logical-string-conv-int32.parquet", {BYTE_ARRAY, NO, NO, 18, NO, NO, STRING}},
    {"logical-int8-conv-int16.parquet", {INT32, NO, NO, 16, NO, NO, INT_8}},
    {"logical-ts-nanos-conv-int64.parquet", {INT64, NO, NO, 18, NO, NO, TS_NANOS}},
    {"logical-uuid-conv-utf8.parquet", {FLBA, 16, NO, 0, NO, NO, UUID}},
    {"logical-json-conv-utf8.parquet", {BYTE_ARRAY, NO, NO, 0, NO, NO, JSON}},
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
  /* LIST- and MAP-annotated groups of every structure Arrow C++'s schema
   * conversion checks (and those it reads another way than the crate).
   * R, O, P: required, optional, repeated; G: a group; C: no converted
   * type. */
  enum { R, O, P };
#define G NO
#define C NO
#define N NULL, 0
#define E(name, repetition, type, children, converted, ...) \
  { name, repetition, {type, NO, children, converted, NO, NO, __VA_ARGS__} }
  static const struct {
    const char* name;
    int top, count;
    struct node nodes[8];
  } trees[] = {
    {"list-two-children.parquet", 1, 3,
     {E("a", O, G, 2, 3, N), E("x", P, INT32, NO, C, N), E("y", P, INT32, NO, C, N)}},
    {"list-repeated.parquet", 1, 2, {E("a", P, G, 1, 3, N), E("x", P, INT32, NO, C, N)}},
    {"list-repeated-optional-child.parquet", 1, 2, {E("a", P, G, 1, 3, N), E("x", O, INT32, NO, C, N)}},
    {"list-required-child.parquet", 1, 2, {E("a", O, G, 1, 3, N), E("x", R, INT32, NO, C, N)}},
    {"list-optional-group-child.parquet", 1, 3,
     {E("a", O, G, 1, 3, N), E("list", O, G, 1, C, N), E("x", O, INT32, NO, C, N)}},
    {"list-logical-optional-child.parquet", 1, 2, {E("a", O, G, 1, C, LIST), E("x", O, INT32, NO, C, N)}},
    {"list-2level.parquet", 1, 2, {E("a", O, G, 1, 3, N), E("element", P, INT32, NO, C, N)}},
    {"list-3level.parquet", 1, 3,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, C, N), E("element", O, INT32, NO, C, N)}},
    {"list-3level-two.parquet", 1, 4,
     {E("a", O, G, 1, 3, N), E("list", P, G, 2, C, N), E("x", O, INT32, NO, C, N), E("y", R, INT64, NO, C, N)}},
    {"list-3level-empty.parquet", 1, 2, {E("a", O, G, 1, 3, N), E("list", P, G, 0, C, N)}},
    {"list-array.parquet", 1, 3,
     {E("a", O, G, 1, 3, N), E("array", P, G, 1, C, N), E("x", O, INT32, NO, C, N)}},
    {"list-own-tuple.parquet", 1, 3,
     {E("a", O, G, 1, 3, N), E("a_tuple", P, G, 1, C, N), E("x", O, INT32, NO, C, N)}},
    {"list-other-tuple.parquet", 1, 3,
     {E("a", O, G, 1, 3, N), E("b_tuple", P, G, 1, C, N), E("x", O, INT32, NO, C, N)}},
    {"list-repeated-grandchild.parquet", 1, 3,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, C, N), E("x", P, INT32, NO, C, N)}},
    {"list-nested-list.parquet", 1, 5,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, C, N), E("element", O, G, 1, 3, N), E("list", P, G, 1, C, N),
      E("element", O, INT32, NO, C, N)}},
    {"list-nested-bad.parquet", 1, 4,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, C, N), E("element", O, G, 1, 3, N), E("x", O, INT32, NO, C, N)}},
    {"list-after-bad-leaf.parquet", 2, 3,
     {E("a", O, INT32, NO, 0, N), E("b", O, G, 1, 3, N), E("x", O, INT32, NO, C, N)}},
    {"list-then-type99.parquet", 2, 3,
     {E("a", O, G, 1, 3, N), E("x", O, INT32, NO, C, N), E("b", O, 99, NO, C, N)}},
    {"list-type99-child.parquet", 1, 2, {E("a", O, G, 1, 3, N), E("x", P, 99, NO, C, N)}},
    {"type99-then-list.parquet", 2, 3,
     {E("a", O, 99, NO, C, N), E("b", O, G, 1, 3, N), E("x", O, INT32, NO, C, N)}},
    {"repeated-group-one.parquet", 1, 2, {E("a", P, G, 1, C, N), E("x", O, INT32, NO, C, N)}},
    {"repeated-leaf.parquet", 1, 1, {E("a", P, INT32, NO, C, N)}},
    {"map-no-child.parquet", 1, 1, {E("a", O, G, 0, 1, N)}},
    {"map-two-children.parquet", 1, 5,
     {E("a", O, G, 2, 1, N), E("kv", P, G, 1, C, N), E("key", R, INT32, NO, C, N), E("kv2", P, G, 1, C, N),
      E("key", R, INT32, NO, C, N)}},
    {"map-repeated.parquet", 1, 4,
     {E("a", P, G, 1, 1, N), E("kv", P, G, 2, C, N), E("key", R, INT32, NO, C, N), E("value", O, INT32, NO, C, N)}},
    {"map-kv-leaf.parquet", 1, 2, {E("a", O, G, 1, 1, N), E("kv", P, INT32, NO, C, N)}},
    {"map-kv-optional-leaf.parquet", 1, 2, {E("a", O, G, 1, 1, N), E("kv", O, INT32, NO, C, N)}},
    {"map-kv-empty.parquet", 1, 2, {E("a", O, G, 1, 1, N), E("kv", P, G, 0, C, N)}},
    {"map-kv-three.parquet", 1, 5,
     {E("a", O, G, 1, 1, N), E("kv", P, G, 3, C, N), E("key", R, INT32, NO, C, N), E("v", O, INT32, NO, C, N),
      E("w", O, INT32, NO, C, N)}},
    {"map-key-optional.parquet", 1, 4,
     {E("a", O, G, 1, 1, N), E("kv", P, G, 2, C, N), E("key", O, INT32, NO, C, N), E("value", O, INT32, NO, C, N)}},
    {"map-key-repeated.parquet", 1, 4,
     {E("a", O, G, 1, 1, N), E("kv", P, G, 2, C, N), E("key", P, INT32, NO, C, N), E("value", O, INT32, NO, C, N)}},
    {"map-keys-only.parquet", 1, 3, {E("a", O, G, 1, 1, N), E("kv", P, G, 1, C, N), E("key", R, INT32, NO, C, N)}},
    {"map-keys-only-optional.parquet", 1, 3,
     {E("a", O, G, 1, 1, N), E("kv", P, G, 1, C, N), E("key", O, INT32, NO, C, N)}},
    {"map.parquet", 1, 4,
     {E("a", O, G, 1, 1, N), E("kv", P, G, 2, C, N), E("key", R, INT32, NO, C, N), E("value", O, INT32, NO, C, N)}},
    {"map-names.parquet", 1, 4,
     {E("a", O, G, 1, 1, N), E("kv", P, G, 2, C, N), E("k", R, INT32, NO, C, N), E("v", O, INT32, NO, C, N)}},
    {"map-logical.parquet", 1, 4,
     {E("a", O, G, 1, C, MAP), E("kv", P, G, 2, C, N), E("key", R, INT32, NO, C, N), E("value", O, INT32, NO, C, N)}},
    {"map-kv-conv.parquet", 1, 4,
     {E("a", O, G, 1, 2, N), E("kv", P, G, 2, C, N), E("key", R, INT32, NO, C, N), E("value", O, INT32, NO, C, N)}},
    {"map-value-repeated.parquet", 1, 4,
     {E("a", O, G, 1, 1, N), E("kv", P, G, 2, C, N), E("key", R, INT32, NO, C, N), E("value", P, INT32, NO, C, N)}},
    {"map-key-group.parquet", 1, 5,
     {E("a", O, G, 1, 1, N), E("kv", P, G, 2, C, N), E("key", R, G, 1, C, N), E("k", R, INT32, NO, C, N),
      E("value", O, INT32, NO, C, N)}},
    {"map-key-list.parquet", 1, 4,
     {E("a", O, G, 1, 1, N), E("kv", P, G, 1, C, N), E("key", R, G, 1, 3, N), E("x", O, INT32, NO, C, N)}},
    {"list-child-annotated.parquet", 1, 3,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, 3, N), E("element", O, INT32, NO, C, N)}},
    {"list-child-repetition7.parquet", 1, 2, {E("a", O, G, 1, 3, N), E("x", 7, INT32, NO, C, N)}},
    {"list-child-list-2level.parquet", 1, 3,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, 3, N), E("x", P, INT32, NO, C, N)}},
    {"list-child-list-two.parquet", 1, 4,
     {E("a", O, G, 1, 3, N), E("list", P, G, 2, 3, N), E("x", P, INT32, NO, C, N), E("y", P, INT32, NO, C, N)}},
    {"list-child-list-group.parquet", 1, 4,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, 3, N), E("g", P, G, 1, C, N), E("y", O, INT32, NO, C, N)}},
    {"list-child-list-empty.parquet", 1, 2, {E("a", O, G, 1, 3, N), E("list", P, G, 0, 3, N)}},
    {"list-child-map.parquet", 1, 5,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, 1, N), E("kv", P, G, 2, C, N), E("key", R, INT32, NO, C, N),
      E("value", O, INT32, NO, C, N)}},
    {"list-child-map-bad.parquet", 1, 3,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, 1, N), E("kv", O, INT32, NO, C, N)}},
    {"list-array-list.parquet", 1, 3,
     {E("a", O, G, 1, 3, N), E("array", P, G, 1, 3, N), E("element", O, INT32, NO, C, N)}},
    {"list-repeated-grandchild-group.parquet", 1, 4,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, C, N), E("g", P, G, 1, C, N), E("y", O, INT32, NO, C, N)}},
    {"list-repeated-grandchild-list.parquet", 1, 4,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, C, N), E("g", P, G, 1, 3, N), E("y", O, INT32, NO, C, N)}},
    {"list-two-grandchildren.parquet", 1, 4,
     {E("a", O, G, 1, 3, N), E("list", P, G, 2, C, N), E("x", P, INT32, NO, C, N), E("y", O, INT32, NO, C, N)}},
    {"struct-bad-list.parquet", 1, 3,
     {E("s", O, G, 1, C, N), E("a", O, G, 1, 3, N), E("x", O, INT32, NO, C, N)}},
    {"map-kv-list.parquet", 1, 4,
     {E("a", O, G, 1, 1, N), E("kv", P, G, 2, 3, N), E("key", R, INT32, NO, C, N), E("value", O, INT32, NO, C, N)}},
    {"map-kv-array.parquet", 1, 3, {E("a", O, G, 1, 1, N), E("array", P, G, 1, C, N), E("key", R, INT32, NO, C, N)}},
    {"list-child-list-nested.parquet", 1, 4,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, 3, N), E("g", P, G, 1, C, N), E("y", P, INT32, NO, C, N)}},
    {"list-child-list-nested-empty.parquet", 1, 3,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, 3, N), E("g", P, G, 0, C, N)}},
    {"list-child-list-nested-bad.parquet", 1, 5,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, 3, N), E("g", P, G, 1, 3, N), E("h", P, G, 1, C, N),
      E("y", O, INT32, NO, C, N)}},
    {"list-child-list-nested-two.parquet", 1, 5,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, 3, N), E("g", P, G, 2, C, N), E("y", P, INT32, NO, C, N),
      E("z", O, INT32, NO, C, N)}},
    {"list-child-map-repeated-kv-opt.parquet", 1, 4,
     {E("a", O, G, 1, 3, N), E("list", P, G, 2, 1, N), E("kv", O, INT32, NO, C, N), E("kv2", O, INT32, NO, C, N)}},
    {"map-repeated-kv-optional.parquet", 1, 2, {E("a", P, G, 1, 1, N), E("kv", O, INT32, NO, C, N)}},
    {"map-repeated-kv-leaf.parquet", 1, 2, {E("a", P, G, 1, 1, N), E("kv", P, INT32, NO, C, N)}},
    {"list-repeated-leaf-child-group.parquet", 1, 3,
     {E("a", P, G, 1, 3, N), E("g", P, G, 1, C, N), E("y", P, INT32, NO, C, N)}},
    {"struct-repeated-list-2level.parquet", 1, 3,
     {E("s", O, G, 1, C, N), E("a", P, G, 1, 3, N), E("x", P, INT32, NO, C, N)}},
    {"variant.parquet", 1, 3,
     {E("a", O, G, 2, C, VARIANT), E("metadata", R, BYTE_ARRAY, NO, C, N), E("value", O, BYTE_ARRAY, NO, C, N)}},
    {"variant-required-value.parquet", 1, 3,
     {E("a", O, G, 2, C, VARIANT), E("metadata", R, BYTE_ARRAY, NO, C, N), E("value", R, BYTE_ARRAY, NO, C, N)}},
    {"variant-one-child.parquet", 1, 2, {E("a", O, G, 1, C, VARIANT), E("metadata", R, BYTE_ARRAY, NO, C, N)}},
    {"list-of-geometry.parquet", 1, 3,
     {E("a", O, G, 1, 3, N), E("list", P, G, 1, C, N), E("element", O, BYTE_ARRAY, NO, C, GEOMETRY)}},
    {"map-kv-type99-key.parquet", 1, 4,
     {E("a", O, G, 1, 1, N), E("kv", P, G, 2, C, N), E("key", O, 99, NO, C, N), E("value", O, INT32, NO, C, N)}},
  };
#undef G
#undef C
#undef N
#undef E
  for (size_t i = 0; i < sizeof trees / sizeof *trees; i++)
    tree_file(trees[i].name, trees[i].top, trees[i].nodes, trees[i].count, 1);
  return 0;
}
