//! Golden text of every lowering helper, in both pointer dialects, compared
//! byte for byte with `tests/golden/*.ll`. After an intended change,
//! regenerate with `IRX_BLESS=1 cargo test -p irx-emitter --test golden`
//! and review the diff.

mod common;

use std::path::Path;

use irx_emitter::ir::IntPred;
use irx_emitter::lower::buffer::{self, FLAG_BORROWED, FLAG_WRITABLE, ViewFields};
use irx_emitter::lower::{Elem, Scalar, SourceLoc, array, assert, externs, list, tensor};
use irx_emitter::{Dialect, FnType, FunctionBuilder, Module, Type, Value};

const LOC: SourceLoc<'static> = SourceLoc {
    file: "g.arx",
    line: 3,
    col: 7,
};

fn golden(name: &str, body: impl Fn(&mut FunctionBuilder<'_>)) {
    for (d, suffix) in [(Dialect::Typed, "typed"), (Dialect::Opaque, "opaque")] {
        let mut m = Module::new(name, d);
        let mut b = m
            .define_function("f", FnType::new(Type::Void, vec![]), &[])
            .unwrap();
        body(&mut b);
        if !b.is_terminated() {
            b.ret(None);
        }
        b.finish().unwrap();
        let text = m.to_ir();
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/golden")
            .join(format!("{name}.{suffix}.ll"));
        if std::env::var_os("IRX_BLESS").is_some() {
            std::fs::write(&path, &text).unwrap();
        }
        let expected = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (IRX_BLESS=1 writes it)", path.display()));
        assert_eq!(text, expected, "{} differs", path.display());
        // Golden text must also be valid IR for the LLVM that reads it.
        match d {
            Dialect::Typed => common::verify_with_llvm14(&text, name),
            Dialect::Opaque => common::compile_with(&text, "clang-19", name),
        }
    }
}

#[test]
fn buffer_view_descriptor_and_element_access() {
    golden("buffer_view", |b| {
        let data = b.alloca(Type::array(4, Type::i32()), "data");
        let shape = b.module().i64_table("shape", &[4]);
        let strides = b.module().i64_table("strides", &[4]);
        let v = buffer::make_view(
            b,
            ViewFields {
                data,
                owner: Value::null_i8_ptr(),
                dtype: Elem::I32,
                ndim: 1,
                shape,
                strides,
                offset_bytes: Value::i64(0),
                flags: FLAG_BORROWED | FLAG_WRITABLE,
            },
        )
        .unwrap();
        buffer::write_byte(b, &v, Value::i64(1), Value::int(8, 65)).unwrap();
        buffer::store_element(b, &v, Elem::I32, &[Value::i64(2)], Value::i32(9)).unwrap();
        buffer::load_element(b, &v, Elem::I32, &[Value::i64(2)]).unwrap();
    });
}

#[test]
fn buffer_view_owned_retain_release() {
    golden("buffer_owned", |b| {
        let v = buffer::new_owned(b, Elem::F64, &[2, 3], LOC).unwrap();
        buffer::retain(b, &v, LOC).unwrap();
        buffer::release(b, &v, LOC).unwrap();
    });
}

#[test]
fn array_literal_with_nulls_and_reads() {
    golden("array", |b| {
        let vals = [Some(Scalar::Int(1)), None, None, Some(Scalar::Int(-4))];
        let a = array::literal(b, Elem::I16, &vals, LOC).unwrap();
        array::length(b, a.clone()).unwrap();
        array::null_count(b, a.clone()).unwrap();
        array::is_valid(b, a.clone(), Value::i64(1), LOC).unwrap();
        array::value_at(b, a.clone(), Elem::I16, Value::i64(3), LOC).unwrap();
        array::release(b, a).unwrap();
        let u = array::literal(b, Elem::U64, &[Some(Scalar::Uint(u64::MAX))], LOC).unwrap();
        array::release(b, u).unwrap();
    });
}

#[test]
fn tensor_literal_view_index_transpose() {
    golden("tensor", |b| {
        let vals: Vec<_> = [1.0, 2.0, 3.0, 4.0]
            .into_iter()
            .map(Scalar::Float)
            .collect();
        let t = tensor::literal(b, Elem::F32, &[2, 2], &vals, LOC).unwrap();
        let v = tensor::borrow_view(b, t.clone(), 2, LOC).unwrap();
        let tr = tensor::transpose(b, &v, LOC).unwrap();
        tensor::element(b, &tr, Elem::F32, &[Value::i64(1), Value::i64(0)]).unwrap();
        buffer::release(b, &tr, LOC).unwrap();
        tensor::release(b, t).unwrap();
    });
}

#[test]
fn list_create_append_index_destroy() {
    golden("list", |b| {
        let l = list::new(b, &Type::i32()).unwrap();
        list::append(b, l.clone(), Value::i32(5), LOC).unwrap();
        list::get(b, l.clone(), Type::i32(), Value::i64(0)).unwrap();
        list::len(b, l.clone());
        list::destroy(b, l).unwrap();
    });
}

#[test]
fn assertion() {
    golden("assert", |b| {
        let c = b.icmp(IntPred::Slt, Value::i32(1), Value::i32(2), "c");
        assert::assert_true(b, c, LOC, "1 < 2").unwrap();
    });
}

#[test]
fn libc_and_libm_calls() {
    golden("externs", |b| {
        let r = externs::sqrt(b, Value::f64(2.0)).unwrap();
        externs::print_line(b, "%f", vec![r]).unwrap();
        externs::exit(b, Value::i32(0)).unwrap();
    });
}
