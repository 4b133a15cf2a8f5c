/*
 * Header smoke test: every header twice, compiled as C99 and as C++ with
 * -Wall -Wextra -Wpedantic -Werror (the Makefile builds this file both
 * ways), and a call to every buffer, list and assertion function through
 * the header names IRx 1.18 programs include.
 */
#include "irx_arrow_c_abi.h"
#include "irx_arrow_c_abi.h"
#include "irx_buffer_runtime.h"
#include "irx_buffer_runtime.h"
#include "irx_list_runtime.h"
#include "irx_list_runtime.h"
#include "irx_arrow_runtime.h"
#include "irx_arrow_runtime.h"
#include "irx_runtime.h"
#include "irx_runtime.h"

#include "check.h"

static void on_release(void* context) { *(int*)context += 1; }

static void test_every_buffer_function_links(void) {
  int calls = 0;
  irx_buffer_owner_handle* owner = NULL;
  irx_buffer_view view, copy;
  int64_t shape[1] = {4};
  CHECK_EQ_INT(irx_buffer_owner_external_new(&calls, on_release, &owner), 0);
  CHECK_EQ_INT(irx_buffer_owner_retain(owner), 0);
  CHECK_EQ_INT(irx_buffer_owner_release(owner), 0);
  CHECK_EQ_INT(irx_buffer_owner_release(owner), 0);
  CHECK_EQ_INT(calls, 1);
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT16, 1, shape, &view), 0);
  CHECK_EQ_INT(irx_buffer_view_validate(&view), 0);
  CHECK_EQ_INT(irx_buffer_view_is_c_contiguous(&view), 1);
  CHECK_EQ_INT(irx_buffer_view_is_f_contiguous(&view), 1);
  CHECK_EQ_INT(irx_buffer_dtype_size((intptr_t)view.dtype), 2);
  CHECK_EQ_INT(irx_buffer_view_copy(&view, &copy), 0);
  CHECK_EQ_INT(irx_buffer_view_retain(&copy), 0);
  {
    irx_buffer_view alias = copy; /* shallow: shares copy's owner */
    CHECK_EQ_INT(irx_buffer_view_release(&alias), 0);
  }
  CHECK_EQ_INT(irx_buffer_view_release(&copy), 0);
  CHECK_EQ_INT(irx_buffer_view_release(&view), 0);
  CHECK(copy.owner == NULL && view.owner == NULL);
  CHECK_STR_EQ(irx_buffer_last_error(), "");
}

static void test_every_list_function_links(void) {
  irx_list list = {NULL, 0, 0, 8};
  double value = 2.5;
  CHECK_EQ_INT(irx_list_append(&list, &value), 0);
  CHECK(*(double*)irx_list_at(&list, 0) == 2.5);
  irx_list_destroy(&list);
}

static void test_assert_is_declared_noreturn(void) {
  /* Only taking the address: calling it would end the test. */
  void (*fail)(const char*, int, int, const char*) = __arx_assert_fail;
  CHECK(fail != NULL);
}

static void test_arrow_structs_are_standard(void) {
  struct ArrowSchema schema;
  struct ArrowArray array;
  CHECK_EQ_INT(sizeof(schema), 72);
  CHECK_EQ_INT(sizeof(array), 80);
  CHECK_EQ_INT(ARROW_FLAG_NULLABLE, 2);
  CHECK_EQ_INT(IRX_ARROW_TYPE_BOOL, 11);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
}

int main(void) {
  RUN(test_every_buffer_function_links);
  RUN(test_every_list_function_links);
  RUN(test_assert_is_declared_noreturn);
  RUN(test_arrow_structs_are_standard);
  return check_exit();
}
