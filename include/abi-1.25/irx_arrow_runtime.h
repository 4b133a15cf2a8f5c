/*
 * irx_arrow_runtime.h: the header name pyirx 1.25 programs include for
 * Arrow arrays, tensors and data frames (irx_arrow_*; statuses are IRX_ERR_*).
 * ABI generation: pyirx 1.25 (make IRX_ABI=1.25, target/abi-1.25/libirx_runtime.a).
 * Everything lives in the generated irx_runtime.h of this directory.
 */
#ifndef IRX_ARROW_RUNTIME_H
#define IRX_ARROW_RUNTIME_H

#include "irx_runtime.h"

#endif /* IRX_ARROW_RUNTIME_H */
