/*
 * rb_util.h: helpers shared by the record-batch tests. Include check.h
 * first.
 */
#ifndef IRX_CTESTS_RB_UTIL_H
#define IRX_CTESTS_RB_UTIL_H

#include "irx_runtime.h"

/* A new schema of one column `name` of `type`. */
static inline IrxRbSchema* one_column_schema(const char* name, IrxColumnType type, int nullable) {
  IrxRbSchema* s = NULL;
  CHECK_EQ_INT(irx_rb_schema_create(&s), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, name, type, nullable), IRX_OK);
  return s;
}

/* Adds two nullable fields to `s`: `list` a list<int32>, then `point` a
 * struct<x: int32, y: double>; the types are released again. */
static inline void add_list_and_point(IrxRbSchema* s, const char* list, const char* point) {
  IrxRbType* i32 = irx_type_primitive(IRX_COL_INT32);
  IrxRbType* f64 = irx_type_primitive(IRX_COL_FLOAT64);
  IrxRbType* list_t = irx_type_list(i32);
  const char* names[] = {"x", "y"};
  const IrxRbType* fields[] = {i32, f64};
  IrxRbType* point_t = irx_type_struct(names, fields, 2);
  CHECK(i32 && f64 && list_t && point_t);
  CHECK_EQ_INT(irx_rb_schema_add_field2(s, list, list_t, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field2(s, point, point_t, 1), IRX_OK);
  irx_type_release(point_t);
  irx_type_release(list_t);
  irx_type_release(f64);
  irx_type_release(i32);
}

#endif
