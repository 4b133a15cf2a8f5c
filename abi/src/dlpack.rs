//! The DLPack 1.x structs (`DLManagedTensorVersioned` and what it holds)
//! and their constants, as the DLPack header lays them out on LP64. The
//! runtime builds and reads them; `include/irx_dlpack.h` declares them for
//! C (under DLPack's own include guard, so either header may come first),
//! and a test compares both with the `dlpack.h` that pyarrow ships.

use core::ffi::c_void;

/// `DLPACK_MAJOR_VERSION` this crate speaks.
pub const DLPACK_MAJOR_VERSION: u32 = 1;
/// The minor version written into exported tensors.
pub const DLPACK_MINOR_VERSION: u32 = 0;

/// `DLPACK_FLAG_BITMASK_READ_ONLY`: the consumer must not write the data.
pub const DLPACK_FLAG_READ_ONLY: u64 = 1 << 0;
/// `DLPACK_FLAG_BITMASK_IS_COPIED`: the producer copied the data.
pub const DLPACK_FLAG_IS_COPIED: u64 = 1 << 1;

/// `DLDeviceType` values the runtime knows by name (DLPack defines more);
/// each variant is DLPack's `kDL...` constant of the same name. The two
/// `Host` devices are pinned host memory, which the CPU can address.
#[allow(missing_docs)]
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[rustfmt::skip]
pub enum DLDeviceType { Cpu = 1, Cuda = 2, CudaHost = 3, RocmHost = 11 }

/// `DLDataTypeCode`: each variant is DLPack's `kDL...` constant of the same
/// name (`Int` is `kDLInt`, `OpaqueHandle` is `kDLOpaqueHandle`, ...).
#[allow(missing_docs)]
#[repr(u8)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[rustfmt::skip]
pub enum DLDataTypeCode { Int = 0, UInt = 1, Float = 2, OpaqueHandle = 3, Bfloat = 4, Complex = 5, Bool = 6 }

impl DLDataTypeCode {
    /// Every code, for lookups by value.
    pub const ALL: [DLDataTypeCode; 7] = [
        Self::Int,
        Self::UInt,
        Self::Float,
        Self::OpaqueHandle,
        Self::Bfloat,
        Self::Complex,
        Self::Bool,
    ];

    /// The code with this value.
    pub fn from_u8(value: u8) -> Option<DLDataTypeCode> {
        Self::ALL.into_iter().find(|&c| c as u8 == value)
    }

    /// The family's name in messages (`int`, `bfloat`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            Self::Int => "int",
            Self::UInt => "uint",
            Self::Float => "float",
            Self::OpaqueHandle => "opaque handle",
            Self::Bfloat => "bfloat",
            Self::Complex => "complex",
            Self::Bool => "bool",
        }
    }
}

/// `DLPackVersion`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DLPackVersion {
    /// Major version (1 for every layout this crate reads).
    pub major: u32,
    /// Minor version.
    pub minor: u32,
}

/// `DLDevice`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DLDevice {
    /// A [`DLDeviceType`] value (others are possible: C enums are open).
    pub device_type: i32,
    /// The device's index (0 for the CPU).
    pub device_id: i32,
}

/// `DLDataType`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DLDataType {
    /// A [`DLDataTypeCode`] value (others are possible).
    pub code: u8,
    /// Bits per element.
    pub bits: u8,
    /// Vector lanes (1 for scalars).
    pub lanes: u16,
}

/// `DLTensor`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DLTensor {
    /// The data (for the CPU, an address; the element at index 0 is at
    /// `data + byte_offset`).
    pub data: *mut c_void,
    /// Where the data lives.
    pub device: DLDevice,
    /// Number of dimensions.
    pub ndim: i32,
    /// Element type.
    pub dtype: DLDataType,
    /// `ndim` extents.
    pub shape: *mut i64,
    /// `ndim` strides in elements, or NULL for a compact row-major tensor.
    pub strides: *mut i64,
    /// Bytes from `data` to the first element.
    pub byte_offset: u64,
}

/// `DLManagedTensorVersioned`.
#[repr(C)]
#[derive(Debug)]
pub struct DLManagedTensorVersioned {
    /// The layout version of this struct.
    pub version: DLPackVersion,
    /// The producer's context for `deleter`.
    pub manager_ctx: *mut c_void,
    /// Frees the tensor; called once by the consumer (may be NULL).
    pub deleter: Option<unsafe extern "C" fn(*mut DLManagedTensorVersioned)>,
    /// `DLPACK_FLAG_*` bits.
    pub flags: u64,
    /// The tensor itself.
    pub dl_tensor: DLTensor,
}

/// `ARROW_DEVICE_CPU` of the Arrow C Device interface.
pub const ARROW_DEVICE_CPU: i32 = 1;
