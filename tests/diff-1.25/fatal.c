/*
 * A misuse of the exception runtime that 1.25 treats as fatal (entering a
 * handler with no pending exception): the report on stderr and the exit
 * status are compared, and nothing after the call may run.
 */
#include "irx_exception_runtime.h"

#include "diff.h"

int main(void) {
  diff_start();
  irx_exception_context* ctx = NULL;
  SAY("context_create -> %d", irx_exception_context_create(&ctx));
  SAY("entering a handler with nothing pending");
  fflush(stdout);
  irx_exception_scope* scope = irx_exception_handler_enter(ctx);
  SAY("still running: %s", scope ? "a scope" : "no scope");
  irx_exception_context_destroy(ctx);
  return 0;
}
