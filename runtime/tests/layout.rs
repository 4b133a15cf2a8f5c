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

/// The DLPack structs of irx-abi against `include/irx_dlpack.h`, compiled
/// by the C compiler (tests/interop/test_dlpack.py holds that header
/// against the dlpack.h pyarrow ships).
#[test]
fn dlpack_structs_match_the_c_header() {
    use irx_abi::dlpack::{
        DLDataType, DLDevice, DLManagedTensorVersioned, DLPackVersion, DLTensor,
    };
    use std::process::Command;
    /// A struct's C name, its fields' (name, offset), its size.
    type Layout<'a> = (&'a str, &'a [(&'a str, usize)], usize);
    let fields: [Layout; 5] = [
        (
            "DLPackVersion",
            &[
                ("major", offset_of!(DLPackVersion, major)),
                ("minor", offset_of!(DLPackVersion, minor)),
            ],
            size_of::<DLPackVersion>(),
        ),
        (
            "DLDevice",
            &[
                ("device_type", offset_of!(DLDevice, device_type)),
                ("device_id", offset_of!(DLDevice, device_id)),
            ],
            size_of::<DLDevice>(),
        ),
        (
            "DLDataType",
            &[
                ("code", offset_of!(DLDataType, code)),
                ("bits", offset_of!(DLDataType, bits)),
                ("lanes", offset_of!(DLDataType, lanes)),
            ],
            size_of::<DLDataType>(),
        ),
        (
            "DLTensor",
            &[
                ("data", offset_of!(DLTensor, data)),
                ("device", offset_of!(DLTensor, device)),
                ("ndim", offset_of!(DLTensor, ndim)),
                ("dtype", offset_of!(DLTensor, dtype)),
                ("shape", offset_of!(DLTensor, shape)),
                ("strides", offset_of!(DLTensor, strides)),
                ("byte_offset", offset_of!(DLTensor, byte_offset)),
            ],
            size_of::<DLTensor>(),
        ),
        (
            "DLManagedTensorVersioned",
            &[
                ("version", offset_of!(DLManagedTensorVersioned, version)),
                (
                    "manager_ctx",
                    offset_of!(DLManagedTensorVersioned, manager_ctx),
                ),
                ("deleter", offset_of!(DLManagedTensorVersioned, deleter)),
                ("flags", offset_of!(DLManagedTensorVersioned, flags)),
                ("dl_tensor", offset_of!(DLManagedTensorVersioned, dl_tensor)),
            ],
            size_of::<DLManagedTensorVersioned>(),
        ),
    ];
    let mut probe = String::from(
        "#include <stdio.h>\n#include <stddef.h>\n#include \"irx_dlpack.h\"\nint main(void) {\n",
    );
    let mut expected = String::new();
    for (name, members, size) in fields {
        probe.push_str(&format!("  printf(\"{name} %zu\\n\", sizeof({name}));\n"));
        expected.push_str(&format!("{name} {size}\n"));
        for (field, offset) in members {
            probe.push_str(&format!(
                "  printf(\"{name}.{field} %zu\\n\", offsetof({name}, {field}));\n"
            ));
            expected.push_str(&format!("{name}.{field} {offset}\n"));
        }
    }
    probe.push_str("  return 0;\n}\n");
    let dir = std::env::temp_dir().join(format!("irx-dlpack-layout-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (src, exe) = (dir.join("probe.c"), dir.join("probe"));
    std::fs::write(&src, probe).unwrap();
    let include = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../include");
    let cc = Command::new("cc")
        .arg("-I")
        .arg(&include)
        .arg(&src)
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("a C compiler (cc) must be installed");
    assert!(
        cc.status.success(),
        "{}",
        String::from_utf8_lossy(&cc.stderr)
    );
    let out = Command::new(&exe).output().unwrap();
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
}
