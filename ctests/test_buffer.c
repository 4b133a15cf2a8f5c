/* Buffer owner handles and irx_buffer_view (ABI.md §1 and its extensions). */
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "irx_buffer_runtime.h"
#include "check.h"
#include "tensor_util.h"
#include "threads.h"

static void count_release(void* context) { ((int*)context)[0] += 1; }

/* The two tests below are the one place the C tests write the ABI's
 * numbers down, on purpose: they pin the values ABI.md fixes for IRx 1.18
 * (runtime/tests/abi_header.rs checks the header against irx-abi, which
 * could both move together; this would not). Everything else uses the
 * header's names. */
static void test_view_layout_matches_abi(void) {
  CHECK_EQ_INT(sizeof(irx_buffer_view), 64);
  CHECK_EQ_INT(offsetof(irx_buffer_view, data), 0);
  CHECK_EQ_INT(offsetof(irx_buffer_view, owner), 8);
  CHECK_EQ_INT(offsetof(irx_buffer_view, dtype), 16);
  CHECK_EQ_INT(offsetof(irx_buffer_view, ndim), 24);
  CHECK_EQ_INT(offsetof(irx_buffer_view, shape), 32);
  CHECK_EQ_INT(offsetof(irx_buffer_view, strides), 40);
  CHECK_EQ_INT(offsetof(irx_buffer_view, offset_bytes), 48);
  CHECK_EQ_INT(offsetof(irx_buffer_view, flags), 56);
}

static void test_constants_match_abi(void) {
  CHECK_EQ_INT(IRX_BUFFER_FLAG_BORROWED, 1);
  CHECK_EQ_INT(IRX_BUFFER_FLAG_OWNED, 2);
  CHECK_EQ_INT(IRX_BUFFER_FLAG_EXTERNAL_OWNER, 4);
  CHECK_EQ_INT(IRX_BUFFER_FLAG_READONLY, 8);
  CHECK_EQ_INT(IRX_BUFFER_FLAG_WRITABLE, 16);
  CHECK_EQ_INT(IRX_BUFFER_FLAG_C_CONTIGUOUS, 32);
  CHECK_EQ_INT(IRX_BUFFER_FLAG_F_CONTIGUOUS, 64);
  CHECK_EQ_INT(IRX_BUFFER_FLAG_VALIDITY_BITMAP, 128);
  CHECK_EQ_INT(IRX_BUFFER_DTYPE_BOOL, 1);
  CHECK_EQ_INT(IRX_BUFFER_DTYPE_INT8, 2);
  CHECK_EQ_INT(IRX_BUFFER_DTYPE_INT16, 3);
  CHECK_EQ_INT(IRX_BUFFER_DTYPE_INT32, 4);
  CHECK_EQ_INT(IRX_BUFFER_DTYPE_INT64, 5);
  CHECK_EQ_INT(IRX_BUFFER_DTYPE_UINT8, 6);
  CHECK_EQ_INT(IRX_BUFFER_DTYPE_UINT16, 7);
  CHECK_EQ_INT(IRX_BUFFER_DTYPE_UINT32, 8);
  CHECK_EQ_INT(IRX_BUFFER_DTYPE_UINT64, 9);
  CHECK_EQ_INT(IRX_BUFFER_DTYPE_FLOAT32, 10);
  CHECK_EQ_INT(IRX_BUFFER_DTYPE_FLOAT64, 11);
}

static void test_owner_lifecycle_calls_release_once(void) {
  irx_buffer_owner_handle* owner = (irx_buffer_owner_handle*)0x1;
  int calls = 0;
  CHECK_EQ_INT(irx_buffer_owner_external_new(&calls, count_release, &owner), 0);
  CHECK(owner != NULL);
  CHECK_STR_EQ(irx_buffer_last_error(), "");
  CHECK_EQ_INT(irx_buffer_owner_retain(owner), 0);
  CHECK_EQ_INT(irx_buffer_owner_release(owner), 0);
  CHECK_EQ_INT(calls, 0);
  CHECK_EQ_INT(irx_buffer_owner_release(owner), 0);
  CHECK_EQ_INT(calls, 1);
  /* The count reached zero: further use is an error, not a crash. */
  CHECK_EQ_INT(irx_buffer_owner_retain(owner), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
  CHECK_EQ_INT(irx_buffer_owner_release(owner), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
  CHECK_EQ_INT(calls, 1);
}

static void test_owner_null_and_bad_arguments(void) {
  irx_buffer_owner_handle* owner = NULL;
  int not_an_owner = 0;
  CHECK_EQ_INT(irx_buffer_owner_retain(NULL), 0);
  CHECK_EQ_INT(irx_buffer_owner_release(NULL), 0);
  CHECK_STR_EQ(irx_buffer_last_error(), "");
  CHECK_EQ_INT(irx_buffer_owner_external_new(NULL, NULL, NULL), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
  /* A NULL callback is allowed. */
  CHECK_EQ_INT(irx_buffer_owner_external_new(NULL, NULL, &owner), 0);
  CHECK_STR_EQ(irx_buffer_last_error(), "");
  CHECK_EQ_INT(irx_buffer_owner_release(owner), 0);
  /* A pointer the runtime never handed out is refused without being read. */
  CHECK_EQ_INT(irx_buffer_owner_retain((irx_buffer_owner_handle*)&not_an_owner), -1);
  CHECK_EQ_INT(irx_buffer_owner_release((irx_buffer_owner_handle*)&not_an_owner), -1);
  CHECK_EQ_INT(not_an_owner, 0);
}

static void test_view_retain_release(void) {
  irx_buffer_view view;
  int calls = 0;
  memset(&view, 0, sizeof view);
  CHECK_EQ_INT(irx_buffer_view_retain(NULL), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
  CHECK_EQ_INT(irx_buffer_view_release(NULL), -1);
  /* NULL owner (borrowed view): successful no-op. */
  CHECK_EQ_INT(irx_buffer_view_retain(&view), 0);
  CHECK_EQ_INT(irx_buffer_view_release(&view), 0);
  CHECK_STR_EQ(irx_buffer_last_error(), "");

  CHECK_EQ_INT(irx_buffer_owner_external_new(&calls, count_release, &view.owner), 0);
  view.ndim = 7;
  view.flags = IRX_BUFFER_FLAG_EXTERNAL_OWNER | IRX_BUFFER_FLAG_READONLY;
  CHECK_EQ_INT(irx_buffer_view_retain(&view), 0);
  {
    irx_buffer_view copy = view; /* descriptor copies are shallow */
    CHECK_EQ_INT(irx_buffer_view_release(&copy), 0);
    CHECK(copy.owner == NULL);
    CHECK_EQ_INT(copy.ndim, 7);
  }
  CHECK_EQ_INT(calls, 0);
  CHECK_EQ_INT(irx_buffer_view_release(&view), 0);
  CHECK(view.owner == NULL);
  CHECK_EQ_INT(view.ndim, 7);
  CHECK_EQ_INT(view.flags, IRX_BUFFER_FLAG_EXTERNAL_OWNER | IRX_BUFFER_FLAG_READONLY);
  CHECK_EQ_INT(calls, 1);
}

static void* stress_pairs(void* p) {
  worker* w = (worker*)p;
  irx_buffer_owner_handle* owner = (irx_buffer_owner_handle*)w->shared;
  int i;
  for (i = 0; i < 100000; i++) {
    if (irx_buffer_owner_retain(owner) != 0) w->failures++;
    if (irx_buffer_owner_release(owner) != 0) w->failures++;
  }
  return NULL;
}

static void test_owner_counts_are_atomic_across_threads(void) {
  irx_buffer_owner_handle* owner = NULL;
  int calls = 0;
  CHECK_EQ_INT(irx_buffer_owner_external_new(&calls, count_release, &owner), 0);
  CHECK_EQ_INT(run_workers(8, stress_pairs, owner), 0);
  CHECK_EQ_INT(calls, 0);
  CHECK_EQ_INT(irx_buffer_owner_release(owner), 0);
  CHECK_EQ_INT(calls, 1);
}

static void* fail_on_this_thread(void* p) {
  (void)p;
  irx_buffer_owner_external_new(NULL, NULL, NULL);
  return (void*)(irx_buffer_last_error()[0] != '\0' ? (intptr_t)1 : (intptr_t)0);
}

static void test_last_error_is_per_thread(void) {
  pthread_t thread;
  void* saw_error = NULL;
  CHECK_EQ_INT(irx_buffer_owner_retain(NULL), 0);
  CHECK_EQ_INT(pthread_create(&thread, NULL, fail_on_this_thread, NULL), 0);
  pthread_join(thread, &saw_error);
  CHECK(saw_error == (void*)1);
  CHECK_STR_EQ(irx_buffer_last_error(), "");
}

static void test_dtype_size(void) {
  CHECK_EQ_INT(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_BOOL), 1);
  CHECK_EQ_INT(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_INT8), 1);
  CHECK_EQ_INT(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_INT16), 2);
  CHECK_EQ_INT(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_INT32), 4);
  CHECK_EQ_INT(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_INT64), 8);
  CHECK_EQ_INT(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_UINT8), 1);
  CHECK_EQ_INT(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_UINT16), 2);
  CHECK_EQ_INT(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_UINT32), 4);
  CHECK_EQ_INT(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_UINT64), 8);
  CHECK_EQ_INT(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_FLOAT32), 4);
  CHECK_EQ_INT(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_FLOAT64), 8);
  CHECK_STR_EQ(irx_buffer_last_error(), "");
  CHECK_EQ_INT(irx_buffer_dtype_size(0), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
  CHECK_EQ_INT(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_FLOAT64 + 1), -1);
  CHECK_EQ_INT(irx_buffer_dtype_size(-3), -1);
}

static void test_new_owned_view(void) {
  irx_buffer_view view;
  const int64_t shape[2] = {3, 5};
  int64_t i;
  double* data;
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_FLOAT64, 2, shape, &view), 0);
  CHECK(view.data != NULL && view.owner != NULL);
  CHECK_EQ_INT((uintptr_t)view.data % 64, 0);
  CHECK_EQ_INT((intptr_t)view.dtype, IRX_BUFFER_DTYPE_FLOAT64);
  CHECK_EQ_INT(view.ndim, 2);
  CHECK_EQ_INT(view.shape[0], 3);
  CHECK_EQ_INT(view.shape[1], 5);
  CHECK_EQ_INT(view.strides[0], 40);
  CHECK_EQ_INT(view.strides[1], 8);
  CHECK_EQ_INT(view.offset_bytes, 0);
  CHECK_EQ_INT(view.flags, IRX_BUFFER_FLAG_OWNED | IRX_BUFFER_FLAG_WRITABLE | IRX_BUFFER_FLAG_C_CONTIGUOUS);
  CHECK_EQ_INT(irx_buffer_view_validate(&view), 0);
  data = (double*)view.data;
  for (i = 0; i < 15; i++) CHECK(data[i] == 0.0);
  for (i = 0; i < 15; i++) data[i] = (double)i;
  /* Shared through retain; storage lives until the last release. */
  CHECK_EQ_INT(irx_buffer_view_retain(&view), 0);
  {
    irx_buffer_view alias = view;
    CHECK_EQ_INT(irx_buffer_view_release(&alias), 0);
  }
  CHECK(data[14] == 14.0);
  CHECK_EQ_INT(irx_buffer_view_release(&view), 0);
  CHECK(view.owner == NULL);
}

static void test_new_owned_edge_cases(void) {
  irx_buffer_view view;
  const int64_t empty[2] = {4, 0};
  const int64_t negative[1] = {-1};
  const int64_t huge[2] = {INT64_MAX, 2};
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT32, 0, NULL, &view), 0);
  CHECK_EQ_INT(view.ndim, 0);
  CHECK(view.shape == NULL && view.strides == NULL && view.data != NULL);
  CHECK_EQ_INT(view.flags & (IRX_BUFFER_FLAG_C_CONTIGUOUS | IRX_BUFFER_FLAG_F_CONTIGUOUS),
               IRX_BUFFER_FLAG_C_CONTIGUOUS | IRX_BUFFER_FLAG_F_CONTIGUOUS);
  CHECK_EQ_INT(*(int32_t*)view.data, 0);
  CHECK_EQ_INT(irx_buffer_view_release(&view), 0);

  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_UINT8, 2, empty, &view), 0);
  CHECK_EQ_INT(irx_buffer_view_validate(&view), 0);
  CHECK_EQ_INT(irx_buffer_view_release(&view), 0);

  memset(&view, 0xAB, sizeof view);
  CHECK_EQ_INT(irx_buffer_view_new_owned(99, 1, negative, &view), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
  CHECK(view.data == NULL && view.owner == NULL); /* cleared on failure */
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT8, 1, negative, &view), -1);
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT8, -1, NULL, &view), -1);
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT8, 2, NULL, &view), -1);
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT64, 2, huge, &view), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT8, 1, empty, NULL), -1);
}

#define EXPECT_INVALID(view_expr)                          \
  do {                                                     \
    irx_buffer_view bad_ = (view_expr);                    \
    CHECK_EQ_INT(irx_buffer_view_validate(&bad_), -1);     \
    CHECK_MESSAGE(irx_buffer_last_error());                \
  } while (0)

static void test_validate_names_each_rule(void) {
  int32_t values[6] = {0, 1, 2, 3, 4, 5};
  int64_t shape[2], strides[2];
  irx_buffer_view good = borrowed_2x3(values, shape, strides);
  irx_buffer_view v;
  irx_buffer_owner_handle* owner = NULL;

  CHECK_EQ_INT(irx_buffer_view_validate(&good), 0);
  CHECK_STR_EQ(irx_buffer_last_error(), "");
  CHECK_EQ_INT(irx_buffer_view_validate(NULL), -1);

  v = good; v.flags = IRX_BUFFER_FLAG_READONLY; EXPECT_INVALID(v);
  v = good; v.flags |= IRX_BUFFER_FLAG_OWNED; EXPECT_INVALID(v);
  v = good; v.flags = IRX_BUFFER_FLAG_BORROWED; EXPECT_INVALID(v);
  v = good; v.flags |= IRX_BUFFER_FLAG_WRITABLE; EXPECT_INVALID(v);
  v = good; v.owner = (irx_buffer_owner_handle*)&values[0]; EXPECT_INVALID(v);
  v = good; v.flags = IRX_BUFFER_FLAG_OWNED | IRX_BUFFER_FLAG_WRITABLE; EXPECT_INVALID(v);
  v = good; v.flags = IRX_BUFFER_FLAG_EXTERNAL_OWNER | IRX_BUFFER_FLAG_READONLY; EXPECT_INVALID(v);
  v = good; v.ndim = -1; EXPECT_INVALID(v);
  v = good; v.shape = NULL; EXPECT_INVALID(v);
  v = good; v.strides = NULL; EXPECT_INVALID(v);
  v = good; v.offset_bytes = -4; EXPECT_INVALID(v);
  v = good; v.data = NULL; EXPECT_INVALID(v);
  shape[0] = -2; EXPECT_INVALID(good); shape[0] = 2;
  strides[0] = -12; EXPECT_INVALID(good); strides[0] = 12;  /* reaches before data */
  strides[1] = 8; EXPECT_INVALID(good); strides[1] = 4;     /* C_CONTIGUOUS claimed, not true */

  /* Valid variants. */
  v = good; v.data = NULL; v.flags &= ~IRX_BUFFER_FLAG_C_CONTIGUOUS; shape[1] = 0;
  CHECK_EQ_INT(irx_buffer_view_validate(&v), 0); shape[1] = 3;
  v = good; v.ndim = 0; v.shape = NULL; v.strides = NULL; CHECK_EQ_INT(irx_buffer_view_validate(&v), 0);
  v = good; strides[0] = -12; v.offset_bytes = 12; v.flags &= ~IRX_BUFFER_FLAG_C_CONTIGUOUS;
  CHECK_EQ_INT(irx_buffer_view_validate(&v), 0); /* reversed rows */
  strides[0] = 12;
  CHECK_EQ_INT(irx_buffer_owner_external_new(NULL, NULL, &owner), 0);
  v = good; v.owner = owner; v.flags = IRX_BUFFER_FLAG_EXTERNAL_OWNER | IRX_BUFFER_FLAG_WRITABLE;
  CHECK_EQ_INT(irx_buffer_view_validate(&v), 0);
  CHECK_EQ_INT(irx_buffer_view_release(&v), 0);
}

static void test_contiguity_queries(void) {
  int32_t values[6] = {0};
  int64_t shape[2], strides[2];
  irx_buffer_view v = borrowed_2x3(values, shape, strides);
  CHECK_EQ_INT(irx_buffer_view_is_c_contiguous(&v), 1);
  CHECK_EQ_INT(irx_buffer_view_is_f_contiguous(&v), 0);
  strides[0] = 4; strides[1] = 8;
  CHECK_EQ_INT(irx_buffer_view_is_c_contiguous(&v), 0);
  CHECK_EQ_INT(irx_buffer_view_is_f_contiguous(&v), 1);
  v.ndim = 0;
  CHECK_EQ_INT(irx_buffer_view_is_c_contiguous(&v), 1);
  CHECK_EQ_INT(irx_buffer_view_is_f_contiguous(&v), 1);
  CHECK_EQ_INT(irx_buffer_view_is_c_contiguous(NULL), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
  v.dtype = (void*)(intptr_t)77;
  CHECK_EQ_INT(irx_buffer_view_is_f_contiguous(&v), -1);
}

static void check_copy_is_c_order(const irx_buffer_view* copy, const int32_t* expected, int n) {
  int i;
  CHECK(copy->owner != NULL);
  CHECK_EQ_INT(copy->flags & (IRX_BUFFER_FLAG_OWNED | IRX_BUFFER_FLAG_WRITABLE | IRX_BUFFER_FLAG_C_CONTIGUOUS),
               IRX_BUFFER_FLAG_OWNED | IRX_BUFFER_FLAG_WRITABLE | IRX_BUFFER_FLAG_C_CONTIGUOUS);
  CHECK_EQ_INT(copy->offset_bytes, 0);
  CHECK_EQ_INT(irx_buffer_view_validate(copy), 0);
  for (i = 0; i < n; i++) CHECK_EQ_INT(((const int32_t*)copy->data)[i], expected[i]);
}

static void test_copy_strided_views(void) {
  /* Storage holds a 3x4 row-major matrix m[r][c] = 10*r + c. */
  int32_t m[12];
  int64_t shape[2], strides[2];
  irx_buffer_view src, copy;
  int r, c;
  for (r = 0; r < 3; r++)
    for (c = 0; c < 4; c++) m[r * 4 + c] = 10 * r + c;

  /* Transposed (4x3, Fortran-order strides over the same storage). */
  src = borrowed_2x3(m, shape, strides);
  shape[0] = 4; shape[1] = 3; strides[0] = 4; strides[1] = 16;
  src.flags = IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_READONLY | IRX_BUFFER_FLAG_F_CONTIGUOUS;
  CHECK_EQ_INT(irx_buffer_view_copy(&src, &copy), 0);
  {
    const int32_t want[12] = {0, 10, 20, 1, 11, 21, 2, 12, 22, 3, 13, 23};
    check_copy_is_c_order(&copy, want, 12);
    CHECK_EQ_INT(copy.shape[0], 4);
    CHECK_EQ_INT(copy.strides[0], 12);
  }
  CHECK_EQ_INT(irx_buffer_view_release(&copy), 0);

  /* Every other column of rows 1..2, starting at an offset. */
  shape[0] = 2; shape[1] = 2; strides[0] = 16; strides[1] = 8;
  src.offset_bytes = 16 + 4;
  src.flags = IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_READONLY;
  CHECK_EQ_INT(irx_buffer_view_copy(&src, &copy), 0);
  {
    const int32_t want[4] = {11, 13, 21, 23};
    check_copy_is_c_order(&copy, want, 4);
  }
  CHECK_EQ_INT(irx_buffer_view_release(&copy), 0);

  /* Reversed rows (negative stride, kept inside the storage). */
  shape[0] = 3; shape[1] = 4; strides[0] = -16; strides[1] = 4;
  src.offset_bytes = 32;
  CHECK_EQ_INT(irx_buffer_view_copy(&src, &copy), 0);
  {
    const int32_t want[12] = {20, 21, 22, 23, 10, 11, 12, 13, 0, 1, 2, 3};
    check_copy_is_c_order(&copy, want, 12);
  }
  CHECK_EQ_INT(irx_buffer_view_release(&copy), 0);

  /* 0-d view. */
  src.ndim = 0;
  src.offset_bytes = 4 * 5;
  CHECK_EQ_INT(irx_buffer_view_copy(&src, &copy), 0);
  CHECK_EQ_INT(copy.ndim, 0);
  CHECK_EQ_INT(*(int32_t*)copy.data, 11);
  CHECK_EQ_INT(irx_buffer_view_release(&copy), 0);

  /* Invalid input is refused and the output zeroed. */
  src.ndim = 2;
  src.offset_bytes = -1;
  memset(&copy, 0xCD, sizeof copy);
  CHECK_EQ_INT(irx_buffer_view_copy(&src, &copy), -1);
  CHECK_MESSAGE(irx_buffer_last_error());
  CHECK(copy.data == NULL && copy.owner == NULL);
  src.offset_bytes = 0;
  src.dtype = (void*)(intptr_t)500; /* not a token: element size unknown */
  CHECK_EQ_INT(irx_buffer_view_copy(&src, &copy), -1);
  CHECK_EQ_INT(irx_buffer_view_copy(NULL, &copy), -1);
  CHECK_EQ_INT(irx_buffer_view_copy(&src, NULL), -1);
}

/* A stale owner handle never reaches the owner created after it, even when
 * the new owner reuses its storage (issue 12, item 2): the old address
 * registry let `release(a); b = new(); release(a)` release `b`. */
static int stale_releases;
static void count_stale_release(void* context) {
  (void)context;
  stale_releases++;
}

static void test_stale_owner_never_reaches_a_new_one(void) {
  irx_buffer_owner_handle* a = NULL;
  irx_buffer_owner_handle* b = NULL;
  int i;
  stale_releases = 0;
  for (i = 0; i < 100; i++) {
    CHECK_EQ_INT(irx_buffer_owner_external_new(NULL, count_stale_release, &a), 0);
    CHECK_EQ_INT(irx_buffer_owner_release(a), 0);
    CHECK_EQ_INT(irx_buffer_owner_external_new(NULL, count_stale_release, &b), 0);
    CHECK_EQ_INT(irx_buffer_owner_release(a), -1); /* stale: refused */
    CHECK_EQ_INT(irx_buffer_owner_retain(a), -1);
    CHECK(strstr(irx_buffer_last_error(), "not a live buffer owner handle") != NULL);
    CHECK_EQ_INT(stale_releases, 2 * i + 1); /* b still alive */
    CHECK_EQ_INT(irx_buffer_owner_release(b), 0);
    CHECK_EQ_INT(stale_releases, 2 * i + 2);
  }
}

/* A release callback that calls back into the runtime and fails there:
 * the outer call succeeded, so the thread's last error must be empty after
 * it (ABI.md: a successful call leaves it empty), also for nested calls
 * (issue 12, item 6). */
static int nested_failures;
static void release_calling_back(void* context) {
  (void)context;
  /* A stale handle (never created by the runtime): -1 and a message. */
  if (irx_buffer_owner_retain((irx_buffer_owner_handle*)(uintptr_t)0x10) == -1) nested_failures++;
}

static void test_nested_failure_does_not_outlive_a_successful_call(void) {
  irx_buffer_owner_handle* owner = NULL;
  nested_failures = 0;
  CHECK_EQ_INT(irx_buffer_owner_external_new(NULL, release_calling_back, &owner), 0);
  CHECK_EQ_INT(irx_buffer_owner_release(owner), 0);
  CHECK_EQ_INT(nested_failures, 1);
  CHECK(strcmp(irx_buffer_last_error(), "") == 0);
}

int main(void) {
  RUN(test_view_layout_matches_abi);
  RUN(test_constants_match_abi);
  RUN(test_owner_lifecycle_calls_release_once);
  RUN(test_owner_null_and_bad_arguments);
  RUN(test_stale_owner_never_reaches_a_new_one);
  RUN(test_view_retain_release);
  RUN(test_owner_counts_are_atomic_across_threads);
  RUN(test_last_error_is_per_thread);
  RUN(test_nested_failure_does_not_outlive_a_successful_call);
  RUN(test_dtype_size);
  RUN(test_new_owned_view);
  RUN(test_new_owned_edge_cases);
  RUN(test_validate_names_each_rule);
  RUN(test_contiguity_queries);
  RUN(test_copy_strided_views);
  return check_exit();
}
