/* __arx_assert_fail (ABI.md §4): exact stderr bytes and exit status. */
#include <stdlib.h>

#include "irx_runtime.h"
#include "check.h"
#include "child.h"

typedef struct assert_args {
  const char* source;
  int line;
  int col;
  const char* message;
} assert_args;

static void call_assert(void* p) {
  assert_args* a = (assert_args*)p;
  __arx_assert_fail(a->source, a->line, a->col, a->message);
}

static void expect_report(assert_args args, const char* expected) {
  child_result r;
  CHECK_EQ_INT(run_child(call_assert, &args, &r), 0);
  CHECK(r.exited);
  CHECK_EQ_INT(r.status, EXIT_FAILURE);
  CHECK_EQ_INT(r.err_len, strlen(expected));
  CHECK_STR_EQ(r.err, expected);
}

static void test_plain_report(void) {
  assert_args a = {"main.x", 12, 5, "x > 0"};
  expect_report(a, "ARX_ASSERT_FAIL|main.x|12|5|x > 0\n");
}

static void test_null_arguments(void) {
  assert_args a = {NULL, 0, 0, NULL};
  expect_report(a, "ARX_ASSERT_FAIL|<unknown>|0|0|assertion failed\n");
  a.line = -7;
  a.col = 2147483647;
  a.message = "";
  expect_report(a, "ARX_ASSERT_FAIL|<unknown>|-7|2147483647|\n");
}

static void test_every_escape(void) {
  assert_args a = {"dir\\a|b.x", 1, 2, "tab\there\nnew\rret|pipe\\back"};
  expect_report(a, "ARX_ASSERT_FAIL|dir\\\\a\\pb.x|1|2|tab\\there\\nnew\\rret\\ppipe\\\\back\n");
}

static void print_then_assert(void* p) {
  (void)p;
  fputs("before ", stderr); /* earlier C stdio output stays first */
  __arx_assert_fail("s", 1, 1, "m");
}

static void test_earlier_output_is_flushed_first(void) {
  child_result r;
  CHECK_EQ_INT(run_child(print_then_assert, NULL, &r), 0);
  CHECK_STR_EQ(r.err, "before ARX_ASSERT_FAIL|s|1|1|m\n");
}

int main(void) {
  RUN(test_plain_report);
  RUN(test_null_arguments);
  RUN(test_every_escape);
  RUN(test_earlier_output_is_flushed_first);
  return check_exit();
}
