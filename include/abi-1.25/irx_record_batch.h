/*
 * irx_record_batch.h: the header name pyirx 1.25 programs include for
 * record batches, schemas and streams (irx_rb_*, irx_type_*).
 * ABI generation: pyirx 1.25 (make IRX_ABI=1.25, target/abi-1.25/libirx_runtime.a).
 * Everything lives in the generated irx_runtime.h of this directory.
 */
#ifndef IRX_RECORD_BATCH_H
#define IRX_RECORD_BATCH_H

#include "irx_runtime.h"

#endif /* IRX_RECORD_BATCH_H */
