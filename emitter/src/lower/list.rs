//! Dynamic lists: the generated code owns the `{i8*, i64, i64, i64}`
//! struct (initialised `{NULL, 0, 0, element_size}`); the runtime grows it.

use super::OnFailure;
use crate::error::{Error, Result};
use crate::ir::{FunctionBuilder, Type, Value};
use crate::runtime::{self, Feature};
use irx_abi::layout::list_field;

/// A new empty list of `elem` values in the entry block; returns the
/// pointer to the list struct.
pub fn new(b: &mut FunctionBuilder<'_>, elem: &Type) -> Result<Value> {
    let size = elem
        .scalar_size()
        .ok_or_else(|| Error::Type("list elements must be scalars".into()))?;
    let ty = runtime::list_type();
    let list = b.entry_alloca(ty.clone(), "list");
    let init = b.insert_value(Value::Zero(ty), Value::i64(size as i64), 3, "list_init");
    b.store(init, list.clone());
    Ok(list)
}

/// Append `value` (`irx_list_append`).
pub fn append<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    list: Value,
    value: Value,
    mut on_fail: C,
) -> Result<C::Out<()>> {
    let slot = b.scratch_slot(value.ty());
    b.store(value, slot.clone());
    on_fail.call(b, Feature::List, "irx_list_append", vec![list, slot], None)?;
    on_fail.finish(b, ())
}

/// Load element `index` as `elem` (`irx_list_at` exits on a bad index).
/// IRx 1.18's `irx_list_at`; a module set to pyirx 1.25's generation uses
/// [`at`].
pub fn get(b: &mut FunctionBuilder<'_>, list: Value, elem: Type, index: Value) -> Result<Value> {
    let f = b.module().runtime_fn_for(Feature::List, "irx_list_at")?;
    let p = b.call(&f, vec![list, index], "item_ptr")?;
    Ok(b.load(elem, p, "item"))
}

/// Load element `index` as `elem` through pyirx 1.25's `irx_list_at(list,
/// index, &out)`, whose status (0 ok, 1 invalid argument, 4 out of range,
/// ...; `irx_list_status_message` has its text) goes to `on_fail`. The
/// module must be set to [`runtime::Generation::V1_25`].
pub fn at<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    list: Value,
    elem: Type,
    index: Value,
    mut on_fail: C,
) -> Result<C::Out<Value>> {
    if b.module().generation() != runtime::Generation::V1_25 {
        return Err(Error::Type(
            "list::at is pyirx 1.25's irx_list_at: set the module's generation to 1.25".into(),
        ));
    }
    let out = b.scratch_slot(Type::i8_ptr());
    on_fail.call(
        b,
        Feature::List,
        "irx_list_at",
        vec![list, index, out.clone()],
        None,
    )?;
    let p = b.load(Type::i8_ptr(), out, "item_ptr");
    let v = b.load(elem, p, "item");
    on_fail.finish(b, v)
}

/// An `int64_t` field of the list struct (`irx_abi::layout::list_field`).
fn header(b: &mut FunctionBuilder<'_>, list: Value, i: u32, name: &str) -> Value {
    let p = b.struct_gep(runtime::list_type(), list, i, name);
    b.load(Type::i64(), p, name)
}

/// The number of elements (`list.length`).
pub fn len(b: &mut FunctionBuilder<'_>, list: Value) -> Value {
    header(b, list, list_field::LENGTH, "length")
}

/// The current capacity (`list.capacity`).
pub fn capacity(b: &mut FunctionBuilder<'_>, list: Value) -> Value {
    header(b, list, list_field::CAPACITY, "capacity")
}

/// Free the storage (`irx_list_destroy`); the list is empty afterwards.
pub fn destroy(b: &mut FunctionBuilder<'_>, list: Value) -> Result<()> {
    let f = b
        .module()
        .runtime_fn_for(Feature::List, "irx_list_destroy")?;
    b.call(&f, vec![list], "")?;
    Ok(())
}
