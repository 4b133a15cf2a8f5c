/* The demo until the IR emitter lands: buffer views, a list and a passing
 * assertion through the C ABI, linked against libirx_runtime.a. */
#include <stdio.h>

#include "irx_runtime.h"

int main(void) {
  const int64_t shape[2] = {2, 3};
  irx_buffer_view matrix, transposed, copy;
  int64_t t_shape[2] = {3, 2}, t_strides[2];
  irx_list list = {NULL, 0, 0, sizeof(int64_t)};
  int64_t i, sum = 0;
  double* m;

  if (irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_FLOAT64, 2, shape, &matrix) != 0) {
    fprintf(stderr, "new_owned: %s\n", irx_buffer_last_error());
    return 1;
  }
  m = (double*)matrix.data;
  for (i = 0; i < 6; i++) m[i] = (double)i;
  /* A transposed view of the same storage, then an explicit deep copy. */
  transposed = matrix;
  t_strides[0] = matrix.strides[1];
  t_strides[1] = matrix.strides[0];
  transposed.shape = t_shape;
  transposed.strides = t_strides;
  transposed.flags = IRX_BUFFER_FLAG_OWNED | IRX_BUFFER_FLAG_READONLY | IRX_BUFFER_FLAG_F_CONTIGUOUS;
  if (irx_buffer_view_copy(&transposed, &copy) != 0) {
    fprintf(stderr, "copy: %s\n", irx_buffer_last_error());
    return 1;
  }
  printf("matrix 2x3: ");
  for (i = 0; i < 6; i++) printf("%g ", m[i]);
  printf("\ntransposed copy 3x2 (C order): ");
  for (i = 0; i < 6; i++) printf("%g ", ((double*)copy.data)[i]);
  printf("\n");
  irx_buffer_view_release(&copy);
  irx_buffer_view_release(&matrix);

  for (i = 1; i <= 100; i++) irx_list_append(&list, &i);
  for (i = 0; i < list.length; i++) sum += *(int64_t*)irx_list_at(&list, i);
  printf("list: %lld elements (capacity %lld), sum %lld\n", (long long)list.length,
         (long long)list.capacity, (long long)sum);
  if (sum != 5050) __arx_assert_fail("demo.c", __LINE__, 3, "list sum is 5050");
  irx_list_destroy(&list);
  printf("assertion sum == 5050 passed\n");
  return 0;
}
