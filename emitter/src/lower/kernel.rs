//! Kernels: functions that take views' data pointers and scalars, defined
//! with the parameter attributes what is known about those pointers allows
//! (pystencils records the same facts about its fields):
//! * `align 64` when the storage was allocated by the runtime
//!   ([`DataFacts::align`]);
//! * `readonly nocapture` when the kernel only reads through it
//!   ([`Access::Read`]);
//! * `noalias` when no other data parameter can reach the same memory
//!   while one of the two is written: both point into different runtime
//!   allocations made in this module ([`DataFacts::alloc`]), or both are
//!   only read.
//!
//! With those, LLVM vectorises a kernel's loops without the runtime alias
//! check (`vector.memcheck`) it needs otherwise.

use super::buffer::{self, DataFacts, Field, Mutability, View};
use super::{Elem, ElemIr, export};
use crate::error::{Error, Result};
use crate::ir::{FunctionBuilder, Module, ParamAttrs, Type, Value};
use crate::reflect::Meaning;

/// How a kernel uses a data parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// It only reads through it.
    Read,
    /// It reads and writes through it.
    ReadWrite,
}

/// One parameter of a kernel.
#[derive(Clone, Debug, PartialEq)]
pub enum KernelParam {
    /// A scalar of type `ty`.
    Scalar {
        /// Parameter name.
        name: String,
        /// Its LLVM type.
        ty: Type,
    },
    /// A view's data pointer (the `data` field: the start of its storage,
    /// before `offset_bytes`), typed `elem*`.
    Data {
        /// Parameter name.
        name: String,
        /// Element type.
        elem: Elem,
        /// What is known about the pointer.
        facts: DataFacts,
        /// How the kernel uses it.
        access: Access,
    },
}

impl KernelParam {
    /// A scalar parameter.
    pub fn scalar(name: &str, ty: Type) -> KernelParam {
        KernelParam::Scalar {
            name: name.into(),
            ty,
        }
    }

    /// The data pointer of `view` (of `elem`s), used as `access` says;
    /// writing through a statically readonly view is refused.
    pub fn data_of(name: &str, view: &View, elem: Elem, access: Access) -> Result<KernelParam> {
        if access == Access::ReadWrite && view.mutability == Mutability::Readonly {
            return Err(Error::Diagnostic(format!(
                "kernel parameter {name} writes through a readonly buffer view"
            )));
        }
        Ok(KernelParam::Data {
            name: name.into(),
            elem,
            facts: view.facts,
            access,
        })
    }
}

/// The attributes each parameter of a kernel with `params` carries (see
/// the module docs); scalars carry none.
pub fn param_attrs(params: &[KernelParam]) -> Vec<ParamAttrs> {
    let data: Vec<Option<(DataFacts, Access)>> = params
        .iter()
        .map(|p| match p {
            KernelParam::Data { facts, access, .. } => Some((*facts, *access)),
            KernelParam::Scalar { .. } => None,
        })
        .collect();
    // Two data parameters cannot conflict when they point into different
    // allocations, or when neither is written.
    let apart = |(a, x): (DataFacts, Access), (b, y): (DataFacts, Access)| {
        matches!((a.alloc, b.alloc), (Some(i), Some(j)) if i != j)
            || (x == Access::Read && y == Access::Read)
    };
    data.iter()
        .enumerate()
        .map(|(i, d)| match *d {
            None => ParamAttrs::default(),
            Some((facts, access)) => {
                let read = access == Access::Read;
                let noalias = data
                    .iter()
                    .enumerate()
                    .filter_map(|(j, o)| o.filter(|_| j != i))
                    .all(|other| apart((facts, access), other));
                ParamAttrs {
                    noalias,
                    nocapture: read,
                    readonly: read,
                    align: facts.align,
                }
            }
        })
        .collect()
}

/// Start defining the kernel `name(params...) -> ret` with the parameter
/// attributes [`param_attrs`] derives; the body is the front end's, built
/// with the returned builder like any function's. With ABI reflection on,
/// the kernel is recorded like any exported function.
pub fn define<'m>(
    module: &'m mut Module,
    name: &str,
    ret: Type,
    params: &[KernelParam],
) -> Result<FunctionBuilder<'m>> {
    let meanings = params
        .iter()
        .map(|p| {
            Ok(match p {
                KernelParam::Scalar { name, ty } => (name.as_str(), export::scalar(ty)?),
                KernelParam::Data { name, elem, .. } => {
                    (name.as_str(), Meaning::Data { dtype: *elem })
                }
            })
        })
        .collect::<Result<Vec<_>>>()?;
    let mut b = export::define(module, name, ret, &meanings)?;
    for (i, attrs) in param_attrs(params).into_iter().enumerate() {
        b.set_param_attrs(i, attrs);
    }
    Ok(b)
}

/// The argument a caller passes for a data parameter: `view`'s data
/// pointer as `elem*`.
pub fn data_arg(b: &mut FunctionBuilder<'_>, view: &View, elem: Elem) -> Value {
    let data = buffer::field(b, view, Field::Data);
    b.ptr_cast(data, elem.ty().ptr_to())
}
