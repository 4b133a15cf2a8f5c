/*
 * irx_exception_runtime.h: the header name pyirx 1.25 programs include for
 * the exception runtime (irx_exception_*).
 * ABI generation: pyirx 1.25 (make IRX_ABI=1.25, target/abi-1.25/libirx_runtime.a).
 * Everything lives in the generated irx_runtime.h of this directory.
 */
#ifndef IRX_EXCEPTION_RUNTIME_H
#define IRX_EXCEPTION_RUNTIME_H

#include "irx_runtime.h"

#endif /* IRX_EXCEPTION_RUNTIME_H */
