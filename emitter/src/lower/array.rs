//! Arrow array literals (every type, with nulls) through the builder calls,
//! and reads: length, null count, validity, element values.

use super::buffer::{self, Mutability, Ownership, View};
use super::{Elem, Scalar, SourceLoc, ValueKind, call_checked};
use crate::error::{Error, Result};
use crate::ir::{BinOp, CastOp, FunctionBuilder, IntPred, Type, Value};
use crate::runtime::Feature;

const F: Feature = Feature::Array;

fn append_symbol(kind: ValueKind) -> &'static str {
    match kind {
        ValueKind::Signed => "irx_arrow_array_builder_append_int",
        ValueKind::Unsigned => "irx_arrow_array_builder_append_uint",
        ValueKind::Float => "irx_arrow_array_builder_append_double",
    }
}

/// Build an array from a literal (`None` = null): `builder_new`, one
/// append per value (runs of nulls as one `append_null(count)`), then
/// `finish`, all checked. Returns the `i8*` array handle, which the
/// program owns (see [`release`]).
pub fn literal(
    b: &mut FunctionBuilder<'_>,
    elem: Elem,
    values: &[Option<Scalar>],
    loc: SourceLoc<'_>,
) -> Result<Value> {
    // Check every literal before emitting anything.
    let args = values
        .iter()
        .map(|v| v.map(|s| s.append_arg(elem, "array literal")).transpose())
        .collect::<Result<Vec<_>>>()?;
    let out = b.scratch_slot(Type::i8_ptr());
    call_checked(
        b,
        F,
        "irx_arrow_array_builder_new",
        vec![Value::i32(elem.type_id() as i32), out.clone()],
        loc,
    )?;
    let builder = b.load(Type::i8_ptr(), out.clone(), "builder");
    let mut i = 0;
    while i < args.len() {
        match &args[i] {
            None => {
                let run = args[i..].iter().take_while(|a| a.is_none()).count();
                call_checked(
                    b,
                    F,
                    "irx_arrow_array_builder_append_null",
                    vec![builder.clone(), Value::i64(run as i64)],
                    loc,
                )?;
                i += run;
            }
            Some(v) => {
                call_checked(
                    b,
                    F,
                    append_symbol(elem.kind()),
                    vec![builder.clone(), v.clone()],
                    loc,
                )?;
                i += 1;
            }
        }
    }
    call_checked(
        b,
        F,
        "irx_arrow_array_builder_finish",
        vec![builder, out.clone()],
        loc,
    )?;
    Ok(b.load(Type::i8_ptr(), out, "array"))
}

fn getter(b: &mut FunctionBuilder<'_>, symbol: &str, array: Value, name: &str) -> Result<Value> {
    let f = b.module().runtime_fn_for(F, symbol)?;
    b.call(&f, vec![array], name)
}

/// `irx_arrow_array_length` (`i64`, -1 for a NULL handle).
pub fn length(b: &mut FunctionBuilder<'_>, array: Value) -> Result<Value> {
    getter(b, "irx_arrow_array_length", array, "length")
}

/// `irx_arrow_array_null_count` (`i64`).
pub fn null_count(b: &mut FunctionBuilder<'_>, array: Value) -> Result<Value> {
    getter(b, "irx_arrow_array_null_count", array, "null_count")
}

/// `irx_arrow_array_type_id` (`i32`).
pub fn type_id(b: &mut FunctionBuilder<'_>, array: Value) -> Result<Value> {
    getter(b, "irx_arrow_array_type_id", array, "type_id")
}

/// `i1` true when element `index` is valid (not null): reads the validity
/// bitmap (`irx_arrow_array_validity_bitmap`, checked); no bitmap means
/// every element is valid.
pub fn is_valid(
    b: &mut FunctionBuilder<'_>,
    array: Value,
    index: Value,
    loc: SourceLoc<'_>,
) -> Result<Value> {
    let bits = b.entry_alloca(Type::i8_ptr(), "bitmap");
    let off = b.entry_alloca(Type::i64(), "bit_offset");
    let len = b.entry_alloca(Type::i64(), "bit_length");
    call_checked(
        b,
        F,
        "irx_arrow_array_validity_bitmap",
        vec![array, bits.clone(), off.clone(), len],
        loc,
    )?;
    let data = b.load(Type::i8_ptr(), bits, "bits");
    let none = b.icmp(IntPred::Eq, data.clone(), Value::null_i8_ptr(), "no_bitmap");
    let from = b.current_block();
    let read = b.append_block("read_bit");
    let done = b.append_block("valid_done");
    b.cond_br(none.clone(), done, read);
    b.position_at_end(read);
    let offset = b.load(Type::i64(), off, "offset");
    let bit = b.add(offset, index, "bit");
    let byte_index = b.bin(BinOp::LShr, bit.clone(), Value::i64(3), "byte_index");
    let bp = b.gep(Type::i8(), data, vec![byte_index], "byte_ptr");
    let byte = b.load(Type::i8(), bp, "byte");
    let shift = b.bin(BinOp::And, bit, Value::i64(7), "shift");
    let shift = b.cast(CastOp::Trunc, shift, Type::i8(), "shift8");
    let shifted = b.bin(BinOp::LShr, byte, shift, "shifted");
    let valid = b.cast(CastOp::Trunc, shifted, Type::i1(), "valid_bit");
    let read_end = b.current_block();
    b.br(done);
    b.position_at_end(done);
    Ok(b.phi(
        Type::i1(),
        &[(Value::bool(true), from), (valid, read_end)],
        "valid",
    ))
}

/// A borrowed, readonly 1-d view of the value buffer
/// (`irx_arrow_array_borrow_buffer_view`, checked). Bool arrays are
/// bit-packed and have none: refused at emit time when `elem` is bool.
pub fn borrow_view(
    b: &mut FunctionBuilder<'_>,
    array: Value,
    elem: Elem,
    loc: SourceLoc<'_>,
) -> Result<View> {
    if elem == Elem::Bool {
        return Err(Error::Diagnostic(
            "bool arrays are bit-packed and cannot be read through a buffer view".into(),
        ));
    }
    let ty = buffer::view_type(b.module())?;
    let slot = b.scratch_slot(ty.clone());
    call_checked(
        b,
        F,
        "irx_arrow_array_borrow_buffer_view",
        vec![array, slot.clone()],
        loc,
    )?;
    let value = b.load(ty, slot, "array_view");
    Ok(View {
        value,
        ownership: Ownership::Borrowed,
        mutability: Mutability::Readonly,
        ndim: Some(1),
    })
}

/// Element `index` of a non-bool array (the stored value; a null slot
/// reads whatever the value buffer holds there, use [`is_valid`]).
pub fn value_at(
    b: &mut FunctionBuilder<'_>,
    array: Value,
    elem: Elem,
    index: Value,
    loc: SourceLoc<'_>,
) -> Result<Value> {
    let view = borrow_view(b, array, elem, loc)?;
    buffer::load_element(b, &view, elem, &[index])
}

/// `irx_arrow_array_release(array)`.
pub fn release(b: &mut FunctionBuilder<'_>, array: Value) -> Result<()> {
    let f = b.module().runtime_fn_for(F, "irx_arrow_array_release")?;
    b.call(&f, vec![array], "")?;
    Ok(())
}
