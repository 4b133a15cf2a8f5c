/* The Rust floor program: one call into bench/footprint/floor, print 3. */
#include <stdio.h>

int floor_add(int a, int b, int* out);

int main(void) {
  int sum = 0;
  if (floor_add(1, 2, &sum) != 0) return 1;
  printf("%d\n", sum);
  return 0;
}
