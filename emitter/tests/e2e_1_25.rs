//! pyirx 1.25 programs through real clangs: runtime failures and raised
//! exceptions (the runtime's exact report lines and exit statuses), the
//! checked and unchecked forms of the exception lowerings, and the 1.25
//! list built with `irx build --abi 1.25`, which refuses the same IR
//! without it before clang runs.

mod common;

use std::process::Command;
use std::rc::Rc;

use common::{CLANGS, archive_1_25, main_module, run_program, scratch};
use irx_emitter::ir::CastOp;
use irx_emitter::lower::exception::{self, Chain};
use irx_emitter::lower::{SourceLoc, Unchecked, externs, list};
use irx_emitter::runtime::Generation;
use irx_emitter::{Dialect, FnType, FuncRef, Module, Type, Value};

use common::irx;

/// Write `m`, `irx build --abi 1.25` it with `clang`, run it.
fn build_1_25_and_run(m: &Module, clang: &str, name: &str) -> common::Run {
    let dir = scratch(name);
    let ll = dir.join(format!("{name}.ll"));
    let exe = dir.join(name);
    std::fs::write(&ll, m.to_ir()).unwrap();
    let archive = archive_1_25();
    let (status, _, stderr) = irx(&[
        "build",
        ll.to_str().unwrap(),
        "-o",
        exe.to_str().unwrap(),
        "--abi",
        "1.25",
        "--clang",
        clang,
        "--runtime",
        archive.to_str().unwrap(),
    ]);
    assert_eq!(
        status,
        Some(0),
        "{name} with {clang}: {stderr}\n{}",
        m.to_ir()
    );
    run_program(Command::new(exe))
}

#[test]
fn runtime_failures_report_one_escaped_line_and_exit_1() {
    for (clang, d) in CLANGS {
        let m = common::runtime_fail_module(d);
        let r = build_1_25_and_run(&m, clang, "runtime_fail");
        r.expect(
            "before\n",
            "ARX_RUNTIME_FAIL|ARX-RUNTIME-TEST\\p1|dir\\\\prog.x|7|3|bad\\tthing\\nhappened\\phere\n",
            1,
            clang,
        );
    }
}

#[test]
fn a_failed_runtime_check_fails_and_a_passing_one_continues() {
    for (clang, d) in CLANGS {
        let m = main_module(d, |b| {
            let loc = SourceLoc::new("checks.x", 2, 1);
            exception::fail_unless(b, Value::int(1, 1), "ARX-CHECK", loc, "never").unwrap();
            externs::puts_str(b, "passed").unwrap();
            let loc = SourceLoc::new("checks.x", 3, 9);
            exception::fail_unless(b, Value::int(1, 0), "ARX-CHECK", loc, "index < len").unwrap();
        });
        let r = build_1_25_and_run(&m, clang, "fail_unless");
        r.expect(
            "passed\n",
            "ARX_RUNTIME_FAIL|ARX-CHECK|checks.x|3|9|index < len\n",
            1,
            clang,
        );
    }
}

/// `int32_t drop(void *context, void *payload, char *error) { return 0; }`
fn define_drop(m: &mut Module) -> FuncRef {
    let ty = FnType::new(
        Type::i32(),
        vec![Type::i8_ptr(), Type::i8_ptr(), Type::i8_ptr()],
    );
    let mut b = m
        .define_function("drop_payload", ty.clone(), &["context", "payload", "error"])
        .unwrap();
    b.ret(Some(Value::i32(0)));
    b.finish().unwrap();
    FuncRef {
        name: "drop_payload".into(),
        ty: Rc::new(ty),
        noreturn: false,
    }
}

/// A program that raises `ValueError("bad | value\n")` at `prog.x:4:5`
/// with code `code` and reports it as uncaught (status 1).
fn raising_program(d: Dialect, code: &str) -> Module {
    let mut m = Module::new("raise", d);
    let drop = define_drop(&mut m);
    let mut b = m
        .define_function("main", FnType::new(Type::i32(), vec![]), &[])
        .unwrap();
    let loc = SourceLoc::new("prog.x", 1, 1);
    let ctx = exception::context_create(&mut b, loc).unwrap();
    let info = exception::info_create(
        &mut b,
        "ValueError",
        "bad | value\n",
        &["ValueError", "Exception"],
        loc,
    )
    .unwrap();
    // The class payload that is raised: 16 bytes (the lifetime token and
    // room for one field), created through the class feature.
    let out = b.entry_alloca(Type::i8_ptr(), "payload_out");
    let create = b.module().runtime_fn("irx_class_create").unwrap();
    let drop_ptr = exception::fn_as_ptr(&mut b, &drop);
    let status = b
        .call(
            &create,
            vec![
                Value::i64(16),
                drop_ptr,
                out.clone(),
                Value::Null(Type::i8_ptr()),
            ],
            "created",
        )
        .unwrap();
    let _ = status;
    let payload = b.load(Type::i8_ptr(), out, "payload");
    let slot = b.entry_alloca(Type::i8_ptr(), "object_slot");
    b.store(info, slot.clone());
    let no = exception::pending(&mut b, ctx.clone()).unwrap();
    let no = b.cast(CastOp::ZExt, no, Type::i32(), "pending_before");
    externs::print_line(&mut b, "pending before: %d", vec![no]).unwrap();
    let raised = exception::raise(
        &mut b,
        ctx.clone(),
        payload,
        slot,
        Chain::Context,
        SourceLoc::new("prog.x", 4, 5),
        code,
    )
    .unwrap();
    let raised = b.cast(CastOp::ZExt, raised, Type::i32(), "raised32");
    externs::print_line(&mut b, "raised: %d", vec![raised]).unwrap();
    exception::report_uncaught(&mut b, ctx, 1).unwrap();
    b.ret(Some(Value::i32(0)));
    b.finish().unwrap();
    m
}

#[test]
fn a_raised_exception_is_pending_and_reported_as_uncaught() {
    for (clang, d) in CLANGS {
        let r = build_1_25_and_run(&raising_program(d, "ARX-TEST-RAISE"), clang, "raise");
        r.expect(
            "pending before: 0\nraised: 1\n",
            "ARX_EXCEPTION|root|ARX-TEST-RAISE|ValueError|prog.x|4|5|bad \\p value\\n\n",
            1,
            clang,
        );
        // No code: the runtime's default.
        let r = build_1_25_and_run(&raising_program(d, ""), clang, "raise_default");
        assert_eq!(
            r.stderr,
            "ARX_EXCEPTION|root|ARX-RUNTIME-EXCEPTION-001|ValueError|prog.x|4|5|bad \\p value\\n\n",
            "{clang}"
        );
        assert_eq!(r.status, Some(1), "{clang}");
    }
}

#[test]
fn the_unchecked_form_returns_the_status_and_the_checked_form_stops() {
    for (clang, d) in CLANGS {
        // Unchecked: an empty ancestry entry is refused with -1 and a NULL
        // record; a valid record comes back with 0.
        let m = main_module(d, |b| {
            let bad = exception::info_create(b, "E", "m", &["E", ""], Unchecked::new()).unwrap();
            externs::print_line(b, "bad: %d", vec![bad.status]).unwrap();
            let good = exception::info_create(b, "E", "m", &["E"], Unchecked::new()).unwrap();
            externs::print_line(b, "good: %d", vec![good.status]).unwrap();
            exception::info_release(b, good.value).unwrap();
        });
        let r = build_1_25_and_run(&m, clang, "info_unchecked");
        assert_eq!(r.stdout, "bad: -1\ngood: 0\n", "{clang}");
        assert_eq!(r.status, Some(0), "{clang}: {}", r.stderr);
        // Checked: the same refusal reports at its location and exits.
        let m = main_module(d, |b| {
            let loc = SourceLoc::new("exc.x", 9, 2);
            exception::info_create(b, "E", "m", &["E", ""], loc).unwrap();
            externs::puts_str(b, "not reached").unwrap();
        });
        let r = build_1_25_and_run(&m, clang, "info_checked");
        r.expect(
            "",
            "ARX_ASSERT_FAIL|exc.x|9|2|irx_exception_info_create failed\n",
            1,
            clang,
        );
    }
}

/// A checked call that fails in a 1.25 module reports as pyirx 1.25's
/// programs report runtime failures (`ARX_RUNTIME_FAIL|code|...`, exit 1),
/// not through 1.18's `__arx_assert_fail`.
#[test]
fn a_checked_failure_in_a_1_25_module_is_a_runtime_failure_report() {
    for (clang, d) in CLANGS {
        let mut m = Module::new("checked125", d);
        m.set_generation(Generation::V1_25).unwrap();
        let mut b = m
            .define_function("main", FnType::new(Type::i32(), vec![]), &[])
            .unwrap();
        let l = list::new(&mut b, &Type::i64()).unwrap();
        list::append(
            &mut b,
            l.clone(),
            Value::i64(10),
            SourceLoc::new("l.x", 1, 1),
        )
        .unwrap();
        let x = list::at(
            &mut b,
            l.clone(),
            Type::i64(),
            Value::i64(7),
            SourceLoc::new("l.x", 3, 4),
        )
        .unwrap();
        externs::print_line(&mut b, "not reached %lld", vec![x]).unwrap();
        list::destroy(&mut b, l).unwrap();
        b.ret(Some(Value::i32(0)));
        b.finish().unwrap();
        assert!(!m.to_ir().contains("__arx_assert_fail"), "{clang}");
        let r = build_1_25_and_run(&m, clang, "checked125");
        r.expect(
            "",
            "ARX_RUNTIME_FAIL|ARX-RUNTIME-LIST-001|l.x|3|4|irx_list_at failed\n",
            1,
            clang,
        );
    }
}

/// A 1.25 list program: append 10, 20, 30; read [1] checked; read [7]
/// unchecked (status 4, out of range).
fn list_program(d: Dialect) -> Module {
    let mut m = Module::new("list125", d);
    m.set_generation(Generation::V1_25).unwrap();
    let mut b = m
        .define_function("main", FnType::new(Type::i32(), vec![]), &[])
        .unwrap();
    let loc = SourceLoc::new("list.x", 1, 1);
    let l = list::new(&mut b, &Type::i64()).unwrap();
    for v in [10, 20, 30] {
        list::append(&mut b, l.clone(), Value::i64(v), loc).unwrap();
    }
    let x = list::at(&mut b, l.clone(), Type::i64(), Value::i64(1), loc).unwrap();
    externs::print_line(&mut b, "l[1] = %lld", vec![x]).unwrap();
    let y = list::at(
        &mut b,
        l.clone(),
        Type::i64(),
        Value::i64(7),
        Unchecked::new(),
    )
    .unwrap();
    externs::print_line(
        &mut b,
        "l[7]: status %d value %lld",
        vec![y.status, y.value],
    )
    .unwrap();
    list::destroy(&mut b, l).unwrap();
    b.ret(Some(Value::i32(0)));
    b.finish().unwrap();
    m
}

/// `irx build` of `m` with `args` and a clang that does not exist, which
/// must refuse it (status 1) before looking for clang: its stderr.
fn refused_build(m: &Module, name: &str, args: &[&str]) -> String {
    let dir = scratch(name);
    let ll = dir.join("list.ll");
    std::fs::write(&ll, m.to_ir()).unwrap();
    let out = dir.join("list");
    let mut all = vec![
        "build",
        ll.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--clang",
        "/nonexistent/clang",
    ];
    all.extend_from_slice(args);
    let (status, _, stderr) = irx(&all);
    assert_eq!(status, Some(1), "{stderr}");
    stderr
}

#[test]
fn the_1_25_list_builds_with_abi_1_25_and_is_refused_without() {
    for (clang, d) in CLANGS {
        let m = list_program(d);
        assert!(m.to_ir().contains("@irx_list_at("), "{}", m.to_ir());
        let r = build_1_25_and_run(&m, clang, "list125");
        r.expect("l[1] = 20\nl[7]: status 4 value 0\n", "", 0, clang);

        // Without --abi 1.25: refused before clang runs (the clang given
        // does not exist, and is never looked for).
        let archive = archive_1_25();
        let stderr = refused_build(
            &m,
            "list125_default",
            &["--runtime", archive.to_str().unwrap()],
        );
        assert_eq!(
            stderr,
            "irx: irx_list_at is declared with pyirx 1.25's signature `i32 (ptr, i64, ptr)`, \
             not IRx 1.18's `ptr (ptr, i64)`; build with --abi 1.25\n"
        );
    }
}

#[test]
fn the_1_18_list_is_refused_with_abi_1_25() {
    let m = main_module(Dialect::Opaque, |b| {
        let l = list::new(b, &Type::i64()).unwrap();
        list::append(b, l.clone(), Value::i64(1), SourceLoc::new("l.x", 1, 1)).unwrap();
        let v = list::get(b, l, Type::i64(), Value::i64(0)).unwrap();
        let _ = v;
    });
    let stderr = refused_build(&m, "list118_125", &["--abi", "1.25"]);
    assert_eq!(
        stderr,
        "irx: irx_list_at is declared with IRx 1.18's signature `ptr (ptr, i64)`, \
         not pyirx 1.25's `i32 (ptr, i64, ptr)`; build without --abi 1.25\n"
    );
    // A module set to 1.25 refuses the 1.18 lowering.
    let mut m = Module::new("m", Dialect::Opaque);
    m.set_generation(Generation::V1_25).unwrap();
    let mut b = m
        .define_function("main", FnType::new(Type::i32(), vec![]), &[])
        .unwrap();
    let l = list::new(&mut b, &Type::i64()).unwrap();
    assert!(list::get(&mut b, l, Type::i64(), Value::i64(0)).is_err());
}

#[test]
fn features_and_run_take_abi() {
    let dir = scratch("features125");
    let ll = dir.join("list.ll");
    std::fs::write(&ll, list_program(Dialect::Opaque).to_ir()).unwrap();
    let archive = archive_1_25();
    let (status, stdout, stderr) = irx(&[
        "features",
        ll.to_str().unwrap(),
        "--abi",
        "1.25",
        "--runtime",
        archive.to_str().unwrap(),
    ]);
    assert_eq!(status, Some(0), "{stderr}");
    assert!(
        // A checked call of a 1.25 module reports through the errors
        // feature's __arx_runtime_fail, not the assertions feature.
        stdout.starts_with("features: libc list errors\nlink: "),
        "{stdout}"
    );
    assert!(stdout.contains("abi-1.25/libirx_runtime.a"), "{stdout}");
    let (status, _, stderr) = irx(&["features", ll.to_str().unwrap()]);
    assert_eq!(status, Some(1));
    assert!(stderr.contains("build with --abi 1.25"), "{stderr}");
    let (status, stdout, stderr) = irx(&[
        "run",
        ll.to_str().unwrap(),
        "--abi",
        "1.25",
        "--clang",
        "clang-19",
        "--runtime",
        archive.to_str().unwrap(),
    ]);
    assert_eq!(status, Some(0), "{stderr}");
    assert_eq!(stdout, "l[1] = 20\nl[7]: status 4 value 0\n");
    let (status, _, stderr) = irx(&["features", ll.to_str().unwrap(), "--abi", "1.3"]);
    assert_eq!(status, Some(2), "a wrong command line");
    assert!(stderr.contains("--abi is 1.18 or 1.25"), "{stderr}");
}
