/*
 * The 1.18-era names under 1.25's statuses: array builders (every append
 * of every kind on every type, nulls, finish), array queries, C Data
 * export and import of arrays and schemas, tensors and buffer views.
 */
#include "diff.h"

static const char* const TYPE_NAMES[] = {
  "unknown", "int32", "int8", "int16", "int64", "uint8", "uint16",
  "uint32", "uint64", "float32", "float64", "bool",
};

static void print_array(irx_arrow_array_handle* array) {
  if (array == NULL) {
    SAY("  no array");
    return;
  }
  SAY("  length %lld offset %lld nulls %lld type %d nullable %d bitmap %d borrowable %d",
      (long long)irx_arrow_array_length(array), (long long)irx_arrow_array_offset(array),
      (long long)irx_arrow_array_null_count(array), irx_arrow_array_type_id(array),
      irx_arrow_array_is_nullable(array), irx_arrow_array_has_validity_bitmap(array),
      irx_arrow_array_can_borrow_buffer_view(array));
}

/* Every append on a builder of one type, then finish. */
static void builder_of(int32_t type) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* array = NULL;
  SAY("== builder %d (%s)", type, type >= 0 && type <= 11 ? TYPE_NAMES[type] : "invalid");
  if (AR(irx_arrow_array_builder_new(type, &b)) != IRX_OK) return;
  AR(irx_arrow_array_builder_append_int(b, 7));
  AR(irx_arrow_array_builder_append_int(b, -1));
  AR(irx_arrow_array_builder_append_int(b, 300));
  AR(irx_arrow_array_builder_append_int(b, INT64_MAX));
  AR(irx_arrow_array_builder_append_uint(b, 7));
  AR(irx_arrow_array_builder_append_uint(b, UINT64_MAX));
  AR(irx_arrow_array_builder_append_double(b, 2.5));
  AR(irx_arrow_array_builder_append_double(b, 1e300));
  AR(irx_arrow_array_builder_append_int32(b, 5));
  AR(irx_arrow_array_builder_append_null(b, 2));
  AR(irx_arrow_array_builder_append_null(b, -1));
  /* A successful finish consumes the builder (1.25 frees it). */
  if (AR(irx_arrow_array_builder_finish(b, &array)) != IRX_OK) irx_arrow_array_builder_release(b);
  print_array(array);
  if (array != NULL) {
    struct ArrowArray c_array;
    struct ArrowSchema c_schema;
    memset(&c_array, 0, sizeof c_array);
    memset(&c_schema, 0, sizeof c_schema);
    if (AR(irx_arrow_array_export(array, &c_array, &c_schema)) == IRX_OK) {
      SAY("  exported format %s length %lld nulls %lld buffers %lld", c_schema.format,
          (long long)c_array.length, (long long)c_array.null_count, (long long)c_array.n_buffers);
      irx_arrow_array_handle* copy = NULL;
      AR(irx_arrow_array_import_copy(&c_array, &c_schema, &copy));
      print_array(copy);
      irx_arrow_array_release(copy);
      irx_arrow_array_handle* moved = NULL;
      AR(irx_arrow_array_import_move(&c_array, &c_schema, &moved));
      print_array(moved);
      irx_arrow_array_release(moved);
      if (c_array.release) c_array.release(&c_array);
      if (c_schema.release) c_schema.release(&c_schema);
    }
    irx_arrow_schema_handle* schema = NULL;
    if (AR(irx_arrow_array_schema_copy(array, &schema)) == IRX_OK) {
      SAY("  schema type %d nullable %d", irx_arrow_schema_type_id(schema),
          irx_arrow_schema_is_nullable(schema));
      irx_arrow_schema_release(schema);
    }
    irx_buffer_view view;
    memset(&view, 0, sizeof view);
    if (AR(irx_arrow_array_borrow_buffer_view(array, &view)) == IRX_OK) {
      SAY("  view ndim %d shape %lld flags %d", view.ndim,
          view.ndim > 0 ? (long long)view.shape[0] : -1LL, view.flags);
      irx_buffer_view_release(&view);
    }
    const void* bits = NULL;
    int64_t offset = -1, length = -1;
    AR(irx_arrow_array_validity_bitmap(array, &bits, &offset, &length));
    SAY("  bitmap %s offset %lld length %lld", bits ? "set" : "NULL", (long long)offset,
        (long long)length);
    AR(irx_arrow_array_retain(array));
    irx_arrow_array_release(array);
    irx_arrow_array_release(array);
  }
}

/* C Data the caller built by hand, well-formed and not: every pointer is
 * valid, so what differs is only what each runtime checks. */
static void release_schema(struct ArrowSchema* schema) { schema->release = NULL; }
static void release_array(struct ArrowArray* array) { array->release = NULL; }

static void try_import(const char* what, const char* format, int64_t length, int64_t null_count,
                       int64_t offset, int64_t n_buffers, int value_buffer) {
  static const int32_t values[4] = {7, 8, 9, 10};
  static const uint8_t validity[1] = {0x0b};
  const void* buffers[3] = {NULL, value_buffer ? values : NULL, NULL};
  struct ArrowSchema schema;
  struct ArrowArray array;
  memset(&schema, 0, sizeof schema);
  memset(&array, 0, sizeof array);
  schema.format = format;
  schema.name = "c";
  schema.flags = 2; /* nullable */
  schema.release = release_schema;
  array.length = length;
  array.null_count = null_count;
  array.offset = offset;
  array.n_buffers = n_buffers;
  if (null_count > 0) buffers[0] = validity;
  array.buffers = buffers;
  array.release = release_array;
  irx_arrow_array_handle* out = NULL;
  SAY("-- import %s", what);
  if (AR(irx_arrow_array_import_copy(&array, &schema, &out)) == IRX_OK) {
    print_array(out);
    irx_arrow_array_release(out);
  }
  out = NULL;
  if (AR(irx_arrow_array_import(&array, &schema, &out)) == IRX_OK) {
    print_array(out);
    irx_arrow_array_release(out);
  }
  irx_arrow_schema_handle* sh = NULL;
  if (AR(irx_arrow_schema_import_copy(&schema, &sh)) == IRX_OK) {
    SAY("  schema type %d nullable %d", irx_arrow_schema_type_id(sh), irx_arrow_schema_is_nullable(sh));
    irx_arrow_schema_release(sh);
  }
}

static void bad_imports(void) {
  SAY("== hand-built C Data");
  try_import("valid int32", "i", 4, 0, 0, 2, 1);
  try_import("valid int32 with nulls", "i", 4, 1, 0, 2, 1);
  try_import("offset 1", "i", 3, 0, 1, 2, 1);
  try_import("utf8 format", "u", 4, 0, 0, 3, 1);
  try_import("unknown format", "zz", 4, 0, 0, 2, 1);
  try_import("empty format", "", 4, 0, 0, 2, 1);
  try_import("struct format", "+s", 4, 0, 0, 1, 1);
  try_import("no value buffer", "i", 4, 0, 0, 2, 0);
  try_import("one buffer", "i", 4, 0, 0, 1, 1);
  try_import("three buffers", "i", 4, 0, 0, 3, 1);
  try_import("negative length", "i", -1, 0, 0, 2, 1);
  try_import("negative offset", "i", 2, 0, -1, 2, 1);
  try_import("null count past length", "i", 2, 5, 0, 2, 1);
  try_import("null count -1 (unknown)", "i", 4, -1, 0, 2, 1);
  try_import("empty", "i", 0, 0, 0, 2, 1);
}

static void tensors(void) {
  int64_t shape[2] = {2, 3};
  int64_t bad_strides[2] = {1, 1};
  int64_t negative[2] = {-2, 3};
  irx_arrow_tensor_builder_handle* tb = NULL;
  irx_arrow_tensor_handle* tensor = NULL;
  SAY("== tensors");
  AR(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 2, shape, NULL, &tb));
  for (int i = 0; i < 6; i++) AR(irx_arrow_tensor_builder_append_double(tb, i * 0.5));
  AR(irx_arrow_tensor_builder_append_double(tb, 9.0));
  AR(irx_arrow_tensor_builder_append_int(tb, 1));
  if (AR(irx_arrow_tensor_builder_finish(tb, &tensor)) != IRX_OK) irx_arrow_tensor_builder_release(tb);
  if (tensor != NULL) {
    SAY("  type %d ndim %d size %lld shape %lld,%lld strides %lld,%lld",
        irx_arrow_tensor_type_id(tensor), irx_arrow_tensor_ndim(tensor),
        (long long)irx_arrow_tensor_size(tensor), (long long)irx_arrow_tensor_shape(tensor)[0],
        (long long)irx_arrow_tensor_shape(tensor)[1], (long long)irx_arrow_tensor_strides(tensor)[0],
        (long long)irx_arrow_tensor_strides(tensor)[1]);
    irx_buffer_view view;
    memset(&view, 0, sizeof view);
    if (AR(irx_arrow_tensor_borrow_buffer_view(tensor, &view)) == IRX_OK) {
      SAY("  view ndim %d flags %d", view.ndim, view.flags);
      irx_buffer_view_release(&view);
    }
    AR(irx_arrow_tensor_retain(tensor));
    irx_arrow_tensor_release(tensor);
    irx_arrow_tensor_release(tensor);
  }
  tb = NULL;
  tensor = NULL;
  AR(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 2, shape, NULL, &tb));
  AR(irx_arrow_tensor_builder_append_int(tb, 1));
  AR(irx_arrow_tensor_builder_append_uint(tb, 2));
  AR(irx_arrow_tensor_builder_append_double(tb, 3.5));
  AR(irx_arrow_tensor_builder_append_int(tb, INT64_MAX));
  if (AR(irx_arrow_tensor_builder_finish(tb, &tensor)) != IRX_OK) irx_arrow_tensor_builder_release(tb);
  SAY("  short tensor is %s", tensor ? "set" : "NULL");
  if (tensor) irx_arrow_tensor_release(tensor);
  tb = NULL;
  AR(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 2, shape, bad_strides, &tb));
  irx_arrow_tensor_builder_release(tb);
  tb = NULL;
  AR(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 2, negative, NULL, &tb));
  irx_arrow_tensor_builder_release(tb);
  tb = NULL;
  AR(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_BOOL, 2, shape, NULL, &tb));
  irx_arrow_tensor_builder_release(tb);
  tb = NULL;
  AR(irx_arrow_tensor_builder_new(99, 1, shape, NULL, &tb));
  AR(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, -1, shape, NULL, &tb));
  AR(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT32, 2, NULL, NULL, &tb));
  irx_arrow_tensor_builder_release(tb);
}

static int released;
static void on_release(void* context) {
  (void)context;
  released++;
}

static void buffers(void) {
  irx_buffer_owner_handle* owner = NULL;
  SAY("== buffers");
  SAY("owner_external_new -> %d [%s]", irx_buffer_owner_external_new(NULL, on_release, &owner),
      diff_text(irx_buffer_last_error()));
  SAY("owner_retain -> %d [%s]", irx_buffer_owner_retain(owner), diff_text(irx_buffer_last_error()));
  SAY("owner_release -> %d [%s]", irx_buffer_owner_release(owner), diff_text(irx_buffer_last_error()));
  SAY("released %d", released);
  SAY("owner_release -> %d [%s]", irx_buffer_owner_release(owner), diff_text(irx_buffer_last_error()));
  SAY("released %d", released);
  SAY("owner_external_new(NULL out) -> %d [%s]", irx_buffer_owner_external_new(NULL, on_release, NULL),
      diff_text(irx_buffer_last_error()));
  SAY("owner_retain(NULL) -> %d [%s]", irx_buffer_owner_retain(NULL), diff_text(irx_buffer_last_error()));
  SAY("owner_release(NULL) -> %d [%s]", irx_buffer_owner_release(NULL), diff_text(irx_buffer_last_error()));
  SAY("view_retain(NULL) -> %d [%s]", irx_buffer_view_retain(NULL), diff_text(irx_buffer_last_error()));
  SAY("view_release(NULL) -> %d [%s]", irx_buffer_view_release(NULL), diff_text(irx_buffer_last_error()));
  irx_buffer_view empty;
  memset(&empty, 0, sizeof empty);
  SAY("view_retain(empty) -> %d [%s]", irx_buffer_view_retain(&empty), diff_text(irx_buffer_last_error()));
  SAY("view_release(empty) -> %d [%s]", irx_buffer_view_release(&empty), diff_text(irx_buffer_last_error()));
}

static void schemas(void) {
  SAY("== schemas");
  irx_arrow_schema_handle* schema = NULL;
  struct ArrowSchema c_schema;
  memset(&c_schema, 0, sizeof c_schema);
  AR(irx_arrow_schema_import_copy(&c_schema, &schema));
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* array = NULL;
  AR(irx_arrow_array_builder_int32_new(&b));
  AR(irx_arrow_array_builder_append_int32(b, 1));
  if (AR(irx_arrow_array_builder_finish(b, &array)) != IRX_OK) irx_arrow_array_builder_release(b);
  irx_arrow_array_handle* scratch = NULL;
  AR(irx_arrow_array_builder_finish(NULL, &scratch));
  if (AR(irx_arrow_array_schema_copy(array, &schema)) == IRX_OK) {
    if (AR(irx_arrow_schema_export(schema, &c_schema)) == IRX_OK) {
      SAY("  format %s name %s flags %lld", c_schema.format, diff_text(c_schema.name),
          (long long)c_schema.flags);
      irx_arrow_schema_handle* back = NULL;
      AR(irx_arrow_schema_import_copy(&c_schema, &back));
      SAY("  back type %d", back ? irx_arrow_schema_type_id(back) : -1);
      irx_arrow_schema_release(back);
      c_schema.release(&c_schema);
    }
    AR(irx_arrow_schema_retain(schema));
    irx_arrow_schema_release(schema);
    irx_arrow_schema_release(schema);
  }
  irx_arrow_array_release(array);
  AR(irx_arrow_schema_import_copy(NULL, &schema));
  AR(irx_arrow_schema_export(NULL, &c_schema));
  AR(irx_arrow_array_export(NULL, NULL, NULL));
  AR(irx_arrow_array_import(NULL, NULL, &scratch));
  AR(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT32, NULL));
  AR(irx_arrow_array_builder_append_int(NULL, 1));
  AR(irx_arrow_array_builder_append_uint(NULL, 1));
  AR(irx_arrow_array_builder_append_double(NULL, 1));
  AR(irx_arrow_array_builder_append_int32(NULL, 1));
  AR(irx_arrow_array_builder_append_null(NULL, 1));
  AR(irx_arrow_array_builder_int32_new(NULL));
  SAY("length(NULL) %lld type(NULL) %d", (long long)irx_arrow_array_length(NULL),
      irx_arrow_array_type_id(NULL));
}

int main(void) {
  diff_start();
  for (int32_t type = -1; type <= 12; type++) builder_of(type);
  bad_imports();
  tensors();
  buffers();
  schemas();
  return 0;
}
