/*
 * ctests/test_version.c against the pyirx 1.25 generation: the same
 * version macros in include/abi-1.25/irx_runtime.h and the same
 * irx_runtime_version() in its archive.
 */
#ifndef IRX_CTESTS_VERSION_125
#define IRX_CTESTS_VERSION_125
#include "irx_runtime.h"
#ifndef IRX_RUNTIME_ABI_1_25
#error "compile against include/abi-1.25/"
#endif
#include "../test_version.c"
#endif
