/*
 * temp_path.h: a fresh path in /tmp for the C tests that write files
 * (the file mkstemp made is removed again, so the path does not exist).
 * `path` has room for at least 64 bytes; `stem` is at most 40.
 */
#ifndef IRX_CTESTS_TEMP_PATH_H
#define IRX_CTESTS_TEMP_PATH_H

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static void temp_path(char* path, const char* stem) {
  int fd;
  snprintf(path, 64, "/tmp/%s-XXXXXX", stem);
  fd = mkstemp(path);
  CHECK(fd >= 0);
  if (fd >= 0) close(fd);
  unlink(path);
}

#endif
