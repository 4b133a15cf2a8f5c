/* DLPack tensors and the Arrow C Device interface through the C header
 * (issue 17): zero-copy both ways, deleters exactly once, every refused
 * input untouched and still the caller's, out values NULL on failure. */
#include <errno.h>
#include <stdint.h>
#include <string.h>

#include "irx_arrow_runtime.h"
#include "irx_buffer_runtime.h"
#include "irx_dlpack.h"
#include "check.h"
#include "dlpack_util.h"
#include "tensor_util.h"

static int32_t values_2x3[6] = {10, 11, 12, 13, 14, 15};
static int64_t shape_2x3[2] = {2, 3};
static int64_t strides_2x3[2] = {3, 1};

/* A 2x3 int32 DLPack tensor over values_2x3. */
static DLManagedTensorVersioned producer(void) {
  return dl_producer(values_2x3, 2, shape_2x3, strides_2x3, kDLInt, 32);
}

static void test_tensor_to_dlpack_is_zero_copy_and_read_only(void) {
  const int64_t shape[2] = {3, 4};
  irx_arrow_tensor_handle* t = tensor_iota(IRX_ARROW_TYPE_FLOAT32, 2, shape, NULL);
  DLManagedTensorVersioned* m = (DLManagedTensorVersioned*)(uintptr_t)1;
  irx_buffer_view v;
  CHECK_EQ_INT(irx_arrow_tensor_to_dlpack(t, &m), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &v), 0);
  CHECK(m != NULL);
  CHECK_EQ_INT(m->version.major, 1);
  CHECK(m->flags & DLPACK_FLAG_BITMASK_READ_ONLY);
  CHECK_EQ_INT(m->dl_tensor.device.device_type, kDLCPU);
  CHECK_EQ_INT(m->dl_tensor.device.device_id, 0);
  CHECK_EQ_INT(m->dl_tensor.ndim, 2);
  CHECK_EQ_INT(m->dl_tensor.dtype.code, kDLFloat);
  CHECK_EQ_INT(m->dl_tensor.dtype.bits, 32);
  CHECK_EQ_INT(m->dl_tensor.dtype.lanes, 1);
  CHECK_EQ_INT(m->dl_tensor.shape[0], 3);
  CHECK_EQ_INT(m->dl_tensor.shape[1], 4);
  CHECK(m->dl_tensor.strides != NULL);
  CHECK_EQ_INT(m->dl_tensor.strides[0], 4);
  CHECK_EQ_INT(m->dl_tensor.strides[1], 1);
  CHECK_EQ_INT((int64_t)m->dl_tensor.byte_offset, 0);
  CHECK(m->dl_tensor.data == (char*)v.data + v.offset_bytes);
  /* The managed tensor keeps the data alive past the caller's release. */
  irx_arrow_tensor_release(t);
  CHECK(((float*)m->dl_tensor.data)[11] == 11.0f);
  m->deleter(m);
}

static void test_tensor_to_dlpack_refuses_byte_strides(void) {
  const int64_t shape[1] = {2}, strides[1] = {3}; /* int32 every 3 bytes */
  irx_arrow_tensor_handle* t = tensor_iota(IRX_ARROW_TYPE_INT32, 1, shape, strides);
  DLManagedTensorVersioned* m = (DLManagedTensorVersioned*)(uintptr_t)1;
  CHECK_EQ_INT(irx_arrow_tensor_to_dlpack(t, &m), EINVAL);
  CHECK(m == NULL);
  CHECK(strstr(irx_arrow_last_error(), "not a multiple of the element size") != NULL);
  CHECK_EQ_INT(irx_arrow_tensor_to_dlpack(NULL, &m), EINVAL);
  CHECK(m == NULL);
  CHECK_EQ_INT(irx_arrow_tensor_to_dlpack(t, NULL), EINVAL);
  irx_arrow_tensor_release(t);
}

static void test_from_dlpack_is_zero_copy_and_deletes_once(void) {
  DLManagedTensorVersioned m = producer();
  irx_arrow_tensor_handle* t = NULL;
  irx_buffer_view view;
  int64_t index[2] = {1, 2}, v = 0;
  const int64_t vshape[1] = {3}, vstrides[1] = {4};
  dl_deletes = 0;
  CHECK_EQ_INT(irx_arrow_tensor_from_dlpack(&m, &t), 0);
  CHECK_EQ_INT(irx_arrow_tensor_get_int(t, index, &v), 0);
  CHECK_EQ_INT(v, 15);
  CHECK_EQ_INT(irx_arrow_tensor_type_id(t), IRX_ARROW_TYPE_INT32);
  CHECK_EQ_INT(irx_arrow_tensor_strides(t)[0], 12); /* bytes */
  /* A view of row 1 holds its own reference: the producer outlives the
   * tensor handle until the view goes too. */
  CHECK_EQ_INT(irx_arrow_tensor_view(t, 1, vshape, vstrides, 12, &view), 0);
  CHECK(view.data == (void*)values_2x3 || (char*)view.data + view.offset_bytes == (char*)&values_2x3[3]);
  irx_arrow_tensor_release(t);
  CHECK_EQ_INT(dl_deletes, 0);
  CHECK_EQ_INT(irx_buffer_view_release(&view), 0);
  CHECK_EQ_INT(dl_deletes, 1);
}

static int64_t bad_shape[2] = {2, -1};
static int64_t bad_strides[2] = {-3, 1};
static int64_t huge_strides[2] = {INT64_MAX / 2, 1};

/* Spoils one thing of a good producer; see `refusals` for which. */
static void spoil(DLManagedTensorVersioned* m, int which) {
  DLTensor* t = &m->dl_tensor;
  switch (which) {
    case 0: m->version.major = 2; break;
    case 1: t->dtype.code = kDLComplex; t->dtype.bits = 64; break;
    case 2: t->device.device_type = kDLCUDA; break;
    case 3: t->dtype.code = kDLBfloat; t->dtype.bits = 16; break;
    case 4: t->dtype.lanes = 2; break;
    case 5: t->dtype.code = kDLFloat; t->dtype.bits = 16; break;
    case 6: t->shape = NULL; break;
    case 7: t->dtype.code = kDLBool; t->dtype.bits = 8; break;
    case 8: t->shape = bad_shape; break;
    case 9: t->strides = bad_strides; break;
    case 10: t->strides = huge_strides; break;
    case 11: t->data = NULL; break;
    default: t->ndim = -1; break;
  }
}

static const struct {
  const char* name;
  int code;
  const char* word;
} refusals[] = {
    {"version 2", EINVAL, "major version"},  {"complex64", EINVAL, "complex"},
    {"CUDA device", EINVAL, "device type 2"}, {"bfloat16", EINVAL, "bfloat"},
    {"two lanes", EINVAL, "lanes"},          {"float16", EINVAL, "float16"},
    {"NULL shape", EINVAL, "shape"},         {"bool tensor", EINVAL, "bool"},
    {"negative extent", EINVAL, "negative"}, {"negative stride", EINVAL, "negative"},
    {"overflowing stride", EOVERFLOW, "overflow"}, {"NULL data", EINVAL, "NULL"},
    {"negative ndim", EINVAL, "ndim"},
};

/* Each refusal: the status and message, *out NULL, the struct byte for
 * byte as it was, and no deleter call (the input stays the caller's). */
static void test_from_dlpack_refusals_leave_the_input_alone(void) {
  int i, n = (int)(sizeof refusals / sizeof refusals[0]);
  irx_arrow_tensor_handle* t = (irx_arrow_tensor_handle*)(uintptr_t)1;
  for (i = 0; i < n; i++) {
    DLManagedTensorVersioned m = producer(), before;
    spoil(&m, i);
    before = m;
    dl_deletes = 0;
    check_begin();
    CHECK_EQ_INT(irx_arrow_tensor_from_dlpack(&m, &t), refusals[i].code);
    CHECK(t == NULL && memcmp(&m, &before, sizeof m) == 0 && dl_deletes == 0);
    CHECK(strstr(irx_arrow_last_error(), refusals[i].word) != NULL);
    check_end(refusals[i].name);
    t = (irx_arrow_tensor_handle*)(uintptr_t)1;
  }
  CHECK_EQ_INT(irx_arrow_tensor_from_dlpack(NULL, &t), EINVAL);
  CHECK(t == NULL);
}

static void test_round_trip_keeps_the_data_pointer(void) {
  const int64_t shape[1] = {5};
  irx_arrow_tensor_handle* t = tensor_iota(IRX_ARROW_TYPE_UINT16, 1, shape, NULL);
  irx_arrow_tensor_handle* back = NULL;
  DLManagedTensorVersioned* m = NULL;
  irx_buffer_view a, b;
  uint64_t x = 0;
  int64_t index[1] = {4};
  CHECK_EQ_INT(irx_arrow_tensor_to_dlpack(t, &m), 0);
  CHECK_EQ_INT(irx_arrow_tensor_from_dlpack(m, &back), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(t, &a), 0);
  CHECK_EQ_INT(irx_arrow_tensor_borrow_buffer_view(back, &b), 0);
  CHECK((char*)a.data + a.offset_bytes == (char*)b.data + b.offset_bytes);
  irx_arrow_tensor_release(t);
  CHECK_EQ_INT(irx_arrow_tensor_get_uint(back, index, &x), 0);
  CHECK_EQ_INT(x, 4);
  irx_arrow_tensor_release(back); /* runs our own export's deleter */
}

static void test_buffer_view_to_dlpack_borrows_through_the_owner(void) {
  const int64_t shape[2] = {2, 2};
  irx_buffer_view v, borrowed;
  DLManagedTensorVersioned* m = (DLManagedTensorVersioned*)(uintptr_t)1;
  int64_t local[2] = {1, 2}, lshape[1] = {2}, lstrides[1] = {8};
  CHECK_EQ_INT(irx_buffer_view_new_owned(IRX_BUFFER_DTYPE_FLOAT64, 2, shape, &v), 0);
  ((double*)v.data)[3] = 7.5;
  CHECK_EQ_INT(irx_buffer_view_to_dlpack(&v, &m), 0);
  CHECK(!(m->flags & DLPACK_FLAG_BITMASK_READ_ONLY)); /* an owned view is writable */
  CHECK_EQ_INT(m->dl_tensor.strides[0], 2);
  CHECK_EQ_INT(irx_buffer_view_release(&v), 0);
  CHECK(((double*)m->dl_tensor.data)[3] == 7.5); /* still alive */
  m->deleter(m);
  /* No owner: nothing would keep the memory alive. */
  borrowed = make_view(local, IRX_BUFFER_DTYPE_INT64, 1, lshape, lstrides, IRX_BUFFER_FLAG_BORROWED | IRX_BUFFER_FLAG_READONLY);
  m = (DLManagedTensorVersioned*)(uintptr_t)1;
  CHECK_EQ_INT(irx_buffer_view_to_dlpack(&borrowed, &m), -1);
  CHECK(m == NULL);
  CHECK(strstr(irx_buffer_last_error(), "no owner") != NULL);
}

/* ---- Arrow C Device interface ---------------------------------------- */

static void test_device_array_round_trip_on_the_cpu(void) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle *a = NULL, *back = NULL;
  struct ArrowDeviceArray d;
  struct ArrowSchema s;
  int64_t v = 0;
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT64, &b), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, 41), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, 42), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  memset(&d, 0xab, sizeof d);
  CHECK_EQ_INT(irx_arrow_array_export_device(a, &d, &s), 0);
  CHECK_EQ_INT(d.device_type, ARROW_DEVICE_CPU);
  CHECK_EQ_INT(d.device_id, 0);
  CHECK(d.sync_event == NULL);
  CHECK(d.reserved[0] == 0 && d.reserved[1] == 0 && d.reserved[2] == 0);
  CHECK_EQ_INT(d.array.length, 2);
  irx_arrow_array_release(a);
  CHECK_EQ_INT(irx_arrow_array_import_device_move(&d, &s, &back), 0);
  CHECK(d.array.release == NULL && s.release == NULL);
  CHECK_EQ_INT(irx_arrow_array_value_int(back, 1, &v), 0);
  CHECK_EQ_INT(v, 42);
  irx_arrow_array_release(back);
}

static void test_device_array_refusals(void) {
  irx_arrow_array_builder_handle* b = NULL;
  irx_arrow_array_handle *a = NULL, *back = (irx_arrow_array_handle*)(uintptr_t)1;
  struct ArrowDeviceArray d, before;
  struct ArrowSchema s;
  int sync = 0;
  CHECK_EQ_INT(irx_arrow_array_builder_new(IRX_ARROW_TYPE_INT32, &b), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_append_int(b, 1), 0);
  CHECK_EQ_INT(irx_arrow_array_builder_finish(b, &a), 0);
  CHECK_EQ_INT(irx_arrow_array_export_device(a, &d, &s), 0);
  d.device_type = 2; /* CUDA */
  before = d;
  CHECK_EQ_INT(irx_arrow_array_import_device_move(&d, &s, &back), EINVAL);
  CHECK(back == NULL);
  CHECK(strstr(irx_arrow_last_error(), "device type 2") != NULL);
  CHECK(memcmp(&d, &before, sizeof d) == 0 && s.release != NULL);
  d.device_type = ARROW_DEVICE_CPU;
  d.sync_event = &sync;
  CHECK_EQ_INT(irx_arrow_array_import_device_move(&d, &s, &back), EINVAL);
  CHECK(strstr(irx_arrow_last_error(), "sync_event") != NULL);
  CHECK(d.array.release != NULL && s.release != NULL);
  d.array.release(&d.array);
  s.release(&s);
  CHECK_EQ_INT(irx_arrow_array_import_device_move(NULL, &s, &back), EINVAL);
  CHECK_EQ_INT(irx_arrow_array_export_device(a, NULL, &s), EINVAL);
  CHECK(s.release == NULL); /* cleared before the error */
  irx_arrow_array_release(a);
}

int main(void) {
  RUN(test_tensor_to_dlpack_is_zero_copy_and_read_only);
  RUN(test_tensor_to_dlpack_refuses_byte_strides);
  RUN(test_from_dlpack_is_zero_copy_and_deletes_once);
  test_from_dlpack_refusals_leave_the_input_alone();
  RUN(test_round_trip_keeps_the_data_pointer);
  RUN(test_buffer_view_to_dlpack_borrows_through_the_owner);
  RUN(test_device_array_round_trip_on_the_cpu);
  RUN(test_device_array_refusals);
  return check_exit();
}
