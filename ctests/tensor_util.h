/*
 * tensor_util.h: helpers shared by the tensor and buffer view tests: typed
 * appends and reads by element type id, a builder of 0, 1, 2, ... tensors,
 * views over caller memory, and element addressing through a view's own
 * strides. Include check.h first.
 */
#ifndef IRX_CTESTS_TENSOR_UTIL_H
#define IRX_CTESTS_TENSOR_UTIL_H

#include <stdint.h>
#include <string.h>

#include "irx_runtime.h"

/* The two layout flags a view's strides decide. */
#define CONTIGUITY_FLAGS (IRX_BUFFER_FLAG_C_CONTIGUOUS | IRX_BUFFER_FLAG_F_CONTIGUOUS)

/* Appends `value` with the append function of the tensor's kind (the
 * value converted as a C cast converts it). */
static inline int tensor_append(irx_arrow_tensor_builder_handle* b, int32_t type_id, int64_t value) {
  switch (type_id) {
    case IRX_ARROW_TYPE_UINT8:
    case IRX_ARROW_TYPE_UINT16:
    case IRX_ARROW_TYPE_UINT32:
    case IRX_ARROW_TYPE_UINT64: return irx_arrow_tensor_builder_append_uint(b, (uint64_t)value);
    case IRX_ARROW_TYPE_FLOAT32:
    case IRX_ARROW_TYPE_FLOAT64: return irx_arrow_tensor_builder_append_double(b, (double)value);
    default: return irx_arrow_tensor_builder_append_int(b, value);
  }
}

/* The element of type `type_id` at `p`, as a double. */
static inline double tensor_read(const void* p, int32_t type_id) {
  switch (type_id) {
    case IRX_ARROW_TYPE_INT8: return *(const int8_t*)p;
    case IRX_ARROW_TYPE_INT16: return *(const int16_t*)p;
    case IRX_ARROW_TYPE_INT32: return *(const int32_t*)p;
    case IRX_ARROW_TYPE_INT64: return (double)*(const int64_t*)p;
    case IRX_ARROW_TYPE_UINT8: return *(const uint8_t*)p;
    case IRX_ARROW_TYPE_UINT16: return *(const uint16_t*)p;
    case IRX_ARROW_TYPE_UINT32: return *(const uint32_t*)p;
    case IRX_ARROW_TYPE_UINT64: return (double)*(const uint64_t*)p;
    case IRX_ARROW_TYPE_FLOAT32: return *(const float*)p;
    default: return *(const double*)p;
  }
}

/* A tensor of `type_id` holding 0, 1, 2, ... in storage order (one value
 * per element of `shape`). Every call is CHECKed. */
static inline irx_arrow_tensor_handle* tensor_iota(int32_t type_id, int32_t ndim, const int64_t* shape,
                                                   const int64_t* strides) {
  irx_arrow_tensor_builder_handle* b = NULL;
  irx_arrow_tensor_handle* t = NULL;
  int64_t count = 1, i;
  int32_t k;
  for (k = 0; k < ndim; k++) count *= shape[k];
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(type_id, ndim, shape, strides, &b), 0);
  for (i = 0; i < count; i++) CHECK_EQ_INT(tensor_append(b, type_id, i), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &t), 0);
  return t;
}

/* A float64 tensor holding 0.0, 1.0, 2.0, ... in storage order. */
static inline irx_arrow_tensor_handle* iota_f64(int32_t ndim, const int64_t* shape, const int64_t* strides) {
  return tensor_iota(IRX_ARROW_TYPE_FLOAT64, ndim, shape, strides);
}

/* A view of caller memory: offset 0, no owner (set one for OWNED or
 * EXTERNAL_OWNER flags). */
static inline irx_buffer_view make_view(void* data, intptr_t dtype, int32_t ndim, int64_t* shape, int64_t* strides,
                                        int32_t flags) {
  irx_buffer_view v;
  memset(&v, 0, sizeof v);
  v.data = data;
  v.dtype = (void*)dtype;
  v.ndim = ndim;
  v.shape = shape;
  v.strides = strides;
  v.flags = flags;
  return v;
}

/* A valid borrowed, readonly, C-contiguous 2x3 int32 view over `values`,
 * its shape and strides written to the caller's arrays. */
static inline irx_buffer_view borrowed_2x3(int32_t* values, int64_t* shape, int64_t* strides) {
  shape[0] = 2;
  shape[1] = 3;
  strides[0] = 3 * sizeof(int32_t);
  strides[1] = sizeof(int32_t);
  return make_view(values, IRX_BUFFER_DTYPE_INT32, 2, shape, strides,
                   IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_READONLY | IRX_BUFFER_FLAG_C_CONTIGUOUS);
}

/* The address of element (index[0], index[1], ...) through a view's own
 * strides and offset. */
static inline const void* view_at(const irx_buffer_view* v, const int64_t* index) {
  const char* p = (const char*)v->data + v->offset_bytes;
  int32_t k;
  for (k = 0; k < v->ndim; k++) p += index[k] * v->strides[k];
  return p;
}

/* view_at for a 2-D index (i, j). */
static inline const void* view_at2(const irx_buffer_view* v, int64_t i, int64_t j) {
  int64_t index[2];
  index[0] = i;
  index[1] = j;
  return view_at(v, index);
}

#endif
