/*
 * api_check.h: what the C tests of the checked irx_rb_api_* layer share
 * (test_rb_api.c, test_parquet_api.c, ...): the caller's error buffer and
 * the checks of a failing call (its status and a message containing a
 * text) and of a succeeding one (the buffer left ""). Include after
 * check.h and irx_record_batch_api.h.
 */
#ifndef IRX_CTESTS_API_CHECK_H
#define IRX_CTESTS_API_CHECK_H

static char err[IRX_RB_API_ERROR_CAPACITY];

/* `call` fails with `status` and a message containing `text`. */
#define CHECK_FAILS(call, status, text)                                      \
  do {                                                                       \
    memset(err, 'x', sizeof err - 1);                                        \
    err[sizeof err - 1] = 0;                                                 \
    CHECK_EQ_INT((call), (status));                                          \
    if (!strstr(err, (text))) {                                              \
      printf("#   %s:%d: message \"%s\" lacks \"%s\"\n", __FILE__, __LINE__, \
             err, (text));                                                   \
      check_case_failures++;                                                 \
    }                                                                        \
  } while (0)

/* `call` succeeds and leaves the buffer "" (it was not before). */
#define CHECK_OK(call)                                                       \
  do {                                                                       \
    memset(err, 'x', sizeof err - 1);                                        \
    err[sizeof err - 1] = 0;                                                 \
    CHECK_EQ_INT((call), IRX_OK);                                            \
    if (err[0]) printf("#   unexpected message: %s\n", err);                 \
    CHECK_EQ_INT(err[0], 0);                                                 \
  } while (0)

#define NULLARG "null argument"
#define NORESULT "missing result slot"

#endif
