//! A panic inside an exported function must come back to C as the
//! function's error value plus a last-error message, never as an unwind
//! across `extern "C"` (which aborts the process).

#![cfg(feature = "fault-injection")]

mod common;

use std::ptr;

use irx_runtime::buffer::*;
use irx_runtime::fault::panic_on_next_call;

#[test]
fn status_function_returns_error_and_message() {
    let mut owner = ptr::null_mut();
    panic_on_next_call();
    // SAFETY: valid out pointer.
    let status = unsafe { irx_buffer_owner_external_new(ptr::null_mut(), None, &mut owner) };
    assert_eq!(status, -1);
    assert!(owner.is_null());
    let message = common::buffer_error();
    assert!(
        message.contains("irx_buffer_owner_external_new"),
        "{message}"
    );
    assert!(
        message.contains("panic") && message.contains("fault injected"),
        "{message}"
    );

    // The next call is unaffected and clears the message.
    // SAFETY: valid out pointer.
    let status = unsafe { irx_buffer_owner_external_new(ptr::null_mut(), None, &mut owner) };
    assert_eq!(status, 0);
    assert_eq!(common::buffer_error(), "");
    // SAFETY: live owner from above.
    assert_eq!(unsafe { irx_buffer_owner_release(owner) }, 0);
}

#[test]
fn value_function_returns_its_fallback() {
    panic_on_next_call();
    assert_eq!(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_INT64 as isize), -1);
    assert!(common::buffer_error().contains("fault injected"));
    assert_eq!(irx_buffer_dtype_size(IRX_BUFFER_DTYPE_INT64 as isize), 8);
}

/// The checked layer: a panic is its status (`IRX_ERR_ARROW`) plus the
/// message in the caller's buffer; the result stays zeroed.
#[test]
fn checked_function_reports_into_the_buffer() {
    use irx_runtime::checked::api::IrxRbApiSchema;
    use irx_runtime::checked::rb_generated::{irx_rb_api_schema_destroy, irx_rb_api_schema_new};
    let mut error = [0x55 as std::ffi::c_char; 1024];
    let mut schema: *mut IrxRbApiSchema = ptr::null_mut();
    panic_on_next_call();
    // SAFETY: valid result slot and buffer.
    let status = unsafe { irx_rb_api_schema_new(&mut schema, error.as_mut_ptr()) };
    assert_eq!(status, -1);
    assert!(schema.is_null());
    // SAFETY: the buffer was NUL-terminated by the call.
    let message = unsafe { std::ffi::CStr::from_ptr(error.as_ptr()) }.to_string_lossy();
    assert!(
        message.contains("irx_rb_api_schema_new") && message.contains("fault injected"),
        "{message}"
    );
    // SAFETY: as above.
    let status = unsafe { irx_rb_api_schema_new(&mut schema, error.as_mut_ptr()) };
    assert_eq!(status, 0);
    assert_eq!(error[0], 0);
    // SAFETY: the live box made above.
    let status = unsafe { irx_rb_api_schema_destroy(schema, ptr::null_mut()) };
    assert_eq!(status, 0);
}

/// A panic inside a file function (pyirx 1.25's `irx_file_*`) comes back
/// as `IRX_FILE_INVALID_ARGUMENT` with the message in the caller's
/// `IRX_FILE_ERROR_CAPACITY`-byte buffer; nothing is opened.
#[test]
fn file_function_reports_into_its_buffer() {
    use irx_runtime::file::{IrxFile, irx_file_open, irx_file_release};
    let mut error = [0x55 as std::ffi::c_char; irx_abi::file::IRX_FILE_ERROR_CAPACITY];
    let mut file: *mut IrxFile = ptr::null_mut();
    let path = std::env::temp_dir().join(format!("irx-panic-file-{}", std::process::id()));
    let c_path = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
    let open = |file: &mut *mut IrxFile, error: &mut [std::ffi::c_char]| {
        // SAFETY: valid path, mode, output and a buffer of the capacity.
        unsafe { irx_file_open(c_path.as_ptr(), c"w".as_ptr(), file, error.as_mut_ptr()) }
    };
    panic_on_next_call();
    assert_eq!(open(&mut file, &mut error), 1);
    assert!(file.is_null());
    // SAFETY: the buffer was NUL-terminated by the call.
    let message = unsafe { std::ffi::CStr::from_ptr(error.as_ptr()) }.to_string_lossy();
    assert!(
        message.contains("irx_file_open") && message.contains("fault injected"),
        "{message}"
    );
    let status = open(&mut file, &mut error);
    assert_eq!((status, error[0]), (0, 0));
    // SAFETY: the live file made above.
    assert_eq!(unsafe { irx_file_release(file, ptr::null_mut()) }, 0);
    let _ = std::fs::remove_file(path);
}
