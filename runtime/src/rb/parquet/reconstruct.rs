//! 1.25's logical schema reconstruction (`reconstruct=1`).
//!
//! A writer stores the columns in their Parquet storage form (dictionaries
//! as their values, fixed-size lists as lists; see
//! [`physical::Mapping`]) and records the logical schema as one IPC schema
//! message (continuation marker, length, flatbuffer: what Arrow C++'s
//! `SerializeSchema` writes) under the schema metadata key
//! `IRX:logical_schema:v1`, in the footer's key-value metadata and in the
//! `ARROW:schema` Arrow stores. A reader that finds the key checks every
//! column it reads against the recorded one (its storage form must equal
//! the file's column, name, nullability and field metadata included) and
//! rebuilds the logical columns (dictionary-encoding, fixed-size lists
//! from lists), under the recorded schema's metadata.
//!
//! The value is binary, and the `parquet` crate decodes footer metadata
//! only as UTF-8 text: a writer records a same-length ASCII placeholder and
//! replaces it in the finished footer ([`patch_footer`]); a reader hands
//! the crate a footer whose binary values are replaced by same-length
//! filler and keeps the bytes ([`sanitize`]). Inside the runtime the value
//! travels in the schema metadata as hexadecimal (every reader path keeps
//! and compares schema metadata), and is decoded by [`restored_schema`].

use std::collections::HashMap;
use std::os::unix::fs::FileExt;
use std::path::Path;
use std::sync::Arc;

use arrow_array::{Array, ArrayRef, RecordBatch, RecordBatchOptions, make_array};
use arrow_schema::{ArrowError, DataType, Field, Schema, SchemaRef};
use base64::prelude::{BASE64_STANDARD, Engine as _};
use bytes::Bytes;
use parquet::file::reader::{ChunkReader, Length};

use super::guard::{self, BoundedFile};
use super::physical::{self, ARROW_SCHEMA_KEY, LOGICAL_SCHEMA_KEY, Mapping, physical_schema};
use crate::ffi::error::Kind;
use crate::ffi::{Error, Result};
use crate::rb::ipc;

/// The byte a reader puts in place of binary footer metadata.
const FILLER: u8 = 0x1a;

/// The logical schema a writer records: its IPC bytes and the ASCII
/// placeholder of the same length the footer holds until it is patched.
#[derive(Debug, Clone)]
pub(crate) struct Logical {
    raw: Vec<u8>,
    placeholder: String,
}

impl Logical {
    /// The record of `schema`'s logical form (normalized when asked).
    pub(crate) fn new(schema: &Schema, normalize: bool) -> Result<Logical> {
        let logical = physical_schema(schema, true, Mapping::reconstruct(normalize, false))?;
        let raw = ipc::schema_to_ipc(&logical)?;
        let mut placeholder = format!("IRX-LOGICAL-{}-", super::commit::nonce(0));
        while placeholder.len() < raw.len() {
            placeholder.push('#');
        }
        placeholder.truncate(raw.len());
        Ok(Logical { raw, placeholder })
    }

    /// A record of arbitrary bytes (tests forge reconstruction metadata).
    #[cfg(test)]
    pub(crate) fn forged(raw: Vec<u8>) -> Logical {
        let mut placeholder = format!("IRX-FORGED-{}-", super::commit::nonce(0));
        placeholder.extend(std::iter::repeat_n('#', raw.len()));
        placeholder.truncate(raw.len());
        Logical { raw, placeholder }
    }

    /// The storage schema a writer writes: `schema`'s storage form, its
    /// metadata plus the key (holding the placeholder).
    pub(crate) fn storage_schema(&self, schema: &Schema, normalize: bool) -> Result<SchemaRef> {
        let storage = physical_schema(schema, true, Mapping::reconstruct(normalize, true))?;
        let mut metadata = storage.metadata().clone();
        metadata.insert(LOGICAL_SCHEMA_KEY.to_owned(), self.placeholder.clone());
        Ok(Arc::new(Schema::new_with_metadata(
            storage.fields().clone(),
            metadata,
        )))
    }

    /// The key-value entry the writer adds to the footer.
    pub(crate) fn key_value(&self) -> parquet::file::metadata::KeyValue {
        parquet::file::metadata::KeyValue::new(
            LOGICAL_SCHEMA_KEY.to_owned(),
            self.placeholder.clone(),
        )
    }

    /// The storage schema as a reader of the written file sees it (the
    /// key's value as the runtime carries it internally).
    pub(crate) fn as_read(&self, storage: &Schema) -> SchemaRef {
        let mut metadata = storage.metadata().clone();
        metadata.insert(LOGICAL_SCHEMA_KEY.to_owned(), hex(&self.raw));
        Arc::new(Schema::new_with_metadata(
            storage.fields().clone(),
            metadata,
        ))
    }
}

fn footer_error(what: impl std::fmt::Display) -> Error {
    Error::new(
        Kind::Io,
        format!("cannot record the reconstruction metadata in the Parquet footer: {what}"),
    )
}

/// The plaintext footer of a finished file: its offset and bytes.
fn read_footer(file: &impl FileExt, len: u64) -> std::io::Result<Option<(u64, Vec<u8>)>> {
    if len < 12 {
        return Ok(None);
    }
    let mut tail = [0u8; 8];
    file.read_exact_at(&mut tail, len - 8)?;
    if &tail[4..] != b"PAR1" {
        return Ok(None);
    }
    let meta_len = u64::from(u32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]));
    if meta_len + 8 + 4 > len {
        return Ok(None);
    }
    let start = len - 8 - meta_len;
    let mut footer = vec![0u8; meta_len as usize];
    file.read_exact_at(&mut footer, start)?;
    Ok(Some((start, footer)))
}

/// Replaces the placeholder of `logical` in the footer of the finished
/// file at `path` (its key-value entry and inside `ARROW:schema`) by the
/// IPC bytes, in place: the lengths do not change.
pub(crate) fn patch_footer(path: &Path, logical: &Logical) -> Result<()> {
    let file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(path)
        .map_err(footer_error)?;
    let len = file.metadata().map_err(footer_error)?.len();
    let (start, footer) = read_footer(&file, len)
        .map_err(footer_error)?
        .ok_or_else(|| footer_error("no plaintext footer"))?;
    let placeholder = logical.placeholder.as_bytes();
    let (mut entry, mut arrow) = (false, false);
    for span in guard::key_value_spans(&footer)? {
        let Some(value) = span.value else { continue };
        let key = &footer[span.key];
        let at = start + value.start as u64;
        if key == LOGICAL_SCHEMA_KEY.as_bytes() && &footer[value.clone()] == placeholder {
            file.write_all_at(&logical.raw, at).map_err(footer_error)?;
            entry = true;
        } else if key == ARROW_SCHEMA_KEY.as_bytes() {
            let mut decoded = base64_decode(&footer[value.clone()])
                .ok_or_else(|| footer_error("ARROW:schema is not base64"))?;
            let found = find(&decoded, placeholder)
                .ok_or_else(|| footer_error("ARROW:schema lacks the logical schema"))?;
            decoded[found..found + placeholder.len()].copy_from_slice(&logical.raw);
            let encoded = base64_encode(&decoded);
            if encoded.len() != value.len() {
                return Err(footer_error("ARROW:schema changes length"));
            }
            file.write_all_at(encoded.as_bytes(), at)
                .map_err(footer_error)?;
            arrow = true;
        }
    }
    if !(entry && arrow) {
        return Err(footer_error("the footer lacks the placeholder"));
    }
    Ok(())
}

/// A footer the `parquet` crate can decode, for a file whose footer
/// metadata holds binary keys or values: the last bytes of the file with
/// those replaced by filler of the same length.
pub(crate) struct Sanitized {
    /// Where `tail` starts in the file.
    start: u64,
    tail: Bytes,
    /// The keys whose binary values were replaced, with the values.
    binary: HashMap<String, Vec<u8>>,
    /// DECIMAL columns whose precision was narrowed to what their bytes
    /// hold (`guard::narrow_decimals`), with the precision the file gives.
    wide: Vec<guard::WideDecimal>,
}

impl Sanitized {
    /// The DECIMAL columns narrowed for the crate (`quirks` reads them as
    /// decimal256 of the file's precision).
    pub(crate) fn wide_decimals(&self) -> &[guard::WideDecimal] {
        &self.wide
    }
}

impl Length for Sanitized {
    fn len(&self) -> u64 {
        self.start + self.tail.len() as u64
    }
}

impl ChunkReader for Sanitized {
    type T = bytes::buf::Reader<Bytes>;

    fn get_read(&self, start: u64) -> parquet::errors::Result<Self::T> {
        use bytes::Buf;
        Ok(self
            .get_bytes(start, (self.len() - start.min(self.len())) as usize)?
            .reader())
    }

    fn get_bytes(&self, start: u64, length: usize) -> parquet::errors::Result<Bytes> {
        let end = start.checked_add(length as u64);
        if start < self.start || end.is_none_or(|end| end > self.len()) {
            return Err(parquet::errors::ParquetError::EOF(format!(
                "{length} bytes at offset {start} lie outside the footer"
            )));
        }
        let from = (start - self.start) as usize;
        Ok(self.tail.slice(from..from + length))
    }
}

/// The sanitized footer of `file`, or None when its footer is encrypted,
/// not a footer (the crate reports those), or holds only UTF-8 metadata,
/// no DECIMAL its bytes cannot hold (`guard::narrow_decimals`), no map
/// whose value repeats (`guard::unmap_repeated_values`) and no column
/// metadata field of the wrong type (`guard::retag_mistyped`);
/// with `rewrite` (`guard::check_footer`'s answer), the footer as Thrift
/// C++ reads it too (`thrift_words::as_thrift_reads`).
pub(crate) fn sanitize(file: &BoundedFile, rewrite: bool) -> Result<Option<Sanitized>> {
    let io = |e: std::io::Error| Error::new(Kind::Io, format!("Parquet footer: {e}"));
    let Some((start, mut footer)) = read_footer(file.file(), file.len()).map_err(io)? else {
        return Ok(None);
    };
    // First the footer as Thrift C++ reads it; the edits below index it.
    if rewrite && let Some(read) = super::thrift_words::as_thrift_reads(&footer) {
        footer = read;
    }
    let spans = guard::key_value_spans(&footer)?;
    let mut binary: HashMap<String, Vec<u8>> = HashMap::new();
    let mut replaced: Vec<Vec<u8>> = Vec::new();
    for span in &spans {
        if std::str::from_utf8(&footer[span.key.clone()]).is_err() {
            replaced.push(footer[span.key.clone()].to_vec());
            footer[span.key.clone()].fill(FILLER);
        }
        let Some(value) = span.value.clone() else {
            continue;
        };
        if std::str::from_utf8(&footer[value.clone()]).is_err() {
            let key = String::from_utf8_lossy(&footer[span.key.clone()]).into_owned();
            binary.insert(key, footer[value.clone()].to_vec());
            replaced.push(footer[value.clone()].to_vec());
            footer[value].fill(FILLER);
        }
    }
    let wide = guard::narrow_decimals(&mut footer);
    let retagged = guard::retag_mistyped(&mut footer);
    let unmapped = guard::unmap_repeated_values(&mut footer);
    if replaced.is_empty() && wide.is_empty() && retagged == 0 && unmapped == 0 && !rewrite {
        return Ok(None);
    }
    // The same bytes inside Arrow's schema (its metadata repeats the
    // footer's), when that is canonical base64.
    for span in &spans {
        let Some(value) = span.value.clone() else {
            continue;
        };
        if &footer[span.key.clone()] != ARROW_SCHEMA_KEY.as_bytes() {
            continue;
        }
        let Some(mut decoded) = base64_decode(&footer[value.clone()]) else {
            continue;
        };
        for bytes in &replaced {
            while let Some(at) = find(&decoded, bytes) {
                decoded[at..at + bytes.len()].fill(FILLER);
            }
        }
        let encoded = base64_encode(&decoded);
        if encoded.len() == value.len() {
            footer[value].copy_from_slice(encoded.as_bytes());
        }
    }
    let mut last = [0u8; 8];
    file.file()
        .read_exact_at(&mut last, file.len() - 8)
        .map_err(io)?;
    let Ok(footer_len) = u32::try_from(footer.len()) else {
        return Ok(None);
    };
    last[..4].copy_from_slice(&footer_len.to_le_bytes());
    let mut tail = footer;
    tail.extend_from_slice(&last);
    Ok(Some(Sanitized {
        start,
        tail: Bytes::from(tail),
        binary,
        wide,
    }))
}

/// The schema the runtime reads for a file: the crate's, with the key's
/// value (binary, from `sanitized`, or text) as hexadecimal, other binary
/// values and keys left out (a schema's metadata is text here).
pub(crate) fn file_schema(schema: &SchemaRef, sanitized: Option<&Sanitized>) -> SchemaRef {
    let mut metadata = schema.metadata().clone();
    let logical = match sanitized.and_then(|s| s.binary.get(LOGICAL_SCHEMA_KEY)) {
        Some(raw) => Some(hex(raw)),
        None => metadata.get(LOGICAL_SCHEMA_KEY).map(|v| hex(v.as_bytes())),
    };
    if let Some(sanitized) = sanitized {
        metadata
            .retain(|k, _| !sanitized.binary.contains_key(k) && !k.bytes().all(|b| b == FILLER));
    }
    if logical.is_none() && sanitized.is_none() {
        return schema.clone();
    }
    metadata.remove(LOGICAL_SCHEMA_KEY);
    if let Some(logical) = logical {
        metadata.insert(LOGICAL_SCHEMA_KEY.to_owned(), logical);
    }
    Arc::new(Schema::new_with_metadata(schema.fields().clone(), metadata))
}

fn invalid(what: impl std::fmt::Display) -> Error {
    Error::invalid(format!("{what}"))
}

/// The logical schema of the columns of `physical` (a read's output
/// schema, holding the key as hexadecimal), checked against the record:
/// every column must be recorded and stored exactly as its recorded type
/// is. The metadata is the recorded schema's.
pub(crate) fn restored_schema(physical: &Schema, hex_value: &str) -> Result<SchemaRef> {
    let raw = unhex(hex_value).ok_or_else(|| invalid("corrupt reconstruction metadata"))?;
    let logical = ipc::schema_from_ipc(&raw).map_err(|e| {
        invalid(format!(
            "reconstruction metadata is not an IPC schema: {}",
            e.message
        ))
    })?;
    physical_schema(&logical, false, Mapping::reconstruct(false, false))?;
    let mut fields = Vec::with_capacity(physical.fields().len());
    for field in physical.fields() {
        let original = logical
            .field_with_name(field.name())
            .map_err(|_| invalid("reconstruction metadata is missing a projected field"))?;
        let ordered = original.dict_is_ordered().unwrap_or(false);
        let storage = physical::physical_type(
            original.data_type(),
            ordered,
            Mapping::reconstruct(false, true),
        )?;
        if Field::clone(original).with_data_type(storage) != **field {
            return Err(Error::new(
                Kind::Type,
                format!(
                    "reconstruction metadata does not match physical field '{}'",
                    field.name()
                ),
            ));
        }
        fields.push(Arc::new(original.clone()));
    }
    Ok(Arc::new(Schema::new_with_metadata(
        fields,
        logical.metadata().clone(),
    )))
}

/// `batch` (of the storage schema) with its columns rebuilt as `logical`'s.
pub(crate) fn restore(
    batch: &RecordBatch,
    logical: &SchemaRef,
) -> std::result::Result<RecordBatch, ArrowError> {
    let columns = batch
        .columns()
        .iter()
        .zip(logical.fields())
        .map(|(column, field)| restore_array(column, field.data_type()))
        .collect::<std::result::Result<Vec<_>, _>>()?;
    let options = RecordBatchOptions::new().with_row_count(Some(batch.num_rows()));
    RecordBatch::try_new_with_options(logical.clone(), columns, &options)
}

/// Null fixed-size-list rows are padded with `list_size` slots each; past
/// this many slots beyond the values read (or twice them), the recorded
/// size is taken as forged rather than allocated.
const MAX_PADDING: usize = 1 << 24;

fn strict() -> arrow_cast::CastOptions<'static> {
    arrow_cast::CastOptions {
        safe: false,
        ..Default::default()
    }
}

/// Checks that the variable lists of `array` can become fixed-size lists
/// of `size` without a forged allocation: every valid list holds `size`
/// values, and the null rows' padding stays bounded.
fn check_fixed(array: &dyn Array, size: i32) -> std::result::Result<(), ArrowError> {
    use arrow_array::cast::AsArray;
    let (lengths, values): (Vec<usize>, usize) = match array.data_type() {
        DataType::List(_) => {
            let a = array.as_list::<i32>();
            (a.offsets().lengths().collect(), a.values().len())
        }
        DataType::LargeList(_) => {
            let a = array.as_list::<i64>();
            (a.offsets().lengths().collect(), a.values().len())
        }
        _ => return Ok(()),
    };
    let size = usize::try_from(size).unwrap_or(0);
    for (row, len) in lengths.iter().enumerate() {
        if array.is_valid(row) && *len != size {
            return Err(ArrowError::InvalidArgumentError(format!(
                "reconstructed fixed-size list of {size} values has {len} values at row {row}"
            )));
        }
    }
    let padding = array.null_count().checked_mul(size);
    if padding.is_none_or(|p| p > MAX_PADDING.max(values)) {
        return Err(ArrowError::InvalidArgumentError(format!(
            "reconstruction metadata claims fixed-size lists of {size} values: padding {} null rows would exceed the data read",
            array.null_count()
        )));
    }
    Ok(())
}

/// One column rebuilt as `target` (1.25's rules): dictionaries encoded
/// from their values, fixed-size lists from lists, nested types child by
/// child, anything else a checked cast.
fn restore_array(array: &ArrayRef, target: &DataType) -> std::result::Result<ArrayRef, ArrowError> {
    use DataType as D;
    if array.data_type() == target {
        return Ok(array.clone());
    }
    let mut array = array.clone();
    match target {
        D::Dictionary(_, values) => {
            let values = restore_array(&array, values)?;
            return arrow_cast::cast_with_options(&values, target, &strict()).map_err(|e| {
                ArrowError::InvalidArgumentError(format!(
                    "cannot reconstruct dictionary column as {target}: {e}"
                ))
            });
        }
        D::FixedSizeList(_, size) if matches!(array.data_type(), D::List(_) | D::LargeList(_)) => {
            check_fixed(array.as_ref(), *size)?;
            let child = match array.data_type() {
                D::List(f) | D::LargeList(f) => f.clone(),
                _ => unreachable!("matched above"),
            };
            array =
                arrow_cast::cast_with_options(&array, &D::FixedSizeList(child, *size), &strict())?;
        }
        _ => {}
    }
    let children: Vec<&Field> = match target {
        D::List(f) | D::LargeList(f) | D::FixedSizeList(f, _) | D::Map(f, _) => vec![f.as_ref()],
        D::Struct(fields) => fields.iter().map(|f| f.as_ref()).collect(),
        _ => Vec::new(),
    };
    let same_kind = std::mem::discriminant(array.data_type()) == std::mem::discriminant(target);
    if same_kind && !children.is_empty() {
        let data = array.to_data();
        if data.child_data().len() != children.len() {
            return Err(ArrowError::InvalidArgumentError(
                "invalid reconstructed child count".into(),
            ));
        }
        let rebuilt = data
            .child_data()
            .iter()
            .zip(&children)
            .map(|(child, field)| {
                restore_array(&make_array(child.clone()), field.data_type()).map(|a| a.to_data())
            })
            .collect::<std::result::Result<Vec<_>, _>>()?;
        let data = data
            .into_builder()
            .data_type(target.clone())
            .child_data(rebuilt)
            .build()?;
        return Ok(make_array(data));
    }
    arrow_cast::cast_with_options(&array, target, &strict())
}

fn hex(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push_str(&format!("{b:02x}"));
    }
    out
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    let text = text.as_bytes();
    if !text.len().is_multiple_of(2) {
        return None;
    }
    text.chunks_exact(2)
        .map(|pair| u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok())
        .collect()
}

/// The first occurrence of `needle`; None for an empty needle (which
/// memmem finds at 0, and the replacement loops would then never end).
fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() {
        return None;
    }
    memchr::memmem::find(haystack, needle)
}

/// Standard base64 with padding (as Arrow writes `ARROW:schema`).
fn base64_encode(bytes: &[u8]) -> String {
    BASE64_STANDARD.encode(bytes)
}

/// Decodes canonical padded base64; None for anything else.
fn base64_decode(text: &[u8]) -> Option<Vec<u8>> {
    BASE64_STANDARD.decode(text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_round_trips_and_refuses_junk() {
        for len in 0..10 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 200) as u8).collect();
            let text = base64_encode(&bytes);
            assert_eq!(base64_decode(text.as_bytes()).unwrap(), bytes);
        }
        assert_eq!(base64_encode(b"hello"), "aGVsbG8=");
        assert!(base64_decode(b"a=bc").is_none());
        assert!(base64_decode(b"abc").is_none());
        assert_eq!(unhex(&hex(&[0, 255, 16])).unwrap(), vec![0, 255, 16]);
        assert!(unhex("zz").is_none());
    }
}
