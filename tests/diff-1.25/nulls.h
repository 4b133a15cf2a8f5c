/*
 * The harness of the generated NULL-argument programs (nulls_*.c, written
 * by scripts/gen-diff-nulls.py from abi/symbols-1.25.tsv): every exported
 * function of the 1.25 surface is called once per pointer parameter with
 * that parameter NULL and the others valid where a valid one is cheap.
 *
 * Each case runs in a child process of its own (nulls_run), so a case
 * where one runtime dereferences the NULL and dies is reported as
 * "killed by signal N" and the cases after it still run; a fresh child
 * also starts with a fresh last error, and works in a directory of its
 * own that is removed after it (so what one case writes, or a writer's
 * staging file a child that exits without closing leaves, is not the next
 * case's input). The makers below give each handle
 * type a small valid object; a maker that fails gives NULL, the same in
 * both runs.
 */
#ifndef IRX_DIFF_125_NULLS_H
#define IRX_DIFF_125_NULLS_H

#define _XOPEN_SOURCE 700 /* nftw */
#include <ftw.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "diff.h"
#include "fixtures.h"
#include "irx_buffer_runtime.h"
#include "irx_class_runtime.h"
#include "irx_exception_runtime.h"
#include "irx_file_runtime.h"
#include "irx_list_runtime.h"

/* What an out-parameter holds before the call: a pointer no runtime made,
 * so "kept" means the call left it alone and "cleared" that it wrote NULL. */
static char nulls_sentinel_byte;
#define NULLS_SENTINEL ((void*)&nulls_sentinel_byte)
#define NULLS_SCALAR 90
/* Zeroed bytes for input data and any pointer whose target is read. */
static uint8_t nulls_zero[512] __attribute__((unused));

static inline const char* nulls_out(const void* p) {
  return p == NULL ? "cleared" : p == NULLS_SENTINEL ? "kept" : "set";
}

static int nulls_remove(const char* path, const struct stat* st, int flag, struct FTW* ftw) {
  (void)st;
  (void)flag;
  (void)ftw;
  return remove(path);
}

/* Runs one case in a child, in the directory nulls-case; reports how a
 * child that did not end normally ended. */
static inline void nulls_run(const char* name, void (*body)(void)) {
  fflush(stdout);
  fflush(stderr);
  if (mkdir("nulls-case", 0777) != 0) {
    printf("%s: cannot make its directory\n", name);
    exit(2);
  }
  pid_t pid = fork();
  if (pid < 0) {
    printf("%s: cannot fork\n", name);
    exit(2);
  }
  if (pid == 0) {
    alarm(20);
    if (chdir("nulls-case") != 0) _exit(3);
    body();
    fflush(stdout);
    fflush(stderr);
    _exit(0);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
  }
  nftw("nulls-case", nulls_remove, 16, FTW_DEPTH | FTW_PHYS);
  if (WIFSIGNALED(status)) printf("%s: killed by signal %d\n", name, WTERMSIG(status));
  else if (WEXITSTATUS(status) != 0) printf("%s: exit %d\n", name, WEXITSTATUS(status));
}

static void nulls_release_fn(void* context) { (void)context; }
static int32_t nulls_drop(void* context, void* payload, char* error) {
  (void)context;
  (void)payload;
  (void)error;
  return 0;
}

static inline IrxRbSchema* mk_IrxRbSchema(void) {
  IrxRbSchema* s = NULL;
  if (irx_rb_schema_create(&s) != 0) return NULL;
  irx_rb_schema_add_field(s, "id", IRX_COL_INT64, 1);
  return s;
}
static inline IrxRbBuilder* mk_IrxRbBuilder(void) {
  IrxRbBuilder* b = NULL;
  irx_rb_builder_create(mk_IrxRbSchema(), &b);
  return b;
}
static inline IrxRbBatch* mk_IrxRbBatch(void) {
  IrxRbBatch* batch = NULL;
  IrxRbBuilder* b = mk_IrxRbBuilder();
  if (b != NULL) {
    irx_rb_builder_append_int64(b, 0, 7);
    irx_rb_builder_finish(b, &batch);
  }
  return batch;
}
static inline IrxRbStreamReader* mk_IrxRbStreamReader(void) {
  IrxRbStreamReader* r = NULL;
  irx_rb_stream_reader_open_buffer(FIXTURE_STREAM, sizeof FIXTURE_STREAM, &r);
  return r;
}
static inline IrxRbStreamWriter* mk_IrxRbStreamWriter(void) {
  IrxRbStreamWriter* w = NULL;
  irx_rb_stream_writer_open_buffer(mk_IrxRbSchema(), &w);
  return w;
}
static inline IrxRbType* mk_IrxRbType(void) { return irx_type_primitive(IRX_COL_INT64); }
static inline IrxCsvOptions* mk_IrxCsvOptions(void) { return irx_csv_options_new(); }
static inline IrxParquetOptions* mk_IrxParquetOptions(void) { return irx_parquet_options_new(); }

static char nulls_err[1024];
static inline IrxRbApiSchema* mk_IrxRbApiSchema(void) {
  IrxRbApiSchema* s = NULL;
  if (irx_rb_api_schema_new(&s, nulls_err) != 0) return NULL;
  irx_rb_api_schema_add(s, "id", IRX_COL_INT64, 1, nulls_err);
  return s;
}
static inline IrxRbApiBatch* mk_IrxRbApiBatch(void) {
  IrxRbApiBatch* b = NULL;
  irx_rb_api_batch_new(&b, nulls_err);
  return b;
}
static inline IrxRbApiBuilder* mk_IrxRbApiBuilder(void) {
  IrxRbApiBuilder* b = NULL;
  irx_rb_api_builder_new(mk_IrxRbApiSchema(), &b, nulls_err);
  return b;
}
static inline IrxRbApiOptions* mk_IrxRbApiOptions(void) {
  IrxRbApiOptions* o = NULL;
  irx_rb_api_options_new(&o, nulls_err);
  return o;
}
static inline IrxRbApiCsv* mk_IrxRbApiCsv(void) {
  IrxRbApiCsv* c = NULL;
  irx_rb_api_csv_new(&c, nulls_err);
  return c;
}
static inline IrxRbApiParquet* mk_IrxRbApiParquet(void) {
  IrxRbApiParquet* p = NULL;
  irx_rb_api_parquet_new(&p, nulls_err);
  return p;
}
static inline IrxRbApiReader* mk_IrxRbApiReader(void) {
  IrxRbApiReader* r = NULL;
  irx_rb_api_reader_new(&r, nulls_err);
  return r;
}
static inline IrxRbApiWriter* mk_IrxRbApiWriter(void) {
  IrxRbApiWriter* w = NULL;
  irx_rb_api_writer_new(mk_IrxRbApiSchema(), &w, nulls_err);
  return w;
}

static inline irx_arrow_array_builder_handle* mk_irx_arrow_array_builder_handle(void) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_builder_int32_new(&b);
  return b;
}
static inline irx_arrow_array_handle* mk_irx_arrow_array_handle(void) {
  irx_arrow_array_handle* a = NULL;
  irx_arrow_array_builder_handle* b = mk_irx_arrow_array_builder_handle();
  if (b != NULL) {
    irx_arrow_array_builder_append_int32(b, 7);
    irx_arrow_array_builder_finish(b, &a);
  }
  return a;
}
static inline irx_arrow_schema_handle* mk_irx_arrow_schema_handle(void) {
  irx_arrow_schema_handle* s = NULL;
  irx_arrow_array_schema_copy(mk_irx_arrow_array_handle(), &s);
  return s;
}
static inline irx_arrow_table_handle* mk_irx_arrow_table_handle(void) {
  irx_arrow_table_handle* t = NULL;
  irx_arrow_table_from_ipc(FIXTURE_STREAM, sizeof FIXTURE_STREAM, &t);
  return t;
}
static inline irx_arrow_chunked_array_handle* mk_irx_arrow_chunked_array_handle(void) {
  irx_arrow_chunked_array_handle* c = NULL;
  irx_arrow_table_column_by_index(mk_irx_arrow_table_handle(), 0, &c);
  return c;
}
static inline irx_arrow_tensor_builder_handle* mk_irx_arrow_tensor_builder_handle(void) {
  irx_arrow_tensor_builder_handle* b = NULL;
  static const int64_t shape[1] = {1};
  irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT64, 1, shape, NULL, &b);
  return b;
}
static inline irx_arrow_tensor_handle* mk_irx_arrow_tensor_handle(void) {
  irx_arrow_tensor_handle* t = NULL;
  irx_arrow_tensor_builder_handle* b = mk_irx_arrow_tensor_builder_handle();
  if (b != NULL) {
    irx_arrow_tensor_builder_append_int(b, 7);
    irx_arrow_tensor_builder_finish(b, &t);
  }
  return t;
}

static inline irx_buffer_owner_handle* mk_irx_buffer_owner_handle(void) {
  irx_buffer_owner_handle* o = NULL;
  irx_buffer_owner_external_new(NULL, nulls_release_fn, &o);
  return o;
}
static inline irx_exception_context* mk_irx_exception_context(void) {
  irx_exception_context* c = NULL;
  irx_exception_context_create(&c);
  return c;
}
static inline irx_exception_info* mk_irx_exception_info(void) {
  irx_exception_info* i = NULL;
  static const char* const ancestry[1] = {"NullsError"};
  irx_exception_info_create("NullsError", "a message", ancestry, 1, &i);
  return i;
}
static inline irx_file* mk_irx_file(void) {
  irx_file* f = NULL;
  irx_file_open("nulls-file.txt", "w", &f, nulls_err);
  return f;
}
static inline void* mk_class_payload(void) {
  void* p = NULL;
  irx_class_create(16, nulls_drop, &p, nulls_err);
  return p;
}

#endif
