//! The C header and irx-abi cannot disagree: every constant, enum value and
//! struct layout the crate fixes becomes a `_Static_assert` in a C file that
//! the system C compiler checks against `include/irx_runtime.h`. A value
//! changed on one side only (a stale committed header, a hand edit, a
//! cbindgen change) fails the compile and this test.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use irx_abi::buffer::FLAGS;
use irx_abi::layout::{self, Field};
use irx_abi::{ElemType, irx_arrow_type_id, status};

fn include_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../include")
}

/// Every variant of `irx_arrow_type_id`. The match has no wildcard:
/// a new variant does not compile until it is listed here too.
fn type_ids() -> Vec<irx_arrow_type_id> {
    use irx_arrow_type_id::*;
    let all: Vec<_> = std::iter::once(IRX_ARROW_TYPE_UNKNOWN)
        .chain(ElemType::ALL.iter().map(|e| e.type_id()))
        .collect();
    for id in &all {
        match id {
            IRX_ARROW_TYPE_UNKNOWN
            | IRX_ARROW_TYPE_INT32
            | IRX_ARROW_TYPE_INT8
            | IRX_ARROW_TYPE_INT16
            | IRX_ARROW_TYPE_INT64
            | IRX_ARROW_TYPE_UINT8
            | IRX_ARROW_TYPE_UINT16
            | IRX_ARROW_TYPE_UINT32
            | IRX_ARROW_TYPE_UINT64
            | IRX_ARROW_TYPE_FLOAT32
            | IRX_ARROW_TYPE_FLOAT64
            | IRX_ARROW_TYPE_BOOL => {}
        }
    }
    all
}

/// `name == value` pairs: every constant irx-abi exports to C.
fn constants() -> Vec<(String, i64)> {
    let mut pairs: Vec<(String, i64)> = FLAGS
        .iter()
        .map(|(name, value)| (name.to_string(), i64::from(*value)))
        .collect();
    for elem in ElemType::ALL {
        let name = format!("IRX_BUFFER_DTYPE_{}", elem.name().to_uppercase());
        pairs.push((name, i64::from(elem.dtype_token())));
    }
    for id in type_ids() {
        pairs.push((format!("{id:?}"), id as i64));
    }
    // Not in our header: the errno values `irx_arrow_*` return must be the
    // C library's.
    for (name, value) in [
        ("EINVAL", status::EINVAL),
        ("EOVERFLOW", status::EOVERFLOW),
        ("ENOMEM", status::ENOMEM),
    ] {
        pairs.push((name.to_string(), i64::from(value)));
    }
    pairs.push((
        "IRX_CLASS_ERROR_CAPACITY".to_string(),
        irx_abi::class::IRX_CLASS_ERROR_CAPACITY as i64,
    ));
    pairs
}

/// `offsetof`/`sizeof` assertions for one struct laid out as `fields`.
fn layout_asserts(c: &mut String, name: &str, fields: &[Field]) {
    let (offsets, size) = layout::offsets(fields);
    for (field, offset) in fields.iter().zip(offsets) {
        let f = field.name;
        writeln!(
            c,
            "_Static_assert(offsetof({name}, {f}) == {offset}, \"offsetof({name}, {f}) is {offset} in irx_abi\");"
        )
        .unwrap();
        let width = field.ty.size();
        writeln!(
            c,
            "_Static_assert(sizeof((({name}*)0)->{f}) == {width}, \"{name}.{f} is {width} bytes in irx_abi\");"
        )
        .unwrap();
    }
    writeln!(
        c,
        "_Static_assert(sizeof({name}) == {size}, \"sizeof({name}) is {size} in irx_abi\");"
    )
    .unwrap();
}

/// The C file: one assertion per fact, `constants` being the named values.
fn c_source(constants: &[(String, i64)]) -> String {
    let mut c = String::from(
        "#include <errno.h>\n#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n\
         #include \"irx_runtime.h\"\n\n",
    );
    for (name, value) in constants {
        writeln!(
            c,
            "_Static_assert({name} == {value}, \"{name} is {value} in irx_abi\");"
        )
        .unwrap();
    }
    for elem in ElemType::ALL {
        let (ty, size) = (elem.c_name(), elem.size());
        writeln!(
            c,
            "_Static_assert(sizeof({ty}) == {size}, \"{ty} is {size} bytes in irx_abi\");"
        )
        .unwrap();
    }
    layout_asserts(&mut c, "irx_buffer_view", &layout::BUFFER_VIEW);
    layout_asserts(&mut c, "irx_list", &layout::LIST);
    c
}

/// Compiles `source` against include/ with the system C compiler; the
/// compiler's diagnostics on failure.
fn compile(file_name: &str, source: &str) -> Result<(), String> {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(file_name);
    std::fs::write(&path, source).unwrap();
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let output = Command::new(&cc)
        .args([
            "-std=c11",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-fsyntax-only",
            "-I",
        ])
        .arg(include_dir())
        .arg(&path)
        .output()
        .unwrap_or_else(|e| panic!("cannot run the C compiler `{cc}`: {e}"));
    if output.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&output.stderr).into_owned())
    }
}

#[test]
fn header_constants_and_layouts_match_irx_abi() {
    let constants = constants();
    // 8 flags, 11 dtype tokens, 12 type ids, 3 errno values, the class
    // runtime's error buffer size.
    assert_eq!(constants.len(), 8 + 11 + 12 + 3 + 1);
    let source = c_source(&constants);
    if let Err(diagnostics) = compile("abi_header.c", &source) {
        panic!("the header disagrees with irx_abi:\n{diagnostics}");
    }
}

/// The compile is a real check: the same file with one value off by one
/// must be refused, naming that value.
#[test]
fn a_disagreeing_value_fails_the_compile() {
    let mut constants = constants();
    let owned = constants
        .iter_mut()
        .find(|(name, _)| name == "IRX_BUFFER_FLAG_OWNED")
        .unwrap();
    owned.1 += 1;
    let diagnostics = compile("abi_header_wrong.c", &c_source(&constants))
        .expect_err("a wrong IRX_BUFFER_FLAG_OWNED compiled");
    assert!(
        diagnostics.contains("IRX_BUFFER_FLAG_OWNED is 3 in irx_abi"),
        "{diagnostics}"
    );
}

/// The C enum has no enumerator irx-abi does not know (a `_Static_assert`
/// cannot see one that is only in the header).
#[test]
fn the_header_enum_has_exactly_the_crate_variants() {
    let header = std::fs::read_to_string(include_dir().join("irx_runtime.h")).unwrap();
    let start = header.find("typedef enum irx_arrow_type_id {").unwrap();
    let end = start + header[start..].find("} irx_arrow_type_id;").unwrap();
    let in_header: BTreeSet<String> = header[start..end]
        .lines()
        .map(str::trim)
        .filter(|line| line.starts_with("IRX_ARROW_TYPE_"))
        .map(|line| line.split([' ', '=', ',']).next().unwrap().to_string())
        .collect();
    let in_crate: BTreeSet<String> = type_ids().iter().map(|id| format!("{id:?}")).collect();
    assert_eq!(in_header, in_crate);
}
