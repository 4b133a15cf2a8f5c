/*
 * Shared by the programs of the differential check (issue 28 item 5,
 * scripts/run-diff-1.25.sh). Each program is compiled once, against pyirx
 * 1.25.0's own headers, and linked twice: with IRx 1.25's runtime built
 * from its package and with ours. Everything it prints is compared line by
 * line, so it prints only what a caller can rely on: statuses, messages
 * and values, never pointers, timings or temporary names.
 *
 * Each report reads the message of the family the call belongs to right
 * after the call: 1.25 keeps irx_record_batch_errmsg() until it is read
 * once (docs/COMPATIBILITY.md, 16), so reading after every call makes the
 * two runtimes comparable.
 */
#ifndef IRX_DIFF_125_H
#define IRX_DIFF_125_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "irx_arrow_runtime.h"
#include "irx_native_status.h"
#include "irx_record_batch.h"
#include "irx_record_batch_api.h"

#ifdef IRX_RUNTIME_H
#error "the differential programs must see pyirx 1.25.0's headers, not ours"
#endif

/* Line-buffered stdout: a program that dies keeps every line it printed,
 * so a crash shows where it happened in both runs alike. */
static inline void diff_start(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
}

static inline const char* diff_text(const char* message) {
  return message != NULL ? message : "(null)";
}

/* irx_arrow_* calls: status and irx_arrow_last_error(). */
static inline int diff_arrow(const char* call, int status) {
  printf("%s -> %d [%s]\n", call, status, diff_text(irx_arrow_last_error()));
  return status;
}

/* irx_rb_*, irx_type_*, irx_parquet_*, irx_csv_* calls: status and
 * irx_record_batch_errmsg(). */
static inline int diff_rb(const char* call, int status) {
  printf("%s -> %d [%s]\n", call, status, diff_text(irx_record_batch_errmsg()));
  return status;
}

/* Checked-layer calls: status and the caller's error buffer. */
static inline int diff_api(const char* call, int status, const char* error) {
  printf("%s -> %d [%s]\n", call, status, diff_text(error));
  return status;
}

#define AR(expr) diff_arrow(#expr, (expr))
#define RB(expr) diff_rb(#expr, (expr))
/* The checked layer: every call's last argument is the buffer `err`,
 * filled with 'X' before the call, so a call that leaves it untouched
 * (instead of clearing or setting it) shows as such. */
#define API(expr) (memset(err, 'X', sizeof err), err[sizeof err - 1] = '\0', \
                    diff_api(#expr, (expr), err))
#define API_ERROR char err[IRX_RB_API_ERROR_CAPACITY]

#define SAY(...) (printf(__VA_ARGS__), putchar('\n'))

/* Writes `size` bytes to `path` (in the run's own directory). */
static inline void diff_write_file(const char* path, const void* data, size_t size) {
  FILE* f = fopen(path, "wb");
  if (f == NULL || fwrite(data, 1, size, f) != size || fclose(f) != 0) {
    printf("cannot write %s\n", path);
    exit(2);
  }
}

/* Reads a whole file into a malloc'd buffer; *size is its length. */
static inline uint8_t* diff_read_file(const char* path, int64_t* size) {
  FILE* f = fopen(path, "rb");
  if (f == NULL) {
    *size = -1;
    return NULL;
  }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  uint8_t* data = malloc(n > 0 ? (size_t)n : 1);
  if (data == NULL || fread(data, 1, (size_t)n, f) != (size_t)n) {
    printf("cannot read %s\n", path);
    exit(2);
  }
  fclose(f);
  *size = n;
  return data;
}

/* Prints `table`'s row and column counts and each field's name, type id
 * and nullability under `what`, or "no table"; returns whether there is
 * one. */
static inline int diff_print_table(const char* what, irx_arrow_table_handle* table) {
  if (table == NULL) {
    printf("%s: no table\n", what);
    return 0;
  }
  printf("%s: %lld rows, %lld columns\n", what, (long long)irx_arrow_table_num_rows(table),
         (long long)irx_arrow_table_num_columns(table));
  IrxRbSchema* schema = NULL;
  if (RB(irx_rb_table_schema(table, &schema)) == IRX_OK) {
    for (int i = 0; i < irx_rb_schema_num_fields(schema); i++) {
      const char* name = NULL;
      int type = -1, nullable = -1;
      irx_rb_schema_field(schema, i, &name, &type, &nullable);
      printf("  field %s type %d nullable %d\n", diff_text(name), type, nullable);
    }
    irx_rb_schema_release(schema);
  }
  return 1;
}


/* One field of diff_schema: its name, column type, the type's name as a
 * call would be written (DIFF_FIELD makes both from the one token) and
 * nullability. */
struct diff_field {
  const char* name;
  IrxColumnType type;
  const char* type_name;
  int nullable;
};
#define DIFF_FIELD(name, type, nullable) {name, type, #type, nullable}

/* A new schema of the `count` `fields`, every call reported as RB reports
 * it when written out with the schema in `s`:
 * `irx_rb_schema_add_field(s, "id", IRX_COL_INT64, 0) -> 0 []`. */
static inline IrxRbSchema* diff_schema(const struct diff_field* fields, int count) {
  IrxRbSchema* s = NULL;
  RB(irx_rb_schema_create(&s));
  for (int i = 0; i < count; i++) {
    const struct diff_field* f = &fields[i];
    char call[160];
    snprintf(call, sizeof call, "irx_rb_schema_add_field(s, \"%s\", %s, %d)", f->name, f->type_name,
             f->nullable);
    diff_rb(call, irx_rb_schema_add_field(s, f->name, f->type, f->nullable));
  }
  return s;
}

/* The options grid of the CSV and Parquet programs: each name of the
 * array `ints` set to each of the array `values` on the options `o` with
 * SET_INT, then each {name, text} pair of the array `texts` with
 * SET_TEXT, every call reported as "WHAT_int(name, value) -> status
 * [message]" or "WHAT_text(name, text) -> status [message]". */
#define DIFF_OPTION_GRID(what, o, set_int, ints, values, set_text, texts)                     \
  do {                                                                                        \
    for (size_t i_ = 0; i_ < sizeof(ints) / sizeof *(ints); i_++)                             \
      for (size_t v_ = 0; v_ < sizeof(values) / sizeof *(values); v_++) {                     \
        int status_ = set_int(o, (ints)[i_], (values)[v_]);                                   \
        SAY(what "_int(%s, %lld) -> %d [%s]", (ints)[i_], (long long)(values)[v_], status_,   \
            diff_text(irx_record_batch_errmsg()));                                            \
      }                                                                                       \
    for (size_t t_ = 0; t_ < sizeof(texts) / sizeof *(texts); t_++) {                         \
      int status_ = set_text(o, (texts)[t_][0], (texts)[t_][1]);                              \
      SAY(what "_text(%s, %s) -> %d [%s]", (texts)[t_][0], (texts)[t_][1], status_,           \
          diff_text(irx_record_batch_errmsg()));                                              \
    }                                                                                         \
  } while (0)

#endif
