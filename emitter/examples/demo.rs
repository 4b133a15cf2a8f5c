//! The demo program `make demo` emits with this example, builds with `irx
//! build` and runs: Arrow arrays with nulls, a 2-d tensor and its transposed
//! view, a list grown past several reallocations, buffer views, a passing
//! assertion, a kernel whose parameters carry alignment and aliasing facts
//! (recorded with its ABI for `irx inspect`), and an unchecked runtime call. It is also how a front end uses the emitter: build a
//! module with the lowering helpers, write its text.
//!
//! `cargo run --example demo -- [-o OUT.ll] [--failing FAIL.ll]
//! [--dataframe FRAME.ll] [--dialect typed|opaque] [--clang CLANG]`: the default dialect follows `CLANG
//! --version` (typed pointers for clang 14 and older, opaque for 15 and
//! newer). `--failing` also writes a program whose assertion fails, which
//! `make demo` runs through `irx run` to show the report; `--dataframe`
//! writes a pyirx 1.25 program with a data-frame literal, which `make demo`
//! builds with `irx build --abi 1.25`.

use std::process::ExitCode;

use irx_emitter::ir::{
    BinOp, CastOp, Dialect, FnType, FunctionBuilder, IntPred, Module, Type, Value,
};
use irx_emitter::lower::buffer;
use irx_emitter::lower::kernel::{self, Access, KernelParam};
use irx_emitter::lower::{
    Elem, Scalar, SourceLoc, Unchecked, array, assert, externs::print_line, list, tensor,
};
use irx_emitter::{Result, link, reflect};

fn main() -> ExitCode {
    let Err(message) = run() else {
        return ExitCode::SUCCESS;
    };
    eprintln!("demo: {message}");
    ExitCode::FAILURE
}

fn run() -> std::result::Result<(), String> {
    use lexopt::prelude::*;
    let (mut output, mut dialect, mut clang) = (None, None, String::from("clang"));
    let (mut failing, mut frame) = (None, None);
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        match arg {
            Short('o') => output = Some(string(&mut parser)?),
            Long("failing") => failing = Some(string(&mut parser)?),
            Long("dataframe") => frame = Some(string(&mut parser)?),
            Long("dialect") => {
                dialect = Some(match string(&mut parser)?.as_str() {
                    "typed" => Dialect::Typed,
                    "opaque" => Dialect::Opaque,
                    other => return Err(format!("unknown dialect {other} (typed or opaque)")),
                })
            }
            Long("clang") => clang = string(&mut parser)?,
            other => return Err(other.unexpected().to_string()),
        }
    }
    let dialect = match dialect {
        Some(d) => d,
        None => link::detect_dialect(&clang).map_err(|e| e.to_string())?,
    };
    let module = demo_module(dialect).map_err(|e| e.to_string())?;
    if let Some(path) = failing {
        let failing = failing_module(dialect).map_err(|e| e.to_string())?;
        std::fs::write(&path, failing.to_ir()).map_err(|e| format!("{path}: {e}"))?;
    }
    if let Some(path) = frame {
        let frame = dataframe_module(dialect).map_err(|e| e.to_string())?;
        std::fs::write(&path, frame.to_ir()).map_err(|e| format!("{path}: {e}"))?;
    }
    match output {
        Some(path) => std::fs::write(&path, module.to_ir()).map_err(|e| format!("{path}: {e}")),
        None => {
            print!("{module}");
            Ok(())
        }
    }
}

const FILE: &str = "demo.arx";

fn loc(line: i32) -> SourceLoc<'static> {
    SourceLoc::new(FILE, line, 1)
}

/// The value of the option just parsed, as UTF-8.
fn string(parser: &mut lexopt::Parser) -> std::result::Result<String, String> {
    let value = parser.value().map_err(|e| e.to_string())?;
    value.into_string().map_err(|v| format!("not UTF-8: {v:?}"))
}

/// The demo module in the given dialect.
pub fn demo_module(dialect: Dialect) -> Result<Module> {
    let mut m = Module::new("demo", dialect);
    // Record the ABI of what the module exports (`irx inspect demo.ll`).
    reflect::enable(&mut m);
    let mut b = m.define_function("main", FnType::new(Type::i32(), vec![]), &[])?;
    arrays(&mut b)?;
    tensors(&mut b)?;
    lists(&mut b)?;
    buffers(&mut b)?;
    let kernel_params = kernels(&mut b)?;
    b.ret(Some(Value::i32(0)));
    b.finish()?;
    // The kernel main calls, defined with what main's views tell about
    // its parameters.
    let mut k = kernel::define(&mut m, "scale_add", Type::Void, &kernel_params)?;
    let (out, x, n) = (k.param(0), k.param(1), k.param(2));
    k.counted_loop("i", n, |k, i| {
        let op = k.gep(Type::Double, out.clone(), vec![i.clone()], "op");
        let xp = k.gep(Type::Double, x.clone(), vec![i], "xp");
        let o = k.load(Type::Double, op.clone(), "o");
        let xv = k.load(Type::Double, xp, "xv");
        let t = k.bin(BinOp::FMul, xv, Value::f64(3.0), "t");
        let sum = k.bin(BinOp::FAdd, o, t, "sum");
        k.store(sum, op);
        Ok(())
    })?;
    k.ret(None);
    k.finish()?;
    Ok(m)
}

/// A kernel call on two owned views (`out += 3 * x`), and an unchecked
/// runtime call whose failure the program handles itself. Returns the
/// kernel's parameters, which carry what main knows of its views.
fn kernels(b: &mut FunctionBuilder<'_>) -> Result<Vec<KernelParam>> {
    print_line(b, "== Kernels and unchecked calls", vec![])?;
    let out = buffer::new_owned(b, Elem::F64, &[4], loc(40))?;
    let x = buffer::new_owned(b, Elem::F64, &[4], loc(40))?;
    for k in 0..4 {
        let i = [Value::i64(k)];
        buffer::store_element(b, &out, Elem::F64, &i, Value::f64(1.0))?;
        buffer::store_element(b, &x, Elem::F64, &i, Value::f64(k as f64 + 1.0))?;
    }
    let params = vec![
        KernelParam::data_of("out", &out, Elem::F64, Access::ReadWrite)?,
        KernelParam::data_of("x", &x, Elem::F64, Access::Read)?,
        KernelParam::scalar("n", Type::i64()),
    ];
    let ptr = Type::Double.ptr_to();
    let f = b.module().declare(
        "scale_add",
        FnType::new(Type::Void, vec![ptr.clone(), ptr, Type::i64()]),
        false,
    )?;
    let args = vec![
        kernel::data_arg(b, &out, Elem::F64),
        kernel::data_arg(b, &x, Elem::F64),
        Value::i64(4),
    ];
    b.call(&f, args, "")?;
    let vals = (0..4)
        .map(|k| buffer::load_element(b, &out, Elem::F64, &[Value::i64(k)]))
        .collect::<Result<Vec<_>>>()?;
    print_line(
        b,
        "scale_add(out, x, 4) (out: noalias align 64; x: noalias nocapture readonly align 64): out = [%g, %g, %g, %g]",
        vals,
    )?;
    buffer::release(b, &out, loc(41))?;
    buffer::release(b, &x, loc(41))?;
    // The unchecked form: the status comes back instead of a report.
    let r = tensor::from_dlpack(b, Value::null_i8_ptr(), Unchecked::new())?;
    print_line(
        b,
        "unchecked from_dlpack(NULL): status %d (EINVAL), and the program goes on",
        vec![r.status],
    )?;
    Ok(params)
}

/// A pyirx 1.25 program (its ABI generation) with a data-frame literal: the
/// literal's Arrow IPC bytes in a private constant, read in place at run
/// time, its counts printed.
pub fn dataframe_module(dialect: Dialect) -> Result<Module> {
    use irx_emitter::lower::dataframe::{self, Column, Values};
    let mut m = Module::new("dataframe", dialect);
    m.set_generation(irx_emitter::runtime::Generation::V1_25)?;
    let mut b = m.define_function("main", FnType::new(Type::i32(), vec![]), &[])?;
    let columns = [
        Column {
            name: "city".into(),
            nullable: false,
            values: Values::Utf8(
                ["Lisbon", "Porto", "Faro"]
                    .map(|c| Some(c.to_string()))
                    .to_vec(),
            ),
        },
        Column {
            name: "population".into(),
            nullable: true,
            values: Values::Scalars(
                Elem::I64,
                vec![Some(Scalar::Int(545_796)), Some(Scalar::Int(231_800)), None],
            ),
        },
    ];
    let t = dataframe::literal(&mut b, &columns, SourceLoc::new("frame.arx", 1, 1))?;
    let rows = dataframe::num_rows(&mut b, t.clone())?;
    let cols = dataframe::num_columns(&mut b, t.clone())?;
    print_line(
        &mut b,
        "data-frame literal (city utf8, population int64 with a null): %lld rows, %lld columns",
        vec![rows, cols],
    )?;
    dataframe::release(&mut b, t)?;
    b.ret(Some(Value::i32(0)));
    b.finish()?;
    Ok(m)
}

/// A program whose assertion fails, with a message that needs escaping.
pub fn failing_module(dialect: Dialect) -> Result<Module> {
    let mut m = Module::new("failing", dialect);
    let mut b = m.define_function("main", FnType::new(Type::i32(), vec![]), &[])?;
    print_line(&mut b, "checking that 2 + 2 == 5 ...", vec![])?;
    let sum = b.add(Value::i64(2), Value::i64(2), "sum");
    let ok = b.icmp(IntPred::Eq, sum, Value::i64(5), "ok");
    assert::assert_true(
        &mut b,
        ok,
        SourceLoc::new("arith.arx", 3, 8),
        "2 + 2 == 5 | \"math\"",
    )?;
    b.ret(Some(Value::i32(0)));
    b.finish()?;
    Ok(m)
}

fn arrays(b: &mut FunctionBuilder<'_>) -> Result<()> {
    print_line(b, "== Arrow arrays", vec![])?;
    let ints: Vec<Option<Scalar>> = [Some(1), None, Some(3), None, Some(5)]
        .iter()
        .map(|v| v.map(Scalar::Int))
        .collect();
    let a = array::literal(b, Elem::I32, &ints, loc(1))?;
    let len = array::length(b, a.clone())?;
    let nulls = array::null_count(b, a.clone())?;
    let third = array::value_at(b, a.clone(), Elem::I32, Value::i64(2), loc(2))?;
    let valid1 = array::is_valid(b, a.clone(), Value::i64(1), loc(3))?;
    let valid1 = b.cast(CastOp::ZExt, valid1, Type::i32(), "v1");
    let valid2 = array::is_valid(b, a.clone(), Value::i64(2), loc(3))?;
    let valid2 = b.cast(CastOp::ZExt, valid2, Type::i32(), "v2");
    print_line(
        b,
        "int32 [1, null, 3, null, 5]: length %lld, null_count %lld, a[2] = %d, valid(a[1]) = %d, valid(a[2]) = %d",
        vec![len, nulls, third, valid1, valid2],
    )?;
    array::release(b, a)?;

    let floats = [Some(0.5), Some(2.25), None];
    let f: Vec<_> = floats.iter().map(|v| v.map(Scalar::Float)).collect();
    let a = array::literal(b, Elem::F64, &f, loc(4))?;
    let len = array::length(b, a.clone())?;
    let nulls = array::null_count(b, a.clone())?;
    let second = array::value_at(b, a.clone(), Elem::F64, Value::i64(1), loc(5))?;
    print_line(
        b,
        "float64 [0.5, 2.25, null]: length %lld, null_count %lld, a[1] = %g",
        vec![len, nulls, second],
    )?;
    array::release(b, a)?;

    let bools = [Some(true), None, Some(false), Some(true)];
    let v: Vec<_> = bools.iter().map(|v| v.map(Scalar::Bool)).collect();
    let a = array::literal(b, Elem::Bool, &v, loc(6))?;
    let len = array::length(b, a.clone())?;
    let nulls = array::null_count(b, a.clone())?;
    print_line(
        b,
        "bool [true, null, false, true]: length %lld, null_count %lld",
        vec![len, nulls],
    )?;
    array::release(b, a)
}

fn tensors(b: &mut FunctionBuilder<'_>) -> Result<()> {
    print_line(b, "== Tensors", vec![])?;
    let values: Vec<Scalar> = (1..=6).map(Scalar::Int).collect();
    let t = tensor::literal(b, Elem::I64, &[2, 3], &values, loc(10))?;
    let view = tensor::borrow_view(b, t.clone(), 2, loc(11))?;
    let tr = tensor::transpose(b, &view, loc(11))?;
    print_line(
        b,
        "t = [[1, 2, 3], [4, 5, 6]] (int64, 2x3); transposed view (3x2, no copy):",
        vec![],
    )?;
    for (name, v, rows, cols) in [("t", &view, 2, 3), ("t.T", &tr, 3, 2)] {
        for i in 0..rows {
            let mut vals = Vec::new();
            for j in 0..cols {
                vals.push(tensor::element(
                    b,
                    v,
                    Elem::I64,
                    &[Value::i64(i), Value::i64(j)],
                )?);
            }
            let fmt = format!(
                "  {name}[{i}] = [{}]",
                vec!["%lld"; cols as usize].join(", ")
            );
            print_line(b, &fmt, vals)?;
        }
    }
    let size = tensor::size(b, t.clone())?;
    let strides = buffer::field(b, &tr, buffer::Field::Strides);
    let s0 = buffer::load_i64_at(b, strides.clone(), 0, "s0");
    let s1 = buffer::load_i64_at(b, strides, 1, "s1");
    print_line(
        b,
        "  size %lld, transposed strides (%lld, %lld) bytes",
        vec![size, s0, s1],
    )?;
    // The transposed view owns its layout (runtime memory, not this frame).
    buffer::release(b, &tr, loc(11))?;
    // Out to DLPack (what numpy.from_dlpack takes) and back in: no copy.
    let managed = tensor::to_dlpack(b, t.clone(), loc(12))?;
    let back = tensor::from_dlpack(b, managed, loc(13))?;
    let back_view = tensor::borrow_view(b, back.clone(), 2, loc(14))?;
    let (ours, theirs) = (
        buffer::field(b, &view, buffer::Field::Data),
        buffer::field(b, &back_view, buffer::Field::Data),
    );
    let same = b.icmp(IntPred::Eq, ours, theirs, "same_data");
    let same = b.cast(CastOp::ZExt, same, Type::i32(), "same_data32");
    let x = tensor::element(b, &back_view, Elem::I64, &[Value::i64(1), Value::i64(2)])?;
    print_line(
        b,
        "  t -> DLPack -> tensor: same data pointer %d (no copy), element [1][2] = %lld",
        vec![same, x],
    )?;
    tensor::release(b, back)?;
    tensor::release(b, t)
}

fn lists(b: &mut FunctionBuilder<'_>) -> Result<()> {
    print_line(b, "== Dynamic list", vec![])?;
    let l = list::new(b, &Type::i64())?;
    // for i in 0..100: append(i * i)
    b.counted_loop("list_loop", Value::i64(100), |b, i| {
        let sq = b.mul(i.clone(), i, "square");
        list::append(b, l.clone(), sq, loc(20))
    })?;
    let len = list::len(b, l.clone());
    let cap = list::capacity(b, l.clone());
    let x = list::get(b, l.clone(), Type::i64(), Value::i64(57))?;
    print_line(
        b,
        "appended i*i for i in 0..100: length %lld, capacity %lld (grown 4 -> 8 -> ... -> 128), item[57] = %lld",
        vec![len.clone(), cap, x.clone()],
    )?;
    let ok = b.icmp(IntPred::Eq, x, Value::i64(57 * 57), "check");
    assert::assert_true(b, ok, loc(21), "item[57] == 57 * 57")?;
    print_line(b, "assert item[57] == 3249: passed", vec![])?;
    list::destroy(b, l)
}

fn buffers(b: &mut FunctionBuilder<'_>) -> Result<()> {
    print_line(b, "== Buffer views", vec![])?;
    let v = buffer::new_owned(b, Elem::F64, &[2, 3], loc(30))?;
    for i in 0..2 {
        for j in 0..3 {
            let x = Value::f64((i * 3 + j) as f64 * 1.5);
            buffer::store_element(b, &v, Elem::F64, &[Value::i64(i), Value::i64(j)], x)?;
        }
    }
    let e = buffer::load_element(b, &v, Elem::F64, &[Value::i64(1), Value::i64(2)])?;
    // A transposed shallow view of the same storage.
    let shape = buffer::field(b, &v, buffer::Field::Shape);
    let strides = buffer::field(b, &v, buffer::Field::Strides);
    let e0 = buffer::load_i64_at(b, shape.clone(), 1, "e0");
    let e1 = buffer::load_i64_at(b, shape, 0, "e1");
    let s0 = buffer::load_i64_at(b, strides.clone(), 1, "s0");
    let s1 = buffer::load_i64_at(b, strides, 0, "s1");
    let off = buffer::field(b, &v, buffer::Field::OffsetBytes);
    let t = buffer::shallow_view(b, &v, &[e0, e1], &[s0, s1], off, loc(32))?;
    let te = buffer::load_element(b, &t, Elem::F64, &[Value::i64(2), Value::i64(1)])?;
    print_line(
        b,
        "owned float64 2x3 view: m[1][2] = %g; transposed shallow view m.T[2][1] = %g",
        vec![e, te],
    )?;
    buffer::release(b, &t, loc(33))?;
    // BufferViewWrite: raw bytes of an owned uint8 view.
    let bytes = buffer::new_owned(b, Elem::U8, &[4], loc(31))?;
    for k in 0..4 {
        buffer::write_byte(
            b,
            &bytes,
            Value::i64(k),
            Value::int(8, i128::from(0x41 + k)),
        )?;
    }
    let mut vals = Vec::new();
    for k in 0..4 {
        let x = buffer::load_element(b, &bytes, Elem::U8, &[Value::i64(k)])?;
        vals.push(b.cast(CastOp::ZExt, x, Type::i32(), "byte"));
    }
    print_line(b, "uint8 view after BufferViewWrite: %c%c%c%c", vals)?;
    buffer::retain(b, &v, loc(32))?;
    let v = buffer::release(b, &v, loc(33))?;
    let v = buffer::release(b, &v, loc(34))?;
    let owner = buffer::field(b, &v, buffer::Field::Owner);
    let gone = b.icmp(IntPred::Eq, owner, Value::null_i8_ptr(), "owner_gone");
    assert::assert_true(b, gone, loc(35), "release clears the owner")?;
    let _ = buffer::release(b, &bytes, loc(36))?;
    let sum = b.bin(BinOp::FAdd, Value::f64(1.0), Value::f64(2.0), "sum");
    let three = b.fcmp(
        irx_emitter::ir::FloatPred::Oeq,
        sum,
        Value::f64(3.0),
        "three",
    );
    assert::assert_true(b, three, loc(37), "1 + 2 == 3")?;
    print_line(
        b,
        "retain + 2 releases: owner cleared; assertions passed",
        vec![],
    )
}
