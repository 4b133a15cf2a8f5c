/*
 * irx_record_batch_api.h: the header name IRx 1.25 programs include for
 * the checked record-batch layer (irx_rb_api_*, IRX_RB_API_ERROR_CAPACITY).
 * Everything lives in the generated irx_runtime.h; this name keeps
 * existing C sources compiling unchanged.
 */
#ifndef IRX_RECORD_BATCH_API_H
#define IRX_RECORD_BATCH_API_H

#include "irx_runtime.h"

#endif /* IRX_RECORD_BATCH_API_H */
