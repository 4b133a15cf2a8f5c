/*
 * The runtime families outside Arrow: text files, dynamic lists, classes
 * and exceptions (records, contexts, raise and handlers, reports), each
 * with valid and invalid input. Ends with a runtime failure
 * (__arx_runtime_fail), whose report and exit status are compared too.
 */
#include "irx_buffer_runtime.h"
#include "irx_class_runtime.h"
#include "irx_exception_runtime.h"
#include "irx_file_runtime.h"
#include "irx_list_runtime.h"

#include "diff.h"

void __arx_runtime_fail(const char* code, const char* source, int line, int col, const char* message);

static void files(void) {
  char error[IRX_FILE_ERROR_CAPACITY];
  irx_file* f = NULL;
  char* text = NULL;
  int64_t count = -1;
  SAY("== files");
#define FILE_CALL(expr) SAY("%s -> %d [%s]", #expr, (int)(expr), error)
  FILE_CALL(irx_file_open("notes.txt", "w", &f, error));
  FILE_CALL(irx_file_write(f, "first line\nsecond \xc3\xa9\n", &count, error));
  SAY("  wrote %lld", (long long)count);
  FILE_CALL(irx_file_write(f, "bad \xff utf8", &count, error));
  FILE_CALL(irx_file_read(f, &text, error));
  FILE_CALL(irx_file_flush(f, error));
  FILE_CALL(irx_file_close(f, error));
  FILE_CALL(irx_file_close(f, error));
  FILE_CALL(irx_file_write(f, "late", &count, error));
  FILE_CALL(irx_file_release(f, error));
  f = NULL;
  FILE_CALL(irx_file_open("notes.txt", "r", &f, error));
  FILE_CALL(irx_file_read(f, &text, error));
  SAY("  read [%s]", diff_text(text));
  free(text);
  text = NULL;
  FILE_CALL(irx_file_read(f, &text, error));
  SAY("  read again [%s]", diff_text(text));
  free(text);
  text = NULL;
  FILE_CALL(irx_file_write(f, "x", &count, error));
  FILE_CALL(irx_file_release(f, error));
  f = NULL;
  FILE_CALL(irx_file_open("notes.txt", "a", &f, error));
  FILE_CALL(irx_file_write(f, "appended\n", &count, error));
  FILE_CALL(irx_file_release(f, error));
  f = NULL;
  diff_write_file("binary.txt", "ok \xc3\x28 no", 9);
  FILE_CALL(irx_file_open("binary.txt", "r", &f, error));
  FILE_CALL(irx_file_read(f, &text, error));
  free(text);
  text = NULL;
  FILE_CALL(irx_file_release(f, error));
  f = NULL;
  FILE_CALL(irx_file_open("missing.txt", "r", &f, error));
  FILE_CALL(irx_file_open("no/such/dir/x.txt", "w", &f, error));
  FILE_CALL(irx_file_open(".", "r", &f, error));
  FILE_CALL(irx_file_open("notes.txt", "rw", &f, error));
  FILE_CALL(irx_file_open("notes.txt", "", &f, error));
  FILE_CALL(irx_file_open("notes.txt", "x", &f, error));
  FILE_CALL(irx_file_open(NULL, "r", &f, error));
  FILE_CALL(irx_file_open("notes.txt", NULL, &f, error));
  FILE_CALL(irx_file_open("notes.txt", "r", NULL, error));
  FILE_CALL(irx_file_read(NULL, &text, error));
  FILE_CALL(irx_file_write(NULL, "x", &count, error));
  FILE_CALL(irx_file_flush(NULL, error));
  FILE_CALL(irx_file_close(NULL, error));
  FILE_CALL(irx_file_release(NULL, error));
#undef FILE_CALL
}

static void lists(void) {
  irx_list list = {NULL, 0, 0, sizeof(int64_t)};
  void* out = NULL;
  SAY("== lists");
  for (int64_t i = 0; i < 5; i++) {
    int64_t v = i * i;
    SAY("append -> %d", irx_list_append(&list, &v));
  }
  for (int64_t i = -1; i <= 5; i++) {
    out = &list;
    int32_t status = irx_list_at(&list, i, &out);
    SAY("at(%lld) -> %d %s %lld", (long long)i, status, out ? "set" : "NULL",
        out ? (long long)*(int64_t*)out : -1LL);
  }
  SAY("length %lld", (long long)list.length);
  SAY("append(NULL list) -> %d", irx_list_append(NULL, &list));
  SAY("append(NULL value) -> %d", irx_list_append(&list, NULL));
  SAY("at(NULL list) -> %d", irx_list_at(NULL, 0, &out));
  SAY("at(NULL out) -> %d", irx_list_at(&list, 0, NULL));
  irx_list zero = {NULL, 0, 0, 0};
  int64_t v = 1;
  SAY("append(element size 0) -> %d", irx_list_append(&zero, &v));
  irx_list negative = {NULL, 0, 0, -8};
  SAY("append(element size -8) -> %d", irx_list_append(&negative, &v));
  irx_list lying = {NULL, 5, 0, 8};
  SAY("append(length > capacity) -> %d", irx_list_append(&lying, &v));
  SAY("at(length > capacity) -> %d", irx_list_at(&lying, 0, &out));
  for (int32_t s = -1; s <= 6; s++) SAY("message(%d) %s", s, irx_list_status_message(s));
  irx_list_destroy(&list);
  SAY("after destroy length %lld capacity %lld", (long long)list.length, (long long)list.capacity);
  irx_list_destroy(&list);
  irx_list_destroy(NULL);
}

static int drops;
static int32_t drop(void* context, void* payload, char* error) {
  (void)context;
  (void)payload;
  drops++;
  if (drops == 2) {
    snprintf(error, IRX_CLASS_ERROR_CAPACITY, "drop refused");
    return 7;
  }
  return 0;
}

static void classes(void) {
  char error[IRX_CLASS_ERROR_CAPACITY];
  void* payload = NULL;
  SAY("== classes");
#define CLASS_CALL(expr) (error[0] = '\0', SAY("%s -> %d [%s]", #expr, (int)(expr), error))
  CLASS_CALL(irx_class_create(32, drop, &payload, error));
  CLASS_CALL(irx_class_retain(payload, error));
  CLASS_CALL(irx_class_require(payload, error));
  SAY("completed %d", irx_class_completed(payload));
  irx_class_complete(payload);
  SAY("completed %d", irx_class_completed(payload));
  CLASS_CALL(irx_class_release(NULL, payload, error));
  SAY("drops %d", drops);
  CLASS_CALL(irx_class_release(NULL, payload, error));
  SAY("drops %d", drops);
  payload = NULL;
  CLASS_CALL(irx_class_create(32, drop, &payload, error));
  CLASS_CALL(irx_class_release(NULL, payload, error));
  SAY("drops %d", drops);
  payload = NULL;
  CLASS_CALL(irx_class_create(0, NULL, &payload, error));
  if (payload) CLASS_CALL(irx_class_release(NULL, payload, error));
  payload = NULL;
  CLASS_CALL(irx_class_create(SIZE_MAX, NULL, &payload, error));
  CLASS_CALL(irx_class_create(16, NULL, NULL, error));
  CLASS_CALL(irx_class_require(NULL, error));
  CLASS_CALL(irx_class_retain(NULL, error));
  CLASS_CALL(irx_class_release(NULL, NULL, error));
  int32_t first = 0;
  char first_error[IRX_CLASS_ERROR_CAPACITY] = "";
  irx_class_record(0, "", &first, first_error);
  irx_class_record(3, "third", &first, first_error);
  irx_class_record(4, "fourth", &first, first_error);
  SAY("record: %d [%s]", first, first_error);
#undef CLASS_CALL
}

static void exceptions(void) {
  const char* ancestry[] = {"ValueError", "Exception", "BaseException"};
  char error[IRX_CLASS_ERROR_CAPACITY];
  irx_exception_info* info = NULL;
  irx_exception_info* cause = NULL;
  irx_exception_info* other = NULL;
  irx_exception_context* ctx = NULL;
  void* payload = NULL;
  SAY("== exceptions");
  SAY("payload -> %d", irx_class_create(32, drop, &payload, error));
  SAY("info_create -> %d", irx_exception_info_create("ValueError", "bad value", ancestry, 3, &info));
  SAY("message %s", diff_text(irx_exception_info_message(info)));
  SAY("info_create(no ancestry) -> %d", irx_exception_info_create("ValueError", "x", NULL, 0, &other));
  SAY("info_create(NULL name) -> %d", irx_exception_info_create(NULL, "x", ancestry, 3, &other));
  SAY("info_create(negative) -> %d", irx_exception_info_create("E", "x", ancestry, -1, &other));
  SAY("info_create(cause) -> %d", irx_exception_info_create("KeyError", "root cause", ancestry + 1, 2, &cause));
  SAY("context_create -> %d", irx_exception_context_create(&ctx));
  SAY("pending %d", irx_exception_pending(ctx));
  SAY("reraise with nothing -> %d", irx_exception_reraise(ctx));
  irx_exception_info* slot = info;
  irx_exception_info_retain(info);
  SAY("raise -> %d", irx_exception_raise(ctx, payload, &slot, cause, 1, "prog.x", 3, 5, "E1"));
  SAY("raise again -> %d", irx_exception_raise(ctx, payload, &slot, NULL, 0, "prog.x", 4, 1, "E2"));
  SAY("pending %d matches ValueError %d Exception %d KeyError %d", irx_exception_pending(ctx),
      irx_exception_matches(ctx, "ValueError"), irx_exception_matches(ctx, "Exception"),
      irx_exception_matches(ctx, "KeyError"));
  irx_exception_trace(ctx, "prog.x", 10, 1);
  irx_exception_trace(ctx, "lib.x", 20, 2);
  irx_exception_trace(ctx, NULL, -1, -1);
  irx_exception_info* pending = irx_exception_pending_info(ctx);
  SAY("pending info %s", pending ? diff_text(irx_exception_info_message(pending)) : "NULL");
  irx_exception_scope* fin = irx_exception_finally_enter(ctx);
  SAY("in finally: pending %d", irx_exception_pending(ctx));
  irx_exception_finally_leave(ctx, fin, 1);
  SAY("after finally: pending %d", irx_exception_pending(ctx));
  fflush(stdout);
  irx_exception_report(ctx);
  fflush(stderr);
  irx_exception_scope* handler = irx_exception_handler_enter(ctx);
  SAY("in handler: pending %d handled payload %s", irx_exception_pending(ctx),
      irx_exception_handled_payload(ctx) ? "set" : "NULL");
  irx_exception_info* second = NULL;
  irx_exception_info_create("KeyError", "during handling", ancestry + 1, 2, &second);
  SAY("raise in handler -> %d", irx_exception_raise(ctx, payload, &second, NULL, 0, "h.x", 7, 3, NULL));
  fflush(stdout);
  irx_exception_report(ctx);
  fflush(stderr);
  irx_exception_value* taken = irx_exception_pending_take(ctx);
  SAY("taken %s, pending %d", taken ? "set" : "NULL", irx_exception_pending(ctx));
  irx_exception_pending_discard(ctx, taken);
  SAY("reraise in handler -> %d", irx_exception_reraise(ctx));
  taken = irx_exception_pending_take(ctx);
  irx_exception_scope* cleanup = irx_exception_cleanup_enter(ctx);
  irx_exception_cleanup_leave(ctx, cleanup);
  irx_exception_pending_restore(ctx, taken);
  SAY("restored, pending %d", irx_exception_pending(ctx));
  taken = irx_exception_pending_take(ctx);
  irx_exception_pending_discard(ctx, taken);
  irx_exception_handler_leave(ctx, handler);
  SAY("after handler pending %d handled %s", irx_exception_pending(ctx),
      irx_exception_handled_payload(ctx) ? "set" : "NULL");
  SAY("raise(NULL slot) -> %d", irx_exception_raise(ctx, payload, NULL, NULL, 0, "p.x", 1, 1, "E"));
  SAY("raise(mode 9) -> %d", irx_exception_raise(ctx, payload, &slot, NULL, 9, "p.x", 1, 1, "E"));
  SAY("raise(mode 1, no cause) -> %d", irx_exception_raise(ctx, payload, &slot, NULL, 1, "p.x", 1, 1, "E"));
  SAY("raise(NULL payload) -> %d", irx_exception_raise(ctx, NULL, &slot, NULL, 0, "p.x", 1, 1, "E"));
  SAY("raise(NULL context) -> %d", irx_exception_raise(NULL, payload, &slot, NULL, 0, "p.x", 1, 1, "E"));
  SAY("matches(NULL) %d pending(NULL) %d", irx_exception_matches(ctx, NULL), irx_exception_pending(NULL));
  irx_exception_info_release(second);
  irx_exception_info_release(slot);
  irx_exception_info_release(info);
  irx_exception_info_release(cause);
  irx_exception_info_release(NULL);
  irx_exception_context_destroy(ctx);
  irx_exception_context_destroy(NULL);
  SAY("payload release -> %d", irx_class_release(NULL, payload, error));
  SAY("drops %d", drops);
}

int main(void) {
  diff_start();
  files();
  lists();
  classes();
  exceptions();
  SAY("== runtime failure");
  fflush(stdout);
  __arx_runtime_fail("ARX-E1", "prog|x.x", 4, 2, "line\none\ttab \\ back");
  return 0;
}
