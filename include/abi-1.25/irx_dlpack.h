/*
 * irx_dlpack.h: the same file for both ABI generations (../irx_dlpack.h); this name lets
 * include/abi-1.25/ be the only include directory a program needs.
 */
#include "../irx_dlpack.h"
