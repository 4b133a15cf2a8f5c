/*
 * irx_arrow_c_abi.h: the same file for both ABI generations (../irx_arrow_c_abi.h); this name lets
 * include/abi-1.25/ be the only include directory a program needs.
 */
#include "../irx_arrow_c_abi.h"
