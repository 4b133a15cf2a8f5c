//! The runtime's `#[repr(C)]` structs have irx-abi's layouts, field by
//! field (the header check compares the header with irx-abi; this compares
//! the Rust side), and its errno-style codes are the C library's.

use std::mem::{offset_of, size_of};

use irx_abi::layout;
use irx_runtime::buffer::BufferView;
use irx_runtime::list::List;

/// Asserts that `$struct`'s fields, in the order irx-abi lists them, sit
/// at the offsets C's layout rules give, and that its size is C's.
macro_rules! assert_layout {
    ($table:expr, $struct:ty { $($field:ident),* }) => {{
        let names = [$(stringify!($field)),*];
        let table: Vec<&str> = $table.iter().map(|f| f.name).collect();
        assert_eq!(table, names, "{} fields", stringify!($struct));
        let offsets = vec![$(offset_of!($struct, $field)),*];
        assert_eq!(layout::offsets(&$table), (offsets, size_of::<$struct>()));
    }};
}

#[test]
fn runtime_structs_have_irx_abi_layouts() {
    assert_layout!(
        layout::BUFFER_VIEW,
        BufferView {
            data,
            owner,
            dtype,
            ndim,
            shape,
            strides,
            offset_bytes,
            flags
        }
    );
    assert_layout!(
        layout::LIST,
        List {
            data,
            length,
            capacity,
            element_size
        }
    );
}

#[test]
fn status_codes_are_the_c_library_errno_values() {
    use irx_abi::status;
    assert_eq!(status::EINVAL, libc::EINVAL);
    assert_eq!(status::EOVERFLOW, libc::EOVERFLOW);
    assert_eq!(status::ENOMEM, libc::ENOMEM);
}
