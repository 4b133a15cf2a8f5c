/*
 * The pyirx 1.25 generation's dynamic list, through the archive
 * (target/abi-1.25/libirx_runtime.a, include/abi-1.25/): statuses instead
 * of exits, *out NULL on failure, 1.25's order of checks where an input is
 * bad in two ways, and irx_list_status_message's exact texts.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "irx_list_runtime.h"
#include "../check.h"
#include "../child.h"

#ifndef IRX_RUNTIME_ABI_1_25
#error "compile against include/abi-1.25/"
#endif

/* Where a failed irx_list_at must have written NULL. */
static int sentinel;

static void* at_or(const irx_list* list, int64_t index, int32_t* status) {
  void* out = &sentinel;
  *status = irx_list_at(list, index, &out);
  return out;
}

static void test_append_and_at_follow_growth_policy(void) {
  irx_list list = {NULL, 0, 0, sizeof(int64_t)};
  const int64_t expected_capacity[] = {4, 4, 4, 4, 8, 8, 8, 8, 16};
  int32_t status = -1;
  int64_t i;
  for (i = 0; i < 9; i++) {
    int64_t value = i * 3;
    CHECK_EQ_INT(irx_list_append(&list, &value), IRX_LIST_OK);
    CHECK_EQ_INT(list.capacity, expected_capacity[i]);
  }
  for (i = 0; i < 9; i++) {
    int64_t* element = at_or(&list, i, &status);
    CHECK_EQ_INT(status, IRX_LIST_OK);
    CHECK(element != NULL && *element == i * 3);
  }
  irx_list_destroy(&list);
  CHECK(list.data == NULL);
  CHECK_EQ_INT(list.element_size, 8);
}

static void test_at_reports_statuses_and_leaves_out_null(void) {
  irx_list list = {NULL, 0, 0, sizeof(int32_t)};
  int32_t value = 7, status = -1;
  void* out = &sentinel;
  CHECK(at_or(&list, 0, &status) == NULL); /* empty */
  CHECK_EQ_INT(status, IRX_LIST_OUT_OF_RANGE);
  irx_list_append(&list, &value);
  CHECK(at_or(&list, 1, &status) == NULL);
  CHECK_EQ_INT(status, IRX_LIST_OUT_OF_RANGE);
  CHECK(at_or(&list, -1, &status) == NULL);
  CHECK_EQ_INT(status, IRX_LIST_OUT_OF_RANGE);
  CHECK(at_or(&list, INT64_MIN, &status) == NULL);
  CHECK_EQ_INT(status, IRX_LIST_OUT_OF_RANGE);
  CHECK(at_or(NULL, 0, &status) == NULL);
  CHECK_EQ_INT(status, IRX_LIST_INVALID_ARGUMENT);
  CHECK_EQ_INT(irx_list_at(&list, 0, NULL), IRX_LIST_INVALID_ARGUMENT);
  CHECK_EQ_INT(irx_list_at(&list, 0, &out), IRX_LIST_OK);
  CHECK(out == list.data);
  irx_list_destroy(&list);
}

static void test_at_orders_double_faults_as_125_does(void) {
  uint8_t byte = 0;
  int32_t status = -1;
  /* A non-positive element size wins over a bad index. */
  irx_list sizeless = {&byte, 1, 1, 0};
  CHECK(at_or(&sizeless, 5, &status) == NULL);
  CHECK_EQ_INT(status, IRX_LIST_INVALID_ARGUMENT);
  /* NULL storage: the index is looked at first. */
  irx_list storageless = {NULL, 1, 1, 1};
  CHECK(at_or(&storageless, 5, &status) == NULL);
  CHECK_EQ_INT(status, IRX_LIST_OUT_OF_RANGE);
  CHECK(at_or(&storageless, 0, &status) == NULL);
  CHECK_EQ_INT(status, IRX_LIST_INVALID_ARGUMENT);
  /* Corrupt headers. */
  irx_list negative = {&byte, -1, 1, 1};
  CHECK(at_or(&negative, 0, &status) == NULL);
  CHECK_EQ_INT(status, IRX_LIST_INVALID_ARGUMENT);
  irx_list over = {&byte, 2, 1, 1};
  CHECK(at_or(&over, 0, &status) == NULL);
  CHECK_EQ_INT(status, IRX_LIST_INVALID_ARGUMENT);
  /* An element offset past size_t (a forged header). */
  irx_list forged = {&byte, INT64_MAX, INT64_MAX, 4};
  CHECK(at_or(&forged, INT64_MAX - 1, &status) == NULL);
  CHECK_EQ_INT(status, IRX_LIST_CAPACITY_OVERFLOW);
}

static void test_append_reports_statuses_and_keeps_the_list(void) {
  uint8_t byte = 0;
  int64_t value = 1;
  irx_list list = {NULL, 0, 0, 0};
  CHECK_EQ_INT(irx_list_append(NULL, &value), IRX_LIST_INVALID_ARGUMENT);
  CHECK_EQ_INT(irx_list_append(&list, &value), IRX_LIST_INVALID_ARGUMENT); /* size 0 */
  list.element_size = 8;
  CHECK_EQ_INT(irx_list_append(&list, NULL), IRX_LIST_INVALID_ARGUMENT);
  CHECK(list.data == NULL && list.length == 0 && list.capacity == 0);
  {
    irx_list corrupt = {NULL, 0, 4, 8}; /* capacity without storage */
    CHECK_EQ_INT(irx_list_append(&corrupt, &value), IRX_LIST_INVALID_ARGUMENT);
    CHECK(corrupt.data == NULL && corrupt.capacity == 4);
  }
  {
    /* Doubling the capacity overflows int64: nothing is touched. */
    irx_list full = {&byte, INT64_MAX / 2 + 1, INT64_MAX / 2 + 1, 1};
    CHECK_EQ_INT(irx_list_append(&full, &value), IRX_LIST_CAPACITY_OVERFLOW);
    CHECK(full.data == &byte && full.length == INT64_MAX / 2 + 1);
    /* The grown size overflows size_t. */
    irx_list wide = {&byte, (int64_t)1 << 40, (int64_t)1 << 40, (int64_t)1 << 30};
    CHECK_EQ_INT(irx_list_append(&wide, &value), IRX_LIST_CAPACITY_OVERFLOW);
    /* Fits size_t, not what any allocator gives: 1.25's realloc fails. */
    irx_list huge = {&byte, (int64_t)1 << 40, (int64_t)1 << 40, (int64_t)1 << 22};
    CHECK_EQ_INT(irx_list_append(&huge, &value), IRX_LIST_ALLOCATION_FAILED);
    CHECK(huge.data == &byte && huge.capacity == (int64_t)1 << 40);
  }
}

static void test_append_of_own_element_at_full_capacity(void) {
  irx_list list = {NULL, 0, 0, sizeof(int32_t)};
  int32_t i, status = -1;
  for (i = 0; i < 4; i++) {
    int32_t value = 100 + i;
    irx_list_append(&list, &value);
  }
  CHECK_EQ_INT(irx_list_append(&list, at_or(&list, 3, &status)), IRX_LIST_OK);
  CHECK_EQ_INT(*(int32_t*)at_or(&list, 4, &status), 103);
  CHECK_EQ_INT(list.capacity, 8);
  irx_list_destroy(&list);
}

/* Every bad input above, in a child: it must return to its caller, never
 * exit or write to stderr (1.18's list does both). */
static void misuse_everything(void* unused) {
  uint8_t byte = 0;
  int64_t value = 0;
  void* out = NULL;
  irx_list bad = {NULL, 3, 1, 0};
  irx_list full = {&byte, INT64_MAX / 2 + 1, INT64_MAX / 2 + 1, 1};
  (void)unused;
  irx_list_append(NULL, &value);
  irx_list_append(&bad, NULL);
  irx_list_append(&full, &value);
  irx_list_at(NULL, 0, &out);
  irx_list_at(&bad, -7, &out);
  irx_list_at(&bad, 0, NULL);
  printf("returned\n");
}

static void test_never_exits_where_it_returns_a_status(void) {
  child_result r;
  CHECK_EQ_INT(run_child(misuse_everything, NULL, &r), 0);
  CHECK(r.exited);
  CHECK_EQ_INT(r.status, 0);
  CHECK_EQ_INT(r.err_len, 0);
}

static void test_status_messages_are_125s(void) {
  CHECK_STR_EQ(irx_list_status_message(IRX_LIST_OK), "");
  CHECK_STR_EQ(irx_list_status_message(IRX_LIST_INVALID_ARGUMENT),
               "dynamic list operation received an invalid argument");
  CHECK_STR_EQ(irx_list_status_message(IRX_LIST_CAPACITY_OVERFLOW), "dynamic list capacity overflow");
  CHECK_STR_EQ(irx_list_status_message(IRX_LIST_ALLOCATION_FAILED), "dynamic list allocation failed");
  CHECK_STR_EQ(irx_list_status_message(IRX_LIST_OUT_OF_RANGE), "dynamic list index out of range");
  CHECK_STR_EQ(irx_list_status_message(5), "dynamic list operation returned an unknown status");
  CHECK_STR_EQ(irx_list_status_message(-1), "dynamic list operation returned an unknown status");
  CHECK_STR_EQ(irx_list_status_message(INT32_MIN), "dynamic list operation returned an unknown status");
}

int main(void) {
  RUN(test_append_and_at_follow_growth_policy);
  RUN(test_at_reports_statuses_and_leaves_out_null);
  RUN(test_at_orders_double_faults_as_125_does);
  RUN(test_append_reports_statuses_and_keeps_the_list);
  RUN(test_append_of_own_element_at_full_capacity);
  RUN(test_never_exits_where_it_returns_a_status);
  RUN(test_status_messages_are_125s);
  return check_exit();
}
