/*
 * check.h: the minimal test harness of the C tests.
 *
 * A test file defines `static void test_x(void)` functions using CHECK*
 * and runs them from main() with RUN(test_x); main returns check_exit().
 * Each case prints "ok <name>" or "not ok <name>" plus the failed checks;
 * scripts/run-ctests.sh collects those lines. Table-driven files run each
 * row as a case of its own with check_begin() / check_end(name).
 */
#ifndef IRX_CTESTS_CHECK_H
#define IRX_CTESTS_CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int check_case_failures;
static int check_total_failures;

#define CHECK(cond)                                                          \
  do {                                                                       \
    if (!(cond)) {                                                           \
      printf("#   %s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #cond);    \
      check_case_failures++;                                                 \
    }                                                                        \
  } while (0)

#define CHECK_EQ_INT(a, b)                                                   \
  do {                                                                       \
    long long check_a_ = (long long)(a), check_b_ = (long long)(b);          \
    if (check_a_ != check_b_) {                                              \
      printf("#   %s:%d: %s == %s failed (%lld != %lld)\n", __FILE__,        \
             __LINE__, #a, #b, check_a_, check_b_);                          \
      check_case_failures++;                                                 \
    }                                                                        \
  } while (0)

#define CHECK_STR_EQ(a, b)                                                   \
  do {                                                                       \
    const char* check_a_ = (a);                                              \
    const char* check_b_ = (b);                                              \
    if (check_a_ == NULL || check_b_ == NULL || strcmp(check_a_, check_b_)) { \
      printf("#   %s:%d: %s == %s failed (\"%s\" != \"%s\")\n", __FILE__,    \
             __LINE__, #a, #b, check_a_ ? check_a_ : "(null)",               \
             check_b_ ? check_b_ : "(null)");                                \
      check_case_failures++;                                                 \
    }                                                                        \
  } while (0)

/* A non-empty C string (error messages after a failing call). */
#define CHECK_MESSAGE(s) CHECK((s) != NULL && (s)[0] != '\0')

static inline void check_begin(void) { check_case_failures = 0; }

static inline void check_end(const char* name) {
  printf("%s %s\n", check_case_failures ? "not ok" : "ok", name);
  check_total_failures += check_case_failures;
  fflush(stdout);
}

#define RUN(fn)                                                              \
  do {                                                                       \
    check_begin();                                                           \
    fn();                                                                    \
    check_end(#fn);                                                          \
  } while (0)

static int check_exit(void) { return check_total_failures ? EXIT_FAILURE : EXIT_SUCCESS; }

#endif
