/*
 * Exception scopes left out of order, which 1.25 treats as fatal: the
 * report on stderr and the exit status are compared.
 */
#include "irx_exception_runtime.h"

#include "diff.h"

int main(void) {
  diff_start();
  irx_exception_context* ctx = NULL;
  SAY("context_create -> %d", irx_exception_context_create(&ctx));
  irx_exception_scope* outer = irx_exception_finally_enter(ctx);
  irx_exception_scope* inner = irx_exception_cleanup_enter(ctx);
  SAY("leaving the outer scope first");
  fflush(stdout);
  irx_exception_finally_leave(ctx, outer, 0);
  SAY("still running");
  irx_exception_cleanup_leave(ctx, inner);
  irx_exception_context_destroy(ctx);
  return 0;
}
