/*
 * irx_list_runtime.h: the header name IRx 1.18 programs include for
 * the dynamic list (irx_list_append, irx_list_at). Everything lives in the generated irx_runtime.h; this name keeps
 * existing C sources compiling unchanged.
 * ABI generation: IRx 1.18 (the default build); include/abi-1.25/ has the
 * pyirx 1.25 generation's headers.
 */
#ifndef IRX_LIST_RUNTIME_H
#define IRX_LIST_RUNTIME_H

#include "irx_runtime.h"

#endif /* IRX_LIST_RUNTIME_H */
