//! What a record or dictionary batch message claims, read against its
//! schema before arrow-ipc decodes it: the field nodes and buffers walked
//! in the order arrow-ipc 60's decoder takes them ([`Layout::of`]).
//!
//! The walk gives three things:
//!
//! * **The logical size of the batch**, which the reader charges to its
//!   expansion budget ([`crate::limits`]) before anything is decoded. Every
//!   row of every column costs at least one bit, bufferless columns (null,
//!   a struct, a fixed-size list, a run-end encoded column) included, and
//!   a batch of no columns its own row count; fixed-width values cost
//!   their width, and offsets, views, union type ids and dictionary keys
//!   theirs. A stream of a few hundred bytes claiming 2^40 rows of a null
//!   column (2^37 bytes by this count) is refused here, where arrow-ipc
//!   would build the column from nothing and leave the 2^40 rows to
//!   whatever copies or slices it later.
//! * **Buffer lengths in whole elements.** arrow-data reads a fixed-width
//!   buffer with `typed_data`, which panics on a length that is not a
//!   multiple of the element width, and a corrupt message can declare one.
//!   Such a length is rounded *down* to whole elements (a patched copy of
//!   the flatbuffer). Every check of arrow-data then sees the lengths the
//!   message declared: what a column needs is whole elements, so it fits
//!   the rounded length exactly when it fits the declared one. (Rounding
//!   up to 8 instead, as this reader did before, let a string's last
//!   offset reach into the padding and read a zero byte as data.)
//! * **The buffers arrow-ipc uses before it validates**: a union's type-id
//!   and dense offset buffers are sliced to the node's length first, so a
//!   shorter buffer panics (fuzz finding 11), and dense offsets are read as
//!   `i32`s where they lie, so offsets not 4-byte aligned in memory panic
//!   too (a valid stream read in place from an odd address). A fixed-size
//!   list's rows times its size must not overflow either (arrow-data
//!   panics computing its child's length, fuzz finding 13).
//! * **What to swap, for big-endian data** ([`super::endian`]): every
//!   buffer of multi-byte values, in whole values, and how each value is
//!   laid out; run-end encoded and view columns are refused there.
//!
//! Everything else is arrow-ipc's to check: where the message's lists run
//! out, the walk stops and the decoder reports the mismatch itself (after
//! decoding only fields the walk saw).

use arrow_buffer::{Buffer, MutableBuffer};
use arrow_ipc::MetadataVersion;
use arrow_schema::{ArrowError, DataType};

use super::endian::{self, Swap};
use crate::limits::Budget;

/// What [`Layout::of`] found in a batch message.
pub(super) struct Layout {
    /// The batch's logical size in bytes (rounded up from bits; saturates).
    pub(super) logical: u64,
    /// Buffers whose declared length is not whole elements: their index in
    /// the message's buffer list and the length rounded down.
    patches: Vec<(usize, i64)>,
    /// Whether a dense union's offsets are not 4-byte aligned in memory
    /// (decode an aligned copy of the body instead).
    realign: bool,
    /// Big-endian data: the buffers to swap to native order.
    swaps: Vec<Swap>,
    /// A dictionary batch's length where it is not its values' (its
    /// node's): the node's, which Arrow C++ (so 1.25) reads the values by.
    length: Option<i64>,
}

impl Layout {
    /// Walks `batch` (an uncompressed message whose buffers lie inside
    /// `body`, checked before) against `fields`, the schema's column types
    /// (a dictionary batch: its value type), recording the buffers to swap
    /// when the data is in the other byte order (`foreign`). With
    /// `columns` (a record batch's), each column's length must be the
    /// batch's, as Arrow C++ requires (not of a dictionary's values).
    pub(super) fn of<'f>(
        batch: arrow_ipc::RecordBatch<'_>,
        version: MetadataVersion,
        fields: impl IntoIterator<Item = &'f DataType>,
        body: &Buffer,
        foreign: bool,
        columns: bool,
    ) -> Result<Layout, ArrowError> {
        // A dictionary batch's values are as long as their node says,
        // whatever the batch's length (Arrow C++ never reads it there).
        let length = batch
            .nodes()
            .and_then(|n| n.iter().next())
            .map(|n| n.length())
            .filter(|&n| !columns && n != batch.length());
        // The batch's own rows, one bit each, count where its columns do
        // not: a batch of no columns claims rows too. (Its columns have its
        // rows, checked after decoding, so they cost as much or more.)
        let rows = length.unwrap_or(batch.length()).max(0) as u64;
        let (Some(nodes), Some(buffers)) = (batch.nodes(), batch.buffers()) else {
            return Ok(Layout::bits(rows, Walk::default_parts()));
        };
        let mut walk = Walk {
            column: None,
            column_rows: 0,
            nodes: nodes.iter(),
            buffers: buffers.iter(),
            index: 0,
            variadic: batch.variadicBufferCounts().unwrap_or_default().iter(),
            validity: version < MetadataVersion::V5,
            body: body.as_ptr() as usize,
            realign: false,
            bits: 0,
            patches: Vec::new(),
            swaps: foreign.then(Vec::new),
        };
        let walked = fields.into_iter().enumerate().try_for_each(|(column, dt)| {
            walk.column = Some(column);
            walk.field(dt)?;
            // Arrow C++ compares each column's length with the batch's
            // once it has loaded the column.
            if columns && walk.column_rows != batch.length() {
                return Err(Stop::Short(super::io_error(
                    "Array length did not match record batch length",
                )));
            }
            Ok(())
        });
        match walked {
            Err(Stop::Short(e)) => Err(e),
            Ok(()) => {
                let bits = rows.max(walk.bits);
                Ok(Layout {
                    length,
                    ..Layout::bits(
                        bits,
                        (walk.patches, walk.realign, walk.swaps.unwrap_or_default()),
                    )
                })
            }
        }
    }

    fn bits(bits: u64, (patches, realign, swaps): (Vec<(usize, i64)>, bool, Vec<Swap>)) -> Layout {
        Layout {
            logical: bits.div_ceil(8),
            patches,
            realign,
            swaps,
            length: None,
        }
    }

    /// The bytes a big-endian batch has to swap (saturating; 0 for native
    /// data), which the reader charges to its budget before [`Self::body`]
    /// swaps them: buffers may overlap, so this can pass the body's size.
    pub(super) fn swap_bytes(&self) -> u64 {
        self.swaps
            .iter()
            .fold(0u64, |n, s| n.saturating_add(s.len as u64))
    }

    /// The body to decode: `body` itself, or a copy in native byte order
    /// (big-endian data), or an aligned copy (dense union offsets not
    /// aligned in memory). A fresh copy is aligned for every type.
    pub(super) fn body(&self, body: &Buffer) -> Buffer {
        if !self.swaps.is_empty() {
            endian::swapped(body, &self.swaps)
        } else if self.realign {
            // `Buffer::from_slice_ref` allocates with Arrow's alignment.
            Buffer::from_slice_ref(body.as_slice())
        } else {
            body.clone()
        }
    }

    /// The message flatbuffer `meta`, whose batch is `batch`, with the
    /// rounded buffer lengths and a dictionary batch's length (its
    /// values') written in (a copy), or `None` when there is nothing to
    /// change. Only fixed-size fields change, in place: the copy is as
    /// valid a flatbuffer as `meta`. (A dictionary batch whose length field
    /// is absent, so 0, cannot take its values' length in place: it keeps
    /// it, and arrow-ipc refuses the mismatch.)
    pub(super) fn patched(&self, meta: &[u8], batch: arrow_ipc::RecordBatch<'_>) -> Option<Buffer> {
        let length_at = self.length.and_then(|length| {
            let field = batch._tab.vtable().get(arrow_ipc::RecordBatch::VT_LENGTH);
            let table = batch._tab.buf().as_ptr() as usize + batch._tab.loc();
            (field != 0).then(|| (table + field as usize - meta.as_ptr() as usize, length))
        });
        if self.patches.is_empty() && length_at.is_none() {
            return None;
        }
        let mut copy = MutableBuffer::new(meta.len());
        copy.extend_from_slice(meta);
        let slice = copy.as_slice_mut();
        if let Some((at, length)) = length_at {
            slice[at..at + 8].copy_from_slice(&length.to_le_bytes());
        }
        if let Some(buffers) = batch.buffers() {
            // Each `Buffer` struct is 16 bytes (offset, then length, i64 LE).
            let base = buffers.bytes().as_ptr() as usize - meta.as_ptr() as usize;
            for &(index, length) in &self.patches {
                let at = base + 16 * index + 8;
                slice[at..at + 8].copy_from_slice(&length.to_le_bytes());
            }
        }
        Some(copy.into())
    }
}

/// Where a read's decoded bytes are charged: its own [`Budget`], or the
/// one budget the workers of a file read on the pool share ([`Shared`]),
/// so that a read's bound holds whichever thread decodes.
pub(super) trait Account {
    fn account(&mut self, bytes: u64, detail: &str) -> crate::ffi::Result<()>;
}

impl Account for Budget {
    fn account(&mut self, bytes: u64, detail: &str) -> crate::ffi::Result<()> {
        self.charge(bytes, detail)
    }
}

/// One budget charged by several workers, each charge under its lock.
pub(super) struct Shared<'a>(pub(super) &'a std::sync::Mutex<Budget>);

impl Account for Shared<'_> {
    fn account(&mut self, bytes: u64, detail: &str) -> crate::ffi::Result<()> {
        let mut budget = self.0.lock().unwrap_or_else(|e| e.into_inner());
        budget.charge(bytes, detail)
    }
}

/// Charges `bytes` of decoded output to `budget`, as an Arrow error (the
/// readers' error type) when it does not fit.
pub(super) fn charge(budget: &mut dyn Account, bytes: u64, detail: &str) -> Result<(), ArrowError> {
    budget
        .account(bytes, detail)
        .map_err(|e| ArrowError::InvalidArgumentError(e.message.into_owned()))
}

/// Why a [`Walk`] stopped early.
enum Stop {
    Short(ArrowError),
}

/// The message's node list ran out before the schema's fields, in Arrow
/// C++'s words.
fn out_of_nodes() -> Stop {
    Stop::Short(ArrowError::ParseError(
        "Ran out of field metadata, likely malformed".into(),
    ))
}

/// The message's buffer list ran out, in Arrow C++'s words.
fn out_of_buffers() -> Stop {
    Stop::Short(super::io_error("buffer_index out of range."))
}

/// The node, buffer and variadic-count lists of one batch message, walked
/// in the order arrow-ipc 60's decoder takes them.
struct Walk<'a> {
    /// The top-level column whose own node comes next, if it does.
    column: Option<usize>,
    /// The row count of the last top-level column's node.
    column_rows: i64,
    nodes: flatbuffers::VectorIter<'a, arrow_ipc::FieldNode>,
    buffers: flatbuffers::VectorIter<'a, arrow_ipc::Buffer>,
    /// The index of the next buffer in the message's list.
    index: usize,
    variadic: flatbuffers::VectorIter<'a, i64>,
    /// Before V5 a union has a validity buffer too.
    validity: bool,
    /// The address of the message body.
    body: usize,
    realign: bool,
    /// The logical size so far, in bits (saturating).
    bits: u64,
    patches: Vec<(usize, i64)>,
    /// The buffers to swap, when the data is in the other byte order.
    swaps: Option<Vec<Swap>>,
}

fn short(message: String) -> Stop {
    Stop::Short(ArrowError::ParseError(message))
}

impl Walk<'_> {
    fn default_parts() -> (Vec<(usize, i64)>, bool, Vec<Swap>) {
        (Vec::new(), false, Vec::new())
    }

    /// The next buffer, of values of `width` bytes whose fields are
    /// `fields` ([`endian::value_fields`]): as [`Self::buffer`], and
    /// recorded to swap when the data is in the other byte order.
    fn values(&mut self, width: usize, fields: &'static [u8]) -> Result<(usize, usize), Stop> {
        let (offset, len) = self.buffer(width)?;
        if let Some(swaps) = &mut self.swaps
            && !fields.is_empty()
            && len > 0
        {
            swaps.push(Swap {
                offset,
                len,
                fields,
            });
        }
        Ok((offset, len))
    }

    /// A buffer of offsets (or sizes) of `width` bytes.
    fn offsets(&mut self, width: usize) -> Result<(usize, usize), Stop> {
        self.values(width, endian::value_fields(None, width))
    }

    /// Refuses, in data to swap, a type [`endian`] cannot swap.
    fn unswappable(&self, dt: &DataType) -> Result<(), Stop> {
        match self.swaps {
            Some(_) => Err(Stop::Short(endian::refuse(dt))),
            None => Ok(()),
        }
    }

    /// The next node's row count, each row costing `row_bits`.
    fn node(&mut self, row_bits: u64) -> Result<usize, Stop> {
        let node = self.nodes.next().ok_or_else(out_of_nodes)?;
        let column = self.column.take();
        if column.is_some() {
            self.column_rows = node.length();
        }
        if node.null_count() > node.length() {
            return Err(Stop::Short(match column {
                // Arrow C++'s validation of the column.
                Some(column) => {
                    let text = "Invalid: Null count exceeds array length".to_owned();
                    super::fault::CppStatus::Column {
                        column,
                        batch: text.clone(),
                        table: text,
                    }
                    .into_arrow()
                }
                None => ArrowError::ParseError(
                    "IPC field node has a null count larger than its length".into(),
                ),
            }));
        }
        // `check_batch` refused negative lengths.
        let rows = node.length() as u64;
        self.bits = self.bits.saturating_add(rows.saturating_mul(row_bits));
        Ok(rows as usize)
    }

    /// The next buffer's offset and length in whole elements of `width`
    /// bytes (`check_batch` placed it inside the body).
    fn buffer(&mut self, width: usize) -> Result<(usize, usize), Stop> {
        let buffer = self.buffers.next().ok_or_else(out_of_buffers)?;
        let length = buffer.length() as usize;
        let whole = length - length % width;
        if whole != length {
            self.patches.push((self.index, whole as i64));
        }
        self.index += 1;
        Ok((buffer.offset() as usize, whole))
    }

    /// A validity bitmap, or any buffer of bytes.
    fn bytes(&mut self) -> Result<(), Stop> {
        self.buffer(1).map(drop)
    }

    fn field(&mut self, dt: &DataType) -> Result<(), Stop> {
        use arrow_schema::DataType as D;
        match dt {
            D::Utf8 | D::Binary | D::LargeUtf8 | D::LargeBinary => {
                let width = if matches!(dt, D::Utf8 | D::Binary) {
                    4
                } else {
                    8
                };
                self.node(8 * width as u64)?;
                self.bytes()?;
                self.offsets(width)?;
                self.bytes()
            }
            D::BinaryView | D::Utf8View => {
                self.unswappable(dt)?;
                // Arrow C++'s words for a missing or negative count.
                let count = self.variadic.next().ok_or_else(|| {
                    Stop::Short(super::io_error("variadic_count_index out of range."))
                })?;
                let count = usize::try_from(count).map_err(|_| {
                    Stop::Short(super::io_error("variadic buffer count must be positive"))
                })?;
                self.bytes()?;
                self.buffer(16)?;
                // Bounded by the message's buffer list.
                for _ in 0..count {
                    self.bytes()?;
                }
                self.node(128).map(drop)
            }
            D::List(child) | D::LargeList(child) | D::Map(child, _) => {
                let width = if matches!(dt, D::LargeList(_)) { 8 } else { 4 };
                self.node(8 * width as u64)?;
                self.bytes()?;
                self.offsets(width)?;
                self.field(child.data_type())
            }
            D::ListView(child) | D::LargeListView(child) => {
                let width = if matches!(dt, D::ListView(_)) { 4 } else { 8 };
                self.node(16 * width as u64)?;
                self.bytes()?;
                self.offsets(width)?;
                self.offsets(width)?;
                self.field(child.data_type())
            }
            D::FixedSizeList(child, size) => {
                let rows = self.node(1)?;
                // arrow-data computes the child's length as rows * size
                // with `expect` (fuzz finding 13).
                crate::rb::types::fixed_size_list_values(rows as u64, *size)
                    .map_err(|reason| short(format!("IPC {reason}")))?;
                self.bytes()?;
                self.field(child.data_type())
            }
            D::Struct(children) => {
                self.node(1)?;
                self.bytes()?;
                children.iter().try_for_each(|f| self.field(f.data_type()))
            }
            D::RunEndEncoded(ends, values) => {
                self.unswappable(dt)?;
                self.node(1)?;
                self.field(ends.data_type())?;
                self.field(values.data_type())
            }
            D::Union(children, mode) => {
                let dense = *mode == arrow_schema::UnionMode::Dense;
                let rows = self.node(if dense { 40 } else { 8 })?;
                if self.validity {
                    self.bytes()?;
                }
                let too_short = |what: &str| {
                    short(format!(
                        "IPC union column's {what} buffer is shorter than its {rows} rows"
                    ))
                };
                if self.buffer(1)?.1 < rows {
                    return Err(too_short("type id"));
                }
                if dense {
                    let (offset, length) = self.offsets(4)?;
                    if rows.checked_mul(4).is_none_or(|n| length < n) {
                        return Err(too_short("offset"));
                    }
                    if !offset.is_multiple_of(4) {
                        return Err(short(format!(
                            "IPC dense union offsets at body offset {offset} are not 4-byte aligned"
                        )));
                    }
                    self.realign |= !(self.body + offset).is_multiple_of(4);
                }
                children
                    .iter()
                    .try_for_each(|(_, f)| self.field(f.data_type()))
            }
            D::Null => self.node(1).map(drop),
            // The keys; the values come in their own message.
            D::Dictionary(keys, _) => {
                let width = keys.primitive_width().unwrap_or(1);
                self.node(8 * width as u64)?;
                self.bytes()?;
                self.values(width, endian::value_fields(Some(keys), width))
                    .map(drop)
            }
            D::FixedSizeBinary(size) => {
                let width = u64::try_from(*size).unwrap_or(0);
                self.node(width.saturating_mul(8).max(1))?;
                self.bytes()?;
                self.bytes()
            }
            // Booleans (one bit, bytes) and the fixed-width primitives.
            _ => {
                let width = dt.primitive_width().unwrap_or(1);
                self.node(if dt.is_primitive() {
                    8 * width as u64
                } else {
                    1
                })?;
                self.bytes()?;
                // Booleans are bits: a width of 1, nothing to swap.
                self.values(width, endian::value_fields(Some(dt), width))
                    .map(drop)
            }
        }
    }
}
