//! Regression tests for bugs found by the fuzz targets (fuzz/, see
//! docs/SAFETY.md). They run in the debug build, where arithmetic overflow
//! panics: a panic caught at the boundary would come back as an
//! "internal error" message instead of the documented one.

mod common;

use std::ptr;

use irx_runtime::arrow::tensor::*;
use irx_runtime::arrow::types::irx_arrow_type_id::*;

const EINVAL: i32 = 22;

/// Found by fuzz/tensor_builder: a tensor with no elements accepts any
/// strides (nothing is addressed), but the element getters multiplied the
/// index of an earlier axis by its stride before noticing that a later
/// axis has extent 0, overflowing int64 (a panic in checked builds, a
/// wrapped, unused offset otherwise).
#[test]
fn get_on_empty_tensor_with_huge_strides_is_einval() {
    let shape = [5i64, 0];
    let strides = [1i64 << 62, 8];
    let mut builder = ptr::null_mut();
    let mut tensor = ptr::null_mut();
    // SAFETY: arrays of ndim entries, valid out pointers.
    unsafe {
        let status = irx_arrow_tensor_builder_new(
            IRX_ARROW_TYPE_INT64 as i32,
            2,
            shape.as_ptr(),
            strides.as_ptr(),
            &mut builder,
        );
        assert_eq!(status, 0, "{}", common::arrow_error());
        assert_eq!(irx_arrow_tensor_builder_finish(builder, &mut tensor), 0);
        let mut value = 1i64;
        let index = [4i64, 0];
        assert_eq!(
            irx_arrow_tensor_get_int(tensor, index.as_ptr(), &mut value),
            EINVAL
        );
        let message = common::arrow_error();
        assert!(message.contains("index[1]"), "{message}");
        assert!(!message.contains("panic"), "{message}");
        assert_eq!(value, 0);
        irx_arrow_tensor_release(tensor);
    }
}
