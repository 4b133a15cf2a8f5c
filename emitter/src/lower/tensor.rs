//! Tensor literals of any rank and fixed-width type as constant data and
//! one bulk append, borrowed views, element indexing through strides, and
//! shallow views (transpose, slices) that only replace
//! shape/strides/offset.

use super::buffer::{self, DataFacts, Field, Mutability, Ownership, View};
use super::status::{OnFailure, Undo};
use super::{Elem, Scalar, array};
use crate::error::{Error, Result};
use crate::ir::{FunctionBuilder, Type, Value};
use crate::runtime::Feature;

const F: Feature = Feature::Tensor;

/// Build a row-major tensor from a literal as data: the values are one
/// private constant (`[N x T]`) that one
/// `irx_arrow_tensor_builder_append_values` copies in, between
/// `builder_new(type, ndim, shape, NULL)` and `finish`. Returns the `i8*`
/// tensor handle (see [`release`]); the unchecked form releases the
/// builder when a call after `builder_new` fails.
pub fn literal<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    elem: Elem,
    shape: &[i64],
    values: &[Scalar],
    mut on_fail: C,
) -> Result<C::Out<Value>> {
    if elem == Elem::Bool {
        return Err(Error::Diagnostic(
            "tensor literals need a fixed-width numeric type; bool is not one".into(),
        ));
    }
    if shape.iter().any(|&d| d < 0) {
        return Err(Error::Diagnostic("tensor extents must be >= 0".into()));
    }
    let count = shape
        .iter()
        .try_fold(1i64, |acc, &d| acc.checked_mul(d))
        .ok_or_else(|| Error::Diagnostic("tensor shape overflows int64".into()))?;
    if count != values.len() as i64 {
        return Err(Error::Diagnostic(format!(
            "tensor literal of shape {shape:?} needs {count} values, got {}",
            values.len()
        )));
    }
    let bits = values
        .iter()
        .map(|v| v.bits(elem, "tensor literal"))
        .collect::<Result<Vec<_>>>()?;
    let shape_ptr = if shape.is_empty() {
        Value::Null(Type::i64().ptr_to())
    } else {
        let t = b.module().i64_table("tensor_shape", shape);
        b.gep(
            Type::array(shape.len() as u64, Type::i64()),
            t,
            vec![Value::i64(0), Value::i64(0)],
            "shape",
        )
    };
    let out = b.scratch_slot(Type::i8_ptr());
    on_fail.call(
        b,
        F,
        "irx_arrow_tensor_builder_new",
        vec![
            Value::i32(elem.type_id() as i32),
            Value::i32(shape.len() as i32),
            shape_ptr,
            Value::Null(Type::i64().ptr_to()),
            out.clone(),
        ],
        None,
    )?;
    let builder = b.load(Type::i8_ptr(), out.clone(), "tensor_builder");
    let undo = || {
        Some(Undo {
            symbol: "irx_arrow_tensor_builder_release",
            arg: builder.clone(),
        })
    };
    if !values.is_empty() {
        let data = array::literal_data(b, elem, bits);
        on_fail.call(
            b,
            F,
            "irx_arrow_tensor_builder_append_values",
            vec![builder.clone(), data, Value::i64(count)],
            undo(),
        )?;
    }
    on_fail.call(
        b,
        F,
        "irx_arrow_tensor_builder_finish",
        vec![builder.clone(), out.clone()],
        undo(),
    )?;
    let tensor = b.load(Type::i8_ptr(), out, "tensor");
    on_fail.finish(b, tensor)
}

/// The tensor's borrowed, readonly view (checked); `ndim` is the rank the
/// front end knows statically.
pub fn borrow_view<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    tensor: Value,
    ndim: u32,
    mut on_fail: C,
) -> Result<C::Out<View>> {
    let ty = buffer::view_type(b.module())?;
    let slot = b.scratch_slot(ty.clone());
    on_fail.call(
        b,
        F,
        "irx_arrow_tensor_borrow_buffer_view",
        vec![tensor, slot.clone()],
        None,
    )?;
    let value = b.load(ty, slot, "tensor_view");
    let view = View {
        value,
        ownership: Ownership::Borrowed,
        mutability: Mutability::Readonly,
        ndim: Some(ndim),
        facts: DataFacts::UNKNOWN,
    };
    on_fail.finish(b, view)
}

/// Element at `indices` (byte offset from the strides).
pub fn element(
    b: &mut FunctionBuilder<'_>,
    view: &View,
    elem: Elem,
    indices: &[Value],
) -> Result<Value> {
    buffer::load_element(b, view, elem, indices)
}

/// A transposed view: shape and strides reversed, same memory. The
/// reversed arrays are computed, so the result is an owned view (see
/// [`buffer::shallow_view`]) that the caller releases with
/// [`buffer::release`]; it may outlive the function that made it.
pub fn transpose<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    view: &View,
    on_fail: C,
) -> Result<C::Out<View>> {
    let n = view
        .ndim
        .ok_or_else(|| Error::Diagnostic("transpose needs a view of known rank".into()))?;
    let shape = buffer::field(b, view, Field::Shape);
    let strides = buffer::field(b, view, Field::Strides);
    let mut new_shape = Vec::new();
    let mut new_strides = Vec::new();
    for k in (0..n as i64).rev() {
        new_shape.push(buffer::load_i64_at(b, shape.clone(), k, "extent"));
        new_strides.push(buffer::load_i64_at(b, strides.clone(), k, "stride"));
    }
    let offset = buffer::field(b, view, Field::OffsetBytes);
    buffer::shallow_view(b, view, &new_shape, &new_strides, offset, on_fail)
}

/// `irx_arrow_tensor_size` (`i64` element count).
pub fn size(b: &mut FunctionBuilder<'_>, tensor: Value) -> Result<Value> {
    let f = b.module().runtime_fn_for(F, "irx_arrow_tensor_size")?;
    b.call(&f, vec![tensor], "size")
}

/// `irx_arrow_tensor_to_dlpack(tensor, &m)`, checked: a DLPack managed
/// tensor (`i8*`) over the tensor's storage, no copy, for a consumer that
/// calls its deleter once.
pub fn to_dlpack<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    tensor: Value,
    on_fail: C,
) -> Result<C::Out<Value>> {
    out_handle_call(b, "irx_arrow_tensor_to_dlpack", tensor, "dlpack", on_fail)
}

/// `irx_arrow_tensor_from_dlpack(m, &t)`, checked: a tensor (`i8*`) that
/// owns the DLPack managed tensor `m` and shares its memory.
pub fn from_dlpack<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    managed: Value,
    on_fail: C,
) -> Result<C::Out<Value>> {
    out_handle_call(
        b,
        "irx_arrow_tensor_from_dlpack",
        managed,
        "tensor",
        on_fail,
    )
}

/// `symbol(input, &out)`, checked, for functions whose one output is a
/// pointer; returns the output.
fn out_handle_call<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    symbol: &str,
    input: Value,
    name: &str,
    mut on_fail: C,
) -> Result<C::Out<Value>> {
    let slot = b.entry_alloca(Type::i8_ptr(), name);
    on_fail.call(b, F, symbol, vec![input, slot.clone()], None)?;
    let handle = b.load(Type::i8_ptr(), slot, name);
    on_fail.finish(b, handle)
}

/// `irx_arrow_tensor_release(tensor)`.
pub fn release(b: &mut FunctionBuilder<'_>, tensor: Value) -> Result<()> {
    let f = b.module().runtime_fn_for(F, "irx_arrow_tensor_release")?;
    b.call(&f, vec![tensor], "")?;
    Ok(())
}
