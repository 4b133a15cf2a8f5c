/*
 * Thread stress: 8 threads hammer the same handles with retain/release
 * pairs (1M pairs per thread and handle kind natively and under ASan; the
 * valgrind run, which serialises threads, sets IRX_UNDER_VALGRIND and
 * does fewer). The last reference of every handle is dropped by whichever
 * thread gets there last; every release callback must run exactly once,
 * and valgrind / ASan must see no leak, race-freed memory or double free.
 * The last-error slots must be per thread.
 */
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#include "array_util.h"
#include "threads.h"

#define THREADS 8

static long iterations = 1000000;

static volatile int owner_released;       /* calls of the shared owner's callback */
static volatile int shared_array_released; /* producer callback of the shared array */
static volatile long produced, producer_released; /* per-thread moved imports */

static void shared_array_release(struct ArrowArray* a) {
  __atomic_add_fetch(&shared_array_released, 1, __ATOMIC_SEQ_CST);
  a->release = NULL;
}
static void producer_release(struct ArrowArray* a) {
  __atomic_add_fetch(&producer_released, 1, __ATOMIC_SEQ_CST);
  a->release = NULL;
}
static void schema_release(struct ArrowSchema* s) { s->release = NULL; }

static const int32_t producer_values[8] = {1, 2, 3, 4, 5, 6, 7, 8};
static const void* producer_buffers[2] = {NULL, producer_values};

/* A caller-made int32 array of 8 values whose release is `release`
 * (counted atomically, unlike array_util.h's producer). */
static void produce_int32(struct ArrowArray* a, struct ArrowSchema* s, void (*release)(struct ArrowArray*)) {
  memset(a, 0, sizeof *a);
  memset(s, 0, sizeof *s);
  s->format = type_info(IRX_ARROW_TYPE_INT32)->format;
  s->release = schema_release;
  a->length = 8;
  a->n_buffers = 2;
  a->buffers = producer_buffers;
  a->release = release;
}
static pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;
static long private_created, private_released;

static void shared_release(void* context) {
  (void)context;
  __atomic_add_fetch(&owner_released, 1, __ATOMIC_SEQ_CST);
}

static void private_release(void* context) {
  (void)context;
  pthread_mutex_lock(&count_lock);
  private_released++;
  pthread_mutex_unlock(&count_lock);
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

typedef struct shared {
  irx_buffer_owner_handle* owner;
  irx_arrow_tensor_handle* tensor;
  irx_buffer_view tensor_view; /* EXTERNAL_OWNER view keeping the tensor alive */
  irx_arrow_array_handle* array; /* moved in from a C producer */
  irx_arrow_schema_handle* schema;
  pthread_barrier_t start;
} shared;

static void* hammer(void* arg) {
  worker* w = (worker*)arg;
  shared* s = (shared*)w->shared;
  irx_buffer_view view = s->tensor_view; /* shallow copy: same owner */
  long i;
  pthread_barrier_wait(&s->start);
  for (i = 0; i < iterations; i++) {
    if (irx_buffer_owner_retain(s->owner) != 0) w->failures++;
    if (irx_arrow_tensor_retain(s->tensor) != 0) w->failures++;
    if (irx_buffer_view_retain(&view) != 0) w->failures++;
    if (irx_arrow_array_retain(s->array) != 0) w->failures++;
    if (irx_arrow_schema_retain(s->schema) != 0) w->failures++;
    irx_arrow_schema_release(s->schema);
    irx_arrow_array_release(s->array);
    irx_arrow_tensor_release(s->tensor);
    if (irx_buffer_owner_release(s->owner) != 0) w->failures++;
    if (irx_buffer_view_release(&view) != 0) w->failures++;
    view.owner = s->tensor_view.owner; /* release cleared our copy's field */
    if ((i & 1023) == 0) {
      /* Owners created and destroyed while the shared ones are hammered. */
      irx_buffer_owner_handle* mine = NULL;
      if (irx_buffer_owner_external_new(NULL, private_release, &mine) != 0) w->failures++;
      pthread_mutex_lock(&count_lock);
      private_created++;
      pthread_mutex_unlock(&count_lock);
      if (irx_buffer_owner_retain(mine) != 0) w->failures++;
      if (irx_buffer_owner_release(mine) != 0) w->failures++;
      if (irx_buffer_owner_release(mine) != 0) w->failures++;
    }
    if ((i & 1023) == 512) {
      /* Export the shared array and import the export (copy and move)
       * while other threads retain and release it; move in a C-made
       * array and drop it. */
      struct ArrowArray ea, pa;
      struct ArrowSchema es, ps;
      irx_arrow_array_handle* copy = NULL;
      irx_arrow_array_handle* moved = NULL;
      int64_t v = 0;
      if (irx_arrow_array_export(s->array, &ea, &es) != 0) w->failures++;
      if (irx_arrow_array_import_copy(&ea, &es, &copy) != 0) w->failures++;
      if (irx_arrow_array_import_move(&ea, &es, &moved) != 0) w->failures++;
      if (ea.release != NULL || es.release != NULL) w->failures++;
      if (irx_arrow_array_value_int(moved, 7, &v) != 0 || v != 8) w->failures++;
      irx_arrow_array_release(moved);
      if (irx_arrow_array_length(copy) != 8) w->failures++;
      irx_arrow_array_release(copy);
      produce_int32(&pa, &ps, producer_release);
      __atomic_add_fetch(&produced, 1, __ATOMIC_SEQ_CST);
      if (irx_arrow_array_import_move(&pa, &ps, &moved) != 0) w->failures++;
      irx_arrow_array_release(moved);
    }
  }
  /* Each worker holds one reference of each handle from main: the last
   * one to drop it frees the handle, in whatever thread that is. */
  if (irx_buffer_owner_release(s->owner) != 0) w->failures++;
  irx_arrow_tensor_release(s->tensor);
  if (irx_buffer_view_release(&view) != 0) w->failures++;
  irx_arrow_array_release(s->array);
  irx_arrow_schema_release(s->schema);
  return NULL;
}

static void test_shared_handles(void) {
  shared s;
  int64_t shape[1] = {16};
  irx_arrow_tensor_builder_handle* b = NULL;
  double t0;
  int i;
  memset(&s, 0, sizeof s);
  owner_released = 0;
  private_created = private_released = 0;
  CHECK_EQ_INT(irx_buffer_owner_external_new(NULL, shared_release, &s.owner), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 1, shape, NULL, &b), 0);
  for (i = 0; i < 16; i++) CHECK_EQ_INT(irx_arrow_tensor_builder_append_double(b, i), 0);
  CHECK_EQ_INT(irx_arrow_tensor_builder_finish(b, &s.tensor), 0);
  CHECK_EQ_INT(irx_arrow_tensor_view(s.tensor, 1, shape, NULL, 0, &s.tensor_view), 0);
  shared_array_released = 0;
  produced = producer_released = 0;
  {
    struct ArrowArray a;
    struct ArrowSchema sc;
    produce_int32(&a, &sc, shared_array_release);
    CHECK_EQ_INT(irx_arrow_array_import_move(&a, &sc, &s.array), 0);
    CHECK_EQ_INT(irx_arrow_array_schema_copy(s.array, &s.schema), 0);
  }
  CHECK_EQ_INT(pthread_barrier_init(&s.start, NULL, THREADS), 0);
  for (i = 0; i < THREADS; i++) {
    irx_buffer_view extra = s.tensor_view;
    CHECK_EQ_INT(irx_buffer_owner_retain(s.owner), 0);
    CHECK_EQ_INT(irx_arrow_tensor_retain(s.tensor), 0);
    CHECK_EQ_INT(irx_buffer_view_retain(&extra), 0);
    CHECK_EQ_INT(irx_arrow_array_retain(s.array), 0);
    CHECK_EQ_INT(irx_arrow_schema_retain(s.schema), 0);
  }
  /* Main's own references go before the workers start: from then on only
   * the workers keep the handles alive. */
  CHECK_EQ_INT(irx_buffer_owner_release(s.owner), 0);
  irx_arrow_tensor_release(s.tensor);
  irx_arrow_array_release(s.array);
  irx_arrow_schema_release(s.schema);
  {
    irx_buffer_view mine = s.tensor_view;
    CHECK_EQ_INT(irx_buffer_view_release(&mine), 0);
  }
  t0 = now();
  CHECK_EQ_INT(run_workers(THREADS, hammer, &s), 0);
  printf("# %d threads x %ld retain/release pairs on each of an owner, a tensor, a tensor view, "
         "an array and a schema, plus %ld export/import rounds: %.2f s\n",
         THREADS, iterations, (long)produced, now() - t0);
  CHECK_EQ_INT(owner_released, 1);
  CHECK_EQ_INT(shared_array_released, 1);
  CHECK_EQ_INT(producer_released, produced);
  CHECK(produced > 0);
  CHECK_EQ_INT(private_released, private_created);
  CHECK(private_created > 0);
  /* Gone: a late release is an error, not a crash. */
  CHECK_EQ_INT(irx_buffer_owner_release(s.owner), -1);
  pthread_barrier_destroy(&s.start);
}

static void* own_errors(void* arg) {
  worker* w = (worker*)arg;
  pthread_barrier_t* barrier = (pthread_barrier_t*)w->shared;
  char want_buffer[64], want_arrow[64];
  int round;
  snprintf(want_buffer, sizeof want_buffer, "(-%d)", w->id + 1);
  snprintf(want_arrow, sizeof want_arrow, "(-%d)", w->id + 101);
  for (round = 0; round < 200; round++) {
    irx_buffer_view v;
    irx_arrow_tensor_builder_handle* b = NULL;
    /* A failure whose message names this thread... */
    if (irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_INT8, -(w->id + 1), NULL, &v) != -1) w->failures++;
    if (irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT8, -(w->id + 101), NULL, NULL, &b) != EINVAL)
      w->failures++;
    pthread_barrier_wait(barrier);
    /* ...survives the other threads' failures and successes. */
    if (!strstr(irx_buffer_last_error(), want_buffer)) w->failures++;
    if (!strstr(irx_arrow_last_error(), want_arrow)) w->failures++;
    pthread_barrier_wait(barrier);
    if (irx_buffer_owner_retain(NULL) != 0 || irx_buffer_last_error()[0] != '\0') w->failures++;
    if (irx_arrow_tensor_retain(NULL) != 0 || irx_arrow_last_error()[0] != '\0') w->failures++;
    pthread_barrier_wait(barrier);
  }
  return NULL;
}

static void test_last_error_is_per_thread(void) {
  pthread_barrier_t barrier;
  CHECK_EQ_INT(pthread_barrier_init(&barrier, NULL, THREADS), 0);
  CHECK_EQ_INT(run_workers(THREADS, own_errors, &barrier), 0);
  pthread_barrier_destroy(&barrier);
}

int main(void) {
  const char* valgrind = getenv("IRX_UNDER_VALGRIND");
  if (valgrind && valgrind[0] == '1') iterations = 20000;
  RUN(test_shared_handles);
  RUN(test_last_error_is_per_thread);
  return check_exit();
}
