/*
 * Arrow IPC for record batches (irx_rb_* of 1.25): streams and files to and
 * from paths, memory, descriptors and TCP on loopback, and the errors of
 * truncated, corrupt and NULL input.
 */
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "check.h"
#include "irx_runtime.h"

/* Whether the last failed call left a message (reading consumes it). */
static int has_message(void) {
  const char* m = irx_record_batch_errmsg();
  return m != NULL && m[0] != '\0';
}

/* id int64 not null, name utf8, tags list<int32>. */
static IrxRbSchema* make_schema(void) {
  IrxRbSchema* s = NULL;
  CHECK_EQ_INT(irx_rb_schema_create(&s), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "id", IRX_COL_INT64, 0), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(s, "name", IRX_COL_UTF8, 1), IRX_OK);
  IrxRbType* i32 = irx_type_primitive(IRX_COL_INT32);
  IrxRbType* list = irx_type_list(i32);
  CHECK(i32 && list);
  CHECK_EQ_INT(irx_rb_schema_add_field2(s, "tags", list, 1), IRX_OK);
  irx_type_release(list);
  irx_type_release(i32);
  return s;
}

/* `rows` rows starting at id `first`; every third name is null. */
static IrxRbBatch* make_batch(const IrxRbSchema* s, int64_t first, int64_t rows) {
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  CHECK_EQ_INT(irx_rb_builder_create(s, &b), IRX_OK);
  for (int64_t row = first; row < first + rows; row++) {
    char text[32];
    int n = snprintf(text, sizeof text, "name-%d", (int)row);
    CHECK_EQ_INT(irx_rb_builder_append_int64(b, 0, row), IRX_OK);
    if (row % 3 == 1) {
      CHECK_EQ_INT(irx_rb_builder_append_null(b, 1), IRX_OK);
    } else {
      CHECK_EQ_INT(irx_rb_builder_append_utf8(b, 1, text, n), IRX_OK);
    }
    int32_t tags[2] = {(int32_t)row, (int32_t)row * 2};
    CHECK_EQ_INT(irx_rb_builder_append_list(b, 2, tags, row % 3), IRX_OK);
  }
  CHECK_EQ_INT(irx_rb_builder_finish(b, &batch), IRX_OK);
  irx_rb_builder_release(b);
  return batch;
}

/* Writes batches of 5 and 3 rows (ids 0..7) and closes the writer. */
static void write_two(IrxRbStreamWriter* w, const IrxRbSchema* s) {
  IrxRbBatch* a = make_batch(s, 0, 5);
  IrxRbBatch* b = make_batch(s, 5, 3);
  CHECK_EQ_INT(irx_rb_stream_writer_write_batch(w, a), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_write_batch(w, b), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  irx_rb_batch_release(a);
  irx_rb_batch_release(b);
}

/* Reads what write_two wrote and checks every value, then EOF. */
static void read_two(IrxRbStreamReader* r, const IrxRbSchema* s) {
  CHECK(r != NULL);
  if (!r) return;
  CHECK_EQ_INT(irx_rb_schema_equal(irx_rb_stream_reader_schema(r), s), 1);
  int64_t id = 0;
  for (int round = 0; round < 2; round++) {
    IrxRbBatch* batch = NULL;
    CHECK_EQ_INT(irx_rb_stream_reader_next_batch(r, &batch), IRX_OK);
    if (!batch) return;
    CHECK_EQ_INT(irx_rb_batch_num_rows(batch), round == 0 ? 5 : 3);
    for (int64_t row = 0; row < irx_rb_batch_num_rows(batch); row++, id++) {
      int64_t v = -1;
      CHECK_EQ_INT(irx_rb_batch_get_int64(batch, 0, row, &v), IRX_OK);
      CHECK_EQ_INT(v, id);
      int is_null = -1;
      CHECK_EQ_INT(irx_rb_batch_is_null(batch, 1, row, &is_null), IRX_OK);
      CHECK_EQ_INT(is_null, id % 3 == 1);
      if (!is_null) {
        char text[32];
        int n = snprintf(text, sizeof text, "name-%d", (int)id);
        const char* got = NULL;
        int64_t len = 0;
        CHECK_EQ_INT(irx_rb_batch_get_utf8(batch, 1, row, &got, &len), IRX_OK);
        CHECK(len == n && memcmp(got, text, (size_t)n) == 0);
      }
    }
    irx_rb_batch_release(batch);
  }
  CHECK_EQ_INT(id, 8);
  IrxRbBatch* end = (IrxRbBatch*)1;
  CHECK_EQ_INT(irx_rb_stream_reader_next_batch(r, &end), IRX_EOF);
  CHECK(end == NULL);
  CHECK_EQ_INT(irx_rb_stream_reader_next_batch(r, &end), IRX_EOF);
}

/* A valid stream of two batches in memory (caller frees). */
static uint8_t* stream_bytes(const IrxRbSchema* s, int64_t* size) {
  IrxRbStreamWriter* w = NULL;
  CHECK_EQ_INT(irx_rb_stream_writer_open_buffer(s, &w), IRX_OK);
  write_two(w, s);
  const uint8_t* data = NULL;
  CHECK_EQ_INT(irx_rb_stream_writer_buffer_data(w, &data, size), IRX_OK);
  uint8_t* copy = malloc((size_t)*size);
  memcpy(copy, data, (size_t)*size);
  irx_rb_stream_writer_release(w);
  return copy;
}

/* make_schema() and a valid stream of two of its batches in memory
 * (stream_bytes); ipc_stream_release frees both. */
typedef struct {
  IrxRbSchema* schema;
  uint8_t* bytes;
  int64_t size;
} ipc_stream;

static ipc_stream ipc_stream_make(void) {
  ipc_stream in = {make_schema(), NULL, 0};
  in.bytes = stream_bytes(in.schema, &in.size);
  return in;
}

static void ipc_stream_release(ipc_stream* in) {
  free(in->bytes);
  irx_rb_schema_release(in->schema);
}

/* After a failed next_batch: a message, and nothing was handed out. */
static int batch_is_null_after(int st) {
  return st == IRX_EOF || has_message();
}

/* Reads a whole stream from memory; the first error's status, IRX_EOF
 * after a clean end. */
static int drain_buffer(const uint8_t* data, int64_t size) {
  IrxRbStreamReader* r = NULL;
  int st = irx_rb_stream_reader_open_buffer(data, size, &r);
  if (st != IRX_OK) {
    CHECK(r == NULL);
    CHECK(has_message());
    return st;
  }
  for (;;) {
    IrxRbBatch* batch = NULL;
    st = irx_rb_stream_reader_next_batch(r, &batch);
    if (st != IRX_OK) break;
    irx_rb_batch_release(batch);
  }
  CHECK(batch_is_null_after(st));
  irx_rb_stream_reader_close(r);
  return st;
}

/* Reads `r` to its end or its first failure, releasing every batch, and
 * closes it: IRX_EOF after a clean end, else the failure's status. */
static int read_to_end_and_close(IrxRbStreamReader* r) {
  int st;
  for (;;) {
    IrxRbBatch* batch = NULL;
    st = irx_rb_stream_reader_next_batch(r, &batch);
    irx_rb_batch_release(batch);
    if (st != IRX_OK) break;
  }
  irx_rb_stream_reader_close(r);
  return st;
}

static char tmpdir[64];

static void path_in_tmp(char* out, size_t n, const char* name) {
  snprintf(out, n, "%s/%s", tmpdir, name);
}

static void test_buffer_round_trip(void) {
  ipc_stream in = ipc_stream_make();
  IrxRbStreamReader* r = NULL;
  CHECK_EQ_INT(irx_rb_stream_reader_open_buffer(in.bytes, in.size, &r), IRX_OK);
  /* The reader copied the bytes: scribbling over them changes nothing. */
  uint8_t* scratch = malloc((size_t)in.size);
  memcpy(scratch, in.bytes, (size_t)in.size);
  memset(in.bytes, 0xAB, (size_t)in.size);
  read_two(r, in.schema);
  irx_rb_stream_reader_close(r);
  /* The schema alone, from the same bytes. */
  IrxRbSchema* back = NULL;
  CHECK_EQ_INT(irx_rb_schema_from_ipc(scratch, in.size, &back), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_equal(back, in.schema), 1);
  irx_rb_schema_release(back);
  free(scratch);
  ipc_stream_release(&in);
}

/* Every cut is refused as 1.25 refuses it: between messages (or with no
 * byte of the next part) the missing end marker, IRX_ERR_IO; inside a
 * length or a message's metadata Arrow C++'s Invalid; inside a body its
 * IOError (runtime/tests/statuses_125.rs checks each case's text). */
static void test_every_truncation_is_refused(void) {
  ipc_stream in = ipc_stream_make();
  CHECK_EQ_INT(drain_buffer(in.bytes, in.size), IRX_EOF);
  for (int64_t cut = 0; cut < in.size; cut++) {
    uint8_t* part = malloc((size_t)(cut ? cut : 1));
    memcpy(part, in.bytes, (size_t)cut);
    int st = drain_buffer(part, cut);
    if (st != IRX_ERR_IO && st != IRX_ERR_INVALID)
      printf("#   cut at %lld: status %d\n", (long long)cut, st);
    CHECK(st == IRX_ERR_IO || st == IRX_ERR_INVALID);
    free(part);
  }
  ipc_stream_release(&in);
}

static void test_corrupt_streams_fail_cleanly(void) {
  ipc_stream in = ipc_stream_make();
  uint8_t* copy = malloc((size_t)in.size);
  static const uint8_t patterns[] = {0xFF, 0x80, 0x01, 0x7F};
  for (size_t p = 0; p < sizeof patterns; p++) {
    for (int64_t at = 0; at < in.size; at++) {
      memcpy(copy, in.bytes, (size_t)in.size);
      copy[at] ^= patterns[p];
      int st = drain_buffer(copy, in.size);
      CHECK(st == IRX_EOF || st < 0);
    }
  }
  /* A metadata length of 2 GiB - 1 and a body far beyond the data. */
  memcpy(copy, in.bytes, (size_t)in.size);
  copy[4] = 0xFF, copy[5] = 0xFF, copy[6] = 0xFF, copy[7] = 0x7F;
  CHECK(drain_buffer(copy, in.size) < 0);
  /* Garbage that is not IPC at all, and a first message that is not a
   * schema (the end marker). */
  static const uint8_t junk[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
  CHECK(drain_buffer(junk, sizeof junk) < 0);
  static const uint8_t eos[] = {0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0};
  CHECK(drain_buffer(eos, sizeof eos) < 0);
  IrxRbSchema* out = (IrxRbSchema*)1;
  CHECK(irx_rb_schema_from_ipc(junk, sizeof junk, &out) < 0);
  CHECK(out == NULL);
  CHECK(irx_rb_schema_from_ipc(eos, sizeof eos, &out) < 0);
  CHECK_EQ_INT(irx_rb_schema_from_ipc(in.bytes, 0, &out), IRX_ERR_INVALID);
  CHECK(has_message());
  for (int64_t cut = 1; cut < 64 && cut < in.size; cut++) {
    CHECK(irx_rb_schema_from_ipc(in.bytes, cut, &out) < 0);
  }
  free(copy);
  ipc_stream_release(&in);
}

static void test_stream_and_file_paths(void) {
  IrxRbSchema* s = make_schema();
  char stream_path[128], file_path[128];
  path_in_tmp(stream_path, sizeof stream_path, "t.arrows");
  path_in_tmp(file_path, sizeof file_path, "t.arrow");
  IrxRbStreamWriter* w = NULL;
  CHECK_EQ_INT(irx_rb_stream_writer_open_file(s, stream_path, &w), IRX_OK);
  write_two(w, s);
  const uint8_t* data = NULL;
  int64_t size = 0;
  CHECK_EQ_INT(irx_rb_stream_writer_buffer_data(w, &data, &size), IRX_ERR_IO);
  irx_rb_stream_writer_release(w);
  IrxRbStreamReader* r = NULL;
  CHECK_EQ_INT(irx_rb_stream_reader_open_file(stream_path, &r), IRX_OK);
  read_two(r, s);
  irx_rb_stream_reader_close(r);

  CHECK_EQ_INT(irx_rb_file_writer_open(s, file_path, &w), IRX_OK);
  write_two(w, s);
  irx_rb_stream_writer_release(w);
  CHECK_EQ_INT(irx_rb_file_reader_open(file_path, &r), IRX_OK);
  read_two(r, s);
  irx_rb_stream_reader_close(r);

  /* The stream reader refuses the file format and the file reader the
   * stream format. */
  r = (IrxRbStreamReader*)1;
  CHECK(irx_rb_stream_reader_open_file(file_path, &r) < 0);
  CHECK(r == NULL);
  CHECK(irx_rb_file_reader_open(stream_path, &r) < 0);
  CHECK(has_message());

  /* Every truncation and corruption of the file fails cleanly. */
  FILE* f = fopen(file_path, "rb");
  CHECK(f != NULL);
  uint8_t whole[16384];
  size_t n = fread(whole, 1, sizeof whole, f);
  fclose(f);
  CHECK(n > 0 && n < sizeof whole);
  char bad_path[128];
  path_in_tmp(bad_path, sizeof bad_path, "bad.arrow");
  for (size_t cut = 0; cut <= n; cut++) {
    for (int flip = 0; flip < 2; flip++) {
      if (flip && cut == n) continue;
      f = fopen(bad_path, "wb");
      if (flip) {
        uint8_t copy[16384];
        memcpy(copy, whole, n);
        copy[cut] ^= 0xFF;
        fwrite(copy, 1, n, f);
      } else {
        fwrite(whole, 1, cut, f);
      }
      fclose(f);
      int st = irx_rb_file_reader_open(bad_path, &r);
      if (st == IRX_OK) {
        st = read_to_end_and_close(r);
        if (!flip) CHECK_EQ_INT(st, IRX_EOF); /* only the whole file opens */
        CHECK(st == IRX_EOF || st < 0);
        if (!flip) CHECK_EQ_INT((long long)cut, (long long)n);
      } else {
        CHECK(st < 0 && r == NULL);
        CHECK(has_message());
      }
    }
  }
  remove(bad_path);
  remove(stream_path);
  remove(file_path);

  /* Unopenable paths are I/O errors. */
  CHECK_EQ_INT(irx_rb_stream_reader_open_file("/nonexistent/x", &r), IRX_ERR_IO);
  CHECK_EQ_INT(irx_rb_file_reader_open("/nonexistent/x", &r), IRX_ERR_IO);
  CHECK_EQ_INT(irx_rb_stream_writer_open_file(s, "/nonexistent/x", &w), IRX_ERR_IO);
  CHECK_EQ_INT(irx_rb_file_writer_open(s, "/nonexistent/x", &w), IRX_ERR_IO);
  CHECK(w == NULL);
  irx_rb_schema_release(s);
}

static void test_descriptors_are_borrowed(void) {
  IrxRbSchema* s = make_schema();
  int fds[2];
  CHECK_EQ_INT(pipe(fds), 0);
  IrxRbStreamWriter* w = NULL;
  CHECK_EQ_INT(irx_rb_fd_writer_open(s, fds[1], &w), IRX_OK);
  write_two(w, s);
  irx_rb_stream_writer_release(w);
  /* The writer closed only its duplicate. */
  CHECK(fcntl(fds[1], F_GETFD) != -1);
  CHECK_EQ_INT(close(fds[1]), 0);
  IrxRbStreamReader* r = NULL;
  int st0 = irx_rb_fd_reader_open(fds[0], &r);
  if (st0) printf("# %s\n", irx_record_batch_errmsg());
  CHECK_EQ_INT(st0, IRX_OK);
  read_two(r, s);
  irx_rb_stream_reader_close(r);
  CHECK(fcntl(fds[0], F_GETFD) != -1);
  CHECK_EQ_INT(close(fds[0]), 0);

  /* A stream cut short on a pipe is the 1.25 truncation error. */
  int64_t size = 0;
  uint8_t* bytes = stream_bytes(s, &size);
  CHECK_EQ_INT(pipe(fds), 0);
  CHECK_EQ_INT(write(fds[1], bytes, (size_t)(size - 8)), size - 8);
  close(fds[1]);
  CHECK_EQ_INT(irx_rb_fd_reader_open(fds[0], &r), IRX_OK);
  int st;
  const char* message = "";
  for (;;) {
    IrxRbBatch* batch = NULL;
    st = irx_rb_stream_reader_next_batch(r, &batch);
    if (st != IRX_OK) {
      message = irx_record_batch_errmsg();
      break;
    }
    irx_rb_batch_release(batch);
  }
  CHECK_EQ_INT(st, IRX_ERR_IO);
  CHECK(strstr(message, "missing end marker") != NULL);
  irx_rb_stream_reader_close(r);
  close(fds[0]);
  free(bytes);

  CHECK_EQ_INT(irx_rb_fd_reader_open(-1, &r), IRX_ERR_IO);
  CHECK(r == NULL);
  CHECK_EQ_INT(irx_rb_fd_writer_open(s, -1, &w), IRX_ERR_IO);
  CHECK(w == NULL);
  irx_rb_schema_release(s);
}

/* A listening socket on 127.0.0.1 and its port. */
static int listen_loopback(int* port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in addr;
  memset(&addr, 0, sizeof addr);
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  CHECK_EQ_INT(bind(fd, (struct sockaddr*)&addr, sizeof addr), 0);
  CHECK_EQ_INT(listen(fd, 4), 0);
  socklen_t len = sizeof addr;
  CHECK_EQ_INT(getsockname(fd, (struct sockaddr*)&addr, &len), 0);
  *port = ntohs(addr.sin_port);
  return fd;
}

struct server {
  int listener;
  const uint8_t* data;
  int64_t size;
};

/* Accepts one connection, sends the bytes, closes. */
static void* serve(void* arg) {
  struct server* srv = arg;
  int fd = accept(srv->listener, NULL, NULL);
  if (fd >= 0) {
    ssize_t sent = write(fd, srv->data, (size_t)srv->size);
    (void)sent;
    close(fd);
  }
  return NULL;
}

static void test_tcp_loopback(void) {
  IrxRbSchema* s = make_schema();
  int port = 0;
  int listener = listen_loopback(&port);

  /* Writer: the connection completes from the backlog; accept it after. */
  IrxRbStreamWriter* w = NULL;
  CHECK_EQ_INT(irx_rb_tcp_writer_open(s, "127.0.0.1", port, 2000, &w), IRX_OK);
  int peer = accept(listener, NULL, NULL);
  CHECK(peer >= 0);
  write_two(w, s);
  irx_rb_stream_writer_release(w);
  IrxRbStreamReader* r = NULL;
  CHECK_EQ_INT(irx_rb_fd_reader_open(peer, &r), IRX_OK);
  read_two(r, s);
  irx_rb_stream_reader_close(r);
  close(peer);

  /* Reader: a thread serves a stream. */
  struct server srv;
  srv.listener = listener;
  srv.data = stream_bytes(s, &srv.size);
  pthread_t thread;
  CHECK_EQ_INT(pthread_create(&thread, NULL, serve, &srv), 0);
  CHECK_EQ_INT(irx_rb_tcp_reader_open("127.0.0.1", port, 2000, &r), IRX_OK);
  read_two(r, s);
  irx_rb_stream_reader_close(r);
  pthread_join(thread, NULL);

  /* A server that never sends: the reader times out with IRX_ERR_IO. */
  r = (IrxRbStreamReader*)1;
  CHECK_EQ_INT(irx_rb_tcp_reader_open("127.0.0.1", port, 200, &r), IRX_ERR_IO);
  CHECK(r == NULL);
  CHECK(has_message());
  /* A server that sends half a stream and hangs up. */
  srv.size /= 2;
  CHECK_EQ_INT(pthread_create(&thread, NULL, serve, &srv), 0);
  int st = irx_rb_tcp_reader_open("127.0.0.1", port, 2000, &r);
  if (st == IRX_OK) st = read_to_end_and_close(r);
  CHECK_EQ_INT(st, IRX_ERR_IO);
  pthread_join(thread, NULL);
  free((void*)srv.data);
  close(listener);

  /* Refused (the port is closed now), and 1.25's argument checks. */
  CHECK_EQ_INT(irx_rb_tcp_reader_open("127.0.0.1", port, 200, &r), IRX_ERR_IO);
  CHECK_EQ_INT(irx_rb_tcp_writer_open(s, "127.0.0.1", port, 200, &w), IRX_ERR_IO);
  CHECK_EQ_INT(irx_rb_tcp_reader_open(NULL, port, 200, &r), IRX_ERR_IO);
  CHECK_EQ_INT(irx_rb_tcp_reader_open("localhost", port, 200, &r), IRX_ERR_IO);
  CHECK_EQ_INT(irx_rb_tcp_reader_open("127.0.0.1", 0, 200, &r), IRX_ERR_IO);
  CHECK_EQ_INT(irx_rb_tcp_reader_open("127.0.0.1", 70000, 200, &r), IRX_ERR_IO);
  CHECK_EQ_INT(irx_rb_tcp_writer_open(s, "127.0.0.1", port, 0, &w), IRX_ERR_IO);
  CHECK(has_message());
  CHECK(r == NULL && w == NULL);
  irx_rb_schema_release(s);
}

static void test_nulls(void) {
  IrxRbSchema* s = make_schema();
  IrxRbStreamWriter* w = NULL;
  IrxRbStreamReader* r = NULL;
  IrxRbSchema* out = NULL;
  uint8_t byte = 0;
  CHECK_EQ_INT(irx_rb_stream_writer_open_file(NULL, "x", &w), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_stream_writer_open_file(s, NULL, &w), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_stream_writer_open_file(s, "x", NULL), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_stream_writer_open_buffer(NULL, &w), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_stream_writer_open_buffer(s, NULL), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_stream_reader_open_file(NULL, &r), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_stream_reader_open_file("x", NULL), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_stream_reader_open_buffer(NULL, 1, &r), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_stream_reader_open_buffer(&byte, 1, NULL), IRX_ERR_NULLPTR);
  /* 1.25: its Arrow buffer refuses the size ("Invalid: Negative buffer
   * resize"), reported as IRX_ERR_IO. */
  CHECK_EQ_INT(irx_rb_stream_reader_open_buffer(&byte, -1, &r), IRX_ERR_IO);
  CHECK_EQ_INT(irx_rb_file_writer_open(NULL, "x", &w), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_file_writer_open(s, NULL, &w), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_file_writer_open(s, "x", NULL), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_file_reader_open(NULL, &r), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_file_reader_open("x", NULL), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_fd_writer_open(NULL, 1, &w), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_fd_writer_open(s, 1, NULL), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_fd_reader_open(0, NULL), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_tcp_writer_open(NULL, "127.0.0.1", 1, 1, &w), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_tcp_writer_open(s, "127.0.0.1", 1, 1, NULL), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_tcp_reader_open("127.0.0.1", 1, 1, NULL), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_schema_from_ipc(NULL, 8, &out), IRX_ERR_NULLPTR);
  CHECK_EQ_INT(irx_rb_schema_from_ipc(&byte, 1, NULL), IRX_ERR_NULLPTR);
  CHECK(has_message());
  CHECK(w == NULL && r == NULL && out == NULL);

  /* A writer refuses a batch of another schema and writes after close. */
  CHECK_EQ_INT(irx_rb_stream_writer_open_buffer(s, &w), IRX_OK);
  IrxRbSchema* other = NULL;
  CHECK_EQ_INT(irx_rb_schema_create(&other), IRX_OK);
  CHECK_EQ_INT(irx_rb_schema_add_field(other, "id", IRX_COL_INT64, 1), IRX_OK);
  IrxRbBuilder* b = NULL;
  IrxRbBatch* batch = NULL;
  CHECK_EQ_INT(irx_rb_builder_create(other, &b), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_append_int64(b, 0, 1), IRX_OK);
  CHECK_EQ_INT(irx_rb_builder_finish(b, &batch), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_write_batch(w, batch), IRX_ERR_TYPE);
  CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
  IrxRbBatch* good = make_batch(s, 0, 1);
  CHECK_EQ_INT(irx_rb_stream_writer_write_batch(w, good), IRX_ERR_IO);
  irx_rb_batch_release(good);
  irx_rb_batch_release(batch);
  irx_rb_builder_release(b);
  irx_rb_schema_release(other);
  irx_rb_stream_writer_release(w);
  irx_rb_schema_release(s);
}

int main(void) {
  snprintf(tmpdir, sizeof tmpdir, "/tmp/irx-ipc-XXXXXX");
  if (!mkdtemp(tmpdir)) return 2;
  RUN(test_buffer_round_trip);
  RUN(test_every_truncation_is_refused);
  RUN(test_corrupt_streams_fail_cleanly);
  RUN(test_stream_and_file_paths);
  RUN(test_descriptors_are_borrowed);
  RUN(test_tcp_loopback);
  RUN(test_nulls);
  rmdir(tmpdir);
  return check_exit();
}
