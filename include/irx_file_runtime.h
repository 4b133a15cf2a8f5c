/*
 * irx_file_runtime.h: the header name pyirx 1.25 programs include for
 * the text-file runtime (irx_file_*, irx_file_status,
 * IRX_FILE_ERROR_CAPACITY). Everything lives in the generated
 * irx_runtime.h; this name keeps existing C sources compiling unchanged.
 * ABI generation: IRx 1.18 (the default build); include/abi-1.25/ has the
 * pyirx 1.25 generation's headers.
 */
#ifndef IRX_FILE_RUNTIME_H
#define IRX_FILE_RUNTIME_H

#include "irx_runtime.h"

#endif /* IRX_FILE_RUNTIME_H */
