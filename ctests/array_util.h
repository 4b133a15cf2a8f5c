/*
 * array_util.h: helpers shared by the Arrow array tests: the type table as
 * a C test sees it, typed stores into raw buffers, arrays built for every
 * type, and a minimal C Data producer whose release callbacks count their
 * calls. Include check.h first.
 */
#ifndef IRX_CTESTS_ARRAY_UTIL_H
#define IRX_CTESTS_ARRAY_UTIL_H

#include <errno.h>
#include <stdint.h>
#include <string.h>

#include "irx_arrow_runtime.h"

enum { KIND_SIGNED, KIND_UNSIGNED, KIND_FLOAT, KIND_BOOL };

typedef struct tinfo {
  int32_t id;
  const char* format;
  int width; /* bytes; 0 for bit-packed bool */
  int kind;
  intptr_t dtype;
} tinfo;

enum { N_TYPES = 11 };

static const tinfo TYPES[N_TYPES] = {
    {IRX_ARROW_TYPE_INT8, "c", sizeof(int8_t), KIND_SIGNED, IRX_BUFFER_DTYPE_INT8},
    {IRX_ARROW_TYPE_INT16, "s", sizeof(int16_t), KIND_SIGNED, IRX_BUFFER_DTYPE_INT16},
    {IRX_ARROW_TYPE_INT32, "i", sizeof(int32_t), KIND_SIGNED, IRX_BUFFER_DTYPE_INT32},
    {IRX_ARROW_TYPE_INT64, "l", sizeof(int64_t), KIND_SIGNED, IRX_BUFFER_DTYPE_INT64},
    {IRX_ARROW_TYPE_UINT8, "C", sizeof(uint8_t), KIND_UNSIGNED, IRX_BUFFER_DTYPE_UINT8},
    {IRX_ARROW_TYPE_UINT16, "S", sizeof(uint16_t), KIND_UNSIGNED, IRX_BUFFER_DTYPE_UINT16},
    {IRX_ARROW_TYPE_UINT32, "I", sizeof(uint32_t), KIND_UNSIGNED, IRX_BUFFER_DTYPE_UINT32},
    {IRX_ARROW_TYPE_UINT64, "L", sizeof(uint64_t), KIND_UNSIGNED, IRX_BUFFER_DTYPE_UINT64},
    {IRX_ARROW_TYPE_FLOAT32, "f", sizeof(float), KIND_FLOAT, IRX_BUFFER_DTYPE_FLOAT32},
    {IRX_ARROW_TYPE_FLOAT64, "g", sizeof(double), KIND_FLOAT, IRX_BUFFER_DTYPE_FLOAT64},
    {IRX_ARROW_TYPE_BOOL, "b", 0, KIND_BOOL, IRX_BUFFER_DTYPE_BOOL},
};

/* The row of TYPES for an IRX_ARROW_TYPE_* id (NULL for any other). */
static inline const tinfo* type_info(int32_t id) {
  int k;
  for (k = 0; k < N_TYPES; k++)
    if (TYPES[k].id == id) return &TYPES[k];
  return NULL;
}

/* The value stored at physical index i in the test patterns. */
static inline int64_t pattern(int64_t i) { return (i * 7 + 3) % 101; }

static inline void set_bit(uint8_t* bits, int64_t i, int on) {
  if (on) bits[i / 8] |= (uint8_t)(1u << (i % 8));
  else bits[i / 8] &= (uint8_t)~(1u << (i % 8));
}

static inline int get_bit(const uint8_t* bits, int64_t i) { return (bits[i / 8] >> (i % 8)) & 1; }

/* Stores v at index i of a buffer of type t (bool: bit v & 1; floats: v + 0.5). */
static inline void put(const tinfo* t, void* buf, int64_t i, int64_t v) {
  switch (t->id) {
    case IRX_ARROW_TYPE_INT8: ((int8_t*)buf)[i] = (int8_t)v; break;
    case IRX_ARROW_TYPE_INT16: ((int16_t*)buf)[i] = (int16_t)v; break;
    case IRX_ARROW_TYPE_INT32: ((int32_t*)buf)[i] = (int32_t)v; break;
    case IRX_ARROW_TYPE_INT64: ((int64_t*)buf)[i] = v; break;
    case IRX_ARROW_TYPE_UINT8: ((uint8_t*)buf)[i] = (uint8_t)v; break;
    case IRX_ARROW_TYPE_UINT16: ((uint16_t*)buf)[i] = (uint16_t)v; break;
    case IRX_ARROW_TYPE_UINT32: ((uint32_t*)buf)[i] = (uint32_t)v; break;
    case IRX_ARROW_TYPE_UINT64: ((uint64_t*)buf)[i] = (uint64_t)v; break;
    case IRX_ARROW_TYPE_FLOAT32: ((float*)buf)[i] = (float)v + 0.5f; break;
    case IRX_ARROW_TYPE_FLOAT64: ((double*)buf)[i] = (double)v + 0.5; break;
    default: set_bit((uint8_t*)buf, i, (int)(v & 1)); break;
  }
}

/* Appends v to a builder of type t the way put() stores it. */
static inline int append(const tinfo* t, irx_arrow_array_builder_handle* b, int64_t v) {
  switch (t->kind) {
    case KIND_SIGNED: return irx_arrow_array_builder_append_int(b, v);
    case KIND_UNSIGNED: return irx_arrow_array_builder_append_uint(b, (uint64_t)v);
    case KIND_FLOAT: return irx_arrow_array_builder_append_double(b, (double)v + 0.5);
    default: return irx_arrow_array_builder_append_int(b, v & 1);
  }
}

/* Builds an array of `t` holding pattern(i) for i < n, except that element
 * i is null when null_every > 0 and i % null_every == null_at. NULL when a
 * call fails (the builder is released). */
static inline irx_arrow_array_handle* build_array(const tinfo* t, int64_t n, int null_every, int null_at) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  int64_t i;
  if (irx_arrow_array_builder_new(t->id, &b) != 0) return NULL;
  for (i = 0; i < n; i++) {
    if (null_every > 0 && i % null_every == null_at) irx_arrow_array_builder_append_null(b, 1);
    else append(t, b, pattern(i));
  }
  if (irx_arrow_array_builder_finish(b, &a) != 0) irx_arrow_array_builder_release(b);
  return a;
}

/* Calls fn(t) for every type t. */
static inline void for_each_type(void (*fn)(const tinfo* t)) {
  int k;
  for (k = 0; k < N_TYPES; k++) fn(&TYPES[k]);
}

/* Calls check(t, a) for every type t, with a = build_array(t, n,
 * null_every, null_at) (CHECKed non-NULL); check takes over a's reference
 * (so it may release a before it is done, e.g. to see an export outlive
 * it). */
static inline void for_each_type_array(int64_t n, int null_every, int null_at,
                                       void (*check)(const tinfo* t, irx_arrow_array_handle* a)) {
  int k;
  for (k = 0; k < N_TYPES; k++) {
    irx_arrow_array_handle* a = build_array(&TYPES[k], n, null_every, null_at);
    CHECK(a != NULL);
    if (a != NULL) check(&TYPES[k], a);
  }
}

/* 1 when element i of the array reads back as v (as put() stored it). */
static inline int value_is(const tinfo* t, const irx_arrow_array_handle* a, int64_t i, int64_t v) {
  int64_t s = -1;
  uint64_t u = 0;
  double d = 0;
  switch (t->kind) {
    case KIND_SIGNED:
      return irx_arrow_array_value_int(a, i, &s) == 0 && s == v;
    case KIND_UNSIGNED:
      return irx_arrow_array_value_uint(a, i, &u) == 0 && u == (uint64_t)v;
    case KIND_FLOAT:
      return irx_arrow_array_value_double(a, i, &d) == 0 && d == (double)v + 0.5;
    default:
      return irx_arrow_array_value_int(a, i, &s) == 0 && s == (v & 1);
  }
}

/* ---- a C Data producer ---------------------------------------------- */

static int array_releases;
static int schema_releases;

static inline void count_array_release(struct ArrowArray* a) {
  array_releases++;
  a->release = NULL;
}

static inline void count_schema_release(struct ArrowSchema* s) {
  schema_releases++;
  s->release = NULL;
}

typedef struct producer {
  struct ArrowArray array;
  struct ArrowSchema schema;
  const void* buffers[3];
} producer;

static inline void produce(producer* p, const char* format, int nullable, int64_t length, int64_t offset,
                    int64_t null_count, const void* validity, const void* values) {
  memset(p, 0, sizeof(*p));
  p->buffers[0] = validity;
  p->buffers[1] = values;
  p->array.length = length;
  p->array.offset = offset;
  p->array.null_count = null_count;
  p->array.n_buffers = 2;
  p->array.buffers = p->buffers;
  p->array.release = count_array_release;
  p->schema.format = format;
  p->schema.name = "";
  p->schema.flags = nullable ? ARROW_FLAG_NULLABLE : 0;
  p->schema.release = count_schema_release;
}

#define CHECK_ERROR_HAS(word)                                                  \
  do {                                                                         \
    const char* check_msg_ = irx_arrow_last_error();                           \
    if (strstr(check_msg_, (word)) == NULL) {                                  \
      printf("#   %s:%d: last error \"%s\" does not mention \"%s\"\n",        \
             __FILE__, __LINE__, check_msg_, (word));                          \
      check_case_failures++;                                                   \
    }                                                                          \
  } while (0)

/* `call` returns `expected` and the last error mentions `word`. */
#define CHECK_FAILS_WITH(call, expected, word) \
  do {                                         \
    CHECK_EQ_INT((call), (expected));          \
    CHECK_ERROR_HAS(word);                     \
  } while (0)

#endif
