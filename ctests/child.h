/*
 * child.h: runs a function in a forked child and captures its stderr and
 * exit status, for the runtime calls that end the process.
 */
#ifndef IRX_CTESTS_CHILD_H
#define IRX_CTESTS_CHILD_H

#include <stddef.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct child_result {
  int exited;     /* 1 when the child exited normally */
  int status;     /* its exit status */
  char err[4096]; /* what it wrote to stderr, NUL-terminated */
  size_t err_len;
} child_result;

/* Runs fn(arg) in a child with stderr captured. Returns 0 on success of the
 * harness itself (not of fn). */
static int run_child(void (*fn)(void*), void* arg, child_result* out) {
  int fds[2];
  pid_t pid;
  int wstatus = 0;
  ssize_t n;
  memset(out, 0, sizeof(*out));
  if (pipe(fds) != 0) return -1;
  fflush(NULL);
  pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    close(fds[0]);
    dup2(fds[1], 2);
    close(fds[1]);
    fn(arg);
    _exit(0);
  }
  close(fds[1]);
  while (out->err_len + 1 < sizeof(out->err) &&
         (n = read(fds[0], out->err + out->err_len, sizeof(out->err) - 1 - out->err_len)) > 0) {
    out->err_len += (size_t)n;
  }
  out->err[out->err_len] = '\0';
  close(fds[0]);
  if (waitpid(pid, &wstatus, 0) != pid) return -1;
  out->exited = WIFEXITED(wstatus);
  out->status = out->exited ? WEXITSTATUS(wstatus) : -1;
  return 0;
}

#endif
