/* The default (IRx 1.18) generation from a CMake project: a dynamic list,
 * a dtype's size, and the library's version against the header's. */
#include <stdio.h>

#include "irx_buffer_runtime.h"
#include "irx_list_runtime.h"
#include "irx_runtime.h"

#ifndef IRX_RUNTIME_ABI_1_18
#error "this program needs the IRx 1.18 headers"
#endif

int main(void) {
  irx_list list = {NULL, 0, 0, sizeof(int)};
  int v = 42;
  irx_list_append(&list, &v);
  printf("%d %d %s\n", *(int*)irx_list_at(&list, 0), (int)irx_buffer_dtype_size(IRX_BUFFER_DTYPE_INT64),
         irx_runtime_version() == IRX_RUNTIME_VERSION_NUMBER ? "same version" : "other version");
  irx_list_destroy(&list);
  return 0;
}
