/*
 * irx_record_batch_api.h: the header name pyirx 1.25 programs include for
 * the checked record-batch layer (irx_rb_api_*, IRX_RB_API_ERROR_CAPACITY).
 * ABI generation: pyirx 1.25 (make IRX_ABI=1.25, target/abi-1.25/libirx_runtime.a).
 * Everything lives in the generated irx_runtime.h of this directory.
 */
#ifndef IRX_RECORD_BATCH_API_H
#define IRX_RECORD_BATCH_API_H

#include "irx_runtime.h"

#endif /* IRX_RECORD_BATCH_API_H */
