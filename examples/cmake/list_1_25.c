/* The pyirx 1.25 generation from a CMake project: its irx_list_at (a
 * status and an out-pointer), its IRX_ERR_* statuses and list messages. */
#include <stdio.h>

#include "irx_arrow_runtime.h"
#include "irx_list_runtime.h"
#include "irx_runtime.h"

#ifndef IRX_RUNTIME_ABI_1_25
#error "this program needs the pyirx 1.25 headers"
#endif

int main(void) {
  irx_list list = {NULL, 0, 0, sizeof(int)};
  int v = 42;
  void* out = NULL;
  irx_list_append(&list, &v);
  int32_t status = irx_list_at(&list, 0, &out);
  int element = *(int*)out;
  int32_t past_the_end = irx_list_at(&list, 1, &out);
  printf("%d %d %d %s\n", (int)status, element, irx_arrow_array_builder_new(999, NULL),
         irx_list_status_message(past_the_end));
  irx_list_destroy(&list);
  return 0;
}
