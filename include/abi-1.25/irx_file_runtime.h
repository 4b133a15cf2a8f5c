/*
 * irx_file_runtime.h: the header name pyirx 1.25 programs include for
 * the text-file runtime (irx_file_*, irx_file_status,
 * IRX_FILE_ERROR_CAPACITY).
 * ABI generation: pyirx 1.25 (make IRX_ABI=1.25, target/abi-1.25/libirx_runtime.a).
 * Everything lives in the generated irx_runtime.h of this directory.
 */
#ifndef IRX_FILE_RUNTIME_H
#define IRX_FILE_RUNTIME_H

#include "irx_runtime.h"

#endif /* IRX_FILE_RUNTIME_H */
