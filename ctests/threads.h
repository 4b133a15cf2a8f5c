/*
 * threads.h: runs one worker function on several threads and adds up the
 * failures they count. Include check.h first.
 */
#ifndef IRX_CTESTS_THREADS_H
#define IRX_CTESTS_THREADS_H

#include <pthread.h>
#include <stddef.h>

enum { MAX_WORKERS = 64 };

/* What each thread's function gets (as its void* argument). */
typedef struct worker {
  void* shared; /* the same for every thread */
  int id;       /* 0 .. n - 1 */
  int failures; /* counted by the thread */
} worker;

/* Runs fn(&workers[i]) on n threads and waits for them; returns the sum of
 * their failures. Threads that cannot be started or joined fail the case. */
static inline int run_workers(int n, void* (*fn)(void*), void* shared) {
  pthread_t threads[MAX_WORKERS];
  worker workers[MAX_WORKERS];
  int started = 0, failures = 0, i;
  CHECK(n <= MAX_WORKERS);
  for (i = 0; i < n && i < MAX_WORKERS; i++) {
    workers[i].shared = shared;
    workers[i].id = i;
    workers[i].failures = 0;
  }
  while (started < n && started < MAX_WORKERS &&
         pthread_create(&threads[started], NULL, fn, &workers[started]) == 0)
    started++;
  CHECK_EQ_INT(started, n);
  for (i = 0; i < started; i++) {
    CHECK_EQ_INT(pthread_join(threads[i], NULL), 0);
    failures += workers[i].failures;
  }
  return failures;
}

#endif
