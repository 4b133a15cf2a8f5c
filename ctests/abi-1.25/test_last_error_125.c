/*
 * ctests/test_last_error.c against the pyirx 1.25 generation: releases,
 * destroys and closes leave the thread's last error as it was there too,
 * as IRx 1.25's own do (tests/diff-1.25/last_error.c compares the two).
 */
#ifndef IRX_CTESTS_LAST_ERROR_125
#define IRX_CTESTS_LAST_ERROR_125
#include "irx_runtime.h"
#ifndef IRX_RUNTIME_ABI_1_25
#error "compile against include/abi-1.25/"
#endif
#include "../test_last_error.c"
#endif
