//! What the emitter knows statically about a buffer view descriptor value:
//! its ownership, mutability, rank and data pointer. Its own module so
//! that the status helpers and the buffer lowerings (which use each
//! other's results) both build on it without importing one another.

use crate::ir::{Module, Value};

/// Ownership as far as it is known at emit time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ownership {
    /// `BORROWED`: never lifetime-managed.
    Borrowed,
    /// `OWNED`.
    Owned,
    /// `EXTERNAL_OWNER`.
    External,
    /// Flags not known statically.
    Unknown,
}

/// Mutability as far as it is known at emit time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mutability {
    /// `READONLY`: writes are refused at emit time.
    Readonly,
    /// `WRITABLE`.
    Writable,
    /// Flags not known statically.
    Unknown,
}

/// A view descriptor value plus what is statically known about it.
#[derive(Clone, Debug, PartialEq)]
pub struct View {
    /// The `%irx_buffer_view` struct value.
    pub value: Value,
    /// Static ownership.
    pub ownership: Ownership,
    /// Static mutability.
    pub mutability: Mutability,
    /// Static rank, if known.
    pub ndim: Option<u32>,
    /// What is known about the data pointer (kernel parameter attributes).
    pub facts: DataFacts,
}

/// What is known at emit time about a view's data pointer (the `data`
/// field, before `offset_bytes`): what a kernel taking it may promise LLVM
/// (`lower::kernel`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DataFacts {
    /// Its alignment in bytes, when known (runtime-allocated storage is
    /// 64-byte aligned).
    pub align: Option<u32>,
    /// The runtime allocation it points into, when this module saw it being
    /// made: two views with different allocations never overlap; views
    /// sharing one (shallow views of a view) may.
    pub alloc: Option<u32>,
}

impl DataFacts {
    /// Nothing known.
    pub const UNKNOWN: DataFacts = DataFacts {
        align: None,
        alloc: None,
    };

    /// Storage the runtime has just allocated for one view: 64-byte
    /// aligned and distinct from every other allocation of the module.
    pub fn fresh_allocation(module: &mut Module) -> DataFacts {
        let next = module.state::<AllocCounter>();
        next.0 += 1;
        DataFacts {
            align: Some(RUNTIME_DATA_ALIGN),
            alloc: Some(next.0),
        }
    }
}

/// The alignment of storage `irx_buffer_view_new_owned` allocates.
pub const RUNTIME_DATA_ALIGN: u32 = 64;

/// Numbers the runtime allocations a module's lowerings make.
#[derive(Debug, Default)]
struct AllocCounter(u32);
