/*
 * temp_path.h: a fresh path in /tmp for the C tests that write files
 * (the file mkstemp made is removed again, so the path does not exist),
 * and its removal.
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

/* Removes the file at `path` (one temp_path made) and the lock file a
 * Parquet writer leaves beside it (/tmp/.NAME.irx.lock: writers keep it,
 * as 1.25's do), so that a test leaves nothing in /tmp. */
static inline void temp_remove(const char* path) {
  char lock[96];
  unlink(path);
  snprintf(lock, sizeof lock, "/tmp/.%s.irx.lock", path + 5);
  unlink(lock);
}

#endif
