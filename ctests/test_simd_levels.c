/*
 * Every SIMD level of the compute kernels gives the same answers, bit for
 * bit (issue 32 item 7: "AVX-512 and AVX2 paths against scalar").
 *
 * For each level (none, avx2, avx512) a forked child sets IRX_SIMD_LEVEL
 * before its first runtime call, checks that irx_runtime_simd_level()
 * names that level (or the widest the CPU has, when it has less), and
 * runs every case: sum, mean, min, max of int64, float64 and float32
 * columns and add_checked of two int64 columns, over lengths at the edges
 * of the kernels' blocks (16 values), tiles (128) and vectors, with no
 * nulls, 10% nulls, runs of valid values of every length up to 40, a
 * valid half and no valid value at all, and values that make rounding,
 * NaN, -0.0, infinities and int64 overflow matter. Its answers (status,
 * valid, value bits; a result column's min, max and sum) go back through
 * a pipe, and the parent compares each level's with the "none" child's.
 * One more case is split across a pool of 2 threads (2^18 values and
 * more), in each child.
 *
 * On a CPU without AVX-512 (this build machine) the avx512 child runs
 * AVX2 and says so ("# ..."); `make check-avx512` runs this same program
 * as the init of a Linux booted in an emulated AVX-512 CPU (Bochs), with
 * IRX_SIMD_EXPECT=avx512, which makes a missing level a failure. As
 * process 1 it powers the machine off at the end.
 */
#define _DEFAULT_SOURCE
#include <math.h>
#include <stdint.h>
#include <string.h>
#include <sys/reboot.h>
#include <sys/wait.h>
#include <unistd.h>

#include "irx_runtime.h"
#include "check.h"

typedef irx_arrow_chunked_array_handle column;

/* One answer: the call's status, and its value's bits and validity (for a
 * result column: its min's, max's and sum's, folded). */
typedef struct answer {
  int32_t status;
  int32_t valid;
  uint64_t bits;
  int32_t type_id; /* of the value: a NaN of float64 or float32 */
  int32_t unused;
} answer;

enum { MAX_ANSWERS = 8192, BIG = (1 << 18) + 37 };

static const char* const LEVELS[] = {"none", "avx2", "avx512"};

/* A fixed xorshift sequence. */
static uint64_t next(uint64_t* x) {
  *x ^= *x << 13;
  *x ^= *x >> 7;
  *x ^= *x << 17;
  return *x;
}

/* A one-chunk column of `type_id` of n values (8 bytes each, or 4 for
 * float32) with the validity bitmap `valid` (NULL: all valid); NULL on a
 * failure. */
static column* make_column(int32_t type_id, const void* values, const uint8_t* valid, int64_t n) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle* a = NULL;
  irx_arrow_table_handle* t = NULL;
  column* c = NULL;
  const char* names[1] = {"v"};
  int st = irx_arrow_array_builder_new(type_id, &b);
  if (st == 0) st = irx_arrow_array_builder_append_values(b, values, valid, n);
  if (st == 0) st = irx_arrow_array_builder_finish(b, &a);
  else if (b) irx_arrow_array_builder_release(b);
  if (st == 0) st = irx_arrow_table_new_from_arrays(1, names, &a, &t);
  if (a) irx_arrow_array_release(a);
  if (st == 0) st = irx_arrow_table_column_by_index(t, 0, &c);
  if (t) irx_arrow_table_release(t);
  return st == 0 ? c : NULL;
}

/* The validity bitmaps of the cases: all valid (NULL), 10% null, runs of
 * valid values of lengths 1..40 between single nulls, a valid first half,
 * none valid. */
enum { NULLS_NONE, NULLS_TENTH, NULLS_RUNS, NULLS_HALF, NULLS_ALL, NULLS_KINDS };

static void fill_validity(int kind, uint8_t* bits, int64_t n, uint64_t seed) {
  uint64_t x = seed;
  int64_t run = 0, run_len = 1;
  memset(bits, 0, (size_t)(n + 7) / 8);
  for (int64_t i = 0; i < n; i++) {
    int on = 1;
    switch (kind) {
      case NULLS_TENTH: on = next(&x) % 10 != 0; break;
      case NULLS_RUNS:
        if (run == run_len) {
          on = 0;
          run = 0;
          run_len = run_len % 40 + 1;
        } else {
          run++;
        }
        break;
      case NULLS_HALF: on = i < n / 2; break;
      case NULLS_ALL: on = 0; break;
      default: break;
    }
    if (on) bits[i / 8] |= (uint8_t)(1u << (i % 8));
  }
}

/* The value sets: int64 over the whole range (sums overflow), int64 below
 * 2^40 (sums fit; their doubles round), float64 of mixed magnitudes with
 * NaN, -0.0 and infinities here and there, float64 in [0, 1). */
enum { VALUES_WIDE, VALUES_NARROW, VALUES_ODD, VALUES_UNIT, VALUES_KINDS };

static void fill_values(int kind, int64_t* ints, double* floats, float* singles, int64_t n, uint64_t seed) {
  uint64_t x = seed;
  for (int64_t i = 0; i < n; i++) {
    uint64_t r = next(&x);
    ints[i] = kind == VALUES_WIDE ? (int64_t)r : (int64_t)(r >> 24) - ((int64_t)1 << 39);
    double f = (double)(int64_t)r * 1e-12;
    if (kind == VALUES_UNIT) f = (double)(r >> 11) / 9007199254740992.0;
    if (kind == VALUES_ODD) {
      f = (double)(int64_t)r * ldexp(1.0, (int)(r % 120) - 60);
      switch (r % 97) {
        case 0: f = NAN; break;
        case 1: f = -0.0; break;
        case 2: f = r % 2 ? INFINITY : -INFINITY; break;
        default: break;
      }
    }
    floats[i] = f;
    singles[i] = (float)f;
  }
}

/* Folds a result column into one answer: its min's, max's and sum's
 * statuses, bits and validity. */
static answer digest(column* c) {
  answer a = {0, 0, 0, IRX_ARROW_TYPE_INT64, 0};
  static const char* const kernels[] = {"min", "max", "sum"};
  for (int k = 0; k < 3; k++) {
    uint64_t bits = 0;
    int32_t valid = 0;
    column* none = NULL;
    int st = irx_arrow_column_compute(kernels[k], IRX_ARROW_TYPE_INT64, c, 0, 0, NULL, 0, 0, &none, &bits, &valid);
    if (none) irx_arrow_chunked_array_release(none);
    a.status = a.status * 7 + st;
    a.valid = a.valid * 2 + valid;
    a.bits = a.bits * 0x100000001b3ull ^ bits;
  }
  return a;
}

/* Where the answers go: a child's pipe. */
static int answers_fd = -1;

static void emit(answer a) {
  if (answers_fd >= 0 && write(answers_fd, &a, sizeof a) != (ssize_t)sizeof a) _exit(3);
}

/* Every case at one column length, `n` values; with `few`, only no nulls
 * and 10% nulls, each with the rounding and NaN value sets. */
static void cases_at(int64_t n, int few) {
  int64_t* ints = malloc(sizeof(int64_t) * (size_t)(n + 1));
  int64_t* ints2 = malloc(sizeof(int64_t) * (size_t)(n + 1));
  double* floats = malloc(sizeof(double) * (size_t)(n + 1));
  float* singles = malloc(sizeof(float) * (size_t)(n + 1));
  double* unused = malloc(sizeof(double) * (size_t)(n + 1));
  float* unused_singles = malloc(sizeof(float) * (size_t)(n + 1));
  uint8_t* bits = malloc((size_t)(n + 8) / 8 + 1);
  if (!ints || !ints2 || !floats || !singles || !unused || !unused_singles || !bits) _exit(4);
  int null_kinds = few ? 2 : NULLS_KINDS;
  for (int nk = 0; nk < null_kinds; nk++) {
    fill_validity(nk, bits, n, 0x9e3779b97f4a7c15ull + (uint64_t)n);
    const uint8_t* valid = nk == NULLS_NONE ? NULL : bits;
    for (int vk = 0; vk < VALUES_KINDS; vk++) {
      if (few && vk != (nk == NULLS_NONE ? VALUES_NARROW : VALUES_ODD)) continue;
      fill_values(vk, ints, floats, singles, n, 0x2545f4914f6cdd1dull * (uint64_t)(vk + 1) + (uint64_t)n);
      fill_values(vk, ints2, unused, unused_singles, n, 0x5851f42d4c957f2dull * (uint64_t)(vk + 3));
      column* ci = make_column(IRX_ARROW_TYPE_INT64, ints, valid, n);
      column* ci2 = make_column(IRX_ARROW_TYPE_INT64, ints2, valid, n);
      column* cf = make_column(IRX_ARROW_TYPE_FLOAT64, floats, valid, n);
      column* cs = make_column(IRX_ARROW_TYPE_FLOAT32, singles, valid, n);
      if (!ci || !ci2 || !cf || !cs) _exit(5);
      static const char* const reductions[] = {"sum", "mean", "min", "max"};
      struct {
        column* c;
        int32_t type_id;
      } inputs[] = {{ci, IRX_ARROW_TYPE_INT64}, {cf, IRX_ARROW_TYPE_FLOAT64}, {cs, IRX_ARROW_TYPE_FLOAT32}};
      for (int in = 0; in < 3; in++) {
        for (int k = 0; k < 4; k++) {
          answer a = {0, 0, 0, inputs[in].type_id, 0};
          if (k == 1) a.type_id = IRX_ARROW_TYPE_FLOAT64; /* mean */
          column* none = NULL;
          a.status = irx_arrow_column_compute(reductions[k], inputs[in].type_id, inputs[in].c, 0, 0, NULL, 0, 0, &none,
                                              &a.bits, &a.valid);
          if (none) a.status = -1; /* a reduction gives a value, never a column */
          if (none) irx_arrow_chunked_array_release(none);
          emit(a);
        }
      }
      column* sum = NULL;
      answer a = {0, 0, 0, IRX_ARROW_TYPE_INT64, 0};
      a.status = irx_arrow_column_compute("add_checked", IRX_ARROW_TYPE_INT64, ci, 0, 0, ci2, 0, 0, &sum, &a.bits, &a.valid);
      if (a.status == 0 && sum) a = digest(sum);
      if (sum) irx_arrow_chunked_array_release(sum);
      emit(a);
      irx_arrow_chunked_array_release(ci);
      irx_arrow_chunked_array_release(ci2);
      irx_arrow_chunked_array_release(cf);
      irx_arrow_chunked_array_release(cs);
    }
  }
  free(ints);
  free(ints2);
  free(floats);
  free(singles);
  free(unused);
  free(unused_singles);
  free(bits);
}

/* Every case, in a fixed order. */
static void all_cases(void) {
  static const int64_t lengths[] = {1, 7, 15, 16, 17, 31, 33, 63, 64, 65, 127, 128, 129, 255, 257, 1000, 4103};
  for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++) cases_at(lengths[i], 0);
  /* Above the split threshold, on a pool of 2 (not under valgrind, which
   * runs it fifty times slower and does not emulate AVX-512 anyway). */
  if (getenv("IRX_UNDER_VALGRIND")) return;
  irx_runtime_set_threads(2);
  cases_at(BIG, 1);
  irx_runtime_set_threads(1);
}

/* Runs every case at `level` in a child; its answers in `out`, their
 * number in `*count`; the level it ran in `ran` (a NUL-terminated name).
 * Returns 0 when the child ran to its end. */
static int run_level(const char* level, answer* out, int* count, char ran[16]) {
  int fds[2];
  if (pipe(fds) != 0) return -1;
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    close(fds[0]);
    setenv("IRX_SIMD_LEVEL", level, 1);
    char name[16] = {0};
    strncpy(name, irx_runtime_simd_level(), sizeof name - 1);
    if (write(fds[1], name, sizeof name) != (ssize_t)sizeof name) _exit(3);
    irx_runtime_set_threads(1);
    answers_fd = fds[1];
    all_cases();
    close(fds[1]);
    _exit(0);
  }
  close(fds[1]);
  size_t got = 0, want = 16 + sizeof(answer) * MAX_ANSWERS;
  char* buf = malloc(want);
  ssize_t r = 0;
  while (buf && got < want && (r = read(fds[0], buf + got, want - got)) > 0) got += (size_t)r;
  close(fds[0]);
  int wstatus = 0;
  int ok = waitpid(pid, &wstatus, 0) == pid && WIFEXITED(wstatus) && WEXITSTATUS(wstatus) == 0 && got >= 16;
  if (ok) {
    memcpy(ran, buf, 16);
    ran[15] = '\0';
    *count = (int)((got - 16) / sizeof(answer));
    memcpy(out, buf + 16, (size_t)*count * sizeof(answer));
  } else {
    printf("#   the %s child failed (status %d, %zu bytes)\n", level, wstatus, got);
  }
  free(buf);
  return ok ? 0 : -1;
}

/* Whether `a` is a NaN of its float type. Two NaNs count as the same
 * answer whatever their signs and payloads: IEEE 754 leaves those open
 * when NaNs meet (x86 keeps the first operand's, and a compiler may swap
 * the operands of an addition), so a sum of +NaN and an inf - inf may be
 * either NaN at any level, as in Arrow C++. Every other bit is compared. */
static int is_nan(answer a) {
  if (a.type_id == IRX_ARROW_TYPE_FLOAT64)
    return (a.bits & 0x7ff0000000000000ull) == 0x7ff0000000000000ull && (a.bits & 0x000fffffffffffffull) != 0;
  if (a.type_id == IRX_ARROW_TYPE_FLOAT32)
    return (a.bits & 0x7f800000u) == 0x7f800000u && (a.bits & 0x007fffffu) != 0;
  return 0;
}

static answer reference[MAX_ANSWERS];
static int reference_count;

/* The "none" level's answers: the reference. */
static void test_scalar_level_runs(void) {
  char ran[16];
  CHECK(run_level("none", reference, &reference_count, ran) == 0);
  CHECK_STR_EQ(ran, "none");
  CHECK(reference_count > 1000);
  CHECK(reference_count < MAX_ANSWERS);
}

/* Whether this is the emulator's run (IRX_SIMD_EXPECT=avx512), where
 * every level must be there. */
static int emulated(void) {
  const char* expect = getenv("IRX_SIMD_EXPECT");
  return expect && strcmp(expect, "avx512") == 0;
}

static void compare_level(const char* level) {
  static answer got[MAX_ANSWERS];
  int count = 0;
  char ran[16] = {0};
  CHECK(run_level(level, got, &count, ran) == 0);
  if (strcmp(ran, level) != 0) {
    printf("# IRX_SIMD_LEVEL=%s ran at %s: this CPU has no wider level\n", level, ran);
    /* The emulator's run must have every level. */
    if (emulated()) CHECK_STR_EQ(ran, level);
  }
  CHECK_EQ_INT(count, reference_count);
  int shown = 0;
  for (int i = 0; i < count && i < reference_count; i++) {
    answer a = got[i], b = reference[i];
    int same_nan = a.type_id == b.type_id && is_nan(a) && is_nan(b);
    if (a.status != b.status || a.valid != b.valid || (a.bits != b.bits && !same_nan)) {
      check_case_failures++;
      if (shown++ < 10)
        printf("#   answer %d at %s: status %d valid %d bits %016llx; none: status %d valid %d bits %016llx\n", i, ran,
               a.status, a.valid, (unsigned long long)a.bits, b.status, b.valid, (unsigned long long)b.bits);
    }
  }
  printf("# %s (ran at %s): %d answers compared\n", level, ran, count);
}

static void test_avx2_level_matches_scalar(void) { compare_level(LEVELS[1]); }

static void test_avx512_level_matches_scalar(void) { compare_level(LEVELS[2]); }

int main(void) {
  RUN(test_scalar_level_runs);
  /* In the emulator (IRX_SIMD_EXPECT=avx512) only AVX-512 is compared:
   * the build machine's run of this test compares AVX2, natively and
   * fifty times faster. */
  if (!emulated()) RUN(test_avx2_level_matches_scalar);
  RUN(test_avx512_level_matches_scalar);
  int status = check_exit();
  if (getpid() == 1) {
    /* The emulator's init: the serial console gets the verdict, then the
     * machine is powered off (process 1 must not exit). */
    printf("# simd-levels %s\n", status == 0 ? "PASSED" : "FAILED");
    fflush(stdout);
    sync();
    sleep(1);
    reboot(RB_POWER_OFF);
  }
  return status;
}
