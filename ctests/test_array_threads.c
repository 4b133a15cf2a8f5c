/*
 * Threads: 8 threads building, exporting, importing, retaining and
 * releasing concurrently (shared handles, exports released on other
 * threads), and the last error staying per thread.
 */
#include <pthread.h>
#include <stdint.h>

#include <errno.h>
#include <string.h>

#include "check.h"
#include "irx_arrow_runtime.h"
#include "threads.h"

#define THREADS 8
#define ROUNDS 200

static irx_arrow_array_handle* shared;
static struct ArrowArray shared_exports[THREADS];
static struct ArrowSchema shared_schemas[THREADS];

static void* work(void* arg) {
  worker* w = (worker*)arg;
  int r;
  for (r = 0; r < ROUNDS; r++) {
    irx_arrow_array_builder_handle* b = NULL;
    irx_arrow_array_handle* a = NULL;
    irx_arrow_array_handle* back = NULL;
    struct ArrowArray out;
    struct ArrowSchema schema;
    int64_t i, v = 0;
    if (irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b) != 0) { w->failures++; continue; }
    for (i = 0; i < 100; i++) {
      if (i % 10 == 0) irx_arrow_array_builder_append_null(b, 1);
      else irx_arrow_array_builder_append_int(b, i * w->id);
    }
    if (irx_arrow_array_builder_finish(b, &a) != 0) { w->failures++; continue; }
    if (irx_arrow_array_export(a, &out, &schema) != 0) w->failures++;
    irx_arrow_array_release(a);
    if (irx_arrow_array_import_move(&out, &schema, &back) != 0) w->failures++;
    if (irx_arrow_array_null_count(back) != 10) w->failures++;
    if (irx_arrow_array_value_int(back, 99, &v) != 0 || v != 99 * w->id) w->failures++;
    irx_arrow_array_release(back);
    /* the shared handle: retain, read, release */
    for (i = 0; i < 50; i++) {
      if (irx_arrow_array_retain(shared) != 0) w->failures++;
      if (irx_arrow_array_length(shared) != 1000) w->failures++;
    }
    for (i = 0; i < 50; i++) irx_arrow_array_release(shared);
    if (strcmp(irx_arrow_last_error(), "") != 0) w->failures++;
  }
  /* release an export made by the main thread */
  shared_exports[w->id].release(&shared_exports[w->id]);
  shared_schemas[w->id].release(&shared_schemas[w->id]);
  return NULL;
}

static void test_eight_threads_build_export_retain_release(void) {
  irx_arrow_array_builder_handle* b = NULL;
  int i;
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_FLOAT64, &b), 0);
  for (i = 0; i < 1000; i++) irx_arrow_array_builder_append_double(b, i);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &shared), 0);
  for (i = 0; i < THREADS; i++) CHECK_EQ_INT(irx_arrow_array_export(shared, &shared_exports[i], &shared_schemas[i]), 0);
  CHECK_EQ_INT(run_workers(THREADS, work, NULL), 0);
  CHECK_EQ_INT(irx_arrow_array_length(shared), 1000);
  irx_arrow_array_release(shared);
}

static pthread_barrier_t barrier;
static int failing_thread_kept_message;
static int clean_thread_saw_empty;

static void* fail_then_wait(void* arg) {
  (void)arg;
  irx_arrow_array_length(NULL);
  pthread_barrier_wait(&barrier); /* the other thread makes a successful call */
  pthread_barrier_wait(&barrier);
  failing_thread_kept_message = strstr(irx_arrow_last_error(), "irx_arrow_array_length") != NULL;
  return NULL;
}

static void* succeed_after_failure(void* arg) {
  (void)arg;
  pthread_barrier_wait(&barrier);
  clean_thread_saw_empty = strcmp(irx_arrow_last_error(), "") == 0;
  irx_arrow_array_retain(NULL);
  pthread_barrier_wait(&barrier);
  return NULL;
}

static void test_last_error_is_per_thread(void) {
  pthread_t a, b;
  CHECK_EQ_INT(pthread_barrier_init(&barrier, NULL, 2), 0);
  CHECK_EQ_INT(pthread_create(&a, NULL, fail_then_wait, NULL), 0);
  CHECK_EQ_INT(pthread_create(&b, NULL, succeed_after_failure, NULL), 0);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_barrier_destroy(&barrier);
  CHECK(failing_thread_kept_message);
  CHECK(clean_thread_saw_empty);
  CHECK_STR_EQ(irx_arrow_last_error(), "");
}

int main(void) {
  RUN(test_eight_threads_build_export_retain_release);
  RUN(test_last_error_is_per_thread);
  return check_exit();
}
