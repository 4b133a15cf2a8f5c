//! Exported functions: functions a host calls, with each parameter given
//! by its runtime meaning ([`Meaning`]). The LLVM signature follows from
//! the meanings, and with ABI reflection on ([`reflect::enable`]) the
//! module records them as `!irx.abi` for `irx inspect` and the host.

use super::{ElemIr, buffer};
use crate::error::{Error, Result};
use crate::ir::{Dialect, FnType, FunctionBuilder, Module, Type};
use crate::reflect::{self, Meaning};
use crate::runtime;

/// The LLVM type a parameter of this meaning has.
pub fn param_type(module: &mut Module, meaning: &Meaning) -> Result<Type> {
    Ok(match meaning {
        Meaning::Scalar(t) => match t.as_str() {
            "float" => Type::Float,
            "double" => Type::Double,
            "ptr" => Type::i8_ptr(),
            int => int
                .strip_prefix('i')
                .and_then(|bits| bits.parse().ok())
                .map(Type::Int)
                .ok_or_else(|| Error::Type(format!("{int} is not a scalar type")))?,
        },
        Meaning::BufferView { .. } => buffer::view_type(module)?.ptr_to(),
        Meaning::ArrowArray { .. } => Type::i8_ptr(),
        Meaning::List { .. } => runtime::list_type().ptr_to(),
        Meaning::Data { dtype } => dtype.ty().ptr_to(),
    })
}

/// The meaning of a scalar parameter of type `ty` (`i1` … `i64`, `float`,
/// `double`, or a pointer, recorded as `ptr`).
pub fn scalar(ty: &Type) -> Result<Meaning> {
    let text = if ty.is_ptr() {
        "ptr".to_string()
    } else {
        ty.text(Dialect::Opaque)
    };
    let m = Meaning::parse(&format!("scalar type={text}"))
        .map_err(|e| Error::Type(format!("{text} cannot be exported: {e}")))?;
    Ok(m)
}

/// Start defining the exported function `name(params...) -> ret`; records
/// it when the module's reflection option is on.
pub fn define<'m>(
    module: &'m mut Module,
    name: &str,
    ret: Type,
    params: &[(&str, Meaning)],
) -> Result<FunctionBuilder<'m>> {
    let types = params
        .iter()
        .map(|(_, m)| param_type(module, m))
        .collect::<Result<Vec<_>>>()?;
    reflect::record(module, name, params);
    let names: Vec<&str> = params.iter().map(|&(n, _)| n).collect();
    module.define_function(name, FnType::new(ret, types), &names)
}
