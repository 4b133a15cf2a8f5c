/* The footprint program: build one int32 array, print its length. */
#include <stdio.h>

#include "irx_arrow_runtime.h"

int main(void) {
  irx_arrow_array_builder_handle* builder = NULL;
  irx_arrow_array_handle* array = NULL;
  if (irx_arrow_array_builder_int32_new(&builder) != 0 ||
      irx_arrow_array_builder_append_int32(builder, 1) != 0 ||
      irx_arrow_array_builder_append_int32(builder, 2) != 0 ||
      irx_arrow_array_builder_append_int32(builder, 3) != 0 ||
      irx_arrow_array_builder_finish(builder, &array) != 0) {
    fprintf(stderr, "min_array: %s\n", irx_arrow_last_error());
    irx_arrow_array_builder_release(builder);
    return 1;
  }
  printf("%lld\n", (long long)irx_arrow_array_length(array));
  irx_arrow_array_release(array);
  return 0;
}
