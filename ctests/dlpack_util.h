/*
 * dlpack_util.h: a C producer of DLPack tensors for the tests: a managed
 * tensor over the caller's memory whose deleter only counts its calls.
 */
#ifndef IRX_CTESTS_DLPACK_UTIL_H
#define IRX_CTESTS_DLPACK_UTIL_H

#include <string.h>

#include "irx_dlpack.h"

static int dl_deletes;

static inline void dl_count_delete(DLManagedTensorVersioned* self) {
  (void)self;
  dl_deletes++;
}

/* A version 1.0 CPU tensor of `code`/`bits` scalars over `data`. */
static inline DLManagedTensorVersioned dl_producer(void* data, int32_t ndim, int64_t* shape,
                                                   int64_t* strides, uint8_t code, uint8_t bits) {
  DLManagedTensorVersioned m;
  memset(&m, 0, sizeof m);
  m.version.major = 1;
  m.deleter = dl_count_delete;
  m.dl_tensor.data = data;
  m.dl_tensor.device.device_type = kDLCPU;
  m.dl_tensor.ndim = ndim;
  m.dl_tensor.dtype.code = code;
  m.dl_tensor.dtype.bits = bits;
  m.dl_tensor.dtype.lanes = 1;
  m.dl_tensor.shape = shape;
  m.dl_tensor.strides = strides;
  return m;
}

#endif
