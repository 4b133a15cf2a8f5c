//! Issue 16, item 9: with ABI reflection on, every exported function's
//! parameters are recorded as `!irx.abi`; the program still builds and runs
//! (clang 14 and clang 19); `irx inspect` prints the records as a table and
//! as JSON, also after LLVM rewrote the module; malformed records are
//! errors naming the record, never a panic.

mod common;

use std::process::Command;

use common::{CLANGS, build_and_run, run_ok, scratch};
use irx_emitter::lower::buffer;
use irx_emitter::lower::kernel::{self, Access, KernelParam};
use irx_emitter::lower::{Elem, Scalar, SourceLoc, array, export, externs, list};
use irx_emitter::reflect::{self, Meaning};
use irx_emitter::{Dialect, FnType, Module, Type, Value, runtime};

const LOC: SourceLoc<'static> = SourceLoc {
    file: "r.arx",
    line: 2,
    col: 3,
};

/// Exports `rank_of(view)`, `len_of(array, bias)`, `count(list)` and a
/// kernel; `main` calls the first three and prints what they return.
fn program(d: Dialect, reflect_on: bool) -> Module {
    let mut m = Module::new("r", d);
    if reflect_on {
        reflect::enable(&mut m);
    }
    let view = Meaning::BufferView {
        dtype: Elem::F64,
        rank: Some(2),
    };
    let mut b = export::define(&mut m, "rank_of", Type::i32(), &[("v", view)]).unwrap();
    let ty = buffer::view_type(b.module()).unwrap();
    let p = b.struct_gep(ty, b.param(0), buffer::Field::Ndim as u32, "ndim_ptr");
    let n = b.load(Type::i32(), p, "ndim");
    b.ret(Some(n));
    b.finish().unwrap();

    let params = [
        ("a", Meaning::ArrowArray { ty: Elem::I32 }),
        ("bias", export::scalar(&Type::i64()).unwrap()),
    ];
    let mut b = export::define(&mut m, "len_of", Type::i64(), &params).unwrap();
    let a = b.param(0);
    let len = array::length(&mut b, a).unwrap();
    let r = b.add(len, b.param(1), "r");
    b.ret(Some(r));
    b.finish().unwrap();

    let mut b = export::define(
        &mut m,
        "count",
        Type::i64(),
        &[("l", Meaning::List { elem_size: 8 })],
    )
    .unwrap();
    let l = b.param(0);
    let n = list::len(&mut b, l);
    b.ret(Some(n));
    b.finish().unwrap();

    let params = [
        KernelParam::Data {
            name: "x".into(),
            elem: Elem::F32,
            facts: buffer::DataFacts::UNKNOWN,
            access: Access::Read,
        },
        KernelParam::scalar("n", Type::i64()),
    ];
    let mut b = kernel::define(&mut m, "touch", Type::Void, &params).unwrap();
    b.ret(None);
    b.finish().unwrap();

    let mut b = m
        .define_function("main", FnType::new(Type::i32(), vec![]), &[])
        .unwrap();
    let v = buffer::new_owned(&mut b, Elem::F64, &[2, 3], LOC).unwrap();
    let ty = buffer::view_type(b.module()).unwrap();
    let slot = b.entry_alloca(ty, "v");
    b.store(v.value.clone(), slot.clone());
    let rank_of = defined(b.module(), "rank_of");
    let rank = b.call(&rank_of, vec![slot], "rank").unwrap();
    let vals: Vec<_> = [1, 2, 3].map(|v| Some(Scalar::Int(v))).to_vec();
    let a = array::literal(&mut b, Elem::I32, &vals, LOC).unwrap();
    let len_of = defined(b.module(), "len_of");
    let len = b
        .call(&len_of, vec![a.clone(), Value::i64(10)], "len")
        .unwrap();
    let l = list::new(&mut b, &Type::i64()).unwrap();
    list::append(&mut b, l.clone(), Value::i64(5), LOC).unwrap();
    let count = defined(b.module(), "count");
    let c = b.call(&count, vec![l.clone()], "c").unwrap();
    externs::print_line(&mut b, "rank %d len %lld count %lld", vec![rank, len, c]).unwrap();
    list::destroy(&mut b, l).unwrap();
    array::release(&mut b, a).unwrap();
    buffer::release(&mut b, &v, LOC).unwrap();
    b.ret(Some(Value::i32(0)));
    b.finish().unwrap();
    m
}

/// The `FuncRef` of a function defined earlier in the module (declaring
/// it again with its signature returns the definition).
fn defined(m: &mut Module, name: &str) -> irx_emitter::FuncRef {
    let ty = match name {
        "rank_of" => FnType::new(Type::i32(), vec![runtime::buffer_view_type().ptr_to()]),
        "len_of" => FnType::new(Type::i64(), vec![Type::i8_ptr(), Type::i64()]),
        _ => FnType::new(Type::i64(), vec![runtime::list_type().ptr_to()]),
    };
    m.declare(name, ty, false).unwrap()
}

const TABLE: &str = "\
function  #  parameter  meaning
rank_of   0  v          buffer_view dtype=float64 rank=2
len_of    0  a          arrow_array type=int32
len_of    1  bias       scalar type=i64
count     0  l          list elem_size=8
touch     0  x          data dtype=float32
touch     1  n          scalar type=i64
";

const JSON: &str = concat!(
    r#"{"functions":["#,
    r#"{"name":"rank_of","params":[{"index":0,"name":"v","kind":"buffer_view","dtype":"float64","rank":2}]},"#,
    r#"{"name":"len_of","params":[{"index":0,"name":"a","kind":"arrow_array","type":"int32"},"#,
    r#"{"index":1,"name":"bias","kind":"scalar","type":"i64"}]},"#,
    r#"{"name":"count","params":[{"index":0,"name":"l","kind":"list","elem_size":8}]},"#,
    r#"{"name":"touch","params":[{"index":0,"name":"x","kind":"data","dtype":"float32"},"#,
    r#"{"index":1,"name":"n","kind":"scalar","type":"i64"}]}"#,
    "]}"
);

fn inspect(ll: &std::path::Path, json: bool) -> (Option<i32>, String, String) {
    let mut c = Command::new(env!("CARGO_BIN_EXE_irx"));
    c.arg("inspect").arg(ll);
    if json {
        c.arg("--json");
    }
    let out = c.output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn exported_functions_are_recorded_built_run_and_inspected() {
    for (clang, d) in CLANGS {
        let m = program(d, true);
        let r = build_and_run(&m, clang, "reflect");
        assert_eq!(
            (r.status, r.stdout.as_str()),
            (Some(0), "rank 2 len 13 count 1\n"),
            "{clang}: {r:?}"
        );
        let ir = m.to_ir();
        assert!(
            ir.contains("!irx.abi = !{!0, !1, !2, !3}\n!0 = !{!\"rank_of\", !\"v\", !\"buffer_view dtype=float64 rank=2\"}\n"),
            "{ir}"
        );
        let dir = scratch("inspect");
        let ll = dir.join("r.ll");
        std::fs::write(&ll, &ir).unwrap();
        assert_eq!(inspect(&ll, false), (Some(0), TABLE.into(), String::new()));
        assert_eq!(
            inspect(&ll, true),
            (Some(0), format!("{JSON}\n"), String::new())
        );
    }
}

#[test]
fn records_survive_llvm_rewriting_the_module() {
    let dir = scratch("inspect_opt");
    let ll = dir.join("r.ll");
    let out = dir.join("r.opt.ll");
    std::fs::write(&ll, program(Dialect::Typed, true).to_ir()).unwrap();
    run_ok(
        Command::new("opt")
            .args(["-O2", "-S"])
            .arg(&ll)
            .arg("-o")
            .arg(&out),
        "opt -O2",
    );
    assert_eq!(inspect(&out, false).1, TABLE);
    assert_eq!(inspect(&out, true).1, format!("{JSON}\n"));
}

#[test]
fn without_the_option_nothing_is_recorded() {
    let m = program(Dialect::Opaque, false);
    let ir = m.to_ir();
    assert!(!ir.contains("irx.abi"), "{ir}");
    assert_eq!(reflect::parse(&ir), Ok(Vec::new()));
    let dir = scratch("inspect_none");
    let ll = dir.join("r.ll");
    std::fs::write(&ll, ir).unwrap();
    let (status, stdout, _) = inspect(&ll, false);
    assert_eq!(status, Some(0));
    assert!(stdout.ends_with("no !irx.abi records\n"), "{stdout}");
    assert_eq!(inspect(&ll, true).1, "{\"functions\":[]}\n");
}

#[test]
fn malformed_records_are_errors_that_name_them() {
    let good = "!irx.abi = !{!0}\n!0 = !{!\"f\", !\"v\", !\"buffer_view dtype=float64 rank=2\"}\n";
    assert_eq!(reflect::parse(good).unwrap().len(), 1);
    for (ir, why) in [
        (
            "!irx.abi = !{!0, !7}\n!0 = !{!\"f\"}\n",
            "record !7 is listed but not defined",
        ),
        ("!irx.abi = !{!0\n", "is not !{!N, ...}"),
        ("!irx.abi = !{!\"x\"}\n", "not a node reference"),
        ("!irx.abi = !{!0}\n!0 = !{}\n", "record !0 is empty"),
        (
            "!irx.abi = !{!0}\n!0 = !{!\"f\", i32 1}\n",
            "record !0: operand 1",
        ),
        (
            "!irx.abi = !{!0}\n!0 = !{!\"f\", !\"v\"}\n",
            "record !0 (function \"f\"): 1 strings",
        ),
        (
            "!irx.abi = !{!0}\n!0 = !{!\"f\", !\"v\", !\"tensor dtype=int8\"}\n",
            "parameter 0 (\"v\"): unknown kind \"tensor\"",
        ),
        (
            "!irx.abi = !{!0}\n!0 = !{!\"f\", !\"v\", !\"buffer_view dtype=float65\"}\n",
            "dtype \"float65\" is not an element type",
        ),
        (
            "!irx.abi = !{!0}\n!0 = !{!\"f\", !\"v\", !\"buffer_view dtype=int8 rank=-1\"}\n",
            "rank \"-1\" is not a number",
        ),
        (
            "!irx.abi = !{!0}\n!0 = !{!\"f\", !\"v\", !\"buffer_view rank=1\"}\n",
            "buffer_view needs dtype",
        ),
        (
            "!irx.abi = !{!0}\n!0 = !{!\"f\", !\"v\", !\"list elem_size=0\"}\n",
            "not a positive number",
        ),
        (
            "!irx.abi = !{!0}\n!0 = !{!\"f\", !\"v\", !\"list elem_size=8 elem_size=8\"}\n",
            "given twice",
        ),
        (
            "!irx.abi = !{!0}\n!0 = !{!\"f\", !\"v\", !\"list size=8\"}\n",
            "list has no field size",
        ),
        (
            "!irx.abi = !{!0}\n!0 = !{!\"f\", !\"v\", !\"scalar type=i7\"}\n",
            "not a scalar type",
        ),
        (
            "!irx.abi = !{!0}\n!0 = !{!\"f\", !\"v\", !\"scalar  type=i8\"}\n",
            "field \"\" is not key=value",
        ),
        (
            "!irx.abi = !{!0}\n!0 = !{!\"f\", !\"v\", !\"scalar type=i8\"\n",
            "record !0 is not a node of strings",
        ),
        (
            "!irx.abi = !{!0}\n!0 = !{!\"f\\ZZ\"}\n",
            "record !0 is not a node of strings",
        ),
    ] {
        let e = reflect::parse(ir).unwrap_err().to_string();
        assert!(e.contains(why), "{ir:?}: {e}");
    }
    // Every prefix of a real module either reads or is an error; none
    // panics.
    let ir = program(Dialect::Opaque, true).to_ir();
    let at = ir.find("!irx.abi").unwrap();
    for end in at..ir.len() {
        if ir.is_char_boundary(end) {
            let _ = reflect::parse(&ir[..end]);
        }
    }
}

#[test]
fn irx_inspect_names_the_file_and_the_record_of_a_malformed_module() {
    let dir = scratch("inspect_bad");
    let ll = dir.join("bad.ll");
    std::fs::write(&ll, "!irx.abi = !{!3}\n").unwrap();
    let (status, stdout, stderr) = inspect(&ll, false);
    assert_eq!((status, stdout.as_str()), (Some(1), ""));
    assert!(
        stderr.contains("bad.ll: malformed !irx.abi: record !3 is listed but not defined"),
        "{stderr}"
    );
}
