/*
 * api_check.h: what the C tests of IRx 1.25's checked layer share
 * (test_rb_api.c, test_frame_api.c, test_parquet_api.c, ...): the caller's error buffer
 * (checked with error_buffer.h's CHECK_FAILS and CHECK_OK) and 1.25's messages.
 * Included once, by one translation unit per test.
 */
#ifndef IRX_CTESTS_API_CHECK_H
#define IRX_CTESTS_API_CHECK_H

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "error_buffer.h"
#include "irx_record_batch_api.h"

/* The buffer error_buffer.h's CHECK_FAILS and CHECK_OK pass and read. */
static char err[IRX_RB_API_ERROR_CAPACITY];

#define NULLARG "null argument"
#define NORESULT "missing result slot"
#define CLOSED "closed or uninitialized"

#endif
