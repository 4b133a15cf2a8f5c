//! End to end: emit → clang 14 (typed pointers) and clang 19 (opaque) →
//! link with libirx_runtime.a → run → check output and exit status, for
//! buffer views, lists, assertions, checked calls and libc/libm externs.

mod common;

use std::process::Command;

use common::{CLANGS, build_and_run, main_module};
use irx_emitter::ir::{CastOp, IntPred};
use irx_emitter::lower::buffer::{
    self, FLAG_BORROWED, FLAG_C_CONTIGUOUS, FLAG_WRITABLE, ViewFields,
};
use irx_emitter::lower::{Elem, SourceLoc, assert, externs, list, tensor};
use irx_emitter::{Dialect, Feature, FnType, Module, Type, Value};

fn loc(line: i32) -> SourceLoc<'static> {
    SourceLoc::new("t.arx", line, 5)
}

/// Issue 16, item 1: a function builds a transposed view and returns it;
/// the caller sums it and releases it. The transposed shape and strides
/// used to live in the dead callee's frame; now they are runtime memory the
/// view owns. Run for real with both clangs and under valgrind.
#[test]
fn a_returned_transposed_view_outlives_its_function() {
    for (clang, d) in CLANGS {
        let mut m = Module::new("t", d);
        let view_ty = buffer::view_type(&mut m).unwrap();
        let mut f = m
            .define_function("make_transposed", FnType::new(view_ty.clone(), vec![]), &[])
            .unwrap();
        let v = buffer::new_owned(&mut f, Elem::I64, &[2, 3], loc(1)).unwrap();
        for i in 0..2 {
            for j in 0..3 {
                let x = Value::i64(10 * i + j);
                buffer::store_element(&mut f, &v, Elem::I64, &[Value::i64(i), Value::i64(j)], x)
                    .unwrap();
            }
        }
        let t = tensor::transpose(&mut f, &v, loc(2)).unwrap();
        // The transposed view keeps the storage: drop this frame's reference.
        buffer::release(&mut f, &v, loc(3)).unwrap();
        f.ret(Some(t.value));
        f.finish().unwrap();
        let mut b = m
            .define_function("main", FnType::new(Type::i32(), vec![]), &[])
            .unwrap();
        let make = irx_emitter::FuncRef {
            name: "make_transposed".into(),
            ty: std::rc::Rc::new(FnType::new(view_ty, vec![])),
            noreturn: false,
        };
        let value = b.call(&make, vec![], "t").unwrap();
        let t = buffer::View {
            value,
            ownership: buffer::Ownership::Owned,
            mutability: buffer::Mutability::Writable,
            ndim: Some(2),
            facts: buffer::DataFacts::UNKNOWN,
        };
        // Clobber the stack the callee used before reading the view.
        let _ = b.call(&make, vec![], "again").unwrap();
        let mut sum = Value::i64(0);
        for i in 0..3 {
            for j in 0..2 {
                let x =
                    buffer::load_element(&mut b, &t, Elem::I64, &[Value::i64(i), Value::i64(j)])
                        .unwrap();
                sum = b.add(sum, x, "sum");
            }
        }
        let shape = buffer::field(&mut b, &t, buffer::Field::Shape);
        let rows = buffer::load_i64_at(&mut b, shape, 0, "rows");
        externs::print_line(&mut b, "sum %lld rows %lld", vec![sum, rows]).unwrap();
        buffer::release(&mut b, &t, loc(4)).unwrap();
        b.ret(Some(Value::i32(0)));
        b.finish().unwrap();
        let exe = common::build(&m, clang, "returned_view");
        let r = common::run_program(Command::new(&exe));
        assert_eq!(r.status, Some(0), "{clang}: {r:?}");
        assert_eq!(r.stdout, "sum 36 rows 3\n", "{clang}");
        let mut vg = Command::new("valgrind");
        vg.args([
            "-q",
            "--error-exitcode=9",
            "--leak-check=full",
            "--errors-for-leak-kinds=definite",
        ])
        .arg(&exe);
        let r = common::run_program(vg);
        assert_eq!(r.status, Some(0), "{clang} under valgrind: {r:?}");
        assert_eq!(r.stdout, "sum 36 rows 3\n", "{clang}");
    }
}

#[test]
fn buffer_views_owned_shallow_borrowed_and_raw_writes() {
    for (clang, d) in CLANGS {
        let m = main_module(d, |b| {
            // Owned 2x3 int32: v[i][j] = 10 i + j through shape/strides.
            let v = buffer::new_owned(b, Elem::I32, &[2, 3], loc(1)).unwrap();
            for i in 0..2 {
                for j in 0..3 {
                    let x = Value::i32((10 * i + j) as i32);
                    buffer::store_element(b, &v, Elem::I32, &[Value::i64(i), Value::i64(j)], x)
                        .unwrap();
                }
            }
            let a =
                buffer::load_element(b, &v, Elem::I32, &[Value::i64(1), Value::i64(2)]).unwrap();
            // Transposed shallow view: same memory, swapped shape/strides.
            let shape = buffer::field(b, &v, buffer::Field::Shape);
            let strides = buffer::field(b, &v, buffer::Field::Strides);
            let load = |b: &mut irx_emitter::FunctionBuilder<'_>, p: &Value, k| {
                let q = b.gep(Type::i64(), p.clone(), vec![Value::i64(k)], "q");
                b.load(Type::i64(), q, "x")
            };
            let (e0, e1) = (load(b, &shape, 1), load(b, &shape, 0));
            let (s0, s1) = (load(b, &strides, 1), load(b, &strides, 0));
            let off = buffer::field(b, &v, buffer::Field::OffsetBytes);
            let t = buffer::shallow_view(b, &v, &[e0, e1], &[s0, s1], off, loc(1)).unwrap();
            let t21 =
                buffer::load_element(b, &t, Elem::I32, &[Value::i64(2), Value::i64(1)]).unwrap();
            let t01 =
                buffer::load_element(b, &t, Elem::I32, &[Value::i64(0), Value::i64(1)]).unwrap();
            // Writing through the transposed view is visible in the original.
            buffer::store_element(
                b,
                &t,
                Elem::I32,
                &[Value::i64(1), Value::i64(0)],
                Value::i32(99),
            )
            .unwrap();
            let v01 =
                buffer::load_element(b, &v, Elem::I32, &[Value::i64(0), Value::i64(1)]).unwrap();
            // BufferViewWrite: one i8 at offset_bytes + byte_offset.
            buffer::write_byte(b, &v, Value::i64(4), Value::int(8, 7)).unwrap();
            let v01b =
                buffer::load_element(b, &v, Elem::I32, &[Value::i64(0), Value::i64(1)]).unwrap();
            externs::print_line(
                b,
                "v[1][2]=%d t[2][1]=%d t[0][1]=%d v[0][1]=%d after byte write %d",
                vec![a, t21, t01, v01, v01b],
            )
            .unwrap();
            // The transposed view owns its layout and a reference to v's storage.
            buffer::release(b, &t, loc(5)).unwrap();
            buffer::retain(b, &v, loc(2)).unwrap();
            let v = buffer::release(b, &v, loc(3)).unwrap();
            let owner = buffer::field(b, &v, buffer::Field::Owner);
            let cleared = b.icmp(IntPred::Eq, owner, Value::null_i8_ptr(), "cleared");
            let cleared = b.cast(CastOp::ZExt, cleared, Type::i32(), "c");
            externs::print_line(b, "owner cleared after release: %d", vec![cleared]).unwrap();
            // The retain above keeps the storage alive for one more release.
            let _ = buffer::release(b, &v, loc(4)).unwrap();

            // A borrowed, writable view over a stack array built field by field.
            let arr_ty = Type::array(4, Type::i16());
            let storage = b.alloca(arr_ty.clone(), "storage");
            b.store(Value::Zero(arr_ty), storage.clone());
            let shape = b.module().i64_table("shape4", &[4]);
            let strides = b.module().i64_table("strides2", &[2]);
            let sp = b.gep(
                Type::array(1, Type::i64()),
                shape,
                vec![Value::i64(0), Value::i64(0)],
                "sp",
            );
            let tp = b.gep(
                Type::array(1, Type::i64()),
                strides,
                vec![Value::i64(0), Value::i64(0)],
                "tp",
            );
            let bv = buffer::make_view(
                b,
                ViewFields {
                    data: storage,
                    owner: Value::null_i8_ptr(),
                    dtype: Elem::I16,
                    ndim: 1,
                    shape: sp,
                    strides: tp,
                    offset_bytes: Value::i64(2),
                    flags: FLAG_BORROWED | FLAG_WRITABLE | FLAG_C_CONTIGUOUS,
                },
            )
            .unwrap();
            buffer::store_element(b, &bv, Elem::I16, &[Value::i64(1)], Value::int(16, -300))
                .unwrap();
            let x = buffer::load_element(b, &bv, Elem::I16, &[Value::i64(1)]).unwrap();
            let x = b.cast(CastOp::SExt, x, Type::i32(), "x32");
            externs::print_line(b, "borrowed int16 view (offset 2 bytes): [1] = %d", vec![x])
                .unwrap();
        });
        assert_eq!(
            m.features(),
            [Feature::Buffer, Feature::Assertions, Feature::Libc].as_slice(),
            "features in activation order"
        );
        let r = build_and_run(&m, clang, "buffer");
        assert_eq!(r.status, Some(0), "{clang}: {r:?}");
        assert_eq!(
            r.stdout,
            "v[1][2]=12 t[2][1]=12 t[0][1]=10 v[0][1]=99 after byte write 7\n\
             owner cleared after release: 1\n\
             borrowed int16 view (offset 2 bytes): [1] = -300\n",
            "{clang}"
        );
    }
}

#[test]
fn checked_calls_report_the_runtime_error_through_the_assert_reporter() {
    for (clang, d) in CLANGS {
        let m = main_module(d, |b| {
            externs::puts_str(b, "before").unwrap();
            // A negative extent: irx_buffer_view_new_owned fails.
            buffer::new_owned(b, Elem::F64, &[2, -1], loc(7)).unwrap();
            externs::puts_str(b, "not reached").unwrap();
        });
        let r = build_and_run(&m, clang, "checked");
        assert_eq!(r.status, Some(1), "{clang}: {r:?}");
        assert_eq!(r.stdout, "before\n");
        let line = r.stderr.trim_end();
        assert!(
            line.starts_with("ARX_ASSERT_FAIL|t.arx|7|5|")
                && line.len() > "ARX_ASSERT_FAIL|t.arx|7|5|".len(),
            "{clang}: {line:?}"
        );
        assert_eq!(r.stderr.lines().count(), 1, "{clang}: {r:?}");
    }
}

#[test]
fn lists_grow_index_and_destroy() {
    for (clang, d) in CLANGS {
        let m = main_module(d, |b| {
            let l = list::new(b, &Type::Double).unwrap();
            b.counted_loop("loop", Value::i64(1000), |b, i| {
                let x = b.cast(CastOp::SIToFP, i, Type::Double, "x");
                let half = b.bin(irx_emitter::ir::BinOp::FMul, x, Value::f64(0.5), "half");
                list::append(b, l.clone(), half, loc(1))
            })
            .unwrap();
            let n = list::len(b, l.clone());
            let cap = list::capacity(b, l.clone());
            let x = list::get(b, l.clone(), Type::Double, Value::i64(999)).unwrap();
            externs::print_line(b, "len %lld cap %lld last %.1f", vec![n, cap, x]).unwrap();
            list::destroy(b, l.clone()).unwrap();
            let n = list::len(b, l);
            externs::print_line(b, "after destroy len %lld", vec![n]).unwrap();
        });
        assert_eq!(
            m.features(),
            [Feature::List, Feature::Assertions, Feature::Libc].as_slice()
        );
        let r = build_and_run(&m, clang, "list");
        assert_eq!(r.status, Some(0), "{clang}: {r:?}");
        assert_eq!(
            r.stdout,
            "len 1000 cap 1024 last 499.5\nafter destroy len 0\n"
        );
    }
}

#[test]
fn list_index_out_of_range_exits_with_status_1() {
    for (clang, d) in CLANGS {
        let m = main_module(d, |b| {
            let l = list::new(b, &Type::i32()).unwrap();
            list::append(b, l.clone(), Value::i32(1), loc(1)).unwrap();
            let x = list::get(b, l, Type::i32(), Value::i64(5)).unwrap();
            externs::print_line(b, "%d", vec![x]).unwrap();
        });
        let r = build_and_run(&m, clang, "list_oob");
        assert_eq!(r.status, Some(1), "{clang}: {r:?}");
        assert_eq!(r.stdout, "");
        assert_eq!(r.stderr.lines().count(), 1, "{r:?}");
    }
}

#[test]
fn assertions_pass_and_fail() {
    for (clang, d) in CLANGS {
        let m = main_module(d, |b| {
            assert::assert_true(b, Value::bool(true), loc(1), "fine").unwrap();
            externs::puts_str(b, "passed").unwrap();
            let two = b.add(Value::i32(1), Value::i32(1), "two");
            let c = b.icmp(IntPred::Eq, two, Value::i32(3), "c");
            assert::assert_true(
                b,
                c,
                SourceLoc::new("a|b.arx", 12, 34),
                "1 + 1 == 3 | \\ \n",
            )
            .unwrap();
            externs::puts_str(b, "not reached").unwrap();
        });
        assert_eq!(
            m.features(),
            [Feature::Assertions, Feature::Libc].as_slice()
        );
        let ir = m.to_ir();
        assert!(ir.contains("declare void @__arx_assert_fail"), "{ir}");
        assert!(ir.contains(") noreturn\n"), "{ir}");
        let r = build_and_run(&m, clang, "assert");
        assert_eq!(r.status, Some(1), "{clang}: {r:?}");
        assert_eq!(r.stdout, "passed\n");
        assert_eq!(
            r.stderr, "ARX_ASSERT_FAIL|a\\pb.arx|12|34|1 + 1 == 3 \\p \\\\ \\n\n",
            "{clang}"
        );
    }
}

/// Issue 16, item 2: a line of any length is printed whole (a 512-byte
/// buffer used to cut it at 511 bytes).
#[test]
fn print_line_prints_long_lines_whole() {
    let long = "x".repeat(5000);
    for (clang, d) in CLANGS {
        let m = main_module(d, |b| {
            let s = b.module().c_string(&long);
            externs::print_line(b, &format!("{long}|%s|%d"), vec![s, Value::i32(7)]).unwrap();
        });
        let r = build_and_run(&m, clang, "long_line");
        assert_eq!(r.status, Some(0), "{clang}: {r:?}");
        assert_eq!(r.stdout, format!("{long}|{long}|7\n"), "{clang}");
    }
}

#[test]
fn libc_and_libm_externs_through_the_registry() {
    for (clang, d) in CLANGS {
        let m = main_module(d, |b| {
            let r = externs::sqrt(b, Value::f64(2.0)).unwrap();
            externs::print_line(b, "sqrt(2) = %.6f", vec![r]).unwrap();
            let p = externs::malloc(b, Value::i64(16)).unwrap();
            let is_null = b.icmp(IntPred::Eq, p, Value::null_i8_ptr(), "n");
            let is_null = b.cast(CastOp::ZExt, is_null, Type::i32(), "n32");
            externs::print_line(b, "malloc NULL: %d", vec![is_null]).unwrap();
            // A front end's own extern naming a registry symbol reuses it.
            let puts = b
                .module()
                .declare_extern("puts", FnType::new(Type::i32(), vec![Type::i8_ptr()]))
                .unwrap();
            let s = b.module().c_string("bye");
            b.call(&puts, vec![s], "r").unwrap();
            externs::exit(b, Value::i32(3)).unwrap();
        });
        assert_eq!(m.features(), [Feature::Libm, Feature::Libc].as_slice());
        let ir = m.to_ir();
        assert_eq!(ir.matches("declare i32 @puts(").count(), 1, "{ir}");
        let r = build_and_run(&m, clang, "externs");
        assert_eq!(r.status, Some(3), "{clang}: {r:?}");
        assert_eq!(r.stdout, "sqrt(2) = 1.414214\nmalloc NULL: 0\nbye\n");
    }
}

#[test]
fn runtime_programs_are_small_and_need_only_libc_and_libm() {
    let m = main_module(Dialect::Typed, |b| {
        let l = list::new(b, &Type::i64()).unwrap();
        list::append(b, l.clone(), Value::i64(1), loc(1)).unwrap();
        let v = buffer::new_owned(b, Elem::F64, &[3], loc(2)).unwrap();
        let _ = buffer::release(b, &v, loc(3)).unwrap();
    });
    let dir = common::scratch("small");
    let ll = dir.join("small.ll");
    let exe = dir.join("small");
    std::fs::write(&ll, m.to_ir()).unwrap();
    let opts = irx_emitter::link::BuildOptions {
        runtime: Some(common::runtime_archive()),
        ..Default::default()
    };
    irx_emitter::link::build(&ll, &exe, &opts).unwrap();
    let size = std::fs::metadata(&exe).unwrap().len();
    assert!(size < 1_000_000, "{size} bytes");
    let out = std::process::Command::new("readelf")
        .arg("-d")
        .arg(&exe)
        .output()
        .unwrap();
    let dynamic = String::from_utf8_lossy(&out.stdout);
    for line in dynamic.lines().filter(|l| l.contains("(NEEDED)")) {
        let lib = line.rsplit('[').next().unwrap().trim_end_matches(']');
        assert!(
            [
                "libc.so.6",
                "libm.so.6",
                "libpthread.so.0",
                "libdl.so.2",
                "ld-linux-x86-64.so.2"
            ]
            .contains(&lib),
            "unexpected shared library {lib}"
        );
    }
    assert_eq!(
        std::process::Command::new(&exe).status().unwrap().code(),
        Some(0)
    );
}
