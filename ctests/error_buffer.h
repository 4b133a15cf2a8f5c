/*
 * error_buffer.h: checks for the functions that report into a caller's
 * error buffer (1.25's checked irx_rb_api_* layer, the irx_file_*
 * runtime). The including file defines `static char err[N]`, the buffer
 * it passes; both families return 0 on success.
 */
#ifndef IRX_CTESTS_ERROR_BUFFER_H
#define IRX_CTESTS_ERROR_BUFFER_H

#include <string.h>

#include "check.h"

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

/* `call` succeeds (0) and leaves the buffer "" (it was not before). */
#define CHECK_OK(call)                                                       \
  do {                                                                       \
    memset(err, 'x', sizeof err - 1);                                        \
    err[sizeof err - 1] = 0;                                                 \
    CHECK_EQ_INT((call), 0);                                                 \
    if (err[0]) printf("#   unexpected message: %s\n", err);                 \
    CHECK_EQ_INT(err[0], 0);                                                 \
  } while (0)

#endif
