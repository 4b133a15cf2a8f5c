/*
 * Record batches: types, schemas (every column type, named types, nested
 * descriptors), builders (every append on every column kind, wrong kinds,
 * bad columns, lists and structs), batch readers (every getter, wrong
 * kinds, bad rows and columns, buffers), clones and schema queries.
 */
#include "diff.h"

static const char* const NAMED[] = {
  "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float32",
  "float64", "bool", "utf8", "large_utf8", "string", "date32", "date64", "timestamp[s]",
  "timestamp[ms]", "timestamp[us]", "timestamp[ns]", "time32[s]", "time64[ns]", "binary",
  "decimal128(10,2)", "list<int32>", "struct", "nope", "", "INT64", "double", "float",
  "boolean", "timestamp[ns, tz=UTC]",
};

static void schemas(void) {
  IrxRbSchema* s = NULL;
  SAY("== schemas");
  RB(irx_rb_schema_create(&s));
  for (int t = -1; t <= 36; t++) {
    char name[16];
    snprintf(name, sizeof name, "c%d", t + 1);
    int status = irx_rb_schema_add_field(s, name, (IrxColumnType)t, t % 2);
    SAY("add_field(type %d) -> %d [%s]", t, status, diff_text(irx_record_batch_errmsg()));
  }
  for (size_t i = 0; i < sizeof NAMED / sizeof *NAMED; i++) {
    char name[16];
    snprintf(name, sizeof name, "n%zu", i);
    int status = irx_rb_schema_add_named_field(s, name, NAMED[i], 1);
    SAY("add_named_field(%s) -> %d [%s]", NAMED[i], status, diff_text(irx_record_batch_errmsg()));
  }
  RB(irx_rb_schema_add_field(s, "c1", IRX_COL_INT64, 1));
  RB(irx_rb_schema_add_field(s, "", IRX_COL_INT64, 1));
  RB(irx_rb_schema_add_field(s, NULL, IRX_COL_INT64, 1));
  RB(irx_rb_schema_add_field(NULL, "x", IRX_COL_INT64, 1));
  int n = irx_rb_schema_num_fields(s);
  SAY("fields: %d", n);
  for (int i = -1; i <= n; i++) {
    const char* name = NULL;
    const char* type_name = NULL;
    int type = -7, nullable = -7;
    int status = irx_rb_schema_field(s, i, &name, &type, &nullable);
    SAY("field(%d) -> %d [%s] %s %d %d", i, status, diff_text(irx_record_batch_errmsg()),
        diff_text(name), type, nullable);
    status = irx_rb_schema_type_name(s, i, &type_name);
    SAY("type_name(%d) -> %d [%s] %s", i, status, diff_text(irx_record_batch_errmsg()),
        diff_text(type_name));
  }
  IrxRbSchema* clone = NULL;
  RB(irx_rb_schema_clone(s, &clone));
  RB(irx_rb_schema_equal(s, clone));
  RB(irx_rb_schema_add_field(clone, "extra", IRX_COL_INT8, 1));
  RB(irx_rb_schema_equal(s, clone));
  RB(irx_rb_schema_equal(s, NULL));
  RB(irx_rb_schema_clone(NULL, &clone));
  irx_rb_schema_release(clone);
  irx_rb_schema_release(s);
  /* A name that is not UTF-8, on a schema of its own (1.25 accepts it). */
  IrxRbSchema* odd = NULL;
  RB(irx_rb_schema_create(&odd));
  RB(irx_rb_schema_add_field(odd, "\xff\xfe", IRX_COL_INT64, 1));
  irx_rb_schema_release(odd);
  SAY("num_fields(NULL) %d", irx_rb_schema_num_fields(NULL));
  RB(irx_rb_schema_create(NULL));
}

static void nested(void) {
  SAY("== nested types");
  IrxRbType* i32 = irx_type_primitive(IRX_COL_INT32);
  IrxRbType* f64 = irx_type_primitive(IRX_COL_FLOAT64);
  IrxRbType* bad = irx_type_primitive((IrxColumnType)77);
  SAY("primitive(77) is %s [%s]", bad ? "set" : "NULL", diff_text(irx_record_batch_errmsg()));
  IrxRbType* list = irx_type_list(i32);
  IrxRbType* null_list = irx_type_list(NULL);
  SAY("list(NULL) is %s [%s]", null_list ? "set" : "NULL", diff_text(irx_record_batch_errmsg()));
  const char* names[] = {"a", "b"};
  const IrxRbType* fields[] = {i32, f64};
  IrxRbType* st = irx_type_struct(names, fields, 2);
  IrxRbType* st_bad = irx_type_struct(names, fields, -1);
  SAY("struct(-1) is %s [%s]", st_bad ? "set" : "NULL", diff_text(irx_record_batch_errmsg()));
  IrxRbSchema* s = NULL;
  RB(irx_rb_schema_create(&s));
  RB(irx_rb_schema_add_field2(s, "l", list, 1));
  RB(irx_rb_schema_add_field2(s, "s", st, 1));
  RB(irx_rb_schema_add_field2(s, "x", NULL, 1));
  RB(irx_rb_schema_add_field(s, "i", IRX_COL_INT32, 1));
  IrxRbBuilder* b = NULL;
  RB(irx_rb_builder_create(s, &b));
  int32_t values[] = {1, 2, 3};
  RB(irx_rb_builder_append_list(b, 0, values, 3));
  RB(irx_rb_builder_append_null(b, 0));
  RB(irx_rb_builder_append_list(b, 0, values, 0));
  RB(irx_rb_builder_append_list(b, 0, NULL, 2));
  RB(irx_rb_builder_append_list(b, 0, values, -1));
  RB(irx_rb_builder_append_list(b, 3, values, 1));
  RB(irx_rb_builder_struct_append(b, 1));
  RB(irx_rb_builder_struct_field_int(b, 1, 0, 42));
  RB(irx_rb_builder_struct_field_float(b, 1, 1, 0.5));
  RB(irx_rb_builder_append_null(b, 1));
  RB(irx_rb_builder_struct_append(b, 1));
  RB(irx_rb_builder_struct_field_float(b, 1, 0, 1.0));
  RB(irx_rb_builder_struct_field_int(b, 1, 1, 7));
  RB(irx_rb_builder_struct_field_int(b, 1, 2, 7));
  RB(irx_rb_builder_struct_field_int(b, 1, 0, 8));
  RB(irx_rb_builder_struct_field_float(b, 1, 1, 2.5));
  RB(irx_rb_builder_struct_append(b, 0));
  RB(irx_rb_builder_struct_field_int(b, 3, 0, 1));
  RB(irx_rb_builder_append_int32(b, 3, 1));
  RB(irx_rb_builder_append_int32(b, 3, 2));
  RB(irx_rb_builder_append_int32(b, 3, 3));
  IrxRbBatch* batch = NULL;
  RB(irx_rb_builder_finish(b, &batch));
  if (batch != NULL) {
    IrxColumnType elem = (IrxColumnType)-1;
    const int32_t* offs = NULL;
    int64_t n = -1;
    const void* buf = NULL;
    int64_t len = -1;
    int nf = -1;
    const char* fname = NULL;
    RB(irx_rb_batch_list_elem_type(batch, 0, &elem));
    SAY("  elem %d", (int)elem);
    if (RB(irx_rb_batch_list_offsets(batch, 0, &offs, &n)) == IRX_OK)
      for (int64_t i = 0; i < n; i++) SAY("  offset %lld", (long long)offs[i]);
    if (RB(irx_rb_batch_list_child_buffer(batch, 0, &buf, &len)) == IRX_OK)
      for (int64_t i = 0; i < len; i++) SAY("  child %d", ((const int32_t*)buf)[i]);
    RB(irx_rb_batch_list_elem_type(batch, 1, &elem));
    RB(irx_rb_batch_list_offsets(batch, 3, &offs, &n));
    RB(irx_rb_batch_struct_num_fields(batch, 1, &nf));
    SAY("  struct fields %d", nf);
    for (int f = -1; f <= 2; f++) {
      fname = NULL;
      elem = (IrxColumnType)-1;
      RB(irx_rb_batch_struct_field_name(batch, 1, f, &fname));
      RB(irx_rb_batch_struct_field_type(batch, 1, f, &elem));
      SAY("  field %d: %s %d", f, diff_text(fname), (int)elem);
      if (RB(irx_rb_batch_struct_field_buffer(batch, 1, f, &buf, &len)) == IRX_OK)
        SAY("  buffer of %lld", (long long)len);
    }
    RB(irx_rb_batch_struct_num_fields(batch, 0, &nf));
    irx_rb_batch_release(batch);
  }
  irx_rb_builder_release(b);
  irx_rb_schema_release(s);
  irx_type_release(st);
  irx_type_release(list);
  irx_type_release(f64);
  irx_type_release(i32);
  irx_type_release(NULL);
}

/* Every append kind on a one-column schema of `type`. */
static void appends_on(IrxColumnType type) {
  IrxRbSchema* s = NULL;
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  SAY("== appends on type %d", (int)type);
  irx_rb_schema_create(&s);
  if (RB(irx_rb_schema_add_field(s, "v", type, 1)) != IRX_OK || RB(irx_rb_builder_create(s, &b)) != IRX_OK) {
    irx_rb_schema_release(s);
    return;
  }
  RB(irx_rb_builder_append_int8(b, 0, -8));
  RB(irx_rb_builder_append_int16(b, 0, -16));
  RB(irx_rb_builder_append_int32(b, 0, -32));
  RB(irx_rb_builder_append_int64(b, 0, -64));
  RB(irx_rb_builder_append_uint8(b, 0, 8));
  RB(irx_rb_builder_append_uint16(b, 0, 16));
  RB(irx_rb_builder_append_uint32(b, 0, 32));
  RB(irx_rb_builder_append_uint64(b, 0, 64));
  RB(irx_rb_builder_append_float32(b, 0, 3.5f));
  RB(irx_rb_builder_append_float64(b, 0, 6.25));
  RB(irx_rb_builder_append_bool(b, 0, 1));
  RB(irx_rb_builder_append_bool(b, 0, 7));
  RB(irx_rb_builder_append_utf8(b, 0, "text", 4));
  RB(irx_rb_builder_append_utf8(b, 0, NULL, 3));
  RB(irx_rb_builder_append_date(b, 0, 19000));
  RB(irx_rb_builder_append_timestamp(b, 0, 1700000000));
  RB(irx_rb_builder_append_time(b, 0, 3600));
  RB(irx_rb_builder_append_null(b, 0));
  RB(irx_rb_builder_append_int64(b, 1, 1));
  RB(irx_rb_builder_append_int64(b, -1, 1));
  /* Text 1.25 appends without a check (invalid UTF-8: COMPATIBILITY.md
   * 17; a negative length) goes to a builder of its own, so what the main
   * batch holds does not depend on it. */
  IrxRbBuilder* scratch = NULL;
  RB(irx_rb_builder_create(s, &scratch));
  RB(irx_rb_builder_append_utf8(scratch, 0, "\xc3\x28", 2));
  SAY("  a negative length:");
  RB(irx_rb_builder_append_utf8(scratch, 0, "x", -1));
  irx_rb_builder_release(scratch);
  RB(irx_rb_builder_finish(b, &batch));
  if (batch != NULL) {
    int64_t rows = irx_rb_batch_num_rows(batch);
    SAY("  %lld rows", (long long)rows);
    for (int64_t r = -1; r <= rows; r++) {
      int8_t i8; int16_t i16; int32_t i32; int64_t i64; uint8_t u8; uint16_t u16;
      uint32_t u32; uint64_t u64; float f32; double f64; int bl; const char* str = NULL;
      int64_t len = 0; int null = -1;
      SAY("  row %lld", (long long)r);
      if (RB(irx_rb_batch_get_int8(batch, 0, r, &i8)) == 0) SAY("   %d", i8);
      if (RB(irx_rb_batch_get_int16(batch, 0, r, &i16)) == 0) SAY("   %d", i16);
      if (RB(irx_rb_batch_get_int32(batch, 0, r, &i32)) == 0) SAY("   %d", i32);
      if (RB(irx_rb_batch_get_int64(batch, 0, r, &i64)) == 0) SAY("   %lld", (long long)i64);
      if (RB(irx_rb_batch_get_uint8(batch, 0, r, &u8)) == 0) SAY("   %u", u8);
      if (RB(irx_rb_batch_get_uint16(batch, 0, r, &u16)) == 0) SAY("   %u", u16);
      if (RB(irx_rb_batch_get_uint32(batch, 0, r, &u32)) == 0) SAY("   %u", u32);
      if (RB(irx_rb_batch_get_uint64(batch, 0, r, &u64)) == 0) SAY("   %llu", (unsigned long long)u64);
      if (RB(irx_rb_batch_get_float32(batch, 0, r, &f32)) == 0) SAY("   %g", f32);
      if (RB(irx_rb_batch_get_float64(batch, 0, r, &f64)) == 0) SAY("   %g", f64);
      if (RB(irx_rb_batch_get_bool(batch, 0, r, &bl)) == 0) SAY("   %d", bl);
      if (RB(irx_rb_batch_get_utf8(batch, 0, r, &str, &len)) == 0) SAY("   %.*s", (int)len, str);
      if (RB(irx_rb_batch_get_date(batch, 0, r, &i64)) == 0) SAY("   %lld", (long long)i64);
      if (RB(irx_rb_batch_get_timestamp(batch, 0, r, &i64)) == 0) SAY("   %lld", (long long)i64);
      if (RB(irx_rb_batch_get_time(batch, 0, r, &i64)) == 0) SAY("   %lld", (long long)i64);
      if (RB(irx_rb_batch_is_null(batch, 0, r, &null)) == 0) SAY("   null %d", null);
    }
    const void* buf = NULL;
    int64_t len = -1;
    RB(irx_rb_batch_value_buffer(batch, 0, &buf, &len));
    SAY("  value buffer length %lld", (long long)len);
    RB(irx_rb_batch_value_buffer(batch, 1, &buf, &len));
    int64_t v = 0;
    RB(irx_rb_batch_get_int64(batch, 1, 0, &v));
    RB(irx_rb_batch_get_int64(batch, 0, 0, NULL));
    IrxRbBatch* clone = NULL;
    RB(irx_rb_batch_clone(batch, &clone));
    SAY("  clone rows %lld", (long long)(clone ? irx_rb_batch_num_rows(clone) : -1));
    IrxRbSchema* bs = NULL;
    RB(irx_rb_batch_schema(batch, &bs));
    RB(irx_rb_schema_equal(bs, s));
    irx_rb_schema_release(bs);
    irx_rb_batch_release(clone);
    irx_rb_batch_release(batch);
  }
  RB(irx_rb_builder_append_int64(b, 0, 1));
  RB(irx_rb_builder_finish(b, &batch));
  SAY("  second finish rows %lld", (long long)(batch ? irx_rb_batch_num_rows(batch) : -1));
  irx_rb_batch_release(batch);
  irx_rb_builder_release(b);
  irx_rb_schema_release(s);
}

int main(void) {
  diff_start();
  SAY("abi %u", irx_record_batch_abi_version());
  schemas();
  nested();
  static const IrxColumnType kinds[] = {
    IRX_COL_INT8, IRX_COL_INT16, IRX_COL_INT32, IRX_COL_INT64, IRX_COL_UINT8, IRX_COL_UINT16,
    IRX_COL_UINT32, IRX_COL_UINT64, IRX_COL_FLOAT32, IRX_COL_FLOAT64, IRX_COL_BOOL,
    IRX_COL_UTF8, IRX_COL_LARGE_UTF8, IRX_COL_DATE32, IRX_COL_DATE64, IRX_COL_TIMESTAMP_S,
    IRX_COL_TIMESTAMP_NS, IRX_COL_TIME32_S, IRX_COL_TIME32_MS, IRX_COL_TIME64_US,
    IRX_COL_TIME64_NS, IRX_COL_BINARY, IRX_COL_NULL,
  };
  for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++) appends_on(kinds[i]);
  IrxRbBuilder* b = NULL;
  RB(irx_rb_builder_create(NULL, &b));
  RB(irx_rb_builder_append_int64(NULL, 0, 1));
  RB(irx_rb_builder_finish(NULL, NULL));
  SAY("rows(NULL) %lld columns(NULL) %d", (long long)irx_rb_batch_num_rows(NULL),
      irx_rb_batch_num_columns(NULL));
  return 0;
}
