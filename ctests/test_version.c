/*
 * The library's version (irx_runtime_version) against the header's
 * IRX_RUNTIME_VERSION_* macros, and that asking for it leaves every
 * last-error message as it was. ctests/abi-1.25/test_version_125.c runs
 * this file against the pyirx 1.25 generation's header and archive.
 */
#include <stdint.h>
#include <string.h>

#include "irx_record_batch.h"
#include "irx_runtime.h"
#include "check.h"

static void test_the_library_is_the_headers_version(void) {
  CHECK_EQ_INT(IRX_RUNTIME_VERSION_NUMBER,
               IRX_RUNTIME_VERSION_MAJOR * 10000 + IRX_RUNTIME_VERSION_MINOR * 100 + IRX_RUNTIME_VERSION_PATCH);
  CHECK(IRX_RUNTIME_VERSION_MINOR < 100 && IRX_RUNTIME_VERSION_PATCH < 100);
  CHECK_EQ_INT((int64_t)irx_runtime_version(), IRX_RUNTIME_VERSION_NUMBER);
}

static void test_it_leaves_last_errors_alone(void) {
  char arrow[256], buffer[256], record_batch[256];
  /* A failure in each domain, so each has a message to lose. */
  CHECK(irx_arrow_array_builder_new(999, NULL) != 0);
  CHECK(irx_buffer_view_validate(NULL) != 0);
  CHECK(irx_rb_schema_create(NULL) != 0);
  strncpy(arrow, irx_arrow_last_error(), sizeof arrow - 1);
  strncpy(buffer, irx_buffer_last_error(), sizeof buffer - 1);
  strncpy(record_batch, irx_record_batch_errmsg(), sizeof record_batch - 1);
  arrow[sizeof arrow - 1] = buffer[sizeof buffer - 1] = record_batch[sizeof record_batch - 1] = '\0';
  CHECK_MESSAGE(arrow);
  CHECK_MESSAGE(buffer);
  CHECK_MESSAGE(record_batch);
  CHECK_EQ_INT((int64_t)irx_runtime_version(), IRX_RUNTIME_VERSION_NUMBER);
  CHECK_STR_EQ(irx_arrow_last_error(), arrow);
  CHECK_STR_EQ(irx_buffer_last_error(), buffer);
  CHECK_STR_EQ(irx_record_batch_errmsg(), record_batch);
}

int main(void) {
  RUN(test_the_library_is_the_headers_version);
  RUN(test_it_leaves_last_errors_alone);
  return check_exit();
}
