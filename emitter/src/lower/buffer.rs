//! Buffer view descriptors as plain `%irx_buffer_view` struct values, raw
//! byte writes, typed element access through shape/strides/offset, and
//! retain/release. What the flags say statically is tracked alongside the
//! value so the model's rules are enforced at emit time.

use super::status::OnFailure;
use super::{Elem, ElemIr};
use crate::error::{Error, Result};
use crate::ir::{BinOp, CastOp, FunctionBuilder, GlobalInit, Module, Type, Value};
use crate::runtime::{self, Feature};

// What is known about a view lives in `view`, which `status` shares
// without depending on the lowerings here.
pub use super::view::{DataFacts, Mutability, Ownership, RUNTIME_DATA_ALIGN, View};

// The flag values are irx-abi's; the emitter knows them by shorter names.
pub use irx_abi::buffer::{
    IRX_BUFFER_FLAG_BORROWED as FLAG_BORROWED, IRX_BUFFER_FLAG_C_CONTIGUOUS as FLAG_C_CONTIGUOUS,
    IRX_BUFFER_FLAG_EXTERNAL_OWNER as FLAG_EXTERNAL_OWNER,
    IRX_BUFFER_FLAG_F_CONTIGUOUS as FLAG_F_CONTIGUOUS, IRX_BUFFER_FLAG_OWNED as FLAG_OWNED,
    IRX_BUFFER_FLAG_READONLY as FLAG_READONLY,
    IRX_BUFFER_FLAG_VALIDITY_BITMAP as FLAG_VALIDITY_BITMAP,
    IRX_BUFFER_FLAG_WRITABLE as FLAG_WRITABLE,
};
use irx_abi::layout::view_field;

/// Field indices of `%irx_buffer_view` (irx-abi's layout).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Field {
    Data = view_field::DATA as isize,
    Owner = view_field::OWNER as isize,
    Dtype = view_field::DTYPE as isize,
    Ndim = view_field::NDIM as isize,
    Shape = view_field::SHAPE as isize,
    Strides = view_field::STRIDES as isize,
    OffsetBytes = view_field::OFFSET_BYTES as isize,
    Flags = view_field::FLAGS as isize,
}

/// The static facts constant `flags` state; a diagnostic when they break
/// the model's rule of exactly one ownership and one mutability flag.
pub fn static_flags(flags: i32) -> Result<(Ownership, Mutability)> {
    let own = [
        (FLAG_BORROWED, Ownership::Borrowed),
        (FLAG_OWNED, Ownership::Owned),
        (FLAG_EXTERNAL_OWNER, Ownership::External),
    ];
    let owns: Vec<_> = own.iter().filter(|(f, _)| flags & f != 0).collect();
    let muts: Vec<_> = [
        (FLAG_READONLY, Mutability::Readonly),
        (FLAG_WRITABLE, Mutability::Writable),
    ]
    .into_iter()
    .filter(|(f, _)| flags & f != 0)
    .collect();
    if owns.len() != 1 || muts.len() != 1 {
        return Err(Error::Diagnostic(format!(
            "buffer view flags {flags:#x} must have exactly one ownership flag (BORROWED, OWNED, EXTERNAL_OWNER) and exactly one mutability flag (READONLY, WRITABLE)"
        )));
    }
    Ok((owns[0].1, muts[0].1))
}

/// Define `%irx_buffer_view` in the module (without activating the buffer
/// feature: a view used only through loads and stores links nothing).
pub fn view_type(module: &mut Module) -> Result<Type> {
    module.define_struct(runtime::BUFFER_VIEW, runtime::buffer_view_fields())
}

/// The fields of a new descriptor.
#[derive(Clone, Debug)]
pub struct ViewFields {
    /// `i8*` data.
    pub data: Value,
    /// `i8*` owner handle (NULL for borrowed views).
    pub owner: Value,
    /// dtype token.
    pub dtype: Elem,
    /// Rank.
    pub ndim: u32,
    /// `i64*` extents.
    pub shape: Value,
    /// `i64*` byte strides.
    pub strides: Value,
    /// `i64` byte offset.
    pub offset_bytes: Value,
    /// `IRX_BUFFER_FLAG_*` bits.
    pub flags: i32,
}

/// Build a descriptor value field by field (`insertvalue` chain).
pub fn make_view(b: &mut FunctionBuilder<'_>, fields: ViewFields) -> Result<View> {
    let (ownership, mutability) = static_flags(fields.flags)?;
    if ownership == Ownership::Borrowed && !matches!(fields.owner, Value::Null(_)) {
        return Err(Error::Diagnostic(
            "a borrowed buffer view must have a NULL owner".into(),
        ));
    }
    let ty = view_type(b.module())?;
    let dtype = b.cast(
        CastOp::IntToPtr,
        Value::i64(i64::from(fields.dtype.dtype_token())),
        Type::i8_ptr(),
        "dtype",
    );
    let data = b.ptr_cast(fields.data, Type::i8_ptr());
    let owner = b.ptr_cast(fields.owner, Type::i8_ptr());
    let shape = b.ptr_cast(fields.shape, Type::i64().ptr_to());
    let strides = b.ptr_cast(fields.strides, Type::i64().ptr_to());
    let mut v = Value::Undef(ty);
    let parts = [
        data,
        owner,
        dtype,
        Value::i32(fields.ndim as i32),
        shape,
        strides,
        fields.offset_bytes,
        Value::i32(fields.flags),
    ];
    for (i, p) in parts.into_iter().enumerate() {
        v = b.insert_value(v, p, i as u32, "view");
    }
    Ok(View {
        value: v,
        ownership,
        mutability,
        ndim: Some(fields.ndim),
        facts: DataFacts::UNKNOWN,
    })
}

/// Read one field of the descriptor.
pub fn field(b: &mut FunctionBuilder<'_>, view: &View, f: Field) -> Value {
    let name = match f {
        Field::Data => "data",
        Field::Owner => "owner",
        Field::Dtype => "dtype",
        Field::Ndim => "ndim",
        Field::Shape => "shape",
        Field::Strides => "strides",
        Field::OffsetBytes => "offset",
        Field::Flags => "flags",
    };
    b.extract_value(view.value.clone(), f as u32, name)
}

/// `BufferViewWrite`: store one `i8` at `data + offset_bytes + byte_offset`.
/// Refused at emit time when the view is statically readonly.
pub fn write_byte(
    b: &mut FunctionBuilder<'_>,
    view: &View,
    byte_offset: Value,
    byte: Value,
) -> Result<()> {
    if view.mutability == Mutability::Readonly {
        return Err(Error::Diagnostic(
            "BufferViewWrite through a readonly buffer view".into(),
        ));
    }
    let data = field(b, view, Field::Data);
    let base = field(b, view, Field::OffsetBytes);
    let at = b.add(base, byte_offset, "at");
    let p = b.gep(Type::i8(), data, vec![at], "byte");
    b.store(byte, p);
    Ok(())
}

/// Pointer to the element at `indices`:
/// `data + offset_bytes + sum(indices[k] * strides[k])`, typed `elem*`.
pub fn element_ptr(
    b: &mut FunctionBuilder<'_>,
    view: &View,
    elem: Elem,
    indices: &[Value],
) -> Result<Value> {
    if let Some(n) = view.ndim
        && n as usize != indices.len()
    {
        return Err(Error::Diagnostic(format!(
            "indexing a {n}-d buffer view with {} indices",
            indices.len()
        )));
    }
    let data = field(b, view, Field::Data);
    let mut at = field(b, view, Field::OffsetBytes);
    if !indices.is_empty() {
        let strides = field(b, view, Field::Strides);
        for (k, idx) in indices.iter().enumerate() {
            if idx.ty() != Type::i64() {
                return Err(Error::Type("buffer view indices must be i64".into()));
            }
            let sp = b.gep(
                Type::i64(),
                strides.clone(),
                vec![Value::i64(k as i64)],
                "stride_ptr",
            );
            let stride = b.load(Type::i64(), sp, "stride");
            let step = b.mul(idx.clone(), stride, "step");
            at = b.add(at, step, "at");
        }
    }
    let p = b.gep(Type::i8(), data, vec![at], "elem_byte");
    Ok(b.ptr_cast(p, elem.ty().ptr_to()))
}

/// Load the element at `indices`.
pub fn load_element(
    b: &mut FunctionBuilder<'_>,
    view: &View,
    elem: Elem,
    indices: &[Value],
) -> Result<Value> {
    let p = element_ptr(b, view, elem, indices)?;
    Ok(b.load(elem.ty(), p, "elem"))
}

/// Store `value` at `indices`; refused at emit time for readonly views.
pub fn store_element(
    b: &mut FunctionBuilder<'_>,
    view: &View,
    elem: Elem,
    indices: &[Value],
    value: Value,
) -> Result<()> {
    if view.mutability == Mutability::Readonly {
        return Err(Error::Diagnostic(
            "store through a readonly buffer view".into(),
        ));
    }
    if value.ty() != elem.ty() {
        return Err(Error::Type(format!(
            "storing {} into a {} view",
            value.ty().text(b.dialect()),
            elem.name()
        )));
    }
    let p = element_ptr(b, view, elem, indices)?;
    b.store(value, p);
    Ok(())
}

fn spill(b: &mut FunctionBuilder<'_>, view: &View) -> Result<Value> {
    let ty = view_type(b.module())?;
    let slot = b.scratch_slot(ty);
    b.store(view.value.clone(), slot.clone());
    Ok(slot)
}

/// `irx_buffer_view_retain(&view)`. A statically borrowed view is never
/// lifetime-managed: refused at emit time.
pub fn retain<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    view: &View,
    mut on_fail: C,
) -> Result<C::Out<()>> {
    lifetime_call(b, view, "retain", &mut on_fail)?;
    on_fail.finish(b, ())
}

/// `irx_buffer_view_{op}(&view)`, checked, on a spilled copy of `view`
/// (returned); refused at emit time for a borrowed view.
fn lifetime_call(
    b: &mut FunctionBuilder<'_>,
    view: &View,
    op: &str,
    on_fail: &mut impl OnFailure,
) -> Result<Value> {
    if view.ownership == Ownership::Borrowed {
        return Err(Error::Diagnostic(format!(
            "{op} of a borrowed buffer view (borrowed views are never lifetime-managed)"
        )));
    }
    let slot = spill(b, view)?;
    let symbol = format!("irx_buffer_view_{op}");
    on_fail.call(b, Feature::Buffer, &symbol, vec![slot.clone()], None)?;
    Ok(slot)
}

/// `irx_buffer_view_release(&view)`; the returned descriptor has the NULL
/// owner the runtime leaves behind. Refused for borrowed views.
pub fn release<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    view: &View,
    mut on_fail: C,
) -> Result<C::Out<View>> {
    let slot = lifetime_call(b, view, "release", &mut on_fail)?;
    let ty = view_type(b.module())?;
    let value = b.load(ty, slot, "released");
    let released = View {
        value,
        ..view.clone()
    };
    on_fail.finish(b, released)
}

/// A new zeroed, owned, writable, C-contiguous view of `shape`
/// (`irx_buffer_view_new_owned`), over fresh 64-byte-aligned storage.
pub fn new_owned<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    elem: Elem,
    shape: &[i64],
    mut on_fail: C,
) -> Result<C::Out<View>> {
    let ty = view_type(b.module())?;
    let shape_ptr = if shape.is_empty() {
        Value::Null(Type::i64().ptr_to())
    } else {
        let t = b.module().i64_table("shape", shape);
        b.gep(
            Type::array(shape.len() as u64, Type::i64()),
            t,
            vec![Value::i64(0), Value::i64(0)],
            "shape",
        )
    };
    let slot = b.scratch_slot(ty.clone());
    on_fail.call(
        b,
        Feature::Buffer,
        "irx_buffer_view_new_owned",
        vec![
            Value::i64(i64::from(elem.dtype_token())),
            Value::i32(shape.len() as i32),
            shape_ptr,
            slot.clone(),
        ],
        None,
    )?;
    let value = b.load(ty, slot, "owned");
    let view = View {
        value,
        ownership: Ownership::Owned,
        mutability: Mutability::Writable,
        ndim: Some(shape.len() as u32),
        facts: DataFacts::fresh_allocation(b.module()),
    };
    on_fail.finish(b, view)
}

/// A view of `base`'s memory with new shape, strides (bytes) and offset;
/// nothing is copied. Where the layout lives decides what the result is:
/// * every extent and stride a constant: the arrays are one private
///   constant global, and the result shares `base`'s ownership (only one of
///   the two descriptors may be released);
/// * anything computed: `irx_buffer_view_restride` (checked) copies the
///   layout into memory the runtime owns, and the result is an owned view
///   (holding its own reference to `base`'s owner) that the caller
///   releases with [`release`].
///
/// Either way the view may outlive the function that made it: no array is
/// left in a stack frame. The contiguity flags are those of the new layout
/// (the runtime's), or cleared for the constant form.
pub fn shallow_view<C: OnFailure>(
    b: &mut FunctionBuilder<'_>,
    base: &View,
    shape: &[Value],
    strides: &[Value],
    offset_bytes: Value,
    mut on_fail: C,
) -> Result<C::Out<View>> {
    if shape.len() != strides.len() {
        return Err(Error::Diagnostic(format!(
            "shallow view with {} extents but {} strides",
            shape.len(),
            strides.len()
        )));
    }
    let n = shape.len();
    let constants: Option<Vec<i64>> = shape.iter().chain(strides).map(Value::as_i64).collect();
    let view = match constants {
        Some(dims) => constant_layout_view(b, base, n, dims, offset_bytes),
        None => restrided_view(b, base, [shape, strides], offset_bytes, &mut on_fail)?,
    };
    on_fail.finish(b, view)
}

fn constant_layout_view(
    b: &mut FunctionBuilder<'_>,
    base: &View,
    n: usize,
    dims: Vec<i64>,
    offset_bytes: Value,
) -> View {
    let (shape_ptr, strides_ptr) = if n == 0 {
        let null = Value::Null(Type::i64().ptr_to());
        (null.clone(), null)
    } else {
        let table_ty = Type::array(2 * n as u64, Type::i64());
        let table = b
            .module()
            .add_global(".dims", table_ty.clone(), GlobalInit::I64s(dims), true);
        let at = |b: &mut FunctionBuilder<'_>, k: usize, name: &str| {
            b.gep(
                table_ty.clone(),
                table.clone(),
                vec![Value::i64(0), Value::i64(k as i64)],
                name,
            )
        };
        (at(b, 0, "shape"), at(b, n, "strides"))
    };
    let mut v = base.value.clone();
    v = b.insert_value(v, shape_ptr, Field::Shape as u32, "view");
    v = b.insert_value(v, strides_ptr, Field::Strides as u32, "view");
    v = b.insert_value(v, Value::i32(n as i32), Field::Ndim as u32, "view");
    v = b.insert_value(v, offset_bytes, Field::OffsetBytes as u32, "view");
    let tmp = View {
        value: v.clone(),
        ..base.clone()
    };
    let flags = field(b, &tmp, Field::Flags);
    let flags = b.bin(
        BinOp::And,
        flags,
        Value::i32(!(FLAG_C_CONTIGUOUS | FLAG_F_CONTIGUOUS)),
        "flags",
    );
    v = b.insert_value(v, flags, Field::Flags as u32, "view");
    View {
        value: v,
        ndim: Some(n as u32),
        ..base.clone()
    }
}

/// `dims` is `[shape, strides]`.
fn restrided_view(
    b: &mut FunctionBuilder<'_>,
    base: &View,
    [shape, strides]: [&[Value]; 2],
    offset_bytes: Value,
    on_fail: &mut impl OnFailure,
) -> Result<View> {
    let n = shape.len();
    // Scratch arrays: the runtime copies them before it returns.
    let array_of = |b: &mut FunctionBuilder<'_>, values: &[Value], name: &str| {
        if n == 0 {
            return Value::Null(Type::i64().ptr_to());
        }
        let ty = Type::array(n as u64, Type::i64());
        // Fresh slots: a scratch slot of this type would be shared with the
        // other array (and with the spilled base view below).
        let slot = b.entry_alloca(ty.clone(), name);
        for (k, x) in values.iter().enumerate() {
            let p = b.gep(
                ty.clone(),
                slot.clone(),
                vec![Value::i64(0), Value::i64(k as i64)],
                name,
            );
            b.store(x.clone(), p);
        }
        b.gep(ty, slot, vec![Value::i64(0), Value::i64(0)], name)
    };
    let shape = array_of(b, shape, "shape");
    let strides = array_of(b, strides, "strides");
    let base_slot = spill(b, base)?;
    let ty = view_type(b.module())?;
    let out = b.entry_alloca(ty.clone(), "restrided");
    on_fail.call(
        b,
        Feature::Buffer,
        "irx_buffer_view_restride",
        vec![
            base_slot,
            Value::i32(n as i32),
            shape,
            strides,
            offset_bytes,
            out.clone(),
        ],
        None,
    )?;
    let value = b.load(ty, out, "restrided");
    Ok(View {
        value,
        ownership: Ownership::Owned,
        mutability: base.mutability,
        ndim: Some(n as u32),
        facts: base.facts,
    })
}

/// Load `ptr[k]` for an `i64*` (an extent or stride of a view).
pub fn load_i64_at(b: &mut FunctionBuilder<'_>, ptr: Value, k: i64, name: &str) -> Value {
    let p = b.gep(Type::i64(), ptr, vec![Value::i64(k)], name);
    b.load(Type::i64(), p, name)
}
