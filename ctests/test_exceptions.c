/*
 * The exception runtime of pyirx 1.25 (irx_exception_*): records,
 * contexts, raise / re-raise, handler, finally and cleanup scopes, moving
 * pending values aside, traces, and the exact ARX_EXCEPTION report and
 * ARX_RUNTIME_FAIL fatal lines with their exit statuses.
 *
 * Everything outside IRX_TEST_EXTENSIONS is 1.25's own behaviour: built
 * with -DIRX_TEST_REFERENCE against pyirx 1.25's C runtime these cases
 * pass too (that is how their expected values were taken).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "irx_class_runtime.h"
#include "irx_exception_runtime.h"
#include "check.h"
#include "child.h"

#ifndef IRX_TEST_REFERENCE
#define IRX_TEST_EXTENSIONS 1
#endif

/* An exception object as generated code lays it out: the class token,
 * then the compiler-owned root record field. */
typedef struct exc_obj {
  void* token;
  irx_exception_info* info;
  int behaviour; /* what its drop does, below */
  irx_exception_context* raise_into;
} exc_obj;

enum { DROP_QUIETLY, DROP_RAISES, DROP_FAILS };

static int drops;

static exc_obj* new_exc(const char* name, const char* message, int behaviour);

static int32_t exc_drop(void* context, void* payload, char* error) {
  exc_obj* o = (exc_obj*)payload;
  drops++;
  irx_exception_info_release(o->info);
  if (o->behaviour == DROP_RAISES) {
    exc_obj* secondary = new_exc("CloseError", "close failed", DROP_QUIETLY);
    char err[IRX_CLASS_ERROR_CAPACITY];
    int32_t status = irx_exception_raise((irx_exception_context*)context, secondary,
                                         &secondary->info, NULL, 0, "drop.x", 9, 1, "E-CLOSE");
    irx_class_release(context, secondary, err);
    return status == 1 ? 1 : 0;
  }
  if (o->behaviour == DROP_FAILS) {
    strcpy(error, "drop failed");
    return 1;
  }
  return 0;
}

static exc_obj* new_exc(const char* name, const char* message, int behaviour) {
  const char* ancestry[3];
  char error[IRX_CLASS_ERROR_CAPACITY];
  void* out = NULL;
  exc_obj* o;
  ancestry[0] = name;
  ancestry[1] = "pkg.Exception";
  ancestry[2] = "pkg.BaseException";
  if (irx_class_create(sizeof(exc_obj), exc_drop, &out, error) != 0) {
    CHECK(0);
    return NULL;
  }
  o = (exc_obj*)out;
  o->behaviour = behaviour;
  CHECK_EQ_INT(irx_exception_info_create(name, message, ancestry, 3, &o->info), 0);
  return o;
}

/* Raises a new exception and drops the creator's reference. */
static int32_t raise_new(irx_exception_context* ctx, const char* name, const char* message,
                         int behaviour, irx_exception_info* cause, int32_t mode, const char* source,
                         int32_t line, int32_t col, const char* code) {
  char error[IRX_CLASS_ERROR_CAPACITY];
  exc_obj* o = new_exc(name, message, behaviour);
  int32_t status;
  if (!o) return -2;
  status = irx_exception_raise(ctx, o, &o->info, cause, mode, source, line, col, code);
  CHECK_EQ_INT(irx_class_release(ctx, o, error), 0);
  return status;
}

static irx_exception_context* new_context(void) {
  irx_exception_context* ctx = NULL;
  CHECK_EQ_INT(irx_exception_context_create(&ctx), 0);
  CHECK(ctx != NULL);
  return ctx;
}

/* ---- reports, captured from a child ------------------------------------- */

static void report_and_exit(void* arg) {
  irx_exception_report((irx_exception_context*)arg);
  _exit(0);
}

/* The report of `ctx` must be exactly `expected`. */
static void expect_report(irx_exception_context* ctx, const char* expected) {
  child_result r;
  CHECK_EQ_INT(run_child(report_and_exit, ctx, &r), 0);
  CHECK(r.exited);
  CHECK_EQ_INT(r.status, 0);
  CHECK_STR_EQ(r.err, expected);
}

static void expect_exit(void (*fn)(void*), void* arg, const char* expected) {
  child_result r;
  CHECK_EQ_INT(run_child(fn, arg, &r), 0);
  CHECK(r.exited);
  CHECK_EQ_INT(r.status, 1);
  CHECK_STR_EQ(r.err, expected);
}

#define FATAL(message) "ARX_RUNTIME_FAIL|ARX-RUNTIME-EXCEPTION-FATAL|<unknown>|-1|-1|" message "\n"

/* ---- records ------------------------------------------------------------ */

static void test_info_create_and_message(void) {
  const char* ancestry[2] = {"pkg.KeyError", "pkg.Exception"};
  irx_exception_info* info = NULL;
  char message[] = "missing key";
  CHECK_EQ_INT(irx_exception_info_create("KeyError", message, ancestry, 2, &info), 0);
  message[0] = 'X'; /* copied */
  CHECK_STR_EQ(irx_exception_info_message(info), "missing key");
  irx_exception_info_retain(info);
  irx_exception_info_release(info);
  CHECK_STR_EQ(irx_exception_info_message(info), "missing key");
  irx_exception_info_release(info);
  CHECK_STR_EQ(irx_exception_info_message(NULL), "");
  irx_exception_info_retain(NULL);
  irx_exception_info_release(NULL);
}

static void test_info_create_bad_input(void) {
  const char* ancestry[2] = {"pkg.E", "pkg.Exception"};
  const char* holes[2] = {"pkg.E", NULL};
  const char* empty[2] = {"pkg.E", ""};
  irx_exception_info* info;
#define BAD(...)                                                   \
  do {                                                             \
    info = (irx_exception_info*)0x1;                               \
    CHECK_EQ_INT(irx_exception_info_create(__VA_ARGS__, &info), -1); \
    CHECK(info == NULL);                                           \
  } while (0)
  BAD(NULL, "m", ancestry, 2);
  BAD("E", NULL, ancestry, 2); /* a NULL message */
  BAD("E", "m", NULL, 2);
  BAD("E", "m", ancestry, 0);
  BAD("E", "m", ancestry, -1);
  BAD("E", "m", holes, 2);
  BAD("E", "m", empty, 2);
#undef BAD
  CHECK_EQ_INT(irx_exception_info_create("E", "m", ancestry, 2, NULL), -1);
}

/* ---- raise, report, trace ------------------------------------------------- */

static void test_raise_and_report(void) {
  irx_exception_context* ctx = new_context();
  drops = 0;
  CHECK_EQ_INT(irx_exception_pending(ctx), 0);
  CHECK(irx_exception_pending_info(ctx) == NULL);
  expect_report(ctx, ""); /* nothing pending: nothing printed */
  CHECK_EQ_INT(raise_new(ctx, "pkg.ValueError", "bad value", DROP_QUIETLY, NULL, 0, "main.x", 3,
                         4, NULL),
               1);
  CHECK_EQ_INT(irx_exception_pending(ctx), 1);
  CHECK_STR_EQ(irx_exception_info_message(irx_exception_pending_info(ctx)), "bad value");
  CHECK_EQ_INT(irx_exception_matches(ctx, "pkg.ValueError"), 1);
  CHECK_EQ_INT(irx_exception_matches(ctx, "pkg.BaseException"), 1);
  CHECK_EQ_INT(irx_exception_matches(ctx, "pkg.KeyError"), 0);
  CHECK_EQ_INT(irx_exception_matches(ctx, NULL), 0);
  expect_report(ctx, "ARX_EXCEPTION|root|ARX-RUNTIME-EXCEPTION-001|pkg.ValueError|main.x|3|4|bad value\n");
  /* Reporting leaves it pending. */
  CHECK_EQ_INT(irx_exception_pending(ctx), 1);
  CHECK_EQ_INT(drops, 0);
  irx_exception_context_destroy(ctx);
  CHECK_EQ_INT(drops, 1);
}

static void test_unknown_origin_and_default_code(void) {
  irx_exception_context* ctx = new_context();
  CHECK_EQ_INT(raise_new(ctx, "E", "m", DROP_QUIETLY, NULL, 0, NULL, 0, 7, ""), 1);
  expect_report(ctx, "ARX_EXCEPTION|root|ARX-RUNTIME-EXCEPTION-001|E|<unknown>|-1|-1|m\n");
  irx_exception_context_destroy(ctx);
  ctx = new_context();
  CHECK_EQ_INT(raise_new(ctx, "E", "m", DROP_QUIETLY, NULL, 0, "s.x", 5, -2, "ARX-CUSTOM-7"), 1);
  expect_report(ctx, "ARX_EXCEPTION|root|ARX-CUSTOM-7|E|s.x|5|-1|m\n");
  irx_exception_context_destroy(ctx);
}

static void test_escaped_fields(void) {
  irx_exception_context* ctx = new_context();
  CHECK_EQ_INT(raise_new(ctx, "a|b", "tab\there\nnew\rret|pipe\\back\x01", DROP_QUIETLY, NULL, 0,
                         "dir\\f|g.x", 1, 2, "C|1\n"),
               1);
  irx_exception_trace(ctx, "t|r\\a\tce.x", 8, 9);
  expect_report(ctx,
                "ARX_EXCEPTION|root|C\\p1\\n|a\\pb|dir\\\\f\\pg.x|1|2|"
                "tab\\there\\nnew\\rret\\ppipe\\\\back\x01\n"
                "ARX_EXCEPTION_FRAME|t\\pr\\\\a\\tce.x|8|9\n");
  irx_exception_context_destroy(ctx);
}

static void test_trace_frames(void) {
  irx_exception_context* ctx = new_context();
  int i;
  irx_exception_trace(ctx, "nothing-pending.x", 1, 1); /* no-op */
  CHECK_EQ_INT(raise_new(ctx, "E", "m", DROP_QUIETLY, NULL, 0, "a.x", 1, 1, NULL), 1);
  irx_exception_trace(ctx, "b.x", 2, 3);
  irx_exception_trace(ctx, NULL, 2, 3);   /* untrustworthy: omitted */
  irx_exception_trace(ctx, "c.x", 0, 3);
  irx_exception_trace(ctx, "c.x", 3, 0);
  irx_exception_trace(ctx, "c.x", -1, 3);
  irx_exception_trace(NULL, "c.x", 3, 3);
  irx_exception_trace(ctx, "d.x", 4, 5);
  expect_report(ctx,
                "ARX_EXCEPTION|root|ARX-RUNTIME-EXCEPTION-001|E|a.x|1|1|m\n"
                "ARX_EXCEPTION_FRAME|b.x|2|3\n"
                "ARX_EXCEPTION_FRAME|d.x|4|5\n");
  /* At most 64 frames. */
  for (i = 0; i < 100; i++) irx_exception_trace(ctx, "loop.x", i + 1, 1);
  {
    child_result r;
    int lines = 0;
    size_t k;
    CHECK_EQ_INT(run_child(report_and_exit, ctx, &r), 0);
    for (k = 0; k < r.err_len; k++) lines += r.err[k] == '\n';
    CHECK_EQ_INT(lines, 65);
    CHECK(strstr(r.err, "|loop.x|62|1\n") != NULL);
    CHECK(strstr(r.err, "|loop.x|63|1\n") == NULL);
  }
  irx_exception_context_destroy(ctx);
}

static void test_raise_bad_input(void) {
  irx_exception_context* ctx = new_context();
  exc_obj* o = new_exc("E", "m", DROP_QUIETLY);
  irx_exception_info* original;
  irx_exception_info* empty = NULL;
  char error[IRX_CLASS_ERROR_CAPACITY];
  if (!o) return;
  original = o->info;
  CHECK_EQ_INT(irx_exception_raise(NULL, o, &o->info, NULL, 0, "s", 1, 1, NULL), -1);
  CHECK_EQ_INT(irx_exception_raise(ctx, NULL, &o->info, NULL, 0, "s", 1, 1, NULL), -1);
  CHECK_EQ_INT(irx_exception_raise(ctx, o, NULL, NULL, 0, "s", 1, 1, NULL), -1);
  CHECK_EQ_INT(irx_exception_raise(ctx, o, &empty, NULL, 0, "s", 1, 1, NULL), -1);
  CHECK_EQ_INT(irx_exception_raise(ctx, o, &o->info, NULL, 3, "s", 1, 1, NULL), -1);
  CHECK_EQ_INT(irx_exception_raise(ctx, o, &o->info, NULL, -1, "s", 1, 1, NULL), -1);
  CHECK_EQ_INT(irx_exception_raise(ctx, o, &o->info, NULL, 1, "s", 1, 1, NULL), -1);
  /* Nothing changed. */
  CHECK(o->info == original);
  CHECK_EQ_INT(irx_exception_pending(ctx), 0);
  /* One pending at a time. */
  CHECK_EQ_INT(irx_exception_raise(ctx, o, &o->info, NULL, 0, "s", 1, 1, NULL), 1);
  CHECK(o->info != original); /* the slot holds the raised snapshot */
  original = o->info;
  CHECK_EQ_INT(irx_exception_raise(ctx, o, &o->info, NULL, 0, "t", 2, 2, NULL), -1);
  CHECK(o->info == original);
  CHECK_EQ_INT(irx_class_release(ctx, o, error), 0);
  irx_exception_context_destroy(ctx);
  /* NULL queries. */
  CHECK_EQ_INT(irx_exception_pending(NULL), 0);
  CHECK_EQ_INT(irx_exception_matches(NULL, "E"), 0);
  CHECK(irx_exception_handled_payload(NULL) == NULL);
  CHECK(irx_exception_pending_info(NULL) == NULL);
  CHECK_EQ_INT(irx_exception_reraise(NULL), -1);
  CHECK_EQ_INT(irx_exception_context_create(NULL), -1);
  irx_exception_report(NULL);
  irx_exception_context_destroy(NULL);
}

static void test_huge_message(void) {
  size_t size = (size_t)8 << 20;
  char* message = (char*)malloc(size + 1);
  irx_exception_context* ctx = new_context();
  FILE* out = tmpfile();
  if (!message || !out) {
    CHECK(0);
    free(message);
    if (out) fclose(out);
    return;
  }
  memset(message, 'x', size);
  message[size] = '\0';
  message[size - 1] = '|';
  CHECK_EQ_INT(raise_new(ctx, "E", message, DROP_QUIETLY, NULL, 0, "s.x", 1, 1, NULL), 1);
  CHECK_EQ_INT(strlen(irx_exception_info_message(irx_exception_pending_info(ctx))), size);
  irx_exception_trace(ctx, "t.x", 2, 2); /* a new snapshot: the text is shared */
  fflush(NULL);
  {
    pid_t pid = fork();
    int status = 0;
    if (pid == 0) {
      dup2(fileno(out), 2);
      irx_exception_report(ctx);
      _exit(0);
    }
    CHECK(pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status));
  }
  {
    const char* head = "ARX_EXCEPTION|root|ARX-RUNTIME-EXCEPTION-001|E|s.x|1|1|xxx";
    const char* tail = "xx\\p\nARX_EXCEPTION_FRAME|t.x|2|2\n";
    char buffer[64];
    long length;
    fseek(out, 0, SEEK_END);
    length = ftell(out);
    CHECK_EQ_INT(length, (long)(strlen(head) - 3 + size + 1 + strlen("\nARX_EXCEPTION_FRAME|t.x|2|2\n")));
    fseek(out, 0, SEEK_SET);
    CHECK(fread(buffer, 1, strlen(head), out) == strlen(head) && memcmp(buffer, head, strlen(head)) == 0);
    fseek(out, length - (long)strlen(tail), SEEK_SET);
    CHECK(fread(buffer, 1, strlen(tail), out) == strlen(tail) && memcmp(buffer, tail, strlen(tail)) == 0);
  }
  fclose(out);
  free(message);
  irx_exception_context_destroy(ctx);
}

/* ---- handlers, chaining ----------------------------------------------------- */

static void test_handler_context_and_reraise(void) {
  irx_exception_context* ctx = new_context();
  irx_exception_scope* scope;
  void* handled;
  drops = 0;
  CHECK_EQ_INT(raise_new(ctx, "First", "one", DROP_QUIETLY, NULL, 0, "a.x", 1, 1, NULL), 1);
  handled = irx_exception_pending_info(ctx);
  CHECK(handled != NULL);
  scope = irx_exception_handler_enter(ctx);
  CHECK(scope != NULL);
  CHECK_EQ_INT(irx_exception_pending(ctx), 0);
  CHECK(irx_exception_handled_payload(ctx) != NULL);
  /* Raising inside the handler chains the handled one as context. */
  CHECK_EQ_INT(raise_new(ctx, "Second", "two", DROP_QUIETLY, NULL, 0, "b.x", 2, 2, NULL), 1);
  expect_report(ctx,
                "ARX_EXCEPTION|context|ARX-RUNTIME-EXCEPTION-001|First|a.x|1|1|one\n"
                "ARX_EXCEPTION|root|ARX-RUNTIME-EXCEPTION-001|Second|b.x|2|2|two\n");
  /* Re-raise needs an empty pending slot. */
  CHECK_EQ_INT(irx_exception_reraise(ctx), -1);
  irx_exception_pending_discard(ctx, irx_exception_pending_take(ctx));
  CHECK_EQ_INT(drops, 1);
  CHECK_EQ_INT(irx_exception_reraise(ctx), 1);
  CHECK(irx_exception_pending_info(ctx) == handled);
  irx_exception_handler_leave(ctx, scope);
  CHECK(irx_exception_handled_payload(ctx) == NULL);
  CHECK_EQ_INT(drops, 1); /* the re-raised one holds its own reference */
  expect_report(ctx, "ARX_EXCEPTION|root|ARX-RUNTIME-EXCEPTION-001|First|a.x|1|1|one\n");
  irx_exception_context_destroy(ctx);
  CHECK_EQ_INT(drops, 2);
  /* No handled exception: nothing to re-raise. */
  ctx = new_context();
  CHECK_EQ_INT(irx_exception_reraise(ctx), -1);
  irx_exception_context_destroy(ctx);
}

static void test_cause_and_suppressed_context(void) {
  irx_exception_context* ctx = new_context();
  irx_exception_scope* scope;
  const char* ancestry[1] = {"pkg.Cause"};
  irx_exception_info* cause = NULL;
  CHECK_EQ_INT(irx_exception_info_create("pkg.Cause", "why", ancestry, 1, &cause), 0);
  CHECK_EQ_INT(raise_new(ctx, "First", "one", DROP_QUIETLY, NULL, 0, "a.x", 1, 1, NULL), 1);
  scope = irx_exception_handler_enter(ctx);
  /* mode 1: the cause replaces the context; a never-raised record has no origin. */
  CHECK_EQ_INT(raise_new(ctx, "Second", "two", DROP_QUIETLY, cause, 1, "b.x", 2, 2, NULL), 1);
  irx_exception_info_release(cause); /* the raise took its own reference */
  expect_report(ctx,
                "ARX_EXCEPTION|cause|ARX-RUNTIME-EXCEPTION-001|pkg.Cause|<unknown>|-1|-1|why\n"
                "ARX_EXCEPTION|root|ARX-RUNTIME-EXCEPTION-001|Second|b.x|2|2|two\n");
  irx_exception_pending_discard(ctx, irx_exception_pending_take(ctx));
  /* mode 2: neither. */
  CHECK_EQ_INT(raise_new(ctx, "Third", "three", DROP_QUIETLY, NULL, 2, "c.x", 3, 3, NULL), 1);
  expect_report(ctx, "ARX_EXCEPTION|root|ARX-RUNTIME-EXCEPTION-001|Third|c.x|3|3|three\n");
  irx_exception_pending_discard(ctx, irx_exception_pending_take(ctx));
  irx_exception_handler_leave(ctx, scope);
  CHECK_EQ_INT(irx_exception_pending(ctx), 0);
  irx_exception_context_destroy(ctx);
}

static void test_nested_handlers_restore_the_outer_handled(void) {
  irx_exception_context* ctx = new_context();
  irx_exception_scope *outer, *inner;
  void* first;
  CHECK_EQ_INT(raise_new(ctx, "A", "a", DROP_QUIETLY, NULL, 0, "a.x", 1, 1, NULL), 1);
  outer = irx_exception_handler_enter(ctx);
  first = irx_exception_handled_payload(ctx);
  CHECK_EQ_INT(raise_new(ctx, "B", "b", DROP_QUIETLY, NULL, 0, "b.x", 2, 1, NULL), 1);
  inner = irx_exception_handler_enter(ctx);
  CHECK(irx_exception_handled_payload(ctx) != first);
  irx_exception_handler_leave(ctx, inner);
  CHECK(irx_exception_handled_payload(ctx) == first);
  irx_exception_handler_leave(ctx, outer);
  CHECK(irx_exception_handled_payload(ctx) == NULL);
  irx_exception_context_destroy(ctx);
}

/* ---- finally and cleanup ---------------------------------------------------- */

static void test_finally_preserves_or_replaces(void) {
  irx_exception_context* ctx = new_context();
  irx_exception_scope* scope;
  drops = 0;
  /* Nothing pending: nothing to preserve. */
  scope = irx_exception_finally_enter(ctx);
  CHECK(irx_exception_handled_payload(ctx) == NULL);
  irx_exception_finally_leave(ctx, scope, 1);
  CHECK_EQ_INT(irx_exception_pending(ctx), 0);
  /* Preserved. */
  CHECK_EQ_INT(raise_new(ctx, "A", "a", DROP_QUIETLY, NULL, 0, "a.x", 1, 1, NULL), 1);
  scope = irx_exception_finally_enter(ctx);
  CHECK_EQ_INT(irx_exception_pending(ctx), 0);
  CHECK(irx_exception_handled_payload(ctx) != NULL);
  irx_exception_finally_leave(ctx, scope, 1);
  expect_report(ctx, "ARX_EXCEPTION|root|ARX-RUNTIME-EXCEPTION-001|A|a.x|1|1|a\n");
  /* Not preserved (a return in finally): consumed. */
  scope = irx_exception_finally_enter(ctx);
  irx_exception_finally_leave(ctx, scope, 0);
  CHECK_EQ_INT(irx_exception_pending(ctx), 0);
  CHECK_EQ_INT(drops, 1);
  /* Replaced by a failure of the finally block itself. */
  CHECK_EQ_INT(raise_new(ctx, "A", "a", DROP_QUIETLY, NULL, 0, "a.x", 1, 1, NULL), 1);
  scope = irx_exception_finally_enter(ctx);
  CHECK_EQ_INT(raise_new(ctx, "B", "b", DROP_QUIETLY, NULL, 0, "b.x", 2, 2, NULL), 1);
  irx_exception_finally_leave(ctx, scope, 1);
  CHECK_EQ_INT(drops, 2);
  expect_report(ctx,
                "ARX_EXCEPTION|context|ARX-RUNTIME-EXCEPTION-001|A|a.x|1|1|a\n"
                "ARX_EXCEPTION|root|ARX-RUNTIME-EXCEPTION-001|B|b.x|2|2|b\n");
  irx_exception_context_destroy(ctx);
  CHECK_EQ_INT(drops, 3);
}

static void test_cleanup_keeps_the_original_failure(void) {
  irx_exception_context* ctx = new_context();
  irx_exception_scope* scope;
  drops = 0;
  CHECK_EQ_INT(raise_new(ctx, "Original", "first", DROP_QUIETLY, NULL, 0, "a.x", 1, 1, NULL), 1);
  scope = irx_exception_cleanup_enter(ctx);
  CHECK_EQ_INT(raise_new(ctx, "Cleanup1", "c1", DROP_QUIETLY, NULL, 0, "c.x", 5, 1, "E-C1"), 1);
  irx_exception_cleanup_leave(ctx, scope);
  CHECK_EQ_INT(drops, 1);
  scope = irx_exception_cleanup_enter(ctx);
  CHECK_EQ_INT(raise_new(ctx, "Cleanup2", "c2", DROP_QUIETLY, NULL, 0, "d.x", 6, 1, NULL), 1);
  irx_exception_cleanup_leave(ctx, scope);
  CHECK_EQ_INT(irx_exception_matches(ctx, "Original"), 1);
  /* Each cleanup failure was raised while the original was the exception
   * being handled, so each shows it as its context (1.25's output). */
  expect_report(ctx,
                "ARX_EXCEPTION|context|ARX-RUNTIME-EXCEPTION-001|Original|a.x|1|1|first\n"
                "ARX_EXCEPTION|cleanup|E-C1|Cleanup1|c.x|5|1|c1\n"
                "ARX_EXCEPTION|context|ARX-RUNTIME-EXCEPTION-001|Original|a.x|1|1|first\n"
                "ARX_EXCEPTION|context|ARX-RUNTIME-EXCEPTION-001|Original|a.x|1|1|first\n"
                "ARX_EXCEPTION|cleanup|E-C1|Cleanup1|c.x|5|1|c1\n"
                "ARX_EXCEPTION|cleanup|ARX-RUNTIME-EXCEPTION-001|Cleanup2|d.x|6|1|c2\n"
                "ARX_EXCEPTION|root|ARX-RUNTIME-EXCEPTION-001|Original|a.x|1|1|first\n");
  irx_exception_context_destroy(ctx);
  /* Without an original failure, the cleanup failure is promoted. */
  ctx = new_context();
  scope = irx_exception_cleanup_enter(ctx);
  CHECK_EQ_INT(raise_new(ctx, "Late", "late", DROP_QUIETLY, NULL, 0, "e.x", 7, 1, NULL), 1);
  irx_exception_cleanup_leave(ctx, scope);
  expect_report(ctx, "ARX_EXCEPTION|root|ARX-RUNTIME-EXCEPTION-001|Late|e.x|7|1|late\n");
  irx_exception_context_destroy(ctx);
}

/* ---- moving pending values aside; failing destructors ------------------------ */

static void test_take_restore_discard(void) {
  irx_exception_context* ctx = new_context();
  irx_exception_value* value;
  drops = 0;
  CHECK(irx_exception_pending_take(ctx) == NULL);
  irx_exception_pending_restore(ctx, NULL);
  irx_exception_pending_discard(ctx, NULL);
  irx_exception_pending_discard(NULL, NULL);
  CHECK_EQ_INT(raise_new(ctx, "A", "a", DROP_QUIETLY, NULL, 0, "a.x", 1, 1, NULL), 1);
  value = irx_exception_pending_take(ctx);
  CHECK(value != NULL);
  CHECK_EQ_INT(irx_exception_pending(ctx), 0);
  irx_exception_pending_restore(ctx, value);
  CHECK_EQ_INT(irx_exception_pending(ctx), 1);
  value = irx_exception_pending_take(ctx);
  irx_exception_pending_discard(ctx, value);
  CHECK_EQ_INT(irx_exception_pending(ctx), 0);
  CHECK_EQ_INT(drops, 1);
  irx_exception_context_destroy(ctx);
}

static void test_failing_destructor_is_recorded(void) {
  irx_exception_context* ctx = new_context();
  irx_exception_value* value;
  drops = 0;
  /* The destroyed exception's drop raises, while another is pending. */
  CHECK_EQ_INT(raise_new(ctx, "Doomed", "d", DROP_RAISES, NULL, 0, "a.x", 1, 1, NULL), 1);
  value = irx_exception_pending_take(ctx);
  CHECK_EQ_INT(raise_new(ctx, "Main", "m", DROP_QUIETLY, NULL, 0, "b.x", 2, 1, NULL), 1);
  irx_exception_pending_discard(ctx, value);
  CHECK_EQ_INT(drops, 2);
  CHECK_EQ_INT(irx_exception_matches(ctx, "Main"), 1);
  expect_report(ctx,
                "ARX_EXCEPTION|cleanup|E-CLOSE|CloseError|drop.x|9|1|close failed\n"
                "ARX_EXCEPTION|root|ARX-RUNTIME-EXCEPTION-001|Main|b.x|2|1|m\n");
  irx_exception_context_destroy(ctx);
  /* With nothing pending, the destructor's failure becomes pending. */
  ctx = new_context();
  CHECK_EQ_INT(raise_new(ctx, "Doomed", "d", DROP_RAISES, NULL, 0, "a.x", 1, 1, NULL), 1);
  irx_exception_pending_discard(ctx, irx_exception_pending_take(ctx));
  expect_report(ctx, "ARX_EXCEPTION|root|E-CLOSE|CloseError|drop.x|9|1|close failed\n");
  irx_exception_context_destroy(ctx);
}

/* ---- fatal misuse: exact line, exit status 1 --------------------------------- */

static void enter_handler_with_nothing_pending(void* arg) {
  (void)arg;
  irx_exception_context* ctx = new_context();
  irx_exception_handler_enter(ctx);
}

static void enter_without_context(void* arg) {
  (void)arg;
  irx_exception_finally_enter(NULL);
}

static void leave_out_of_order(void* arg) {
  irx_exception_context* ctx = new_context();
  irx_exception_scope *outer, *inner;
  (void)arg;
  outer = irx_exception_finally_enter(ctx);
  inner = irx_exception_cleanup_enter(ctx);
  (void)inner;
  irx_exception_finally_leave(ctx, outer, 1);
}

static void leave_with_wrong_kind(void* arg) {
  irx_exception_context* ctx = new_context();
  (void)arg;
  irx_exception_cleanup_leave(ctx, irx_exception_finally_enter(ctx));
}

/* Raises an exception "A" in `ctx` and takes it out again. */
static irx_exception_value* raise_and_take(irx_exception_context* ctx) {
  raise_new(ctx, "A", "a", DROP_QUIETLY, NULL, 0, "a.x", 1, 1, NULL);
  return irx_exception_pending_take(ctx);
}

static void take_without_context(void* arg) {
  (void)arg;
  irx_exception_pending_take(NULL);
}

static void restore_into_occupied(void* arg) {
  irx_exception_context* ctx = new_context();
  irx_exception_value* value = raise_and_take(ctx);
  (void)arg;
  raise_new(ctx, "B", "b", DROP_QUIETLY, NULL, 0, "b.x", 1, 1, NULL);
  irx_exception_pending_restore(ctx, value);
}

static void discard_without_context(void* arg) {
  irx_exception_context* ctx = new_context();
  (void)arg;
  irx_exception_pending_discard(NULL, raise_and_take(ctx));
}

static void destroy_active(void* arg) {
  irx_exception_context* ctx = new_context();
  (void)arg;
  irx_exception_finally_enter(ctx);
  irx_exception_context_destroy(ctx);
}

static void destructor_fails_alone(void* arg) {
  irx_exception_context* ctx = new_context();
  (void)arg;
  raise_new(ctx, "A", "a", DROP_FAILS, NULL, 0, "a.x", 1, 1, NULL);
  irx_exception_pending_discard(ctx, irx_exception_pending_take(ctx));
}

static void test_fatal_misuse(void) {
  expect_exit(enter_handler_with_nothing_pending, NULL, FATAL("invalid exception scope entry"));
  expect_exit(enter_without_context, NULL, FATAL("invalid exception scope entry"));
  expect_exit(leave_out_of_order, NULL, FATAL("exception scopes must leave in reverse order"));
  expect_exit(leave_with_wrong_kind, NULL, FATAL("exception scopes must leave in reverse order"));
  expect_exit(take_without_context, NULL, FATAL("missing exception context"));
  expect_exit(restore_into_occupied, NULL, FATAL("restoring into an occupied exception slot"));
  expect_exit(discard_without_context, NULL, FATAL("exception destruction repeatedly failed"));
  expect_exit(destroy_active, NULL, FATAL("destroying an active exception context"));
  expect_exit(destructor_fails_alone, NULL,
              FATAL("exception destructor failed without a pending value"));
}

/* ---- __arx_runtime_fail -------------------------------------------------------- */

#ifdef IRX_TEST_REFERENCE
void __arx_runtime_fail(const char* code, const char* source, int line, int col, const char* message);
#endif

typedef struct fail_args {
  const char* code;
  const char* source;
  int line, col;
  const char* message;
} fail_args;

static void call_runtime_fail(void* arg) {
  fail_args* a = (fail_args*)arg;
  __arx_runtime_fail(a->code, a->source, a->line, a->col, a->message);
}

static void test_runtime_fail(void) {
  fail_args plain = {"ARX-RUNTIME-EXCEPTION-002", "main.x", 12, 5, "uncaught exception"};
  fail_args nulls = {NULL, NULL, -1, -1, NULL};
  fail_args escapes = {"C|1", "dir\\a|b.x", 0, 2147483647, "tab\there\nnew\rret|pipe\\back"};
  expect_exit(call_runtime_fail, &plain,
              "ARX_RUNTIME_FAIL|ARX-RUNTIME-EXCEPTION-002|main.x|12|5|uncaught exception\n");
  expect_exit(call_runtime_fail, &nulls,
              "ARX_RUNTIME_FAIL|ARX-RUNTIME-UNKNOWN|<unknown>|-1|-1|runtime failure\n");
  expect_exit(call_runtime_fail, &escapes,
              "ARX_RUNTIME_FAIL|C\\p1|dir\\\\a\\pb.x|0|2147483647|"
              "tab\\there\\nnew\\rret\\ppipe\\\\back\n");
}

#ifdef IRX_TEST_EXTENSIONS
/* ---- what 1.25 leaves undefined: an error or a fatal line, never a crash ---- */

/* A record handle whose last reference is gone. */
static irx_exception_info* released_record(void) {
  const char* ancestry[1] = {"E"};
  irx_exception_info* info = NULL;
  irx_exception_info_create("E", "m", ancestry, 1, &info);
  irx_exception_info_release(info);
  return info;
}

static void retain_released_record(void* arg) {
  (void)arg;
  irx_exception_info_retain(released_record());
}

static void release_made_up_record(void* arg) {
  (void)arg;
  irx_exception_info_release((irx_exception_info*)(uintptr_t)0x12345678);
}

static void message_of_released_record(void* arg) {
  (void)arg;
  irx_exception_info_message(released_record());
}

static void query_destroyed_context(void* arg) {
  irx_exception_context* ctx = new_context();
  (void)arg;
  irx_exception_context_destroy(ctx);
  irx_exception_pending(ctx);
}

static void restore_twice(void* arg) {
  irx_exception_context* ctx = new_context();
  irx_exception_value* value = raise_and_take(ctx);
  (void)arg;
  irx_exception_pending_restore(ctx, value);
  irx_exception_pending_discard(ctx, irx_exception_pending_take(ctx));
  irx_exception_pending_restore(ctx, value);
}

static void leave_made_up_scope(void* arg) {
  irx_exception_context* ctx = new_context();
  (void)arg;
  irx_exception_finally_enter(ctx);
  irx_exception_finally_leave(ctx, (irx_exception_scope*)(uintptr_t)0x10, 0);
}

static void leave_scope_of_another_context(void* arg) {
  irx_exception_context* a = new_context();
  irx_exception_context* b = new_context();
  irx_exception_scope* scope;
  (void)arg;
  irx_exception_finally_enter(a);
  scope = irx_exception_finally_enter(b);
  irx_exception_finally_leave(a, scope, 0);
}

#define NOT_LIVE(function, what) \
  FATAL(function ": not a live " what " handle (already released, or not created by this runtime)")

static void test_stale_handles(void) {
  irx_exception_context* ctx = new_context();
  irx_exception_context* gone = new_context();
  exc_obj* o = new_exc("E", "m", DROP_QUIETLY);
  char error[IRX_CLASS_ERROR_CAPACITY];
  void* fake[2] = {(void*)0x99, NULL};
  irx_exception_info* slot;
  irx_exception_context_destroy(gone);
  if (!o) return;
  slot = o->info;
  /* Where 1.25 has a failure status, stale handles get it. */
  CHECK_EQ_INT(irx_exception_raise(gone, o, &o->info, NULL, 0, "s", 1, 1, NULL), -1);
  CHECK_EQ_INT(irx_exception_raise(ctx, fake, &slot, NULL, 0, "s", 1, 1, NULL), -1);
  CHECK_EQ_INT(irx_exception_raise(ctx, o, &o->info, (irx_exception_info*)fake, 1, "s", 1, 1, NULL), -1);
  CHECK_EQ_INT(irx_exception_reraise(gone), -1);
  CHECK_EQ_INT(irx_exception_pending(ctx), 0);
  CHECK(o->info == slot);
  CHECK_EQ_INT(irx_class_release(ctx, o, error), 0);
  irx_exception_context_destroy(ctx);
  /* Elsewhere: a fatal line naming the function. */
  expect_exit(retain_released_record, NULL, FATAL("invalid exception record retain"));
  expect_exit(release_made_up_record, NULL, FATAL("invalid exception record release"));
  expect_exit(message_of_released_record, NULL,
              NOT_LIVE("irx_exception_info_message", "exception record"));
  expect_exit(query_destroyed_context, NULL, NOT_LIVE("irx_exception_pending", "exception context"));
  expect_exit(restore_twice, NULL, NOT_LIVE("irx_exception_pending_restore", "exception value"));
  expect_exit(leave_made_up_scope, NULL, FATAL("exception scopes must leave in reverse order"));
  expect_exit(leave_scope_of_another_context, NULL,
              FATAL("exception scopes must leave in reverse order"));
}

/* A drop that destroys the context it is discarded from. */
static int32_t destroying_drop(void* context, void* payload, char* error) {
  exc_obj* o = (exc_obj*)payload;
  (void)error;
  irx_exception_info_release(o->info);
  irx_exception_context_destroy((irx_exception_context*)context);
  return 0;
}

static void destroy_from_drop(void* arg) {
  irx_exception_context* ctx = new_context();
  const char* ancestry[1] = {"E"};
  char error[IRX_CLASS_ERROR_CAPACITY];
  void* out = NULL;
  exc_obj* o;
  (void)arg;
  irx_class_create(sizeof(exc_obj), destroying_drop, &out, error);
  o = (exc_obj*)out;
  irx_exception_info_create("E", "m", ancestry, 1, &o->info);
  irx_exception_raise(ctx, o, &o->info, NULL, 0, "s", 1, 1, NULL);
  irx_class_release(ctx, o, error);
  irx_exception_context_destroy(ctx);
}

static void test_context_destroyed_by_a_drop(void) {
  expect_exit(destroy_from_drop, NULL,
              NOT_LIVE("irx_exception_context_destroy", "exception context"));
}
#endif

int main(void) {
  RUN(test_info_create_and_message);
  RUN(test_info_create_bad_input);
  RUN(test_raise_and_report);
  RUN(test_unknown_origin_and_default_code);
  RUN(test_escaped_fields);
  RUN(test_trace_frames);
  RUN(test_raise_bad_input);
  RUN(test_huge_message);
  RUN(test_handler_context_and_reraise);
  RUN(test_cause_and_suppressed_context);
  RUN(test_nested_handlers_restore_the_outer_handled);
  RUN(test_finally_preserves_or_replaces);
  RUN(test_cleanup_keeps_the_original_failure);
  RUN(test_take_restore_discard);
  RUN(test_failing_destructor_is_recorded);
  RUN(test_fatal_misuse);
  RUN(test_runtime_fail);
#ifdef IRX_TEST_EXTENSIONS
  RUN(test_stale_handles);
  RUN(test_context_destroyed_by_a_drop);
#endif
  return check_exit();
}
