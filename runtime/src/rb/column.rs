//! Column builders: growable Arrow storage for one column of any type the
//! record-batch builder can build (every fixed-width type, bool, utf8 and
//! binary in both offset widths, null, and lists and structs of those,
//! nested to any depth).
//!
//! One recursive enum rather than arrow-rs's `dyn ArrayBuilder`s: a null or
//! an empty value can be appended to any column (a struct slot that is null
//! needs one in every child), list elements arrive as raw bytes that are
//! copied in one go, and string bytes can be written in place by the
//! caller. Every allocation is fallible (`IRX_ERR_ALLOC`, never an abort).

use arrow_array::{ArrayRef, make_array};
use arrow_buffer::{BooleanBufferBuilder, MutableBuffer, NullBufferBuilder};
use arrow_data::ArrayData;
use arrow_schema::{DataType, FieldRef, Fields};
use irx_abi::native::IrxColumnType as Col;

use super::types::column_type_of;
use crate::alloc::{extend_buffer, reserve_buffer};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};

/// One column's storage.
#[derive(Debug)]
pub(crate) enum Column {
    /// Every fixed-width type: integers, floats, dates, times, timestamps,
    /// decimals, fixed-size binary.
    Fixed(Fixed),
    /// Bit-packed booleans.
    Bool {
        values: BooleanBufferBuilder,
        nulls: NullBufferBuilder,
    },
    /// utf8, large utf8, binary, large binary.
    Bytes(Bytes),
    /// A list (int32 offsets) of any buildable element type.
    List(Box<List>),
    /// A struct of buildable fields.
    Struct(Struct),
    /// The null type: only a length.
    Null(usize),
}

#[derive(Debug)]
pub(crate) struct Fixed {
    pub(crate) col: Col,
    data_type: DataType,
    width: usize,
    values: MutableBuffer,
    nulls: NullBufferBuilder,
}

#[derive(Debug)]
pub(crate) struct Bytes {
    pub(crate) col: Col,
    data_type: DataType,
    /// int64 offsets (large types) rather than int32.
    large: bool,
    offsets: MutableBuffer,
    values: MutableBuffer,
    nulls: NullBufferBuilder,
    /// Bytes reserved by `reserve` for a value the caller writes in place.
    reserved: Option<usize>,
}

#[derive(Debug)]
pub(crate) struct List {
    field: FieldRef,
    offsets: Vec<i32>,
    nulls: NullBufferBuilder,
    pub(crate) child: Column,
}

#[derive(Debug)]
pub(crate) struct Struct {
    pub(crate) fields: Fields,
    pub(crate) children: Vec<Column>,
    nulls: NullBufferBuilder,
    len: usize,
}

fn alloc_error(error: impl std::fmt::Display) -> Error {
    Error::no_memory(format!("column builder: allocation failed ({error})"))
}

/// The largest offset a column's offsets can hold.
fn offset_limit(large: bool) -> usize {
    if large {
        i64::MAX as usize
    } else {
        i32::MAX as usize
    }
}

impl Column {
    /// An empty column of `data_type`, or `IRX_ERR_ARROW` for a type the
    /// builder cannot build (maps, dictionaries, fixed-size and large
    /// lists: 1.25 cannot build those either).
    pub(crate) fn new(data_type: &DataType) -> Result<Column> {
        let unsupported = || {
            Error::new(
                Kind::Arrow,
                format!("failed to create column builder for {data_type}"),
            )
        };
        let col = column_type_of(data_type).ok_or_else(unsupported)?;
        Ok(match data_type {
            DataType::Null => Column::Null(0),
            DataType::Boolean => Column::Bool {
                values: BooleanBufferBuilder::new(0),
                nulls: NullBufferBuilder::new(0),
            },
            DataType::Utf8 | DataType::Binary | DataType::LargeUtf8 | DataType::LargeBinary => {
                let large = matches!(data_type, DataType::LargeUtf8 | DataType::LargeBinary);
                let mut offsets = MutableBuffer::new(0);
                if large {
                    offsets.push(0i64);
                } else {
                    offsets.push(0i32);
                }
                Column::Bytes(Bytes {
                    col,
                    data_type: data_type.clone(),
                    large,
                    offsets,
                    values: MutableBuffer::new(0),
                    nulls: NullBufferBuilder::new(0),
                    reserved: None,
                })
            }
            DataType::List(field) => Column::List(Box::new(List {
                field: field.clone(),
                offsets: vec![0],
                nulls: NullBufferBuilder::new(0),
                child: Column::new(field.data_type())?,
            })),
            DataType::Struct(fields) => Column::Struct(Struct {
                fields: fields.clone(),
                children: fields
                    .iter()
                    .map(|f| Column::new(f.data_type()))
                    .collect::<Result<_>>()?,
                nulls: NullBufferBuilder::new(0),
                len: 0,
            }),
            dt => {
                let width = dt.primitive_width().or(match dt {
                    DataType::FixedSizeBinary(n) => usize::try_from(*n).ok(),
                    _ => None,
                });
                match width {
                    Some(width) if width > 0 => Column::Fixed(Fixed {
                        col,
                        data_type: dt.clone(),
                        width,
                        values: MutableBuffer::new(0),
                        nulls: NullBufferBuilder::new(0),
                    }),
                    _ => return Err(unsupported()),
                }
            }
        })
    }

    /// The number of values appended so far.
    pub(crate) fn len(&self) -> usize {
        match self {
            Column::Fixed(f) => f.values.len() / f.width,
            Column::Bool { values, .. } => values.len(),
            Column::Bytes(b) => b.offsets.len() / b.offset_width() - 1,
            Column::List(l) => l.offsets.len() - 1,
            Column::Struct(s) => s.len,
            Column::Null(n) => *n,
        }
    }

    /// Whether every struct slot (at any depth) has a value in each field:
    /// checked before anything is finished, so a failed finish leaves the
    /// builder as it was.
    pub(crate) fn is_complete(&self) -> bool {
        match self {
            Column::List(l) => l.child.is_complete(),
            Column::Struct(s) => s
                .children
                .iter()
                .all(|c| c.len() == s.len && c.is_complete()),
            _ => true,
        }
    }

    /// Appends a null (`valid == false`) or an empty valid value (zero, an
    /// empty string or list, a struct of empty values): what a null struct
    /// slot puts in each of its children, as Arrow C++ does.
    pub(crate) fn append_default(&mut self, valid: bool) -> Result<()> {
        match self {
            Column::Fixed(f) => {
                f.values.try_extend_zeros(f.width).map_err(alloc_error)?;
                f.nulls.append(valid);
            }
            Column::Bool { values, nulls } => {
                values.append(false);
                nulls.append(valid);
            }
            Column::Bytes(b) => {
                b.reserved = None;
                b.push_offset()?;
                b.nulls.append(valid);
            }
            Column::List(l) => {
                let last = *l.offsets.last().unwrap_or(&0);
                l.offsets.try_reserve(1).map_err(alloc_error)?;
                l.offsets.push(last);
                l.nulls.append(valid);
            }
            Column::Struct(s) => {
                for child in &mut s.children {
                    child.append_default(true)?;
                }
                s.nulls.append(valid);
                s.len += 1;
            }
            Column::Null(n) => *n += 1,
        }
        Ok(())
    }

    /// Builds the array of everything appended and starts the column over
    /// empty (as Arrow C++ builders do after `Finish`).
    pub(crate) fn finish(&mut self) -> Result<ArrayRef> {
        let data = self.finish_data()?;
        Ok(make_array(data))
    }

    fn finish_data(&mut self) -> Result<ArrayData> {
        let len = self.len();
        let fresh = Column::new(&self.data_type())?;
        let old = std::mem::replace(self, fresh);
        let builder = match old {
            Column::Fixed(mut f) => ArrayData::builder(f.data_type)
                .len(len)
                .add_buffer(std::mem::take(&mut f.values).into())
                .nulls(f.nulls.finish()),
            Column::Bool {
                mut values,
                mut nulls,
            } => ArrayData::builder(DataType::Boolean)
                .len(len)
                .add_buffer(values.finish().into_inner())
                .nulls(nulls.finish()),
            Column::Bytes(mut b) => ArrayData::builder(b.data_type)
                .len(len)
                .add_buffer(std::mem::take(&mut b.offsets).into())
                .add_buffer(std::mem::take(&mut b.values).into())
                .nulls(b.nulls.finish()),
            Column::List(mut l) => {
                let child = l.child.finish_data()?;
                ArrayData::builder(DataType::List(l.field.clone()))
                    .len(len)
                    .add_buffer(arrow_buffer::Buffer::from_vec(std::mem::take(
                        &mut l.offsets,
                    )))
                    .add_child_data(child)
                    .nulls(l.nulls.finish())
            }
            Column::Struct(mut s) => {
                let children = s
                    .children
                    .iter_mut()
                    .map(Column::finish_data)
                    .collect::<Result<Vec<_>>>()?;
                if children.iter().any(|c| c.len() != len) {
                    return Err(Error::new(
                        Kind::Arrow,
                        "struct column: every field needs one value per struct slot",
                    ));
                }
                ArrayData::builder(DataType::Struct(s.fields.clone()))
                    .len(len)
                    .child_data(children)
                    .nulls(s.nulls.finish())
            }
            Column::Null(n) => ArrayData::builder(DataType::Null).len(n),
        };
        // Full validation: offsets, UTF-8, child lengths, null counts. The
        // builder keeps these invariants itself, so this only costs time;
        // it stays on while the record-batch benchmarks allow it.
        builder
            .build()
            .map_err(|e| Error::new(Kind::Arrow, e.to_string()))
    }

    /// The column's Arrow type.
    pub(crate) fn data_type(&self) -> DataType {
        match self {
            Column::Fixed(f) => f.data_type.clone(),
            Column::Bool { .. } => DataType::Boolean,
            Column::Bytes(b) => b.data_type.clone(),
            Column::List(l) => DataType::List(l.field.clone()),
            Column::Struct(s) => DataType::Struct(s.fields.clone()),
            Column::Null(_) => DataType::Null,
        }
    }
}

impl Fixed {
    /// Appends one valid value given as its bytes (`width` of them).
    #[inline]
    pub(crate) fn push_bytes(&mut self, bytes: &[u8]) -> Result<()> {
        debug_assert_eq!(bytes.len(), self.width);
        extend_buffer(&mut self.values, bytes).map_err(alloc_error)?;
        self.nulls.append_non_null();
        Ok(())
    }

    /// Appends `n` valid values from raw bytes (`n * width` of them).
    pub(crate) fn extend_bytes(&mut self, bytes: &[u8], n: usize) -> Result<()> {
        debug_assert_eq!(bytes.len(), n * self.width);
        extend_buffer(&mut self.values, bytes).map_err(alloc_error)?;
        self.nulls.append_n_non_nulls(n);
        Ok(())
    }

    pub(crate) fn width(&self) -> usize {
        self.width
    }
}

/// Whether `bytes` is UTF-8.
///
/// std's check takes its word-at-a-time ASCII path only from an aligned
/// address and for at least two words, so a short value, or one written
/// in place at whatever byte the column's storage has reached, is checked
/// a byte at a time: about twice the cost of an aligned temporary's. Short
/// values are first tried as ASCII with unaligned 8-byte reads; anything
/// else (or longer) goes to std.
#[inline]
pub(crate) fn valid_utf8(bytes: &[u8]) -> bool {
    /// Longest value the ASCII pre-pass looks at: past it std's own fast
    /// path is reached whatever the alignment.
    const SHORT: usize = 64;
    const HIGH_BITS: u64 = 0x8080_8080_8080_8080;
    if bytes.len() <= SHORT {
        let (words, tail) = bytes.as_chunks::<8>();
        let mut seen = 0u64;
        for word in words {
            seen |= u64::from_ne_bytes(*word);
        }
        for &byte in tail {
            seen |= u64::from(byte);
        }
        if seen & HIGH_BITS == 0 {
            return true;
        }
    }
    std::str::from_utf8(bytes).is_ok()
}

impl Bytes {
    fn offset_width(&self) -> usize {
        if self.large { 8 } else { 4 }
    }

    /// Whether values must be UTF-8.
    pub(crate) fn is_utf8(&self) -> bool {
        matches!(self.col, Col::IRX_COL_UTF8 | Col::IRX_COL_LARGE_UTF8)
    }

    /// Closes the current value at the end of the value bytes.
    fn push_offset(&mut self) -> Result<()> {
        let end = self.values.len();
        if end > offset_limit(self.large) {
            return Err(Error::overflow(
                "string column: total size exceeds its offset type (use large_utf8)",
            ));
        }
        let result = if self.large {
            extend_buffer(&mut self.offsets, &(end as i64).to_ne_bytes())
        } else {
            extend_buffer(&mut self.offsets, &(end as i32).to_ne_bytes())
        };
        result.map_err(alloc_error)
    }

    /// Appends one valid value. UTF-8 columns check the bytes first: Arrow
    /// C++ would accept them and fail later, at validation; arrow-rs hands
    /// out `&str`s, which must never hold anything else.
    pub(crate) fn push(&mut self, bytes: &[u8]) -> Result<()> {
        if self.is_utf8() && !valid_utf8(bytes) {
            return Err(Error::invalid("string value is not valid UTF-8"));
        }
        let start = self.values.len();
        extend_buffer(&mut self.values, bytes).map_err(alloc_error)?;
        if let Err(e) = self.push_offset() {
            self.values.truncate(start);
            return Err(e);
        }
        self.reserved = None;
        self.nulls.append_non_null();
        Ok(())
    }

    /// Makes room for a value of at most `capacity` bytes at the end of the
    /// value bytes and returns where to write it; `commit` appends it.
    pub(crate) fn reserve(&mut self, capacity: usize) -> Result<*mut u8> {
        let start = self.values.len();
        if start
            .checked_add(capacity)
            .is_none_or(|end| end > offset_limit(self.large))
        {
            return Err(Error::overflow(
                "string column: reserved size exceeds its offset type",
            ));
        }
        reserve_buffer(&mut self.values, capacity).map_err(alloc_error)?;
        self.reserved = Some(capacity);
        // SAFETY: `reserve_buffer` made `capacity` bytes past `len` allocated.
        Ok(unsafe { self.values.as_mut_ptr().add(start) })
    }

    /// [`Bytes::reserve`] when the room is already allocated: no allocation
    /// and nothing that can panic, for the unguarded fast path; `None`
    /// sends the caller to `reserve`, which says why.
    #[inline]
    pub(crate) fn reserve_fast(&mut self, capacity: usize) -> Option<*mut u8> {
        let start = self.values.len();
        let end = start.checked_add(capacity)?;
        if end > offset_limit(self.large) || end > self.values.capacity() {
            return None;
        }
        self.reserved = Some(capacity);
        // SAFETY: `end <= capacity`: the room is allocated.
        Some(unsafe { self.values.as_mut_ptr().add(start) })
    }

    /// [`Bytes::commit`] when nothing needs allocating (room for the offset,
    /// no validity bitmap yet) and the value is valid; `false` changes
    /// nothing and sends the caller to `commit`, which reports why.
    /// Allocation-free and panic-free, for the unguarded fast path.
    #[inline(always)]
    pub(crate) fn commit_fast(&mut self, len: usize) -> bool {
        let Some(reserved) = self.reserved else {
            return false;
        };
        let width = self.offset_width();
        if len > reserved
            || self.offsets.capacity() - self.offsets.len() < width
            || self.nulls.as_slice().is_some()
        {
            return false;
        }
        let start = self.values.len();
        // SAFETY: `len <= reserved` bytes past `start` are allocated and the
        // caller wrote them (the function's contract).
        let bytes = unsafe { std::slice::from_raw_parts(self.values.as_ptr().add(start), len) };
        if self.is_utf8() && !valid_utf8(bytes) {
            return false;
        }
        // SAFETY: as above.
        unsafe { self.values.set_len(start + len) };
        // `end <= offset_limit` was checked by the reservation; the offset
        // fits the room checked above, so `push` does not allocate.
        let end = self.values.len();
        if self.large {
            self.offsets.push(end as i64);
        } else {
            self.offsets.push(end as i32);
        }
        self.reserved = None;
        self.nulls.append_non_null();
        true
    }

    /// Appends the value of `len` bytes the caller wrote at the pointer
    /// `reserve` returned.
    pub(crate) fn commit(&mut self, len: usize) -> Result<()> {
        let reserved = self.reserved.take().ok_or_else(|| {
            Error::invalid("no reserved value to commit (call the reserve function first)")
        })?;
        if len > reserved {
            self.reserved = Some(reserved);
            return Err(Error::new(
                Kind::OutOfBounds,
                format!("committed length {len} exceeds the {reserved} bytes reserved"),
            ));
        }
        let start = self.values.len();
        // SAFETY: `len <= reserved` bytes past `start` are allocated, and
        // the caller wrote them (uninitialised bytes are still plain u8s
        // to the allocator; the contract says the caller wrote them).
        unsafe { self.values.set_len(start + len) };
        if self.is_utf8() && !valid_utf8(&self.values.as_slice()[start..]) {
            self.values.truncate(start);
            return Err(Error::invalid("string value is not valid UTF-8"));
        }
        self.push_offset()?;
        self.nulls.append_non_null();
        Ok(())
    }
}

impl List {
    /// Opens one valid list slot whose elements are everything appended to
    /// the child since the previous slot.
    pub(crate) fn close_slot(&mut self) -> Result<()> {
        let end = i32::try_from(self.child.len())
            .map_err(|_| Error::overflow("list column: more than int32 elements"))?;
        self.offsets.try_reserve(1).map_err(alloc_error)?;
        self.offsets.push(end);
        self.nulls.append_non_null();
        Ok(())
    }
}

impl Struct {
    /// Opens one valid struct slot; its fields follow.
    pub(crate) fn open_slot(&mut self) {
        self.nulls.append_non_null();
        self.len += 1;
    }
}

/// The `Arc`ed schema fields of the columns a builder holds.
pub(crate) fn columns_for(fields: &Fields) -> Result<Vec<Column>> {
    fields.iter().map(|f| Column::new(f.data_type())).collect()
}

#[cfg(test)]
mod tests {
    use super::valid_utf8;

    /// `valid_utf8` says what std says, for every length around the
    /// pre-pass's limit, at every start alignment, with a non-ASCII or an
    /// invalid byte at every position.
    #[test]
    fn valid_utf8_agrees_with_std() {
        let ascii: Vec<u8> = (0..100u8).map(|i| b'a' + i % 26).collect();
        let bads: [&[u8]; 5] = [
            &[0xff],
            &[0xc3, 0xa9],
            &[0xe2, 0x82, 0xac],
            &[0x80],
            &[0xc3],
        ];
        for start in 0..8 {
            for len in 0..=80 {
                assert!(
                    valid_utf8(&ascii[start..start + len]),
                    "ASCII, start {start}, len {len}"
                );
                for at in start..start + len {
                    for bad in bads {
                        let mut buffer = ascii.clone();
                        let end = (at + bad.len()).min(start + len);
                        buffer[at..end].copy_from_slice(&bad[..end - at]);
                        let slice = &buffer[start..start + len];
                        assert_eq!(
                            valid_utf8(slice),
                            std::str::from_utf8(slice).is_ok(),
                            "{slice:?}"
                        );
                    }
                }
            }
        }
    }
}
