/*
 * pyirx 1.25's text-file runtime (irx_file_*, irx_file_runtime.h): every
 * function with good and bad input, boundary-style: NULL arguments,
 * closed and released handles, a missing file, a directory, a file
 * without permission (as root, whom permissions do not stop, the check
 * runs in a child that drops to an unprivileged user), modes, invalid
 * UTF-8 both ways, CRLF normalisation. Every call empties the error
 * buffer first and, failing, leaves 1.25's message there.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "error_buffer.h"
#include "child.h"
#include "irx_file_runtime.h"

static char err[IRX_FILE_ERROR_CAPACITY];
static char dir[64];

static void path_of(char* out, size_t n, const char* name) { snprintf(out, n, "%s/%s", dir, name); }

static void put(const char* path, const char* bytes, size_t n) {
  FILE* f = fopen(path, "wb");
  CHECK(f != NULL);
  CHECK_EQ_INT(fwrite(bytes, 1, n, f), n);
  fclose(f);
}

static void test_write_then_read(void) {
  char path[96];
  irx_file* f = NULL;
  char* text = NULL;
  int64_t count = -1;
  path_of(path, sizeof path, "round.txt");
  CHECK_OK(irx_file_open(path, "w", &f, err));
  CHECK(f != NULL);
  CHECK_OK(irx_file_write(f, "h\xc3\xa9llo\r\n", &count, err));
  CHECK_EQ_INT(count, 7); /* characters, not bytes */
  CHECK_OK(irx_file_flush(f, err));
  CHECK_OK(irx_file_close(f, err));
  CHECK_OK(irx_file_close(f, err)); /* idempotent */
  CHECK_FAILS(irx_file_write(f, "x", &count, err), IRX_FILE_CLOSED, "write on a closed file");
  CHECK_OK(irx_file_release(f, err));
  CHECK_OK(irx_file_open(path, "at", &f, err));
  CHECK_OK(irx_file_write(f, "end\rx", &count, err));
  CHECK_EQ_INT(count, 5);
  CHECK_OK(irx_file_release(f, err)); /* closes (and flushes) */
  CHECK_OK(irx_file_open(path, "rt", &f, err));
  CHECK_OK(irx_file_read(f, &text, err));
  CHECK_STR_EQ(text, "h\xc3\xa9llo\nend\nx"); /* CRLF and CR become LF */
  free(text);
  CHECK_OK(irx_file_read(f, &text, err)); /* at the end: "" */
  CHECK_STR_EQ(text, "");
  free(text);
  CHECK_OK(irx_file_flush(f, err)); /* nothing to flush when reading */
  CHECK_FAILS(irx_file_write(f, "x", &count, err), IRX_FILE_MODE, "file is not writable");
  CHECK_EQ_INT(count, 0);
  CHECK_OK(irx_file_close(f, err));
  CHECK_FAILS(irx_file_read(f, &text, err), IRX_FILE_CLOSED, "read on a closed file");
  CHECK(text == NULL);
  CHECK_FAILS(irx_file_flush(f, err), IRX_FILE_CLOSED, "flush on a closed file");
  CHECK_OK(irx_file_release(f, err));
  unlink(path);
}

static void test_nulls_and_released_handles(void) {
  char path[96];
  irx_file* f = (irx_file*)0x1;
  char* text = (char*)0x1;
  int64_t count = 9;
  path_of(path, sizeof path, "nulls.txt");
  CHECK_FAILS(irx_file_open(NULL, "w", &f, err), IRX_FILE_INVALID_ARGUMENT, "open requires a path, mode, and output");
  CHECK(f == NULL);
  CHECK_FAILS(irx_file_open(path, NULL, &f, err), IRX_FILE_INVALID_ARGUMENT, "open requires");
  CHECK_FAILS(irx_file_open(path, "w", NULL, err), IRX_FILE_INVALID_ARGUMENT, "open requires");
  CHECK_FAILS(irx_file_open(path, "r+", &f, err), IRX_FILE_MODE, "open supports only r, w, a, rt, wt, at modes");
  CHECK_FAILS(irx_file_open(path, "wb", &f, err), IRX_FILE_MODE, "open supports only");
  CHECK_FAILS(irx_file_read(NULL, &text, err), IRX_FILE_CLOSED, "read on a closed file");
  CHECK(text == NULL);
  CHECK_FAILS(irx_file_write(NULL, "x", &count, err), IRX_FILE_CLOSED, "write on a closed file");
  CHECK_EQ_INT(count, 0);
  CHECK_FAILS(irx_file_flush(NULL, err), IRX_FILE_CLOSED, "flush on a closed file");
  CHECK_FAILS(irx_file_close(NULL, err), IRX_FILE_INVALID_ARGUMENT, "close requires a file");
  CHECK_OK(irx_file_release(NULL, err));
  CHECK_OK(irx_file_open(path, "w", &f, err));
  CHECK_FAILS(irx_file_read(f, NULL, err), IRX_FILE_INVALID_ARGUMENT, "read requires an output");
  CHECK_FAILS(irx_file_read(f, &text, err), IRX_FILE_MODE, "file is not readable");
  CHECK_FAILS(irx_file_write(f, NULL, &count, err), IRX_FILE_INVALID_ARGUMENT, "write requires text and output");
  CHECK_FAILS(irx_file_write(f, "x", NULL, err), IRX_FILE_INVALID_ARGUMENT, "write requires text and output");
  /* NULL error buffers are allowed. */
  CHECK_EQ_INT(irx_file_close(NULL, NULL), IRX_FILE_INVALID_ARGUMENT);
  CHECK_OK(irx_file_release(f, err));
  /* Released: refused, never read or freed twice. */
  CHECK_FAILS(irx_file_release(f, err), IRX_FILE_INVALID_ARGUMENT, "not a live file handle");
  CHECK_FAILS(irx_file_close(f, err), IRX_FILE_INVALID_ARGUMENT, "not a live file handle");
  CHECK_FAILS(irx_file_read(f, &text, err), IRX_FILE_INVALID_ARGUMENT, "not a live file handle");
  CHECK_FAILS(irx_file_write(f, "x", &count, err), IRX_FILE_INVALID_ARGUMENT, "not a live");
  CHECK_FAILS(irx_file_flush(f, err), IRX_FILE_INVALID_ARGUMENT, "not a live");
  CHECK_FAILS(irx_file_flush((irx_file*)&count, err), IRX_FILE_INVALID_ARGUMENT, "not a live");
  unlink(path);
}

static void test_missing_files_and_directories(void) {
  char path[96];
  irx_file* f = NULL;
  char* text = NULL;
  path_of(path, sizeof path, "missing.txt");
  CHECK_FAILS(irx_file_open(path, "r", &f, err), IRX_FILE_OS_ERROR | ENOENT, "open failed: No such file or directory");
  CHECK(f == NULL);
  CHECK_FAILS(irx_file_open("/nonexistent/dir/x.txt", "w", &f, err), IRX_FILE_OS_ERROR | ENOENT, "open failed");
  CHECK_FAILS(irx_file_open(dir, "w", &f, err), IRX_FILE_OS_ERROR | EISDIR, "open failed: Is a directory");
  /* fopen opens a directory for reading; reading it fails. */
  CHECK_OK(irx_file_open(dir, "r", &f, err));
  CHECK_FAILS(irx_file_read(f, &text, err), IRX_FILE_OS_ERROR | EISDIR, "read failed: Is a directory");
  CHECK(text == NULL);
  CHECK_OK(irx_file_release(f, err));
}

/* In a child: drop to an unprivileged user when root, then open the
 * 0000 file at `arg` for reading and writing. Exit status 0: both were
 * refused with IRX_FILE_OS_ERROR | EACCES. */
static void open_without_permission(void* arg) {
  const char* path = (const char*)arg;
  char error[IRX_FILE_ERROR_CAPACITY];
  irx_file* f = NULL;
  int ok = 1;
  if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) _exit(3);
  if (geteuid() == 0) _exit(4);
  ok &= irx_file_open(path, "r", &f, error) == (IRX_FILE_OS_ERROR | EACCES) && f == NULL;
  ok &= strstr(error, "open failed: Permission denied") != NULL;
  ok &= irx_file_open(path, "a", &f, error) == (IRX_FILE_OS_ERROR | EACCES) && f == NULL;
  _exit(ok ? 0 : 1);
}

static void test_a_file_without_permission(void) {
  char path[96];
  child_result result;
  path_of(path, sizeof path, "locked.txt");
  put(path, "secret", 6);
  CHECK_EQ_INT(chmod(path, 0), 0);
  /* The directory must be searchable by the unprivileged user, so that it
   * is the file's own permission that refuses. */
  CHECK_EQ_INT(chmod(dir, 0755), 0);
  CHECK_EQ_INT(run_child(open_without_permission, path, &result), 0);
  CHECK(result.exited);
  CHECK_EQ_INT(result.status, 0);
  CHECK_EQ_INT(chmod(dir, 0700), 0);
  unlink(path);
}

static void test_text_must_be_utf8(void) {
  static const struct {
    const char* bytes;
    size_t n;
    const char* message;
  } bad[] = {
      {"a\0b", 3, "text containing NUL is unsupported"},
      {"\xff", 1, "invalid UTF-8 text"},
      {"\xc0\x80", 2, "invalid UTF-8 text"},
      {"\xe0\x80\x80", 3, "invalid UTF-8 code point"},
      {"\xed\xa0\x80", 3, "invalid UTF-8 code point"},
      {"\xf4\x90\x80\x80", 4, "invalid UTF-8 code point"},
      {"ok\xe2\x82", 4, "incomplete UTF-8 text"},
      {"\xc3(", 2, "invalid UTF-8 text"},
      /* The first problem in the text is the one reported, as 1.25 scans. */
      {"ok \xc3( no", 9, "invalid UTF-8 text"},
      {"a\0\xff", 3, "text containing NUL is unsupported"},
      {"\xc3\0", 2, "invalid UTF-8 text"},
  };
  char path[96];
  size_t i;
  irx_file* f = NULL;
  char* text = (char*)0x1;
  int64_t count = 7;
  path_of(path, sizeof path, "utf8.txt");
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    put(path, bad[i].bytes, bad[i].n);
    CHECK_OK(irx_file_open(path, "r", &f, err));
    CHECK_FAILS(irx_file_read(f, &text, err), IRX_FILE_ENCODING, bad[i].message);
    CHECK(text == NULL);
    CHECK_OK(irx_file_release(f, err));
  }
  CHECK_OK(irx_file_open(path, "w", &f, err));
  CHECK_FAILS(irx_file_write(f, "\xff", &count, err), IRX_FILE_ENCODING, "invalid UTF-8 text");
  CHECK_EQ_INT(count, 0);
  CHECK_FAILS(irx_file_write(f, "x\xe2\x82", &count, err), IRX_FILE_ENCODING, "incomplete UTF-8 text");
  CHECK_OK(irx_file_write(f, "", &count, err));
  CHECK_EQ_INT(count, 0);
  CHECK_OK(irx_file_release(f, err));
  /* Nothing of the refused texts was written. */
  CHECK_OK(irx_file_open(path, "r", &f, err));
  CHECK_OK(irx_file_read(f, &text, err));
  CHECK_STR_EQ(text, "");
  free(text);
  CHECK_OK(irx_file_release(f, err));
  unlink(path);
}

static void test_a_large_file(void) {
  char path[96];
  irx_file* f = NULL;
  char* text = NULL;
  char line[64];
  int64_t count = 0, total = 0;
  int i;
  path_of(path, sizeof path, "large.txt");
  CHECK_OK(irx_file_open(path, "w", &f, err));
  for (i = 0; i < 20000; i++) {
    snprintf(line, sizeof line, "line %05d \xe2\x82\xac\n", i);
    CHECK_OK(irx_file_write(f, line, &count, err));
    total += count;
  }
  CHECK_OK(irx_file_release(f, err));
  CHECK_OK(irx_file_open(path, "r", &f, err));
  CHECK_OK(irx_file_read(f, &text, err));
  CHECK_EQ_INT(strlen(text), 20000 * 15);
  CHECK_EQ_INT(total, 20000 * 13);
  CHECK(strncmp(text + 13 * 15, "line 00013 \xe2\x82\xac\n", 15) == 0);
  free(text);
  CHECK_OK(irx_file_release(f, err));
  unlink(path);
}

int main(void) {
  snprintf(dir, sizeof dir, "/tmp/irx-file-XXXXXX");
  if (!mkdtemp(dir)) return 2;
  RUN(test_write_then_read);
  RUN(test_nulls_and_released_handles);
  RUN(test_missing_files_and_directories);
  RUN(test_a_file_without_permission);
  RUN(test_text_must_be_utf8);
  RUN(test_a_large_file);
  rmdir(dir);
  return check_exit();
}
