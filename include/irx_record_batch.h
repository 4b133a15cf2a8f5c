/*
 * irx_record_batch.h: the header name IRx 1.25 programs include for
 * record batches, schemas, builders, streams (irx_rb_*, IrxColumnType, IRX_OK and IRX_ERR_*).
 * Everything lives in the generated irx_runtime.h; this name keeps
 * existing C sources compiling unchanged.
 */
#ifndef IRX_RECORD_BATCH_H
#define IRX_RECORD_BATCH_H

#include "irx_runtime.h"

#endif /* IRX_RECORD_BATCH_H */
