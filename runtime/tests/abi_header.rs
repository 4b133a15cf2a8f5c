//! The numbers in the C header are irx-abi's: this test writes one
//! `_Static_assert` per constant, enum value, field offset and struct size
//! of `irx_abi` and compiles it against `include/irx_runtime.h`, so `make
//! check` fails when the committed header and the crate disagree.

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

use irx_abi::ElemType;
use irx_abi::buffer::FLAGS;
use irx_abi::layout::{self, Field};

const DTYPE_NAMES: [(ElemType, &str); 11] = [
    (ElemType::Bool, "BOOL"),
    (ElemType::I8, "INT8"),
    (ElemType::I16, "INT16"),
    (ElemType::I32, "INT32"),
    (ElemType::I64, "INT64"),
    (ElemType::U8, "UINT8"),
    (ElemType::U16, "UINT16"),
    (ElemType::U32, "UINT32"),
    (ElemType::U64, "UINT64"),
    (ElemType::F32, "FLOAT32"),
    (ElemType::F64, "FLOAT64"),
];

fn assert_line(out: &mut String, expr: &str, value: impl std::fmt::Display) {
    writeln!(
        out,
        "_Static_assert(({expr}) == {value}, \"{expr} == {value}\");"
    )
    .unwrap();
}

fn layout_asserts(out: &mut String, c_struct: &str, fields: &[Field]) {
    let (offsets, size) = layout::offsets(fields);
    for (field, offset) in fields.iter().zip(offsets) {
        assert_line(
            out,
            &format!("offsetof({c_struct}, {})", field.name),
            offset,
        );
        let size = field.ty.size();
        assert_line(
            out,
            &format!("sizeof((({c_struct} *)0)->{})", field.name),
            size,
        );
    }
    assert_line(out, &format!("sizeof({c_struct})"), size);
}

/// The C program that holds iff the header agrees with irx-abi.
fn program() -> String {
    let mut out = String::from("#include <stddef.h>\n#include \"irx_runtime.h\"\n");
    for (name, value) in FLAGS {
        assert_line(&mut out, name, value);
    }
    for (elem, name) in DTYPE_NAMES {
        assert_line(
            &mut out,
            &format!("IRX_BUFFER_DTYPE_{name}"),
            elem.dtype_token(),
        );
        assert_line(
            &mut out,
            &format!("IRX_ARROW_TYPE_{name}"),
            elem.type_id() as i32,
        );
    }
    assert_line(&mut out, "IRX_ARROW_TYPE_UNKNOWN", 0);
    layout_asserts(&mut out, "irx_buffer_view", &layout::BUFFER_VIEW);
    layout_asserts(&mut out, "irx_list", &layout::LIST);
    out
}

fn compiles(source: &str, name: &str) -> (bool, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join(name);
    std::fs::write(&file, source).unwrap();
    let output = Command::new("cc")
        .args(["-std=c11", "-fsyntax-only", "-Werror"])
        .arg("-I")
        .arg(root.join("include"))
        .arg(&file)
        .output()
        .expect("the system C compiler `cc` runs");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn header_constants_and_layouts_match_irx_abi() {
    let source = program();
    assert!(source.matches("_Static_assert").count() > 50);
    let (ok, stderr) = compiles(&source, "abi_header.c");
    assert!(
        ok,
        "include/irx_runtime.h disagrees with irx-abi:\n{stderr}"
    );
}

#[test]
fn a_disagreement_fails_to_compile() {
    let source = program().replace(
        "(IRX_BUFFER_FLAG_OWNED) == 2",
        "(IRX_BUFFER_FLAG_OWNED) == 3",
    );
    assert_ne!(source, program(), "the probe edit must change the program");
    assert!(!compiles(&source, "abi_header_wrong.c").0);
}

#[test]
fn runtime_structs_have_irx_abi_layouts() {
    use irx_runtime::buffer::BufferView;
    use irx_runtime::list::List;
    use std::mem::{offset_of, size_of};
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
fn status_codes_are_the_platform_errno_values() {
    use irx_abi::status;
    assert_eq!(status::EINVAL, libc::EINVAL);
    assert_eq!(status::EOVERFLOW, libc::EOVERFLOW);
    assert_eq!(status::ENOMEM, libc::ENOMEM);
}
