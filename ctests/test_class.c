/*
 * The class runtime of pyirx 1.25 (irx_class_*): payload lifetimes, the
 * drop callback, checked errors in the caller's buffer, first-failure
 * recording, and the fatal reports of misuse 1.25 leaves undefined.
 *
 * Everything outside IRX_TEST_EXTENSIONS is 1.25's own behaviour: built
 * with -DIRX_TEST_REFERENCE against pyirx 1.25's C runtime these cases
 * pass too (that is how their expected values were taken).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "irx_class_runtime.h"
#include "check.h"

#ifndef IRX_TEST_REFERENCE
#define IRX_TEST_EXTENSIONS 1
#include "child.h"
#endif

typedef struct node {
  void* token; /* the lifetime token: generated code leaves it alone */
  int64_t value;
  struct node* next; /* an owned field, consumed by the drop */
} node;

static int drops;
static void* last_context;
static int32_t drop_status;
static char drop_message[400];

static int32_t node_drop(void* context, void* payload, char* error) {
  node* n = (node*)payload;
  int32_t status = 0;
  drops++;
  last_context = context;
  if (n->next) status = irx_class_release(context, n->next, error);
  if (drop_status) {
    size_t n = strlen(drop_message);
    if (n > IRX_CLASS_ERROR_CAPACITY - 1) n = IRX_CLASS_ERROR_CAPACITY - 1;
    memcpy(error, drop_message, n);
    error[n] = '\0';
    return drop_status;
  }
  return status;
}

/* For payloads with nothing but their token. */
static int32_t counting_drop(void* context, void* payload, char* error) {
  (void)context;
  (void)payload;
  (void)error;
  drops++;
  return 0;
}

static node* new_node(int64_t value) {
  void* out = (void*)0x1;
  char error[IRX_CLASS_ERROR_CAPACITY] = "stale";
  CHECK_EQ_INT(irx_class_create(sizeof(node), node_drop, &out, error), 0);
  CHECK_STR_EQ(error, "");
  CHECK(out != NULL);
  if (out) ((node*)out)->value = value;
  return (node*)out;
}

static void reset(void) {
  drops = 0;
  last_context = NULL;
  drop_status = 0;
  drop_message[0] = '\0';
}

static void test_lifecycle(void) {
  char error[IRX_CLASS_ERROR_CAPACITY];
  int context = 0;
  node* n;
  reset();
  n = new_node(7);
  if (!n) return;
  CHECK(n->token != NULL);
  CHECK(n->next == NULL); /* the payload is zeroed */
  CHECK_EQ_INT((uintptr_t)n % 16, 0);
  CHECK_EQ_INT(irx_class_retain(n, error), 0);
  CHECK_EQ_INT(irx_class_release(&context, n, error), 0);
  CHECK_EQ_INT(drops, 0);
  CHECK_EQ_INT(irx_class_release(&context, n, error), 0);
  CHECK_EQ_INT(drops, 1);
  CHECK(last_context == &context);
}

static void test_owned_fields_are_released_by_the_drop(void) {
  char error[IRX_CLASS_ERROR_CAPACITY];
  node* head;
  reset();
  head = new_node(1);
  if (!head) return;
  head->next = new_node(2);
  if (head->next) head->next->next = new_node(3);
  CHECK_EQ_INT(irx_class_release(NULL, head, error), 0);
  CHECK_EQ_INT(drops, 3);
}

static void test_null_is_a_no_op(void) {
  char error[IRX_CLASS_ERROR_CAPACITY] = "left over";
  CHECK_EQ_INT(irx_class_retain(NULL, error), 0);
  CHECK_STR_EQ(error, "");
  strcpy(error, "left over");
  CHECK_EQ_INT(irx_class_release(NULL, NULL, error), 0);
  CHECK_STR_EQ(error, "");
  CHECK_EQ_INT(irx_class_retain(NULL, NULL), 0);
  CHECK_EQ_INT(irx_class_release(NULL, NULL, NULL), 0);
}

static void test_invalid_creation(void) {
  char error[IRX_CLASS_ERROR_CAPACITY];
  void* out;
  strcpy(error, "x");
  CHECK_EQ_INT(irx_class_create(sizeof(node), node_drop, NULL, error), 1);
  CHECK_STR_EQ(error, "invalid class creation contract");
  out = (void*)0x1;
  CHECK_EQ_INT(irx_class_create(sizeof(node), NULL, &out, error), 1);
  CHECK(out == NULL);
  CHECK_STR_EQ(error, "invalid class creation contract");
  out = (void*)0x1;
  CHECK_EQ_INT(irx_class_create(sizeof(void*) - 1, node_drop, &out, error), 1);
  CHECK(out == NULL);
  CHECK_STR_EQ(error, "invalid class creation contract");
  out = (void*)0x1;
  CHECK_EQ_INT(irx_class_create(0, node_drop, &out, NULL), 1);
  CHECK(out == NULL);
  /* Exactly a token is enough. */
  CHECK_EQ_INT(irx_class_create(sizeof(void*), counting_drop, &out, error), 0);
  CHECK_STR_EQ(error, "");
  reset();
  CHECK_EQ_INT(irx_class_release(NULL, out, error), 0);
  CHECK_EQ_INT(drops, 1);
}

static void test_allocation_failure(void) {
  char error[IRX_CLASS_ERROR_CAPACITY];
  void* out = (void*)0x1;
  CHECK_EQ_INT(irx_class_create(SIZE_MAX, node_drop, &out, error), 1);
  CHECK(out == NULL);
  CHECK_STR_EQ(error, "class payload allocation failed");
}

/* The status of the last release of a node whose drop fails with
 * `status` and `message`; the message lands in `error`. */
static int32_t release_failing(int32_t status, const char* message, char* error) {
  node* n;
  int32_t result;
  reset();
  n = new_node(1);
  if (!n) return -100;
  drop_status = status;
  strcpy(drop_message, message);
  result = irx_class_release(NULL, n, error);
  CHECK_EQ_INT(drops, 1);
  reset();
  return result;
}

static void test_drop_failure_is_returned_and_payload_freed(void) {
  char error[IRX_CLASS_ERROR_CAPACITY];
  CHECK_EQ_INT(release_failing(5, "field close failed", error), 5);
  CHECK_STR_EQ(error, "field close failed");
}

/* A drop that tries to resurrect or re-release its payload. */
static int32_t resurrect_status, rerelease_status;
static char resurrect_error[IRX_CLASS_ERROR_CAPACITY], rerelease_error[IRX_CLASS_ERROR_CAPACITY];
static int32_t completed_in_drop;

static int32_t resurrecting_drop(void* context, void* payload, char* error) {
  (void)context;
  (void)error;
  resurrect_status = irx_class_retain(payload, resurrect_error);
  rerelease_status = irx_class_release(NULL, payload, rerelease_error);
  completed_in_drop = irx_class_completed(payload);
  return 0;
}

static void test_destruction_refuses_retain_and_release(void) {
  char error[IRX_CLASS_ERROR_CAPACITY];
  void* out = NULL;
  CHECK_EQ_INT(irx_class_create(32, resurrecting_drop, &out, error), 0);
  if (!out) return;
  irx_class_complete(out);
  irx_class_complete(out);
  CHECK_EQ_INT(irx_class_release(NULL, out, error), 0);
  CHECK_EQ_INT(resurrect_status, 1);
  CHECK_STR_EQ(resurrect_error, "invalid class retain or resurrection");
  CHECK_EQ_INT(rerelease_status, 1);
  CHECK_STR_EQ(rerelease_error, "class release during destruction");
  CHECK_EQ_INT(completed_in_drop, 2);
}

static void test_require(void) {
  char error[IRX_CLASS_ERROR_CAPACITY] = "x";
  int anything = 0;
  CHECK_EQ_INT(irx_class_require(NULL, error), 1);
  CHECK_STR_EQ(error, "access to an empty class value");
  CHECK_EQ_INT(irx_class_require(&anything, error), 0); /* not read */
  CHECK_STR_EQ(error, "");
  CHECK_EQ_INT(irx_class_require(NULL, NULL), 1);
}

static void test_progress(void) {
  char error[IRX_CLASS_ERROR_CAPACITY];
  node* n;
  reset();
  n = new_node(0);
  if (!n) return;
  CHECK_EQ_INT(irx_class_completed(n), 0);
  irx_class_complete(n);
  CHECK_EQ_INT(irx_class_completed(n), 1);
  irx_class_complete(n);
  irx_class_complete(n);
  CHECK_EQ_INT(irx_class_completed(n), 3);
  CHECK_EQ_INT(irx_class_release(NULL, n, error), 0);
}

static void test_record_keeps_the_first_failure(void) {
  int32_t first = 0;
  char first_error[IRX_CLASS_ERROR_CAPACITY] = "";
  char long_message[400];
  irx_class_record(0, "ignored", &first, first_error);
  CHECK_EQ_INT(first, 0);
  CHECK_STR_EQ(first_error, "");
  irx_class_record(3, "first", &first, first_error);
  CHECK_EQ_INT(first, 3);
  CHECK_STR_EQ(first_error, "first");
  irx_class_record(4, "second", &first, first_error);
  CHECK_EQ_INT(first, 3);
  CHECK_STR_EQ(first_error, "first");
  /* 0 status never reads first_status. */
  irx_class_record(0, NULL, NULL, NULL);
  /* Truncated to the capacity, NUL-terminated. */
  memset(long_message, 'm', sizeof long_message - 1);
  long_message[sizeof long_message - 1] = '\0';
  long_message[0] = '|';
  long_message[1] = '\n';
  first = 0;
  irx_class_record(-2, long_message, &first, first_error);
  CHECK_EQ_INT(first, -2);
  CHECK_EQ_INT(strlen(first_error), IRX_CLASS_ERROR_CAPACITY - 1);
  CHECK(strncmp(first_error, long_message, IRX_CLASS_ERROR_CAPACITY - 1) == 0);
  /* No buffer: the status alone. */
  first = 0;
  irx_class_record(9, "x", &first, NULL);
  CHECK_EQ_INT(first, 9);
}

static void test_long_drop_message_is_truncated(void) {
  char error[IRX_CLASS_ERROR_CAPACITY];
  char message[301];
  memset(message, 'e', 300);
  message[300] = '\0';
  CHECK_EQ_INT(release_failing(1, message, error), 1);
  CHECK_EQ_INT(strlen(error), IRX_CLASS_ERROR_CAPACITY - 1);
}

#ifdef IRX_TEST_EXTENSIONS
/* ---- what 1.25 leaves undefined: refused or fatal, never a crash ------- */

static void test_foreign_pointer_is_refused(void) {
  char error[IRX_CLASS_ERROR_CAPACITY];
  void* fake[4] = {(void*)0x1234, NULL, NULL, NULL};
  CHECK_EQ_INT(irx_class_retain(fake, error), 1);
  CHECK(strncmp(error, "irx_class_retain: not a class payload", 37) == 0);
  CHECK_EQ_INT(irx_class_release(NULL, fake, error), 1);
  CHECK(strncmp(error, "irx_class_release: not a class payload", 38) == 0);
  fake[0] = &fake[0]; /* a token naming itself is no token either */
  CHECK_EQ_INT(irx_class_retain(fake, error), 1);
}

static void complete_null(void* arg) {
  (void)arg;
  irx_class_complete(NULL);
}

static void completed_foreign(void* arg) {
  (void)arg;
  {
    void* fake[2] = {(void*)0x10, NULL};
    (void)irx_class_completed(fake);
  }
}

static void record_without_first(void* arg) {
  (void)arg;
  irx_class_record(1, "boom", NULL, NULL);
}

static void expect_fatal(void (*fn)(void*), const char* expected) {
  child_result r;
  CHECK_EQ_INT(run_child(fn, NULL, &r), 0);
  CHECK(r.exited);
  CHECK_EQ_INT(r.status, 1);
  CHECK_STR_EQ(r.err, expected);
}

static void test_misuse_is_fatal(void) {
  expect_fatal(complete_null,
               "ARX_RUNTIME_FAIL|ARX-RUNTIME-CLASS-FATAL|<unknown>|-1|-1|"
               "irx_class_complete: payload must not be NULL\n");
  expect_fatal(completed_foreign,
               "ARX_RUNTIME_FAIL|ARX-RUNTIME-CLASS-FATAL|<unknown>|-1|-1|"
               "irx_class_completed: not a class payload (its lifetime token does not name an "
               "irx_class_create allocation)\n");
  expect_fatal(record_without_first,
               "ARX_RUNTIME_FAIL|ARX-RUNTIME-CLASS-FATAL|<unknown>|-1|-1|"
               "irx_class_record: first_status must not be NULL\n");
}

static void test_record_null_error_is_empty(void) {
  int32_t first = 0;
  char first_error[IRX_CLASS_ERROR_CAPACITY] = "stale";
  irx_class_record(2, NULL, &first, first_error);
  CHECK_EQ_INT(first, 2);
  CHECK_STR_EQ(first_error, "");
}
#endif

int main(void) {
  RUN(test_lifecycle);
  RUN(test_owned_fields_are_released_by_the_drop);
  RUN(test_null_is_a_no_op);
  RUN(test_invalid_creation);
  RUN(test_allocation_failure);
  RUN(test_drop_failure_is_returned_and_payload_freed);
  RUN(test_destruction_refuses_retain_and_release);
  RUN(test_require);
  RUN(test_progress);
  RUN(test_record_keeps_the_first_failure);
  RUN(test_long_drop_message_is_truncated);
#ifdef IRX_TEST_EXTENSIONS
  RUN(test_foreign_pointer_is_refused);
  RUN(test_misuse_is_fatal);
  RUN(test_record_null_error_is_empty);
#endif
  return check_exit();
}
