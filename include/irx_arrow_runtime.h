/*
 * irx_arrow_runtime.h: the header name IRx 1.18 programs include for
 * Arrow arrays and tensors (irx_arrow_*). Everything lives in the generated irx_runtime.h; this name keeps
 * existing C sources compiling unchanged.
 * ABI generation: IRx 1.18 (the default build); include/abi-1.25/ has the
 * pyirx 1.25 generation's headers.
 */
#ifndef IRX_ARROW_RUNTIME_H
#define IRX_ARROW_RUNTIME_H

#include "irx_runtime.h"

#endif /* IRX_ARROW_RUNTIME_H */
