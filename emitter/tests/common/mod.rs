//! Shared helpers of the emitter's integration tests: compile emitted IR
//! with a real clang, link it against the release runtime archive, run it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

use irx_emitter::link::{self, BuildOptions};
use irx_emitter::{Dialect, FnType, FunctionBuilder, Module, Type, Value};

/// The two compilers the emitter supports: clang 14 reads typed pointers,
/// clang 19 opaque ones.
pub const CLANGS: [(&str, Dialect); 2] = [("clang", Dialect::Typed), ("clang-19", Dialect::Opaque)];

/// A module whose `main` is `body` and then `return 0` (unless `body`
/// ended the block itself).
pub fn main_module(d: Dialect, body: impl FnOnce(&mut FunctionBuilder<'_>)) -> Module {
    let mut m = Module::new("t", d);
    let mut b = m
        .define_function("main", FnType::new(Type::i32(), vec![]), &[])
        .unwrap();
    body(&mut b);
    if !b.is_terminated() {
        b.ret(Some(Value::i32(0)));
    }
    b.finish().unwrap();
    m
}

/// A program that prints "before" and then fails at run time
/// (`__arx_runtime_fail`) with fields that need every escape: code
/// `ARX-RUNTIME-TEST|1`, at `dir\prog.x` 7:3, message
/// "bad\tthing\nhappened|here".
pub fn runtime_fail_module(d: Dialect) -> Module {
    use irx_emitter::lower::{SourceLoc, exception, externs};
    main_module(d, |b| {
        externs::puts_str(b, "before").unwrap();
        exception::runtime_fail(
            b,
            "ARX-RUNTIME-TEST|1",
            SourceLoc::new("dir\\prog.x", 7, 3),
            "bad\tthing\nhappened|here",
        )
        .unwrap();
    })
}

/// `target/abi-1.25/libirx_runtime.a` (`make lib-1.25`); fails, never
/// skips, without it.
pub fn archive_1_25() -> PathBuf {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/abi-1.25/libirx_runtime.a");
    assert!(
        p.is_file(),
        "{} is missing: run `make lib-1.25` first (make check does)",
        p.display()
    );
    p
}

/// The 1.18 archive: `$IRX_TEST_ARCHIVE` (the Makefile sets it to the
/// archive of its build profile: `make check` and `make test` build the dev
/// one, `target/debug/libirx_runtime.a`), else `make lib`'s
/// `target/release/libirx_runtime.a`; end-to-end tests fail (never skip)
/// without it.
pub fn runtime_archive() -> PathBuf {
    let p = match std::env::var_os("IRX_TEST_ARCHIVE") {
        Some(path) => PathBuf::from(path),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/release/libirx_runtime.a"),
    };
    assert!(
        p.is_file(),
        "{} is missing: run `make lib` first (make check does)",
        p.display()
    );
    p
}

/// A fresh scratch directory for one test.
pub fn scratch(name: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "{name}-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The result of running a built program.
#[derive(Debug)]
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub status: Option<i32>,
}

impl Run {
    /// Asserts the run's whole output and exit status (`what` names the
    /// run in a failure).
    pub fn expect(&self, stdout: &str, stderr: &str, status: i32, what: &str) {
        assert_eq!(self.stdout, stdout, "{what}");
        assert_eq!(self.stderr, stderr, "{what}");
        assert_eq!(self.status, Some(status), "{what}");
    }
}

/// Write `m`, build it with `clang` through the same driver `irx build`
/// uses, run it.
pub fn build_and_run(m: &Module, clang: &str, name: &str) -> Run {
    run_program(Command::new(build(m, clang, name)))
}

/// Write `m` and build it with `clang` as `irx build` does; the program.
pub fn build(m: &Module, clang: &str, name: &str) -> PathBuf {
    let dir = scratch(name);
    let ll = dir.join(format!("{name}.ll"));
    let exe = dir.join(name);
    std::fs::write(&ll, m.to_ir()).unwrap();
    let opts = BuildOptions {
        clang: clang.into(),
        runtime: Some(runtime_archive()),
        ..BuildOptions::default()
    };
    if let Err(e) = link::build(&ll, &exe, &opts) {
        panic!(
            "{name} with {clang} did not build: {e}\n--- IR ---\n{}",
            m.to_ir()
        );
    }
    exe
}

/// Runs a built program (or a wrapper such as valgrind around it).
pub fn run_program(mut command: Command) -> Run {
    let out = command.output().unwrap();
    Run {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        status: out.status.code(),
    }
}

/// Runs `command`; panics with `what` and the command's stderr unless it
/// ran and exited 0.
pub fn run_ok(command: &mut Command, what: &str) -> Output {
    let out = command
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot run: {e}"));
    assert!(
        out.status.success(),
        "{what}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// `llvm-as` (LLVM 14) + `opt -passes=verify` on typed-pointer IR.
pub fn verify_with_llvm14(ir: &str, name: &str) {
    let dir = scratch(name);
    let ll = dir.join("m.ll");
    let bc = dir.join("m.bc");
    std::fs::write(&ll, ir).unwrap();
    run_ok(
        Command::new("llvm-as").arg(&ll).arg("-o").arg(&bc),
        &format!("llvm-as rejected {name}"),
    );
    run_ok(
        Command::new("opt")
            .args(["-passes=verify", "-disable-output"])
            .arg(&bc),
        &format!("opt -passes=verify rejected {name}"),
    );
}

/// `clang -c` the IR (clang verifies the module before code generation).
pub fn compile_with(ir: &str, clang: &str, name: &str) {
    let dir = scratch(name);
    let ll = dir.join("m.ll");
    std::fs::write(&ll, ir).unwrap();
    run_ok(
        Command::new(clang)
            .args(["-c", "-Werror"])
            .arg(&ll)
            .arg("-o")
            .arg(dir.join("m.o")),
        &format!("{clang} rejected {name}"),
    );
}

/// `irx ARGS...` (the binary under test, with `$IRX_RUNTIME_LIB` unset):
/// (status, stdout, stderr).
pub fn irx(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_irx"))
        .args(args)
        .env_remove("IRX_RUNTIME_LIB")
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
