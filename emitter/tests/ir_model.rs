//! The IR model's rules: insertion order, get-or-declare, conflicting
//! redeclarations, deduplicated names, escaping, both pointer dialects,
//! the registry's activation, and emit-time diagnostics of the lowering
//! helpers.

use irx_emitter::ir::{GlobalInit, IntPred};
use irx_emitter::link::link_flags;
use irx_emitter::lower::buffer::{
    self, FLAG_BORROWED, FLAG_OWNED, FLAG_READONLY, FLAG_WRITABLE, ViewFields,
};
use irx_emitter::lower::{Elem, Scalar, SourceLoc, array, tensor};
use irx_emitter::{Dialect, Error, Feature, FnType, Module, Type, Value};

fn void_fn() -> FnType {
    FnType::new(Type::Void, vec![])
}

#[test]
fn get_or_declare_returns_the_existing_declaration_and_conflicts_are_errors() {
    let mut m = Module::new("m", Dialect::Typed);
    let ty = FnType::new(Type::i32(), vec![Type::i8_ptr()]);
    let a = m.declare_extern("my_fn", ty.clone()).unwrap();
    let b = m.declare_extern("my_fn", ty).unwrap();
    assert_eq!(a, b);
    assert_eq!(m.declarations().len(), 1);
    let e = m
        .declare_extern("my_fn", FnType::new(Type::i64(), vec![Type::i8_ptr()]))
        .unwrap_err();
    assert_eq!(
        e,
        Error::Redeclared {
            name: "my_fn".into(),
            existing: "i32 (i8*)".into(),
            requested: "i64 (i8*)".into()
        }
    );
    assert!(
        e.to_string()
            .contains("conflicting redeclaration of @my_fn")
    );
}

#[test]
fn runtime_symbols_activate_their_feature_once() {
    let mut m = Module::new("m", Dialect::Opaque);
    assert!(m.features().is_empty());
    m.runtime_fn("irx_list_append").unwrap();
    m.runtime_fn("irx_list_append").unwrap();
    m.runtime_fn("sqrt").unwrap();
    assert_eq!(m.features(), [Feature::List, Feature::Libm].as_slice());
    let ir = m.to_ir();
    assert_eq!(
        ir.matches("declare i32 @irx_list_append(ptr, ptr)").count(),
        1,
        "{ir}"
    );
    assert!(ir.contains("declare double @sqrt(double)\n"), "{ir}");
    assert_eq!(
        m.runtime_fn("irx_no_such_thing").unwrap_err(),
        Error::UnknownRuntimeSymbol("irx_no_such_thing".into())
    );
    // Only active features reach the link line.
    let flags = link_flags(m.features(), "/lib/libirx_runtime.a".as_ref());
    assert_eq!(flags[0], "/lib/libirx_runtime.a");
    assert!(flags.contains(&"-lm".to_string()));
    let libc_only = link_flags(&[Feature::Libc], "/lib/libirx_runtime.a".as_ref());
    assert!(libc_only.is_empty());
}

#[test]
fn extern_declarations_reuse_runtime_declarations_and_reject_mismatches() {
    let mut m = Module::new("m", Dialect::Typed);
    let f = m.runtime_fn("__arx_assert_fail").unwrap();
    assert!(f.noreturn);
    let sig = FnType::new(
        Type::Void,
        vec![Type::i8_ptr(), Type::i32(), Type::i32(), Type::i8_ptr()],
    );
    let g = m.declare_extern("__arx_assert_fail", sig).unwrap();
    assert_eq!(f, g);
    let e = m
        .declare_extern(
            "irx_list_at",
            FnType::new(Type::i8_ptr(), vec![Type::i8_ptr(), Type::i32()]),
        )
        .unwrap_err();
    assert!(
        matches!(
            e,
            Error::RuntimeSignature {
                feature: "list",
                ..
            }
        ),
        "{e}"
    );
    assert!(
        e.to_string()
            .contains("signature `i8* ({ i8*, i64, i64, i64 }*, i64)`"),
        "{e}"
    );
    // The mismatch declared nothing and activated nothing new.
    assert_eq!(m.features(), [Feature::Assertions].as_slice());
    // An extern naming a runtime symbol activates its feature.
    m.declare_extern("irx_buffer_last_error", FnType::new(Type::i8_ptr(), vec![]))
        .unwrap();
    assert_eq!(
        m.features(),
        [Feature::Assertions, Feature::Buffer].as_slice()
    );
}

#[test]
fn names_are_deduplicated_and_escaped() {
    let mut m = Module::new("we\"ird", Dialect::Typed);
    let s1 = m.c_string("a \"quoted\" \\ line\n");
    let s2 = m.c_string("other");
    let s3 = m.c_string("a \"quoted\" \\ line\n");
    assert_eq!(s1, s3, "identical strings share one constant");
    assert_ne!(s1, s2);
    m.add_global("my var", Type::i64(), GlobalInit::Zero, false);
    m.add_global("my var", Type::i64(), GlobalInit::Zero, false);
    m.add_global(".str.1x", Type::i64(), GlobalInit::Zero, false);
    let mut b = m
        .define_function(
            "f n",
            FnType::new(Type::i64(), vec![Type::i64(), Type::i64()]),
            &["x", "x"],
        )
        .unwrap();
    let p0 = b.param(0);
    let p1 = b.param(1);
    let s = b.add(p0, p1, "x");
    let t = b.add(s, Value::i64(1), "7");
    b.ret(Some(t));
    b.finish().unwrap();
    let ir = m.to_ir();
    let expected = "; ModuleID = 'we\"ird'
source_filename = \"we\\22ird\"
target triple = \"x86_64-pc-linux-gnu\"

@.str = private unnamed_addr constant [19 x i8] c\"a \\22quoted\\22 \\5C line\\0A\\00\", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c\"other\\00\", align 1
@\"my var\" = private unnamed_addr global i64 zeroinitializer, align 8
@\"my var.1\" = private unnamed_addr global i64 zeroinitializer, align 8
@.str.1x = private unnamed_addr global i64 zeroinitializer, align 8

define i64 @\"f n\"(i64 %x, i64 %x.1) {
entry:
  %x.2 = add i64 %x, %x.1
  %t7 = add i64 %x.2, 1
  ret i64 %t7
}
";
    assert_eq!(ir, expected);
}

#[test]
fn output_is_deterministic_and_in_insertion_order() {
    let build = || {
        let mut m = Module::new("m", Dialect::Opaque);
        m.runtime_fn("puts").unwrap();
        m.runtime_fn("irx_buffer_view_retain").unwrap();
        m.runtime_fn("exit").unwrap();
        m.declare_extern("zeta", void_fn()).unwrap();
        m.declare_extern("alpha", void_fn()).unwrap();
        m.to_ir()
    };
    let a = build();
    assert_eq!(a, build());
    let order: Vec<_> = a
        .lines()
        .filter(|l| l.starts_with("declare"))
        .map(|l| l.to_string())
        .collect();
    assert_eq!(
        order,
        [
            "declare i32 @puts(ptr)",
            "declare i32 @irx_buffer_view_retain(ptr)",
            "declare void @exit(i32) noreturn",
            "declare void @zeta()",
            "declare void @alpha()",
        ]
    );
    assert!(a.contains("%irx_buffer_view = type { ptr, ptr, ptr, i32, ptr, ptr, i64, i32 }\n"));
}

#[test]
fn typed_dialect_spells_the_view_struct_as_abi_md_does() {
    let mut m = Module::new("m", Dialect::Typed);
    m.runtime_fn("irx_buffer_view_release").unwrap();
    m.runtime_fn("irx_arrow_array_builder_finish").unwrap();
    let ir = m.to_ir();
    assert!(
        ir.contains("%irx_buffer_view = type { i8*, i8*, i8*, i32, i64*, i64*, i64, i32 }\n"),
        "{ir}"
    );
    assert!(
        ir.contains("declare i32 @irx_buffer_view_release(%irx_buffer_view*)\n"),
        "{ir}"
    );
    // What IRx 1.18 emits for the same symbol.
    assert!(
        ir.contains("declare i32 @irx_arrow_array_builder_finish(i8*, i8**)\n"),
        "{ir}"
    );
}

#[test]
fn malformed_bodies_are_reported_by_finish() {
    let mut m = Module::new("m", Dialect::Typed);
    let mut b = m.define_function("f", void_fn(), &[]).unwrap();
    b.ret(None);
    b.ret(None);
    assert!(matches!(b.finish(), Err(Error::Block(msg)) if msg.contains("after the terminator")));

    let mut b = m.define_function("g", void_fn(), &[]).unwrap();
    let next = b.append_block("next");
    b.br(next);
    assert!(matches!(b.finish(), Err(Error::Block(msg)) if msg.contains("%next")));

    let mut b = m.define_function("h", void_fn(), &[]).unwrap();
    let puts = b.module().runtime_fn("puts").unwrap();
    let e = b.call(&puts, vec![Value::i64(1)], "r").unwrap_err();
    assert!(
        matches!(e, Error::Type(ref msg) if msg.contains("argument 1 of @puts is i64, expected i8*")),
        "{e}"
    );
    let e = b.call(&puts, vec![], "r").unwrap_err();
    assert!(e.to_string().contains("takes 1 arguments, got 0"), "{e}");
    b.ret(None);
    b.finish().unwrap();
    // A definition can replace a matching declaration, not a different one.
    m.declare_extern("k", void_fn()).unwrap();
    let mut b = m.define_function("k", void_fn(), &[]).unwrap();
    b.ret(None);
    b.finish().unwrap();
    assert!(m.declarations().iter().all(|d| &*d.name != "k"));
    assert!(m.define_function("k", void_fn(), &[]).is_err());
    assert!(matches!(
        m.define_function("puts", void_fn(), &[]),
        Err(Error::Redeclared { .. })
    ));
}

fn with_fn(f: impl FnOnce(&mut irx_emitter::FunctionBuilder<'_>)) {
    let mut m = Module::new("m", Dialect::Typed);
    let mut b = m.define_function("f", void_fn(), &[]).unwrap();
    f(&mut b);
}

fn diag(r: Result<impl std::fmt::Debug, Error>) -> String {
    match r {
        Err(Error::Diagnostic(msg)) => msg,
        other => panic!("expected a diagnostic, got {other:?}"),
    }
}

/// The diagnostic for storing an int32 0 at `[0]` of `view`.
fn store_refusal(b: &mut irx_emitter::ir::FunctionBuilder<'_>, view: &buffer::View) -> String {
    diag(buffer::store_element(
        b,
        view,
        Elem::I32,
        &[Value::i64(0)],
        Value::i32(0),
    ))
}

#[test]
fn static_view_rules_are_enforced_at_emit_time() {
    let loc = SourceLoc::new("x.arx", 1, 1);
    let fields = |flags| ViewFields {
        data: Value::null_i8_ptr(),
        owner: Value::null_i8_ptr(),
        dtype: Elem::I32,
        ndim: 1,
        shape: Value::Null(Type::i64().ptr_to()),
        strides: Value::Null(Type::i64().ptr_to()),
        offset_bytes: Value::i64(0),
        flags,
    };
    with_fn(|b| {
        let borrowed = buffer::make_view(b, fields(FLAG_BORROWED | FLAG_READONLY)).unwrap();
        assert!(
            diag(buffer::retain(b, &borrowed, loc)).contains("retain of a borrowed buffer view")
        );
        assert!(
            diag(buffer::release(b, &borrowed, loc)).contains("release of a borrowed buffer view")
        );
        assert!(
            diag(buffer::write_byte(
                b,
                &borrowed,
                Value::i64(0),
                Value::int(8, 1)
            ))
            .contains("BufferViewWrite through a readonly buffer view")
        );
        assert!(store_refusal(b, &borrowed).contains("readonly"));
        assert!(
            diag(buffer::load_element(b, &borrowed, Elem::I32, &[]))
                .contains("1-d buffer view with 0 indices")
        );
        assert!(
            diag(buffer::make_view(
                b,
                fields(FLAG_BORROWED | FLAG_OWNED | FLAG_WRITABLE)
            ))
            .contains("exactly one ownership flag")
        );
        assert!(
            diag(buffer::make_view(b, fields(FLAG_OWNED))).contains("exactly one mutability flag")
        );
        let mut owned_with_null = fields(FLAG_BORROWED | FLAG_WRITABLE);
        owned_with_null.owner = Value::Undef(Type::i8_ptr());
        assert!(diag(buffer::make_view(b, owned_with_null)).contains("NULL owner"));
        // A writable owned view passes all rules.
        let owned = buffer::make_view(b, fields(FLAG_OWNED | FLAG_WRITABLE)).unwrap();
        buffer::retain(b, &owned, loc).unwrap();
        buffer::write_byte(b, &owned, Value::i64(0), Value::int(8, 1)).unwrap();
    });
}

#[test]
fn array_and_tensor_literals_are_checked_at_emit_time() {
    let loc = SourceLoc::new("x.arx", 1, 1);
    with_fn(|b| {
        assert!(
            diag(array::literal(
                b,
                Elem::I32,
                &[Some(Scalar::Float(1.0))],
                loc
            ))
            .contains("does not fit element type int32")
        );
        assert!(diag(array::literal(b, Elem::U8, &[Some(Scalar::Int(1))], loc)).contains("uint8"));
        assert!(diag(array::literal(b, Elem::Bool, &[Some(Scalar::Int(1))], loc)).contains("bool"));
        assert!(
            diag(array::value_at(
                b,
                Value::null_i8_ptr(),
                Elem::Bool,
                Value::i64(0),
                loc
            ))
            .contains("bit-packed")
        );
        assert!(
            diag(tensor::literal(
                b,
                Elem::Bool,
                &[1],
                &[Scalar::Bool(true)],
                loc
            ))
            .contains("fixed-width")
        );
        assert!(
            diag(tensor::literal(
                b,
                Elem::I64,
                &[2, 2],
                &[Scalar::Int(1)],
                loc
            ))
            .contains("needs 4 values, got 1")
        );
        assert!(diag(tensor::literal(b, Elem::I64, &[-1], &[], loc)).contains(">= 0"));
        // A tensor view is borrowed and readonly.
        let t =
            tensor::literal(b, Elem::I32, &[2], &[Scalar::Int(1), Scalar::Int(2)], loc).unwrap();
        let v = tensor::borrow_view(b, t, 1, loc).unwrap();
        assert!(store_refusal(b, &v).contains("readonly"));
        assert!(diag(buffer::retain(b, &v, loc)).contains("borrowed"));
        let _ = b.icmp(IntPred::Eq, Value::i32(0), Value::i32(0), "x");
    });
}
