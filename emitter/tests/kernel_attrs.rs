//! Issue 16, item 8: a kernel over views' data pointers carries `align 64`,
//! `readonly nocapture` and `noalias` where the lowering knows them, the
//! program runs (clang 14 and clang 19), and LLVM's `-O2` vectorises the
//! kernel's loop without a runtime alias check, which it needs for the same
//! kernel without the attributes.

mod common;

use std::process::Command;

use common::{CLANGS, build_and_run, run_ok, scratch};
use irx_emitter::ir::BinOp;
use irx_emitter::lower::buffer::{self, DataFacts, View};
use irx_emitter::lower::kernel::{self, Access, KernelParam};
use irx_emitter::lower::{Elem, SourceLoc, externs};
use irx_emitter::{Dialect, FnType, FunctionBuilder, Module, Type, Value};

const LOC: SourceLoc<'static> = SourceLoc {
    file: "k.arx",
    line: 1,
    col: 1,
};
const N: i64 = 1000;

/// `out[i] = 2 * x[i] + y[i]` for `i < n`.
fn axpy_body(b: &mut FunctionBuilder<'_>) {
    let (out, x, y, n) = (b.param(0), b.param(1), b.param(2), b.param(3));
    b.counted_loop("i", n, |b, i| {
        let at = |b: &mut FunctionBuilder<'_>, p: &Value, name| {
            b.gep(Type::Double, p.clone(), vec![i.clone()], name)
        };
        let xp = at(b, &x, "xp");
        let yp = at(b, &y, "yp");
        let op = at(b, &out, "op");
        let xv = b.load(Type::Double, xp, "xv");
        let yv = b.load(Type::Double, yp, "yv");
        let twice = b.bin(BinOp::FMul, xv, Value::f64(2.0), "twice");
        let sum = b.bin(BinOp::FAdd, twice, yv, "sum");
        b.store(sum, op);
        Ok(())
    })
    .unwrap();
    b.ret(None);
}

/// A module with the kernel `axpy` and a `main` that runs it on three
/// owned views of N doubles and prints the sum of the result. With `facts`
/// false the kernel's parameters say nothing (the code before item 8).
fn program(d: Dialect, facts: bool) -> Module {
    let mut m = Module::new("k", d);
    // The views main makes: each its own runtime allocation.
    let views: Vec<View> = {
        let mut b = m
            .define_function("main", FnType::new(Type::i32(), vec![]), &[])
            .unwrap();
        let views: Vec<View> = (0..3)
            .map(|_| buffer::new_owned(&mut b, Elem::F64, &[N], LOC).unwrap())
            .collect();
        let (out, x, y) = (&views[0], &views[1], &views[2]);
        b.counted_loop("fill", Value::i64(N), |b, i| {
            let f = b.cast(
                irx_emitter::ir::CastOp::SIToFP,
                i.clone(),
                Type::Double,
                "f",
            );
            buffer::store_element(b, x, Elem::F64, std::slice::from_ref(&i), f)?;
            buffer::store_element(b, y, Elem::F64, &[i], Value::f64(1.0))
        })
        .unwrap();
        let args = vec![
            kernel::data_arg(&mut b, out, Elem::F64),
            kernel::data_arg(&mut b, x, Elem::F64),
            kernel::data_arg(&mut b, y, Elem::F64),
            Value::i64(N),
        ];
        let f = b
            .module()
            .declare(
                "axpy",
                FnType::new(
                    Type::Void,
                    vec![
                        Type::Double.ptr_to(),
                        Type::Double.ptr_to(),
                        Type::Double.ptr_to(),
                        Type::i64(),
                    ],
                ),
                false,
            )
            .unwrap();
        b.call(&f, args, "").unwrap();
        let acc = b.entry_alloca(Type::Double, "acc");
        b.store(Value::f64(0.0), acc.clone());
        b.counted_loop("sum", Value::i64(N), |b, i| {
            let v = buffer::load_element(b, out, Elem::F64, &[i])?;
            let s = b.load(Type::Double, acc.clone(), "s");
            let s = b.bin(BinOp::FAdd, s, v, "s");
            b.store(s, acc.clone());
            Ok(())
        })
        .unwrap();
        let total = b.load(Type::Double, acc, "total");
        externs::print_line(&mut b, "sum %.1f", vec![total]).unwrap();
        for v in &views {
            buffer::release(&mut b, v, LOC).unwrap();
        }
        b.ret(Some(Value::i32(0)));
        b.finish().unwrap();
        views
    };
    let param = |name, v: &View, access| {
        let mut p = KernelParam::data_of(name, v, Elem::F64, access).unwrap();
        if !facts && let KernelParam::Data { facts, access, .. } = &mut p {
            *facts = DataFacts::UNKNOWN;
            *access = Access::ReadWrite;
        }
        p
    };
    let params = [
        param("out", &views[0], Access::ReadWrite),
        param("x", &views[1], Access::Read),
        param("y", &views[2], Access::Read),
        KernelParam::scalar("n", Type::i64()),
    ];
    let mut b = kernel::define(&mut m, "axpy", Type::Void, &params).unwrap();
    axpy_body(&mut b);
    b.finish().unwrap();
    m
}

/// The kernel's definition in `ir`.
fn kernel_text(ir: &str) -> &str {
    let start = ir.find("define void @axpy(").expect("axpy is defined");
    let end = ir[start..].find("\n}\n").expect("axpy ends") + start;
    &ir[start..end]
}

/// `ir` after LLVM's -O2: `opt` (LLVM 14) for typed pointers, clang 19 for
/// opaque ones (no `opt` of that version is installed).
fn optimised(ir: &str, d: Dialect) -> String {
    let dir = scratch("kernel_opt");
    let ll = dir.join("k.ll");
    let out = dir.join("k.opt.ll");
    std::fs::write(&ll, ir).unwrap();
    let mut cmd = match d {
        Dialect::Typed => {
            let mut c = Command::new("opt");
            c.args(["-O2", "-S"]);
            c
        }
        Dialect::Opaque => {
            let mut c = Command::new("clang-19");
            c.args(["-O2", "-S", "-emit-llvm", "-Wno-override-module"]);
            c
        }
    };
    run_ok(cmd.arg(&ll).arg("-o").arg(&out), "-O2");
    std::fs::read_to_string(out).unwrap()
}

#[test]
fn kernel_parameters_carry_what_the_lowering_knows() {
    let ir = program(Dialect::Opaque, true).to_ir();
    assert!(
        kernel_text(&ir).starts_with(
            "define void @axpy(ptr noalias align 64 %out, \
             ptr noalias nocapture readonly align 64 %x, \
             ptr noalias nocapture readonly align 64 %y, i64 %n)"
        ),
        "{ir}"
    );
    let ir = program(Dialect::Typed, false).to_ir();
    assert!(
        kernel_text(&ir)
            .starts_with("define void @axpy(double* %out, double* %x, double* %y, i64 %n)"),
        "{ir}"
    );
}

#[test]
fn the_kernel_runs_and_vectorises_without_a_runtime_alias_check() {
    for (clang, d) in CLANGS {
        let m = program(d, true);
        let r = build_and_run(&m, clang, "kernel");
        // sum of 2i + 1 for i < 1000
        assert_eq!(
            (r.status, r.stdout.as_str()),
            (Some(0), "sum 1000000.0\n"),
            "{clang}: {r:?}"
        );
        let with = optimised(&m.to_ir(), d);
        let k = kernel_text(&with);
        assert!(k.contains("vector.body"), "{clang}: not vectorised:\n{k}");
        assert!(
            !k.contains("vector.memcheck"),
            "{clang}: alias check left:\n{k}"
        );

        // Without the attributes (as before item 8) LLVM checks at run time.
        let without = optimised(&program(d, false).to_ir(), d);
        let k = kernel_text(&without);
        assert!(
            k.contains("vector.memcheck"),
            "{clang}: expected an alias check:\n{k}"
        );
    }
}

#[test]
fn noalias_needs_distinct_allocations_or_only_reads() {
    let fresh = |id| DataFacts {
        align: Some(64),
        alloc: Some(id),
    };
    let data = |facts, access| KernelParam::Data {
        name: "p".into(),
        elem: Elem::F64,
        facts,
        access,
    };
    use Access::{Read, ReadWrite};
    let noalias = |params: &[KernelParam]| -> Vec<bool> {
        kernel::param_attrs(params)
            .iter()
            .map(|a| a.noalias)
            .collect()
    };
    // Same allocation (a view and a shallow view of it), one written.
    assert_eq!(
        noalias(&[data(fresh(1), ReadWrite), data(fresh(1), Read)]),
        [false, false]
    );
    // Unknown provenance, one written.
    assert_eq!(
        noalias(&[data(fresh(1), ReadWrite), data(DataFacts::UNKNOWN, Read)]),
        [false, false]
    );
    // Only reads: fine whatever the provenance.
    assert_eq!(
        noalias(&[
            data(DataFacts::UNKNOWN, Read),
            data(DataFacts::UNKNOWN, Read)
        ]),
        [true, true]
    );
    // Distinct allocations.
    assert_eq!(
        noalias(&[data(fresh(1), ReadWrite), data(fresh(2), ReadWrite)]),
        [true, true]
    );
    // A readonly view cannot be a written parameter.
    let mut m = Module::new("t", Dialect::Opaque);
    let mut b = m
        .define_function("f", FnType::new(Type::Void, vec![]), &[])
        .unwrap();
    let v = buffer::new_owned(&mut b, Elem::F64, &[4], LOC).unwrap();
    let ro = View {
        mutability: buffer::Mutability::Readonly,
        ..v
    };
    assert!(KernelParam::data_of("p", &ro, Elem::F64, ReadWrite).is_err());
    b.ret(None);
    b.finish().unwrap();
    // Pointer attributes on a scalar are refused.
    let mut b = m
        .define_function("g", FnType::new(Type::Void, vec![Type::i64()]), &["n"])
        .unwrap();
    let attrs = irx_emitter::ir::ParamAttrs {
        noalias: true,
        ..Default::default()
    };
    b.set_param_attrs(0, attrs);
    b.ret(None);
    let e = b.finish().unwrap_err().to_string();
    assert!(e.contains("not a pointer"), "{e}");
}
