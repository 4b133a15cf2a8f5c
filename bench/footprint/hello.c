/* The footprint baseline: a C program that prints 3 and links nothing else. */
#include <stdio.h>

int main(void) {
  printf("%d\n", 3);
  return 0;
}
