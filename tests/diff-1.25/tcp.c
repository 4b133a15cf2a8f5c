/*
 * Arrow IPC over TCP, on the loopback interface only: a reader fed the
 * fixed stream by a child process, a writer whose bytes a child keeps in
 * a file (compared by content), and connections that fail (a closed port,
 * a host name where 1.25 takes only numeric addresses, bad ports and
 * timeouts; no name is looked up in DNS). The listening
 * port is the kernel's choice and is never printed.
 */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "diff.h"
#include "fixtures.h"

/* A listening socket on 127.0.0.1; *port gets its number. */
static int listen_loopback(int* port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in addr;
  socklen_t len = sizeof addr;
  memset(&addr, 0, sizeof addr);
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (fd < 0 || bind(fd, (struct sockaddr*)&addr, sizeof addr) != 0 || listen(fd, 1) != 0 ||
      getsockname(fd, (struct sockaddr*)&addr, &len) != 0) {
    printf("cannot listen on the loopback interface\n");
    exit(2);
  }
  *port = ntohs(addr.sin_port);
  return fd;
}

/* A child that accepts one connection and sends `data`, or (data NULL)
 * writes what it receives into `path`. */
static pid_t serve(int listener, const uint8_t* data, size_t size, const char* path) {
  fflush(stdout);
  pid_t pid = fork();
  if (pid != 0) return pid;
  alarm(20);
  int conn = accept(listener, NULL, NULL);
  if (conn < 0) _exit(3);
  if (data != NULL) {
    size_t sent = 0;
    while (sent < size) {
      ssize_t n = write(conn, data + sent, size - sent);
      if (n <= 0) _exit(4);
      sent += (size_t)n;
    }
  } else {
    FILE* out = fopen(path, "wb");
    char buf[4096];
    ssize_t n;
    while ((n = read(conn, buf, sizeof buf)) > 0) fwrite(buf, 1, (size_t)n, out);
    fclose(out);
  }
  close(conn);
  _exit(0);
}

static void reap(pid_t pid) {
  int status = 0;
  waitpid(pid, &status, 0);
  SAY("  server exited %d", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
}

int main(void) {
  diff_start();
  int port = 0;

  SAY("== reader");
  int listener = listen_loopback(&port);
  pid_t pid = serve(listener, FIXTURE_STREAM, sizeof FIXTURE_STREAM, NULL);
  close(listener);
  IrxRbStreamReader* r = NULL;
  RB(irx_rb_tcp_reader_open("127.0.0.1", port, 5000, &r));
  if (r != NULL) {
    SAY("  fields %d", irx_rb_schema_num_fields(irx_rb_stream_reader_schema(r)));
    for (int i = 0; i < 4; i++) {
      IrxRbBatch* b = NULL;
      if (RB(irx_rb_stream_reader_next_batch(r, &b)) != IRX_OK) break;
      SAY("  batch of %lld", (long long)irx_rb_batch_num_rows(b));
      irx_rb_batch_release(b);
    }
    irx_rb_stream_reader_close(r);
  }
  reap(pid);

  SAY("== reader of a truncated stream");
  listener = listen_loopback(&port);
  pid = serve(listener, FIXTURE_STREAM, sizeof FIXTURE_STREAM / 2, NULL);
  close(listener);
  r = NULL;
  RB(irx_rb_tcp_reader_open("127.0.0.1", port, 5000, &r));
  if (r != NULL) {
    for (int i = 0; i < 4; i++) {
      IrxRbBatch* b = NULL;
      if (RB(irx_rb_stream_reader_next_batch(r, &b)) != IRX_OK) break;
      irx_rb_batch_release(b);
    }
    irx_rb_stream_reader_close(r);
  }
  reap(pid);

  SAY("== writer");
  IrxRbSchema* s = NULL;
  RB(irx_rb_schema_from_ipc(FIXTURE_STREAM, (int64_t)sizeof FIXTURE_STREAM, &s));
  IrxRbStreamReader* src = NULL;
  RB(irx_rb_stream_reader_open_buffer(FIXTURE_STREAM, (int64_t)sizeof FIXTURE_STREAM, &src));
  IrxRbBatch* batch = NULL;
  RB(irx_rb_stream_reader_next_batch(src, &batch));
  irx_rb_stream_reader_close(src);
  listener = listen_loopback(&port);
  pid = serve(listener, NULL, 0, "received.arrows");
  close(listener);
  IrxRbStreamWriter* w = NULL;
  if (RB(irx_rb_tcp_writer_open(s, "127.0.0.1", port, 5000, &w)) == IRX_OK) {
    RB(irx_rb_stream_writer_write_batch(w, batch));
    RB(irx_rb_stream_writer_write_batch(w, batch));
    RB(irx_rb_stream_writer_close(w));
    irx_rb_stream_writer_release(w);
  }
  reap(pid);

  SAY("== failures");
  w = NULL;
  r = NULL;
  RB(irx_rb_tcp_reader_open("127.0.0.1", 1, 2000, &r));
  RB(irx_rb_tcp_writer_open(s, "127.0.0.1", 1, 2000, &w));
  RB(irx_rb_tcp_reader_open("localhost", 1, 2000, &r));
  RB(irx_rb_tcp_reader_open("127.0.0.1", 0, 2000, &r));
  RB(irx_rb_tcp_reader_open("127.0.0.1", 70000, 2000, &r));
  RB(irx_rb_tcp_reader_open("127.0.0.1", -1, 2000, &r));
  RB(irx_rb_tcp_reader_open("127.0.0.1", 1, -5, &r));
  RB(irx_rb_tcp_reader_open("", 1, 2000, &r));
  RB(irx_rb_tcp_reader_open(NULL, 1, 2000, &r));
  RB(irx_rb_tcp_writer_open(NULL, "127.0.0.1", 1, 2000, &w));
  irx_rb_batch_release(batch);
  irx_rb_schema_release(s);
  return 0;
}
