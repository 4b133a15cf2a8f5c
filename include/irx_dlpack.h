/*
 * irx_dlpack.h: the DLPack 1.x types irx-runtime exchanges tensors with
 * (irx_arrow_tensor_to_dlpack, irx_arrow_tensor_from_dlpack,
 * irx_buffer_view_to_dlpack). Hand-maintained: the layouts are fixed by
 * DLPack, and a test compares them with the dlpack.h pyarrow ships.
 *
 * The definitions sit under DLPack's own include guard, so this header and
 * the real dlpack.h coexist in either order; include dlpack.h first when a
 * program needs its full list of devices and type codes.
 */
#ifndef IRX_DLPACK_H_INCLUDED
#define IRX_DLPACK_H_INCLUDED

#include <stdint.h>

#ifndef DLPACK_DLPACK_H_
#define DLPACK_DLPACK_H_

#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 0

#define DLPACK_FLAG_BITMASK_READ_ONLY (1UL << 0UL)
#define DLPACK_FLAG_BITMASK_IS_COPIED (1UL << 1UL)

#ifdef __cplusplus
extern "C" {
#endif

/* The layout version of a managed tensor. */
typedef struct {
  uint32_t major;
  uint32_t minor;
} DLPackVersion;

/* Where data lives (the values irx-runtime names; DLPack defines more). */
typedef enum {
  kDLCPU = 1,
  kDLCUDA = 2,
  kDLCUDAHost = 3,
  kDLROCMHost = 11,
} DLDeviceType;

typedef struct {
  DLDeviceType device_type;
  int32_t device_id;
} DLDevice;

/* Element type families. */
typedef enum {
  kDLInt = 0U,
  kDLUInt = 1U,
  kDLFloat = 2U,
  kDLOpaqueHandle = 3U,
  kDLBfloat = 4U,
  kDLComplex = 5U,
  kDLBool = 6U,
} DLDataTypeCode;

typedef struct {
  uint8_t code;   /* a DLDataTypeCode */
  uint8_t bits;   /* bits per element */
  uint16_t lanes; /* 1 for scalars */
} DLDataType;

typedef struct {
  void* data;           /* element 0 is at data + byte_offset */
  DLDevice device;
  int32_t ndim;
  DLDataType dtype;
  int64_t* shape;       /* ndim extents */
  int64_t* strides;     /* ndim strides in elements, or NULL: row-major */
  uint64_t byte_offset;
} DLTensor;

/* A tensor plus who frees it: the consumer calls deleter(self) once. */
typedef struct DLManagedTensorVersioned {
  DLPackVersion version;
  void* manager_ctx;
  void (*deleter)(struct DLManagedTensorVersioned* self);
  uint64_t flags;       /* DLPACK_FLAG_BITMASK_* */
  DLTensor dl_tensor;
} DLManagedTensorVersioned;

#ifdef __cplusplus
}
#endif

#endif /* DLPACK_DLPACK_H_ */

#endif /* IRX_DLPACK_H_INCLUDED */
