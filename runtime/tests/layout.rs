//! The runtime's `#[repr(C)]` structs have irx-abi's layouts, field by
//! field (the header check compares the header with irx-abi; this compares
//! the Rust side), and its errno-style codes are the C library's.

use std::mem::{offset_of, size_of};

use irx_abi::layout;
use irx_runtime::buffer::BufferView;
use irx_runtime::list::List;

#[test]
fn runtime_structs_have_irx_abi_layouts() {
    let view = [
        offset_of!(BufferView, data),
        offset_of!(BufferView, owner),
        offset_of!(BufferView, dtype),
        offset_of!(BufferView, ndim),
        offset_of!(BufferView, shape),
        offset_of!(BufferView, strides),
        offset_of!(BufferView, offset_bytes),
        offset_of!(BufferView, flags),
    ];
    assert_eq!(
        layout::offsets(&layout::BUFFER_VIEW),
        (view.to_vec(), size_of::<BufferView>())
    );
    let list = [
        offset_of!(List, data),
        offset_of!(List, length),
        offset_of!(List, capacity),
        offset_of!(List, element_size),
    ];
    assert_eq!(
        layout::offsets(&layout::LIST),
        (list.to_vec(), size_of::<List>())
    );
}

#[test]
fn status_codes_are_the_c_library_errno_values() {
    use irx_abi::status;
    assert_eq!(status::EINVAL, libc::EINVAL);
    assert_eq!(status::EOVERFLOW, libc::EOVERFLOW);
    assert_eq!(status::ENOMEM, libc::ENOMEM);
}
