/*
 * irx_native_status.h: the header name pyirx 1.25 programs include for
 * the status codes (IRX_OK, IRX_EOF, IRX_ERR_*).
 * ABI generation: pyirx 1.25 (make IRX_ABI=1.25, target/abi-1.25/libirx_runtime.a).
 * Everything lives in the generated irx_runtime.h of this directory.
 */
#ifndef IRX_NATIVE_STATUS_H
#define IRX_NATIVE_STATUS_H

#include "irx_runtime.h"

#endif /* IRX_NATIVE_STATUS_H */
