//! End to end for the Arrow array and tensor lowerings: emit → clang 14
//! and clang 19 → link with libirx_runtime.a → run → check the output.

mod common;

#[allow(dead_code)]
#[path = "../examples/demo.rs"]
mod demo;

use common::{CLANGS, build_and_run, main_module};
use irx_emitter::ir::CastOp;
use irx_emitter::lower::buffer;
use irx_emitter::lower::{Elem, Scalar, SourceLoc, array, externs, tensor};
use irx_emitter::{Feature, FunctionBuilder, Type, Value};

const LOC: SourceLoc<'static> = SourceLoc {
    file: "arrow.arx",
    line: 1,
    col: 1,
};

/// A printf argument for an element value (C varargs promotion).
fn promote(b: &mut FunctionBuilder<'_>, elem: Elem, v: Value) -> (Value, &'static str) {
    match elem {
        Elem::F32 => (b.cast(CastOp::FPExt, v, Type::Double, "d"), "%g"),
        Elem::F64 => (v, "%g"),
        Elem::I64 => (v, "%lld"),
        Elem::U64 => (v, "%llu"),
        e if e.is_signed_int() => (b.cast(CastOp::SExt, v, Type::i64(), "w"), "%lld"),
        _ => (b.cast(CastOp::ZExt, v, Type::i64(), "w"), "%lld"),
    }
}

fn sample(elem: Elem) -> [Scalar; 2] {
    match elem {
        Elem::Bool => [Scalar::Bool(true), Scalar::Bool(false)],
        Elem::I8 => [Scalar::Int(-128), Scalar::Int(127)],
        Elem::I16 => [Scalar::Int(-32768), Scalar::Int(300)],
        Elem::I32 => [Scalar::Int(i64::from(i32::MIN)), Scalar::Int(7)],
        Elem::I64 => [Scalar::Int(i64::MIN), Scalar::Int(i64::MAX)],
        Elem::U8 => [Scalar::Uint(255), Scalar::Uint(1)],
        Elem::U16 => [Scalar::Uint(65535), Scalar::Uint(2)],
        Elem::U32 => [Scalar::Uint(u64::from(u32::MAX)), Scalar::Uint(3)],
        Elem::U64 => [Scalar::Uint(u64::MAX), Scalar::Uint(4)],
        Elem::F32 => [Scalar::Float(-1.5), Scalar::Float(0.25)],
        Elem::F64 => [Scalar::Float(1e300), Scalar::Float(-2.5)],
    }
}

fn expected_value(s: Scalar) -> String {
    match s {
        Scalar::Int(v) => v.to_string(),
        Scalar::Uint(v) => v.to_string(),
        Scalar::Float(v) => {
            // printf %g of the values above
            match v {
                1e300 => "1e+300".into(),
                _ => format!("{v}"),
            }
        }
        Scalar::Bool(v) => v.to_string(),
    }
}

/// Element `index` of a 3-d uint16 view (the index in constants).
fn u16_at(b: &mut FunctionBuilder<'_>, view: &buffer::View, index: [i64; 3]) -> Value {
    tensor::element(b, view, Elem::U16, &index.map(Value::i64)).unwrap()
}

#[test]
fn array_literals_of_every_type_with_nulls() {
    for (clang, d) in CLANGS {
        let mut expected = String::new();
        let m = main_module(d, |b| {
            for elem in Elem::ALL {
                let [x, y] = sample(elem);
                // [x, null, null, y]
                let vals = [Some(x), None, None, Some(y)];
                let a = array::literal(b, elem, &vals, LOC).unwrap();
                let len = array::length(b, a.clone()).unwrap();
                let nulls = array::null_count(b, a.clone()).unwrap();
                let tid = array::type_id(b, a.clone()).unwrap();
                let mut args = vec![len, nulls, tid];
                for i in 0..4 {
                    let v = array::is_valid(b, a.clone(), Value::i64(i), LOC).unwrap();
                    args.push(b.cast(CastOp::ZExt, v, Type::i32(), "v"));
                }
                let mut fmt = format!(
                    "{}: len %lld nulls %lld type %d valid %d%d%d%d",
                    elem.name()
                );
                expected.push_str(&format!(
                    "{}: len 4 nulls 2 type {} valid 1001",
                    elem.name(),
                    elem.type_id() as i32
                ));
                if elem != Elem::Bool {
                    for (i, s) in [(0, x), (3, y)] {
                        let v = array::value_at(b, a.clone(), elem, Value::i64(i), LOC).unwrap();
                        let (v, f) = promote(b, elem, v);
                        args.push(v);
                        fmt.push_str(&format!(" a[{i}]={f}"));
                        expected.push_str(&format!(" a[{i}]={}", expected_value(s)));
                    }
                }
                expected.push('\n');
                externs::print_line(b, &fmt, args).unwrap();
                array::release(b, a).unwrap();
            }
        });
        assert_eq!(
            m.features(),
            [Feature::Array, Feature::Assertions, Feature::Libc].as_slice()
        );
        let r = build_and_run(&m, clang, "arrays");
        assert_eq!(r.status, Some(0), "{clang}: {r:?}");
        assert_eq!(r.stdout, expected, "{clang}");
    }
}

#[test]
fn array_builder_failure_reports_the_arrow_error() {
    for (clang, d) in CLANGS {
        let m = main_module(d, |b| {
            // An array handle that is NULL: borrowing a view fails.
            let v =
                array::value_at(b, Value::null_i8_ptr(), Elem::I32, Value::i64(0), LOC).unwrap();
            externs::print_line(b, "%d", vec![v]).unwrap();
        });
        let r = build_and_run(&m, clang, "array_fail");
        assert_eq!(r.status, Some(1), "{clang}: {r:?}");
        let line = r.stderr.trim_end();
        assert!(line.starts_with("ARX_ASSERT_FAIL|arrow.arx|1|1|"), "{line}");
        assert!(
            line.len() > "ARX_ASSERT_FAIL|arrow.arx|1|1|".len(),
            "{line}"
        );
    }
}

#[test]
fn tensors_of_any_rank_index_through_strides_and_transpose() {
    for (clang, d) in CLANGS {
        let m = main_module(d, |b| {
            // rank 0
            let t0 = tensor::literal(b, Elem::F64, &[], &[Scalar::Float(2.5)], LOC).unwrap();
            let v0 = tensor::borrow_view(b, t0.clone(), 0, LOC).unwrap();
            let x = tensor::element(b, &v0, Elem::F64, &[]).unwrap();
            externs::print_line(b, "0-d: %g", vec![x]).unwrap();
            tensor::release(b, t0).unwrap();
            // rank 3, uint16, 2x3x4 = 0..24
            let vals: Vec<_> = (0..24).map(Scalar::Uint).collect();
            let t3 = tensor::literal(b, Elem::U16, &[2, 3, 4], &vals, LOC).unwrap();
            let v3 = tensor::borrow_view(b, t3.clone(), 3, LOC).unwrap();
            let x = u16_at(b, &v3, [1, 2, 3]);
            let x = b.cast(CastOp::ZExt, x, Type::i32(), "x");
            let tr = tensor::transpose(b, &v3, LOC).unwrap();
            // t.T[3][2][1] == t[1][2][3]
            let y = u16_at(b, &tr, [3, 2, 1]);
            let y = b.cast(CastOp::ZExt, y, Type::i32(), "y");
            let z = u16_at(b, &tr, [1, 0, 1]);
            let z = b.cast(CastOp::ZExt, z, Type::i32(), "z");
            buffer::release(b, &tr, LOC).unwrap();
            let size = tensor::size(b, t3.clone()).unwrap();
            externs::print_line(
                b,
                "3-d: t[1][2][3]=%d t.T[3][2][1]=%d t.T[1][0][1]=%d size %lld",
                vec![x, y, z, size],
            )
            .unwrap();
            // A shallow slice: row 1 of a 2x3 int8 tensor via offset.
            let vals: Vec<_> = [1, -2, 3, -4, 5, -6].into_iter().map(Scalar::Int).collect();
            let t2 = tensor::literal(b, Elem::I8, &[2, 3], &vals, LOC).unwrap();
            let v2 = tensor::borrow_view(b, t2.clone(), 2, LOC).unwrap();
            let strides = buffer::field(b, &v2, buffer::Field::Strides);
            let row = buffer::load_i64_at(b, strides.clone(), 0, "row_stride");
            let col = buffer::load_i64_at(b, strides, 1, "col_stride");
            let row1 = buffer::shallow_view(b, &v2, &[Value::i64(3)], &[col], row, LOC).unwrap();
            let e = tensor::element(b, &row1, Elem::I8, &[Value::i64(2)]).unwrap();
            let e = b.cast(CastOp::SExt, e, Type::i32(), "e");
            externs::print_line(b, "row 1 slice [2] = %d", vec![e]).unwrap();
            buffer::release(b, &row1, LOC).unwrap();
            tensor::release(b, t2).unwrap();
            tensor::release(b, t3).unwrap();
        });
        assert_eq!(m.features()[0], Feature::Tensor);
        assert!(
            !m.features().contains(&Feature::Array),
            "tensors alone do not activate arrays"
        );
        let r = build_and_run(&m, clang, "tensors");
        assert_eq!(r.status, Some(0), "{clang}: {r:?}");
        assert_eq!(
            r.stdout,
            "0-d: 2.5\n3-d: t[1][2][3]=23 t.T[3][2][1]=23 t.T[1][0][1]=13 size 24\nrow 1 slice [2] = -6\n",
            "{clang}"
        );
    }
}

#[test]
fn full_demo_runs() {
    for (clang, d) in CLANGS {
        let m = demo::demo_module(d).unwrap();
        let r = build_and_run(&m, clang, "demo_full");
        assert_eq!(r.status, Some(0), "{clang}: {r:?}");
        assert!(
            r.stdout.starts_with(
                "== Arrow arrays\n\
                 int32 [1, null, 3, null, 5]: length 5, null_count 2, a[2] = 3, valid(a[1]) = 0, valid(a[2]) = 1\n\
                 float64 [0.5, 2.25, null]: length 3, null_count 1, a[1] = 2.25\n\
                 bool [true, null, false, true]: length 4, null_count 1\n\
                 == Tensors\n\
                 t = [[1, 2, 3], [4, 5, 6]] (int64, 2x3); transposed view (3x2, no copy):\n  \
                 t[0] = [1, 2, 3]\n  t[1] = [4, 5, 6]\n  t.T[0] = [1, 4]\n  t.T[1] = [2, 5]\n  t.T[2] = [3, 6]\n  \
                 size 6, transposed strides (8, 24) bytes\n  \
                 t -> DLPack -> tensor: same data pointer 1 (no copy), element [1][2] = 6\n\
                 == Dynamic list\n"
            ),
            "{clang}: {}",
            r.stdout
        );
    }
}
