/*
 * The examples' error handling, one copy for all of them: ARROW(call) and
 * RB(call) run a call of the irx_arrow_* / irx_record_batch families and,
 * when it fails, print the call, its status and the runtime's message
 * (that family's last error) and exit 1. A program of your own would
 * rather clean up and return; these stop at the first failure.
 */
#ifndef IRX_EXAMPLES_CHECK_H
#define IRX_EXAMPLES_CHECK_H

#include <stdio.h>
#include <stdlib.h>

#include "irx_record_batch.h"

/* `message` reads the family's last error after the call, not before it. */
static void check(int status, const char* what, const char* (*message)(void)) {
  if (status != 0) {
    fprintf(stderr, "%s failed (%d): %s\n", what, status, message());
    exit(1);
  }
}
#define ARROW(call) check((call), #call, irx_arrow_last_error)
#define RB(call) check((call), #call, irx_record_batch_errmsg)

#endif
