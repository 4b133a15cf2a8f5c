/*
 * irx_class_runtime.h: the header name pyirx 1.25 programs include for
 * the class runtime (irx_class_*).
 * ABI generation: pyirx 1.25 (make IRX_ABI=1.25, target/abi-1.25/libirx_runtime.a).
 * Everything lives in the generated irx_runtime.h of this directory.
 */
#ifndef IRX_CLASS_RUNTIME_H
#define IRX_CLASS_RUNTIME_H

#include "irx_runtime.h"

#endif /* IRX_CLASS_RUNTIME_H */
