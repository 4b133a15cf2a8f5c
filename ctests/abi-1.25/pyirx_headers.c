/*
 * A C program written against pyirx 1.25.0's own headers: make compiles it
 * with -I pointing into the unpacked pyirx 1.25.0 wheel (nothing of it is
 * in this repository) and links it with our 1.25 generation,
 * target/abi-1.25/libirx_runtime.a. It must compile unchanged and behave as
 * those headers say.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "irx_arrow_runtime.h"
#include "irx_buffer_runtime.h"
#include "irx_class_runtime.h"
#include "irx_exception_runtime.h"
#include "irx_file_runtime.h"
#include "irx_list_runtime.h"
#include "irx_native_status.h"
#include "irx_record_batch.h"
#include "../check.h"

#ifdef IRX_RUNTIME_H
#error "this program must see pyirx 1.25.0's headers, not ours"
#endif

static void test_list_statuses(void) {
  irx_list list = {NULL, 0, 0, sizeof(double)};
  double value = 2.5;
  void* out = &list;
  CHECK_EQ_INT(irx_list_append(&list, &value), IRX_LIST_OK);
  CHECK_EQ_INT(irx_list_at(&list, 0, &out), IRX_LIST_OK);
  CHECK(out != NULL && *(double*)out == 2.5);
  CHECK_EQ_INT(irx_list_at(&list, 1, &out), IRX_LIST_OUT_OF_RANGE);
  CHECK(out == NULL);
  CHECK_EQ_INT(irx_list_append(NULL, &value), IRX_LIST_INVALID_ARGUMENT);
  CHECK_STR_EQ(irx_list_status_message(IRX_LIST_OUT_OF_RANGE), "dynamic list index out of range");
  CHECK_STR_EQ(irx_list_status_message(42), "dynamic list operation returned an unknown status");
  irx_list_destroy(&list);
}

static void test_arrow_statuses_are_native(void) {
  irx_arrow_array_builder_handle* builder = NULL;
  irx_arrow_array_handle* array = NULL;
  CHECK_EQ_INT(irx_arrow_array_builder_new(999, &builder), IRX_ERR_INVALID);
  CHECK(builder == NULL);
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &builder), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(builder, 40), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(builder, 2), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(builder, &array), IRX_OK);
  CHECK_EQ_INT(irx_arrow_array_length(array), 2);
  irx_arrow_array_release(array);
}

static void test_buffer_and_exceptions_link(void) {
  const char* ancestry[] = {"ValueError", "Exception"};
  irx_exception_info* info = NULL;
  CHECK_EQ_INT(irx_buffer_owner_retain(NULL), 0); /* a no-op in 1.25 */
  CHECK_EQ_INT(irx_buffer_view_retain(NULL), -1);
  CHECK(irx_buffer_last_error()[0] != '\0');
  CHECK_EQ_INT(irx_exception_info_create("ValueError", "bad", NULL, 0, &info), -1);
  CHECK(info == NULL);
  CHECK_EQ_INT(irx_exception_info_create("ValueError", "bad", ancestry, 2, &info), 0);
  CHECK(info != NULL);
  CHECK_STR_EQ(irx_exception_info_message(info), "bad");
  irx_exception_info_release(info);
  CHECK_EQ_INT(irx_record_batch_abi_version(), IRX_RECORD_BATCH_ABI_VERSION);
}

/* pyirx 1.25's file runtime through its own header: a round trip, its
 * statuses and its error buffer. */
static void test_file_runtime(void) {
  char error[IRX_FILE_ERROR_CAPACITY];
  char path[] = "/tmp/irx-pyirx-file-XXXXXX";
  irx_file* file = NULL;
  char* text = NULL;
  int64_t count = 0;
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  CHECK_EQ_INT(irx_file_open(path, "w", &file, error), IRX_FILE_OK);
  CHECK_EQ_INT(irx_file_write(file, "a\r\nb", &count, error), IRX_FILE_OK);
  CHECK_EQ_INT(count, 4);
  CHECK_EQ_INT(irx_file_read(file, &text, error), IRX_FILE_MODE);
  CHECK_STR_EQ(error, "file is not readable");
  CHECK_EQ_INT(irx_file_release(file, error), IRX_FILE_OK);
  CHECK_EQ_INT(irx_file_open(path, "r", &file, error), IRX_FILE_OK);
  CHECK_EQ_INT(irx_file_read(file, &text, error), IRX_FILE_OK);
  CHECK_STR_EQ(text, "a\nb");
  free(text);
  CHECK_EQ_INT(irx_file_close(file, error), IRX_FILE_OK);
  CHECK_EQ_INT(irx_file_read(file, &text, error), IRX_FILE_CLOSED);
  CHECK_EQ_INT(irx_file_release(file, error), IRX_FILE_OK);
  CHECK_EQ_INT(irx_file_open("/nonexistent/x", "r", &file, error), IRX_FILE_OS_ERROR | 2);
  CHECK(file == NULL);
  close(fd);
  unlink(path);
}

int main(void) {
  RUN(test_list_statuses);
  RUN(test_arrow_statuses_are_native);
  RUN(test_buffer_and_exceptions_link);
  RUN(test_file_runtime);
  return check_exit();
}
