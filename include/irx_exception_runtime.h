/*
 * irx_exception_runtime.h: the header name pyirx 1.25 programs include for
 * the exception runtime (irx_exception_*). Everything lives in the generated
 * irx_runtime.h; this name keeps existing C sources compiling unchanged.
 * ABI generation: IRx 1.18 (the default build); include/abi-1.25/ has the
 * pyirx 1.25 generation's headers.
 */
#ifndef IRX_EXCEPTION_RUNTIME_H
#define IRX_EXCEPTION_RUNTIME_H

#include "irx_runtime.h"

#endif /* IRX_EXCEPTION_RUNTIME_H */
