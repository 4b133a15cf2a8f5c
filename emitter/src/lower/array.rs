//! Arrow array literals (every type, with nulls) as constant data and one
//! bulk append, and reads: length, null count, validity, element values.

use super::buffer::{self, DataFacts, Mutability, Ownership, View};
use super::status::{OnFailure, Undo};
use super::{Elem, ElemIr, Scalar};
use crate::error::{Error, Result};
use crate::ir::{BinOp, CastOp, FunctionBuilder, IntPred, Type, Value};
use crate::runtime::Feature;

const F: Feature = Feature::Array;

/// Build an array from a literal (`None` = null) as data: the values are
/// one private constant (`[N x T]`, bools one byte each) and the nulls a
/// constant validity bitmap, appended by one
/// `irx_arrow_array_builder_append_values` between `builder_new` and
/// `finish`. Returns the `i8*` array handle, which the program owns (see
/// [`release`]); the unchecked form releases the builder when a call after
/// `builder_new` fails.
pub fn literal<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    elem: Elem,
    values: &[Option<Scalar>],
    mut on_fail: C,
) -> Result<C::Out<Value>> {
    // Check every literal before emitting anything.
    let bits = values
        .iter()
        .map(|v| v.map_or(Ok(0), |s| s.bits(elem, "array literal")))
        .collect::<Result<Vec<_>>>()?;
    let out = b.scratch_slot(Type::i8_ptr());
    on_fail.call(
        b,
        F,
        "irx_arrow_array_builder_new",
        vec![Value::i32(elem.type_id() as i32), out.clone()],
        None,
    )?;
    let builder = b.load(Type::i8_ptr(), out.clone(), "builder");
    let undo = || {
        Some(Undo {
            symbol: "irx_arrow_array_builder_release",
            arg: builder.clone(),
        })
    };
    if !values.is_empty() {
        let count = Value::i64(values.len() as i64);
        let data = literal_data(b, elem, bits);
        let validity = if values.iter().any(Option::is_none) {
            let mut bitmap = vec![0u64; values.len().div_ceil(8)];
            for (i, v) in values.iter().enumerate() {
                if v.is_some() {
                    bitmap[i / 8] |= 1 << (i % 8);
                }
            }
            b.module().constant_data(".validity", Type::i8(), bitmap)
        } else {
            Value::null_i8_ptr()
        };
        on_fail.call(
            b,
            F,
            "irx_arrow_array_builder_append_values",
            vec![builder.clone(), data, validity, count],
            undo(),
        )?;
    }
    on_fail.call(
        b,
        F,
        "irx_arrow_array_builder_finish",
        vec![builder.clone(), out.clone()],
        undo(),
    )?;
    let array = b.load(Type::i8_ptr(), out, "array");
    on_fail.finish(b, array)
}

/// A pointer to literal element data as one private constant of `elem`'s
/// LLVM type (shared with identical literals).
pub(crate) fn literal_data(b: &mut FunctionBuilder<'_>, elem: Elem, bits: Vec<u64>) -> Value {
    b.module().constant_data(".data", elem.ty(), bits)
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
pub fn is_valid<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    array: Value,
    index: Value,
    mut on_fail: C,
) -> Result<C::Out<Value>> {
    let bits = b.entry_alloca(Type::i8_ptr(), "bitmap");
    let off = b.entry_alloca(Type::i64(), "bit_offset");
    let len = b.entry_alloca(Type::i64(), "bit_length");
    on_fail.call(
        b,
        F,
        "irx_arrow_array_validity_bitmap",
        vec![array, bits.clone(), off.clone(), len],
        None,
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
    let valid = b.phi(
        Type::i1(),
        &[(Value::bool(true), from), (valid, read_end)],
        "valid",
    );
    on_fail.finish(b, valid)
}

/// A borrowed, readonly 1-d view of the value buffer
/// (`irx_arrow_array_borrow_buffer_view`, checked). Bool arrays are
/// bit-packed and have none: refused at emit time when `elem` is bool.
pub fn borrow_view<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    array: Value,
    elem: Elem,
    mut on_fail: C,
) -> Result<C::Out<View>> {
    if elem == Elem::Bool {
        return Err(Error::Diagnostic(
            "bool arrays are bit-packed and cannot be read through a buffer view".into(),
        ));
    }
    let ty = buffer::view_type(b.module())?;
    let slot = b.scratch_slot(ty.clone());
    on_fail.call(
        b,
        F,
        "irx_arrow_array_borrow_buffer_view",
        vec![array, slot.clone()],
        None,
    )?;
    let value = b.load(ty, slot, "array_view");
    let view = View {
        value,
        ownership: Ownership::Borrowed,
        mutability: Mutability::Readonly,
        ndim: Some(1),
        facts: DataFacts::UNKNOWN,
    };
    on_fail.finish(b, view)
}

/// Element `index` of a non-bool array (the stored value; a null slot
/// reads whatever the value buffer holds there, use [`is_valid`]).
pub fn value_at<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    array: Value,
    elem: Elem,
    index: Value,
    mut on_fail: C,
) -> Result<C::Out<Value>> {
    let view = borrow_view(b, array, elem, &mut on_fail)?;
    let value = buffer::load_element(b, &view, elem, &[index])?;
    on_fail.finish(b, value)
}

/// `irx_arrow_array_release(array)`.
pub fn release(b: &mut FunctionBuilder<'_>, array: Value) -> Result<()> {
    let f = b.module().runtime_fn_for(F, "irx_arrow_array_release")?;
    b.call(&f, vec![array], "")?;
    Ok(())
}
