/*
 * api_check.h: what the C tests of IRx 1.25's checked layer share
 * (test_rb_api.c, test_frame_api.c, test_parquet_api.c, ...): the caller's error buffer, checks
 * of a call's status and of what it wrote there, and 1.25's messages.
 * Included once, by one translation unit per test.
 */
#ifndef IRX_CTESTS_API_CHECK_H
#define IRX_CTESTS_API_CHECK_H

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "irx_record_batch_api.h"

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
#define CLOSED "closed or uninitialized"

#endif
