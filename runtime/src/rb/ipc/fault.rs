//! Arrow C++'s words for an IPC batch that fails validation, so that a
//! read refused here says what IRx 1.25 (Arrow C++'s reader, then
//! `ValidateFull`) says for the same bytes: `In column 1: Invalid: Offset
//! invariant failure: ...` from a reader's `next_batch`, `Column 1: In
//! chunk 0: Invalid: ...` from `irx_arrow_table_from_ipc` (whose
//! `Table::ValidateFull` makes the basic checks of a column before the
//! full ones, so a few faults read differently there).
//!
//! Nothing here runs on a batch that decodes: when arrow-ipc's decoding
//! (validated) refuses a batch, [`explain`] walks the message's columns
//! of flat layouts (fixed-width values, booleans, utf8 and binary of both
//! offset widths and their views, dictionary keys), and lists and structs
//! of them (a child's fault inside its parent's words: `List child array
//! invalid: ...`, `Struct child array #N invalid: ...`), in Arrow C++'s
//! order and words the first fault it finds. A fault it does not find
//! (other layouts) keeps arrow-rs's reason.

use std::collections::HashMap;

use arrow_array::ArrayRef;
use arrow_schema::{ArrowError, DataType, FieldRef};

use crate::ffi::Error;
use crate::ffi::error::{Kind, StatusCode};

/// An Arrow C++ status that no [`ArrowError`] variant carries, sent
/// through arrow-rs's error type as an external error and given its words
/// by [`status_of`].
#[derive(Debug)]
pub(crate) enum CppStatus {
    /// A top-level column that fails validation: its index, and the
    /// status text of `RecordBatch::ValidateFull` and of
    /// `Table::ValidateFull` (each with its `Invalid: ` prefix).
    Column {
        column: usize,
        batch: String,
        table: String,
    },
    /// Arrow C++'s `KeyError` (1.25: `IRX_ERR_ARROW`), text without its
    /// prefix.
    Key(String),
}

impl std::fmt::Display for CppStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CppStatus::Column { column, batch, .. } => write!(f, "In column {column}: {batch}"),
            CppStatus::Key(text) => write!(f, "Key error: {text}"),
        }
    }
}

impl std::error::Error for CppStatus {}

impl CppStatus {
    pub(super) fn into_arrow(self) -> ArrowError {
        ArrowError::ExternalError(Box::new(self))
    }
}

/// The 1.25 error of `error` when it carries a [`CppStatus`]: as a
/// reader's `next_batch` words it, or, with `chunk` (the batch's index),
/// as `irx_arrow_table_from_ipc` does.
#[cold]
pub(crate) fn status_of(error: &ArrowError, chunk: Option<usize>) -> Option<Error> {
    let ArrowError::ExternalError(inner) = error else {
        return None;
    };
    let status = inner.downcast_ref::<CppStatus>()?;
    Some(match (status, chunk) {
        (CppStatus::Column { column, table, .. }, Some(chunk)) => Error::status(
            StatusCode::Invalid,
            format!("Column {column}: In chunk {chunk}: {table}"),
        ),
        (CppStatus::Column { .. }, None) => Error::status(StatusCode::Invalid, status),
        (CppStatus::Key(_), _) => Error::new(Kind::Arrow, status.to_string()),
    })
}

/// Arrow C++'s words for the first column of `batch` (its message's body
/// `body`, its schema's `fields`) that fails validation, when the column
/// is one [`column_fault`] knows; `dictionaries` gives a dictionary
/// column's values (by the field's dictionary id).
#[cold]
pub(super) fn explain(
    batch: arrow_ipc::RecordBatch<'_>,
    body: &[u8],
    fields: &[FieldRef],
    dictionaries: &HashMap<i64, ArrayRef>,
) -> Option<CppStatus> {
    let (nodes, buffers) = (batch.nodes()?, batch.buffers()?);
    let mut walk = Walk {
        nodes: nodes
            .iter()
            .map(|n| (n.length(), n.null_count()))
            .collect::<Vec<_>>()
            .into_iter(),
        buffers: buffers
            .iter()
            .map(|b| (b.offset(), b.length()))
            .collect::<Vec<_>>()
            .into_iter(),
        variadic: batch
            .variadicBufferCounts()
            .unwrap_or_default()
            .iter()
            .collect::<Vec<_>>()
            .into_iter(),
        body,
        dictionaries,
    };
    for (column, field) in fields.iter().enumerate() {
        let (_, verdict) = walk.array(field)?;
        if let Some(batch) = verdict.full {
            return Some(CppStatus::Column {
                column,
                table: verdict.basic.unwrap_or_else(|| batch.clone()),
                batch,
            });
        }
    }
    None
}

/// The first fault of one array under `RecordBatch::ValidateFull` (the
/// full pass, basic checks included) and under the basic pass alone,
/// which `Table::ValidateFull` makes first. `full` is `None` for a valid
/// array, and then so is `basic`.
#[derive(Default)]
struct Verdict {
    full: Option<String>,
    basic: Option<String>,
}

impl Verdict {
    /// A fault both passes find.
    fn both(text: String) -> Verdict {
        Verdict {
            full: Some(text.clone()),
            basic: Some(text),
        }
    }

    /// A child's verdict inside its parent's words (`prefix` before its
    /// status text).
    fn within(self, prefix: &str) -> Verdict {
        Verdict {
            full: self.full.map(|t| format!("Invalid: {prefix}{t}")),
            basic: self.basic.map(|t| format!("Invalid: {prefix}{t}")),
        }
    }

    /// `self`, or where a pass found nothing, what `next` finds there.
    fn or(self, next: impl FnOnce() -> Verdict) -> Verdict {
        if self.full.is_some() && self.basic.is_some() {
            return self;
        }
        let next = next();
        Verdict {
            full: self.full.or(next.full),
            basic: self.basic.or(next.basic),
        }
    }
}

/// The message's field nodes (length, null count), buffers (offset,
/// length) and variadic buffer counts, taken in Arrow C++'s loader's
/// order (depth first) as arrays are walked.
struct Walk<'a> {
    nodes: std::vec::IntoIter<(i64, i64)>,
    buffers: std::vec::IntoIter<(i64, i64)>,
    variadic: std::vec::IntoIter<i64>,
    body: &'a [u8],
    dictionaries: &'a HashMap<i64, ArrayRef>,
}

impl<'a> Walk<'a> {
    /// The next `count` buffers' bytes.
    fn take(&mut self, count: usize) -> Option<Vec<&'a [u8]>> {
        let body = self.body;
        (0..count)
            .map(|_| {
                let (offset, length) = self.buffers.next()?;
                let start = usize::try_from(offset).ok()?;
                body.get(start..start.checked_add(usize::try_from(length).ok()?)?)
            })
            .collect()
    }

    /// The array of `field` (its length, and the verdict), or `None` where
    /// the walk cannot tell: a layout it does not know (the batch then
    /// keeps arrow-rs's reason), lists that run out.
    fn array(&mut self, field: &FieldRef) -> Option<(usize, Verdict)> {
        let (len, nulls) = self.nodes.next()?;
        let len = usize::try_from(len).ok()?;
        let dt = field.data_type();
        let (count, dictionary) = match dt {
            DataType::List(child) | DataType::LargeList(child) => {
                let parts = self.take(2)?;
                let (values, child) = self.array(child)?;
                let width = if matches!(dt, DataType::List(_)) {
                    4
                } else {
                    8
                };
                let list = Flat {
                    dt,
                    len,
                    nulls,
                    buffers: &parts,
                    dictionary: None,
                };
                return Some((len, list.list(width, values, child)));
            }
            DataType::Struct(children) => {
                let parts = self.take(1)?;
                let mut walked = Vec::with_capacity(children.len());
                for child in children.iter() {
                    walked.push(self.array(child)?);
                }
                let node = Flat {
                    dt,
                    len,
                    nulls,
                    buffers: &parts,
                    dictionary: None,
                };
                return Some((len, node.structure(walked)));
            }
            DataType::Utf8 | DataType::Binary | DataType::LargeUtf8 | DataType::LargeBinary => {
                (3, None)
            }
            // Validity, views, then as many data buffers as the column's
            // variadic count says (a count arrow-ipc refused is not here).
            DataType::Utf8View | DataType::BinaryView => {
                (2 + usize::try_from(self.variadic.next()?).ok()?, None)
            }
            DataType::Dictionary(keys, _) if keys.is_integer() => {
                #[expect(
                    deprecated,
                    reason = "arrow-ipc 60 still finds dictionaries by field dict_id"
                )]
                let id = field.dict_id()?;
                (2, Some(self.dictionaries.get(&id)?.len()))
            }
            dt if dt.is_primitive() || *dt == DataType::Boolean => (2, None),
            _ => return None,
        };
        let parts = self.take(count)?;
        let array = Flat {
            dt,
            len,
            nulls,
            buffers: &parts,
            dictionary,
        };
        Some((len, array.fault()))
    }
}

/// The dictionary batch `batch` (values of type `values`) in Arrow C++'s
/// words when its values fail validation: the fault of the first column
/// that uses dictionary `id` (Arrow C++ validates dictionaries with the
/// batch that uses them).
#[cold]
pub(super) fn explain_dictionary(
    batch: arrow_ipc::RecordBatch<'_>,
    body: &[u8],
    values: &DataType,
    id: i64,
    fields: &[FieldRef],
) -> Option<CppStatus> {
    #[expect(
        deprecated,
        reason = "arrow-ipc 60 still finds dictionaries by field dict_id"
    )]
    let column = fields.iter().position(|f| {
        matches!(f.data_type(), DataType::Dictionary(..)) && f.dict_id() == Some(id)
    })?;
    let field = std::sync::Arc::new(arrow_schema::Field::new("", values.clone(), true));
    match explain(batch, body, &[field], &HashMap::new())? {
        CppStatus::Column { batch, table, .. } => Some(CppStatus::Column {
            column,
            batch: format!("Invalid: Dictionary array invalid: {batch}"),
            table: format!("Invalid: Dictionary array invalid: {table}"),
        }),
        CppStatus::Key(_) => None,
    }
}

/// `error`, from the walk of dictionary `id`'s batch (whose values are its
/// column 0), as the fault of the first column that uses the dictionary.
#[cold]
pub(super) fn in_dictionary(error: ArrowError, id: i64, fields: &[FieldRef]) -> ArrowError {
    let ArrowError::ExternalError(inner) = &error else {
        return error;
    };
    let Some(CppStatus::Column { batch, table, .. }) = inner.downcast_ref::<CppStatus>() else {
        return error;
    };
    #[expect(
        deprecated,
        reason = "arrow-ipc 60 still finds dictionaries by field dict_id"
    )]
    let column = fields
        .iter()
        .position(|f| matches!(f.data_type(), DataType::Dictionary(..)) && f.dict_id() == Some(id));
    match column {
        Some(column) => CppStatus::Column {
            column,
            batch: format!("Invalid: Dictionary array invalid: {batch}"),
            table: format!("Invalid: Dictionary array invalid: {table}"),
        }
        .into_arrow(),
        None => ArrowError::ParseError(format!("IPC dictionary {id}: {batch}")),
    }
}

/// The size of one view of a utf8_view or binary_view column.
const VIEW: usize = 16;
/// The longest value a view holds inline (its bytes after the length).
const INLINE: usize = 12;

/// `bytes` as Arrow C++'s `HexEncode` writes them.
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02X}")).collect()
}

/// One flat column as the message lays it out.
struct Flat<'a> {
    dt: &'a DataType,
    len: usize,
    /// The node's null count (validity is read only when it is positive,
    /// as Arrow C++'s loader does).
    nulls: i64,
    buffers: &'a [&'a [u8]],
    /// A dictionary column's dictionary length.
    dictionary: Option<usize>,
}

impl Flat<'_> {
    /// The first fault of `RecordBatch::ValidateFull` and of
    /// `Table::ValidateFull` (basic checks first).
    fn fault(&self) -> Verdict {
        if let Some(text) = self.pre() {
            return Verdict::both(text);
        }
        // Offsets one short of their last (Arrow C++ then reads the
        // buffer's padding): not worded here.
        if let Some(w) = self.offset_width()
            && self.len > 0
            && self.buffers[1].len() < (self.len + 1) * w
        {
            return Verdict::default();
        }
        let basic = self.basic_offsets();
        let full = self.full().or_else(|| basic.clone());
        Verdict { full, basic }
    }

    /// What both passes check first: the null count against the length,
    /// then the buffers' sizes.
    fn pre(&self) -> Option<String> {
        if self.nulls > self.len as i64 {
            return Some("Invalid: Null count exceeds array length".to_owned());
        }
        self.layout()
    }

    /// The full pass's last check: the null count against the validity
    /// bitmap.
    fn null_count(&self) -> Option<String> {
        if self.nulls <= 0 {
            return None;
        }
        let actual = (0..self.len).filter(|&i| !self.valid(i)).count() as i64;
        (actual != self.nulls).then(|| {
            format!(
                "Invalid: null_count value ({}) doesn't match actual number of nulls in array \
                 ({actual})",
                self.nulls
            )
        })
    }

    /// A list (offsets `width` bytes wide) whose child array has `values`
    /// rows and the verdict `child`, as `ValidateListLike` checks it: the
    /// child first, then the offsets (their buffer's size, their
    /// invariants in the full pass), the extent they span, the null count.
    fn list(&self, width: usize, values: usize, child: Verdict) -> Verdict {
        if let Some(text) = self.pre() {
            return Verdict::both(text);
        }
        child.within("List child array invalid: ").or(|| {
            let offsets = self.buffers[1];
            let required = if self.len > 0 || !offsets.is_empty() {
                self.len + 1
            } else {
                0
            };
            if offsets.len() / width < required {
                return Verdict::both(format!(
                    "Invalid: Offsets buffer size (bytes): {} isn't large enough for length: \
                     {} and offset: 0",
                    offsets.len(),
                    self.len
                ));
            }
            let at = |i: usize| match width {
                4 => i32::from_le_bytes(offsets[4 * i..4 * i + 4].try_into().expect("4")) as i64,
                _ => i64::from_le_bytes(offsets[8 * i..8 * i + 8].try_into().expect("8")),
            };
            let limit = values as i64;
            let mut full = None;
            if required > 0 {
                let mut prev = at(0);
                if prev < 0 {
                    full = Some(format!(
                        "Invalid: Offset invariant failure: array starts at negative offset {prev}"
                    ));
                }
                for i in 1..=self.len {
                    if full.is_some() {
                        break;
                    }
                    let current = at(i);
                    if current < prev {
                        full = Some(format!(
                            "Invalid: Offset invariant failure: non-monotonic offset at slot \
                             {i}: {current} < {prev}"
                        ));
                    } else if current > limit {
                        full = Some(format!(
                            "Invalid: Offset invariant failure: offset for slot {i} out of \
                             bounds: {current} > {limit}"
                        ));
                    }
                    prev = current;
                }
            }
            let extent = (self.len > 0)
                .then(|| (at(0), at(self.len)))
                .and_then(|(first, last)| {
                    if first < 0 || last < 0 {
                        return Some("Invalid: Negative offsets in list array".to_owned());
                    }
                    if limit < last - first {
                        return Some(format!(
                            "Invalid: Length spanned by list offsets ({}) larger than values \
                         array (length {limit})",
                            last - first
                        ));
                    }
                    if first > limit || last > limit {
                        return Some("Invalid: First or last list offset out of bounds".to_owned());
                    }
                    (first > last).then(|| {
                        "Invalid: First offset larger than last offset in list array".to_owned()
                    })
                });
            Verdict {
                full: full
                    .or_else(|| extent.clone())
                    .or_else(|| self.null_count()),
                basic: extent,
            }
        })
    }

    /// A struct whose children are `children` (each its length and
    /// verdict), as `Visit(StructType)` checks it: each child in turn, then
    /// its length against the struct's; the null count last.
    fn structure(&self, children: Vec<(usize, Verdict)>) -> Verdict {
        if let Some(text) = self.pre() {
            return Verdict::both(text);
        }
        let mut found = Verdict::default();
        for (i, (len, child)) in children.into_iter().enumerate() {
            let short = (len < self.len).then(|| {
                format!(
                    "Invalid: Struct child array #{i} has length smaller than expected for struct \
                     array ({len} < {})",
                    self.len
                )
            });
            found = found
                .or(|| child.within(&format!("Struct child array #{i} invalid: ")))
                .or(|| Verdict {
                    full: short.clone(),
                    basic: short,
                });
        }
        found.or(|| Verdict {
            full: self.null_count(),
            basic: None,
        })
    }

    /// A view column's views as Arrow C++'s full validation checks them
    /// (`ValidateBinaryView`, then UTF-8 for utf8_view), in its words: an
    /// `Index error` for a view past its data buffers.
    fn views(&self) -> Option<String> {
        let utf8 = match self.dt {
            DataType::Utf8View => true,
            DataType::BinaryView => false,
            _ => return None,
        };
        let data = &self.buffers[2..];
        let int = |v: &[u8], at: usize| i32::from_le_bytes(v[at..at + 4].try_into().expect("4"));
        let mut values = Vec::new();
        for i in (0..self.len).filter(|&i| self.valid(i)) {
            let view = &self.buffers[1][VIEW * i..VIEW * (i + 1)];
            let size = int(view, 0);
            if size < 0 {
                return Some(format!(
                    "Invalid: View at slot {i} has negative size {size}"
                ));
            }
            if size as usize <= INLINE {
                let padding = &view[4 + size as usize..];
                if padding.iter().any(|&b| b != 0) {
                    return Some(format!(
                        "Invalid: View at slot {i} was inline with size {size} but its padding \
                         bytes were not all zero: {}",
                        hex(padding)
                    ));
                }
                values.push((i, &view[4..4 + size as usize]));
                continue;
            }
            let (prefix, index, offset) = (&view[4..8], int(view, 8), int(view, 12));
            if index < 0 {
                return Some(format!(
                    "Invalid: View at slot {i} has negative buffer index {index}"
                ));
            }
            if offset < 0 {
                return Some(format!(
                    "Invalid: View at slot {i} has negative offset {offset}"
                ));
            }
            let Some(buffer) = data.get(index as usize) else {
                return Some(format!(
                    "Index error: View at slot {i} references buffer {index} but there are only \
                     {} data buffers",
                    data.len()
                ));
            };
            let end = offset as i64 + size as i64;
            if end > buffer.len() as i64 {
                return Some(format!(
                    "Index error: View at slot {i} references range {offset}-{end} of buffer \
                     {index} but that buffer is only {} bytes long",
                    buffer.len()
                ));
            }
            let value = &buffer[offset as usize..end as usize];
            if value[..4] != *prefix {
                return Some(format!(
                    "Invalid: View at slot {i} has inlined prefix 0x{} but the out-of-line data \
                     begins with 0x{}",
                    hex(prefix),
                    hex(&value[..4])
                ));
            }
            values.push((i, value));
        }
        if utf8 {
            let bad = values.iter().find(|(_, v)| std::str::from_utf8(v).is_err());
            if let Some((i, _)) = bad {
                return Some(format!(
                    "Invalid: Invalid UTF8 sequence at string index {i}"
                ));
            }
        }
        None
    }

    fn valid(&self, i: usize) -> bool {
        self.nulls <= 0
            || self.buffers[0]
                .get(i / 8)
                .is_some_and(|b| b >> (i % 8) & 1 == 1)
    }

    /// The offsets' width of a binary-like column.
    fn offset_width(&self) -> Option<usize> {
        match self.dt {
            DataType::Utf8 | DataType::Binary => Some(4),
            DataType::LargeUtf8 | DataType::LargeBinary => Some(8),
            _ => None,
        }
    }

    fn offset(&self, i: usize) -> i64 {
        let o = self.buffers[1];
        match self.offset_width() {
            Some(4) => i32::from_le_bytes(o[4 * i..4 * i + 4].try_into().expect("4 bytes")) as i64,
            _ => i64::from_le_bytes(o[8 * i..8 * i + 8].try_into().expect("8 bytes")),
        }
    }

    /// Buffer sizes (`ValidateLayout`).
    fn layout(&self) -> Option<String> {
        let too_small = |index: usize, need: usize| {
            let got = self.buffers[index].len();
            (got < need).then(|| {
                format!(
                    "Invalid: Buffer #{index} too small in array of type {} and length {}: \
                     expected at least {need} byte(s), got {got}",
                    crate::rb::types::type_name(self.dt),
                    self.len
                )
            })
        };
        if self.nulls > 0
            && let Some(text) = too_small(0, self.len.div_ceil(8))
        {
            return Some(text);
        }
        // Arrow C++ asks offsets for a width per row (not one more).
        let need = match (self.dt, self.offset_width()) {
            (_, Some(w)) => self.len.checked_mul(w)?,
            (DataType::Boolean, _) => self.len.div_ceil(8),
            (DataType::Utf8View | DataType::BinaryView, _) => self.len.checked_mul(VIEW)?,
            (DataType::List(_), _) => self.len.checked_mul(4)?,
            (DataType::LargeList(_), _) => self.len.checked_mul(8)?,
            (DataType::Struct(_), _) => return None,
            (DataType::Dictionary(keys, _), _) => self.len.checked_mul(keys.primitive_width()?)?,
            (dt, _) => self.len.checked_mul(dt.primitive_width()?)?,
        };
        too_small(1, need)
    }

    /// A binary-like column's offsets as `Table::ValidateFull`'s basic
    /// pass checks them.
    fn basic_offsets(&self) -> Option<String> {
        self.offset_width()?;
        if self.len == 0 {
            return None;
        }
        let (first, last) = (self.offset(0), self.offset(self.len));
        if first < 0 || last < 0 {
            return Some("Invalid: Negative offsets in binary array".to_owned());
        }
        let extent = last - first;
        let size = self.buffers[2].len();
        (extent > size as i64).then(|| {
            format!(
                "Invalid: Length spanned by binary offsets ({extent}) larger than values array \
                 (size {size})"
            )
        })
    }

    /// The full checks: offsets, views, UTF-8, dictionary keys, the null
    /// count.
    fn full(&self) -> Option<String> {
        if let Some(text) = self.views() {
            return Some(text);
        }
        if self.offset_width().is_some() && self.len > 0 {
            let limit = self.buffers[2].len() as i64;
            let mut prev = self.offset(0);
            if prev < 0 {
                return Some(format!(
                    "Invalid: Offset invariant failure: array starts at negative offset {prev}"
                ));
            }
            for i in 1..=self.len {
                let current = self.offset(i);
                if current < prev {
                    return Some(format!(
                        "Invalid: Offset invariant failure: non-monotonic offset at slot {i}: \
                         {current} < {prev}"
                    ));
                }
                if current > limit {
                    return Some(format!(
                        "Invalid: Offset invariant failure: offset for slot {i} out of bounds: \
                         {current} > {limit}"
                    ));
                }
                prev = current;
            }
            if matches!(self.dt, DataType::Utf8 | DataType::LargeUtf8) {
                for i in (0..self.len).filter(|&i| self.valid(i)) {
                    let text =
                        &self.buffers[2][self.offset(i) as usize..self.offset(i + 1) as usize];
                    if std::str::from_utf8(text).is_err() {
                        return Some(format!(
                            "Invalid: Invalid UTF8 sequence at string index {i}"
                        ));
                    }
                }
            }
        }
        if let (Some(size), DataType::Dictionary(keys, _)) = (self.dictionary, self.dt) {
            let width = keys.primitive_width()?;
            let signed = keys.is_signed_integer();
            for i in (0..self.len).filter(|&i| self.valid(i)) {
                let bytes = &self.buffers[1][width * i..width * (i + 1)];
                let mut raw = [0u8; 8];
                raw[..width].copy_from_slice(bytes);
                let key = if signed {
                    let shift = 64 - 8 * width as u32;
                    (i64::from_le_bytes(raw) << shift) >> shift
                } else {
                    i64::from_le_bytes(raw)
                };
                if key < 0 || key >= size as i64 {
                    return Some(format!(
                        "Invalid: Dictionary indices invalid: Invalid: Value at position {i} out \
                         of bounds: {key} (should be in [0, {}])",
                        size as i64 - 1
                    ));
                }
            }
        }
        if self.nulls > 0 {
            let actual = (0..self.len).filter(|&i| !self.valid(i)).count() as i64;
            if actual != self.nulls {
                return Some(format!(
                    "Invalid: null_count value ({}) doesn't match actual number of nulls in \
                     array ({actual})",
                    self.nulls
                ));
            }
        }
        None
    }
}
