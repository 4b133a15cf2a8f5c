//! Issue 16, items 5 and 6: the unchecked form of each status-returning
//! lowering hands the status to the program, which continues (the checked
//! form of the same code reports and exits); literals are constant data and
//! one bulk append. Programs are built and run with clang 14 and clang 19.

mod common;

use common::{CLANGS, build_and_run, main_module};
use irx_emitter::ir::{CastOp, IntPred};
use irx_emitter::lower::{
    Elem, OnFailure, Scalar, SourceLoc, Status, Unchecked, array, buffer, externs, tensor,
};
use irx_emitter::{Dialect, FnType, FunctionBuilder, Module, Type, Value};

const LOC: SourceLoc<'static> = SourceLoc {
    file: "s.arx",
    line: 4,
    col: 2,
};

/// `1` when `p` is NULL, else `0`, as an `i32` for printf.
fn is_null(b: &mut FunctionBuilder<'_>, p: Value) -> Value {
    let null = b.icmp(IntPred::Eq, p, Value::null_i8_ptr(), "is_null");
    b.cast(CastOp::ZExt, null, Type::i32(), "is_null32")
}

/// The same failing lowering in either form: `from_dlpack(NULL)` is EINVAL.
fn from_null_dlpack<C: OnFailure>(b: &mut FunctionBuilder<'_>, on_fail: C) -> C::Out<Value> {
    externs::puts_str(b, "before").unwrap();
    tensor::from_dlpack(b, Value::null_i8_ptr(), on_fail).unwrap()
}

#[test]
fn unchecked_forms_return_the_status_and_the_program_goes_on() {
    for (clang, d) in CLANGS {
        let m = main_module(d, |b| {
            let Status { status, value } = from_null_dlpack(b, Unchecked::new());
            let null = is_null(b, value);
            externs::print_line(
                b,
                "from_dlpack(NULL): status %d, NULL tensor %d",
                vec![status, null],
            )
            .unwrap();
            // A negative extent: new_owned fails; the view is all zeros.
            let Status { status, value } =
                buffer::new_owned(b, Elem::F64, &[2, -1], Unchecked::new()).unwrap();
            let data = buffer::field(b, &value, buffer::Field::Data);
            let null = is_null(b, data);
            externs::print_line(
                b,
                "new_owned([2, -1]): status %d, NULL data %d",
                vec![status, null],
            )
            .unwrap();
            // One status for several lowerings: a literal, its view, an
            // element; all succeed.
            let mut st = Unchecked::new();
            let vals: Vec<_> = [7, 8, 9].map(|v| Some(Scalar::Int(v))).to_vec();
            let a = array::literal(b, Elem::I32, &vals, &mut st).unwrap();
            let x = array::value_at(b, a.clone(), Elem::I32, Value::i64(2), &mut st).unwrap();
            let Status { status, value } = st.finish(b, x).unwrap();
            externs::print_line(
                b,
                "literal, view, a[2]: status %d, a[2] = %d",
                vec![status, value],
            )
            .unwrap();
            array::release(b, a).unwrap();
            // A tensor literal, unchecked.
            let vals: Vec<_> = (1..=6).map(|v| Scalar::Float(v as f64 / 2.0)).collect();
            let Status { status, value } =
                tensor::literal(b, Elem::F32, &[2, 3], &vals, Unchecked::new()).unwrap();
            let view = tensor::borrow_view(b, value.clone(), 2, LOC).unwrap();
            let e = tensor::element(b, &view, Elem::F32, &[Value::i64(1), Value::i64(2)]).unwrap();
            let e = b.cast(CastOp::FPExt, e, Type::Double, "e");
            externs::print_line(
                b,
                "tensor literal: status %d, t[1][2] = %g",
                vec![status, e],
            )
            .unwrap();
            tensor::release(b, value).unwrap();
        });
        let r = build_and_run(&m, clang, "unchecked");
        assert_eq!(r.status, Some(0), "{clang}: {r:?}");
        assert_eq!(
            r.stdout,
            "before\nfrom_dlpack(NULL): status 22, NULL tensor 1\n\
             new_owned([2, -1]): status -1, NULL data 1\n\
             literal, view, a[2]: status 0, a[2] = 9\n\
             tensor literal: status 0, t[1][2] = 3\n",
            "{clang}"
        );

        // The checked form of the same lowering reports and exits.
        let m = main_module(d, |b| {
            from_null_dlpack(b, LOC);
            externs::puts_str(b, "not reached").unwrap();
        });
        let r = build_and_run(&m, clang, "checked");
        assert_eq!(r.status, Some(1), "{clang}: {r:?}");
        assert_eq!(r.stdout, "before\n");
        assert!(r.stderr.starts_with("ARX_ASSERT_FAIL|s.arx|4|2|"), "{r:?}");
    }
}

#[test]
fn the_unchecked_form_releases_the_builder_when_a_later_call_fails() {
    let m = main_module(Dialect::Opaque, |b| {
        let vals: Vec<_> = [1, 2].map(|v| Some(Scalar::Int(v))).to_vec();
        let r = array::literal(b, Elem::I64, &vals, Unchecked::new()).unwrap();
        array::release(b, r.value).unwrap();
    });
    let ir = m.to_ir();
    // append_values and finish each leave through a block that releases
    // the builder; builder_new's failure has nothing to release.
    assert_eq!(
        ir.matches("call void @irx_arrow_array_builder_release(ptr %builder)")
            .count(),
        2,
        "{ir}"
    );
    assert!(ir.contains("phi i32 [ 0, %ok.2 ], [ %status, %entry ], [ %status.1, %undo ], [ %status.2, %undo.1 ]"), "{ir}");
    assert!(!ir.contains("__arx_assert_fail"), "{ir}");
}

#[test]
fn literals_are_one_constant_and_one_bulk_append() {
    let m = main_module(Dialect::Opaque, |b| {
        let vals: Vec<_> = (0..1000)
            .map(|k| (k % 7 != 3).then_some(Scalar::Int(k)))
            .collect();
        for _ in 0..2 {
            let a = array::literal(b, Elem::I64, &vals, LOC).unwrap();
            array::release(b, a).unwrap();
        }
        let t: Vec<_> = (0..12).map(Scalar::Uint).collect();
        let t = tensor::literal(b, Elem::U16, &[3, 4], &t, LOC).unwrap();
        tensor::release(b, t).unwrap();
    });
    let ir = m.to_ir();
    let calls = |what: &str| ir.matches(&format!("call i32 @{what}(")).count();
    assert_eq!(calls("irx_arrow_array_builder_append_values"), 2, "{ir}");
    assert_eq!(calls("irx_arrow_tensor_builder_append_values"), 1, "{ir}");
    for per_element in ["append_int", "append_uint", "append_double", "append_null"] {
        assert!(!ir.contains(per_element), "{per_element} in\n{ir}");
    }
    // Identical literals share their data and bitmap.
    assert_eq!(ir.matches("constant [1000 x i64]").count(), 1, "{ir}");
    assert_eq!(ir.matches("constant [125 x i8]").count(), 1, "{ir}");
    assert!(ir.contains("[12 x i16] [i16 0, i16 1, "), "{ir}");
    // Two literals of 1000 elements: a few kilobytes of IR, not a call
    // and a check per element.
    assert!(ir.len() < 16_000, "{} bytes", ir.len());
}

#[test]
fn literals_out_of_their_element_range_are_refused_at_emit_time() {
    let mut m = Module::new("t", Dialect::Opaque);
    let mut b = m
        .define_function("f", FnType::new(Type::Void, vec![]), &[])
        .unwrap();
    for (elem, v) in [
        (Elem::I8, Scalar::Int(128)),
        (Elem::I8, Scalar::Int(-129)),
        (Elem::I32, Scalar::Int(1 << 31)),
        (Elem::U8, Scalar::Uint(256)),
        (Elem::U32, Scalar::Uint(1 << 32)),
    ] {
        let e = array::literal(&mut b, elem, &[Some(v)], LOC).unwrap_err();
        assert!(
            e.to_string()
                .contains(&format!("does not fit element type {}", elem.name())),
            "{e}"
        );
        let e = tensor::literal(&mut b, elem, &[1], &[v], LOC).unwrap_err();
        assert!(e.to_string().contains("does not fit"), "{e}");
    }
}

#[test]
fn large_literals_with_nulls_and_rounded_float32_run() {
    for (clang, d) in CLANGS {
        let m = main_module(d, |b| {
            let vals: Vec<_> = (0..1000i64)
                .map(|k| (k % 7 != 3).then_some(Scalar::Int(k - 500)))
                .collect();
            let a = array::literal(b, Elem::I16, &vals, LOC).unwrap();
            let len = array::length(b, a.clone()).unwrap();
            let nulls = array::null_count(b, a.clone()).unwrap();
            let x = array::value_at(b, a.clone(), Elem::I16, Value::i64(999), LOC).unwrap();
            let x = b.cast(CastOp::SExt, x, Type::i32(), "x");
            let v3 = array::is_valid(b, a.clone(), Value::i64(3), LOC).unwrap();
            let v3 = b.cast(CastOp::ZExt, v3, Type::i32(), "v3");
            externs::print_line(
                b,
                "len %lld nulls %lld a[999] %d valid(a[3]) %d",
                vec![len, nulls, x, v3],
            )
            .unwrap();
            array::release(b, a).unwrap();
            // 0.1 is not a float32: the constant holds the nearest one.
            let f = array::literal(b, Elem::F32, &[Some(Scalar::Float(0.1))], LOC).unwrap();
            let x = array::value_at(b, f.clone(), Elem::F32, Value::i64(0), LOC).unwrap();
            let x = b.cast(CastOp::FPExt, x, Type::Double, "x");
            externs::print_line(b, "%.9g", vec![x]).unwrap();
            array::release(b, f).unwrap();
        });
        let r = build_and_run(&m, clang, "large_literals");
        assert_eq!(r.status, Some(0), "{clang}: {r:?}");
        assert_eq!(
            r.stdout, "len 1000 nulls 143 a[999] 499 valid(a[3]) 0\n0.100000001\n",
            "{clang}"
        );
    }
}

#[test]
fn generated_names_never_collide_with_names_that_look_generated() {
    let mut m = Module::new("t", Dialect::Opaque);
    let mut b = m
        .define_function("f", FnType::new(Type::Void, vec![]), &[])
        .unwrap();
    let names: Vec<_> = ["x", "x", "x.1", "x.1", "x.1_", "7", "t7"]
        .iter()
        .map(|n| b.fresh(n).to_string())
        .collect();
    assert_eq!(
        names,
        ["x", "x.1", "x.1_", "x.1_.1", "x.1_.2", "t7", "t7.1"]
    );
}
