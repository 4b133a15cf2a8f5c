//! The numbers of IRx 1.25's record-batch runtime ("ABI v2"): its status
//! codes (`irx_native_status.h`), its ABI version and the column types of
//! `IrxColumnType` (`irx_record_batch.h`). Values are pyirx 1.25.0's.

/// Success.
pub const IRX_OK: i32 = 0;
/// Not an error: a reader has no more batches.
pub const IRX_EOF: i32 = 1;
/// Anything Arrow reports that has no category of its own (malformed data).
pub const IRX_ERR_ARROW: i32 = -1;
/// A NULL where a pointer is required.
pub const IRX_ERR_NULLPTR: i32 = -2;
/// A column, row or field index out of bounds (or a value out of range).
pub const IRX_ERR_OOB: i32 = -3;
/// A type mismatch.
pub const IRX_ERR_TYPE: i32 = -4;
/// A failed read or write.
pub const IRX_ERR_IO: i32 = -5;
/// Bad input.
pub const IRX_ERR_INVALID: i32 = -6;
/// A failed allocation.
pub const IRX_ERR_ALLOC: i32 = -7;
/// Size arithmetic that would overflow.
pub const IRX_ERR_OVERFLOW: i32 = -8;

/// What `irx_record_batch_abi_version()` returns.
pub const IRX_RECORD_BATCH_ABI_VERSION: u32 = 2;

/// The size of the caller's error buffer of the checked `irx_rb_api_*`
/// functions.
pub const IRX_RB_API_ERROR_CAPACITY: usize = 1024;

/// A record-batch column's type, as the 1.25 C API names it.
///
/// C passes this as an `int`-sized enum; the runtime reads the integer and
/// refuses values outside this list (see `ColumnType::from_raw`), so a
/// caller's bad value is an error, never undefined behaviour.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IrxColumnType {
    /// int8
    IRX_COL_INT8 = 0,
    /// int16
    IRX_COL_INT16 = 1,
    /// int32
    IRX_COL_INT32 = 2,
    /// int64
    IRX_COL_INT64 = 3,
    /// uint8
    IRX_COL_UINT8 = 4,
    /// uint16
    IRX_COL_UINT16 = 5,
    /// uint32
    IRX_COL_UINT32 = 6,
    /// uint64
    IRX_COL_UINT64 = 7,
    /// float32
    IRX_COL_FLOAT32 = 8,
    /// float64
    IRX_COL_FLOAT64 = 9,
    /// bool (bit-packed)
    IRX_COL_BOOL = 10,
    /// utf8 (int32 offsets)
    IRX_COL_UTF8 = 11,
    /// large utf8 (int64 offsets)
    IRX_COL_LARGE_UTF8 = 12,
    /// date32: days since the epoch
    IRX_COL_DATE32 = 13,
    /// date64: milliseconds since the epoch
    IRX_COL_DATE64 = 14,
    /// timestamp, seconds
    IRX_COL_TIMESTAMP_S = 15,
    /// timestamp, milliseconds
    IRX_COL_TIMESTAMP_MS = 16,
    /// timestamp, microseconds
    IRX_COL_TIMESTAMP_US = 17,
    /// timestamp, nanoseconds
    IRX_COL_TIMESTAMP_NS = 18,
    /// time32, seconds
    IRX_COL_TIME32_S = 19,
    /// time32, milliseconds
    IRX_COL_TIME32_MS = 20,
    /// time64, microseconds
    IRX_COL_TIME64_US = 21,
    /// time64, nanoseconds
    IRX_COL_TIME64_NS = 22,
    /// list (int32 offsets)
    IRX_COL_LIST = 23,
    /// struct
    IRX_COL_STRUCT = 24,
    /// binary (int32 offsets)
    IRX_COL_BINARY = 25,
    /// large binary (int64 offsets)
    IRX_COL_LARGE_BINARY = 26,
    /// fixed-size binary
    IRX_COL_FIXED_BINARY = 27,
    /// decimal128
    IRX_COL_DECIMAL128 = 28,
    /// decimal256
    IRX_COL_DECIMAL256 = 29,
    /// large list (int64 offsets)
    IRX_COL_LARGE_LIST = 30,
    /// fixed-size list
    IRX_COL_FIXED_LIST = 31,
    /// map
    IRX_COL_MAP = 32,
    /// dictionary-encoded
    IRX_COL_DICTIONARY = 33,
    /// an extension type (described by its storage type)
    IRX_COL_EXTENSION = 34,
    /// null (no storage)
    IRX_COL_NULL = 35,
}

/// cbindgen:ignore
impl IrxColumnType {
    /// Every column type, in value order (`ALL[i] as i32 == i`).
    pub const ALL: [IrxColumnType; 36] = {
        use IrxColumnType::*;
        [
            IRX_COL_INT8,
            IRX_COL_INT16,
            IRX_COL_INT32,
            IRX_COL_INT64,
            IRX_COL_UINT8,
            IRX_COL_UINT16,
            IRX_COL_UINT32,
            IRX_COL_UINT64,
            IRX_COL_FLOAT32,
            IRX_COL_FLOAT64,
            IRX_COL_BOOL,
            IRX_COL_UTF8,
            IRX_COL_LARGE_UTF8,
            IRX_COL_DATE32,
            IRX_COL_DATE64,
            IRX_COL_TIMESTAMP_S,
            IRX_COL_TIMESTAMP_MS,
            IRX_COL_TIMESTAMP_US,
            IRX_COL_TIMESTAMP_NS,
            IRX_COL_TIME32_S,
            IRX_COL_TIME32_MS,
            IRX_COL_TIME64_US,
            IRX_COL_TIME64_NS,
            IRX_COL_LIST,
            IRX_COL_STRUCT,
            IRX_COL_BINARY,
            IRX_COL_LARGE_BINARY,
            IRX_COL_FIXED_BINARY,
            IRX_COL_DECIMAL128,
            IRX_COL_DECIMAL256,
            IRX_COL_LARGE_LIST,
            IRX_COL_FIXED_LIST,
            IRX_COL_MAP,
            IRX_COL_DICTIONARY,
            IRX_COL_EXTENSION,
            IRX_COL_NULL,
        ]
    };

    /// The column type with C value `raw`, if there is one.
    pub fn from_raw(raw: i32) -> Option<IrxColumnType> {
        usize::try_from(raw)
            .ok()
            .and_then(|i| Self::ALL.get(i).copied())
    }
}
