/*
 * Hostile C Data producers and callers of the record-batch family (issue
 * 29, items 1, 5 and 9): a C Stream producer that closes or reads the
 * reader calling it, releases or reads the exported stream calling it, or
 * destroys the checked layer's reader box calling it (valgrind and ASan
 * see any use after free); schema trees nested 10,000
 * deep or sharing their children; a fixed-size list whose rows times size
 * overflows, refused with a message and nothing on stderr; type
 * descriptors nested past 64 levels.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "irx_runtime.h"
#include "temp_path.h"

/* ---- Structs that own nothing: release only marks them released. ---- */

static void release_schema(struct ArrowSchema* s) { s->release = NULL; }
static void release_array(struct ArrowArray* a) { a->release = NULL; }

static void set_schema(struct ArrowSchema* s, const char* format, int64_t n_children,
                       struct ArrowSchema** children) {
  memset(s, 0, sizeof *s);
  s->format = format;
  s->name = "x";
  s->flags = 2;
  s->n_children = n_children;
  s->children = children;
  s->release = release_schema;
}

static void set_array(struct ArrowArray* a, int64_t length, int64_t n_buffers,
                      const void** buffers, int64_t n_children, struct ArrowArray** children) {
  memset(a, 0, sizeof *a);
  a->length = length;
  a->n_buffers = n_buffers;
  a->buffers = buffers;
  a->n_children = n_children;
  a->children = children;
  a->release = release_array;
}

/* ---- A producer of one batch x int64 = {1, 2, 3}, then the end. ---- */

enum reentry { CLOSE_READER, READ_READER, RELEASE_EXPORTED, READ_EXPORTED, DESTROY_BOX };

struct producer {
  enum reentry mode;
  IrxRbStreamReader* reader;
  struct ArrowArrayStream* exported;
  IrxRbApiReader* box;
  int calls, releases, released_under_call, inner_status;
  char inner_message[512];
};

static const int64_t values[3] = {1, 2, 3};
static struct ArrowSchema batch_column;
static struct ArrowSchema* batch_columns[1] = {&batch_column};
static const void* column_buffers[2];
static const void* struct_buffers[1];
static struct ArrowArray column_array;
static struct ArrowArray* column_arrays[1] = {&column_array};

static void copy_message(struct producer* p, const char* text) {
  /* Cut to the room (messages are shorter); the precision says so to gcc -O2. */
  snprintf(p->inner_message, sizeof p->inner_message, "%.*s", (int)sizeof p->inner_message - 1,
           text ? text : "");
}

static int get_schema(struct ArrowArrayStream* s, struct ArrowSchema* out) {
  (void)s;
  set_schema(&batch_column, "l", 0, NULL);
  set_schema(out, "+s", 1, batch_columns);
  return 0;
}

static int get_next(struct ArrowArrayStream* s, struct ArrowArray* out) {
  struct producer* p = (struct producer*)s->private_data;
  if (p->calls++ > 0) {
    memset(out, 0, sizeof *out); /* the end */
    return 0;
  }
  switch (p->mode) {
    case CLOSE_READER:
      irx_rb_stream_reader_close(p->reader);
      copy_message(p, irx_record_batch_errmsg());
      break;
    case READ_READER: {
      IrxRbBatch* inner = NULL;
      p->inner_status = irx_rb_stream_reader_next_batch(p->reader, &inner);
      copy_message(p, irx_record_batch_errmsg());
      irx_rb_batch_release(inner);
      break;
    }
    case RELEASE_EXPORTED:
      p->exported->release(p->exported);
      break;
    case READ_EXPORTED: {
      struct ArrowArray inner;
      memset(&inner, 0, sizeof inner);
      p->inner_status = p->exported->get_next(p->exported, &inner);
      copy_message(p, p->exported->get_last_error(p->exported));
      if (inner.release) inner.release(&inner);
      break;
    }
    case DESTROY_BOX: {
      char error[IRX_RB_API_ERROR_CAPACITY];
      p->inner_status = irx_rb_api_reader_destroy(p->box, error);
      copy_message(p, error);
      break;
    }
  }
  p->released_under_call = p->releases > 0;
  column_buffers[0] = NULL;
  column_buffers[1] = values;
  set_array(&column_array, 3, 2, column_buffers, 0, NULL);
  struct_buffers[0] = NULL;
  set_array(out, 3, 1, struct_buffers, 1, column_arrays);
  return 0;
}

static const char* get_last_error(struct ArrowArrayStream* s) {
  (void)s;
  return NULL;
}

static void release_stream(struct ArrowArrayStream* s) {
  ((struct producer*)s->private_data)->releases++;
  s->release = NULL;
}

static IrxRbStreamReader* reader_over(struct producer* p, enum reentry mode) {
  struct ArrowArrayStream s;
  memset(p, 0, sizeof *p);
  p->mode = mode;
  s.get_schema = get_schema;
  s.get_next = get_next;
  s.get_last_error = get_last_error;
  s.release = release_stream;
  s.private_data = p;
  CHECK_EQ_INT(irx_rb_stream_reader_import(&s, &p->reader), IRX_OK);
  CHECK(s.release == NULL);
  return p->reader;
}

/* The reader's one batch (last value 3), then the end. */
static void read_all(IrxRbStreamReader* r) {
  IrxRbBatch* b = NULL;
  int64_t v = 0;
  CHECK_EQ_INT(irx_rb_stream_reader_next_batch(r, &b), IRX_OK);
  CHECK_EQ_INT(irx_rb_batch_get_int64(b, 0, 2, &v), IRX_OK);
  CHECK_EQ_INT(v, 3);
  irx_rb_batch_release(b);
  CHECK_EQ_INT(irx_rb_stream_reader_next_batch(r, &b), IRX_EOF);
}

/* A close from inside get_next is refused: the producer is not released
 * under its own call; the reader reads on and closes afterwards. */
static void test_producer_closing_its_reader(void) {
  struct producer p;
  IrxRbStreamReader* r = reader_over(&p, CLOSE_READER);
  read_all(r);
  CHECK(strstr(p.inner_message, "stream reader is in use") != NULL);
  CHECK_EQ_INT(p.released_under_call, 0);
  CHECK_EQ_INT(p.releases, 0);
  irx_rb_stream_reader_close(r);
  CHECK_STR_EQ(irx_record_batch_errmsg(), "");
  CHECK_EQ_INT(p.releases, 1);
}

/* A read from inside get_next is refused, never a second get_next. */
static void test_producer_reading_its_reader(void) {
  struct producer p;
  IrxRbStreamReader* r = reader_over(&p, READ_READER);
  read_all(r);
  CHECK_EQ_INT(p.inner_status, IRX_ERR_INVALID);
  CHECK(strstr(p.inner_message, "stream reader is in use") != NULL);
  CHECK_EQ_INT(p.calls, 2);
  irx_rb_stream_reader_close(r);
  CHECK_EQ_INT(p.releases, 1);
}

/* A reader over a producer in `mode`, exported into `out` and closed, then
 * the exported stream's first get_next into a zeroed `a`, which returns 0
 * (the producer re-enters `out` inside it). */
static void export_and_get_next(struct producer* p, enum reentry mode, struct ArrowArrayStream* out,
                                struct ArrowArray* a) {
  IrxRbStreamReader* r = reader_over(p, mode);
  memset(out, 0, sizeof *out);
  CHECK_EQ_INT(irx_rb_stream_reader_export(r, out), IRX_OK);
  irx_rb_stream_reader_close(r);
  p->exported = out;
  memset(a, 0, sizeof *a);
  CHECK_EQ_INT(out->get_next(out, a), 0);
}

/* The exported stream released inside its own get_next: released for the
 * caller at once, the producer only once the call returns, which reports
 * the end of the stream. */
static void test_exported_stream_released_inside_get_next(void) {
  struct producer p;
  struct ArrowArrayStream e;
  struct ArrowArray a;
  export_and_get_next(&p, RELEASE_EXPORTED, &e, &a);
  CHECK(a.release == NULL);
  CHECK(e.release == NULL);
  CHECK_EQ_INT(p.released_under_call, 0);
  CHECK_EQ_INT(p.releases, 1);
}

/* The exported stream read inside its own get_next: EINVAL, saying why. */
static void test_exported_stream_read_inside_get_next(void) {
  struct producer p;
  struct ArrowArrayStream e;
  struct ArrowArray a;
  export_and_get_next(&p, READ_EXPORTED, &e, &a);
  CHECK_EQ_INT(a.length, 3);
  if (a.release) a.release(&a);
  CHECK_EQ_INT(p.inner_status, EINVAL);
  CHECK(strstr(p.inner_message, "re-entered") != NULL);
  e.release(&e);
  CHECK_EQ_INT(p.releases, 1);
}

/* The checked layer's reader box destroyed inside its producer's get_next:
 * refused, the box and its reader stay; the read goes on. */
static void test_producer_destroying_its_reader_box(void) {
  struct producer p;
  struct ArrowArrayStream s;
  char error[IRX_RB_API_ERROR_CAPACITY];
  int32_t result = 99;
  memset(&p, 0, sizeof p);
  p.mode = DESTROY_BOX;
  s.get_schema = get_schema;
  s.get_next = get_next;
  s.get_last_error = get_last_error;
  s.release = release_stream;
  s.private_data = &p;
  CHECK_EQ_INT(irx_rb_api_reader_new(&p.box, error), IRX_OK);
  CHECK_EQ_INT(irx_rb_api_reader_import(p.box, (int64_t)(intptr_t)&s, error), IRX_OK);
  CHECK_EQ_INT(irx_rb_api_reader_next(p.box, &result, error), IRX_OK);
  CHECK_EQ_INT(result, IRX_OK);
  CHECK_EQ_INT(p.inner_status, IRX_ERR_INVALID);
  CHECK(strstr(p.inner_message, "reader box is in use") != NULL);
  CHECK_EQ_INT(p.releases, 0);
  CHECK_EQ_INT(irx_rb_api_reader_next(p.box, &result, error), IRX_OK);
  CHECK_EQ_INT(result, IRX_EOF);
  CHECK_EQ_INT(irx_rb_api_reader_destroy(p.box, error), IRX_OK);
  CHECK_EQ_INT(p.releases, 1);
}

/* ---- Schema trees. ---- */

#define DEEP 10000

/* `levels` nested structs around an int64 below the batch's struct, in
 * `nodes` (levels + 1 of them). */
static struct ArrowSchema* nested(struct ArrowSchema* nodes, struct ArrowSchema** links,
                                  int levels) {
  set_schema(&nodes[0], "l", 0, NULL);
  for (int i = 1; i <= levels; i++) {
    links[i] = &nodes[i - 1];
    set_schema(&nodes[i], "+s", 1, &links[i]);
  }
  return &nodes[levels];
}

static void test_schema_nested_10000_deep(void) {
  struct ArrowSchema* nodes = calloc(DEEP + 1, sizeof *nodes);
  struct ArrowSchema** links = calloc(DEEP + 1, sizeof *links);
  IrxRbSchema* out = NULL;
  /* 64 levels: 63 structs and the int64 under the batch's struct. */
  CHECK_EQ_INT(irx_rb_schema_import(nested(nodes, links, 64), &out), IRX_OK);
  irx_rb_schema_release(out);
  CHECK_EQ_INT(irx_rb_schema_import(nested(nodes, links, 65), &out), IRX_ERR_INVALID);
  CHECK(strstr(irx_record_batch_errmsg(), "nested deeper than 64 levels") != NULL);
  CHECK_EQ_INT(irx_rb_schema_import(nested(nodes, links, DEEP), &out), IRX_ERR_INVALID);
  CHECK(strstr(irx_record_batch_errmsg(), "nested deeper than 64 levels") != NULL);
  CHECK(out == NULL && nodes[DEEP].release == NULL);
  free(links);
  free(nodes);
}

/* 60 levels whose two children are one struct: 2^60 paths, 61 structs. */
static void test_schema_sharing_its_children(void) {
  static struct ArrowSchema nodes[62];
  static struct ArrowSchema* pairs[61][2];
  IrxRbSchema* out = NULL;
  set_schema(&nodes[0], "l", 0, NULL);
  for (int i = 1; i <= 60; i++) {
    pairs[i][0] = pairs[i][1] = &nodes[i - 1];
    set_schema(&nodes[i], "+s", 2, pairs[i]);
  }
  pairs[0][0] = &nodes[60];
  set_schema(&nodes[61], "+s", 1, pairs[0]);
  CHECK_EQ_INT(irx_rb_schema_import(&nodes[61], &out), IRX_ERR_INVALID);
  CHECK(strstr(irx_record_batch_errmsg(), "not a tree") != NULL);
  CHECK(out == NULL && nodes[61].release == NULL);
}

/* ---- A fixed-size list of 2^40 rows of 2^31 - 1 values. ---- */

static int saved_stderr = -1;
static char stderr_path[64];

static void capture_stderr(void) {
  fflush(stderr);
  temp_path(stderr_path, "irx-hostile-stderr");
  int fd = open(stderr_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  CHECK(fd >= 0);
  saved_stderr = dup(2);
  dup2(fd, 2);
  close(fd);
}

/* What was written to stderr since capture_stderr, into `text`. */
static void restore_stderr(char* text, size_t capacity) {
  fflush(stderr);
  dup2(saved_stderr, 2);
  close(saved_stderr);
  text[0] = '\0';
  FILE* f = fopen(stderr_path, "r");
  CHECK(f != NULL);
  if (f) {
    size_t n = fread(text, 1, capacity - 1, f);
    text[n] = '\0';
    fclose(f);
  }
  unlink(stderr_path);
}

static void test_fixed_size_list_overflow_is_refused_quietly(void) {
  struct ArrowSchema item, list, root;
  struct ArrowSchema* list_children[1] = {&item};
  struct ArrowSchema* root_children[1] = {&list};
  struct ArrowArray items, lists, batch;
  struct ArrowArray* list_arrays[1] = {&items};
  struct ArrowArray* batch_arrays[1] = {&lists};
  const void* item_buffers[2] = {NULL, NULL};
  const void* list_buffers[1] = {NULL};
  const void* batch_buffers[1] = {NULL};
  const int64_t rows = (int64_t)1 << 40;
  IrxRbBatch* out = NULL;
  char text[4096];
  set_schema(&item, "l", 0, NULL);
  set_schema(&list, "+w:2147483647", 1, list_children);
  set_schema(&root, "+s", 1, root_children);
  set_array(&items, 0, 2, item_buffers, 0, NULL);
  set_array(&lists, rows, 1, list_buffers, 1, list_arrays);
  set_array(&batch, rows, 1, batch_buffers, 1, batch_arrays);
  capture_stderr();
  int status = irx_rb_batch_import(&batch, &root, &out);
  restore_stderr(text, sizeof text);
  CHECK_EQ_INT(status, IRX_ERR_INVALID);
  CHECK(strstr(irx_record_batch_errmsg(),
               "fixed-size list of 1099511627776 rows of 2147483647 values each overflows") !=
        NULL);
  CHECK(strstr(irx_record_batch_errmsg(), "panic") == NULL);
  CHECK(out == NULL && batch.release == NULL && root.release == NULL);
  CHECK_STR_EQ(text, "");
}

/* ---- Type descriptors nested past 64 levels. ---- */

static void test_type_descriptors_nested_past_64_levels(void) {
  IrxRbType* t = irx_type_primitive(IRX_COL_INT64);
  int levels = 1;
  for (int i = 0; i < DEEP; i++) {
    IrxRbType* next = irx_type_list(t);
    if (next == NULL) break;
    irx_type_release(t);
    t = next;
    levels++;
  }
  CHECK_EQ_INT(levels, 64);
  CHECK(strstr(irx_record_batch_errmsg(), "nested deeper than 64 levels") != NULL);
  irx_type_release(t);
}

int main(void) {
  RUN(test_producer_closing_its_reader);
  RUN(test_producer_reading_its_reader);
  RUN(test_exported_stream_released_inside_get_next);
  RUN(test_exported_stream_read_inside_get_next);
  RUN(test_producer_destroying_its_reader_box);
  RUN(test_schema_nested_10000_deep);
  RUN(test_schema_sharing_its_children);
  RUN(test_fixed_size_list_overflow_is_refused_quietly);
  RUN(test_type_descriptors_nested_past_64_levels);
  return check_exit();
}
