/*
 * bench_tensor.h: bench.c's tensor metrics: per-element and bulk builds,
 * sums through views and the checked getters, DLPack round trips.
 * Part of bench.c's one translation unit (harness.h keeps its state in
 * statics): included once, by bench.c, after the API headers and harness.h.
 */
#ifndef IRX_BENCH_TENSOR_H
#define IRX_BENCH_TENSOR_H

/* ------------------------------------------------------------------ */
/* Tensors                                                             */

static double sum_tensor(irx_arrow_tensor_handle* t, int64_t side) {
  irx_buffer_view v;
  if (irx_arrow_tensor_borrow_buffer_view(t, &v) != 0 || v.ndim != 2 || v.shape[0] != side ||
      v.shape[1] != side || v.strides[0] != side * 8 || v.strides[1] != 8 ||
      !(v.flags & IRX_BUFFER_FLAG_C_CONTIGUOUS)) {
    VERIFY(0, "tensor view: %s", irx_arrow_last_error());
    return -1;
  }
  return sum_f64((const double*)((const uint8_t*)v.data + v.offset_bytes), side * side);
}

static void verify_tensor(irx_arrow_tensor_handle* t, int64_t side) {
  VERIFY(irx_arrow_tensor_size(t) == side * side && irx_arrow_tensor_ndim(t) == 2 &&
             irx_arrow_tensor_type_id(t) == IRX_ARROW_TYPE_FLOAT64,
         "tensor size/ndim/type");
  const int64_t* shape = irx_arrow_tensor_shape(t);
  VERIFY(shape && shape[0] == side && shape[1] == side, "tensor shape");
  VERIFY(sum_tensor(t, side) == expected_fsum(side * side), "tensor sum");
}

/* A side x side float64 tensor built and finished in the timed region:
 * from `src` in one append_values call when it is given, else one
 * append_double per element. */
static int64_t build_tensor(int64_t side, const double* src, const char* what) {
  int64_t shape[2] = {side, side};
  int64_t n = side * side;
  irx_arrow_tensor_builder_handle* b = NULL;
  irx_arrow_tensor_handle* t = NULL;
  int st = 0;
  int64_t t0 = now_ns();
  st |= irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_FLOAT64, 2, shape, NULL, &b);
  if (src) {
#ifdef BENCH_EXTENSIONS
    st |= irx_arrow_tensor_builder_append_values(b, src, n);
#endif
  } else {
    for (int64_t i = 0; i < n; i++) st |= irx_arrow_tensor_builder_append_double(b, fval(i));
  }
  st |= irx_arrow_tensor_builder_finish(b, &t);
  int64_t t1 = now_ns();
  VERIFY(st == 0 && t, "%s: %s", what, irx_arrow_last_error());
  if (t) verify_tensor(t, side);
  irx_arrow_tensor_release(t);
  return t1 - t0;
}

static int64_t run_tensor_append(int64_t side, void* ctx) {
  (void)ctx;
  return build_tensor(side, NULL, "tensor append");
}

#ifdef BENCH_EXTENSIONS
static int64_t run_tensor_bulk(int64_t side, void* ctx) { return build_tensor(side, ctx, "tensor bulk"); }
#endif

MAYBE_UNUSED static const char* size_name(int64_t nominal) {
  return nominal >= 10000000 ? "10M" : nominal >= 1000000 ? "1M" : "1K";
}

#ifdef BENCH_EXTENSIONS
typedef struct {
  irx_arrow_tensor_handle* tensor;
  int64_t length;
} shared_tensor;

/* Tensor to DLPack and back (irx_arrow_tensor_to_dlpack, then
 * irx_arrow_tensor_from_dlpack, then releasing the result, which runs the
 * exported tensor's deleter): what handing a tensor to numpy and taking it
 * back costs, per round trip. */
static int64_t run_tensor_dlpack(int64_t calls, void* ctx) {
  const shared_tensor* src = ctx;
  int st = 0;
  const void* data = NULL;
  int64_t t0 = now_ns();
  for (int64_t c = 0; c < calls; c++) {
    DLManagedTensorVersioned* m = NULL;
    irx_arrow_tensor_handle* back = NULL;
    st |= irx_arrow_tensor_to_dlpack(src->tensor, &m);
    st |= irx_arrow_tensor_from_dlpack(m, &back);
    if (c == 0 && m) data = m->dl_tensor.data;
    irx_arrow_tensor_release(back);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0, "tensor DLPack round trip: %s", irx_arrow_last_error());
  irx_buffer_view v;
  VERIFY(irx_arrow_tensor_borrow_buffer_view(src->tensor, &v) == 0 && v.data == data,
         "DLPack round trip shares the tensor's data");
  return t1 - t0;
}

/* The deep copy DLPack avoids: a new tensor from the tensor's view. */
static int64_t run_tensor_copy(int64_t calls, void* ctx) {
  const shared_tensor* src = ctx;
  int st = 0;
  int64_t t0 = now_ns();
  for (int64_t c = 0; c < calls; c++) {
    irx_buffer_view v;
    irx_arrow_tensor_handle* copy = NULL;
    st |= irx_arrow_tensor_borrow_buffer_view(src->tensor, &v);
    st |= irx_arrow_tensor_from_buffer_view(&v, &copy);
    VERIFY(irx_arrow_tensor_size(copy) == src->length, "deep copy size");
    irx_arrow_tensor_release(copy);
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0, "tensor deep copy: %s", irx_arrow_last_error());
  return t1 - t0;
}

static void measure_tensor_exchange(const int64_t* values) {
  const int64_t nominal[2] = {1000, 10000000};
  for (int k = 0; k < 2; k++) {
    int64_t len = scaled(nominal[k], 100);
    irx_arrow_tensor_builder_handle* b = NULL;
    shared_tensor src = {NULL, len};
    int st = irx_arrow_tensor_builder_new(IRX_ARROW_TYPE_INT64, 1, &len, NULL, &b);
    st |= irx_arrow_tensor_builder_append_values(b, values, len);
    st |= irx_arrow_tensor_builder_finish(b, &src.tensor);
    VERIFY(st == 0, "tensor setup: %s", irx_arrow_last_error());
    char id[64], label[128];
    snprintf(id, sizeof id, "tensor_dlpack_%s", size_name(nominal[k]));
    snprintf(label, sizeof label, "tensor of %lld int64 to DLPack and back, per round trip [ext]",
             (long long)len);
    int64_t calls = scaled(100000, 100);
    measure(id, "ns/call", "-", label, run_tensor_dlpack, calls, calls, &src);
    snprintf(id, sizeof id, "tensor_copy_%s", size_name(nominal[k]));
    snprintf(label, sizeof label, "deep copy of the same tensor, per copy [ext]");
    int64_t copies = k == 0 ? scaled(10000, 10) : 3;
    measure(id, "ns/call", "-", label, run_tensor_copy, copies, copies, &src);
    irx_arrow_tensor_release(src.tensor);
  }
}
#endif

static int64_t run_tensor_sum(int64_t side, void* ctx) {
  irx_arrow_tensor_handle* t = ctx;
  int64_t t0 = now_ns();
  double s = sum_tensor(t, side);
  int64_t t1 = now_ns();
  VERIFY(s == expected_fsum(side * side), "tensor view sum %f", s);
  return t1 - t0;
}

#ifdef BENCH_EXTENSIONS
/* The same sum through the checked element getter, one call per element. */
static int64_t run_tensor_get_sum(int64_t side, void* ctx) {
  irx_arrow_tensor_handle* t = ctx;
  double s = 0, v = 0;
  int st = 0;
  int64_t t0 = now_ns();
  for (int64_t i = 0; i < side; i++) {
    for (int64_t j = 0; j < side; j++) {
      int64_t index[2] = {i, j};
      st |= irx_arrow_tensor_get_double(t, index, &v);
      s += v;
    }
  }
  int64_t t1 = now_ns();
  VERIFY(st == 0 && s == expected_fsum(side * side), "tensor get sum %f", s);
  return t1 - t0;
}

/* The 1-D int64 form: one index per read and an int64 sum, the
 * like-for-like of nanoarrow's checked read and of value_sum
 * (tensor_get_sum above checks two indices per read and sums doubles). The
 * index array is apart from the loop counter (as in tensor_get_sum), so
 * that the counter is not kept in memory for the call. */
DEFINE_CALL_LOOP(run_tensor_get_sum_1d, irx_arrow_tensor_handle, "tensor 1-D get sum",
                 total == expected_sum(n),
                 int64_t index[1] = {i};
                 int64_t v;
                 st |= irx_arrow_tensor_get_int(h, index, &v);
                 total += v)
#endif

static int64_t base_memcpy_f64(int64_t n, void* ctx) { return base_memcpy(n, ctx); }

#endif
