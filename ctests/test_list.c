/* The dynamic list (ABI.md §3) and its irx_list_destroy extension. */
#include <stdint.h>
#include <stdlib.h>

#include "irx_list_runtime.h"
#include "check.h"
#include "child.h"

static void test_append_and_index_follow_growth_policy(void) {
  irx_list list = {NULL, 0, 0, sizeof(int64_t)}; /* as generated IR does */
  int64_t i;
  const int64_t expected_capacity[] = {4, 4, 4, 4, 8, 8, 8, 8, 16};
  for (i = 0; i < 9; i++) {
    int64_t value = i * 3;
    CHECK_EQ_INT(irx_list_append(&list, &value), 0);
    CHECK_EQ_INT(list.length, i + 1);
    CHECK_EQ_INT(list.capacity, expected_capacity[i]);
  }
  for (i = 0; i < 9; i++) CHECK_EQ_INT(*(int64_t*)irx_list_at(&list, i), i * 3);
  for (i = 9; i < 100000; i++) irx_list_append(&list, &i);
  CHECK_EQ_INT(list.length, 100000);
  CHECK_EQ_INT(list.capacity, 131072);
  CHECK_EQ_INT(*(int64_t*)irx_list_at(&list, 99999), 99999);
  irx_list_destroy(&list);
  CHECK(list.data == NULL);
  CHECK_EQ_INT(list.length, 0);
  CHECK_EQ_INT(list.capacity, 0);
  CHECK_EQ_INT(list.element_size, 8);
  irx_list_destroy(NULL);
}

static void test_storage_is_malloc_compatible(void) {
  irx_list list = {NULL, 0, 0, 3};
  const char triple[3] = {'a', 'b', 'c'};
  irx_list_append(&list, triple);
  CHECK(memcmp(irx_list_at(&list, 0), "abc", 3) == 0);
  /* The caller may free the storage with the C allocator directly. */
  free(list.data);
}

static void test_append_of_own_element_at_full_capacity(void) {
  irx_list list = {NULL, 0, 0, sizeof(int32_t)};
  int32_t i;
  for (i = 0; i < 4; i++) {
    int32_t value = 100 + i;
    irx_list_append(&list, &value);
  }
  CHECK_EQ_INT(list.length, list.capacity); /* the next append reallocates */
  CHECK_EQ_INT(irx_list_append(&list, irx_list_at(&list, 0)), 0);
  CHECK_EQ_INT(irx_list_append(&list, irx_list_at(&list, 3)), 0);
  CHECK_EQ_INT(*(int32_t*)irx_list_at(&list, 4), 100);
  CHECK_EQ_INT(*(int32_t*)irx_list_at(&list, 5), 103);
  for (i = 0; i < 2; i++) irx_list_append(&list, irx_list_at(&list, 5));
  CHECK_EQ_INT(list.length, 8);
  CHECK_EQ_INT(list.capacity, 8);
  CHECK_EQ_INT(irx_list_append(&list, irx_list_at(&list, 7)), 0);
  CHECK_EQ_INT(*(int32_t*)irx_list_at(&list, 8), 103);
  irx_list_destroy(&list);
}

/* Misuse ends the process with status 1 and one stderr line. */
static void append_null_list(void* arg) { (void)arg; irx_list_append(NULL, "x"); }
static void append_null_value(void* arg) {
  irx_list list = {NULL, 0, 0, 4};
  (void)arg;
  irx_list_append(&list, NULL);
}
static void append_zero_size(void* arg) {
  irx_list list = {NULL, 0, 0, 0};
  int value = 1;
  (void)arg;
  irx_list_append(&list, &value);
}
static void append_negative_size(void* arg) {
  irx_list list = {NULL, 0, 0, -8};
  int value = 1;
  (void)arg;
  irx_list_append(&list, &value);
}
static void append_corrupt_list(void* arg) {
  irx_list list = {NULL, 5, 2, 4};
  int value = 1;
  (void)arg;
  irx_list_append(&list, &value);
}
static void at_null_list(void* arg) { (void)arg; irx_list_at(NULL, 0); }
static void at_index(void* arg) {
  irx_list list = {NULL, 0, 0, 4};
  int value = 7;
  irx_list_append(&list, &value);
  irx_list_at(&list, *(int64_t*)arg);
}
static void at_zero_size(void* arg) {
  int value = 7;
  irx_list list = {NULL, 0, 0, 4};
  (void)arg;
  irx_list_append(&list, &value);
  list.element_size = 0;
  irx_list_at(&list, 0);
}
static void at_empty(void* arg) {
  irx_list list = {NULL, 0, 0, 4};
  (void)arg;
  irx_list_at(&list, 0);
}

/* The whole of stderr must be `line` plus a newline: IRx 1.18 programs'
 * expected output compares it byte for byte. */
static void expect_exit_1(void (*fn)(void*), void* arg, const char* line) {
  child_result r;
  CHECK_EQ_INT(run_child(fn, arg, &r), 0);
  CHECK(r.exited);
  CHECK_EQ_INT(r.status, 1);
  if (r.err_len != strlen(line) + 1 || strncmp(r.err, line, strlen(line)) != 0 ||
      r.err[r.err_len - 1] != '\n') {
    printf("#   stderr \"%s\", expected \"%s\\n\"\n", r.err, line);
    CHECK(0);
  }
}

/* IRx 1.18's exact lines where IRx defines the case; ours where it has no
 * check (a corrupt struct, a zero element size when indexing). */
static void test_misuse_exits_with_status_1(void) {
  int64_t index;
  expect_exit_1(append_null_list, NULL, "dynamic list append requires a non-null list");
  expect_exit_1(append_null_value, NULL, "dynamic list append requires a non-null value pointer");
  expect_exit_1(append_zero_size, NULL, "dynamic list append requires a positive element size");
  expect_exit_1(append_negative_size, NULL,
                "dynamic list append requires a positive element size");
  expect_exit_1(append_corrupt_list, NULL,
                "dynamic list append: corrupt list (length 5, capacity 2, data 0x0)");
  expect_exit_1(at_null_list, NULL, "dynamic list indexing requires a non-null list");
  expect_exit_1(at_empty, NULL, "dynamic list index out of range");
  expect_exit_1(at_zero_size, NULL, "dynamic list indexing requires a positive element size");
  index = 1;
  expect_exit_1(at_index, &index, "dynamic list index out of range");
  index = -1;
  expect_exit_1(at_index, &index, "dynamic list index out of range");
  index = INT64_MAX;
  expect_exit_1(at_index, &index, "dynamic list index out of range");
}

/* A value pointer into the list's own header appends what the field held
 * when the call was made, also when the append grows the list (which
 * rewrites the header). */
static void test_appending_a_header_field_appends_its_value_at_the_call(void) {
  irx_list list = {NULL, 0, 0, 8};
  int64_t i;
  CHECK_EQ_INT(irx_list_append(&list, &list.capacity), 0); /* 0, grows to 4 */
  CHECK_EQ_INT(*(int64_t*)irx_list_at(&list, 0), 0);
  CHECK_EQ_INT(irx_list_append(&list, &list.length), 0); /* 1, fast path */
  CHECK_EQ_INT(*(int64_t*)irx_list_at(&list, 1), 1);
  for (i = 2; i < 4; i++) CHECK_EQ_INT(irx_list_append(&list, &i), 0);
  CHECK_EQ_INT(list.capacity, 4);
  CHECK_EQ_INT(irx_list_append(&list, &list.capacity), 0); /* 4, grows to 8 */
  CHECK_EQ_INT(list.capacity, 8);
  CHECK_EQ_INT(*(int64_t*)irx_list_at(&list, 4), 4);
  irx_list_destroy(&list);
}

int main(void) {
  RUN(test_append_and_index_follow_growth_policy);
  RUN(test_storage_is_malloc_compatible);
  RUN(test_appending_a_header_field_appends_its_value_at_the_call);
  RUN(test_append_of_own_element_at_full_capacity);
  RUN(test_misuse_exits_with_status_1);
  return check_exit();
}
