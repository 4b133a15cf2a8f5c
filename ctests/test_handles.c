/* Handles C can hold but never forge (issue 12, item 2): for every handle
 * type, a handle that was already released, one made up by the caller, and
 * one of another type are refused with an error, and a stale handle whose
 * slot now holds a new value never reaches (or frees) that value. Before
 * generation-tagged slots these were use-after-free or double free. */
#include <errno.h>
#include <stdint.h>
#include <string.h>

#include "irx_arrow_runtime.h"
#include "check.h"
#include "tensor_util.h"

static int last_error_names(const char* what) {
  return strstr(irx_arrow_last_error(), what) != NULL;
}

static irx_arrow_array_handle* int64_array(int64_t n) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  int64_t i;
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b), 0);
  for (i = 0; i < n; i++) CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, i), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  return a;
}

static void test_stale_array_release_leaves_the_new_array_alone(void) {
  irx_arrow_array_handle* a = int64_array(3);
  irx_arrow_array_handle* b;
  irx_arrow_array_release(a);
  b = int64_array(5); /* may reuse a's slot */
  CHECK_EQ_INT(irx_arrow_array_retain(a), EINVAL);
  CHECK(last_error_names("not a live array handle"));
  irx_arrow_array_release(a);
  CHECK(last_error_names("irx_arrow_array_release"));
  CHECK_EQ_INT(irx_arrow_array_length(a), -1);
  CHECK_EQ_INT(irx_arrow_array_length(b), 5);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
  irx_arrow_array_release(b);
  CHECK_EQ_INT(irx_arrow_array_length(b), -1);
}

static void test_made_up_and_foreign_handles_are_refused(void) {
  int64_t stack_word = 42;
  irx_arrow_array_handle* forged[] = {
      (irx_arrow_array_handle*)&stack_word,
      (irx_arrow_array_handle*)(uintptr_t)1,
      (irx_arrow_array_handle*)(uintptr_t)0x123456789abcULL,
      (irx_arrow_array_handle*)UINTPTR_MAX,
  };
  size_t i;
  for (i = 0; i < sizeof forged / sizeof forged[0]; i++) {
    CHECK_EQ_INT(irx_arrow_array_retain(forged[i]), EINVAL);
    irx_arrow_array_release(forged[i]);
    CHECK(last_error_names("not a live array handle"));
    CHECK_EQ_INT(irx_arrow_array_length(forged[i]), -1);
  }
  CHECK_EQ_INT(stack_word, 42);
}

/* Values next to a live handle's: its neighbour slots (never used, or
 * emptied by a release, in their current generation), the next and the
 * previous generation, each bit of the handle flipped. The only live array
 * is `a`, so every one of them must be refused, and `a` must stay intact. */
static void test_handles_near_a_live_one_are_refused(void) {
  irx_arrow_array_handle* a = int64_array(3);
  irx_arrow_array_handle* b = int64_array(2);
  uintptr_t key = (uintptr_t)a;
  uintptr_t near[16 + 64];
  size_t count = 0, i;
  int delta;
  irx_arrow_array_release(b); /* an emptied slot near `a` */
  for (delta = -4; delta <= 4; delta++) {
    if (delta != 0) near[count++] = key + (uintptr_t)(intptr_t)delta;
  }
  near[count++] = key + ((uintptr_t)1 << 32);
  near[count++] = key - ((uintptr_t)1 << 32);
  near[count++] = (uintptr_t)b;
  for (i = 0; i < 64; i++) near[count++] = key ^ ((uintptr_t)1 << i);
  for (i = 0; i < count; i++) {
    irx_arrow_array_handle* forged = (irx_arrow_array_handle*)near[i];
    int64_t value = 7;
    if (forged == NULL) continue; /* NULL is the documented no-op */
    CHECK_EQ_INT(irx_arrow_array_retain(forged), EINVAL);
    CHECK(last_error_names("not a live array handle"));
    irx_arrow_array_release(forged);
    CHECK_EQ_INT(irx_arrow_array_length(forged), -1);
    CHECK_EQ_INT(irx_arrow_array_value_int(forged, 0, &value), EINVAL);
    CHECK_EQ_INT(value, 0);
  }
  CHECK_EQ_INT(irx_arrow_array_length(a), 3);
  irx_arrow_array_release(a);
}

static void test_a_handle_of_another_type_is_refused(void) {
  const int64_t shape[1] = {4};
  irx_arrow_tensor_handle* t = tensor_iota(IRX_ARROW_TYPE_INT64, 1, shape, NULL);
  irx_arrow_array_handle* a = int64_array(2);
  irx_arrow_schema_handle* s = NULL;
  CHECK_EQ_INT(irx_arrow_array_length((irx_arrow_array_handle*)t), -1);
  CHECK(last_error_names("not a live array handle"));
  CHECK_EQ_INT(irx_arrow_tensor_ndim((irx_arrow_tensor_handle*)a), -1);
  CHECK_EQ_INT(irx_arrow_array_schema_copy(a, &s), 0);
  CHECK_EQ_INT(irx_arrow_array_retain((irx_arrow_array_handle*)s), EINVAL);
  CHECK_EQ_INT(irx_arrow_schema_retain((irx_arrow_schema_handle*)a), EINVAL);
  /* Each is still intact and freed exactly once. */
  CHECK_EQ_INT(irx_arrow_tensor_size(t), 4);
  CHECK_EQ_INT(irx_arrow_array_length(a), 2);
  CHECK_EQ_INT(irx_arrow_schema_type_id(s), IRX_ARROW_TYPE_INT64);
  irx_arrow_schema_release(s);
  irx_arrow_array_release(a);
  irx_arrow_tensor_release(t);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
}

static void test_stale_schema_and_tensor_handles(void) {
  const int64_t shape[2] = {2, 3};
  irx_arrow_array_handle* a = int64_array(1);
  irx_arrow_schema_handle *s = NULL, *s2 = NULL;
  irx_arrow_tensor_handle *t, *t2;
  CHECK_EQ_INT(irx_arrow_array_schema_copy(a, &s), 0);
  irx_arrow_schema_release(s);
  CHECK_EQ_INT(irx_arrow_array_schema_copy(a, &s2), 0);
  CHECK_EQ_INT(irx_arrow_schema_retain(s), EINVAL);
  irx_arrow_schema_release(s);
  CHECK(last_error_names("not a live schema handle"));
  CHECK_EQ_INT(irx_arrow_schema_type_id(s2), IRX_ARROW_TYPE_INT64);
  irx_arrow_schema_release(s2);

  t = tensor_iota(IRX_ARROW_TYPE_INT32, 2, shape, NULL);
  irx_arrow_tensor_release(t);
  t2 = tensor_iota(IRX_ARROW_TYPE_INT32, 2, shape, NULL);
  CHECK_EQ_INT(irx_arrow_tensor_retain(t), EINVAL);
  irx_arrow_tensor_release(t);
  CHECK(last_error_names("not a live tensor handle"));
  CHECK_EQ_INT(irx_arrow_tensor_size(t2), 6);
  irx_arrow_tensor_release(t2);
  irx_arrow_array_release(a);
}

static void test_finished_and_released_builders_are_stale(void) {
  irx_arrow_array_builder_handle *b = NULL, *b2 = NULL;
  irx_arrow_array_handle* a = NULL;
  irx_arrow_tensor_builder_handle* tb = NULL;
  irx_arrow_tensor_handle* t = NULL;
  const int64_t shape[1] = {1};

  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, 7), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  /* The finished builder is gone: every use is refused, none frees twice. */
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, 8), EINVAL);
  CHECK(last_error_names("not a live builder handle"));
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), EINVAL);
  CHECK(a == NULL);
  irx_arrow_array_builder_release(b);
  CHECK(last_error_names("irx_arrow_array_builder_release"));

  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b2), 0);
  irx_arrow_array_builder_release(b2);
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b), 0);
  irx_arrow_array_builder_release(b2); /* stale: must not free b */
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, 1), 0);
  irx_arrow_array_builder_release(b);

  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT64, 1, shape, NULL, &tb), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(tb, 3), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(tb, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_append_int(tb, 4), EINVAL);
  CHECK(last_error_names("not a live tensor builder handle"));
  irx_arrow_tensor_builder_release(tb);
  CHECK(last_error_names("irx_arrow_tensor_builder_release"));
  irx_arrow_tensor_release(t);
}

int main(void) {
  RUN(test_stale_array_release_leaves_the_new_array_alone);
  RUN(test_made_up_and_foreign_handles_are_refused);
  RUN(test_handles_near_a_live_one_are_refused);
  RUN(test_a_handle_of_another_type_is_refused);
  RUN(test_stale_schema_and_tensor_handles);
  RUN(test_finished_and_released_builders_are_stale);
  return check_exit();
}
