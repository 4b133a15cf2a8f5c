//! The `irx` command: build (on our IR and on IRx 1.18-style IR), features,
//! where it finds the archive, and its two kinds of clang errors.

mod common;

#[allow(dead_code)]
#[path = "../examples/demo.rs"]
mod demo;

use irx_emitter::{Dialect, link};

use std::path::Path;
use std::process::Command;

use common::irx;

/// `irx build LL -o EXE --runtime RUNTIME`.
fn irx_build(ll: &Path, exe: &Path, runtime: &str) -> (Option<i32>, String, String) {
    irx(&[
        "build",
        ll.to_str().unwrap(),
        "-o",
        exe.to_str().unwrap(),
        "--runtime",
        runtime,
    ])
}

/// `irx features LL --runtime RUNTIME`.
fn irx_features(ll: &Path, runtime: &str) -> (Option<i32>, String, String) {
    irx(&["features", ll.to_str().unwrap(), "--runtime", runtime])
}

/// Typed-pointer IR in the shape llvmlite writes for IRx 1.18: quoted
/// names, named parameters in declarations, the list as a literal struct.
const IRX_118_PROGRAM: &str = r#"; ModuleID = "main"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = ""

declare i32 @"irx_list_append"({i8*, i64, i64, i64}* %".1", i8* %".2")

declare i8* @"irx_list_at"({i8*, i64, i64, i64}* %".1", i64 %".2")

declare void @"__arx_assert_fail"(i8* %".1", i32 %".2", i32 %".3", i8* %".4")

declare i32 @"puts"(i8* %".1")

@"msg" = internal constant [8 x i8] c"list ok\00"
@"src" = internal constant [9 x i8] c"main.arx\00"

define i32 @"main"()
{
entry:
  %"l" = alloca {i8*, i64, i64, i64}
  store {i8*, i64, i64, i64} {i8* null, i64 0, i64 0, i64 8}, {i8*, i64, i64, i64}* %"l"
  %"v" = alloca i64
  store i64 42, i64* %"v"
  %"vp" = bitcast i64* %"v" to i8*
  %".s" = call i32 @"irx_list_append"({i8*, i64, i64, i64}* %"l", i8* %"vp")
  %".p" = call i8* @"irx_list_at"({i8*, i64, i64, i64}* %"l", i64 0)
  %".q" = bitcast i8* %".p" to i64*
  %".x" = load i64, i64* %".q"
  %".ok" = icmp eq i64 %".x", 42
  br i1 %".ok", label %"good", label %"bad"
good:
  %".m" = getelementptr [8 x i8], [8 x i8]* @"msg", i64 0, i64 0
  %".r" = call i32 @"puts"(i8* %".m")
  ret i32 0
bad:
  %".src" = getelementptr [9 x i8], [9 x i8]* @"src", i64 0, i64 0
  call void @"__arx_assert_fail"(i8* %".src", i32 1, i32 1, i8* null)
  unreachable
}
"#;

#[test]
fn build_works_on_irx_118_ir() {
    let archive = common::runtime_archive();
    let dir = common::scratch("cli118");
    let ll = dir.join("prog.ll");
    let exe = dir.join("prog");
    std::fs::write(&ll, IRX_118_PROGRAM).unwrap();
    let (status, stdout, stderr) = irx_features(&ll, archive.to_str().unwrap());
    assert_eq!(status, Some(0), "{stderr}");
    let mut lines = stdout.lines();
    assert_eq!(lines.next(), Some("features: libc assertions list"));
    let link = lines.next().unwrap();
    assert!(
        link.starts_with(&format!(
            "link: {} -lutil -lrt -lpthread -lm -ldl -lc",
            archive.display()
        )),
        "{link}"
    );
    assert!(!link.contains("-lm -lm -lm"), "{link}");
    let (status, _, stderr) = irx_build(&ll, &exe, archive.to_str().unwrap());
    assert_eq!(status, Some(0), "{stderr}");
    let out = Command::new(&exe).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "list ok\n");
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn features_of_the_demo_in_both_dialects() {
    let dir = common::scratch("clidemo");
    for (dialect, marker) in [(Dialect::Typed, "i8*"), (Dialect::Opaque, "ptr")] {
        let ll = dir.join(format!("demo-{dialect:?}.ll"));
        let ir = demo::demo_module(dialect).unwrap().to_ir();
        assert!(
            ir.contains(&format!("%irx_buffer_view = type {{ {marker}, ")),
            "{dialect:?}"
        );
        std::fs::write(&ll, ir).unwrap();
        let archive = common::runtime_archive();
        let (status, stdout, stderr) = irx_features(&ll, archive.to_str().unwrap());
        assert_eq!(status, Some(0), "{stderr}");
        assert!(
            stdout.starts_with(&format!(
                "features: libc assertions buffer array tensor list\nlink: {} -lutil",
                archive.display()
            )),
            "{stdout}"
        );
    }
}

#[test]
fn the_default_dialect_follows_the_clang_given() {
    assert_eq!(link::detect_dialect("clang-19").unwrap(), Dialect::Opaque);
    assert_eq!(link::detect_dialect("clang").unwrap(), Dialect::Typed);
}

#[test]
fn libc_only_programs_do_not_link_the_runtime() {
    let dir = common::scratch("clilibc");
    let ll = dir.join("p.ll");
    std::fs::write(
        &ll,
        "declare i32 @puts(i8*)\n@s = private constant [3 x i8] c\"hi\\00\"\n\
         define i32 @main() {\n  %p = getelementptr [3 x i8], [3 x i8]* @s, i64 0, i64 0\n  \
         %r = call i32 @puts(i8* %p)\n  ret i32 0\n}\n",
    )
    .unwrap();
    let (status, stdout, stderr) = irx_features(&ll, "/nonexistent.a");
    assert_eq!(status, Some(0), "{stderr}");
    assert_eq!(stdout, "features: libc\nlink: \n");
    let exe = dir.join("p");
    let (status, _, stderr) = irx_build(&ll, &exe, "/nonexistent.a");
    assert_eq!(status, Some(0), "{stderr}");
    assert_eq!(Command::new(&exe).output().unwrap().stdout, b"hi\n");
}

/// Issue 16, item 3a: every libm function brings `-lm`, not only `sqrt`.
#[test]
fn a_program_using_only_pow_links_libm() {
    let dir = common::scratch("clipow");
    let ll = dir.join("p.ll");
    std::fs::write(
        &ll,
        "declare double @pow(double, double)
declare double @atan2(double, double)
         define i32 @main(i32 %argc, i8** %argv) {
  %x = sitofp i32 %argc to double
           %p = call double @pow(double %x, double 10.0)
  %a = call double @atan2(double %p, double %x)
           %s = fadd double %p, %a
  %r = fptosi double %s to i32
  ret i32 %r
}
",
    )
    .unwrap();
    let (status, stdout, stderr) = irx_features(&ll, "/nonexistent.a");
    assert_eq!(status, Some(0), "{stderr}");
    assert_eq!(stdout, "features: libm\nlink: -lm\n");
    let exe = dir.join("p");
    let (status, _, stderr) = irx(&[
        "build",
        ll.to_str().unwrap(),
        "-o",
        exe.to_str().unwrap(),
        "--runtime",
        "/nonexistent.a",
        "--",
        "-O0",
    ]);
    assert_eq!(status, Some(0), "{stderr}");
    // pow(1, 10) + atan2(1, 1) = 1.785..., truncated to 1.
    assert_eq!(Command::new(&exe).status().unwrap().code(), Some(1));
}

/// Issue 16, item 7: `irx run` forwards output and status and turns the
/// assertion report line into a diagnostic (or JSON).
#[test]
fn irx_run_reports_assertions_and_forwards_status() {
    let dir = common::scratch("clirun");
    let archive = common::runtime_archive();
    let program = |name: &str, body: &str| {
        let ll = dir.join(name);
        std::fs::write(
            &ll,
            format!(
                "declare i32 @puts(i8*)\ndeclare void @__arx_assert_fail(i8*, i32, i32, i8*)\n\
                 @src = private constant [8 x i8] c\"a|b.arx\\00\"\n\
                 @msg = private constant [7 x i8] c\"x\\0Ay\\09z\\5C\\00\"\n\
                 @out = private constant [6 x i8] c\"hello\\00\"\n\
                 define i32 @main(i32 %argc, i8** %argv) {{\n{body}}}\n"
            ),
        )
        .unwrap();
        ll
    };
    let failing = program(
        "fail.ll",
        "  %o = getelementptr [6 x i8], [6 x i8]* @out, i64 0, i64 0\n  call i32 @puts(i8* %o)\n  \
         %s = getelementptr [8 x i8], [8 x i8]* @src, i64 0, i64 0\n  \
         %m = getelementptr [7 x i8], [7 x i8]* @msg, i64 0, i64 0\n  \
         call void @__arx_assert_fail(i8* %s, i32 12, i32 5, i8* %m)\n  unreachable\n",
    );
    let rt = archive.to_str().unwrap();
    let (status, stdout, stderr) = irx(&["run", failing.to_str().unwrap(), "--runtime", rt]);
    assert_eq!(status, Some(1), "{stderr}");
    assert_eq!(stdout, "hello\n");
    assert_eq!(stderr, "a|b.arx:12:5: assertion failed: x\ny\tz\\\n");
    let (status, _, stderr) = irx(&["run", failing.to_str().unwrap(), "--runtime", rt, "--json"]);
    assert_eq!(status, Some(1));
    assert_eq!(
        stderr,
        "{\"kind\":\"assertion\",\"source\":\"a|b.arx\",\"line\":12,\"col\":5,\"message\":\"x\\ny\\tz\\\\\"}\n"
    );
    // Arguments reach the program; its status comes back.
    let counting = program("argc.ll", "  ret i32 %argc\n");
    let (status, _, stderr) = irx(&[
        "run",
        counting.to_str().unwrap(),
        "--runtime",
        rt,
        "--",
        "a",
        "b",
    ]);
    assert_eq!(status, Some(3), "{stderr}");
}

/// Issue 16, item 4: a program that defines a function the archive exports
/// gets told so, by name, before the linker's "multiple definition".
#[test]
fn a_definition_that_clashes_with_the_runtime_is_named_before_linking() {
    let dir = common::scratch("cliclash");
    let rt = common::runtime_archive();
    for (case, ir) in [
        // Defines a runtime function it never calls (irx_list_destroy) while
        // using another one.
        (
            "unused",
            "declare i64 @irx_buffer_dtype_size(i64)\n\
             define void @irx_list_destroy(i8* %l) {\n  ret void\n}\n\
             define i32 @main() {\n  %s = call i64 @irx_buffer_dtype_size(i64 5)\n  \
             %r = trunc i64 %s to i32\n  ret i32 %r\n}\n",
        ),
        // Defines, and calls, its own irx_buffer_view_validate.
        (
            "used",
            "declare i64 @irx_buffer_dtype_size(i64)\n\
             define i32 @irx_buffer_view_validate(i8* %v) {\n  ret i32 0\n}\n\
             define i32 @main() {\n  %s = call i64 @irx_buffer_dtype_size(i64 5)\n  \
             %v = call i32 @irx_buffer_view_validate(i8* null)\n  ret i32 %v\n}\n",
        ),
    ] {
        let ll = dir.join(format!("{case}.ll"));
        std::fs::write(&ll, ir).unwrap();
        let exe = dir.join(case);
        let (status, _, stderr) = irx_build(&ll, &exe, rt.to_str().unwrap());
        assert_eq!(status, Some(1), "{case}: {stderr}");
        let name = if case == "unused" {
            "irx_list_destroy"
        } else {
            "irx_buffer_view_validate"
        };
        assert!(
            stderr.contains(&format!(
                "the program defines {name}, which libirx_runtime.a also exports"
            )),
            "{case}: {stderr}"
        );
        assert!(!stderr.contains("multiple definition"), "{case}: {stderr}");
    }
}

/// Issue 16, items 3b and 3c: a runtime symbol declared with another
/// signature is named with both signatures before clang runs; declarations
/// over several lines and with attributes are read as declarations.
#[test]
fn declarations_are_parsed_and_checked_against_the_registry() {
    let dir = common::scratch("clisig");
    let rt = common::runtime_archive();
    let rt = rt.to_str().unwrap();
    // IRx 1.25's irx_list_at (status and out-pointer) against the 1.18 one:
    // both signatures and the generation that has the declared one.
    let ll = dir.join("list125.ll");
    std::fs::write(
        &ll,
        "declare i32 @irx_list_at({i8*, i64, i64, i64}*, i64, i8**)\n\
         define i32 @main() {\n  ret i32 0\n}\n",
    )
    .unwrap();
    let (status, _, stderr) = irx_build(&ll, &dir.join("list125"), rt);
    assert_eq!(status, Some(1), "{stderr}");
    assert!(
        stderr.contains(
            "irx_list_at is declared with pyirx 1.25's signature `i32 (ptr, i64, ptr)`, \
             not IRx 1.18's `ptr (ptr, i64)`; build with --abi 1.25"
        ),
        "{stderr}"
    );
    // A declaration over three lines, with attributes: still pow, still -lm.
    let ll = dir.join("multiline.ll");
    std::fs::write(
        &ll,
        "declare dso_local noundef double\n    @pow(double noundef %x,\n         double noundef %y) #0\n\
         define i32 @main() {\n  %p = call double @pow(double 2.0, double 3.0)\n  \
         %r = fptosi double %p to i32\n  ret i32 %r\n}\nattributes #0 = { nounwind }\n",
    )
    .unwrap();
    let (status, stdout, stderr) = irx_features(&ll, rt);
    assert_eq!(status, Some(0), "{stderr}");
    assert_eq!(stdout, "features: libm\nlink: -lm\n");
    let exe = dir.join("multiline");
    let (status, _, stderr) = irx_build(&ll, &exe, rt);
    assert_eq!(status, Some(0), "{stderr}");
    assert_eq!(Command::new(&exe).status().unwrap().code(), Some(8));
}

#[test]
fn clang_not_found_and_clang_failed_are_different_errors() {
    let dir = common::scratch("clierr");
    let ll = dir.join("bad.ll");
    std::fs::write(&ll, "define i32 @main() {\n  ret i64 0\n}\n").unwrap();
    let out = dir.join("bad");
    let (status, _, stderr) = irx(&[
        "build",
        ll.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--clang",
        "/nonexistent/clang-42",
    ]);
    assert_eq!(status, Some(1));
    assert!(
        stderr.starts_with("irx: clang not found: could not run `/nonexistent/clang-42`"),
        "{stderr}"
    );
    let (status, _, stderr) = irx(&["build", ll.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(status, Some(1));
    assert!(
        stderr.starts_with("irx: clang failed with status 1\n"),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!(
            // shlex quotes what a shell could split or expand (the comma).
            "command: clang {} -o {} '-Wl,--strip-debug'\n",
            ll.display(),
            out.display()
        )),
        "{stderr}"
    );
    assert!(
        stderr.contains("error:"),
        "clang's own stderr is included: {stderr}"
    );
    // A wrong command line is status 2 (cli_usage.rs has the others).
    let (status, _, stderr) = irx(&["frobnicate"]);
    assert_eq!(status, Some(2));
    assert!(stderr.contains("unknown command frobnicate"));
}
